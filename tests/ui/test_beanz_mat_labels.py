"""Mighty Beanz' labels on and under the mat's cards at large text (issue 52, 1280x720 at 200 %):
the defenders' outcomes ("\u2192 Sidewayz") under their cards never run into one another or
past the mat, a position's name ("Bottomz-up") stays inside its card's width, and the line
"Attack 100: click the Bean card that defends" stays inside its panel, clear of the Galaxies'
names and loot."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui.frozengame import frozen_game

#: seed 16 after 55 bots' moves: you choose which of three Beans side by side defends an
#: Attack 100 (each would go Sidewayz); two Beans on the mat are Bottomz-up
SEED, AFTER = 16, 55


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_outcomes_positions_and_prompt_keep_clear(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    with frozen_game("beanz", SEED, AFTER, "human,bot", size, scale) as (app, table, shot):
        pygame.image.save(app.screen, str(tmp_path / "defend.png"))
        gv, view = table.gv, table.view
        outcomes = (view["targeting"] or {})["outcomes"]
        pills = gv.outcome_pills(view, outcomes)
        assert len(pills) == 3
        mat = gv.mat_rect()
        beans = [
            gv.bean_rect(gv.slot_rect(view, sl["slot"]), sl["position"])
            for sl in view["mat"]
            if sl["bean"] is not None
        ]
        rects = [r for r, _px, _w in pills.values()]
        for i, r in enumerate(rects):
            assert mat.left <= r.left and r.right <= mat.right, (r, mat)
            assert r.collidelist(beans) < 0, r  # under the cards, over none
            assert r.inflate(2, 0).collidelist(rects[:i] + rects[i + 1 :]) < 0, rects
        # each text of them (and the panel's line) drawn whole, over no other text
        ours = ("\u2192", "Sidewayz", "Attack 100", "card that defends", "Bottomz", "BOTTOMZ")
        mine = [p for p in shot.placed if any(w in p.text for w in ours)]
        assert any("Sidewayz" in p.text for p in mine) and any("Attack" in p.text for p in mine)
        bad = [o for o in shot.overlaps() if any(w in t for t in o for w in ours)]
        assert not bad, bad
        assert not [c for c in shot.clipped() if any(w in c[0] for w in ours)]
        assert not [t for t in shot.spills if any(w in t[0] for w in ours)], shot.spills
        # a Bottomz-up card's name for its position fits inside the card's width
        bottomz = [sl for sl in view["mat"] if sl["bean"] and sl["position"] == "bottomz"]
        assert bottomz
        for sl in bottomz:
            br = gv.bean_rect(gv.slot_rect(view, sl["slot"]), sl["position"])
            pill_w = gv.position_img("bottomz", br.width).get_width() + int(10 * gv.scale)
            assert pill_w <= br.width, (pill_w, br)


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 150), ((1280, 720), 200), ((1920, 1080), 200)]
)
def test_bean_cards_fill_their_slots_at_large_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    """A Bean card with no Cosmos card under it fills its slot's height (at 200 % on
    1280x720 every one was a squat 112 x 61): at about as tall as wide or taller, a Sidewayz one a
    turned card's proportions; one over a Cosmos card stays under that card's name strip, its
    values' panel under its own name (a Clown's "+100 Moon" covered "Clown"). The card is
    clicked and dragged where it is drawn."""
    from tabletop.games.beanz.layout import place

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    # the README's Beanz table
    with frozen_game("beanz", 5, 24, "human,bot", size, scale) as (app, table, _shot):
        gv, view = table.gv, table.view
        lay = place(gv, view, 0)
        kinds = set()
        for sl in view["mat"]:
            if sl["bean"] is None:
                continue
            srect, br = gv.slot_rect(view, sl["slot"]), gv.bean_at(view, sl)
            item = lay.find(("slot", sl["slot"]))
            assert item is not None and item.rect == br
            assert srect.inflate(2, 2).contains(br), (srect, br)
            if sl["position"] == "headz":  # the values' panel under the card's name
                rows, reach = gv.values_panel(view, sl, br)
                panel = gv.panel_rect(rows, br, gv.mat_px(view, sl, br), reach)
                title = gv.title_rect(sl, br.size).move(br.topleft)
                name = str(sl["bean"]["name"])
                if gv.squat_px(view, sl, br):  # too low for it under its name (200 %): its
                    assert rows[0][0] in (name, name.removesuffix(" Bean"))  # name heads it,
                    assert panel.top <= br.top + 2, (name, panel, br)  # over the whole card
                else:
                    assert rows and panel.top >= title.bottom, (name, panel, title)
            if sl["cosmos"] is not None:
                kinds.add("cosmos")
                assert br.top >= srect.top + gv.peek
            elif sl["position"] == "sidewayz":
                kinds.add("sidewayz")
                assert br.width > br.height and abs(br.width / br.height - 168 / 120) < 0.05
            else:
                kinds.add("upright")
                assert br.height >= br.width * 0.9, br  # about square, or taller
        assert kinds == {"cosmos", "sidewayz", "upright"}
