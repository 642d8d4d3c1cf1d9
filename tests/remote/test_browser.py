"""The phone page in a real headless browser (Debian's chromium and chromedriver through
selenium), as a 360x640 phone: it takes a seat from the QR code's link, plays a card onto its
target by two taps, reacts in a window and passes in another by taps; a screenshot of the page
for every game (saved under ``$PHONE_SHOTS`` when set, else the test's tmp folder).

Skipped when chromium, chromedriver or selenium is missing. The test stands in for the table:
it publishes, takes the phone's moves and applies them.

CI's browser slice: a card, its target, a reaction and a pass by taps (Espionage), and joining
by code with a name; the page of every game, the Director's clue and the race button are ``slow``
(``-m slow``)."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.actions import parse_action
from tabletop.engine.game import game_class
from tabletop.engine.registry import info, playable_names
from tabletop.remote.hub import Hub
from tabletop.remote.labels import view_labeler
from tabletop.remote.payload import PhoneWindow
from tabletop.remote.server import PhoneServer
from tabletop.room.session import SeatConfig, Session

webdriver = pytest.importorskip("selenium.webdriver")
CHROME = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]

WAIT = 30.0


def phone_browser(wait: float = WAIT) -> Any:
    """A headless chromium as a 360x640 phone (the caller quits it)."""
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    opts = Options()
    opts.binary_location = str(CHROME)
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
    ):
        opts.add_argument(arg)
    opts.add_experimental_option(
        "mobileEmulation", {"deviceMetrics": {"width": 360, "height": 640, "pixelRatio": 2.0}}
    )
    drv = webdriver.Chrome(service=Service(str(DRIVER)), options=opts)
    drv.set_page_load_timeout(wait)
    return drv


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    drv = phone_browser()
    yield drv
    drv.quit()


@pytest.fixture()
def shots(tmp_path: Path) -> Path:
    out = Path(os.environ.get("PHONE_SHOTS") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    return out


def until(what: str, cond: Callable[[], Any]) -> Any:
    """Wait for ``cond()`` to be truthy (polling; a generous limit)."""
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        got = cond()
        if got:
            return got
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


class Table:
    """The fake table for one game: a server with ``seat`` (0) on the browser's phone."""

    def __init__(self, session: Session, seat: int = 0) -> None:
        self.session = session
        self.hub = Hub([seat])
        self.server = PhoneServer(self.hub, session.game_name, "127.0.0.1", 0)
        self.label = view_labeler(session)

    def publish(self, window: PhoneWindow | None = None) -> None:
        self.hub.publish(self.session, (), window, self.label)

    def taken(self) -> str:
        got: list[str] = []
        until("the phone's move", lambda: got.extend(self.hub.take()) or got)
        assert len(got) == 1
        return got[0]


def shown(drv: Any, version: int) -> None:
    """The page drew message ``version`` and every card image has loaded."""
    until(
        f"message {version} on the page",
        lambda: drv.execute_script(
            "const s = document.getElementById('game');"
            "return !s.hidden && [...document.querySelectorAll('#game img[src]')]"
            ".every(i => i.complete && i.naturalWidth > 0)"
            " && document.body.dataset.v == arguments[0]",
            str(version),
        ),
    )


def tap(drv: Any, css: str) -> None:
    from selenium.webdriver.common.by import By

    el = until(
        css, lambda: [e for e in drv.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]
    )
    drv.execute_script("arguments[0].scrollIntoView({block: 'center'})", el[0])
    el[0].click()


def seats_for(game: str) -> list[SeatConfig]:
    n = 4 if game == "codenames" else game_class(game).MIN_SEATS
    return [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot {i}") for i in range(1, n)]


def to_seat0(session: Session) -> None:
    """Bots play until seat 0 may act (or the game ends)."""
    for _ in range(500):
        g = session.game
        if g.is_terminal() or 0 in g.active_seats():
            return
        session.apply(session.bot_choice(g.active_seats()[0]))


@pytest.mark.slow
@pytest.mark.parametrize("game", playable_names())
def test_every_game_on_a_phone_screen(browser: Any, shots: Path, game: str) -> None:
    session = Session(game, 3, seats_for(game), dict(info(game).unattended))
    to_seat0(session)
    table = Table(session)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.join_url(0))
        shown(browser, table.hub.version)
        assert "#" not in browser.current_url  # the token left the address bar
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 360, f"the page is {width} px wide on a 360 px phone"
        browser.save_screenshot(str(shots / f"{game}-hand.png"))
        if browser.find_elements("css selector", ".card.playable"):
            tap(browser, ".card.playable")
            until("the card's moves", lambda: browser.find_element("id", "pick").is_displayed())
            browser.save_screenshot(str(shots / f"{game}-picked.png"))
    finally:
        table.server.stop()


def test_a_card_then_its_target_then_a_reaction_and_a_pass_by_taps(
    browser: Any, shots: Path
) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea")]
    session = Session("espionage", 1, seats)
    table = Table(session)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.join_url(0))
        shown(browser, table.hub.version)
        # a card, then its target
        msg = table.hub.message(0)
        assert msg is not None
        aimed = next(m for m in msg["moves"] if len(m["cards"]) == 1 and "on" in m["text"])
        tap(browser, f'.card[data-card="{aimed["cards"][0]}"]')
        browser.save_screenshot(str(shots / "espionage-card-tapped.png"))
        tap(browser, f'#pickmoves button[data-a="{aimed["a"]}"]')
        assert table.taken() == aimed["a"]
        session.apply(parse_action(aimed["a"]))
        # the bots play on until a window asks Ann (seed 1: a reaction after 46 moves)
        window = None
        for _ in range(400):
            g = session.game
            act = g.active_seats()
            if 0 in act and g.current_seat() != 0 and len({a.verb for a in g.legal_actions(0)}) > 1:
                window = PhoneWindow(tuple(act), 8.0, "Bea's Mission: react?")
                break
            seat = act[0] if 0 not in act else 0
            session.apply(session.bot_choice(seat))
        assert window is not None, "no reaction window for Ann"
        table.publish(window)
        shown(browser, table.hub.version)
        until("the countdown", lambda: browser.find_element("id", "wclock").text.endswith(" s"))
        browser.save_screenshot(str(shots / "espionage-window.png"))
        tap(browser, "#react")
        react = next(m for m in table.hub.message(0)["moves"] if not m["pass"])  # type: ignore[index]
        tap(browser, f'#pickmoves button[data-a="{react["a"]}"]')
        assert table.taken() == react["a"]
        # the same window again (a new message): a tap on Pass
        table.publish(window)
        shown(browser, table.hub.version)
        tap(browser, "#pass")
        assert parse_action(table.taken()).verb == "pass"
        assert table.hub.status()[0].connected
    finally:
        table.server.stop()


def test_joining_by_code_with_a_name(browser: Any, shots: Path) -> None:
    seats = [SeatConfig("human", "P1"), SeatConfig("human", "P2")]
    table = Table(Session("austin", 5, seats))
    table.hub = Hub([0, 1])
    table.server = PhoneServer(table.hub, "austin", "127.0.0.1", 0)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.origin + "/")
        until("the join form", lambda: browser.find_element("id", "join").is_displayed())
        browser.find_element("id", "code").send_keys("WRONG")
        tap(browser, "#joinbtn")
        until(
            "a refusal",
            lambda: "No seat has this code" in browser.find_element("id", "joinerr").text,
        )
        code = table.hub.status()[1].code
        browser.find_element("id", "code").clear()
        browser.find_element("id", "code").send_keys(code.lower())
        browser.find_element("id", "joinname").send_keys("Bea")
        browser.save_screenshot(str(shots / "join-by-code.png"))
        tap(browser, "#joinbtn")
        shown(browser, table.hub.version)
        until("the name at the table", lambda: table.hub.status()[1].name == "Bea")
        assert table.hub.status()[1].connected and not table.hub.status()[0].connected
        until(
            "the name on the phone", lambda: browser.find_element("id", "namebtn").text == "Bea ✎"
        )
        browser.save_screenshot(str(shots / "austin-joined-seat2.png"))
    finally:
        table.server.stop()


@pytest.mark.slow
def test_a_director_types_a_clue_on_the_phone(browser: Any, shots: Path) -> None:
    """Marvel Codenames: the Director's clue is a form on the phone (a word, a number, Give a
    clue); what is typed reaches the table as the clue's notation."""
    from selenium.webdriver.common.by import By

    seed = next(
        s
        for s in range(1, 60)
        if Session("codenames", s, seats_for("codenames")).game.typed_moves(0)
    )
    session = Session("codenames", seed, seats_for("codenames"))
    table = Table(session)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.join_url(0))
        shown(browser, table.hub.version)
        box = until(
            "the clue box", lambda: browser.find_elements(By.CSS_SELECTOR, "form.typed input")
        )
        box[0].send_keys("summer")
        tap(browser, 'form.typed button.num[aria-label="2"]')
        browser.save_screenshot(str(shots / "codenames-clue.png"))
        tap(browser, "form.typed button.primary")
        assert table.taken() == "0:clue summer 2"
    finally:
        table.server.stop()


@pytest.mark.slow
def test_a_race_button_on_the_phone(browser: Any, shots: Path, monkeypatch: Any) -> None:
    """A race the seat takes part in: the page shows its title, how it is won and a big
    button; a touch on it sends a press (the table's race overlay stamps it)."""
    from selenium.webdriver.common.action_chains import ActionChains

    from tabletop.engine.timed import Timed

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob")]
    session = Session("espionage", 4, seats)
    # a Happening-like race (Austin Powers'), opened by Bob: Ann copies the gesture
    race = Timed("race", "k", (1, 0), 1, name="happening", mode="last", opener=1)
    monkeypatch.setattr(session.game, "timed", lambda: race, raising=False)
    table = Table(session)
    table.server.start()
    try:
        table.publish()
        browser.get(table.server.join_url(0))
        shown(browser, table.hub.version)
        until("the race", lambda: browser.find_element("id", "race").is_displayed())
        assert "gesture" in browser.find_element("id", "racehow").text
        assert "last to press loses" in browser.find_element("id", "racehow").text
        browser.save_screenshot(str(shots / "race.png"))
        button = browser.find_element("id", "press")
        ActionChains(browser).click_and_hold(button).release().perform()
        until("the press", lambda: table.hub.take_presses() == [0])
        until("the button pressed", lambda: button.text == "Pressed")
    finally:
        table.server.stop()
