"""Issue 52: a new player's keys on Mighty Beanz's set-up panel read "0:cut 1, on the table",
"0:keep", "0:hide left" in the status line: a move's notation, not words. Over every game with
a table, at each state where the person moves, no stop's name, no status line, no option of an
open question and no move button says a move's notation (``<seat>:<verb>``)."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.game import game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

GAMES = [g for g in game_names() if info(g).view]
NOTATION = re.compile(r"\d+:[a-z_]+")
#: the person's moves looked at in each game (the set-up's questions come first)
LOOKS = 40


def me(game: str) -> int:
    return 1 if game == "codenames" else 0


def shown_words(table: TableScene) -> list[str]:
    """Every stop's name and status line, the open question's options, the move buttons."""
    focus = table.focus
    stops = focus.stops()
    out = [b.label for b in table.buttons]
    seat = table.acting_seat()
    sel = table.prompts.current(table.gv, table.view, seat, table.legal(seat))
    out += [str(o.get("label") or "") for o in (sel.options if sel else [])]
    focus.active = True
    for i, s in enumerate(stops):
        focus.focus(stops, i)
        out += [s.name, focus.status_text()]
    focus.active = False
    return out


@pytest.mark.parametrize("seed", [5, 11])
@pytest.mark.parametrize("game", GAMES)
def test_no_move_notation_is_shown_to_the_person(app: App, game: str, seed: int) -> None:
    clock = ManualClock()
    app.time_source = clock
    seat = me(game)
    n = 4 if game == "codenames" else 2
    seats = [SeatConfig("bot", f"Bot{i}", "normal") for i in range(n)]
    seats[seat] = SeatConfig("human", "Ann")
    table = TableScene(app, Session(game, seed, seats, info(game).unattended))
    app.push(table)
    app.step([])
    bot, rng = make_bot(game, "normal"), random.Random(seed)
    looks = 0
    for _ in range(300):
        g = table.session.game
        if looks >= LOOKS or g.is_terminal():
            break
        clock.advance(5.0)
        app.step([])
        if table.acting_seat() != seat or not table.focus.stops():
            continue
        looks += 1
        bad = [w for w in shown_words(table) if NOTATION.search(w)]
        assert not bad, f"{game} ({g.view(seat).get('phase')}): {bad}"
        table.submit(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    assert looks >= 3, f"{game}: {looks} looks"
