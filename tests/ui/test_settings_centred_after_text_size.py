"""Settings opened from the launcher at 100 %, the text size raised to 200 % by clicks at one
point on +25 %: the panel kept the pressed button under the pointer and stayed at the
window's left (x 15-1088 at 1280x720) with an empty band at its right and Done off the
middle under it, until the pointer left the text size's buttons (a new player still saw it
off the middle). After every click the panel is in the middle at once, as wide as Settings
opened at that size is, the Text size row in view (the clicks at that point go on pressing
the same button: ``test_settings_text_size_clicks``)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")
from tests.ui.test_settings_text_size_clicks import _click, _shown


def raised(size: tuple[int, int]) -> tuple[App, SettingsScene]:
    """Settings at ``size``, the text size raised from 100 to 200 % at one point, the panel
    centred after every click."""
    app = screenprobe.make_app(size, 100)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    pos = _shown(st, "+25 %", app)
    for _ in range(4):
        _click(app, pos)
        assert_centred(app, st, size)
    assert st.ui_scale() == 200
    return app, st


def fresh_box(app: App, size: tuple[int, int]) -> pygame.Rect:
    other = SettingsScene(app)
    other.layout(size)
    return other.box


def assert_centred(app: App, st: SettingsScene, size: tuple[int, int]) -> None:
    w = size[0]
    assert abs(st.box.centerx - w // 2) <= 1 and st.box.width == fresh_box(app, size).width
    done = next(b for b in st.buttons if b.label == "Done").rect
    assert abs(done.centerx - w // 2) <= 1, done
    size_row = [b for b in st.buttons if b.label in ("+25 %", "-25 %")]
    assert all(st.list_rect.contains(b.rect) for b in size_row)


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_the_panel_is_centred_after_each_text_size_click(size: tuple[int, int]) -> None:
    app, st = raised(size)
    pos = st.box.x + st.pad, st.box.y + 4  # the pointer away: nothing moves
    kept = st.box.copy()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))
    app.step(pygame.event.get())
    assert st.box == kept
