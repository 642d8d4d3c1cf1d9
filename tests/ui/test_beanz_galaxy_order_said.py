"""Mighty Beanz: the Galaxies ran 3-2-1 left to right in the lesson and in the real game after
it (the person sits where the lesson put them) and 1-2-3 in a game from the launcher, and
nothing said why: the rows face each other, so Galaxy 1 is one player's right and the other's
left. The lesson says so where it first names Galaxy 1, and How to play says it; the lesson
also says each Galaxy has two Loot piles, one a player ("Loot 2" on both sides of it)."""

from __future__ import annotations

import pytest

from tabletop.games.beanz.rules.state import slot_galaxy
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.room.movewords import load_guide
from tests.ui import screenprobe, textprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _galaxy_xs(seats: str, viewer: int) -> list[int]:
    """The x of Galaxies 1, 2 and 3 on the mat as ``viewer`` sees it."""
    app = screenprobe.make_app((1280, 720), 100)
    session = textprobe._session("beanz", 7, 0, seats)
    table, _shot = screenprobe.frozen_table(app, session, (1280, 720))
    view = session.game.view(viewer)
    return [table.gv.band_rect(view, g).x for g in range(3)]


def test_the_mat_reads_as_the_lesson_and_the_guide_say() -> None:
    # the lesson's learner (seat 1): Galaxy 1 on the right; the other seat: 1-2-3
    lesson = load_lesson(lesson_paths("beanz")[0])
    assert lesson.learner == 1
    xs = _galaxy_xs("bot,human", 1)
    assert xs[0] > xs[1] > xs[2]
    xs = _galaxy_xs("human,bot", 0)
    assert xs[0] < xs[1] < xs[2]
    assert [slot_galaxy(r) for r in (0, 9)] == [0, 2]  # the ring: seat 1's row starts at 3


def test_the_lesson_says_why_galaxy_1_is_on_the_right() -> None:
    lesson = load_lesson(lesson_paths("beanz")[0])
    first = next(s.text for s in lesson.steps if "Galaxy 1" in s.text)
    assert "Galaxy 1 is on your right" in first, first
    assert "1-2-3" in first and "facing you" in first, first


def test_the_lesson_says_each_galaxy_has_a_loot_pile_a_player() -> None:
    lesson = load_lesson(lesson_paths("beanz")[0])
    loot = next(s.text for s in lesson.steps if "A hit captures" in s.text)
    assert "two Loot piles, one a player" in loot, loot
    assert "yours at the bottom right" in loot, loot


def test_how_to_play_says_the_mat_reads_by_the_seat() -> None:
    guide = " ".join(s.text for s in load_guide("beanz").sections)
    assert "1-2-3 or 3-2-1 by the seat you sit in" in guide
    assert "two Loot piles, one a player" in guide
