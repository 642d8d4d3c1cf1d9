"""Austin Powers positions several test files start from (scenario-format dicts)."""

from __future__ import annotations

from typing import Any

#: decks that keep a position's turn going (cards to draw)
FILL_G = ["Shagette", "Groovy, Baby!", "Johnson, Radar Operator", "Oh, Behave!", "Shagette"]
FILL_E = ["Mustafa", "Zip It!", "Fembot", "Mini-Me", "Zip It!"]


def help_position(seat3_bone: bool, fill_good: list[str] = FILL_G) -> dict[str, Any]:
    """Four seats; seat 1 (Mustafa) is about to be asked for help against Austin: seat 2 holds
    a Good bone, seat 3 an Evil bone (or none, only a Fembot)."""
    return {
        "current": 1,
        "seats": [
            {
                "side": "good",
                "table": ["Austin Powers, International Man of Mystery"],
                "hand": ["Groovy, Baby!", "Oh, Behave!"],
                "deck": fill_good,
            },
            {"side": "evil", "table": ["Mustafa"], "deck": FILL_E},
            {
                "side": "good",
                "table": ["Basil Exposition"],
                "hand": ["Groovy, Baby!"],
                "deck": fill_good,
            },
            {
                "side": "evil",
                "table": ["Robin Swallows"],
                "hand": ["One Million Dollars!"] if seat3_bone else ["Fembot"],
                "deck": FILL_E,
            },
        ],
    }
