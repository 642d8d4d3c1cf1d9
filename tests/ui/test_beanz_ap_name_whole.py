"""The action point panel names whose points they are: at 150 % and 200 % text on 1280x720 and
at 100 % on 1024x600, "Computer 2" broke as "Computer" over a lone "2". Now the name is written
whole on one line, inside the panel."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_beanz_table import advance, my_main, table_for
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_computer_2_is_named_on_one_line(
    size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app(size, scale)
    seats = [SeatConfig("human", "Player 1"), SeatConfig("bot", "Computer 2", "normal")]
    s = Session("beanz", 3, seats)
    assert advance(s, my_main)
    table = table_for(app, s)
    gv = table.gv
    view = dict(table.view)
    view["current"] = 1  # the computer's turn: its points on the panel
    said = record_texts(monkeypatch)
    gv.draw_ap(pygame.Surface(size), view)  # type: ignore[arg-type]
    words = [w.text for w in said]
    assert "Computer 2" in words, words
    assert "2" not in words and "Computer" not in words, words
    panel = gv.ap_rect()
    for px, text, kind in gv.owner_lines(1) if gv.ap_rows() else []:
        assert theme.text_width(text, px, kind) <= panel.width - 4, (text, panel)
    assert panel.right <= gv.mat_rect().left, (panel, gv.mat_rect())
