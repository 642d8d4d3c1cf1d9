"""Deck lists as text: round trips and bad lines named."""

from __future__ import annotations

import pytest

from tabletop.collection.decktext import DeckTextError, format_deck_text, parse_deck_text
from tabletop.games.austin.cards import CARDS, STARTERS
from tabletop.games.beanz.cards import card_defs, deck_lists


@pytest.mark.parametrize("side", ["good", "evil"])
def test_round_trip_austin(side: str) -> None:
    names = STARTERS[side]
    text = format_deck_text(names, title="Starter")
    assert text.startswith("# Starter\n")
    back = parse_deck_text(text, CARDS)
    assert sorted(back) == sorted(names)
    assert format_deck_text(back, title="Starter") == text


@pytest.mark.parametrize("key", ["big_top", "wild_west", "moon_quest", "legends_rising"])
def test_round_trip_beanz(key: str) -> None:
    names = deck_lists()[key].names()
    assert parse_deck_text(format_deck_text(names), card_defs()) == names


def test_forms_people_type() -> None:
    text = "  2x dr. evil \n\n# comment\n3 X Mini-Me\nMustafa\n1 × Zip It!\n"
    assert parse_deck_text(text, CARDS) == ["Dr. Evil"] * 2 + ["Mini-Me"] * 3 + [
        "Mustafa",
        "Zip It!",
    ]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("2 Dr. Evil\n3 Goldmember\n", 2, "no card named 'Goldmember'"),
        ("2 Dr. Evil\n0 Mini-Me\n", 2, "at least 1"),
        ("100 Dr. Evil\n", 1, "at most 99"),
        ("2 Dr. Evil\n\n4\n", 3, "needs a card name"),
        ("-2 Dr. Evil\n", 1, "negative"),
        ("# nothing\n", 0, "names no cards"),
    ],
)
def test_bad_lines_are_named(text: str, line: int, words: str) -> None:
    with pytest.raises(DeckTextError) as e:
        parse_deck_text(text, CARDS)
    assert e.value.line == line
    assert words in str(e.value)
    if line:
        assert str(e.value).startswith(f"line {line} (")
