"""A resumed game's log tells the story so far once: its last move is not written twice (the
seat view's events of the last move were logged besides the replayed history)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.engine import registry
from tabletop.engine.game import game_class
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import QUIET_EVENTS, TableScene

GAMES = [i.name for i in registry.registry().values() if i.playable]


@pytest.mark.parametrize("game", GAMES)
def test_a_resumed_game_logs_its_last_move_once(tmp_path, monkeypatch, game) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    n = max(2, game_class(game).MIN_SEATS)
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"B{i}", "normal") for i in range(1, n)
    ]
    s = Session(game, 4, seats)
    bot, rng = RandomBot(), random.Random(4)
    for _ in range(12):
        if s.game.is_terminal():
            break
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    try:
        app = App((1280, 720), headless=True)
        resumed = Session.from_save_data(s.to_save())
        t = TableScene(app, resumed, viewer=0, frozen=True)
        texts = [line[0] if isinstance(line, tuple) else str(line) for line in t.log.lines]
        said = [
            t.gv.say(d["text"])
            for d in (e.for_seat(t.log_seat()) for e in resumed.history)
            if d["text"] and d["kind"] not in QUIET_EVENTS
        ]
        assert said
        for text in said[-3:]:  # the last move's lines, as often as the story told them
            assert texts.count(text) == said.count(text), text
    finally:
        pygame.quit()
