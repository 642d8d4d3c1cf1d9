"""The Reaction duel's set-up by keys at large text: a focused "+ seat", "Points each: 3",
"Reaction keys..." or "Back" kept only its words at 150 and 200 % (too narrow for "[Enter]").
The buttons are now as wide as their words with "[Enter]", their rows still apart (the words
drawn on each focused button, recorded, at 100-200 % on 1280x720 and at 100 % on 1024x600)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.test_settings_focused_enter import WHERE, _drawn_on

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_every_focused_duel_button_says_enter(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    screenprobe.open_duel(app)
    app.step([])
    scene = app.scene
    seen: dict[str, str] = {}
    for _ in range(16):
        press(app, pygame.K_TAB)
        here = focused(scene)
        b = next((b for b in scene.buttons if b.label and b.label == here), None)
        if b is not None and here not in seen:
            seen[here] = _drawn_on(app, b.rect)
    wanted = {"+ seat", "Points each: 3", "Timing: normal", "Back", "Reaction keys...", "Start"}
    assert wanted <= set(seen), seen
    missing = {k: v for k, v in seen.items() if "[Enter]" not in v}
    assert not missing, missing
    shown = [b.rect for b in scene.buttons]
    for i, r in enumerate(shown):
        assert r.collidelist(shown[i + 1 :]) == -1, (r, shown)
        assert 0 <= r.left and r.right <= size[0], r
