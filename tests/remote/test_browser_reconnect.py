"""The phone page when the table goes away and comes back (a real headless chromium, as in
``test_browser.py``): the server stops, the page says "Reconnecting"; the room starts it again
on the same port with the same tokens, the page catches up by itself to the latest message."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.remote.labels import view_labeler
from tabletop.room.room import Room
from tabletop.room.session import SeatConfig, Session
from tests.remote.test_browser import CHROME, DRIVER, browser, shown, until

__all__ = ["browser"]  # the module's browser fixture, used here too

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]


def test_the_page_reconnects_when_the_table_comes_back(browser: Any) -> None:
    session = Session("espionage", 1, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea")])
    label = view_labeler(session)
    room = Room("127.0.0.1", 0)
    assert room.seat_phones("espionage", [0])
    try:
        hub, server = room.hub, room.server
        assert hub is not None and server is not None
        for _ in range(3):
            hub.publish(session, (), None, label)
        browser.get(server.join_url(0))
        shown(browser, hub.version)
        tokens = {0: hub.token(0)}
        server.stop()  # the table is gone
        until(
            "Reconnecting",
            lambda: browser.execute_script(
                "const c = document.getElementById('conn');"
                "return !c.hidden && c.textContent.startsWith('Reconnecting')"
            ),
        )
        assert room.seat_phones("espionage", [0], tokens)  # back: same port, same token
        assert room.server is not None and room.server.port == server.port
        hub = room.hub
        assert hub is not None
        hub.publish(session, (), None, label)
        assert hub.version == 1  # not the version the page showed before
        shown(browser, hub.version)
        assert browser.execute_script("return document.getElementById('conn').hidden")
        assert hub.status()[0].connected
    finally:
        room.close()
