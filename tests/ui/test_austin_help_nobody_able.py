"""Austin Powers: "Ask for help" when no other player can help. Help is asked of every seat
but the two fighting, and a bone is paid with the vibes of its thrower's own Agents on the
table (the rulebook), so where none of those seats has an Agent there asking loses the
attempt at once (a new player's table, 2026-11-27: the banner then said nobody threw, but
nothing had said so before). The status line says it while the choice is made; the move
itself stays offered, as the rulebook allows it."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import new_game
from tabletop.games.austin.labels import can_be_helped


def _attacked(cy_table: list[str]) -> Any:
    """Bea's Rocket Launch Technician attempts to assassinate Ann's Shagette; Cy (seat 2),
    the one seat who may help, has ``cy_table`` on the table. Ann to answer."""
    g = new_game("austin", 1, 3, {})
    g.set_position(
        {
            "current": 1,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Shagette"], "hand": ["Shagette"]},
                {"side": "evil", "table": ["Rocket Launch Technician"], "hand": ["Zip It!"]},
                {"side": "good", "table": cy_table, "hand": ["Oh, Behave!"]},
            ],
        }
    )
    g.apply(f"1:attempt {g.find('Rocket Launch Technician')} {g.find('Shagette', 0, 'table')}")
    assert g.active_seats() == [0]
    return g


def test_nobody_able_to_help_is_said_by_the_table() -> None:
    g = _attacked([])
    view = g.view(0)
    assert any(a.verb == "help" for a in g.legal_actions(0))  # the rulebook allows it
    assert not can_be_helped(view, view["fight"])


def test_a_helper_with_an_agent_can_help() -> None:
    g = _attacked(["Dick, Fighter Pilot"])
    view = g.view(0)
    assert can_be_helped(view, view["fight"])


def test_the_status_line_says_nobody_can_help(app: Any) -> None:
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.table import TableScene

    lines = []
    for cy_table in ([], ["Dick, Fighter Pilot"]):
        s = Session("austin", 1, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
        s.game = _attacked(cy_table)
        t = TableScene(app, s, viewer=0)
        lines.append(t.gv.status(s.game.view(0), 0))
    assert lines[0] == "Your move: throw a bone or give up (nobody has an Agent to help)"
    assert lines[1] == "Your move: throw a bone, ask for help or give up"


def test_a_helper_with_no_agent_is_logged_with_the_reason() -> None:
    """The table throws no bone at once for a helper with no Agent (``public_move``); the log
    said "Cy throws no bone." as if he had chosen not to help (a host's table, 2026-11-27)."""
    g = _attacked([])
    g.apply("0:help")
    said = [e.text for e in g.apply("2:decline")]
    assert said[0] == "Player 3 (Good) throws no bone: no Agent on the table to pay one with."
    g = _attacked(["Dick, Fighter Pilot"])
    g.apply("0:help")
    assert [e.text for e in g.apply("2:decline")][0] == "Player 3 (Good) throws no bone."
