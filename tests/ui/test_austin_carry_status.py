"""Austin Powers by the keys: a Swinger carried over a seat says its move once. The top bar read
"2 actions left · Mojo Extractor over Computer 2: Enter drops it (Mojo Extractor (without
vibes)), Esc puts it back", the card named twice, set on two lines that ran into the bar's lower
edge at 100 %. The move's words after the held card's name: "(without vibes)", on one line."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme
from tests.ui import test_austin_spent_keys as spent

app = spent.app  # the fixture: 1280x720 at 100 %, the computers held still


def test_a_carried_swinger_says_its_move_once_on_one_line(app: Any, monkeypatch: Any) -> None:
    t = spent._table(app, ["Mojo Extractor", "Shagette", "Oh, Behave!"])
    g = t.game
    mx = next(c for c in g.hand[0] if g.names[c] == "Mojo Extractor")
    spent._focus_on(t, ("hand", mx))
    spent._key(app, t, pygame.K_RETURN)  # picked up: over an opponent's panel
    said = t.focus.status_text()
    assert "drops it (without vibes)" in said and said.count("Mojo Extractor") == 1, said
    lines: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def blit(surf: Any, text: str, *a: Any, **k: Any) -> Any:
        r = real(surf, text, *a, **k)
        lines.append((text, pygame.Rect(r)))
        return r

    monkeypatch.setattr(theme, "blit_text", blit)
    t.dirty, t._frame = True, None
    t.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    bar = [(x, r) for x, r in lines if "puts it back" in x or "drops" in x]
    assert len(bar) == 1 and "drops it" in bar[0][0], bar  # one line
    assert bar[0][1].bottom <= t.bar_rect.bottom - 2, (bar, t.bar_rect)
