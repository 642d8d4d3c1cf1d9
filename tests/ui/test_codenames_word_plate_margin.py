"""Marvel Codenames' grown words inside their plates: at 200 % on 1280x720 "JESSICA / JONES"
ran over the name plate's left and right border and JONES over its bottom line ("ROCKET /
RACCOON", "QUANTUM / REALM" likewise). Now every one of the 200 names, on the card sizes the
tables use at 100 %, 150 % and 200 % (1280x720, 1024x600), keeps its letters (their ink, as
rendered) inside its plate with a gap to the plate's border line on every side."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.codenames import data, paint
from tabletop.ui import assets, theme
from tests.ui.test_codenames_large_words import _table


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _inks(word: str, card: tuple[int, int], t: float) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The word's plate and each of its lines' inked box as the card face draws them."""
    box, placed = paint.word_plan(word, card, False, t)
    out = []
    for line, px, font, at in placed:
        ts = assets.font(px, font).render(line, True, (0, 0, 0))
        if ts.get_width() > at.width:  # squeezed to its room, as on the face
            ts = pygame.transform.smoothscale(ts, at.size)
        out.append(ts.get_bounding_rect().move(at.topleft))
    return box, out


def test_every_name_keeps_inside_its_plate(home: Path) -> None:
    cases = [((137, 98), 2.0)]  # 1280x720 at 200 % (the cards the findings were seen on)
    try:
        for size, scale in [((1280, 720), 100), ((1280, 720), 150), ((1024, 600), 100)]:
            cases.append((tuple(_table(size, scale).gv.geo.card), scale / 100))
            theme.set_ui(100, False)
    finally:
        theme.set_ui(100, False)
    try:
        outside = []
        for card, t in cases:
            border = max(1, card[0] // 160)  # the plate's border line (``card_face``)
            for a in data.assets():
                box, inks = _inks(a.word, card, t)
                inner = box.inflate(-2 * border - 2, -2 * border - 2)  # a pixel's gap at least
                if any(not inner.contains(r) for r in inks):
                    outside.append((card, t, a.word, tuple(box), [tuple(r) for r in inks]))
        assert not outside, outside[:8]
        # the words the finding named, on the 200 % cards: a clear margin, more than a pixel
        for word in ("JESSICA JONES", "ROCKET RACCOON", "QUANTUM REALM"):
            box, inks = _inks(word, (137, 98), 2.0)
            assert len(inks) == 2, word
            inner = box.inflate(
                -2 * paint.plate_margin((137, 98)), -2 * paint.plate_margin((137, 98))
            )
            assert all(inner.contains(r) for r in inks), (word, box, inks)
    finally:
        pygame.quit()
