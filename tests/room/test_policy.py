"""The hot-seat rules of the room, without pygame: undo takes back only the person's own moves
(``Session.undo(by)``) and a window's clock (``room.policy.WindowClock``) gives those still in
it the whole time again after a claim that ended in a pass. Every clock is a number the test
passes."""

from __future__ import annotations

from tabletop.engine.actions import parse_action
from tabletop.room.session import NOBODY, SeatConfig, Session

#: Espionage seed 7, three people: Bea's Blackmail (card 32) on Cy, its window passed by all
THREE = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")]
BLACKMAIL = ["0:play 6 1", "0:pass", "1:pass", "2:pass", "0:end", "1:end", "2:end"]
BLACKMAIL += ["0:play 13 2", "0:pass", "1:pass", "2:pass", "0:play 25 1", "0:pass"]
BLACKMAIL += ["1:pass", "2:pass", "0:end", "1:play 27 0", "0:pass", "1:pass", "2:pass"]
BLACKMAIL += ["1:play 26 2", "0:pass", "1:pass", "2:pass", "1:play 15 2", "0:pass"]
BLACKMAIL += ["1:pass", "2:pass", "1:end", "2:play 4 1", "0:pass", "1:pass", "2:pass"]
BLACKMAIL += ["2:end", "0:end", "1:play 32 2"]


def _blackmail(by_table: bool) -> Session:
    s = Session("espionage", 7, THREE)
    for move in BLACKMAIL:
        s.apply(move)
    for move in ("0:pass", "1:pass", "2:pass"):
        s.apply(move, by_table=by_table)
    return s


def test_the_tables_passes_are_nobodys_own_move() -> None:
    """The window's time ran out and the table passed for everyone: Cy (at the screen for the
    "give a card" prompt) cannot take his pass back and reopen the window with his Police."""
    s = _blackmail(by_table=True)
    assert not s.can_undo(2) and not s.undo(2)
    assert "table made the last move" in s.undo_refusal(2)
    # the same passes made by hand: Cy's own last move is his to take back
    s = _blackmail(by_table=False)
    assert s.undo_target(2) == len(s.log) - 1 and not s.can_undo(0)
    assert s.undo_refusal(0).startswith("Cy passed on Bea's Blackmail last")


def test_undo_stops_at_another_seats_move_and_keeps_the_tables_record() -> None:
    s = Session("espionage", 7, THREE)
    s.apply("0:play 6 1")  # Ann's Sniper on Bea
    s.apply("0:pass", by_table=True)
    assert s.by_table == {1} and not s.can_undo(0)
    s2 = Session("espionage", 7, THREE)
    s2.apply("0:play 6 1")
    assert s2.undo(0) and s2.log == [] and s2.by_table == set()
    assert not s2.can_undo(NOBODY) and "no one" in s2.undo_refusal(NOBODY)


def test_a_resumed_log_is_nobodys_to_take_back_in_hot_seat() -> None:
    """Who made a saved log's moves is not kept: hot-seat undo stops at a resumed game's start
    (solo undo, any human's move, is as before)."""
    s = Session("espionage", 7, THREE, log=["0:play 6 1"])
    assert not s.can_undo(0) and s.can_undo(None)
    s.apply(parse_action("1:pass"))
    assert s.undo_target(1) == 1


def test_a_claim_ending_in_a_pass_gives_the_window_its_whole_time_again() -> None:
    from tabletop.room.policy import WindowClock

    clock = WindowClock()
    log = ["2:play 4 1"]
    assert clock.follow(log, [0, 1], 8.0)
    clock.tick(100.0, True)
    clock.tick(106.5, True)  # 1.5 s left
    clock.tick(106.5, False)  # Bea claims: the clock waits behind her curtain
    clock.tick(140.0, False)
    assert clock.left() == 1.5
    clock.claim_ended()  # she passes
    assert not clock.follow([*log, "1:pass"], [0], 8.0)  # the same window, Ann still in it
    assert clock.left() == 8.0
    clock.tick(141.0, True)
    clock.tick(144.0, True)
    assert clock.left() == 5.0 and not clock.expired()


def test_a_seats_result_holds_the_screen_until_seen() -> None:
    from tabletop.room.policy import ResultHold, results_to_see

    events = [
        {"kind": "DamageDealt", "data": {"seat": 0}},
        {"kind": "MissionFailed", "data": {"seat": 1, "card": 99}},
        {"kind": "WindowOpened", "data": {}},
    ]
    kinds = ("MissionCompleted", "MissionFailed")
    results = results_to_see(events, kinds)
    assert results == [(1, 1)] and results_to_see(events, ()) == []
    hold = ResultHold()
    # one person at the screen, a bot's result, the end of the game: nothing held
    assert not hold.follow(results, [1], False, 1, False, 0.0)
    assert not hold.follow(results, [0], True, 0, False, 0.0)
    assert not hold.follow(results, [0, 1], True, 1, True, 0.0) and not hold.held
    assert hold.follow(results, [0, 1], True, 1, False, 5.0)
    assert hold.events == [1] and hold.shows == 1
    assert hold.screen_seat(None) == 1 and hold.screen_seat(0) == 1  # Bea's view stays
    assert not hold.follow([], [0, 1], True, 1, False, 6.0) and hold.held  # a pass: still
    hold.seen()
    assert hold.screen_seat(0) == 0
    # the screen was public (a window's time ran out): it stays public until seen
    assert hold.follow(results, [0, 1], True, None, False, 7.0) and hold.screen_seat(0) is None
    assert hold.screen_seat(1) == 1 and not hold.held  # Bea gets the screen anyway
    # Ann's view was on screen (her Done as the enemy ended Bea's mission): Bea's own view
    # holds it, behind her curtain, never Ann's; a public hold is a public moment
    assert hold.follow(results, [0, 1], True, 0, False, 8.0) and hold.shows == 1
    assert hold.screen_seat(0) == 1 and not hold.public
    hold.seen()
    assert hold.follow(results, [0, 1], True, None, False, 9.0) and hold.public


def test_the_room_policy_imports_no_pygame() -> None:
    import subprocess
    import sys

    code = "import sys, tabletop.room.policy; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
