"""Austin Powers at 150 % and 200 % text (issue 52): the Agents on the table were smaller than at
100 % (an attempt's two Agents 95x134 instead of 123x173 at 1920x1080, yours 70x98 instead of
83x108 at 1280x720): the words grew and took their room. With large text the arena and your table
take the room back from the top row's panels, whose Agents are name plates at large text, so an
attempt's Agents are as tall as at 100 % and yours are at least as tall, or within 2 % where
the top row keeps its header, counts and plates (200 % on a 1280x720 window); no card overlaps
another card or a text, and every panel keeps its counts' line where it had one.

Two and four players, at 1280x720 and 1920x1080."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.parts.layout import CardItem
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")

SIZES = [(1280, 720), (1920, 1080)]
SHOTS = Path("/tmp") / "austin-agents"  # the pictures looked at, when the folder exists


def attempt(players: int) -> list[str]:
    """The log of a game (seed 1) up to an attempt in the arena, Ann's table holding Agents."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i + 1}") for i in range(1, players)
    ]
    s = Session("austin", 1, seats)
    bot, rng = RandomBot(), random.Random(1)
    for _ in range(2000):
        if s.game.view(0).get("fight"):
            return list(s.log)
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    raise AssertionError("no attempt")


def sizes(players: int, size: tuple[int, int], scale: int, balanced: bool = True) -> dict[str, Any]:
    """The arena's and Ann's Agents' sizes, every card, the window's texts and the panels'
    counts' lines at ``scale``; not ``balanced``: the heights large text gave them before
    (``LargeTextRoom.large_text_room`` keeps them)."""
    from tabletop.games.austin.large_room import LargeTextRoom

    real = LargeTextRoom.large_text_room
    if not balanced:
        LargeTextRoom.large_text_room = lambda self, n, pr, top, mine: (top, mine)  # type: ignore[method-assign]
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i + 1}") for i in range(1, players)
    ]
    session = Session("austin", 1, seats, log=attempt(players))
    app = screenprobe.make_app(size, scale)
    table, shot = screenprobe.frozen_table(app, session, size)
    if SHOTS.is_dir() and balanced:
        pygame.image.save(app.screen, str(SHOTS / f"austin-{players}-{size[0]}-{scale}.png"))
    lay = table.gv.layout_for(table.view, 0)
    cards = [it for it in (lay.items if lay else []) if isinstance(it, CardItem) and it.rect.w]
    texts = [p for p in shot.placed if shot.surfaces[p.dest] == size and p.text.strip()]
    out = {
        "arena": [it.rect.size for it in cards if it.zone == "arena"],
        "mine": [it.rect.size for it in cards if it.zone == "table/0"],
        "cards": cards,
        "texts": texts,
        "counts": [p.text for p in texts if p.text.startswith("hand ")],
    }
    LargeTextRoom.large_text_room = real  # type: ignore[method-assign]
    theme.set_ui(100, False)
    pygame.quit()
    return out


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES)
def test_the_agents_are_as_large_as_at_100_percent(
    home: None, players: int, size: tuple[int, int]
) -> None:
    base = sizes(players, size, 100)
    assert base["arena"] and base["mine"]
    for scale in (150, 200):
        got = sizes(players, size, scale)
        assert len(got["arena"]) == len(base["arena"]) and len(got["mine"]) == len(base["mine"])
        for (w, h), (w0, h0) in zip(got["arena"], base["arena"]):
            assert h >= h0 and w * h >= w0 * h0 * 0.98, (scale, (w, h), (w0, h0))
        for (_w, h), (_w0, h0) in zip(got["mine"], base["mine"]):
            assert h >= h0 * 0.98, (scale, h, h0)
        # nothing overlaps: no two of your Agents, no Agent of the arena on another card of
        # the table, no text of the window on an arena's or your Agent
        cards = got["cards"]
        mine = [c.rect for c in cards if c.zone == "table/0"]
        assert all(a.collidelist(mine[i + 1 :]) < 0 for i, a in enumerate(mine))
        fight = [c.rect for c in cards if c.zone == "arena"][:2]  # the two Agents
        others = [c.rect for c in cards if c.zone != "arena"]
        assert all(a.collidelist(others) < 0 for a in fight)
        marks = {"IN ARENA", "IN", "ARENA"}  # the tag on your Agent that is fighting, by design
        over = [
            p.text
            for p in got["texts"]
            if p.text not in marks and p.rect.inflate(-4, -4).collidelist(mine + fight) >= 0
        ]
        assert not over, over
        # the tag on your fighting Agent lies inside its face (at 200 % it ran off its sides)
        for p in got["texts"]:
            if p.text in marks:
                assert any(r.contains(p.rect.inflate(-4, -2)) for r in mine), (p.text, p.rect)
        # no panel lost its counts' line ("hand 6 . deck 12") to the room the Agents took back
        kept = sizes(players, size, scale, balanced=False)["counts"]
        assert len(got["counts"]) >= len(kept), (got["counts"], kept)
