"""Mighty Beanz Action card effects: one small function per rule, named after it, registered as
an effect verb. ``cards.toml`` names each Action card's verb (``effect = "no_you_dont"``) and its
parameters (``effect = { verb = "burst", points = 2 }``); ``cards.py`` checks every card against
this registry when the cards load, so an unknown verb or a bad parameter fails there, naming the
file, the card and the field.

An effect runs when its card resolves from the response stack (``ctx`` is the ``StackItem``;
``ctx.payload`` holds the card, the answered item's uid, the target slot ...). By then the card
has left the stack: attack modifiers wait in the boost row, every other card is in its owner's
discard pile ("putting it into the discard pile").

``ANSWERS`` says what each Instant Action may answer (rulebook, Instant Action cards and FAQ).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.engine.effects import Effects, Param
from tabletop.engine.stack import StackItem

if TYPE_CHECKING:
    from tabletop.games.beanz.rules import BeanzGame

EFFECTS = Effects("beanz")

HEADZ, BOTTOMZ, SIDEWAYZ = "headz", "bottomz", "sidewayz"
#: Action effects that modify "your next Bean Attack this turn" (they wait in the boost row).
ATTACK_MODIFIERS = ("double", "plus50", "sharpshoot", "blitz")
#: the effects that only an Instant Action card may have
INSTANT_EFFECTS = ("no_you_dont", "you_slipped", "boomerang", "bye_bye_beanie")


def _is_freebie(item: StackItem) -> bool:
    return item.kind == "freebie_power" or (
        item.kind == "card" and item.payload.get("effect") == "freebie"
    )


#: what each Instant Action may answer (the top item of the stack)
ANSWERS: dict[str, Callable[[StackItem], bool]] = {
    # FAQ: "when your opponent plays any Action card (including Instant Action cards)"
    "no_you_dont": lambda it: it.kind == "card",
    # a Bean Attack (Sharpshoot and Blitz attacks too), never Knockdown or Knock It Off
    "you_slipped": lambda it: it.kind == "attack",
    "boomerang": lambda it: it.kind == "attack",
    # FAQ: "a Freebie Beanie spin power or Action card"
    "bye_bye_beanie": _is_freebie,
}


def _answered(game: BeanzGame, ctx: StackItem) -> StackItem | None:
    return game.stack.find(ctx.payload["answers"])


@EFFECTS.verb("no_you_dont")
@EFFECTS.verb("you_slipped")
@EFFECTS.verb("bye_bye_beanie")
def cancel_the_answered_item(game: BeanzGame, ctx: StackItem) -> None:
    """No You Don't!, You Slipped!, Bye Bye Beanie: the answered card, attack or Freebie
    Beanie is cancelled (its action points stay spent)."""
    target = _answered(game, ctx)
    if target is not None:
        target.cancelled = True
        target.payload["cancelled_by"] = ctx.payload["effect"]
    game._ev(
        "AnswerResolved",
        f"{game.names[ctx.payload['card']]} takes effect.",
        {"card": ctx.payload["card"]},
    )


@EFFECTS.verb("boomerang")
def boomerang_the_attacker(game: BeanzGame, ctx: StackItem) -> None:
    """Boomerang!: the attack resolves normally, then the attacking Bean card is Sidewayz."""
    target = _answered(game, ctx)
    if target is not None:
        target.payload["boomerang"] = True
    game._ev(
        "AnswerResolved",
        "Boomerang! The attacker will be knocked Sidewayz.",
        {"card": ctx.payload["card"]},
    )


@EFFECTS.verb("plus50")
@EFFECTS.verb("double")
@EFFECTS.verb("sharpshoot")
@EFFECTS.verb("blitz")
def boost_the_next_attack(game: BeanzGame, ctx: StackItem) -> None:
    """Attack modifiers wait face up in the boost row for the next Bean Attack this turn."""
    c = ctx.payload["card"]
    game.boosts[ctx.seat].append(c)
    game._ev(
        "AttackBoosted",
        f"{game.names[c]} will boost the next Bean Attack this turn.",
        {"card": c, "seat": ctx.seat},
    )


@EFFECTS.verb("knockdown")
def knockdown(game: BeanzGame, ctx: StackItem) -> None:
    """Knockdown!: a Headz-up or Bottomz-up Bean card in any Galaxy turns Sidewayz."""
    t = ctx.payload["target"]
    b = game.bean[t]
    if b is not None and game.pos[t] in (HEADZ, BOTTOMZ):
        game.pos[t] = SIDEWAYZ
        game._ev("BeanKnockedDown", f"Knockdown! {game.names[b]} is Sidewayz.", {"slot": t})


@EFFECTS.verb("knock_it_off")
def knock_it_off(game: BeanzGame, ctx: StackItem) -> None:
    """Knock It Off!: a Sidewayz Bean card is knocked off the mat."""
    t = ctx.payload["target"]
    b = game.bean[t]
    if b is not None and game.pos[t] == SIDEWAYZ:
        game._ev("BeanKnockedOff", f"Knock It Off! {game.names[b]} is off the mat.", {"slot": t})
        game._remove_bean(t)


@EFFECTS.verb("freebie")
def freebie_beanie(game: BeanzGame, ctx: StackItem) -> None:
    """Freebie Beanie: a Bean card from hand comes into an empty slot at no cost."""
    game._place_free(ctx.seat, ctx.payload["bean"], ctx.payload["to"])


@EFFECTS.verb("burst", points=Param(int))
def bean_burst(game: BeanzGame, ctx: StackItem, points: int) -> None:
    """Bean Burst!: bonus action points this turn."""
    game.points[ctx.seat] += points
    game._ev(
        "PointsGained",
        f"{game.seat_name(ctx.seat)} gains {points} action points.",
        {"seat": ctx.seat, "points": points},
    )


@EFFECTS.verb("scoop", cards=Param(int))
def bean_scoop(game: BeanzGame, ctx: StackItem, cards: int) -> None:
    """Bean Scoop!: draw cards (not counted against the draws bought with action points)."""
    game._draw(ctx.seat, cards)


def run(game: BeanzGame, verb: str, params: dict[str, Any], ctx: StackItem) -> None:
    EFFECTS.run(game, (verb, params), ctx)
