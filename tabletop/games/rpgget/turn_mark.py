"""Which seat RPG Get!'s turn marker (the TURN tag by its name, its panel's gold edge) shows.

The current player's on a turn. The set-up comes before any turn (the rules: each player
draws 9 cards, may take a new hand, and puts a character in their party; only then is it
decided who goes first), so there it shows the seat setting up now, as the status line names
it: a new player read "Player 1: setting up" with the tag on the computer's panel, which had
finished its own set-up."""

from __future__ import annotations

from tabletop.games.rpgget.rules.seat_view import RpgView


def marked(sv: RpgView, p: int) -> bool:
    """True where seat ``p``'s name carries the turn marker in the seat view ``sv``."""
    if p in sv["out"]:
        return False
    if sv.get("phase") == "setup" and sv.get("active"):
        return p in sv["active"]
    return bool(p == sv["current"])
