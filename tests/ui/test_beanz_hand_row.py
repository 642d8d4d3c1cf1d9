"""A Mighty Beanz hand of 8 never lies under the Draw button: the hand's row keeps clear of the
turn's Draw and End turn buttons in the other seat's turn too, so when the person's turn
begins the Draw button is there and clickable at once (the row laid out in the computer's turn
ran under it while it glided back)."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.games.beanz.view import side
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tests.ui.test_beanz_table import advance, my_main, table_for


def _bots_turn(s: Session) -> bool:
    g = s.game
    return g.active_seats() == [1] and g.flow.at == "main" and not g.stack


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hand_of_8_leaves_the_draw_button_clear_as_the_turn_begins(
    tmp_path, monkeypatch, size: tuple[int, int]
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, _bots_turn)
    g = s.game
    while len(g.hand[0]) < 8:  # a hand of 8 (the cards are the Beanz set's own)
        g.hand[0].append(g._new_card("Clown Bean", 0))
    table = table_for(app, s)
    hand = side(table.view, 0)["hand"]
    in_their_turn = [pygame.Rect(r) for r in table.gv.hand_now(hand)]
    for _ in range(100):  # the computer plays its turn at the table's pace
        if my_main(s):
            break
        table.next_bot_at = 0.0
        table.update(time.monotonic())
        app.step([])
    assert my_main(s) and any(a.verb == "draw" for a in s.game.legal_actions(0))
    draw = next(b for b in table.buttons if b.label.startswith("Draw"))
    hand = side(table.view, 0)["hand"]
    assert len(hand) >= 8
    rects = table.gv.hand_now(hand)
    assert not any(r.colliderect(draw.rect) for r in rects), (draw.rect, rects[-1])
    assert rects[: len(in_their_turn)] == in_their_turn  # the row did not move
    deck = table.gv.drawn_piles(table.view, 0)[0]
    assert not any(r.colliderect(deck) for r in rects)  # nor covers the Draw pile
    n = len(s.log)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=draw.rect.center, button=1))
    app.step(pygame.event.get())
    assert s.log[n:] == ["0:draw"]
    pygame.quit()


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]
)
@pytest.mark.parametrize("n", [8, 9, 10])
def test_a_hand_drawn_to_8_9_10_in_your_turn_leaves_draw_clickable(
    tmp_path, monkeypatch, size: tuple[int, int], scale: int, n: int
) -> None:
    """In the person's own turn the hand grows card by card under the Draw button's row: with
    8, 9 or 10 cards the row overlaps more, and Draw (draws left) stays whole and clickable."""
    from tabletop.engine.actions import Action
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, my_main)
    g = s.game
    while len(g.hand[0]) < n - 1:
        g.hand[0].append(g._new_card("Zombie Bean", 0))
    table = table_for(app, s)
    assert table.submit(Action(0, "draw"))
    for _ in range(40):  # the drawn card glides into the row
        table.update(time.monotonic())
        app.step([])
        time.sleep(0.01)
    hand = side(table.view, 0)["hand"]
    assert len(hand) == n and any(a.verb == "draw" for a in g.legal_actions(0))
    draw = next(b for b in table.buttons if b.label.startswith("Draw"))
    rects = table.gv.hand_now(hand)
    assert draw.rect.collidelist(rects) < 0, (draw.rect, rects)
    assert table.play_rect.contains(draw.rect)
    for a, b in zip(rects, rects[1:], strict=False):
        assert a.left < b.left and b.left - a.left >= rects[0].width // 5  # overlapped, not piled
    m = len(s.log)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=draw.rect.center, button=1))
    app.step(pygame.event.get())
    assert s.log[m:] == ["0:draw"]
    pygame.quit()
