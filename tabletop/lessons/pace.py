"""How long a lesson takes a new player, estimated from its steps (its ``minutes`` says it in
the first-start offer and must agree): each step's text read at 150 words a minute, 5 seconds
to find on the table what it points at, 8 seconds more for a step that asks for a move, and
1.5 seconds for each move the computer players make after a step (their pace and its
animation). A quick test run by a program that read nothing took 8 seconds a step, the fastest
anyone takes it; the RPG Get! lesson's 36 steps come to about 12 minutes where it said 9."""

from __future__ import annotations

from tabletop.lessons.format import Lesson

WORDS_A_MINUTE = 150
LOOK_SECONDS = 5.0
MOVE_SECONDS = 8.0
COMPUTER_MOVE_SECONDS = 1.5


def seconds(lesson: Lesson) -> float:
    """The estimated time of ``lesson`` from its start to its end, in seconds."""
    total = 0.0
    for step in lesson.steps:
        total += len(step.text.split()) / WORDS_A_MINUTE * 60 + LOOK_SECONDS
        total += 0.0 if step.is_note else MOVE_SECONDS
        total += COMPUTER_MOVE_SECONDS * len(step.then)
    return total


def minutes(lesson: Lesson) -> int:
    """The estimate in whole minutes (a half rounded up), at least one."""
    return max(1, int(seconds(lesson) / 60 + 0.5))
