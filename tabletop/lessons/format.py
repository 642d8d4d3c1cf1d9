"""The lesson format (TOML, public: ``docs/lessons.md``) and its loader.

A lesson is a game started from a seed or a ``[position]`` (the scenario format of
``docs/scenarios.md``), a learner's seat, and steps. Each step is one of:

- a note (no ``move``, not ``free``): text to read, taken in with the panel's Next button;
- a move: ``move`` in notation (card names may stand for ids, as in scenarios); only that move
  is accepted; any other is refused with the engine's reason (when it is illegal) and the
  step's ``hint``;
- a free step (``free = true``): any move of the learner matching ``match`` (a notation pattern:
  ``*`` one argument, ``**`` the rest; default any move); ``until = "end"`` keeps it open until
  the game ends;
- a waiting step (``wait = true``): no move of the learner; its ``then`` moves are made while it
  is on (a computer player's Happening and the gesture race the learner copies it in).

After a step, ``then`` lists the moves the computer players (and any move the table makes for
the learner, a pass with nothing to answer) make before the next step. After the first free
step the game is no longer scripted: the computer players play at the normal level, and later
steps may only be notes or free steps.

A scripted move (``move`` or a ``then`` move) may be a pattern (``1:happening_order **``): it
stands for any legal move that fits it, such as a race's measured outcome; a move written
``?1:happening_target *`` is made only where one fits (a tie's pick), else passed over. The
script after such a move must hold whatever move is made: ``load_lesson`` replays every one
the rules list (``check_outcomes``).

``load_lesson`` checks everything when the file is read, by replaying the lesson: an unknown key,
a bad value, a move that is not legal at its step (on any outcome of a pattern before it): a
``LessonError`` naming the file, the step and the key. Nothing here imports pygame.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.actions import Action, _tokens, parse_action
from tabletop.engine.errors import NotationError, SaveError, TabletopError
from tabletop.engine.files import load_toml, quote
from tabletop.engine.game import Game, game_class, new_game
from tabletop.engine.scenario import resolve_card_names, set_position
from tabletop.engine.visible import blank

TOP_KEYS = (
    "title",
    "game",
    "seed",
    "seats",
    "learner",
    "names",
    "minutes",
    "description",
    "options",
    "position",
    "steps",
)
STEP_KEYS = (
    "text",
    "point",
    "see",
    "move",
    "match",
    "hint",
    "then",
    "free",
    "until",
    "seat",
    "wait",
    "false_start",
    "last",
    "no_press",
    "hold",
)
#: a step's texts said instead of ``text`` after the race before, by how the learner did in it
RACE_TEXTS = ("false_start", "no_press", "last")
#: what a lesson's ``point`` may name first (the kinds of the games' layout keys)
MAX_STEPS = 200
#: the longest ``hold`` (a computer player's gesture must come before its race gives up)
MAX_HOLD = 10
MAX_TEXT = 600
#: the most ways through a lesson's script ``check_outcomes`` replays (each pattern's outcomes
#: multiply them)
MAX_OUTCOMES = 2000


class LessonError(SaveError):
    """A lesson file that cannot be used; the message names the file, the step and the key."""


@dataclass(frozen=True)
class Pattern:
    """A move pattern: ``0:play * 1`` (``*`` one argument, ``**`` any further ones); an
    argument written as a word that is not a verb's keyword stands for a card of that name."""

    seat: int
    verb: str
    args: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> Pattern:
        head, _, rest = text.strip().partition(" ")
        seat, colon, verb = head.partition(":")
        if not colon or not seat.isdigit() or not re.fullmatch(r"[a-z_][a-z0-9_]*", verb):
            raise ValueError(f'{quote(text)} is not a pattern like "0:play * 1"')
        try:
            args = tuple(_words(rest))
        except NotationError as e:
            raise ValueError(f"{quote(text)}: {e}") from None
        if "**" in args[:-1]:
            raise ValueError(f"{quote(text)}: ** may only come last")
        return cls(int(seat), verb, args)

    @property
    def text(self) -> str:
        """The pattern as written (a name with spaces in quotes)."""
        words = [json.dumps(a) if " " in a else a for a in self.args]
        return " ".join([f"{self.seat}:{self.verb}", *words])

    def matches(self, action: Action, game: Game) -> bool:
        if action.seat != self.seat or action.verb != self.verb:
            return False
        want = list(self.args)
        i = 0
        for got in action.args:
            if i < len(want) and want[i] == "**":
                return True
            n = arg_words(want[i:], got, game)
            if not n:
                return False
            i += n
        return i == len(want) or want[i:] == ["**"]


def _words(rest: str) -> list[str]:
    """A pattern's arguments: words, a quoted one (a card name with spaces) as one."""
    out = []
    for tok in _tokens(rest):
        if tok.startswith('"'):
            try:
                tok = str(json.loads(tok))
            except json.JSONDecodeError as e:
                raise NotationError(f"bad quoted name {quote(tok)}: {e.msg}") from None
        out.append(tok)
    return out


def arg_words(want: list[str], got: Any, game: Game) -> int:
    """How many of the words ``want`` match the argument ``got`` (0: none do): ``*`` or the
    argument itself is one; a card's name may be written in as many words as it has."""
    if not want:
        return 0
    if want[0] == "*" or want[0] == str(got):
        return 1
    name = game.card_name(got) if isinstance(got, int) else None
    if name is None:
        return 0
    if name.casefold() == want[0].casefold():
        return 1
    parts = name.split()
    seg = want[: len(parts)]
    if len(seg) == len(parts) and all(w.casefold() == p.casefold() for w, p in zip(seg, parts)):
        return len(parts)
    return 0


@dataclass
class Entry:
    """One scripted move: a move (``action``, card names made ids where the lesson's replay
    took it) or a ``pattern`` standing for any legal move that fits it (a race's measured
    outcome); ``own``: the step's move, the learner's; ``optional``: made only where one fits
    (written ``?1:happening_target *``), else passed over."""

    step: int
    where: str
    action: Action | None = None
    pattern: Pattern | None = None
    own: bool = False
    optional: bool = False

    @property
    def seat(self) -> int:
        if self.pattern is not None:
            return self.pattern.seat
        assert self.action is not None
        return self.action.seat

    def fits(self, action: Action, game: Game) -> bool:
        if self.pattern is not None:
            return self.pattern.matches(action, game)
        return action == self.action

    def choices(self, game: Game) -> list[Action]:
        """The legal moves this entry stands for in ``game`` (none: it cannot be made)."""
        if game.is_terminal():
            return []
        if self.pattern is None:
            assert self.action is not None
            return [self.action] if game.illegal_reason_or_none(self.action) is None else []
        return [a for a in game.legal_actions(self.seat) if self.pattern.matches(a, game)]

    def __str__(self) -> str:
        said = str(self.action) if self.pattern is None else self.pattern.text
        return ("?" if self.optional else "") + said


@dataclass
class Step:
    """One step (``number`` counts from 1, as the file's readers count)."""

    number: int
    text: str
    hint: str = ""
    #: the layout item to point at: its key, a card name standing for a card id of that name
    point: tuple[Any, ...] | None = None
    #: layout items the text speaks of besides what is pointed at: the panel leaves them in
    #: sight where a place allows (not pointed at)
    see: list[tuple[Any, ...]] = field(default_factory=list)
    #: the learner's move (a pattern's: the first that fits where the lesson's replay came)
    move: Action | None = None
    match: Pattern | None = None
    free: bool = False
    until_end: bool = False
    #: the computer players' moves after the step, as the lesson's replay made them
    then: list[Action] = field(default_factory=list)
    #: the learner's seat from this step on (None: as before)
    seat: int | None = None
    #: no move of the learner: the step's ``then`` moves are made while it is on
    wait: bool = False
    #: said instead of ``text`` when the learner's press in the race before was a false start
    false_start: str = ""
    #: said instead of ``text`` when the learner copied last in the race before (pressed after
    #: the gesture, but after every other player): they were the target
    last: str = ""
    #: said instead of ``text`` when the learner did not press at all in the race before (the
    #: last, so the target; ``last`` is said when this is not given)
    no_press: str = ""
    #: seconds a computer player's gesture waits in a waiting step's race, unless the learner
    #: presses first (soon after it then): time to read a step asking for a false start
    hold: float = 0.0
    #: the scripted moves as written: the step's own, then its ``then`` moves
    entries: list[Entry] = field(default_factory=list)

    @property
    def own(self) -> Entry | None:
        return next((e for e in self.entries if e.own), None)

    @property
    def is_note(self) -> bool:
        return self.own is None and not self.free and not self.wait


@dataclass
class Lesson:
    path: Path
    title: str
    game: str
    seed: int
    seats: int
    learner: int
    names: list[str]
    minutes: int
    options: dict[str, Any]
    position: dict[str, Any] | None
    steps: list[Step]
    description: str = ""
    #: the scripted moves as the lesson's replay made them (``script``)
    replayed: list[tuple[int, Action, bool]] = field(default_factory=list)

    @property
    def ident(self) -> str:
        """The lesson's name among its game's lessons (the file's stem)."""
        return self.path.stem

    def new_game(self) -> Game:
        """The lesson's game at its start (the seed, then the position)."""
        g = new_game(self.game, self.seed, self.seats, self.options)
        if self.position:
            set_position(g, self.position)
        return g

    def learner_at(self, index: int) -> int:
        """The learner's seat at step ``index`` (a step's ``seat`` moves them for good)."""
        seat = self.learner
        for st in self.steps[: index + 1]:
            if st.seat is not None:
                seat = st.seat
        return seat

    def script(self) -> list[tuple[int, Action, bool]]:
        """The scripted moves in order as the lesson's replay made them (a pattern: the first
        move that fits; an optional move only where one fitted): (step index, action, is the
        step's own move), up to the first free step."""
        return list(self.replayed)

    def entries(self) -> list[Entry]:
        """The scripted moves as written (patterns and optional moves kept), up to the first
        free step: what a lesson at the table follows."""
        out: list[Entry] = []
        for st in self.steps:
            if st.free:
                break
            out += st.entries
        return out


# ---------------------------------------------------------------------- reading
#: what the game's own code raises on a position or move it was not built for (a seat that is
#: not there, a card id out of range): in a lesson file, a ``LessonError`` naming the place
GAME_ERRORS = (
    KeyError,
    IndexError,
    ValueError,
    TypeError,
    AttributeError,
    ZeroDivisionError,
    RecursionError,
)


def load_lesson(path: Path) -> Lesson:
    """The lesson in ``path``, checked by replaying it (``LessonError`` names what is wrong:
    it is the only error a lesson file can raise here)."""
    data = load_toml(path, "lesson file", 256 * 1024, error=LessonError)
    try:
        return parse_lesson(data, path)
    except GAME_ERRORS as e:  # (parse_lesson names the place; this is the last guard)
        raise LessonError(f"{path}: this lesson cannot be set up ({broken(e)})") from None


def broken(e: BaseException) -> str:
    """What the game's code said about a value it could not use, in one short line."""
    said = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
    return f"a value does not fit the game: {quote(said, 60)}" if said else "a value does not fit"


def check_position(g: Game) -> None:
    """Every seat's view and moves, the scores and the result of ``g`` worked out once: a
    position the game cannot show or play (an enemy of a seat that is not there) fails here,
    when the lesson is read, not at the table."""
    seats = range(g.num_seats)
    for seat in [None, *seats]:
        g.view(seat)
    if not g.is_terminal():
        for seat in seats:
            g.legal_actions(seat)
    g.scores()


def _need(value: Any, kind: type | tuple[type, ...], where: str, what: str) -> Any:
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise LessonError(f"{where}: should be {what}, not {quote(value)}")
    return value


def parse_lesson(data: dict[str, Any], path: Path) -> Lesson:
    src = str(path)
    for key in data:
        if key not in TOP_KEYS:
            raise LessonError(
                f"{src}: unknown key {quote(key)}; a lesson has {', '.join(TOP_KEYS)}"
            )
    game = _need(data.get("game"), str, f"{src}: game", 'a game\'s name, e.g. "espionage"')
    try:
        cls = game_class(game)
    except TabletopError as e:
        raise LessonError(f"{src}: game: {e}") from None
    seats = _need(data.get("seats", cls.MIN_SEATS), int, f"{src}: seats", "a number of seats")
    learner = _need(data.get("learner", 0), int, f"{src}: learner", "a seat number")
    if not 0 <= learner < seats:
        raise LessonError(f"{src}: learner: there is no seat {learner} of {seats}")
    names = _need(data.get("names", []), list, f"{src}: names", "a list of seat names")
    if not all(isinstance(n, str) and 0 < len(n) <= 20 for n in names) or len(names) > seats:
        raise LessonError(f"{src}: names: at most one short name per seat")
    options = _need(data.get("options", {}), dict, f"{src}: options", "a table")
    position = data.get("position")
    if position is not None:
        _need(position, dict, f"{src}: position", "a table")
    steps_data = _need(data.get("steps"), list, f"{src}: steps", "a list of [[steps]] tables")
    if not steps_data or len(steps_data) > MAX_STEPS:
        raise LessonError(f"{src}: steps: a lesson has 1 to {MAX_STEPS} steps")
    lesson = Lesson(
        path=path,
        title=_need(data.get("title", cls.TITLE), str, f"{src}: title", "text"),
        game=game,
        seed=_need(data.get("seed", 0), int, f"{src}: seed", "a whole number"),
        seats=seats,
        learner=learner,
        names=list(names),
        minutes=_need(data.get("minutes", 5), int, f"{src}: minutes", "a whole number"),
        options=dict(options),
        position=position,
        steps=[],
        description=_need(data.get("description", ""), str, f"{src}: description", "text"),
    )
    try:
        g = lesson.new_game()
        check_position(g)
    except TabletopError as e:
        said = str(e).removeprefix("position: ")
        raise LessonError(f"{src}: position: {said}") from None
    except GAME_ERRORS as e:
        raise LessonError(f"{src}: position: {broken(e)}") from None
    _parse_steps(lesson, steps_data, g, src)
    check_outcomes(lesson, src)
    return lesson


def _parse_steps(lesson: Lesson, steps_data: list[Any], g: Any, src: str) -> None:
    """The lesson's steps, each checked and (while the lesson is scripted) replayed on ``g``
    from its position."""
    seats, learner = lesson.seats, lesson.learner
    scripted = True
    for i, raw in enumerate(steps_data):
        where = f"{src}: step {i + 1}"
        raw = _need(raw, dict, where, "a table")
        if "seat" in raw:
            learner = _need(raw["seat"], int, f"{where}: key 'seat'", "a seat number")
            if not 0 <= learner < seats:
                raise LessonError(f"{where}: key 'seat': there is no seat {learner} of {seats}")
        step = parse_step(raw, i + 1, where, learner)
        step.seat = learner if "seat" in raw else None
        if step.free and step.entries:
            raise LessonError(
                f"{where}: key 'then': after a free step the computer players play for "
                "themselves (a free step has no scripted moves)"
            )
        if not scripted and (step.entries or step.wait):
            key = "move" if step.own is not None else "wait" if step.wait else "then"
            raise LessonError(
                f"{where}: key {key!r}: after a free step the game is not scripted any more "
                "(the computer players play for themselves): only notes and free steps follow"
            )
        if scripted:
            try:
                replay_step(g, step, where, learner, lesson.replayed, i)
                check_position(g)
            except LessonError:
                raise
            except TabletopError as e:
                raise LessonError(f"{where}: {e}") from None
            except GAME_ERRORS as e:
                raise LessonError(
                    f"{where}: the game cannot play this step from the lesson's [position] "
                    f"({broken(e)})"
                ) from None
        if step.free:
            scripted = False
        lesson.steps.append(step)


def parse_step(raw: dict[str, Any], number: int, where: str, learner: int) -> Step:
    for key in raw:
        if key not in STEP_KEYS:
            raise LessonError(
                f"{where}: unknown key {quote(key)}; a step has {', '.join(STEP_KEYS)}"
            )
    text = _need(raw.get("text"), str, f"{where}: key 'text'", "the step's text")
    if not text.strip() or len(text) > MAX_TEXT:
        raise LessonError(f"{where}: key 'text': 1 to {MAX_TEXT} characters")
    step = Step(
        number, text.strip(), hint=_need(raw.get("hint", ""), str, f"{where}: key 'hint'", "text")
    )
    for key in RACE_TEXTS:
        said = _need(raw.get(key, ""), str, f"{where}: key {key!r}", "text")
        if key in raw and not said.strip() or len(said) > MAX_TEXT:
            raise LessonError(f"{where}: key {key!r}: 1 to {MAX_TEXT} characters")
        setattr(step, key, said.strip())
    for key, said in (
        ("text", step.text),
        ("hint", step.hint),
        *((key, getattr(step, key)) for key in RACE_TEXTS),
    ):
        if said and blank(said):  # (U+FE0F alone: the panel would show nothing)
            chars = " ".join(f"U+{ord(c):04X}" for c in said[:4])
            raise LessonError(f"{where}: key {key!r}: only characters that show nothing ({chars})")
    step.free = _need(raw.get("free", False), bool, f"{where}: key 'free'", "true or false")
    step.wait = _need(raw.get("wait", False), bool, f"{where}: key 'wait'", "true or false")
    hold = raw.get("hold", 0)
    if isinstance(hold, bool) or not isinstance(hold, int | float) or not 0 <= hold <= MAX_HOLD:
        raise LessonError(f"{where}: key 'hold': seconds, 0 to {MAX_HOLD}")
    if hold and not step.wait:
        raise LessonError(f"{where}: key 'hold': only on a waiting step (wait = true)")
    step.hold = float(hold)
    until = raw.get("until")
    if until is not None:
        if until != "end" or not step.free:
            raise LessonError(f"{where}: key 'until': only until = \"end\", on a free step")
        step.until_end = True
    if "point" in raw:
        step.point = parse_point(raw["point"], f"{where}: key 'point'")
    if "see" in raw:
        seen = _need(
            raw["see"], list, f"{where}: key 'see'", 'a list of layout keys: [["seat", 1]]'
        )
        step.see = [parse_point(k, f"{where}: key 'see'") for k in seen]
    if "move" in raw:
        if step.free:
            raise LessonError(f"{where}: key 'move': a free step has a match, not a move")
        text_move = _need(raw["move"], str, f"{where}: key 'move'", 'a move such as "0:end"')
        own = parse_entry(text_move, number - 1, f"{where}: key 'move'")
        own.own = True
        if own.seat != learner:
            raise LessonError(f"{where}: key 'move': the learner plays seat {learner}")
        step.entries.append(own)
        step.move = own.action
    if "match" in raw:
        if not step.free:
            raise LessonError(f"{where}: key 'match': only a free step has a match")
        try:
            step.match = Pattern.parse(_need(raw["match"], str, f"{where}: key 'match'", "text"))
        except ValueError as e:
            raise LessonError(f"{where}: key 'match': {e}") from None
    then = _need(raw.get("then", []), list, f"{where}: key 'then'", "a list of moves")
    for k, t in enumerate(then):
        at = f"{where}: key 'then', move {k + 1}"
        step.entries.append(parse_entry(_need(t, str, at, "a move"), number - 1, at))
    if step.wait and (step.free or step.own is not None or not then):
        raise LessonError(
            f"{where}: key 'wait': a waiting step has no move and no free choice of the "
            "learner's, and the moves it waits for in its 'then'"
        )
    return step


def parse_entry(text: str, index: int, where: str) -> Entry:
    """A scripted move as written: a move in notation, or a pattern (``*``, ``**``); a leading
    ``?`` makes it optional."""
    optional = text.startswith("?")
    body = text[1:] if optional else text
    head, _, rest = body.strip().partition(" ")
    try:
        words = _words(rest)
    except NotationError as e:
        raise LessonError(f"{where}: {e}; {QUOTE_TIP}") from None
    if "*" in words or "**" in words:
        try:
            return Entry(index, where, pattern=Pattern.parse(body), optional=optional)
        except ValueError as e:
            raise LessonError(f"{where}: {e}") from None
    try:
        return Entry(index, where, action=parse_action(body), optional=optional)
    except TabletopError as e:
        raise LessonError(f"{where}: {e}; {QUOTE_TIP}") from None


def parse_point(value: Any, where: str) -> tuple[Any, ...]:
    """``["hand", "Sniper"]``, ``["seat", 1]``, ``["button", "end"]``, ``["pile", "draw"]``."""
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise LessonError(f'{where}: should be a layout key such as ["hand", "Sniper"]')
    if not all(isinstance(v, str | int) and not isinstance(v, bool) for v in value):
        raise LessonError(f"{where}: each part is a word or a number")
    return tuple(value)


def replay_step(
    g: Game,
    step: Step,
    where: str,
    learner: int,
    path: list[tuple[int, Action, bool]] | None = None,
    index: int = 0,
) -> None:
    """Play ``step`` on ``g`` as the lesson will (its move, then the computer players' moves),
    replacing card names by ids; a move that is not legal there is an error naming the key.
    A pattern is replayed with the first legal move that fits it (``check_outcomes`` tries
    the others), an optional move only where it fits. The moves made go on ``path``."""
    if step.free:
        legal = g.legal_actions(learner) if not g.is_terminal() else []
        fits = [a for a in legal if step.match is None or step.match.matches(a, g)]
        if not fits:
            raise LessonError(f"{where}: key 'match': no legal move of seat {learner} fits it here")
        return
    step.then = []
    for e in step.entries:
        made: Action | None
        if e.pattern is None:
            assert e.action is not None
            if e.optional:  # made where it is legal (its card names read as there)
                try:
                    made = e.action = legal_or_fail(g, e.action, e.where)
                except LessonError:
                    made = None
            else:
                made = e.action = legal_or_fail(g, e.action, e.where)
        else:
            fits = e.choices(g)
            if not fits and not e.optional:
                raise LessonError(f"{e.where}: no legal move of seat {e.seat} fits {e} here")
            made = fits[0] if fits else None
        if made is None:
            continue
        g.apply(made)
        if e.own:
            step.move = made
        else:
            step.then.append(made)
        if path is not None:
            path.append((index, made, e.own))


def check_outcomes(lesson: Lesson, src: str) -> None:
    """Every way the script can go, replayed: a pattern stands for any legal move that fits it
    (every one the rules list: a race's outcomes, each seat last and the tie), an optional move
    is made where one fits; every move after must be legal whichever was made, and the first
    free step's ``match`` must fit. A lesson that could break at the table is a
    ``LessonError`` here, naming the step, the key and the outcome it breaks after."""
    entries = lesson.entries()
    if not any(e.pattern is not None or e.optional for e in entries):
        return  # one way only: the lesson's replay was it
    free = next((st for st in lesson.steps if st.free), None)
    ways = 0

    def walk(g: Game, k: int, chosen: tuple[str, ...]) -> None:
        nonlocal ways
        after = f" after {', '.join(chosen)}" if chosen else ""
        while k < len(entries):
            e = entries[k]
            if e.pattern is None and not e.optional:
                assert e.action is not None
                reason = (
                    "the game has ended" if g.is_terminal() else g.illegal_reason_or_none(e.action)
                )
                if reason is not None:
                    raise LessonError(f"{e.where}: {e.action} is not legal{after}: {reason}")
                _apply_checked(g, e.action, f"{e.where}{after}")
                k += 1
                continue
            fits = e.choices(g)
            if not fits:
                if e.optional:
                    k += 1
                    continue
                raise LessonError(f"{e.where}: no legal move fits {e}{after}")
            for a in fits:
                h = copy.deepcopy(g)
                _apply_checked(h, a, f"{e.where}{after}")
                walk(h, k + 1, (*chosen, f"{a} (step {e.step + 1})"))
            return
        ways += 1
        if ways > MAX_OUTCOMES:
            raise LessonError(
                f"{src}: steps: the script has more than {MAX_OUTCOMES} ways to go; "
                "fewer patterns or optional moves"
            )
        if free is not None:
            seat = lesson.learner_at(free.number - 1)
            legal = g.legal_actions(seat) if not g.is_terminal() else []
            if not any(free.match is None or free.match.matches(a, g) for a in legal):
                raise LessonError(
                    f"{src}: step {free.number}: key 'match': no legal move of seat {seat} "
                    f"fits it{after}"
                )

    try:
        walk(lesson.new_game(), 0, ())
    except LessonError:
        raise
    except TabletopError as e:
        raise LessonError(f"{src}: {e}") from None
    except GAME_ERRORS as e:
        raise LessonError(f"{src}: steps: an outcome the game cannot play ({broken(e)})") from None


def _apply_checked(g: Game, action: Action, where: str) -> None:
    try:
        g.apply(action)
        check_position(g)
    except TabletopError as e:
        raise LessonError(f"{where}: {e}") from None
    except GAME_ERRORS as e:
        raise LessonError(f"{where}: the game cannot play {action} ({broken(e)})") from None


#: how a lesson writes a card name with spaces or signs (said where a move cannot be read)
QUOTE_TIP = (
    "a card name may stand for its id, bare (0:stock Pirate Cutlass) or in double quotes "
    '(0:stock "Pirate Cutlass"; in TOML: move = \'0:stock "Pirate Cutlass"\')'
)


def legal_or_fail(g: Game, action: Action, where: str) -> Action:
    if g.is_terminal():
        raise LessonError(f"{where}: {action} comes after the game has ended")
    if g.illegal_reason_or_none(action) is not None:
        action = resolve_card_names(g, action)
    if g.illegal_reason_or_none(action) is not None:
        action = spaced_names(g, action) or action
    reason = g.illegal_reason_or_none(action)
    if reason is not None:
        tip = f" ({QUOTE_TIP})" if _has_words(action) else ""
        raise LessonError(f"{where}: {action} is not legal here: {reason}{tip}")
    return action


def _has_words(action: Action) -> bool:
    """Two bare words side by side: perhaps a card name with spaces that is not a card's."""
    return any(
        isinstance(a, str) and isinstance(b, str) for a, b in zip(action.args, action.args[1:])
    )


def spaced_names(g: Game, action: Action) -> Action | None:
    """``action`` read with its bare words taken together as card names with spaces
    (``0:stock Pirate Cutlass``: the notation splits it into the words "Pirate" and
    "Cutlass"): the first legal action of its seat whose arguments, card ids read as their
    names' words, are those words; None when there is none."""
    if not _has_words(action) and not any(isinstance(a, int) for a in action.args):
        return None
    for cand in g.legal_actions(action.seat):
        if cand.verb == action.verb and _consumes(g, cand.args, action.args):
            return cand
    return None


def _consumes(g: Game, args: tuple[Any, ...], words: tuple[Any, ...]) -> bool:
    """The ``words`` are ``args`` written out, a card id as its name's words (any case)."""
    i = 0
    for got in args:
        if i >= len(words):
            return False
        if words[i] == got:
            i += 1
            continue
        name = g.card_name(got) if isinstance(got, int) else None
        parts = name.split() if name else []
        seg = words[i : i + len(parts)]
        if not parts or len(seg) < len(parts):
            return False
        if not all(str(w).casefold() == p.casefold() for w, p in zip(seg, parts)):
            return False
        i += len(parts)
    return i == len(words)


# ---------------------------------------------------------------------- the shipped lessons
def lessons_dir(game: str) -> Path:
    import tabletop.games

    return Path(tabletop.games.__file__).parent / game / "lessons"


def lesson_paths(game: str) -> list[Path]:
    """The lessons shipped with ``game``, in their order (file names sort them)."""
    folder = lessons_dir(game)
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


#: lessons read, by file, its time and size: the launcher asks for each game's lesson at every
#: rebuild, and a lesson is checked by replaying it (a lesson is not changed once read)
_READ: dict[tuple[str, int, int], Lesson | LessonError] = {}


def first_lesson(game: str) -> Lesson | None:
    """The first lesson shipped with ``game`` (None: it has none), read through the one
    guarded path every lesson goes through: a file that cannot be read, parsed, set up or
    replayed is a ``LessonError`` naming the file and the place (and is told again, not read
    again, until the file changes)."""
    paths = lesson_paths(game)
    if not paths:
        return None
    path = paths[0]
    try:
        st = path.stat()
    except OSError as e:
        raise LessonError(f"{path}: cannot be read ({e.strerror or e})") from None
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key not in _READ:
        try:
            _READ[key] = load_lesson(path)
        except LessonError as e:
            _READ[key] = e
    found = _READ[key]
    if isinstance(found, LessonError):
        raise LessonError(str(found))
    return found
