"""A long hand at large text: each overlapped card repeats its name on a tab across the strip
that shows. A new player's hand of nine Espionage cards at 200 % read "Merce- nary", "Bodyg-
uard", "Infiltr- ator": the tab now sizes the name as a card face sizes its words (down to
12 px), so each name is whole, on one line or its words on two, never broken inside a word,
and inside the strip the next card leaves. A hand of fifteen or more at 100 % still read
"Assass- in", "Protec- tor": where a word is wider than its strip even at 12 px, the name runs
down the strip, whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.hand import (
    SQUEEZE,
    _tab_plan,
    tab_down,
    tab_words,
    type_plan,
)
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


def _played(seed: int, until: Any = None) -> Session:
    """Ann (played as the normal computer would) and Bea, from ``seed`` until ``until(s)``
    holds after a move, else to the end."""
    s = Session("espionage", seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    me = make_bot("espionage", "normal")
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(me.choose(s.game.view(0), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat))
        if until is not None and until(s):
            break
    return s


def _hand_of(n: int) -> Session:
    """The person holds ``n`` or more cards on their turn (seed 5: nine, then eleven)."""

    def held(s: Session) -> bool:
        return bool(s.game.view(0)["zones"]["hand/0"]["count"] >= n) and s.game.active_seats() == [
            0
        ]

    s = _played(5, held)
    assert held(s), f"no hand of {n} cards"
    return s


def _hoard(n: int) -> Session:
    """Both seats only end their turns: the person holds ``n`` or more cards on their turn (a
    hand of fifteen to twenty, as a new player's grew)."""
    s = Session("espionage", 1, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(next((a for a in legal if a.verb in ("end", "pass")), legal[0]))
        if s.game.view(0)["zones"]["hand/0"]["count"] >= n and s.game.active_seats() == [0]:
            return s
    raise AssertionError(f"no hand of {n} cards")


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("n", [9, 11, 14, 15, 16, 18, 20])
def test_a_long_hand_at_large_text_shows_every_name_whole(home: Path, n: int, scale: int) -> None:
    """Nine or eleven cards at large text, and fifteen to twenty at any text size (a new player
    at 1280x720 and 100 % read "Assass-in", "Protec-tor", "Packa-ge"): every covered card's
    name is whole on its tab, across the strip or, where a word is wider than the strip even
    at 12 px, down it; never broken inside a word, never shortened."""
    _every_name_whole((1280, 720), n, scale)


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_twenty_cards_on_the_smallest_and_a_large_screen(home: Path, size, scale: int) -> None:
    _every_name_whole(size, 20, scale)


def _every_name_whole(size: tuple[int, int], n: int, scale: int) -> None:
    try:
        app = screenprobe.make_app(size, scale)
        session = _hand_of(n) if n < 12 else _hoard(n)
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)
            t = TableScene(app, session, viewer=0, frozen=True)
            app.push(t)
            t.draw(app.screen)
        hand = session.game.view(0)["hand"]
        assert len(hand) >= n
        rects = t.gv.hand_rects(hand)
        assert rects[1].x - rects[0].x < rects[0].width  # the row overlaps
        downs = 0
        pad = max(2, int(3 * t.gv.scale))
        for c, r, nxt in zip(hand, rects, rects[1:]):
            plan = _tab_plan(r, nxt.x - r.x, c["name"], t.gv.scale, "espionage")
            assert plan is not None, c["name"]
            tab, px, lines, down = plan
            assert " ".join(lines) == c["name"], lines  # whole words, none hyphenated
            assert not any(x.endswith(("-", "\u2026")) for x in lines), lines
            assert len(lines) <= 2 and px >= theme.MIN_TEXT
            # down the strip: over the art, above the card's type band
            reach = r.y + r.height * 4 // 5 if down else r.centery
            assert tab.x >= r.x and tab.right <= nxt.x and tab.bottom <= reach, (tab, r)
            across, along = (tab.height, tab.width) if down else (tab.width, tab.height)
            with theme.unscaled():
                for line in lines:  # narrowed at most to ``SQUEEZE`` of its width
                    ink = theme.text_width(line, px, "cond_bold")
                    assert ink * SQUEEZE <= across - 2 * pad, (line, px)
                assert len(lines) * theme.line_h(px) <= along
            downs += down
        if n >= 15 and scale == 100:
            assert downs, "a hand this long has names wider than their strips"
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
            # wider than the room even at 12 px: down the strip (``tab_down``), not here
            assert tab_words("Mercenary", 24, 30, "cond_bold", 2) is None
            assert tab_down("Mercenary", 24, 30, 160, "cond_bold") == (24, ["Mercenary"])
            size, lines = tab_down("Double Agent", 24, 40, 70, "cond_bold") or (0, [])
            assert lines == ["Double", "Agent"] and 2 * theme.line_h(size) <= 40
    finally:
        pygame.quit()


def test_a_hand_of_fourteen_at_the_end_reads_across_with_its_art_in_sight(home: Path) -> None:
    """A new player's hand of fourteen on the end screen at 1280x720 and 100 % drew
    "Bodyguard" and "Mercenary" down their strips on dark tabs over the art, and a dark box
    over each Courier's text box: a name a little wider than its strip is narrowed (to
    ``SQUEEZE`` at most) and stays across; a covered text box is blanked in its own colour."""
    s = _played(25)
    state = s.game
    wanted = ["Courier", "Bodyguard", "Mercenary", "Courier"]
    for card in list(state.discard):  # the end hand of the new player's game: fourteen cards
        if len(state.hands[0]) < 14 and state.names_by_id[card] in wanted:
            wanted.remove(state.names_by_id[card])
            state.discard.remove(card)
            state.hands[0].insert(0, card)
    try:
        app = screenprobe.make_app((1280, 720), 100)
        t = TableScene(app, s, viewer=0, frozen=True)
        app.push(t)
        t.draw(app.screen)
        hand = s.game.view(0)["hand"]
        assert len(hand) == 14
        rects = t.gv.hand_rects(hand)
        names = [c["name"] for c in hand]
        assert {"Courier", "Bodyguard", "Mercenary"} <= set(names[:-1])
        for c, r, nxt in zip(hand, rects, rects[1:]):
            plan = _tab_plan(r, nxt.x - r.x, c["name"], t.gv.scale, "espionage")
            assert plan is not None and not plan.down, c["name"]
            if c["name"] == "Courier":  # its text box's head (under the art) is no dark hole
                head = type_plan(r, nxt.x - r.x, "Courier", t.gv.scale, "espionage")
                assert head is not None
                spot = app.screen.get_at(head[0].center)
                assert sum(spot[:3]) > 400, spot
    finally:
        pygame.quit()
