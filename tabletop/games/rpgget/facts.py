"""RPG Get!'s table facts: the response window asks the seats one at a time (several may be in
it); "Who uses X?" with one possible user is a formality; after one's own move a window that
offers only Recoveries and Events (one's own next action may play them as well) may pass."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.rpgget.cards import card_defs
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

    def own_window_can_wait(self, view: dict[str, Any], seat: int, legal: list[Action]) -> bool:
        """After one's own move, a Recovery (usable at any time, so on one's next action as
        well) is the only answer: the window need not stop the player. So is an Event: "Any
        player may play an Event card during any turn at the appropriate time", and the one
        whose move opened the window acts again at once (an "any time" Event then; one "during
        a mission attempt" in its own attempt's Party Attack step). A Defense belongs to this
        window: it is asked."""
        attempt = seat_view(view).get("attempt")
        mine = attempt is not None and attempt["seat"] == seat  # its own attempt: it acts again
        for a in legal:
            if a.verb == "pass":
                continue
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
