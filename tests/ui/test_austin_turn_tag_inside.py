"""Austin Powers' TURN tag lies inside the panel of the seat whose turn it is at every text size
(a new player at 200 % on 1280x720, issue 52, saw it on the panel's bottom edge, half on the
panel under it, and read it as that seat's): with no room beside the name it takes the panel's
free bottom corner, clear of the panel's words and cards, and only with no corner free lies on
the edge. Two to six players, 100/150/200 % on 1280x720 and 100 % on 1024x600; also with Agents
on the tables (a game under way)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.components import marks
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


def _seats(n: int) -> list[SeatConfig]:
    return [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Computer {i}") for i in range(1, n)]


def _fresh(n: int, cur: int) -> Session:
    sess = Session("austin", 2, _seats(n))
    sides = ["good", "evil"]
    sess.game.set_position(
        {
            "current": cur,
            "seats": [
                {"side": sides[i % 2], "hand": ["Shagette"] * 6, "deck": ["Oh, Behave!"] * 5}
                for i in range(n)
            ],
        }
    )
    return sess


def _under_way(n: int, moves: int) -> Session:
    s = Session("austin", 4, _seats(n))
    bot, rng = RandomBot(), random.Random(4)
    for _ in range(moves):
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    return Session("austin", 4, _seats(n), log=list(s.log))


def _check(sess: Session, size: tuple[int, int], scale: int, monkeypatch, tmp_path) -> None:
    tags: list[pygame.Rect] = []
    real = marks.turn_tag

    def tag(surf: pygame.Surface, at: tuple[int, int], s: float, height: int = 0) -> pygame.Rect:
        r = real(surf, at, s, height)
        tags.append(r.copy())
        return r

    monkeypatch.setattr(marks, "turn_tag", tag)
    app = screenprobe.make_app(size, scale)
    try:
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)
            t = TableScene(app, sess, viewer=0, frozen=True)
            app.push(t)
            t.draw(app.screen)
        v = t.view
        cur = v["current"]
        if v["winner"] is not None or cur == 0:
            return
        name = f"turn_{len(v['seats'])}_{cur}_{size[0]}_{scale}.png"
        pygame.image.save(app.screen, str(tmp_path / name))
        panel = t.gv.panel_layout(v, cur)["rect"]
        words = [
            p
            for p in shot.placed
            if shot.surfaces[p.dest] == size and p.text.strip() and p.text != "TURN"
        ]
        assert tags or scale == 100, (name, "no turn tag drawn")
        if not tags:  # 100 %: "TURN \u00b7 hand 6 \u00b7 deck 5", its counts' line
            said = [p for p in words if p.text.startswith("TURN")]
            assert said and all(panel.contains(p.rect) for p in said), (name, said)
        for r in tags:
            assert panel.contains(r), (name, r, panel)
            hit = [p.text for p in words if p.rect.inflate(-4, -8).colliderect(r)]
            assert not hit, (name, hit)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("size,scale", CASES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_turn_tag_lies_inside_the_seat_whose_turn_it_is(
    tmp_path, monkeypatch, size, scale, players
) -> None:
    for cur in range(1, players):
        _check(_fresh(players, cur), size, scale, monkeypatch, tmp_path)


@pytest.mark.parametrize("players,moves", [(4, 90), (6, 90), (5, 60)])
def test_the_turn_tag_lies_inside_with_agents_on_the_tables(
    tmp_path, monkeypatch, players, moves
) -> None:
    _check(_under_way(players, moves), (1280, 720), 200, monkeypatch, tmp_path)
