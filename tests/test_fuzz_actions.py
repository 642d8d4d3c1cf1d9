"""Fuzzing actions: illegal and malformed moves, as text and as objects, against every game.

Every one must be refused with a ``TabletopError`` (never another exception), leave the state
exactly as it was, and say why in at most 300 characters. CI runs a bounded slice; the marked
slow run does 100,000 actions (``TABLETOP_FUZZ_ACTIONS`` overrides the count).
"""

from __future__ import annotations

import os
import random
import string

import pytest

from tabletop.engine.actions import Action, format_action
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game, game_class, game_names, new_game

WEIRD_TEXT = [
    "",
    " ",
    "0:",
    ":pass",
    "0:pass " + "9" * 5000,
    "0:play -" + "1" * 13,
    "99999999999999999999:pass",
    '0:clue "unterminated',
    '0:clue "\\ud800" 1',
    "0:PLAY 1",
    "0:play 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33",
    "0:clue " + '"' + "x" * 300 + '"' + " 1",
    "0:clue [1] 2",
    "0:guess 1.5",
    "\x00:\x00",
    "0:pass " + "[" * 3000,
]
WEIRD_OBJECTS: list[object] = [None, 5, 1.5, b"0:pass", ["0:pass"], {"seat": 0}]


def _mutants(g: Game, rng: random.Random) -> list[object]:
    """Malformed or illegal moves for the position ``g`` is in."""
    out: list[object] = list(WEIRD_TEXT) + list(WEIRD_OBJECTS)
    seats = list(range(g.num_seats))
    active = g.active_seats()
    legal = g.legal_actions(active[0]) if active else []
    for _ in range(8):
        s = rng.choice(seats + [g.num_seats, 63])
        if legal:
            base = rng.choice(legal)
            args = list(base.args)
            if args:
                i = rng.randrange(len(args))
                args[i] = rng.choice([-1, 10**6, 10**12 - 1, "nonsense", "", 0, 999])
            out.append(Action(s, base.verb, tuple(args)))
            out.append(format_action(Action(s, base.verb, tuple(args))))
        verb = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 8)))
        out.append(Action(s, verb, tuple(rng.randint(-5, 60) for _ in range(rng.randint(0, 3)))))
        junk = "".join(rng.choice(string.printable) for _ in range(rng.randint(1, 40)))
        out.append(junk)
    return out


def fuzz_game(name: str, seed: int, budget: int) -> int:
    """Play one random game, throwing mutants at it; returns how many were thrown."""
    cls = game_class(name)
    g = new_game(name, seed, rng_seats(cls, seed))
    rng = random.Random(seed)
    thrown = 0
    steps = 0
    while not g.is_terminal() and thrown < budget and steps < g.MAX_ACTIONS:
        if steps % 3 == 0:
            h = g.state_hash()
            for m in _mutants(g, rng):
                try:
                    g.apply(m)  # type: ignore[arg-type]
                except TabletopError as e:
                    assert len(str(e)) <= 300, f"refusal too long: {str(e)[:80]}..."
                else:
                    # a mutant may happen to be a legal move: it applied; go on from there
                    h = g.state_hash()
                    if g.is_terminal():
                        return thrown + 1
                thrown += 1
            assert g.state_hash() == h, "a refused action changed the state"
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        g.apply(rng.choice(legal))
        steps += 1
    return thrown


def rng_seats(cls: type[Game], seed: int) -> int:
    return cls.MIN_SEATS + seed % (cls.MAX_SEATS - cls.MIN_SEATS + 1)


COUNT = int(os.environ.get("TABLETOP_FUZZ_ACTIONS", "5000"))


@pytest.mark.parametrize("name", game_names())
def test_illegal_actions_are_refused_cleanly(name: str) -> None:
    thrown, seed = 0, 0
    while thrown < COUNT:
        thrown += fuzz_game(name, seed, COUNT - thrown)
        seed += 1


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_illegal_actions_full_count(name: str) -> None:
    total = int(os.environ.get("TABLETOP_FUZZ_ACTIONS_SLOW", "25000"))
    thrown, seed = 0, 1000
    while thrown < total:
        thrown += fuzz_game(name, seed, total - thrown)
        seed += 1
