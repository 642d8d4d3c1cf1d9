"""Issue 52 (a new keyboard player, Espionage at 1280x720, 2026-11-26): after the third Mission
of a turn the focus stayed on a card of the hand, End turn lost its "[Enter]", and Enter said
"Not now: it is your turn; you may play up to 3 Missions or end the turn" though all 3 were
played. Once no card of the hand may be played, the focus is on End turn (its "[Enter]"
shown) and Enter ends the turn; a card Enter is pressed on says only ending the turn is left.

Seed 0, Ann against the computer: Medic, Informant and Double Agent (for which she gives the
computer a Blackmail) are her turn's 3 Missions; then she holds a Blackmail and a Package."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.spyplay import espionage_table, press

TWO = ["0:play 24", "0:pass", "1:pass", "0:play 26 1", "0:pass", "1:pass"]
THIRD = ["0:play 16 1", "0:pass", "1:pass", "0:choose 32"]


def _settle(app: App, clock: ManualClock, table: TableScene) -> None:
    for _ in range(8):
        clock.advance(5.0)
        app.step([])
    table.draw(app.screen)  # the buttons' hints as drawn


def _end_turn_focused(table: TableScene) -> None:
    here = table.focus.current()
    assert here is not None and here.kind == "button" and here.name == "End turn", here
    end = next(b for b in table.buttons if b.label == "End turn")
    assert end.hint() == "Enter"  # its "[Enter]" shows


def test_the_third_mission_played_by_keys_leaves_the_focus_on_end_turn(app: App) -> None:
    table, clock = espionage_table(app, TWO)
    stops = table.focus.stops()
    agent = next(i for i, s in enumerate(stops) if s.key == ("hand", 16))
    table.focus.active = True
    table.focus.focus(stops, agent)
    press(app, pygame.K_RETURN)  # picked up
    assert table.focus.holding()
    press(app, pygame.K_RETURN)  # dropped on the Computer
    _settle(app, clock, table)
    assert table.session.log[-3:] == ["0:play 16 1", "0:pass", "1:pass"]
    assert table.focus.current().key == ("prompt", 32)  # a Blackmail to give: Enter picks
    press(app, pygame.K_RETURN)
    assert table.focus.current().name == "Give Blackmail"  # Enter gives it
    press(app, pygame.K_RETURN)
    _settle(app, clock, table)
    assert table.session.log[-1] == "0:choose 32" and table.session.game.missions_played == 3
    _end_turn_focused(table)
    n = len(table.session.log)
    press(app, pygame.K_RETURN)
    assert table.session.log[n] == "0:end"


def test_a_card_left_focused_as_the_window_closes_gives_way_to_end_turn(app: App) -> None:
    table, clock = espionage_table(app, TWO + THIRD)
    stops = table.focus.stops()
    kept = next(i for i, s in enumerate(stops) if s.key == ("hand", 31))  # the Blackmail
    table.focus.active = True
    table.focus.focus(stops, kept)
    table.focus.in_window = True  # the third Mission's window was open; now it is shut
    _settle(app, clock, table)
    _end_turn_focused(table)
    # Tab back to the Blackmail: Enter there says what is left, never "up to 3 Missions"
    stops = table.focus.stops()
    table.focus.focus(stops, next(i for i, s in enumerate(stops) if s.key == ("hand", 31)))
    n = len(table.session.log)
    press(app, pygame.K_RETURN)
    said = [t.text for t in table.toasts.items]
    assert len(table.session.log) == n and said, said
    assert said[-1] == (
        "Not now: it is your turn; you may only end the turn (its 3 Missions are played)."
    )
    assert "up to 3" not in " ".join(said)
