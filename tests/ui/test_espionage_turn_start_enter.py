"""Espionage by the keys alone against the computer: a player passed each turn with Enter on
"End turn [Enter]". When the turn came back the focus had gone to the hand's first card with a
move and End turn lost its "[Enter]": the next Enter picked the card up and a second one played
it on the first target. A turn starts with the focus on End turn, which Enter presses, as the
README says ("Enter ends your turn").

Seed 0, Ann against the computer."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import parse_action
from tabletop.games.espionage.bots import VALUE
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.spyplay import espionage_table, press


def _until_my_turn(app: App, clock: ManualClock, table: TableScene) -> None:
    for _ in range(200):
        v = table.view
        if table.acting_seat() == 0 and v["current"] == 0 and v["phase"] == "turn":
            break
        clock.advance(1.0)
        app.step([])
    table.draw(app.screen)  # the buttons' hints as drawn


def test_enter_at_the_turns_start_ends_the_turn(app: App) -> None:
    table, clock = espionage_table(app, [])
    _until_my_turn(app, clock, table)
    stops = table.focus.stops()
    table.focus.active = True
    table.focus.focus(stops, next(i for i, s in enumerate(stops) if s.name == "End turn"))
    press(app, pygame.K_RETURN)  # End turn: the computer's turn
    assert table.session.log[-1] == "0:end"
    for _turn in range(3):
        n = len(table.session.log)
        clock.advance(1.0)
        app.step([])
        _until_my_turn(app, clock, table)
        assert len(table.session.log) > n  # the computer moved; Ann's turn again
        here = table.focus.current()
        assert here is not None and here.name == "End turn", here
        end = next(b for b in table.buttons if b.label == "End turn")
        assert end.hint() == "Enter"  # its "[Enter]" shows
        n = len(table.session.log)
        press(app, pygame.K_RETURN)
        assert table.session.log[n:] == ["0:end"]  # nothing played unasked
        assert not table.focus.holding()


def _table(app: App, seed: int, moves: list[str]) -> tuple[TableScene, ManualClock]:
    clock = ManualClock()
    app.time_source = clock
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer", "normal")]
    session = Session("espionage", seed, seats)
    for m in moves:
        session.apply(parse_action(m))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    return table, clock


def test_a_hand_over_starts_on_the_least_card_never_a_gold_one(app: App) -> None:
    """Seed 215: Ann holds a Package (her first card), a Detective, a Double Agent and an
    Infiltrator; her Double Agent on the computer asks her which card to give: the focus
    starts on her least valuable card, never on the Package."""
    table, clock = _table(app, 215, ["0:play 18 1", "0:pass", "1:pass"])
    table.focus.active = True  # the keys are in use
    cards = [c for c, _r, _w in table.focus.options()]
    assert 2 in cards  # the Package may be given
    here = table.focus.current()
    assert here is not None and here.kind == "prompt", here
    assert here.card is not None and not here.card["gold"], here.name
    names = {c["id"]: c["name"] for c in table.view["pending"]["options"]}
    least = min(VALUE[names[c]] for c in cards if names[c] not in ("Package", "Bomb"))
    assert VALUE[here.name] == least, here.name
    picked = here.name
    press(app, pygame.K_RETURN)  # picks it: Enter's next press gives that card, no gold one
    here = table.focus.current()
    assert here is not None and here.name == f"Give {picked}", here
