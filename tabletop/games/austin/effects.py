"""Austin Powers card effects: one small function per rule, registered as an effect verb.

Card data (``cards.toml``) names the verb and its parameters in ``effect`` (an Agent when
played, a Happening on its target), ``vibe_effect`` / ``free_effect`` (the two outcomes of a
Swinger) and ``use`` (a Swinger on the table); ``cards.py`` checks every one when the cards
load, so a misspelt verb or parameter fails there, naming the file, the card and the field.

An effect runs as ``fn(game, ctx, **params)``; ``ctx`` says who plays it (``seat``), on what
(``target``: a seat, an Agent or a scored card, chosen by the player or by the Happening's
gesture race), from which card (``source``) and collects the events. Verbs whose target is
chosen when the card is played (a Swinger) also register a ``targets`` function listing the
legal targets; ``target_kind`` tells the table what such a target is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.effects import EffectCall, Effects, Param
from tabletop.engine.events import Event

if TYPE_CHECKING:
    from tabletop.games.austin.rules.state import AustinState

EFFECTS = Effects("austin")

#: verb -> (what the target is, the legal targets for ``seat``) for verbs aimed when played
TARGETS: dict[str, tuple[str, Callable[..., list[int]]]] = {}
#: verbs aimed by a Happening's gesture race at a seat
SEAT_TARGETED = {"target_discards_random", "target_discards_top_agent"}


@dataclass
class Ctx:
    seat: int
    target: Any = None
    source: int | None = None
    events: list[Event] = field(default_factory=list)


def aimed(kind: str) -> Callable[[Callable[..., list[int]]], Callable[..., list[int]]]:
    """Register the legal targets of the verb named like the decorated function's ``verb``."""

    def deco(fn: Callable[..., list[int]]) -> Callable[..., list[int]]:
        TARGETS[fn.__name__.removeprefix("targets_of_")] = (kind, fn)
        return fn

    return deco


# ------------------------------------------------------------------------------ drawing
@EFFECTS.verb("draw", n=Param(int, default=1))
def draw_cards(game: AustinState, ctx: Ctx, n: int) -> None:
    """Draw ``n`` cards (a reshuffle happens as usual when the deck runs out)."""
    for _ in range(n):
        game._draw(ctx.seat, ctx.events)


@EFFECTS.verb("recover", kind=Param(str, choices=("agent", "bone")))
def recover_from_discard(game: AustinState, ctx: Ctx, kind: str) -> None:
    """Return the top Agent (or Frickin' Bone) of your discard pile to your hand."""
    pile = game.discard[ctx.seat]
    found = [x for x in pile if game.d(x).kind == kind]
    if found:
        x = found[-1]
        pile.remove(x)
        game.hand[ctx.seat].append(x)
        ctx.events.append(
            Event(
                "CardMoved",
                f"{game.seat_name(ctx.seat)} returns {game.names[x]} to hand.",
                {"card": x, "from": f"discard/{ctx.seat}", "to": f"hand/{ctx.seat}"},
            )
        )


# ------------------------------------------------------------------------------ discards
@EFFECTS.verb("opponents_discard_random", n=Param(int, default=1))
def opponents_discard_at_random(game: AustinState, ctx: Ctx, n: int) -> None:
    """Each opponent discards ``n`` random cards from hand."""
    for s in game.clockwise(ctx.seat):
        game._random_discard(s, n, ctx.events)


@EFFECTS.verb("target_discards_random", n=Param(int, default=1))
def target_discards_at_random(game: AustinState, ctx: Ctx, n: int) -> None:
    """The target (of a Happening) discards ``n`` random cards from hand."""
    game._random_discard(int(ctx.target), n, ctx.events)


@EFFECTS.verb("target_discards_top_agent")
def target_discards_top_agent(game: AustinState, ctx: Ctx) -> None:
    """The target discards their active Agent with the highest score."""
    ags = game.agents(int(ctx.target))
    if ags:
        best = max(game.d(x).score for x in ags)
        x = next(x for x in ags if game.d(x).score == best)
        game._remove_from_table(x)
        game._to_discard(x, ctx.events)


@EFFECTS.verb("discard_agent", worth_at_most=Param(int))
def discard_an_opposing_agent(game: AustinState, ctx: Ctx, worth_at_most: int) -> None:
    """Discard the chosen opponent's active Agent (worth ``worth_at_most`` or less)."""
    t = int(ctx.target)
    game._remove_from_table(t)
    game._to_discard(t, ctx.events)


@aimed("agent")
def targets_of_discard_agent(game: AustinState, seat: int, worth_at_most: int) -> list[int]:
    return [
        t for s in game.clockwise(seat) for t in game.agents(s) if game.d(t).score <= worth_at_most
    ]


@EFFECTS.verb("lose_scored", n=Param(int, default=1))
def seat_loses_scored_cards(game: AustinState, ctx: Ctx, n: int) -> None:
    """The chosen opponent discards the last ``n`` cards placed in their score pile."""
    s = int(ctx.target)
    for _ in range(n):
        if game.score[s]:
            x = game.score[s].pop()
            game._to_discard(x, ctx.events, f" from {game.seat_name(s)}'s score pile")


@aimed("seat")
def targets_of_lose_scored(game: AustinState, seat: int, n: int) -> list[int]:
    return [s for s in game.clockwise(seat) if game.score[s]]


@EFFECTS.verb("bagpipes", scored_tag=Param(str))
def bastard_bagpipes(game: AustinState, ctx: Ctx, scored_tag: str) -> None:
    """Discard your scored card tagged ``scored_tag`` (Fat Bastard) to make a player discard one
    scored card of your choice."""
    seat = ctx.seat
    fb = next(x for x in game.score[seat] if scored_tag in game.d(x).tags)
    game.score[seat].remove(fb)
    game._to_discard(
        fb, ctx.events, f" from {game.seat_name(seat)}'s score pile (Bastard Bagpipes)"
    )
    t = int(ctx.target)
    o = game.owner[t]
    game.score[o].remove(t)
    game._to_discard(t, ctx.events, f" from {game.seat_name(o)}'s score pile")


@aimed("scored")
def targets_of_bagpipes(game: AustinState, seat: int, scored_tag: str) -> list[int]:
    if not any(scored_tag in game.d(x).tags for x in game.score[seat]):
        return []
    return [t for s in game.clockwise(seat) for t in game.score[s]]


# ------------------------------------------------------------------------------ actions
@EFFECTS.verb("extra_action", n=Param(int, default=1), with_tag=Param(str, default=""))
def take_extra_actions(game: AustinState, ctx: Ctx, n: int, with_tag: str) -> None:
    """Take ``n`` extra actions this turn (only with another active Agent tagged ``with_tag``,
    when given: Mini-Me with Dr. Evil)."""
    if with_tag and not any(
        with_tag in game.d(x).tags for x in game.agents(ctx.seat) if x != ctx.source
    ):
        return
    game.actions += max(n, 1)
    ctx.events.append(
        Event("ActionGained", f"{game.seat_name(ctx.seat)} gains an extra action.", {})
    )


# ------------------------------------------------------------------------------ helpers
def run(game: AustinState, calls: tuple[EffectCall, ...], ctx: Ctx) -> None:
    for call in calls:
        EFFECTS.run(game, call, ctx)


def targets(game: AustinState, seat: int, calls: tuple[EffectCall, ...]) -> list[int] | None:
    """The targets the first aimed verb of ``calls`` may take, or None when none is aimed."""
    for verb, params in calls:
        t = TARGETS.get(verb)
        if t is not None:
            return t[1](game, seat, **params)
    return None


def target_kind(calls: tuple[EffectCall, ...]) -> str | None:
    """What an effect's target names: ``agent``, ``seat``, ``scored`` or None."""
    for verb, _params in calls:
        if verb in TARGETS:
            return TARGETS[verb][0]
        if verb in SEAT_TARGETED:
            return "seat"
    return None
