"""A lesson's words follow the table (a new player's Austin lesson, 2026-11-26: step 27 said
"Your turn" about 3 s before it was, while the computer players were still ending their
turns). Moves the table makes for the steps before the current one (a note's ``then``, played
once it is read) come first: meanwhile the panel says the other players are moving, points at
nothing and has no Next; the step's own words come when they are made."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tabletop.ui.layers.lesson import CATCHING_UP
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock
from tests.ui.test_lesson_races import _computer_races, _run_to


def test_your_turn_is_said_when_it_is_your_turn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.75)
    lesson = load_lesson(lesson_paths("austin")[0])
    note = _computer_races(lesson)[-1] + 1  # the note after the false start, its turns' ends
    turn = lesson.steps[note + 1]
    assert lesson.steps[note].is_note and "Your turn" in turn.text and turn.free
    run, g = _run_to(lesson, note)
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    table.next_note()  # read: Evil and Felicity's friend end their turns now
    learner = table.run.learner
    said: list[tuple[str, bool, int]] = []
    for _ in range(600):
        clock.advance(1 / 60)
        app._step([])
        head, text, status = table.guide.lines()
        mine = table.game.view(learner)["current"] == learner and not table.run.catching_up(
            len(table.game.log)
        )
        said.append((text, mine, len(table.game.log)))
        if text == CATCHING_UP:
            assert not mine and "Next" not in [b.label for b in table.guide.buttons]
            assert table.guide.targets() == ([], None)
        else:
            # the step's words only once it is the learner's turn
            assert text == table.gv.say(turn.text) and mine, (text, table.game.log[-4:])
            break
    moves = {n for text, _mine, n in said if text == CATCHING_UP}
    assert len(moves) >= 4  # the panel waited through the four moves, ...
    assert said[-1][0] == table.gv.say(turn.text)  # ... then said it
    pygame.quit()


def test_next_waits_while_the_moves_before_a_note_are_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A note shown after an earlier note's moves (the Codenames lesson's rival's turn): Next
    does nothing until they are made, so a note never passes unread."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("codenames")[0])
    script = lesson.entries()
    k = next(
        i
        for i, st in enumerate(lesson.steps)
        if i
        and st.is_note
        and lesson.steps[i - 1].is_note
        and any(e.step == i - 1 and not e.own for e in script)
    )
    run, g = _run_to(lesson, k - 1)
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    table.next_note()  # the earlier note read: its moves are due, the next note waits
    assert table.run.at == k and table.run.catching_up(len(table.game.log))
    assert table.guide.lines()[1] == CATCHING_UP
    table.next_note()  # N, Enter or a click meanwhile: nothing
    assert table.run.at == k
    for _ in range(900):
        if not table.run.catching_up(len(table.game.log)):
            break
        clock.advance(1 / 30)
        app._step([])
    assert table.guide.lines()[1] == table.gv.say(lesson.steps[k].text)
    table.next_note()
    assert table.run.at > k
    pygame.quit()
