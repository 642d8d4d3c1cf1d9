"""RPG Get!: "End the attack" with an active member yet to attack asks first. A new player
ended the Party Attack step with Elena unused (a character's printed Attack is once an
attempt: ending the step gives it up); the button now asks "Elena has not attacked yet. End
the attack anyway?" in one line, as an idle Recovery's click does: the line ends the attack,
a click elsewhere keeps it. With nobody left to attack, the button ends it at once."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import Action, parse_action
from tabletop.games.rpgget.labels import end_attack_question
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_public_moments import RPG_LOG, RPG_OPTIONS, RPG_SEED

#: Ann's Party Attack step in Tower of Valmar: Ryudo and Fina active, neither has attacked
ATTACK = RPG_LOG[: RPG_LOG.index("0:act 13 0")]
QUESTION = "Ryudo and Fina have not attacked yet. End the attack anyway?"


def _table(app: App) -> TableScene:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
    session = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    for m in ATTACK:
        session.apply(parse_action(m))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    assert table.acting_seat() == 0 and table.view["step"] == "party_attack"
    return table


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def _end_button(table: TableScene) -> pygame.Rect:
    return next(b.rect for b in table.buttons if b.label.startswith("End the attack"))


def test_end_the_attack_asks_first_and_its_line_ends_it(app: App, clock: ManualClock) -> None:
    table = _table(app)
    n = len(table.session.log)
    _click(app, _end_button(table).center)
    assert len(table.session.log) == n, "nothing ended yet"
    assert [b.label for b in table.chooser] == [QUESTION]
    line = table.chooser[0].rect
    assert table.play_rect.contains(line)
    assert not any(line.colliderect(b.rect) for b in table.buttons)  # over no move button
    clock.advance(0.5)
    _click(app, line.center)
    assert table.session.log[n : n + 1] == ["0:end_attack"]


def test_a_click_elsewhere_keeps_the_attack(app: App, clock: ManualClock) -> None:
    table = _table(app)
    n = len(table.session.log)
    _click(app, _end_button(table).center)
    assert table.chooser
    clock.advance(0.5)
    _click(app, (table.play_rect.centerx, table.play_rect.y + 5))
    assert not table.chooser and len(table.session.log) == n
    assert table.view["step"] == "party_attack"


def test_with_nobody_left_to_attack_nothing_is_asked() -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
    session = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    for m in ATTACK:
        session.apply(parse_action(m))
    g = session.game
    legal = g.legal_actions(0)
    end = Action(0, "end_attack")
    assert end_attack_question(end, g.view(0), legal) == QUESTION
    no_attacks = [a for a in legal if a.verb != "act" or a.args[1] != 0]
    assert end_attack_question(end, g.view(0), no_attacks) == ""
