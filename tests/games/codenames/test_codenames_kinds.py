"""Kinds a fan names by one word (data/categories.toml ``[kinds]``: BALD, BULLETPROOF, REDHEAD),
written by two fans from the card names alone and read as plain facts of the word
(``lore.KIND_TIER``): a second card people's clues meant and no other curated link reached
(the clues themselves: test_codenames_fan_links.py)."""

from __future__ import annotations

import tomllib

from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.data import assets


def test_a_kind_is_no_category_and_names_only_cards_of_the_game() -> None:
    raw = tomllib.loads((wa.DATA / "categories.toml").read_text())
    category_words = {w for k in raw["categories"] for w in k.split()}
    names = {a.word for a in assets()}
    kinds = {k: [c.strip() for c in v.split(";")] for k, v in raw["kinds"].items()}
    assert len(kinds) >= 70
    for word, cards in kinds.items():
        assert word not in category_words, word
        assert cards and set(cards) <= names and len(set(cards)) == len(cards), word


def test_a_kind_reaches_its_cards_as_a_plain_fact() -> None:
    index = {a.word: i for i, a in enumerate(assets())}
    tiers = lore.links("BULLETPROOF")
    assert tiers is not None
    for card in ("COLOSSUS", "JUGGERNAUT"):
        assert tiers[index[card]] == lore.TIERS["fact"], card
    # a stronger curated link of the card stays its tier (Luke Cage's unbreakable skin)
    assert tiers[index["LUKE CAGE"]] > lore.TIERS["fact"]
