"""Austin Powers with six seats mid-game at 150 % and 200 % text on a 1280x720 window: the other
seats' Agents (tiny faces before) are name plates with each name whole at the text size in
force, each a place that reads its card large; those with no room are counted on a "+N more"
place that shows them all; the log folds so the panels have the width. At 1024x600 with 200 %
text the move buttons lie beside the hand, never over a card."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.austin.cards import pile
from tabletop.games.austin.plates import PLATE_FONT
from tabletop.games.austin.rules.viewtypes import seen
from tabletop.ui import theme
from tabletop.ui.parts.layout import CardItem, PileItem
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _table(size: tuple[int, int], scale: int, after: int, seats: str) -> TableScene:
    session = textprobe._session("austin", 4, after, seats)
    app = screenprobe.make_app(size, scale)
    app.screen = pygame.Surface(size)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    table.draw(app.screen)
    return table


@pytest.mark.parametrize("scale", [150, 200])
def test_other_seats_agents_are_plates_read_whole_at_large_text(home: Path, scale: int) -> None:
    try:
        table = _table((1280, 720), scale, 90, "human,bot,bot,bot,bot,bot")
        gv, view = table.gv, seen(table.view)
        assert table.log_folded
        lay = gv.layout_for(table.view, 0)
        assert lay is not None
        items = {it.key: it for it in lay.items}
        plates = 0
        for seat in range(1, 6):
            panel = gv.panel_layout(view, seat)
            cards = pile(view, "table", seat) or []
            if not cards:
                continue
            assert panel["plates"], f"seat {seat}: faces too small to read"
            for c, r in panel["slots"]:
                assert panel["body"].contains(r)
                for line in gv.plate_lines(str(c["name"]), r.width):
                    assert theme.font_px(gv.plate_px()) >= theme.floor_px()
                    assert theme.text_width(line, gv.plate_px(), PLATE_FONT) < r.width
                item = items[("table", c["id"])]
                assert isinstance(item, CardItem) and item.rect == r
                assert item.readable() is not None and item.readable()["name"] == c["name"]
                plates += 1
            hidden = cards[len(panel["slots"]) :]
            if hidden:
                more = items[("more", seat)]
                assert isinstance(more, PileItem) and more.browsable
                assert [x["name"] for x in more.cards] == [c["name"] for c in hidden]
            else:
                assert panel["more"] is None
        assert plates >= (7 if scale == 150 else 3)  # the rest are counted on a place
    finally:
        pygame.quit()


def test_six_seats_at_normal_text_keep_faces_with_whole_names(home: Path) -> None:
    try:
        table = _table((1920, 1080), 100, 90, "human,bot,bot,bot,bot,bot")
        assert not table.log_folded
        view = seen(table.view)
        assert any(not table.gv.panel_layout(view, s)["plates"] for s in range(1, 6))
    finally:
        pygame.quit()


def test_im_spent_lies_beside_the_hand_on_a_small_window_at_200(home: Path) -> None:
    try:
        table = _table((1024, 600), 200, 0, "human,bot,bot,bot")
        spent = next(b for b in table.buttons if b.label == "I'm spent!")
        lay = table.gv.layout_for(table.view, 0)
        assert lay is not None
        hand = [it.rect for it in lay.items if it.key[0] == "hand"]
        assert len(hand) == 6
        assert not any(spent.rect.colliderect(r) for r in hand)
    finally:
        pygame.quit()
