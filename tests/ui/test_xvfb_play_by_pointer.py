"""Every game played to its end in a real window under Xvfb against the normal computer
player, only by real pointer gestures (xdotool moves, presses and releases the mouse): cards
dragged to their places, cards, grid cards and move buttons clicked, prompts answered on their
cards, at 1280x720 and 1920x1080 (``tests/ui/pointerdriver.py``). A race runs on its overlay;
a Shoot for Loot shot at the screen is aimed and shot with its keys.

Screenshots of the window are kept in ``XVFB_PLAY_SHOTS`` (a folder; one sub-folder per game
and width) when it is set, for a person to look at: the first of each phase, every 25th
gesture and the end panel."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pygame
import pytest

from tests.ui.pointerdriver import PointerMirror, play_by_pointer
from tests.ui.xwindow import NEEDS_X, XWindow, real_window

pytestmark = [pytest.mark.xvfb, NEEDS_X, pytest.mark.slow]

#: per game: seats and seed of the game, and moves the person must have made in it
GAMES = {
    "espionage": ("human,bot:normal", 3, {"play"}),
    "codenames": ("bot:normal,human", 3, {"guess"}),  # the person is the Agent
    "beanz": ("human,bot:normal", 3, {"play", "attack"}),
    "austin": ("human,bot:normal", 3, {"agent"}),
    "rpgget": ("human,bot:normal", 3, {"character", "done"}),
}


def _shoot(w: XWindow, path: Path, size: tuple[int, int]) -> None:
    """The window as it is on the X screen, cropped to the window."""
    subprocess.run(["timeout", "20", "import", "-window", "root", str(path)], env=w.env)
    geo = w.xdo("getwindowgeometry", w.wid).split()
    x, y = (int(v) for v in geo[geo.index("Position:") + 1].split(","))
    whole = pygame.image.load(str(path))
    pygame.image.save(whole.subsurface(pygame.Rect((x, y), size)).copy(), str(path))


@pytest.mark.skipif(not shutil.which("import"), reason="needs ImageMagick's import")
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280", "1920"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_by_the_pointer(tmp_path: Path, game: str, size: tuple[int, int]) -> None:
    seats, seed, characteristic = GAMES[game]
    root = Path(os.environ.get("XVFB_PLAY_SHOTS", tmp_path / "shots"))
    shots = root / game / f"{size[0]}"
    shots.mkdir(parents=True, exist_ok=True)
    home = tmp_path / "home"
    home.mkdir()
    w_, h_ = size
    args = ["play", game, "--seats", seats, "--seed", str(seed), "--size", f"{w_}x{h_}"]
    seen: set[str] = set()

    with real_window(home, args, settle=8.0, screen=f"{w_ + 80}x{h_ + 80}x24") as w:

        def shot(mirror: PointerMirror, n: int) -> None:
            phase = str(mirror.table.view.get("phase"))
            if phase not in seen or n % 25 == 0:
                seen.add(phase)
                _shoot(w, shots / f"{n:04d}_{phase}.png", size)

        mirror = play_by_pointer(w, size, moves=900, shots=shot)
        time.sleep(2.0)  # the last move drawn, then the end panel
        _shoot(w, shots / "end.png", size)
        log = w.log()
    pygame.quit()
    assert mirror.table.game.is_terminal()
    assert log == mirror.session.log
    me = f"{seats.split(',').index('human')}:"
    made = {line.split(":", 1)[1].split()[0] for line in log if line.startswith(me)}
    assert characteristic <= made, made  # the person made the game's own moves
