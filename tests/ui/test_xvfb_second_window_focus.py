"""Issue 52 (a new player, 2026-11-26 evening): under X without a window manager, closing the
Marvel Codenames Director window left no window with the keyboard, so Enter did nothing on the
table until it was clicked. The second window, closed, hands the keyboard back to the main
window: a real key pressed then (xdotool) reaches the app. A real window on its own Xvfb."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.ui.xwindow import NEEDS_X, start_xvfb

pytestmark = [pytest.mark.xvfb, NEEDS_X, pytest.mark.slow]

#: run in the child: a main window, the second one opened and closed, then a real Return
CHILD = r"""
import subprocess, pygame
from tabletop.ui.parts.second_window import SecondWindow, main_window

def pump(n):
    got = []
    for _ in range(n):
        got += pygame.event.get()
        pygame.time.wait(20)
    return got

pygame.init()
pygame.display.set_mode((1024, 600))
pump(20)
second = SecondWindow()
assert second.open("second")
pump(20)
second.close()
pump(20)
subprocess.run(["xdotool", "key", "Return"], check=True)
keys = [e for e in pump(50) if e.type == pygame.KEYDOWN and e.key == pygame.K_RETURN]
print("FOCUSED" if main_window().focused else "UNFOCUSED", len(keys))
"""


def test_closing_the_second_window_gives_the_main_window_the_keyboard() -> None:
    n, xvfb = start_xvfb(list(range(90, 200)), "1280x720x24")
    try:
        env = dict(os.environ, DISPLAY=f":{n}", SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy")
        out = subprocess.run(
            [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120
        )
        assert out.returncode == 0, out.stderr
        said = out.stdout.strip().splitlines()[-1].split()
        assert said[0] == "FOCUSED" and int(said[1]) >= 1, out.stdout
    finally:
        xvfb.terminate()
        xvfb.wait(10)
