"""A game played by its bots to a position and shown on a frozen table at a size and text
scale, for tests that read what the table lays out there."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe


@contextmanager
def frozen_game(
    game: str, seed: int, after: int, seats: str, size: tuple[int, int], scale: int
) -> Iterator[tuple[Any, Any, screenprobe.Shot]]:
    """``game`` (``seed``) after ``after`` moves by ``seats``, its frozen table drawn once from
    seat 0's view on a ``size`` screen at ``scale`` % text: the app, the table and what it
    drew. Text size and pygame are put back when the block ends."""
    session = textprobe._session(game, seed, after, seats)
    app = screenprobe.make_app(size, scale)
    try:
        table, shot = screenprobe.frozen_table(app, session, size)
        yield app, table, shot
    finally:
        theme.set_ui(100, False)
        pygame.quit()
