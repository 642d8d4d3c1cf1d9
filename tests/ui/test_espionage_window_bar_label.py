"""Espionage's reaction bar at large text, as a new player saw it at 200 %: the bar covered
the hand's label ("Ann — your hand (6)") and its line read "Nothing in your hand answers this:
it...". The bar's words are whole (wrapped inside it) and the bar ends above the label."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.espionage import piles
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.textspy import record_texts

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "normal")]


def nothing_to_answer() -> Session:
    """The bot's card on the stack, and nothing in Ann's hand answers it."""
    for seed in range(1, 200):
        s = Session("espionage", seed, SEATS)
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(300):
            g = s.game
            if g.is_terminal():
                break
            v = g.view(0)
            if v["phase"] == "window" and 0 in g.active_seats() and v["current"] == 1:
                if v["hand"] and all(a.verb == "pass" for a in g.legal_actions(0)):
                    return s
            seat = g.active_seats()[0]
            s.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    raise AssertionError("no window with nothing to answer")


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1126, 633), (1280, 720), (1920, 1080)])
def test_the_bar_is_whole_and_clear_of_the_hands_label(tmp_path, monkeypatch, size, scale):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    app = App(size, headless=True)
    theme.set_ui(scale)
    try:
        t = TableScene(app, nothing_to_answer(), viewer=0)
        app.push(t)
        t.next_bot_at = float("inf")
        t.update(100.0)
        said = record_texts(monkeypatch)
        t.draw(pygame.Surface(size))
        bar = t.bar.rect()
        assert bar is not None
        label = piles.hand_label_rect(t.gv, t.view, 0)
        drawn = next(w for w in said if "your hand (" in w.text)
        assert label.topleft[1] == drawn.at[1] and label.right >= drawn.at[0]
        assert not bar.colliderect(label), (bar, label)
        full = f"Nothing in your hand answers this: {t.gv.window_outcome(t.view)}."
        lines = [w for w in said if w.text and w.text in full and bar.collidepoint(w.at)]
        assert " ".join(w.text for w in lines) == full, [w.text for w in said]
        assert not any(w.text.endswith("\u2026") for w in said if bar.collidepoint(w.at))
        for w in lines:
            assert w.at[0] + theme.text_width(w.text, w.px) <= bar.right
            assert w.at[1] + theme.line_h(w.px) <= bar.bottom
    finally:
        theme.set_ui(100)
        pygame.quit()
