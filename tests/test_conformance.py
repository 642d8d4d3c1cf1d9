"""One test plays every registered game with random moves over many seeds (OpenSpiel-style).

Checks: an active seat always has a legal action until the end; every legal action applies;
an illegal action is refused and changes nothing; every card is conserved; no view changes
when what that seat may not see is scrambled (no hidden information leaks); games end within
``MAX_ACTIONS``; actions round-trip through their notation.

For games on the shared core (``FLOW`` set) also: every option of an open prompt applies;
every view has the common header and the game's own part reuses none of its keys; every
event kind is CamelCase and in the shared vocabulary or the game's ``EVENT_KINDS``.
"""

from __future__ import annotations

import copy
import os
import random

import pytest

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.events import COMMON, valid_kind
from tabletop.engine.game import Game, game_class, game_names, new_game
from tabletop.engine.view import HEADER_KEYS

SEEDS = int(os.environ.get("TABLETOP_CONFORMANCE_SEEDS", "12"))
#: CI runs the first seeds of every game and seat count; the rest are ``slow`` (``-m slow``)
CI_SEEDS = 4


def _seat_counts(name: str) -> list[int]:
    cls = game_class(name)
    return sorted({cls.MIN_SEATS, cls.MAX_SEATS, min(cls.MIN_SEATS + 1, cls.MAX_SEATS)})


CASES = [
    pytest.param(n, s, seed, marks=[pytest.mark.slow] if seed >= CI_SEEDS else [])
    for n in game_names()
    for s in _seat_counts(n)
    for seed in range(SEEDS)
]


def _check_core(g: Game, steps: int, views: dict[int, dict]) -> None:  # type: ignore[type-arg]
    """The core v2 contract of a game on the shared core (``views``: the seats' views of this
    state, already made)."""
    if g.prompt is not None:
        for a in g.prompt.actions()[:12]:
            g2 = copy.deepcopy(g)
            g2.apply(a)  # every option of the prompt applies
    if steps % 5 == 0:
        for s in [None, *range(g.num_seats)]:
            v = views[s] if s in views else g.view(s)
            assert all(k in v for k in HEADER_KEYS), f"view of seat {s} lacks the header"
            clash = set(g.own_view(s)) & set(HEADER_KEYS)
            assert not clash, f"own_view reuses header keys {clash}"


def _check_events(g: Game, events: list) -> None:  # type: ignore[type-arg]
    if g.FLOW is None:
        return
    for e in events:
        assert valid_kind(e.kind), f"event kind {e.kind!r} is not CamelCase"
        assert e.kind in COMMON or e.kind in g.EVENT_KINDS, f"undeclared event {e.kind!r}"


@pytest.mark.parametrize("name,seats,seed", CASES)
def test_random_play_conforms(name: str, seats: int, seed: int) -> None:
    """CI plays seeds 0-3 of every game at each seat count; seeds 4-11 run with ``-m slow``."""
    g = new_game(name, seed, seats)
    rng = random.Random(seed * 7919 + seats)
    inventory = g.card_inventory()
    steps = 0
    while not g.is_terminal():
        active = g.active_seats()
        assert active, f"no seat may act but the game is not over (step {steps})"
        seat = rng.choice(active)
        legal = g.legal_actions(seat)
        assert legal, f"active seat {seat} has no legal action (step {steps})"
        for a in legal:
            assert parse_action(str(a)) == a
        # hidden information: scrambling what a seat may not see leaves its view unchanged
        views = {}
        if steps % 5 == 0:
            for s in range(g.num_seats):
                before = views[s] = g.view(s)
                g2 = copy.deepcopy(g)
                g2.scramble_hidden(s, random.Random(steps + s))
                assert g2.view(s) == before, f"view of seat {s} leaks hidden information"
        # an illegal action is refused and changes nothing
        if steps % 7 == 0:
            h = g.state_hash()
            bogus = Action(seat, "nonsense_verb", (99999,))
            with pytest.raises(IllegalAction):
                g.apply(bogus)
            inactive = [s for s in range(g.num_seats) if s not in active]
            if inactive:
                other = inactive[0]
                with pytest.raises(IllegalAction):
                    g.apply(Action(other, legal[0].verb, legal[0].args))
            assert g.state_hash() == h
        if g.FLOW is not None:
            _check_core(g, steps, views)
        _check_events(g, g.apply(rng.choice(legal)))
        steps += 1
        assert g.card_inventory() == inventory, "cards were created or lost"
        assert steps <= g.MAX_ACTIONS, "game did not end within its bound"
    assert g.result() is not None
    assert all(0 <= w < g.num_seats for w in g.result().winners)  # type: ignore[union-attr]
    assert g.legal_actions(0) == []


@pytest.mark.parametrize("name", game_names())
def test_same_seed_same_game_despite_global_random(name: str) -> None:
    """Determinism: the global ``random`` is stirred between steps; hashes must agree."""

    def run(stir: bool) -> list[str]:
        g = new_game(name, 1234, game_class(name).MIN_SEATS)
        pick = random.Random(99)
        hashes = []
        while not g.is_terminal() and len(hashes) < 400:
            if stir:
                random.seed(os.urandom(8))
                random.random()
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            g.apply(legal[pick.randrange(len(legal))])
            hashes.append(g.state_hash())
        return hashes

    assert run(False) == run(True)


@pytest.mark.parametrize("name", game_names())
def test_every_game_is_on_the_shared_core(name: str) -> None:
    """Phases declared as data, cards in zones, the common view: no game left on its own."""
    cls = game_class(name)
    assert cls.FLOW is not None, f"{name} declares no FLOW"
    for hook in ("active_seats", "_legal", "view", "card_inventory"):
        assert getattr(cls, hook) is getattr(Game, hook), f"{name} overrides {hook}"
    g = new_game(name, 3, cls.MIN_SEATS)
    assert g.zones.inventory() == g.card_inventory() and g.card_inventory()
