"""The Marvel Codenames lesson at 150 % and 200 % text on 1280x720: its box keeps the log's
column (the one place it covers no card and no clue). While the learner is an Agent nobody at
the table types a clue on this screen, so the banner over the grid is only as tall as a clue
being guessed (or what is asked) and the cards grow: 104x74 at 200 % (93x67 before), 111x79 at
150 % (as wide as the grid's room allows). From the step where the learner directs, the banner
holds the clue box again, and the grid takes the bottom row's height instead (nobody guesses
at this table then, so no move button lies under the grid; the Director window's button lies
under the left column): 104x74 at 200 % there too (93x67 before).

Still too narrow for a number key's badge beside a key pill's name ("S.H.I.E.L.D." at the 12
px floor is 79 px wide; a badge at 200 % 31 px), and a larger grid does not fit: the left
column (297 px), the box (384 px, up to 628 px tall at 200 %) and a grid of 136 px cards (776
px) are wider than the window. So no badge may fall over a card's label or word in the lesson:
at every step, with the keys on, a grid card the number keys choose keeps its badge clear of
its key pill's name and of every card's word, and on a grid too small for the corner the keys
number no grid card at all; the box covers no card."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.codenames import paint
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tabletop.ui.layers.focus_parts import badge_rect
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_codenames_large_text_keys import _words_on_screen

SIZE = (1280, 720)
#: the least card size with the learner an Agent, and directing (the clue box in the banner)
LEAST = {150: ((111, 79), (111, 79)), 200: ((104, 74), (104, 74))}


@pytest.mark.parametrize("scale", [150, 200])
def test_the_lessons_badges_never_lie_over_a_cards_label(
    scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(SIZE, scale)
    clock = ManualClock()
    app.time_source = clock
    bad: list[tuple[int, str]] = []
    steps: list[int] = []
    roles: set[bool] = set()

    def each(t: LessonTable) -> None:
        at = t.run.at + 1
        t.focus.active = True  # a focus key pressed: any number badges show
        surf = pygame.Surface(SIZE)
        t.draw(surf)
        if at in (1, 10):
            pygame.image.save(surf, str(tmp_path / f"step{at}-{scale}.png"))
        geo, gv = t.gv.geo, t.gv
        steps.append(at)
        w, h = geo.card
        directing = bool(gv.human_directors(t.view))
        roles.add(directing)
        least = LEAST[scale][directing]
        if w < least[0] or h < least[1]:
            bad.append((at, f"cards {geo.card}, directing {directing}"))
        for name, r in gv.rects["main"].items():  # the bottom row's buttons clear of the grid
            if isinstance(r, pygame.Rect) and r.colliderect(geo.grid):
                bad.append((at, f"{name} {r} over the grid {geo.grid}"))
        if not t.play_rect.contains(geo.grid):
            bad.append((at, f"the grid {geo.grid} out of the table {t.play_rect}"))
        box = t.guide.panel_rect
        if any(box.colliderect(c) for c in geo.cells):
            bad.append((at, f"box {box} over a card"))
        shown, words = gv.last_shown or t.view, _words_on_screen(t)
        for n, (r, below, tab) in enumerate(t.focus.numbered(), start=1):
            if r not in geo.cells:
                continue  # a button's or a panel's option: its badge has its own room
            if not geo.corner:
                bad.append((at, f"card {n} numbered on a grid with no corner for its badge"))
                continue
            b = badge_rect(r, t.scale, below, tab, gv.badge_room(t.view, r))
            i = geo.cells.index(r)
            key = shown.get("key")
            if key and shown["grid"][i]["cover"] is None:
                with theme.unscaled():
                    _pill, room, _em = gv.key_geometry(key[i], r.size, geo.corner)
                if b.colliderect(room.move(r.topleft)):
                    bad.append((at, f"badge {n} over {paint.KIND_LABEL[key[i]]}"))
            bad.extend((at, f"badge {n} over {w}") for w, ink in words if b.colliderect(ink))

    lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("codenames")[0]), each=each)
    assert len(steps) >= 15, steps
    assert roles == {False, True}  # steps as an Agent and as the Director
    assert not bad, bad
    theme.set_ui(100, False)
    pygame.quit()
