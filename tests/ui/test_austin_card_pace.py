"""A computer's turn in Austin Powers at a pace a person can follow (issue 52: with five
computers, a new player saw a computer's whole turn, an Agent, two ship Agents out of turn, a
swing, draws, another Agent and the end of turn, over in about 2.5 s). Every card a computer
puts on the table, on its turn or out of turn (a ship Agent), stays ``CARD_PACES`` of the
table's bot delays on screen before a computer moves again; draws, ends of turn and passes
keep the table's own pace. Timed on the test's own clock (``fakeclock``), never the machine's."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.games.austin.view import CARD_PACES, CARDS, RESULTS, STEP_PACES, STEPS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

FRAME = 0.05  # the loop's step on the test's clock


#: the app (tests/ui/conftest.py) on the test's own clock
pytestmark = pytest.mark.usefixtures("clock")


def _moves(
    app: App, kinds: list[str], seed: int, moves: int, viewer: int = 0
) -> list[dict[str, Any]]:
    """Seats of ``kinds`` ("bot" or "human") on screen as ``viewer`` sees them, run on the
    test's clock until ``moves`` were made or a person's own turn; a person passes every ship
    window the moment it opens. Each move with its time, seat, verb and event kinds."""
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    seats = [SeatConfig(k, f"Player {i + 1}", "normal") for i, k in enumerate(kinds)]
    session = Session("austin", seed, seats)
    table = TableScene(app, session, viewer=viewer)
    app.push(table)
    made: list[dict[str, Any]] = []
    apply = session.apply

    def spy(action: Any) -> Any:
        events = apply(action)
        kinds = {e.kind for e in events}
        made.append({"t": clock.t, "seat": action.seat, "verb": action.verb, "kinds": kinds})
        return events

    session.apply = spy  # type: ignore[method-assign]
    humans = [i for i, k in enumerate(kinds) if k == "human"]
    for _ in range(20_000):
        if len(made) >= moves or session.game.is_terminal():
            break
        clock.advance(FRAME)
        for h in humans:
            if h in session.game.active_seats():
                legal = session.game.legal_actions(h)
                passing = [a for a in legal if a.verb == "pass"]
                if passing and session.game.flow.phase == "ships":
                    table.submit(passing[0])
        if any(s in humans for s in session.game.active_seats()):
            if session.game.flow.phase != "ships":
                break  # the person's own turn: the computers' part is over
        table.update(clock.t)
    return made


def _check(made: list[dict[str, Any]], bots: set[int]) -> dict[str, int]:
    delay = table_mod.BOT_DELAY
    seen = {"cards": 0, "ships": 0, "plain": 0}
    for before, after in zip(made, made[1:]):
        gap = after["t"] - before["t"]
        if after["seat"] not in bots:
            continue  # a person's move is their own pace
        if before["kinds"] & (RESULTS | STEPS):
            continue  # an attack's step (test_austin_attack_pace)
        if before["kinds"] & CARDS and before["seat"] in bots:
            seen["cards"] += 1
            seen["ships"] += before["verb"] == "ship"
            assert gap >= CARD_PACES * delay - 1e-9, (before, after, gap)
        else:  # a draw, an end of turn, a pass: the table's own pace, as before
            seen["plain"] += 1
            assert gap < STEP_PACES * delay, (before, after, gap)
    return seen


def test_every_card_a_computer_puts_on_the_table_stays_long_enough_to_read(app: App) -> None:
    made = _moves(app, ["bot"] * 6, 5, 60)
    seen = _check(made, set(range(6)))
    assert seen["cards"] >= 10 and seen["ships"] >= 3 and seen["plain"] >= 10, seen
    # a computer's turn of two Agents and its end: no longer over in about 2.5 s
    delay = table_mod.BOT_DELAY
    for i in range(len(made) - 3):
        run = made[i : i + 4]
        if [m["verb"] for m in run] == ["agent", "agent", "end", "even_up"]:
            assert run[3]["t"] - run[0]["t"] >= 2 * CARD_PACES * delay + delay - 1e-9
            break
    else:
        pytest.fail("no turn of two Agents")


def test_a_persons_seat_does_not_change_the_computers_pace(app: App) -> None:
    """Five computers and a person at the last seat (who passes every ship window): the
    computers' cards, ship Agents too, are held as at an all-computer table until the person's
    own turn."""
    made = _moves(app, ["bot"] * 5 + ["human"], 5, 80, viewer=5)
    assert made and made[-1]["seat"] != 5 or made[-1]["verb"] == "pass"
    seen = _check(made, set(range(5)))
    assert seen["cards"] >= 4, (seen, made)
