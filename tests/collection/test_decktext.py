"""Deck lists as text: round trips and bad lines named."""

from __future__ import annotations

import pytest

from tabletop.collection.decktext import (
    DeckTextError,
    deck_text_errors,
    deck_title,
    format_deck_text,
    parse_deck_text,
    suggest,
)
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


def test_an_unknown_name_suggests_the_sets_nearest_names() -> None:
    """Case and punctuation do not count ("Dr Evil" is "Dr. Evil"); a typo gets difflib's
    close matches; a name like no card gets no guess."""
    assert suggest("Dr Evil", CARDS) == ["Dr. Evil"]
    assert suggest("frickin laser beams", CARDS) == ["Frickin' Laser Beams!"]
    assert "Mini-Me" in suggest("Mini Mee", CARDS)
    assert suggest("Zzyzx Qwerty", CARDS) == []
    with pytest.raises(DeckTextError) as e:
        parse_deck_text("2 Dr Evil\n", CARDS)
    assert str(e.value).endswith("no card named 'Dr Evil'; did you mean 'Dr. Evil'?")


def test_every_bad_line_is_named_at_once() -> None:
    text = "# Lair\n2 Dr Evil\n3 Mini-Me\n0 Mustafa\n\nZzyzx Qwerty\n"
    errors = deck_text_errors(text, CARDS)
    assert [e.line for e in errors] == [2, 4, 6]
    assert "did you mean 'Dr. Evil'" in str(errors[0]) and "at least 1" in str(errors[1])
    assert deck_text_errors("2 Dr. Evil\n", CARDS) == []
    whole = deck_text_errors("# only a comment\n", CARDS)
    assert len(whole) == 1 and "names no cards" in str(whole[0])


def test_the_name_line_is_a_first_comment_line() -> None:
    assert deck_title("\n  # Evil Lair \n2 Dr. Evil\n") == "Evil Lair"
    assert deck_title("2 Dr. Evil\n# a comment later\n") is None
    assert deck_title("#\n2 Dr. Evil\n") is None
