"""Marvel Codenames' Clues list at large text: each guessed name's mark (a team's emblem, a
bystander's "N") lies clear of the words, as large as their letters, its "N" inside its square
(issue 52: at 1024x600 and 200 % the "N" was drawn at the text size over the names), and no
row of guesses runs into the "older" line at the panel's foot."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.codenames import board
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe


def _history() -> list[dict[str, Any]]:
    """Six turns, oldest first, with bystanders, an assassin-free mix and long names."""
    guesses = [
        [("NOVA", "neutral"), ("XANDAR", "hydra")],
        [("PHIL COULSON", "hydra"), ("GROOT", "neutral"), ("WONG", "neutral")],
        [("ULTRON", "hydra"), ("PYM PARTICLES", "shield")],
        [("JUGGERNAUT", "hydra")],
        [("BLACK CAT", "neutral"), ("DRAX", "neutral")],
        [("GAMBIT", "neutral")],
    ]
    out = []
    for i, gs in enumerate(guesses):
        out.append(
            {
                "team": "hydra",
                "clue": {"word": f"CLUE{i}", "number": 2},
                "simulated": False,
                "guesses": [{"word": w, "result": r} for w, r in gs],
            }
        )
    return out


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_clue_lists_marks_lie_clear_of_the_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    try:
        session = textprobe._session("codenames", 3, 12, "human,bot,bot,bot")
        table, _shot = screenprobe.frozen_table(app, session, size)
        gv = table.gv
        view = copy.deepcopy(table.view)
        view["history"] = _history()
        marks: list[pygame.Rect] = []
        letters: list[tuple[str, pygame.Rect]] = []
        texts: list[tuple[str, pygame.Rect]] = []
        real_mark, real_text = gv.mark, theme.blit_text
        depth = [0]

        def mark(surf, kind, r):  # type: ignore[no-untyped-def]
            marks.append(pygame.Rect(r))
            depth[0] += 1
            try:
                return real_mark(surf, kind, r)
            finally:
                depth[0] -= 1

        def blit_text(surf, s, px, *a, **k):  # type: ignore[no-untyped-def]
            r = real_text(surf, s, px, *a, **k)
            (letters if depth[0] else texts).append((str(s), pygame.Rect(r)))
            return r

        monkeypatch.setattr(gv, "mark", mark)
        monkeypatch.setattr(theme, "blit_text", blit_text)
        surf = pygame.Surface(size)
        board.draw_side(gv, surf, gv.geo, view, "main")
        monkeypatch.undo()
        words = [(t, r) for t, r in texts if t.strip()]
        assert marks and any("Nova" in t or "Groot" in t or "Gambit" in t for t, _r in words)
        assert any(t == "N" for t, _r in letters), letters
        ink = [(t, r.inflate(-4, -2 * max(2, r.height // 6))) for t, r in words]
        for m in marks:
            hit = [t for t, r in ink if r.colliderect(m)]
            assert not hit, (size, scale, m, hit)
        lettered = [r for t, r in letters if t == "N"]
        for r in lettered:  # the bystander's letter on a mark (inside it at large text)
            assert any(m.collidepoint(r.center) for m in marks), (r, marks)
            if scale > 100:
                assert any(m.inflate(2, 2).contains(r.inflate(-2, -2)) for m in marks), r
        for i, (a, ra) in enumerate(ink):  # no two lines of the list on one another
            for b, rb in ink[i + 1 :]:
                assert a == b or not ra.colliderect(rb), (size, scale, a, b)
        if scale > 100:  # the marks grow with the letters
            px = theme.font_px(int(18 * gv.geo.s))
            assert min(m.height for m in marks) >= int(px * 0.7) - 1, (marks, px)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
