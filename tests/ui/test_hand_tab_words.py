"""A long hand at large text: each overlapped card repeats its name on a tab across the strip
that shows. A new player's hand of nine Espionage cards at 200 % read "Merce- nary", "Bodyg-
uard", "Infiltr- ator": the tab now sizes the name as a card face sizes its words (down to
12 px), so each name is whole, on one line or its words on two, never broken inside a word,
and inside the strip the next card leaves."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.hand import _tab_plan, tab_words
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


def _hand_of(n: int) -> Session:
    """The person holds ``n`` or more cards on their turn (seed 5: nine, then eleven)."""
    s = Session("espionage", 5, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    me = make_bot("espionage", "normal")
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(me.choose(s.game.view(0), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat))
        if s.game.view(0)["zones"]["hand/0"]["count"] >= n and s.game.active_seats() == [0]:
            return s
    raise AssertionError(f"no hand of {n} cards")


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("n", [9, 11])
def test_a_long_hand_at_large_text_shows_every_name_whole(home: Path, n: int, scale: int) -> None:
    try:
        app = screenprobe.make_app((1280, 720), scale)
        session = _hand_of(n)
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface((1280, 720))
            t = TableScene(app, session, viewer=0, frozen=True)
            app.push(t)
            t.draw(app.screen)
        hand = session.game.view(0)["hand"]
        assert len(hand) >= n
        rects = t.gv.hand_rects(hand)
        assert rects[1].x - rects[0].x < rects[0].width  # the row overlaps
        for c, r, nxt in zip(hand, rects, rects[1:]):
            plan = _tab_plan(r, nxt.x - r.x, c["name"], t.gv.scale, "espionage")
            assert plan is not None, c["name"]
            tab, px, lines = plan
            assert " ".join(lines) == c["name"], lines  # whole words, none hyphenated
            assert len(lines) <= 2 and px >= theme.MIN_TEXT
            assert tab.x >= r.x and tab.right <= nxt.x and tab.bottom <= r.centery
            with theme.unscaled():
                for line in lines:
                    assert theme.text_width(line, px, "cond_bold") <= tab.width, (line, px)
                assert len(lines) * theme.line_h(px) <= tab.height
        assert not [s for s in shot.sizes if s[0].endswith("-") and not s[2]]
        assert rects[-1].right <= t.gv.buttons_left()  # never under End turn
    finally:
        pygame.quit()


def test_two_words_go_on_two_lines_before_they_shrink_far(home: Path) -> None:
    try:
        screenprobe.make_app((1280, 720), 200)
        with theme.unscaled():
            one = theme.text_width("Double Agent", 24, "cond_bold")
            room = one * 2 // 3  # one line would need two thirds of the size
            size, lines = tab_words("Double Agent", 24, room, "cond_bold", 2) or (0, [])
            assert lines == ["Double", "Agent"] and size > 16
            # a single word: one line at the largest size that holds it
            size, lines = tab_words("Mercenary", 24, room, "cond_bold", 2) or (0, [])
            assert lines == ["Mercenary"]
            assert theme.text_width("Mercenary", size, "cond_bold") <= room
            assert theme.text_width("Mercenary", size + 1, "cond_bold") > room
            # wider than the room even at 12 px: broken (``tab_lines``), not here
            assert tab_words("Mercenary", 24, 30, "cond_bold", 2) is None
    finally:
        pygame.quit()
