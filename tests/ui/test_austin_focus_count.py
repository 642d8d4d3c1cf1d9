"""Austin Powers' status line keeps a turn's actions left while a hand card has the keyboard's
focus (a new player at 200 %, issue 52, read the card's hint in the top bar where "Your turn -
2 actions left" had been, and lost the count): the count leads the focused card's words, drawn
in the top bar (or on its band over the table) at every text size."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]


def _table(app) -> TableScene:
    sess = Session("austin", 2, SEATS)
    sess.game.set_position(
        {
            "current": 0,
            "seats": [
                {"side": "good", "hand": ["Shagette"] * 5, "deck": ["Oh, Behave!"] * 5},
                {"side": "evil", "hand": ["Fembot"] * 6, "deck": ["Zip It!"] * 5},
                {"side": "evil", "hand": ["Mustafa"] * 6, "deck": ["Zip It!"] * 5},
            ],
        }
    )
    t = TableScene(app, sess, viewer=0, frozen=True)
    app.push(t)
    t.focus.active = True
    return t


def _focus_hand(t: TableScene, card: str) -> None:
    stops = t.focus.stops()
    t.focus.focus(stops, next(i for i, s in enumerate(stops) if s.key == ("hand", card)))


@pytest.mark.parametrize(
    "size,scale",
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_a_focused_hand_card_keeps_the_actions_left_in_the_top_bar(
    tmp_path, monkeypatch, size, scale
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = screenprobe.make_app(size, scale)
    try:
        t = _table(app)
        g = t.game
        assert g.flow.phase == "main"
        left = g.view(0)["actions"]
        _focus_hand(t, g.hand[0][0])
        assert t.focus.current() is not None and t.focus.current().kind == "hand"
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)
            t.draw(app.screen)
        pygame.image.save(app.screen, str(tmp_path / f"focus_{size[0]}_{scale}.png"))
        # in the top bar, or on the band over the table where large text gives it no room
        said = " ".join(p.text for p in shot.placed if shot.surfaces[p.dest] == size)
        assert f"{left} actions left" in said, said
        assert "Shagette" in said  # the card's own words are there too
        assert not [c for c in shot.clipped() if "actions left" in c[0]]
        assert t.gv.status_count(g.view(1), 1) == ""  # another seat's turn: no count of yours
    finally:
        pygame.quit()
