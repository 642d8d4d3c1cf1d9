"""Settings opened from the launcher at 100 %, the text size raised to 200 % by clicks at one
point on +25 %: the panel kept the pressed button under the pointer and stayed at the
window's left (x 15-1088 at 1280x720) with an empty band at its right and Done off the
middle under it. Once the pointer leaves the text size buttons (or a key other than Enter or
Space is pressed) the panel is in the middle again, as wide as Settings opened at 200 % is;
the list starts at a row's top and keeps the Text size row in view."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")
from tests.ui.test_settings_text_size_clicks import _click, _shown


def raised(size: tuple[int, int]) -> tuple[App, SettingsScene]:
    """Settings at ``size``, the text size raised from 100 to 200 % at one point."""
    app = screenprobe.make_app(size, 100)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    pos = _shown(st, "+25 %", app)
    for _ in range(4):
        _click(app, pos)
    assert st.ui_scale() == 200
    return app, st


def fresh_box(app: App, size: tuple[int, int]) -> pygame.Rect:
    other = SettingsScene(app)
    other.layout(size)
    return other.box


def assert_centred(
    app: App, st: SettingsScene, size: tuple[int, int], row_kept: bool = True
) -> None:
    w = size[0]
    assert abs(st.box.centerx - w // 2) <= 1 and st.box.width == fresh_box(app, size).width
    done = next(b for b in st.buttons if b.label == "Done").rect
    assert abs(done.centerx - w // 2) <= 1, done
    assert st.top in st.row_starts or st.top == max(0, st.content_h - st.list_rect.height)
    size_row = [b for b in st.buttons if b.label in ("+25 %", "-25 %")]
    assert all(st.list_rect.contains(b.rect) for b in size_row) or not row_kept


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_the_panel_is_centred_once_the_pointer_leaves_the_text_size(
    size: tuple[int, int],
) -> None:
    app, st = raised(size)
    pos = st.box.x + st.pad, st.box.y + 4  # the title, away from the text size's buttons
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))
    app.step(pygame.event.get())
    assert_centred(app, st, size)


@pytest.mark.usefixtures("home")
def test_a_key_centres_it_too_and_moving_between_the_size_buttons_does_not() -> None:
    size = (1280, 720)
    app, st = raised(size)
    kept = st.box.copy()
    minus = next(b for b in st.buttons if b.label == "-25 %").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=minus, rel=(0, 0), buttons=(0,)))
    app.step(pygame.event.get())
    assert st.box == kept  # on its way to -25 %: nothing moves under the pointer
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    app.step(pygame.event.get())
    assert_centred(app, st, size, row_kept=False)  # (the list follows the keyboard's focus)
