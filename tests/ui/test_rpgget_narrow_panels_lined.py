"""RPG Get! with four players on 1024x600 at 200 %: the other seats' panels could hold neither
their row of boxes under labels (the party's box was 13 pixels wide: no "Party" label, its
card drawn over the KO pile's box, four party members stacked on one place) nor their line of
count chips ("KO 0 Inv 0 Bank 0 Score 0" was 17 pixels too wide). The chips now lie closer
where the line needs it, and a party whose cards' names want more than the panel's width
takes a share of it each: every panel lays its party side by side over its line of counts,
each card wide enough for a name, none on another box. Your own row, which has the room,
takes cards wide enough to say their names too."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components import card
from tabletop.ui.components.card import THUMB_W
from tests.ui import screenprobe, textprobe

FOUR = "human,bot,bot,bot"
#: (bot actions before): the set-up (a party of one each), mid-game (a party of four)
SCENES = [3, 200]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("after", SCENES)
def test_the_other_seats_parties_lie_side_by_side_over_their_counts(home: Path, after: int) -> None:
    try:
        session = textprobe._session("rpgget", 7, after, FOUR)
        t, shot = screenprobe.drawn_table((1024, 600), 200, session, keys=False)
        pygame.image.save(t.app.screen, str(home / f"panels-{after}.png"))
        gv, view = t.gv, t.view
        g = gv.geometry(view, 0)
        boxes = gv.boxes(view, 0)
        order = gv.order(view, 0)
        for k, p in enumerate(order[1:], 1):
            counts = gv.row_counts(view, p)
            _area, sub, card = gv.seat_area(g, k, len(order) - 1, counts)
            segs = gv.segments(sub, card, gv.line, counts, False)
            party = [r for _c, r, w in boxes if w == f"party/{p}"]
            assert len(party) == counts["party"], (p, party)
            for i, r in enumerate(party):
                assert r.width >= THUMB_W, (p, r)  # a face with its name
                assert sub.contains(r), (p, r, sub)
                for q in party[i + 1 :]:
                    assert not r.colliderect(q), (p, r, q)
                for z in ("unconscious", "inventory", "bank", "score"):
                    assert not r.colliderect(segs[z]), (p, z, r, segs[z])
            # the line of counts whole inside the panel, each chip's words whole
            for z in ("unconscious", "inventory", "bank", "score"):
                assert sub.contains(segs[z]), (p, z, segs[z], sub)
            words = [gv.box_label(z, counts[z], True) for z in ("unconscious", "score")]
            drawn = [q for q in shot.placed if q.text in words and sub.contains(q.rect)]
            assert len(drawn) >= 2 and not any(q.cut for q in drawn), (p, drawn)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_your_party_says_its_names_at_200_percent_on_1024x600(home: Path) -> None:
    """Your own row had room across to spare, yet its 47x51 cards were thumbnails: no name
    ("Fina" read only as "PP 2" and a poison pill). They are as wide as a named face now."""
    try:
        session = textprobe._session("rpgget", 7, 200, FOUR)
        card.TRACE.clear()
        t, _shot = screenprobe.drawn_table((1024, 600), 200, session, keys=False)
        party = [(c, r) for c, r, w in t.gv.boxes(t.view, 0) if w == "party/0"]
        assert party
        assert all(r.width >= THUMB_W for _c, r in party), party
        named = {full for full, shown, _cut in card.TRACE if shown.strip()}
        assert {str(c["name"]) for c, _r in party} <= named, (party, named)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
