"""The computer Agent reads every curated link of the project (data/lore.toml, lexicon.toml,
lexicon_more.toml, associations.toml, facts.toml) above the tables' embedding similarity."""

from __future__ import annotations

import tomllib

import numpy as np
from test_wordassoc import _agent_guesses

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


def test_every_asset_has_fan_lore() -> None:
    raw = tomllib.loads((wa.DATA / "lore.toml").read_text(encoding="utf-8"))
    assert raw["designed"] is True
    assert set(raw["lore"]) == set(NAMES)
    for card, entry in raw["lore"].items():
        assert entry["is"].split() and len(entry["links"].split()) >= 3, card
    assert lore.table()  # every card named in every curated file is a real card


def test_an_alter_ego_leads_to_that_card_first() -> None:
    """Real names, nicknames and catchphrases a fan clues by, over all 200 assets."""
    everyone = list(range(len(NAMES)))
    src = wa.source("minilm")
    for word, card in {
        "parker": "SPIDER-MAN",
        "banner": "HULK",
        "murdock": "DAREDEVIL",
        "howlett": "WOLVERINE",
        "snikt": "WOLVERINE",
        "summers": "CYCLOPS",
        "bucky": "WINTER SOLDIER",
        "barnes": "WINTER SOLDIER",
        "bamf": "NIGHTCRAWLER",
        "flameon": "HUMAN TORCH",
        "grimm": "THE THING",
        "spector": "MOON KNIGHT",
        "daywalker": "BLADE",
        "rhodey": "WAR MACHINE",
    }.items():
        s = src.read(word, everyone)
        assert s is not None and NAMES[int(np.argmax(s))] == card, word


def test_a_curated_link_beats_a_vague_similarity() -> None:
    """The tables read MUSTACHE as Thor (a beard) and CIGAR nearest Howard the Duck beside
    Jameson; a fan's link (Jameson's mustache, Wolverine's cigar) comes first."""
    assert _first("mustache", ["THOR", "J. JONAH JAMESON", "HERCULES", "ODIN"]) == (
        "J. JONAH JAMESON"
    )
    assert _first("cigar", ["WOLVERINE", "MYSTERIO", "BLADE"]) == "WOLVERINE"
    assert _first("bargain", ["DOCTOR STRANGE", "RHINO", "QUINJET"]) == "DOCTOR STRANGE"
    # beside a linked card, a card the word is not linked to keeps CURATED_DAMP of its score
    ids = [NAMES.index("WINTER SOLDIER"), NAMES.index("HOWARD THE DUCK")]
    s = wa.source("minilm").read("bucky", ids)
    t = wa.source("minilm").scores("bucky", ids)
    assert s is not None and t is not None
    assert s[1] == np.float32(wa.CURATED_DAMP * t[1]) and s[0] >= wa.CURATED_FLOOR[3]


def test_a_common_word_is_read_first_in_its_everyday_sense() -> None:
    """GREEN is Doreen Green's surname (Squirrel Girl) but a person reads the colour first."""
    assert _first("green", ["SQUIRREL GIRL", "HULK"]) == "HULK"
    t = lore.links("green")
    assert t is not None and t[NAMES.index("SQUIRREL GIRL")] < lore.TIERS["is"]


def test_the_agent_knows_words_only_the_lore_holds() -> None:
    src = wa.source("minilm")
    assert not src.rows("raimi") and src.knows("raimi")
    assert src.read("flame_on", [NAMES.index("HUMAN TORCH")]) is not None


def test_the_agent_follows_fan_clues_on_tuning_boards_and_stops_when_unsure() -> None:
    """Boards of the tuning split (fan_clues_9000.toml): both cards of a fan's clue, and a
    clue of two with one card linked on the board stops after it (the next card is a guess)."""
    for seed, word, meant in (
        (9016, "RICHARDS", {"INVISIBLE WOMAN", "BAXTER BUILDING"}),
        (9013, "OSBORN", {"OSCORP", "GOBLIN GLIDER"}),
        (9006, "BUCKY", {"WINTER SOLDIER", "BARON ZEMO"}),
    ):
        cards, _, _ = _agent_guesses(seed, word, 2)
        assert set(cards) == meant, (seed, word, cards)
    cards, keys, team = _agent_guesses(9032, "SNIKT", 2)
    assert cards == ["WOLVERINE"] and keys == [team]
