"""Austin Powers card data: loads ``cards.toml`` (the starter-deck cards) and ``set.toml`` (the
booster cards), validates them, builds the two starter decks and checks decks.

Owns the card definitions (``CardDef``), vibe arithmetic, the set's printed figures and the deck
rules. Every card text is our own design (``designed = true``): the real texts are not available.

The set ("Collector's Information"): 140 cards, 30 rare, 40 uncommon and 60 common, plus 10
exclusive cards found only in Starter Sets; checked at load (``set_problems``), with every card
the rulebook names. Deck rules ("Building Your Own Decks", "The 6-By-5 Rule"): 30 cards, all
Good or all Evil, exactly five cards of each deck-building dot colour. Copies are unlimited (the
rulebook allows copies of the same Agent, even at the same time).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
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


def bone_blocked(name: str, kind: str, have: list[str], helping: bool) -> str:
    """Why Frickin' Bone ``name`` cannot be thrown in a ``kind`` attempt ("shag" or
    "assassinate") by a player whose Agents on the table put out the vibes ``have`` (the
    rulebook: its vibes come from the thrower's own active Agents), in a player's words: "Oh,
    Behave! can't help here: in a shag attempt it needs the vibes of your own Agents on the table
    (1 Shagadelic), and you have no Agents there." "" when it can be thrown."""
    d = CARDS.get(name)
    if d is None or d.kind != "bone":
        return ""
    need = list(d.shag if kind == "shag" else d.assassinate)
    if covers(have, need):
        return ""
    said = ", ".join(f"{need.count(v)} {v.capitalize()}" for v in dict.fromkeys(need))
    short = [(v, need.count(v) - have.count(v)) for v in dict.fromkeys(need)]
    lack = " and ".join(f"{n} more {v.capitalize()}" for v, n in short if n > 0)
    tail = f"you need {lack} there" if have else "you have no Agents there"
    what = "can't help here" if helping else "can't be thrown here"
    attempt = "a shag attempt" if kind == "shag" else "an assassination"
    return (
        f"{name} {what}: in {attempt} it needs the vibes of your own Agents on the table "
        f"({said}), and {tail}."
    )


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


STARTER_FILE = Path(__file__).with_name("cards.toml")
SET_FILE = Path(__file__).with_name("set.toml")
#: the printed figures of The Spy Who Shagged Me, by rarity
SET_SIZES = {"rare": 30, "uncommon": 40, "common": 60, "starter": 10}
#: every card the rulebook names (it must be in the set, with the behaviour it describes)
RULEBOOK_CARDS = (
    "Austin From 10 Minutes From Now",
    "Bastard Bagpipes",
    "Dick, Fighter Pilot",
    "Dr. Evil",
    "Fat Bastard",
    "Felicity Shagwell",
    "Frau Farbissina, LPGA Cruiser",
    "Johnson, Radar Operator",
    "Mini-Me",
    "Mustafa",
    "Robin Swallows",
    "Slugfest",
    "Springin' Shindig",
    "Unibrau, Hot German Birdie",
    "Basil Exposition",
)
DECK_SIZE = 30
PER_DOT = 5


def set_problems(cards: dict[str, CardDef], starters: set[str]) -> list[str]:
    """How ``cards`` differ from the printed set: the counts by rarity, starter exclusives only in
    the starter decks, every rulebook card present, each side able to build a 6-by-5 deck."""
    out: list[str] = []
    counts = Counter(d.rarity for d in cards.values())
    for rarity, n in SET_SIZES.items():
        if counts[rarity] != n:
            out.append(f"the set has {n} {rarity} cards, the data {counts[rarity]}")
    for d in cards.values():
        if d.rarity == "starter" and d.name not in starters:
            out.append(f"{d.name!r} is a starter exclusive but in no starter deck")
        if not d.designed:
            out.append(f"{d.name!r} is not marked designed = true")
    out += [f"the rulebook names {n!r}; the set lacks it" for n in RULEBOOK_CARDS if n not in cards]
    for side in SIDES:
        dots = Counter(d.dot for d in cards.values() if d.side == side)
        out += [f"{side}: fewer than five {dot}-dot cards" for dot in DOTS if dots[dot] < PER_DOT]
    return out


def _load_set() -> tuple[dict[str, CardDef], dict[str, CardDef]]:
    """(the starter-deck cards, the whole set), checked against the printed figures."""
    starter = _load(STARTER_FILE)
    booster = _load(SET_FILE)
    both = set(starter) & set(booster)
    if both:
        raise CardDataError(f"{SET_FILE}: {sorted(both)[0]!r} is also in {STARTER_FILE.name}")
    cards = {**starter, **booster}
    problems = set_problems(cards, set(starter))
    if problems:
        raise CardDataError(f"{SET_FILE}: " + "; ".join(problems))
    return starter, cards


STARTER_CARDS, CARDS = _load_set()


def starter_deck(side: str) -> list[str]:
    """The 30 card names of the Good or Evil starter deck (each card repeated ``count`` times),
    in the order of ``cards.toml``: card ids of games (and so old saves) follow this order."""
    return [d.name for d in STARTER_CARDS.values() if d.side == side for _ in range(d.count)]


def deck_rule_failures(names: list[str]) -> list[tuple[str, str]]:
    """Every deck-building rule ``names`` breaks, as (rule, sentence); [] for a legal deck.

    Rules: ``cards`` (every name is a card of the set), ``size`` (30 cards), ``allegiance`` (all
    Good or all Evil), ``6-by-5`` (exactly five cards of each dot colour)."""
    problems: list[tuple[str, str]] = []
    unknown = sorted({n for n in names if n not in CARDS})
    for n in unknown:
        problems.append(("cards", f"there is no card named {n!r}"))
    known = [n for n in names if n in CARDS]
    if len(names) != DECK_SIZE:
        problems.append(("size", f"a deck has 30 cards, this one has {len(names)}"))
    sides = Counter(CARDS[n].side for n in known)
    if len(sides) > 1:
        problems.append(
            (
                "allegiance",
                f"a deck is all Good or all Evil cards, this one has {sides['good']} Good "
                f"and {sides['evil']} Evil",
            )
        )
    dots = Counter(CARDS[n].dot for n in known)
    wrong = [dot for dot in DOTS if dots[dot] != PER_DOT]
    if wrong:
        detail = ", ".join(f"{dots[d]} {d}" for d in wrong)
        problems.append(
            ("6-by-5", f"the 6-by-5 rule wants exactly five cards of each dot colour: {detail}")
        )
    return problems


def deck_problems(names: list[str]) -> list[str]:
    """Why a deck breaks the deck-building rules (30 cards, one allegiance, 6-by-5); [] if none."""
    return [text for _rule, text in deck_rule_failures(names)]


def deck_side(names: list[str]) -> str:
    """The allegiance of a (legal) deck."""
    return CARDS[names[0]].side


STARTERS: dict[str, list[str]] = {side: starter_deck(side) for side in SIDES}


def pile(view: Mapping[str, Any], kind: str, seat: int) -> list[dict[str, Any]] | None:
    """The cards of a seat's zone in a seat view (``hand``, ``table``, ``score``, ``discard``,
    ``deck``), or None where that seat may not see them."""
    cards: list[dict[str, Any]] | None = view["zones"][f"{kind}/{seat}"]["cards"]
    return cards


def pile_count(view: Mapping[str, Any], kind: str, seat: int) -> int:
    return int(view["zones"][f"{kind}/{seat}"]["count"])


def names_in_view(view: Mapping[str, Any]) -> dict[int, str]:
    """Every card id a view shows, by name (every visible zone: hands, discards, tables, score
    piles, the arena, a Happening its player sees)."""
    out: dict[int, str] = {}
    for z in view["zones"].values():
        for c in z["cards"] or ():
            if c is not None:
                out[c["id"]] = c["name"]
    return out


def collection_set() -> Any:
    """The set for ``tabletop/collection`` (booster packs, starters, the deck format)."""
    from tabletop.collection.sets import CardInfo, DeckFormat, GameSet, PackRule, Rarity
    from tabletop.games.austin.sealed import rules as sealed_rules

    cards = {
        d.name: CardInfo(d.name, d.rarity, d.kind, d.text, d.designed, dot=d.dot, side=d.side)
        for d in CARDS.values()
    }
    return GameSet(
        game="austin",
        title="Austin Powers CCG",
        set_name="The Spy Who Shagged Me",
        cards=cards,
        rarities=(
            Rarity("common", "Common"),
            Rarity("uncommon", "Uncommon"),
            Rarity("rare", "Rare", "foil"),
            Rarity("starter", "Starter exclusive"),
        ),
        # "Each Booster Pack contains a random selection of 1 rare, 3 uncommon and 7 common
        # cards, mixed between Good and Evil."
        booster=PackRule("Booster Pack", (("common", 7), ("uncommon", 3), ("rare", 1))),
        # "Each Starter Set ... contains the same configuration of 60 cards."
        starter=tuple(STARTERS["good"] + STARTERS["evil"]),
        ready={
            "good": ("Good starter deck", tuple(STARTERS["good"])),
            "evil": ("Evil starter deck", tuple(STARTERS["evil"])),
        },
        formats={
            "standard": DeckFormat(
                "standard",
                "30 cards, 6-by-5",
                DECK_SIZE,
                deck_rule_failures,
                "exactly 30 cards, all Good or all Evil, exactly five of each dot colour",
            )
        },
        sealed=sealed_rules(),
        filters=("kind", "rarity", "dot", "side"),
        view_card=lambda name: {"name": name},
    )


def bones_blocked(view: Mapping[str, Any], seat: int | None) -> dict[int, str]:
    """Why each Frickin' Bone in ``seat``'s hand cannot be thrown now, by card id, when
    ``seat`` is asked to help (``bone_blocked``; a new player asked for help held "Oh,
    Behave!", saw it not outlined and only "Throw no bone", and was not told why)."""
    f = view.get("fight")
    if seat is None or not f or seat not in (f.get("helpers") or ()):
        return {}
    rows = view.get("seats") or []
    have = list(rows[seat].get("vibes") or []) if seat < len(rows) else []
    hand = (view["zones"].get(f"hand/{seat}") or {}).get("cards") or []
    said = {
        int(c["id"]): bone_blocked(str(c["name"]), str(f["kind"]), have, True) for c in hand if c
    }
    return {c: why for c, why in said.items() if why}


def bones_blocked_short(view: Mapping[str, Any], seat: int | None) -> tuple[list[str], str]:
    """The Frickin' Bones ``bones_blocked`` names, each once, and why in fewer words, every
    one named: "in an assassination your Agents on the table lack 1 Groovy for Groovy, Baby!,
    1 Creepy for Smashing, Baby! and 1 Groovy for Oh, Behave!" (a helper holding three saw
    why two of them could not help, and could not tell about the third)."""
    blocked = bones_blocked(view, seat)
    f = view.get("fight")
    if not blocked or not f or seat is None:
        return [], ""
    hand = (view["zones"].get(f"hand/{seat}") or {}).get("cards") or []
    names = list(dict.fromkeys(str(c["name"]) for c in hand if c and int(c["id"]) in blocked))
    have = list((view.get("seats") or [])[seat].get("vibes") or [])
    kind = str(f["kind"])
    attempt = "a shag attempt" if kind == "shag" else "an assassination"
    if not have:
        verb = "needs" if len(names) == 1 else "need"
        return names, (
            f"in {attempt} {and_names(names)} {verb} the vibes of your own Agents on the table, "
            "and you have no Agents there"
        )
    lacks = []
    for name in names:
        need = list(CARDS[name].needs(kind))
        short = [(v, need.count(v) - have.count(v)) for v in dict.fromkeys(need)]
        lacks.append(", ".join(f"{n} {v.capitalize()}" for v, n in short if n > 0) + f" for {name}")
    return names, f"in {attempt} your Agents on the table lack {and_names(lacks)}"


def and_names(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
