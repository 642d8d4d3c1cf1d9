"""Mighty Beanz in a real game at 100 %, 150 % and 200 % text on 1280x720 (issue 52): the
mat's labels lay over its names. A Sidewayz card over a Cosmos card at 200 % had its values'
panel over its name ("+50 Team" over "Cannonball"), and a Cosmos card's name tab ("Harvest
Moon") left a sliver of the card's printed name under it, read as a second label, and a
Sidewayz card's own turned name showed in bits around its SIDEWAYZ tag. Every
position tag (Bottomz-up, Sidewayz) and every values' panel lies clear of every other name
on the mat, and each Cosmos tab covers its card's strip down to its Bean card."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.beanz import postag
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.components import card as card_component
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_beanz_table import table_for

SIZE = (1280, 720)
MAT = [  # every position over and off a Cosmos card, on both halves of the mat
    {"slot": 12, "bean": "Lion Bean", "cosmos": "Harvest Moon", "position": "bottomz"},
    {"slot": 13, "bean": "Cannonball Bean", "position": "sidewayz", "cosmos": "Blue Moon"},
    {"slot": 14, "bean": "Clown Bean", "position": "sidewayz"},
    {"slot": 15, "bean": "Skater Bean", "cosmos": "Harvest Moon"},
    {"slot": 16, "bean": "Surfer Bean", "position": "bottomz"},
    {"slot": 3, "bean": "Zombie Bean", "position": "bottomz", "cosmos": "Harvest Moon"},
    {"slot": 4, "bean": "Mermaid Bean", "position": "sidewayz", "cosmos": "Harvest Moon"},
    {"slot": 5, "bean": "Mighty Moose Bean", "position": "sidewayz"},
]


def mat_table(size: tuple[int, int], scale: int, mat: list[dict[str, Any]] = MAT) -> TableScene:
    """Ann, to move, against a computer held still, with the Beans of ``mat`` on the mat."""
    app = screenprobe.make_app(size, scale)
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    session = Session("beanz", 0, seats, {"shots": "model"})
    session.game.set_position({"active": 0, "mat": mat})
    return table_for(app, session)


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_no_label_lies_over_a_name_in_a_real_game(
    scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    table = mat_table(SIZE, scale)
    gv = table.gv
    pills: list[pygame.Rect] = []
    panels: list[pygame.Rect] = []
    real_pill, real_panel = gv.position_pill, gv.info_panel

    def pill(surf: pygame.Surface, img: pygame.Surface, centre: Any) -> pygame.Rect:
        pills.append(real_pill(surf, img, centre))
        return pills[-1]

    def panel(surf: pygame.Surface, rows: Any, box: pygame.Rect, px: int, reach: int = -1) -> None:
        panels.append(gv.panel_rect(rows, box, px, reach))
        real_panel(surf, rows, box, px, reach)

    gv.position_pill, gv.info_panel = pill, panel
    surf = pygame.Surface(SIZE)
    table._frame = None
    try:
        table.draw(surf)
    finally:
        del gv.position_pill, gv.info_panel
    pygame.image.save(surf, str(tmp_path / f"mat-{scale}.png"))
    view = table.view
    names = postag.name_rects(gv, view)
    tabs = 0
    beans = [sl for sl in view["mat"] if sl["bean"]]
    assert len(pills) == len(beans) - 1  # every card but the Headz-up Skater has a tag
    bad = [f"tag {p} over {n}" for p in pills for n in names if p.colliderect(n)]
    for sl in beans:
        br = gv.bean_at(view, sl)
        own = [p for p in panels if br.collidepoint(p.center)]
        assert own, sl
        for n in names:
            if br.contains(n) and (sl["position"] == "bottomz" or gv.squat_px(view, sl, br)):
                continue  # a Bottomz-up (or squat, at 200 %) card's name heads its own panel
            bad += [f"panel {p} over {n}" for p in own if p.colliderect(n)]
        tag = [p for p in pills if br.contains(p)]
        if sl["position"] == "sidewayz" and tag:  # the tag on a veil: no bit of the face's
            band = postag.bean_name(gv, view, sl, br)  # turned name around it
            x = br.x + 4
            rows = [y for y in range(band.bottom + 1, own[0].y) if not tag[0].collidepoint(x, y)]
            column = [surf.get_at((x, y))[:3] for y in rows]  # (the tag may reach the edge)
            assert column and max(max(c) for c in column) < 90, (sl["slot"], scale)
        face = sl["cosmos"] and card_component.LAYOUTS.get(("beanz", sl["cosmos"]["name"], gv.card))
        if face and face["title"].bottom > gv.peek:  # a tab down to the Bean card: no sliver
            cr = pygame.Rect(0, 0, *gv.card)  # of the printed name under it
            cr.midtop = (gv.slot_rect(view, sl["slot"]).centerx, gv.slot_rect(view, sl["slot"]).y)
            x = cr.x + int(12 * gv.scale)
            tabs += 1
            got = tuple(surf.get_at((x, br.y - 1)))[:3]  # the tab's dark, the card's shadow
            assert max(abs(a - b) for a, b in zip(got, (20, 22, 30))) <= 6, (sl["slot"], got)
    assert tabs or scale > 100, "no Cosmos card's name needed a tab"  # at 100 % they do
    assert not bad, bad
    theme.set_ui(100, False)
    pygame.quit()
