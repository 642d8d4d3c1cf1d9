"""Austin Powers' table facts: the ships window (a ship Agent played, the others may play one
of theirs out of turn) is the one ordinary reaction window; the two races are timed windows
of their own (``GameInfo`` timed kinds), not asked here. A seat's allegiance (Good or Evil)
is public: its deck's card backs show it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.effects import EffectCall
from tabletop.games.austin.cards import CARDS, names_in_view
from tabletop.games.austin.effects import target_kind
from tabletop.games.austin.rules.viewtypes import fight_side, seen
from tabletop.room.facts import TableFacts


def has_agent(view: dict[str, Any], seat: int) -> bool:
    """Has ``seat`` an Agent on its table (public): a Frickin' Bone is paid with the vibes of
    its thrower's own Agents there, so a seat without one can help nobody."""
    zone = view["zones"].get(f"table/{seat}") or {}
    return any(c and CARDS[str(c["name"])].kind == "agent" for c in zone.get("cards") or [])


def can_be_helped(view: Any, fight: Any) -> bool:
    """May anyone help the side to move in ``fight``: a seat other than the two fighting with
    an Agent on its table (public; help asked of nobody able loses the attempt at once)."""
    fighting = {int(fight_side(fight, x)["seat"]) for x in ("att", "def")}
    seats = range(len(view["seats"]))
    return any(has_agent(view, s) for s in seats if s not in fighting)


class AustinFacts(TableFacts):
    def public_role(self, view: dict[str, Any], seat: int) -> str:
        """A seat's allegiance, Good or Evil: public (its deck's card backs show it)."""
        seats = view.get("seats") or []
        side = seats[seat].get("side") if 0 <= seat < len(seats) else None
        return str(side).capitalize() if side else ""

    def public_move(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Action | None:
        """A helper with no Agent on the table throws no bone: a bone is paid with the vibes
        of its thrower's own active Agents (the rulebook), so everyone sees they can throw
        none (a new player's table of three passed the screen to Cy, with no Agents, only for
        him to press "Throw no bone")."""
        if view.get("phase") != "fight" or view.get("step") != "help":
            return None
        if has_agent(view, seat):
            return None
        return next((a for a in legal if a.verb == "decline" and not a.args), None)

    def is_window(self, view: dict[str, Any]) -> bool:
        return (
            view.get("prompt") is None
            and view.get("result") is None
            and (view.get("phase") == "ships")
        )

    def label(
        self,
        action: Action,
        view: dict[str, Any],
        legal: list[Action],
        seat_name: Callable[[int], str],
    ) -> str:
        names = names_in_view(seen(view))  # type: ignore[arg-type]
        v, args = action.verb, action.args

        def target(kind: str | None, t: int) -> str:
            return seat_name(t) if kind == "seat" else names.get(t, str(t))

        if v == "swing":
            d = CARDS[names.get(int(args[0]), "")] if int(args[0]) in names else None
            mode = "with vibes" if args[1] == "vibe" else "without vibes"
            eff: tuple[EffectCall, ...] = ()
            if d is not None:
                eff = d.vibe_effect if args[1] == "vibe" else d.free_effect
            label = f"{names.get(int(args[0]), 'Swinger')} ({mode})"
            if len(args) > 2:
                label += ": " + target(target_kind(eff), int(args[2]))
            return label
        if v == "use":
            label = f"Use {names.get(int(args[0]), 'Swinger')}"
            if len(args) > 1:
                d = CARDS.get(names.get(int(args[0]), ""))
                label += ": " + target(target_kind(d.use) if d else None, int(args[1]))
            return label
        if v == "agent":
            return f"Play {names.get(int(args[0]), 'Agent')}"
        if v == "ship":
            return f"Ship Agent {names.get(int(args[0]), '')}"
        if v == "attempt":
            return f"{names.get(int(args[0]), '?')} attempts {names.get(int(args[1]), '?')}"
        if v in ("bone", "throw"):
            return f"Throw {names.get(int(args[0]), 'a bone')}"
        if v == "toss":  # a card thrown away at the end of a turn ("0:toss 6" read as code)
            return f"Toss {names.get(int(args[0]), 'a card')}"
        if v in ("happening", "brawl"):
            return f"Play {names.get(int(args[0]), 'the card')}"
        if v == "happening_target":
            return f"Target: {seat_name(int(args[0]))}"
        return str(action)
