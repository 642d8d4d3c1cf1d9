"""Mighty Beanz card data and deck rules: loads ``cards.toml`` and ``decks.toml`` (validated with
the engine's ``cards.py`` schema checks plus the cross-field checks below) and checks decks
against the rulebook's deck rules.

Deck rules (rulebook, "Battling Beanz!" and "Expert Game"): "each player must play with exactly
40 cards"; in the Expert game "each player's deck should have 60 cards instead of 40 cards. You
can't have more than 4 duplicates of any card in your deck." The rulebook sets no copy limit for
the basic game, so the basic game checks only the size.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.engine.cards import Field, load_cards, load_toml
from tabletop.engine.errors import CardDataError
from tabletop.games.beanz.effects import ATTACK_MODIFIERS, EFFECTS, INSTANT_EFFECTS

HERE = Path(__file__).resolve().parent
CARDS_FILE = HERE / "cards.toml"
DECKS_FILE = HERE / "decks.toml"

TYPES = ("rookie", "advanced", "pro", "superpro")
TYPE_NAMES = {"rookie": "Rookie", "advanced": "Advanced", "pro": "Pro", "superpro": "Super Pro"}
SPIN_POWERS = ("attack", "sharpshoot", "knockdown", "knock_it_off", "draw", "boost", "freebie")
HEADZ_POWERS = ("team_boost", "draw_limit")
POWERS = ("none", *SPIN_POWERS, *HEADZ_POWERS)
#: rarities, from the most common: rare cards are foils, ultra-rare ones holographic
RARITIES = ("common", "uncommon", "rare", "ultra", "moose")
#: "Rookie/Advanced/Pro/Super Pro following rarity" (the Mighty Moose Bean is a Super Pro of
#: its own, insanely rare, rarity)
TYPE_RARITY = {"rookie": "common", "advanced": "uncommon", "pro": "rare", "superpro": "ultra"}
#: the ready decks sold as 40-card starter decks (the others are expert decks for the bots)
STARTER_DECKS = ("big_top", "wild_west")
__all__ = [
    "ATTACK_MODIFIERS",
    "CardDef",
    "card_defs",
    "deck_lists",
    "deck_problems",
    "deck_rule_failures",
]

SCHEMA: dict[str, Field] = {
    "kind": Field(str, choices=("bean", "action", "cosmos")),
    "rarity": Field(str, required=False, default="common", choices=RARITIES),
    "cost": Field(int),
    "type": Field(str, required=False, choices=TYPES),
    "team": Field(str, required=False),
    "mmp": Field(int, required=False, default=0),
    "power": Field(str, required=False, default="none", choices=POWERS),
    "value": Field(int, required=False, default=0),
    "power_team": Field(str, required=False),
    # an effect verb of effects.py, or a table {verb = ..., parameters}: checked by EFFECTS
    "effect": Field((str, dict), required=False),
    "instant": Field(bool, required=False, default=False),
    "cosmos": Field(str, required=False, choices=("moon", "asteroid")),
    "boost": Field(int, required=False, default=0),
    "boost_team": Field(str, required=False),
    "boost_type": Field(str, required=False, choices=TYPES),
}

BASIC_SIZE = 40
EXPERT_SIZE = 60
MAX_COPIES = 4


@dataclass(frozen=True)
class CardDef:
    name: str
    kind: str
    cost: int
    text: str
    designed: bool
    rarity: str = "common"
    type: str | None = None
    team: str | None = None
    mmp: int = 0
    power: str = "none"
    value: int = 0
    power_team: str | None = None
    #: the effect verb (``effect_params`` holds its parameters)
    effect: str | None = None
    instant: bool = False
    cosmos: str | None = None
    boost: int = 0
    boost_team: str | None = None
    boost_type: str | None = None
    effect_params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def is_bean(self) -> bool:
        return self.kind == "bean"

    @property
    def can_attack(self) -> bool:
        return self.power in ("attack", "sharpshoot")

    def describe(self) -> dict[str, object]:
        d: dict[str, object] = {"name": self.name, "kind": self.kind, "cost": self.cost}
        if self.kind == "bean":
            d.update(type=self.type, team=self.team, mmp=self.mmp, power=self.power)
        elif self.kind == "action":
            d.update(effect=self.effect, instant=self.instant)
        else:
            d.update(cosmos=self.cosmos, boost=self.boost)
            if self.boost_team:
                d["boost_team"] = self.boost_team
            if self.boost_type:
                d["boost_type"] = self.boost_type
        d["text"] = self.text
        return d


def _check(c: CardDef, source: str) -> None:
    where = f"{source}: card {c.name!r}"
    if c.cost < 0:
        raise CardDataError(f"{where}: cost must not be negative")
    if c.kind == "bean":
        if c.type is None or c.team is None or c.mmp <= 0:
            raise CardDataError(f"{where}: a Bean card needs type, team and a positive mmp")
        if c.rarity != TYPE_RARITY[c.type] and not (c.rarity == "moose" and c.type == "superpro"):
            raise CardDataError(
                f"{where}: a {TYPE_NAMES[c.type]} Bean card is {TYPE_RARITY[c.type]}, "
                f"not {c.rarity}"
            )
    elif c.rarity in ("ultra", "moose"):
        raise CardDataError(f"{where}: only Bean cards are ultra-rare or Mighty Moose cards")
    if c.kind == "bean":
        if c.power == "team_boost" and (c.power_team is None or c.value <= 0):
            raise CardDataError(f"{where}: a team_boost power needs power_team and value")
        if c.power in ("draw", "boost", "draw_limit") and c.value <= 0:
            raise CardDataError(f"{where}: power {c.power!r} needs a positive value")
    elif c.kind == "action":
        if c.effect is None:
            raise CardDataError(f"{where}: an Action card needs an effect")
        if c.instant and c.effect not in INSTANT_EFFECTS:
            raise CardDataError(f"{where}: effect {c.effect!r} cannot be an Instant Action")
        if c.effect in INSTANT_EFFECTS and not c.instant:
            raise CardDataError(f"{where}: effect {c.effect!r} must be an Instant Action")
    else:
        if c.cosmos is None or c.boost <= 0:
            raise CardDataError(f"{where}: a Cosmos card needs cosmos and a positive boost")
        if c.boost_team and c.boost_type:
            # Rulebook FAQ: "A Moon card gives a Team Boost OR a Type ... Boost, but never both".
            raise CardDataError(f"{where}: boost_team and boost_type cannot both be set")


def load_card_defs(path: Path) -> dict[str, CardDef]:
    """Load and check a cards file: the schema, each card's effect against the effect registry
    (an unknown verb or parameter names the file, the card and the field), then the
    cross-field checks."""
    raw = load_cards(path, SCHEMA)
    calls = EFFECTS.check_cards(raw, str(path), "effect")
    out: dict[str, CardDef] = {}
    for r in raw:
        fields = {k: v for k, v in r.items() if k != "count"}
        call = calls[r["name"]]
        if call:
            fields["effect"], fields["effect_params"] = call[0][0], call[0][1]
            if len(call) > 1:
                raise CardDataError(f"{path}: card {r['name']!r}: one effect per Action card")
        c = CardDef(**fields)
        _check(c, str(path))
        out[c.name] = c
    return out


def set_problems(defs: dict[str, CardDef]) -> list[str]:
    """How a card set falls short of the booster packs' needs: cards of every rarity, one
    Mighty Moose card, and enough of each to fill a pack (5 common, 3 uncommon)."""
    counts = {r: sum(1 for d in defs.values() if d.rarity == r) for r in RARITIES}
    need = {"common": 5, "uncommon": 3, "rare": 1, "ultra": 1, "moose": 1}
    out = [
        f"the set needs {n}+ {r} cards, it has {counts[r]}"
        for r, n in need.items()
        if counts[r] < n
    ]
    if counts["moose"] > 1:
        out.append(f"the set has one Mighty Moose card, not {counts['moose']}")
    return out


@cache
def card_defs() -> dict[str, CardDef]:
    defs = load_card_defs(CARDS_FILE)
    problems = set_problems(defs)
    if problems:
        raise CardDataError(f"{CARDS_FILE}: " + "; ".join(problems))
    return defs


@dataclass(frozen=True)
class DeckList:
    key: str
    title: str
    game: str
    cards: tuple[tuple[str, int], ...]

    def names(self) -> list[str]:
        out: list[str] = []
        for name, n in self.cards:
            out.extend([name] * n)
        return out


def deck_rule_failures(names: list[str], game: str) -> list[tuple[str, str]]:
    """Every deck rule of ``game`` ("basic" or "expert") that ``names`` breaks, as (rule,
    sentence). Rules: ``cards`` (known cards), ``size`` (40 basic, 60 expert), ``copies`` (expert:
    at most 4 of a card)."""
    defs = card_defs()
    problems = [
        ("cards", f"there is no card named {n!r}") for n in sorted(set(names)) if n not in defs
    ]
    size = EXPERT_SIZE if game == "expert" else BASIC_SIZE
    if len(names) != size:
        problems.append(("size", f"a {game} deck has exactly {size} cards, not {len(names)}"))
    if game == "expert":
        for n in sorted(set(names)):
            if names.count(n) > MAX_COPIES:
                problems.append(
                    (
                        "copies",
                        f"an expert deck may hold at most {MAX_COPIES} copies of a card, "
                        f"not {names.count(n)} of {n!r}",
                    )
                )
    return problems


def deck_problems(names: list[str], game: str) -> list[str]:
    """Every way ``names`` breaks the deck rules of ``game`` ("basic" or "expert")."""
    return [text for _rule, text in deck_rule_failures(names, game)]


def deck_names(value: str) -> list[str]:
    """The cards of a deck option: a ready deck's key or a deck list (one line per card: count
    and name; ``tabletop/collection/decktext.py``). Raises ``TabletopError`` with a sentence."""
    from tabletop.collection.decktext import deck_option

    ready = {k: d.names() for k, d in deck_lists().items()}
    return deck_option(value, ready, card_defs())


@cache
def deck_lists() -> dict[str, DeckList]:
    raw = load_toml(DECKS_FILE)
    out: dict[str, DeckList] = {}
    for key, d in raw.items():
        if not isinstance(d, dict) or not isinstance(d.get("cards"), dict):
            raise CardDataError(f"{DECKS_FILE}: deck {key!r} needs a [{key}.cards] table")
        game = d.get("game")
        if game not in ("basic", "expert"):
            raise CardDataError(f"{DECKS_FILE}: deck {key!r}: game must be basic or expert")
        cards = tuple((str(n), int(c)) for n, c in d["cards"].items())
        deck = DeckList(key, str(d.get("title", key)), str(game), cards)
        problems = deck_problems(deck.names(), deck.game)
        if game == "basic":
            problems += [
                f"{n!r} appears {c} times (ready decks keep to {MAX_COPIES})"
                for n, c in cards
                if c > MAX_COPIES
            ]
        if key in STARTER_DECKS:
            # "Find Ultra-Rare cards and the ... Moose Bean Card only in Booster Packs!"
            problems += [
                f"{n!r} is found only in booster packs"
                for n, _c in cards
                if n in card_defs() and card_defs()[n].rarity in ("ultra", "moose")
            ]
        if problems:
            raise CardDataError(f"{DECKS_FILE}: deck {key!r}: " + "; ".join(problems))
        out[key] = deck
    return out


def collection_set() -> Any:
    """The set for ``tabletop/collection`` (booster packs, starters, the deck formats)."""
    from tabletop.collection.sets import CardInfo, DeckFormat, GameSet, Insert, PackRule, Rarity
    from tabletop.games.beanz.sealed import rules as sealed_rules

    defs = card_defs()
    cards = {
        d.name: CardInfo(
            d.name,
            d.rarity,
            d.kind,
            d.text,
            d.designed,
            d.cost,
            type=TYPE_NAMES[d.type] if d.type else (d.cosmos or "").capitalize(),
        )
        for d in defs.values()
    }
    decks = deck_lists()

    def rules(game: str) -> Any:
        return lambda names: deck_rule_failures(names, game)

    return GameSet(
        game="beanz",
        title="Mighty Beanz TCG",
        set_name="Moon Quest",
        cards=cards,
        rarities=(
            Rarity("common", "Common"),
            Rarity("uncommon", "Uncommon"),
            Rarity("rare", "Rare foil", "foil"),
            Rarity("ultra", "Ultra-rare holographic", "holo"),
            Rarity("moose", "Mighty Moose", "holo"),
        ),
        # "Each ... Booster Pack contains a random assortment of 9 cards (1 Rare Foil Card, 3
        # Uncommon Cards, and 5 Common Cards). The odds of any booster pack containing an
        # Ultra-Rare Holographic Card are 1 in 5 and the odds of any pack containing a Mighty
        # Moose Card are 1 in 400." Read: each takes the place of a common card (a pack stays
        # 9 cards with its rare foil), drawn independently.
        booster=PackRule(
            "Booster Pack",
            (("common", 5), ("uncommon", 3), ("rare", 1)),
            (Insert("ultra", 5, "common"), Insert("moose", 400, "common")),
        ),
        starter=tuple(n for k in STARTER_DECKS for n in decks[k].names()),
        ready={k: (d.title, tuple(d.names())) for k, d in decks.items()},
        ready_format={k: d.game for k, d in decks.items()},
        formats={
            "basic": DeckFormat(
                "basic", "Basic game (40 cards)", BASIC_SIZE, rules("basic"), "exactly 40 cards"
            ),
            "expert": DeckFormat(
                "expert",
                "Expert game (60 cards)",
                EXPERT_SIZE,
                rules("expert"),
                "exactly 60 cards, at most 4 copies of a card",
            ),
        },
        sealed=sealed_rules(),
        filters=("kind", "rarity", "type", "cost"),
        view_card=lambda name: defs[name].describe(),
    )
