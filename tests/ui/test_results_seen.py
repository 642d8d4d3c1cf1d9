"""Hot-seat: the attempter of a mission sees its result before the screen moves on. RPG Get!
seed 92: Bea's pass fails her mission and opens the end of her turn for Ann in the same move;
the screen stays with Bea, the result in front of her, until she says she saw it ("Seen: pass
to NAME"), and only then comes the next curtain. RPG Get! puts a window only to a person
holding an answer: here Bea holds her members' Recoveries when she passes, and Ann the
Recovery Rewards Healing Herb and Curia Crystal at the end of Bea's turn, so both windows are
really asked (at seed 7 the table passed for both at once: no window to wait on)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.rpgget.facts import RpgGetFacts
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_hotseat_undo import RPG_BEFORE_END

#: RPG Get! seed 92, Ann and Bea: Ann's last Enemy action in Bea's mission Mines of Ragol
#: (Melfice at 12 of 16 HP); Bea's pass (``FAILS``) next fails the mission
BEFORE_RESULT = ["1:start 85", "0:start 12", "1:redraw", "1:character 81", "1:character 89"]
BEFORE_RESULT += ["1:stock 150", "1:done", "1:attempt 97", "1:join 81", "1:join 89", "1:set_out"]
BEFORE_RESULT += ["0:enemy 34", "0:done", "1:act 81 0", "1:target 34", "0:pass", "1:pass"]
BEFORE_RESULT += ["0:pass", "0:redraw 53 77", "0:stock 66", "0:stock 70", "0:stock 72"]
BEFORE_RESULT += ["0:stock 71", "0:bank 60", "0:done", "0:attempt 20", "0:join 12", "0:set_out"]
BEFORE_RESULT += ["1:enemy 125", "1:enemy 120", "1:done", "0:use 72", "0:user 12", "0:action 0"]
BEFORE_RESULT += ["0:target 12", "0:act 12 0", "0:target 120", "0:pass", "1:pass", "1:act 125 0"]
BEFORE_RESULT += ["1:target 12", "0:use 71", "0:user 12", "0:action 0", "0:pass", "1:pass"]
BEFORE_RESULT += ["1:done", "1:pass", "1:redraw 142 144", "1:character 92", "1:character 91"]
BEFORE_RESULT += ["1:character 93", "1:done", "1:attempt 107", "1:join 81", "1:join 89"]
BEFORE_RESULT += ["1:join 91", "1:set_out", "0:enemy 43", "0:act 43 1", "0:recruit 38", "0:done"]
BEFORE_RESULT += ["1:act 81 0", "1:target 38", "0:act 38 1", "0:pass", "1:pass", "1:act 89 0"]
BEFORE_RESULT += ["1:target 38", "0:pass", "1:pass", "1:act 91 0", "1:target 43", "0:pass"]
BEFORE_RESULT += ["1:pass", "0:act 43 0", "0:target 91", "0:pass", "1:pass", "0:done", "0:pass"]
BEFORE_RESULT += ["0:redraw 55 78", "0:character 9", "0:character 7", "0:character 5"]
BEFORE_RESULT += ["0:character 3", "0:withdraw 60", "0:withdraw 72", "0:done", "0:attempt 17"]
BEFORE_RESULT += ["0:join 12", "0:join 5", "0:set_out", "1:enemy 122", "1:enemy 124", "1:done"]
BEFORE_RESULT += ["0:use 72", "0:user 5", "0:action 0", "0:target 12 5", "0:act 12 0"]
BEFORE_RESULT += ["0:target 124", "0:pass", "1:pass", "0:act 5 0", "0:target 122", "0:pass"]
BEFORE_RESULT += ["1:pass", "1:act 122 0", "1:target 5", "0:pass", "1:act 92 1", "1:target 122"]
BEFORE_RESULT += ["0:pass", "1:pass", "1:done", "1:use 150", "1:user 85", "1:action 0"]
BEFORE_RESULT += ["1:member 91", "1:pass", "1:redraw 158", "1:character 83", "1:character 86"]
BEFORE_RESULT += ["1:done", "1:attempt 103", "1:join 81", "1:join 89", "1:join 83", "1:set_out"]
BEFORE_RESULT += ["0:enemy 49", "0:done", "1:act 81 0", "1:target 49", "0:act 49 1", "0:pass"]
BEFORE_RESULT += ["1:pass", "1:act 89 0", "1:target 49", "0:pass", "1:pass", "1:act 83 0"]
BEFORE_RESULT += ["1:target 49", "0:act 9 1", "0:target 49", "0:pass", "1:pass", "0:act 49 0"]
BEFORE_RESULT += ["0:target 83 81", "0:pass"]
FAILS = "1:pass"


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    a = App((1280, 720), headless=True)
    a.time_source = ManualClock()
    yield a
    pygame.quit()


@pytest.fixture(autouse=True)
def _bea_may_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window after Ann's Enemy attacks waits for Bea, as these tests need: her Recoveries
    count as answers here (they could heal only the Enemies of her own attempt, which asks
    no one since 2026-11-27: ``test_rpgget_heal_enemies_no_answer.py``)."""
    monkeypatch.setattr(RpgGetFacts, "answers", lambda self, view, seat, legal: True)


def _bea_fails(app: App) -> TableScene:
    session = Session("rpgget", 92, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    for move in BEFORE_RESULT:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    assert table.viewer is None and table.screen.public_window()  # the window waits for Bea
    table.screen.claim(1)  # she claims it: her curtain
    assert table.curtain_for == 1
    table.lift_curtain()
    app.step([])
    assert table.submit(parse_action(FAILS))  # Bea's pass: the mission fails
    app.step([])
    return table


def _run_out(app: App, table: TableScene) -> None:
    app.step([])
    app.time_source.advance(table.window.length + 0.5)  # type: ignore[attr-defined]
    app.step([])
    app.step([])


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" "))
    app.step(pygame.event.get())


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def test_the_attempter_sees_the_result_before_the_next_curtain(app: App) -> None:
    table = _bea_fails(app)
    assert table.game.active_seats() == [0]  # the end of Bea's turn waits for Ann
    assert table.hold.held and table.hold.seat == 1
    assert table.viewer == 1 and table.curtain_for is None  # Bea's own view, no curtain
    assert table.result.texts and "fails" in table.result.texts[0]
    assert table.result.label() == "Seen: show the table"  # Ann's window is public
    surf = pygame.Surface(app.screen.get_size())
    table.draw(surf)  # the result over Bea's own table, in the play area
    assert table.play_rect.contains(table.result.button())
    log = list(table.session.log)
    app.time_source.advance(60.0)  # type: ignore[attr-defined]
    for _ in range(3):
        app.step([])  # the table waits: no window runs out, nothing is passed for Ann
    assert table.session.log == log and table.viewer == 1 and table.curtain_for is None
    _key(app, pygame.K_SPACE)  # "Seen"
    assert not table.hold.held
    app.step([])
    assert table.viewer is None and table.screen.public_window()  # the window for Ann
    assert table.window.left() == table.window.length  # none of its time went by meanwhile
    _run_out(app, table)
    assert table.curtain_for == 0  # now Ann's curtain (her turn)


def test_the_button_lets_the_screen_move_on_and_undo_drops_the_hold(app: App) -> None:
    table = _bea_fails(app)
    _click(app, (5, app.screen.get_height() - 5))  # elsewhere: the result stays
    assert table.hold.held and table.viewer == 1
    _click(app, table.result.button().center)
    assert not table.hold.held
    app.step([])
    assert table.viewer is None
    _run_out(app, table)
    assert table.curtain_for == 0
    table = _bea_fails(app)
    table.undo()  # Bea takes her pass back: no result to see
    assert not table.hold.held and table.session.log == BEFORE_RESULT


def test_a_result_the_table_passed_into_is_held_on_the_public_table(app: App) -> None:
    """The window's time ran out in public: the table's pass for Bea failed her mission. The
    public table stays, the result over it, until she says she saw it."""
    session = Session("rpgget", 92, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    for move in BEFORE_RESULT:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    app.time_source.advance(table.window.length + 0.5)  # type: ignore[attr-defined]
    app.step([])
    assert table.session.log[-1] == FAILS
    assert table.hold.held and table.hold.seat == 1 and table.viewer is None
    assert table.curtain_for is None and "fails" in table.result.texts[0]
    _key(app, pygame.K_RETURN)
    app.step([])
    assert not table.hold.held and table.viewer is None
    _run_out(app, table)
    assert table.curtain_for == 0


def test_no_hold_for_one_person_at_the_screen(app: App) -> None:
    session = Session("rpgget", 7, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea")])
    for move in RPG_BEFORE_END:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    assert not table.hold.held
