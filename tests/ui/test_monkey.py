"""The UI monkey: random pointer, key and resize events on every game's table.

Hot-seat tables (two humans and a bot) get random clicks, drags, right-clicks, keys (the menu,
undo, end turn, pass, the claim keys) and window resizes from 800x600 to 2560x1440. No event
may raise (tests set ``TABLETOP_RAISE``, so a failing frame fails the test). CI runs a bounded
slice per table; the marked slow run sends 10,000 events per table.
"""

from __future__ import annotations

import os
import random

import pygame
import pytest

from tabletop.engine.game import game_class, game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

GAMES = [g for g in game_names() if info(g).view]
KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_z,
    pygame.K_m,
    pygame.K_q,
    pygame.K_p,
    pygame.K_v,
    pygame.K_o,
    pygame.K_a,
    pygame.K_1,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
]


def random_events(rng: random.Random, size: tuple[int, int], held: list[bool]) -> list:
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    r = rng.random()
    if r < 0.35:
        buttons = (1, 0, 0) if held[0] else (0, 0, 0)
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, -2), buttons=buttons)]
    if r < 0.55:
        button = rng.choice([1, 1, 1, 3])
        held[0] = button == 1
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)]
    if r < 0.75:
        button = 1 if held[0] or rng.random() < 0.7 else 3
        held[0] = False
        return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if r < 0.97:
        key = rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if key == pygame.K_z and rng.random() < 0.5 else 0
        return [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0),
        ]
    nw, nh = rng.randint(800, 2560), rng.randint(600, 1440)
    return [pygame.event.Event(pygame.VIDEORESIZE, size=(nw, nh), w=nw, h=nh)]


def run_monkey(game: str, events: int, seed: int) -> int:
    cls = game_class(game)
    n = min(cls.MAX_SEATS, 3)
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bob")] + [
        SeatConfig("bot", f"Bot {i}", "random") for i in range(2, n)
    ]
    app = App((1280, 720), headless=True)
    rng = random.Random(seed)
    sent = 0
    try:
        session = Session(game, seed, seats[: max(n, cls.MIN_SEATS)])
        app.push(TableScene(app, session))
        held = [False]
        while sent < events:
            batch = random_events(rng, app.screen.get_size(), held)
            app.step(batch)
            sent += len(batch)
            if not app.running or not app.scenes:
                break
    finally:
        pygame.quit()
    return sent


@pytest.fixture()
def fast_tables(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)


COUNT = int(os.environ.get("TABLETOP_MONKEY_EVENTS", "400"))


@pytest.mark.parametrize("game", GAMES)
def test_random_ui_events_never_raise(game: str, fast_tables) -> None:
    assert run_monkey(game, COUNT, 5) > 0


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_random_ui_events_full_count(game: str, fast_tables) -> None:
    sent, seed = 0, 100
    while sent < 10_000:
        sent += run_monkey(game, 10_000 - sent, seed)
        seed += 1
