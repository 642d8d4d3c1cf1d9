"""Helpers for the Codenames tests: games in a fixed, readable position."""

from __future__ import annotations

from typing import Any

import numpy as np

from tabletop.engine.game import new_game
from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.data import assets
from tabletop.games.codenames.rules import CodenamesGame

# HYDRA starts: 9 H, 8 S, 7 N, 1 A. Indices row by row.
WORDS = [
    "LOCKJAW", "FEMALE THOR", "SCORPION", "RHINO", "GHOST RIDER",
    "GHOST RIDER'S CHAIN", "BLACK WIDOW", "SHE-HULK", "CAPTAIN AMERICA", "HULK",
    "IRON MAN", "THOR", "HAWKEYE", "SPIDER-MAN", "WAKANDA",
    "ASGARD", "MJOLNIR", "X-MEN", "GROOT", "LOKI",
    "STORM", "DAILY BUGLE", "VENOM", "TESSERACT", "NOVA",
]  # fmt: skip
KEY = ["NHHSS", "SHHSH", "SNHAN", "HNSHN", "SNHSN"]
LETTERS = "".join(KEY)
HYDRA_CARDS = [i for i, c in enumerate(LETTERS) if c == "H"]
SHIELD_CARDS = [i for i, c in enumerate(LETTERS) if c == "S"]
NEUTRAL_CARDS = [i for i, c in enumerate(LETTERS) if c == "N"]
ASSASSIN_CARD = LETTERS.index("A")


def positioned(seats: int = 4, starting: str = "hydra", **options: Any) -> CodenamesGame:
    g = new_game("codenames", 1, seats, options)
    assert isinstance(g, CodenamesGame)
    key = KEY
    if starting == "shield":  # swap colours so S.H.I.E.L.D. has the 9
        key = [r.replace("H", "x").replace("S", "H").replace("x", "S") for r in KEY]
    g.set_position({"words": WORDS, "key": key, "starting": starting})
    return g


def play(g: CodenamesGame, *actions: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for a in actions:
        out.extend(e.for_seat(None) for e in g.apply(a))
    return out


#: every card's name, by asset index (the association tables' order)
NAMES = [a.word for a in assets()]


def first_read(word: str, cards: list[str]) -> str:
    """The card the Agent reads ``word`` as first among ``cards``."""
    ids = [NAMES.index(c) for c in cards]
    s = wa.source("minilm").read(word, ids)
    assert s is not None, word
    return cards[int(np.argmax(s))]


def lore_tier(word: str, card: str) -> float:
    """The strongest tier of curated link of ``word`` to ``card`` (0: none)."""
    got = lore.links(word)
    assert got is not None, word
    return float(got[NAMES.index(card)])


def read_after(
    seed: int, clue: str, taken: list[str]
) -> tuple[dict[str, Any], list[str], list[int], list[int], np.ndarray]:
    """Board ``seed`` (co-op) after ``clue`` and the guesses of the cards ``taken``: the
    Agent's view, the board's names, the open cards, their asset ids and the normal Agent's
    reading of the clue's word over them."""
    g = new_game("codenames", seed, 2, {"variant": "co-op"})
    names = [c["word"] for c in g.view(0)["grid"]]
    g.apply(f"0:clue {clue}")
    for card in taken:
        g.apply(f"1:guess {names.index(card)}")
    view = g.view(1)
    open_cards = [c["index"] for c in view["grid"] if c["cover"] is None]
    ids = wa._asset_ids(view)
    open_ids = [ids[i] for i in open_cards]
    s = wa.source("minilm").read(clue.split()[0], open_ids)
    assert s is not None, clue
    return view, names, open_cards, open_ids, s


def without_crowd(monkeypatch: Any) -> None:
    """Read clues without the crowd's words (data/wide.toml, ``lore.wide``) and the guessers'
    readings of common clue words (data/readings.toml, ``lore.readings``): for a test of a
    rule written on an example that those words now read otherwise."""
    monkeypatch.setattr(wa, "crowd_links", lambda word: None)
    monkeypatch.setattr(wa, "guesser_readings", lambda word: None)


def director_first_clues(seeds: tuple[int, ...] = (30000, 30001, 30002)) -> list[str]:
    """The normal computer Director's first clue on each of these boards (a two-player co-op
    game): what a test of data only the Agents read compares with and without it."""
    import random

    from tabletop.games.codenames.bots import AssocBot

    out = []
    for seed in seeds:
        g = new_game("codenames", seed, 2, {"variant": "co-op"})
        bot = AssocBot("minilm", "normal")
        out.append(str(bot.choose(g.view(0), g.legal_actions(0), random.Random(0))))
    return out
