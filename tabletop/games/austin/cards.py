"""Austin Powers card data: loads ``cards.toml``, validates it, builds the two starter decks.

Owns the card definitions (``CardDef``), vibe arithmetic and the 6-by-5 deck check. Every card
text is our own design (``designed = true``): the real texts are not available.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.cards import Field, load_cards
from tabletop.engine.effects import EffectCall
from tabletop.engine.errors import CardDataError
from tabletop.games.austin.effects import EFFECTS

VIBES = ("groovy", "shagadelic", "randy", "creepy")
DOTS = ("red", "orange", "blue", "yellow", "green", "purple")
KINDS = ("agent", "bone", "swinger", "happening", "brawl")
SIDES = ("good", "evil")
RARITIES = ("rare", "uncommon", "common", "starter")

SCHEMA: dict[str, Field] = {
    "kind": Field(str, choices=KINDS),
    "side": Field(str, choices=SIDES),
    "rarity": Field(str, choices=RARITIES),
    "dot": Field(str, choices=DOTS),
    "score": Field(int),
    "sex": Field(str, required=False, default="", choices=("", "male", "female")),
    "role": Field(str, required=False, default="", choices=("", "shagger", "assassin")),
    "vibes": Field(list, required=False, default=[], choices=VIBES),
    "ship": Field(bool, required=False, default=False),
    "tags": Field(list, required=False, default=[]),
    "effect": Field((str, dict, list), required=False, default=""),
    "ongoing": Field(str, required=False, default="", choices=("", "unibrau", "lpga", "mustafa")),
    "free_if": Field(str, required=False, default=""),
    "shag": Field(list, required=False, default=[], choices=VIBES),
    "assassinate": Field(list, required=False, default=[], choices=VIBES),
    "quote": Field(str, required=False, default=""),
    "need": Field(list, required=False, default=[], choices=VIBES),
    "vibe_effect": Field((str, dict, list), required=False, default=""),
    "free_effect": Field((str, dict, list), required=False, default=""),
    "table": Field(bool, required=False, default=False),
    "use": Field((str, dict, list), required=False, default=""),
    "use_once": Field(bool, required=False, default=False),
}
#: the fields holding effects (a verb of ``effects.py`` and its parameters, or a list of them)
EFFECT_FIELDS = ("effect", "vibe_effect", "free_effect", "use")

Effect = tuple[EffectCall, ...]


@dataclass(frozen=True)
class CardDef:
    name: str
    kind: str
    side: str
    rarity: str
    dot: str
    score: int
    text: str
    designed: bool
    count: int
    sex: str
    role: str
    vibes: tuple[str, ...]
    ship: bool
    tags: tuple[str, ...]
    effect: Effect
    ongoing: str
    free_if: str
    shag: tuple[str, ...]
    assassinate: tuple[str, ...]
    quote: str
    need: tuple[str, ...]
    vibe_effect: Effect
    free_effect: Effect
    table: bool
    use: Effect
    use_once: bool

    def needs(self, kind: str) -> tuple[str, ...]:
        """The vibes a Frickin' Bone needs for an attack of ``kind`` (shag or assassinate)."""
        return self.shag if kind == "shag" else self.assassinate


def covers(available: list[str], needed: tuple[str, ...] | list[str]) -> bool:
    """True when the vibes ``available`` include every vibe in ``needed`` (with repeats)."""
    # a few vibes each: counting in the lists is faster than building two Counters
    for v in needed:
        if needed.count(v) > available.count(v):
            return False
    return True


def _load(path: Path) -> dict[str, CardDef]:
    """The cards of ``path``, checked: the schema, each kind's fields, and every effect (an
    unknown verb or parameter fails here, naming the file, the card and the field)."""
    out: dict[str, CardDef] = {}
    raw = load_cards(path, SCHEMA)
    calls = {f: EFFECTS.check_cards(raw, str(path), f) for f in EFFECT_FIELDS}
    for c in raw:
        for key in ("vibes", "shag", "assassinate", "need", "tags"):
            c[key] = tuple(c[key])
        for f in EFFECT_FIELDS:
            c[f] = tuple(calls[f][c["name"]])
        out[c["name"]] = CardDef(**c)
        d = out[c["name"]]
        if d.kind == "agent" and (not d.sex or not d.role or not d.vibes):
            raise CardDataError(f"{path}: agent {d.name!r} needs sex, role and vibes")
        if d.kind == "bone" and (not d.shag or not d.assassinate or not d.quote):
            raise CardDataError(f"{path}: Frickin' Bone {d.name!r} needs shag, assassinate, quote")
        if d.kind == "swinger" and not d.need:
            raise CardDataError(f"{path}: Swinger {d.name!r} needs its vibes ('need')")
    return out


CARDS: dict[str, CardDef] = _load(Path(__file__).with_name("cards.toml"))


def starter_deck(side: str) -> list[str]:
    """The 30 card names of the Good or Evil starter deck (each card repeated ``count`` times)."""
    return [d.name for d in CARDS.values() if d.side == side for _ in range(d.count)]


def deck_problems(names: list[str]) -> list[str]:
    """Why a deck breaks the deck-building rules (30 cards, one allegiance, 6-by-5); [] if none."""
    problems: list[str] = []
    if len(names) != 30:
        problems.append(f"a deck has 30 cards, this one has {len(names)}")
    sides = {CARDS[n].side for n in names}
    if len(sides) > 1:
        problems.append("a deck is all Good or all Evil cards")
    dots = Counter(CARDS[n].dot for n in names)
    for dot in DOTS:
        if dots[dot] != 5:
            problems.append(
                f"the 6-by-5 rule wants exactly five {dot}-dot cards, this deck has {dots[dot]}"
            )
    return problems


STARTERS: dict[str, list[str]] = {side: starter_deck(side) for side in SIDES}


def pile(view: dict[str, Any], kind: str, seat: int) -> list[dict[str, Any]] | None:
    """The cards of a seat's zone in a seat view (``hand``, ``table``, ``score``, ``discard``,
    ``deck``), or None where that seat may not see them."""
    cards: list[dict[str, Any]] | None = view["zones"][f"{kind}/{seat}"]["cards"]
    return cards


def pile_count(view: dict[str, Any], kind: str, seat: int) -> int:
    return int(view["zones"][f"{kind}/{seat}"]["count"])


def names_in_view(view: dict[str, Any]) -> dict[int, str]:
    """Every card id a view shows, by name (every visible zone: hands, discards, tables, score
    piles, the arena, a Happening its player sees)."""
    out: dict[int, str] = {}
    for z in view["zones"].values():
        for c in z["cards"] or ():
            if c is not None:
                out[c["id"]] = c["name"]
    return out
