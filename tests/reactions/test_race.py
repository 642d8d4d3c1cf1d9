"""The pure race model (``tabletop.reactions.race``) with hand-made times: who was last or first,
simultaneous presses and ties, false starts, the opener's gesture, bots' own delays."""

from __future__ import annotations

import random

import pytest

from tabletop.reactions.bots import BotReactor
from tabletop.reactions.race import Race, happening_order_args
from tabletop.reactions.window import Outcome, ReactionError

MS = 1_000_000
T0 = 5_000 * MS


def happening(**kw) -> Race:
    r = Race("happening", (0, 1, 2, 3), opener=0, duration_ns=3000 * MS, linger_ns=400 * MS, **kw)
    r.start(T0)
    return r


def test_the_last_to_copy_is_the_target_and_the_race_ends_after_everyone() -> None:
    r = happening()
    assert r.seats == (1, 2, 3) and not r.is_open
    assert r.press(0, T0 + 900 * MS).status == "opened"  # type: ignore[union-attr]
    open_ = T0 + 900 * MS
    for seat, ms in ((2, 250), (3, 310), (1, 420)):
        r.tick(open_ + ms * MS)
        r.press(seat, open_ + ms * MS)
    assert r.target == (1,) and r.outcome().order == [2, 3, 1]
    r.tick(open_ + 500 * MS)
    assert not r.done  # still lingering: a late press is shown
    r.tick(open_ + 821 * MS)
    assert r.done and not r.aborted
    assert happening_order_args(r.outcome()) == (2, 3, 1)


def test_simultaneous_presses_tie_and_arrival_order_beats_timestamps() -> None:
    r = happening()
    open_ = T0 + 100 * MS
    r.press(0, open_)
    r.press(2, open_ + 200 * MS)
    # one batch: both stamped at the same poll -> a tie for last, in arrival order
    r.press(3, open_ + 380 * MS)
    r.press(1, open_ + 380 * MS)
    assert r.outcome().groups == ((2,), (3, 1))
    assert r.target == (3, 1)
    assert happening_order_args(r.outcome()) == (2, 3, 1, "tied", 2)
    # 9 ms apart ties (10 ms tolerance); 15 ms apart does not
    r2 = happening()
    r2.press(0, T0)
    for seat, ms in ((1, 300), (2, 309), (3, 324)):
        r2.press(seat, T0 + ms * MS)
    assert r2.outcome().groups == ((1, 2), (3,))
    # arrival decides order even if a later arrival carries an earlier stamp
    r3 = happening()
    r3.press(0, T0)
    r3.press(1, T0 + 300 * MS)
    r3.press(2, T0 + 280 * MS)
    assert r3.outcome().order[:2] == [1, 2]


def test_false_start_and_missed_seats_are_last() -> None:
    r = happening()
    assert r.press(2, T0 + 50 * MS).status == "false_start"  # type: ignore[union-attr]
    r.press(0, T0 + 100 * MS)
    r.press(1, T0 + 400 * MS)
    assert r.press(2, T0 + 500 * MS).status == "out"  # type: ignore[union-attr]
    r.tick(T0 + 3200 * MS)
    assert r.done
    o = r.outcome()
    assert o.last == (2, 3) and o.false_starts == (2,)
    # neither copied the gesture in time: the report says so (the log never names them copying),
    # and that the first of them (2) made it too soon: a false start, not a gesture not copied
    assert happening_order_args(o) == (1, 2, 3, "tied", 2, "missed", 2, "early", 1)


def test_a_false_starter_comes_first_among_those_who_did_not_copy() -> None:
    """Seat 1 never presses, seat 3 presses before the gesture: both are last, and the report
    names the false starter first with ``early 1`` (the log tells the two apart)."""
    r = happening()
    assert r.press(3, T0 + 50 * MS).status == "false_start"  # type: ignore[union-attr]
    r.press(0, T0 + 100 * MS)
    r.press(2, T0 + 400 * MS)
    r.tick(T0 + 3200 * MS)
    o = r.outcome()
    assert set(o.last) == {1, 3} and o.false_starts == (3,)
    assert happening_order_args(o) == (2, 3, 1, "tied", 2, "missed", 2, "early", 1)


def test_opener_who_never_gestures_aborts_with_everyone_tied_last() -> None:
    r = Race("happening", (0, 1, 2), opener=1, opener_timeout_ns=2000 * MS)
    r.start(0)
    r.tick(1999 * MS)
    assert not r.done and r.time_left_ns(1500 * MS) == 500 * MS
    r.tick(2001 * MS)
    assert r.done and r.aborted and r.target == (0, 2)


def test_bot_opener_and_bots_press_on_their_own_schedule() -> None:
    bots = {s: BotReactor("normal", "gesture", random.Random(s)) for s in (0, 2)}
    r = Race("happening", (0, 1, 2), opener=0, bots=bots, rng=random.Random(7))
    r.start(0)
    assert r.press(0, 10 * MS) is None  # a bot's button is the bot's own
    t = 0
    while not r.is_open:
        t += 16 * MS
        r.tick(t)
        assert t < 3000 * MS
    assert r.log[0].bot and r.log[0].status == "opened"
    opened = r.window.opened_ns
    assert opened is not None and 700 * MS <= opened <= 1600 * MS
    r.press(1, opened + 150 * MS)  # the human is quick
    while not r.done:
        t += 16 * MS
        r.tick(t)
    assert r.target == (2,)  # the bot copied later (its delay is at least 200 ms)
    assert r.window.reaction_ms(2) is not None and r.window.reaction_ms(2) >= 200  # type: ignore[operator]


def test_bot_press_times_ignore_the_humans() -> None:
    def run(human_ms: int | None) -> int | None:
        bots = {2: BotReactor("hard", "simple", random.Random(3))}
        r = Race("help", (1, 2), bots=bots, lead_ns=500 * MS, linger_ns=10_000 * MS)
        r.start(0)
        if human_ms is not None:
            r.tick(human_ms * MS)
            r.press(1, human_ms * MS)
        r.tick(4000 * MS)
        return next(e.t_ns for e in r.log if e.seat == 2)

    assert run(None) == run(600) == run(900)


def test_help_race_first_eligible_lands_and_closes_soon() -> None:
    can = {1: False, 2: True, 3: True}
    r = Race(
        "help",
        (1, 2, 3),
        duration_ns=2500 * MS,
        lead_ns=600 * MS,
        linger_ns=350 * MS,
        eligible=lambda s: can[s],
    )
    r.start(0)
    assert r.time_left_ns(100 * MS) is None  # "Ready..." before "THROW!"
    assert r.press(3, 300 * MS).status == "false_start"  # type: ignore[union-attr]
    assert r.press(1, 700 * MS).status == "counted"  # type: ignore[union-attr]
    assert r.winner is None  # seat 1 has no bone it can pay for
    r.press(2, 760 * MS)
    r.press(3, 765 * MS)  # retry after a false start counts; ties with 2, arrived later
    assert r.winner == 2 and r.target == (2,)
    r.tick(1100 * MS)
    assert not r.done
    r.tick(1111 * MS)
    assert r.done


def test_help_race_with_no_bone_ends_at_the_deadline() -> None:
    r = Race("help", (1, 2), duration_ns=1000 * MS, lead_ns=0, eligible=lambda s: False)
    r.start(0)
    r.press(1, 100 * MS)
    r.tick(999 * MS)
    assert not r.done
    r.tick(1001 * MS)
    assert r.done and r.winner is None and r.target == ()


def test_a_press_after_the_race_is_kept_as_late() -> None:
    r = Race("help", (1, 2, 3), lead_ns=0, duration_ns=100 * MS, linger_ns=0)
    r.start(0)
    assert r.press(2, 50 * MS) is not None
    r.tick(200 * MS)
    assert r.done
    for seat in (1, 2, 1, 9):  # 2 pressed in it; 1 twice; 9 is not in the race
        assert r.press(seat, 300 * MS) is None
    assert r.late == [1]


def test_bad_races_are_refused() -> None:
    with pytest.raises(ReactionError):
        Race("duel", (0, 1))
    with pytest.raises(ReactionError):
        Race("happening", (0, 1))
    r = Race("help", (0, 1))
    r.start(0)
    with pytest.raises(ReactionError):
        r.start(1)


def test_happening_order_args_matches_the_engine_notation() -> None:
    assert happening_order_args(Outcome(((2,), (0, 1)))) == (2, 0, 1, "tied", 2)
    assert happening_order_args(Outcome(((1,), (2,)))) == (1, 2)
    # a seat that never pressed: last, and reported as not having copied
    assert happening_order_args(Outcome(((2,), (0,)), frozenset({0}))) == (2, 0, "missed", 1)
