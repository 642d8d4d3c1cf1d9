"""Sealed practice by keys at large text: a focused game ("Mighty Beanz TCG"), "Open six
packs" or "Back" kept only its words at 150 and 200 % (too narrow for "[Enter]"). The
buttons are now as wide as their words with "[Enter]" (the words drawn on each focused
button, recorded, at 100-200 % on 1280x720 and at 100 % on 1024x600)."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe
from tests.ui.enterwalk import tabbed
from tests.ui.test_settings_focused_enter import WHERE, _drawn_on

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_every_focused_sealed_button_says_enter(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    screenprobe.open_sealed(app)
    app.step([])
    seen = {here: _drawn_on(app, b.rect) for here, b in tabbed(app, 12)}
    assert {"Back", "Open six packs", "Mighty Beanz TCG"} <= set(seen), seen
    missing = {k: v for k, v in seen.items() if "[Enter]" not in v}
    assert not missing, missing
