"""A real window (Xvfb, keys through xdotool): in a 4-human Espionage game seat 4 claims a
reaction window with M (issue 26 item 1: M also muted, and muting won: seat 4 could never
claim). The game is loaded from a save made in-process with a window open; the test presses M,
lifts the curtain with Space and lets the window pass with Space, then reads the autosave."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.ui.xwindow import NEEDS_X, real_window

#: CI's real-window slice is listed in ``tests/ui/xwindow.py``; this module is ``slow``
pytestmark = [pytest.mark.xvfb, pytest.mark.slow]


def _save_with_a_window(path: Path) -> None:
    """Four humans; Ann's targeted Mission is on the stack: a window for everyone."""
    from tabletop.room.session import SeatConfig, Session

    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
    for seed in range(300):
        s = Session("espionage", seed, seats)
        play = [a for a in s.game.legal_actions(0) if a.verb == "play" and len(a.args) == 2]
        if play:
            break
    s.apply(play[0])
    assert s.game.active_seats() == [0, 1, 2, 3]
    path.write_text(json.dumps(s.to_save()))


@NEEDS_X
def test_seat_four_claims_a_window_with_m_in_a_real_window(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    # a long window: a slow start on a busy machine must not let it run out before the key
    (home / "settings.json").write_text(json.dumps({"window_seconds": 30.0, "sound": True}))
    save = tmp_path / "window.json"
    _save_with_a_window(save)
    args = ["play", "--load", str(save), "--size", "1280x720"]
    with real_window(home, args, displays=range(140, 190), settle=1.5) as w:
        w.key("m")  # Dee (seat 4) claims the window
        time.sleep(1.6)  # the curtain takes keys a moment after it rose
        w.key("space")  # "I am Dee": the curtain lifts
        time.sleep(0.6)
        w.key("space")  # Dee: "No reaction"
        log = w.wait_log(lambda x: "3:pass" in x, 5.0)
        assert "3:pass" in log, f"seat 4 did not get the window: {log}"
        assert not any(m.startswith(("0:pass", "1:pass", "2:pass")) for m in log[1:])
        settings = json.loads((home / "settings.json").read_text())
        assert settings.get("sound", True) is True, "M muted the game"
