"""The table's timing, pure (issue 27, item 3): bot pacing, the curtain's guard and when a window
whose time is up closes, driven by the times the test passes (no pygame, no wall clock)."""

from __future__ import annotations

import subprocess
import sys

from tabletop.room.pacing import BotPacing, CurtainGuard, window_closes
from tabletop.ui.parts.privacy import WindowClock


def test_the_timing_loads_no_pygame() -> None:
    code = "import sys, tabletop.room.pacing; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_bot_moves_only_after_the_delay() -> None:
    p = BotPacing(100.0, 0.75)
    assert not p.due(100.5)
    assert p.due(100.75)
    p.wait(200.0, 1.5)  # a move was made at 200: the next one waits
    assert not p.due(201.0) and p.due(201.5)


def test_a_view_holds_the_bots_until_it_resumes_them() -> None:
    p = BotPacing(0.0, 0.0)
    p.pause()
    assert not p.due(10_000.0)  # however long the shot takes
    p.resume(50.0, 0.75)
    assert not p.due(50.5) and p.due(50.75)


def test_a_pass_made_at_the_bots_pace_is_pending_until_due() -> None:
    p = BotPacing(10.0, 0.75)
    assert p.pending(10.0) == 10.75
    assert p.pending(11.0) is None  # already due: nothing to wait for


def test_the_curtain_ignores_a_double_click_and_early_keys() -> None:
    g = CurtainGuard()
    g.rise(30.0)
    assert not g.takes_input(30.2, 0.3)  # the second click of a double click
    assert g.takes_input(30.3, 0.3)
    assert not g.takes_keys(30.9, 0.3, 1.0)  # a Space meant for the screen before
    assert g.takes_keys(31.0, 0.3, 1.0)
    assert g.takes_keys(30.5, 0.5, 0.0)  # the longer of the two guards counts


def _expired_window(length: float, shown: float) -> WindowClock:
    w = WindowClock()
    w.follow([], [0, 1], length)
    w.tick(0.0, True)
    w.tick(shown, True)
    return w


def test_a_window_closes_when_its_time_is_up() -> None:
    assert not window_closes(_expired_window(8.0, 7.9), dragging=False, grace=2.0)
    assert window_closes(_expired_window(8.0, 8.0), dragging=False, grace=2.0)


def test_a_card_on_its_way_keeps_the_window_open_for_the_grace_only() -> None:
    assert not window_closes(_expired_window(8.0, 9.5), dragging=True, grace=2.0)
    assert window_closes(_expired_window(8.0, 10.0), dragging=True, grace=2.0)
