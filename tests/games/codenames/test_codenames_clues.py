"""Clue validation: one word, not a word on the board, the Experts rule (tabletop.games.codenames.clues)."""

from __future__ import annotations

import pytest

from tabletop.games.codenames import clues as cl

BOARD = ["GHOST RIDER'S CHAIN", "FEMALE THOR", "IRON MAN", "SPIDER-MAN", "THE THING", "HULK"]


@pytest.mark.parametrize("word", ["GAMMA", "gamma", "Feathers", "ANIMAL"])
def test_one_word_of_letters_is_fine(word: str) -> None:
    assert cl.form_problem(word) is None


@pytest.mark.parametrize("word", ["ICE CREAM", "TEAM-UP", "DON'T", "SIDE  KICK"])
def test_spaces_and_hyphens_are_not_one_word(word: str) -> None:
    reason = cl.form_problem(word)
    assert reason is not None and "one word" in reason


@pytest.mark.parametrize("word", ["", "  ", "R2D2", "1984", "HI!", "-UP", "A" * 31])
def test_malformed_words_are_refused(word: str) -> None:
    assert cl.form_problem(word) is not None


def test_doubtful_means_a_compound_of_letters() -> None:
    assert cl.is_doubtful("ICE-CREAM") and cl.is_doubtful("ice cream")
    assert not cl.is_doubtful("ICECREAM") and not cl.is_doubtful("R2-D2")


def test_a_word_on_the_board_is_refused_in_any_spelling() -> None:
    for clue in ("HULK", "hulk", "SPIDERMAN", "IRONMAN", "GHOSTRIDERSCHAIN"):
        assert cl.board_problem(clue, BOARD, experts=False) is not None, clue


def test_parts_of_names_are_allowed_in_the_standard_game() -> None:
    # The rulebook's own example: CHAIN while GHOST RIDER'S CHAIN is uncovered, FEMALE with
    # FEMALE THOR uncovered.
    for clue in ("CHAIN", "FEMALE", "IRON", "SPIDER", "HULKS"):
        assert cl.board_problem(clue, BOARD, experts=False) is None, clue


def test_covered_cards_do_not_count() -> None:
    assert cl.board_problem("HULK", [w for w in BOARD if w != "HULK"], experts=False) is None


@pytest.mark.parametrize(
    "clue", ["CHAIN", "FEMALE", "IRONCLAD", "RIDE", "RIDERS", "SPIDERS", "HUMAN", "THOR", "AUTHOR"]
)
def test_experts_refuse_any_part_of_a_name(clue: str) -> None:
    reason = cl.board_problem(clue, BOARD, experts=True)
    assert reason is not None and "Experts" in reason, clue


@pytest.mark.parametrize("clue", ["FEATHERS", "GAMMA", "PATRIOT", "OTHER"])
def test_experts_allow_unrelated_words(clue: str) -> None:
    # THE and OF are not parts of a name: FEATHERS and OTHER pass although THE THING is out.
    assert cl.board_problem(clue, BOARD, experts=True) is None


def test_name_parts() -> None:
    assert cl.name_parts("GHOST RIDER'S CHAIN") == ["GHOST", "RIDER", "CHAIN"]
    assert cl.name_parts("SPIDER-MAN") == ["SPIDER", "MAN"]
    assert cl.name_parts("GUARDIANS OF THE GALAXY") == ["GUARDIANS", "GALAXY"]
    assert cl.name_parts("K'UN-LUN") == ["KUN", "LUN"]
    assert cl.name_parts("U.S. AGENT") == ["U", "S", "AGENT"]


def test_clue_problem_lets_a_doubtful_word_through_only_when_asked() -> None:
    assert cl.clue_problem("TEAM-UP", BOARD, False) is not None
    assert cl.clue_problem("TEAM-UP", BOARD, False, allow_doubtful=True) is None
    assert cl.clue_problem("SPIDER-MAN", BOARD, False, allow_doubtful=True) is not None
