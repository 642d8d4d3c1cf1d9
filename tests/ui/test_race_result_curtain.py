"""After a race everyone watched, the next hand is shown only behind its "Pass to NAME" curtain
(a new player's walk, 2026-11-26: three people at one screen; the result of a Happening race,
and of a Frickin' Bone help race, went by itself after 6 s, the curtain rose where it had
been, and the Space pressed "to go on" from the result lifted it: Bea's, then Cy's whole hand
was on screen while the others watched). In hot seat the result now waits for a person's Space
or click; that key never lifts the curtain that follows, which only its seat's own later key
lifts."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.games.austin.rules import races as austin_races
from tabletop.room.session import SeatConfig
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RESULT_NS, RaceOverlay
from tabletop.ui.table import TableScene
from tests.games.austin.positions import help_position
from tests.ui.fakeclock import ManualClock
from tests.ui.test_austin_races import Clock as NsClock
from tests.ui.test_austin_races import _key
from tests.ui.test_austin_races import _table as races_table

MS = 1_000_000
FRAME = 16_666_667
SPACE = pygame.K_SPACE


@pytest.fixture()
def app(tmp_path, monkeypatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    monkeypatch.setattr(austin_races, "GESTURE_MS", 1600)
    monkeypatch.setattr(austin_races, "HELP_MS", 1200)
    a = App((1280, 720), headless=True)
    a.settings["relaxed_offered"] = True  # no offer of relaxed timing holds the result
    a.time_source = ManualClock()
    yield a
    pygame.quit()


def _table(app: App, seats: list[SeatConfig], position: dict) -> TableScene:
    table = races_table(app, seats, position)
    if table.curtain_for is not None:
        table.lift_curtain()  # the turn's player is at the screen
    return table


class Watch:
    """Every frame of the table's cards drawn: whose view, and whether a curtain was up."""

    def __init__(self, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> None:
        self.frames: list[tuple[int | None, int | None]] = []
        real = table.gv.draw

        def draw(*a, **k):
            self.frames.append((table.viewer, table.curtain_for))
            return real(*a, **k)

        monkeypatch.setattr(table.gv, "draw", draw)


def _race_to_result(app: App, table: TableScene, presses: dict[int, list[int]]) -> RaceOverlay:
    """Put the race up on a fake clock, press ``presses`` (frame -> keys), run to its result."""
    app.step([])
    ov = app.scene
    assert isinstance(ov, RaceOverlay), "the table did not put a race over itself"
    clock = NsClock()
    ov.clock_ns = clock
    ov.poll_slice_ns = 0
    for n in range(400):
        for k in presses.get(n, []):
            pygame.event.post(_key(k))
        app.step([])
        clock.t += FRAME
        if ov.stage == "result":
            return ov
    raise AssertionError("the race never reached its result")


def _result_waits_then_curtain(app: App, table: TableScene, ov: RaceOverlay, seat: int) -> None:
    clock = ov.clock_ns
    assert isinstance(clock, NsClock)
    # far past the 6 s a result used to last: it is still up (nobody's hand under it)
    for _ in range(3):
        clock.t += RESULT_NS
        app.step([])
    assert app.scene is ov and not ov.finished
    # Space "to go on": the result goes, the next hand's curtain is up (Space is also the race
    # key of the seat on screen: if that seat had not pressed, its first Space says "too late")
    app.step([_key(SPACE)])
    if app.scene is ov:
        assert ov.late
        app.step([_key(SPACE)])
    assert app.scene is table
    assert table.curtain_for == seat
    # the same person's Space again at once (the key that went on, pressed twice) does not lift it
    app.step([_key(SPACE)])
    assert table.curtain_for == seat
    for _ in range(3):
        app.step([])


def test_a_happening_race_result_waits_and_the_next_hand_is_behind_its_curtain(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    people = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")]
    position = {
        "current": 1,
        "seats": [
            {"side": "good", "table": ["Shagette"], "deck": ["Shagette"] * 5},
            {"side": "evil", "table": ["Fembot"], "hand": ["Evil Family Therapy", "Zip It!"]},
            {"side": "good", "table": ["Mustafa"], "deck": ["Shagette"] * 5},
        ],
    }
    table = _table(app, people, position)
    assert table.viewer == 1 and table.curtain_for is None  # Bea's turn, her cards on screen
    watch = Watch(table, monkeypatch)
    hap = table.game.find("Evil Family Therapy", 1, "hand")
    assert table.submit(Action(1, "happening", (hap,)))
    # Bea (P) makes the gesture, Cy (Z) copies it, then Ann (Q): Ann is last
    ov = _race_to_result(app, table, {1: [pygame.K_p], 20: [pygame.K_z], 40: [pygame.K_q]})
    _result_waits_then_curtain(app, table, ov, 1)
    assert table.session.log[-1] == "1:happening_order 2 0"
    assert watch.frames == []  # no hand drawn since the race began: the curtain covers it
    app.time_source.advance(2.0)  # type: ignore[attr-defined]
    app.step([_key(SPACE)])  # Bea, a moment later, lifts her own curtain
    assert table.curtain_for is None and table.viewer == 1
    assert watch.frames and watch.frames[-1] == (1, None)


def test_a_help_race_result_waits_and_the_turn_players_hand_is_behind_its_curtain(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    seats += [SeatConfig("bot", "Cy"), SeatConfig("bot", "Dee")]
    table = _table(app, seats, help_position(False))  # Dee holds no bone: she never presses
    g = table.game
    must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
    assert table.submit(Action(1, "attempt", (must, basil)))
    assert table.submit(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
    if table.curtain_for is not None:
        table.lift_curtain()
    assert table.submit(Action(1, "help"))
    if table.curtain_for is not None:
        table.lift_curtain()
    watch = Watch(table, monkeypatch)
    ov = _race_to_result(app, table, {})  # Ann throws no bone: nobody lands
    assert ov.race.winner is None
    _result_waits_then_curtain(app, table, ov, 1)
    assert [m.split()[0] for m in table.session.log[-2:]] == ["3:decline", "0:decline"]
    assert watch.frames == []
    app.time_source.advance(2.0)  # type: ignore[attr-defined]
    app.step([_key(SPACE)])
    assert table.curtain_for is None and table.viewer == 1
