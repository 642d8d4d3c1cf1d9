"""Shared by the real-window tests: the app in its own window on its own Xvfb display, driven
with xdotool, and what it did read back from its autosave.

``real_window(home, args)`` picks a free display, starts Xvfb and ``python -m tabletop *args``
with ``TABLETOP_HOME=home``, finds the window with ``xdotool search --onlyvisible --pid``
(``--name`` does not find SDL windows; the same window found twice 0.3 s apart, not one SDL
drops while it starts), waits until its first frame is on the screen (read through libX11, which
xdotool brings) and yields an :class:`XWindow`; the app and Xvfb are ended afterwards. Waits
count their polls (no wall clock), so a busy machine only makes them longer.

CI's real-window slice (every other real-window test is ``slow``; ``-m slow`` runs them all):

- ``test_xvfb_e2e.py``: a game started from the launcher by clicks and a typed seed, and a card
  dragged onto its target with the pointer (Espionage);
- ``test_rpgget_xvfb.py``: a second game's table by the pointer: a drag that snaps back, a drag
  that makes a move, a move button clicked (RPG Get!);
- ``test_xvfb_keys.py``'s short test: a few moves on the table by keys alone (Espionage);
- ``test_xvfb_keyboard.py``'s launcher to a started game by keys alone (Tab, typing, Return).

Each waits on conditions with generous limits (a loaded 2-core machine runs them several times
slower) and asserts nothing about time.
"""

from __future__ import annotations

import ctypes
import ctypes.util
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
        #: the app's process and the file its stderr goes to (``real_window`` sets them)
        self.app: subprocess.Popen[bytes] | None = None
        self.stderr: Path | None = None

    def gone(self) -> str:
        """Why the app cannot follow any more, or "" while it runs: its exit code and the end of
        its stderr (the tests run it with ``TABLETOP_RAISE``: an exception in a frame ends it)."""
        if self.app is None or self.app.poll() is None:
            return ""
        tail = ""
        if self.stderr is not None and self.stderr.exists():
            tail = self.stderr.read_text(errors="replace")[-1500:]
        return f"the app exited with code {self.app.returncode}; its stderr ends:\n{tail}"

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

    def keys(self, *names: str, delay_ms: int = 20, after: float = 0.0) -> None:
        """The keys in one xdotool run, ``delay_ms`` apart, then ``after`` seconds' rest: for
        keys the same screen takes in turn (each key is its own event, taken in order)."""
        if names:
            self.xdo("key", "--window", self.wid, "--delay", str(delay_ms), *names)
        if after:
            time.sleep(after)

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
        """Press at ``a``, move to ``b`` in ``steps`` steps, release: one xdotool run (with an
        xdotool started per step, a loaded machine left the press still for more than the
        table's hold, which reads the card large instead of dragging it)."""
        (ax, ay), (bx, by) = a, b
        moves: list[tuple[object, ...]] = []
        for k in range(1, steps + 1):
            moves += [("move", ax + (bx - ax) * k // steps, ay + (by - ay) * k // steps)]
            moves += [("sleep", 0.03)]
        self.chain(("move", ax, ay), ("sleep", 0.15), ("down",), *moves, ("up",))

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


class _XImage(ctypes.Structure):
    """The head of Xlib's ``XImage`` (up to its first two functions)."""

    _fields_ = [
        *((f, ctypes.c_int) for f in ("width", "height", "xoffset", "format")),
        ("data", ctypes.c_void_p),
        *((f, ctypes.c_int) for f in ("order", "unit", "bit_order", "pad", "depth", "line")),
        ("bits_per_pixel", ctypes.c_int),
        *((f, ctypes.c_ulong) for f in ("red", "green", "blue")),
        ("obdata", ctypes.c_void_p),
        ("create_image", ctypes.c_void_p),
        ("destroy_image", ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)),
    ]


def _xlib() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("X11")
    if name is None:
        return None
    x = ctypes.CDLL(name)
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XDefaultRootWindow.restype = ctypes.c_ulong
    x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x.XGetImage.restype = ctypes.POINTER(_XImage)
    x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, *[ctypes.c_int] * 2]
    x.XGetImage.argtypes += [*[ctypes.c_uint] * 2, ctypes.c_ulong, ctypes.c_int]
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x.XDisplayWidth.argtypes = x.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
    return x


def capture(display: str, rect: Sequence[int]) -> bytes | None:
    """The pixels of ``display``'s screen in ``rect`` (x, y, w, h; empty where none can be
    read), or None without libX11."""
    x = _xlib()
    if x is None:
        return None
    d = x.XOpenDisplay(display.encode())
    if not d:
        return b""
    try:
        left, top = max(0, rect[0]), max(0, rect[1])  # on the screen only (else Xlib exits)
        width = min(rect[0] + rect[2], x.XDisplayWidth(d, 0)) - left
        height = min(rect[1] + rect[3], x.XDisplayHeight(d, 0)) - top
        if width <= 0 or height <= 0:
            return b""
        img = x.XGetImage(d, x.XDefaultRootWindow(d), left, top, width, height, 0xFFFFFFFF, 2)
        if not img:
            return b""
        data = ctypes.string_at(img.contents.data, img.contents.line * img.contents.height)
        img.contents.destroy_image(ctypes.cast(img, ctypes.c_void_p))  # XDestroyImage
        return data
    finally:
        x.XCloseDisplay(d)


def colours(data: bytes) -> bytes:
    """A capture's colour bytes alone: each 32-bit pixel's fourth byte is no colour (X leaves
    it 0 on the root and SDL's window, mapped before its first frame, sets it to 255)."""
    return b"".join(data[i::4] for i in range(3))


def drawn(display: str, rect: Sequence[int]) -> bool | None:
    """Whether anything but black is on ``display``'s screen in ``rect`` (x, y, w, h): an SDL
    window is black until its first frame (its pixels' unused fourth byte alone set, which
    once passed here for that frame: the tests then clicked a screen not yet drawn). None
    without libX11."""
    data = capture(display, rect)
    return None if data is None else bool(colours(data).strip(b"\0"))


def wait_still(w: XWindow, seconds: float = 10.0, gap: float = 0.3) -> bool:
    """Poll until two captures of the window ``gap`` apart are the same (its cards have come to
    rest: on a loaded machine a table's first moments still move), at most ``seconds``; False
    when it never stood still or cannot be read."""
    geo = w.xdo("getwindowgeometry", w.wid).split()
    if "Geometry:" not in geo:
        return False
    px, py = (int(v) for v in geo[geo.index("Position:") + 1].split(","))
    gw, gh = (int(v) for v in geo[geo.index("Geometry:") + 1].split("x"))
    before = capture(w.env["DISPLAY"], (px, py, gw, gh))
    for _ in range(max(1, round(seconds / gap))):
        if before is None:
            return False
        time.sleep(gap)
        now = capture(w.env["DISPLAY"], (px, py, gw, gh))
        if now == before and now:
            return True
        before = now
    return False


def wait_first_frame(w: XWindow, polls: int = 600) -> bool:
    """Poll (every 0.05 s, ``polls`` times) until the window's first frame is on the screen;
    False when it never came or libX11 cannot be read."""
    for _ in range(polls):
        geo = w.xdo("getwindowgeometry", w.wid).split()
        if "Geometry:" in geo:
            px, py = (int(v) for v in geo[geo.index("Position:") + 1].split(","))
            gw, gh = (int(v) for v in geo[geo.index("Geometry:") + 1].split("x"))
            got = drawn(w.env["DISPLAY"], (px, py, gw, gh))
            if got is None:
                return False
            if got:
                return True
        time.sleep(0.05)
    return False


def _lock_pid(n: int) -> int | None:
    """The process id an X server wrote in display ``n``'s lock file, if any."""
    try:
        return int(Path(f"/tmp/.X{n}-lock").read_text().strip())
    except (OSError, ValueError):
        return None


def start_xvfb(
    numbers: list[int], screen: str = "1600x900x24"
) -> tuple[int, subprocess.Popen[bytes]]:
    """An Xvfb server on the first free display of ``numbers`` that starts (a display another
    server still holds, or takes in the meantime, is skipped): its number and process."""
    for _ in range(5):
        n = free_display(numbers)
        xvfb = subprocess.Popen(
            ["Xvfb", f":{n}", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and xvfb.poll() is None:
            # the display is ours once its lock names our server: a server another test
            # started on the same number a moment earlier holds the socket too
            if Path(f"/tmp/.X11-unix/X{n}").exists() and _lock_pid(n) == xvfb.pid:
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
    settle: float = 0.7,
    timeout: int = 10,
    screen: str = "1600x900x24",
) -> Iterator[XWindow]:
    """The app (``python -m tabletop *args``) in a window on a new Xvfb display, once its first
    frame is on the screen and ``settle`` seconds more have passed (where the first frame cannot
    be read, at least a second). Both processes end when the block does.
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
    # the pointer off the window's place (X puts it mid-screen, where the window maps under it):
    # the first gesture's move then enters the window as a person's pointer does (twice on a
    # loaded machine a window mapped under the pointer took no click at all, minutes long)
    subprocess.run(["timeout", str(timeout), "xdotool", "mousemove", "0", "0"], env=env)
    app = None
    # the app's stderr next to its home (a traceback says why a test's window stopped following)
    stderr = home.parent / f"{home.name}-app-stderr.txt"
    try:
        with stderr.open("wb") as err:
            app = subprocess.Popen(
                [sys.executable, "-m", "tabletop", *args],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )
        w = XWindow(env, "", home, timeout)
        w.app, w.stderr = app, stderr
        # a generous wait on a condition: the app starts in 1-2 s, far slower on a busy machine
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and app.poll() is None:
            # the window on the screen that stays: on a busy machine SDL makes and drops a window
            # or two while it starts (for some 20-100 ms, once mapped), and a search that found
            # one sent every key after to a window gone ("the app did not follow")
            found = w.xdo("search", "--onlyvisible", "--pid", str(app.pid)).split("\n")[-1]
            if found and found == w.wid:
                break
            w.wid = found
            time.sleep(0.3 if found else 0.1)
        assert w.wid, f"the app window did not appear; {w.gone() or 'it still runs'}"
        seen = wait_first_frame(w)
        # the keyboard focus, as a window manager gives a new window (Xvfb has none: keys sent
        # before the pointer or a FocusIn reached the window were dropped on a busy machine)
        w.xdo("windowfocus", "--sync", w.wid)
        time.sleep(settle if seen else max(settle, 1.0))
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
