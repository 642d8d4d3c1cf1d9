"""Mighty Beanz sealed practice: six boosters; the deck builder puts the Beans first (a deck
needs Beans to place) and keeps the expert game's limit of four copies of a card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def build(gset: Any, fmt: str, pool: Mapping[str, int]) -> list[str]:
    """The first ``size`` cards of ``pool``: Beans first, the rarer first."""
    from tabletop.collection.sealed import rarest_first
    from tabletop.games.beanz.cards import MAX_COPIES

    cards = gset.cards
    size = gset.formats[fmt].size
    limit = MAX_COPIES if fmt == "expert" else size
    deck: list[str] = []
    for n in sorted(pool, key=lambda n: (cards[n].kind != "bean", *rarest_first(gset, n))):
        deck += [n] * min(pool[n], limit, size - len(deck))
    return deck


def rules() -> Any:
    from tabletop.collection.sets import SealedRules

    return SealedRules(build=build)
