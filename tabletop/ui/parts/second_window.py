"""A second OS window beside the main one (pygame-ce ``pygame.Window``), for a screen that only
some players may look at (the Codenames Directors' key on a laptop while the TV shows the grid).

The owner routes events with ``owns(event)`` (window events carry a ``window`` attribute), draws
into ``surface()`` and calls ``flip()``. Closing it by its title bar is handled here
(``handle_close``); closed, it hands the keyboard back to the main window (without a window
manager nobody else does: a new player's Enter did nothing after closing it). It opens beside
the main window where the desktop has room, else over it (the owner draws a Close button); closing the *main* window while this one is open posts ``QUIT`` (SDL only
quits by itself when the last window closes). Its minimum size is the app's minimum, so a
``VIDEORESIZE`` from it can never shrink the main window below that.
"""

from __future__ import annotations

import warnings
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
            where = beside_main(size)
            if where is None:
                w = pygame.Window(title, size, resizable=True)
            else:
                w = pygame.Window(title, size, where, resizable=True)
            try:
                w.minimum_size = MIN_SIZE
            except (pygame.error, AttributeError, ValueError):
                pass
            self.window = w
            give_keyboard(w)
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
            give_keyboard(main_window())

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


def main_window() -> Any:
    """The app's own window (None: no display)."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return None


def give_keyboard(window: Any) -> None:
    """Raise ``window`` and give it the keyboard: a window manager would, and without one
    (a bare X server) the input focus is set directly."""
    if window is None:
        return
    for input_only in (False, True):
        with warnings.catch_warnings():  # (SDL 3 has no input focus call of its own)
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                window.focus(input_only)
            except (pygame.error, AttributeError, TypeError):
                pass


def beside_main(size: tuple[int, int]) -> tuple[int, int] | None:
    """Where a window of ``size`` lies right of the main window on the desktop (None: no room
    there, it opens where the system puts it)."""
    main = main_window()
    try:
        desk = pygame.display.get_desktop_sizes()
        x, y = main.position if main is not None else (0, 0)
        mw = main.size[0] if main is not None else 0
    except (pygame.error, AttributeError):
        return None
    right = x + mw + 8
    if main is None or right + size[0] > sum(w for w, _h in desk):
        return None
    return (right, max(0, y))
