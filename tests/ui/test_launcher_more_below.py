"""The launcher with large text: at 200 % on 1280x720 the line saying what Resume continues lay
under the bar at the window's foot (the title and the motto under it took a third of the
window), and at 1024x600 the Practice list was cut by the bar, told only by a thin scroll bar
at the window's edge. The title now keeps its 100 % size with the motto beside it, so the
line is in sight over four seats; where the page still goes on under the bar (more seats, a
smaller window) the scroll bar in the window's right margin, larger, has an arrow at its foot
saying the page goes on below the bar."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig
from tabletop.ui import theme
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (each test in its own home folder)
from tests.ui.test_launcher_resume_names_table import four_people_left

pytestmark = pytest.mark.usefixtures("home")


def _drawn(
    size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch, seats: int = 0
) -> tuple[LauncherScene, list[str]]:
    four_people_left()
    app = screenprobe.make_app(size, scale)
    lau = LauncherScene(app)
    app.push(lau)
    app.step([])
    if seats:
        lau.seats = [SeatConfig("human", f"P{i}") for i in range(seats)]
        lau.rebuild()
    said: list[str] = []
    real = theme.blit_text

    def spy(surf, text, *a, **k):  # type: ignore[no-untyped-def]
        said.append(str(text))
        return real(surf, text, *a, **k)

    monkeypatch.setattr(flow.theme, "blit_text", spy)
    try:
        app.screen = pygame.Surface(size)
        lau.draw(app.screen)
    finally:
        monkeypatch.setattr(flow.theme, "blit_text", real)
    return lau, said


def _bar_top(lau: Any) -> int:
    return int(lau.size[1] - lau.page.foot)


def test_what_resume_continues_is_in_sight_over_four_seats_at_200(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lau, _said = _drawn((1280, 720), 200, monkeypatch)
    assert [x.name for x in lau.seats] == ["Ann", "Bea", "Cy", "Dee"]
    assert lau.note and lau.note_box.height
    assert lau.note_box.bottom <= _bar_top(lau), (lau.note_box, _bar_top(lau))


@pytest.mark.parametrize(("size", "scale", "seats"), [((1024, 600), 200, 0), ((1280, 720), 200, 6)])
def test_an_arrow_says_the_page_goes_on_under_the_bar(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int, seats: int
) -> None:
    lau, _said = _drawn(size, scale, monkeypatch, seats)
    assert lau.note_box.bottom > _bar_top(lau)  # (its line is under the bar here)
    arrows = lau.page.arrows
    assert len(arrows) == 1, arrows  # down only: the page is at its top
    down = arrows[0]
    assert down.width >= 10 and down.bottom <= _bar_top(lau)
    page = [b.rect for b in lau.buttons if all(b is not k for k in lau.bar)]
    assert down.left >= max(r.right for r in page)  # in the margin: over no button
    assert down.left >= lau.note_box.right
    lau.page.top = lau.page.height - size[1]  # scrolled to the foot: an arrow up only
    lau.draw(pygame.Surface(size))
    assert len(lau.page.arrows) == 1 and lau.page.arrows[0].top < down.top


def test_no_arrow_where_the_page_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    lau, _said = _drawn((1280, 720), 100, monkeypatch)
    assert lau.page.arrows == []
