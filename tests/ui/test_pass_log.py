"""Issue 52: the game log did not record passes, so nobody could read back who had let a card
through. A reaction window's passes are one line when it closes (or before the next move):
"Bea and Cy passed.", "the time ran out for Ann" when the table passed for a person whose
window's time was up, the game's own words for a lone pass ("Cy (Good) plays no ship Agent").
The line never depends on what a hand holds, and a pass taken back is never in it."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action, parse_action
from tabletop.engine.registry import info
from tabletop.engine.words import listed
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.parts.pass_log import LATE, OWN, PassLog
from tabletop.ui.table import CLAIM_KEYS, WINDOW_SECONDS, TableScene
from tests.ui.conftest import press
from tests.ui.fakeclock import ManualClock
from tests.ui.test_austin_windows import ANN_BEN_CY, JOHNSON, _ships
from tests.ui.test_austin_windows import _table as austin_table
from tests.ui.test_hotseat import SEVEN
from tests.ui.test_public_window_undo import _ctrl_z


def lines(table: TableScene) -> list[str]:
    return [text for text, _colour in table.log.lines]


def pass_lines(table: TableScene) -> list[str]:
    return [x for x in lines(table) if " passed" in x or "time ran out" in x]


def test_the_words_of_a_windows_passes() -> None:
    names = ["Ann", "Bea", "Cy", "Dee"].__getitem__
    log = PassLog()
    assert log.line(names, str) == ""
    log.note(5, 1, OWN)
    log.note(6, 2, OWN)
    assert log.line(names, str) == "Bea and Cy passed." and not log.pending
    log.note(7, 0, OWN)
    log.note(8, 1, LATE)
    log.note(9, 3, LATE)
    assert log.line(names, str) == "Ann passed; the time ran out for Bea and Dee."
    log.note(10, 1, LATE)
    assert log.line(names, str) == "The time ran out for Bea."
    log.note(11, 2, OWN)
    log.words(2, "Cy plays no ship Agent.")
    assert log.line(names, str) == "Cy plays no ship Agent."
    log.note(12, 2, None)  # a pass that was nobody's choice: no line
    assert log.line(names, str) == ""
    log.note(13, 1, OWN)
    log.note(13, 0, None)  # the move at 13 again: Bea's pass there was taken back
    assert log.line(names, str) == ""
    assert listed(["Ann", "Bea", "Cy"]) == "Ann, Bea and Cy"
    assert listed(["Ann", "Bea"], "or") == "Ann or Bea"


@pytest.fixture()
def hot(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app.time_source = ManualClock()
    return app


def _sniper_window(app: App) -> TableScene:
    """Espionage seed 7, three people: Cy's Sniper on Bea opens a window shown to everyone;
    Bea claims it and passes."""
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in SEVEN:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    table.lift_curtain()
    assert table.submit(parse_action("2:play 4 1"))
    app.step([])
    press(app, CLAIM_KEYS[1])
    table.lift_curtain()
    app.step([])
    press(app, pygame.K_SPACE)
    assert table.session.log[-1] == "1:pass" and table.screen.public_window()
    return table


def test_a_windows_passes_are_one_line_when_it_closes(hot: App) -> None:
    table = _sniper_window(hot)
    before = len(pass_lines(table))
    assert not pass_lines(table)[before:]  # the window is still open: no line yet
    hot.time_source.advance(WINDOW_SECONDS + 1.0)  # type: ignore[attr-defined]
    for _ in range(3):
        hot.step([])
    assert table.session.log[-2:] == ["0:pass", "2:pass"]  # the table passed for Ann and Cy
    got = lines(table)
    line = "Bea passed; the time ran out for Ann and Cy."
    assert got.count(line) == 1 and pass_lines(table)[before:] == [line]
    # written before what the closing window let through
    resolved = next(i for i, x in enumerate(got) if x.startswith("Sniper by Cy on Bea"))
    assert got.index(line) == resolved - 1


def test_a_pass_taken_back_is_not_in_the_line(hot: App) -> None:
    table = _sniper_window(hot)
    _ctrl_z(hot)
    press(hot, CLAIM_KEYS[1])  # Bea takes her pass back
    assert table.session.log[-1] == "2:play 4 1"
    hot.time_source.advance(WINDOW_SECONDS + 1.0)  # type: ignore[attr-defined]
    for _ in range(3):
        hot.step([])
    assert "The time ran out for Ann, Bea and Cy." in lines(table)
    assert not any("Bea passed" in x for x in lines(table))


@pytest.fixture()
def austin_app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


@pytest.mark.parametrize("ben_ship", [False, True])
def test_the_line_is_the_same_whatever_a_hand_holds(austin_app: App, ben_ship: bool) -> None:
    """Austin's ship window: Ben (a person) lets the time run out, Cy (the computer, no ship)
    passes; the line reads the same whether Ben held a ship Agent or not."""
    table = austin_table(austin_app, ANN_BEN_CY, _ships(ben_ship, False))
    g = table.game
    assert table.submit(Action(0, "agent", (g.find(JOHNSON, 0, "hand"),)))
    now = time.monotonic()
    table.update(now)
    table.update(now + WINDOW_SECONDS + 0.1)
    assert table.session.log[-2:] == ["1:pass", "2:pass"]
    assert pass_lines(table) == ["Cy (Good) plays no ship Agent; the time ran out for Ben."]


GAMES = ["espionage", "austin", "beanz", "rpgget"]


def play_solo(app: App, game: str, steps: int) -> TableScene:
    """Ann against the computer (seed 3), her moves made by a random bot through the table,
    the table's clock two seconds on at each step, for at most ``steps`` steps."""
    clock = ManualClock()
    app.time_source = clock
    n = 3 if game in ("espionage", "austin") else 2
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(1, n)
    ]
    table = TableScene(app, Session(game, 3, seats, info(game).unattended))
    app.push(table)
    app.step([])
    bot, rng = make_bot(game, "random"), random.Random(1)
    for _ in range(steps):
        if table.session.game.is_terminal():
            break
        clock.advance(2.0)
        app.step([])
        seat = table.acting_seat()
        if seat is not None and table.legal(seat):
            g = table.session.game
            table.submit(bot.choose(g.view(seat), table.legal(seat), rng))
    return table


@pytest.mark.parametrize("game", GAMES)
def test_each_windows_passes_are_logged_once(app: App, game: str) -> None:
    """A person against the computer: every window that closed with passes has its one line,
    before what it let through; no pass is logged twice and no line is empty of names. (Espionage
    seed 3: a Hacker cancels a Police over a live Ninja; the cancelled Police leaves the stack
    without a word, so the passes on it and on the Ninja are one line, not the same line twice.)"""
    table = play_solo(app, game, 250)
    got = lines(table)
    passes = [i for i, x in enumerate(got) if " passed" in x or "time ran out" in x]
    names = {table.session.seat_name(s) for s in range(len(table.session.seats))}
    if game != "austin":  # (Austin's ship windows are rare in a short game)
        assert passes, f"{game}: no window's passes in the log"
    for i in passes:
        line = got[i]
        assert any(name in line for name in names), line
        assert i + 1 == len(got) or got[i + 1] != line  # never the same line twice
        for name in names:  # each seat at most once in a window's line
            assert line.count(name) <= 1, line
