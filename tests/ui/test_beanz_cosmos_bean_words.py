"""A Bean card on a Moon or an Asteroid Field on the mat at 200 % text on 1280x720: the card
under the Cosmos card's name strip was so low that its "A200 D50" band cut "Cannonball" in
half and its power ("Spin: Attack") was not shown, so a player could not tell from the mat
whether it could attack. Now such a card shows its name whole, its power and its values: under
its printed name where there is room, else with its name heading its rows over the whole card."""

from __future__ import annotations

import pytest

from tabletop.games.beanz.labels import power_short
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_beanz_table import SCALED, ann_and_bob, table_for

pytestmark = pytest.mark.usefixtures("scaled_home")

MAT = [
    {"slot": 0, "bean": "Cannonball Bean", "cosmos": "Big Top Moon"},
    {"slot": 1, "bean": "Cannonball Bean"},
    {"slot": 2, "bean": "Cannonball Bean", "cosmos": "Asteroid Field"},
    {"slot": 3, "bean": "Lion Bean", "cosmos": "Harvest Moon"},
    {"slot": 4, "bean": "Cowboy Bean", "cosmos": "Dense Asteroid Field"},
    {"slot": 12, "bean": "Cannonball Bean", "cosmos": "Blue Moon"},
]


@pytest.mark.parametrize(("size", "scale"), SCALED)
def test_a_bean_on_a_cosmos_card_shows_its_name_power_and_values(
    size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    table = table_for(app, ann_and_bob({"active": 0, "mat": MAT}))
    gv, view = table.gv, table.view
    seen = 0
    for sl in view["mat"]:
        b = sl["bean"]
        if b is None or sl["cosmos"] is None:
            continue
        seen += 1
        br = gv.bean_at(view, sl)
        rows, reach = gv.values_panel(view, sl, br)
        px = gv.mat_px(view, sl, br)
        with theme.unscaled():
            panel = gv.panel_rect(rows, br, px, reach)
            room = br.width  # (at the floor, "A100 D150" may reach the panel's edge)
            for text, _col, kind in rows:
                assert theme.text_width(text, px, kind) <= room, (text, px, room)
        texts = [r[0] for r in rows]
        name = str(b["name"])
        assert {power_short(b), power_short(b, True)} & set(texts), (name, texts)
        assert any(t.startswith(f"A{sl['attack']} D") or t == str(b["mmp"]) for t in texts)
        assert br.contains(panel), (name, panel, br)
        title = gv.title_rect(sl, br.size).move(br.topleft)
        if panel.top < title.bottom:  # over its printed name: the panel names it, whole
            assert texts[0] in (name, name.removesuffix(" Bean")), (name, texts)
            assert panel.top <= br.top + 2, (name, panel, br)  # no half name above it
    assert seen == 5
