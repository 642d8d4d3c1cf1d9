"""End to end in a real window: start the app under Xvfb, start a game from the launcher with
a typed seed, drag a card onto the opponent with xdotool, and check the autosave's log.

Positions are computed by laying out the same scenes in-process at the window's size (the
layout is a pure function of the size and the view).

Part of CI's real-window slice (listed in ``tests/ui/xwindow.py``): every wait is on a condition
with a generous limit, so a loaded machine only makes it slower.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tests.ui.xwindow import NEEDS_X, real_window, wait_still

pytestmark = pytest.mark.xvfb

SIZE = (1280, 720)
SEED = 11


def _positions(tmp: Path) -> dict[str, tuple[int, int]]:
    """Lay out the launcher and the table in-process (dummy driver) at the window size."""
    os.environ["TABLETOP_HOME"] = str(tmp / "layout")
    import pygame

    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.app import App
    from tabletop.ui.scenes.launcher import LauncherScene
    from tabletop.ui.table import TableScene

    app = App(SIZE, headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    seed_at = launcher.seed_rect.center
    seats = [SeatConfig("human", "Player 1"), SeatConfig("bot", "Player 2", "normal")]
    table = TableScene(app, Session("espionage", SEED, seats))
    app.push(table)
    action = next(a for a in table.game.legal_actions(0) if a.verb == "play" and a.args[1:] == (1,))
    d = next(d for d in table.hits.draggables(table.view, 0) if d.payload["id"] == action.args[0])
    target = table.gv.opponent_rects(table.view)[1].center
    pygame.quit()
    return {"seed": seed_at, "card": d.rect.center, "target": target, "action": str(action)}  # type: ignore[dict-item]


@NEEDS_X
def test_start_a_game_and_drag_a_card_in_a_real_window(tmp_path: Path) -> None:
    from tabletop.room.session import SeatConfig, Session

    # the seed must give seat 0 a targeted Mission at once
    s = Session("espionage", SEED, [SeatConfig("human"), SeatConfig("bot")])
    assert any(a.verb == "play" and a.args[1:] == (1,) for a in s.game.legal_actions(0))
    pos = _positions(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    # the window opens at the size it had last time (the layout above is for 1280x720)
    (home / "settings.json").write_text(json.dumps({"window_size": [1280, 720]}))
    with real_window(home, displays=range(90, 130), settle=0.5) as w:

        def started(seconds: float) -> bool:
            return w.wait_autosave(lambda d: d.get("seed") == SEED, seconds) is not None

        for _attempt in range(3):  # a slow start may swallow the first clicks: try again
            if w.autosave() is not None:
                break  # a game started (late): the launcher's keys must not reach its table
            w.click(pos["seed"])
            w.key(*["BackSpace"] * 6)  # clear what an earlier attempt typed
            w.type(str(SEED))
            time.sleep(0.2)
            w.key("Escape", pause=0.2)  # leave the seed field
            w.key("Return")  # start the game
            if started(10.0):
                break
        assert started(30.0), "the game did not start from the launcher"
        time.sleep(0.8)
        wait_still(w, 20.0)  # the dealt cards have come to rest (slow on a loaded machine)
        w.drag(pos["card"], pos["target"])
        data = w.wait_autosave(lambda d: bool(d.get("log")), 30.0) or w.autosave() or {}
        log: list[str] = data.get("log", [])
        assert data["seed"] == SEED
        assert log and log[0] == pos["action"]
