"""Espionage's moves in words ("What can I do? [F2]" and a card's drop menu): Ann against
Computer 2 and Computer 3 played a Blackmail on Computer 3, who answered with a Police. F2 read
"Cancel: Blackmail by Player 1 on Player 3" and "Cancel: Police by Player 3 against Blackmail
by Player 1 (#1)", which were her Ninja's two moves: its third number (the seat the copy aims
at) was read as a stack item to cancel. The words call the seats as the table does, drop the
stack's numbers, and say what a Ninja does (it copies the Mission; its player picks the copy's
target), a Hacker what it answers.

Seed 479: Ann holds Hacker, Blackmail, Bodyguard, Ninja; Computer 3 a Police."""

from __future__ import annotations

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.howto import moves_in_words
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

NINJA = [
    "Copy Blackmail by Ann on Computer 3 with Ninja, the copy on Computer 2",
    "Copy Blackmail by Ann on Computer 3 with Ninja, the copy on Computer 3",
]


def _table(app: App) -> TableScene:
    app.time_source = ManualClock()
    seats = [SeatConfig("human", "Ann")]
    seats += [SeatConfig("bot", f"Computer {n}", "normal") for n in (2, 3)]
    session = Session("espionage", 479, seats)
    for m in ["0:play 33 2", "2:react 34 1"]:  # Blackmail on Computer 3; its Police
        session.apply(parse_action(m))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    return table


def test_what_can_i_do_names_the_seats_and_the_ninjas_copy(app: App) -> None:
    table = _table(app)
    lines = moves_in_words(table, 0)
    moves = [line.removeprefix("\u2022 ") for line in lines if line.startswith("\u2022")]
    assert moves == ["Let it be (no Reaction)", "Hacker against Police by Computer 3", *NINJA]
    said = " ".join(lines)
    assert "Player " not in said and "(#" not in said and "Cancel" not in said, said


def test_the_ninjas_drop_menu_says_it_copies(app: App) -> None:
    table = _table(app)
    ninja = [a for a in table.legal(0) if a.verb == "react" and a.args[0] == 43]
    assert len(ninja) == 2
    table.choosers.open(ninja, (400, 300))
    assert [b.label for b in table.chooser] == NINJA
