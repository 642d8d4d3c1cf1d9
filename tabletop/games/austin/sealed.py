"""Austin Powers sealed practice: six boosters plus one starter set, and a 6-by-5 deck builder.

The 6-by-5 rule asks for five cards of each dot colour on one side, which six mixed boosters
alone often cannot give: the pool adds one starter set (our rule; the rulebook has no sealed
play). The builder tries each side and keeps the deck with the rarer cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

DOTS = ("red", "orange", "blue", "yellow", "green", "purple")


def build(gset: Any, fmt: str, pool: Mapping[str, int]) -> list[str] | None:
    """The best legal 6-by-5 deck from ``pool`` (five of each dot on one side), or None."""
    from tabletop.collection.legality import check_deck
    from tabletop.collection.sealed import RARITY_WEIGHT, rarest_first

    cards = gset.cards
    size = gset.formats[fmt].size

    def weight(deck: list[str]) -> int:
        return sum(RARITY_WEIGHT.get(cards[n].rarity, 0) for n in deck)

    best: list[str] | None = None
    for side in ("good", "evil"):
        deck: list[str] = []
        for dot in DOTS:
            have = [
                n
                for n in sorted(pool, key=lambda n: rarest_first(gset, n))
                if cards[n].side == side and cards[n].dot == dot
                for _ in range(pool[n])
            ]
            deck += have[:5]
        if (
            len(deck) == size
            and not check_deck(gset.game, fmt, deck)
            and (best is None or weight(deck) > weight(best))
        ):
            best = deck
    return best


def rules() -> Any:
    from tabletop.collection.sets import SealedRules

    return SealedRules(
        note="six booster packs plus a starter set (for the 6-by-5 rule)",
        add_starter=True,
        build=build,
    )
