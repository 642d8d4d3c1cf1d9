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


@pytest.mark.parametrize("name", lore.READING_FILES)
def test_each_file_is_marked_designed_and_names_only_cards(name: str) -> None:
    raw = tomllib.loads((lore.DATA / name).read_text(encoding="utf-8"))
    assert raw.pop("designed") is True
    assert len(raw) >= 200
    for word, grades in raw.items():
        assert word.isupper() and set(grades) <= set(lore.READING_SCORES), word
        cards = [c.strip() for g in grades.values() for c in g.split(";")]
        assert cards and all(c in NAMES for c in cards), word
        assert len(cards) == len(set(cards)), word  # a card in one grade only


def _grades(name: str, word: str) -> dict[str, str] | None:
    raw = tomllib.loads((lore.DATA / name).read_text(encoding="utf-8"))
    got = raw.get(word)
    return None if got is None else {c.strip(): g for g, cs in got.items() for c in cs.split(";")}


def _assert_mean(got: np.ndarray, graded: list[dict[str, str]]) -> None:
    """Each card any writer graded reads as the mean of their grades over the base (0 where a
    writer left it out)."""
    base = lore.READING_BASE
    for card in {c for r in graded for c in r}:
        points = [lore.READING_SCORES[r[card]] - base if card in r else 0.0 for r in graded]
        assert got[NAMES.index(card)] == pytest.approx(base + sum(points) / len(graded), abs=1e-6)


def test_a_word_graded_by_several_rounds_reads_as_the_mean_of_their_grades() -> None:
    graded = [g for name in lore.READING_FILES if (g := _grades(name, "SPY")) is not None]
    assert len(graded) >= 2
    got = lore.readings("spy")
    assert got is not None
    _assert_mean(got, graded)
    # a card only some rounds name reads under one all of them are sure of
    sure = [c for c in graded[0] if all(r.get(c) == "sure" for r in graded)]
    assert sure and got[NAMES.index(sure[0])] == pytest.approx(lore.READING_SCORES["sure"])


def test_a_word_and_its_other_forms_pool_their_writers() -> None:
    # ARROW and ARROWS were each graded by their own writers: both read as the mean of all
    one = [g for name in lore.READING_FILES if (g := _grades(name, "ARROW")) is not None]
    many = [g for name in lore.READING_FILES if (g := _grades(name, "ARROWS")) is not None]
    assert one and many
    pooled = one + many
    got = lore.readings("arrow")
    assert got is not None and np.array_equal(got, lore.readings("arrows"))
    _assert_mean(got, pooled)


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
    # a card's mean grade counts as the grade it is nearest: sure, likely, maybe
    on_board = said[ids]
    nearest = [
        on_board >= 0.75,
        (on_board >= 0.65) & (on_board < 0.75),
        (on_board > 0) & (on_board < 0.65),
    ]
    assert sum(bool(col.any()) for col in nearest) >= 2
    # the grades' columns: sure, likely, maybe, before the writers' own (``lore.meant``)
    first = len(wa.FIRST_WEIGHTS) - 4
    for k, want in enumerate(nearest):
        assert np.array_equal(feats[:, first + k], want)
    # each grade weighs for a card, the surest most
    w = wa.FIRST_WEIGHTS[first : first + 3]
    assert w[0] > w[1] > w[2] > 0


def test_the_directors_never_read_them(monkeypatch: pytest.MonkeyPatch) -> None:
    with_file = director_first_clues()
    monkeypatch.setattr(wa, "guesser_readings", lambda word: None)
    assert director_first_clues() == with_file


def test_a_word_one_round_grades_reads_as_its_one_writers_grades() -> None:
    # MENTOR, a word players clue three cards or more by (data/wide.toml) that no people's
    # set gave, graded by the fifth round only
    graded = [g for name in lore.READING_FILES if (g := _grades(name, "MENTOR")) is not None]
    assert len(graded) == 1 and _grades(lore.READING_FILES[-1], "MENTOR") == graded[0]
    got = lore.readings("mentor")
    assert got is not None
    _assert_mean(got, graded)
    for card, grade in graded[0].items():
        assert got[NAMES.index(card)] == pytest.approx(lore.READING_SCORES[grade])
