"""Two lesson lines a new player read against the cards. Espionage's first step said "the
Protector can save the Target": read as protecting one's own Target, where the card takes
another player's Target as they are forced to discard it (they are still eliminated). Mighty
Beanz's step 7 said "the defender always picks its strongest Bean", where the rulebook lets the
defender choose any Bean in the Galaxy, and the lesson itself gives up the cheapest."""

from __future__ import annotations

from tabletop.lessons.format import lesson_paths, load_lesson


def _texts(game: str) -> list[str]:
    return [s.text for s in load_lesson(lesson_paths(game)[0]).steps]


def test_espionage_first_step_says_what_the_protector_does() -> None:
    first = _texts("espionage")[0]
    assert "can save the Target" not in first
    assert "another player is forced to discard their Target" in first
    assert "still eliminated" in first


def test_beanz_defender_chooses_any_bean() -> None:
    words = " ".join(_texts("beanz"))
    assert "always picks its strongest" not in words
    assert "chooses which of its Beans there defends, any one of them" in words
    assert "the cheapest" in words  # the learner, defending, gives up the cheapest
