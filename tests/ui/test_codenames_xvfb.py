"""Marvel Codenames played to its end in a real window under Xvfb at 1280x720, only by real mouse
clicks and typed keys (xdotool): a human HYDRA Director types each clue, picks its number and
presses Give clue; a human S.H.I.E.L.D. Agent clicks the cards and Stop guessing; the curtain
between them is lifted by its button; computer players fill the other seats.

What the people do is what a normal computer player would do in their place (computed here from
the state the autosave replays to); where the gestures land is read from the same table drawn
headless here at the same size. The end is read from the autosave.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import time
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.xwindow import NEEDS_X, XWindow, capture, real_window, wait_still

#: CI's real-window slice is listed in ``tests/ui/xwindow.py``; this module is ``slow``
pytestmark = [pytest.mark.xvfb, NEEDS_X, pytest.mark.slow]

SEED = 1  # HYDRA starts: seat 0 (a person) gives the first clue
SEATS = [("human", "Ann"), ("bot", "B1"), ("bot", "B2"), ("human", "Dee")]
SIZE = (1280, 720)


def _configs() -> list[SeatConfig]:
    return [SeatConfig(k, n, "normal") if k == "bot" else SeatConfig(k, n) for k, n in SEATS]


def _screen(w: XWindow, shots: Path, name: str) -> pygame.Surface:
    """The window as it is on the X screen (``import`` reads the root: SDL windows alone read
    black), cropped to the window."""
    path = shots / f"{name}.png"
    subprocess.run(["timeout", "10", "import", "-window", "root", str(path)], env=w.env, check=True)
    geo = w.xdo("getwindowgeometry", w.wid).split()
    x, y = (int(v) for v in geo[geo.index("Position:") + 1].split(","))
    whole = pygame.image.load(str(path))
    return whole.subsurface(pygame.Rect((x, y), SIZE)).copy()


def _look(w: XWindow, shots: Path) -> pygame.Surface:
    """The window as it is on the X screen now: read through libX11 (quick enough to poll),
    else by ``import``."""
    geo = w.xdo("getwindowgeometry", w.wid).split()
    if "Position:" in geo:
        x, y = (int(v) for v in geo[geo.index("Position:") + 1].split(","))
        data = capture(w.env["DISPLAY"], (x, y, *SIZE))
        if data and len(data) == SIZE[0] * SIZE[1] * 4:
            return pygame.image.frombuffer(data, SIZE, "BGRA").copy()
    return _screen(w, shots, "now")


def _lift_curtain(w: XWindow, table: TableScene, shots: Path) -> bool:
    """The curtain lifted by its button if it is up once the window has come to rest (the last
    move's frames drawn: on a loaded machine they come seconds after its autosave), and seen
    gone. True when there was one. A click taken for the curtain's first moments (its guard)
    leaves it up: clicked again, after a wait long enough for a slow frame to have taken the
    first."""
    wait_still(w, 30.0)
    if not _curtain_up(_look(w, shots), table):
        return False
    for _ in range(4):
        w.click(table.curtain_button().center)
        for _ in range(100):  # up to 10 s
            if not _curtain_up(_look(w, shots), table):
                return True
            time.sleep(0.1)
    raise AssertionError("the curtain stayed up after four clicks on its button")


def _curtain_up(surf: pygame.Surface, table: TableScene) -> bool:
    """The "Pass to" curtain is on screen: its yellow button, dark above it. The button is
    read at a grid of points, most of them yellow (one point beside its text once fell on a
    letter of a longer label)."""
    button = table.curtain_button().inflate(-8, -8)
    points = [
        (button.left + button.width * i // 9, button.top + button.height * j // 4)
        for i in range(10)
        for j in range(5)
    ]
    yellow = 0
    for p in points:
        r, g, b = surf.get_at(p)[:3]
        yellow += r > 200 and 140 < g < 210 and b < 100
    dark = surf.get_at((SIZE[0] // 2, int(SIZE[1] * 0.28)))[:3]
    return yellow * 2 > len(points) and max(dark) < 60


def _mirror(app: App, log: list[str], seat: int) -> TableScene:
    """The table as the window draws it for ``seat`` now (headless, same size)."""
    session = Session("codenames", SEED, _configs(), log=log)
    table = TableScene(app, session, viewer=seat, frozen=True)
    app.replace(table)  # laid out at the window's size
    table.curtain_for = None
    table.refresh()
    table.draw(app.screen)
    return table


def _act(w: XWindow, table: TableScene, action: Action) -> None:
    gv = table.gv
    if action.verb == "clue":
        word, number = action.args
        w.type(str(word).lower(), delay_ms=30)
        time.sleep(0.3)
        w.click(next(r for r, n in gv.rects["main"]["numbers"] if n == number).center)
        w.click(gv.rects["main"]["give"].center)
    elif action.verb == "guess":
        w.click(gv.geo.cells[int(action.args[0])].center)
    else:
        assert action.verb == "stop"
        w.click(next(b for b in table.buttons if b.label.startswith("Stop")).rect.center)


def _enough(made: dict[str, int]) -> bool:
    return made["clue"] >= 2 and made["guess"] >= 2 and made["curtain"] >= 2


@pytest.mark.skipif(not shutil.which("import"), reason="needs ImageMagick's import")
@pytest.mark.parametrize("whole", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_a_whole_game_by_clicks_and_typed_clues(tmp_path: Path, whole: bool) -> None:
    """Two clues, two guesses and two hand-overs in CI (``whole``: to the end, a slow run)."""
    shots = Path(os.environ.get("CODENAMES_XVFB_SHOTS", tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    home = tmp_path / "home"
    home.mkdir()
    app = App(SIZE, headless=True)
    bot = make_bot("codenames", "normal")
    seats = ",".join("human" if k == "human" else "bot:normal" for k, _n in SEATS)
    args = ["play", "codenames", "--seats", seats, "--seed", str(SEED), "--size", "1280x720"]
    made = {"clue": 0, "guess": 0, "stop": 0, "curtain": 0}
    with real_window(home, args, displays=range(130, 140), settle=1.5) as w:
        log: list[str] = []
        for _ in range(300):
            game = Session("codenames", SEED, _configs(), log=log).game
            if game.is_terminal() or (not whole and _enough(made)):
                break
            seat = game.active_seats()[0]
            n = len(log)
            if SEATS[seat][0] == "bot":
                log = w.wait_log(lambda x, n=n: len(x) > n, 30)
                continue
            table = _mirror(app, log, seat)
            if _lift_curtain(w, table, shots):
                made["curtain"] += 1
            if not (shots / f"first_{game.phase}.png").exists():
                _screen(w, shots, f"first_{game.phase}")  # for a person to look at
            rng = random.Random(len(log))
            action = bot.choose(game.view(seat), game.legal_actions(seat), rng)
            _act(w, table, action)
            made[action.verb] += 1
            log = w.wait_log(lambda x, n=n: len(x) > n, 30)
            if len(log) == n and _lift_curtain(w, table, shots):
                # the curtain rose after the look (a frame late on a loaded machine) and took
                # the gestures (typed letters included): lifted, the move is made again
                made["curtain"] += 1
                _act(w, table, action)
                log = w.wait_log(lambda x, n=n: len(x) > n, 30)
            assert len(log) == n + 1 and log[-1] == str(action), (log[n:], action)
        if whole:  # the end panel, for a person to look at (CI stops before the end)
            time.sleep(2.0)  # the last move drawn, then the end panel
            _screen(w, shots, "end_1280")
        final = Session("codenames", SEED, _configs(), log=log).game
    pygame.quit()
    assert final.is_terminal() or not whole
    assert _enough(made), made
