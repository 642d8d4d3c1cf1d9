"""A recorder of the calls to ``theme.blit_text``: what a drawing writes, at what size and where,
for tests that ask what a screen says without reading pixels (``textprobe`` records every
font render instead, for the readability figures)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.ui import theme


@dataclass
class Written:
    text: str
    px: int
    at: tuple[int, int]
    colour: Any


def record_texts(monkeypatch: Any, draw_too: bool = True) -> list[Written]:
    """Every ``theme.blit_text`` call from now on, in order (still drawn unless ``draw_too`` is
    false); module-level imports of ``theme`` see the spy too."""
    said: list[Written] = []
    real = theme.blit_text

    def spy(
        surf: Any, text: str, px: int, at: Any, colour: Any = theme.TEXT, *a: Any, **k: Any
    ) -> Any:
        said.append(Written(str(text), int(px), (int(at[0]), int(at[1])), colour))
        if draw_too:
            return real(surf, text, px, at, colour, *a, **k)
        return None

    monkeypatch.setattr(theme, "blit_text", spy)
    return said
