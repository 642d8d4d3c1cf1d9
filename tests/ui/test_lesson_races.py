"""A lesson's races (docs/lessons.md, "Races in the script"): a scripted move may be a pattern
standing for any outcome the rules allow (a gesture race's measured order), a tie's pick an
optional move; a lesson whose later script would break for some outcome is refused at load.
The Austin Powers lesson has the learner copy a computer player's gesture and try a false
start, and is taken to its end headless whoever is the target (2026-11-26: all three
Happenings the computers played in a newcomer's first game hit the newcomer)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action, parse_action
from tabletop.lessons.format import Lesson, LessonError, Pattern, lesson_paths, load_lesson
from tabletop.lessons.progress import READ_FIRST, WAIT, LessonRun, resume
from tabletop.lessons.table import LessonTable, open_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

AUSTIN = lesson_paths("austin")[0]


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


def _lesson() -> Lesson:
    return load_lesson(AUSTIN)


def _own_race(lesson: Lesson) -> int:
    """The index of the learner's own gesture race step (its move a pattern)."""
    return next(
        i
        for i, st in enumerate(lesson.steps)
        if st.own is not None and st.own.pattern is not None and st.own.pattern.args == ("**",)
    )


def _computer_races(lesson: Lesson) -> list[int]:
    """The waiting steps whose moves are a computer player's Happening and its race."""
    return [
        i
        for i, st in enumerate(lesson.steps)
        if st.wait
        and any(e.action is not None and e.action.verb == "happening" for e in st.entries)
        and any(e.pattern is not None and e.pattern.verb == "happening_order" for e in st.entries)
    ]


def _run_to(lesson: Lesson, index: int) -> tuple[LessonRun, Any]:
    """The lesson's run and game at step ``index`` on its replayed way (notes read)."""
    run = LessonRun(lesson)
    g = lesson.new_game()
    run.sync(g)
    for _i, action, _own in lesson.script():
        while run.step is not None and run.step.is_note and run.at < index:
            run.next_note(g)
        if run.at >= index:
            break
        assert run.judge(action, g) is None, (run.at + 1, str(action))
        g.apply(action)
        run.moved(action, g)
    while run.at < index and run.step is not None and run.step.is_note:
        run.next_note(g)
    assert run.at == index
    return run, g


# ---------------------------------------------------------------------- the pattern step
def test_a_pattern_step_accepts_any_legal_outcome_and_refuses_others() -> None:
    lesson = _lesson()
    mine = _own_race(lesson)
    run, g = _run_to(lesson, mine)
    outcomes = [
        "0:happening_order 1 2",
        "0:happening_order 2 1",
        "0:happening_order 1 2 tied 2",
        "0:happening_order 2 1 tied 2",
    ]
    for text in outcomes:
        a = parse_action(text)
        assert g.illegal_reason_or_none(a) is None
        assert run.judge(a, g) is None, text  # any measured order is the step's move
    assert run.judge(parse_action("0:end"), g) == run.hint()
    assert run.judge(parse_action("1:happening_order 0 2"), g) == WAIT
    # an outcome the rules do not allow fits the pattern but is the engine's to refuse
    assert g.illegal_reason_or_none(Action(0, "happening_order", (1,))) is not None
    # a computer player's race: its report is accepted whatever it measured, nothing else is
    theirs = _computer_races(lesson)[0]
    run, g = _run_to(lesson, theirs)
    assert run.step is not None and run.step.wait and not run.step.is_note
    happening = run.due(len(g.log))
    assert happening is not None and happening.verb == "happening" and happening.seat == 1
    g.apply(happening)
    run.moved(happening, g)
    for text in ("1:happening_order 0 2", "1:happening_order 2 0", "1:happening_order 0 2 tied 2"):
        assert run.judge(parse_action(text), g) is None, text
    assert run.judge(parse_action("1:end"), g) == WAIT
    assert run.judge(parse_action("0:end"), g) == WAIT


def test_an_optional_move_is_passed_over_where_it_does_not_come() -> None:
    """The learner's tie pick comes only after a tie: otherwise its step is passed over."""
    lesson = _lesson()
    mine = _own_race(lesson)
    pick = lesson.steps[mine + 1]
    assert pick.own is not None and pick.own.optional and pick.own.pattern is not None
    for report, tied in (("0:happening_order 1 2", False), ("0:happening_order 1 2 tied 2", True)):
        run, g = _run_to(lesson, mine)
        a = parse_action(report)
        g.apply(a)
        run.moved(a, g)
        if tied:
            assert run.at == mine + 1 and mine + 1 not in run.passed
            want = run.wanted(len(g.log))
            assert want is not None and want.verb == "happening_target"
            assert run.judge(parse_action("0:end"), g) == run.hint()
        else:
            assert run.at == mine + 2 and mine + 1 in run.passed
            assert run.step is not None and run.step.is_note
            assert run.judge(parse_action("0:end"), g) == READ_FIRST


def test_a_pattern_is_written_as_a_move_with_stars() -> None:
    p = Pattern.parse("1:happening_order **")
    assert (p.seat, p.verb, p.args) == (1, "happening_order", ("**",))
    assert p.text == "1:happening_order **"


# ---------------------------------------------------------------------- refused at load
def _changed(tmp_path: Path, old: str, new: str, count: int = 1) -> Path:
    text = AUSTIN.read_text(encoding="utf-8")
    assert text.count(old) >= count
    bad = tmp_path / "outcomes.toml"
    bad.write_text(text.replace(old, new, count), encoding="utf-8")
    return bad


def test_a_lesson_whose_script_breaks_after_a_tie_is_refused_at_load(tmp_path: Path) -> None:
    """Without the tie's pick the next Happening is not legal after a tie (the Happening's
    player must pick the target first): refused at load, naming the outcome."""
    bad = _changed(
        tmp_path,
        '"1:happening_order **", "?1:happening_target *"]',
        '"1:happening_order **"]',
    )
    with pytest.raises(LessonError) as e:
        load_lesson(bad)
    said = str(e.value)
    first = _computer_races(_lesson())[1] + 1
    assert said.startswith(str(bad)) and "\n" not in said
    assert f"step {first}: key 'then', move 1" in said and " is not legal after " in said
    assert f"1:happening_order 2 0 tied 2 (step {first - 3})" in said
    assert "choose the target" in said  # the game's reason


def test_a_lesson_whose_script_breaks_for_one_target_is_refused_at_load(tmp_path: Path) -> None:
    """A move that holds only for some targets (Felicity's friend tosses a card she keeps
    unless she was the target of the learner's Mojo Rising, which discards a random card) is
    refused at load, though the lesson's own replay (Evil the target) goes through."""
    lesson = _lesson()
    kept = _last_hand(lesson, {})
    lost = _last_hand(lesson, {"0:happening_order 2 1": "0:happening_order 1 2"})
    gone = sorted(kept - lost)
    assert gone, "the Happening's target discards a random card"
    bad = _changed(
        tmp_path,
        'then = ["1:end", "1:even_up", "2:end", "2:even_up"]',
        f'then = ["1:end", "1:even_up", "2:end", "2:toss {gone[0]}", "2:even_up"]',
    )
    with pytest.raises(LessonError) as e:
        load_lesson(bad)
    said = str(e.value)
    assert said.startswith(str(bad)) and "\n" not in said
    assert "key 'then', move 4" in said and f"2:toss {gone[0]} is not legal after" in said
    assert f"0:happening_order 1 2 (step {_own_race(lesson) + 1})" in said


def _last_hand(lesson: Lesson, instead: dict[str, str]) -> set[int]:
    """Felicity's friend's hand before her last even up, the script's moves replayed (a
    race's report as ``instead`` says)."""
    g = lesson.new_game()
    script = lesson.script()
    last = max(k for k, (_i, a, _own) in enumerate(script) if str(a) == "2:even_up")
    for _i, action, _own in script[:last]:
        g.apply(parse_action(instead.get(str(action), str(action))))
    return set(g.hand[2])  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- what the lesson teaches
def test_the_austin_lesson_has_the_learner_copy_and_try_a_false_start() -> None:
    lesson = _lesson()
    races = _computer_races(lesson)
    assert len(races) == 2
    copy_at, false_at = races
    before_copy = lesson.steps[copy_at - 1]
    assert before_copy.is_note and "Wait..." in before_copy.text and "copy" in before_copy.text
    assert "copy" in lesson.steps[copy_at].text
    # the false start: invited while it says Wait..., before the gesture
    invite = lesson.steps[false_at - 1].text + " " + lesson.steps[false_at].text
    assert "Wait..." in invite and "before" in invite
    after = lesson.steps[false_at + 1]
    assert after.is_note and "false start" in after.text and "target" in after.text
    assert "false start" in after.false_start and "target" in after.false_start
    # the computer player makes the gesture: the Happening is theirs, the race reported by them
    for i in races:
        st = lesson.steps[i]
        assert st.entries[0].action is not None and st.entries[0].action.seat == 1
        assert st.entries[1].pattern == Pattern.parse("1:happening_order **")
        assert st.entries[2].optional


# ---------------------------------------------------------------------- taken headless
def _app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, ManualClock]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    return app, clock


def _frames_until(app: App, clock: ManualClock, done: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        clock.advance(1 / 60)
        app._step([])
    raise AssertionError("it never came")


def _race_up(app: App) -> Any:
    return app.scene if hasattr(app.scene, "race") else None


def _declined(app: App) -> bool:
    """False; a race's offer of relaxed timing (which in a lesson waits for its answer) is
    answered No thanks with its key."""
    offer = getattr(app.scene, "offer", None)
    if offer is not None and offer.answer is None:
        n = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)
        app._step([n])
    return False


def take(app: App, clock: ManualClock, plan: dict[int, str], shots: Path | None = None) -> Any:
    """The Austin lesson to its end by its pointing; at the race steps ``plan`` (by step
    index) says what the learner does: "copy" (at once after the gesture; their own: make
    it), "none" (never press), "early" (press while it says Wait...)."""
    table = open_lesson(app, _lesson(), fresh=True)
    lessonkit.watch_overlays(app, clock)
    app._step([])
    said: dict[int, str] = {}
    for _ in range(120):
        run = table.run
        how = plan.get(run.at, "copy")
        if run.step is not None and run.at in plan and how != "copy":
            _frames_until(app, clock, lambda: _race_up(app) is not None)
            race = app.scene.race
            if shots is not None:
                pygame.image.save(app.screen, str(shots / f"step{run.at + 1}-{how}-wait.png"))
            if how == "early":
                assert race.window.opened_ns is None  # Wait...: the gesture is not made yet
                lessonkit.perform(app, clock, ("click", app.scene.box().center))
                assert race.window.false_started(table.run.learner)
                _frames_until(app, clock, lambda w=race.window: w.opened_ns is not None)
                if shots is not None:
                    app._step([])
                    pygame.image.save(app.screen, str(shots / f"step{run.at + 1}-early.png"))
            at = run.at
            _frames_until(app, clock, lambda at=at: _declined(app) or table.run.at != at)
            _frames_until(app, clock, lambda at=at: app.scene is table and table.run.at != at)
            continue
        lessonkit.settle(app, clock, table)
        if table.run.finished or table not in app.scenes:
            break
        run = table.run
        if run.step is not None and run.step.is_note:
            said[run.at] = table.guide.lines()[1]
            if shots is not None and run.step.false_start:
                table.dirty = True
                app._step([])
                pygame.image.save(app.screen, str(shots / f"step{run.at + 1}-note.png"))
        race = _race_up(app)
        if race is not None and shots is not None:
            app._step([])
            pygame.image.save(app.screen, str(shots / f"step{run.at + 1}-copy.png"))
        before = lessonkit.progress(table)
        lessonkit.perform(app, clock, lessonkit.step_gesture(table))
        if table.chooser:
            lessonkit.perform(app, clock, lessonkit.step_gesture(table))
        if app.scene is not table and lessonkit.overlay_busy(app.scene, table.run.learner):
            lessonkit.settle(app, clock, table)
        assert lessonkit.progress(table) != before, f"step {run.at + 1} did not move on"
    lessonkit.settle(app, clock, table)
    assert table.run.finished, f"stopped at step {table.run.at + 1}"
    table.said = said  # type: ignore[attr-defined]
    return table


def _reports(table: LessonTable) -> list[str]:
    return [a for a in table.game.log if ":happening_order " in a]


def test_the_lesson_is_taken_copying_first_and_waiting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The learner copies each computer gesture at once: Felicity's friend is last both
    times; the note after the false-start race says they waited."""
    app, clock = _app(tmp_path, monkeypatch)
    lesson = _lesson()
    copy_at, false_at = _computer_races(lesson)
    table = take(app, clock, {})
    reports = _reports(table)
    assert reports[1:] == ["1:happening_order 0 2", "1:happening_order 0 2"]
    assert table.said[false_at + 1] == lesson.steps[false_at + 1].text
    assert table.said[copy_at + 1] == lesson.steps[copy_at + 1].text
    assert not table.run.false_start
    pygame.quit()


def test_the_lesson_is_taken_last_and_with_a_false_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The learner never copies the first gesture (they are last: the target, and the note
    says they did not press) and presses during Wait... in the second (a false start: the
    target again, said so)."""
    app, clock = _app(tmp_path, monkeypatch)
    lesson = _lesson()
    copy_at, false_at = _computer_races(lesson)
    table = take(app, clock, {copy_at: "none", false_at: "early"})
    # neither time did the learner copy the gesture in time: each report says so, and the
    # second that they made it too soon (a false start)
    assert _reports(table)[1:] == [
        "1:happening_order 2 0 missed 1",
        "1:happening_order 2 0 missed 1 early 1",
    ]
    assert table.said[copy_at + 1] == lesson.steps[copy_at + 1].no_press
    assert table.said[false_at + 1] == lesson.steps[false_at + 1].false_start
    pygame.quit()


def test_the_false_start_note_says_when_the_learner_did_not_press(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """2026-11-26: a new player who never pressed read "You waited for the smirk": the note
    after the false-start race says they did not press, and so were the target."""
    app, clock = _app(tmp_path, monkeypatch)
    lesson = _lesson()
    _copy_at, false_at = _computer_races(lesson)
    table = take(app, clock, {false_at: "none"})
    assert _reports(table)[-1] == "1:happening_order 2 0 missed 1"
    said = table.said[false_at + 1]
    assert said == lesson.steps[false_at + 1].no_press
    assert "did not press" in said and "target" in said and "waited" not in said
    pygame.quit()


def test_each_race_note_says_why_the_learner_was_or_was_not_the_target() -> None:
    """After each computer player's race the note has a text for each way the learner did:
    in time (not last), late (last alone: the target), no press, a false start; a run picks
    the one that fits and keeps it in its save."""
    lesson = _lesson()
    for i in _computer_races(lesson):
        note = lesson.steps[i + 1]
        texts = [note.text, note.last, note.no_press, note.false_start]
        assert all(texts) and len(set(texts)) == 4
        assert "target" in note.last and "after" in note.last
        assert "not press" in note.no_press and "target" in note.no_press
        run, g = _run_to(lesson, i + 1)
        for how, false_start, want in (
            ("", False, note.text),
            ("late", False, note.last),
            ("none", False, note.no_press),
            ("none", True, note.false_start),
        ):
            run.raced(false_start, how)
            assert run.text() == want
            saved = run.to_save(g)
            again, _ = resume(lesson, saved)
            assert again.text() == want
    pygame.quit()


def test_the_lesson_goes_on_after_a_tie_in_the_learners_own_race(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The learner never makes their own gesture: the race ends with both others tied for
    last, the tie's pick is the next step (pointed at), and the lesson goes on to its end;
    a false start in the first computer race is told there too."""
    app, clock = _app(tmp_path, monkeypatch)
    lesson = _lesson()
    mine = _own_race(lesson)
    copy_at, _false_at = _computer_races(lesson)
    table = take(app, clock, {mine: "none", copy_at: "early"})
    log = table.game.log
    # no gesture made: nobody copied it, both tie for last
    assert any(a.startswith("0:happening_order") and a.endswith("tied 2 missed 2") for a in log)
    assert any(a.startswith("0:happening_target ") for a in log)
    assert mine + 1 not in table.run.passed
    assert table.said[copy_at + 1] == lesson.steps[copy_at + 1].false_start
    pygame.quit()


def test_a_lesson_left_after_a_race_resumes_with_its_outcome(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save keeps the race's outcome (whatever it was) and the false start: the lesson
    resumes at the note that explains it."""
    app, clock = _app(tmp_path, monkeypatch)
    lesson = _lesson()
    copy_at, _false_at = _computer_races(lesson)
    table = open_lesson(app, lesson, fresh=True)
    lessonkit.watch_overlays(app, clock)
    lessonkit.take_to(app, clock, table, copy_at)
    _frames_until(app, clock, lambda: _race_up(app) is not None)
    lessonkit.perform(app, clock, ("click", app.scene.box().center))  # early
    _frames_until(
        app,
        clock,
        lambda: not _declined(app) and app.scene is table and table.run.at == copy_at + 1,
    )
    assert table.run.false_start
    table.leave()
    again = open_lesson(app, lesson)
    assert again.run.at == copy_at + 1 and again.run.false_start
    assert again.guide.lines()[1] == lesson.steps[copy_at + 1].false_start
    pygame.quit()


def test_the_relaxed_offer_after_a_lesson_race_waits_for_its_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """2026-11-26: the offer of relaxed timing after the first computer race went by itself
    after a few seconds, and the new player's N for No thanks read the note after the race
    unseen. In a lesson the offer waits for its answer; N answers it, and the note is on."""
    app, clock = _app(tmp_path, monkeypatch)
    lesson = _lesson()
    copy_at, _false_at = _computer_races(lesson)
    table = open_lesson(app, lesson, fresh=True)
    lessonkit.watch_overlays(app, clock)
    lessonkit.take_to(app, clock, table, copy_at)
    _frames_until(app, clock, lambda: _race_up(app) is not None)
    race = app.scene
    _frames_until(app, clock, lambda: race.stage == "result")
    assert race.offer is not None  # the new player did not press: lost to the computer
    for _ in range(20 * 60):  # twenty seconds read
        clock.advance(1 / 60)
        app._step([])
    assert app.scene is race and table.run.at == copy_at
    n = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)
    app._step([n])
    _frames_until(app, clock, lambda: app.scene is table)
    for _ in range(30):
        clock.advance(1 / 60)
        app._step([])
    assert table.run.at == copy_at + 1
    assert table.guide.lines()[1] == lesson.steps[copy_at + 1].no_press
    pygame.quit()
