"""Issue 26 in a real window: the app runs under Xvfb on a saved position and xdotool moves the
real pointer. A drag with a rest before it moves the card (it opened the large view); two quick
drags in a row take the cards the player saw; the Detective's third card is picked with one
click. What happened is read from the game's autosave.

Positions are laid out in-process at the window's size from the same save (the layout is a
pure function of the size and the view). Each gesture is one xdotool command chain (its own
``sleep``s), so its timing does not depend on starting a process per step.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(
        not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="needs Xvfb and xdotool"
    ),
]

SIZE = (1280, 720)


def _free_display() -> int:
    for n in range(130, 190):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


def _xdo(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(
        ["timeout", "20", "xdotool", *args], env=env, capture_output=True, text=True
    )
    return out.stdout.strip()


class Window:
    def __init__(self, env: dict[str, str], wid: str, home: Path, save: Path) -> None:
        self.env, self.wid, self.home, self.save = env, wid, home, save

    def chain(self, *steps: tuple[str, ...]) -> None:
        """One xdotool run: ("move", x, y), ("down",), ("up",), ("sleep", s), ("key", k)."""
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
        _xdo(self.env, *args)

    def log(self, want: int, timeout: float = 8.0) -> list[str]:
        """The game's log once it holds ``want`` entries more than the save (or at timeout)."""
        start = len(json.loads(self.save.read_text())["log"])
        log: list[str] = []
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            for f in sorted(self.home.rglob("*.json")):
                try:
                    data = json.loads(f.read_text())
                except (OSError, ValueError):
                    continue
                if isinstance(data, dict) and isinstance(data.get("log"), list):
                    if len(data["log"]) > len(log):
                        log = data["log"]
            if len(log) >= start + want:
                break
            time.sleep(0.1)
        return log[start:]


@pytest.fixture()
def window(tmp_path: Path) -> Iterator[Callable[[Path], Window]]:
    procs: list[subprocess.Popen[bytes]] = []

    def start(save: Path) -> Window:
        home = tmp_path / "home"
        home.mkdir(exist_ok=True)
        n = _free_display()
        env = dict(os.environ)
        env.update(DISPLAY=f":{n}", TABLETOP_HOME=str(home), SDL_AUDIODRIVER="dummy")
        env.pop("SDL_VIDEODRIVER", None)
        xvfb = subprocess.Popen(
            ["Xvfb", f":{n}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
            stderr=subprocess.DEVNULL,
        )
        procs.append(xvfb)
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        size = f"{SIZE[0]}x{SIZE[1]}"
        app = subprocess.Popen(
            [sys.executable, "-m", "tabletop", "play", "--load", str(save), "--size", size],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        procs.insert(0, app)
        wid = ""
        for _ in range(150):
            wid = _xdo(env, "search", "--pid", str(app.pid)).split("\n")[-1]
            if wid:
                break
            time.sleep(0.1)
        assert wid, "the app window did not appear"
        time.sleep(1.5)  # the first frames
        return Window(env, wid, home, save)

    yield start
    for p in procs:
        p.terminate()
        try:
            p.wait(5)
        except subprocess.TimeoutExpired:
            p.kill()


def _layout(tmp: Path, save: Path) -> object:
    """The table laid out in-process at the window's size from ``save``."""
    os.environ["TABLETOP_HOME"] = str(tmp / "layout")
    import pygame

    from tabletop.engine.session import Session
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    app = App(SIZE, headless=True)
    table = TableScene(app, Session.load(save))
    app.push(table)
    app.step([])
    pygame.event.clear()
    return table


def _save(tmp: Path, session: object) -> Path:
    path = tmp / "position.json"
    session.save(path)  # type: ignore[attr-defined]
    return path


def test_a_drag_after_a_rest_moves_the_card(tmp_path: Path, window) -> None:
    from tabletop.engine.session import SeatConfig, Session

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    session = Session("espionage", 11, seats)
    action = next(a for a in session.game.legal_actions(0) if a.args[1:] == (1,))
    save = _save(tmp_path, session)
    table = _layout(tmp_path, save)
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == action.args[0])  # type: ignore[attr-defined]
    tx, ty = table.gv.opponent_rects(table.view)[1].center  # type: ignore[attr-defined]
    x, y = d.rect.center
    w = window(save)
    steps: list[tuple] = [("move", x, y), ("sleep", 0.2), ("down",), ("sleep", 0.4)]
    for k in range(1, 11):  # a slow start, a pixel at a time
        steps += [("move", x, y - k), ("sleep", 0.03)]
    for k in range(1, 9):
        steps += [("move", x + (tx - x) * k // 8, y + (ty - y) * k // 8), ("sleep", 0.02)]
    steps.append(("up",))
    w.chain(*steps)
    assert w.log(1)[:1] == [str(action)]


def test_two_quick_drags_take_the_cards_under_the_pointer(tmp_path: Path, window) -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    from test_beanz_table import find, two_beans

    session = find(two_beans)
    g = session.game
    beans = [
        a for a in g.legal_actions(0) if a.verb == "play" and len(a.args) == 2
        and g.d(a.args[0]).kind == "bean"
    ]  # fmt: skip
    free = [r for r in range(9) if g.bean[r] is None]
    save = _save(tmp_path, session)
    table = _layout(tmp_path, save)
    seen = {d.key: d.rect.center for d in table.gv.draggables(table.view, 0)}  # type: ignore[attr-defined]
    first, second = (
        beans[0].args[0],
        next(a.args[0] for a in beans if a.args[0] != beans[0].args[0]),
    )
    slots = [table.gv.slot_rect(table.view, r).center for r in free[:2]]  # type: ignore[attr-defined]
    w = window(save)
    steps: list[tuple] = []
    for card, (sx, sy) in ((first, slots[0]), (second, slots[1])):
        x, y = seen[("hand", card)]
        steps += [("move", x, y), ("sleep", 0.05), ("down",), ("sleep", 0.05)]
        for k in range(1, 6):
            steps += [("move", x + (sx - x) * k // 5, y + (sy - y) * k // 5), ("sleep", 0.02)]
        steps += [("up",), ("sleep", 0.1)]
    w.chain(*steps)
    assert w.log(2) == [f"0:play {first} {free[0]}", f"0:play {second} {free[1]}"]


def test_the_detectives_third_card_takes_one_click(tmp_path: Path, window) -> None:
    from tabletop.engine.session import SeatConfig, Session

    session = None
    for seed in range(300):
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
        s = Session("espionage", seed, seats)
        rng = random.Random(seed)
        for _ in range(120):
            p = s.game.view(0).get("prompt")
            if p and p.get("seat") == 0 and p.get("verb") == "detective" and p.get("max") == 3:
                session = s
                break
            if s.game.is_terminal():
                break
            seat = s.game.active_seats()[0]
            s.apply(rng.choice(s.game.legal_actions(seat)))
        if session is not None:
            break
    assert session is not None
    save = _save(tmp_path, session)
    table = _layout(tmp_path, save)
    spots = [(a.args[0], r.center) for a, r in table.prompt_targets()]  # type: ignore[attr-defined]
    w = window(save)
    steps: list[tuple] = []
    for _, (x, y) in spots:  # every card once, as the hint says
        steps += [("move", x, y), ("sleep", 0.1), ("down",), ("up",), ("sleep", 0.3)]
    steps.append(("key", "Return"))
    w.chain(*steps)
    order = " ".join(str(v) for v, _ in spots)
    assert w.log(1)[:1] == [f"0:detective {order}"]
