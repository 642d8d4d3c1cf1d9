"""data/lore.toml's [concepts]: archetypes and references of general culture a fan clues Marvel
cards by (JEKYLL, FRANKENSTEIN, ROBIN HOOD, SHERLOCK, JAMES BOND), read as a fan reads them."""

from __future__ import annotations

import tomllib

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


def test_concepts_name_only_cards_of_the_game() -> None:
    raw = tomllib.loads((wa.DATA / "lore.toml").read_text(encoding="utf-8"))
    assert "concepts" in lore.KNOWN_BY and len(raw["concepts"]) >= 30
    for cards in raw["concepts"].values():
        assert {c.strip().lstrip("*") for c in cards.split(";")} <= set(NAMES), cards


def test_jekyll_reads_the_split_selves_not_a_word_neighbour() -> None:
    # JEKYLL 2 (13831) meant the Hulk and the Green Goblin; read by similarity alone it took
    # Baron Zemo, the assassin
    for word in ("jekyll", "hyde"):
        assert _tier(word, "HULK") == _tier(word, "GREEN GOBLIN") == lore.TIERS["link"]
        assert _tier(word, "BARON ZEMO") == 0
    assert _first("jekyll", ["BARON ZEMO", "HULK"]) == "HULK"
    assert _first("jekyll", ["BARON ZEMO", "GREEN GOBLIN"]) == "GREEN GOBLIN"
    assert _first("jekyll", ["BARON ZEMO", "MOON KNIGHT"]) == "MOON KNIGHT"


def test_archetypes_reach_the_cards_a_fan_names() -> None:
    assert _first("frankenstein", ["DOCTOR DOOM", "ULTRON"]) == "ULTRON"
    assert _first("dracula", ["MEPHISTO", "BLADE"]) == "BLADE"
    assert _first("robinhood", ["GREEN GOBLIN", "HAWKEYE"]) == "HAWKEYE"
    assert _tier("robinhood", "KATE BISHOP") == lore.TIERS["link"]
    assert _first("sherlock", ["WONG", "DOCTOR STRANGE"]) == "DOCTOR STRANGE"
    assert _first("jamesbond", ["IRON MAN", "BLACK WIDOW"]) == "BLACK WIDOW"
    assert _first("icarus", ["THOR", "FALCON"]) == "FALCON"
    assert _first("poseidon", ["THOR", "NAMOR"]) == "NAMOR"
    assert _tier("prometheus", "HUMAN TORCH") == lore.TIERS["link"]
