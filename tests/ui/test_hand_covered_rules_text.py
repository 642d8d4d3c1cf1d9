"""Espionage with a crowded hand (nine cards at 1280x720, 100 %): the Courier's text box, covered
by the next card but for a strip, showed an empty grey bar: its head above the row's type band
was blanked, rules text and all, so the cut type line ("MIS") would not show. Its rules text
("Draw 2 cards.") is written again in that head, whole, where it fits; the type tab stays in
the band."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components.card import LAYOUTS
from tabletop.ui.components.hand import rules_fit, type_plan
from tests.ui import screenprobe
from tests.ui.test_hand_type_tabs_level import lit_rows

pytestmark = pytest.mark.usefixtures("scaled_home")


def _nine_with_a_courier() -> Session:
    """Ann holds nine cards, the Courier third (the cards taken from the draw pile)."""
    s = Session("espionage", 7, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")])
    g = s.game
    names = g.names_by_id
    courier = next(c for c in g.draw if names[c] == "Courier")
    others = [c for c in g.draw if names[c] not in ("Courier", "Bomb")][:8]
    for c in [courier, *others]:
        g.draw.remove(c)
    g.hands[0][:] = [*others[:2], courier, *others[2:]]
    return s


def test_a_covered_couriers_rules_text_is_read_again() -> None:
    size = (1280, 720)
    t, _shot = screenprobe.drawn_table(size, 100, _nine_with_a_courier(), keys=False)
    gv, hand = t.gv, t.view["hand"]
    rects = gv.hand_now(hand)
    i = next(k for k, c in enumerate(hand) if c["name"] == "Courier")
    r, shown = rects[i], rects[i + 1].x - rects[i].x
    assert shown < r.width  # covered but for a strip
    initials, band = gv.type_row(hand, rects, None, "espionage")
    plan = type_plan(r, shown, "Courier", gv.scale, "espionage", initials)
    assert plan is not None and band is not None
    tab = plan[0]
    assert tab.top < r.y + band[0]  # its type line heads its text box, above the band
    head = pygame.Rect(tab.x, tab.top, tab.w, r.y + band[0] - tab.top)
    face = LAYOUTS[("espionage", "Courier", r.size)]
    fit = rules_fit(head, "Draw 2 cards.", face.get("plan") or {})
    assert fit is not None
    ink = lit_rows(t.app.screen, fit[2], dark=True)
    assert ink and head.top <= min(ink) and max(ink) < head.bottom, (ink, head)
