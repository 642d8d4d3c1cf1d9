"""A misspelt clue at 200 % text (1280x720): the clue bar's message "The computer Agent does
not know the word WAKANDDA: did you mean" stopped at the bar's foot, its suggestion cut off,
so the Director could not see what to type. The whole message shows, the word suggested in
it, at every text size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_codenames_view import _coop_director, _post, _type
from tests.ui.textspy import record_wrapped


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_misspelt_clue_shows_the_word_suggested(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app = screenprobe.make_app((1280, 720), scale)
    try:
        table = _coop_director(app)
        _type(app, "wakandda")
        _type(app, "2")
        _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        assert table.session.log == [] and "WAKANDA?" in table.gv.entry_error
        shown = record_wrapped(monkeypatch, lambda text: text == table.gv.entry_error)
        table._frame = None  # drawn anew
        table.draw(app.screen)
        assert " ".join(shown) == table.gv.entry_error, shown  # whole, the word suggested
    finally:
        theme.set_ui(100, False)
        pygame.quit()
