"""Austin Powers races with humans at the table, through the real fast poller and posted key
events: the Happening gesture (a human opener's key opens it; a human's false start puts them
last) and the "throw me a Frickin' Bone" help race (first to land throws; only that bone is
applied; a human winner clicks the bone to throw; nobody lands: everybody declines)."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.session import SeatConfig, Session
from tabletop.games.austin import view as austin_view
from tabletop.reactions.window import Outcome
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

FILL_G = ["Shagette", "Groovy, Baby!", "Johnson, Radar Operator", "Oh, Behave!", "Shagette"]
FILL_E = ["Mustafa", "Zip It!", "Fembot", "Mini-Me", "Zip It!"]


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    monkeypatch.setattr(austin_view, "GESTURE_SECONDS", 1.6)
    monkeypatch.setattr(austin_view, "HELP_SECONDS", 1.2)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


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


HUMAN_BOT_BOT = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]


def _three(current: int, hap_holder: int, hap: str) -> dict:
    seats = [
        {"side": "good", "table": ["Shagette"], "deck": FILL_G},
        {"side": "evil", "table": ["Fembot"], "deck": FILL_E},
        {"side": "evil", "table": ["Mustafa"], "deck": FILL_E},
    ]
    seats[hap_holder]["hand"] = [hap, "Zip It!" if hap_holder else "Oh, Behave!"]
    return {"current": current, "seats": seats}


def test_human_opener_makes_the_gesture_and_the_race_is_reported(app: App) -> None:
    table = _table(app, HUMAN_BOT_BOT, _three(0, 0, "Mojo Rising"))
    hap = table.game.find("Mojo Rising", 0, "hand")
    assert table.submit(Action(0, "happening", (hap,)))
    assert table.game.phase == "happening_order"
    pygame.event.post(_key(pygame.K_q))  # Ann's reaction key: the gesture opens the window
    table.update(time.monotonic())
    reports = [x for x in table.session.log if x.startswith("0:happening_order")]
    assert len(reports) == 1
    args = reports[0].split()[1:]
    assert sorted(args[:2]) == ["1", "2"]  # both bots copied; the order is measured
    assert table.game.phase in ("main", "happening_target")


def test_false_start_puts_the_human_last(app: App) -> None:
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    hap = table.game.find("Evil Family Therapy", 1, "hand")
    assert table.submit(Action(1, "happening", (hap,)))
    pygame.event.post(_key(pygame.K_q))  # before the bot's gesture: a false start
    table.update(time.monotonic())
    assert "1:happening_order 2 0" in table.session.log
    assert table.game.phase == "main"


def _help_position(seat3_bone: bool) -> dict:
    return {
        "current": 1,
        "seats": [
            {
                "side": "good",
                "table": ["Austin Powers, International Man of Mystery"],
                "hand": ["Groovy, Baby!", "Oh, Behave!"],
                "deck": FILL_G,
            },
            {"side": "evil", "table": ["Mustafa"], "deck": FILL_E},
            {
                "side": "good",
                "table": ["Basil Exposition"],
                "hand": ["Groovy, Baby!"],
                "deck": FILL_G,
            },
            {
                "side": "evil",
                "table": ["Robin Swallows"],
                "hand": ["One Million Dollars!"] if seat3_bone else ["Fembot"],
                "deck": FILL_E,
            },
        ],
    }


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
    table.update(time.monotonic())
    assert table.session.log[-1] == f"3:throw {million}"
    # only the first bone counts: Ann keeps both of hers
    assert len(table.game.hand[0]) == 2


def test_help_race_human_lands_first_and_clicks_the_bone(app: App) -> None:
    table = _table(app, FOUR, _help_position(False))  # B3 holds no bone: it declines silently
    _ask_for_help(table)
    timer = threading.Timer(0.8, lambda: pygame.event.post(_key(pygame.K_q)))
    timer.start()
    table.update(time.monotonic())
    timer.join()
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


def test_help_outcome_first_arrival_wins_and_nobody_means_declines(app: App) -> None:
    table = _table(app, FOUR, _help_position(True))
    _ask_for_help(table)
    million = table.game.find("One Million Dollars!", 3, "hand")
    bot_throw = {3: Action(3, "throw", (million,))}
    # 0 and 3 tie inside the tolerance: the earlier arrival (0) lands first
    table.gv.resolve_help(Outcome(((0, 3),)), bot_throw)
    assert table.gv.help_winner == 0
    assert len(table.game.hand[3]) == 1  # the bot's bone stays in hand
    table2 = _table(app, FOUR, _help_position(True))
    _ask_for_help(table2)
    table2.gv.resolve_help(Outcome(((3, 0),), frozenset({3, 0})), bot_throw)
    assert table2.session.log[-2:] == ["3:decline", "0:decline"]
    assert table2.game.phase == "main"  # the asking Agent lost
