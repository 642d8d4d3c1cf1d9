"""Marvel Codenames layout findings of a tester playing through a real window on 1280x720 and
1920x1080 screens (the window opens at 88 % of the screen): the key's emblems covered the
first letter of "S.H.I.E.L.D." and the gauntlets clipped "ASSASSIN"; the clue panel could not
scroll when it overflowed."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.session import SeatConfig, Session
from tabletop.games.codenames.paint import KIND_LABEL
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

SIZES = [(1280, 720), (1920, 1080), (1126, 633), (1689, 950)]


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


def table_for(size: tuple[int, int], n: int = 4) -> TableScene:
    app = App(size, headless=True)
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"B{i}", "normal") for i in range(1, n)
    ]
    t = TableScene(app, Session("codenames", 3, seats), viewer=0, frozen=True)
    app.push(t)
    return t


@pytest.mark.parametrize("size", SIZES)
def test_a_kinds_name_on_the_key_is_written_between_its_emblems(home, size) -> None:
    t = table_for(size)
    card = t.gv.geo.card
    for kind in ("shield", "hydra", "assassin", "neutral"):
        pill, room, emblems = t.gv.key_geometry(kind, card)
        assert room.collidelist(emblems) == -1, (kind, room, emblems)
        assert pill.contains(room)
        t.gv.key_marks(kind, card)  # drawn as measured
        label = KIND_LABEL[kind]
        px = int(pill.height * 0.62)
        while px > 6 and theme.text(label, px, (0, 0, 0), "bold").get_width() > room.width:
            px -= 1
        assert px >= theme.MIN_TEXT, (kind, px)  # still read at a glance
