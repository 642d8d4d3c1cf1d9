"""Every lesson can be taken to its end by its pointing at large text, on the usual window and
on a small one: the lesson's gestures land where the table draws at 150 and 200 % (a new
player who set 200 % takes the same lessons).

At 200 % the end of each take is looked at too, so CI plays each lesson once for these
checks: the panel's last buttons read whole (``tests/ui/test_lesson_end_buttons.py``, which
takes the lessons again for it with ``-m slow``) and, on 1280x720, they are the first Tab
stops and Enter on the default opens a real game (``tests/ui/test_lesson_panel_keys.py`` at
200 %, likewise ``slow``). CI takes each lesson at 200 % on both windows; 150 % on the small
one runs with ``-m slow``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

LESSONS = lessonkit.all_lessons()
IDS = [f"{p.parent.parent.name}-{p.stem}" for p in LESSONS]


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


@pytest.mark.parametrize(
    ("size", "pct"),
    [
        ((1280, 720), 200),
        ((1024, 600), 200),
        pytest.param((1024, 600), 150, marks=pytest.mark.slow),
    ],
)
@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_a_lesson_is_taken_to_its_end_at_large_text(
    path: Path,
    size: tuple[int, int],
    pct: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    app.settings["ui_scale"] = pct
    app.apply_ui()
    clock = ManualClock()
    app.time_source = clock
    try:
        table = lessonkit.take_lesson(app, clock, load_lesson(path))
        assert table.run.finished
        if pct == 200:
            lessonkit.end_buttons_whole(table, size)
        if (size, pct) == ((1280, 720), 200):
            lessonkit.end_buttons_first_by_tab(table)  # the last: it leaves the lesson
    finally:
        pygame.quit()


def _area(r: pygame.Rect) -> int:
    return r.width * r.height


def _drag_part_way(app: App, clock: ManualClock, table: Any) -> None:
    """The step's drag pressed and moved a third of the way, not let go."""
    gesture = lessonkit.step_gesture(table)
    assert gesture[0] == "drag", gesture
    a, b = gesture[1], gesture[2]
    app._step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)])
    for k in range(1, 4):
        p = (a[0] + (b[0] - a[0]) * k // 9, a[1] + (b[1] - a[1]) * k // 9)
        clock.advance(0.02)
        app._step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))])


@pytest.mark.parametrize("pct", [150, 200])
def test_the_beanz_lessons_note_leaves_what_it_speaks_of_in_sight(
    pct: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At every step of Learn Mighty Beanz at 150 and 200 % on 1280x720 the note covers none
    of what it speaks of: your action points panel ("the panel at the left", with its draws
    0/3), your name and, while you drag the Lion Bean to attack, the attack panel that adds
    its 200 up; that panel's words lie inside it (its title ran over the Lion Bean's slot and
    the Harvest Moon under it), over no other text."""
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    app.settings["ui_scale"] = pct
    app.apply_ui()
    clock = ManualClock()
    app.time_source = clock
    seen: list[str] = []
    path = next(p for p in LESSONS if p.parent.parent.name == "beanz")

    def each(table: Any) -> None:
        if app.scene is not table:
            return  # the shot's own overlay: the lesson's words go in the room it leaves
        g = table.guide
        table.draw(pygame.Surface((1280, 720)))  # the panel laid out as it is drawn
        sight = g.sight()
        assert sight, "the note keeps something in sight"
        for r in sight:
            part = g.panel_rect.clip(r)
            assert part.width * part.height == 0, (
                f"step {table.run.at + 1}: the note {g.panel_rect} covers {r}"
            )
        want = g.wanted()
        if want is None or want.verb != "attack":
            return
        (box,) = table.gv.move_sight(table.view, table.viewer, want)
        _drag_part_way(app, clock, table)
        table.draw(pygame.Surface((1280, 720)))  # the note laid out while the drag is on
        assert not g.panel_rect.colliderect(box), (g.panel_rect, box)
        shot = screenprobe.Shot()  # the table's own drawing, under the lesson's veil
        with screenprobe.recording(shot):
            surf = pygame.Surface((1280, 720))
            table.gv.draw(surf, table.view, table.acting_seat(), table.now())
        words = [p for p in shot.placed if p.text.startswith(("Bean Attack in", "ATTACK 200"))]
        assert len(words) >= 2 and all(box.contains(p.rect) for p in words), (box, words)
        assert not shot.spills, shot.spills[:4]
        first = shot.placed.index(words[0])  # what lies under the panel is hidden by it
        hid = [p for p in shot.placed[:first] if _area(box.clip(p.rect)) * 2 >= _area(p.rect)]
        shown = [p for p in shot.placed if all(p is not h for h in hid)]
        seen_shot = screenprobe.Shot(placed=shown, surfaces=shot.surfaces)
        assert not seen_shot.overlaps(), seen_shot.overlaps()[:4]
        seen.append("drag")
        app._step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(2, 2), button=1)])
        clock.advance(1.0)
        app._step([])

    try:
        table = lessonkit.take_lesson(app, clock, load_lesson(path), each=each)
        assert table.run.finished
        assert seen == ["drag"], "the attack was dragged and looked at"
    finally:
        pygame.quit()
