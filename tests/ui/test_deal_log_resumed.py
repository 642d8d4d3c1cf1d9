"""Issue 52: a resumed game's log began at the first move: the deal's lines a new table opens with
("3 players were dealt 2 cards each.", "Ann's turn.", "You drew Courier.") were never written
again. The resumed table deals them again from what the save keeps (its seed, seats and options;
the save's format is unchanged), so after a kill and Resume the log reads as it did, line for
line, in every game; a save without the table's moves (an older one) loads and replays to the
same game, its deal's lines too."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.registry import playable_names
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.test_pass_log import lines, play_solo
from tests.ui.test_pass_log_resumed import resumed


@pytest.mark.parametrize("game", playable_names())
def test_the_log_after_a_resume_is_the_log_before_it(app: App, game: str) -> None:
    table = play_solo(app, game, 40)
    data = table.session.to_save()  # what the autosave holds when the app is killed now
    again = resumed(app, table, data)
    assert lines(again) == lines(table)
    assert again.session.to_save().keys() == data.keys(), "the save's format is the same"


def test_espionages_deal_is_told_again(app: App) -> None:
    """Espionage's deal: how many cards each was dealt, whose turn, what Ann drew (hers alone:
    the log speaks to the one person at the screen)."""
    table = play_solo(app, "espionage", 40)
    deal = lines(table)[1:4]
    assert deal[0].endswith("were dealt 2 cards each.") and deal[1] == "Ann's turn.", deal
    assert deal[2].startswith("You drew")
    again = resumed(app, table)
    assert lines(again)[1:4] == deal


def test_a_hot_seat_deal_is_told_to_the_whole_table_again(app: App) -> None:
    """Two people at one screen: the log speaks to everyone; the deal's lines after a resume are
    the public ones a new table wrote (no one's drawn card)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    table = TableScene(app, Session("espionage", 11, seats))
    app.push(table)
    table.lift_curtain()
    seat = table.acting_seat()
    assert seat is not None
    ends = [a for a in table.legal(seat) if a.verb == "end"]
    assert ends and table.submit(ends[0])
    before = lines(table)
    assert len(before) > 3 and not any(x.startswith("You drew") for x in before)
    again = resumed(app, table)
    assert lines(again) == before


@pytest.mark.parametrize("game", ["espionage", "rpgget"])
def test_an_older_save_replays_to_the_same_game_with_its_deal(app: App, game: str) -> None:
    table = play_solo(app, game, 30)
    data = table.session.to_save()
    data.pop("by_table", None)  # an older save: who made its moves is not said
    again = resumed(app, table, data)
    assert again.session.log == table.session.log
    assert again.session.game.view(0) == table.session.game.view(0)
    played, told = lines(table), lines(again)
    opening = next(i for i, x in enumerate(played) if x == told[1])
    assert opening == 1, "the deal's lines are there, right after the title"
    pygame.event.clear()
