"""Austin Powers' table facts: the ships window (a ship Agent played, the others may play one
of theirs out of turn) is the one ordinary reaction window; the two races are timed windows
of their own (``GameInfo`` timed kinds), not asked here."""

from __future__ import annotations

from typing import Any

from tabletop.room.facts import TableFacts


class AustinFacts(TableFacts):
    def is_window(self, view: dict[str, Any]) -> bool:
        return (
            view.get("prompt") is None
            and view.get("result") is None
            and (view.get("phase") == "ships")
        )
