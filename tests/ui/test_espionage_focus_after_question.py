"""Issue 52 (a new keyboard player, Espionage at 1280x720, 2026-11-26): after a Double Agent's
question was answered by keys (its card's number, then Enter on Give), the focus went to the
Discard pile that lay at the question's place ("Discard pile: Enter looks through it"): Enter
there looked through the discard instead of going on, and Tab from there went past the hand
to End turn. Once a question is answered, the focus is where play goes on: the first card of
the hand with a move (else End turn), and Enter picks it up.

Seed 0, Ann against the computer: a Medic played, then a Double Agent on the Computer, whose
card taken leaves Ann a card to give (her turn's third Mission is still to play)."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tests.ui.spyplay import espionage_table, press

MOVES = ["0:play 24", "0:pass", "1:pass", "0:play 16 1", "0:pass", "1:pass"]


def test_after_giving_by_keys_the_focus_is_on_a_card_with_a_move(app: App) -> None:
    table, clock = espionage_table(app, MOVES)
    session = table.session
    table.focus.active = True  # the keys are in use
    options = table.focus.options()
    assert len(options) == 3  # the question: a card of three to give
    press(app, pygame.K_3)
    here = table.focus.current()
    assert here is not None and here.name.startswith("Give "), here  # Enter gives it
    press(app, pygame.K_RETURN)
    for _ in range(8):
        clock.advance(5.0)
        app.step([])
    assert session.log[-1] == f"0:choose {options[2][0]}"
    assert session.game.missions_played == 2  # a third Mission may still be played
    here = table.focus.current()
    assert here is not None and here.kind == "hand", here  # never the Discard pile
    assert table.focus.playable(0, here)
    assert "Discard" not in table.focus.status_text()
    press(app, pygame.K_RETURN)
    assert table.focus.holding()  # Enter picked the card up to play it
