"""The replay by keys: a focused "|<", "<", ">" or ">|" said nothing of Enter at any text
size, and "Play", "Close" and the seat choice's "Back" kept only their words at 150 and
200 %. "Play" and "Close" are now as wide as their words with "[Enter]" (Play as wide as
"Pause [Enter]", so it does not jump), and while a control too narrow for it is focused, the
bar's hint line says what Enter does: "[Enter]: < one move back" (the texts drawn, recorded,
at 100-200 % on 1280x720 and at 100 % on 1024x600)."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe
from tests.ui.enterwalk import tab_to, where_enter_is_said
from tests.ui.test_settings_focused_enter import WHERE, _drawn_on
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")
IDS = [f"{w}x{h}@{s}" for (w, h), s in WHERE]


@pytest.mark.parametrize("size, scale", WHERE, ids=IDS)
def test_every_focused_replay_control_says_enter(
    size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app(size, scale)
    screenprobe.open_replay_play(app)
    app.step([])
    scene = app.scene
    said = record_texts(monkeypatch)
    seen = where_enter_is_said(app, said, 20, lambda b: b.label)
    assert {"|<", "<", "Play", ">", ">|", "Close"} <= set(seen), seen
    assert seen["Play"] == seen["Close"] == "on it", seen
    assert seen["<"] == "[Enter]: < one move back", seen
    rects = [b.rect for b in scene.buttons]
    for i, r in enumerate(rects):
        assert r.collidelist(rects[i + 1 :]) == -1, rects
    assert scene.track.w > 0


@pytest.mark.parametrize("size, scale", WHERE, ids=IDS)
def test_the_seat_choices_back_says_enter(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    screenprobe.open_replay(app)
    app.step([])
    scene = app.scene
    back = tab_to(app, "Back")
    assert "[Enter]" in _drawn_on(app, back.rect)
    assert scene.box.contains(back.rect)
