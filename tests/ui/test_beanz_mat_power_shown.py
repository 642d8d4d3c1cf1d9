"""A Bean card on the mat says its power: at 200 % text on 1280x720 a Juggler with a team boost
showed "+50 Team" over its values and not "Spin: draw 2", a Cowboy and a Zombie not "Spin:
Attack" (which Beans can attack was hidden). The boost's line is given up before the power's
(the live values, in gold, hold the boost); a card of full height keeps its power at every text
size (one too long for a line of the card, "Spin: Knock Off", is in its large view)."""

from __future__ import annotations

import pytest

from tabletop.games.beanz.labels import power_short
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_beanz_table import advance, my_main, table_for

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_each_tall_bean_card_shows_its_power(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, lambda s: my_main(s) and len(s.game.log) > 40)
    table = table_for(app, s)
    gv, view = table.gv, table.view
    seen, boosted = 0, 0
    for sl in view["mat"]:
        b = sl["bean"]
        if b is None or sl["position"] != "headz" or sl["cosmos"] is not None:
            continue
        br = gv.bean_at(view, sl)
        forms = {power_short(b), power_short(b, True)}
        with theme.unscaled():
            px, room = gv.info_px(br.width), br.width - max(4, br.width // 16) - 2
            if not any(theme.text_width(f, px, "cond") <= room for f in forms):
                continue  # a long power ("Spin: Knock Off") on one line nowhere: large view
        rows, _reach = gv.values_panel(view, sl, br)
        text = " ".join(r[0] for r in rows)
        assert any(f in text or f.replace(" ", "") in text.replace(" ", "") for f in forms), (
            f"{b['name']} at {scale} %: {[r[0] for r in rows]}"
        )
        with theme.unscaled():  # every row inside the card
            px = gv.info_px(br.width)
            assert all(theme.text_width(r[0], px, r[2]) <= br.width - 2 for r in rows), rows
        seen += 1
        boosted += sl["team_bonus"] > 0
    assert seen >= 3 and boosted >= 2, (seen, boosted)
