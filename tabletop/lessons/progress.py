"""A lesson being taken: which step is on, which scripted move is due, whether a move of the
learner is the one the step wants (and what to say when not), and its save (JSON, like a
game's: the lesson, the step and the game's log). Pure Python: the table runs it
(``tabletop.lessons.table``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import SaveError, TabletopError
from tabletop.engine.files import load_json, quote
from tabletop.engine.game import Game
from tabletop.engine.saves import user_dir, write_json
from tabletop.lessons.format import Lesson, Step

FORMAT = "tabletop-lesson"
VERSION = 1
#: said when the learner moves while a note is being read
READ_FIRST = "Read the note first, then press Next."
#: said when the learner moves while the computer players make the lesson's moves
WAIT = "Wait a moment: the other players are moving."


class LessonRun:
    """The state of a lesson at the table: the step on (``at``), the moves played (the game's
    log, counted from ``base``) and whether the current free step has had its move."""

    def __init__(self, lesson: Lesson, at: int = 0, free_done: bool = False) -> None:
        self.lesson = lesson
        self.steps = lesson.steps
        self.script = lesson.script()
        self.base = 0
        self.at = at
        self.free_done = free_done
        #: the refusals told at the current step (the last first is enough for a test to read)
        self.refused: list[tuple[int, str]] = []
        # the script's length after each step's moves (a move step is done there)
        self.ends: list[int] = []
        n = 0
        for i in range(len(self.steps)):
            n += sum(1 for s, _a, _own in self.script if s == i)
            self.ends.append(n)

    # ------------------------------------------------------------------ where we are
    @property
    def finished(self) -> bool:
        return self.at >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.steps[self.at]

    @property
    def learner(self) -> int:
        """The learner's seat now (a step may move them to another seat)."""
        return self.lesson.learner_at(min(self.at, len(self.steps) - 1))

    @property
    def scripted(self) -> bool:
        """The game is still played from the script (no free step reached)."""
        return not any(s.free for s in self.steps[: self.at + 1])

    def entry(self, log_len: int) -> tuple[int, Action, bool] | None:
        k = log_len - self.base
        return self.script[k] if 0 <= k < len(self.script) else None

    def due(self, log_len: int) -> Action | None:
        """The scripted move the table makes now (a computer player's, or a pass made for the
        learner), or None: the learner's move, a note being read, or the script is over."""
        e = self.entry(log_len)
        if e is None or e[2]:
            return None
        i, action, _own = e
        if i < self.at or (i == self.at and self.steps[i].move is not None):
            return action
        return None

    def wanted(self, log_len: int) -> Action | None:
        """The move the current step wants of the learner now (None: none, or not yet)."""
        e = self.entry(log_len)
        if e is None or not e[2] or e[0] != self.at:
            return None
        return e[1]

    # ------------------------------------------------------------------ judging a move
    def judge(self, action: Action, game: Game, for_learner: bool = False) -> str | None:
        """None when ``action`` may be made now; else what to say (the step's hint).
        ``for_learner``: the table makes it for the learner (a pass with nothing to answer),
        which after the script needs no step's leave: a note being read does not stop it."""
        if self.finished:
            return None
        log_len = len(game.log)
        e = self.entry(log_len)
        if e is None and for_learner:
            return None
        if e is not None:
            if action == e[1] and (not e[2] or e[0] == self.at):
                return None
            if action.seat != self.learner:
                return WAIT
            step = self.step
            if step is not None and step.is_note:
                return READ_FIRST
            if e[2] and e[0] == self.at:
                return self.hint()
            return WAIT
        if action.seat != self.learner:
            return None  # the script is over: the computer players play for themselves
        step = self.step
        if step is None:
            return None
        if step.is_note:
            return READ_FIRST
        if (
            step.free
            and not self.free_done
            and (step.match is None or step.match.matches(action, game))
        ):
            return None
        if step.free and self.free_done and step.until_end:
            return None
        return self.hint()

    def hint(self) -> str:
        step = self.step
        if step is None:
            return ""
        return step.hint or step.text

    # ------------------------------------------------------------------ moving on
    def moved(self, action: Action, game: Game) -> None:
        """``action`` was applied: a free step's move counts; then move on where done."""
        step = self.step
        if (
            step is not None
            and step.free
            and action.seat == self.learner
            and (step.match is None or step.match.matches(action, game))
        ):
            self.free_done = True
        self.sync(game)

    def sync(self, game: Game) -> None:
        """Move past the steps that are done (a note waits for Next)."""
        log_len = len(game.log) - self.base
        while not self.finished:
            step = self.steps[self.at]
            if step.is_note:
                if self.at > 0 and game.is_terminal() and self.steps[self.at - 1].free:
                    break
                return
            if step.free:
                if game.is_terminal() or (self.free_done and not step.until_end):
                    self.advance()
                    continue
                return
            if log_len >= self.ends[self.at]:
                self.advance()
                continue
            return

    def advance(self) -> None:
        self.at += 1
        self.free_done = False
        self.refused = []

    def next_note(self, game: Game) -> bool:
        """Next pressed: the note is read (True), then any steps already done are passed."""
        step = self.step
        if step is None or not step.is_note:
            return False
        self.advance()
        self.sync(game)
        return True

    def told(self, text: str) -> None:
        self.refused.append((self.at, text))

    # ------------------------------------------------------------------ saves
    def to_save(self, game: Game) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.lesson.game,
            "lesson": self.lesson.ident,
            "step": self.at,
            "free_done": self.free_done,
            "log": list(game.log),
            "finished": self.finished,
            "refused": [[s, t] for s, t in self.refused[-5:]],
        }


def save_path(lesson: Lesson) -> Path:
    folder = user_dir() / "lessons"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{lesson.game}-{lesson.ident}.json"


def save_run(run: LessonRun, game: Game) -> None:
    write_json(save_path(run.lesson), run.to_save(game))


def read_save(lesson: Lesson) -> dict[str, Any] | None:
    """The saved progress of ``lesson`` if any (a damaged file reads as none)."""
    path = save_path(lesson)
    if not path.exists():
        return None
    try:
        data = load_json(path, "lesson save", 4 * 1024 * 1024)
        check_lesson_save(data, lesson, str(path))
    except SaveError:
        return None
    return None if data.get("finished") else data


def check_lesson_save(data: dict[str, Any], lesson: Lesson, src: str) -> None:
    if data.get("format") != FORMAT or data.get("lesson") != lesson.ident:
        raise SaveError(f"{src}: not a save of the lesson {quote(lesson.ident)}")
    step, log = data.get("step"), data.get("log")
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= len(lesson.steps):
        raise SaveError(f"{src}: step should be a step number of the lesson")
    if not isinstance(log, list) or not all(isinstance(a, str) for a in log):
        raise SaveError(f"{src}: log should be a list of moves")


def resume(lesson: Lesson, data: dict[str, Any]) -> tuple[LessonRun, Game]:
    """The lesson's game and run as saved (``SaveError`` when the log does not replay)."""
    game = lesson.new_game()
    script = lesson.script()
    for i, text in enumerate(data["log"]):
        try:
            action = parse_action(text)
            game.apply(action)
        except TabletopError as e:
            raise SaveError(
                f"lesson save: move {i + 1} ({text!r}) cannot be replayed: {e}"
            ) from None
        if i < len(script) and action != script[i][1]:
            # the lesson was changed since (an update): its script no longer follows this game
            raise SaveError(f"lesson save: move {i + 1} ({text!r}) is not the lesson's move")
    run = LessonRun(lesson, int(data["step"]), bool(data.get("free_done", False)))
    run.sync(game)
    return run, game


def forget(lesson: Lesson) -> None:
    """The lesson's save is deleted (it was finished, or started over)."""
    try:
        save_path(lesson).unlink()
    except FileNotFoundError:
        pass
