"""The keyboard's band of words (a focused or held card's keys that the top bar cannot hold at
large text, ``TablePainter.status_band``) lies over empty table space: in Espionage with four
seats and in Mighty Beanz, for every place the keys can focus and every place a held card can
go, at 100/150/200 % on the three window sizes, it covers no seat's cards, panel, name or
counts (the words the table draws under the bar), no pile and none of your hand's cards."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.parts import table_paint
from tabletop.ui.parts.layout import CardItem, PileItem, Slot
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_table_keys import drags_now, key

SEATS = {"espionage": 4, "beanz": 2}


@pytest.fixture(autouse=True)
def _back_to_100(clock: ManualClock) -> Iterator[None]:
    yield
    theme.set_ui(100, False)


def seated(app: App, game: str) -> TableScene:
    """``game`` with a person and normal computers, played until the person may drag a card."""
    kinds = ["human"] + ["bot"] * (SEATS[game] - 1)  # named as the launcher names them
    seats = [SeatConfig.parse(k, i) for i, k in enumerate(kinds)]
    session = Session(game, 3, seats, info(game).unattended)
    me, rng = make_bot(game, "normal"), random.Random(3)
    for _ in range(400):
        g = session.game
        if 0 not in g.active_seats():
            session.apply(session.bot_choice(g.active_seats()[0]))
            continue
        table = TableScene(app, session)
        app.push(table)
        app.step([])
        if drags_now(table):
            pygame.event.clear()
            return table
        app.pop()
        session.apply(me.choose(g.view(0), g.legal_actions(0), rng))
    raise AssertionError(f"{game}: no card to drag")


def words_under_bar(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    """Every text the table draws under its top bar (names, counts, captions, labels), from a
    frame drawn anew, every layer with it, with the focus ring hidden (no band)."""
    active, table.focus.active = table.focus.active, False
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table_paint._spare.clear()
        table.paint.static = table.paint.layer = table.paint.frame_surface = None
        table._frame = None
        table.draw(pygame.Surface(table.size))
    table.focus.active = active
    table._frame = None
    full = tuple(table.size)
    return [
        (p.text, p.rect.inflate(-4, -2 * max(2, p.rect.height // 6)))  # its inked box
        for p in shot.placed
        if p.text.strip() and shot.surfaces[p.dest] == full
        if p.rect.top >= table.bar_rect.bottom
    ]


def band_now(app: App, table: TableScene) -> pygame.Rect | None:
    table.dirty = True
    table._frame = None
    app.step([])
    return table.paint.band_rect


def covered(table: TableScene, band: pygame.Rect, words: list[tuple[str, pygame.Rect]]) -> list:
    """What the band lies over: cards (yours and others'), piles, seat panels, words."""
    lay = table.gv.layout_for(table.view, 0)
    out: list = []
    for it in lay.items if lay else []:
        if not it.rect.width or not band.colliderect(it.rect):
            continue
        if isinstance(it, CardItem | PileItem) or (isinstance(it, Slot) and it.key[0] == "seat"):
            out.append(it.key)
    return out + [text for text, r in words if band.colliderect(r)]


@pytest.mark.parametrize("game", ["espionage", "beanz"])
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("app_size", [(1280, 720), (1920, 1080), (1024, 600)])
def test_the_band_lies_over_empty_table(app: App, game: str, scale: int) -> None:
    app.settings["ui_scale"] = scale
    app.apply_ui()
    table = seated(app, game)
    words = words_under_bar(table)
    names = [table.session.seat_name(i) for i in range(SEATS[game])]
    assert {n for n in names if any(n in t for t, _r in words)} == set(names)  # names seen
    key(app, pygame.K_TAB)
    bands = 0
    stops = table.focus.stops()
    for i, stop in enumerate(stops):  # every place the keys go
        table.focus.focus(stops, i)
        band = band_now(app, table)
        if band is not None:
            bands += 1
            assert not covered(table, band, words), (stop.key, table.focus.status_text())
    g = table.gv.gestures(table.view, table.legal(0))
    card = next(s for s in stops if s.kind == "hand" and g.targets(s.key))
    table.focus.focus(stops, stops.index(card))
    key(app, pygame.K_RETURN)
    assert table.focus.holding()
    for _ in table.focus.stops():  # held over each of its places in turn
        band = band_now(app, table)
        if band is not None:
            bands += 1
            here = table.focus.current()
            assert not band.colliderect(table.drags.rect()), table.focus.status_text()
            assert here is None or not band.colliderect(here.rect)
            left = [k for k in covered(table, band, words) if k != card.key]  # its empty place
            assert not left, (table.focus.status_text(), left)
        key(app, pygame.K_TAB)
    if scale == 200 and table.size[0] < 1920:  # large text: the band was there to look at
        assert bands
