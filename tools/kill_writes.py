"""Kill -9 a process while it plays moves or writes profiles and decks, many times; count what
is lost or left behind.

Each round starts a child that works in a fresh data folder (``TABLETOP_HOME``) and kills it
with SIGKILL at a random moment:

- ``moves``: the child plays a real session (one human, one bot) with an autosave and prints
  the move count after each ``apply`` returns (the move the person has seen). After the kill the
  autosave must load and hold at least that many moves.
- ``window``: the child runs the app's own loop (``App`` and the table scene, headless, bots
  thinking in the background and table pictures written in the background as the app does)
  with two computer players, and prints the move count after each frame that shows a new move
  (the move a person has seen on the screen). The same check as ``moves``.
- ``profile``: the child writes a profile again and again (a pack added each time).
- ``deck``: the child saves and renames a deck again and again.

After each kill every file must still load, and the start-up clean-up the app runs
(``engine/files.clean_temp_tree``) must leave no temporary file.

    python tools/kill_writes.py --kills 200 --mode all
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILDREN = {
    "moves": """
import sys
from pathlib import Path
from tabletop.room.session import SeatConfig, Session
path = Path(sys.argv[1])
Session.background_saves = True  # as the app runs it
seed = 0
while True:
    s = Session("espionage", seed, [SeatConfig("human", "A"), SeatConfig("bot", "B", "random")],
                autosave=path)
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        s.apply(s.game.legal_actions(seat)[-1])
        print(seed, len(s.log), flush=True)
    seed += 1
""",
    "window": """
import os, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from pathlib import Path
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
path = Path(sys.argv[1])
Session.background_saves = True  # as the app runs it
TableScene.async_bots = True
table_mod.BOT_DELAY = 0.01  # bots as fast as they go: more moves between kills
app = App((1280, 720), headless=True)
seed = 0
while True:
    s = Session("espionage", seed, [SeatConfig("bot", "A", "random"), SeatConfig("bot", "B", "random")],
                autosave=path)
    table = TableScene(app, s)
    app.push(table)
    shown = 0
    while not s.game.is_terminal():
        app.step([])  # the loop turn: bots move, the frame is drawn
        if len(s.log) != shown and not table.dirty:
            shown = len(s.log)
            print(seed, shown, flush=True)
    app.pop()
    seed += 1
""",
    "profile": """
from tabletop.collection.profiles import Profiles
store = Profiles()
prof = store.load("Ann") if store.exists("Ann") else store.create("Ann")
print("ready", flush=True)
n = 0
while True:
    n += 1
    prof.packs_opened["austin"] = n
    store.save(prof)
""",
    "deck": """
from tabletop.collection.profiles import Deck, Profiles
from tabletop.games.austin.cards import STARTERS
store = Profiles()
prof = store.load("Ann") if store.exists("Ann") else store.create("Ann")
print("ready", flush=True)
n = 0
while True:
    n += 1
    store.save_deck(prof, Deck(f"Lair {n % 3}", "austin", "standard", STARTERS["evil"]))
""",
}


#: modes whose child prints the moves it played, checked against the autosave
MOVE_MODES = ("moves", "window")


def check_moves(home: Path, last: str) -> int:
    """Moves lost: the child had printed ``seed count`` for its last finished move."""
    from tabletop.room.session import Session

    if not last:
        return 0
    seed, count = (int(x) for x in last.split())
    data = Session.load(home / "auto.json")
    if data.seed != seed:  # a newer game had started: its first save is on disk
        return 0 if data.seed > seed else count
    return max(0, count - len(data.log))


def check_profiles(home: Path) -> None:
    from tabletop.collection.profiles import Profiles

    store = Profiles()
    prof = store.load("Ann")
    if store.notices:
        raise RuntimeError(store.notices[0])
    store.decks(prof, "austin")
    if prof.notices:
        raise RuntimeError(prof.notices[0])


def one_round(mode: str, home: Path, rng: random.Random, code: Path) -> tuple[int, bool]:
    """One kill: (moves lost, whether a file failed to load)."""
    env = dict(os.environ, PYTHONPATH=str(code), TABLETOP_HOME=str(home))
    args = [sys.executable, "-c", CHILDREN[mode], str(home / "auto.json")]
    p = subprocess.Popen(args, stdout=subprocess.PIPE, env=env, text=True, cwd=code)
    assert p.stdout is not None
    last = p.stdout.readline().strip()
    deadline = time.monotonic() + rng.uniform(0.0, 0.5 if mode == "window" else 0.08)
    if mode in MOVE_MODES:
        while time.monotonic() < deadline:
            line = p.stdout.readline().strip()
            if not line:
                break
            last = line
    else:
        time.sleep(max(0.0, deadline - time.monotonic()))
    p.send_signal(signal.SIGKILL)
    p.wait()
    if mode in MOVE_MODES:
        # lines printed before the kill were seen: the last whole one counts
        whole = p.stdout.read().split("\n")[:-1]
        if whole:
            last = whole[-1].strip()
    os.environ["TABLETOP_HOME"] = str(home)
    try:
        lost = check_moves(home, last) if mode in MOVE_MODES else 0
        if mode not in MOVE_MODES:
            check_profiles(home)
    except Exception as e:  # noqa: BLE001 - counted and shown
        print(f"  unreadable after a kill: {e}")
        return 0, True
    return lost, False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--kills", type=int, default=200, help="kills per mode")
    ap.add_argument("--mode", choices=[*CHILDREN, "all"], default="all")
    ap.add_argument(
        "--code", type=Path, default=ROOT, help="the checkout the child runs (to compare)"
    )
    args = ap.parse_args()
    from tabletop.engine.files import clean_temp_tree

    rng = random.Random(1)
    modes = list(CHILDREN) if args.mode == "all" else [args.mode]
    for mode in modes:
        lost = losing = unreadable = temp_before = temp_after = 0
        with tempfile.TemporaryDirectory() as d:
            home = Path(d)
            for _ in range(args.kills):
                n, bad = one_round(mode, home, rng, args.code)
                lost += n
                losing += n > 0
                unreadable += bad
                temp_before += len(list(home.rglob("*.tmp")))
                clean_temp_tree(home)  # what the app does at start
                temp_after += len(list(home.rglob("*.tmp")))
        print(
            f"{mode}: {args.kills} kills, {lost} moves lost (in {losing} kills),"
            f" {unreadable} unreadable files,"
        )
        print(f"  temporary files: {temp_before} after the kills, {temp_after} after the clean-up")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
