"""Kill -9 a process while it writes autosaves, many times; count what is left behind.

Each round starts a child that writes a real session's autosave in a loop (the atomic write of
``engine/saves.py``), kills it with SIGKILL at a random moment, then checks that the autosave
still loads and counts temporary files before and after the clean-up the app runs at start
(``engine/files.clean_temp_files``).

    python tools/kill_writes.py --kills 200
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

CHILD = """
import sys
from pathlib import Path
from tabletop.engine.session import SeatConfig, Session
path = Path(sys.argv[1])
s = Session("espionage", 3, [SeatConfig("human", "A"), SeatConfig("bot", "B")], autosave=path)
print("ready", flush=True)
while True:
    s.save_auto()
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--kills", type=int, default=200)
    args = ap.parse_args()
    from tabletop.engine.errors import TabletopError
    from tabletop.engine.files import clean_temp_files
    from tabletop.engine.session import Session

    rng = random.Random(1)
    left_before = unreadable = 0
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d)
        path = folder / "autosave.json"
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        for _ in range(args.kills):
            p = subprocess.Popen(
                [sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, env=env
            )
            assert p.stdout is not None
            p.stdout.readline()
            time.sleep(rng.uniform(0.0, 0.05))
            p.send_signal(signal.SIGKILL)
            p.wait()
            left_before += len(list(folder.glob("*.tmp")))
            try:
                Session.load(path)
            except TabletopError:
                unreadable += 1
            clean_temp_files(folder)  # what the app does at start
        left_after = len(list(folder.glob("*.tmp")))
    print(f"kills: {args.kills}")
    print(f"temporary files found after kills (before clean-up): {left_before}")
    print(f"temporary files left after the start-up clean-up: {left_after}")
    print(f"autosaves that failed to load after a kill: {unreadable}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
