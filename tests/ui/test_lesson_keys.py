"""A lesson followed with the keyboard alone (issue 31 item 4): at each step that points at
something the focus is already there (the first Tab shows the ring on it; while a card is
held, on where it goes) and the status line names the key that goes to it; Enter, the
number keys and N take every step of each lesson to its end (Espionage's in CI)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.lessons.table import LessonTable, open_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

#: every shipped lesson; Espionage's runs in CI, the others are ``slow``
LESSONS = [
    pytest.param(p, id=p.parent.parent.name,
                 marks=[] if p.parent.parent.name == "espionage" else [pytest.mark.slow])
    for p in lessonkit.all_lessons()
]  # fmt: skip


def press(app: App, clock: ManualClock, k: int, text: str = "") -> None:
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)
    app._step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=text, scancode=0)])
    clock.advance(0.3)
    app._step([])


def number_for(table: LessonTable) -> int | None:
    """The number key of the step's move among a chooser's or a prompt's options."""
    want = table.guide.wanted()
    if table.chooser:
        moves = [getattr(b.on_click, "args", (None,))[0] for b in table.chooser]
        return moves.index(want) + 1 if want in moves else None
    values = [v for v, _r, _do in table.focus.options()]
    if want is not None and len(want.args) == 1 and want.args[0] in values:
        return values.index(want.args[0]) + 1
    return None


def overlay_by_keys(app: App, clock: ManualClock, table: LessonTable) -> None:
    """A race or a shot over the table: the learner's race key (Space, named on their tile),
    or the keyboard's aim (Enter) and shot (Enter)."""
    scene = app.scene
    if hasattr(scene, "race"):
        assert "Space" in scene.keys.label(table.viewer)
        press(app, clock, pygame.K_SPACE)
    else:
        press(app, clock, pygame.K_RETURN)
        press(app, clock, pygame.K_RETURN)
    lessonkit.settle(app, clock, table)


def type_by_keys(app: App, clock: ManualClock, table: LessonTable) -> bool:
    """A typed move (a Codenames clue) pointed at: its letters and number, then Enter, with
    no click (the keys go to the box)."""
    gest = lessonkit.step_gesture(table)
    if gest[0] != "type":
        return False
    for ch in gest[2]:
        press(app, clock, pygame.key.key_code(ch), ch)
    press(app, clock, pygame.K_RETURN)
    return True


def free_by_keys(app: App, clock: ManualClock, table: LessonTable) -> bool:
    """A free step pointing at nothing: a move button that fits it, reached by Tab."""
    step = table.run.step
    assert step is not None
    stops = table.focus.stops()
    for i, stop in enumerate(stops):
        act = getattr(getattr(stop.item, "on_click", None), "args", (None,))[0]
        if stop.kind == "button" and act is not None:
            if step.match is None or step.match.matches(act, table.game):
                press(app, clock, pygame.K_TAB)
                press(app, clock, pygame.K_HOME)
                for _ in range(i):
                    press(app, clock, pygame.K_TAB)
                press(app, clock, pygame.K_RETURN)
                return True
    return False


def take_step_by_keys(app: App, clock: ManualClock, table: LessonTable) -> None:
    if app.scene is not table:
        overlay_by_keys(app, clock, table)
        return
    holes, _arrow = table.guide.targets()
    step = table.run.step
    if (
        step is not None
        and step.free
        and table.guide.wanted() is None
        and type_by_keys(app, clock, table)
    ):
        return
    if not holes and step is not None and step.free and free_by_keys(app, clock, table):
        table.focus.active = False
        return
    n = number_for(table)
    if n is not None and not holes:
        press(app, clock, pygame.K_1 + n - 1)
        return
    assert holes, f"step {table.run.at + 1}: a move and nothing pointed at"
    assert not table.focus.active
    said = table.focus.status_text()
    assert said.startswith("Tab goes to "), said  # the status line says what to do
    press(app, clock, pygame.K_TAB)  # the first Tab shows the ring: on the pointed thing
    here = table.focus.current()
    assert table.focus.active and here is not None and here.rect == holes[0]
    assert table.focus.status_text().startswith(here.name)
    if n is not None and not table.chooser and here.kind == "prompt":
        press(app, clock, pygame.K_1 + n - 1)
    else:
        press(app, clock, pygame.K_RETURN)
    if table.focus.holding():  # picked up: the focus is on where the lesson says it goes
        there = table.focus.current()
        assert there is not None and there.rect == holes[1]
        press(app, clock, pygame.K_RETURN)
    if table.chooser:
        k = number_for(table)
        assert k is not None
        press(app, clock, pygame.K_1 + k - 1)
    table.focus.active = False  # a mouse press would hide it: the next step starts afresh


@pytest.mark.parametrize("path", LESSONS)
def test_a_lesson_is_taken_by_keys_following_its_pointing(
    path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    lesson = load_lesson(path)
    table = open_lesson(app, lesson, fresh=True)
    app._step([])
    pointed = 0
    for _ in range(3 * len(lesson.steps) + 5):
        lessonkit.settle(app, clock, table)
        if table.run.finished or table not in app.scenes:
            break
        at, before = table.run.at, lessonkit.progress(table)
        step = table.run.step
        assert step is not None
        if step.is_note and app.scene is table:
            press(app, clock, pygame.K_n, "n")
        else:
            take_step_by_keys(app, clock, table)
            pointed += 1
        assert lessonkit.progress(table) != before, (
            f"step {at + 1} ({step.text[:50]}): the keys changed nothing; "
            f"refused: {table.run.refused[-1:]}"
        )
    assert table.run.finished and pointed >= 5
    pygame.quit()
