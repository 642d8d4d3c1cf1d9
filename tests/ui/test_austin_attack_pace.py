"""A computer's attack in Austin Powers at a pace a person can follow (issue 52: a new player saw
a whole attack by a computer player over in about 1.4 s). Each step of an attempt, a Slugfest
or a Happening (declared, a bone thrown, help asked or declined) stays on screen at least
``STEP_PACES`` of the table's bot delays before a computer moves again, and its result
``RESULT_PACES``; the step's banner is still up when the next move comes. Timed on the test's
own clock (``fakeclock``), never on the machine's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.austin.faces import BANNER_SECONDS, BANNER_WHOLE
from tabletop.games.austin.view import (
    CARD_PACES,
    CARDS,
    RESULT_PACES,
    RESULTS,
    STEP_PACES,
    STEPS,
)
from tabletop.room.pacing import BotPacing
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

FRAME = 0.05  # the loop's step on the test's clock


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    a.time_source = ManualClock()
    yield a
    pygame.quit()


def _play(app: App, seats: int, seed: int, moves: int) -> list[dict[str, Any]]:
    """Computer players at a table on screen (seat 0's view), run on the test's clock until
    ``moves`` moves were made: each move with its time, events and the banner then up."""
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    session = Session(
        "austin", seed, [SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(seats)]
    )
    table = TableScene(app, session, viewer=0)
    app.push(table)
    made: list[dict[str, Any]] = []
    apply = session.apply

    def spy(action: Any) -> Any:
        gv: Any = table.gv
        up = gv.banners[-1] if gv.busy() else None  # what the screen shows as it moves
        events = apply(action)
        made.append(
            {"t": clock.t, "action": str(action), "kinds": {e.kind for e in events}, "up": up}
        )
        return events

    session.apply = spy  # type: ignore[method-assign]
    for _ in range(20_000):
        if len(made) >= moves or session.game.is_terminal():
            break
        clock.advance(FRAME)
        table.update(clock.t)
    return made


def test_each_step_of_a_computers_attack_stays_long_enough_to_read(app: App) -> None:
    delay = table_mod.BOT_DELAY
    made = _play(app, 4, 5, 60)
    attacks = [i for i, m in enumerate(made) if "AttemptDeclared" in m["kinds"]]
    assert len(attacks) >= 2, "the computers attacked"
    steps = results = 0
    for before, after in zip(made, made[1:]):
        gap = after["t"] - before["t"]
        if before["kinds"] & RESULTS:
            results += 1
            assert gap >= RESULT_PACES * delay - 1e-9, (before, after, gap)
        elif before["kinds"] & STEPS:
            steps += 1
            assert gap >= STEP_PACES * delay - 1e-9, (before, after, gap)
        elif before["kinds"] & CARDS:  # a computer's card on the table (test_austin_card_pace)
            assert gap >= CARD_PACES * delay - 1e-9, (before, after, gap)
        else:  # any other move: the table's own pace, no slower than before
            assert gap < STEP_PACES * delay, (before, after, gap)
    assert steps >= 6 and results >= 2
    # a whole attack, declared to the next move after its result: readable step by step
    first = attacks[0]
    end = next(i for i in range(first, len(made)) if made[i]["kinds"] & RESULTS)
    whole = made[end + 1]["t"] - made[first]["t"]
    least = (end - first) * STEP_PACES * delay + RESULT_PACES * delay
    assert whole >= least - 1e-9 and whole >= 4.0, (whole, made[first : end + 2])


def test_the_steps_banner_is_still_up_when_the_next_move_comes(app: App) -> None:
    made = _play(app, 4, 5, 60)
    banners = {"AttemptDeclared", "BoneThrown", "HelpAsked", "AttackWon", "CardRevealed"}
    checked = 0
    for before, after in zip(made, made[1:]):
        if not before["kinds"] & banners:
            continue
        up = after["up"]
        assert up is not None, f"the banner of {before['action']} was gone at {after['action']}"
        shown = after["t"] - up["t0"]
        assert up["t0"] == pytest.approx(before["t"])  # the step's own banner
        # whole (not yet fading) for as long as the table waits
        assert STEP_PACES * table_mod.BOT_DELAY - 1e-9 <= shown <= BANNER_SECONDS * BANNER_WHOLE
        checked += 1
    assert checked >= 8


def test_a_hold_outlasts_the_next_bots_delay() -> None:
    """The pure pacing: a hold keeps the bots back past a shorter ``wait``; a longer wait, or
    a view's pause, still counts."""
    p = BotPacing(0.0, 0.75)
    p.hold(2.25)
    assert not p.due(0.75) and not p.due(2.2) and p.due(2.25)
    p.wait(0.1, 0.75)  # the next bot move's own delay: the hold still decides
    assert p.next_at == 2.25
    p.wait(2.0, 0.75)
    assert p.next_at == 2.75
    p.pause()
    assert not p.due(10.0)
    p.resume(10.0, 0.75)
    assert p.due(10.75)
