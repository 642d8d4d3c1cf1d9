"""Espionage: two new players could not tell whether there is a hand limit (one reached 10
cards), and one could not find how to get rid of the Bomb without a Double Agent. The
rulebook: "Players can have as many cards in their hand"; the Bomb "cannot be removed from
the game" (never discarded: only passed to another hand). How to play and the rules
reference now say both plainly, and a search of the rules for "hand limit" finds it."""

from __future__ import annotations

from tabletop.room.movewords import load_guide
from tabletop.ui.scenes.howto import rule_entries, search_rules


def _guide() -> str:
    return " ".join(s.text for s in load_guide("espionage").sections)


def test_how_to_play_says_there_is_no_hand_limit() -> None:
    assert "There is no hand limit" in _guide()


def test_how_to_play_says_how_the_bomb_leaves_your_hand() -> None:
    guide = _guide()
    at = guide.index("The Bomb is never discarded")
    said = guide[at : at + 300]
    for way in ("Double Agent", "Ninja", "Blackmail", "Infiltrator"):
        assert way in said, (way, said)


def test_the_rules_reference_says_both_plainly() -> None:
    found = search_rules("espionage", "hand limit")
    assert found and found[0].text.startswith("There is no hand limit"), [e.text for e in found]
    bomb = next(e.text for e in rule_entries("espionage") if e.text.startswith("The Bomb is never"))
    for way in ("gives it away with a Double Agent", "Ninja", "Blackmail", "Infiltrator"):
        assert way in bomb, (way, bomb)
