"""RPG Get! with four players at 200 % text on 1280x720: the other seats' narrow panels shrank a
crowded party to 28x39 cards with no names. Now each party card is as wide as its name needs
(whole, broken only between words, the PP pill under it), side by side across the panel under
its header, and the KO pile, inventory, bank and score pile are said on a line of counts under
the cards ("KO 0  Inv 3  Bank 0  Score 1"), a click on one listing its cards."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.labels import face_card
from tabletop.ui import theme
from tabletop.ui.components import card
from tabletop.ui.parts.layout import PileItem
from tests.ui import screenprobe, textprobe

SIZE = (1280, 720)


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("after", [140, 200])  # mid-game; late, a party of four
def test_the_other_seats_parties_have_named_cards_at_large_text(home: Path, after: int) -> None:
    session = textprobe._session("rpgget", 7, after, "human,bot,bot,bot")
    app = screenprobe.make_app(SIZE, 200)
    card.TRACE.clear()
    try:
        table, shot = screenprobe.frozen_table(app, session, SIZE)
        pygame.image.save(app.screen, str(home / f"four-200-{after}.png"))
        gv, view = table.gv, table.view
        boxes = gv.boxes(view, 0)
        order = gv.order(view, 0)
        g = gv.geometry(view, 0)
        sizes = []
        for k, p in enumerate(order[1:], 1):
            panel = gv.seat_area(g, k, 3, gv.row_counts(view, p))[0]
            party = sorted((r.x, r, c["name"]) for c, r, w in boxes if w == f"party/{p}")
            for (_x, a, _n), (_x2, b, _n2) in zip(party, party[1:]):
                assert a.right <= b.left, ("side by side", a, b)
            for _x, r, name in party:
                sizes.append(r.size)
                assert panel.contains(r), (name, r, panel)
            faces = [face_card(c) for c, r, w in boxes if w == f"party/{p}"]
            rects = [r for c, r, w in boxes if w == f"party/{p}"]
            assert all(card.name_unbroken("rpgget", f, r.size) for f, r in zip(faces, rects))
        assert len(sizes) >= 7
        least = (min(w for w, _h in sizes), min(h for _w, h in sizes))
        assert least[0] >= card.THUMB_W and least[1] >= 64, least  # were 28x39, no names
        # each name drawn whole, its words as printed
        names = {str(c["name"]) for c, _r, w in boxes if w.startswith("party/")}
        drawn = [(n, shown) for n, shown, cut in card.TRACE if n in names]
        assert {n for n, _s in drawn} == names
        assert all(shown.split() == n.split() for n, shown in drawn), drawn
        # the other boxes said on a line of counts, each a pile to open
        said = {p.text for p in shot.placed}
        lay = gv.layout_for(view, 0)
        lined = [p for p in order[1:] if p in gv.lined_seats()]
        assert len(lined) >= 2, "crowded panels say their piles on a line"
        for p in lined:
            counts = gv.row_counts(view, p)
            for z in ("unconscious", "inventory", "bank", "score"):
                assert gv.box_label(z, counts[z], True) in said, (p, z)
            inv = lay.find(("pile", "inventory", p))
            assert isinstance(inv, PileItem) and inv.browsable == bool(counts["inventory"])
        assert not shot.shortened() and not shot.overlaps() and not shot.clipped()
        assert not shot.under(theme.px(12)), shot.under(theme.px(12))
    finally:
        theme.set_ui(100, False)
        pygame.quit()
