"""A card held with the keys over a card on Espionage's stack (issue 52, 100 % on 1280x720): a
held Police hung from the target's centre lay over the caption under it ("Ninja (as
Infiltrator) by Bot2 on Ann") in a two-card stack. Where it would cover a caption or another
card of the stack it stands beside its target, inside the table, covering none of them."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.layers import drag
from tabletop.ui.table import TableScene
from tests.ui import botplay, screenprobe


def _police_answer() -> Session:
    """Seed 7, three seats: a two-card stack (Infiltrator, then Ninja as one on Ann) while Ann
    may answer the Ninja with her Police."""
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}", "normal") for i in (1, 2)]

    def met(v: dict) -> bool:
        names = [c["name"] for c in v.get("hand") or []]
        return len(v.get("stack") or []) == 2 and "Police" in names and v["phase"] == "window"

    found = botplay.espionage_until(seats, met, [7])
    assert found is not None, "no two-card stack to answer with Police"
    return found


def _key(t: TableScene, key: int) -> None:
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    t._frame = None
    t.draw(t.app.screen)


@pytest.mark.parametrize("scale", [100, 150])
def test_a_held_police_covers_no_caption_of_a_two_card_stack(scale: int) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    try:
        t = TableScene(app, _police_answer(), viewer=0, frozen=True)
        app.push(t)
        t.draw(app.screen)
        stops = t.focus.stops()
        police = next(s for s in stops if s.kind == "hand" and s.name == "Police")
        _key(t, pygame.K_TAB)
        t.focus.focus(stops, stops.index(police))
        _key(t, pygame.K_RETURN)
        assert t.focus.holding()
        here = t.focus.current()
        assert here is not None and here.kind == "target"
        if out := os.environ.get("TABLETOP_SHOTS"):
            pygame.image.save(app.screen, str(Path(out) / f"held_police_{scale}.png"))
        cards = t.gv.stack_rects(t.view)
        captions = t.gv.captions
        assert len(cards) == 2 and len(captions) == 2 and all(c.height for c in captions)
        mine = [r for r in cards if here.rect.contains(r)]
        assert len(mine) == 1  # held over a card of the stack
        held = t.drags.rect()
        assert t.play_rect.contains(held)
        hit = [r for r in captions + cards if r not in mine and held.colliderect(r)]
        assert not hit, (held, hit)
        # what it answers stays in sight: the target's name at its top
        top = pygame.Rect(here.rect.topleft, (here.rect.w, here.rect.h // 4))
        assert not held.colliderect(top)
    finally:
        pygame.quit()


def test_without_words_in_the_way_it_hangs_from_the_targets_centre() -> None:
    room, target = pygame.Rect(0, 0, 1000, 700), pygame.Rect(300, 200, 100, 140)
    assert drag.held_at(target, (120, 168), room) == pygame.Rect(target.center, (120, 168)).center
    far = [pygame.Rect(900, 600, 50, 20), target]  # the target itself is never in the way
    assert drag.held_at(target, (120, 168), room, far) == drag.held_at(target, (120, 168), room)
    words = [pygame.Rect(290, 345, 160, 40)]  # a caption under the target: beside it, right
    at = pygame.Rect((0, 0), (120, 168))
    at.center = drag.held_at(target, (120, 168), room, words)
    assert at.left > target.right and at.bottom == target.bottom and at.collidelist(words) < 0
