"""data/lore.toml's [concepts]: archetypes and references of general culture a fan clues Marvel
cards by (JEKYLL, FRANKENSTEIN, ROBIN HOOD, SHERLOCK, JAMES BOND), read as a fan reads them."""

from __future__ import annotations

import random
import tomllib

import numpy as np
import pytest
from cn_helpers import NAMES, first_read, lore_tier, without_crowd

from tabletop.engine.actions import parse_action
from tabletop.engine.game import new_game
from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.bots import AssocBot


def test_concepts_name_only_cards_of_the_game() -> None:
    raw = tomllib.loads((wa.DATA / "lore.toml").read_text(encoding="utf-8"))
    assert "concepts" in lore.KNOWN_BY and len(raw["concepts"]) >= 30
    for cards in raw["concepts"].values():
        assert {c.strip().lstrip("*") for c in cards.split(";")} <= set(NAMES), cards


def test_jekyll_reads_the_split_selves_not_a_word_neighbour() -> None:
    # JEKYLL 2 (13831) meant the Hulk and the Green Goblin; read by similarity alone it took
    # Baron Zemo, the assassin
    for word in ("jekyll", "hyde"):
        assert lore_tier(word, "HULK") == lore_tier(word, "GREEN GOBLIN") == lore.TIERS["link"]
        assert lore_tier(word, "BARON ZEMO") == 0
    assert first_read("jekyll", ["BARON ZEMO", "HULK"]) == "HULK"
    assert first_read("jekyll", ["BARON ZEMO", "GREEN GOBLIN"]) == "GREEN GOBLIN"
    assert first_read("jekyll", ["BARON ZEMO", "MOON KNIGHT"]) == "MOON KNIGHT"


def test_archetypes_reach_the_cards_a_fan_names() -> None:
    assert first_read("frankenstein", ["DOCTOR DOOM", "ULTRON"]) == "ULTRON"
    assert first_read("dracula", ["MEPHISTO", "BLADE"]) == "BLADE"
    assert first_read("robinhood", ["GREEN GOBLIN", "HAWKEYE"]) == "HAWKEYE"
    assert lore_tier("robinhood", "KATE BISHOP") == lore.TIERS["link"]
    assert first_read("sherlock", ["WONG", "DOCTOR STRANGE"]) == "DOCTOR STRANGE"
    assert first_read("jamesbond", ["IRON MAN", "BLACK WIDOW"]) == "BLACK WIDOW"
    assert first_read("icarus", ["THOR", "FALCON"]) == "FALCON"
    assert first_read("poseidon", ["THOR", "NAMOR"]) == "NAMOR"
    assert lore_tier("prometheus", "HUMAN TORCH") == lore.TIERS["link"]


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


def test_a_clue_no_curated_file_links_is_read_by_both_tables_and_carefully(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # MEDITATION (9183) has no curated link on its board. Players clue Iron Fist and the
    # Ancient One by it (data/wide.toml): both are taken, the team's cards
    keys, team = _turn(9183, "MEDITATION 2")
    assert keys == [team, team]
    # read without those words, one table alone liked Vision, a rival card; the card both
    # tables back is taken instead, and nothing after it
    without_crowd(monkeypatch)
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
    assert lore_tier("kathmandu", "ANCIENT ONE") == lore.TIERS["link"]
    keys, team = _turn(13826, "KATHMANDU 2")
    assert keys == [team, team]
