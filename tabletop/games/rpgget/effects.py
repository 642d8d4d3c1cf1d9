"""RPG Get! effect verbs: the one ``Effects`` registry card data names (``effect = [...]`` on a
card's actions, Roadblocks and Events). Each verb is a small function named after the rule it
implements; it gets the game and a ``Ctx`` (who uses it, on which card, the chosen targets) and
returns events. Unknown verbs or parameters fail when ``cards.toml`` loads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.effects import Effects, Param
from tabletop.engine.events import Event

if TYPE_CHECKING:
    from tabletop.games.rpgget.rules import RpgGame

EFFECTS = Effects("rpgget")

STATUSES = ("poison", "paralysis", "stun", "block", "confusion", "sleep")
RANKS = ("front", "middle", "back")


@dataclass
class Ctx:
    """One use of an action or a card: the seat using it, the card acting (``user``), the card
    the action is printed on (``source``), the targets chosen and those the damage hit."""

    seat: int
    user: int | None = None
    source: int | None = None
    targets: list[int] = field(default_factory=list)
    #: the pending attack a Defense answers (``game.pending``), if any
    attack: dict[str, Any] | None = None


def _name(game: RpgGame, card: int) -> str:
    return game.defs[card].name


@EFFECTS.verb("inflict", status=Param(str, choices=STATUSES), coin=Param(bool, default=False))
def inflict_status(game: RpgGame, ctx: Ctx, status: str, coin: bool) -> list[Event]:
    """Status ailments: each target gains ``status`` (with ``coin``: only on heads)."""
    out: list[Event] = []
    for t in ctx.targets:
        if not game.is_fighter(t):
            continue
        if coin:
            heads, ev = game.flip_coin(f"{status} on {_name(game, t)}")
            out.append(ev)
            if not heads:
                continue
        out.extend(game.add_status(t, status))
    return out


@EFFECTS.verb("cure", status=Param(str, default="all", choices=("all", *STATUSES)))
def cure_status(game: RpgGame, ctx: Ctx, status: str) -> list[Event]:
    """Curing: each target (or the chosen party member) loses ``status`` (or every ailment)."""
    out: list[Event] = []
    for t in ctx.targets:
        out.extend(game.remove_status(t, None if status == "all" else status))
    return out


@EFFECTS.verb("heal", amount=Param(int))
def heal_damage(game: RpgGame, ctx: Ctx, amount: int) -> list[Event]:
    """Recovery: each target heals ``amount`` damage (never above its printed HP). Where no
    target had damage to heal, the log says so ("Second Wind: nothing to heal, Looper has all
    its HP."): an Event that healed nobody said only that it was played and discarded."""
    out: list[Event] = []
    whole: list[str] = []
    for t in ctx.targets:
        healed = game.heal(t, amount)
        out.extend(healed)
        if not healed and game.is_fighter(t):
            whole.append(_name(game, t))
    if out:
        return out
    what = f"{_name(game, ctx.source)}: " if ctx.source is not None else ""
    if not whole:
        return [Event("NothingHappened", f"{what}nothing to heal (no target chosen).")]
    who = " and ".join((", ".join(whole[:-1]), whole[-1])) if len(whole) > 1 else whole[0]
    full = "have all their HP" if len(whole) > 1 else "has all its HP"
    text = f"{what}nothing to heal, {who} {full}."
    return [Event("NothingHappened", text, {"cards": list(ctx.targets)})]


@EFFECTS.verb("rank", to=Param(str, choices=RANKS))
def rank_change(game: RpgGame, ctx: Ctx, to: str) -> list[Event]:
    """Rank Change: each target moves to rank ``to`` for the rest of the attempt."""
    out: list[Event] = []
    if game.attempt is None:
        return [Event("NothingHappened", "A Rank Change only matters during an attempt.")]
    for t in ctx.targets:
        game.attempt["rank"][str(t)] = to
        out.append(Event("RankChanged", f"{_name(game, t)} moved to the {to} rank.", {"card": t}))
    return out


@EFFECTS.verb("power", amount=Param(int))
def power_up(game: RpgGame, ctx: Ctx, amount: int) -> list[Event]:
    """Support: each target's next attack this attempt is damage +amount (_)."""
    if game.attempt is None:
        return [Event("NothingHappened", "Power ups only last during an attempt.")]
    for t in ctx.targets:
        key = str(t)
        game.attempt["power"][key] = game.attempt["power"].get(key, 0) + amount
    names = ", ".join(_name(game, t) for t in ctx.targets) or "nobody"
    return [Event("CardPowered", f"{names}: next attack +{amount}.", {"cards": ctx.targets})]


@EFFECTS.verb("guard", amount=Param(int))
def guard(game: RpgGame, ctx: Ctx, amount: int) -> list[Event]:
    """Defense: the defender takes ``amount`` less damage from the attack it answers."""
    if ctx.attack is None or ctx.user is None:
        return []
    g = ctx.attack["guard"]
    g[str(ctx.user)] = g.get(str(ctx.user), 0) + amount
    return [
        Event("DefenseUsed", f"{_name(game, ctx.user)} guards (-{amount}).", {"card": ctx.user})
    ]


@EFFECTS.verb("evade")
def evade(game: RpgGame, ctx: Ctx) -> list[Event]:
    """Defense: flip a coin; heads, the defender takes no damage from this attack."""
    if ctx.attack is None or ctx.user is None:
        return []
    heads, ev = game.flip_coin(f"{_name(game, ctx.user)} evades")
    if heads:
        ctx.attack["evade"].append(ctx.user)
    return [ev]


@EFFECTS.verb("counter", amount=Param(int))
def counter(game: RpgGame, ctx: Ctx, amount: int) -> list[Event]:
    """Defense: deal ``amount`` damage to the attacker (a plain hit, no modifiers)."""
    if ctx.attack is None:
        return []
    return game.deal(int(ctx.attack["user"]), amount, source="counter")


@EFFECTS.verb("draw", n=Param(int, default=1))
def draw_cards(game: RpgGame, ctx: Ctx, n: int) -> list[Event]:
    """Draw ``n`` cards (never from an empty deck)."""
    return game.draw(ctx.seat, n)


@EFFECTS.verb("gain_rp", n=Param(int))
def gain_rp(game: RpgGame, ctx: Ctx, n: int) -> list[Event]:
    """Reward counters: the user's player gains ``n``."""
    game.rp[ctx.seat] += n
    return [
        Event("CountersChanged", f"{game.seat_name(ctx.seat)} gains {n} RP.", {"seat": ctx.seat})
    ]


@EFFECTS.verb("drain_rp", n=Param(int))
def drain_rp(game: RpgGame, ctx: Ctx, n: int) -> list[Event]:
    """The attempting player loses up to ``n`` reward counters."""
    s = game.attempter()
    lost = min(n, game.rp[s])
    game.rp[s] -= lost
    said = f"loses {lost} RP" if lost else "has no RP to lose"
    return [Event("CountersChanged", f"{game.seat_name(s)} {said}.", {"seat": s})]


@EFFECTS.verb("resurrect", hp=Param(int, default=0))
def resurrect(game: RpgGame, ctx: Ctx, hp: int) -> list[Event]:
    """Resurrect: a character of the user's unconscious pile goes back to the party (a
    prompt when there are several), at full HP or at ``hp``."""
    return game.ask_resurrect(ctx.seat, hp)


@EFFECTS.verb("recruit", max_size=Param(int, default=99), boss=Param(bool, default=False))
def recruit(game: RpgGame, ctx: Ctx, max_size: int, boss: bool) -> list[Event]:
    """Recruit: search the deck for an enemy (a Boss when ``boss``) of size at most
    ``max_size`` that can legally be played now and play it; otherwise nothing happens."""
    return game.recruit(ctx.seat, max_size, boss)


@EFFECTS.verb("hit_party", amount=Param(int))
def hit_party(game: RpgGame, ctx: Ctx, amount: int) -> list[Event]:
    """Roadblock: deal ``amount`` damage to every active party member."""
    out: list[Event] = []
    for c in list(game.attempt["active"] if game.attempt else []):
        out.extend(game.deal(c, amount, source="roadblock"))
    return out


@EFFECTS.verb("hit_enemies", amount=Param(int))
def hit_enemies(game: RpgGame, ctx: Ctx, amount: int) -> list[Event]:
    """Deal ``amount`` damage to every enemy in the attempt."""
    out: list[Event] = []
    for c in list(game.zones["arena"].cards):
        out.extend(game.deal(c, amount, source="event"))
    return out


@EFFECTS.verb("party_status", status=Param(str, choices=STATUSES))
def party_status(game: RpgGame, ctx: Ctx, status: str) -> list[Event]:
    """Roadblock: a random active party member (the game's RNG) gains ``status``."""
    if not game.attempt or not game.attempt["active"]:
        return [Event("NothingHappened", "No active party member to afflict.")]
    t = game.rng.choice(game.attempt["active"])
    return game.add_status(t, status)


@EFFECTS.verb("party_rank", to=Param(str, choices=RANKS))
def party_rank(game: RpgGame, ctx: Ctx, to: str) -> list[Event]:
    """Roadblock: every active party member moves to rank ``to``."""
    ctx2 = Ctx(ctx.seat, targets=list(game.attempt["active"]) if game.attempt else [])
    return rank_change(game, ctx2, to)


@EFFECTS.verb("destroy_bank", n=Param(int, default=1))
def destroy_bank(game: RpgGame, ctx: Ctx, n: int) -> list[Event]:
    """Destroy ``n`` random cards of the attempting player's bank (rulebook: a destroyed
    bank card is random unless the card says otherwise)."""
    return game.destroy_bank(game.attempter(), n)


@EFFECTS.verb("armor", amount=Param(int), keyword=Param(str, default=""))
def armor(game: RpgGame, ctx: Ctx, amount: int, keyword: str) -> list[Event]:
    """Intrinsic: this card takes ``amount`` less damage (more when negative) from attacks
    (with ``keyword``: only from attacks with that keyword). Read by the damage rule."""
    return []


def intrinsic_armor(game: Any, card: int, keywords: tuple[str, ...]) -> int:
    """The total armour of ``card``'s Intrinsics against an attack with ``keywords``."""
    total = 0
    for act in game.defs[card].actions:
        if act.kind != "intrinsic":
            continue
        for verb, params in act.calls:
            if verb == "armor" and (not params["keyword"] or params["keyword"] in keywords):
                total += int(params["amount"])
    return total
