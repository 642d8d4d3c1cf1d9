"""Every sentence a player reads calls the seats by the names given at the launcher: the log,
toasts, the status line, the result; the engine's own words ("Player 2") stay out of the state
and are named in one place (``engine.events.name_seats``)."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.engine.events import name_seats
from tabletop.engine.game import game_class, game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

NAMES = ["Ann", "Bea", "Cy", "Dee"]
ENGINE_WORDS = re.compile(r"\b(Player|seat) \d|\(#\d+\)")  # seat numbers, stack item numbers


def test_name_seats_keeps_other_words() -> None:
    names = ["Ann", "Bea"]
    assert name_seats("Player 1 played Sniper -> Player 2.", names) == "Ann played Sniper -> Bea."
    assert name_seats("Player 1 (Evil) scores.", names) == "Ann (Evil) scores."
    assert name_seats("Player 3 and 2 players", names) == "Player 3 and 2 players"
    assert name_seats("Player 1 wins", ["", "Bea"]) == "Player 1 wins"  # no name given


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


@pytest.mark.parametrize("game", [g for g in game_names() if info(g).view])
def test_a_bot_game_on_the_table_names_its_seats(app: App, game: str, monkeypatch) -> None:
    cls = game_class(game)
    n = max(cls.MIN_SEATS, 2)
    seats = [SeatConfig("bot", NAMES[i], "random") for i in range(n)]
    options = dict(info(game).unattended)
    session = Session(game, 11, seats, options)
    table = TableScene(app, session, viewer=None)
    app.push(table)
    toasts: list[str] = []
    add = table.toasts.add
    monkeypatch.setattr(
        table.toasts, "add", lambda text, *a, **k: (toasts.append(text), add(text, *a, **k))
    )
    statuses = []
    for _ in range(400):
        if session.game.is_terminal():
            break
        app.step([])
        statuses.append(session.name_text(table.gv.status(table.view, table.viewer)))
    lines = [text for text, _colour in table.log.lines]
    assert len(lines) > 5
    said = lines + toasts + statuses
    if session.game.is_terminal():
        said.append(session.name_text(session.game.result().text))
    bad = [t for t in said if ENGINE_WORDS.search(t)]
    assert not bad, bad[:5]
    if game != "codenames":  # Codenames' sentences name teams and Directors, not seats
        assert any(name in " ".join(lines) for name in NAMES[:n])


def test_a_resumed_game_shows_its_story_so_far(app: App) -> None:
    """Resuming a save (a session rebuilt from its log) shows the moves made before, in the
    log, as the seat on screen saw them, with the seats' names."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "random")]
    first = Session("espionage", 5, seats, {})
    while len(first.log) < 12:
        seat = first.game.active_seats()[0]
        first.apply(first.game.legal_actions(seat)[-1])
    resumed = Session("espionage", 5, seats, {}, log=list(first.log))
    table = TableScene(app, resumed, viewer=0)
    lines = [text for text, _colour in table.log.lines]
    assert len(lines) > 8
    assert any("Bea" in t for t in lines)
    assert not [t for t in lines if ENGINE_WORDS.search(t)]


def test_every_text_drawn_at_an_espionage_table_uses_the_names(app: App, monkeypatch) -> None:
    """Not only the log: every text drawn on screen (the line under the table says "You saw
    Bea's hand (Informant by Ann)", never "by Player 1"), frame by frame through a bot game."""
    drawn: set[str] = set()
    real = pygame.font.Font

    class Probe(real):  # type: ignore[misc,valid-type]
        def render(self, text, *a, **kw):  # type: ignore[no-untyped-def]
            drawn.add(str(text))
            return super().render(text, *a, **kw)

    from tabletop.ui import assets

    monkeypatch.setattr(pygame.font, "Font", Probe)
    assets.clear_caches()
    seats = [SeatConfig("bot", NAMES[i], "random") for i in range(3)]
    session = Session("espionage", 0, seats, {})
    table = TableScene(app, session, viewer=0)
    app.push(table)
    for _ in range(300):
        if session.game.is_terminal():
            break
        app.step([])
        table.draw(app.screen)
    assets.clear_caches()
    assert any("You saw" in t for t in drawn)  # the line this test is about was drawn
    bad = sorted(t for t in drawn if ENGINE_WORDS.search(t))
    assert not bad, bad[:5]
