"""The cards a guesser takes the clue words people give most for (data/readings.toml,
``lore.readings``): read by the Agents as the tables' similarity at least a grade's value and
weighed by the writer's model (``wordassoc.FIRST_WEIGHTS``); the Directors never read them."""

from __future__ import annotations

import tomllib

import numpy as np
import pytest
from cn_helpers import NAMES, director_first_clues

from tabletop.engine.game import new_game
from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa


def test_the_file_is_marked_designed_and_names_only_cards() -> None:
    raw = tomllib.loads((lore.DATA / "readings.toml").read_text(encoding="utf-8"))
    assert raw.pop("designed") is True
    assert len(raw) >= 200
    for word, grades in raw.items():
        assert word.isupper() and set(grades) <= set(lore.READING_SCORES), word
        cards = [c.strip() for g in grades.values() for c in g.split(";")]
        assert cards and all(c in NAMES for c in cards), word
        assert len(cards) == len(set(cards)), word  # a card in one grade only


def test_a_reading_reaches_a_card_no_curated_text_links() -> None:
    # PORTALS: Wong, who opens them with his sling ring, a likely card no curated text links
    got = lore.readings("portals")
    tiers = lore.links("portals")
    assert got is not None and tiers is not None
    wong = NAMES.index("WONG")
    assert got[wong] == np.float32(lore.READING_SCORES["likely"]) and tiers[wong] == 0
    strange = NAMES.index("DOCTOR STRANGE")
    assert got[strange] == np.float32(lore.READING_SCORES["sure"])
    assert lore.readings("teleports") is not None  # a word's forms read alike
    assert lore.readings("xqzvw") is None


def test_the_agent_reads_the_grade_and_the_director_does_not() -> None:
    src = wa.source("minilm")
    ids = [NAMES.index(c) for c in ("WONG", "HAWKEYE")]
    scores = src.scores("portals", ids)
    read = src.read("portals", ids)
    assert scores is not None and read is not None
    assert read[0] >= wa.CURATED_DAMP * lore.READING_SCORES["likely"] > scores[0]


def test_the_writers_model_weighs_each_grade() -> None:
    g = new_game("codenames", 13306, 2, {"variant": "co-op"})
    ids = wa._asset_ids(g.view(0))
    src = wa.source("minilm")
    feats = wa.first_features(src, "WAKANDA", ids)
    assert feats is not None and feats.shape == (25, len(wa.FIRST_WEIGHTS))
    said = lore.readings("wakanda")
    assert said is not None
    for k, value in enumerate(lore.READING_SCORES.values()):
        column = feats[:, len(wa.FIRST_WEIGHTS) - 3 + k]
        assert np.array_equal(column, np.isclose(said[ids], value, atol=0.005))
    # each grade weighs for a card, the surest most
    w = wa.FIRST_WEIGHTS[-3:]
    assert w[0] > w[1] > w[2] > 0


def test_the_directors_never_read_them(monkeypatch: pytest.MonkeyPatch) -> None:
    with_file = director_first_clues()
    monkeypatch.setattr(wa, "guesser_readings", lambda word: None)
    assert director_first_clues() == with_file
