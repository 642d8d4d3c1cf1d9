"""A phone's log in a real headless browser (360x640): its own lines stand in the story in
the order things happened, right after the public line of the same event (not in a block of
their own), and a line about the seat (a card taken from it) makes the phone buzz
(``navigator.vibrate``, stubbed here to count its calls); the list of players shows names and
public roles only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.remote.hub import Hub
from tabletop.remote.server import PhoneServer
from tabletop.room.session import SeatConfig, Session
from tests.remote.test_browser import CHROME, DRIVER, browser, shots, shown

__all__ = ["browser", "shots"]  # the fixtures

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.slow,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]

#: every call of navigator.vibrate is kept in window.buzzes (the page's own code is unchanged)
VIBRATE_STUB = """
Object.defineProperty(Navigator.prototype, "vibrate", {
  configurable: true,
  value: function (pattern) { (window.buzzes = window.buzzes || []).push(pattern); return true; },
});
"""


def log_lines(drv: Any) -> list[dict[str, Any]]:
    return list(
        drv.execute_script(
            "return [...document.querySelectorAll('#log > div')].map(d => ({"
            "n: Number(d.dataset.n), mine: d.classList.contains('mine'),"
            "text: d.innerText.replace(/^ONLY YOU\\s*/i, '')}))"
        )
    )


def test_a_card_taken_from_you_is_in_the_story_and_buzzes(browser: Any, shots: Path) -> None:
    # Espionage, seed 1, three bots; Ann (0) on the phone: move 18 is Bea taking Ann's
    # Bodyguard (a window's pass by Cleo ends it); Ann's turn does not come with it
    names = ("Ann", "Bea", "Cleo")
    session = Session("espionage", 1, [SeatConfig("bot", n, "normal") for n in names])
    hub = Hub([0])
    server = PhoneServer(hub, "espionage", "127.0.0.1", 0)
    server.start()
    stub = browser.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument", {"source": VIBRATE_STUB}
    )["identifier"]
    try:
        hub.publish(session)
        while len(session.log) < 17:
            events = session.apply(session.bot_choice(session.game.active_seats()[0]))
            hub.publish(session, events)
        browser.get(server.join_url(0))
        shown(browser, hub.version)
        assert browser.execute_script("return (window.buzzes || []).length") == 0
        # lines of her own already in the log (the cards she drew) are not news to this page
        assert any(x["mine"] for x in log_lines(browser))
        turn = hub.message(0)["turn"]  # type: ignore[index]
        events = session.apply(session.bot_choice(session.game.active_seats()[0]))
        assert any(e.kind == "CardStolen" for e in events)
        hub.publish(session, events)
        assert hub.message(0)["turn"] == turn  # type: ignore[index]
        shown(browser, hub.version)
        after = log_lines(browser)
        texts = [x["text"] for x in after]
        taken = texts.index("Bea took Bodyguard from Ann.")
        assert after[taken]["mine"] and texts[taken - 1] == "Bea took a card from Ann."
        assert taken == len(texts) - 1  # the newest line is last, the story in order
        assert [x["n"] for x in after] == sorted(x["n"] for x in after)
        assert browser.execute_script("return window.buzzes") == [[120, 60, 120]]
        browser.execute_script("document.getElementById('log').scrollIntoView()")
        browser.save_screenshot(str(shots / "espionage-card-taken.png"))
        # the next message (Bea's Medic) keeps the line and does not buzz for it again
        events = session.apply(session.bot_choice(session.game.active_seats()[0]))
        hub.publish(session, events)
        shown(browser, hub.version)
        got = browser.execute_script("return window.buzzes.length")
        assert got == 1 + int(bool(hub.message(0)["turn"]) and not turn)  # type: ignore[index]
        # the players' list: names only (Espionage has no public roles)
        players = browser.find_element("id", "players").text
        assert players.split("\n") == list(names)
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": stub})
        server.stop()
