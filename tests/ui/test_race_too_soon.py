"""A press that cannot be meant for a race is not counted in it (a new player, 2026-11-27:
Austin Powers with six seats, several "Throw me a Frickin' Bone!" races in a row; one Space
pressed to go on from a result, which had gone by itself, landed in the next race before it
was on screen and the player's tile read "FALSE START / too early: again!" in a race they
never saw). A person's press before the race is drawn, or in its first ``SETTLE_MS`` and
before its signal, is dropped and the tile says "wait for the signal"; a press after that,
before the signal, is still a false start (the rulebook's "Wait..."), and a lesson that asks
for a press at once still counts it."""

from __future__ import annotations

import random

import pygame

from tabletop.reactions.race import Race
from tabletop.ui.app import App
from tabletop.ui.parts.timed import SETTLE_MS
from tests.ui.test_austin_races import (
    FOUR,
    HUMAN_BOT_BOT,
    Clock,
    _ask_for_help,
    _happening,
    _help_position,
    _key,
    _overlay,
    _run,
    _table,
    _three,
    app,  # noqa: F401  (the fixture)
)

MS = 1_000_000
Q = pygame.K_q


def test_the_pure_race_names_a_press_too_soon_only_with_a_settle_time() -> None:
    plain = Race("help", (0, 1), lead_ns=600 * MS, rng=random.Random(1))
    assert not plain.too_soon(0, 0)  # settle 0: every press counts, as before
    race = Race("help", (0, 1), lead_ns=600 * MS, settle_ns=300 * MS, rng=random.Random(1))
    assert race.too_soon(0, 5)  # not on screen yet
    race.start(1000 * MS)
    assert race.too_soon(0, 1000 * MS + 299 * MS)
    assert not race.too_soon(0, 1000 * MS + 300 * MS)  # meant for the race: a false start
    assert not race.too_soon(0, 1000 * MS + 600 * MS)  # the signal: a real press
    gesture = Race("happening", (0, 1, 2), opener=1, settle_ns=300 * MS, rng=random.Random(1))
    gesture.start(0)
    assert gesture.too_soon(0, 10 * MS) and not gesture.too_soon(1, 10 * MS)  # the opener gives it


def test_a_press_just_as_a_bone_race_appears_is_not_a_false_start(app: App) -> None:  # noqa: F811
    table = _table(app, FOUR, _help_position(False))  # B3 holds no bone: it never presses
    _ask_for_help(table)
    clock = Clock()
    ov = _overlay(table, clock)
    pygame.event.post(_key(pygame.K_SPACE))  # pressed before the race's first frame
    app.step([])
    assert ov.race.started_ns is not None
    clock.t += 100 * MS
    pygame.event.post(_key(Q))  # and again a tenth of a second after it appeared
    app.step([])
    assert not ov.race.window.false_started(0)
    assert ov.seat_state(0, clock.t)[:2] == ("Q", "wait for the signal")
    _run(app, ov, clock, [(200, [Q])])  # Ann's press after THROW! counts, and wins
    assert ov.race.winner == 0
    assert not ov.race.window.false_started(0)


def test_a_press_well_after_the_race_appeared_before_the_gesture_is_a_false_start(
    app: App,  # noqa: F811
) -> None:
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    _happening(table, 1, "Evil Family Therapy")
    clock = Clock()
    ov = _overlay(table, clock)
    pygame.event.post(_key(Q))  # before the race was drawn: not for it
    app.step([])
    app.step([])
    assert not ov.race.window.false_started(0)
    clock.t += SETTLE_MS * MS
    pygame.event.post(_key(Q))  # seen, and pressed before Bob's gesture
    app.step([])
    assert ov.race.window.false_started(0)
    _run(app, ov, clock, [])
    assert "1:happening_order 2 0 missed 1 early 1" in table.session.log


def test_the_result_names_whom_the_happening_targets(app: App) -> None:  # noqa: F811
    """ "Ann was last! The Happening targets them." read oddly to the one person at the table:
    the line names her."""
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    _happening(table, 1, "Evil Family Therapy")
    clock = Clock()
    ov = _overlay(table, clock)
    app.step([])
    seen: list[tuple[str, str]] = []
    shown = ov.shown_texts

    def spy(now: int) -> tuple[str, str]:
        seen.append(shown(now))
        return seen[-1]

    ov.shown_texts = spy  # type: ignore[method-assign]
    _run(app, ov, clock, [])  # Ann never copies: last
    title, line = seen[-1]
    assert title == "Ann was last!" and line.startswith("The Happening targets Ann."), line
