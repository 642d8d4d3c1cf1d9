"""Austin Powers in a real window under Xvfb, keys sent with xdotool: Ctrl+Z after a Happening
race puts the race up again and the game goes on (it jammed on "Ann plays a Happening!" with no
overlay and no buttons); Return on the defence (buttons [H] and [G] only) does not give up.

The app resumes a save made here from a seed and a log (saves replay to the same state). What
the game did is read from its autosave, which is written after every move and undo.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(
        not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="needs Xvfb and xdotool"
    ),
]

#: seed 1: Ann starts with the Happening Groovy Love-In (card 27) in hand
HAPPENING = "0:happening 27"
#: seed 1, two players played by bots up to Bea's defence: Fembot's Shag attempt by Felicity
#: Shagwell, bones thrown both ways, Bea holds no payable bone (Ask for help [H], Give up [G])
DEFENCE = [
    "0:happening 27",
    "0:agent 2",
    "0:end",
    "0:even_up",
    "1:happening 58",
    "1:agent 36",
    "1:end",
    "1:toss 59",
    "1:even_up",
    "0:agent 4",
    "0:attempt 2 36",
    "1:bone 42",
    "0:bone 18",
    "1:bone 43",
    "0:bone 15",
]


def _free_display() -> int:
    for n in range(150, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


class Window:
    """The app's window on its own X display: keys in, the autosaved log out."""

    def __init__(self, env: dict[str, str], wid: str, home: Path) -> None:
        self.env = env
        self.wid = wid
        self.home = home

    def xdo(self, *args: str) -> None:
        subprocess.run(["timeout", "10", "xdotool", *args], env=self.env, capture_output=True)

    def key(self, name: str) -> None:
        self.xdo("key", "--window", self.wid, name)

    def ctrl(self, name: str) -> None:
        """Ctrl+key as a person types it (``key ctrl+z`` is too quick for pygame to see Ctrl)."""
        self.xdo("keydown", "--window", self.wid, "ctrl")
        time.sleep(0.05)
        self.key(name)
        time.sleep(0.05)
        self.xdo("keyup", "--window", self.wid, "ctrl")

    def log(self) -> list[str]:
        found = sorted((self.home / "saves").glob("auto-*.json"))
        if not found:
            return []
        try:
            return list(json.loads(found[-1].read_text())["log"])
        except (json.JSONDecodeError, KeyError, OSError):
            return []

    def wait_log(self, ok: Callable[[list[str]], bool], seconds: float) -> list[str]:
        end = time.monotonic() + seconds
        log = self.log()
        while not ok(log) and time.monotonic() < end:
            time.sleep(0.1)
            log = self.log()
        return log


@contextmanager
def _app(tmp_path: Path, seats: list[tuple[str, str]], log: list[str]) -> Iterator[Window]:
    from tabletop.engine.session import SeatConfig, Session

    sess = Session("austin", 1, [SeatConfig(k, n) for k, n in seats], log=log)
    save = tmp_path / "resume.json"
    save.write_text(json.dumps(sess.to_save()))
    home = tmp_path / "home"
    home.mkdir()
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
        cmd = [sys.executable, "-m", "tabletop", "play", "--load", str(save), "--size", "1280x720"]
        app = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        wid = ""
        for _ in range(150):
            out = subprocess.run(
                ["timeout", "10", "xdotool", "search", "--pid", str(app.pid)],
                env=env,
                capture_output=True,
                text=True,
            )
            wid = out.stdout.strip().split("\n")[-1]
            if wid:
                break
            time.sleep(0.1)
        assert wid, "the app window did not appear"
        w = Window(env, wid, home)
        assert w.wait_log(lambda x: x == log, 15) == log, "the save was not resumed"
        time.sleep(1.2)  # the first frames drawn; a curtain takes keys after 1 s
        yield w
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)


def test_ctrl_z_after_a_happening_race_races_again(tmp_path: Path) -> None:
    """Three people: Ann makes the gesture (Q), nobody copies: Ben and Cy tie for last and Ann
    is asked for the target. Ctrl+Z takes the race's report back: the race is put up again, and
    Ann's gesture there is reported again (the game goes on)."""
    people = [("human", "Ann"), ("human", "Ben"), ("human", "Cy")]
    with _app(tmp_path, people, [HAPPENING]) as w:
        w.key("space")  # "Pass to Ann": Ann lifts the curtain; the race goes up
        time.sleep(2.0)  # room for a loaded machine to draw the overlay's first frame
        w.key("q")  # Ann's peace sign
        tie = [HAPPENING, "0:happening_order 1 2 tied 2"]
        assert w.wait_log(lambda x: x == tie, 12) == tie
        time.sleep(0.5)
        w.ctrl("z")
        assert w.wait_log(lambda x: x == [HAPPENING], 5) == [HAPPENING]
        time.sleep(1.5)  # a curtain, if the screen changed hands, takes keys after 1 s
        w.key("space")
        time.sleep(2.0)
        w.key("q")  # the race is up again: Ann's gesture opens it
        assert w.wait_log(lambda x: x == tie, 12) == tie, "the table jammed after the undo"


def test_return_on_the_defence_does_not_give_up(tmp_path: Path) -> None:
    """Bea defends with Ask for help [H] and Give up [G] shown: Return takes neither; G gives
    up as its button says."""
    with _app(tmp_path, [("bot", "Ann"), ("human", "Bea")], DEFENCE) as w:
        w.key("Return")
        w.key("KP_Enter")
        time.sleep(1.5)
        assert w.log() == DEFENCE
        w.key("g")
        done = [*DEFENCE, "1:give_up"]
        assert w.wait_log(lambda x: x[: len(done)] == done, 5)[: len(done)] == done
