"""The curtain's "I am NAME: show my cards [Space]" button is as wide as its words with the
button's padding (2026-11-25: at large text the words touched both edges of a fixed width)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components.widgets import label_pad
from tabletop.ui.table import TableScene
from tests.ui.textspy import record_texts


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1126, 633), (1280, 720), (1920, 1080)])
def test_the_curtain_button_holds_its_words_with_padding(
    tmp_path, monkeypatch, size, scale
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    app = App(size, headless=True)
    theme.set_ui(scale)
    try:
        seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Cal")]
        t = TableScene(app, Session("espionage", 1, seats))
        app.push(t)
        t.layout(size)
        app.step([])
        assert t.curtain_for is not None
        said = record_texts(monkeypatch)
        t.draw(pygame.Surface(size))
        button = t.curtain_button()
        name = t.session.seat_name(t.curtain_for)
        (label,) = [w for w in said if w.text.startswith(f"I am {name}: show my cards")]
        assert label.text.endswith("[Space]")  # the key too, whole
        wide = theme.text_width(label.text, label.px, "bold")
        assert wide + 2 * label_pad() <= button.width  # its padding each side
        want = max(theme.MIN_TEXT, int(button.height * 0.42 / theme.ui_scale()))
        if button.width < size[0] - 40 * t.scale:  # not capped by the window: full size
            assert label.px == want
        assert button.width <= wide + 2 * label_pad() + 2 * theme.grow(20 * t.scale) + 8
    finally:
        theme.set_ui(100)
        pygame.quit()
