"""The sealed deck builder at 200 % (1280x720): the left column's note on what a sealed pool
is ("... the commons you open may be copied freely (basic filler) while uncommons") stopped
mid-sentence with room left under it: it fills the column down to its next button, whole."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from tabletop.collection.sets import get_set
from tabletop.ui import theme
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui import screenprobe
from tests.ui.textspy import record_wrapped


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("game", ["rpgget", "austin", "beanz"])
def test_the_sealed_pools_note_is_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), scale)
    try:
        pool = Counter({name: 1 for name in list(get_set(game).cards)[:40]})
        b = DeckBuilderScene(app, game, None, None, pool=pool)
        app.push(b)
        app.step([])
        shown = record_wrapped(monkeypatch, lambda text: text.startswith("Sealed pool:"))
        b.draw(app.screen)
        note = " ".join(shown)
        assert note.endswith("play the computer."), note
    finally:
        theme.set_ui(100, False)
        pygame.quit()
