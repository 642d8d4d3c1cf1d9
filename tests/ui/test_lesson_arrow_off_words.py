"""A lesson's arrow keeps off the words on the table it does not point at, measured against
every text the table draws (``theme.blit_text``): at 100 % the Austin Powers lesson's arrow to
"Even up" ran down through the icons legend's words (steps 11, 18, 19), the Espionage lesson's
ran along "Discard: 24 (click)" (steps 2, 5, 7), its head over "Player 1 \u2014 your hand (5)"
and its TURN tag (step 1), and one from the Hacker onto Bea's Police ended on the caption under
the Police (step 9). The arrow now goes round them (down past the legend's words onto the
button's end, level with the Target across the hand's pictures, round a stack card onto its
side). RPG Get!'s ran exactly along the rank labels "Middle" that step 18 explains, and on
step 21 ("Pick its action") came level along the second of two answers, its head and the
first's number badge over "No action": it goes clear of the rank labels and of the cards' type
lines, of the move buttons it does not point at, and of the hand's names (on step 14 it ran
along "The Garmia Caves", "Healing Herb" and "Monomate" up to Ryudo). Its tip is still at what the step points
at. Mighty Beanz's ran up through "Flick for the Loot in Galaxy 1!" to the Surfer (step 11)
and ended on the "Harvest Moon" over the Lion (step 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui import theme
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

pytestmark = pytest.mark.usefixtures("scaled_home")

CASES = [
    ("austin", 11, 100),
    ("austin", 18, 100),
    ("austin", 19, 100),
    ("austin", 11, 200),
    ("espionage", 1, 100),
    ("espionage", 2, 100),
    ("espionage", 5, 100),
    ("espionage", 7, 100),
    ("espionage", 9, 100),
    ("espionage", 1, 200),
    ("espionage", 2, 200),
    ("espionage", 5, 200),
    ("rpgget", 18, 100),
    ("rpgget", 20, 100),
    ("rpgget", 21, 100),
    ("rpgget", 14, 100),
    ("beanz", 1, 100),
    ("beanz", 11, 100),
]


def record(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every text ``theme.blit_text`` draws from now on, with where it lies."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(dest: Any, s: str, *a: Any, **k: Any) -> pygame.Rect:
        r = real(dest, s, *a, **k)
        drawn.append((str(s), pygame.Rect(r)))
        return r

    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


@pytest.mark.parametrize(("game", "step", "scale"), CASES)
def test_the_arrow_hides_no_words_it_does_not_point_at(
    game: str, step: int, scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    theme.set_ui(scale, False)
    lesson = load_lesson(lesson_paths(game)[0])
    run, g = _run_to(lesson, step - 1)
    drawn = record(monkeypatch)  # the table's first frame too (its still parts are kept)
    app = App((1280, 720), headless=True)
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / f"{game}{step}.png"))
    arrow = table.guide.arrow
    holes, _drag = table.guide.targets()
    assert arrow is not None and holes, f"step {step} points at something"
    near = int(40 * table.scale)
    assert any(h.inflate(near, near).collidepoint(arrow.tip) for h in holes)
    panel = table.guide.panel_rect
    words = {
        (s, tuple(r))
        for s, r in drawn
        if s.strip() and not r.colliderect(panel) and not any(h.contains(r) for h in holes)
    }
    hidden = sorted(s for s, r in words if arrow.hits([pygame.Rect(r)]))
    assert not hidden, f"{game} step {step} at {scale} %: the arrow lies over {hidden}"


@pytest.mark.parametrize("scale", [100, 200])
def test_both_answers_stay_in_sight(scale: int, tmp_path: Path) -> None:
    """RPG Get!'s step 21 asks for the first of two answers: the second stays whole."""
    theme.set_ui(scale, False)
    lesson = load_lesson(lesson_paths("rpgget")[0])
    run, g = _run_to(lesson, 20)
    assert "Pick its action" in lesson.steps[20].text
    app = App((1280, 720), headless=True)
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / "answers.png"))
    arrow = table.guide.arrow
    holes, _drag = table.guide.targets()
    assert arrow is not None and holes
    others = [b.rect for b in table.buttons if not b.rect.colliderect(holes[0])]
    assert others, "the second answer is shown"
    assert not arrow.hits(others), f"the arrow lies over {[b.label for b in table.buttons]}"


def test_a_way_round_stays_under_the_top_bar(tmp_path: Path) -> None:
    """At 1024x600 the Austin Powers lesson's arrow to Felicity's friend's score pile (step
    9) went round up through the top bar's status line and "What can I do?"."""
    lesson = load_lesson(lesson_paths("austin")[0])
    run, g = _run_to(lesson, 8)
    app = App((1024, 600), headless=True)
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    surf = pygame.Surface((1024, 600))
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / "austin9.png"))
    arrow = table.guide.arrow
    assert arrow is not None
    bar = pygame.Rect(0, 0, 1024, table.play_rect.top)
    assert not arrow.hits([bar]), arrow.points
