"""The words of a refused hot-seat undo (``Session.undo_refusal``): a person who has not moved
yet is told whose the last move is, not that hidden cards were revealed (a new player pressed
Ctrl+Z at the start of Bea's turn and read "hidden cards have been revealed since")."""

from __future__ import annotations

from tabletop.room.session import SeatConfig, Session

THREE = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")]
#: Espionage seed 7: Ann's first turn, its windows passed by all, then her turns' ends
OPENING = ["0:play 6 1", "0:pass", "1:pass", "2:pass", "0:end", "1:end", "2:end"]
OPENING += ["0:play 13 2", "0:pass", "1:pass", "2:pass", "0:play 25 1", "0:pass"]
OPENING += ["1:pass", "2:pass", "0:end"]


def _session(moves: list[str]) -> Session:
    s = Session("espionage", 7, THREE)
    for move in moves:
        s.apply(move)
    return s


def test_no_own_move_yet_names_whose_the_last_move_is() -> None:
    s = _session(OPENING)
    assert s.floor == len(s.log)  # Ann's end drew cards: nothing before it comes back
    assert not s.can_undo(1)
    words = s.undo_refusal(1)
    assert words == "Ann ended the turn last; Undo takes back only your own last move."
    assert "revealed" not in words


def test_own_move_then_a_reveal_says_the_reveal() -> None:
    s = _session(OPENING)
    assert not s.can_undo(0)  # Ann's own end turn is the last move, past the reveal
    assert s.undo_refusal(0) == (
        "Nothing of yours to take back: hidden cards have been revealed since."
    )


def test_before_anyone_moved_and_a_resumed_game() -> None:
    s = _session([])
    assert s.undo_refusal(1) == "Nothing of yours to take back yet: no one has moved."
    resumed = Session("espionage", 7, THREE, log=["0:play 6 1"])
    assert not resumed.can_undo(1) and "resumed" in resumed.undo_refusal(1)
