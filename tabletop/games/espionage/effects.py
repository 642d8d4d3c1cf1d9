"""Espionage card effects: one small function per rule, registered as effect verbs.

``cards.toml`` names each card's verbs (``effect = "discard_random"``, ``effect = { verb =
"draw", n = 2 }`` or a list run in order). Mission verbs run when the Mission (or a copy)
resolves, with a ``MissionCtx``; Reaction verbs run when the Reaction resolves, with a
``ReactionCtx`` (the item and the item it answers), except the copy verbs (Ninja, Mercenary),
which run when the card is played and push the copy on the stack. What a Reaction may answer
follows from its verb (``rules/legality.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.effects import Effects, Param
from tabletop.engine.events import Event
from tabletop.engine.prompt import Choice, Prompt
from tabletop.engine.stack import StackItem

if TYPE_CHECKING:
    from tabletop.games.espionage.rules.state import EspionageBase

EFFECTS = Effects("espionage")

MISSION_VERBS = frozenset(
    {
        "discard_random",
        "discard_random_each",
        "look_and_pick_discard",
        "steal_random",
        "give_choice",
        "search_top",
        "take_from_discard",
        "look_at_hand",
        "draw",
        "extort",
    }
)
#: Reaction verbs run on resolution; the copy verbs run when the card is played
REACTION_VERBS = frozenset(
    {
        "cancel_mission_on_you",
        "cancel_threat_on_you",
        "cancel_threat",
        "cancel_reaction",
        "take_target_instead",
        "copy_mission",
        "copy_reaction",
    }
)
COPY_VERBS = frozenset({"copy_mission", "copy_reaction"})


@dataclass
class MissionCtx:
    item: StackItem
    seat: int
    target: int  # -1 for a Mission without a single target
    targets: list[int]
    effect: str
    source: str  # "Sniper by Player 1"


@dataclass
class ReactionCtx:
    item: StackItem
    answers: StackItem


@dataclass
class PlayCtx:
    """A copy Reaction being played: its card, the item it answers and the extra argument."""

    seat: int
    card: int
    answers: StackItem
    extra: list[int]


def _nothing(text: str, **data: Any) -> list[Event]:
    return [Event("NothingHappened", text, data)]


def _choices(game: EspionageBase, cards: list[int]) -> list[Choice]:
    return [Choice(c, game.name(c), c) for c in cards]


# ---------------------------------------------------------------------- Missions
@EFFECTS.verb("discard_random")
def target_discards_a_random_card(game: EspionageBase, ctx: MissionCtx) -> list[Event]:
    """Sniper: the target discards a random card (never the Bomb); gold becomes a threat."""
    card = game._random_pick(ctx.target)
    if card is None:
        who = game.seat_name(ctx.target)
        return _nothing(f"{who} had no card that could be discarded.", seat=ctx.target)
    return game._forced_discard(ctx.seat, ctx.target, card, ctx.source, reveals=True)


@EFFECTS.verb("discard_random_each")
def every_opponent_discards_a_random_card(game: EspionageBase, ctx: MissionCtx) -> list[Event]:
    """Terrorist: every opponent (not shielded by a Police) discards a random card, in turn
    order from the player's left; gold threats are pushed so the first victim's resolves
    first."""
    events: list[Event] = []
    threats: list[tuple[int, int]] = []
    shielded = ctx.item.payload["shielded"]
    for v in game.opponents(ctx.seat):
        if v in shielded or v not in ctx.targets:
            continue
        card = game._random_pick(v)
        if card is None:
            continue
        if game.cards[card]["gold"]:
            threats.append((v, card))
        else:
            events.extend(game._forced_discard(ctx.seat, v, card, ctx.source, reveals=True))
    for v, card in reversed(threats):  # the first victim ends on top: resolves first
        events.extend(game._forced_discard(ctx.seat, v, card, ctx.source, reveals=True))
    return events


@EFFECTS.verb("look_and_pick_discard")
def look_at_a_hand_and_pick_a_discard(game: EspionageBase, ctx: MissionCtx) -> list[Event]:
    """Assassin: look at the target's hand (only this player sees it, while choosing) and
    choose a card, not the Bomb, for them to discard."""
    t = ctx.target
    ev = game._look(ctx.seat, t, ctx.source)
    options = [c for c in game.hands[t] if c != game.bomb]
    if options:
        game.hand_zones[t].viewers.add(ctx.seat)
        game.open_prompt(
            Prompt(
                ctx.seat,
                "assassin",
                "choose",
                _choices(game, options),
                f"Choose a card of {game.seat_name(t)}'s for them to discard.",
                private=True,
                data={"target": t, "source": ctx.source},
            )
        )
    return [ev]


@EFFECTS.verb("steal_random")
def take_a_random_card(game: EspionageBase, ctx: MissionCtx) -> list[Event]:
    """Infiltrator (and Double Agent): take a random card from the target's hand."""
    hand = game.hands[ctx.target]
    if not hand:
        return _nothing(f"{game.seat_name(ctx.target)} had no card.", seat=ctx.target)
    card = hand[game.rng.randrange(len(hand))]
    return [game._move(ctx.target, ctx.seat, card, "CardStolen", "took")]


@EFFECTS.verb("give_choice")
def give_a_card_of_your_choice(game: EspionageBase, ctx: MissionCtx) -> list[Event]:
    """Double Agent: then give the target a card of your choice from your hand."""
    hand = game.hands[ctx.seat]
    if hand:
        game.open_prompt(
            Prompt(
                ctx.seat,
                "give",
                "choose",
                _choices(game, list(hand)),
                f"Choose a card to give to {game.seat_name(ctx.target)}.",
                private=True,
                data={"target": ctx.target, "source": ctx.source},
            )
        )
    return []


@EFFECTS.verb("search_top", look=Param(int, default=3))
def look_at_the_top_and_take_one(game: EspionageBase, ctx: MissionCtx, look: int) -> list[Event]:
    """Detective: look at the top cards of the draw pile (only this player sees them), take
    one and put the others back on top in the order chosen (no reshuffle)."""
    n = min(look, len(game.draw))
    if not n:
        return _nothing("The draw pile is empty.")
    for _ in range(n):
        game.look.append(game.draw.pop())  # topmost first
    if not game.draw:
        game.depleted = True  # unless cards go back (the answer decides)
    game.look_zone.viewers.add(ctx.seat)
    game.open_prompt(
        Prompt(
            ctx.seat,
            "detective",
            "detective",
            _choices(game, list(game.look)),
            "Take one card; put the others back on top in the order you choose.",
            min=n,
            max=n,
            ordered=True,
            private=True,
            data={"source": ctx.source},
        )
    )
    return [
        Event(
            "PileLooked",
            f"{game.seat_name(ctx.seat)} looked at the top {n} cards of the draw pile.",
            {"seat": ctx.seat, "count": n},
            secret_text="You see: " + ", ".join(game.name(c) for c in game.look) + ".",
            secret_data={"cards": [game.describe(c) for c in game.look]},
            to=frozenset({ctx.seat}),
            reveals=True,
        )
    ]


@EFFECTS.verb("take_from_discard", reshuffle=Param(bool, default=True))
def take_a_card_from_the_discard_pile(
    game: EspionageBase, ctx: MissionCtx, reshuffle: bool
) -> list[Event]:
    """Medic: take a card of your choice from the discard pile, not one that reached it this
    turn (this Medic included: two Ninjas copying one Medic could fetch each other forever);
    a search effect then reshuffles the draw pile."""
    options = [c for c in game.discard if c not in game.fresh]
    if not options:
        return _nothing("There was nothing to take.")
    game.open_prompt(
        Prompt(
            ctx.seat,
            "medic",
            "choose",
            _choices(game, options),
            "Choose a card from the discard pile to take into your hand.",
            data={"source": ctx.source, "reshuffle": reshuffle},
        )
    )
    return []


@EFFECTS.verb("look_at_hand")
def look_at_a_hand(game: EspionageBase, ctx: MissionCtx) -> list[Event]:
    """Informant: look at the target's hand."""
    return [game._look(ctx.seat, ctx.target, ctx.source)]


@EFFECTS.verb("draw", n=Param(int))
def draw_cards(game: EspionageBase, ctx: MissionCtx, n: int) -> list[Event]:
    """Courier, Informant: draw cards from the top of the pile."""
    return game._draw(ctx.seat, n, f" ({ctx.effect}'s effect)")


@EFFECTS.verb("extort")
def target_gives_a_card_of_their_choice(game: EspionageBase, ctx: MissionCtx) -> list[Event]:
    """Blackmail: the target gives you a card of their choice from their hand."""
    t = ctx.target
    if not game.hands[t]:
        return _nothing(f"{game.seat_name(t)} had no card.", seat=t)
    game.open_prompt(
        Prompt(
            t,
            "blackmail",
            "choose",
            _choices(game, list(game.hands[t])),
            f"Choose a card to give to {game.seat_name(ctx.seat)} (Blackmail).",
            private=True,
            data={"target": ctx.seat, "source": ctx.source},
        )
    )
    return []


# ---------------------------------------------------------------------- Reactions
def _cancelled(game: EspionageBase, ctx: ReactionCtx) -> list[Event]:
    """The answered item is cancelled: said once, here, with what cancelled it (it leaves the
    stack later without a word: ``_resolve``)."""
    ans = ctx.answers
    ans.cancelled = True
    by = f"{game.seat_name(ctx.item.seat)}'s {ctx.item.payload['effect']}"
    text = f"{ans.label}: cancelled by {by}, no effect."
    return [Event("ItemCancelled", text, {"uid": ans.uid, "by": ctx.item.uid})]


@EFFECTS.verb("cancel_mission_on_you")
def cancel_a_mission_that_targets_you(game: EspionageBase, ctx: ReactionCtx) -> list[Event]:
    """Police: cancel a Mission (or copy) that targets you; against a Mission aimed at every
    opponent (Terrorist) it only shields you."""
    ans = ctx.answers
    if game.target_mode[ans.payload["effect"]] == "every":
        ans.payload["shielded"].append(ctx.item.seat)
        text = f"{game.seat_name(ctx.item.seat)} is shielded from {ans.label}."
        return [Event("ItemCancelled", text, {"uid": ans.uid, "by": ctx.item.uid})]
    return _cancelled(game, ctx)


@EFFECTS.verb("cancel_threat_on_you")
def cancel_a_threat_on_your_gold(game: EspionageBase, ctx: ReactionCtx) -> list[Event]:
    """Decoy: cancel a threat on one of your own gold cards (the Decoy is discarded instead)."""
    return _cancelled(game, ctx)


@EFFECTS.verb("cancel_threat")
def cancel_any_gold_threat(game: EspionageBase, ctx: ReactionCtx) -> list[Event]:
    """Bodyguard: cancel a threat on any player's gold card."""
    return _cancelled(game, ctx)


@EFFECTS.verb("cancel_reaction")
def cancel_a_reaction(game: EspionageBase, ctx: ReactionCtx) -> list[Event]:
    """Hacker: cancel a Reaction on the stack."""
    return _cancelled(game, ctx)


@EFFECTS.verb("take_target_instead")
def take_the_target_instead(game: EspionageBase, ctx: ReactionCtx) -> list[Event]:
    """Protector: the threatened Target goes to your hand instead of the discard pile (the
    first Protector to resolve takes it; its victim is still eliminated)."""
    ans = ctx.answers
    if ans.payload["redirect"] is not None:
        return []
    ans.payload["redirect"] = ctx.item.seat
    text = f"The Target will go to {game.seat_name(ctx.item.seat)} instead of the discard pile."
    return [Event("ItemCancelled", text, {"uid": ans.uid, "by": ctx.item.uid})]


@EFFECTS.verb("copy_mission")
def copy_a_mission(game: EspionageBase, ctx: PlayCtx) -> StackItem:
    """Ninja (as a Reaction): push a copy of a Mission on the stack; its player controls the
    copy and picks its target (a copy aimed at every opponent hits the Ninja's opponents)."""
    it = ctx.answers
    effect = it.payload["effect"]
    if game.target_mode[effect] == "every":
        targets = game.opponents(ctx.seat)
    else:
        targets = list(ctx.extra)
    payload: dict[str, Any] = {
        "card": ctx.card,
        "effect": effect,
        "targets": targets,
        "shielded": [],
        "copy_of": it.uid,
    }
    return game._push(StackItem(ctx.seat, "mission", payload))


@EFFECTS.verb("copy_reaction", of=Param(list))
def copy_a_reaction(game: EspionageBase, ctx: PlayCtx, of: list[str]) -> StackItem:
    """Mercenary: push a copy of a Reaction (one of ``of``) answering the same item as the
    original; a Hacker copy names the Reaction it cancels."""
    it = ctx.answers
    effect = it.payload["effect"]
    names_its_own = game.calls[effect][0][0] == "cancel_reaction"
    answers = ctx.extra[0] if names_its_own else it.payload["answers"]
    payload = {"card": ctx.card, "effect": effect, "copy_of": it.uid, "answers": answers}
    return game._push(StackItem(ctx.seat, "reaction", payload))
