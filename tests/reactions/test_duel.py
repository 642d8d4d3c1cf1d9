"""The Reaction duel practice model: the last to react loses a point."""

from __future__ import annotations

import random

import pytest

from tabletop.reactions.duel import FOREPERIOD_MS, DuelMatch
from tabletop.reactions.window import parse_outcome

MS = 1_000_000


def test_round_window_opens_after_a_random_foreperiod():
    m = DuelMatch((0, 1, 2))
    w = m.new_window(0, random.Random(1))
    assert FOREPERIOD_MS[0] * MS <= w.opened_ns <= FOREPERIOD_MS[1] * MS
    assert w.deadline_ns == w.opened_ns + 2000 * MS
    assert w.press(0, w.opened_ns - 1) == "false_start"
    w.press(1, w.opened_ns + 200 * MS)
    w.press(2, w.opened_ns + 260 * MS)
    assert m.record(w.result()) == (0,)  # the false start ranks last
    assert m.points == {0: 2, 1: 3, 2: 3}


def test_last_loses_until_one_is_left():
    m = DuelMatch((0, 1), lives=2)
    assert m.record(parse_outcome("0,1")) == (1,)
    assert m.record(parse_outcome("0=1")) == ()  # everybody tied last: nobody loses
    assert not m.over
    assert m.record(parse_outcome("0,1x")) == (1,)
    assert m.over and m.winners == (0,)
    with pytest.raises(ValueError):
        m.record(parse_outcome("0,1"))
    assert DuelMatch.from_dict(m.to_dict()) == m


def test_tied_last_among_three_costs_both_and_knocked_out_seats_leave():
    m = DuelMatch((0, 1, 2), lives=1)
    assert m.record(parse_outcome("2,0=1")) == (0, 1)
    assert m.alive == (2,) and m.winners == (2,)


def test_max_rounds_ends_the_match():
    m = DuelMatch((0, 1), lives=10, max_rounds=2)
    m.record(parse_outcome("0,1"))
    m.record(parse_outcome("1,0"))
    assert m.over and m.winners == (0, 1)
