"""The attack panel of a Cannonball Bean on Big Top Moon attacking three Beans, at 200 % text on
1280x720: the breakdown ("Cannonball Bean: MMP 50 +150 Big Top Moon") was set in a narrow left
column beside the defenders' outcomes, "Cannonball" ran on under "Skydiver D100:" and its
pieces sat beside the outcomes' lines ("Big Top" beside "Cowboy D150:" read as one line). Two
columns now only where each breakdown line is whole inside its own; else one column, the
outcomes under the breakdown. Every line drawn stays inside its column and the panel."""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_beanz_table import SCALED, ann_and_bob, table_for

pytestmark = pytest.mark.usefixtures("scaled_home")

#: your Cannonball on Big Top Moon (Galaxy 3) facing three of the rival's Beans
MAT = [
    {"slot": 6, "bean": "Cannonball Bean", "cosmos": "Big Top Moon"},
    {"slot": 7, "bean": "Cannonball Bean"},
    {"slot": 9, "bean": "Skydiver Bean"},
    {"slot": 10, "bean": "Prospector Bean"},
    {"slot": 11, "bean": "Cowboy Bean"},
]


@pytest.mark.parametrize(("size", "scale"), SCALED)
def test_the_breakdown_and_the_outcomes_keep_to_their_columns(
    size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    table = table_for(app, ann_and_bob({"active": 0, "mat": MAT}))
    gv, view = table.gv, table.view
    shown = gv.hover_attack(view, 0, 6)
    assert shown is not None and len(shown.targets) == 3
    box = gv.attack_box(view, shown)
    assert box is not None
    lines, total = gv.attack_lines(view, shown)
    plan = gv.attack_plan(box, lines, total, shown.targets, shown.title)
    s = gv.scale
    size_px = int(15 * s)
    x = plan.at[0]
    assert plan.height <= box.height  # every line drawn
    if plan.col2 > x:  # two columns: each breakdown line whole, inside its column
        room = plan.col2 - x - int(8 * s)
        assert len(plan.left) == len(lines), (plan.left, lines)
        for w in plan.left:
            assert theme.text_width(w, size_px) <= room, (w, room)
    else:
        assert plan.right_top >= plan.top + len(plan.left) * plan.step  # outcomes under it
    for w, _c in plan.right:
        assert plan.col2 + theme.text_width(w, size_px, "bold") <= box.right, (w, box)
    for w in plan.left:
        assert x + theme.text_width(w, size_px) <= box.right, (w, box)
