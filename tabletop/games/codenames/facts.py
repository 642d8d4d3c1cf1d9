"""Marvel Codenames' table facts: no reaction windows (the defaults); a guess or a rival
Director's cover is named by the card's word."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.room.facts import TableFacts


class CodenamesFacts(TableFacts):
    def label(
        self,
        action: Action,
        view: dict[str, Any],
        legal: list[Action],
        seat_name: Callable[[int], str],
    ) -> str:
        if action.verb in ("guess", "cover") and action.args:
            return f"{action.verb.capitalize()} {view['grid'][int(action.args[0])]['word']}"
        return str(action)
