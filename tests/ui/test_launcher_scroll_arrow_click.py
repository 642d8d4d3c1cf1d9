"""The launcher at 200 % on 1280x720 is taller than the window: an arrow at the foot of the
scroll bar says more is below, but a click on it did nothing (only the wheel and Page Down
scrolled). A click on the arrow now scrolls the page a window's height that way, the arrow
up at the bar's top scrolls back, and the click's release presses nothing under it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(pygame.event.get())


def _arrow(lau: LauncherScene, down: bool) -> pygame.Rect | None:
    rows = sorted(lau.page.arrows, key=lambda r: r.y)
    if not rows or (len(rows) == 1 and (rows[0].y > 4) != down):
        return None
    return rows[-1] if down else rows[0]


@pytest.mark.parametrize("size, scale", [((1280, 720), 200), ((1024, 600), 150)])
def test_a_click_on_the_scroll_arrow_scrolls_the_launcher(
    size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    lau = LauncherScene(app)
    app.push(lau)
    app.step([])
    lau.dirty = True
    app.step([])
    down = _arrow(lau, down=True)
    assert down is not None, "the launcher has more below at this size"
    assert lau.page.top == 0
    settings = dict(app.settings)
    _click(app, down.center)
    assert app.scene is lau and lau.page.top > 0
    assert dict(app.settings) == settings  # nothing under the arrow was pressed
    first = lau.page.top
    for _ in range(10):  # on to the page's end: the arrow down goes
        arrow = _arrow(lau, down=True)
        if arrow is None:
            break
        _click(app, arrow.center)
    assert lau.page.top >= first and _arrow(lau, down=True) is None
    up = _arrow(lau, down=False)
    assert up is not None
    _click(app, up.center)
    assert lau.page.top < lau.page.height - size[1]
