"""Deck lists as text: the format people paste to each other, one line per card, count and name.

    # Evil Lair (comments and blank lines are ignored)
    2 Dr. Evil
    3x Frickin' Laser Beams!
    Mini-Me                 (no count: one copy)

``parse_deck_text`` turns such text into card names (copies repeated, in the order written) and
refuses a bad line with a ``DeckTextError`` naming the line, its text and what is wrong; card
names match whatever their capitalisation. ``format_deck_text`` writes the same format back
(``parse_deck_text(format_deck_text(names))`` gives ``names`` grouped by card).

This module imports no game: the engines use it to read a deck named in their options (a save
records a custom deck there, as this text), the collection and the deck builder to import and
export decks.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from tabletop.engine.errors import TabletopError
from tabletop.engine.files import quote

#: the most copies one line may ask for, the most lines and characters a deck text may have
MAX_COUNT = 99
MAX_LINES = 400
MAX_CHARS = 64 * 1024
_TIMES = "xX\u00d7"


class DeckTextError(TabletopError):
    """A deck list line that cannot be read: ``line`` (1-based) and the message."""

    def __init__(self, line: int, text: str, message: str) -> None:
        super().__init__(f"line {line} ({quote(text)}): {message}")
        self.line = line


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
            raise DeckTextError(i, raw, f"there is no card named {quote(name)}")
        out.extend([card] * count)
    if not out:
        raise DeckTextError(0, text.strip(), "the list names no cards")
    return out


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
