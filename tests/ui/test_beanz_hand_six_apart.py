"""A Mighty Beanz hand of six at 100 %, 150 % and 200 % text on 1280x720 and 100 % on 1024x600:
at 200 % the six cards were packed into the room left of Draw and End turn, each laid over the
one before ("Spin: draw 2" lost its last letter, "ACTION" read "ACTIO") while the table had room
to their right. Now Draw stands over End turn where that leaves the hand side by side, and no
button lies on a card."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.beanz.view import side
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe
from tests.ui.test_beanz_table import advance, my_main, table_for

pytestmark = pytest.mark.usefixtures("scaled_home")

HAND = ["+50 Attack Boost!", "Sharpshoot!", "Harvest Moon", "Juggler Bean", "Ring Master Bean"]


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
@pytest.mark.parametrize("n", [3, 5, 6])
def test_a_hand_of_six_lies_side_by_side(size: tuple[int, int], scale: int, n: int) -> None:
    app = screenprobe.make_app(size, scale)
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    s = Session("beanz", 3, seats)
    assert advance(s, my_main)
    g = s.game
    g.hand[0][:] = [g._new_card(name, 0) for name in (HAND + ["Clown Bean"])[:n]]
    table = table_for(app, s)
    table.draw(pygame.Surface(size))
    hand = side(table.view, 0)["hand"]
    assert hand is not None and len(hand) == n
    rects = table.gv.hand_rects(hand)
    for a, b in zip(rects, rects[1:], strict=False):
        assert a.right <= b.left, (a, b)
    buttons = [b for b in table.buttons if b.label.startswith(("Draw", "End turn"))]
    assert len(buttons) == 2, [b.label for b in table.buttons]
    for b in buttons:
        assert b.rect.collidelist(rects) < 0, (b.label, b.rect, rects)
        assert table.play_rect.contains(b.rect), (b.label, b.rect)


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 200), ((1920, 1080), 150), ((1024, 600), 100)],
)
def test_draw_stays_put_as_the_hand_grows(size: tuple[int, int], scale: int) -> None:
    """At 200 % Draw went up over End turn when the hand reached six, the hand took its place,
    and a player's next click on Draw opened a card: the buttons stay where they are from a
    hand of three to the hand limit of seven."""
    app = screenprobe.make_app(size, scale)
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    s = Session("beanz", 3, seats)
    assert advance(s, my_main)
    g = s.game
    places = set()
    for n in range(3, 8):
        g.hand[0][:] = [g._new_card(name, 0) for name in (HAND + ["Clown Bean"] * 2)[:n]]
        table = table_for(app, s)
        table.draw(pygame.Surface(size))
        buttons = {b.label: tuple(b.rect) for b in table.buttons}
        places.add(tuple(sorted((k, v) for k, v in buttons.items() if k.startswith("Draw"))))
        app.pop()
    assert len(places) == 1, places
