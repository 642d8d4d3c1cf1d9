"""At one screen, Ctrl+Z on a reaction window everyone is looking at asks whose undo it is. The
question was a small grey message in the Game log's column, far from the window everyone was
watching, and people did not see that the table waited for a key. It is a panel in the middle
of the table now, clear of the window's bar (its "paused" in sight), its words whole and in
the table's own text size, at 100 % to 200 % and on a 1024x600 window."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.ui.app import App
from tabletop.ui.layers import undo_ask
from tabletop.ui.layers.bars import CLAIM_KEYS
from tests.ui import screenprobe
from tests.ui.conftest import press
from tests.ui.fakeclock import ManualClock
from tests.ui.test_public_window_undo import _bea_passed, _ctrl_z
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")

WHERE = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]


def _asked(size: tuple[int, int], scale: int, monkeypatch: Any) -> tuple[App, Any, list[Any]]:
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    table = _bea_passed(app)
    _ctrl_z(app)
    app.time_source.advance(1.0)
    app.step([])
    said = record_texts(monkeypatch)
    table.draw(app.screen)
    return app, table, said


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_the_question_is_asked_in_the_middle_of_the_table(
    size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, table, said = _asked(size, scale, monkeypatch)
    title = [w for w in said if w.text == "Whose Undo is it?"]
    keys = [w for w in said if w.text.startswith("Press your key")]
    assert title and keys, [w.text for w in said]
    assert "Ann [Q]" in keys[0].text and "Bea [P]" in keys[0].text and "Cy [Z]" in keys[0].text
    # not among the log column's small messages: nothing of it in the log's column
    assert not any("Whose is it" in w.text for w in said)
    at = undo_ask.place(table)
    assert at is not None
    play = table.play_rect
    assert play.contains(at.rect)
    assert not at.rect.colliderect(table.log_rect) or table.log_folded
    # centred over the table, where the window everyone watches is
    assert abs(at.rect.centerx - play.centerx) <= 2
    bar = table.bar.rect()
    assert bar is not None and not at.rect.colliderect(bar)
    # its words whole inside it, as large as the window bar's words at least
    for w in title + keys:
        assert at.rect.left < w.at[0] < at.rect.right and at.rect.top < w.at[1] < at.rect.bottom
    lines = [w for w in said if at.rect.collidepoint(w.at) and w.text.strip()]
    assert len(lines) >= 4
    assert min(w.px for w in lines) >= int(22 * table.scale)  # the body's size, never shrunk
    assert at.text.bottom <= at.rect.bottom


def test_the_panel_goes_when_the_question_is_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table, said = _asked((1280, 720), 100, monkeypatch)
    assert any(w.text == "Whose Undo is it?" for w in said)
    press(app, CLAIM_KEYS[1])  # Bea takes her own pass back
    said.clear()
    table.draw(app.screen)
    assert not any(w.text == "Whose Undo is it?" for w in said)
    assert undo_ask.place(table) is None
    # the other messages are still drawn as before (the question kept among them meanwhile)
    assert not any("Whose is it" in t.text for t in table.toasts.items)
