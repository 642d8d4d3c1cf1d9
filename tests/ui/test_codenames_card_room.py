"""Marvel Codenames' grid at large text: a player who set 150 % or 200 % got smaller cards than
at 100 % (93x67 at 200 % on 1280x720 against 136x97), the taller banner's height coming out of
the grid's. Now the log folds behind the top bar's Log button and the banner heads the left
column over the team plates and the clues: the cards at 150 % and 200 % are at least as large
as at 100 % on 1280x720 and 1920x1080, with nothing overlapping, cut or off the window, while
a Director gives a clue, while an Agent guesses and while the Director covers a rival card."""

from __future__ import annotations

import itertools
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action, parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (the fixture)
from tests.ui.test_codenames_large_text_keys import MOVES

SIZES = [(1280, 720), (1920, 1080)]


def _clue() -> Session:
    """A person directs the computer's Agent: the clue box, its numbers, the key shown."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    return Session("codenames", 4, seats, {"variant": "co-op"})


def _guess() -> Session:
    """A person guesses the computer Director's clue, one card covered (Stop guessing)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    session = Session("codenames", 4, list(reversed(seats)), {"variant": "co-op"})
    bot, rng = make_bot("codenames", "normal"), random.Random(1)
    while 1 not in session.game.active_seats():
        seat = session.game.active_seats()[0]
        session.apply(bot.choose(session.game.view(seat), session.game.legal_actions(seat), rng))
    g = session.game
    own = next(i for i in range(25) if g.key[i] == g.turn_team and g.covers[i] is None)
    session.apply(Action(1, "guess", (own,)))
    return session


def _rival() -> Session:
    """The Director covers a card for the simulated rival."""
    session = _clue()
    for line in MOVES:
        session.apply(parse_action(line))
    return session


MOMENTS = {"clue": (_clue, 0), "guess": (_guess, 1), "rival": (_rival, 0)}


def _table(size: tuple[int, int], scale: int, moment: str) -> tuple[Any, screenprobe.Shot]:
    make, viewer = MOMENTS[moment]
    session = make()
    app = screenprobe.make_app(size, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        from tabletop.ui.table import TableScene

        app.screen = pygame.Surface(size)
        table = TableScene(app, session, viewer=viewer, frozen=True)
        app.push(table)
        table.curtain_for = None
        table.refresh()
        table.draw(app.screen)
    return table, shot


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_large_text_never_makes_the_grids_cards_smaller(size: tuple[int, int]) -> None:
    cards = {}
    for scale in (100, 150, 200):
        table, _shot = _table(size, scale, "clue")
        cards[scale] = table.gv.geo.card
        theme.set_ui(100, False)
    w, h = cards[100]
    for scale in (150, 200):
        assert cards[scale][0] >= w and cards[scale][1] >= h, (size, cards)
    assert cards[100] == {(1280, 720): (136, 97), (1920, 1080): (203, 145)}[size]


@pytest.mark.parametrize(("moment", "scale"), list(itertools.product(MOMENTS, [150, 200])))
@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_the_large_text_table_keeps_everything_apart_and_whole(
    size: tuple[int, int], moment: str, scale: int, tmp_path: Path
) -> None:
    table, shot = _table(size, scale, moment)
    pygame.image.save(table.app.screen, str(tmp_path / f"{moment}-{size[0]}-{scale}.png"))
    geo, window = table.gv.geo, pygame.Rect((0, 0), size)
    assert geo.column and table.log_folded  # the banner heads the column; Log in the top bar
    parts = {"banner": geo.banner, "side": geo.side, "grid": geo.grid}
    parts.update({k: r for k, r in table.gv.rects["main"].items() if k in ("peek", "dwin")})
    parts.update({f"button {b.label}": b.rect for b in table.buttons})
    if moment == "clue":  # the clue box, Give clue and the numbers inside the banner
        rects = table.gv.rects["main"]
        inner = [table.gv.entry.rect, rects["give"], *(r for r, _n in rects["numbers"])]
        assert all(geo.banner.contains(r) for r in inner), (geo.banner, inner)
    for name, r in parts.items():
        assert window.contains(r) and not r.colliderect(table.bar_rect), (name, r)
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    assert all(geo.grid.contains(c) for c in geo.cells)
    assert not shot.clipped(), shot.clipped()
    assert not shot.overlaps(), shot.overlaps()
    assert not shot.shortened(), shot.shortened()
    assert not shot.spills, shot.spills
