"""Espionage at 1280x720, 100 %, played by keys: the top bar's status "Your turn — drag up to 3
Missions onto the table, or Enter on one (Tab to it); or End turn" took the whole bar, and the
game's name "Espionage" was not drawn. The title stays: the status's short form ("Your turn: up
to 3 Missions (Tab, Enter), or End turn") goes beside it where the long one has no room there."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.textspy import record_texts


@pytest.mark.parametrize("keys", [True, False])
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 100), ((1024, 600), 100)])
def test_the_title_stays_beside_the_turns_status(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    keys: bool,
    size: tuple[int, int],
    scale: int,
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    session = textprobe._session("espionage", 7, 0, "human,bot,bot,bot")
    t, _shot = screenprobe.frozen_table(app, session, size)
    t.by_keys = keys
    said = record_texts(monkeypatch)
    t._frame = None
    t.dirty = True
    t.draw(pygame.Surface(size))
    bar = t.bar_rect
    top = [w for w in said if bar.collidepoint(w.at)]
    words = [w.text for w in top]
    assert "Espionage" in words, words
    status = [w for w in top if w.text.startswith("Your turn")]
    assert status, words
    title = next(w for w in top if w.text == "Espionage")
    end = title.at[0] + theme.text_width("Espionage", title.px, "serif")
    for w in status:  # beside the title, whole, inside the bar
        half = theme.text_width(w.text, w.px, "bold") // 2
        assert w.at[0] - half > end, (w.text, w.at, end)
        assert w.at[0] + half <= bar.right
    assert any("End turn" in w.text for w in status)
    pygame.quit()
