"""The words players clue each card by (data/wide.toml, ``lore.wide``), read by the Agents as
the tables' similarity at least a set value: a breadth no curated link reaches, weaker than any
curated link; the Directors never read it."""

from __future__ import annotations

import tomllib

import numpy as np
import pytest
from cn_helpers import NAMES, director_first_clues

from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa


def test_every_card_has_both_lists_and_the_file_is_marked_designed() -> None:
    raw = tomllib.loads((lore.DATA / "wide.toml").read_text(encoding="utf-8"))
    assert raw.pop("designed") is True
    assert sorted(raw) == sorted(NAMES)
    for card, lists in raw.items():
        strong, loose = lists["strong"].split(), lists["loose"].split()
        assert len(strong) >= 20 and len(loose) >= 20, card
        assert all(w.isalpha() and w.islower() for w in strong + loose), card


def test_a_crowd_word_reaches_the_card_no_curated_text_links() -> None:
    # TEMPERATURE: Iceman; TELEPORT: Cable among the teleporters (a fresh set's clues where
    # the Agent had nothing but the tables)
    temp = lore.wide("temperature")
    assert temp is not None and temp[NAMES.index("ICEMAN")] == lore.WIDE_SCORES["strong"]
    tele = lore.wide("teleports")  # a word's forms read alike
    assert tele is not None and tele[NAMES.index("CABLE")] > 0
    assert lore.wide("temperature") is not None and lore.wide("xqzv") is None


def test_the_reading_lifts_a_crowd_card_but_under_a_curated_link() -> None:
    src = wa.source("minilm")
    ids = [NAMES.index(c) for c in ("ICEMAN", "HAWKEYE")]
    scores = src.scores("temperature", ids)
    read = src.read("temperature", ids)
    assert scores is not None and read is not None
    # the Director's scores are the tables' alone; the Agent reads Iceman at the crowd's value
    assert read[0] >= wa.CURATED_DAMP * lore.WIDE_SCORES["strong"] > scores[0]
    assert read[1] == np.float32(wa.CURATED_DAMP * scores[1]) or read[1] == scores[1]
    # a card of a curated link still comes first: THUNDER's Thor before any crowd card
    thunder = src.read("thunder", list(range(len(NAMES))))
    assert thunder is not None and NAMES[int(np.argmax(thunder))] == "THOR"
    tiers = lore.links("thunder")
    assert tiers is not None
    crowd_only = [i for i in range(len(NAMES)) if tiers[i] == 0]
    assert float(thunder[crowd_only].max()) < wa.CURATED_FLOOR[lore.TIERS["fact"]] + 0.1


def test_the_directors_never_read_the_crowd(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Director's first clue is the same without the file: only ``Source.read`` (the
    Agents' reading) consults it."""

    with_file = director_first_clues()
    monkeypatch.setattr(wa, "crowd_links", lambda word: None)
    assert director_first_clues() == with_file
