"""Measure how well ``poll_window`` orders and timestamps real key presses under Xvfb.

Starts its own Xvfb (``-displayfd`` picks a free display), runs a child process that opens a
pygame window on it and runs ``tabletop.ui.overlays.reaction_input.poll_window`` window after window (with
a 60 Hz redraw that fills and flips the screen, so the flip's blocking is part of the measurement),
and injects key presses from this process with XTest through ctypes (libXtst) at set gaps.
``time.perf_counter_ns`` is CLOCK_MONOTONIC on Linux, the same clock in both processes, so the
child's timestamps can be compared with the injection times directly.

Usage::

    python tools/reaction_latency.py [--trials 60] [--gaps 0,2,5,10,20] [--keys 4]

Needs ``Xvfb`` and ``xdotool`` (which brings libXtst): ``apt-get update && apt-get install -y
--no-install-recommends xvfb xdotool``.

Measured on this 2-core machine (shared with other jobs), 2026-11, pygame-ce 2.5.8 / SDL 2.32.10,
4 keys per trial (Q, P, Z, M in a random order), redraw = fill + ``display.flip()`` every 16.7 ms.
"stamp delay" is the poller's timestamp minus the injection time; "gap err" compares measured and
injected gaps between consecutive presses; "tied" is how often consecutive presses were closer
than the 10 ms tie tolerance.

Poller as shipped, ``sleep_s=0.00025`` (about 2 kHz; child CPU 22 % of one core), 60 trials/gap::

    gap ms | order exact | stamp delay p50/p95/max ms | gap err p95 ms | tied at 10 ms
         0 |   60/60     |   0.32 /   0.36 /   0.39    |      0.02      |   100 %
         2 |   60/60     |   0.31 /   4.07 /   8.05    |      3.84      |   100 %
         5 |   60/60     |   0.32 /   4.31 /  10.43    |      5.49      |    96 %
        10 |   60/60     |   0.32 /   2.84 /   5.48    |      2.74      |    53 %
        20 |   60/60     |   0.36 /   3.37 /  11.51    |      3.75      |     0 %

The same while a pytest run competed for the cores: order still 300/300 exact, stamp delay p95
4-44 ms, max 111 ms (the poller was descheduled).

Once-per-frame polling for comparison (``--sleep 0.0167``; CPU 13 %), 40 trials/gap::

         0 |   40/40     |   6.15 /   9.21 /  11.90    |      0.02      |   100 %
         2 |   40/40     |   4.14 /  18.65 /  19.65    |     17.80      |    78 %
         5 |   40/40     |   9.17 /  18.34 /  19.05    |     13.93      |    67 %
        10 |   40/40     |  11.69 /  15.25 /  19.58    |     10.01      |    33 %
        20 |   40/40     |   3.99 /   9.21 /  13.62    |      1.42      |     0 %

Reading: ORDER comes from SDL's first-in first-out queue and was exact in every trial at every gap
(arrival numbers), including simultaneous presses and presses 2 ms apart, even once per frame.
TIMESTAMPS (used only to call ties) are good to about 0.3 ms typically and 3-5 ms at p95 with the
fast poller (the misses are polls skipped while ``display.flip()`` blocks), but only to about
20 ms once per frame. So the real resolution is: order exact; time about 5 ms (p95). With the
10 ms tie tolerance (chosen because a 125 Hz USB keyboard reports every 8 ms and key debounce is
about 5 ms) presses 0-5 ms apart are reported as ties, 10 ms apart about half the time, and 20 ms
apart never. XTest injection itself is far below 1 ms, so these figures are the poller's own.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import queue
import random
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
KEYSYMS = ("q", "p", "z", "m", "space")


# ------------------------------------------------------------------------------ X helpers


def tools_available() -> bool:
    return shutil.which("Xvfb") is not None and _find_lib("Xtst") is not None


def _find_lib(name: str) -> str | None:
    import ctypes.util

    for cand in (f"lib{name}.so.6", ctypes.util.find_library(name)):
        if not cand:
            continue
        try:
            ctypes.CDLL(cand)
            return cand
        except OSError:
            continue
    return None


class Xvfb:
    """An Xvfb server on a free display, stopped on exit."""

    def __init__(self, size: str = "1280x720x24") -> None:
        r, w = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(w), "-screen", "0", size, "-nolisten", "tcp"],
            pass_fds=(w,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(w)
        buf = b""
        deadline = time.monotonic() + 15
        while not buf.endswith(b"\n"):
            if time.monotonic() > deadline or self.proc.poll() is not None:
                self.stop()
                raise RuntimeError("Xvfb did not start")
            chunk = os.read(r, 16)
            if not chunk:
                break
            buf += chunk
        os.close(r)
        self.display = ":" + buf.decode().strip()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __enter__(self) -> Xvfb:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class XTest:
    """Fake key events through libXtst (well under 1 ms per event, unlike xdotool)."""

    def __init__(self, display: str) -> None:
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL(_find_lib("Xtst") or "libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeKeyEvent.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint,
            ctypes.c_int,
            ctypes.c_ulong,
        ]
        self.xtst.XTestFakeMotionEvent.argtypes = [
            ctypes.c_void_p,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_ulong,
        ]
        self.dpy = self.x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise RuntimeError(f"cannot open X display {display}")

    def keycode(self, keysym: str) -> int:
        return int(self.x11.XKeysymToKeycode(self.dpy, self.x11.XStringToKeysym(keysym.encode())))

    def key(self, code: int, down: bool, flush: bool = True) -> None:
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 1 if down else 0, 0)
        if flush:
            self.x11.XFlush(self.dpy)

    def move(self, x: int, y: int) -> None:
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, x, y, 0)
        self.x11.XSync(self.dpy, 0)

    def sync(self) -> None:
        self.x11.XSync(self.dpy, 0)

    def close(self) -> None:
        self.x11.XCloseDisplay(self.dpy)


# ------------------------------------------------------------------------------- the child


def child_main(n_windows: int, n_keys: int, sleep_s: float = 0.00025) -> None:
    """Runs in the child under Xvfb: one poll_window per trial, one JSON line per result."""
    import pygame

    from tabletop.reactions.window import ReactionWindow
    from tabletop.ui.overlays.reaction_input import KeyMap, poll_window

    pygame.init()
    screen = pygame.display.set_mode((640, 360))
    pygame.display.set_caption("reaction latency")
    focus_deadline = time.monotonic() + 10
    while not pygame.key.get_focused() and time.monotonic() < focus_deadline:
        pygame.event.pump()
        screen.fill((0, 0, 0))
        pygame.display.flip()
        time.sleep(0.02)
    print(json.dumps({"focused": bool(pygame.key.get_focused())}), flush=True)
    km = KeyMap.defaults(range(n_keys))
    colour = [0]

    def redraw(_w: Any, _now: int) -> None:
        colour[0] = (colour[0] + 7) % 200
        screen.fill((colour[0], 30, 60))
        pygame.display.flip()

    for _ in range(n_windows):
        pygame.event.clear()
        now = time.perf_counter_ns()
        w = ReactionWindow(tuple(range(n_keys)), mode="last", opened_ns=now, duration_ns=3 * 10**9)
        print(json.dumps({"ready": now}), flush=True)
        rep = poll_window(w, km, redraw=redraw, linger_ns=5_000_000, sleep_s=sleep_s)
        print(
            json.dumps(
                {
                    "presses": [[e.seat, e.t_ns, e.seq, e.status] for e in rep.log],
                    "outcome": str(rep.outcome),
                    "polls": rep.polls,
                    "max_gap_ns": rep.max_poll_gap_ns,
                }
            ),
            flush=True,
        )
    pygame.quit()


# ------------------------------------------------------------------------------ the parent


def _spin_until(t_ns: int) -> None:
    while True:
        left = t_ns - time.perf_counter_ns()
        if left <= 0:
            return
        if left > 2_000_000:
            time.sleep((left - 1_500_000) / 1e9)


class Rig:
    """Xvfb + a child running poll_window + an XTest injector."""

    def __init__(self, n_windows: int, n_keys: int = 4, sleep_s: float = 0.00025) -> None:
        self.n_keys = n_keys
        self.xvfb = Xvfb()
        try:
            self.xt = XTest(self.xvfb.display)
            self.xt.move(100, 100)  # no window manager: focus follows the pointer
            env = dict(os.environ)
            env.update(
                DISPLAY=self.xvfb.display,
                SDL_VIDEODRIVER="x11",
                SDL_AUDIODRIVER="dummy",
                SDL_VIDEO_WINDOW_POS="0,0",
                PYGAME_HIDE_SUPPORT_PROMPT="1",
                PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
            )
            self.child = subprocess.Popen(
                [sys.executable, __file__, "--child", str(n_windows), str(n_keys), str(sleep_s)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
                text=True,
            )
            self.lines: queue.Queue[str] = queue.Queue()
            threading.Thread(target=self._reader, daemon=True).start()
            first = self._line(20)
            if not first.get("focused"):
                raise RuntimeError("the pygame window never got keyboard focus under Xvfb")
            self.codes = [self.xt.keycode(k) for k in KEYSYMS[:n_keys]]
        except BaseException:
            self.close()
            raise

    def _reader(self) -> None:
        assert self.child.stdout is not None
        for line in self.child.stdout:
            self.lines.put(line)
        self.lines.put("")

    def _line(self, timeout: float = 10) -> dict[str, Any]:
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise RuntimeError("the child did not answer in time") from None
        if not line:
            raise RuntimeError("the child exited")
        return json.loads(line)  # type: ignore[no-any-return]

    def trial(self, order: list[int], gaps_ns: list[int]) -> dict[str, Any]:
        """Press seats' keys in ``order`` with the given gaps (len(order) - 1 of them)."""
        self._line()  # {"ready": ...}
        time.sleep(0.03)
        start = time.perf_counter_ns() + 2_000_000
        injected: list[int] = []
        t = start
        for i, seat in enumerate(order):
            if i:
                t += gaps_ns[i - 1]
            if i == 0 or gaps_ns[i - 1] > 0:
                _spin_until(t)
                self.xt.key(self.codes[seat], True)
            else:
                self.xt.key(self.codes[seat], True)  # same instant: queued back to back
            injected.append(time.perf_counter_ns())
        time.sleep(0.02)
        for seat in order:
            self.xt.key(self.codes[seat], False, flush=False)
        self.xt.sync()
        res = self._line()
        res["injected"] = injected
        res["order_sent"] = order
        return res

    def cpu_seconds(self) -> float:
        """User + system CPU time the child has used so far (Linux /proc)."""
        fields = Path(f"/proc/{self.child.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self) -> None:
        child = getattr(self, "child", None)
        if child is not None:
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
        xt = getattr(self, "xt", None)
        if xt is not None:
            xt.close()
        self.xvfb.stop()


def counted_order(res: dict[str, Any]) -> list[int]:
    return [p[0] for p in sorted(res["presses"], key=lambda p: p[2]) if p[3] == "counted"]


def stamps(res: dict[str, Any]) -> dict[int, int]:
    return {p[0]: p[1] for p in res["presses"] if p[3] == "counted"}


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def measure(
    trials: int, gaps_ms: list[float], n_keys: int, seed: int, sleep_s: float = 0.00025
) -> tuple[list[dict[str, Any]], float]:
    """Rows of figures per gap, and the child's CPU use as a fraction of one core."""
    rng = random.Random(seed)
    rig = Rig(trials * len(gaps_ms), n_keys, sleep_s)
    rows = []
    cpu0, wall0 = rig.cpu_seconds(), time.perf_counter()
    try:
        for g in gaps_ms:
            exact = 0
            stamp_err: list[float] = []
            gap_err: list[float] = []
            tied = 0
            pairs = 0
            for _ in range(trials):
                order = list(range(n_keys))
                rng.shuffle(order)
                res = rig.trial(order, [round(g * 1e6)] * (n_keys - 1))
                got = counted_order(res)
                exact += got == order
                st = stamps(res)
                for seat, inj in zip(order, res["injected"]):
                    if seat in st:
                        stamp_err.append((st[seat] - inj) / 1e6)
                for a, b, ia, ib in zip(order, order[1:], res["injected"], res["injected"][1:]):
                    if a in st and b in st:
                        gap_err.append(abs((st[b] - st[a]) - (ib - ia)) / 1e6)
                        pairs += 1
                        tied += abs(st[b] - st[a]) <= 10_000_000
            rows.append(
                {
                    "gap_ms": g,
                    "trials": trials,
                    "order_exact": exact,
                    "stamp_p50": pct(stamp_err, 0.5),
                    "stamp_p95": pct(stamp_err, 0.95),
                    "stamp_max": max(stamp_err),
                    "gap_err_p95": pct(gap_err, 0.95),
                    "tied_frac": tied / max(1, pairs),
                    "stamp_mean": statistics.fmean(stamp_err),
                }
            )
        cpu = (rig.cpu_seconds() - cpu0) / (time.perf_counter() - wall0)
    finally:
        rig.close()
    return rows, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trials", type=int, default=60)
    ap.add_argument("--gaps", default="0,2,5,10,20")
    ap.add_argument("--keys", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sleep", type=float, default=0.00025, help="poller sleep between polls (s)")
    args = ap.parse_args()
    if not tools_available():
        sys.exit("needs Xvfb and libXtst: apt-get install -y --no-install-recommends xvfb xdotool")
    gaps = [float(g) for g in args.gaps.split(",")]
    rows, cpu = measure(args.trials, gaps, args.keys, args.seed, args.sleep)
    print(f"poller sleep {args.sleep * 1000:g} ms; child CPU {100 * cpu:.0f} % of one core")
    print("gap ms | order exact | stamp delay p50/p95/max ms | gap err p95 ms | tied at 10 ms")
    for r in rows:
        print(
            f"{r['gap_ms']:6.0f} | {r['order_exact']:4d}/{r['trials']:<6d} | "
            f"{r['stamp_p50']:6.2f} / {r['stamp_p95']:6.2f} / {r['stamp_max']:6.2f}  | "
            f"{r['gap_err_p95']:14.2f} | {100 * r['tied_frac']:5.0f} %"
        )


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "--child":
        child_main(int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]))
    else:
        main()
