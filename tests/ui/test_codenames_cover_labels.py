"""Marvel Codenames: a covered card's name label follows the player's text size where the card
has room (issue 52: at 200 % "DOCTOR DOOM" and "PYM PARTICLES" under the team's emblem kept
their 100 % size): on the card sizes the tables use at 150 % and 200 %, every one of the 200
names is drawn on a covered card whole and inside it where it is so at 100 %, never smaller
than at 100 %, and most of them larger."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.codenames import data
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

SIZES = [(1280, 720), (1920, 1080), (1024, 600)]
COVERS = [
    {"name": "HYDRA agent", "card": "hydra"},
    {"name": "S.H.I.E.L.D. agent", "card": "shield"},
    {"name": "Neutral", "card": "neutral"},
]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _labels(
    gv: Any, cover: dict[str, str], word: str, card: tuple[int, int], monkeypatch
) -> list[tuple[str, int, pygame.Rect]]:  # type: ignore[no-untyped-def]
    """The lines of ``word``'s label on a covered card of size ``card``: (text, px, rect)."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surf, text, px, *a, **k):  # type: ignore[no-untyped-def]
        r = real(surf, text, px, *a, **k)
        drawn.append((str(text), int(px), pygame.Rect(r)))
        return r

    monkeypatch.setattr(theme, "blit_text", spy)
    try:
        gv.cache.clear()
        gv.cover_face(cover, word, card)
    finally:
        monkeypatch.setattr(theme, "blit_text", real)
    return drawn


def _whole(lines: list[tuple[str, int, pygame.Rect]], word: str) -> bool:
    said = "".join(t for t, _p, _r in lines)
    return "\u2026" not in said and said.replace(" ", "") == word.replace(" ", "")


@pytest.mark.parametrize("size", SIZES)
def test_a_covered_cards_label_grows_with_the_text_size(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    words = [a.word for a in data.assets()]
    assert len(words) == 200
    try:
        for scale in (150, 200):
            app = screenprobe.make_app(size, scale)
            session = textprobe._session("codenames", 3, 12, "human,bot,bot,bot")
            table, _shot = screenprobe.frozen_table(app, session, size)
            gv = table.gv
            card = tuple(gv.geo.card)
            larger = 0
            for i, word in enumerate(words):
                cover = COVERS[i % len(COVERS)]
                big = _labels(gv, cover, word, card, monkeypatch)
                theme.set_ui(100, False)
                small = _labels(gv, cover, word, card, monkeypatch)
                theme.set_ui(scale, False)
                if _whole(small, word):  # whole at 100 %: whole at large text
                    assert _whole(big, word), (word, big)
                inside = pygame.Rect((0, 0), card)
                if all(inside.contains(r) for _t, _p, r in small):  # never run off the card
                    assert all(inside.contains(r) for _t, _p, r in big), (word, card, big)
                assert min(p for _t, p, _r in big) >= min(p for _t, p, _r in small), word
                larger += min(p for _t, p, _r in big) > max(12, min(p for _t, p, _r in small))
            # the smallest window's cards (78 x 55 at 200 %) have room for the shorter names
            share = 4 if size == (1024, 600) else 4 / 3
            assert larger >= len(words) / share, (size, scale, card, larger)
            theme.set_ui(100, False)
            pygame.quit()
    finally:
        theme.set_ui(100, False)
