"""A seat's private line on the phone page in a real headless browser (360x640): an
Informant's look shows the hand it looked at, in the looker's log only, with the cards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.remote.hub import Hub
from tabletop.remote.server import PhoneServer
from tabletop.room.session import SeatConfig, Session
from tests.remote.test_browser import CHROME, DRIVER, browser, shots, shown, until

__all__ = ["browser", "shots"]  # the fixtures

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]


def test_the_page_shows_the_hand_an_informant_looked_at(browser: Any, shots: Path) -> None:
    # Espionage, seed 1, three bots: move 69 is Cleo's Informant looking at Ann's hand
    names = ("Ann", "Bea", "Cleo")
    session = Session("espionage", 1, [SeatConfig("bot", n, "normal") for n in names])
    hub = Hub([2])
    server = PhoneServer(hub, "espionage", "127.0.0.1", 0)
    server.start()
    try:
        hub.publish(session)
        while len(session.log) < 69:
            events = session.apply(session.bot_choice(session.game.active_seats()[0]))
            hub.publish(session, events)
        browser.get(server.join_url(2))
        shown(browser, hub.version)
        line = until(
            "the private line",
            lambda: [
                e
                for e in browser.find_elements("css selector", "#log .mine")
                if "Ann's hand: Infiltrator." in e.text
            ],
        )[0]
        assert line.text.startswith("ONLY YOU")
        imgs = line.find_elements("css selector", ".minecards img")
        assert [i.get_attribute("alt") for i in imgs] == ["Infiltrator"]
        assert browser.execute_script("return arguments[0].naturalWidth", imgs[0]) > 0
        public = browser.find_element("id", "log").text
        assert "Cleo looked at Ann's hand (Informant by Cleo)." in public
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", line)
        browser.save_screenshot(str(shots / "espionage-private-line.png"))
    finally:
        server.stop()
