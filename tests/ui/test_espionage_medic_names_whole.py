"""Espionage's Medic taking a card from a discard pile of thirty (1280x720, 100 %): the
picker's cards were 49 px wide while its panel kept half its room empty, and their names broke
("Bodyg-uard", "Detect-ive", "Infiltr-ator"); at 200 % they were 35 px wide. Every card is now
at least the size at which every Espionage name is whole: where the rows do not fit at that
size they overlap, each card's name plate in sight (the number keys' badges in a band above
the first row), and where even that does not fit above your hand the panel covers the hand
whole. A click on the part of a card in sight picks that card."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.espionage import piles
from tabletop.games.espionage.picker import least_whole
from tabletop.room.session import SeatConfig
from tabletop.ui.components.card import name_whole, title_rect
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.table import TableScene
from tests.ui import botplay, screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.fixture(scope="module")
def medic_of_many() -> Any:
    """Seat 0's Medic asking for one of 26 or more cards of the discard pile."""
    players = [SeatConfig("human", "Ann")] + [SeatConfig("bot", n, "normal") for n in "BC"]

    def many(view: dict[str, Any]) -> bool:
        p = view.get("prompt") or {}
        n = len(p.get("options") or [])
        return p.get("seat") == 0 and p.get("kind") == "medic" and n >= 26

    session = botplay.espionage_until(players, many, range(1, 80))
    assert session is not None, "no Medic of 26 cards"
    return session


def _picker(t: TableScene) -> tuple[list[dict[str, Any]], list[pygame.Rect], tuple[int, int]]:
    sel = t.prompts.current(t.gv, t.view, 0, t.legal(0))
    assert sel is not None
    opts, rects, size, _box = t.prompts._picker(t.gv, t.view, sel, t.play_rect, t.scale)
    return opts, rects, size


CASES = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]


@pytest.mark.parametrize(("size", "ui"), CASES)
def test_every_name_in_the_medics_picker_is_whole_and_in_sight(
    medic_of_many: Any, size: tuple[int, int], ui: int
) -> None:
    t, shot = screenprobe.drawn_table(size, ui, medic_of_many, keys=True)
    opts, rects, card = _picker(t)
    assert len(opts) >= 26
    assert card[0] >= least_whole()[0], card
    spots = [r for _a, r in t.prompt_cards.targets()]
    box = t.prompts.box
    for o, r, seen in zip(opts, rects, spots, strict=True):
        c = t.gv.prompt_card(t.view, int(o["card"]))
        assert name_whole("espionage", c, card), (c["name"], card)
        plate = title_rect("espionage", c, card)
        assert seen.top == r.top and seen.height >= plate.bottom, (c["name"], seen, plate)
        assert box.contains(r), (box, r)
    # the number keys' badges lie clear of every card (over the first row, or under a row)
    room = t.gv.badge_room
    for r, below, tab in t.focus.numbered():
        b = badge_rect(r, t.scale, below, tab, room(t.view, r))
        assert box.contains(b) and b.collidelist(rects) == -1, (b, r)
    # your hand's label is clear of the panel, or the panel covers the hand whole
    hand = t.gv.hand_now(t.view["hand"])
    label = piles.hand_label_rect(t.gv, t.view, 0)
    assert box.bottom <= label.top or all(box.contains(h) for h in hand + [label])
    assert not [x for x in shot.sizes if x[2] and x[0].strip() and x[1] < 12]


@pytest.mark.parametrize("ui", [100, 200])
def test_a_click_on_a_cards_part_in_sight_picks_that_card(medic_of_many: Any, ui: int) -> None:
    t, _shot = screenprobe.drawn_table((1024, 600), ui, medic_of_many, keys=False)
    spots = t.prompt_cards.targets()
    _opts, rects, _card = _picker(t)
    cols = sum(1 for r in rects if r.top == rects[0].top)
    for i in (0, cols, len(spots) - 1):
        action, seen = spots[i]
        for y in (seen.top + 2, seen.bottom - 2):
            t.prompts.picked = []
            pos = (seen.centerx, y)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            t.app.step(pygame.event.get())
            assert t.prompts.picked == [action.args[0]], (i, y, seen)
