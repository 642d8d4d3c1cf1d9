"""What the others did since a person's last move leaves out that person's own turn's end: in
RPG Get! "Player 1's turn ends." is logged with the move that closes the end-of-turn window (a
computer's pass), and a new player at 200 % was shown it first, at a computer's end of turn,
as if it were news."""

from __future__ import annotations

from tabletop.ui.parts.log_news import fresh

GOLD = (255, 210, 90)


def test_a_persons_own_turn_end_is_not_their_news() -> None:
    lines = [
        ("Player 1's turn ends.", GOLD),
        ("Computer 2's turn begins.", GOLD),
        ("Linear Cannon joins the party.", GOLD),
        ("Computer 2's turn ends.", GOLD),
    ]
    assert [x[0] for x in fresh(lines, "Player 1")] == [
        "Computer 2's turn begins.",
        "Linear Cannon joins the party.",
        "Computer 2's turn ends.",
    ]
    assert fresh(lines, "Computer 3") == lines  # another's turn end is theirs to be told
