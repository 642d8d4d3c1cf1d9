"""How to play by keys at large text: a focused game tab, "Guide", "Rules reference" or
"Back" kept only its words at 150 and 200 % (no room for "[Enter]" on it). Where a focused
button cannot say it itself, the keys line at the foot now begins with it ("[Enter]:
Marvel Codenames · ...") while it is focused (the texts drawn, recorded)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components import widgets
from tabletop.ui.scenes.howto import HowToScene
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("tab", ["guide", "rules"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_focused_button_of_the_guide_says_enter(
    scale: int, tab: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    scene = HowToScene(app, "austin", tab)
    app.push(scene)
    app.step([])
    said = record_texts(monkeypatch)
    labels = {b.label for b in scene.buttons}
    seen: dict[str, str] = {}
    for _ in range(20):
        press(app, pygame.K_TAB)
        here = focused(scene)
        if here not in labels or here in seen:
            continue
        said.clear()
        scene.dirty = True
        app.step([])
        b = next(b for b in scene.buttons if b.label == here)
        texts = [w.text for w in said]
        if widgets.says_enter(b):
            assert f"{here}  [Enter]" in texts or f"{here} [Enter]" in texts, (here, texts)
            seen[here] = "on it"
        else:
            foot = [t for t in texts if t.startswith("[Enter]: ")]
            assert foot and foot[0].startswith(f"[Enter]: {here} · "), (here, foot)
            seen[here] = "at the foot"
    assert {"Espionage", "Back", "Guide", "Rules reference"} <= set(seen), seen
    if scale == 200:
        assert "at the foot" in seen.values()
