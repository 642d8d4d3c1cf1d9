"""A Marvel Codenames move as the table says it: the game names the seat that made a move by its
role ("HYDRA Agent covered PEPPER POTTS", "S.H.I.E.L.D. Agent stopped guessing"), the words its
moves list and saves keep; the table names the player at that seat ("Ann covered PEPPER
POTTS"), as every other game's log does. Other sentences that speak of a role ("HYDRA's
Director gives a clue") keep it."""

from __future__ import annotations

from typing import Any

#: the moves the game words with the seat's role first
MOVES = (" covered ", " stopped guessing")


def people_named(session: Any, text: str) -> str:
    """``text`` with the seat that made a move called by its player's name."""
    if session is None or not any(verb in text for verb in MOVES):
        return text
    game = session.game
    for seat in range(len(session.seats)):
        role, name = game.seat_name(seat), session.seat_name(seat)
        if name and name != role:
            for verb in MOVES:
                text = text.replace(f"{role}{verb}", f"{name}{verb}")
    return text
