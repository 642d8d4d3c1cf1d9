"""A real window (Xvfb, keys through xdotool): in a 4-human Espionage game seat 4 claims a
reaction window with M (issue 26 item 1: M also muted, and muting won: seat 4 could never
claim). The game is loaded from a save made in-process with a window open; the test presses M,
lifts the curtain with Space and lets the window pass with Space, then reads the autosave."""

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


def _free_display() -> int:
    for n in range(140, 190):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


def _xdo(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(
        ["timeout", "10", "xdotool", *args], env=env, capture_output=True, text=True
    )
    return out.stdout.strip()


def _save_with_a_window(path: Path) -> None:
    """Four humans; Ann's targeted Mission is on the stack: a window for everyone."""
    from tabletop.engine.session import SeatConfig, Session

    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
    for seed in range(300):
        s = Session("espionage", seed, seats)
        play = [a for a in s.game.legal_actions(0) if a.verb == "play" and len(a.args) == 2]
        if play:
            break
    s.apply(play[0])
    assert s.game.active_seats() == [0, 1, 2, 3]
    path.write_text(json.dumps(s.to_save()))


def _log(home: Path) -> list[str]:
    for f in sorted((home / "saves").glob("auto-*.json")):
        try:
            return list(json.loads(f.read_text())["log"])
        except (json.JSONDecodeError, KeyError):
            return []
    return []


@pytest.mark.skipif(
    not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="needs Xvfb and xdotool"
)
def test_seat_four_claims_a_window_with_m_in_a_real_window(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    # a long window: a slow start on a busy machine must not let it run out before the key
    (home / "settings.json").write_text(json.dumps({"window_seconds": 30.0, "sound": True}))
    save = tmp_path / "window.json"
    _save_with_a_window(save)
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
            [sys.executable, "-m", "tabletop", "play", "--load", str(save), "--size", "1280x720"],
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
        time.sleep(1.5)
        _xdo(env, "key", "--window", wid, "m")  # Dee (seat 4) claims the window
        time.sleep(1.6)  # the curtain takes keys a moment after it rose
        _xdo(env, "key", "--window", wid, "space")  # "I am Dee": the curtain lifts
        time.sleep(0.6)
        _xdo(env, "key", "--window", wid, "space")  # Dee: "No reaction"
        log: list[str] = []
        for _ in range(50):
            time.sleep(0.1)
            log = _log(home)
            if "3:pass" in log:
                break
        assert "3:pass" in log, f"seat 4 did not get the window: {log}"
        assert not any(m.startswith(("0:pass", "1:pass", "2:pass")) for m in log[1:])
        settings = json.loads((home / "settings.json").read_text())
        assert settings.get("sound", True) is True, "M muted the game"
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
