"""The computer Director gives no clue whose first card, as the computer Agent reads it among
the linked cards (the writers' model, ``wordassoc.choose_guess``), is the assassin
(``wordassoc.READ_SAFE``): the table may rank the Director's own card first where a reader of
people's clues takes the assassin."""

from __future__ import annotations

import pytest

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
    view = new_game("codenames", 6582, 2, {"variant": "co-op"}).view(0)
    ass = next(c for c in view["grid"] if view["key"][c["index"]] == "assassin")
    ass["cover"] = "assassin"  # covered: no assassin to read into a clue
    assert wa.choose_clue(view, wa.LEVELS["normal"], wa.source(wa.DIRECTOR_SOURCE)) is not None
    assert calls == []
