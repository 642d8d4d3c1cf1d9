"""Issue 52 (a new keyboard player, 2026-11-26): Ctrl+Z right after playing a Courier from the
hand said "Nothing to undo: hidden cards have been revealed since", in words that named
nothing the player had done (in the lesson, where nothing is ever taken back, it was not even
why). It now says what happened in a player's words: "your Courier drew 2 cards you have now
seen", "Bea played Ninja since"; in a lesson, that a lesson goes forward step by step."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import parse_action
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import open_lesson
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

SEATS = [SeatConfig("human", "Ann")] + [
    SeatConfig("bot", n, "normal") for n in ("Bea", "Cy", "Dee")
]
#: Espionage seed 0: Ann's Courier (card 30), its window passed by all: it draws her 2 cards
COURIER = ["0:play 30", "0:pass", "1:pass", "3:pass", "2:pass"]


def _ctrl_z(app: App) -> list[str]:
    app.step(
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="")]
    )
    return [t.text for t in app.scene.toasts.items]  # type: ignore[attr-defined]


def test_ctrl_z_after_your_courier_says_it_drew_you_cards(app: App) -> None:
    app.time_source = ManualClock()
    session = Session("espionage", 0, SEATS)
    for move in COURIER:
        session.apply(parse_action(move))
    assert session.game.active_seats() == [0]  # the Courier resolved: Ann's turn goes on
    app.push(TableScene(app, session))
    app.step([])
    n = len(session.log)
    said = _ctrl_z(app)
    assert len(session.log) == n
    assert said[-1] == "Nothing to undo: your Courier drew 2 cards you have now seen."


def test_a_computer_players_move_and_the_first_move_are_named() -> None:
    session = Session("espionage", 0, SEATS)
    assert session.undo_refusal() == "Nothing to undo: no move of yours yet."
    for move in [*COURIER, "0:end"]:
        session.apply(parse_action(move))
    assert session.undo_refusal() == "Nothing to undo: Bea has drawn 2 cards."
    bea = session.game.legal_actions(1)
    card = next(a for a in bea if a.verb == "play")
    session.apply(card)
    name = session.game.card_name(int(card.args[0]))
    assert session.undo_target() is None
    assert session.undo_refusal() == f"Nothing to undo: Bea played {name} since."


def test_ctrl_z_in_a_lesson_says_a_lesson_goes_forward(app: App) -> None:
    app.time_source = ManualClock()
    table = open_lesson(app, load_lesson(lesson_paths("espionage")[0]), fresh=True)
    app.step([])
    said = _ctrl_z(app)
    assert said and said[-1].startswith("Nothing to undo: a lesson goes forward step by step")
    assert not any("hidden cards" in s for s in said)
    assert table.session.undo_refusal() == said[-1]
