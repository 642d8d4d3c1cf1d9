"""What placing a Cover Card does: the effect verbs named by ``data/covers.toml``.

The card data names each Cover Card's effect; ``load_covers`` checks every effect when the
cards load (an unknown verb or parameter fails there, naming the file, the card and the field)
and turns the file into the 25 covers by id. The rules run a cover's effects right after it is
placed (``CodenamesGame.place_cover``); an effect that ends the game returns the game's end
events, the others return nothing. That a rival or neutral card ends the guessing team's turn
is the turn structure (rules), not an effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.engine.cards import Field, load_cards
from tabletop.engine.effects import EffectCall, Effects
from tabletop.engine.errors import CardDataError
from tabletop.engine.events import Event
from tabletop.games.codenames.data import ASSASSIN, DATA, HYDRA, NEUTRAL, SHIELD, other

if TYPE_CHECKING:
    from tabletop.games.codenames.rules import CodenamesGame

EFFECTS = Effects("codenames")
TEAM_NAME = {HYDRA: "HYDRA", SHIELD: "S.H.I.E.L.D."}
STARTING = "starting"
COVERS_FILE = DATA / "covers.toml"
SCHEMA = {
    "covers": Field(str, choices=(HYDRA, SHIELD, NEUTRAL, ASSASSIN, STARTING)),
    "effect": Field((str, dict, list), required=False),
    "bottom": Field(bool, required=False, default=False),
}


@dataclass(frozen=True)
class Placed:
    """The context of an effect: grid card ``index`` was covered on ``team``'s turn."""

    index: int
    team: str


@dataclass(frozen=True)
class Cover:
    """One Cover Card: its name, the key colour it covers and its checked effects."""

    id: int
    name: str
    covers: str
    bottom: bool
    effects: tuple[EffectCall, ...]


@EFFECTS.verb("last_agent_wins")
def last_agent_wins(game: CodenamesGame, ctx: Placed) -> list[Event]:
    """Winning: the team whose last card is covered wins at once, "even on the rival team's
    turn if they guess your last card"."""
    team = game.key[ctx.index]
    if game.left(team) > 0:
        return []
    name = TEAM_NAME[team]
    return game.finish(team, "all_found", f"All {name} cards are covered: {name} wins.")


@EFFECTS.verb("infinity_gauntlet")
def infinity_gauntlet(game: CodenamesGame, ctx: Placed) -> list[Event]:
    """Optional Infinity Gauntlet rules: the team that picks the seventh and final neutral card
    is covered with the Infinity Gauntlet, "ending the game ... the rival team wins!"."""
    if game.options["gauntlet"] != "on":
        return []
    by, rival = TEAM_NAME[ctx.team], TEAM_NAME[other(ctx.team)]
    return game.finish(
        other(ctx.team),
        "gauntlet",
        f"{by} covered the seventh neutral card: Thanos completes the Infinity Gauntlet and "
        f"{rival} wins.",
    )


@EFFECTS.verb("assassin_found")
def assassin_found(game: CodenamesGame, ctx: Placed) -> list[Event]:
    """Contact: touching the Assassin Card "ends the game, and the rival team wins!"."""
    by, rival = TEAM_NAME[ctx.team], TEAM_NAME[other(ctx.team)]
    return game.finish(
        other(ctx.team), "assassin", f"{by} found the Thanos assassin: {rival} wins."
    )


def load_covers(path: Path = COVERS_FILE) -> tuple[Cover, ...]:
    """The Cover Cards of ``path`` by id (each card ``count`` times), effects checked."""
    cards = load_cards(path, SCHEMA)
    calls = EFFECTS.check_cards(cards, str(path))
    out: list[Cover] = []
    for card in cards:
        for _ in range(card["count"]):
            effects = tuple(calls[card["name"]])
            out.append(Cover(len(out), card["name"], card["covers"], card["bottom"], effects))
    return tuple(out)


@cache
def covers() -> tuple[Cover, ...]:
    """The shipped Cover Cards; there must be 25, as the rules' ids assume."""
    out = load_covers()
    if len(out) != 25:
        raise CardDataError(f"{COVERS_FILE}: Marvel Codenames has 25 Cover Cards, not {len(out)}")
    return out


def cover_name(cid: int) -> str:
    """The name of Cover Card ``cid`` (HYDRA, S.H.I.E.L.D., Double Agent, Neutral, ...)."""
    return covers()[cid].name


def run_cover(game: CodenamesGame, cover_id: int, ctx: Placed) -> list[Event]:
    """Run the effects of the cover just placed; the events of the first that ends the game."""
    for call in covers()[cover_id].effects:
        events: Any = EFFECTS.run(game, call, ctx)
        if events:
            return list(events)
    return []
