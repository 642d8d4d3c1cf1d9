"""The words the Codenames computer players read (numpy only): the vocabulary of the association
tables (data/wordassoc_vocab.txt), the Marvel names read at run time from data/lexicon_more.toml
(``more_words``: names the tables lack, names whose Marvel sense they miss) and from
data/lexicon.toml (``name_circle``: a clue that is a character's name points at that character
and their circle), and a word's plain forms (``forms``: a plural or verb ending removed).
``wordassoc`` reads words through these."""

from __future__ import annotations

import re
import tomllib
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from tabletop.games.codenames.data import assets

DATA = Path(__file__).with_name("data")


@cache
def vocabulary() -> tuple[tuple[str, ...], dict[str, int], np.ndarray]:
    """(words, word -> row, clue tier) from data/wordassoc_vocab.txt; tier 2 is an everyday
    clue word, 1 a clue word, 0 a word understood but never given as a clue."""
    words: list[str] = []
    tier: list[int] = []
    with open(DATA / "wordassoc_vocab.txt", encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#") or not line.strip():
                continue
            w, _, flag = line.rstrip("\n").partition("\t")
            words.append(w)
            tier.append(int(flag or 0))
    return tuple(words), {w: i for i, w in enumerate(words)}, np.array(tier, dtype=np.int8)


def by_first(words: tuple[str, ...], letter: str) -> tuple[str, ...]:
    return tuple(w for w in words if w[:1] == letter)


#: [words]: first card, step per next card, floor; [marvel] lies above the tables' noise
GRADES = {"words": (0.92, 0.04, 0.70), "marvel": (0.95, 0.01, 0.80)}


@cache
def lexicon_more_file() -> dict[str, Any]:
    return tomllib.loads((DATA / "lexicon_more.toml").read_text(encoding="utf-8"))


@cache
def more_words(names: tuple[str, ...], part: str) -> dict[str, np.ndarray]:
    """A section of data/lexicon_more.toml: word (lower case) -> a score per asset (``GRADES``:
    the first card it lists scores most, each next one a step less, never under the floor; 0
    for the cards it does not list)."""
    raw = lexicon_more_file().get(part, {})
    top, step, floor = GRADES[part]
    index = {n: i for i, n in enumerate(names)}
    out: dict[str, np.ndarray] = {}
    for word, cards in raw.items():
        s = np.zeros(len(names), np.float32)
        for k, card in enumerate(c.strip() for c in cards.split(";")):
            if card not in index:
                raise ValueError(f"lexicon_more.toml: {word} names an unknown card {card!r}")
            s[index[card]] = max(floor, top - step * k)
        out[word.lower()] = s
    return out


#: a name's own card, the cards of its circle, and how far both are lifted above the rest
CIRCLE_SCORES = (0.90, 0.85)
CIRCLE_LIFT = 0.1
COMMON = 1000  # a name is none of the vocabulary's commonest words (TIME, HELL, JAMES)


def letters(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


@cache
def name_index() -> tuple[dict[str, frozenset[int]], list[frozenset[str]], list[frozenset[str]]]:
    """From data/lexicon.toml, whose entries begin with the card's real name where it has one
    (STAR-LORD: "peter quill ..."; CAPTAIN AMERICA: "steve rogers ..."): (name -> the cards it
    names, each card's full names, the names each card's entry mentions).

    A card's names are its printed name run together (CAPTAINMARVEL) and its real name, the
    entry's first one or two words before any printed name (STEVEROGERS); a single word of
    either (QUILL, COULSON) also names it, but only a proper noun (tier 0 or unknown to the
    vocabulary) outside the ``COMMON`` commonest words, never an everyday word (SKULL of Red
    Skull, STORM, TIME of Kang's "conqueror time"), so a clue the Director may give is never
    read this way."""
    names = [a.word for a in assets()]
    lex = tomllib.loads((DATA / "lexicon.toml").read_text(encoding="utf-8"))["lexicon"]
    _, row, tier = vocabulary()

    def proper(w: str) -> bool:  # the vocabulary runs from the commonest word down
        r = row.get(w)
        return tier[r] == 0 and r >= COMMON if r is not None else len(w) >= 4

    printed = {letters(n) for n in names}
    full: list[frozenset[str]] = []
    mentions: list[frozenset[str]] = []
    named: dict[str, set[int]] = {}
    for i, name in enumerate(names):
        words = [letters(t) for t in str(lex.get(name, "")).split()]
        real: list[str] = []
        for t in words[:2]:
            if t in printed:
                break
            real.append(t)
        own = {letters(name)} | ({"".join(real)} if real else set())
        full.append(frozenset(own))
        keys = own | set(real) | {letters(t) for t in re.split(r"[ -]", name)}
        for k in keys:
            if k and proper(k):
                named.setdefault(k, set()).add(i)
        mentions.append(
            frozenset(
                "".join(words[a:b])
                for a in range(len(words))
                for b in range(a + 1, min(len(words), a + 3) + 1)
            )
        )
    return {k: frozenset(v) for k, v in named.items()}, full, mentions


@lru_cache(maxsize=2048)  # per clue word: bounded, or a long simulation grows without end
def name_circle(word: str) -> np.ndarray | None:
    """A clue that is a character's name (printed name, real name or surname: CAPTAINMARVEL,
    STEVEROGERS, QUILL) points at that character and their circle, as a fan reads it: a score
    per asset, ``CIRCLE_SCORES[0]`` for the card it names (``[1]`` when the name is shared, as
    TCHALLA by Black Panther and Wakanda), ``[1]`` for the cards linked to it by name in
    data/lexicon.toml (either entry names the other: Kree and Captain Marvel, Yondu and
    Star-Lord), 0 for the rest; None if the word names no card."""
    named, full, mentions = name_index()
    who = named.get(letters(word))
    if not who:
        return None
    s = np.zeros(len(full), np.float32)
    own, ring = CIRCLE_SCORES
    for a in who:
        s[a] = max(s[a], own if len(who) == 1 else ring)
        for b in range(len(full)):
            if b != a and (mentions[a] & full[b] or mentions[b] & full[a]):
                s[b] = max(s[b], ring)
    return s


def forms(w: str) -> list[str]:
    out = [w]
    for suffix, repl in (
        ("ies", "y"),
        ("es", ""),
        ("s", ""),
        ("ing", ""),
        ("ing", "e"),
        ("ed", ""),
        ("ed", "e"),
        ("ly", ""),
    ):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            out.append(w[: -len(suffix)] + repl)
    return out
