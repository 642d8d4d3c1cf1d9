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


def record_wrapped(monkeypatch: Any, wanted: Any) -> list[str]:
    """The lines of each ``theme.blit_wrapped`` text for which ``wanted(text)`` holds that are
    drawn whole inside its rectangle (as ``blit_wrapped`` draws them: a line past the foot is
    not drawn), in order; still drawn."""
    shown: list[str] = []
    real = theme.blit_wrapped

    def spy(dest: Any, text: str, size: int, rect: Any, *a: Any, **k: Any) -> Any:
        if wanted(text):
            px, y = theme.px(size), rect.top
            kind = a[1] if len(a) > 1 else k.get("kind", "sans")
            gap = k.get("line_gap", 1.15)
            for line in theme.wrap(text, px, rect.width, kind):
                if y + theme.line_h(px) > rect.bottom + 2:
                    break
                shown.append(line)
                y += int(theme.font_px(px) * gap)
        return real(dest, text, size, rect, *a, **k)

    monkeypatch.setattr(theme, "blit_wrapped", spy)
    return shown
