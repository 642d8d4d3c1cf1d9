"""RPG Get! with four players on the smallest window (1024x600, 100 % text): the other seats'
panels lay a party across the panel's width, its cards side by side with each name whole and
broken only between words, and the KO pile, inventory, bank and score pile on a second tier
under it (one row of five boxes in a third of the window gave each party card 28 pixels: "H...",
"Part...", and "RP 3" lay over the next panel's name)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.labels import face_card
from tabletop.ui.components.card import THUMB_W, name_unbroken
from tests.ui import screenprobe, textprobe

SMALL = (1024, 600)


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("after", [60, 200])  # an attempt under way; a late, crowded table
def test_the_other_seats_parties_read_whole_above_their_piles(home: Path, after: int) -> None:
    session = textprobe._session("rpgget", 7, after, "human,bot,bot,bot")
    app = screenprobe.make_app(SMALL, 100)
    try:
        table, shot = screenprobe.frozen_table(app, session, SMALL)
        pygame.image.save(app.screen, str(home / f"four-{after}.png"))
        gv, view = table.gv, table.view
        assert gv.tier_h, "the panels take two tiers"
        boxes = gv.boxes(view, 0)
        g = gv.geometry(view, 0)
        order = gv.order(view, 0)
        panels = []
        members = 0
        for k, p in enumerate(order[1:], 1):
            panel = gv.seat_area(g, k, 3, gv.row_counts(view, p))[0]
            panels.append(panel)
            party = sorted((r, c) for c, r, w in boxes if w == f"party/{p}")
            rest = [r for c, r, w in boxes if w.endswith(f"/{p}") and not w.startswith("party")]
            for (a, _), (b, _) in zip(party, party[1:]):
                assert a.right <= b.left, ("side by side", a, b)
            for r, c in party:
                members += 1
                assert r.width >= THUMB_W and panel.contains(r), (c["name"], r, panel)
                assert name_unbroken("rpgget", face_card(c), r.size), (c["name"], r.size)
            low = max((r.bottom for r, _c in party), default=panel.y)
            assert all(r.top > low and panel.contains(r) for r in rest), (p, rest)
        assert members >= 4
        for a, b in zip(panels, panels[1:]):
            assert not a.colliderect(b)
        # the arena keeps its cards (an attempt's, in the arena under the panels)
        arena = gv.areas["arena"]
        fighters = [r for c, r, w in boxes if w in ("active", "enemy", "mission")]
        assert all(arena.contains(r) for r in fighters)
        assert all(r.height >= int(gv.arena_card[1] * 0.6) - 1 for r in fighters)
        assert not shot.shortened() and not shot.overlaps() and not shot.clipped()
    finally:
        pygame.quit()


def test_under_a_window_bar_the_arena_keeps_room_for_its_cards(home: Path) -> None:
    """A second tier whose cards are too small for a name either way (1024x600) takes its
    least height, so under a response window's bar the arena's cards keep some room (they
    were 22x31, their HP and PP pills run together) and the bar covers none of them."""
    from tabletop.ui.table import TableScene
    from tests.ui.test_rpgget_findings import window_at

    app = screenprobe.make_app(SMALL, 100)
    try:
        t = TableScene(app, window_at(4), viewer=0, frozen=True)
        app.push(t)
        t.window.follow(t.session.log, t.game.active_seats(), 30.0)
        app.screen = pygame.Surface(SMALL)
        t.draw(app.screen)
        gv, bar = t.gv, t.bar.rect()
        assert gv.tier_h and bar is not None
        fighters = [r for _c, r, w in gv.boxes(t.view, 0) if w in ("active", "enemy", "mission")]
        assert fighters and not any(bar.colliderect(r) for r in fighters)
        assert min(r.height for r in fighters) >= int(gv.arena_card[1] * 0.45), fighters
    finally:
        pygame.quit()
