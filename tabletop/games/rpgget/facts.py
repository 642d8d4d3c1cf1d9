"""RPG Get!'s table facts: the response window asks the seats one at a time (several may be in
it); "Who uses X?" with one possible user is a formality; after one's own move a window that
offers only Recoveries, Events and Rewards that answer nothing there (one's own next action
may play them as well) may pass."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.rpgget.cards import card_defs
from tabletop.games.rpgget.idle_recovery import idle_clause, idle_recovery
from tabletop.games.rpgget.labels import action_label, card_in
from tabletop.games.rpgget.rules.seat_view import seat_view
from tabletop.room.facts import TableFacts


class RpgGetFacts(TableFacts):
    forced_prompts = frozenset({"user"})  # one character can use the Reward: it is the one

    def is_window(self, view: dict[str, Any]) -> bool:
        """A response window several seats may answer: the table's shared window (hot-seat
        countdown and claim keys, solo waiting)."""
        sv = seat_view(view)
        return sv.get("phase") == "window" and len(sv.get("active") or []) > 1

    def response_window(self, view: dict[str, Any]) -> bool:
        """Hot-seat: the response window asks one seat at a time; one that waits for the
        other human is shown in public (a claim key), not sent across behind the curtain."""
        sv = seat_view(view)
        return sv.get("phase") == "window" and not sv.get("prompt")

    #: hot-seat: a window is put only to a person who holds an answer: most answers lie
    #: on the table (a party's Recovery and Defense, an inventory), and a window for a seat
    #: whose only move is Pass cost a new player a countdown and a curtain after every attack
    asks_answerers_only = True

    def answers(self, view: dict[str, Any], seat: int, legal: list[Action]) -> bool:
        """An answer to what just happened (rulebook, "Combat"): a Defense of the targeted
        card, a Recovery (printed or a Reward's) that heals or cures someone or resurrects,
        an Event whose time it is ("at the appropriate time"). Not one: a Reward used for no
        action ("use it anyway?") and a Recovery with nobody to help."""
        sv = seat_view(view)
        idle = set(sv.get("idle_rewards") or ())
        for a in legal:
            if a.verb == "event":
                return True
            if a.verb == "act" and len(a.args) >= 2:
                if not idle_recovery(view, a):
                    return True
            elif a.verb == "use" and a.args and int(a.args[0]) not in idle:
                c = card_in(view, int(a.args[0]))
                d = card_defs().get(str(c["name"])) if c else None
                if d is None:
                    return True
                for act in d.actions:
                    if act.kind == "defense" and sv.get("pending"):
                        return True
                    if act.kind == "recovery" and not idle_clause(view, seat, act):
                        return True
        return False

    def own_window_can_wait(self, view: dict[str, Any], seat: int, legal: list[Action]) -> bool:
        """After one's own move, a Recovery (usable at any time, so on one's next action as
        well) is the only answer: the window need not stop the player. So is an Event: "Any
        player may play an Event card during any turn at the appropriate time", and the one
        whose move opened the window acts again at once (an "any time" Event then; one "during
        a mission attempt" in its own attempt's Party Attack step). A Defense of a card that
        is attacked belongs to this window: it is asked. A Reward ("may be used at any time
        during the game") waits when it answers nothing here: a Recovery, a Defense while no
        card of the seat's is attacked (its own attack on an enemy), or none of its actions."""
        attempt = seat_view(view).get("attempt")
        mine = attempt is not None and attempt["seat"] == seat  # its own attempt: it acts again
        for a in legal:
            if a.verb == "pass":
                continue
            if a.verb == "use" and a.args:
                if _reward_can_wait(view, int(a.args[0])):
                    continue
                return False
            if a.verb == "event" and a.args:
                c = card_in(view, int(a.args[0]))
                d = card_defs().get(str(c["name"])) if c else None
                if d is not None and (d.timing == "any" or (d.timing == "attempt" and mine)):
                    continue
                return False
            if a.verb != "act" or len(a.args) < 2:
                return False
            c = card_in(view, int(a.args[0]))
            d = card_defs().get(str(c["name"])) if c else None
            i = int(a.args[1])
            if d is None or i >= len(d.actions) or d.actions[i].kind != "recovery":
                return False
        return True

    def label(
        self,
        action: Action,
        view: dict[str, Any],
        legal: list[Action],
        seat_name: Callable[[int], str],
    ) -> str:
        return action_label(action, view)


def _reward_can_wait(view: dict[str, Any], reward: int) -> bool:
    """The Reward ``reward`` of the seat's inventory answers nothing in this window: none of
    its actions applies now (the seat's ``idle_rewards``), or each is a Recovery (usable at
    any time) or a Defense while no card of the seat's active party is attacked."""
    sv = seat_view(view)
    if reward in set(sv.get("idle_rewards") or ()):
        return True
    c = card_in(view, reward)
    d = card_defs().get(str(c["name"])) if c else None
    if d is None:
        return False
    pending, attempt = sv.get("pending"), sv.get("attempt")
    ours = set(attempt["active"]) if attempt is not None else set()
    attacked = pending is not None and bool(ours & set(pending["targets"]))
    return all(
        act.kind == "recovery" or (act.kind == "defense" and not attacked) for act in d.actions
    )
