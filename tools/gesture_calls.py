"""How often the table asks a game's code during one pointer gesture (headless).

    python tools/gesture_calls.py            # the counts, by the game function called
    python tools/gesture_calls.py --brief    # one line per gesture

Two gestures on a headless ``TableScene`` at 1920x1080, each event through ``table.handle``
(the table's layers) and each followed by the drawing of the dragged card's glows:

- Espionage: press on a hand card that may go to the opponent, move over every drop target
  (the legal ones glow), drop on the opponent (the move is made);
- Mighty Beanz: press on a Bean card of the hand in the main phase, move over every drop
  target, drop on a free slot of one's own (the Bean card is played).

A call is counted when a Python function whose code lives under ``tabletop/games/`` is called
from a frame whose code lives under ``tabletop/ui/`` (``sys.setprofile``): the table asking the
game, not the game's own calls inside one answer. Drawing the table is not part of a gesture
and is not counted. Each gesture begins as if its state had just come (the answers kept for it
are forgotten): the count includes asking the game about that state once, and after the drop
what the next state needs (its layout, its buttons, the log's words).
``tests/ui/test_gesture_calls.py`` bounds both counts.

Measured on 60848a9, when the gesture index was made anew for every drop target (press, moves,
drop): Espionage 33 (22, 0, 11), Mighty Beanz 1001 (920, 0, 81); with the index and the game's
answers kept per state and seat: Espionage 11 (6, 0, 5), Mighty Beanz 102 (62, 0, 40).
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GAMES = os.sep + os.path.join("tabletop", "games") + os.sep
UI = os.sep + os.path.join("tabletop", "ui") + os.sep


@contextmanager
def counting() -> Iterator[Counter[str]]:
    """Counts the table's calls into game code while the block runs (by ``file:function``)."""
    calls: Counter[str] = Counter()

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        if event != "call":
            return
        back = frame.f_back
        if back is None or UI not in back.f_code.co_filename:
            return
        where = frame.f_code.co_filename
        if GAMES in where:
            short = where.split(GAMES, 1)[1]
            calls[f"{short}:{frame.f_code.co_name}"] += 1

    sys.setprofile(profile)
    try:
        yield calls
    finally:
        sys.setprofile(None)


def _events(table: Any, start: tuple[int, int], end: tuple[int, int]) -> list[Any]:
    """Press at ``start``, a move over the centre of every drop target, release at ``end``."""
    import pygame

    out = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    # the targets the press will offer: the layout's slots, where the pointer passes over
    lay = table.gv.layout_for(table.view, 0)
    for slot in lay.slots() if lay is not None else []:
        out.append(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=slot.rect.center, rel=(1, 1), buttons=(1, 0, 0)
            )
        )
    out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
    out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    return out


def drive(
    table: Any, start: tuple[int, int], end: tuple[int, int]
) -> tuple[Counter[str], dict[str, int]]:
    """One gesture made on ``table``: the game-code calls it made, and how many of them the
    press, the moves over the targets and the drop made (the move must be made)."""
    surf = table.app.screen
    before = len(table.session.log)
    events = _events(table, start, end)
    forget = getattr(table.gv, "forget_gestures", None)
    if forget is not None:
        forget()  # as if the state had just come: the game is asked about it once, here
    total: Counter[str] = Counter()
    phases = {"press": 0, "moves": 0, "drop": 0}
    for i, e in enumerate(events):
        with counting() as calls:
            table.handle(e)
            if 0 < i < len(events) - 1:
                assert table.drag is not None and table.drag["good"], "no legal target glows"
                table.drags.draw_glows(surf, 0.0)  # the legal targets glow while it is held
        phase = "press" if i == 0 else "drop" if i == len(events) - 1 else "moves"
        phases[phase] += sum(calls.values())
        total.update(calls)
    assert len(table.session.log) == before + 1, "the drop made no move"
    return total, phases


def _app() -> Any:
    from tabletop.ui.app import App

    app = App((1920, 1080), headless=True)
    app.time_source = lambda: 100.0  # no press is held long because the machine was busy
    return app


def _table(app: Any, session: Any) -> Any:
    from tabletop.ui.table import TableScene

    table = TableScene(app, session)
    app.push(table)
    table.next_bot_at = float("inf")  # no bot moves during the gesture
    app.step([])
    return table


def espionage(app: Any) -> tuple[Any, tuple[int, int], tuple[int, int]]:
    """A table where seat 0 may play a hand card on the opponent: (table, press, drop)."""
    from tabletop.room.session import SeatConfig, Session

    for seed in range(200):
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]
        s = Session("espionage", seed, seats)
        play = next(
            (a for a in s.game.legal_actions(0) if a.verb == "play" and a.args[1:] == (1,)),
            None,
        )
        if play is None:
            continue
        t = _table(app, s)
        d = next(d for d in t.hits.draggables(t.view, 0) if d.key == ("hand", play.args[0]))
        return t, d.rect.center, t.gv.opponent_rects(t.view)[1].center
    raise AssertionError("no Espionage position found")


def beanz(app: Any) -> tuple[Any, tuple[int, int], tuple[int, int]]:
    """A table in seat 0's main phase with a Bean card to play on a slot: (table, press, drop)."""
    from tabletop.ai.base import make_bot
    from tabletop.room.session import SeatConfig, Session

    def bean_play(s: Any) -> Any:
        g = s.game
        if g.active_seats() != [0] or g.flow.at != "main" or g.stack:
            return None
        return next(
            (
                a
                for a in g.legal_actions(0)
                if a.verb == "play" and len(a.args) == 2 and g.d(a.args[0]).kind == "bean"
            ),
            None,
        )

    bot = make_bot("beanz", "normal")
    for seed in range(60):
        s = Session("beanz", seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
        for _ in range(600):
            play = bean_play(s)
            if play is not None or s.game.is_terminal():
                break
            seat = s.game.active_seats()[0]
            s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
        if play is None:
            continue
        t = _table(app, s)
        d = next(d for d in t.hits.draggables(t.view, 0) if d.key == ("hand", play.args[0]))
        return t, d.rect.center, t.gv.slot_rect(t.view, play.args[1]).center
    raise AssertionError("no Mighty Beanz position found")


SETUPS: dict[str, Callable[[Any], tuple[Any, tuple[int, int], tuple[int, int]]]] = {
    "espionage": espionage,
    "beanz": beanz,
}


def measure(game: str, app: Any | None = None) -> tuple[Counter[str], dict[str, int]]:
    """The game-code calls of one drag in ``game`` (a fresh headless app unless given), and
    their count by part of the gesture (``drive``)."""
    app = app if app is not None else _app()
    table, start, end = SETUPS[game](app)
    try:
        return drive(table, start, end)
    finally:
        app.pop()


def main() -> None:
    brief = "--brief" in sys.argv
    app = _app()
    for game in SETUPS:
        calls, phases = measure(game, app)
        parts = ", ".join(f"{k} {v}" for k, v in phases.items())
        print(f"{game}: {sum(calls.values())} calls into game code ({parts})")
        if not brief:
            for name, n in calls.most_common():
                print(f"  {n:5d}  {name}")


if __name__ == "__main__":
    main()
