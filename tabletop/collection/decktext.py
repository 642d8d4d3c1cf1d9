"""Deck lists as text: the format people paste to each other, one line per card, count and name.

    # Evil Lair (comments and blank lines are ignored)
    2 Dr. Evil
    3x Frickin' Laser Beams!
    Mini-Me                 (no count: one copy)

``parse_deck_text`` turns such text into card names (copies repeated, in the order written) and
refuses a bad line with a ``DeckTextError`` naming the line, its text and what is wrong (an
unknown name with the set's nearest names: "did you mean 'Dr. Evil'?"); card names match
whatever their capitalisation. ``deck_text_errors`` names every bad line at once,
``with_name`` accepts one of the nearest names for a line, and ``deck_title`` reads a list's
name line (a ``# title`` first line). ``format_deck_text`` writes the same format back
(``parse_deck_text(format_deck_text(names))`` gives ``names`` grouped by card).

This module imports no game: the engines use it to read a deck named in their options (a save
records a custom deck there, as this text), the collection and the deck builder to import and
export decks.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Mapping, Sequence

from tabletop.engine.errors import TabletopError
from tabletop.engine.files import quote

#: the most copies one line may ask for, the most lines and characters a deck text may have
MAX_COUNT = 99
MAX_LINES = 400
MAX_CHARS = 64 * 1024
_TIMES = "xX\u00d7"


class DeckTextError(TabletopError):
    """A deck list line that cannot be read: ``line`` (1-based) and the message; for an
    unknown card name, ``name`` (as written) and ``near``, the set's nearest names (each one
    accepted by ``with_name``)."""

    def __init__(
        self, line: int, text: str, message: str, name: str = "", near: Sequence[str] = ()
    ) -> None:
        super().__init__(f"line {line} ({quote(text)}): {message}")
        self.line = line
        self.text = text
        self.message = message
        self.name = name
        self.near = list(near)


def _loose(name: str) -> str:
    """A name without case, spaces or punctuation ("Dr Evil" and "dr. evil" are alike)."""
    return re.sub(r"[\W_]+", "", name.casefold())


def suggest(name: str, known: Collection[str] | Mapping[str, object], n: int = 3) -> list[str]:
    """The set's card names nearest ``name`` (at most ``n``): the one that differs only in case
    and punctuation, else ``difflib``'s close matches of the loose forms."""
    loose: dict[str, str] = {}
    for k in known:
        loose.setdefault(_loose(k), k)
    key = _loose(name)[:80]  # a name longer than any card cannot be near one
    if key in loose:
        return [loose[key]]
    return [loose[m] for m in difflib.get_close_matches(key, list(loose), n=n, cutoff=0.6)]


def _unknown(name: str, near: list[str]) -> str:
    hint = ""
    if near:
        hint = "; did you mean " + " or ".join(repr(x) for x in near) + "?"
    return f"there is no card named {quote(name)}{hint}"


def split_line(line: str) -> tuple[str | None, str]:
    """A stripped, non-empty line as (the count's digits or None, the card name), read as
    ``COUNT [x] NAME`` or ``NAME``, in one pass (no backtracking: linear in the line's length)."""
    n = len(line)
    i = 0
    while i < n and line[i].isdecimal():
        i += 1
    if i == 0:
        return None, line
    k = i
    while k < n and line[k].isspace():
        k += 1
    if k < n - 1 and line[k] in _TIMES and line[k + 1].isspace():  # "3x Name", "3 x Name"
        return line[:i], line[k + 1 :].lstrip()
    if i < k < n:  # "3 Name"
        return line[:i], line[k:]
    return None, line


def _count(digits: str | None, i: int, raw: str) -> int:
    if digits is None:
        return 1
    if len(digits.lstrip("0")) > 3:  # never turned into a number: 4,000 digits stay text
        raise DeckTextError(i, raw, f"at most {MAX_COUNT} copies on one line")
    count = int(digits)
    if count < 1:
        raise DeckTextError(i, raw, "a count is at least 1")
    if count > MAX_COUNT:
        raise DeckTextError(i, raw, f"at most {MAX_COUNT} copies on one line")
    return count


def parse_deck_text(text: str, known: Collection[str] | Mapping[str, object]) -> list[str]:
    """The card names of a deck list (copies repeated); raises ``DeckTextError`` on a bad line.
    Any line break splits lines (LF, CR, CR LF, U+0085, U+2028 ...)."""
    if not isinstance(text, str):
        raise DeckTextError(0, repr(text), "a deck list is text")
    if len(text) > MAX_CHARS:
        raise DeckTextError(0, text, f"a deck list has at most {MAX_CHARS:,} characters")
    by_lower = {name.lower(): name for name in known}
    out: list[str] = []
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise DeckTextError(MAX_LINES + 1, lines[MAX_LINES], f"at most {MAX_LINES} lines")
    for i, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        digits, name = split_line(line)
        if line.startswith("-") and line[1:2].isdecimal():
            raise DeckTextError(i, raw, "a count cannot be negative")
        if digits is None and line.isdecimal():
            raise DeckTextError(i, raw, "a count needs a card name after it")
        count = _count(digits, i, raw)
        card = by_lower.get(name.lower())
        if card is None:
            near = suggest(name, known)
            raise DeckTextError(i, raw, _unknown(name, near), name, near)
        out.extend([card] * count)
    if not out:
        raise DeckTextError(0, text.strip(), "the list names no cards")
    return out


def deck_text_errors(
    text: str, known: Collection[str] | Mapping[str, object]
) -> list[DeckTextError]:
    """Every bad line of a deck list (each named as ``parse_deck_text`` names it, in order);
    ``[]`` when the list reads. An error of the whole list (no card at all, too many lines)
    comes alone."""
    try:
        parse_deck_text(text, known)
    except DeckTextError as e:
        first = e
    else:
        return []
    out: list[DeckTextError] = []
    if 1 <= first.line <= MAX_LINES:
        for i, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                parse_deck_text(line, known)
            except DeckTextError as e:
                out.append(DeckTextError(i, raw, e.message, e.name, e.near))
    return out or [first]


def with_name(text: str, line: int, name: str) -> str:
    """``text`` with the card name of its line ``line`` (1-based) replaced by ``name``, the
    line's count, spacing and the other lines as they were: a "did you mean" accepted."""
    lines = text.splitlines(keepends=True)
    raw = lines[line - 1]
    body = raw.rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
    end = raw[len(body) :]
    lead = body[: len(body) - len(body.lstrip())]
    tail = body[len(body.rstrip()) :]
    line_text = body.strip()
    _digits, old = split_line(line_text)
    lines[line - 1] = lead + line_text[: len(line_text) - len(old)] + name + tail + end
    return "".join(lines)


def deck_title(text: str) -> str | None:
    """The list's name line: its first non-blank line when that is a ``# title`` comment (as
    ``format_deck_text`` writes it), else None."""
    for raw in text.splitlines():
        line = raw.strip()
        if line:
            title = line[1:].strip() if line.startswith("#") else ""
            return title or None
    return None


def format_deck_text(names: list[str], title: str = "") -> str:
    """One line per card (count and name) in the order cards first appear; a ``# title`` line
    first when given."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    lines = [f"# {title}"] if title else []
    lines += [f"{c} {n}" for n, c in counts.items()]
    return "\n".join(lines) + "\n"


def deck_option(value: object, ready: Mapping[str, list[str]], known: Collection[str]) -> list[str]:
    """The card names a deck option names: a ready deck's key, or a deck list (text with at
    least one line break or a count). Raises ``TabletopError`` with a sentence."""
    if not isinstance(value, str):
        raise TabletopError(f"a deck is named by a word or a deck list, not {quote(value)}")
    if value in ready:
        return list(ready[value])
    if len(value.splitlines()) < 2 and not value.lstrip()[:1].isdecimal():
        keys = ", ".join(ready)
        raise TabletopError(
            f"no ready deck {quote(value)} (ready decks: {keys}); or give a deck list"
        )
    try:
        return parse_deck_text(value, known)
    except DeckTextError as e:
        raise TabletopError(f"the deck list: {e}") from None
