"""Reaction buttons by keys at large text: the focused "Back" kept only its word at 150 and
200 % (too narrow for "[Enter]"; the player-count buttons have the line "press 2-6, or Tab
and Enter"). Back is now as wide as "Back [Enter]" where the keys reach it (the words drawn on
it, recorded, at 100-200 % on 1280x720 and at 100 % on 1024x600)."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe
from tests.ui.enterwalk import tab_to
from tests.ui.test_settings_focused_enter import WHERE, _drawn_on

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_the_focused_back_says_enter(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    screenprobe.open_keymap(app)
    app.step([])
    scene = app.scene
    back = tab_to(app, "Back")
    assert "[Enter]" in _drawn_on(app, back.rect)
    assert not [b for b in scene.buttons if b is not back and b.rect.colliderect(back.rect)]
