"""The deck builder's line over the cards (how many are shown, then the keys or the mouse's
gestures) is whole: a new player at 100 % text (1280x720) saw its second line cut. Every line
of both hints is drawn, and the keyboard's focus ring round a card of the first row stays
clear of the last line, at 100, 150 and 200 % in each game's builder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import focus, theme
from tabletop.ui.scenes.deckbuilder_draw import hint_texts
from tests.ui import screenprobe


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("game", ["austin", "beanz", "rpgget"])
def test_the_hint_over_the_cards_is_whole_and_clear_of_the_focus_ring(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, scale: int
) -> None:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), scale)
    try:
        store, prof = screenprobe._profile()
        b = DeckBuilderScene(app, game, store, prof)
        app.push(b)
        app.step([])
        drawn: list[str] = []
        real = theme.text

        def text(s: str, *a: Any, **k: Any) -> pygame.Surface:
            drawn.append(s)
            return real(s, *a, **k)

        body = max(12, int(20 * b.s))
        first = min(b.tiles, key=lambda t: (t[0].top, t[0].left))
        for keys, hint in zip((True, False), hint_texts(b), strict=True):
            if keys:
                focus.ring(b).focus_key(f"card {first[1]}")
            else:
                focus.ring(b).hide()
            drawn.clear()
            monkeypatch.setattr(theme, "text", text)
            try:
                b.draw(app.screen)
            finally:
                monkeypatch.setattr(theme, "text", real)
            lines = theme.wrap(hint, body, b.hint_at.width)
            assert [ln for ln in lines if ln not in drawn] == [], (game, scale, keys, lines)
            last = b.hint_at.top + (len(lines) - 1) * theme.line_h(body, 1.15)
            bottom = last + theme.line_h(body)
            # the ring's outer band round the first row's card starts below the last line
            assert first[0].top - focus.ring_reach(b.s) >= bottom, (game, scale, first[0], bottom)
            assert bottom <= b.grid.top
    finally:
        theme.set_ui(100, False)
        pygame.quit()
