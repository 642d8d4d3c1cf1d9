"""The log names a place of the mat left to right as its reader sees it (2026-11-25: a new
player read "the left place of Computer 1's Galaxy 1" for the rival's Bean on their right):
the rival's row faces you, so its owner's left is your right."""

from __future__ import annotations

from tabletop.engine.game import new_game
from tabletop.games.beanz.rules import BeanzGame
from tabletop.games.beanz.rules.state import place_words


def _game() -> BeanzGame:
    g = new_game("beanz", 0, 2, {"game": "basic", "shots": "model"})
    assert isinstance(g, BeanzGame)
    g.set_position({"active": 0, "hands": {"0": ["Clown Bean", "Lion Bean"]}})
    return g


def test_a_place_reads_from_the_viewers_side() -> None:
    assert place_words(0) == "the left place of Galaxy 1"
    assert place_words(0, viewer=0) == "the left place of Galaxy 1"
    assert place_words(0, viewer=1) == "the right place of Galaxy 1"
    assert place_words(1, viewer=1) == "the middle place of Galaxy 1"
    assert place_words(17, viewer=0) == "the left place of Galaxy 1"  # seat 1's own right


def test_each_seat_reads_the_played_beans_place_from_its_side() -> None:
    g = _game()
    clown = next(c for c in g.hand[0] if g.names[c] == "Clown Bean")
    (ev,) = [e for e in g.apply(f"0:play {clown} 0") if e.kind == "BeanPlayed"]
    mine, theirs, watcher = (ev.for_seat(s)["text"] for s in (0, 1, None))
    assert "in the left place of Player 1's Galaxy 1" in mine
    assert "in the right place of Player 1's Galaxy 1" in theirs
    assert watcher == mine  # a spectator sees seat 0's side at the bottom
    # the middle place reads the same from both sides: one text
    lion = next(c for c in g.hand[0] if g.names[c] == "Lion Bean")
    (ev,) = [e for e in g.apply(f"0:play {lion} 1") if e.kind == "BeanPlayed"]
    assert ev.secret_text is None and "the middle place" in ev.text
