"""Collections and decks by keys at large text: a focused game tab ("Mighty Beanz TCG"),
"Back" or "Create profile" kept only its words at 150 and 200 % (too narrow for "[Enter]").
While such a button is focused, the line at the foot of the collection now says
"[Enter]: Mighty Beanz TCG" (in place of the cards' hint), with or without a profile (the
texts drawn, recorded)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components import widgets
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("opener", ["open_collection", "open_new_collection"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_focused_collection_button_says_enter(
    scale: int, opener: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    getattr(screenprobe, opener)(app)
    app.step([])
    scene = app.scene
    said = record_texts(monkeypatch)
    seen: dict[str, str] = {}
    for _ in range(40):
        press(app, pygame.K_TAB)
        here = focused(scene)
        b = next((b for b in scene.buttons if (b.key or b.label) == here), None)
        if b is None or here in seen:
            continue
        said.clear()
        scene.dirty = True
        app.step([])
        texts = [w.text for w in said]
        if widgets.says_enter(b):
            assert any(t.startswith(f"{b.label}") and "[Enter]" in t for t in texts), texts
            seen[here] = "on it"
        else:
            assert f"[Enter]: {b.label}" in texts, (here, texts)
            seen[here] = "the line"
    assert "Back" in seen and len(seen) >= 3, seen
    if scale == 200:
        assert "the line" in seen.values()
