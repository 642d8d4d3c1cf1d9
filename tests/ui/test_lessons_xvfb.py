"""Lessons in a real window: ``python -m tabletop learn GAME`` under Xvfb, every step taken by
real pointer events (xdotool) at the places the lesson points at, and once with a wrong move
first at every step (refused with the step's hint, the lesson goes on). Progress is read back
from the lesson's save (JSON); where to point is computed by laying out the same lesson, resumed
from that save, in-process at the window's size.

All ``slow`` (``-m slow``): the first steps of the Espionage lesson with wrong moves (about 20 s,
a minute on a busy machine) and the whole of every lesson. CI's real-window slice is listed in
``tests/ui/xwindow.py``; the lessons' steps and hints run in CI in-process (``test_lessons.py``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from tabletop.lessons.format import Lesson, load_lesson
from tabletop.ui import table as tablemod
from tests.ui import lessonkit
from tests.ui.xwindow import NEEDS_X, XWindow, real_window

pytestmark = pytest.mark.xvfb

SIZE = (1280, 720)
LESSONS = lessonkit.all_lessons()
IDS = [f"{p.parent.parent.name}-{p.stem}" for p in LESSONS]


def _save(home: Path, lesson: Lesson) -> dict[str, Any] | None:
    path = home / "lessons" / f"{lesson.game}-{lesson.ident}.json"
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


class Replica:
    """The lesson laid out in-process at the window's size, from the window's save."""

    def __init__(self, tmp: Path, lesson: Lesson) -> None:
        os.environ["TABLETOP_HOME"] = str(tmp / "replica")
        from tabletop.ui.app import App
        from tests.ui.fakeclock import ManualClock

        self.app = App(SIZE, headless=True)
        self.app.time_source = self.clock = ManualClock()
        self.lesson = lesson

    def table(self, saved: dict[str, Any]) -> Any:
        from tabletop.lessons.table import LessonTable

        while len(self.app.scenes) > 0:
            self.app.scenes.pop()
        table = LessonTable(self.app, self.lesson, saved)
        self.app.push(table)
        table.draw(self.app.screen)  # laid out as drawn; no update: it makes no move itself
        return table


def _waiting(replica: Replica, saved: dict[str, Any]) -> bool:
    """The saved lesson waits for the learner (no scripted move due)."""
    table = replica.table(saved)
    run = table.run
    n = len(table.game.log)
    if run.catching_up(n):
        return False  # the table still makes the moves before the note: no Next yet
    if run.finished or (run.step is not None and run.step.is_note and run.entry(n) is not None):
        return True  # a scripted note waits for Next
    if run.step is not None and run.step.is_note:
        # after the script the game goes on under a note: the computer players' moves and
        # the table's pass for the learner (a window they cannot answer) come first
        seat = run.learner
        legal = table._legal_any(seat)
        passing = table.gv.is_window(table.view) and (
            table.turns.only_pass(seat) or table.turns.own_window_waits(seat, legal)
        )
        return not passing and not (
            not table.game.is_terminal() and table.session.bot_seats_to_act()
        )
    return run.due(len(table.game.log)) is None and not (
        run.entry(len(table.game.log)) is None
        and not table.game.is_terminal()
        and table.session.bot_seats_to_act()
    )


def _racing(replica: Replica, saved: dict[str, Any]) -> bool:
    """The saved lesson is in a race the learner takes part in (its overlay is up)."""
    table = replica.table(saved)
    timed = table.game.timed()
    return timed is not None and table.run.learner in timed.seats


#: polls of an unchanged save in a race of the learner's before the driver answers the offer
#: of relaxed timing (well after the race's result came up: a plain result goes on by itself)
OFFER_POLLS = 40
#: seconds the window's lesson may take to come to rest, or to take a gesture: each wait ends
#: as soon as the save says so; the limit is for a loaded 2-core machine, where the Codenames
#: lesson's computer Agent guessing from the learner's clue kept the table busy 22 s of the 45 s
#: this once allowed
SETTLE_LIMIT = 180.0
MOVE_LIMIT = 60.0


def _settled(
    w: XWindow, replica: Replica, lesson: Lesson, seconds: float = SETTLE_LIMIT
) -> dict[str, Any]:
    """The window's save once the lesson waits for the learner. A race the learner lost to the
    computer (the driver copies no Happening's gesture: the lesson's "did not press" path)
    offers relaxed timing on its result, and in a lesson that result waits for the answer: the
    driver says No thanks with N, as its button says ("No thanks [N]"), each time the save has
    stood still in the race a while (N is no race key; on a plain result it does nothing): a
    lesson's copy race waits ``COPY_WAIT_NS`` for the learner, so a first N may come before
    its result."""
    data: dict[str, Any] | None = None
    still, polls = None, 0
    for _ in range(int(seconds / 0.2)):
        data = _save(w.home, lesson)
        polls = polls + 1 if data == still else 0
        still = data
        if data is not None and _waiting(replica, data):
            time.sleep(0.3)
            again = _save(w.home, lesson)
            if again == data:
                # a person looks before clicking: a move button that has just taken another's
                # place takes no press for BUTTON_GUARD (the wrong End turn click was swallowed)
                time.sleep(tablemod.BUTTON_GUARD + 0.2)
                return data
        elif data is not None and polls >= OFFER_POLLS and _racing(replica, data):
            w.key("n")
            polls = 0
        time.sleep(0.2)
    raise AssertionError(f"the lesson did not come to rest: {data}")


def _do(w: XWindow, gesture: tuple[Any, ...]) -> None:
    if gesture[0] == "click":
        w.click(gesture[1])
    elif gesture[0] == "type":  # a typed move: click the box, type, Return
        w.click(gesture[1])
        w.type(gesture[2], delay_ms=60)
        w.key("Return")
    else:
        w.drag(gesture[1], gesture[2])


def _gestures(replica: Replica, table: Any, wrong: bool) -> list[tuple[Any, ...]]:
    """The gestures the window needs now, found by making them on the replica first: over a
    race or a shot (the table's runner puts the overlay up on the replica as in the window), a
    gesture that offers a choice of moves and then the pick. Empty: no wrong move here."""
    if table.game.timed() is not None:
        table.timed.update(table.now())
        if replica.app.scene is not table:
            gest = lessonkit.overlay_gesture(replica.app.scene, wrong=wrong)
            return [gest] if gest is not None else []
    first = lessonkit.wrong_gesture(table) if wrong else lessonkit.step_gesture(table)
    if first is None:
        return []
    before = (table.run.at, len(table.game.log))
    seen = lessonkit.progress(table)
    lessonkit.perform(replica.app, replica.clock, first)
    if wrong:
        return [] if table.chooser else [first]  # a choice offered is no wrong move to try
    out = [first]
    # a move of several gestures (a chooser's pick; RPG Get!'s Redraw picks, its bank's
    # Look): the next ones, while each changes the screen and not yet the game
    for _ in range(6):
        if replica.app.scene is not table or (table.run.at, len(table.game.log)) != before:
            break
        if not table.chooser:
            if lessonkit.progress(table) == seen:
                break
            replica.clock.advance(tablemod.BUTTON_GUARD + 0.2)  # as the window waits
            replica.app._step([])
        seen = lessonkit.progress(table)
        gest = lessonkit.step_gesture(table)
        lessonkit.perform(replica.app, replica.clock, gest)
        out.append(gest)
    return out


def take_in_window(tmp_path: Path, path: Path, wrong: bool, steps: int | None = None) -> None:
    lesson = load_lesson(path)
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"window_size": list(SIZE)}))
    replica = Replica(tmp_path, lesson)
    with real_window(home, ["learn", lesson.game], settle=1.5) as w:  # after its first frame
        for _n in range(steps if steps is not None else len(lesson.steps) + 2):
            data = _settled(w, replica, lesson)
            if data["finished"]:
                break
            table = replica.table(data)
            at, log = data["step"], data["log"]
            if table.game.timed() is not None:
                time.sleep(1.0)  # the window puts its overlay up
            if wrong:
                bads = _gestures(replica, table, wrong=True)
                table = replica.table(data)
                if bads:
                    told = len(data["refused"])
                    after = None
                    for _try in range(2):  # as a person would, once more if nothing happened
                        for bad in bads:  # (a busy window may swallow a click under the guard)
                            _do(w, bad)
                        after = _save_when(  # a busy machine's app may take a while
                            w, lesson, lambda d, told=told: len(d["refused"]) > told, MOVE_LIMIT
                        )
                        if after is not None:
                            break
                    assert after is not None, (
                        f"step {at + 1}: the wrong move {bad} was not refused; {_seen(w)}"
                    )
                    assert (after["step"], after["log"]) == (at, log)
                    assert (
                        table.run.hint() in after["refused"][-1][1]
                        or "Read the note" in after["refused"][-1][1]
                    )
                    time.sleep(1.0 if table.game.timed() is not None else 0.4)
            gests = _gestures(replica, table, wrong=False)
            for k, gest in enumerate(gests):
                if k:  # a button that took another's place takes no press at once
                    time.sleep(tablemod.BUTTON_GUARD + 0.2)
                _do(w, gest)
            moved = _save_when(
                w, lesson, lambda d, at=at, log=log: (d["step"], d["log"]) != (at, log), MOVE_LIMIT
            )
            if moved is None and _n == 0:
                # the very first click can come before the window takes input on a loaded
                # machine (its first frames): a person clicks again
                for gest in gests:
                    _do(w, gest)
                moved = _save_when(
                    w,
                    lesson,
                    lambda d, at=at, log=log: (d["step"], d["log"]) != (at, log),
                    MOVE_LIMIT,
                )
            assert moved is not None, (
                f"step {at + 1} of {lesson.ident}: the gesture changed nothing; {_seen(w)}"
            )
        else:
            if steps is None:
                raise AssertionError("the lesson did not end")
        if steps is None:
            final = _settled(w, replica, lesson)
            assert final["finished"] or final["step"] >= len(lesson.steps)


def _seen(w: XWindow) -> str:
    """What a failing step leaves to look at: the screen (kept next to the home) and whether
    the app still runs."""
    shot = w.home.parent / "screen.png"
    if shutil.which("import"):
        subprocess.run(["timeout", "20", "import", "-window", "root", str(shot)], env=w.env)
    return f"the screen: {shot}; {w.gone() or 'the app still runs'}"


def _save_when(w: XWindow, lesson: Lesson, ok: Any, seconds: float) -> dict[str, Any] | None:
    for _ in range(int(seconds / 0.1)):
        data = _save(w.home, lesson)
        if data is not None and ok(data):
            return data
        time.sleep(0.1)
    return None


@NEEDS_X
@pytest.mark.slow
def test_the_espionage_lesson_first_steps_with_wrong_moves_in_a_real_window(tmp_path: Path) -> None:
    path = next(p for p in LESSONS if p.parent.parent.name == "espionage")
    take_in_window(tmp_path, path, wrong=True, steps=6)


@NEEDS_X
@pytest.mark.slow
@pytest.mark.parametrize("wrong", [False, True], ids=["right", "wrong-first"])
@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_a_whole_lesson_in_a_real_window(tmp_path: Path, path: Path, wrong: bool) -> None:
    take_in_window(tmp_path, path, wrong=wrong)
