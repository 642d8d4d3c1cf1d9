"""Issue 52 (a new player, 2026-11-26): the Beanz lesson said every spin power works "like the
attack: click the Bean on the mat", while the table takes a power that hits a Bean as a drag
onto that Bean (``beanz/gestures.py``) and a click on such a Bean only opened its card. The
lesson now says which powers are dragged and which clicked, as the gestures take them."""

from __future__ import annotations

from tabletop.games.beanz import gestures
from tabletop.lessons.format import lesson_paths, load_lesson


def test_the_lesson_drags_the_powers_that_hit_a_bean() -> None:
    steps = [s.text for s in load_lesson(lesson_paths("beanz")[0]).steps]
    (line,) = [t for t in steps if "spin powers" in t]
    assert "click the Bean on the mat" not in line
    assert "Sharpshoot" in line and "Knock It Off" in line and "drag of your Bean" in line
    assert "click on your Bean" in line  # draw 1: no target
    doc = " ".join((gestures.__doc__ or "").split())
    assert (
        "onto an opponent's Bean card for a Sharpshoot or a Knockdown / Knock It Off power" in doc
    )
    assert "uses its spin power (draw, boost)" in doc


def test_the_outcomes_step_says_a_sidewayz_bean_stays_until_hit_again() -> None:
    """Step 6 said "(a Sidewayz Bean is knocked off the mat)" while the Beans it had just laid
    Sidewayz stayed in their slots (a new player, 2026-11-27): the rulebook knocks one off
    when a successful attack hits it again."""
    steps = [s.text for s in load_lesson(lesson_paths("beanz")[0]).steps]
    (line,) = [t for t in steps if t.startswith("The outcomes:")]
    assert "(hit again, a Sidewayz Bean is knocked off the mat)" in line
