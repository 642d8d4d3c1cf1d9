"""The TV's join panel once a phone holds a seat: "Held by <name>", never its code nor QR code
again; its "Let a new phone take <name>'s seat" button (the host's consent) closes that phone
and shows a fresh code; the table says when a seat moved to another phone."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import aiohttp
import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.remote.phones import Phone


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(pygame.event.get())


def test_a_held_seat_shows_no_code_and_the_host_lets_a_new_phone_take_it(app: App) -> None:
    seats = [SeatConfig("human", "Dev"), SeatConfig("human", "Ann"), SeatConfig("bot", "Bot")]
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[0, 1])
    app.push(table)
    link = table.link
    assert link is not None
    hub, panel = link.hub, table.phones_panel

    async def run() -> None:
        async with aiohttp.ClientSession() as http:
            dev = Phone(link.server, 0)
            await dev.open(http, device="dev-phone")
            await dev.wait(lambda m: m.get("t") == "welcome", "welcome")
            for _ in range(50):
                app.step([])
                if hub.status()[0].connected:
                    break
                await asyncio.sleep(0.01)
            assert panel.open  # Ann's seat is not taken yet
            panel.qr.clear()
            table._frame = None
            table.draw(app.screen)
            assert [seat for seat, _ in panel.qr] == [1]  # only the free seat's QR code
            assert list(panel.reopens(table.size)) == [0]
            assert hub.status()[0].code == ""
            # the host's consent: Dev's phone is closed, a fresh code (and QR code) shows
            click(app, panel.reopens(table.size)[0].center)
            await dev.wait(lambda m: m.get("t") == "closed", "closed")
            code = hub.status()[0].code
            assert code and not hub.status()[0].held and panel.reopens(table.size) == {}
            table._frame = None
            table.draw(app.screen)
            assert (0, code) in panel.qr
            token, _ = hub.token_for_code(code)
            assert token is not None
            other = Phone(link.server, 0)
            await other.open(http, token=token, device="another-phone")
            await other.wait(lambda m: m.get("t") == "welcome", "welcome")
            said: list[str] = []
            for _ in range(50):
                app.step([])
                said = [t.text for t in table.toasts.items]
                if any("moved to another phone" in t for t in said):
                    break
                await asyncio.sleep(0.01)
            assert "Dev's seat moved to another phone." in said
            for p in (dev, other):
                await p.close()

    try:
        asyncio.run(run())
    finally:
        table.on_leave()


def test_the_join_panel_says_who_is_the_director(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Marvel Codenames: under each phone seat's name the panel says its role and team, so the
    table knows whose phone shows the key; a game without roles says none."""
    from tabletop.ui import theme

    said: list[str] = []
    blit = theme.blit_text

    def spy(surf: pygame.Surface, text: str, *args: object, **kw: object) -> object:
        said.append(text)
        return blit(surf, text, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "blit_text", spy)
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
    table = TableScene(app, Session("codenames", 3, seats, {}), phones=[0, 1, 2, 3])
    app.push(table)
    try:
        table._frame = None
        table.draw(app.screen)
        roles = [table.game.seat_role(s) for s in range(4)]
        assert sorted(roles) == [
            "HYDRA Agent",
            "HYDRA Director",
            "S.H.I.E.L.D. Agent",
            "S.H.I.E.L.D. Director",
        ]
        for name, role in zip(("Ann", "Bea", "Cy", "Dee"), roles):
            assert said.index(role) == said.index(name) + 1  # the role under the name
        shots = os.environ.get("PHONE_SHOTS")
        if shots:
            pygame.image.save(app.screen, str(Path(shots) / "join-panel-codenames.png"))
    finally:
        table.on_leave()
    said.clear()
    seats = [SeatConfig("human", "Dev"), SeatConfig("human", "Ann")]
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[0, 1])
    app.push(table)
    try:
        table._frame = None
        table.draw(app.screen)
        assert "Dev" in said and not any("Director" in t or "Agent" in t for t in said)
    finally:
        table.on_leave()
