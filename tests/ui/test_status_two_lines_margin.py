"""A status too long for one line of the top bar goes on two lines inside it: at 1280x720 and
100 % Mighty Beanz's "Ghost Bean, in your hand: Enter picks it up to drop it on your side of
Galaxy 3 or ..." stood its second line's descenders on the bar's bottom edge. The two lines'
ink now keeps a margin from both edges of the bar, at every text size."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

STATUS = (
    "Ghost Bean, in your hand: Enter picks it up to drop it on your side of Galaxy 3 or your "
    "side of Galaxy 2 or your side of Galaxy 1"
)


@pytest.fixture(autouse=True)
def _back_to_100() -> Iterator[None]:
    yield
    theme.set_ui(100, False)


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 200)],
)
def test_a_two_line_status_keeps_inside_the_bar(
    tmp_path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    t = TableScene(app, s, viewer=0, frozen=True)
    app.push(t)
    t.draw(app.screen)
    surf = pygame.Surface(size, pygame.SRCALPHA)  # clear: the ink alone has alpha
    t.paint.status_line(surf, STATUS)
    bar = t.bar_rect
    if scale == 100 and size == (1280, 720):
        assert t.paint.band_text == ""  # in the bar, on two lines
    if t.paint.band_text:
        return  # whole on a band over the table: not in the bar
    ink = surf.subsurface(bar).get_bounding_rect()
    margin = max(3, int(4 * t.scale))
    assert ink.height > 0
    assert ink.top >= margin and ink.bottom <= bar.height - margin, (ink, bar)
    pygame.quit()
