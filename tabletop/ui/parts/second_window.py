"""A second OS window beside the main one (pygame-ce ``pygame.Window``), for a screen that only
some players may look at (the Codenames Directors' key on a laptop while the TV shows the grid).

The owner routes events with ``owns(event)`` (window events carry a ``window`` attribute), draws
into ``surface()`` and calls ``flip()``. Closing it by its title bar is handled here
(``handle_close``); closing the *main* window while this one is open posts ``QUIT`` (SDL only
quits by itself when the last window closes). Its minimum size is the app's minimum, so a
``VIDEORESIZE`` from it can never shrink the main window below that.
"""

from __future__ import annotations

from typing import Any

import pygame

MIN_SIZE = (1024, 600)


def supported() -> bool:
    return hasattr(pygame, "Window") and pygame.display.get_init()


class SecondWindow:
    def __init__(self) -> None:
        self.window: Any = None

    @property
    def is_open(self) -> bool:
        return self.window is not None

    def open(self, title: str, size: tuple[int, int] = (1280, 720)) -> bool:
        """Open (or focus) the window; False when this pygame/driver cannot."""
        if self.window is not None:
            try:
                self.window.focus()
            except pygame.error:
                pass
            return True
        if not supported():
            return False
        try:
            w = pygame.Window(title, size, resizable=True)
            try:
                w.minimum_size = MIN_SIZE
            except (pygame.error, AttributeError, ValueError):
                pass
            self.window = w
            return True
        except (pygame.error, TypeError):
            self.window = None
            return False

    def close(self) -> None:
        if self.window is not None:
            try:
                self.window.destroy()
            except pygame.error:
                pass
            self.window = None

    @property
    def size(self) -> tuple[int, int]:
        if self.window is None:
            return (0, 0)
        return tuple(self.window.size)  # type: ignore[return-value]

    def owns(self, event: pygame.event.Event) -> bool:
        return self.window is not None and getattr(event, "window", None) is self.window

    def handle_close(self, event: pygame.event.Event) -> bool:
        """Close requests: ours closes us; the main window's asks the app to quit."""
        if event.type != pygame.WINDOWCLOSE or self.window is None:
            return False
        if self.owns(event):
            self.close()
            return True
        self.close()
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        return True

    def surface(self) -> pygame.Surface | None:
        if self.window is None:
            return None
        try:
            return self.window.get_surface()
        except pygame.error:
            return None

    def flip(self) -> None:
        if self.window is not None:
            try:
                self.window.flip()
            except pygame.error:
                pass
