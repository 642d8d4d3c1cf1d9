"""The bot interface and the bot registry.

A bot is asked ``choose(view, legal, rng)`` and returns one of ``legal``. It sees only the view
of its own seat (hidden cards arrive with no identity), so it cannot cheat. Bots get their own
seeded ``random.Random`` from the session, so bot games are reproducible too. Each game may
declare levels (``"random"``, ``"easy"``, ``"normal"``, ``"hard"``) in its registry entry.
A ``Searcher`` (the hard level) is given a copy of the game instead and deals again what its
seat may not see; ``bot_answer`` asks either kind.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError

if TYPE_CHECKING:
    from tabletop.engine.game import Game


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action: ...


class Searcher(Bot, Protocol):
    """A bot that thinks on a copy of the game (the hard level, ``ai/search.py``): it is given
    the game and deals again what its seat may not see (``Game.determinize``), so it never
    reads another seat's hidden cards. ``halt`` ends its thinking at once (an undo)."""

    def choose_in(
        self,
        game: Game,
        seat: int,
        rng: random.Random,
        halt: Callable[[], bool] | None = None,
    ) -> Action: ...


def searches(bot: Bot) -> bool:
    """``bot`` thinks on a copy of the game (``Searcher``) rather than on its view alone."""
    return callable(getattr(bot, "choose_in", None))


def bot_answer(bot: Bot, game: Game, seat: int, rng: random.Random) -> Action:
    """``bot``'s move for ``seat`` in ``game`` (bot games: simulations, duels). A searching bot
    gets a random stream of its own drawn from ``rng`` (one draw a decision, so the other bots'
    streams do not depend on how long it searched)."""
    if searches(bot):
        return bot.choose_in(game, seat, random.Random(rng.getrandbits(64)))  # type: ignore[attr-defined, no-any-return]
    return bot.choose(game.view(seat), game.legal_actions(seat), rng)


class RandomBot:
    """Picks uniformly among the legal actions."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


def _levels(game: str) -> dict[str, str]:
    """The game's bot levels as declared in its registry entry (``engine/registry.py``)."""
    from tabletop.engine.registry import info

    return info(game).bots


def bot_levels(game: str) -> list[str]:
    return ["random", *_levels(game)]


def make_bot(game: str, level: str) -> Bot:
    if level == "random":
        return RandomBot()
    if level == "reference" or level.startswith("reference:"):
        # a measuring opponent with no game knowledge (``ai/reference.py``), never offered
        from tabletop.ai.reference import reference_level

        return reference_level(game, level.partition(":")[2])
    levels = _levels(game)
    if level not in levels:
        # A game without a bot of that level falls back to its best bot, then to random.
        if not levels:
            return RandomBot()
        if level in ("easy", "normal", "hard"):
            level = "normal" if "normal" in levels else next(iter(levels))
        else:
            raise TabletopError(
                f"{game} has no bot level {level!r}; choose from {', '.join(bot_levels(game))}"
            )
    from tabletop.engine.registry import load

    return load(levels[level])()  # type: ignore[no-any-return]
