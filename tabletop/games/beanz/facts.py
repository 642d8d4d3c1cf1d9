"""Mighty Beanz's table facts: an Instant Action window is open while the stack holds
something and the game goes on; its owner can never answer its own item."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.beanz.labels import action_label
from tabletop.games.beanz.rules.seatview import typed
from tabletop.room.facts import TableFacts


class BeanzFacts(TableFacts):
    def is_window(self, view: dict[str, Any]) -> bool:
        return bool(view["stack"]) and view["result"] is None

    def pass_is_public(self, view: dict[str, Any], seat: int) -> bool:
        """The other seat has passed and only the top item's owner is left: an owner can never
        answer its own item, so its pass reveals nothing and the table makes it, even behind
        the hot-seat curtain."""
        stack = view["stack"]
        return bool(stack) and int(stack[-1]["seat"]) == seat

    def label(
        self,
        action: Action,
        view: dict[str, Any],
        legal: list[Action],
        seat_name: Callable[[int], str],
    ) -> str:
        flicks = [x for x in legal if x.verb == "flick"] if action.verb == "flick" else []
        return action_label(action, typed(view), flicks)
