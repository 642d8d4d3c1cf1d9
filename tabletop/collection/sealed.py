"""Sealed practice and ready-made decks: open six packs, build a deck from them, play the bot.

``sealed_pool(game, seed)`` opens the six boosters, plus what the game's ``SealedRules`` add
(Austin Powers adds one starter set: the 6-by-5 rule asks for five cards of each dot colour on
one side, which six mixed boosters alone often cannot give). ``auto_deck`` builds a legal deck
from any pool of cards (the sealed mode's first suggestion, and how a bot builds a deck) with
the game's own builder when it declares one; it returns None when the pool cannot make one.

A game whose ``SealedRules.filler_rarity`` is set (RPG Get!: its 80-card decks cannot come
from six 10-card boosters; see ``tabletop/games/rpgget/sealed.py``) holds ``FILLER_COPIES`` of
each opened card of that rarity: as many as you like.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from tabletop.collection.legality import check_deck
from tabletop.collection.packs import PackCard, open_boosters
from tabletop.collection.sets import GameSet, get_set

SEALED_PACKS = 6
#: copies of each opened filler card a sealed pool holds (enough for any deck)
FILLER_COPIES = 80
RARITY_WEIGHT = {"common": 0, "starter": 1, "uncommon": 1, "rare": 2, "ultra": 3, "moose": 4}


def sealed_packs(game: str, seed: int) -> list[list[PackCard]]:
    return open_boosters(get_set(game), SEALED_PACKS, seed)


def sealed_pool(game: str, seed: int) -> Counter[str]:
    """The cards a sealed game builds from: six boosters, plus the game's additions."""
    gset = get_set(game)
    pool: Counter[str] = Counter(c.name for p in sealed_packs(game, seed) for c in p)
    if gset.sealed.add_starter:
        pool.update(gset.starter)
    if gset.sealed.filler_rarity:
        for name in pool:
            if gset.cards[name].rarity == gset.sealed.filler_rarity:
                pool[name] = FILLER_COPIES
    return pool


def sealed_note(game: str) -> str:
    """What a sealed pool of ``game`` is, in a sentence (the sealed scenes show it)."""
    return get_set(game).sealed.note


def unlimited(game: str, copies: int) -> bool:
    """Whether ``copies`` in a sealed pool means 'as many as you like' (a filler card)."""
    return bool(get_set(game).sealed.filler_rarity) and copies >= FILLER_COPIES


def rarest_first(gset: GameSet, name: str) -> tuple[int, str]:
    """A sort key: rarer cards first, then by name (every builder's order of preference)."""
    return (-RARITY_WEIGHT.get(gset.cards[name].rarity, 0), name)


def auto_deck(game: str, fmt: str, pool: Mapping[str, int]) -> list[str] | None:
    """A legal deck of format ``fmt`` from ``pool`` (card -> copies), the rarer cards first:
    by the game's own builder when it has one, else the first ``size`` cards in that order."""
    gset = get_set(game)
    if gset.sealed.build is not None:
        deck = gset.sealed.build(gset, fmt, pool)
    else:
        size = gset.formats[fmt].size
        deck = []
        for n in sorted(pool, key=lambda n: rarest_first(gset, n)):
            deck += [n] * min(pool[n], size - len(deck))
    return deck if deck is not None and not check_deck(game, fmt, deck) else None


def auto_deck_around(
    game: str, fmt: str, pool: Mapping[str, int], keep: list[str]
) -> list[str] | None:
    """A legal deck of format ``fmt`` from ``pool`` that holds every card of ``keep`` (the
    cards a player put in by hand), the rest as ``auto_deck`` would pick them; None when no
    such deck is found (``auto_deck`` alone may still make one)."""
    gset = get_set(game)
    size = gset.formats[fmt].size
    if len(keep) > size:
        return None
    # the builder's deck with the player's cards swapped in; where they do not fit it (an
    # Austin Powers deck of the other side), the builder again without its picks
    others: Counter[str] = Counter(pool)
    for _ in range(3):
        picks = auto_deck(game, fmt, others)
        if picks is None:
            break
        swapped = swap_in(game, fmt, pool, picks, keep)
        if swapped is not None:
            return swapped
        others -= Counter(picks) - Counter(keep)
    built = auto_deck(game, fmt, pool) or []
    rest = sorted(pool, key=lambda n: rarest_first(gset, n))
    # the builder's own picks first, then any card of the pool, the rarer first
    for order in (built, [n for n in rest for _ in range(pool[n])]):
        left = Counter(keep)
        deck = list(keep)
        for n in order:
            if len(deck) >= size:
                break
            if left[n] > 0:
                left[n] -= 1  # a copy the player already put in
                continue
            deck.append(n)
        if not check_deck(game, fmt, deck, pool):
            return deck
    return None


def swap_in(
    game: str, fmt: str, pool: Mapping[str, int], deck: list[str], keep: list[str]
) -> list[str] | None:
    """The legal ``deck`` with each card of ``keep`` it lacks put in for one of its own picks
    (the last one whose swap keeps the deck legal: the 6-by-5 rule trades a colour for the
    same colour); None when a card finds no such place."""
    if not deck:
        return None
    deck, want = list(deck), Counter(keep)
    for name in (want - Counter(deck)).elements():
        have = Counter(deck)
        for j in reversed(range(len(deck))):
            if have[deck[j]] <= want[deck[j]]:
                continue  # every copy of that card there is one the player put in
            trial = [*deck[:j], name, *deck[j + 1 :]]
            if not check_deck(game, fmt, trial, pool):
                deck = trial
                break
        else:
            return None
    return deck
