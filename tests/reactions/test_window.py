"""ReactionWindow: ordering by arrival, ties, deadline, false starts, serialisation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.reactions.window import (
    Outcome,
    ReactionError,
    ReactionWindow,
    format_outcome,
    parse_outcome,
)

MS = 1_000_000


def win(seats=(0, 1, 2), **kw) -> ReactionWindow:
    kw.setdefault("opened_ns", 1000 * MS)
    kw.setdefault("deadline_ns", 4000 * MS)
    return ReactionWindow(tuple(seats), **kw)


def test_order_follows_arrival_and_5ms_gaps_are_not_ties_with_small_tolerance():
    w = win(tie_tolerance_ns=2 * MS)
    assert w.press(2, 1200 * MS, 0) == "counted"
    assert w.press(0, 1205 * MS, 1) == "counted"
    assert w.press(1, 1210 * MS, 2) == "counted"
    out = w.result()
    assert out.groups == ((2,), (0,), (1,))
    assert out.first == (2,) and out.last == (1,)
    assert out.target("last") == (1,) and out.target("first") == (2,)
    assert not out.tied


def test_presses_within_tolerance_tie():
    w = win(seats=(0, 1, 2, 3))
    w.press(3, 1300 * MS, 0)
    w.press(1, 1309 * MS, 1)  # 9 ms after seat 3: tie
    w.press(0, 1400 * MS, 2)
    w.press(2, 1410 * MS, 3)  # exactly 10 ms: still a tie (tolerance is inclusive)
    out = w.result()
    assert out.groups == ((3, 1), (0, 2))
    assert out.last == (0, 2) and out.tied
    assert out.rank(1) == 0 and out.rank(2) == 1


def test_ties_are_anchored_to_the_first_press_of_the_group():
    w = win(seats=(0, 1, 2))
    for i, seat in enumerate((0, 1, 2)):
        w.press(seat, 1200 * MS + i * 6 * MS, i)  # 0, 6, 12 ms
    assert w.result().groups == ((0, 1), (2,))


def test_arrival_number_decides_order_not_timestamp():
    # The queue is FIFO: a later arrival number is a later press even if its stamp looks earlier.
    w = win(seats=(0, 1), tie_tolerance_ns=0)
    w.press(0, 1500 * MS, seq=7)
    w.press(1, 1400 * MS, seq=3)
    assert w.result().groups == ((1,), (0,))


def test_seq_defaults_to_call_order():
    w = win(seats=(0, 1), tie_tolerance_ns=0)
    w.press(1, 1500 * MS)
    w.press(0, 1600 * MS)
    assert w.result().order == [1, 0]
    assert [p.seq for p in w.presses] == [0, 1]


def test_deadline_boundaries_and_missing_seats_are_tied_last():
    w = win(seats=(0, 1, 2, 3))
    assert w.press(0, 1000 * MS, 0) == "counted"  # at the opening instant: counts
    assert w.press(1, 4000 * MS, 1) == "counted"  # at the deadline: counts
    assert w.press(2, 4000 * MS + 1, 2) == "late"
    out = w.result()
    assert out.groups == ((0,), (1,), (2, 3))
    assert out.missed == frozenset({2, 3})
    assert out.last == (2, 3)
    assert w.is_complete(4000 * MS + 1) and not w.is_complete(3999 * MS)


def test_nobody_pressed():
    out = win().result()
    assert out.groups == ((0, 1, 2),)
    assert out.first == () and out.last == (0, 1, 2)


def test_repeats_and_strangers_are_ignored():
    w = win(seats=(0, 1))
    w.press(0, 1100 * MS, 0)
    assert w.press(0, 1050 * MS, 1) == "repeat"
    assert w.press(5, 1100 * MS, 2) == "not_in_window"
    assert w.press(1, 1200 * MS, 3) == "counted"
    assert w.result().order == [0, 1]
    assert w.reaction_ms(0) == pytest.approx(100.0)
    assert w.is_complete()


def test_false_start_default_policy_puts_the_seat_last():
    w = win(seats=(0, 1, 2))
    assert w.press(1, 900 * MS, 0) == "false_start"
    assert w.press(1, 1150 * MS, 1) == "out"
    w.press(0, 1300 * MS, 2)
    w.press(2, 1500 * MS, 3)
    out = w.result()
    assert out.groups == ((0,), (2,), (1,))
    assert out.false_starts == (1,)
    assert out.last == (1,) and 1 in out.missed
    assert w.is_complete()
    assert format_outcome(out) == "0,2,1x/1"


def test_false_start_retry_policy_lets_the_seat_react_again():
    w = win(seats=(0, 1, 2), false_start="retry")
    assert w.press(1, 900 * MS, 0) == "false_start"
    assert w.press(1, 990 * MS, 1) == "false_start"
    assert w.press(1, 1150 * MS, 2) == "counted"
    w.press(0, 1300 * MS, 3)
    out = w.result()
    assert out.groups == ((1,), (0,), (2,))
    assert out.false_starts == (1,)
    assert out.missed == frozenset({2})


def test_armed_window_opens_on_the_openers_gesture():
    w = ReactionWindow((1, 2), mode="last", opener=0, duration_ns=3000 * MS)
    assert not w.is_open
    assert w.press(2, 500 * MS) == "false_start"
    assert w.press(0, 700 * MS) == "opened"
    assert w.opened_ns == 700 * MS and w.deadline_ns == 3700 * MS
    assert w.press(0, 800 * MS) == "repeat"
    assert w.press(1, 950 * MS) == "counted"
    out = w.result()
    assert out.groups == ((1,), (2,))
    assert out.target("last") == (2,)
    assert out.false_starts == (2,)


@pytest.mark.parametrize(
    "kw",
    [
        {"seats": ()},
        {"seats": (0, 0)},
        {"mode": "middle"},
        {"false_start": "never"},
        {"deadline_ns": 10},
        {"tie_tolerance_ns": -1},
        {"opener": 1},
    ],
)
def test_bad_windows_are_refused(kw):
    seats = kw.pop("seats", (0, 1))
    with pytest.raises(ReactionError):
        win(seats=seats, **kw)


def test_window_dict_round_trip_keeps_result_and_continues():
    w = win(seats=(0, 1, 2), false_start="retry")
    w.press(2, 950 * MS)
    w.press(1, 1100 * MS)
    w2 = ReactionWindow.from_dict(w.to_dict())
    assert w2.to_dict() == w.to_dict()
    assert w2.result() == w.result()
    w2.press(0, 1200 * MS)
    assert w2.presses[-1].seq == 2


def test_outcome_examples():
    o = parse_outcome("2,0=1")
    assert o.groups == ((2,), (0, 1)) and o.last == (0, 1) and o.first == (2,)
    assert format_outcome(o) == "2,0=1"
    o = parse_outcome("3,0x=1x/1")
    assert o.missed == frozenset({0, 1}) and o.false_starts == (1,)
    assert Outcome.from_dict(o.to_dict()) == o


@pytest.mark.parametrize("bad", ["a", "1,,2", "1=1", "0x,1", "1/", "1/z", "1,2/"])
def test_bad_outcome_text_is_refused(bad):
    with pytest.raises(ReactionError):
        parse_outcome(bad)


@given(
    st.permutations(range(6)).flatmap(
        lambda perm: st.tuples(
            st.just(perm),
            st.lists(st.integers(0, 60), min_size=6, max_size=6),
            st.integers(0, 6),
            st.sets(st.integers(0, 5)),
        )
    )
)
def test_outcome_text_round_trip_for_any_window(data):
    perm, gaps, n_pressed, fs = data
    w = ReactionWindow(tuple(range(6)), opened_ns=0, deadline_ns=10**12, false_start="retry")
    for s in sorted(fs):
        w.press(s, -1)
    t = 0
    for seat, gap in zip(perm[:n_pressed], gaps):
        t += gap * MS
        w.press(seat, t)
    out = w.result()
    assert parse_outcome(format_outcome(out)) == out
    assert sorted(out.order) == list(range(6))
    assert len(out.order) == 6
