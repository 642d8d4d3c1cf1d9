"""Espionage's table facts: the reaction window is the stack's window phase, answered by
every other player at once."""

from __future__ import annotations

from typing import Any

from tabletop.room.facts import TableFacts


class EspionageFacts(TableFacts):
    def is_window(self, view: dict[str, Any]) -> bool:
        return bool(view["phase"] == "window")
