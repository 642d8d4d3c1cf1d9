"""A hand card's words box keeps clear of the banner on screen (a new player at 1280x720,
2026-11-26: with the keys on "One Million Dollars!" its box lay over the bone's big words
"It's freedom, baby, yeah!"). The banner's box is one of the table's headings while it shows,
so the words box (and a refusal said near a card) goes elsewhere."""

from __future__ import annotations

import pygame
import pytest

from tests.ui import screenprobe
from tests.ui.test_austin_banner_labels import _attempt
from tests.ui.test_austin_banner_place import _events

pytestmark = pytest.mark.usefixtures("scaled_home")  # its home; 100 % after


@pytest.mark.parametrize("scale", [100, 150])
def test_a_hand_cards_words_box_lies_off_the_banner(scale: int) -> None:
    size = (1280, 720)
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, _attempt("human,bot,bot"), size)
    gv = t.gv
    stops = [s for s in t.focus.stops() if s.kind == "hand"]
    assert stops
    checked = 0
    for e in _events(t):
        for stop in stops:
            gv.banners = []
            gv.on_events([e], 0)
            banner = gv.banner_plan(t.view, gv.banners[-1]).box
            t.focus.active = True
            everything = t.focus.stops()
            t.focus.focus(everything, everything.index(stop))
            surf = pygame.Surface(size)
            t.draw(surf)
            assert banner in gv.headings(t.view)
            box = t.hand_words.rect
            if box is None:
                continue
            checked += 1
            assert not box.colliderect(banner), (e["kind"], stop.name, box, banner)
    assert checked
    gv.banners = []
    assert gv.banner_now(t.view) == []
