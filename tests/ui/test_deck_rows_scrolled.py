"""The deck's list says which way its hidden rows lie: a new player read "+10 more (scroll)"
as rows below when they had scrolled past them (they were above)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.scenes.deckbuilder_draw import hidden_rows_words
from tests.ui import screenprobe


def test_the_words_name_the_side_of_the_hidden_rows() -> None:
    assert hidden_rows_words(0, 3) == "+3 more below (scroll)"
    assert hidden_rows_words(10, 0) == "+10 more above (scroll)"
    assert hidden_rows_words(2, 3) == "+2 above, +3 below (scroll)"


def test_a_long_deck_scrolled_to_its_end_says_its_rows_are_above(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), 100)
    try:
        store, prof = screenprobe._profile()
        b = DeckBuilderScene(app, "rpgget", store, prof)
        app.push(b)
        b.deck = sorted(b.gset.cards)[:40]  # forty names: more rows than the list shows
        b.layout_deck_rows()
        assert b.rows_hidden > 0 and b.rows_above == 0
        drawn: list[str] = []
        real = theme.text

        def text(s: str, *a: Any, **k: Any) -> pygame.Surface:
            drawn.append(s)
            return real(s, *a, **k)

        def words_drawn() -> list[str]:
            drawn.clear()
            monkeypatch.setattr(theme, "text", text)
            try:
                b.draw(app.screen)
            finally:
                monkeypatch.setattr(theme, "text", real)
            return [s for s in drawn if "(scroll)" in s]

        assert words_drawn() == [f"+{b.rows_hidden} more below (scroll)"]
        b.deck_scroll = 10_000  # to the list's end
        b.layout_deck_rows()
        assert b.rows_above == b.rows_hidden > 0
        assert words_drawn() == [f"+{b.rows_hidden} more above (scroll)"]
    finally:
        pygame.quit()
