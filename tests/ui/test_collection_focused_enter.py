"""Collections and decks by keys at large text: a focused game tab ("Mighty Beanz TCG"),
"Back" or "Create profile" kept only its words at 150 and 200 % (too narrow for "[Enter]").
While such a button is focused, the line at the foot of the collection now says
"[Enter]: Mighty Beanz TCG" (in place of the cards' hint), with or without a profile (the
texts drawn, recorded)."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe
from tests.ui.enterwalk import where_enter_is_said
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
    said = record_texts(monkeypatch)
    seen = where_enter_is_said(app, said, 40)
    assert "Back" in seen and len(seen) >= 3, seen
    if scale == 200:
        assert any(v != "on it" for v in seen.values()), seen
