"""Start-up warm-up, off the frames that matter (issue 13: no frame over 50 ms).

A table's first frames used to pay for importing its game (rules, bots, view: 30-80 ms on the
Start click) and loading its images (felt textures: 15-30 ms on its first frame). While the
launcher waits for a click, this does that work ahead:

- ``start_imports``: a daemon thread imports every playable game's rules, bots and table view
  (module code only defines: no window, font or image is made at import; Python's import lock
  serialises imports, so a click that needs a module simply waits for it). The Codenames
  association tables (about 50 MB) stay lazy: its bots load them on their own worker thread,
  off the frame, and only when Codenames is played;
- ``idle_jobs``: small main-thread jobs (a sprite file decoded each), which the app runs one
  per idle launcher frame, so no single frame carries them all.

Nothing here changes what is drawn or played; a job that fails is skipped (the table would
load the same thing itself, later).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial

from tabletop.engine import registry


def _playable() -> list[registry.GameInfo]:
    return [i for i in registry.registry().values() if i.playable]


def _warm_imports() -> None:
    for info in _playable():
        for path in [info.rules, *info.bots.values(), info.view]:
            if not path:
                continue
            try:
                registry.load(path)
            except Exception:  # noqa: BLE001 - a warm-up never fails the app
                pass


def start_imports() -> threading.Thread:
    """Import the games in the background; returns the (daemon) thread."""
    t = threading.Thread(target=_warm_imports, name="tabletop-warmup", daemon=True)
    t.start()
    return t


def idle_jobs() -> list[Callable[[], object]]:
    """Main-thread jobs for idle launcher frames: each game's own sprites decoded (its felt,
    mat, frames, emblems; a few MB; pygame surfaces are made on the main thread only)."""
    from tabletop.ui import assets

    jobs: list[Callable[[], object]] = [lambda: assets.decoded("common/felt.png")]
    for info in _playable():
        for rel in assets.sprite_names(info.name):
            jobs.append(partial(assets.decoded, rel))
        jobs.append(partial(assets.decoded, f"{info.name}/table/felt.png"))  # its table
    return jobs
