"""RPG Get! with four players at 200 % on 1280x720: the other seats' panels were laid out two
ways at once (one with a row of labelled boxes, two with their party over a line of chips "KO 0
Inv 0 Bank 0 Score 0" and no word "Party"), and your own row turned into chips (a 330 px "Inv 0",
no "Party 3") once the table had been laid out from another seat. Now every other panel is laid
out alike, a lined one says "Party N" at the end of its party's line, and your row keeps its
boxes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_rpgget_window_names_clear import window_session


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("seed", [7, 2, 13])
def test_the_other_panels_are_laid_out_alike_and_say_party(home: Path, seed: int) -> None:
    try:
        t, shot = screenprobe.drawn_table(
            (1280, 720), 200, window_session("human,bot,bot,bot", seed)
        )
        pygame.image.save(t.app.screen, str(home / f"panels-{seed}.png"))
        gv, view = t.gv, t.view
        others = gv.order(view, 0)[1:]
        lined = [p for p in others if p in gv.lined_seats()]
        assert lined in ([], others), lined  # all alike
        g = gv.geometry(view, 0)
        for k, p in enumerate(others, 1):
            counts = gv.row_counts(view, p)
            word = gv.box_label("party", counts["party"])
            said = [x.rect for x in shot.placed if x.text == word]
            panel, sub, card = gv.seat_area(g, k, len(others), counts)
            assert [r for r in said if panel.contains(r)], (p, word)  # "Party N" in its panel
            party = [r for _c, r, w in gv.boxes(view, 0) if w == f"party/{p}"]
            others_words = [x for x in shot.placed if x.text != word]
            for r in said:
                assert not [c for c in party if c.colliderect(r)]
                hit = [x.text for x in others_words if x.rect.inflate(-4, -8).colliderect(r)]
                assert not hit, (word, hit)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_your_row_keeps_its_boxes_after_the_table_was_laid_out_from_another_seat(
    home: Path,
) -> None:
    try:
        t, _shot = screenprobe.drawn_table((1280, 720), 200, window_session("human,bot,bot,bot", 3))
        gv, view = t.gv, t.view
        gv.boxes(view, 2)  # the table as another seat would see it (your row among the others)
        t.dirty, t._frame = True, None
        t.draw(t.app.screen)
        assert 0 not in gv.lined_seats()
        g = gv.geometry(view, 0)
        counts = gv.row_counts(view, 0)
        _area, sub, card = gv.seat_area(g, 0, 3, counts)
        segs = gv.segments(sub, card, gv.line, counts, True)
        # the usual boxes side by side under their labels' line (a line of counts lays the
        # party above the chips)
        assert len({s.y for s in segs.values()}) == 1
        assert not [z for z in segs if gv.chip(0, z)]
        party = [r for _c, r, w in gv.boxes(view, 0) if w == "party/0"]
        assert party and all(segs["party"].contains(r) for r in party)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
