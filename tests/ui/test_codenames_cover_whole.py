"""Issue 52 (new players, 2026-11-26): in the lesson at 200 % text a covered GHOST RIDER'S
CHAIN read "IDER'S CHAIN", its label cut at both sides of the card, where a label drawn at
the smallest text was still wider than the card. Every one of the 200 names on a covered card
now reads whole and inside the card (on two or three lines, condensed where that fits), on the
card sizes of every table (1024x600, 1280x720, 1920x1080) and of the lesson at 150 % and 200 %."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.codenames import data
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.test_codenames_cover_labels import COVERS, _labels

#: the lesson's cards at 200 % on 1280x720: an Agent's grid, then the Director's (the banner
#: holds the clue box); the tables' come from their layout
LESSON_CARDS = [(104, 74), (101, 72), (93, 67)]


def whole(lines: list[tuple[str, int, pygame.Rect]], word: str) -> bool:
    """The name read whole over its lines (a long word may be broken with a hyphen)."""
    said = "".join(t for t, _p, _r in lines)

    def bare(s: str) -> str:
        return s.replace(" ", "").replace("-", "")

    return "\u2026" not in said and bare(said) == bare(word)


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_covered_name_reads_whole_inside_its_card(
    scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    words = [a.word for a in data.assets()]
    cards: set[tuple[int, int]] = set(LESSON_CARDS) if scale == 200 else set()
    bad: list[tuple[object, ...]] = []
    try:
        for size in [(1024, 600), (1280, 720), (1920, 1080)]:
            app = screenprobe.make_app(size, scale)
            session = textprobe._session("codenames", 3, 12, "human,bot,bot,bot")
            table, _shot = screenprobe.frozen_table(app, session, size)
            gv = table.gv
            for card in sorted(cards | {tuple(gv.geo.card)}):
                inside = pygame.Rect((0, 0), card)
                for i, word in enumerate(words):
                    drawn = _labels(gv, COVERS[i % len(COVERS)], word, card, monkeypatch)
                    if not whole(drawn, word) or not all(inside.contains(r) for *_x, r in drawn):
                        bad.append((size, card, word, [(t, p, tuple(r)) for t, p, r in drawn]))
            cards = set()
            pygame.quit()
    finally:
        theme.set_ui(100, False)
    assert not bad, bad[:6]
