"""Relaxed timing (setting ``relaxed_timing``, issue 30 item 2): no reaction window, race or turn
closes on a person who has not acted, in every game, however long the table waits (the fake
clock runs far past every normal deadline); races last ``RELAXED_FACTOR`` times as long and
count their last seconds aloud; Austin's named option ``races = no-speed`` decides neither race
on speed."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.game import game_class
from tabletop.engine.registry import info, registry
from tabletop.engine.timed import Timed, TimedOutcome
from tabletop.reactions.race import Race
from tabletop.reactions.window import Outcome
from tabletop.room.pacing import RELAXED_FACTOR
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.table import TableScene
from tests.games.austin.positions import help_position
from tests.ui.fakeclock import ManualClock

#: every registered game with a table (a sixth game is tested without editing this file)
GAMES = [g for g, i in registry().items() if i.view and i.playable]
#: how long the table is left waiting: far past every normal window, race and bot delay
WAIT_S = 600.0
#: games that open no reaction window at all (their turns are tested instead)
NO_WINDOWS = {"codenames"}


@pytest.fixture()
def app(tmp_path, monkeypatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    a = App((1280, 720), headless=True)
    a.time_source = ManualClock()
    a.settings["relaxed_timing"] = True
    a.settings["solo_window_countdown"] = True  # relaxed timing overrides it
    yield a
    pygame.quit()


def _lift(app: App, table: TableScene) -> None:
    """Whoever the curtain asks for takes the screen (looking is not acting)."""
    if table.curtain_for is not None:
        table.lift_curtain()
        app.step([])


def _human_in_window(table: TableScene) -> int | None:
    """A person in an open reaction window with a real choice (more than passing)."""
    humans = table.session.humans()
    if not table.gv.is_window(table.view) or table.game.is_terminal():
        return None
    for s in table.game.active_seats():
        legal = table._legal_any(s)
        if s in humans and any(a.verb != "pass" for a in legal):
            return s
    return None


def _walk_to_window(app: App, table: TableScene, rng: random.Random, moves: int) -> int | None:
    """Random legal moves (through the table) until a person has a real choice in a reaction
    window; None when the game opened none in ``moves`` moves."""
    for _ in range(moves):
        if table.game.is_terminal():
            return None
        seat = _human_in_window(table)
        if seat is not None:
            return seat
        active = table.game.active_seats()
        legal = table._legal_any(active[0]) if active else []
        if not legal:
            return None
        table.submit(rng.choice(legal))
    return _human_in_window(table)


def _wait_long(app: App, table: TableScene, clock: ManualClock) -> list[Action]:
    """Let the table run for ``WAIT_S`` with nobody touching it; the people's moves the table
    made meanwhile (passes where passing was the person's only move are formalities)."""
    made: list[Action] = []
    session = table.session
    apply = session.apply

    def spy(action: Action) -> Any:
        if action.seat in session.humans():
            verbs = {a.verb for a in table._legal_any(action.seat)}
            if verbs != {"pass"}:
                made.append(action)
        return apply(action)

    session.apply = spy  # type: ignore[method-assign]
    try:
        for _ in range(int(WAIT_S / 5)):
            clock.advance(5.0)
            _lift(app, table)
            table.update(clock.t)
            app.step([])
            assert app.scene is table, "nothing is put over the table while it waits"
    finally:
        session.apply = apply  # type: ignore[method-assign]
    return made


def _seats(game: str, humans: int) -> list[SeatConfig]:
    cls = game_class(game)
    n = max(cls.MIN_SEATS, min(cls.MAX_SEATS, 3 if game != "codenames" else 4))
    return [
        SeatConfig("human", f"P{i + 1}") if i < humans else SeatConfig("bot", f"B{i + 1}", "random")
        for i in range(n)
    ]


@pytest.mark.parametrize("humans", [2, 1], ids=["hotseat", "solo"])
@pytest.mark.parametrize("game", GAMES)
def test_no_window_closes_on_a_person_who_has_not_acted(app: App, game: str, humans: int) -> None:
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    rng = random.Random(f"relaxed:{game}:{humans}")
    seen_window = False
    for _attempt in range(6):
        session = Session(
            game, rng.randrange(10_000), _seats(game, humans), dict(info(game).unattended)
        )
        table = TableScene(app, session)
        app.push(table)
        app.step([])
        seat = _walk_to_window(app, table, rng, 400)
        if seat is None:
            app.pop()
            continue
        seen_window = True
        before = list(session.log)
        made = _wait_long(app, table, clock)
        assert made == [], f"{game}: the table moved for a person: {made}"
        assert seat in table.game.active_seats(), f"{game}: the window closed on {seat}"
        assert session.log[: len(before)] == before
        assert table.turns.window_timed() is False
        app.pop()
        break
    if not seen_window:
        # a game without reaction windows: a person's ordinary turn waits as long
        session = Session(game, 7, _seats(game, humans), dict(info(game).unattended))
        table = TableScene(app, session)
        app.push(table)
        app.step([])
        _lift(app, table)
        assert game in NO_WINDOWS, f"{game} opened no reaction window in 6 random games"
        made = _wait_long(app, table, clock)
        assert made == []


# ---------------------------------------------------------------------- races
#: games that declare no timed race (Beanz's Shoot for Loot is a shot with no clock at all)
NO_RACES = {"espionage", "codenames", "rpgget", "beanz"}


def _walk_to_race(game: str, seed: int, seen: set[str]) -> Session | None:
    """A game of people only, played at random (engine only) until a race not in ``seen``
    (by name) is open."""
    n = min(3, game_class(game).MAX_SEATS)
    session = Session(game, seed, [SeatConfig("human", f"P{i + 1}") for i in range(n)])
    rng = random.Random(seed)
    for _ in range(3000):
        g = session.game
        if g.is_terminal():
            return None
        timed = g.timed()
        if timed is not None and timed.kind == "race" and len(timed.seats) > 1:
            if timed.name not in seen:
                return session
        legal = g.legal_actions(g.active_seats()[0])
        session.apply(rng.choice(legal))
    return None


def _normal_end_ns(timed: Timed) -> int:
    """When the race would have ended at the latest without relaxed timing (from its start)."""
    wait = timed.opener_timeout_ms if timed.opener is not None else timed.lead_ms
    return (wait + timed.duration_ms) * 1_000_000


@pytest.mark.parametrize("game", GAMES)
def test_no_race_closes_on_a_person_before_three_times_its_time(
    app: App, game: str, monkeypatch
) -> None:
    seen: set[str] = set()
    for seed in range(8):
        found = _walk_to_race(game, seed, seen)
        if found is not None:
            timed = found.game.timed()
            assert timed is not None
            seen.add(timed.name)
            _race_waits(app, found, timed, monkeypatch)
    if not seen:
        assert game in NO_RACES, f"{game} opened no race in 8 random games"
    if game == "austin":
        # the help race (rare in random games): Mustafa attacks Basil, who asks for help
        session = Session("austin", 2, [SeatConfig("human", f"P{i + 1}") for i in range(4)])
        session.game.set_position(help_position(True))
        g = session.game
        must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
        session.apply(Action(1, "attempt", (must, basil)))
        session.apply(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
        session.apply(Action(1, "help"))
        timed = g.timed()
        assert timed is not None and timed.name == "help"
        _race_waits(app, session, timed, monkeypatch)
        assert "happening" in seen


def _race_waits(app: App, found: Session, timed: Timed, monkeypatch: Any) -> None:
    """Nobody presses: at three times the normal time the race still waits; then it ends,
    its last seconds counted aloud."""
    game = found.game_name
    heard: list[str] = []
    monkeypatch.setattr(app.audio, "play", lambda name, volume=0.7: heard.append(name))
    table = TableScene(app, found)
    app.push(table)
    for _ in range(5):
        if table.curtain_for is not None:
            table.lift_curtain()
        table.update(app.time_source())  # puts the race up (drawn from its next frame on)
        if app.scene is not table:
            break
    ov = app.scene
    assert isinstance(ov, RaceOverlay), f"{game}: the table did not put the race up"
    assert ov.race.started_ns is None
    now = [10**15]
    ov.clock_ns = lambda: now[0]
    ov.poll_slice_ns = 0
    ov.sleep = lambda _s: None
    app.step([])  # its first frame starts it
    start = now[0]
    frame = 100 * 1_000_000
    # nobody presses: at three times the normal time the race still waits for them
    while now[0] - start < 3 * _normal_end_ns(timed):
        now[0] += frame
        app.step([])
        assert not ov.race.done, f"{game}: the race closed on people who had not pressed"
    assert ov.count_aloud and ov.race.total_ns() >= 3 * timed.duration_ms * 1_000_000
    while not ov.finished and now[0] - start < 2 * RELAXED_FACTOR * _normal_end_ns(timed):
        if ov.stage == "result" and ov.result_ns is None:
            break  # hot seat: the result waits for a person to go on (a curtain comes next)
        now[0] += frame
        app.step([])
    assert ov.race.done  # the long window does end
    if not ov.finished:
        now[0] += 1000 * 1_000_000
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
    assert ov.finished
    assert heard.count("tick") >= 5  # its last seconds counted aloud
    app.pop()


# ---------------------------------------------------------------------- no-speed races
MS = 1_000_000


@pytest.mark.parametrize("patient", [False, True])
def test_a_patient_race_waits_for_everyone_and_goes_by_seat_order(patient: bool) -> None:
    race = Race("help", (0, 3), duration_ns=10_000 * MS, patient=patient)
    race.start(0)
    race.press(3, 100 * MS)  # the helper after the asker's neighbour is far faster
    race.tick(2000 * MS)
    assert race.done is not patient  # the rulebook: the first bone lands, the race is over
    race.press(0, 4000 * MS)
    race.tick(4000 * MS + race.linger_ns)
    assert race.done
    assert race.winner == (0 if patient else 3)


def _austin(options: dict[str, Any]) -> Session:
    return Session("austin", 2, [SeatConfig("human", f"P{i + 1}") for i in range(4)], options)


@pytest.mark.parametrize("races", ["rulebook", "no-speed"])
def test_austin_no_speed_everyone_who_copies_ties_for_last(races: str) -> None:
    session = _austin({"races": races})
    session.game.set_position(help_position(True))
    g = session.game
    patient = (("patient", True),) if races == "no-speed" else ()
    timed = Timed("race", "k", (0, 1, 2, 3), 0, name="happening", mode="last", params=patient)
    outcome = TimedOutcome(race=Outcome(((2,), (3,), (1,))))
    (action,) = g.timed_actions(timed, outcome)
    want = (2, 3, 1, "tied", 3) if races == "no-speed" else (2, 3, 1)
    assert action.verb == "happening_order" and action.args == want


def test_austin_declares_patient_races_only_with_the_named_option() -> None:
    opt = next(o for o in game_class("austin").OPTIONS if o.name == "races")
    assert opt.default == "rulebook"  # a departure from the rulebook: off by default
    for races, patient in (("rulebook", False), ("no-speed", True)):
        session = _austin({"races": races})
        session.game.set_position(help_position(True))
        g = session.game
        must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
        session.apply(Action(1, "attempt", (must, basil)))
        session.apply(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
        session.apply(Action(1, "help"))
        timed = g.timed()
        assert timed is not None and bool(timed.param("patient", False)) is patient


# ---------------------------------------------------------------------- the Reaction duel
def test_the_reaction_duel_offers_a_relaxed_mode(app: App, monkeypatch) -> None:
    from tabletop.reactions.duel import DuelMatch
    from tabletop.ui.scenes.reaction_scenes import DuelScene

    heard: list[str] = []
    monkeypatch.setattr(app.audio, "play", lambda name, volume=0.7: heard.append(name))
    now = [10**15]
    duel = DuelScene(app, seed=3, clock_ns=lambda: now[0], sleep=lambda _s: None, poll_slice_ns=0)
    app.push(duel)
    assert duel.relaxed  # the setting's default; a button switches it
    label = next(b for b in duel.buttons if b.label.startswith("Timing"))
    assert "relaxed" in label.label
    duel.start()
    assert duel.match is not None and duel.match.window_ms == 4 * DuelMatch.window_ms
    duel.update(0.0)
    win = duel.window
    assert win is not None and win.opened_ns == now[0] + 3000 * MS  # GO after "3, 2, 1"
    # the person never presses: three times the normal window after GO the round still waits
    while now[0] < win.opened_ns + 3 * DuelMatch.window_ms * MS:
        now[0] += 50 * MS
        duel.update(0.0)
        assert duel.stage == "round", "the duel closed the round on a person"
    while duel.stage == "round":
        now[0] += 50 * MS
        duel.update(0.0)
    assert heard.count("tick") >= 3 + 5  # "3, 2, 1", then the window's last five seconds
    back = DuelMatch.from_dict(duel.match.to_dict())
    assert back.relaxed and back.window_ms == duel.match.window_ms
    duel.toggle_relaxed()
    assert not duel.relaxed


# ---------------------------------------------------------------------- a whole hot-seat window
def test_hotseat_window_waits_until_each_person_passed_then_the_bot_answers(
    tmp_path, monkeypatch
) -> None:
    """Ann plays a Mission; Ben and the bot may answer. Relaxed: ten minutes later nothing has
    happened; Ben claims the window with his key and passes (and Ann, if asked, passes too);
    then the bot answers at its ordinary pace and the game goes on."""
    from tabletop.ui.table import CLAIM_KEYS
    from tests.ui.test_hotseat import _click, _key, _two_humans

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app = App((1600, 900), headless=True)
    clock = ManualClock()
    app.time_source = clock
    app.settings["relaxed_timing"] = True
    try:
        table = _two_humans(app)
        play = next(a for a in table.game.legal_actions(0) if a.verb == "play" and len(a.args) == 2)
        assert table.submit(play)
        app.step([])
        n = len(table.session.log)
        assert table.window_key is not None and 1 in table.game.active_seats()
        for _ in range(60):
            clock.advance(10.0)
            app.step([])
        assert len(table.session.log) == n  # no countdown: nobody was passed for
        _key(app, CLAIM_KEYS[1])  # Ben claims, looks, lets it go
        _click(app)
        _key(app, pygame.K_SPACE)
        assert table.session.log[n] == "1:pass"
        for _ in range(40):  # Ann, if the window also asks her, passes; the bot then answers
            if table.curtain_for is not None:
                _click(app)
            if 0 in table.game.active_seats() and table.window_key is not None:
                if table.claimant != 0:
                    _key(app, CLAIM_KEYS[0])  # Ann claims it too (her key), looks, passes
                    continue
                _key(app, pygame.K_SPACE)
            clock.advance(1.0)
            app.step([])
            if any(e.startswith("2:") for e in table.session.log[n:]):
                break
        assert any(e.startswith("2:") for e in table.session.log[n:]), table.session.log[n:]
    finally:
        pygame.quit()
