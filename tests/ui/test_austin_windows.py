"""Austin Powers out-of-turn windows at the table must not tell who holds what: the ship window is
the shared fixed-length table window, asks every opponent and reads the same whoever holds a ship
Agent; the help race shows every helper, bots that will not throw included."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.table import WINDOW_SECONDS, TableScene
from tests.games.austin.positions import help_position

FILL_G = ["Shagette", "Groovy, Baby!", "Basil Exposition", "Oh, Behave!", "Shagette"]
FILL_E = ["Mustafa", "Zip It!", "Fembot", "Mini-Me", "Zip It!"]
JOHNSON = "Johnson, Radar Operator"


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    monkeypatch.setattr("tabletop.games.austin.rules.races.HELP_MS", 300)
    a = App((1920, 1080), headless=True)
    yield a
    pygame.quit()


def _table(app: App, seats: list[SeatConfig], position: dict) -> TableScene:
    sess = Session("austin", 3, seats)
    sess.game.set_position(position)
    table = TableScene(app, sess)
    app.push(table)
    app.step([])
    pygame.event.clear()
    if table.curtain_for is not None:  # hot-seat starts behind the "Pass to" curtain
        table.lift_curtain()
    return table


# Ann (human) plays a ship Agent; Ben (human) and Cy (bot) may answer.
ANN_BEN_CY = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben"), SeatConfig("bot", "Cy")]


def _ships(ben_ship: bool, cy_ship: bool) -> dict:
    return {
        "current": 0,
        "seats": [
            {"side": "good", "hand": [JOHNSON, "Groovy, Baby!"], "deck": FILL_G},
            {
                "side": "evil",
                "hand": ["Rocket Launch Technician" if ben_ship else "Fembot"],
                "deck": FILL_E,
            },
            {
                "side": "good",
                "hand": ["Dick, Fighter Pilot" if cy_ship else "Shagette"],
                "deck": FILL_G,
            },
        ],
    }


@pytest.mark.parametrize("ben_ship", [False, True])
@pytest.mark.parametrize("cy_ship", [False, True])
def test_ship_window_looks_and_lasts_the_same_whoever_holds_ships(
    app: App, ben_ship: bool, cy_ship: bool
) -> None:
    table = _table(app, ANN_BEN_CY, _ships(ben_ship, cy_ship))
    g = table.game
    assert table.submit(Action(0, "agent", (g.find(JOHNSON, 0, "hand"),)))
    assert g.phase == "ships" and g.active_seats() == [1, 2]
    now = time.monotonic()
    table.update(now)
    # the shared table window, fixed length, no curtain: nobody is singled out
    assert table.window_key is not None and table.curtain_for is None
    # shown in public (Ben and Cy decide whether to claim it): the setting's length
    assert table.window_deadline - now == pytest.approx(WINDOW_SECONDS, abs=0.05)
    assert table.gv.window_text(table.view) == (
        "Ann played a ship Agent: play one of yours out of turn?"
    )
    # the bar offers Ben's claim key whatever he holds; nobody is marked "to act"
    table.draw(app.screen)
    assert [s for _r, s in table.claim_rects] == [1]
    # time's up: the bot's ship Agent (if any) lands, else everybody passes
    table.update(now + WINDOW_SECONDS + 0.1)
    log = table.session.log
    if cy_ship:
        assert log[-1].startswith("2:ship ")
        assert g.active_seats() == [1]  # Ben still answers
    else:
        assert log[-2:] == ["1:pass", "2:pass"]
        assert g.phase == "main" and not g.ship_free


def test_ship_window_text_fits_the_bar_at_small_sizes(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    try:
        seats = [
            SeatConfig("human", "Bartholomew Fitzgerald"),
            SeatConfig("human", "Ben"),
            SeatConfig("bot", "Cy"),
        ]
        table = _table(app, seats, _ships(True, True))
        g = table.game
        assert table.submit(Action(0, "agent", (g.find(JOHNSON, 0, "hand"),)))
        from tabletop.ui import assets

        text = table.gv.window_text(table.view)
        s = table.scale
        assert "ship Agent" in text or "Ship Agent" in text
        assert assets.font(int(22 * s), "bold").size(text)[0] <= int(728 * s)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_claim_chips_stay_inside_the_window_bar(tmp_path, monkeypatch, size) -> None:
    """The "Dee [M]" chip stuck out of the bar: chips are as wide as their text and the hint
    gives way, so every chip lies inside the bar, whatever the names."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = App(size, headless=True)
    try:
        names = ["Ann", "Bartholomew", "Cy", "Desdemona"]
        sides = ["good", "evil", "good", "evil"]
        position = {
            "current": 3,
            "seats": [
                {"side": sides[i], "hand": [JOHNSON if i == 3 else "Shagette"], "deck": FILL_G}
                for i in range(4)
            ],
        }
        sess = Session("austin", 3, [SeatConfig("human", n) for n in names])
        sess.game.set_position(position)
        sess.apply(Action(3, "agent", (sess.game.find(JOHNSON, 3, "hand"),)))
        table = TableScene(app, sess)  # Ann is on screen, with the hint; the others' chips
        app.push(table)
        app.step([])
        if table.curtain_for is not None:
            table.lift_curtain()
        table.update(time.monotonic())
        table.draw(app.screen)
        assert table.window_key is not None and len(table.claim_rects) >= 2
        s = table.scale
        bar = pygame.Rect(0, 0, int(760 * s), int(92 * s))
        bar.midbottom = table.gv.window_anchor()
        for r, _seat in table.claim_rects:
            assert bar.contains(r), (r, bar)
        rects = [r for r, _seat in table.claim_rects]
        assert not any(a.colliderect(b) for a, b in zip(rects, rects[1:]))
    finally:
        pygame.quit()


def _help_position(seat3_bone: bool) -> dict:
    return help_position(seat3_bone, FILL_G)


@pytest.mark.parametrize("bone", [False, True])
def test_help_race_lists_every_helper_whatever_they_hold(app: App, monkeypatch, bone: bool) -> None:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"B{i}") for i in (1, 2, 3)]
    table = _table(app, seats, _help_position(bone))
    g = table.game
    must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
    assert table.submit(Action(1, "attempt", (must, basil)))
    assert table.submit(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
    assert table.submit(Action(1, "help"))
    table.update(time.monotonic())
    overlay = app.scene  # the race overlay, over the table
    assert overlay.race.seats == (3, 0)  # bot B3 is in the race with or without a bone to throw
    assert overlay.race.started_ns is None  # it starts on its first own frame
    ns = [time.perf_counter_ns()]

    def tick() -> int:  # the race's clock runs at the code's pace: 20 ms a reading, no naps
        ns[0] += 20_000_000
        return ns[0]

    overlay.clock_ns, overlay.sleep, overlay.poll_slice_ns = tick, lambda _s: None, 0
    while app.scene is overlay:  # run it to its end (it never blocks a frame)
        app.step([])
    if not bone:
        assert table.session.log[-2:] == ["3:decline", "0:decline"]
