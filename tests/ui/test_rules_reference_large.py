"""The rules reference at large text: the search box keeps a margin above and below its text
(at 200 % the text filled it top to bottom), a reading under no heading of its own is named
by its first words (three Austin Powers readings were all "Our readings of the rulebook"),
and a line says what follows below the page."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.game import game_names
from tabletop.ui import theme
from tests.ui import screenprobe


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_search_text_has_room_in_its_box(scale: int, tmp_path: Path, monkeypatch: Any) -> None:
    from tabletop.ui.scenes.howto import HowToScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        app = screenprobe.make_app((1280, 720), scale)
        rules = HowToScene(app, "austin", tab="rules")
        app.push(rules)
        app.step([])
        rules.search.focus = False  # the placeholder shows
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            rules.draw(pygame.Surface((1280, 720)))
        box = rules.search.rect
        text = next(p.rect for p in shot.placed if p.text.startswith("Search"))
        margin = box.height // 10
        assert box.top + margin <= text.top and text.bottom <= box.bottom - margin, (box, text)
        texts = [p.text for p in shot.placed]
        if scale == 200:  # not every reading fits: the next one is named
            cue = [t for t in texts if t.startswith("▼ More below")]
            assert cue and "The help race" in cue[0], texts
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("game", game_names())
def test_readings_are_named_apart(game: str) -> None:
    import importlib

    from tabletop.ui.scenes.howto import rule_entries

    doc = importlib.import_module(f"tabletop.games.{game}.rules").__doc__ or ""
    margin_lines = [line for line in doc.splitlines() if line[:1].strip()]
    heads = [e.heading for e in rule_entries(game)]
    assert "Our readings of the rulebook" not in heads
    # a heading shared by several readings is one of the docstring's own section headings
    for head, n in Counter(heads).items():
        if n > 1:
            assert any(line.startswith(head) for line in margin_lines), (head, n)
    assert all(h.split() and h.split()[-1].lower() not in ("a", "the", "of") for h in heads)
