"""A false start in a Happening race is logged as one (2026-11-26: a new player who pressed
before the smirk read "Player 1 (Good) did not copy it: last"): the race's report says how many
of those who did not copy the gesture made it too soon (``early e``, after ``missed m``), and
the log names them apart from those who never pressed. Old reports without it read as before."""

from __future__ import annotations

from tabletop.engine.actions import parse_action
from tests.games.austin.test_austin_core import _happening_for


def _said(report: str, n: int = 3) -> list[str]:
    g = _happening_for(n)
    return [e.text for e in g.apply(report) if e.kind == "GestureRaced"]


def test_a_false_start_is_said_as_one_not_as_no_copy() -> None:
    said = _said("0:happening_order 2 1 missed 1 early 1")
    assert said == [
        "Mimicked the gesture: Player 3 (Good). "
        "Player 2 (Evil) made the gesture too soon (a false start): last."
    ]
    assert "did not copy" not in said[0]


def test_a_false_start_and_no_press_are_told_apart() -> None:
    said = _said("0:happening_order 2 1 3 missed 2 early 1", n=4)
    assert said == [
        "Mimicked the gesture: Player 3 (Good). Player 2 (Evil) made the gesture too soon "
        "(a false start); Player 4 (Evil) did not copy it: tied for last."
    ]
    everyone = _said("0:happening_order 1 2 missed 2 early 2")
    assert everyone == [
        "Nobody copied the gesture. Player 2 (Evil) and Player 3 (Good) made the gesture too "
        "soon (a false start): tied for last."
    ]


def test_reports_without_early_read_as_before_and_a_bad_count_is_refused() -> None:
    assert _said("0:happening_order 2 1 missed 1") == [
        "Mimicked the gesture: Player 3 (Good). Player 2 (Evil) did not copy it: last."
    ]
    g = _happening_for(3)
    reason = g.illegal_reason_or_none(parse_action("0:happening_order 2 1 missed 1 early 2"))
    assert reason is not None and "false start" in reason
