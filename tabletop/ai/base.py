"""The bot interface and the bot registry.

A bot is asked ``choose(view, legal, rng)`` and returns one of ``legal``. It sees only the view
of its own seat (hidden cards arrive with no identity), so it cannot cheat. Bots get their own
seeded ``random.Random`` from the session, so bot games are reproducible too. Each game may
declare levels (``"random"``, ``"easy"``, ``"normal"``, ``"hard"``) in its registry entry.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action: ...


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
