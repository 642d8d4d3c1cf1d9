"""Espionage at large text, as a new player saw it at 200 % on 1280x720: the reaction bar's
"Waiting for you: no hurry." sat on the bar's bottom rim, and the discard pile's label
("Discard: 1  (click)") touched the hand's label beside it. The clock's line is inside the
bar, clear of its rim and of the hint above it; the hand's label starts ``label_pad`` right of
the discard pile's label whatever its count."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.espionage import piles
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.widgets import label_pad
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "normal")]


def waiting_for_you() -> Session:
    """The bot's card on the stack and Ann holding a Reaction that answers it: a window with
    no countdown that waits for her."""
    for seed in range(1, 200):
        s = Session("espionage", seed, SEATS)
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(300):
            g = s.game
            if g.is_terminal():
                break
            v = g.view(0)
            if v["phase"] == "window" and 0 in g.active_seats() and v["current"] == 1:
                if any(a.verb != "pass" for a in g.legal_actions(0)):
                    return s
            seat = g.active_seats()[0]
            s.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    raise AssertionError("no window waiting for the person")


def _drawn(size: tuple[int, int], scale: int) -> tuple[TableScene, screenprobe.Shot]:
    app = screenprobe.make_app(size, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        t = TableScene(app, waiting_for_you(), viewer=0)
        app.push(t)
        t.next_bot_at = float("inf")
        t.update(100.0)
        t.draw(app.screen)
    return t, shot


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """A text's box less a font's blank rows (as ``Shot.overlaps`` reads it)."""
    return rect.inflate(-4, -2 * max(2, rect.height // 6))


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_waiting_for_you_is_inside_the_bar_clear_of_its_rim(
    home: Path, size: tuple[int, int], scale: int
) -> None:
    try:
        t, shot = _drawn(size, scale)
        bar = t.bar.rect()
        assert bar is not None
        (clock,) = [p.rect for p in shot.placed if p.text == "Waiting for you: no hurry."]
        inner = bar.inflate(-4, -4)  # the bar's 2 px rim
        assert inner.contains(_ink(clock)), (clock, bar)
        assert clock.bottom <= bar.bottom - 3, (clock, bar)
        in_bar = [p for p in shot.placed if bar.contains(p.rect) and p.rect != clock]
        assert in_bar, "the bar's other lines"
        for p in in_bar:  # the head and the hint keep off the clock's line
            assert not _ink(p.rect).colliderect(_ink(clock)), (p.text, p.rect, clock)
        assert not shot.overlaps() and not shot.spills
    finally:
        pygame.quit()


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("count", [1, 9, 23, 99])
def test_the_hands_label_keeps_clear_of_the_discard_label(
    home: Path, scale: int, count: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        t, _shot = _drawn((1280, 720), scale)
        view = dict(t.view)
        card = dict(t.view["hand"][0])
        zones = dict(view["zones"])
        zones["discard"] = {"count": count, "cards": [dict(card, id=900 + i) for i in range(count)]}
        view["zones"], view["stack"] = zones, []
        words: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text

        def spy(surf, text, px, at, *a, **k):  # type: ignore[no-untyped-def]
            r = real(surf, text, px, at, *a, **k)
            words.append((text, r))
            return r

        monkeypatch.setattr(theme, "blit_text", spy)
        piles.draw_piles(t.gv, pygame.Surface((1280, 720)), view)
        label = piles.hand_label_rect(t.gv, view, 0)
        said = " ".join(w for w, _ in words)
        assert f"Discard: {count}" in said and "(click)" in said, said
        for text, r in words:  # the piles' labels: beside the hand's label or above it
            apart = label.x - r.right >= label_pad() or label.y >= r.bottom
            assert apart, (count, text, r, label)
    finally:
        pygame.quit()
