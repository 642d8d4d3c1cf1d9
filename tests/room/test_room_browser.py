"""Four phones in real browsers (Debian's chromium through selenium) through the room's four
flows between games: "Play again", a new game with the same people from the launcher, a kill
of the app then a Resume, and a new phone game started 5 s after the last one closed. After
each, every page shows the new game's message on its own (no code typed again, no page
"Reconnecting..." left, no seat closed), and a move made on a page is applied once.

Slow (four browsers on a 2-core machine): ``python -m pytest -m slow tests/room``. CI runs
the same flows headless with WebSocket clients (``test_room_phones.py``).
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.saves import list_saves, new_autosave_path, release_all
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene, open_save
from tests.remote.test_browser import phone_browser
from tests.room.test_room_phones import free_port
from tests.ui.fakeclock import ManualClock

webdriver = pytest.importorskip("selenium.webdriver")
CHROME = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.xvfb,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]

WAIT = 60.0
PEOPLE = ["Ann", "Bea", "Cy", "Dev"]


@pytest.fixture()
def phones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.room.room.HOST", "127.0.0.1")
    monkeypatch.setattr("tabletop.room.room.PORT", free_port())
    with ThreadPoolExecutor(4) as pool:
        drivers = list(pool.map(lambda _i: phone_browser(WAIT), range(4)))
    yield drivers
    for d in drivers:
        d.quit()


def new_app() -> App:
    app = App((1280, 720), headless=True)
    app.time_source = ManualClock(tick=0.02)
    return app


def run_frames(app: App, job: Future[Any] | None, done: Callable[[], bool], what: str) -> None:
    """The app's frames while the browsers work (their calls run on a worker thread)."""
    end = time.monotonic() + WAIT
    while not done() or (job is not None and not job.done()):
        if time.monotonic() > end:
            raise AssertionError(f"timed out: {what}")
        if isinstance(app.scene, TableScene):
            app.scene.next_bot_at = 0.0
        app.step([])
        time.sleep(0.01)
    if job is not None:
        job.result()


def page_state(drv: Any) -> dict[str, Any]:
    return dict(
        drv.execute_script(
            "const c = document.getElementById('conn');"
            "const closed = document.getElementById('closed');"
            "return {v: Number(document.body.dataset.v || 0),"
            " reconnecting: !!c && !c.hidden && /connect/i.test(c.textContent),"
            " closed: !!closed && !closed.hidden};"
        )
    )


def hub_version(app: App) -> int:
    assert app.room.hub is not None
    return int(app.room.hub.version)


def all_show_the_latest(app: App, drivers: list[Any], pool: ThreadPoolExecutor, what: str) -> None:
    """Every page shows the hub's latest message, none reconnecting or closed."""
    states: list[dict[str, Any]] = []

    def look() -> None:
        states[:] = [page_state(d) for d in drivers]

    def done() -> bool:
        job = pool.submit(look)
        while not job.done():
            app.step([])
            time.sleep(0.005)
        v = hub_version(app)
        return all(s["v"] == v and not s["reconnecting"] and not s["closed"] for s in states)

    run_frames(app, None, done, f"{what}: pages {states}, hub {hub_version(app)}")


def move_from_a_page(app: App, drivers: list[Any], pool: ThreadPoolExecutor) -> None:
    """The acting seat's page taps its first move button; the move is applied once."""
    table = app.scene
    assert isinstance(table, TableScene)
    seat = table.game.active_seats()[0]
    before = len(table.session.log)

    def tap() -> None:
        drivers[seat].execute_script(
            "const b = [...document.querySelectorAll('button.move[data-a]')]"
            ".find(b => !b.disabled && b.offsetParent !== null);"
            "b.scrollIntoView(); b.click();"
        )

    run_frames(app, pool.submit(tap), lambda: len(table.session.log) > before, "a page's move")
    for _ in range(20):  # a doubled move would land in these frames
        app.step([])
        time.sleep(0.01)
    assert len(table.session.log) == before + 1, table.session.log[before:]


def test_four_phones_stay_through_every_flow_between_games(phones: list[Any]) -> None:
    drivers = phones
    pool = ThreadPoolExecutor(1)
    app = new_app()
    app.settings["phones"] = True
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.seats = [SeatConfig("human", n) for n in PEOPLE]
    launcher.start()
    table = app.scene
    assert isinstance(table, TableScene) and table.phone_seats == (0, 1, 2, 3)
    server = app.room.server
    assert server is not None
    links = [server.join_url(s) for s in range(4)]
    run_frames(
        app, pool.submit(lambda: [d.get(u) for d, u in zip(drivers, links)]), lambda: True, "join"
    )
    all_show_the_latest(app, drivers, pool, "the first game")
    tokens = [server.hub.token(s) for s in range(4)]  # what each page keeps
    move_from_a_page(app, drivers, pool)

    # Play again
    table.ending.play_again()
    all_show_the_latest(app, drivers, pool, "after Play again")
    move_from_a_page(app, drivers, pool)

    # Menu -> a new game with the same people
    app.pop()
    launcher.seats = [SeatConfig("human", n) for n in PEOPLE]
    launcher.start()
    all_show_the_latest(app, drivers, pool, "after a new game from the launcher")
    move_from_a_page(app, drivers, pool)

    # kill -9, then the next start and Resume
    log = list(app.scene.session.log)  # type: ignore[attr-defined]
    assert app.room.server is not None
    app.room.server.stop()  # the process is gone: its sockets close, nothing else happens
    release_all()
    pygame.quit()
    app = new_app()
    entry = next(e for e in list_saves([]) if not e.finished)
    assert open_save(app, entry, None)  # type: ignore[arg-type]
    assert app.scene.session.log == log  # type: ignore[attr-defined]
    all_show_the_latest(app, drivers, pool, "after a kill and Resume")
    move_from_a_page(app, drivers, pool)

    # the game is left, the app closes; 5 s later a new phone game with the same phones
    app.pop()
    app.room.close()
    pygame.quit()
    time.sleep(5)
    app = new_app()
    session = Session(
        "espionage",
        11,
        [SeatConfig("human", n) for n in PEOPLE],
        {},
        autosave=new_autosave_path("espionage"),
    )
    session.room = {"phones": [{"seat": s, "token": t} for s, t in enumerate(tokens)]}
    app.push(TableScene(app, session, phones=session.phone_seats()))
    all_show_the_latest(app, drivers, pool, "a new phone game 5 s later")
    move_from_a_page(app, drivers, pool)
    app.room.close()
    pool.shutdown()
    pygame.quit()
