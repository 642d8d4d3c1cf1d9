"""Issue 52: a new player playing Espionage by the keys against the computer at 200 % pressed
Tab, Enter at the start of a turn and ended it without playing. The computer's last card had
opened a window (the focus on No reaction); the window closed and the turn came straight after
it, the seat moving all along, so the focus fell on the stop that took No reaction's place
(End turn). The turn starts on its start stop (``test_table_keys.py``'s rule: a card that can
be played, else the main button), and the first Tab shows it there, in every card game at
100 and 200 %."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_focus_turns import GAMES, key, me, open_table, turn_start


def start_key(table: TableScene, seat: int) -> object:
    return turn_start(table, seat, table.focus.stops()).key


@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize("game", GAMES)
def test_the_first_tab_of_a_turn_shows_its_start_stop(app: App, game: str, pct: int) -> None:
    app.settings["ui_scale"] = pct
    app.apply_ui()
    clock = ManualClock()
    app.time_source = clock
    table = open_table(app, game)
    seat, rng = me(game), random.Random(7)
    bot = make_bot(game, "normal")
    starts = after_window = 0
    could = windowed = False
    for _ in range(500):
        g = table.session.game
        if g.is_terminal() or (starts >= 4 and (after_window or game != "espionage")):
            break
        clock.advance(5.0)
        app.step([])
        focus = table.focus
        if table.acting_seat() != seat or not focus.stops():
            could = windowed = False
            continue
        stops = focus.stops()
        window = focus.pass_stop(stops) is not None
        quiet = focus.question() is None and not focus.panel()
        if quiet and not window and (not could or windowed):
            # a turn starts (or goes on straight after a window): the ring hidden, the first
            # Tab shows it on the start stop, never past it
            assert not focus.active
            want = start_key(table, seat)
            key(app, pygame.K_TAB)
            assert focus.active
            here = focus.current()
            assert here is not None and here.key == want, f"{game} {pct} %: on {here.name}"
            starts += 1
            after_window += windowed
        could, windowed = True, window
        if window and quiet:
            # a window open to the person, passed by the keys (No reaction [Space])
            before = len(table.session.log)
            key(app, pygame.K_TAB)
            key(app, pygame.K_SPACE)
            assert len(table.session.log) > before, f"{game}: Space passed no window"
        else:
            table.submit(bot.choose(g.view(seat), g.legal_actions(seat), rng))
        # the pointer took over after the move (the ring hides; the keys stay)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=3)])
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=3)])
        if table.acting_seat() != seat:
            could = windowed = False
    assert starts >= 2, f"{game}: {starts} turn starts seen"
    if game == "espionage":
        assert after_window, "no turn came straight after a window"
