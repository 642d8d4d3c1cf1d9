"""Austin Powers' arena banner keeps its words off its frame: at 200 % on 1280x720 "Felicity
Shagwell wins the attack against Dr. / Evil." ran from rim to rim of its gold frame, the frame's
line touching the first and last letters. The words keep a margin grown with the text from the
frame's sides where the arena has the room for them."""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_austin_banner_place import _events

pytestmark = pytest.mark.usefixtures("scaled_home")

CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


THREE = [("human,bot,bot", 5, 60, size, sc) for size, sc in CASES]
#: four players at 200 %: the arena is too low for a wrapped line, the margin as at 100 %
FOUR = [("human,bot,bot,bot", 5, 70, size, sc) for size, sc in CASES if sc < 200]


@pytest.mark.parametrize("seats,seed,after,size,scale", THREE + FOUR)
def test_a_banners_words_keep_off_its_frame(
    seats: str, seed: int, after: int, size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    t, _shot = screenprobe.frozen_table(app, textprobe._session("austin", seed, after, seats), size)
    gv, view = t.gv, t.view
    margin = theme.grow(16 * gv.scale)  # at 100 % as it was; larger text, more
    for e in _events(t):
        gv.banners = []
        gv.on_events([e], 0)
        plan = gv.banner_plan(view, gv.banners[-1])
        widths = [theme.text_width(x, plan.px, "serif") for x in plan.big]
        widths += [theme.text_width(x, px, "bold") for x, px, _at in plan.small]
        assert widths and "\u2026" not in " ".join(plan.big), e["kind"]
        assert max(widths) + 2 * margin <= plan.box.width, (e["kind"], max(widths), plan.box)
