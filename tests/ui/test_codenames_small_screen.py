"""Marvel Codenames on a 1024x600 screen at 100 % text: every button and label whole. "Stop
guessing" was cut to "Stop\u2026" (the table's move button was sized by its design width, and
the text's floor of 12 px needs more on a small screen). Checked as the Director giving a clue,
as an Agent guessing (with the computer Director and at a hot-seat table of four, where the key
peek, the Director window and Stop guessing share the row), while the Director covers a rival
card, while a doubtful clue is judged (Allow and Refuse, with the key hidden and held open),
and at the game's end."""

from __future__ import annotations

import itertools
import random
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (the fixture)
from tests.ui.test_codenames_banner_head import _approve
from tests.ui.test_codenames_card_room import MOMENTS, _clue

SIZE = (1024, 600)


def _hot_seat_clue() -> Session:
    """Four people at one screen: HYDRA's Director is to give a clue (the key peek and the
    Director window under the Clues list)."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
    return Session("codenames", 7, seats, {"variant": "standard"})


def _hot_seat() -> Session:
    """Four people at one screen: HYDRA's Agent guesses, one card covered."""
    session = _hot_seat_clue()
    g = session.game
    director = g.active_seats()[0]
    session.apply(Action(director, "clue", ("STAR", 2)))
    agent = g.active_seats()[0]
    own = next(i for i in range(25) if g.key[i] == g.turn_team and g.covers[i] is None)
    session.apply(Action(agent, "guess", (own,)))
    return session


def _over() -> Session:
    """The computer's Agent plays the Director's clues to the end (the key shown to all)."""
    session = _clue()
    bot, rng = make_bot("codenames", "normal"), random.Random(2)
    g = session.game
    for _ in range(400):
        if not g.active_seats():
            break
        seat = g.active_seats()[0]
        session.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    return session


def _table(moment: str) -> tuple[Any, screenprobe.Shot]:
    if moment.startswith("hot-seat"):
        session, viewer = (_hot_seat_clue() if moment.endswith("clue") else _hot_seat()), None
    elif moment in ("approve", "approve-key"):
        session, viewer = _approve()
    elif moment == "over":
        session, viewer = _over(), 0
    else:
        make, viewer = MOMENTS[moment]
        session = make()
    if viewer is None:
        viewer = session.game.active_seats()[0]
    app = screenprobe.make_app(SIZE, 100)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        from tabletop.ui.table import TableScene

        app.screen = pygame.Surface(SIZE)
        table = TableScene(app, session, viewer=viewer, frozen=True)
        app.push(table)
        table.curtain_for = None
        table.refresh()
        if moment == "approve-key":  # the judging Director holds Tab: the key is shown
            table.gv.peek = {"t0": time.monotonic() - 60, "by": "key"}
        table.draw(app.screen)
    return table, shot


MOMENTS_HERE = ["clue", "hot-seat-clue", "guess", "hot-seat", "rival", "approve", "approve-key"]


@pytest.mark.parametrize("moment", [*MOMENTS_HERE, "over"])
def test_every_codenames_text_is_whole_on_a_small_screen(moment: str, tmp_path: Path) -> None:
    table, shot = _table(moment)
    pygame.image.save(table.app.screen, str(tmp_path / f"{moment}.png"))
    v = table.view
    assert (v["phase"] == "over") == (moment == "over"), v["phase"]
    labels = {b.label for b in table.buttons}
    if moment in ("guess", "hot-seat"):
        assert "Stop guessing" in labels, labels
    if moment in ("approve", "approve-key"):
        assert {"Allow clue", "Refuse clue"} <= labels, labels
        assert (table.gv.last_shown["key"] is not None) == (moment == "approve-key")
    if moment.startswith(("hot-seat", "approve")):
        # an Agent's own screen offers no Director window (one click showed the whole key)
        wanted = set() if moment == "hot-seat" else {"peek", "dwin"}
        assert wanted <= set(table.gv.rects["main"]), table.gv.rects["main"]
        assert moment != "hot-seat" or "dwin" not in table.gv.rects["main"]
    window = pygame.Rect((0, 0), SIZE)
    parts = {f"button {b.label}": b.rect for b in table.buttons}
    parts.update({k: r for k, r in table.gv.rects["main"].items() if k in ("peek", "dwin")})
    parts["grid"] = table.gv.geo.grid
    for name, r in parts.items():
        assert window.contains(r), (name, r)
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    assert not shot.shortened(), shot.shortened()
    assert not shot.clipped(), shot.clipped()
    assert not shot.overlaps(), shot.overlaps()
    assert not shot.spills, shot.spills
