"""Espionage with a long hand: the covered cards' type tabs lie level across the row (a card
with rules text, such as the Courier, has its type line at the top of its text box, higher up
than a card with only a plate, and its tab sat higher: the row was not level). Every tab's
words lie in one band, and each card's cut type line ("MIS") is covered: by its tab, or, at the
head of a text box above the band, blanked in the box's colour (a dark box there read as a
hole in the card), its rules text written again there where it fits."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.card import LAYOUTS
from tabletop.ui.components.hand import OUTLINE_REACH, rules_fit, type_plan
from tests.ui import screenprobe
from tests.ui.test_hand_tab_words import _hoard

TAB = (20, 22, 30)  # a type tab's fill (``components.hand.type_tab``)


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


def lit_rows(surf: pygame.Surface, box: pygame.Rect, dark: bool = False) -> list[int]:
    """The rows of ``box`` where a tab's light words show (its fill is dark); ``dark``: dark
    words on a light box."""

    def ink(px: tuple[int, ...]) -> bool:
        return max(px[:3]) < 80 if dark else min(px[:3]) > 180

    return [
        y
        for y in range(box.top, box.bottom)
        if any(ink(surf.get_at((x, y))) for x in range(box.left + 2, box.right - 2))
    ]


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("n", [17, 20])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_type_tabs_lie_level_across_the_row(
    home: Path, size: tuple[int, int], n: int, scale: int
) -> None:
    try:
        app = screenprobe.make_app(size, scale)
        table, _shot = screenprobe.frozen_table(app, _hoard(n), size)
        gv, hand = table.gv, table.view["hand"]
        rects = gv.hand_now(hand)
        initials, band = gv.type_row(hand, rects, None, "espionage")  # type: ignore[attr-defined]
        assert band is not None
        plans = [
            type_plan(r, rects[i + 1].x - r.x, c["name"], gv.scale, "espionage", initials)
            for i, (c, r) in enumerate(zip(hand[:-1], rects))
        ]
        tops = {p[0].top - r.top for p, r in zip(plans, rects) if p is not None}
        assert len(tops) > 1, "the row holds cards whose type lines lie at different heights"
        middles = []
        for i, (p, r) in enumerate(zip(plans, rects)):
            assert p is not None
            rect = p[0]
            words = pygame.Rect(rect.x, r.y + band[0], rect.w, band[1])
            # the tab covers the band; a card's own type line, wherever it lies on the face, is
            # covered by it or (a text box's head above the band) blanked in the box's colour
            assert app.screen.get_at((rect.x + 1, words.centery))[:3] == TAB, hand[i]["name"]
            head = pygame.Rect(rect.x, rect.top, rect.w, words.top - rect.top)
            face = LAYOUTS[("espionage", hand[i]["name"], r.size)]
            again = rules_fit(head, str(hand[i].get("text", "")), face.get("plan") or {})
            if rect.top < words.top and again is not None:  # its rules text written there again
                assert lit_rows(app.screen, again[2], dark=True), hand[i]["name"]
            elif rect.top < words.top:
                y = (rect.top + words.top) // 2
                reach = rect.right - OUTLINE_REACH  # the next card's glow reaches over it
                head = [app.screen.get_at((x, y))[:3] for x in range(rect.x, reach)]
                fill = max(set(head), key=head.count)  # no ink of the cut line: all near it
                near = [sum(abs(a - b) for a, b in zip(px, fill)) <= 60 for px in head]
                assert all(near), (hand[i]["name"], "the cut type line shows")
            else:
                assert app.screen.get_at((rect.x + 1, rect.centery))[:3] == TAB
            ink = lit_rows(app.screen, words if rect.top < words.top else rect.union(words))
            assert ink and words.top <= min(ink) and max(ink) < words.bottom, hand[i]["name"]
            middles.append((min(ink) + max(ink)) / 2 - r.top)
        # one band for the row (a glyph such as R/M's slash moves the ink's middle a little)
        assert max(middles) - min(middles) <= 3, sorted(set(middles))
        if Path("/tmp/type-tabs").is_dir():
            pygame.image.save(app.screen, f"/tmp/type-tabs/{size[0]}-{n}-{scale}.png")
    finally:
        pygame.quit()
        theme.set_ui(100, False)
