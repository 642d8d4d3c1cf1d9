"""The real table with a seat on a phone (issue 28 items 2 and 4): a headless ``TableScene``
starts the phone server on loopback; a WebSocket client plays the phone seat of Espionage
against a bot: its moves go through the table's submit path, a reaction window waits for it
and its answer comes from the phone; every frame of the TV is drawn under the hot-seat privacy
test's tracer and shows none of the phone seat's private cards (nor the bot's)."""

from __future__ import annotations

import asyncio
import os
import random
from typing import Any

import aiohttp
import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.remote.phones import Phone
from tests.ui.fakeclock import ManualClock
from tests.ui.test_privacy import leaks, traced

PHONE, BOT = 0, 1


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_RAISE", "1")
    monkeypatch.setattr("tabletop.room.room.HOST", "127.0.0.1")
    monkeypatch.setattr("tabletop.room.room.PORT", 0)
    a = App((1280, 720), headless=True)
    a.time_source = ManualClock(tick=0.02)
    yield a
    a.room.close()  # the app's end: the phones' server stops
    pygame.quit()


def tv_frame(table: TableScene, tr: Any) -> None:
    """One TV frame from scratch: no private card of anyone (the only human is on a phone)."""
    tr.drawn = []
    table._frame = None
    tr.on = True
    try:
        table.draw(table.app.screen)
    finally:
        tr.on = False
    bad = leaks(table, tr.drawn, None)
    assert not bad, f"the TV drew {bad}; log {table.session.log[-4:]}"


async def frames_until(app: App, table: TableScene, tr: Any, done: Any, what: str) -> None:
    """Run the table's frames (bots due at once) until ``done()``; the phone's socket is
    served meanwhile (the server has its own thread, the client this loop)."""
    for _ in range(300):
        if done():
            return
        table.next_bot_at = 0.0
        app.step([])
        tv_frame(table, tr)
        await asyncio.sleep(0.002)
    raise AssertionError(f"no {what}; log {table.session.log[-4:]}")


async def play(app: App, table: TableScene, tr: Any, moves: int) -> dict[str, int]:
    hub = table.link.hub  # type: ignore[union-attr]
    server = table.link.server  # type: ignore[union-attr]
    rng = random.Random(5)
    seen = {"moves": 0, "windows": 0, "window_answers": 0}
    async with aiohttp.ClientSession() as http:
        phone = Phone(server, PHONE)
        await phone.open(http, name="Ann")
        await phone.wait(lambda m: m.get("t") == "welcome", "welcome")
        while seen["moves"] < moves and not table.game.is_terminal():
            await frames_until(
                app,
                table,
                tr,
                lambda: PHONE in table.game.active_seats() or table.game.is_terminal(),
                "turn for the phone",
            )
            if table.game.is_terminal():
                break
            app.step([])  # publish what the phone must answer
            msg = await phone.state(hub.version)
            assert msg["moves"], msg
            in_window = msg.get("window") is not None
            seen["windows"] += in_window
            if in_window:  # a phone's words: its React and Pass buttons, no drag, no keys
                assert msg["window"]["text"].startswith("Tap React"), msg["window"]
            legal = {str(a) for a in table.game.legal_actions(PHONE)}
            offered = [m["a"] for m in msg["moves"]]
            assert set(offered) <= legal
            a = rng.choice(offered)
            before, log_len = len(phone.got), len(table.session.log)
            await phone.send({"t": "move", "v": msg["v"], "a": a})
            reply = await phone.wait(lambda m: m.get("t") in ("sent", "error"), "reply", before)
            assert reply["t"] == "sent", reply
            await frames_until(
                app, table, tr, lambda n=log_len: len(table.session.log) > n, "the phone's move"
            )
            assert a in table.session.log[log_len:]  # through the table's submit path
            seen["moves"] += 1
            seen["window_answers"] += in_window
        await phone.close()
    return seen


def test_a_phone_seat_plays_espionage_against_a_bot_at_the_table(app: App, monkeypatch) -> None:
    session = Session(
        "espionage", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bot", "normal")], {}
    )
    table = TableScene(app, session, phones=[PHONE])
    app.push(table)
    pygame.event.clear()
    assert table.link is not None and table.link.server.running
    assert table.curtain_for is None and table.viewer is None  # the TV shows no hand
    with traced(monkeypatch) as tr:
        seen = asyncio.run(play(app, table, tr, 30))
    assert seen["moves"] >= 10, seen
    assert seen["windows"] >= 1 and seen["window_answers"] >= 1, seen
    assert table.curtain_for is None and table.acting_seat() is None
    server = table.link.server
    table.on_leave()  # the app takes the table away (menu, play again): the room keeps it
    assert table.link is None and server.running and app.room.server is server
    app.room.close()  # the app closes: the phones' server stops
    assert not server.running


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_join_panel_and_the_phone_marks_are_drawn(tmp_path, monkeypatch, size) -> None:
    """The join panel (a QR code, a code and the address per phone seat) at the start, until
    every phone seat is taken; then each phone seat's mark and state by the log."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_RAISE", "1")
    monkeypatch.setattr("tabletop.room.room.HOST", "127.0.0.1")
    monkeypatch.setattr("tabletop.room.room.PORT", 0)
    app = App(size, headless=True)
    app.time_source = ManualClock(tick=0.02)
    seats = [SeatConfig("human", "Annabelle"), SeatConfig("bot", "Bot"), SeatConfig("human", "Cy")]
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[0, 2])
    app.push(table)
    try:
        assert table.phones_panel.open
        app.step([])
        table.draw(app.screen)
        shots = os.environ.get("TABLETOP_SHOTS")  # a folder to look at the frames in
        if shots:
            pygame.image.save(app.screen, f"{shots}/join_{size[0]}.png")
        # both seats' QR codes are drawn, as large as the screen allows, black on white
        codes = table.phones_panel.qr
        assert sorted(seat for seat, _ in codes) == [0, 2]
        for qr in codes.values():
            assert qr.get_width() >= size[1] // 4
            colours = {qr.get_at((x, qr.get_height() // 2))[:3] for x in range(qr.get_width())}
            assert colours == {(0, 0, 0), (255, 255, 255)}
        # a click closes it; the marks say neither phone is connected
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
        app.step(pygame.event.get())
        assert not table.phones_panel.open and table.session.log == []
        table._frame = None
        table.draw(app.screen)
        if shots:
            pygame.image.save(app.screen, f"{shots}/marks_{size[0]}.png")
    finally:
        table.on_leave()
        app.room.close()  # the phones' server stops: no thread of it outlives the test
        pygame.quit()


def test_the_launcher_switch_puts_every_human_seat_on_a_phone(app: App) -> None:
    """ "Players join with their phones: on": the table starts with every human seat on a
    phone (the bots stay bots) and its join panel up; off: hot-seat at the screen."""
    from tabletop.ui.scenes.launcher import LauncherScene

    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.seats[1] = SeatConfig("human", "Bea")
    launcher.seats.append(SeatConfig("bot", "Bot"))
    launcher.toggle_phones()
    launcher.start()
    table = app.scene
    assert isinstance(table, TableScene)
    try:
        assert table.phone_seats == (0, 1) and table.link is not None
        assert table.phones_panel.open and table.curtain_for is None
    finally:
        table.on_leave()
    launcher.toggle_phones()
    launcher.start()
    assert isinstance(app.scene, TableScene) and app.scene.link is None
    assert app.scene.phone_seats == ()


def test_the_menu_shows_the_join_panel_again(app: App) -> None:
    """The game menu's "Join with a phone" (only at a table with phone seats) closes the menu
    and puts the join panel over the table."""
    from tabletop.ui.scenes.menu import GameMenu

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bot")]
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[0])
    app.push(table)
    try:
        table.phones_panel.open = False
        menu = GameMenu(app, table)
        app.push(menu)
        app.step([])
        join = next(b for b in menu.buttons if b.label.startswith("Join with a phone"))
        menu.draw(app.screen)
        shots = os.environ.get("TABLETOP_SHOTS")
        if shots:
            pygame.image.save(app.screen, f"{shots}/menu.png")
        join.on_click()
        assert app.scene is table and table.phones_panel.open
    finally:
        table.on_leave()
    plain = TableScene(app, Session("espionage", 4, seats, {}))
    assert not any(label.startswith("Join") for label, _, _ in GameMenu(app, plain).entries())


def _mixed_table(app: App) -> TableScene:
    """Espionage with Ann on her phone (seat 0) and Bea at the screen (seat 1)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    table = TableScene(app, Session("espionage", 11, seats, {}), phones=[0])
    app.push(table)
    pygame.event.clear()
    table.phones_panel.open = False
    return table


def bea_cards(table: TableScene) -> set[int]:
    return {c["id"] for c in table.game.view(1)["hand"] if isinstance(c, dict)}


def test_a_mixed_table_hides_the_screen_players_hand_while_the_phone_player_acts(
    app: App, monkeypatch
) -> None:
    """Issue 28 (mixed tables): Ann on her phone reads the TV; Bea's hand is on the TV only
    while Bea acts, and Bea's turn after Ann's starts behind Bea's curtain (Ann looks away)."""
    table = _mixed_table(app)
    try:
        curtains = ann_turns = 0
        with traced(monkeypatch) as tr:
            for _ in range(40):
                if table.game.is_terminal():
                    break
                active = table.game.active_seats()
                tr.drawn, table._frame, tr.on = [], None, True
                try:
                    table.draw(app.screen)
                finally:
                    tr.on = False
                if table.curtain_for == 1:  # Bea's turn begins behind her curtain
                    assert 1 in active and not leaks(table, tr.drawn, None)
                    curtains += 1
                    table.lift_curtain()
                    continue
                if 1 not in active:  # Ann (the phone) acts: nobody's hand on the TV
                    ann_turns += 1
                    assert table.viewer is None
                assert not leaks(table, tr.drawn, table.viewer), table.session.log[-3:]
                seat = random.Random(len(table.session.log)).choice(active)
                legal = table.game.legal_actions(seat)
                table.submit(random.Random(len(table.session.log)).choice(legal))
        assert ann_turns >= 3 and curtains >= 2, (ann_turns, curtains)
    finally:
        table.on_leave()


def test_a_phone_seat_goes_to_the_screen_and_back(app: App) -> None:
    """The join panel's seat button takes Ann's seat back to the screen (her phone is closed
    and its code no longer joins; the screen curtains for her as in hot-seat), and sends it
    back to a phone (a new code); a name typed on the phone becomes the seat's name."""
    table = _mixed_table(app)
    link = table.link
    assert link is not None
    hub = link.hub

    async def run() -> None:
        async with aiohttp.ClientSession() as http:
            phone = Phone(link.server, 0)
            await phone.open(http, name="Zed")
            await phone.wait(lambda m: m.get("t") == "welcome", "welcome")
            for _ in range(100):
                app.step([])
                if table.session.seat_name(0) == "Zed":
                    break
                await asyncio.sleep(0.01)
            assert table.session.seat_name(0) == "Zed"  # the typed name is the seat's
            old_code = hub.status()[0].code
            table.phones_panel.open = True
            app.step([])
            button = table.phones_panel.toggles(table.size)[0]
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=button.center, button=1))
            app.step(pygame.event.get())
            assert table.phone_seats == () and hub.status()[0].at_screen
            await phone.wait(lambda m: m.get("t") == "closed", "closed")
            assert hub.token_for_code(old_code)[0] is None
            assert hub.token_for_code(hub.status()[0].code)[0] is None  # at the screen
            assert hub.seat_of(hub.token(0)) is None
            # hot-seat now: whoever acts gets the screen behind their curtain
            app.step([])
            assert table.curtain_for in (0, 1) and table.phones_panel.open
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")
            )
            app.step(pygame.event.get())
            assert table.phone_seats == (0,) and not hub.status()[0].at_screen
            token, why = hub.token_for_code(hub.status()[0].code)
            assert token is not None and hub.seat_of(token) == 0, why
            await phone.close()

    try:
        asyncio.run(run())
    finally:
        table.on_leave()


def test_a_director_on_a_phone_types_a_clue(app: App, monkeypatch) -> None:
    """Marvel Codenames with a human Director on a phone (computer Agents): the phone shows
    the clue form; a word the computer Agent does not know is refused with its words, a known
    one is given through the table's submit path; the TV never shows the key."""
    probe = Session("codenames", 21, [SeatConfig("bot", f"B{i}") for i in range(4)], {})
    director = next(s for s in range(4) if probe.game.typed_moves(s))  # the first to clue
    seats = [SeatConfig("bot", f"B{i}", "normal") for i in range(4)]
    seats[director] = SeatConfig("human", "Dee")
    session = Session("codenames", 21, seats, {})
    assert session.game.typed_moves(director)
    table = TableScene(app, session, phones=[director])
    app.push(table)
    pygame.event.clear()
    link = table.link
    assert link is not None

    async def run() -> None:
        async with aiohttp.ClientSession() as http:
            phone = Phone(link.server, director)
            await phone.open(http)
            app.step([])
            msg = await phone.wait(lambda m: m.get("t") == "state" and m.get("typed"), "form")
            form = msg["typed"][0]
            assert form["verb"] == "clue" and "1" in form["numbers"]
            before = len(phone.got)
            bad = {"t": "typed", "v": msg["v"], "verb": "clue", "word": "zqxjv", "n": 0}
            await phone.send(bad)
            assert (await phone.wait(lambda m: m.get("t") in ("sent", "error"), "r", before))[
                "t"
            ] == "sent"
            for _ in range(100):
                app.step([])
                if any("does not know" in m.get("text", "") for m in phone.got[before:]):
                    break
                await asyncio.sleep(0.01)
            assert any("does not know" in m.get("text", "") for m in phone.got[before:])
            assert not any(":clue" in a for a in table.session.log)
            good = str(next(a for a in table.game.legal_actions(director) if a.verb == "clue"))
            word, n = good.split()[1], good.split()[2]
            app.step([])
            msg = await phone.state(link.hub.version)
            index = msg["typed"][0]["numbers"].index(n)
            await phone.send(
                {"t": "typed", "v": msg["v"], "verb": "clue", "word": word, "n": index}
            )
            for _ in range(200):
                app.step([])
                if good in table.session.log:
                    break
                await asyncio.sleep(0.01)
            assert good in table.session.log
            await phone.close()

    try:
        with traced(monkeypatch) as tr:
            asyncio.run(run())
            tr.drawn, table._frame, tr.on = [], None, True
            table.draw(app.screen)
            tr.on = False
            assert not leaks(table, tr.drawn, None)
    finally:
        table.on_leave()
