"""At 1280x720 your hand's title ("Ann \u2014 your hand (3)") stays where it is from turn to
turn: a card drawn or played, End turn or No reaction shown or gone, a question open or a
window waiting never moves it (a player reads it, and the cards under it, at one place), at
100 % and 200 % text, with two and with four players.

Seed 3, Ann against computers playing at random, each state drawn from Ann's seat."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui.screenprobe import Shot, make_app, recording

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(("scale", "seats"), [(100, 2), (200, 2), (200, 4)])
def test_the_hand_title_stays_put(scale: int, seats: int) -> None:
    size = (1280, 720)
    app = make_app(size, scale)
    people = [SeatConfig("human", "Ann")]
    people += [SeatConfig("bot", f"Computer {k + 1}", "normal") for k in range(1, seats)]
    session = Session("espionage", 3, people)
    bot, rng = make_bot("espionage", "random"), random.Random(1)
    places: dict[tuple[int, int], set[str]] = {}
    phases = set()
    for _ in range(36):
        if session.game.is_terminal():
            break
        shot = Shot()
        with recording(shot):
            app.screen = pygame.Surface(size)
            table = TableScene(app, session, viewer=0, frozen=True)
            app.push(table)
            table.draw(app.screen)
        titles = [p for p in shot.placed if "your hand (" in p.text]
        assert titles, shot.placed  # never hidden
        title = max(titles, key=lambda p: p.rect.y)  # the words, not their shadow
        places.setdefault(title.rect.topleft, set()).add(title.text)
        phases.add((table.view["phase"], tuple(b.label for b in table.buttons)))
        app.pop()
        seat = session.game.active_seats()[0]
        view, legal = session.game.view(seat), session.game.legal_actions(seat)
        session.apply(bot.choose(view, legal, rng))
    counts = {t for ts in places.values() for t in ts}
    assert len(counts) > 1 and len(phases) > 2, (counts, phases)  # the count and prompt changed
    assert len(places) == 1, places
