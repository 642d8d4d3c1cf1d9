"""In a lesson, a card's preview shown while the pointer rests on it never covers what the step
points at, its note or its arrow. A learner who pressed Next (the N key) with the mouse
resting over the Mighty Beanz mat saw a large preview of the Cannonball Bean over the middle
of the mat, over the arrow to the Lion the note spoke of, until they moved the mouse off the
mat. Now the preview goes beside the pointer where it covers none of them (else it waits).
The box that says a hovered hand card in words keeps to the same rule in every game's
lesson."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.beanz import panels
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


class _Seen(Exception):
    pass


def _keeps(t: LessonTable) -> tuple[list[pygame.Rect], Any]:
    """What the step shows: its holes and its note, and its arrow (None: none)."""
    g = t.guide
    return [*g.holes, g.panel_rect], g.arrow


def _previews(
    t: LessonTable, at: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> list[pygame.Rect]:
    """Where Beanz draws its mat card's preview with the pointer resting at ``at``."""
    shown: list[pygame.Rect] = []
    real, hover = panels.theme.shadow, type(t.gv).draw_hover
    inside = [False]

    def spy(dest, rect, *a, **k):  # type: ignore[no-untyped-def]
        if inside[0]:
            shown.append(pygame.Rect(rect))
        return real(dest, rect, *a, **k)

    def draw_hover(surf, view):  # type: ignore[no-untyped-def]
        inside[0] = True
        try:
            hover(t.gv, surf, view)
        finally:
            inside[0] = False

    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
    monkeypatch.setattr(panels.theme, "shadow", spy)
    monkeypatch.setattr(t.gv, "draw_hover", draw_hover, raising=False)
    try:
        t._frame = None
        t.gv.dropped_at = None
        t.draw(pygame.Surface(t.size))
        big = list(shown)
    finally:
        monkeypatch.setattr(panels.theme, "shadow", real)
    return big


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 100), ((1280, 720), 200)])
def test_the_beanz_mat_preview_leaves_the_lessons_pointing_in_sight(
    size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    bad: list[str] = []
    shown = 0

    def each(t: LessonTable) -> None:
        nonlocal shown
        if t.run.at + 1 > 8:
            raise _Seen
        if not (t.run.step is not None and t.run.step.is_note):
            return
        view = t.view
        for sl in view["mat"]:
            if sl["bean"] is None:
                continue
            at = t.gv.bean_at(view, sl).center
            for r in _previews(t, at, monkeypatch):
                shown += 1
                keeps, arrow = _keeps(t)
                over = [k for k in keeps if r.colliderect(k)]
                if arrow is not None and arrow.hits([r]):
                    over.append(pygame.Rect(0, 0, 0, 0))
                if over:
                    bad.append(f"step {t.run.at + 1}: preview {r} over {over}")
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))

    with pytest.raises(_Seen):
        lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("beanz")[0]), each=each)
    assert shown > 10  # the previews are still shown
    assert not bad, bad[:5]


def _hand(t: LessonTable) -> list[pygame.Rect]:
    lay = t.gv.layout_for(t.view, t.acting_seat())
    items = lay.items if lay else []
    return [it.rect for it in items if it.key and it.key[0] == "hand" and it.rect.width]


# Marvel Codenames has no hand: its cards show no preview
@pytest.mark.parametrize("game", ["austin", "beanz", "espionage", "rpgget"])
def test_the_hand_cards_words_leave_the_lessons_pointing_in_sight(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    size = (1280, 720)
    app = screenprobe.make_app(size, 100)
    clock = ManualClock()
    app.time_source = clock
    bad: list[str] = []
    shown = 0

    def each(t: LessonTable) -> None:
        nonlocal shown
        if t.run.at + 1 > 12:
            raise _Seen
        for card in _hand(t):
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda at=card.center: at)
            t._frame = None
            t.draw(pygame.Surface(size))
            box = t.hand_words.rect
            if box is None:
                continue
            shown += 1
            keeps, arrow = _keeps(t)
            over = [k for k in keeps if box.colliderect(k)]
            if arrow is not None and arrow.hits([box]):
                over.append(pygame.Rect(0, 0, 0, 0))
            if over:
                bad.append(f"step {t.run.at + 1}: words {box} over {over}")
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))

    try:
        lessonkit.take_lesson(app, clock, load_lesson(lesson_paths(game)[0]), each=each)
    except _Seen:
        pass
    assert shown > 0
    assert not bad, bad[:5]
