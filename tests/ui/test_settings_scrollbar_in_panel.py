"""Settings: the list's scrollbar lies inside the panel at every text size (a new player saw
it run past the panel's foot at 125 %, after -25 % from 150 % with the list scrolled to its
end: the list kept the pressed button under the pointer, scrolled past its end, and the knob
followed). The bar and its knob are inside the list, and nothing of the knob's colour is drawn
in the bar's column under the list."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (800, 480), (960, 570)]


def _click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(pygame.event.get())


def _bar_inside(app: App, st: SettingsScene, why: str) -> None:
    drawn = st.scrollbar()
    if drawn is None:  # every row fits: no bar
        assert st.content_h <= st.list_rect.height, why
        return
    bar, knob = drawn
    assert st.list_rect.contains(bar) and st.box.contains(bar), (why, bar, st.list_rect)
    assert bar.contains(knob), (why, knob, bar)
    app.screen = pygame.Surface(st.size)
    st.draw(app.screen)
    lr, x = st.list_rect, bar.centerx
    under = [app.screen.get_at((x, y))[:3] for y in range(lr.bottom + 1, st.box.bottom - 8)]
    assert theme.ACCENT[:3] not in under, (why, "the knob is drawn under the list")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [100, 125, 150, 175, 200])
def test_the_scrollbar_stays_in_the_panel(home: Path, size: tuple[int, int], pct: int) -> None:
    app = screenprobe.make_app(size, pct)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    _bar_inside(app, st, "opened")
    st.scroll(10**6)
    _bar_inside(app, st, "scrolled to the end")
    # the size stepped with the list at its end: the list is scrolled to keep the button
    for label in ("-25 %", "+25 %"):
        b = next(b for b in st.buttons if b.label == label)
        if b.enabled and not getattr(b, "hidden", False):
            _click(app, b.rect.center)
            _bar_inside(app, st, f"{label} from {pct} %")
            st.scroll(10**6)
