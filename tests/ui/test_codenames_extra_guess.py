"""The Clues list files a guess under the clue of its turn; the guess past the clue's number
(the one extra guess, often for an earlier clue) is marked "extra" (2026-11-26: a new player
touched SCORPION for ANIMAL, as the lesson said, and found it under FEMALE 3 unexplained)."""

from __future__ import annotations

from tabletop.games.codenames.board import guess_label
from tabletop.lessons.format import lesson_paths, load_lesson


def test_the_guess_past_the_number_is_marked_extra() -> None:
    g = {"index": 2, "word": "SCORPION", "result": "hydra"}
    assert guess_label(g, "hydra", 3, 3) == "Scorpion (extra)"
    assert guess_label(g, "hydra", 2, 3) == "Scorpion"
    wrong = {"index": 9, "word": "HULK", "result": "hydra"}
    assert guess_label(wrong, "shield", 2, 2) == "Hulk (HYDRA, extra)"
    assert guess_label(wrong, "shield", 0, 2) == "Hulk (HYDRA)"
    for number in (0, "unlimited"):  # no number to go past
        assert guess_label(g, "hydra", 5, number) == "Scorpion"


def test_the_lessons_scorpion_is_filed_under_female_and_marked_extra() -> None:
    lesson = load_lesson(lesson_paths("codenames")[0])
    g = lesson.new_game()
    for _i, action, _own in lesson.script():
        g.apply(action)
        if str(action) == "1:guess 2":
            break
    female = next(h for h in g.history if h["clue"] and h["clue"]["word"] == "FEMALE")
    labels = [
        guess_label(x, female["team"], k, female["clue"]["number"])
        for k, x in enumerate(female["guesses"])
    ]
    assert labels == ["Female Thor", "She-Hulk", "Black Widow", "Scorpion (extra)"]
    # the lesson says so at the note after the guess
    note = next(s for s in lesson.steps if s.is_note and "Clues list" in s.text)
    assert "SCORPION" in note.text and "FEMALE 3" in note.text and "extra" in note.text
