"""A lesson's arrow goes round the game log's lines and the cards its step is not about where
a way round exists. RPG Get!'s arrow from a note in the log's column ran straight down the
log's lines to Pass (step 30, "HUmar attacks your Gobooma... press Pass"); Espionage's ran
across the stack's Assassin and a hand card on its way to No reaction (step 19) and across
hand cards at most steps. Now the RPG Get! arrow goes down the gap between the table and the
log, and Espionage's round the cards (and off the stack's heading and "Drop Missions
here")."""

from __future__ import annotations

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui.parts.layout import CardItem, PileItem
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


def _crossed(game: str, scale: int) -> tuple[list[str], list[str], int]:
    """Each step's arrow in ``game``'s lesson at 1280x720: the steps where it crosses the
    log's lines, those where it crosses a card or pile the step is not about, and how many
    arrows were drawn."""
    size = (1280, 720)
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    log: list[str] = []
    cards: list[str] = []
    drawn = 0

    def each(t: LessonTable) -> None:
        nonlocal drawn
        t._frame = None
        t.draw(pygame.Surface(size))
        arrow, g = t.guide.arrow, t.guide
        if arrow is None:
            return
        drawn += 1
        holes, drag = g.targets()
        start = drag[0] if drag is not None else g.panel_rect
        if arrow.hits(list(g.log_clear(start))):
            log.append(f"step {t.run.at + 1}")
        lay = t.gv.layout_for(t.view, t.acting_seat())
        others = [
            it.rect
            for it in (lay.items if lay else [])
            if isinstance(it, CardItem | PileItem)
            and it.rect.width
            and it.rect.collidelist(holes) < 0
            and not it.rect.colliderect(start)
        ]
        over = arrow.hits(others)
        if over:
            cards.append(f"step {t.run.at + 1}: {over}")

    lessonkit.take_lesson(app, clock, load_lesson(lesson_paths(game)[0]), each=each)
    return log, cards, drawn


@pytest.mark.parametrize("scale", [100, 200])
def test_rpgget_lesson_arrows_keep_off_the_logs_lines(scale: int) -> None:
    log, _cards, drawn = _crossed("rpgget", scale)
    assert drawn > 20
    assert not log, log


def test_espionage_lesson_arrows_go_round_the_cards() -> None:
    log, cards, drawn = _crossed("espionage", 100)
    assert drawn > 15
    assert not log, log
    # a drag's arrow from a hand card to the stack may clip a card where the way round would
    # cross the stack's words (its heading, its captions): those come first
    assert not [c for c in cards if c.startswith(("step 5:", "step 19:"))], cards
    assert len(cards) <= 2, cards
