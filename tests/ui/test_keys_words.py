"""Words that name a mouse gesture say the keys too when the last input was a key (a player at
the keyboard read "drag up to 3 Missions" and "click or drag out to remove" with no key in
them, 2026-11-26): Espionage's turn line, the reaction window's bar, the deck builder's deck."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import focus, theme
from tabletop.ui.app import App
from tabletop.ui.scenes.deckbuilder_draw import DECK_HEAD, DECK_HEAD_KEYS, deck_head
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_builder_keys import builder, press


@pytest.fixture(autouse=True)
def _manual_clock(clock: ManualClock) -> ManualClock:
    return clock


def _click_nowhere(app: App) -> None:
    """A click on the felt below the top bar, left of everything (it picks nothing)."""
    pos = (4, app.screen.get_height() // 2)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def _espionage(app: App) -> TableScene:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}") for i in (1, 2)]
    table = TableScene(app, Session("espionage", 2, seats))
    app.push(table)
    app.step([])
    return table


def test_the_turn_line_says_the_keys_after_a_key(app: App) -> None:
    table = _espionage(app)
    view = table.view
    assert table.acting_seat() == 0 and not table.by_keys
    mouse = table.gv.status(view, 0)
    assert "drag up to" in mouse and "Enter" not in mouse and "Tab" not in mouse
    assert "Tab" not in table.gv.status_short(view, 0)
    press(app, pygame.K_TAB)
    assert table.by_keys
    keys = table.gv.status(table.view, 0)
    assert "drag up to" in keys and "or Enter on one (Tab to it)" in keys
    assert "(Tab, Enter)" in table.gv.status_short(table.view, 0)
    _click_nowhere(app)  # the pointer again: the pointer's words
    assert not table.by_keys and table.gv.status(table.view, 0) == mouse


def test_the_window_bar_says_the_keys_after_a_key(app: App) -> None:
    table = _espionage(app)
    view = table.view
    assert table.gv.window_hint(view) == "Drag a Reaction onto the stack, or Space to let it be"
    press(app, pygame.K_TAB)
    hint = table.gv.window_hint(view)
    assert hint.startswith("Drag a Reaction onto the stack, or Enter on one (Tab to it)")
    assert "Space" in hint


@pytest.mark.parametrize("pct", [100, 150, 200])
def test_the_deck_says_the_keys_while_the_ring_shows(app: App, pct: int) -> None:
    app.settings["ui_scale"] = pct
    app.apply_ui()
    b = builder(app)
    assert deck_head(b) == DECK_HEAD and "drag" in DECK_HEAD
    press(app, pygame.K_TAB)
    assert focus.ring(b).shown and deck_head(b) == DECK_HEAD_KEYS
    assert "Enter" in DECK_HEAD_KEYS and "Delete" in DECK_HEAD_KEYS
    # the head's room holds either words whole, above the first row
    size = max(12, int(18 * b.s))
    for words in (DECK_HEAD, DECK_HEAD_KEYS):
        lines = theme.wrap(words, size, b.deck_head.w)
        assert len(lines) * theme.line_h(size, 1.15) <= b.deck_head.h
        assert all(theme.text_width(x, size) <= b.deck_head.w for x in lines)
    assert b.rows and b.rows[0][0].top >= b.deck_head.bottom
    b.relayout()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1)])
    assert deck_head(b) == DECK_HEAD
