"""Issue 52: Mighty Beanz's set-up questions by the keys. A new player met the cut, the hand
to keep and the hand to hide the Mighty Bean in with the focus on a hand card: 1-9 did
nothing and the panel's buttons were about seven Tabs away. A set-up question now takes the
focus as any question does: its first choice is focused, Return chooses it, a number key
chooses that choice, the status line says the choice in words."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock


def key(app: App, k: int) -> None:
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


def table_at(app: App, phase: str) -> TableScene:
    """Seed 5 against the computer: Ann's turn at the set-up question ``phase``."""
    clock = ManualClock()
    app.time_source = clock
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bot", "normal")]
    table = TableScene(app, Session("beanz", 5, seats, info("beanz").unattended))
    app.push(table)
    for _ in range(60):
        clock.advance(5.0)
        app.step([])
        if table.view["phase"] == phase and table.acting_seat() == 0:
            return table
        if table.acting_seat() == 0:  # an earlier question: its first choice
            table.submit(table.focus.panel()[0][0])
    raise AssertionError(f"no {phase}")


@pytest.mark.parametrize(
    ("phase", "digit", "said", "move"),
    [
        ("cut", pygame.K_4, "Cut the deck at 1: Enter chooses it", "0:cut 4"),
        ("opening", pygame.K_1, "Keep this hand: Enter chooses it", "0:keep"),
        ("hide", pygame.K_2, "Hide the Bean in your left hand: Enter chooses it",
         "0:hide right"),
    ],
)  # fmt: skip
def test_a_set_up_question_takes_the_focus_and_a_number_chooses(
    app: App, phase: str, digit: int, said: str, move: str
) -> None:
    table = table_at(app, phase)
    here = table.focus.current()
    assert here is not None and table.focus.answers_question(here), here
    assert table.focus.stops()[0].key == here.key  # the question's choices come first
    key(app, pygame.K_TAB)  # the first Tab shows the ring where the focus is
    assert table.focus.current().key == here.key
    assert table.focus.status_text() == said
    choices = table.focus.panel()
    assert [r for _v, r, _do in table.focus.options()] == [r for _a, r, _w in choices]
    n = len(table.session.log)
    key(app, digit)
    assert table.session.log[n] == move


def test_return_chooses_the_focused_set_up_choice(app: App) -> None:
    table = table_at(app, "hide")
    n = len(table.session.log)
    key(app, pygame.K_RETURN)
    assert table.session.log[n] == "0:hide left"


def test_the_guess_takes_the_focus_too(app: App) -> None:
    """The computer hides the Mighty Bean (the first seat hides): Ann's guess is a question
    of the panel as well, its hands chosen by 1 and 2."""
    clock = ManualClock()
    app.time_source = clock
    seats = [SeatConfig("bot", "Bot", "normal"), SeatConfig("human", "Ann")]
    table = TableScene(app, Session("beanz", 5, seats, info("beanz").unattended))
    app.push(table)
    for _ in range(60):
        clock.advance(5.0)
        app.step([])
        if table.view["phase"] == "guess" and table.acting_seat() == 1:
            break
        if table.acting_seat() == 1:
            table.submit(table.focus.panel()[0][0])
    else:
        raise AssertionError("no guess")
    here = table.focus.current()
    assert here is not None and table.focus.answers_question(here)
    key(app, pygame.K_TAB)
    assert table.focus.status_text() == "Guess the Bean is in the left hand: Enter chooses it"
    n = len(table.session.log)
    key(app, pygame.K_2)
    assert table.session.log[n] == "1:guess right"
