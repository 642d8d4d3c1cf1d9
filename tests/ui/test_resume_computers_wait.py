"""A game against the computers that comes back (Continue, Resume, a restart) gives the person a
moment before the computers go on. An Austin Powers game continued from Saved games on a
computer's turn had that computer play a Happening the moment the table came back: its gesture
race ran and was lost (an Agent discarded) before the person had seen the table. Now the
computer's first move waits for a key or a click, or ``RESUME_WAIT`` seconds of the table in
view, and the status line says so ("Computer 2 plays on in 5 s — any key or click to go now")."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.parts import resume_wait
from tabletop.ui.table import BOT_DELAY, TableScene
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("hotseat")

SEATS = [
    SeatConfig("human", "Ann"),
    SeatConfig("bot", "Computer 2"),
    SeatConfig("bot", "Computer 3"),
]


def _played() -> Session:
    """Ann ended her turn: Computer 2 is to move."""
    s = Session("austin", 7, SEATS, {})
    s.apply(parse_action("0:end"))
    s.apply(parse_action("0:even_up"))
    assert s.bot_seats_to_act() == [1]
    return s


def _table(app: App, resumed: bool) -> TableScene:
    played = _played()
    log = list(played.log) if resumed else []
    session = Session("austin", 7, SEATS, dict(played.options), log=log)
    table = TableScene(app, session)
    app.push(table)
    return table


def _steps(app: App, seconds: float, events: list[pygame.event.Event] | None = None) -> None:
    for _ in range(int(seconds / 0.25)):
        app.time_source.advance(0.25)  # type: ignore[attr-defined]
        app.step(events or [])


def test_a_resumed_table_waits_for_the_person_then_a_key_lets_the_computer_go(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _table(app, resumed=True)
    n = len(table.session.log)
    _steps(app, resume_wait.RESUME_WAIT - 1.0)
    assert len(table.session.log) == n, "no computer moved before the person looked"
    words = table.resume_wait.words(table.now())
    assert words.startswith("Computer 2 plays on in 1 s")
    surf = pygame.Surface(table.size)
    texts = record_texts(monkeypatch)
    table._frame = None  # the whole frame drawn anew, its status line too
    table.draw(surf)
    assert any(w.text.startswith("Computer 2 plays on in") for w in texts), texts
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode=""))
    app.step(pygame.event.get())
    assert not table.resume_wait.waiting and table.resume_wait.words(table.now()) == ""
    _steps(app, BOT_DELAY + 0.5)
    assert len(table.session.log) > n, "after the key the computer plays at its usual pace"


def test_without_a_key_the_computer_goes_on_after_the_wait(app: App) -> None:
    table = _table(app, resumed=True)
    n = len(table.session.log)
    _steps(app, resume_wait.RESUME_WAIT - 0.5)
    assert len(table.session.log) == n
    _steps(app, 1.5)
    assert len(table.session.log) > n


def test_the_wait_runs_only_while_the_table_is_in_view(app: App) -> None:
    table = _table(app, resumed=True)
    n = len(table.session.log)
    table.menu_open = True  # the game's menu over the table
    _steps(app, 3 * resume_wait.RESUME_WAIT)
    table.menu_open = False
    _steps(app, resume_wait.RESUME_WAIT - 1.0)
    assert len(table.session.log) == n, "its whole time once the table is in view"


def test_a_new_game_does_not_wait(app: App) -> None:
    """A table that starts a game (no history) has nothing to wait for."""
    s = Session("austin", 7, SEATS, {})
    table = TableScene(app, s)
    app.push(table)
    assert not table.resume_wait.waiting


def test_the_wait_is_said_in_the_top_bar_at_200_percent(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 200 % the long words have no room beside the buttons: the short form, in the bar."""
    from tabletop.ui import theme
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), 200)
    try:
        played = _played()
        table = TableScene(app, Session("austin", 7, SEATS, {}, log=list(played.log)))
        app.push(table)
        app.step([])
        said = record_texts(monkeypatch)
        table._frame = None
        table.draw(pygame.Surface(table.size))
        bar = [w for w in said if w.at[1] < table.bar_rect.bottom]
        assert any(w.text.startswith("Computer 2 plays in") for w in bar), [w.text for w in bar]
        assert any("any key goes now" in w.text for w in bar), [w.text for w in bar]
    finally:
        theme.set_ui(100, False)
