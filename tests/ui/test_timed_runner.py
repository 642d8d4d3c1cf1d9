"""The table's timed-prompt runner (``tabletop.ui.parts.timed``), headless, on an injected clock: any
game may declare a race (the toy game's "last to press loses a point", run through the table
with a person and a computer player: keys posted, no wall clock), each seat answered by its
controller, the outcome submitted through the table, nothing put up when no person takes part,
and a prompt run once per state (again after an undo)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.registry import GameInfo, registry
from tabletop.engine.timed import Timed
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.parts import timed as timed_ui
from tabletop.ui.parts.gameview import GameView
from tabletop.ui.table import TableScene
from tests.ui.test_austin_races import Clock

MS = 1_000_000
FRAME = 16_666_667


class ToyView(GameView):
    """The toy game's table: nothing of its own to draw (the table draws the rest)."""

    game_name = "toy"

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        surf.fill((20, 60, 40), self.table.play_rect)


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    toy = GameInfo(
        "toy",
        "Toy",
        rules="tests.engine.toygame:ToyGame",
        view="tests.ui.test_timed_runner:ToyView",
    )
    monkeypatch.setitem(registry(), "toy", toy)
    a = App((1280, 720), headless=True)
    a.settings["relaxed_offered"] = True  # its offer waits for an answer (test_relaxed_offer)
    yield a
    pygame.quit()


def _toy_table(app: App, seats: list[SeatConfig]) -> TableScene:
    sess = Session("toy", 4, seats, {"race": True})
    table = TableScene(app, sess)
    app.push(table)
    app.step([])
    pygame.event.clear()
    return table


def _race(app: App, table: TableScene, clock: Clock) -> RaceOverlay:
    app.step([])
    ov = app.scene
    assert isinstance(ov, RaceOverlay), "the table did not put the race up"
    ov.clock_ns = clock
    ov.poll_slice_ns = 0

    def no_sleep(_s: float) -> None:
        raise AssertionError("the overlay slept inside a frame")

    ov.sleep = no_sleep
    return ov


def _run(app: App, ov: RaceOverlay, clock: Clock, press_ms: int | None) -> None:
    """Frames of 16.7 ms; the person's key (Q) ``press_ms`` after the signal."""
    pressed = press_ms is None
    for _ in range(800):
        opened = ov.race.window.opened_ns
        if not pressed and opened is not None and clock.t >= opened + press_ms * MS:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0))
            pressed = True
        app.step([])
        if ov.finished:
            return
        clock.t += FRAME
    raise AssertionError("the race never ended")


HUMAN_BOT = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob")]


@pytest.mark.parametrize(("press_ms", "loser"), [(60, 1), (1500, 0), (None, 0)])
def test_toy_race_runs_through_the_table_with_a_person_and_a_bot(
    app: App, press_ms: int | None, loser: int
) -> None:
    table = _toy_table(app, HUMAN_BOT)
    assert table.submit(Action(0, "draw"))
    clock = Clock()
    ov = _race(app, table, clock)
    assert ov.race.kind == "signal" and ov.race.mode == "last"
    assert ov.race.seats == (0, 1) and set(ov.race.bots) == {1}  # the bot presses itself
    assert ov.texts(clock.t)[0] == "Last to press loses a point"
    _run(app, ov, clock, press_ms)
    assert app.scene is table
    # the person pressed 60 ms after GO! (no bot is that fast), or 1.5 s late, or never
    assert table.session.log[-1] == f"0:slowest {loser}"
    assert [str(a) for a in ov.submitted] == [table.session.log[-1]]
    assert ov.texts(clock.t)[0] == f"{table.session.seat_name(loser)} was last!"
    assert table.game.points[loser] == -1 and table.game.flow.phase == "main"
    assert ov.race.bots_from_ns is not None  # the bot's clock started on a drawn frame


def test_no_race_is_put_up_when_no_person_takes_part(app: App) -> None:
    table = _toy_table(app, [SeatConfig("bot", "A"), SeatConfig("bot", "B")])
    table.next_bot_at = float("inf")
    table.session.apply(Action(0, "draw"))
    assert table.game.timed() is not None
    for _ in range(3):
        app.step([])
    assert app.scene is table  # the bots answer with their ordinary moves
    table.next_bot_at = 0.0
    app.step([])
    assert table.session.log[-1].startswith("0:slowest")


def test_a_race_is_put_up_once_per_state_and_again_after_an_undo(app: App) -> None:
    table = _toy_table(app, HUMAN_BOT)
    assert table.submit(Action(0, "draw"))
    clock = Clock()
    ov = _race(app, table, clock)
    app.pop()  # the overlay taken away without a result (as if the app closed it)
    app.step([])
    assert app.scene is table  # the same state: not put up twice
    table.undo()
    assert table.session.log == []
    assert table.submit(Action(0, "draw"))
    again = _race(app, table, clock)
    assert again is not ov


def test_nothing_is_put_up_behind_the_curtain_or_the_menu(app: App) -> None:
    table = _toy_table(app, HUMAN_BOT)
    assert table.submit(Action(0, "draw"))
    table.menu_open = True
    app.step([])
    assert app.scene is table
    table.menu_open = False
    table.curtain_for = 0
    app.step([])
    assert app.scene is table
    table.curtain_for = None
    _race(app, table, Clock())


def test_the_registry_runs_a_kind_only_where_it_can(monkeypatch) -> None:
    assert timed_ui.runs("race") and not timed_ui.runs("duel")
    # a shot is aimed on the game's own scene (Mighty Beanz's GameInfo.timed names it)
    assert timed_ui.runs("shot", "beanz") and not timed_ui.runs("shot", "espionage")
    monkeypatch.setitem(
        timed_ui.OVERLAYS,
        "shot",
        timed_ui.OverlayKind(timed_ui.open_shot, timed_ui.shot_ready, lambda game: False),
    )
    assert not timed_ui.runs("shot", "beanz")


def test_a_refused_outcome_stops_the_submissions(app: App, monkeypatch) -> None:
    table = _toy_table(app, HUMAN_BOT)
    assert table.submit(Action(0, "draw"))
    runner = table.timed
    timed = table.game.timed()
    assert isinstance(timed, Timed)
    wrong = [Action(1, "slowest", (0,)), Action(0, "slowest", (1,))]
    assert runner.submit(wrong) == []  # the first is refused (not seat 1's move)
    assert table.game.flow.phase == "race"


# ---------------------------------------------------------------------- shots (Mighty Beanz)
def _bot_shot_table(app: App, monkeypatch) -> tuple[TableScene, list]:
    import tabletop.games.beanz.flick.scene as fs
    from tests.ui.test_beanz_table import FakeShot, find, table_for

    monkeypatch.setattr(fs, "ShotScene", FakeShot)
    FakeShot.made = []

    def bot_shot(s: Session) -> bool:
        return s.game.flow.at == "loot" and s.game.active_seats() == [1] and not s.game.stack

    table = table_for(app, find(bot_shot))
    return table, FakeShot.made


def test_a_bot_shot_pauses_the_bots_until_it_was_shown(app: App, monkeypatch) -> None:
    table, made = _bot_shot_table(app, monkeypatch)
    table.timed.update(5.0)
    assert not made  # not before the bots' pace
    table.next_bot_at = 0.0
    table.timed.update(5.0)
    shot = made[-1]
    assert app.scene is shot and table.bots_paused  # the table waits for the shot
    table.timed.update(6.0)
    assert len(made) == 1  # put up once
    before = len(table.session.log)
    app.pop()
    shot.on_done(shot.kw["flick"], False)
    assert table.session.log[before].startswith(f"1:flick {shot.kw['galaxy']} ")
    assert not table.bots_paused and table.next_bot_at > 0.0


def test_a_bot_that_misses_on_purpose_is_not_shown(app: App, monkeypatch) -> None:
    table, made = _bot_shot_table(app, monkeypatch)
    g = table.game.loot_queue[0]
    miss = Action(1, "shot", (g, "miss"))
    monkeypatch.setattr(table.session, "bot_choice", lambda seat: miss)
    table.next_bot_at = 0.0
    table.timed.update(5.0)
    assert not made and table.session.log[-1] == str(miss)
    assert not table.bots_paused
