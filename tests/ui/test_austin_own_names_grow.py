"""Austin Powers at large text: your own Agents' names grow with the text. At 200 % (three
players, 1280x720, 2026-11-27) the names on your own table's cards stayed at the card's own
size, small next to every other text. Where your table has the room its cards stand apart,
each name beside its card at the text size in force, whole, clear of the cards and of the
piles' caption; at 100 %, or with no room, the cards are as before."""

from __future__ import annotations

import pytest

from tabletop.games.austin.cards import pile
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

MINE = ["Austin Powers, International Man of Mystery", "Felicity Shagwell"]


def _session(n: int) -> Session:
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(1, n)
    ]
    s = Session("austin", 1, seats)
    others = [{"side": "evil" if i % 2 else "good", "table": ["Fembot"]} for i in range(1, n)]
    s.game.set_position(
        {"current": 0, "actions": 2, "seats": [{"side": "good", "table": MINE}, *others]}
    )
    return s


@pytest.mark.parametrize(
    "n, size, scale, named",
    [
        (3, (1280, 720), 200, True),
        (3, (1280, 720), 150, True),
        (6, (1280, 720), 200, True),
        (3, (1280, 720), 100, False),
    ],
)
def test_your_agents_names_are_at_the_text_size(
    n: int, size: tuple[int, int], scale: int, named: bool
) -> None:
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, _session(n), size)
    gv = t.gv
    lay = gv.panel_layout(t.view, 0)
    cards = [r for _c, r in lay["slots"]]
    assert [c["name"] for c, _r in lay["slots"]] == MINE
    said = [gv.own_name(r) for r in cards]
    if not named:
        assert said == [None] * len(MINE)
        return
    caption = gv.pile_caption(t.view, 0)
    drawn = {p.text for p in shot.placed}
    for name, got in zip(MINE, said):
        assert got is not None, name
        at, lines, px = got
        assert " ".join(lines) == name and px == theme.px(12 * gv.scale)
        assert all(line in drawn for line in lines) and len(lines) <= 3, lines
        assert lay["rect"].contains(at) and at.collidelist(cards) < 0, (name, at)
        assert caption is None or not at.colliderect(caption[2]), (name, at, caption)
    assert len(pile(t.view, "table", 0) or []) == len(cards)
