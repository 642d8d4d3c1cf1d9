"""RPG Get! with four players at 200 % on 1024x600: each other seat's row of box labels began
with ".." where "Party 1" had no room ("..KO 0 Inv 0 Bank 0 Score 0"). A label with no room for
a word is left out; no label is drawn as dots alone."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.test_rpgget_window_names_clear import window_session

DOTS = re.compile(r"^[.\u2026\s]+$")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("scene", ["targets", "window"])
def test_no_label_is_dots_alone(home: Path, scene: str) -> None:
    try:
        if scene == "targets":
            session = textprobe._session("rpgget", 7, 21, "human,bot,bot,bot")
        else:
            session = window_session("human,bot,bot,bot", 7)
        t, shot = screenprobe.drawn_table((1024, 600), 200, session)
        pygame.image.save(t.app.screen, str(home / f"dots-{scene}.png"))
        said = [p.text for p in shot.placed]
        assert "KO 0" in said
        assert not [s for s in said if DOTS.match(s)], said
    finally:
        theme.set_ui(100, False)
        pygame.quit()
