"""A game's collectible set as data: what the collection, the packs and the deck builder need.

A game joins the collection by declaring a ``GameSet`` (a function named by its registry entry's
``collection``, ``"module:function"``): its cards (``CardInfo``: name, rarity, kind, cost, dot, side, text), its
rarities from the most common (label, whether printed foil or holographic), its pack rules
(``PackRule``: fixed slots by rarity, plus inserts found in one pack in N that take the place of
a card of another slot), its starter set, its ready decks (for bots and new players) and its deck
formats (``DeckFormat``: a label, the deck size and a check naming the rules a deck breaks),
its sealed rules (``SealedRules``: what a sealed pool holds beyond six boosters, and how a deck
is built from a pool) and ``view_card``: a card as the game's seat views describe it, so the
collection screens draw it with the table's own face (``GameView.face_data``) and large view.
Nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from tabletop.engine import registry


@dataclass(frozen=True)
class CardInfo:
    """One card as the collection sees it (a game's own card data stays in the game)."""

    name: str
    rarity: str
    kind: str
    text: str
    designed: bool = True
    cost: int | None = None
    dot: str = ""
    side: str = ""
    #: a game's own sub-kind to filter on (Beanz: Rookie, Advanced ...)
    type: str = ""


@dataclass(frozen=True)
class Rarity:
    key: str
    label: str
    #: how the card is printed: "" plain, "foil" or "holo" (the pack scene shimmers them)
    finish: str = ""


@dataclass(frozen=True)
class Insert:
    """A card of ``rarity`` found in one pack in ``one_in``, in place of a card of ``replaces``."""

    rarity: str
    one_in: int
    replaces: str


@dataclass(frozen=True)
class PackRule:
    name: str
    #: (rarity, how many) in reveal order, the rarest last
    slots: tuple[tuple[str, int], ...]
    inserts: tuple[Insert, ...] = ()

    @property
    def cards(self) -> int:
        return sum(n for _r, n in self.slots)


@dataclass(frozen=True)
class DeckFormat:
    key: str
    label: str
    size: int
    #: the rules a deck breaks, as (rule, sentence); [] for a legal deck
    check: Callable[[list[str]], list[tuple[str, str]]]
    #: the rules, in words, for the deck builder's legend
    summary: str = ""


@dataclass(frozen=True)
class SealedRules:
    """Sealed practice in one game: six boosters, plus what the game adds (``collection.sealed``
    reads these; a game with none of them plays plain six-booster sealed)."""

    #: what a sealed pool is, in a sentence (the sealed scenes show it)
    note: str = "six booster packs"
    #: the pool holds one starter set too (Austin's 6-by-5 rule needs the dot colours)
    add_starter: bool = False
    #: opened cards of this rarity may go into the deck in any number (RPG Get!'s filler)
    filler_rarity: str = ""
    #: the game's own deck builder: (set, format, pool) -> a deck to check, or None
    build: Callable[[GameSet, str, Mapping[str, int]], list[str] | None] | None = None


@dataclass(frozen=True)
class GameSet:
    game: str
    title: str
    set_name: str
    cards: dict[str, CardInfo]
    rarities: tuple[Rarity, ...]
    booster: PackRule
    #: the cards of one starter set (a new profile gets one of each game)
    starter: tuple[str, ...]
    #: the starter set's decks, by key: title and cards (ready decks bots and new players use)
    ready: dict[str, tuple[str, tuple[str, ...]]]
    formats: dict[str, DeckFormat]
    #: what the deck builder filters on: any of "kind", "rarity", "dot", "cost", "side", "type"
    filters: tuple[str, ...] = ("kind", "rarity", "cost")
    #: the format of a ready deck when it is not the first format
    ready_format: dict[str, str] = field(default_factory=dict)
    sealed: SealedRules = field(default_factory=SealedRules)
    #: card name -> the card as a seat view describes it (what the table view's face_data reads)
    view_card: Callable[[str], dict[str, Any]] | None = None

    def rarity(self, key: str) -> Rarity:
        return next(r for r in self.rarities if r.key == key)

    def __post_init__(self) -> None:
        pools: dict[str, list[str]] = {r.key: [] for r in self.rarities}
        for c in self.cards.values():
            pools.setdefault(c.rarity, []).append(c.name)
        object.__setattr__(self, "_pools", pools)

    def pool(self, rarity: str) -> list[str]:
        """The cards of ``rarity`` in set order (packs draw from these)."""
        pools: dict[str, list[str]] = object.__getattribute__(self, "_pools")
        return pools[rarity]

    @property
    def default_format(self) -> str:
        return next(iter(self.formats))


def games() -> list[str]:
    """The games with a collectible set, in launcher order (from the registry)."""
    return [name for name, gi in registry.registry().items() if gi.collection]


@cache
def get_set(game: str) -> GameSet:
    """The set of ``game`` (loaded once)."""
    gi = registry.registry().get(game)
    if gi is None or not gi.collection:
        raise KeyError(f"{game!r} is not a collectible card game here")
    result: GameSet = registry.load(gi.collection)()
    return result
