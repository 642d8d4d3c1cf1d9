"""Deck legality for every collectible game: the rules a deck breaks, each named.

``check_deck(game, format, names)`` returns ``Failure``s (``rule``: a short name such as
``size``, ``allegiance``, ``6-by-5``, ``copies``, ``owned``; ``text``: the sentence a player
reads). With a collection it also checks the player owns enough copies (``owned``). An empty list
means the deck is legal; ``first_failure`` gives the sentence the deck builder shows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from tabletop.collection.sets import get_set


@dataclass(frozen=True)
class Failure:
    rule: str
    text: str

    def __str__(self) -> str:
        return self.text


def check_deck(
    game: str, fmt: str, names: list[str], owned: Mapping[str, int] | None = None
) -> list[Failure]:
    """Every rule the deck ``names`` breaks in format ``fmt`` of ``game`` (and, with ``owned``,
    every card it holds more copies of than the collection)."""
    gset = get_set(game)
    if fmt not in gset.formats:
        return [Failure("format", f"{gset.title} has no deck format {fmt!r}")]
    out = [Failure(rule, text) for rule, text in gset.formats[fmt].check(list(names))]
    if owned is not None:
        for name, n in sorted(Counter(names).items()):
            have = owned.get(name, 0)
            if n > have and name in gset.cards:
                out.append(Failure("owned", f"the deck has {n} {name!r}, your collection {have}"))
    return out


def first_failure(game: str, fmt: str, names: list[str]) -> str | None:
    failures = check_deck(game, fmt, names)
    return failures[0].text if failures else None
