"""RPG Get!: a Recovery that would do nothing now (no pygame).

The rulebook's Recovery actions are "always optional" and usable "at any time", once per card
per round, so the engine offers a member's Recovery with nobody to heal (the whole party at
full HP): a click used it at once, spending it for the round on nothing. The table asks first
(``gestures.gesture``: the click opens a one-line question, a click elsewhere keeps it), and
the move's label says why ("Enrique's Prince's Grace: no one is hurt. Use it anyway?"). The engine is left as the rulebook has it.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.rpgget.cards import card_defs
from tabletop.games.rpgget.rules.seat_view import seat_view

#: the effects a Recovery's use may be idle for; any other (Resurrect) always does something
IDLE_VERBS = frozenset({"heal", "cure"})


def idle_recovery(view: dict[str, Any], action: Action) -> str:
    """Why the printed Recovery ``action`` ("act") would do nothing now, as a clause ("no one
    is hurt"); "" when it would do something, or when ``action`` is not a Recovery."""
    if action.verb != "act" or len(action.args) < 2:
        return ""
    seen = {
        int(c["id"]): c for z in seat_view(view)["zones"].values() for c in z["cards"] or [] if c
    }  # every card the seat sees
    card = seen.get(int(action.args[0]))
    d = card_defs().get(str(card["name"])) if card else None
    i = int(action.args[1])
    if d is None or i >= len(d.actions) or d.actions[i].kind != "recovery":
        return ""
    return idle_clause(view, action.seat, d.actions[i], seen)


def idle_clause(
    view: dict[str, Any], seat: int, act: Any, seen: dict[int, dict[str, Any]] | None = None
) -> str:
    """Why the Recovery ``act`` (printed or a Reward's) used by ``seat`` would do nothing now,
    as a clause; "" when it would do something."""
    if seen is None:
        seen = {
            int(c["id"]): c
            for z in seat_view(view)["zones"].values()
            for c in z["cards"] or []
            if c
        }
    verbs = {v for v, _ in act.calls}
    if not verbs or verbs - IDLE_VERBS:
        return ""
    cards = [seen[x] for x in _pool(view, seat, act) if x in seen]

    def helped(c: dict[str, Any]) -> bool:
        hurt = "heal" in verbs and int(c.get("hp_left", c.get("hp", 0))) < int(c.get("hp", 0))
        ailing = any(
            v == "cure" and _cures(p.get("status", "all"), c.get("status") or [])
            for v, p in act.calls
        )
        return hurt or ailing

    if any(helped(c) for c in cards):
        return ""
    if not cards:
        return "it has no one to reach now"
    att = seat_view(view).get("attempt")
    who = "no one in your party" if act.targets and att and att["seat"] == seat else "no one"
    if verbs == {"heal"}:
        return f"{who} is hurt"
    if verbs == {"cure"}:
        return f"{who} is ailing"
    return f"{who} is hurt or ailing"


def _cures(status: str, has: list[str]) -> bool:
    return bool(has) if status == "all" else status in has


def _pool(view: dict[str, Any], seat: int, act: Any) -> list[int]:
    """The cards the Recovery may reach, as the engine offers them: a "party member" one any of
    the seat's party, a targeted one the attempt's active members and enemies (asleep too);
    in the seat's own attempt, its members only."""
    sv = seat_view(view)
    zones = sv["zones"]

    def ids(name: str) -> list[int]:
        zone = zones.get(name)
        return [int(c["id"]) for c in (zone["cards"] or [] if zone else []) if c]

    if act.member:
        return ids(f"party/{seat}")
    att = sv.get("attempt")
    if not act.targets or att is None:
        return []
    party = [*att["active"], *att["asleep"]]
    if att["seat"] == seat:  # its own attempt: healing the Enemies it fights helps nobody
        return party  # (a window after its own attack was put to a person for that alone)
    return [*party, *ids("arena"), *ids("asleep")]
