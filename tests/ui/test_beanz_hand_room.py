"""Mighty Beanz: the hand's cards use the row's room and lie side by side wherever it holds them
(issue 52: at 1920x1080 and 150 % a hand of five overlapped, "Headz: dr", "MMP 1", while the
room right of it stood empty: Draw and End turn now stand one over the other beside it)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.beanz.view import side
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe
from tests.ui.test_beanz_table import advance, my_main, table_for

SIZES = [(1280, 720), (1920, 1080)]
SCALES = [100, 150, 200]


def _bots_turn(s: Session) -> bool:
    g = s.game
    return g.active_seats() == [1] and g.flow.at == "main" and not g.stack


def _table(size: tuple[int, int], scale: int, stop, cards: int):  # type: ignore[no-untyped-def]
    app = screenprobe.make_app(size, scale)
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, stop)
    g = s.game
    del g.hand[0][cards:]
    while len(g.hand[0]) < cards:
        g.hand[0].append(g._new_card("Clown Bean", 0))
    return table_for(app, s)


def _overlaps(rects: list[pygame.Rect]) -> list[tuple[int, int]]:
    return [(i, i + 1) for i in range(len(rects) - 1) if rects[i].colliderect(rects[i + 1])]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("cards", [5, 6, 7])
def test_the_hand_lies_side_by_side_where_its_room_holds_it(
    size: tuple[int, int], scale: int, cards: int
) -> None:
    """In the player's turn, with Draw and End turn on screen: the room from the hand's left
    edge to the first button in the hand's band (the play area's edge) holds the cards side by
    side, or the row reaches that room's end; no card lies under a button."""
    table = _table(size, scale, my_main, cards)
    gv, s = table.gv, table.gv.scale
    rects = [pygame.Rect(r) for r in gv.hand_now(side(table.view, 0)["hand"])]
    assert len(rects) == cards
    labels = [b.label for b in table.buttons]
    assert any(x.startswith("Draw") for x in labels) and "End turn" in labels, labels
    band = pygame.Rect(0, rects[0].top, size[0], rects[0].height)
    beside = [b.rect for b in table.buttons if b.rect.colliderect(band)]
    for b in table.buttons:
        assert not any(r.colliderect(b.rect) for r in rects), (b.label, b.rect)
    left = gv.area.x + gv.left_w
    right = min([b.left for b in beside], default=table.play_rect.right) - int(16 * s)
    w = rects[0].width
    if cards * w + (cards - 1) * 2 <= right - left:
        assert not _overlaps(rects), (size, scale, right - left, rects)
    else:  # the row takes all its room before its cards overlap (a pixel a card rounds off)
        assert rects[0].left <= left + cards and rects[-1].right >= right - cards, (left, right)
    if cards == 5:  # an opening hand never overlaps
        assert not _overlaps(rects), (size, scale, rects)


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_hand_lies_side_by_side_in_the_other_seats_turn(
    size: tuple[int, int], scale: int
) -> None:
    """With no move buttons on screen (the computer's turn) the opening hand of five lies side
    by side too, clear of where the turn's Draw and End turn buttons come up."""
    table = _table(size, scale, _bots_turn, 5)
    assert not [b for b in table.buttons if b.label.startswith("Draw") or b.label == "End turn"]
    rects = [pygame.Rect(r) for r in table.gv.hand_now(side(table.view, 0)["hand"])]
    assert len(rects) == 5 and not _overlaps(rects), (size, scale, rects)
    mine = _table(size, scale, my_main, 5)
    for b in mine.buttons:
        assert not any(r.colliderect(b.rect) for r in rects), (b.label, b.rect)
