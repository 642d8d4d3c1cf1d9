"""data/lore.toml's [concepts]: archetypes and references of general culture a fan clues Marvel
cards by (JEKYLL, FRANKENSTEIN, ROBIN HOOD, SHERLOCK, JAMES BOND), read as a fan reads them."""

from __future__ import annotations

import random
import tomllib

import numpy as np

from tabletop.engine.actions import parse_action
from tabletop.engine.game import new_game
from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.bots import AssocBot
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


def _turn(seed: int, clue: str) -> tuple[list[str], str]:
    """The computer Agent's guesses (their keys) on the first turn of board ``seed``."""
    g = new_game("codenames", seed, 2, {"variant": "co-op"})
    team = g.view(0)["turn_team"]
    g.apply(parse_action(f"0:clue {clue}"))
    bot = AssocBot("minilm", "normal")
    keys: list[str] = []
    while not g.is_terminal() and g.view(1)["phase"] == "guess" and 1 in g.active_seats():
        a = bot.choose(g.view(1), g.legal_actions(1), random.Random(0))
        if a.verb != "guess":
            break
        keys.append(g.view(0)["key"][int(a.args[0])])
        g.apply(a)
    return keys, team


def test_a_clue_no_curated_file_links_is_read_by_both_tables_and_carefully() -> None:
    # MEDITATION (9183) has no curated link on its board: one table alone liked Vision, a rival
    # card; the card both tables back is taken instead, and nothing after it
    ids = [NAMES.index(c) for c in ("VISION", "MODOK", "IRON FIST")]
    assert wa.curated_links("meditation") is None
    mini = wa.source("minilm").read("meditation", ids)
    glove = wa.source("glove").read("meditation", ids)
    assert mini is not None and glove is not None
    both = wa.unlinked_reading(wa.source("minilm"), "meditation", ids, ids, mini)
    assert both is not None and np.allclose(both, np.minimum(mini, glove))
    keys, team = _turn(9183, "MEDITATION 2")
    assert len(keys) == 1 and keys[0] in (team, "neutral")
    # a clue with a curated link on the board keeps its reading
    assert (
        wa.unlinked_reading(wa.source("minilm"), "jekyll", ids + [NAMES.index("HULK")], ids, mini)
        is None
    )
    keys, team = _turn(13831, "JEKYLL 2")
    assert keys == [team, team]


def test_kathmandu_reaches_the_ancient_one_of_kamar_taj() -> None:
    # KATHMANDU 2 (13826) meant Kamar-Taj and the Ancient One, whose temple stands there
    assert _tier("kathmandu", "ANCIENT ONE") == lore.TIERS["link"]
    keys, team = _turn(13826, "KATHMANDU 2")
    assert keys == [team, team]
