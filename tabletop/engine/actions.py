"""Actions and their text notation.

An action is ``seat``, a ``verb`` and a tuple of arguments (ints or strings). Its text form is
``"<seat>:<verb> <arg> <arg> ..."``, for example ``"0:play 17 1"`` or ``"2:clue \\"IRON MAN\\" 2"``.
Ints are written in decimal; a string is written bare when it is a simple word that cannot be
mistaken for an int, otherwise as a JSON string. ``parse(format(a)) == a`` for every action
(tested as a property). A game log is a list of these strings.

Sizes are bounded (``MAX_*``): a seat is a small int, an int argument has at most 12 digits, a
string at most 200 characters, an action at most 32 arguments and 2,000 characters of text.
Anything else is a ``NotationError`` whose message quotes at most a short excerpt of the input.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from tabletop.engine.errors import NotationError
from tabletop.engine.fastcopy import atom

Arg = int | str

MAX_SEAT = 63
MAX_INT = 10**12 - 1
MAX_STR = 200
MAX_ARGS = 32
MAX_TEXT = 2000
MAX_VERB = 40

_GOOD_VERBS: set[str] = set()
_BARE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.'+\-]*$")
_INT = re.compile(r"^-?[0-9]+$")
_VERB = re.compile(r"^[a-z][a-z0-9_]*$")


@atom
@dataclass(frozen=True, slots=True)
class Action:
    """One move by one seat. Immutable and hashable, so legal actions can be looked up."""

    seat: int
    verb: str
    args: tuple[Arg, ...] = ()

    def __post_init__(self) -> None:
        # the hot path of every legal list: exact type checks, verbs remembered once valid
        seat = self.seat
        if type(seat) is not int or not 0 <= seat <= MAX_SEAT:
            if isinstance(seat, bool) or not isinstance(seat, int):
                raise NotationError(f"a seat is a number, not {excerpt(seat)}")
            raise NotationError(f"there is no seat {excerpt(seat)}")
        if self.verb not in _GOOD_VERBS:
            verb = self.verb
            if not isinstance(verb, str) or len(verb) > MAX_VERB or not _VERB.match(verb):
                raise NotationError(
                    f"bad verb {excerpt(verb)}: lower-case letters, digits, underscores"
                )
            if len(_GOOD_VERBS) < 4096:
                _GOOD_VERBS.add(verb)
        args = self.args
        if type(args) is not tuple:
            raise NotationError(f"arguments are a tuple, not {excerpt(args)}")
        if len(args) > MAX_ARGS:
            raise NotationError(f"an action has at most {MAX_ARGS} arguments")
        for a in args:
            t = type(a)
            if t is int:
                if -MAX_INT <= a <= MAX_INT:  # type: ignore[operator]
                    continue
                raise NotationError("a number argument has at most 12 digits")
            if t is str:
                if len(a) <= MAX_STR:  # type: ignore[arg-type]
                    continue
                raise NotationError(f"a text argument has at most {MAX_STR} characters")
            raise NotationError(f"argument {excerpt(a)} is neither an int nor a string")

    def __str__(self) -> str:
        return format_action(self)

    def arg(self, i: int, default: Arg | None = None) -> Arg | None:
        return self.args[i] if i < len(self.args) else default


def excerpt(value: object, limit: int = 40) -> str:
    """A short quotation of ``value`` for a message (never the whole of a long input)."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) > limit:
        text = text[: limit - 1] + "\u2026"
    return repr(text) if isinstance(value, str) else text


def _format_arg(a: Arg) -> str:
    if isinstance(a, int):
        return str(a)
    if _BARE.match(a):
        return a
    return json.dumps(a, ensure_ascii=False)


def format_action(action: Action) -> str:
    parts = [f"{action.seat}:{action.verb}"]
    parts.extend(_format_arg(a) for a in action.args)
    return " ".join(parts)


def _tokens(text: str) -> list[str]:
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
            continue
        if c == '"':
            j = i + 1
            while j < n:
                if text[j] == "\\":
                    j += 2
                    continue
                if text[j] == '"':
                    break
                j += 1
            if j >= n:
                raise NotationError(f"unterminated string in {excerpt(text)}")
            out.append(text[i : j + 1])
            i = j + 1
        else:
            j = i
            while j < n and not text[j].isspace():
                j += 1
            out.append(text[i:j])
            i = j
    return out


def parse_action(text: str) -> Action:
    """Read the text form of an action; raises NotationError with the reason."""
    if not isinstance(text, str):
        raise NotationError(f"an action must be text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"an action has at most {MAX_TEXT} characters: {excerpt(text)}")
    toks = _tokens(text.strip())
    if not toks:
        raise NotationError("empty action")
    head = toks[0]
    seat_s, sep, verb = head.partition(":")
    if not sep or not _INT.match(seat_s) or len(seat_s) > 3 or not _VERB.match(verb):
        raise NotationError(f"{excerpt(text)}: an action starts with <seat>:<verb>, like 0:pass")
    args: list[Arg] = []
    for t in toks[1:]:
        if _INT.match(t):
            if len(t.lstrip("-")) > 12:
                raise NotationError(f"{excerpt(text)}: a number has at most 12 digits")
            args.append(int(t))
        elif t.startswith('"'):
            try:
                v = json.loads(t)
            except (json.JSONDecodeError, RecursionError) as e:
                msg = e.msg if isinstance(e, json.JSONDecodeError) else "too deep"
                raise NotationError(f"{excerpt(text)}: bad quoted string: {msg}") from None
            if not isinstance(v, str):
                raise NotationError(f"{excerpt(text)}: bad quoted string {excerpt(t)}")
            args.append(v)
        elif _BARE.match(t):
            args.append(t)
        else:
            raise NotationError(f"{excerpt(text)}: cannot read argument {excerpt(t)}")
    return Action(int(seat_s), verb, tuple(args))
