"""Marvel Codenames on the phone page in a real headless chromium (as in ``test_browser.py``):
the Director sees the 5x5 board with the words and the key (colour and letter), types a clue;
an Agent sees the board without the key, the clue and the guesses left, and guesses a card by
a tap and a confirm. Screenshots under ``$PHONE_SHOTS`` when set."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import Session
from tests.remote.test_browser import (
    CHROME,
    DRIVER,
    Table,
    browser,
    seats_for,
    shots,
    shown,
    tap,
    until,
)

__all__ = ["browser", "shots"]  # the browser module's fixtures, used here too

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]


def director_first() -> Session:
    """A four-seat game whose seat 0 is the Director who clues first."""
    seed = next(
        s
        for s in range(1, 60)
        if Session("codenames", s, seats_for("codenames")).game.typed_moves(0)
    )
    return Session("codenames", seed, seats_for("codenames"))


def cells(drv: Any) -> list[dict[str, str]]:
    return list(
        drv.execute_script(
            "return [...document.querySelectorAll('#grid .cell')].map(c => ({"
            "word: c.dataset.word, kind: c.dataset.kind || '', text: c.innerText,"
            "shown: c.offsetWidth > 0}))"
        )
    )


def test_the_director_sees_the_key_on_the_board_and_types_a_clue(browser: Any, shots: Path) -> None:
    from selenium.webdriver.common.by import By

    session = director_first()
    view = session.game.view(0)
    table = Table(session)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.join_url(0))
        shown(browser, table.hub.version)
        assert browser.find_element(By.ID, "role").text.endswith("Director")
        got = cells(browser)
        assert [c["word"] for c in got] == [c["word"] for c in view["grid"]]
        assert [c["kind"] for c in got] == view["key"]
        assert all(c["shown"] for c in got)
        # the kind is a letter as well as a colour (H, S, N, the assassin's cross)
        letters = {"hydra": "H", "shield": "S", "neutral": "N", "assassin": "✖"}
        assert all(c["text"].startswith(letters[c["kind"]]) for c in got)
        assert not browser.find_elements(By.CSS_SELECTOR, ".chip")  # no grey chips
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 360, f"the page is {width} px wide on a 360 px phone"
        browser.save_screenshot(str(shots / "codenames-director.png"))
        box = browser.find_element(By.CSS_SELECTOR, "form.typed input")
        box.send_keys("summer")
        tap(browser, 'form.typed button.num[aria-label="2"]')
        tap(browser, "form.typed button.primary")
        assert table.taken() == "0:clue summer 2"
    finally:
        table.server.stop()


def test_an_agent_sees_the_clue_and_guesses_by_a_tap_and_a_confirm(
    browser: Any, shots: Path
) -> None:
    from selenium.webdriver.common.by import By

    session = director_first()
    game = session.game
    session.apply(parse_action("0:clue summer 2"))
    agent = game.active_seats()[0]
    assert game.view(agent)["you"]["role"] == "agent"
    table = Table(session, agent)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.join_url(agent))
        shown(browser, table.hub.version)
        role = browser.find_element(By.ID, "role").text
        assert role.endswith("Agent") and role.split()[1] in ("HYDRA", "S.H.I.E.L.D.")
        clue = browser.find_element(By.ID, "clue").text
        assert "SUMMER 2" in clue and "3 guesses left" in clue
        got = cells(browser)
        assert [c["word"] for c in got] == [c["word"] for c in game.view(agent)["grid"]]
        assert not any(c["kind"] for c in got)  # no key on an Agent's board
        assert not browser.find_element(By.ID, "moves").text  # no list of 25 guesses
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 360, f"the page is {width} px wide on a 360 px phone"
        browser.save_screenshot(str(shots / "codenames-agent.png"))
        tap(browser, '#grid .cell[data-index="7"]')
        until("the confirm", lambda: browser.find_element(By.ID, "guessbar").is_displayed())
        assert table.hub.take() == []  # a tap alone guesses nothing
        word = game.view(agent)["grid"][7]["word"]
        assert browser.find_element(By.ID, "guessq").text.lower() == f"guess {word.lower()}?"
        browser.save_screenshot(str(shots / "codenames-agent-confirm.png"))
        tap(browser, "#guessyes")
        assert table.taken() == f"{agent}:guess 7"
        # the card is covered: every phone sees what was under it
        session.apply(parse_action(f"{agent}:guess 7"))
        table.publish()
        shown(browser, table.hub.version)
        under = game.view(None)["grid"][7]["cover"]
        assert under is not None
        assert cells(browser)[7]["kind"] == under["card"]
        assert not any(c["kind"] for i, c in enumerate(cells(browser)) if i != 7)
        browser.save_screenshot(str(shots / "codenames-agent-covered.png"))
    finally:
        table.server.stop()


@pytest.mark.slow
def test_the_rival_director_allows_or_refuses_a_clue_by_a_tap(browser: Any, shots: Path) -> None:
    """The option to ask the rival: a doubtful clue (TEAM-UP 2) waits for the rival Director,
    whose phone says it is asked and lists Allow and Refuse as two buttons naming the clue;
    a tap on Allow sends the move. The players' list names each seat's team and role (public
    in Codenames)."""
    from selenium.webdriver.common.by import By

    from tests.remote.test_codenames_phone import asked_rival

    session, _director, rival = asked_rival()
    table = Table(session, rival)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.join_url(rival))
        shown(browser, table.hub.version)
        clue = browser.find_element(By.ID, "clue").text
        assert "asks you: is this clue one word?" in clue and "TEAM-UP 2" in clue
        buttons = [b for b in browser.find_elements(By.CSS_SELECTOR, "#moves button.move")]
        assert [b.text for b in buttons] == [
            "Allow TEAM-UP 2: it counts as one word",
            "Refuse TEAM-UP 2: they give another clue",
        ]
        assert all(b.is_displayed() and b.size["height"] >= 40 for b in buttons)
        players = browser.find_element(By.ID, "players").text.split("\n")
        roles = [session.game.seat_role(s) for s in range(4)]
        assert players == [f"{n} ({r})" for n, r in zip(("Ann", "Bea", "Cy", "Dev"), roles)]
        browser.execute_script("document.getElementById('moves').scrollIntoView()")
        browser.save_screenshot(str(shots / "codenames-rival-director.png"))
        tap(browser, f'#moves button[data-a="{rival}:allow"]')
        assert table.taken() == f"{rival}:allow"
    finally:
        table.server.stop()
