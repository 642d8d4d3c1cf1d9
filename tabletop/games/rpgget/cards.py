"""RPG Get! card data: ``cards.toml`` (every card, exact text, our design marked
``designed = true``) and ``decks.toml`` (ready 80-card decks), validated with the engine's
schema checks plus the cross-field checks here; card actions' effects go through ``EFFECTS``
and are checked at load.

A card's actions are inline tables: ``kind`` (ability, intrinsic, recovery, attack, support,
defense), ``name``, ``damage`` (X of X(Y): a number, or ``"*"`` for an unmodifiable 0),
``targets`` (Y; 0 for none), ``member`` (true: chooses one of its player's party members
instead of targets, so it works outside attempts), ``keywords`` (Melee, Magic, Move, Item ...),
``combo`` (extra uses on the same targets) and ``effect`` (effect verbs).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.engine.cards import Field, load_cards, load_toml
from tabletop.engine.effects import EffectCall
from tabletop.engine.errors import CardDataError
from tabletop.games.rpgget.effects import EFFECTS

HERE = Path(__file__).resolve().parent
CARDS_FILE = HERE / "cards.toml"
DECKS_FILE = HERE / "decks.toml"

TYPES = ("character", "enemy", "roadblock", "event", "mission", "reward")
KINDS = ("ability", "intrinsic", "recovery", "attack", "support", "defense")
COMBAT = ("recovery", "attack", "support", "defense")
RARITIES = ("common", "uncommon", "rare")
SERIES = ("Grandia II", "Phantasy Star Online", "Skies of Arcadia", "Evolution Worlds", "RPG Get!")
TIMINGS = ("any", "attempt", "enemy_step")
DECK_SIZE = 80

SCHEMA: dict[str, Field] = {
    "type": Field(str, choices=TYPES),
    "rarity": Field(str, choices=RARITIES),
    "series": Field(str, choices=SERIES),
    "hp": Field(int, required=False, default=0),
    "cost": Field(int, required=False, default=0),
    "size": Field(int, required=False, default=0),
    "boss": Field(bool, required=False, default=False),
    "classes": Field(list, required=False, default=[]),
    "requires": Field(list, required=False, default=[]),
    "keywords": Field(list, required=False, default=[]),
    "rp": Field(int, required=False, default=0),
    "vp": Field(int, required=False, default=0),
    "pp": Field(int, required=False, default=0),
    "ep": Field(int, required=False, default=0),
    "after": Field(str, required=False, default="bank", choices=("bank", "discard")),
    "timing": Field(str, required=False, default="any", choices=TIMINGS),
    "targets": Field(int, required=False, default=0),
    "actions": Field(list, required=False, default=[]),
    "effect": Field((str, dict, list), required=False),
}
ACTION_KEYS = ("kind", "name", "damage", "targets", "member", "keywords", "combo", "effect")


@dataclass(frozen=True)
class ActionDef:
    kind: str
    name: str
    #: None: no damage; -1: "*" (an unmodifiable 0)
    damage: int | None = None
    targets: int = 0
    member: bool = False
    keywords: tuple[str, ...] = ()
    combo: int = 0
    calls: tuple[EffectCall, ...] = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> ActionDef:
        return self  # immutable card data is shared by copies of a game

    def label(self) -> str:
        dmg = ""
        if self.damage is not None:
            x = "*" if self.damage < 0 else str(self.damage)
            dmg = f" {x}({self.targets})"
        elif self.targets:
            dmg = f" ({self.targets})"
        return f"{self.kind.title()}: {self.name}{dmg}"


@dataclass(frozen=True)
class CardDef:
    name: str
    type: str
    text: str
    rarity: str
    series: str
    designed: bool = True
    hp: int = 0
    cost: int = 0
    size: int = 0
    boss: bool = False
    classes: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    rp: int = 0
    vp: int = 0
    pp: int = 0
    ep: int = 0
    after: str = "bank"
    timing: str = "any"
    targets: int = 0
    actions: tuple[ActionDef, ...] = ()
    calls: tuple[EffectCall, ...] = field(default=(), compare=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> CardDef:
        return self  # immutable card data is shared by copies of a game

    @property
    def base_name(self) -> str:
        """The name ignoring level ("Ryudo Lv2" -> "Ryudo"): duplicates are by this name."""
        head, _, tail = self.name.rpartition(" Lv")
        return head if head and tail.isdigit() else self.name

    def to_view(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "type": self.type, "text": self.text}
        d["rarity"] = self.rarity
        for k in ("hp", "cost", "size", "rp", "vp", "pp", "ep"):
            v = getattr(self, k)
            if v:
                d[k] = v
        if self.boss:
            d["boss"] = True
        if self.classes:
            d["classes"] = list(self.classes)
        if self.requires:
            d["requires"] = list(self.requires)
        if self.keywords:
            d["keywords"] = list(self.keywords)
        if self.actions:
            d["actions"] = [a.label() for a in self.actions]
        if self.type == "reward":
            d["after"] = self.after  # where it goes once used: "bank" or "discard"
        return d


def _strs(v: Any, where: str) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise CardDataError(f"{where} should be a list of words")
    return tuple(v)


def _action(raw: Any, where: str) -> ActionDef:
    if not isinstance(raw, dict):
        raise CardDataError(f"{where}: an action is a table")
    for k in raw:
        if k not in ACTION_KEYS:
            raise CardDataError(f"{where}: unknown action field {k!r}")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise CardDataError(f"{where}: kind should be one of {', '.join(KINDS)}, not {kind!r}")
    name = raw.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError(f"{where}: an action needs a name")
    dmg = raw.get("damage")
    if dmg == "*":
        damage: int | None = -1
    elif dmg is None or (isinstance(dmg, int) and not isinstance(dmg, bool) and dmg >= 0):
        damage = dmg
    else:
        raise CardDataError(f"{where}: damage should be a number or '*', not {dmg!r}")
    targets = raw.get("targets", 1 if damage is not None else 0)
    combo = raw.get("combo", 0)
    member = raw.get("member", False)
    if not isinstance(targets, int) or not isinstance(combo, int) or not isinstance(member, bool):
        raise CardDataError(f"{where}: targets and combo are numbers, member true or false")
    try:
        calls = tuple(EFFECTS.parse(raw.get("effect"), "effect"))
    except CardDataError as e:
        raise CardDataError(f"{where}: {e}") from None
    return ActionDef(
        kind,
        name,
        damage,
        targets,
        member,
        _strs(raw.get("keywords", []), f"{where}: keywords"),
        combo,
        calls,
    )


def parse_cards(raw: Any, source: str) -> dict[str, CardDef]:
    from tabletop.engine.cards import validate_cards

    out: dict[str, CardDef] = {}
    for c in validate_cards(raw, SCHEMA, source):
        where = f"{source}: card {c['name']!r}"
        t = c["type"]
        acts = tuple(_action(a, f"{where} action #{i + 1}") for i, a in enumerate(c["actions"]))
        try:
            calls = tuple(EFFECTS.parse(c.get("effect"), "effect"))
        except CardDataError as e:
            raise CardDataError(f"{where}: {e}") from None
        need = {
            "character": ("hp", "cost"),
            "enemy": ("hp", "size"),
            "roadblock": ("size",),
            "mission": ("vp", "pp", "ep"),
        }.get(t, ())
        for k in need:
            if c[k] <= 0:
                raise CardDataError(f"{where}: a {t} needs {k} above 0")
        if t == "character" and not c["classes"]:
            raise CardDataError(f"{where}: a character needs classes")
        if t in ("roadblock", "event") and not calls:
            raise CardDataError(f"{where}: a {t} needs an effect")
        if t == "reward" and not acts:
            raise CardDataError(f"{where}: a reward needs at least one action")
        out[c["name"]] = CardDef(
            name=c["name"],
            type=t,
            text=c["text"],
            rarity=c["rarity"],
            series=c["series"],
            designed=c["designed"],
            hp=c["hp"],
            cost=c["cost"],
            size=c["size"],
            boss=c["boss"],
            classes=_strs(c["classes"], f"{where}: classes"),
            requires=_strs(c["requires"], f"{where}: requires"),
            keywords=_strs(c["keywords"], f"{where}: keywords"),
            rp=c["rp"],
            vp=c["vp"],
            pp=c["pp"],
            ep=c["ep"],
            after=c["after"],
            timing=c["timing"],
            targets=c["targets"],
            actions=acts,
            calls=calls,
        )
    return out


@cache
def card_defs() -> dict[str, CardDef]:
    return parse_cards(load_toml(CARDS_FILE), str(CARDS_FILE))


def parse_decks(raw: Any, source: str, cards: dict[str, CardDef]) -> dict[str, dict[str, Any]]:
    if not isinstance(raw, dict) or not raw:
        raise CardDataError(f"{source}: expected deck tables")
    out: dict[str, dict[str, Any]] = {}
    for key, d in raw.items():
        if not isinstance(d, dict) or not isinstance(d.get("cards"), dict):
            raise CardDataError(f"{source}: deck {key!r} needs a [cards] table")
        names: list[str] = []
        for name, n in d["cards"].items():
            if name not in cards:
                raise CardDataError(f"{source}: deck {key!r}: unknown card {name!r}")
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise CardDataError(f"{source}: deck {key!r}: {name!r} count should be >= 1")
            names.extend([name] * n)
        if len(names) != DECK_SIZE:
            raise CardDataError(
                f"{source}: deck {key!r} has {len(names)} cards; a deck has exactly {DECK_SIZE}"
            )
        if not any(cards[n].type == "character" for n in names):
            raise CardDataError(f"{source}: deck {key!r} has no character")
        out[key] = {"title": str(d.get("title", key)), "cards": names}
    return out


@cache
def decks() -> dict[str, dict[str, Any]]:
    return parse_decks(load_toml(DECKS_FILE), str(DECKS_FILE), card_defs())


def ready_lists() -> dict[str, list[str]]:
    """The ready decks' card names, by key (the ``deck<seat>`` option's words)."""
    return {k: list(d["cards"]) for k, d in decks().items()}


def deck_names() -> tuple[str, ...]:
    return tuple(decks())


def load_cards_file(path: Path) -> dict[str, CardDef]:
    """Another card file (tests, the file fuzzer)."""
    load_cards(path, SCHEMA)
    return parse_cards(load_toml(path), str(path))


# ---------------------------------------------------------------------- deck rules, collection
#: the rule a deck must follow, as the rulebook words it ("Deck Limits")
DECK_RULE = "Deck Limits: a deck holds exactly 80 cards (copies of a card are unlimited)"


def deck_rule_failures(names: list[str]) -> list[tuple[str, str]]:
    """Every deck rule ``names`` breaks, as (rule, sentence). Rules: ``cards`` (known cards) and
    ``size`` ("Your deck must contain exactly 80 cards. The number of copies of any given card
    is unlimited.": no copy limit is checked)."""
    defs = card_defs()
    problems = [
        ("cards", f"there is no card named {n!r}") for n in sorted(set(names)) if n not in defs
    ]
    if len(names) != DECK_SIZE:
        problems.append(
            ("size", f"Deck Limits: a deck has exactly {DECK_SIZE} cards, not {len(names)}")
        )
    return problems


def deck_problems(names: list[str]) -> list[str]:
    """Every way ``names`` breaks the deck rules, as sentences."""
    return [text for _rule, text in deck_rule_failures(names)]


def collection_set() -> Any:
    """The set for ``tabletop/collection``: the 141 cards with their rarities (as in
    ``cards.toml``), booster packs, the starter set and the deck format.

    Booster packs: the rulebook prints no pack contents, so we choose (our rule) a 10-card pack
    of 1 rare, 3 uncommon and 6 common cards, each drawn uniformly from its rarity without
    repeats in a pack; rares are printed foil and revealed last. With 30 rares, 51 uncommons
    and 60 commons a given rare turns up in 1 pack in 30, an uncommon in 1 in 17, a common in
    1 in 10. The starter set is the two ready decks (2 x 80 cards), so a new profile can play at
    once. One deck format: exactly 80 cards, copies unlimited (rulebook "Deck Limits"). A
    card's cost is a character's recruiting cost (other cards have none; the chart counts those).
    """
    from tabletop.collection.sets import CardInfo, DeckFormat, GameSet, PackRule, Rarity
    from tabletop.games.rpgget.sealed import rules as sealed_rules

    cards = {
        d.name: CardInfo(
            d.name,
            d.rarity,
            d.type,
            d.text,
            d.designed,
            d.cost if d.type == "character" else None,
        )
        for d in card_defs().values()
    }
    ready = decks()
    return GameSet(
        game="rpgget",
        title="RPG Get! CCG",
        set_name="RPG Get!",
        cards=cards,
        rarities=(
            Rarity("common", "Common"),
            Rarity("uncommon", "Uncommon"),
            Rarity("rare", "Rare", "foil"),
        ),
        booster=PackRule("Booster Pack", (("common", 6), ("uncommon", 3), ("rare", 1))),
        starter=tuple(n for d in ready.values() for n in d["cards"]),
        ready={k: (str(d["title"]), tuple(d["cards"])) for k, d in ready.items()},
        formats={
            "standard": DeckFormat(
                "standard",
                "RPG Get! deck (80 cards)",
                DECK_SIZE,
                deck_rule_failures,
                "exactly 80 cards, copies unlimited",
            )
        },
        sealed=sealed_rules(),
        filters=("kind", "rarity", "cost"),
        view_card=lambda name: card_defs()[name].to_view(),
    )
