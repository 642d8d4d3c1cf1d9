"""Curtains per RPG Get! Mission in 2-human hot-seat games played on the table (headless).

    python tools/curtain_count.py [GAMES] [CLAIM]

Random legal moves for the seat on screen (non-pass moves 80 % of the time); when nobody on
screen may act, the other player claims the open window with probability CLAIM (default 0.5)
if they hold an answer, else the window runs out. Counts every "Pass to" curtain the table
raises and every Mission attempted. Issue 26 item 4 measured with it: 6.49 curtains per Mission
before public windows (6 games, claim 0.5; every window went to the opponent and back), after:
3.30 (claim 0), 4.49 (claim 0.5), 5.86 (claim 1.0).
"""

from __future__ import annotations

import os
import random
import sys
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def play(app: Any, seed: int, rng: random.Random, claim: float) -> tuple[int, int]:
    """One game: (curtains raised, Missions attempted)."""
    import tabletop.ui.table as table_module
    from tabletop.room.session import SeatConfig, Session

    s = Session("rpgget", seed, [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")])
    t = table_module.TableScene(app, s)
    app.push(t)
    counts = {"curtains": 0, "missions": 0}
    raise_curtain, apply = t.raise_curtain, s.apply

    def counted(seat: int) -> None:
        counts["curtains"] += 1
        raise_curtain(seat)

    def applied(action: Any) -> Any:
        events = apply(action)
        counts["missions"] += sum(1 for e in events if e.kind == "MissionStarted")
        return events

    t.raise_curtain = counted  # type: ignore[method-assign]
    s.apply = applied  # type: ignore[method-assign]
    for _ in range(6000):
        if s.game.is_terminal():
            break
        t.update(time.monotonic())
        if t.curtain_for is not None:
            t.lift_curtain()
            continue
        seat = t.acting_seat()
        legal = t.legal(seat) if seat is not None else []
        if legal:
            nonpass = [a for a in legal if a.verb != "pass"]
            t.submit(rng.choice(nonpass if nonpass and rng.random() < 0.8 else legal))
            continue
        waiting = [h for h in s.humans() if h in s.game.active_seats()]
        answer = [h for h in waiting if any(a.verb != "pass" for a in t._legal_any(h))]
        if answer and t.window_key is not None and rng.random() < claim:
            t.screen.claim(answer[0])
            continue
        t.window.set_left(-1.0)
        t.next_bot_at = 0.0
        t.update(time.monotonic())
    app.pop()
    return counts["curtains"], counts["missions"]


def main() -> None:
    import tabletop.ui.table as table_module
    from tabletop.ui.app import App

    table_module.CURTAIN_GUARD = table_module.CURTAIN_KEY_GUARD = 0.0
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    claim = float(sys.argv[2]) if len(sys.argv) > 2 else 0.5
    app = App((1280, 720), headless=True)
    rng = random.Random(26)
    curtains = missions = 0
    for seed in range(games):
        c, m = play(app, seed, rng, claim)
        curtains, missions = curtains + c, missions + m
        print(f"seed {seed}: {c} curtains, {m} Missions")
    print(f"{curtains} curtains / {missions} Missions = {curtains / max(1, missions):.2f}")


if __name__ == "__main__":
    main()
