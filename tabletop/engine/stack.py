"""A reusable response stack with priority passing (last in, first out).

Items are pushed by a seat; after every push all eligible seats may respond at once (a
reaction window, like boardgame.io's active players in a stage). A seat answers by pushing a
new item or by passing. When every eligible seat has passed since the last push (XMage: all
players pass in succession), the top item resolves; then a fresh window opens on the item
below, and so on until the stack is empty. Resolving is the game's job: the stack only tells
the game which item is due (``pop_due``). Items carry JSON-able payloads so the stack can be
saved, hashed and shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.fastcopy import plain


@plain
@dataclass
class StackItem:
    seat: int
    kind: str
    payload: dict[str, Any] = field(default_factory=dict)
    label: str = ""
    uid: int = 0
    cancelled: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "payload": self.payload,
            "label": self.label,
            "uid": self.uid,
            "cancelled": self.cancelled,
        }


@plain
@dataclass
class ResponseStack:
    items: list[StackItem] = field(default_factory=list)
    eligible: list[int] = field(default_factory=list)
    passed: set[int] = field(default_factory=set)
    next_uid: int = 1

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def top(self) -> StackItem | None:
        return self.items[-1] if self.items else None

    def find(self, uid: int) -> StackItem | None:
        for it in self.items:
            if it.uid == uid:
                return it
        return None

    def open_window(self, eligible: list[int]) -> None:
        self.eligible = list(eligible)
        self.passed = set()

    def push(self, item: StackItem, eligible: list[int] | None = None) -> StackItem:
        """Put ``item`` on top and open a new window for the eligible seats."""
        item.uid = self.next_uid
        self.next_uid += 1
        self.items.append(item)
        self.open_window(self.eligible if eligible is None else eligible)
        return item

    def waiting_on(self) -> list[int]:
        """Seats that still have to pass or respond in this window."""
        if not self.items:
            return []
        return [s for s in self.eligible if s not in self.passed]

    def pass_priority(self, seat: int) -> bool:
        """Record a pass; True when everyone has passed and the top item is due."""
        self.passed.add(seat)
        return not self.waiting_on()

    def drop_seat(self, seat: int) -> None:
        """An eliminated seat takes no further part in windows."""
        if seat in self.eligible:
            self.eligible.remove(seat)
        self.passed.discard(seat)

    def pop_due(self) -> StackItem:
        """Remove the top item (to be resolved) and reopen the window below it."""
        item = self.items.pop()
        self.passed = set()
        return item

    def to_dict(self) -> dict[str, Any]:
        return {
            "items": [i.to_dict() for i in self.items],
            "eligible": list(self.eligible),
            "passed": sorted(self.passed),
            "next_uid": self.next_uid,
        }
