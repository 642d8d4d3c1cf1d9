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
  per idle launcher frame, so no single frame carries them all;
- ``table_jobs``: then each game's table rehearsed off screen at the window's size (fonts,
  glyphs, texts, panels, faces and the window-sized surfaces a first frame needs: 56-92 ms of
  it before, under 25 ms after).

Nothing here changes what is drawn or played; a job that fails is skipped (the table would
load the same thing itself, later).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tabletop.engine import registry


def _playable() -> list[registry.GameInfo]:
    return [i for i in registry.registry().values() if i.playable]


def _warm_imports() -> None:
    for info in _playable():
        for path in [info.rules, *info.bots.values(), info.view, *info.timed.values()]:
            if not path:
                continue
            try:
                registry.load(path)
            except Exception:  # noqa: BLE001 - a warm-up never fails the app
                pass
    try:
        import tabletop.ui.overlays.race  # noqa: F401 - a race's overlay (70 ms on its frame)
        import tabletop.ui.table  # noqa: F401 - the table's own modules
        from tabletop.engine.game import new_game

        for info in _playable():
            new_game(info.name)  # a deal reads the game's card data once (RPG Get!: 60 ms)
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


class Rehearsal:
    """A game's table drawn once off screen, at the window's size, in steps small enough for
    idle launcher frames (each a few tens of ms): a still table of a fresh deal (every seat a
    person, so no bot loads; frozen: no timers). The fonts, glyphs, texts, panels, felt and
    faces its first frame needs are then in the caches the real table reads, and its
    window-sized surfaces are handed on to the real table (``table_paint.window_surface``)."""

    def __init__(self, app: Any, game: str) -> None:
        self.app = app
        self.game = game
        self.table: Any = None

    def steps(self) -> list[Callable[[], object]]:
        return [self.build, self.felt, self.layer, self.view, self.finish]

    def build(self) -> None:
        from tabletop.engine.game import game_class
        from tabletop.room.session import SeatConfig, Session
        from tabletop.ui.table import TableScene

        n = max(2, game_class(self.game).MIN_SEATS)
        seats = [SeatConfig("human", f"Player {i + 1}") for i in range(n)]
        self.table = TableScene(self.app, Session(self.game, 0, seats, {}), viewer=0, frozen=True)
        self.table.layout(self.app.screen.get_size())

    def felt(self) -> None:
        if self.table is not None:
            self.table.paint.static_layer()

    def layer(self) -> None:
        if self.table is not None:
            self.table.paint.table_layer()

    def view(self) -> None:
        """The game's own drawing (the bulk: its faces, labels and panels)."""
        t = self.table
        if t is not None:
            t.gv.draw(self.canvas(), t.view, 0, 0.0)

    def finish(self) -> None:
        """The rest of the still table (prompt, status line, log, buttons), then the table is
        let go: its surfaces wait for the real one."""
        if self.table is not None:
            self.table.paint.draw_table(self.canvas(), 0.0)
            self.table.on_leave()
        self.table = None

    def canvas(self) -> pygame.Surface:
        """The table's frame surface (handed on with the others when it leaves)."""
        from tabletop.ui.parts.table_paint import window_surface

        paint = self.table.paint
        if paint.frame_surface is None:
            paint.frame_surface = window_surface("frame", self.table.size)
        return paint.frame_surface  # type: ignore[no-any-return]


def table_jobs(app: Any) -> list[Callable[[], object]]:
    """Idle-frame jobs after the sprites': each playable game's table rehearsed (``Rehearsal``),
    so a table's first frame finds what it draws ready (issue 27: under 25 ms)."""
    return [step for i in _playable() for step in Rehearsal(app, i.name).steps()]
