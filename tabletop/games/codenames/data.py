"""Marvel Codenames data: the 200 asset words, the 40 shipped key cards, the bots' association
table and the two-player score chart, loaded from the files in ``data/`` and validated.

A key is 25 letters read row by row (``H`` HYDRA red, ``S`` S.H.I.E.L.D. blue, ``N`` neutral,
``A`` the assassin) plus the starting team; the starting team has 9 cards, the rival 8, and there
are 7 neutral cards and 1 assassin (rulebook, "Starting Team"). ``generate_key`` makes one from
any ``random``-like source: tools/make_codenames_keys.py uses it once with a fixed seed to write
``keys.json``, and the game uses it with the game's own RNG for a freshly random key.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from tabletop.engine.cards import load_toml
from tabletop.engine.errors import CardDataError

DATA = Path(__file__).with_name("data")
KINDS = ("character", "team", "place", "item")
HYDRA = "hydra"
SHIELD = "shield"
NEUTRAL = "neutral"
ASSASSIN = "assassin"
TEAMS = (HYDRA, SHIELD)
LETTER = {HYDRA: "H", SHIELD: "S", NEUTRAL: "N", ASSASSIN: "A"}
FROM_LETTER = {v: k for k, v in LETTER.items()}
GRID = 25
_WORD = re.compile(r"^[A-Z0-9][A-Z0-9 .'\-]*$")
_TAG = re.compile(r"^[A-Z]+$")


@dataclass(frozen=True)
class Asset:
    word: str
    kind: str


@dataclass(frozen=True)
class Key:
    """One key card: ``cells`` are 25 of hydra/shield/neutral/assassin; ``starting`` a team."""

    number: int | None
    starting: str
    cells: tuple[str, ...]

    def rows(self) -> list[str]:
        letters = "".join(LETTER[c] for c in self.cells)
        return [letters[i : i + 5] for i in range(0, GRID, 5)]


class _Random(Protocol):
    def shuffle(self, x: list[Any]) -> None: ...


def other(team: str) -> str:
    return SHIELD if team == HYDRA else HYDRA


def key_problem(cells: list[str] | tuple[str, ...], starting: str) -> str | None:
    """Why ``cells``/``starting`` is not a valid key (counts 9/8/7/1), or ``None``."""
    if starting not in TEAMS:
        return f"the starting team must be hydra or shield, not {starting!r}"
    if len(cells) != GRID:
        return f"a key has 25 squares, not {len(cells)}"
    want = {starting: 9, other(starting): 8, NEUTRAL: 7, ASSASSIN: 1}
    for kind, n in want.items():
        if sum(1 for c in cells if c == kind) != n:
            return f"a key has 9 squares for the starting team, 8 for the rival, 7 neutral and 1 assassin (found {sum(1 for c in cells if c == kind)} {kind})"
    return None


def generate_key(rnd: _Random, starting: str, number: int | None = None) -> Key:
    cells = [starting] * 9 + [other(starting)] * 8 + [NEUTRAL] * 7 + [ASSASSIN]
    rnd.shuffle(cells)
    return Key(number, starting, tuple(cells))


def parse_rows(rows: list[str], starting: str, number: int | None = None) -> Key:
    """A key from 5 strings of 5 letters H/S/N/A (spaces ignored); raises CardDataError."""
    letters = "".join("".join(rows).split()).upper()
    bad = sorted({ch for ch in letters if ch not in FROM_LETTER})
    if bad:
        raise CardDataError(f"key letters must be H, S, N or A, not {', '.join(bad)}")
    cells = [FROM_LETTER[ch] for ch in letters]
    problem = key_problem(cells, starting)
    if problem:
        raise CardDataError(f"bad key: {problem}")
    return Key(number, starting, tuple(cells))


@cache
def assets() -> tuple[Asset, ...]:
    path = DATA / "assets.toml"
    raw = load_toml(path)
    items = raw.get("asset")
    if not isinstance(items, list):
        raise CardDataError(f"{path}: expected asset = [...]")
    out: list[Asset] = []
    seen: set[str] = set()
    for i, item in enumerate(items):
        label = f"{path}: asset #{i + 1}"
        if not isinstance(item, dict) or set(item) != {"word", "kind"}:
            raise CardDataError(f"{label}: needs exactly the fields word and kind")
        word, kind = item["word"], item["kind"]
        if not isinstance(word, str) or not _WORD.match(word):
            raise CardDataError(f"{label}: word {word!r} should be upper-case letters")
        if kind not in KINDS:
            raise CardDataError(f"{label} ({word}): kind {kind!r} is not one of {KINDS}")
        if word in seen:
            raise CardDataError(f"{label}: duplicate word {word!r}")
        seen.add(word)
        out.append(Asset(word, kind))
    if len(out) != 200:
        raise CardDataError(f"{path}: Marvel Codenames has 200 Asset Cards, not {len(out)}")
    return tuple(out)


@cache
def tags() -> dict[str, tuple[str, ...]]:
    """Association table: asset word -> tags (designed, for the bots)."""
    path = DATA / "associations.toml"
    raw = load_toml(path)
    table = raw.get("tags")
    if not isinstance(table, dict):
        raise CardDataError(f"{path}: expected a [tags] table")
    words = {a.word for a in assets()}
    out: dict[str, tuple[str, ...]] = {}
    for word, tag_list in table.items():
        if word not in words:
            raise CardDataError(f"{path}: {word!r} is not an asset word")
        if not isinstance(tag_list, list) or not all(
            isinstance(t, str) and _TAG.match(t) for t in tag_list
        ):
            raise CardDataError(f"{path}: {word}: tags must be upper-case one-word strings")
        out[word] = tuple(tag_list)
    return out


@cache
def fixed_keys() -> tuple[Key, ...]:
    path = DATA / "keys.json"
    try:
        raw = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise CardDataError(f"{path}: cannot read the key cards: {e}") from None
    out = []
    for i, k in enumerate(raw["keys"]):
        out.append(parse_rows(k["rows"], k["starting"], i + 1))
    if len(out) != 40:
        raise CardDataError(f"{path}: there are 40 key cards, not {len(out)}")
    return tuple(out)


@cache
def ratings() -> tuple[tuple[int, str], ...]:
    """(minimum score, title), best first: the designed two-player chart."""
    raw = load_toml(DATA / "ratings.toml")
    rows = sorted(((int(r["min"]), str(r["title"])) for r in raw["rating"]), reverse=True)
    return tuple(rows)


def rating(score: int) -> str:
    for low, title in ratings():
        if score >= low:
            return title
    return "No rating"
