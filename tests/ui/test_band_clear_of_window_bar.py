"""The keyboard's band of words keeps clear of a reaction window's bar: at 200 % on 1280x720,
"Police over Sniper by Computer 2 on Ann: Enter drops it..." lay under the bar "Reactions to:
Sniper by Computer 2 on Ann", each hiding the other's words. Now the bar is one of the places
the band never covers, while a card is focused or held over each of its targets."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_status_band_clear import band_now
from tests.ui.test_table_keys import drags_now, key, play_until


@pytest.fixture(autouse=True)
def _held_clock(clock: ManualClock) -> Iterator[None]:
    yield
    theme.set_ui(100, False)


def answering(table: TableScene) -> bool:
    """The person may drop a Reaction in an open window."""
    return drags_now(table) and table.gv.is_window(table.view) and table.bar.rect() is not None


@pytest.mark.parametrize("scale", [150, 200])
def test_the_band_never_covers_the_window_bar(app: App, scale: int) -> None:
    app.settings["ui_scale"] = scale
    app.apply_ui()
    table = play_until(app, "espionage", answering, seed=5)
    key(app, pygame.K_TAB)
    bands = 0
    stops = table.focus.stops()
    for i in range(len(stops)):  # every place the keys go
        table.focus.focus(stops, i)
        band = band_now(app, table)
        bar = table.bar.rect()
        if band is not None and bar is not None:
            bands += 1
            assert not band.colliderect(bar), (stops[i].key, band, bar)
    g = table.gv.gestures(table.view, table.legal(0))
    card = next(s for s in stops if s.kind == "hand" and g.targets(s.key))
    table.focus.focus(stops, stops.index(card))
    key(app, pygame.K_RETURN)
    assert table.focus.holding()
    for _ in table.focus.stops():  # held over each of its places in turn
        band = band_now(app, table)
        bar = table.bar.rect()
        if band is not None and bar is not None:
            bands += 1
            assert not band.colliderect(bar), (table.focus.status_text(), band, bar)
        key(app, pygame.K_TAB)
    if scale == 200:
        assert bands  # large text: the band was there to look at
