"""Issue 52 (a new player, 2026-11-26): a Happening's result said "Ann pressed too late: the
race was over." while the log said "Ann did not copy it: last." for the same race. The result
now says it in the log's words (the rulebook's "the last to mimic your gesture"): a press after
the race is no copy."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tests.ui.test_austin_races import (
    ANN_BEN_CY,
    FRAME,
    MS,
    Clock,
    _happening,
    _key,
    _overlay,
    _table,
    _three,
    app,  # noqa: F401  (the fixture)
)

Q, P = pygame.K_q, pygame.K_p


def test_a_copy_after_the_race_is_said_as_no_copy_like_the_log(app: App) -> None:  # noqa: F811
    table = _table(app, ANN_BEN_CY, _three(2, 2, "Evil Family Therapy"))
    _happening(table, 2, "Evil Family Therapy")  # Cy (a computer player) makes the gesture
    clock = Clock()
    ov = _overlay(table, clock)
    for _ in range(600):
        opened = ov.race.window.opened_ns
        if opened is not None and clock.t >= opened + 200 * MS and not ov.race.window.pressed(1):
            pygame.event.post(_key(P))  # Ben copies in time; Ann does not
        app.step([])
        if ov.stage != "race":
            break
        clock.t += FRAME
    assert ov.stage == "result" and ov.race.target == (0,)
    clock.t += 100 * MS
    app.step([pygame.event.Event(pygame.KEYDOWN, key=Q, mod=0, unicode="q", scancode=0)])
    assert ov.late == {0}  # Ann's press came after the race
    _title, line = ov.shown_texts(clock.t)
    assert "Ann did not copy the evil pinky smirk: last." in line, line
    assert "too late" not in line, line
