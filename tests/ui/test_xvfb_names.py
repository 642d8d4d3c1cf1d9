"""In a real window (Xvfb, xdotool): make seat 2 a person, type two names in the launcher, start
the hot-seat Espionage game with Return, and check the game calls the seats by those names
(the autosave's seats, which the table, the curtain and the log name them by) and that the
launcher remembers them (the settings file).

Positions are computed by laying out the launcher in-process at the window's size (the layout
is a pure function of the size).
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


def _free_display() -> int:
    for n in [*range(180, 190), *range(90, 130)]:
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


def _xdo(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(
        ["timeout", "10", "xdotool", *args], env=env, capture_output=True, text=True
    )
    return out.stdout.strip()


def _positions(tmp: Path) -> dict[str, object]:
    """Where seat 2's player button and the two name boxes are, and how many clicks make
    seat 2 a person (its button cycles computer levels, then human)."""
    os.environ["TABLETOP_HOME"] = str(tmp / "layout")
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.launcher import LauncherScene

    app = App(SIZE, headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    clicks = 0
    while launcher.seats[1].kind != "human":
        launcher.cycle_seat(1)
        clicks += 1
    out = {
        "seat2": launcher.seat_buttons[1].rect.center,  # inside the button as computer too
        "name1": launcher.name_rects[0].center,
        "name2": launcher.name_rects[1].center,
        "clicks": clicks,
    }
    pygame.quit()
    return out


def _autosave(home: Path) -> dict[str, object] | None:
    found = sorted((home / "saves").glob("auto-*.json"))
    if not found:
        return None
    try:
        return json.loads(found[-1].read_text())  # type: ignore[no-any-return]
    except (OSError, json.JSONDecodeError):
        return None


@pytest.mark.skipif(
    not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="needs Xvfb and xdotool"
)
def test_type_two_names_and_start_a_hot_seat_game_in_a_real_window(tmp_path: Path) -> None:
    pos = _positions(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"window_size": list(SIZE)}))
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
        time.sleep(1.0)

        def click(p: object) -> None:
            x, y = p  # type: ignore[misc]
            _xdo(env, "mousemove", "--window", wid, str(x), str(y))
            time.sleep(0.1)
            _xdo(env, "click", "1")
            time.sleep(0.25)

        def key(name: str) -> None:
            _xdo(env, "key", "--window", wid, name)
            time.sleep(0.2)

        for _ in range(int(pos["clicks"])):  # type: ignore[call-overload]
            click(pos["seat2"])  # seat 2: computer levels, then a person
        click(pos["name1"])
        _xdo(env, "type", "--window", wid, "Ann")
        time.sleep(0.2)
        key("Tab")  # on to seat 2's name
        _xdo(env, "type", "--window", wid, "Bea")
        time.sleep(0.2)
        key("Return")  # the name is done
        key("Return")  # start the game
        data = None
        for _ in range(60):
            data = _autosave(home)
            if data is not None:
                break
            time.sleep(0.1)
        assert data is not None, "the game did not start from the launcher"
        assert data["game"] == "espionage"
        seats = data["seats"]
        assert [s["kind"] for s in seats] == ["human", "human"]  # type: ignore[attr-defined]
        assert [s["name"] for s in seats] == ["Ann", "Bea"]  # type: ignore[attr-defined]
        settings = json.loads((home / "settings.json").read_text())
        assert settings["seat_names"] == ["Ann", "Bea"]
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
