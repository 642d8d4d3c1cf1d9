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


@pytest.mark.parametrize("sep", ["\u2028", "\u0085", "\r", "\r\n", "\u2029"])
def test_any_line_break_splits_a_pasted_list_and_a_deck_option(sep: str) -> None:
    """Issue 33: U+2028, U+0085 or CR passed the paste parser, then the deck option refused
    the whole list as "no ready deck '<whole list>'"."""
    from tabletop.collection.decktext import deck_option

    text = sep.join(["2 Dr. Evil", "# comment", "1 Mini-Me"])
    want = ["Dr. Evil", "Dr. Evil", "Mini-Me"]
    assert parse_deck_text(text, CARDS) == want
    assert deck_option("Mini-Me" + sep + "2 Dr. Evil", {}, CARDS) == ["Mini-Me"] + want[:2]


def test_refusals_quote_at_most_40_characters_printably() -> None:
    from tabletop.collection.decktext import deck_option
    from tabletop.engine.errors import TabletopError

    for text in ["1 " + "Q" * 1_000_000, "2 x\x00y", "7 " + "\ud800" * 500]:
        with pytest.raises(DeckTextError) as e:
            parse_deck_text(text, CARDS)
        msg = str(e.value)
        assert msg.isprintable() and len(msg) < 160, msg
    for value in [None, "w" * 5000, {"a": 1}]:
        with pytest.raises(TabletopError) as e2:
            deck_option(value, {"starter": []}, CARDS)
        assert e2.value.args[0].isprintable() and len(str(e2.value)) < 160


def test_a_deck_file_without_a_name_says_what_is_missing(tmp_path) -> None:
    from tabletop.collection.profiles import read_deck
    from tabletop.engine.errors import SaveError

    p = tmp_path / "d.toml"
    p.write_text('format = "tabletop-deck"\nversion = 1\ngame = "austin"\n[cards]\n')
    with pytest.raises(SaveError) as e:
        read_deck(p)
    assert "name: expected text, not nothing (null)" in str(e.value)
    assert "NoneType" not in str(e.value)
