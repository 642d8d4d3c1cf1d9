"""The reaction bar's hint is never cut (2026-11-25: a new player's four-person Espionage table
showed "Drag a Reaction onto the stack, or Space..." beside three claim chips): where one line
is too short it goes onto a second, and the bar grows to hold it over the clock's line."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.textspy import record_texts

FOUR = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cal", "Dan")]


def _window_for_everyone() -> Session:
    """Four people at one screen; a card on the stack that all four may answer."""
    for seed in range(60):
        s = Session("espionage", seed, FOUR)
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(300):
            g = s.game
            if g.is_terminal() or (g.view(1)["phase"] == "window" and len(g.active_seats()) == 4):
                break
            seat = g.active_seats()[0]
            s.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
        g = s.game
        if not g.is_terminal() and g.view(1)["phase"] == "window" and len(g.active_seats()) == 4:
            return s
    raise AssertionError("no window for all four")


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("size", [(1126, 633), (1280, 720), (1920, 1080)])
def test_the_hint_beside_three_claim_chips_is_whole(tmp_path, monkeypatch, size, scale) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    app = App(size, headless=True)
    theme.set_ui(scale)
    try:
        t = TableScene(app, _window_for_everyone(), viewer=1)
        app.push(t)
        t.next_bot_at = float("inf")
        t.update(100.0)
        t.screen.claim(0)  # Ann claims the window, then Bea (the chips stand for the others)
        t.screen.claim(1)
        t.update(100.1)
        if t.curtain_for is not None:  # Bea lifts the curtain
            t.lifted_for, t.curtain_for = t.curtain_for, None
            t.update(100.2)
        assert t.claimant == 1 and t.viewer == 1 and not t.screen.public_window()
        said = record_texts(monkeypatch)
        t.draw(pygame.Surface(size))
        assert len(t.claim_rects) == 3
        full = t.gv.say(t.gv.window_hint(t.view))
        bar = t.bar.rect()
        assert bar is not None
        lines = [w for w in said if w.text and w.text in full and bar.collidepoint(w.at)]
        assert " ".join(w.text for w in lines) == full, [w.text for w in said]
        assert not any(w.text.endswith("\u2026") for w in said if w.text[:4] == full[:4])
        chips_x = min(r.x for r, _ in t.claim_rects)
        chips_bottom = max(r.bottom for r, _ in t.claim_rects)
        clock = next(w for w in said if w.text.endswith("answers: no hurry."))
        for w in lines:
            right = w.at[0] + theme.text_width(w.text, w.px)
            assert right <= chips_x or w.at[1] >= chips_bottom, w  # beside or under the chips
            assert right <= bar.right
            assert w.at[1] + theme.line_h(w.px) <= clock.at[1] - theme.line_h(clock.px) // 2 + 2
            assert w.at[0] >= bar.x and w.at[1] >= bar.y
        assert len(lines) == 1 or lines[0].px == theme.px(17 * t.scale)  # wrapped, not shrunk
    finally:
        theme.set_ui(100)
        pygame.quit()
