"""End to end in a real window: start the app under Xvfb, start a game from the launcher with
a typed seed, drag a card onto the opponent with xdotool, and check the autosave's log.

Positions are computed by laying out the same scenes in-process at the window's size (the
layout is a pure function of the size and the view).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.xvfb

SIZE = (1280, 720)
SEED = 11


def _free_display() -> int:
    for n in range(90, 130):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


def _xdo(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(
        ["timeout", "10", "xdotool", *args], env=env, capture_output=True, text=True
    )
    return out.stdout.strip()


def _positions(tmp: Path) -> dict[str, tuple[int, int]]:
    """Lay out the launcher and the table in-process (dummy driver) at the window size."""
    os.environ["TABLETOP_HOME"] = str(tmp / "layout")
    import pygame

    from tabletop.engine.session import SeatConfig, Session
    from tabletop.ui.app import App
    from tabletop.ui.launcher import LauncherScene
    from tabletop.ui.table import TableScene

    app = App(SIZE, headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    seed_at = launcher.seed_rect.center
    seats = [SeatConfig("human", "Player 1"), SeatConfig("bot", "Player 2", "normal")]
    table = TableScene(app, Session("espionage", SEED, seats))
    app.push(table)
    action = next(a for a in table.game.legal_actions(0) if a.verb == "play" and a.args[1:] == (1,))
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == action.args[0])
    target = table.gv.opponent_rects(table.view)[1].center
    pygame.quit()
    return {"seed": seed_at, "card": d.rect.center, "target": target, "action": str(action)}  # type: ignore[dict-item]


def _autosave(home: Path) -> Path:
    """The game's autosave (one file per game session in the saves folder)."""
    found = sorted((home / "saves").glob("auto-*.json"))
    if not found:
        raise FileNotFoundError(home / "saves")
    return found[-1]


@pytest.mark.skipif(
    not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="needs Xvfb and xdotool"
)
def test_start_a_game_and_drag_a_card_in_a_real_window(tmp_path: Path) -> None:
    from tabletop.engine.session import SeatConfig, Session

    # the seed must give seat 0 a targeted Mission at once
    s = Session("espionage", SEED, [SeatConfig("human"), SeatConfig("bot")])
    assert any(a.verb == "play" and a.args[1:] == (1,) for a in s.game.legal_actions(0))
    pos = _positions(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    # the window opens at the size it had last time (the layout above is for 1280x720)
    (home / "settings.json").write_text(json.dumps({"window_size": [1280, 720]}))
    n = _free_display()
    env = dict(os.environ)
    env.update(DISPLAY=f":{n}", TABLETOP_HOME=str(home), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    xvfb = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
        stderr=subprocess.DEVNULL,
    )
    app = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        app = subprocess.Popen(
            [sys.executable, "-m", "tabletop"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        wid = ""
        for _ in range(100):
            wid = _xdo(env, "search", "--pid", str(app.pid)).split("\n")[-1]
            if wid:
                break
            time.sleep(0.1)
        assert wid, "the app window did not appear"
        time.sleep(0.8)

        def click(p: tuple[int, int]) -> None:
            _xdo(env, "mousemove", "--window", wid, str(p[0]), str(p[1]))
            time.sleep(0.1)
            _xdo(env, "click", "1")
            time.sleep(0.2)

        def started() -> bool:
            for _ in range(50):
                try:
                    if json.loads(_autosave(home).read_text())["seed"] == SEED:
                        return True
                except (FileNotFoundError, json.JSONDecodeError, KeyError):
                    pass
                time.sleep(0.1)
            return False

        for _attempt in range(3):  # a slow start may swallow the first clicks: try again
            click(pos["seed"])  # type: ignore[arg-type]
            for _ in range(6):  # clear what an earlier attempt typed
                _xdo(env, "key", "--window", wid, "BackSpace")
            _xdo(env, "type", "--window", wid, str(SEED))
            time.sleep(0.2)
            _xdo(env, "key", "--window", wid, "Escape")  # leave the seed field
            time.sleep(0.2)
            _xdo(env, "key", "--window", wid, "Return")  # start the game
            if started():
                break
        assert started(), "the game did not start from the launcher"
        time.sleep(0.8)
        cx, cy = pos["card"]  # type: ignore[misc]
        tx, ty = pos["target"]  # type: ignore[misc]
        _xdo(env, "mousemove", "--window", wid, str(cx), str(cy))
        time.sleep(0.15)
        _xdo(env, "mousedown", "1")
        for k in range(1, 9):
            x = cx + (tx - cx) * k // 8
            y = cy + (ty - cy) * k // 8
            _xdo(env, "mousemove", "--window", wid, str(x), str(y))
            time.sleep(0.03)
        _xdo(env, "mouseup", "1")
        log: list[str] = []
        for _ in range(40):
            time.sleep(0.1)
            try:
                data = json.loads(_autosave(home).read_text())
            except (FileNotFoundError, json.JSONDecodeError):
                continue
            log = data["log"]
            if log:
                break
        assert data["seed"] == SEED
        assert log and log[0] == pos["action"]
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
