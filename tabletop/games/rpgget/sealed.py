"""RPG Get! sealed practice (our rule; the rulebook has no sealed play).

A deck has exactly 80 cards, but six 10-card boosters hold only 60. Copies are unlimited in
RPG Get!, so the basic cards fill the gap: every common card you opened may go into the deck in
any number of copies (the pool holds ``FILLER_COPIES`` of each), while uncommons and rares count
only as opened. So the packs decide which cards you play and how many of the strong ones; the
deck always reaches 80.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

#: the auto-builder's mix of card types: what the two ready decks hold (of 80 cards)
MIX = {"character": 17, "mission": 15, "enemy": 19, "reward": 21, "event": 6, "roadblock": 2}


def build(gset: Any, fmt: str, pool: Mapping[str, int]) -> list[str]:
    """An 80-card deck from ``pool``: each card type up to its share in the ready decks
    (``MIX``), one copy of each card per round, the rarer first; then anything left."""
    from tabletop.collection.sealed import rarest_first

    cards = gset.cards
    size = gset.formats[fmt].size
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

    def order(names: Any) -> list[str]:
        return sorted(names, key=lambda n: rarest_first(gset, n))

    for kind, share in MIX.items():
        fill(order(n for n in left if cards[n].kind == kind), len(deck) + share)
    fill(order(left), size)
    return deck


def rules() -> Any:
    from tabletop.collection.sets import SealedRules

    return SealedRules(
        note=(
            "six booster packs; a deck is 80 cards, so the commons you open may be copied "
            "freely (basic filler) while uncommons and rares count as opened"
        ),
        filler_rarity="common",
        build=build,
    )
