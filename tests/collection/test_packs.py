"""Booster packs and starter sets: the printed figures, checked over 100,000 simulated packs.

CI runs the 100,000 Beanz boosters (the printed odds); the 100,000 Austin boosters are ``slow``
(``-m slow``), as are RPG Get!'s (``test_rpgget_collection.py``)."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from tabletop.collection.packs import open_booster, open_boosters, open_starter
from tabletop.collection.sets import get_set

PACKS = 100_000


def _sigma_ok(hits: int, n: int, p: float, sigmas: float = 4.5) -> bool:
    """``hits`` out of ``n`` is within ``sigmas`` standard deviations of rate ``p`` (seeded, so
    never flaky; 4.5 sigma is a tolerance of about 0.6 % of the Ultra rate's 20 %)."""
    return abs(hits - n * p) <= sigmas * math.sqrt(n * p * (1 - p))


@pytest.mark.slow
def test_austin_boosters_100k() -> None:
    gset = get_set("austin")
    rng = random.Random(20260101)
    per_card: Counter[str] = Counter()
    mixed = 0
    for _ in range(PACKS):
        pack = open_booster(gset, rng)
        rar = Counter(c.rarity for c in pack)
        # "1 rare, 3 uncommon and 7 common cards"
        assert len(pack) == 11 and rar == {"rare": 1, "uncommon": 3, "common": 7}
        assert pack[-1].rarity == "rare" and pack[-1].finish == "foil"  # rares last
        assert len({c.name for c in pack}) == 11
        sides = {gset.cards[c.name].side for c in pack}
        mixed += sides == {"good", "evil"}
        per_card.update(c.name for c in pack)
    # "mixed between Good and Evil": nearly every pack holds both
    assert mixed / PACKS > 0.99
    # no starter exclusive in a booster; each card of a rarity equally likely
    assert not any(gset.cards[n].rarity == "starter" for n in per_card)
    for rarity, slot in (("rare", 1), ("uncommon", 3), ("common", 7)):
        pool = gset.pool(rarity)
        p = slot / len(pool)
        for name in pool:
            assert _sigma_ok(per_card[name], PACKS, p), (name, per_card[name], PACKS * p)


def test_beanz_boosters_100k() -> None:
    gset = get_set("beanz")
    rng = random.Random(4004)
    ultra = moose = both = 0
    per_card: Counter[str] = Counter()
    for _ in range(PACKS):
        pack = open_booster(gset, rng)
        rar = Counter(c.rarity for c in pack)
        assert len(pack) == 9
        # "1 Rare Foil Card, 3 Uncommon Cards, and 5 Common Cards"; an insert replaces a common
        assert rar["rare"] == 1 and rar["uncommon"] == 3
        assert rar["common"] == 5 - rar["ultra"] - rar["moose"]
        assert pack[-1].rarity == "rare" and pack[-1].finish == "foil"
        ultra += rar["ultra"] > 0
        moose += rar["moose"] > 0
        both += rar["ultra"] > 0 and rar["moose"] > 0
        per_card.update(c.name for c in pack if c.rarity == "ultra")
    # "The odds of any booster pack containing an Ultra-Rare Holographic Card are 1 in 5"
    assert _sigma_ok(ultra, PACKS, 1 / 5)
    assert abs(ultra / PACKS - 0.2) < 0.006
    # "... and the odds of any pack containing a Mighty Moose Card are 1 in 400."
    assert _sigma_ok(moose, PACKS, 1 / 400)
    assert abs(moose / PACKS - 0.0025) < 0.0008
    assert both < moose  # independent draws: both in about 1 pack in 2,000
    pool = gset.pool("ultra")
    for name in pool:
        assert _sigma_ok(per_card[name], PACKS, 0.2 / len(pool))


def test_moose_only_in_boosters_and_starters_fixed() -> None:
    for game in ("austin", "beanz"):
        gset = get_set(game)
        a, b = open_starter(gset), open_starter(gset)
        assert a == b
        assert not any(c.rarity in ("moose", "ultra") for c in a)
    assert len(open_starter(get_set("austin"))) == 60
    assert len(open_starter(get_set("beanz"))) == 80  # both 40-card starter decks


def test_same_seed_same_packs() -> None:
    gset = get_set("beanz")
    assert open_boosters(gset, 6, 9) == open_boosters(gset, 6, 9)
    assert open_boosters(gset, 6, 9) != open_boosters(gset, 6, 10)
