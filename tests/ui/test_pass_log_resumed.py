"""Issue 52: after a resume (a kill, then Resume) the log had lost the table's own lines about
the windows' passes ("The time ran out for Ann, Bea, Cid and Dee.", "Ann passed."): the resumed
log told the story from the engine's events only. The resumed table writes them again from
what the save holds (its log and the table's moves, ``by_table``): the same lines as the table
that played the game, in the same places. A save that does not say who made its moves (an
older one, without ``by_table``) still loads; its passes are not guessed."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import WINDOW_SECONDS, TableScene
from tests.ui.test_pass_log import _sniper_window, lines, pass_lines, play_solo
from tests.ui.test_pass_log import hot as hot  # noqa: F401 (the fixture)


def resumed(app: App, table: TableScene, data: dict | None = None) -> TableScene:
    """The game as Resume brings it back: a new session from the save, a new table."""
    session = Session.from_save_data(data or table.session.to_save())
    again = TableScene(app, session)
    app.push(again)
    return again


def same_story(again: TableScene, table: TableScene) -> bool:
    """The resumed log tells the played log's story line for line (after its title line, the
    deal's lines included: ``test_deal_log_resumed``)."""
    told = lines(again)[1:]
    return len(told) > 10 and lines(table)[-len(told) :] == told


def test_a_windows_passes_are_the_same_lines_after_a_resume(hot: App) -> None:  # noqa: F811
    table = _sniper_window(hot)  # Bea passed; Ann and Cy let the time run out
    hot.time_source.advance(WINDOW_SECONDS + 1.0)  # type: ignore[attr-defined]
    for _ in range(3):
        hot.step([])
    line = "Bea passed; the time ran out for Ann and Cy."
    assert line in lines(table)
    again = resumed(hot, table)
    # (the moves before Cy's turn were made before this table was set: it never logged them)
    played = lines(table)[lines(table).index("Cy's turn.") :]
    told = lines(again)[lines(again).index("Cy's turn.") :]
    assert told == played and pass_lines(again).count(line) == 1, told


def _four_people_time_out(app: App) -> TableScene:
    """Espionage, four people at one screen: every window's time runs out (nobody presses a
    key), so each closing window's line is "The time ran out for ..."; each turn player plays
    what the computer would."""
    clock = app.time_source
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cid", "Dee")]
    table = TableScene(app, Session("espionage", 5, seats))
    app.push(table)
    pygame.event.clear()
    bot, rng = make_bot("espionage", "random"), random.Random(5)
    for _ in range(160):
        g = table.session.game
        if g.is_terminal() or len(pass_lines(table)) >= 4:
            break
        if table.curtain_for is not None:
            table.lift_curtain()
        clock.advance(WINDOW_SECONDS + 1.0)  # type: ignore[attr-defined]
        app.step([])
        seat = table.acting_seat()
        if seat is not None and table.legal(seat) and not table.screen.public_window():
            if not table.gv.is_window(table.view):
                table.submit(bot.choose(g.view(seat), table.legal(seat), rng))
    return table


def test_four_people_whose_time_ran_out_read_the_same_after_a_resume(hot: App) -> None:  # noqa: F811
    table = _four_people_time_out(hot)
    got = pass_lines(table)
    assert any(x.startswith("The time ran out for") for x in got), lines(table)
    again = resumed(hot, table)
    assert same_story(again, table), (lines(again), lines(table))


@pytest.mark.parametrize("game", ["espionage", "austin", "beanz", "rpgget"])
def test_a_game_against_the_computer_reads_the_same_after_a_resume(app: App, game: str) -> None:
    table = play_solo(app, game, 120)
    if game != "austin":
        assert pass_lines(table), f"{game}: no window's passes in the log"
    again = resumed(app, table)
    assert same_story(again, table), (lines(again), lines(table))


def test_a_save_that_does_not_say_who_made_its_moves_still_loads(hot: App) -> None:  # noqa: F811
    table = _sniper_window(hot)
    hot.time_source.advance(WINDOW_SECONDS + 1.0)  # type: ignore[attr-defined]
    for _ in range(3):
        hot.step([])
    data = table.session.to_save()
    del data["by_table"]
    again = resumed(hot, table, data)
    events_only = [x for x in lines(table) if x not in pass_lines(table)]
    told = lines(again)[1:]
    assert told and events_only[-len(told) :] == told and not pass_lines(again)
