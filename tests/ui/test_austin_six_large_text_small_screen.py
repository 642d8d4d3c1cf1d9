"""Austin Powers with six players on the smallest window (1024x600) at 150 % and 200 % text: the five
other seats' panels and your own table area stand apart, each seat's name is drawn whole
and no text runs into another or off its surface, from the first turn to a crowded middle
of the game (the readability test covers 1024x600 at 100 % only; a new player reported the
panels overlapping there at 200 %)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui import textprobe
from tests.ui.screenprobe import frozen_table, make_app

pytestmark = pytest.mark.usefixtures("scaled_home")

SIZE = (1024, 600)


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("after", [0, 90, 150])
def test_six_seats_apart_and_named_at_large_text(after: int, scale: int) -> None:
    app = make_app(SIZE, scale)
    session = textprobe._session("austin", 4, after, "human,bot,bot,bot,bot,bot")
    table, shot = frozen_table(app, session, SIZE)
    geo = table.gv.geometry(6)
    areas = [pygame.Rect(r) for r in geo["panels"].values()] + [geo["mine_table"]]
    assert len(areas) == 6
    for i, a in enumerate(areas):
        assert pygame.Rect((0, 0), SIZE).contains(a), a
        for b in areas[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    drawn = {p.text for p in shot.placed}
    for seat in range(1, 6):
        name = session.seat_name(seat)
        assert name in drawn, (name, sorted(drawn))
    assert not shot.clipped(), shot.clipped()
    assert not shot.overlaps(), shot.overlaps()
    assert not shot.shortened(), shot.shortened()
