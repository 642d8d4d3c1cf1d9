"""Why a race's result is what it is (``ui/overlays/race.py``, Austin's words in
``games/austin/race.py``): a false start before the Happening's gesture makes that player last
and the result says so (a new player's later correct press was ignored with no word why), and a
press after a race closed shows "too late" on that seat's tile and in the result."""

from __future__ import annotations

import pygame

from tabletop.reactions.race import Race
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceKeys, RaceOverlay
from tabletop.ui.overlays.reaction_input import Binding, KeyMap
from tabletop.ui.parts.timed import SETTLE_MS
from tests.ui.test_austin_races import (
    ANN_BEN_CY,
    FRAME,
    Clock,
    _happening,
    _key,
    _overlay,
    _run,
    _table,
    _three,
    app,  # noqa: F401  (the fixture)
)

MS = 1_000_000
Q, P = pygame.K_q, pygame.K_p


def test_a_false_start_before_the_gesture_is_named_as_the_reason_for_last(app: App) -> None:  # noqa: F811
    table = _table(app, ANN_BEN_CY, _three(2, 2, "Evil Family Therapy"))
    _happening(table, 2, "Evil Family Therapy")  # Cy (a computer player) makes the gesture
    clock = Clock()
    ov = _overlay(table, clock)
    app.step([])
    clock.t += SETTLE_MS * MS  # the race on screen long enough for a press to be meant for it
    pygame.event.post(_key(Q))  # Ann, before the gesture: a false start
    clock.t += FRAME
    app.step([])
    assert "last" in ov.seat_state(0, clock.t)[1]  # her tile: too early, last
    seen: list[tuple[str, str]] = []
    shown = ov.shown_texts

    def spy(now: int) -> tuple[str, str]:
        seen.append(shown(now))
        return seen[-1]

    ov.shown_texts = spy  # type: ignore[method-assign]
    _run(app, ov, clock, [(200, [Q]), (300, [P])])  # her correct press later is not counted
    assert ov.race.target == (0,)
    title, line = seen[-1]
    assert title == "Ann was last!"
    assert "Ann gestured before Cy: last." in line
    assert ov.seat_state(0, clock.t)[0] == "FALSE START"


def _plain(a: App, clock: Clock, mode: str = "first") -> RaceOverlay:
    race = Race("help", seats=(0, 1), duration_ns=1000 * MS, lead_ns=300 * MS, mode=mode)
    keys = RaceKeys(KeyMap({0: Binding("key", Q), 1: Binding("key", P)}))
    ov = RaceOverlay(
        a,
        None,
        race,
        keys,
        lambda r: [],
        names={0: "Ann", 1: "Bea"},
        private=True,
        clock_ns=clock,
        sleep=lambda _s: None,
        poll_slice_ns=0,
    )
    a.push(ov)
    return ov


def test_a_press_after_the_race_closed_says_too_late(app: App) -> None:  # noqa: F811
    clock = Clock()
    ov = _plain(app, clock)
    for _ in range(200):
        opened = ov.race.window.opened_ns
        if opened is not None and clock.t >= opened + 100 * MS and not ov.race.window.pressed(1):
            pygame.event.post(_key(P))  # Bea presses in time and wins
        app.step([])
        if ov.stage != "race":
            break
        clock.t += FRAME
    assert ov.stage == "result" and ov.race.winner == 1
    clock.t += 100 * MS
    app.step([pygame.event.Event(pygame.KEYDOWN, key=Q, mod=0, unicode="q", scancode=0)])
    assert ov.late == {0}
    big, small, _style, _col = ov.seat_state(0, clock.t)
    assert big == "too late"
    _title, line = ov.shown_texts(clock.t)
    assert "Ann pressed too late: the race was over." in line
    surf = pygame.Surface(app.screen.get_size())
    ov.draw(surf)  # the line fits the panel as drawn
