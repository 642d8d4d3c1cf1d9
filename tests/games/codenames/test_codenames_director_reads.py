"""The computer Director gives no clue whose first card, as the computer Agent reads it among
the linked cards (the writers' model, ``wordassoc.choose_guess``), is the assassin
(``wordassoc.READ_SAFE``): the table may rank the Director's own card first where a reader of
people's clues takes the assassin. Nor a clue of ``k`` on which the computer Agent's whole turn
takes fewer than ``k`` of the team's cards (``wordassoc.READ_RIGHT``): on 120 fresh boards a
person, seeing only the names and the clue, went wrong on a card the Agent went wrong on too in
9 of 20 turns that found fewer cards than asked (BALD 3 of board 91053: the U.S. Agent, the
assassin, second for the Agent)."""

from __future__ import annotations

import pytest
from test_wordassoc import _agent_guesses

from tabletop.engine.game import new_game
from tabletop.games.codenames import wordassoc as wa


def _first_clue_and_read(seed: int) -> tuple[str, int, str]:
    view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
    level, src = wa.LEVELS["normal"], wa.source(wa.DIRECTOR_SOURCE)
    clue = wa.choose_clue(view, level, src)
    assert clue is not None
    asked = dict(view, clue={"word": clue.word, "number": clue.number, "guesses_made": 0})
    first = wa.choose_guess(asked, level, src).index
    assert first is not None
    return clue.word, clue.number, view["key"][first]


@pytest.mark.parametrize(
    ("seed", "before"),
    [(6582, ("ASSASSIN", 2)), (6850, ("WOLF", 1))],  # Deadpool; the Dora Milaje
)
def test_no_clue_the_agent_reads_as_the_assassin(
    seed: int, before: tuple[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    word, number, kind = _first_clue_and_read(seed)
    assert (word, number) != before and kind != "assassin", (word, number, kind)
    monkeypatch.setattr(wa, "READ_SAFE", False)
    monkeypatch.setattr(wa, "READ_RIGHT", False)
    word, number, kind = _first_clue_and_read(seed)
    assert (word, number) == before and kind == "assassin"


def test_a_board_whose_assassin_is_covered_needs_no_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[str] = []
    real = wa.choose_guess

    def counted(view: dict, level: wa.Level, src: wa.Source) -> wa.Guess:
        calls.append(str(view["clue"]["word"]))
        return real(view, level, src)

    monkeypatch.setattr(wa, "choose_guess", counted)
    monkeypatch.setattr(wa, "READ_RIGHT", False)  # the first card's check alone
    view = new_game("codenames", 6582, 2, {"variant": "co-op"}).view(0)
    ass = next(c for c in view["grid"] if view["key"][c["index"]] == "assassin")
    ass["cover"] = "assassin"  # covered: no assassin to read into a clue
    assert wa.choose_clue(view, wa.LEVELS["normal"], wa.source(wa.DIRECTOR_SOURCE)) is not None
    assert calls == []


@pytest.mark.parametrize(
    ("seed", "before"),
    # the U.S. Agent (the assassin) after the Ancient One; Nightcrawler third; Cable first
    [(91053, ("BALD", 3)), (91025, ("HANK", 3)), (91111, ("SOLDIER", 2))],
)
def test_no_clue_the_agent_reads_short_of_its_number(
    seed: int, before: tuple[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
    level, src, team = wa.LEVELS["normal"], wa.source(wa.DIRECTOR_SOURCE), view["turn_team"]
    clue = wa.choose_clue(view, level, src)
    assert clue is not None and (clue.word, clue.number) != before
    kinds = _agent_guesses(seed, clue.word, clue.number)[1]
    assert kinds[: clue.number] == [team] * clue.number, (clue, kinds)
    monkeypatch.setattr(wa, "READ_RIGHT", False)
    clue = wa.choose_clue(view, level, src)
    assert clue is not None and (clue.word, clue.number) == before
    kinds = _agent_guesses(seed, clue.word, clue.number)[1]
    assert kinds[: clue.number] != [team] * clue.number, kinds


def test_a_board_no_word_reads_right_on_still_gets_a_clue_with_no_assassin_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(wa._Search, "read_right", lambda self, word, k: False)
    view = new_game("codenames", 6582, 2, {"variant": "co-op"}).view(0)
    level, src = wa.LEVELS["normal"], wa.source(wa.DIRECTOR_SOURCE)
    clue = wa.choose_clue(view, level, src)
    assert clue is not None
    assert _agent_guesses(6582, clue.word, clue.number)[1][0] != "assassin"


def test_a_category_card_is_a_member_of_the_directors_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """ALIEN 3 on fresh board 91032 (Rocket Raccoon, Carnage, Captain Marvel) took Rocket, then
    Adam Warlock, the assassin, for a person: the Agent's categories hold him an alien, the
    Director's set of aliens did not (``wordassoc.CATEGORY_MEMBERS``)."""
    from tabletop.games.codenames.data import assets

    warlock = next(i for i, a in enumerate(assets()) if a.word == "ADAM WARLOCK")
    view = new_game("codenames", 91032, 2, {"variant": "co-op"}).view(0)
    level, src = wa.LEVELS["normal"], wa.source(wa.DIRECTOR_SOURCE)
    assert warlock in src.sets[src.row["alien"]][0]
    clue = wa.choose_clue(view, level, src)
    assert clue is not None and clue.word != "ALIEN"
    monkeypatch.setattr(wa, "CATEGORY_MEMBERS", False)
    before = wa.Source(wa.DIRECTOR_SOURCE)
    assert warlock not in before.sets[before.row["alien"]][0]
    clue = wa.choose_clue(view, level, before)
    assert clue is not None and (clue.word, clue.number) == ("ALIEN", 3)


def test_no_abbreviation_is_a_clue() -> None:
    """GOVT 2 on fresh board 93084 (the U.S. Agent and Alpha Flight): a person had to guess at
    the word and took Nick Fury, a rival card, second. An abbreviation is never a clue."""
    src = wa.source(wa.DIRECTOR_SOURCE)
    assert "govt" in src.row
    assert not {src.words[r] for r in src.clue_rows} & wa.ABBREVIATIONS
    view = new_game("codenames", 93084, 2, {"variant": "co-op"}).view(0)
    clue = wa.choose_clue(view, wa.LEVELS["normal"], src)
    assert clue is not None and clue.word.lower() not in wa.ABBREVIATIONS
