"""A message, and a folded log's news, keep off the keyboard's band of words (a focused card's keys the top bar cannot
hold at large text, ``TablePainter.status_band``): a new player at 200 % in Mighty Beanz,
playing by keys, saw "Computer 2 played Lion Bean Headz-up ..." drawn over "Zombie Bean, in
your hand: Enter picks it up to drop it on ...", the two overprinted for four seconds."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.parts import log_news
from tests.ui.test_status_band_clear import _back_to_100, band_now, seated  # noqa: F401
from tests.ui.test_table_keys import key


@pytest.mark.parametrize("app_size", [(1280, 720)])
def test_a_message_keeps_off_the_band(app: App) -> None:
    app.settings["ui_scale"] = 200
    app.apply_ui()
    table = seated(app, "beanz")
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    band = None
    for i in range(len(stops)):
        table.focus.focus(stops, i)
        band = band_now(app, table)
        if band is not None:
            break
    assert band is not None, "no band at 200 %"
    for text in ("Computer 2 played Lion Bean Headz-up on Galaxy 2.", "Computer 2 drew a card."):
        table.toast(text, "info")
    band = band_now(app, table)
    assert band is not None
    # the game's free room for messages around the band, as in the set-up's free middle
    room = band.inflate(0, 2 * band.height + 200)
    table.gv.toast_room = lambda view: room  # type: ignore[method-assign]
    cx, top, room, height, px = table.paint.toast_place()
    w, h = table.toasts.extent(table.scale, room, height, px)
    shown = pygame.Rect(0, top, w, h)
    shown.centerx = cx
    assert not shown.colliderect(band), (shown, band)


@pytest.mark.parametrize("app_size", [(1280, 720)])
def test_a_folded_logs_news_keeps_off_the_band(app: App) -> None:
    """The news said first, the band coming after (a card focused by the keys as the news
    was up): the news moves off the band."""
    app.settings["ui_scale"] = 200
    app.apply_ui()
    table = seated(app, "beanz")
    assert table.log_folded and not table.log_open
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    bands = 0
    for i in range(len(stops)):
        table.focus.active = False  # no band: the news finds its spot
        lines = ["Computer 2 played Lion Bean Headz-up on Galaxy 2.", "+2 more in the Log"]
        table.news.say(lines, ["\n".join(lines), lines[0]], 8.0)
        assert band_now(app, table) is None and table.news.rect is not None
        table.focus.active = True
        table.focus.focus(stops, i)
        band = band_now(app, table)
        if band is None:
            continue
        bands += 1
        assert table.news.rect is None or not table.news.rect.colliderect(band), i
        # never covered, at any stage (where no spot is clear of it, nothing is said)
        area = pygame.Rect(0, table.bar_rect.bottom, *table.size)
        shape = (area.width // log_news.CELL + 1, area.height // log_news.CELL + 1)
        kept = table.news.keeps(area, shape)
        x, y = (band.centerx - area.x) // log_news.CELL, (band.centery - area.y) // log_news.CELL
        assert kept[x, y], (band, i)
    assert bands
