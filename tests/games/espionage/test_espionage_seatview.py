"""The typed seat view (``rules/seatview.py``) says what ``EspionageGame.view(seat)`` really
holds: the same keys at the top, in every stack item and in the open prompt, over random games
(players and spectators, 2 to 6 seats, to their ends)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.engine.game import new_game
from tabletop.games.espionage.rules.seatview import EspionageView, Pending, StackItem


def keys(td: Any) -> tuple[set[str], set[str]]:
    """A TypedDict's (required, all) keys."""
    return set(td.__required_keys__), set(td.__required_keys__) | set(td.__optional_keys__)


def fits(d: dict[str, Any], td: Any) -> None:
    need, allowed = keys(td)
    assert need <= set(d) <= allowed, (td.__name__, set(d) - allowed, need - set(d))


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_every_seat_view_has_exactly_the_typed_keys(seats: int) -> None:
    rng = random.Random(seats)
    seen = {"stack": 0, "pending": 0, "end": 0}
    for seed in range(4):
        g = new_game("espionage", seed, seats)
        for _ in range(2000):
            for seat in [None, *range(seats)]:
                v = g.view(seat)
                fits(v, EspionageView)
                for it in v["stack"]:
                    fits(it, StackItem)
                    seen["stack"] += 1
                if v["pending"]:
                    fits(v["pending"], Pending)
                    seen["pending"] += 1
            if g.is_terminal():
                seen["end"] += "end_reason" in g.view(0)
                break
            seat = g.active_seats()[0]
            g.apply(rng.choice(g.legal_actions(seat)))
    assert all(seen.values()), seen
