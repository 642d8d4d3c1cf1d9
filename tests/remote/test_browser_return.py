"""A seat that was taken to the TV's screen goes back to a phone, in a real headless browser
(360x640, as ``test_browser.py``) against a real table (a headless ``TableScene`` serving its
phones on loopback): the host presses the seat's button on the join panel twice ("Play at this
screen", then "Back to a phone"); the code the seat had before is refused, the new code shown
on the panel joins it, and the page shows the game with the seat's cards and moves; a move
tapped there is made at the table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.remote.test_browser import CHROME, DRIVER, browser, shots, shown, tap, until

__all__ = ["browser", "shots"]  # the fixtures

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]

ANN = 0


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())


def frames(app: App, done: Any, what: str) -> None:
    """The table's frames until ``done()`` (the browser works in its own process meanwhile)."""
    until(what, lambda: app.step([]) or done())


@pytest.mark.slow
def test_a_seat_back_from_the_screen_joins_its_phone_by_the_new_code(
    app: App, browser: Any, shots: Path
) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[ANN])
    app.push(table)
    pygame.event.clear()
    link = table.link
    assert link is not None and table.phones_panel.open
    hub, server = link.hub, link.server
    old = hub.status()[ANN].code
    # the host: Ann plays at this screen (the panel's first seat, key 1), then a phone again
    key(app, pygame.K_1)
    assert app.room.controller(ANN) == "screen" and hub.status()[ANN].at_screen
    key(app, pygame.K_1)
    assert app.room.controller(ANN) == "phone" and table.phones_panel.open
    code = hub.status()[ANN].code
    assert code and code != old
    frames(app, lambda: hub.message(ANN) is not None, "the seat's message")
    table._frame = None
    table.draw(app.screen)  # the join panel shows the new code (and its QR code)
    pygame.image.save(app.screen, str(shots / "tv-join-panel-back-to-phone.png"))
    # the page: the old code is refused, the new one joins the seat and shows the game
    browser.get(server.origin + "/")
    until("the join form", lambda: browser.find_element("id", "code").is_displayed())
    browser.find_element("id", "code").send_keys(old)
    tap(browser, "#joinbtn")
    until(
        "a refusal",
        lambda: "No seat has this code" in browser.find_element("id", "joinerr").text,
    )
    browser.find_element("id", "code").clear()
    browser.find_element("id", "code").send_keys(code)
    tap(browser, "#joinbtn")
    frames(app, lambda: hub.status()[ANN].connected, "the phone at the table")
    shown(browser, hub.version)
    assert browser.find_elements("css selector", "#game .card")  # Ann's hand on her phone
    frames(app, lambda: not table.phones_panel.open, "the join panel closing (all taken)")
    browser.save_screenshot(str(shots / "phone-back-from-the-screen.png"))
    # a move tapped on the page is made at the table
    msg = hub.message(ANN)
    assert msg is not None and msg["moves"]
    move = next(m for m in msg["moves"] if m["cards"])  # a card of her hand to play
    n = len(table.session.log)
    tap(browser, f'.card[data-card="{move["cards"][0]}"]')
    tap(browser, f'#pickmoves button[data-a="{move["a"]}"]')
    frames(app, lambda: len(table.session.log) > n, "the phone's move at the table")
    assert table.session.log[n] == move["a"]
