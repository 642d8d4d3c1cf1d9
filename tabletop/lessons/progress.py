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
from tabletop.lessons.format import Entry, Lesson, Step

FORMAT = "tabletop-lesson"
VERSION = 1
#: said when the learner moves while a note is being read
READ_FIRST = "Read the note first, then press Next."
#: said when the learner moves while the computer players make the lesson's moves
WAIT = "Wait a moment: the other players are moving."


class LessonRun:
    """The state of a lesson at the table: the step on (``at``), where the game's log has come
    in the script (``pos``: a pattern stands for any move that fits it, an optional move is
    passed over where none fits) and whether the current free step has had its move."""

    def __init__(self, lesson: Lesson, at: int = 0, free_done: bool = False) -> None:
        self.lesson = lesson
        self.steps = lesson.steps
        self.script = lesson.entries()
        self.base = 0
        self.at = at
        self.free_done = free_done
        #: the refusals told at the current step (the last first is enough for a test to read)
        self.refused: list[tuple[int, str]] = []
        #: the learner's press in the last race was a false start (a step's ``false_start``)
        self.false_start = False
        #: the learner was last in the last race without a false start: "late" (pressed after
        #: every other player) or "none" (did not press); "" when not last
        self.last = ""
        #: the steps passed over: their optional move did not come (a tie that did not happen)
        self.passed: set[int] = set()
        #: the next scripted move (an index of ``script``) and the log's moves gone through
        self.pos = 0
        self.seen = 0
        #: a move of the log that is not the script's where the script was still on
        self.strayed: int | None = None
        #: the scripted moves made (their indexes in ``script``)
        self.took: set[int] = set()
        self._game: Game | None = None
        # the script's length after each step's moves (a move step is done there)
        self.ends: list[int] = []
        n = 0
        for i in range(len(self.steps)):
            n += sum(1 for e in self.script if e.step == i)
            self.ends.append(n)

    # ------------------------------------------------------------------ where we are
    @property
    def finished(self) -> bool:
        return self.at >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.steps[self.at]

    def counter(self) -> tuple[int, int]:
        """The step's number and the lesson's count of steps, as the panel says them. A step
        whose own move is optional (choosing among those tied, which may not happen) has no
        number of its own: it is told under the step before, so passing it over skips none."""

        def counted(i: int) -> bool:
            own = self.steps[i].own
            return own is None or not own.optional

        total = sum(counted(i) for i in range(len(self.steps)))
        return max(1, sum(counted(i) for i in range(min(self.at + 1, len(self.steps))))), total

    @property
    def learner(self) -> int:
        """The learner's seat now (a step may move them to another seat)."""
        return self.lesson.learner_at(min(self.at, len(self.steps) - 1))

    @property
    def scripted(self) -> bool:
        """The game is still played from the script (no free step reached)."""
        return not any(s.free for s in self.steps[: self.at + 1])

    def text(self) -> str:
        """What the step says now: its ``false_start`` words after a false start of the
        learner's in the race before."""
        step = self.step
        if step is None:
            return ""
        if self.false_start and step.false_start:
            return step.false_start
        if self.last == "none" and step.no_press:
            return step.no_press
        if self.last and step.last:
            return step.last
        return step.text

    def entry(self, log_len: int) -> Entry | None:
        """The scripted move due next when the log holds ``log_len`` moves (None: the script
        is over, or the log is not where the lesson last looked)."""
        if log_len - self.base != self.seen or self.strayed is not None:
            return None
        return self.script[self.pos] if self.pos < len(self.script) else None

    def _made(self, e: Entry) -> Action | None:
        """The move ``e`` stands for in the game now: its own, or a pattern's first fit."""
        if e.pattern is None:
            return e.action
        fits = e.choices(self._game) if self._game is not None else []
        return fits[0] if fits else None

    def due(self, log_len: int) -> Action | None:
        """The scripted move the table makes now (a computer player's, or a pass made for the
        learner; a pattern: the first legal move that fits, which a computer player's own
        choice or a race's outcome may stand in for), or None: the learner's move, a note
        being read, or the script is over."""
        e = self.entry(log_len)
        if e is None or e.own:
            return None
        i = e.step
        st = self.steps[i]
        if i < self.at or (i == self.at and (st.own is not None or st.wait)):
            return self._made(e)
        return None

    def catching_up(self, log_len: int) -> bool:
        """The table still makes moves of the steps before the current one (a note's
        ``then``, played once it is read): the current step speaks of the table after them
        ("Your turn"), so its words wait until they are made."""
        e = self.entry(log_len)
        return e is not None and e.step < self.at and self.due(log_len) is not None

    def race_ahead(self, log_len: int) -> bool:
        """The current step waits for a race still to come (a pattern among its moves not made
        yet: a computer player's Happening and its measured order): the step tells the learner
        what to do in it (copy at once, or press during Wait...), and a press before its panel
        is up is theirs in it."""
        step = self.step
        e = self.entry(log_len)
        if step is None or not step.wait or e is None or e.step != self.at:
            return False
        return any(x.pattern is not None for x in self.script[self.pos :] if x.step == self.at)

    def wanted(self, log_len: int) -> Action | None:
        """The move the current step wants of the learner now (None: none, or not yet; a
        pattern while a race is up: the race makes it)."""
        e = self.entry(log_len)
        if e is None or not e.own or e.step != self.at:
            return None
        if e.pattern is not None and self._game is not None and self._game.timed() is not None:
            return None
        return self._made(e)

    # ------------------------------------------------------------------ judging a move
    def judge(self, action: Action, game: Game, for_learner: bool = False) -> str | None:
        """None when ``action`` may be made now; else what to say (the step's hint).
        ``for_learner``: the table makes it for the learner (a pass with nothing to answer),
        which after the script needs no step's leave: a note being read does not stop it."""
        if self.finished:
            return None
        e = self.entry(len(game.log))
        if e is None and for_learner:
            return None
        if e is not None:
            if e.fits(action, game) and (not e.own or e.step == self.at):
                return None
            if action.seat != self.learner:
                return WAIT
            step = self.step
            if step is not None and step.is_note:
                return READ_FIRST
            if e.own and e.step == self.at:
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

    def raced(self, false_start: bool, last: str = "") -> None:
        """A race the learner took part in has ended (``false_start``: their press came before
        the gesture; ``last``: "late" or "none", they were last after pressing late or not
        pressing at all)."""
        self.false_start = false_start
        self.last = "" if false_start else last

    def align(self, game: Game) -> None:
        """Follow the log's new moves through the script: each is the next scripted move (an
        optional one it is not passes), and at the end an optional move that no legal move
        fits now is passed."""
        self._game = game
        log = game.log
        while self.seen < len(log) - self.base:
            if self.pos < len(self.script) and self.strayed is None:
                action = parse_action(log[self.base + self.seen])
                k = self.pos
                while (
                    k < len(self.script)
                    and self.script[k].optional
                    and not self.script[k].fits(action, game)
                ):
                    k += 1
                if k < len(self.script) and self.script[k].fits(action, game):
                    self.took.add(k)
                    self.pos = k + 1
                else:
                    self.strayed = self.seen
            self.seen += 1
        while (
            self.strayed is None
            and self.pos < len(self.script)
            and self.script[self.pos].optional
            and not self.script[self.pos].choices(game)
        ):
            self.pos += 1

    def sync(self, game: Game) -> None:
        """Move past the steps that are done (a note waits for Next)."""
        self.align(game)
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
            if self.pos >= self.ends[self.at] and self.strayed is None:
                own = step.own
                if own is not None and own.optional and not self._took(own):
                    self.passed.add(self.at)
                self.advance()
                continue
            return

    def _took(self, e: Entry) -> bool:
        """The optional move ``e`` of the script was made (not passed over)."""
        return any(self.script[k] is e for k in self.took)

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
            "false_start": self.false_start,
            "last": self.last,
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
    """The lesson's game and run as saved (``SaveError`` when the log does not replay, or its
    scripted moves are not the lesson's any more: the lesson was updated since)."""
    game = lesson.new_game()
    for i, text in enumerate(data["log"]):
        try:
            game.apply(parse_action(text))
        except TabletopError as e:
            raise SaveError(
                f"lesson save: move {i + 1} ({text!r}) cannot be replayed: {e}"
            ) from None
    run = LessonRun(lesson, int(data["step"]), bool(data.get("free_done", False)))
    run.false_start = data.get("false_start") is True
    run.last = data["last"] if data.get("last") in ("late", "none") else ""
    run.sync(game)
    if run.strayed is not None:
        text = game.log[run.strayed]
        raise SaveError(f"lesson save: move {run.strayed + 1} ({text!r}) is not the lesson's move")
    return run, game


def forget(lesson: Lesson) -> None:
    """The lesson's save is deleted (it was finished, or started over)."""
    try:
        save_path(lesson).unlink()
    except FileNotFoundError:
        pass
