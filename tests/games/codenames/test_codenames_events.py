"""data/lore.toml's [events] (events and their places with the cards present), [legacies]
(mantles and other identities) and the words of a team's name: the Agent reads them as a fan."""

from __future__ import annotations

from cn_helpers import first_read, lore_tier

from tabletop.games.codenames import lore


def test_an_event_or_its_place_reaches_the_cards_present() -> None:
    # LAGOS: the Civil War's opening, Scarlet Witch and Crossbones (13702)
    assert lore_tier("lagos", "SCARLET WITCH") == lore.TIERS["link"]
    assert lore_tier("lagos", "CROSSBONES") == lore.TIERS["link"]
    assert lore_tier("vormir", "GAMORA") >= lore.TIERS["link"]
    assert lore_tier("snap", "STAR-LORD") >= lore.TIERS["fan"]
    assert first_read("lagos", ["SCARLET WITCH", "ODIN", "MEDUSA"]) == "SCARLET WITCH"


def test_a_word_of_a_teams_name_reaches_its_members_and_their_things() -> None:
    # YOUNG 2 meant Kate Bishop and America Chavez, not Kitty Pryde, a teen of a category
    assert first_read("young", ["KITTY PRYDE", "KATE BISHOP"]) == "KATE BISHOP"
    assert first_read("young", ["KITTY PRYDE", "AMERICA CHAVEZ"]) == "AMERICA CHAVEZ"
    # MIDNIGHT of the Midnight Sons: Blade, and Ghost Rider's Chain by [belongs]
    assert lore_tier("midnight", "BLADE") == lore.TIERS["link"]
    assert lore_tier("midnight", "GHOST RIDER'S CHAIN") == lore.TIERS["fan"]
    assert lore_tier("hire", "IRON FIST") == lore.TIERS["link"]


def test_a_mantle_or_another_identity_reaches_its_heirs() -> None:
    assert lore_tier("legacy", "MILES MORALES") == lore.TIERS["link"]
    assert lore_tier("legacy", "FALCON") == lore.TIERS["link"]
    # VICTOR: Doctor Doom, and Kang as Victor Timely
    assert lore_tier("victor", "KANG") == lore.TIERS["link"]
    assert first_read("victor", ["KANG", "ODIN", "BEAST"]) == "KANG"


def test_a_kind_of_being_reads_its_people_before_their_city() -> None:
    # INHUMAN 2 meant Ms. Marvel and Lockjaw, not Attilan, the Inhumans' city (13717)
    assert first_read("inhuman", ["ATTILAN", "MS. MARVEL"]) == "MS. MARVEL"
    assert first_read("inhuman", ["ATTILAN", "LOCKJAW"]) == "LOCKJAW"
