"""Hot-seat undo takes back only the person at the screen's own last moves: never the passes the
table made when a window's time ran out (a window closed for everyone stays closed), never a move
of another seat, and the refusal says why (reported by people who played hot-seat on 2026-11-25,
on commit fa08b31)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")


@pytest.fixture()
def app_size() -> tuple[int, int]:
    return (1600, 900)


#: Espionage seed 7, three people: Bea's next move is Blackmail (card 32) on Cy, who holds a
#: Police (card 36) that would cancel it
BEFORE_BLACKMAIL = ["0:play 6 1", "0:pass", "1:pass", "2:pass", "0:end", "1:end", "2:end"]
BEFORE_BLACKMAIL += ["0:play 13 2", "0:pass", "1:pass", "2:pass", "0:play 25 1", "0:pass"]
BEFORE_BLACKMAIL += ["1:pass", "2:pass", "0:end", "1:play 27 0", "0:pass", "1:pass", "2:pass"]
BEFORE_BLACKMAIL += ["1:play 26 2", "0:pass", "1:pass", "2:pass", "1:play 15 2", "0:pass"]
BEFORE_BLACKMAIL += ["1:pass", "2:pass", "1:end", "2:play 4 1", "0:pass", "1:pass", "2:pass"]
BEFORE_BLACKMAIL += ["2:end", "0:end"]

#: RPG Get! seed 7, Ann and Bea: Ann's last Enemy action in Bea's mission; Bea's pass next
#: fails the mission and opens the end of Bea's turn, where Ann can only pass (the table
#: passes for her at once)
RPG_BEFORE_END = ["1:start 85", "0:start 12", "1:redraw 142 145", "1:character 95"]
RPG_BEFORE_END += ["1:character 89", "1:event 157", "1:event 155", "1:bank 143", "1:done"]
RPG_BEFORE_END += ["1:attempt 99", "1:join 95", "1:join 89", "1:set_out", "0:enemy 41"]
RPG_BEFORE_END += ["0:enemy 46", "0:done", "1:act 95 0", "1:target 46 41", "0:act 41 1"]
RPG_BEFORE_END += ["0:pass", "1:pass", "1:act 89 0", "1:target 46", "0:pass", "1:pass"]
RPG_BEFORE_END += ["0:act 41 0", "0:target 95", "0:pass", "1:pass"]


def _table(app: App, game: str, names: tuple[str, ...], log: list[str]) -> TableScene:
    session = Session(game, 7, [SeatConfig("human", n) for n in names])
    for move in log:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    pygame.event.clear()
    return table


def _run_out(app: App, table: TableScene) -> None:
    """The open window's time runs out in view: the table passes for everyone still in it.
    RPG Get! puts a window only to a person holding an answer: there the table passed for Ann
    (only Pass) at once, before any window ran, a move of the table's all the same."""
    if table.session.game_name == "rpgget":
        assert table.window_key is None and table.session.log[-1] == "0:pass"
        assert len(table.session.log) - 1 in table.session.by_table
        return
    assert table.window_key is not None and table.curtain_for is None
    app.time_source.advance(table.window.length + 0.5)  # type: ignore[attr-defined]
    app.step([])
    app.step([])


def _refusals(table: TableScene) -> list[str]:
    return [t.text for t in table.toasts.items if t.kind == "bad"]


def test_undo_never_reopens_a_window_that_closed_for_everyone(app: App) -> None:
    """Espionage seed 7: Bea's Blackmail window ran out for everyone; at the "give a card"
    prompt Cy pressed Undo, which took back the pass the table had made for him, and played
    Police into the closed window. The table's passes are nobody's own move: nothing is taken
    back, and the refusal says why."""
    table = _table(app, "espionage", ("Ann", "Bea", "Cy"), BEFORE_BLACKMAIL)
    assert table.curtain_for == 1
    table.lift_curtain()
    assert table.submit(parse_action("1:play 32 2"))  # Blackmail on Cy
    app.step([])
    _run_out(app, table)
    log = table.session.log
    assert log[-4:] == ["1:play 32 2", "0:pass", "1:pass", "2:pass"]
    assert table.curtain_for == 2  # Cy's "give a card"
    table.lift_curtain()
    app.step([])
    assert table.acting_seat() == 2 and table.game.view(2)["prompt"]["kind"] == "blackmail"
    n = len(log)
    assert not table.top_buttons[1].enabled
    table.undo()
    assert len(table.session.log) == n
    assert parse_action("2:react 36 8") not in table.game.legal_actions(2)
    assert any(t.startswith("Nothing of yours to take back") for t in _refusals(table))


def test_undo_at_the_start_of_a_turn_never_goes_back_into_the_last_one(app: App) -> None:
    """RPG Get! seed 7: at the start of Ann's turn, Undo went back into Bea's turn and took back
    her end-of-turn draw (the pass the table made for Ann when the window's time ran out)."""
    table = _table(app, "rpgget", ("Ann", "Bea"), RPG_BEFORE_END)
    assert table.game.active_seats() == [0]
    _run_out(app, table)
    session = table.session
    assert session.log[-2:] == ["1:pass", "0:pass"]
    assert table.curtain_for == 0  # Ann's turn
    table.lift_curtain()
    app.step([])
    n = len(session.log)
    assert not session.can_undo(0) and not session.can_undo(1)
    table.undo()
    assert len(session.log) == n and table.game.active_seats() == [0]
    assert any(t.startswith("Nothing of yours to take back") for t in _refusals(table))


def test_own_moves_are_taken_back_one_by_one_down_to_another_seats(app: App) -> None:
    """Ann's own moves of her turn are hers to take back, one at a time; the run stops at the
    move before them, made in Bea's turn."""
    table = _table(app, "rpgget", ("Ann", "Bea"), RPG_BEFORE_END)
    _run_out(app, table)
    table.lift_curtain()
    session = table.session
    start = len(session.log)
    for _ in range(2):
        seat = table.acting_seat()
        assert seat == 0
        legal = table.legal(seat)
        move = next(a for a in legal if a.verb != "pass")
        assert table.submit(move)
    assert session.can_undo(0) and not session.can_undo(1)
    table.undo()
    table.undo()
    assert len(session.log) == start
    table.undo()
    assert len(session.log) == start


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def test_a_click_on_the_greyed_out_undo_says_why(app: App) -> None:
    """The greyed-out Undo button, clicked, says what Ctrl+Z says (the session's refusal) and
    takes nothing back."""
    table = _table(app, "rpgget", ("Ann", "Bea"), RPG_BEFORE_END)
    _run_out(app, table)
    table.lift_curtain()
    app.step([])
    n = len(table.session.log)
    undo = table.top_buttons[1]
    assert undo.label == "Undo" and not undo.enabled
    _click(app, undo.rect.center)
    assert len(table.session.log) == n
    assert _refusals(table) == [table.session.undo_refusal(0)]
    assert _refusals(table)[0].startswith("Nothing of yours to take back: the table made")


def test_the_tables_moves_are_kept_by_the_save(app: App, tmp_path: Path) -> None:
    """RPG Get! seed 7: the window's time ran out (the table passed for Ann), Ann made a move,
    the game was saved and resumed. After the Resume Ann takes back her moves, the one made
    after it and the one made before it, and undo still stops at the table's pass."""
    table = _table(app, "rpgget", ("Ann", "Bea"), RPG_BEFORE_END)
    _run_out(app, table)
    table.lift_curtain()
    passed = len(table.session.log)
    assert table.session.by_table == {passed - 1}

    def own_move() -> None:
        seat = table.acting_seat()
        assert seat == 0
        assert table.submit(next(a for a in table.legal(seat) if a.verb != "pass"))

    own_move()
    table.session.save(tmp_path / "g.json")
    assert json.loads((tmp_path / "g.json").read_text())["by_table"] == [passed - 1]
    app.pop()
    table = TableScene(app, Session.load(tmp_path / "g.json"))
    app.push(table)
    app.step([])
    assert table.curtain_for == 0
    table.lift_curtain()
    app.step([])
    own_move()
    session = table.session
    table.undo()
    table.undo()
    assert len(session.log) == passed and not _refusals(table)
    table.undo()
    assert len(session.log) == passed
    assert _refusals(table) == [session.undo_refusal(0)]
    assert "the table made the last move" in _refusals(table)[0]
