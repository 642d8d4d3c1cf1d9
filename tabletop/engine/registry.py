"""One registry: a game is declared once, in its package's ``__init__.py``, as ``GAME``.

``GameInfo`` names the rules class, the bot levels, the table view, the launcher's text, the
command-line aliases, the collectible set (with its sealed rules) and the demo's seats and sound cues; code is
named as ``"module:attribute"`` strings so nothing heavy (pygame, numpy tables) is imported
until it is used. The launcher, the bots, the command line and the
table read this; a new game is a new package under ``tabletop/games`` with a ``GAME`` and
nothing else to register.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from tabletop.engine.errors import TabletopError


@dataclass(frozen=True)
class GameInfo:
    name: str
    title: str
    #: "module:Class" of the rules (a ``Game`` subclass); empty for a game still to come
    rules: str = ""
    #: bot level -> "module:Class" ("random" is always there)
    bots: dict[str, str] = field(default_factory=dict)
    #: "module:Class" of the table view (a ``GameView``)
    view: str = ""
    #: "module:Class" of the game's table facts (a ``room.facts.TableFacts``: is a window
    #: open, may the table pass for a seat ...); empty: the defaults
    facts: str = ""
    #: one line for the launcher
    blurb: str = ""
    #: the launcher's order (lower first)
    order: int = 100
    #: other names accepted on the command line
    aliases: tuple[str, ...] = ()
    #: "module:function" returning the collectible set (``collection.sets.GameSet``: cards,
    #: packs, deck formats and sealed rules); empty for a game that is not collectible
    collection: str = ""
    #: the option that picks the deck format a collectible deck is played in (Beanz's "game":
    #: basic or expert); empty when the game has one format
    deck_format_option: str = ""
    #: how many computer players the demo seats (within the rules' seat limits)
    demo_seats: int = 2
    #: how many seats a new game has (the launcher's first seats, a lesson's "Play a real
    #: game", the command line without seats); 0: the rules' fewest (``MIN_SEATS``)
    new_game_seats: int = 0
    #: (n, words): the launcher says ``words`` under the game's blurb while fewer than ``n``
    #: seats are chosen (Austin Powers: its races need three players); empty: nothing
    few_seats_note: tuple[int, str] | tuple[()] = ()
    #: options under which the game plays with nobody at the table (bot games in tests and
    #: simulations: Beanz's Shoot for Loot flick modelled, not played)
    unattended: dict[str, Any] = field(default_factory=dict)
    #: sound cues by event kind over the shared ``events.DEFAULT_SOUNDS`` (see ``sound_for``)
    sounds: dict[str, tuple[str, float] | None] = field(default_factory=dict)
    #: "module:function" building a board the phone page draws for a seat (its view and its
    #: moves in words -> a dict: Codenames' grid and key); empty: the page shows the hand
    phone_board: str = ""
    #: the game's own scenes for timed prompt kinds: kind -> "module:Class" (Mighty Beanz's
    #: ``shot`` is aimed and shown on its flick scene; Austin's ``race`` is the shared race
    #: overlay with its words and pictures; the table's runner does the rest)
    timed: dict[str, str] = field(default_factory=dict)
    #: event kinds that are a seat's result (the seat in the event's data, ``seat``): at a
    #: shared screen the next curtain waits until that person saw it (``room.policy``)
    results_for_seat: tuple[str, ...] = ()
    #: the hard level's iterations a decision at the default think setting: (from this many
    #: seats on, iterations), the budgets the official runs measured (``ai/search.py``); empty
    #: for a game whose hard level does not search
    hard_budget: tuple[tuple[int, int], ...] = ()

    @property
    def playable(self) -> bool:
        return bool(self.rules)


def load(path: str) -> Any:
    """The attribute named by ``"module:attribute"``."""
    mod, _, attr = path.partition(":")
    return getattr(importlib.import_module(mod), attr)


@cache
def registry() -> dict[str, GameInfo]:
    """Every declared game, in launcher order."""
    import tabletop.games as pkg

    found: list[GameInfo] = []
    for m in pkgutil.iter_modules(pkg.__path__):
        if not m.ispkg:
            continue
        info = getattr(importlib.import_module(f"{pkg.__name__}.{m.name}"), "GAME", None)
        if isinstance(info, GameInfo):
            if info.name != m.name:
                raise TabletopError(f"tabletop/games/{m.name} declares GAME.name {info.name!r}")
            found.append(info)
    found.sort(key=lambda i: (i.order, i.name))
    return {i.name: i for i in found}


def info(name: str) -> GameInfo:
    reg = registry()
    for i in reg.values():
        if name == i.name or name in i.aliases:
            return i
    raise TabletopError(f"unknown game {name!r}; choose from {', '.join(playable_names())}")


def playable_names() -> list[str]:
    return [n for n, i in registry().items() if i.playable]
