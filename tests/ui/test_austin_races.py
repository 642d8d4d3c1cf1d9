"""Austin Powers races at the table through the one race overlay (``RaceOverlay``), driven frame by
frame with a fake clock and posted key events: the Happening gesture (a human opener's key opens
it; the last to copy is the target; simultaneous presses tie; a false start is last; bots and
humans mixed) and the "throw me a Frickin' Bone" help race (first to land throws; only that bone
is applied; a human winner clicks the bone; nobody lands: everybody declines). No frame blocks:
the overlay's update returns at once (it never sleeps with ``poll_slice_ns=0``); the hot-seat
curtain is never bypassed."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.games.austin.rules import races as austin_races
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RESULT_NS, RaceOverlay
from tabletop.ui.parts.timed import SETTLE_MS
from tabletop.ui.table import TableScene
from tests.games.austin.positions import help_position

FILL_G = ["Shagette", "Groovy, Baby!", "Johnson, Radar Operator", "Oh, Behave!", "Shagette"]
FILL_E = ["Mustafa", "Zip It!", "Fembot", "Mini-Me", "Zip It!"]
MS = 1_000_000
FRAME = 16_666_667
Q, P = pygame.K_q, pygame.K_p


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    monkeypatch.setattr(austin_races, "GESTURE_MS", 1600)
    monkeypatch.setattr(austin_races, "HELP_MS", 1200)
    a = App((1280, 720), headless=True)
    a.settings["relaxed_offered"] = True  # its offer waits for an answer (test_relaxed_offer)
    yield a
    pygame.quit()


class Clock:
    """A fake ``perf_counter_ns``: time moves only when the test says so."""

    def __init__(self) -> None:
        self.t = 1_000_000 * MS

    def __call__(self) -> int:
        return self.t


def no_sleep(_s: float) -> None:
    raise AssertionError("the race overlay slept inside a frame")


def _table(app: App, seats: list[SeatConfig], position: dict) -> TableScene:
    sess = Session("austin", 2, seats)
    sess.game.set_position(position)
    table = TableScene(app, sess)
    app.push(table)
    app.step([])
    pygame.event.clear()
    return table


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _overlay(table: TableScene, clock: Clock) -> RaceOverlay:
    """Let the table start the race; put the overlay on the fake clock."""
    table.app.step([])
    ov = table.app.scene
    assert isinstance(ov, RaceOverlay), "the table did not put a race over itself"
    assert ov.race.started_ns is None  # starts on its first own frame
    ov.clock_ns = clock
    ov.sleep = no_sleep
    ov.poll_slice_ns = 0
    return ov


def _run(
    app: App, ov: RaceOverlay, clock: Clock, presses: list[tuple[int, list[int]]], frames=600
) -> int:
    """Frames of 16.7 ms; ``presses`` are (ms after the window opened, keys posted together).
    Returns the frames it took until the overlay handed the table back. A result that waits
    for a person (hot seat) is gone on from with Space once it has shown for ``RESULT_NS``."""
    todo = sorted(presses)
    for n in range(frames):
        opened = ov.race.window.opened_ns
        while todo and opened is not None and clock.t >= opened + todo[0][0] * MS:
            for k in todo.pop(0)[1]:
                pygame.event.post(_key(k))
        shown = ov.result_at is not None and clock.t - ov.result_at >= RESULT_NS
        go_on = [_key(pygame.K_SPACE)] if ov.result_ns is None and shown else []
        app.step(go_on)  # the overlay pulls presses itself
        if ov.finished:
            return n
        clock.t += FRAME
    raise AssertionError("the race never ended")


HUMAN_BOT_BOT = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]
ANN_BEN_CY = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben"), SeatConfig("bot", "Cy")]


def _three(current: int, hap_holder: int, hap: str) -> dict:
    seats = [
        {"side": "good", "table": ["Shagette"], "deck": FILL_G},
        {"side": "evil", "table": ["Fembot"], "deck": FILL_E},
        {"side": "evil", "table": ["Mustafa"], "deck": FILL_E},
    ]
    seats[hap_holder]["hand"] = [hap, "Zip It!" if hap_holder else "Oh, Behave!"]
    return {"current": current, "seats": seats}


def _happening(table: TableScene, seat: int, name: str) -> None:
    hap = table.game.find(name, seat, "hand")
    assert table.submit(Action(seat, "happening", (hap,)))
    assert table.game.phase == "happening_order"


def test_human_opener_makes_the_gesture_and_the_race_is_reported(app: App) -> None:
    table = _table(app, HUMAN_BOT_BOT, _three(0, 0, "Mojo Rising"))
    _happening(table, 0, "Mojo Rising")
    clock = Clock()
    ov = _overlay(table, clock)
    app.step([])
    assert not ov.race.is_open and ov.race.started_ns == clock.t
    pygame.event.post(_key(Q))  # Ann's reaction key: the gesture opens the window
    clock.t += FRAME
    app.step([])
    assert ov.race.window.opened_ns == clock.t
    _run(app, ov, clock, [])
    assert app.scene is table
    reports = [x for x in table.session.log if x.startswith("0:happening_order")]
    assert len(reports) == 1 and [str(a) for a in ov.submitted] == reports
    args = reports[0].split()[1:]
    assert sorted(args[:2]) == ["1", "2"]  # both bots copied; the order is measured
    assert table.game.phase in ("main", "happening_target")


def _big_words(ov: RaceOverlay) -> list[str]:
    """The big words the overlay draws from now on."""
    words: list[str] = []
    big = ov._big
    ov._big = lambda surf, word, art, colour: (words.append(word), big(surf, word, art, colour))  # type: ignore[method-assign]
    return words


def test_the_big_word_tells_the_opener_to_press_not_to_wait(app: App) -> None:
    """The line says "Ann: press Q to make the peace sign": the big word under it agrees
    (a learner read a huge "Wait..." and waited); with a computer opener it says Wait."""
    table = _table(app, HUMAN_BOT_BOT, _three(0, 0, "Mojo Rising"))
    _happening(table, 0, "Mojo Rising")
    clock = Clock()
    ov = _overlay(table, clock)
    words = _big_words(ov)
    app.step([])
    assert not ov.race.is_open
    assert words and words[-1] == "Press Q!", words
    assert not any(w.startswith("Wait") for w in words)


def test_the_big_word_says_wait_while_a_computer_makes_the_gesture(app: App) -> None:
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Mojo Rising"))
    clock = Clock()
    table.app.step([])
    if table.game.phase != "happening_order":
        _happening(table, 1, "Mojo Rising")
    ov = _overlay(table, clock)
    words = _big_words(ov)
    app.step([])
    assert not ov.race.is_open and ov.race.bot_opener
    assert words and words[-1].startswith("Wait"), words


def test_false_start_puts_the_human_last(app: App) -> None:
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    _happening(table, 1, "Evil Family Therapy")
    clock = Clock()
    ov = _overlay(table, clock)
    app.step([])
    clock.t += SETTLE_MS * MS  # on screen long enough for a press to be meant for it
    pygame.event.post(_key(Q))  # before the bot's gesture: a false start
    _run(app, ov, clock, [])
    # Ann's gesture came before Bob's: she did not copy it in time, and the report says so
    assert "1:happening_order 2 0 missed 1 early 1" in table.session.log
    assert table.game.phase == "main"


def test_a_person_who_never_copies_is_last_and_never_named_as_copying(app: App, tmp_path) -> None:
    """A new player (2026-11-26) did not press in a computer's Happening race: the panel said
    "no press", yet the log said "Mimicked the gesture, first to last: Computer 3 (Good), Ann
    (Good)". The panel and the log now agree: Ann did not copy it and is the last (the
    target); only Cy, who copied, is named as copying."""
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    _happening(table, 1, "Evil Family Therapy")  # Bob (a computer) makes the gesture
    clock = Clock()
    ov = _overlay(table, clock)
    for _ in range(600):  # Ann never presses
        app.step([])
        if ov.stage != "race":
            break
        clock.t += FRAME
    assert ov.stage == "result" and ov.race.target == (0,)
    assert not ov.race.window.pressed(0) and ov.race.window.pressed(2)
    big, small, _style, _col = ov.seat_state(0, clock.t)
    assert (big, small) == ("no press", "LAST!")
    assert ov.seat_state(2, clock.t)[1] == "pressed"
    title, line = ov.shown_texts(clock.t)
    assert title == "Ann was last!"
    assert "Ann did not copy the evil pinky smirk: last." in line and "Cy" not in line
    ov.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / "no_press_result.png"))
    _run(app, ov, clock, [])
    assert app.scene is table
    assert table.session.log[-1] == "1:happening_order 2 0 missed 1"
    # the table's log, as the player reads it
    said = [text for text, _colour in table.log.lines if "gesture" in text]
    raced = [x for x in said if "copy" in x or "imicked" in x]
    assert len(raced) == 1, said
    assert raced[0].startswith("Mimicked the gesture: Cy")
    assert raced[0].endswith("Ann (Good) did not copy it: last.")
    assert raced[0].count("Ann") == 1 and "first to last" not in raced[0]
    assert any("its target is Ann" in text for text, _c in table.log.lines)


def test_hot_seat_humans_and_a_bot_the_later_human_is_last(app: App) -> None:
    table = _table(app, ANN_BEN_CY, _three(2, 2, "Evil Family Therapy"))
    _happening(table, 2, "Evil Family Therapy")  # Cy (bot) makes the gesture
    clock = Clock()
    ov = _overlay(table, clock)
    assert ov.private  # two humans: the overlay draws no hand under it
    _run(app, ov, clock, [(240, [Q]), (420, [P])])  # Ann copies, then Ben, 180 ms later
    assert table.session.log[-1].startswith("2:happening_order 0 1")
    assert ov.race.target == (1,)
    assert ov.race.window.reaction_ms(0) == pytest.approx(250, abs=17)


def test_simultaneous_presses_tie_for_last_and_the_player_chooses(app: App) -> None:
    table = _table(app, ANN_BEN_CY, _three(2, 2, "Evil Family Therapy"))
    _happening(table, 2, "Evil Family Therapy")
    clock = Clock()
    ov = _overlay(table, clock)
    _run(app, ov, clock, [(300, [P, Q])])  # one batch: same stamp, Ben arrived first
    assert ov.race.outcome().groups == ((1, 0),)
    assert table.session.log[-1] == "2:happening_order 1 0 tied 2"
    assert table.game.phase == "happening_target"


def test_update_never_blocks_and_polls_within_its_slice(app: App) -> None:
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    _happening(table, 1, "Evil Family Therapy")
    clock = Clock()
    ov = _overlay(table, clock)
    for _ in range(5):  # slice 0: exactly one look at the queue a frame, no sleep
        before = ov.polls
        ov.update(time.monotonic())
        assert ov.polls == before + 1
    # with a slice, the frame polls until the slice is used, then returns
    naps: list[float] = []

    def tick_clock() -> int:
        clock.t += MS // 4  # every reading is a quarter of a millisecond later
        return clock.t

    ov.clock_ns = tick_clock
    ov.sleep = naps.append
    ov.poll_slice_ns = 11 * MS
    start = clock.t
    ov.update(time.monotonic())
    assert clock.t - start <= 12 * MS
    assert 10 <= len(naps) <= 50 and all(n < 0.001 for n in naps)


def test_no_race_while_the_curtain_is_up_and_no_hand_under_a_hot_seat_race(
    app: App, monkeypatch
) -> None:
    table = _table(app, ANN_BEN_CY, _three(2, 2, "Evil Family Therapy"))
    _happening(table, 2, "Evil Family Therapy")
    table.curtain_for = 1
    app.step([])
    assert app.scene is table  # the race waits for the curtain to be lifted
    table.curtain_for = None
    drawn: list[object] = []
    monkeypatch.setattr(table.gv, "draw", lambda *a, **k: drawn.append(a))
    monkeypatch.setattr(table, "draw", lambda *a, **k: drawn.append(a))
    clock = Clock()
    ov = _overlay(table, clock)
    for _ in range(3):
        app.step([])
        clock.t += FRAME
    assert ov.private and drawn == []  # the bare table only: no hand is drawn


def _help_position(seat3_bone: bool) -> dict:
    return help_position(seat3_bone)


FOUR = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"B{i}") for i in (1, 2, 3)]


def _ask_for_help(table: TableScene) -> None:
    g = table.game
    must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
    assert table.submit(Action(1, "attempt", (must, basil)))
    assert table.submit(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
    assert table.submit(Action(1, "help"))
    assert g.active_seats() == [3, 0]


def test_help_race_bot_lands_first_when_the_human_is_silent(app: App) -> None:
    table = _table(app, FOUR, _help_position(True))
    _ask_for_help(table)
    million = table.game.find("One Million Dollars!", 3, "hand")
    clock = Clock()
    ov = _overlay(table, clock)
    assert ov.race.seats == (3, 0)
    frames = _run(app, ov, clock, [])
    assert table.session.log[-1] == f"3:throw {million}"
    assert frames * FRAME < 1200 * MS + 600 * MS + RESULT_NS  # closed soon after the bone
    # only the first bone counts: Ann keeps both of hers
    assert len(table.game.hand[0]) == 2


def test_help_race_human_lands_first_and_clicks_the_bone(app: App) -> None:
    table = _table(app, FOUR, _help_position(False))  # B3 holds no bone: it never presses
    _ask_for_help(table)
    clock = Clock()
    ov = _overlay(table, clock)
    _run(app, ov, clock, [(180, [Q])])
    assert ov.race.winner == 0 and ov.submitted == []  # two bones: Ann picks one
    assert table.gv.help_winner == 0 and table.claimant == 0
    assert table.acting_seat() == 0
    behave = table.game.find("Oh, Behave!", 0, "hand")
    hand = table.view["zones"]["hand/0"]["cards"]
    rects = table.gv.hand_rects(len(hand), table.gv.geometry(4))
    r = rects[[c["id"] for c in hand].index(behave)]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
    app.step(pygame.event.get())
    assert table.session.log[-1] == f"0:throw {behave}"
    assert table.gv.help_winner is None and table.claimant is None


def test_help_race_nobody_lands_everybody_declines(app: App) -> None:
    table = _table(app, FOUR, _help_position(False))
    _ask_for_help(table)
    clock = Clock()
    ov = _overlay(table, clock)
    _run(app, ov, clock, [])
    assert ov.race.winner is None
    assert table.session.log[-2:] == ["3:decline", "0:decline"]
    assert table.game.phase == "main"  # the asking Agent lost


def test_the_help_race_clock_starts_when_it_is_first_drawn(app: App) -> None:
    """Four players (two helpers race): nothing of the race's time passes before its panel is
    drawn, and at the first frame showing THROW the whole window is left (a new player, 2026-11-26,
    first saw the bone race with 1.7 s of its 2.5 s left)."""
    table = _table(app, FOUR, _help_position(True))
    _ask_for_help(table)
    clock = Clock()
    ov = _overlay(table, clock)
    ov.update(time.monotonic())
    clock.t += 300 * MS  # a slow first frame: not the race's time
    assert ov.race.started_ns is None
    ov.draw(app.screen)
    assert ov.race.started_ns == clock.t and ov.race.time_left_ns(clock.t) is None  # Ready...
    while not ov.race.opened(clock.t):
        clock.t += FRAME
    assert clock.t - ov.race.started_ns < 600 * MS + FRAME  # "Ready..." for the lead only
    left = ov.race.time_left_ns(clock.t)
    assert left is not None and left > austin_races.HELP_MS * MS - FRAME


def test_a_bone_pressed_after_the_help_race_is_logged_too_late(app: App) -> None:
    """Ann pressed once the race was over: the race says her bone came too late, and so does
    the log (it said "Ann throws no bone", 2026-11-26)."""
    table = _table(app, FOUR, _help_position(False))
    _ask_for_help(table)
    clock = Clock()
    ov = _overlay(table, clock)
    while ov.stage == "race":
        app.step([])
        clock.t += FRAME
    app.step([_key(Q)])
    assert ov.late == {0} and ov.race.late == [0]
    assert "Ann's bone came too late." in ov.result_notes()
    _run(app, ov, clock, [])
    assert table.session.log[-2:] == ["3:decline", "0:decline late"]
    assert table.game.phase == "main"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_overlay_draws_every_stage(tmp_path, monkeypatch, size) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = App(size, headless=True)
    try:
        table = _table(app, HUMAN_BOT_BOT, _three(0, 0, "Mojo Rising"))
        _happening(table, 0, "Mojo Rising")
        clock = Clock()
        ov = _overlay(table, clock)
        app.step([])
        pygame.event.post(_key(Q))
        clock.t += FRAME
        app.step([])
        assert ov.race.is_open
        clock.t += 800 * MS
        app.step([])
        assert "ms" in ov.seat_state(1, clock.t)[0] or ov.stage == "result"
        _run(app, ov, clock, [])
        assert app.scene is table
    finally:
        pygame.quit()


THREE_HUMANS = [SeatConfig("human", n) for n in ("Ann", "Ben", "Cy")]


def _gesture_race(app: App, table: TableScene, clock: Clock) -> None:
    """Ann makes the gesture; Ben and Cy copy it at once: a tie, Ann chooses the target."""
    if table.curtain_for is not None:  # the hot-seat curtain is lifted by its player
        table.lift_curtain()
    ov = _overlay(table, clock)
    app.step([])
    pygame.event.post(_key(Q))
    _run(app, ov, clock, [(300, [P, pygame.K_z])])
    assert app.scene is table
    assert table.session.log[-1] == "0:happening_order 1 2 tied 2"
    # everyone watched the race: Ann picks the target behind her curtain (and may then undo)
    assert table.curtain_for == 0
    table.lift_curtain()


def test_undo_after_a_happening_race_runs_the_race_again(app: App) -> None:
    """Ctrl+Z after a Happening race (a tie: the Happening's player was choosing the target)
    took back the race's report: the table showed "Ann plays a Happening!" with no overlay and
    no buttons (jammed); replaying the Happening jammed too. Each time the table is at a
    Happening again, the race is put up again."""
    # seed 1: Ann starts with a Happening (Groovy Love-In) in hand; undo replays from the seed
    sess = Session("austin", 1, THREE_HUMANS)
    table = TableScene(app, sess)
    app.push(table)
    hap = Action(0, "happening", (table.game.find("Groovy Love-In", 0, "hand"),))
    assert table.submit(hap)
    clock = Clock()
    _gesture_race(app, table, clock)
    table.undo()  # back to the Happening: the race's report is taken back
    assert table.session.log == [str(hap)]
    _gesture_race(app, table, clock)  # the race is put up again
    table.undo()
    table.undo()  # and back before the Happening: playing it again races again
    assert table.session.log == []
    assert table.submit(hap)
    _gesture_race(app, table, clock)


def test_the_race_starts_on_its_first_drawn_frame_and_bots_see_the_gesture_drawn(
    app: App,
) -> None:
    """The race's clock starts when its first full frame is drawn (not when it is built or its
    first update runs), and the computer players' clocks start at the first frame that shows
    the gesture (not when the computer opener made it): a person had 0.2 s of the copy window
    left when first seen."""
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    _happening(table, 1, "Evil Family Therapy")  # Bob (a bot) makes the gesture
    clock = Clock()
    ov = _overlay(table, clock)
    ov.update(time.monotonic())
    assert ov.race.started_ns is None  # updated, but nothing of the race drawn yet
    clock.t += 250 * MS  # a slow first frame
    ov.draw(app.screen)
    assert ov.race.started_ns == clock.t
    due = ov.race.gesture_due_ns
    assert due is not None and due >= clock.t + 700 * MS  # the pause counts from the frame
    clock.t = due + 5 * MS
    ov.update(time.monotonic())  # the gesture is made ...
    assert ov.race.is_open and ov.race.bots_from_ns is None
    clock.t += 40 * MS  # ... and drawn 40 ms later (a busy machine)
    ov.draw(app.screen)
    assert ov.race.bots_from_ns == clock.t
    _run(app, ov, clock, [])
    cy = next(e for e in ov.race.log if e.seat == 2)
    assert cy.t_ns - ov.race.bots_from_ns >= 250 * MS


def test_a_help_race_is_not_offered_to_a_person_alone_who_holds_no_bone(app: App) -> None:
    """Playing alone, the person knows their own hand: a help race they cannot throw in is
    not put up for them (once a green "pressed", then "Nobody threw a bone"); the computer
    players answer it by their ordinary moves."""
    position = _help_position(True)
    position["seats"][0]["hand"] = ["Shagette"]  # no bone
    table = _table(app, FOUR, position)
    _ask_for_help(table)
    assert table.timed.people_in(table.game.timed()) == []
    table.app.step([])
    assert table.app.scene is table  # no race over the table
    million = table.game.find("One Million Dollars!", 3, "hand")
    for _ in range(10):
        table.next_bot_at = 0.0
        app.step([])
    assert f"3:throw {million}" in table.session.log


def test_with_several_people_a_help_race_is_offered_to_each_whatever_they_hold(app: App) -> None:
    """Several people at the screen: everyone it asks is offered it, so the screen never
    tells who holds a bone."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "B1"), SeatConfig("human", "Cy")]
    seats.append(SeatConfig("bot", "B3"))
    position = _help_position(True)
    position["seats"][0]["hand"] = ["Shagette"]
    table = _table(app, seats, position)
    _ask_for_help(table)
    assert table.timed.people_in(table.game.timed()) == [0]
