"""Issue 52: the "MUST DISCARD" band across an Espionage threat on the stack keeps its words
inside the card at 100, 150 and 200 % text on 1280x720, 1920x1080 and 1024x600 windows
(``components.stack.draw_band``: shrunk, condensed, a word a line, then the face's own size)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components.stack import draw_band
from tabletop.ui.table import TableScene


@pytest.fixture()
def scale_back() -> Iterator[None]:
    yield
    theme.set_ui(100)


def card_size(app: App) -> tuple[int, int]:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    table = TableScene(app, Session("espionage", 1, seats))
    app.push(table)
    app.step([])
    return tuple(table.gv.card)  # type: ignore[return-value]


@pytest.mark.parametrize("app_size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("pct", [100, 150, 200])
@pytest.mark.usefixtures("scale_back")
def test_must_discard_stays_inside_the_card(app: App, app_size: tuple[int, int], pct: int) -> None:
    w, h = card_size(app)
    scale = min(app_size[0] / 1920, app_size[1] / 1080)
    theme.set_ui(pct)
    surf = pygame.Surface((w + 40, h + 40))
    card = pygame.Rect(20, 20, w, h)
    lines = draw_band(surf, card, "MUST DISCARD", scale)
    assert lines and all(card.contains(r) for r in lines), (w, h, lines)
    assert sum(r.height for r in lines) < h // 2  # a band, not the whole face
    # nothing red past the card's edges
    for x in (card.left - 2, card.right + 1):
        assert surf.get_at((x, card.centery))[:3] != theme.BAD[:3]
