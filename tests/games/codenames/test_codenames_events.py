"""data/lore.toml's [events] (events and their places with the cards present), [legacies]
(mantles and other identities) and the words of a team's name: the Agent reads them as a fan."""

from __future__ import annotations

import numpy as np

from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.data import assets

NAMES = [a.word for a in assets()]


def _first(word: str, cards: list[str]) -> str:
    """The card the Agent reads ``word`` as first among ``cards``."""
    ids = [NAMES.index(c) for c in cards]
    s = wa.source("minilm").read(word, ids)
    assert s is not None, word
    return cards[int(np.argmax(s))]


def _tier(word: str, card: str) -> float:
    got = lore.links(word)
    assert got is not None, word
    return float(got[NAMES.index(card)])


def test_an_event_or_its_place_reaches_the_cards_present() -> None:
    # LAGOS: the Civil War's opening, Scarlet Witch and Crossbones (13702)
    assert _tier("lagos", "SCARLET WITCH") == lore.TIERS["link"]
    assert _tier("lagos", "CROSSBONES") == lore.TIERS["link"]
    assert _tier("vormir", "GAMORA") >= lore.TIERS["link"]
    assert _tier("snap", "STAR-LORD") >= lore.TIERS["fan"]
    assert _first("lagos", ["SCARLET WITCH", "ODIN", "MEDUSA"]) == "SCARLET WITCH"


def test_a_word_of_a_teams_name_reaches_its_members_and_their_things() -> None:
    # YOUNG 2 meant Kate Bishop and America Chavez, not Kitty Pryde, a teen of a category
    assert _first("young", ["KITTY PRYDE", "KATE BISHOP"]) == "KATE BISHOP"
    assert _first("young", ["KITTY PRYDE", "AMERICA CHAVEZ"]) == "AMERICA CHAVEZ"
    # MIDNIGHT of the Midnight Sons: Blade, and Ghost Rider's Chain by [belongs]
    assert _tier("midnight", "BLADE") == lore.TIERS["link"]
    assert _tier("midnight", "GHOST RIDER'S CHAIN") == lore.TIERS["fan"]
    assert _tier("hire", "IRON FIST") == lore.TIERS["link"]


def test_a_mantle_or_another_identity_reaches_its_heirs() -> None:
    assert _tier("legacy", "MILES MORALES") == lore.TIERS["link"]
    assert _tier("legacy", "FALCON") == lore.TIERS["link"]
    # VICTOR: Doctor Doom, and Kang as Victor Timely
    assert _tier("victor", "KANG") == lore.TIERS["link"]
    assert _first("victor", ["KANG", "ODIN", "BEAST"]) == "KANG"


def test_a_kind_of_being_reads_its_people_before_their_city() -> None:
    # INHUMAN 2 meant Ms. Marvel and Lockjaw, not Attilan, the Inhumans' city (13717)
    assert _first("inhuman", ["ATTILAN", "MS. MARVEL"]) == "MS. MARVEL"
    assert _first("inhuman", ["ATTILAN", "LOCKJAW"]) == "LOCKJAW"
