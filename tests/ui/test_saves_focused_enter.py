"""Saved games by keys at large text: a focused "Continue", "Replay", "Delete" or "Back" kept
only its word at 200 % (too narrow for "[Enter]"). Back is now as wide as "Back [Enter]",
and while a row's button is focused that cannot say it, the line right of Back does:
"[Enter]: Continue “Game night”" (the texts drawn, recorded)."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe
from tests.ui.enterwalk import where_enter_is_said
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_focused_saves_button_says_enter(scale: int, monkeypatch: pytest.MonkeyPatch) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    screenprobe.open_saves(app)
    app.step([])
    said = record_texts(monkeypatch)
    seen = where_enter_is_said(app, said, 20)
    assert "Back" in seen and len(seen) >= 5, seen
    assert seen["Back"] == "on it"
