"""The table's input as a stack of layers (as Tuxemon's ``process_event``): the table hands each
event to its layers in order (curtain and keys first, the cards on the table last); a layer
returns True when it consumed the event, False to pass it on. A layer that draws does so in
``draw``; the table calls the drawing ones in its own order (the cached table first, the window
bar, the dragged card, the large card and the toasts over it). Drawing never changes the game.

Layers read and write the table's public state (``curtain_for``, ``drag``, ``chooser`` ...:
game views and tests read those names) and ask the table for moves (``submit``, ``legal``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene


class Layer(Protocol):
    def process_event(self, event: pygame.event.Event) -> bool:
        """Consume ``event`` (True) or pass it on to the next layer (False)."""
        ...


class TableLayer:
    """A layer of the table: it holds the table it works on."""

    def __init__(self, table: TableScene) -> None:
        self.t = table

    def process_event(self, event: pygame.event.Event) -> bool:
        return False


def knob(name: str) -> Any:
    """One of the table's tuning constants (``BOT_DELAY``, ``CURTAIN_GUARD`` ...), read when
    used from ``tabletop.ui.table``, where tests and tools set them."""
    from tabletop.ui import table

    return getattr(table, name)


class Alias:
    """An attribute of the table kept in one of its parts (``next_bot_at`` is the pacing's
    ``next_at``; ``part`` may be dotted): views, tests and tools read and set it by its old
    name."""

    def __init__(self, part: str, name: str) -> None:
        self.part = part
        self.name = name

    def holder(self, obj: Any) -> Any:
        for name in self.part.split("."):
            obj = getattr(obj, name)
        return obj

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        return getattr(self.holder(obj), self.name)

    def __set__(self, obj: Any, value: Any) -> None:
        setattr(self.holder(obj), self.name, value)
