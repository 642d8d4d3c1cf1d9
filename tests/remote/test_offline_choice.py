"""The TV's choice for a phone that went away (issue 50 item 4; the policy is
``room.liveness``, tested alone in ``tests/room/test_offline_wait.py``): a headless table
with a phone seat on loopback waits for that phone; after 15 s a small panel at the top of the
log's column (over the log, not over any card, and over a "Pass to" curtain too) names the
person and how long the phone has been away, with Wait (F5), Computer plays this turn (F6) and
Play at this screen (F7), by the mouse or the keys."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.remote.phones import Phone
from tests.ui.fakeclock import ManualClock

ANN, BEA = 0, 1


#: frames stepped by hand, no time passing on its own (``tests/remote/conftest.py``)
APP_TICK = 0.0


def table_for(app: App, seats: list[SeatConfig]) -> TableScene:
    """Espionage, seed 4 (Ann's turn first), Ann on a phone."""
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[ANN])
    app.push(table)
    table.phones_panel.open = False
    pygame.event.clear()
    return table


def seconds(app: App, n: int) -> None:
    """``n`` frames a second apart (the table's clock is the app's)."""
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    for _ in range(n):
        clock.advance(1.0)
        app.step([])


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def panel_shown(table: TableScene) -> pygame.Rect:
    """The panel is on the TV: drawn where it was planned, in the log's column."""
    offer = table.offline.offer()
    assert offer is not None
    plan = table.offline.plan(offer)
    table._frame = None
    table.draw(table.app.screen)
    assert table.log_rect.contains(plan.box)  # over the log: no card lies there
    assert not plan.box.colliderect(table.play_rect)
    edge = table.app.screen.get_at((plan.box.centerx, plan.box.top))[:3]
    assert edge == (230, 90, 80), edge  # its red edge is drawn (over the log or a curtain)
    return plan.box


def test_after_15_s_the_host_lets_a_computer_play_the_phones_turn(app: App) -> None:
    table = table_for(app, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    assert table.game.active_seats() == [ANN]
    seconds(app, 14)
    assert table.offline.offer() is None and table.session.log == []  # the table waits
    seconds(app, 2)
    offer = table.offline.offer()
    assert offer is not None and offer.seat == ANN and not offer.joined
    panel_shown(table)
    sentence = " ".join(table.offline.plan(offer).lines)
    assert sentence.startswith("Ann's phone has not joined (") and "What now?" in sentence
    press(app, pygame.K_F6)  # Computer plays this turn
    assert table.offline.offer() is None and table.session.covering == {ANN}
    for _ in range(60):
        table.next_bot_at = 0.0
        seconds(app, 1)
        if ANN not in table.session.covering:
            break
    assert ANN not in table.session.bots  # the turn passed: the seat is the phone's again
    assert table.game.current_seat() == BEA
    ann = [i for i, t in enumerate(table.session.log) if parse_action(t).seat == ANN]
    assert ann and all(i in table.session.by_table for i in ann)
    assert table.app.room.controller(ANN) == "phone"


def test_wait_by_a_click_asks_again_15_s_later(app: App) -> None:
    table = table_for(app, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    seconds(app, 16)
    offer = table.offline.offer()
    assert offer is not None
    wait = table.offline.plan(offer).buttons[0]
    assert wait.label == "Wait" and wait.hotkey == "F5"
    click(app, wait.rect.center)
    assert table.offline.offer() is None
    seconds(app, 14)
    assert table.offline.offer() is None and table.session.log == []
    seconds(app, 2)
    assert table.offline.offer() is not None


def test_play_at_this_screen_takes_the_seat_from_its_phone(app: App) -> None:
    table = table_for(app, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    seconds(app, 16)
    offer = table.offline.offer()
    assert offer is not None
    screen = table.offline.plan(offer).buttons[2]
    assert screen.label == "Play at this screen"
    click(app, screen.rect.center)
    assert table.app.room.controller(ANN) == "screen" and table.phone_seats == ()
    assert table.offline.offer() is None
    assert table.acting_seat() == ANN  # Ann plays her turn at the screen now
    seconds(app, 30)
    assert table.offline.offer() is None  # no phone is waited for


def test_the_panel_names_a_phone_gone_offline_and_shows_over_a_curtain(app: App) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Cy"), SeatConfig("bot", "Bea")]
    table = table_for(app, seats)
    link = table.link
    assert link is not None

    async def join_and_leave() -> None:
        async with aiohttp.ClientSession() as http:
            phone = Phone(link.server, ANN)
            await phone.open(http)
            await phone.wait(lambda m: m.get("t") == "welcome", "welcome")
            app.step([])
            await phone.close()
            for _ in range(200):
                if ANN in link.waiting_offline():
                    return
                await asyncio.sleep(0.01)

    asyncio.run(join_and_leave())
    assert link.waiting_offline() == [ANN]
    seconds(app, 16)
    offer = table.offline.offer()
    assert offer is not None and offer.joined and offer.offline >= 15
    lines = " ".join(table.offline.plan(offer).lines)
    assert lines.startswith("Ann's phone has been offline for 1")
    # Cy's "Pass to" curtain is up: the panel is drawn over it, and its keys answer there
    table.curtain_for = 1
    panel_shown(table)
    press(app, pygame.K_F5)
    assert table.offline.offer() is None and table.curtain_for == 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_panel_fits_its_column_at_both_sizes(
    app: App, size: tuple[int, int], tmp_path: Path
) -> None:
    big = App(size, headless=True)
    big.time_source = ManualClock(tick=0.0)
    try:
        table = table_for(big, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
        seconds(big, 16)
        offer = table.offline.offer()
        assert offer is not None
        box = panel_shown(table)
        plan = table.offline.plan(offer)
        assert [b.label for b in plan.buttons] == [
            "Wait",
            "Computer plays this turn",
            "Play at this screen",
        ]
        assert all(box.contains(b.rect) for b in plan.buttons)
        # the keys are on the buttons, or said under them when the column is narrow
        assert plan.keys == ("Keys: F5, F6, F7" if size == (1280, 720) else "")
        assert box.height < size[1] // 2
        pygame.image.save(big.screen, str(tmp_path / f"offline-{size[0]}.png"))
    finally:
        big.room.close()
