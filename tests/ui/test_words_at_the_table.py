"""Words at the table: RPG Get!'s set-up says "setting up" with no "turn 0"; a save named
after one move says "1 move"."""

from __future__ import annotations

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.table import TableScene


def test_rpgget_set_up_has_no_turn_zero(app: App) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
    table = TableScene(app, Session("rpgget", 3, seats, {}))
    app.push(table)
    status = table.gv.status(table.view, 0)
    assert status == "Ann: setting up", status


def test_a_save_after_one_move_is_named_1_move(app: App) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
    session = Session("espionage", 1, seats)
    session.apply(parse_action("0:end"))
    table = TableScene(app, session)
    app.push(table)
    menu = GameMenu(app, table)
    menu.start_naming()
    assert menu.name_box.text.endswith(" 1 move"), menu.name_box.text
