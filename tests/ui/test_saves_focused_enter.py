"""Saved games by keys at large text: a focused "Continue", "Replay", "Delete" or "Back" kept
only its word at 200 % (too narrow for "[Enter]"). Back is now as wide as "Back [Enter]",
and while a row's button is focused that cannot say it, the line right of Back does:
"[Enter]: Continue “Game night”" (the texts drawn, recorded)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components import widgets
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_focused_saves_button_says_enter(scale: int, monkeypatch: pytest.MonkeyPatch) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    screenprobe.open_saves(app)
    app.step([])
    scene = app.scene
    said = record_texts(monkeypatch)
    seen: dict[str, str] = {}
    for _ in range(20):
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
            assert any(t.startswith(b.label) and "[Enter]" in t for t in texts), texts
            seen[here] = "on it"
        else:
            assert any(t.startswith(f"[Enter]: {b.label}") for t in texts), (here, texts)
            seen[here] = "the line"
    assert "Back" in seen and len(seen) >= 5, seen
    assert seen["Back"] == "on it"
