"""Issue 52 (a new player, 2026-11-26): two lines of the Espionage lesson left a newcomer
unsure. "The Package wins with 10 or more cards" did not say when it counts (the engine
reads it when the draw pile runs out), and "(you are still out)" after Cal's Protector read
as if the player might not be eliminated. Both now say it plainly."""

from __future__ import annotations

from tabletop.lessons.format import lesson_paths, load_lesson


def _steps() -> list[str]:
    return [s.text for s in load_lesson(lesson_paths("espionage")[0]).steps]


def test_the_package_says_when_it_counts() -> None:
    (line,) = [t for t in _steps() if "the Package wins" in t]
    assert "10 or more cards when the pile runs out" in line


def test_the_protector_step_says_the_player_is_eliminated() -> None:
    (line,) = [t for t in _steps() if "Protector, a gold card" in t]
    assert "still out" not in line
    assert "eliminated all the same" in line
