"""Opening packs by keys at large text: a focused "Reveal all" kept only its words at 200 %
(too narrow for "[Enter]"), and so did "Back" at 100 % on 1024x600. The buttons are now as
wide as their words with "[Enter]"; where three of them and Back fill the row (200 %), the
row moves right of Back rather than squeezing it (the words drawn on each focused button,
recorded, at 100-200 % on 1280x720 and at 100 % on 1024x600)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.scenes.packs_scene import PacksScene
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.test_settings_focused_enter import WHERE, _drawn_on

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("stage", ["closed", "added"])
@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_every_focused_packs_button_says_enter(
    size: tuple[int, int], scale: int, stage: str
) -> None:
    app = screenprobe.make_app(size, scale)
    store, prof = screenprobe._profile()
    scene = PacksScene(app, "austin", store, prof, count=3, seed=3)
    app.push(scene)
    app.step([])
    if stage == "added":  # three buttons beside Back: Next pack, Done, Open all
        scene.reveal_all()
        scene.add()
        app.step([])
    seen: dict[str, str] = {}
    for _ in range(30):
        press(app, pygame.K_TAB)
        here = focused(scene)
        b = next((b for b in scene.buttons if b.label == here), None)
        if b is not None and here not in seen:
            seen[here] = _drawn_on(app, b.rect)
    assert len(seen) == len(scene.buttons) and "Back" in seen, seen
    assert stage == "added" or "Reveal all" in seen, seen
    missing = {k: v for k, v in seen.items() if "[Enter]" not in v}
    assert not missing, missing
    rects = [b.rect for b in scene.buttons]
    for i, r in enumerate(rects):
        assert r.collidelist(rects[i + 1 :]) == -1, rects
        assert 0 <= r.left and r.right <= size[0], r
