"""Actions and their text notation.

An action is ``seat``, a ``verb`` and a tuple of arguments (ints or strings). Its text form is
``"<seat>:<verb> <arg> <arg> ..."``, for example ``"0:play 17 1"`` or ``"2:clue \\"IRON MAN\\" 2"``.
Ints are written in decimal; a string is written bare when it is a simple word that cannot be
mistaken for an int, otherwise as a JSON string. ``parse(format(a)) == a`` for every action
(tested as a property). A game log is a list of these strings.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from tabletop.engine.errors import NotationError

Arg = int | str

_BARE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.'+\-]*$")
_INT = re.compile(r"^-?[0-9]+$")
_VERB = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True, slots=True)
class Action:
    """One move by one seat. Immutable and hashable, so legal actions can be looked up."""

    seat: int
    verb: str
    args: tuple[Arg, ...] = ()

    def __post_init__(self) -> None:
        if not _VERB.match(self.verb):
            raise NotationError(f"bad verb {self.verb!r}: lower-case letters, digits, underscores")
        for a in self.args:
            if isinstance(a, bool) or not isinstance(a, int | str):
                raise NotationError(f"argument {a!r} is neither an int nor a string")

    def __str__(self) -> str:
        return format_action(self)

    def arg(self, i: int, default: Arg | None = None) -> Arg | None:
        return self.args[i] if i < len(self.args) else default


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
                raise NotationError(f"unterminated string in {text!r}")
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
    toks = _tokens(text.strip())
    if not toks:
        raise NotationError("empty action")
    head = toks[0]
    seat_s, sep, verb = head.partition(":")
    if not sep or not _INT.match(seat_s) or not _VERB.match(verb):
        raise NotationError(f"{text!r}: an action starts with <seat>:<verb>, like 0:pass")
    args: list[Arg] = []
    for t in toks[1:]:
        if _INT.match(t):
            args.append(int(t))
        elif t.startswith('"'):
            try:
                v = json.loads(t)
            except json.JSONDecodeError as e:
                raise NotationError(f"{text!r}: bad quoted string {t}: {e.msg}") from None
            args.append(str(v))
        elif _BARE.match(t):
            args.append(t)
        else:
            raise NotationError(f"{text!r}: cannot read argument {t!r}")
    return Action(int(seat_s), verb, tuple(args))
