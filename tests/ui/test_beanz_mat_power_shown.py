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
from tests.ui.frozengame import frozen_game
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
        with theme.unscaled():  # every row inside the card, at the size it is drawn
            px = gv.mat_px(view, sl, br)
            assert all(theme.text_width(r[0], px, r[2]) <= br.width - 2 for r in rows), rows
        seen += 1
        boosted += sl["team_bonus"] > 0
    assert seen >= 3 and boosted >= 2, (seen, boosted)


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 150), ((1280, 720), 200)])
def test_a_power_too_long_for_the_line_is_said_smaller(size: tuple[int, int], scale: int) -> None:
    """At 200 % the computer's Platypus Bean showed only "Platypus" and "A100 D100" (its
    "Spin: Freebie" a few pixels too wide for the card), its Bandit no "Spin: Knock Off": at
    a glance blank Beans. The panel's words go smaller (never under a face's floor, 12 px)
    where that keeps the power, under the card's name."""
    with frozen_game("beanz", 5, 24, "human,bot", size, scale) as (_app, table, _shot):
        gv, view = table.gv, table.view
        seen = []
        for sl in view["mat"]:
            b = sl["bean"]
            if b is None or sl["position"] != "headz" or sl["cosmos"] is not None:
                continue
            br = gv.bean_at(view, sl)
            rows, _reach = gv.values_panel(view, sl, br)
            forms = [power_short(b), power_short(b, True)]
            text = " ".join(r[0] for r in rows)  # (on one line, or two where the card is tall)
            assert any(f in text for f in forms), (b["name"], [r[0] for r in rows])
            seen.append(b["name"])
            with theme.unscaled():
                px = gv.mat_px(view, sl, br)
                assert px >= 12
                assert all(theme.text_width(r[0], px, r[2]) <= br.width - 2 for r in rows)
            panel = gv.panel_rect(rows, br, px)
            assert panel.top >= br.y + gv.title_rect(sl, br.size).bottom, (b["name"], panel)
        assert {"Platypus Bean", "Bandit Bean"} <= set(seen), seen
