"""What the Mighty Beanz lesson left out for a new player's first real game (2026-11-25): only a
Bean with an attacking spin power attacks; an Instant Action is dragged to the stack (the
learner plays one); Moons, Asteroid Fields and the other spin powers (dragged onto a target Bean, or clicked);
captured Space Loot goes into the hand; the defender's higher defence cancels an attack."""

from __future__ import annotations

from tabletop.lessons.format import lesson_paths, load_lesson


def _lesson_texts() -> tuple[list[str], list[str]]:
    lesson = load_lesson(lesson_paths("beanz")[0])
    return [st.text for st in lesson.steps], [str(a) for _, a, _ in lesson.replayed]


def test_the_lesson_has_the_learner_play_an_instant_action_onto_the_stack() -> None:
    texts, moves = _lesson_texts()
    asked = next(t for t in texts if "Boomerang!" in t and "drag it onto the stack" in t)
    assert "Instant Action" in asked
    # the learner's own move: Boomerang! answers the rival's attack (seat 1 plays card 10)
    attack = moves.index("0:attack 3")
    assert any(m.startswith("1:play ") for m in moves[attack:])


def test_the_lesson_says_which_beans_attack_and_how_powers_are_used() -> None:
    words = " ".join(_lesson_texts()[0])
    for needed in (
        "only a Bean whose card says 'Spin: Attack' can attack",  # a 'No power' Bean cannot
        "'No power'",
        "A Moon adds to its Bean's attack",
        "a drag of your Bean onto that Bean",  # a spin power with a target
        "a click on your Bean",  # one without
        "Sharpshoot",
        "goes into your hand",  # captured Space Loot
        "the defender chooses which of its Beans there defends",  # a higher defence cancels
    ):
        assert needed in words, needed
