"""Sealed practice and ready-made decks: open six packs, build a deck from them, play the bot.

``sealed_pool(game, seed)`` opens the six boosters (Austin Powers adds one starter set: the
6-by-5 rule asks for five cards of each dot colour on one side, which six mixed boosters alone
often cannot give). ``auto_deck`` builds a legal deck from any pool of cards (the sealed mode's
first suggestion, and how a bot builds a deck); it returns None when the pool cannot make one.

RPG Get! sealed (our rule; the rulebook has no sealed play): a deck has exactly 80 cards, but
six 10-card boosters hold only 60. Copies are unlimited in RPG Get!, so the basic cards fill
the gap: every common card you opened may go into the deck in any number of copies (the pool
holds ``FILLER_COPIES`` of each), while uncommons and rares count only as opened. So the packs
decide which cards you play and how many of the strong ones; the deck always reaches 80.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

from tabletop.collection.legality import check_deck
from tabletop.collection.packs import PackCard, open_boosters
from tabletop.collection.sets import get_set

SEALED_PACKS = 6
#: RPG Get! sealed: the copies of each opened common a sealed pool holds (enough for a deck)
FILLER_COPIES = 80
RARITY_WEIGHT = {"common": 0, "starter": 1, "uncommon": 1, "rare": 2, "ultra": 3, "moose": 4}


def sealed_packs(game: str, seed: int) -> list[list[PackCard]]:
    return open_boosters(get_set(game), SEALED_PACKS, seed)


def sealed_pool(game: str, seed: int) -> Counter[str]:
    """The cards a sealed game builds from: six boosters (plus a starter set for Austin)."""
    pool: Counter[str] = Counter(c.name for p in sealed_packs(game, seed) for c in p)
    if game == "austin":
        pool.update(get_set(game).starter)
    if game == "rpgget":
        cards = get_set(game).cards
        for name in pool:
            if cards[name].rarity == "common":
                pool[name] = FILLER_COPIES
    return pool


def sealed_note(game: str) -> str:
    """What a sealed pool of ``game`` is, in a sentence (the sealed scenes show it)."""
    if game == "austin":
        return "six booster packs plus a starter set (for the 6-by-5 rule)"
    if game == "rpgget":
        return (
            "six booster packs; a deck is 80 cards, so the commons you open may be copied "
            "freely (basic filler) while uncommons and rares count as opened"
        )
    return "six booster packs"


def unlimited(game: str, copies: int) -> bool:
    """Whether ``copies`` in a sealed pool means 'as many as you like' (RPG Get! filler)."""
    return game == "rpgget" and copies >= FILLER_COPIES


def auto_deck(game: str, fmt: str, pool: Mapping[str, int]) -> list[str] | None:
    """A legal deck of format ``fmt`` from ``pool`` (card -> copies), the rarer cards first."""
    gset = get_set(game)
    cards = gset.cards
    size = gset.formats[fmt].size

    def worth(name: str) -> tuple[int, str]:
        return (-RARITY_WEIGHT.get(cards[name].rarity, 0), name)

    if game == "austin":
        best: list[str] | None = None
        for side in ("good", "evil"):
            deck: list[str] = []
            for dot in ("red", "orange", "blue", "yellow", "green", "purple"):
                have = [
                    n
                    for n in sorted(pool, key=worth)
                    if cards[n].side == side and cards[n].dot == dot
                    for _ in range(pool[n])
                ]
                deck += have[:5]
            if (
                len(deck) == size
                and not check_deck(game, fmt, deck)
                and (
                    best is None
                    or sum(-worth(n)[0] for n in deck) > sum(-worth(n)[0] for n in best)
                )
            ):
                best = deck
        return best
    if game == "rpgget":
        return _rpg_deck(game, fmt, pool, worth)
    limit = 4 if fmt == "expert" else 99
    order = sorted(pool, key=lambda n: (cards[n].kind != "bean", *worth(n)))
    deck = []
    for n in order:
        deck += [n] * min(pool[n], limit, size - len(deck))
    return deck if not check_deck(game, fmt, deck) else None


#: RPG Get! auto-build: the mix of card types the two ready decks hold (of 80 cards)
RPG_MIX = {"character": 17, "mission": 15, "enemy": 19, "reward": 21, "event": 6, "roadblock": 2}


def _rpg_deck(
    game: str, fmt: str, pool: Mapping[str, int], worth: Callable[[str], tuple[int, str]]
) -> list[str] | None:
    """An 80-card RPG Get! deck from ``pool``: each card type up to its share in the ready decks
    (``RPG_MIX``), one copy of each card per round, the rarer first; then anything left."""
    cards = get_set(game).cards
    size = get_set(game).formats[fmt].size
    left = Counter({n: c for n, c in pool.items() if n in cards and c > 0})
    deck: list[str] = []

    def fill(names: list[str], upto: int) -> None:
        more = True
        while more and len(deck) < upto:
            more = False
            for n in names:
                if left[n] > 0 and len(deck) < upto:
                    deck.append(n)
                    left[n] -= 1
                    more = True

    for kind, share in RPG_MIX.items():
        fill(sorted((n for n in left if cards[n].kind == kind), key=worth), len(deck) + share)
    fill(sorted(left, key=worth), size)
    return deck if not check_deck(game, fmt, deck) else None
