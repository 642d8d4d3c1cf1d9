"""RPG Get! with four players at 1024x600: party cards in the panels, the arena and your row
showed "10/10" or "7/7" on their HP band with no "HP", beside cards whose band said "HP 8/8"
(the words were too wide for a small card). The band says "HP" in the condensed face, closer
where it must ("HP10/10"), and drops it only where even that is too wide."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.emblems import hp_words
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.test_rpgget_window_names_clear import window_session

BARE = re.compile(r"^\d+/\d+$")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("scene", ["panels", "window"])
def test_every_hp_band_says_hp_at_1024x600(home: Path, scene: str) -> None:
    try:
        if scene == "panels":  # HUcast 10/10 in a party of four, Vyse Lv2 11/11
            session = textprobe._session("rpgget", 12, 36, "human,bot,bot,bot")
        else:
            session = window_session("human,bot,bot,bot", 7)
        t, shot = screenprobe.drawn_table((1024, 600), 100, session)
        pygame.image.save(t.app.screen, str(home / f"hp-{scene}.png"))
        said = [p.text for p in shot.placed]
        bands = [s for s in said if s.startswith("HP") and "/" in s]
        assert len(bands) >= 3, said
        assert not [s for s in said if BARE.match(s)], [s for s in said if BARE.match(s)]
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_the_numbers_alone_only_where_no_form_with_hp_fits() -> None:
    pygame.font.init()
    assert hp_words(7, 7, 12, 200) == ("HP 7/7", "bold")
    text, kind = hp_words(10, 10, 12, theme.text_width("HP10/10", 12, "cond_bold"))
    assert text.startswith("HP") and kind == "cond_bold"
    assert hp_words(10, 10, 12, 20) == ("10/10", "bold")
