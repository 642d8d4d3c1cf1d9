"""Shared by the real-window tests: the app in its own window on its own Xvfb display, driven
with xdotool, and what it did read back from its autosave.

``real_window(home, args)`` picks a free display, starts Xvfb and ``python -m tabletop *args``
with ``TABLETOP_HOME=home``, finds the window with ``xdotool search --pid`` (``--name`` does not
find SDL windows) and yields an :class:`XWindow`; the app and Xvfb are ended afterwards. Waits
count their polls (no wall clock), so a busy machine only makes them longer.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest

#: the real-window tests skip where the X tools are missing
NEEDS_X = pytest.mark.skipif(
    not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="needs Xvfb and xdotool"
)

POLL = 0.1  # seconds between two looks at the autosave


def free_display(numbers: Iterable[int]) -> int:
    """The first display number in ``numbers`` nobody uses (no socket, no lock file)."""
    for n in numbers:
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


class XWindow:
    """The app's window: gestures in through xdotool, the autosave out."""

    def __init__(self, env: dict[str, str], wid: str, home: Path, timeout: int = 10) -> None:
        self.env, self.wid, self.home, self.timeout = env, wid, home, timeout

    def xdo(self, *args: str) -> str:
        out = subprocess.run(
            ["timeout", str(self.timeout), "xdotool", *args],
            env=self.env,
            capture_output=True,
            text=True,
        )
        return out.stdout.strip()

    def key(self, *names: str, pause: float = 0.0) -> None:
        """Each key in turn, ``pause`` seconds after each."""
        for name in names:
            self.xdo("key", "--window", self.wid, name)
            if pause:
                time.sleep(pause)

    def ctrl(self, name: str) -> None:
        """Ctrl+key as a person types it (``key ctrl+z`` is too quick for pygame to see Ctrl)."""
        self.xdo("keydown", "--window", self.wid, "ctrl")
        time.sleep(0.05)
        self.key(name)
        time.sleep(0.05)
        self.xdo("keyup", "--window", self.wid, "ctrl")

    def type(self, text: str, delay_ms: int | None = None) -> None:
        extra = ["--delay", str(delay_ms)] if delay_ms is not None else []
        self.xdo("type", "--window", self.wid, *extra, text)

    def move(self, x: int, y: int) -> None:
        self.xdo("mousemove", "--window", self.wid, str(x), str(y))

    def click(self, p: Sequence[int], before: float = 0.1, after: float = 0.2) -> None:
        """Move to ``p``, rest ``before``, click, rest ``after``."""
        self.move(p[0], p[1])
        time.sleep(before)
        self.xdo("click", "1")
        time.sleep(after)

    def drag(self, a: Sequence[int], b: Sequence[int], steps: int = 8) -> None:
        """Press at ``a``, move to ``b`` in ``steps`` steps, release."""
        (ax, ay), (bx, by) = a, b
        self.move(ax, ay)
        time.sleep(0.15)
        self.xdo("mousedown", "1")
        for k in range(1, steps + 1):
            self.move(ax + (bx - ax) * k // steps, ay + (by - ay) * k // steps)
            time.sleep(0.03)
        self.xdo("mouseup", "1")

    def chain(self, *steps: tuple[object, ...]) -> None:
        """One xdotool run, so a gesture's timing does not hang on starting a process per step:
        ("move", x, y), ("down",), ("up",), ("sleep", s), ("key", k)."""
        args: list[str] = []
        for step in steps:
            if step[0] == "move":
                args += ["mousemove", "--window", self.wid, str(step[1]), str(step[2])]
            elif step[0] == "down":
                args += ["mousedown", "1"]
            elif step[0] == "up":
                args += ["mouseup", "1"]
            elif step[0] == "sleep":
                args += ["sleep", str(step[1])]
            elif step[0] == "key":
                args += ["key", "--window", self.wid, str(step[1])]
        self.xdo(*args)

    def autosave(self) -> dict | None:
        """The game's autosave (one file per game session), or None while there is none."""
        found = sorted((self.home / "saves").glob("auto-*.json"))
        if not found:
            return None
        try:
            data = json.loads(found[-1].read_text())
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def log(self) -> list[str]:
        data = self.autosave()
        log = data.get("log") if data is not None else None
        return list(log) if isinstance(log, list) else []

    def wait_autosave(self, ok: Callable[[dict], bool], seconds: float) -> dict | None:
        """The autosave once ``ok`` holds for it, or None after ``seconds`` of polling."""
        for _ in range(max(1, round(seconds / POLL))):
            data = self.autosave()
            if data is not None and ok(data):
                return data
            time.sleep(POLL)
        return None

    def wait_log(self, ok: Callable[[list[str]], bool], seconds: float) -> list[str]:
        """The autosaved log once ``ok`` holds for it, or as it is after ``seconds``."""
        log = self.log()
        for _ in range(max(1, round(seconds / POLL))):
            if ok(log):
                break
            time.sleep(POLL)
            log = self.log()
        return log


def start_xvfb(
    numbers: list[int], screen: str = "1600x900x24"
) -> tuple[int, subprocess.Popen[bytes]]:
    """An Xvfb server on the first free display of ``numbers`` that starts (a display another
    server still holds, or takes in the meantime, is skipped): its number and process."""
    for _ in range(5):
        n = free_display(numbers)
        xvfb = subprocess.Popen(
            ["Xvfb", f":{n}", "-screen", "0", screen, "-nolisten", "tcp"],
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and xvfb.poll() is None:
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                return n, xvfb
            time.sleep(0.05)
        xvfb.terminate()
        xvfb.wait(5)
        numbers = [k for k in numbers if k != n]
    raise RuntimeError("no X display could be started")


@contextmanager
def real_window(
    home: Path,
    args: Sequence[str] = (),
    displays: Iterable[int] = range(90, 200),
    settle: float = 1.0,
    timeout: int = 10,
    screen: str = "1600x900x24",
) -> Iterator[XWindow]:
    """The app (``python -m tabletop *args``) in a window on a new Xvfb display; ``settle``
    seconds are left for its first frames. Both processes end when the block does.
    ``TABLETOP_TEST_DISPLAYS`` (for example ``160-169``) takes the display from that range
    instead (engineers sharing a machine each keep to their own)."""
    mine = os.environ.get("TABLETOP_TEST_DISPLAYS", "")
    if mine:
        lo, _, hi = mine.partition("-")
        displays = range(int(lo), int(hi or lo) + 1)
    n, xvfb = start_xvfb(list(displays), screen)
    env = dict(os.environ)
    # x11 only: without the display the app must fail, not run on in SDL's offscreen driver
    env.update(DISPLAY=f":{n}", TABLETOP_HOME=str(home), SDL_AUDIODRIVER="dummy")
    env["SDL_VIDEODRIVER"] = "x11"
    app = None
    try:
        app = subprocess.Popen(
            [sys.executable, "-m", "tabletop", *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        w = XWindow(env, "", home, timeout)
        # a generous wait on a condition: the app starts in 1-2 s, far slower on a busy machine
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and app.poll() is None:
            w.wid = w.xdo("search", "--pid", str(app.pid)).split("\n")[-1]
            if w.wid:
                break
            time.sleep(0.1)
        assert w.wid, f"the app window did not appear (exit code {app.poll()})"
        time.sleep(settle)
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
