"""The launcher's options by keys at large text: a focused long option ("Happening gesture
race: measured", "Races (for relaxed timing): rulebook", Espionage's "End of the pile with no
winner: none") kept only its words at 200 %, and the line "[Enter]: ..." did not fit beside
the "Options" heading either. An option whose words leave no room for "[Enter]" on one line
now takes two lines of a taller button, and says it itself (the words drawn on each focused
option, recorded, at 100-200 % on 1280x720 and at 100 % on 1024x600)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components import widgets
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.test_settings_focused_enter import WHERE, _drawn_on

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("game", ["austin", "espionage"])
@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_every_focused_option_says_enter(size: tuple[int, int], scale: int, game: str) -> None:
    app = screenprobe.make_app(size, scale)
    screenprobe.launcher_for(game)(app)
    app.step([])
    lau = app.scene
    opts = [b for b in lau.buttons if b.rect.x >= lau.opt_x and b.rect.y >= lau.opt_top]
    labels = {b.label for b in opts if b.tooltip}
    assert len(labels) >= 3, labels
    seen: dict[str, str] = {}
    for _ in range(80):
        press(app, pygame.K_TAB)
        here = focused(lau)
        b = next((b for b in lau.buttons if b.label == here and b.label in labels), None)
        if b is not None and here not in seen:
            assert widgets.says_enter(b), here
            seen[here] = _drawn_on(app, b.rect)
        if set(seen) == labels:
            break
    assert set(seen) == labels, set(labels) - set(seen)
    missing = {k: v for k, v in seen.items() if "[Enter]" not in v}
    assert not missing, missing
    rects = [b.rect for b in lau.buttons]
    for i, r in enumerate(rects):
        assert r.collidelist(rects[i + 1 :]) == -1, (r, rects)
