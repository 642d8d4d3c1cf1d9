"""The bot interface and the bot registry.

A bot is asked ``choose(view, legal, rng)`` and returns one of ``legal``. It sees only the view
of its own seat (hidden cards arrive with no identity), so it cannot cheat. Bots get their own
seeded ``random.Random`` from the session, so bot games are reproducible too. Each game may
register levels (``"random"``, ``"easy"``, ``"normal"``, ``"hard"``) in ``BOTS``.
"""

from __future__ import annotations

import importlib
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


#: game name -> level -> "module:Class". "random" works for every game.
BOTS: dict[str, dict[str, str]] = {
    "espionage": {"normal": "tabletop.games.espionage.bots:NormalBot"},
    "beanz": {
        "easy": "tabletop.games.beanz.bots:EasyBot",
        "normal": "tabletop.games.beanz.bots:NormalBot",
        "hard": "tabletop.games.beanz.bots:HardBot",
    },
    "austin": {"normal": "tabletop.games.austin.bots:NormalBot"},
    "codenames": {
        "normal": "tabletop.games.codenames.bots:NormalBot",
        "easy": "tabletop.games.codenames.bots:EasyBot",
        "hard": "tabletop.games.codenames.bots:HardBot",
    },
}


def bot_levels(game: str) -> list[str]:
    return ["random", *BOTS.get(game, {})]


def make_bot(game: str, level: str) -> Bot:
    if level == "random":
        return RandomBot()
    levels = BOTS.get(game, {})
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
    mod, _, cls = levels[level].partition(":")
    return getattr(importlib.import_module(mod), cls)()  # type: ignore[no-any-return]
