"""Zones: ordered piles of card instance ids with a visibility.

``PUBLIC`` zones show every card to everyone, ``OWNER`` zones show their cards to their owner
only (a hand), ``HIDDEN`` zones show nobody anything but the count (a draw pile). The top of a
pile is the end of the list. ``view`` is the only way a zone's contents reach a view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

PUBLIC = "public"
OWNER = "owner"
HIDDEN = "hidden"


@dataclass
class Zone:
    name: str
    visibility: str = PUBLIC
    owner: int | None = None
    cards: list[int] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[int]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def visible_to(self, seat: int | None) -> bool:
        if self.visibility == PUBLIC:
            return True
        if self.visibility == OWNER:
            return seat is not None and seat == self.owner
        return False

    def top(self, n: int = 1) -> list[int]:
        """The top ``n`` cards, topmost first."""
        return list(reversed(self.cards[-n:])) if n > 0 else []

    def pop_top(self) -> int:
        return self.cards.pop()

    def put_top(self, card: int) -> None:
        self.cards.append(card)

    def remove(self, card: int) -> None:
        self.cards.remove(card)

    def view(self, seat: int | None, describe: Callable[[int], dict[str, Any]]) -> dict[str, Any]:
        """``{"count": n, "cards": [...]}`` with described cards, or ``None`` for hidden ones."""
        if self.visible_to(seat):
            return {"count": len(self.cards), "cards": [describe(c) for c in self.cards]}
        return {"count": len(self.cards), "cards": None}
