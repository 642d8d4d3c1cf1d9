"""A screen of the app (``Scene``): what the app's loop asks of whatever is on top of its
stack. Its own module, so a game's own screen (Mighty Beanz's flick scene) is a scene without
reaching into the app."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from tabletop.ui.app import App


class Scene:
    #: drawn over the scene at the end of each of its frames, by whoever put the scene up (a
    #: lesson's panel over a race or a shot, in the scene's ``guest_room``)
    guest: Callable[[pygame.Surface], None] | None = None
    #: the scene leaves by itself (a race's result after a few seconds): a key pressed just
    #: after it left was meant for it; the scene under it notes when (``uncovered_at``)
    goes_by_itself = False
    uncovered_at: float | None = None

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True

    def guest_room(self, width: int) -> pygame.Rect | None:
        """Where a ``guest`` about ``width`` wide may lie without covering what matters here
        (an overlay makes that room from now on); None: nowhere."""
        return None

    def layout(self, size: tuple[int, int]) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self, now: float) -> None: ...

    def draw(self, surf: pygame.Surface) -> None: ...

    def animating(self) -> bool:
        return False

    def next_wake(self) -> float | None:
        """Monotonic time at which the scene needs an update even without input."""
        return None

    def on_leave(self) -> None:
        """The scene is taken off the stack (a table closes its second window)."""

    def on_table_left(self, session: Any) -> None:
        """A game's table was just taken off the stack above this scene (Quit to launcher,
        Play again): the launcher opens on that game next."""

    def on_saves_changed(self) -> None:
        """The saved games changed (a table was left): a scene that lists them reads them
        again."""
