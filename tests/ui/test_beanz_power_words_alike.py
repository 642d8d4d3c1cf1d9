"""A Bean card says its power in the same words on the mat whatever else its face holds: a
Cowboy read "Spin: Bean Attack" (on two lines) alone and "Spin: Attack" once an Asteroid
Field's line was added, and beside it a Vampire alone read "Spin: Bean Attack". The long words
are used where they fit one line of the card, else the short ones, on every card alike."""

from __future__ import annotations

import pytest

from tabletop.games.beanz.cards import card_defs
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe
from tests.ui.test_beanz_table import advance, my_main, table_for

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]
)
def test_a_beans_power_reads_alike_alone_and_with_more_lines(
    size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, lambda s: my_main(s) and len(s.game.log) > 10)
    table = table_for(app, s)
    gv, view = table.gv, table.view
    w = gv.slot_rect(view, 0).width
    checked = 0
    for name, d in card_defs().items():
        if getattr(d, "power", "none") in (None, "none"):
            continue
        c = {"name": name, "power": d.power, "team": getattr(d, "team", ""), "type": "rookie"}
        said = []
        for tight in (0, 1, 2):
            rows = gv.info_rows(c, w, tight, plain=True)
            said.append(" ".join(t for t, col, _k in rows if col == (255, 255, 255)))
        assert said[0] == said[1] == said[2], (name, said)
        checked += 1
    assert checked > 10
