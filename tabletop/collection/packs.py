"""Opening packs: booster packs at the printed rates and starter sets, from a seeded RNG.

A booster fills its slots (``PackRule.slots``: rarity and count) with distinct cards drawn
uniformly from that rarity's pool; each insert (``Insert``: found in one pack in N) is drawn
independently and takes the place of a card of the slot it replaces, so a pack always has its
printed size. Cards come out in reveal order: the commonest first, the rarest last (inserts
after the slot they replaced, before the rare). The same seed opens the same packs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.collection.sets import GameSet


@dataclass(frozen=True)
class PackCard:
    name: str
    rarity: str
    #: "", "foil" or "holo": how the card is printed (the pack scene shimmers foils)
    finish: str


def open_booster(gset: GameSet, rng: random.Random) -> list[PackCard]:
    """One booster pack of ``gset``, in reveal order (rares last)."""
    rule = gset.booster
    counts = dict(rule.slots)
    extra: list[str] = []
    for ins in rule.inserts:
        if rng.randrange(ins.one_in) == 0 and counts.get(ins.replaces, 0) > 0:
            counts[ins.replaces] -= 1
            extra.append(ins.rarity)
    out: list[PackCard] = []
    for rarity, _n in rule.slots:
        pool = gset.pool(rarity)
        for name in rng.sample(pool, counts[rarity]):
            out.append(PackCard(name, rarity, gset.rarity(rarity).finish))
    # inserts after the commons and uncommons, before the slot revealed last (the rare)
    order = [r.key for r in gset.rarities]
    inserts = [
        PackCard(rng.choice(gset.pool(r)), r, gset.rarity(r).finish)
        for r in sorted(extra, key=order.index)
    ]
    return out[:-1] + inserts + out[-1:] if out else inserts


def open_boosters(gset: GameSet, count: int, seed: int) -> list[list[PackCard]]:
    """``count`` boosters from one seed (sealed play opens six)."""
    rng = random.Random(seed)
    return [open_booster(gset, rng) for _ in range(count)]


def open_starter(gset: GameSet) -> list[PackCard]:
    """A starter set: the same cards every time."""
    return [PackCard(n, gset.cards[n].rarity, "") for n in gset.starter]
