"""Issue 52 (Mighty Beanz lesson at 200 %, 1280x720): a folded log's newest lines ("Rival's
Zombie Bean makes a Bean Attack on Player 1's Galaxy 2.") were drawn over the lesson's note for
five seconds, hiding the step the learner had to follow; elsewhere over a question's panel or
the hand the player had to act with. Where no spot is clear of what the player must read or use
now (a lesson's note, a question's panel and buttons, the window's bar, the cards that may be
picked up) the lines are not said: they are in the log. Taken through the whole lesson, the
lines show, and never over any of those."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui import theme
from tabletop.ui.parts import log_news
from tabletop.ui.parts.layout import CardItem
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

SIZE = (1280, 720)


def _must_read(t: Any) -> dict[str, list[pygame.Rect]]:
    lay = t.gv.layout_for(t.view, t.acting_seat())
    usable = [
        it.rect
        for it in (lay.items if lay else [])
        if isinstance(it, CardItem) and it.draggable and it.rect.w
    ]
    return {
        "the lesson's note": [t.guide.panel_rect],
        "a question": [r for r in [t.prompts.box, *t.gv.question_panels(t.view)] if r],
        "a button": [b.rect for b in [*t.buttons, *t.chooser]],
        "the window's bar": [r for r in [t.bar.rect()] if r],
        "a card to pick up": usable,
    }


@pytest.mark.parametrize("game", ["beanz", "rpgget", "austin"])
def test_the_folded_logs_lines_keep_off_what_must_be_read(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    drawn = log_news.LogNews.draw
    said: list[str] = []
    over: list[tuple[int, str, tuple[int, ...]]] = []

    def draw(self: log_news.LogNews, surf: pygame.Surface) -> None:
        drawn(self, surf)
        if self.rect is None:
            return
        said.append(self.msgs.items[-1].text)
        for what, rects in _must_read(self.t).items():
            if self.rect.collidelist(rects) >= 0:
                over.append((len(self.t.game.log), what, tuple(self.rect)))

    monkeypatch.setattr(log_news.LogNews, "draw", draw)
    app = screenprobe.make_app(SIZE, 200)
    clock = ManualClock()
    app.time_source = clock
    try:
        lessonkit.take_lesson(app, clock, load_lesson(lesson_paths(game)[0]))
    finally:
        theme.set_ui(100, False)
        pygame.quit()
    assert len(set(said)) >= 5, said  # the lines were said, move after move
    assert not over, over[:5]
