"""The Codenames lesson's box at every step, window size and text size: it covers no line of
the Clues list, no word card and nothing the step points at, and its text fits above its
buttons (players found it over the clue list at every step, and over word cards with large
text)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tabletop.ui.parts.layout import CardItem
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

SIZES = [(1280, 720), (1920, 1080)]


#: (window, text size): CI takes the lesson at 200 % on 1280x720 (the tightest) and at 100 % on
#: 1920x1080 (the widest); the other four run with ``-m slow``
CASES = [
    pytest.param(size, scale, id=f"{ident}-{scale}", marks=[] if ci else [pytest.mark.slow])
    for size, ident in zip(SIZES, ["720p", "1080p"], strict=True)
    for scale in (100, 150, 200)
    for ci in [(ident, scale) in {("720p", 200), ("1080p", 100)}]
]


@pytest.mark.parametrize(("size", "scale"), CASES)
def test_the_lesson_box_covers_no_clue_line_no_word_card_and_nothing_pointed_at(
    size: tuple[int, int], scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """CI's slice: ``CASES``."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    bad: list[tuple[int, str]] = []
    clue_steps = 0

    def each(t: LessonTable) -> None:
        nonlocal clue_steps
        t.draw(pygame.Surface(size))  # the clue list reports its lines as it is drawn
        g, at = t.guide, t.run.at + 1
        box = g.panel_rect
        lines = t.gv.clue_lines
        assert lines.width and lines.height > 0, (at, lines)
        clue_steps += lines.height > theme.line_h(18 * t.scale) * 3  # a clue or more shown
        if box.colliderect(lines):
            bad.append((at, f"clue list {lines}"))
        lay = g.layout()
        assert lay is not None
        for it in lay.items:
            if isinstance(it, CardItem) and it.rect.width and box.colliderect(it.rect):
                bad.append((at, str(it.key)))
        for h in g.holes:
            if box.colliderect(h):
                bad.append((at, f"pointed {h}"))
        # the step's text ends above the buttons: its heading, then its lines as far apart
        # as they are drawn (grown with large text)
        _w, size_px, small, pad = g.sizes()
        if g.fit is not None:
            size_px, small = g.fit
        _head, text, _status = g.lines()
        n = len(theme.wrap(text, size_px, box.width - 2 * pad))
        y = box.top + pad + theme.font_px(small) + int(pad * 0.6)
        bottom = y + (n - 1) * int(theme.font_px(size_px) * 1.15) + theme.line_h(size_px)
        assert bottom <= min(b.rect.top for b in g.buttons), (at, box, bottom)

    lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("codenames")[0]), each=each)
    assert clue_steps >= 5, clue_steps
    assert not bad, bad
    theme.set_ui(100, False)
    pygame.quit()
