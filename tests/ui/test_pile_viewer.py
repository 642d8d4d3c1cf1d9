"""The shared pile viewer: a click on a face-up pile browses it (newest first, paged), a click
on a card in it reads that card large, Esc or a click outside closes it, and the curtain
closes it before the screen passes to another seat. Espionage's discard pile and RPG Get!'s
score pile use the same component."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.registry import info
from tabletop.games.espionage.view import discard_of
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    monkeypatch.setattr(table_mod, "CURTAIN_GUARD", 0.0)
    monkeypatch.setattr(table_mod, "CURTAIN_KEY_GUARD", 0.0)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def click(table: TableScene, pos: tuple[int, int]) -> None:
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(table: TableScene, k: int) -> None:
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def _espionage_with_a_discard_pile(app: App) -> TableScene:
    """Ann's Espionage table once the discard pile holds three cards."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "random")]
    session = Session("espionage", 4, seats, {})
    while len(discard_of(session.game.view(0))) < 3:
        seat = session.game.active_seats()[0]
        session.apply(session.game.legal_actions(seat)[-1])
    table = TableScene(app, session, viewer=0)
    app.push(table)
    app.step([])
    return table


def test_espionage_discard_pile_is_browsed_and_a_card_read_large(app: App) -> None:
    table = _espionage_with_a_discard_pile(app)
    session = table.session
    table.draw(app.screen)
    click(table, table.gv.discard_rect.center)
    piles = table.gv.piles
    assert piles.is_open and len(piles.cards) == len(discard_of(session.game.view(0)))
    table.draw(app.screen)  # lays the cards out
    rect, card = piles.rects[0]
    assert card == discard_of(session.game.view(0))[-1]  # newest first
    click(table, rect.center)
    assert table.zoom.is_open and table.zoom.card == card
    click(table, (5, 5))  # the zoom closes first
    assert not table.zoom.is_open and piles.is_open
    key(table, pygame.K_ESCAPE)
    assert not piles.is_open


def test_rpgget_score_pile_is_browsed_and_closed_behind_the_curtain(app: App) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    session = Session("rpgget", 5, seats, {})
    session.game.set_position(
        {
            "current": 0,
            "phase": "play",
            "seats": [
                {"party": ["Ryudo"], "score": ["Clear the Forest", "Escape from Valua"]},
                {"party": ["HUmar"]},
            ],
        }
    )
    table = TableScene(app, session, viewer=0)
    app.push(table)
    table.lift_curtain()
    app.step([])
    table.draw(app.screen)
    r = table.gv.pile_rects[("score", 0)]
    click(table, r.center)
    piles = table.gv.piles
    assert piles.is_open and [c["name"] for c in piles.cards] == [
        "Escape from Valua",
        "Clear the Forest",
    ]
    assert "Ann" in piles.title
    table.raise_curtain(1)
    assert not piles.is_open


def test_a_long_pile_pages_with_the_wheel_and_keys(app: App) -> None:
    from tabletop.ui.components.pile import PileViewer

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "random")]
    session = Session("espionage", 4, seats, {})
    hand = session.game.view(0)["zones"]["hand/0"]["cards"]
    viewer = PileViewer()
    viewer.open("Discard pile", [dict(hand[i % len(hand)], id=i) for i in range(60)])
    viewer.draw(app.screen, app.screen.get_rect(), 1280 / 1920, "espionage", lambda c: c)
    assert viewer.pages > 1 and viewer.page == 0
    first = viewer.rects[0][1]["id"]
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    assert viewer.handle(wheel, lambda c: None)
    viewer.draw(app.screen, app.screen.get_rect(), 1280 / 1920, "espionage", lambda c: c)
    assert viewer.page == 1 and viewer.rects[0][1]["id"] != first
    viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0), lambda c: None)
    assert viewer.page == 0


@pytest.mark.parametrize(
    "game, zone, rect",
    [
        ("beanz", "discard/0", lambda t: t.gv.pile_rects(t.view, 0)[1]),
        ("austin", "score/0", lambda t: t.gv.score_rect(t.view, 0)),
        ("austin", "discard/0", lambda t: t.gv.discard_rect(t.view, 0)),
    ],
)
def test_beanz_discard_and_austin_score_piles_open_the_viewer(app: App, game, zone, rect) -> None:
    import random

    from tabletop.ai.base import make_bot

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
    session = Session(game, 5, seats, dict(info(game).unattended))
    bot, rng = make_bot(game, "normal"), random.Random(1)
    while len(session.game.view(0)["zones"][zone]["cards"] or []) < 2:
        assert not session.game.is_terminal()
        seat = session.game.active_seats()[0]
        session.apply(bot.choose(session.game.view(seat), session.game.legal_actions(seat), rng))
    table = TableScene(app, session, viewer=0)
    app.push(table)
    app.step([])
    table.draw(app.screen)
    click(table, rect(table).center)
    assert table.gv.piles.is_open
    assert len(table.gv.piles.cards) == len(session.game.view(0)["zones"][zone]["cards"])
    assert "Ann" in table.gv.piles.title
    table.draw(app.screen)


def test_the_tables_focus_ring_is_not_drawn_over_an_open_pile(app: App, monkeypatch) -> None:
    """A keyboard player looking through the discard pile saw the table's focus ring over one
    of the pile's cards (it marked the pile's place on the table under the viewer)."""
    from tabletop.ui.layers import focus as focus_layer

    table = _espionage_with_a_discard_pile(app)
    rings: list[pygame.Rect] = []
    monkeypatch.setattr(focus_layer, "ring", lambda surf, rect, s: rings.append(rect))
    table.focus.active = True
    stops = table.focus.stops()
    table.draw(app.screen)
    at = table.gv.discard_rect.center
    table.focus.focus(stops, next(i for i, s in enumerate(stops) if s.rect.collidepoint(at)))
    table.draw(app.screen)
    assert rings, "the focused pile shows its ring"
    key(table, pygame.K_RETURN)  # Enter looks through it
    assert table.gv.piles.is_open
    rings.clear()
    table.draw(app.screen)
    assert not rings
    key(table, pygame.K_ESCAPE)
    table.draw(app.screen)
    assert not table.gv.piles.is_open and rings


@pytest.mark.parametrize("scale", [100, 200])
def test_the_piles_title_and_hint_stay_clear_of_its_cards(
    tmp_path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """At 200 % the discard pile's cards lay over the lower half of its title ("Discard pile:
    5 cards, newest first"): the cards start under the title and end above the hint."""
    from tabletop.ui import theme
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    app = screenprobe.make_app((1280, 720), scale)
    try:
        table = _espionage_with_a_discard_pile(app)
        table.draw(app.screen)
        click(table, table.gv.discard_rect.center)
        drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text

        def spy(surf, text, *a, **k):  # type: ignore[no-untyped-def]
            drawn.append((str(text), real(surf, text, *a, **k)))
            return drawn[-1][1]

        monkeypatch.setattr(theme, "blit_text", spy)
        table._frame = None
        table.draw(app.screen)
        piles = table.gv.piles
        words = [r for t, r in drawn if "newest first" in t or "Esc or a click" in t]
        assert len(words) == 2 and piles.rects
        for r, _c in piles.rects:
            assert r.collidelist(words) < 0, (r, words)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
