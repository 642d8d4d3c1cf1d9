"""RPG Get! at 150 % and 200 % text (issue 52, two new players on 1280x720): card names were
split inside a word ("Monom-ate", "HUnewe-arl") or cut ("Rescue the Songstr..."), the hand's
cards were small and the game log kept a third of the window with two players. Now the log
folds behind the top bar's Log button on a low window with two players too, a row's cards
widen (their height kept) where a name would break inside a word and the row has the room,
the arena's mission likewise, and the labels of two boxes side by side ("Bank 0", "Score 1")
keep a space more than the boxes' gap between them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget.layout import face_card
from tabletop.ui import assets, theme
from tabletop.ui.components import card
from tests.ui import screenprobe, textprobe

SIZES = [(1280, 720), (1920, 1080)]
SEATS = ["human,bot", "human,bot,bot"]
AFTER = [60, 140]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _table(size: tuple[int, int], scale: int, seats: str, after: int) -> tuple[Any, Any]:
    app = screenprobe.make_app(size, scale)
    card.TRACE.clear()
    return screenprobe.frozen_table(app, textprobe._session("rpgget", 7, after, seats), size)


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("seats", SEATS, ids=["two", "three"])
def test_every_table_cards_name_breaks_only_between_words(
    home: Path, seats: str, size: tuple[int, int], scale: int
) -> None:
    for after in AFTER:
        try:
            table, _shot = _table(size, scale, seats, after)
            named = [
                (c, r, w) for c, r, w in table.gv.boxes(table.view, 0)
                if c.get("name") and r.width >= card.THUMB_W
            ]  # fmt: skip
            assert {w for _c, _r, w in named} >= {"hand", "party/1"}, named
            bad = [
                (c["name"], w, r.size)
                for c, r, w in named
                if not card.name_unbroken("rpgget", face_card(c), r.size)
            ]
            assert not bad, (after, bad)
            # as drawn: each name whole, its words as printed (no hyphen, no ellipsis)
            names = {str(c["name"]) for c, _r, _w in named}
            drawn = [
                (n, shown)
                for n, shown, cut in card.TRACE
                if n in names and (cut or shown.split() != n.split())
            ]
            assert not drawn, (after, drawn)
        finally:
            theme.set_ui(100, False)
            pygame.quit()


@pytest.mark.parametrize("scale", [150, 200])
def test_two_players_on_a_low_window_fold_the_log_and_the_arena_takes_its_width(
    home: Path, scale: int
) -> None:
    try:
        table, _shot = _table((1280, 720), scale, "human,bot", 140)
        assert table.log_folded and any(b.label == "Log" for b in table.top_buttons)
        assert table.play_rect.width == 1280
        assert table.gv.areas["arena"].width >= 1280 * 0.95
    finally:
        theme.set_ui(100, False)
        pygame.quit()
    try:
        table, _shot = _table((1920, 1080), scale, "human,bot", 140)
        assert not table.log_folded  # a large window keeps its log beside the table
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_bank_and_score_labels_stand_apart(
    home: Path, size: tuple[int, int], scale: int
) -> None:
    """Each seat's "Bank N" and "Score N" lie on one line with more than a word space between
    them (two labels, not one phrase), in two-player rows."""
    try:
        _table_, shot = _table(size, scale, "human,bot", 140)
        screen = [p for p in shot.placed if shot.surfaces[p.dest] == size]
        banks = [p for p in screen if p.text.startswith("Bank ")]
        scores = [p for p in screen if p.text.startswith("Score ")]
        assert len(banks) == 2 and len(scores) == 2, (banks, scores)
        for b in banks:
            s = next(s for s in scores if abs(s.rect.centery - b.rect.centery) <= 2)
            space = assets.font(b.px, "sans").size(" ")[0]
            assert s.rect.left - b.rect.right >= 2 * space, (b, s)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_four_players_hand_and_arena_names_break_only_between_words(
    home: Path, size: tuple[int, int], scale: int
) -> None:
    """Four players: the hand's and the arena's cards (an Enemy's "Moth-mant" was split on
    its rank's card) keep every name whole, broken only between words. (The other seats'
    narrow panels still shrink a crowded party to small cards.)"""
    for after in AFTER:
        try:
            table, _shot = _table(size, scale, "human,bot,bot,bot", after)
            named = [
                (c, r, w) for c, r, w in table.gv.boxes(table.view, 0)
                if c.get("name") and w in ("hand", "mission", "active", "enemy")
            ]  # fmt: skip
            assert {w for _c, _r, w in named} >= {"hand", "mission"}, named
            bad = [
                (c["name"], w, r.size)
                for c, r, w in named
                if not card.name_unbroken("rpgget", face_card(c), r.size)
            ]
            assert not bad, (after, bad)
        finally:
            theme.set_ui(100, False)
            pygame.quit()


@pytest.fixture(scope="module")
def crowded() -> Any:
    """Seed 359348 played by bots to its end (two players): ten party members on each seat,
    seven cards in your inventory."""
    from tabletop.ai.base import make_bot
    from tabletop.room.session import SeatConfig, Session

    seats = [SeatConfig.parse(t, i) for i, t in enumerate("human,bot".split(","))]
    s = Session("rpgget", 359348, seats, None)
    for _ in range(8000):
        if s.game.is_terminal():
            break
        a = s.game.active_seats()[0]
        bot = s.bots.get(a) or make_bot("rpgget", "normal")
        s.apply(bot.choose(s.game.view(a), s.game.legal_actions(a), s.bot_rng))
    assert s.game.is_terminal()
    return s


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_crowded_row_breaks_names_only_between_words(
    home: Path, crowded: Any, size: tuple[int, int], scale: int
) -> None:
    """A long party and inventory at a game's end ("Enri-que", "Heal-ing Herb", "Ryu..." on
    small cards side by side at 200 % on 1280x720): every card's name breaks only between
    words; where the row has no room for them side by side the cards overlap as a fan, a
    strip of each in sight and its top card whole."""
    from tabletop.ui.table import TableScene

    try:
        app = screenprobe.make_app(size, scale)
        card.TRACE.clear()
        table = TableScene(app, crowded, viewer=0, frozen=True)
        app.push(table)
        table.frozen, table.ended_shown = False, True
        app.screen = pygame.Surface(size)
        table.draw(app.screen)
        boxes = [(c, r, w) for c, r, w in table.gv.boxes(table.view, 0) if c.get("name")]
        by_zone: dict[str, list[pygame.Rect]] = {}
        for _c, r, w in boxes:
            by_zone.setdefault(w, []).append(r)
        assert len(by_zone["party/0"]) == 10 and len(by_zone["inventory/0"]) == 7, by_zone
        bad = [
            (c["name"], w, r.size)
            for c, r, w in boxes
            if r.width >= card.THUMB_W and not card.name_unbroken("rpgget", face_card(c), r.size)
        ]
        assert not bad, bad
        names = {str(c["name"]) for c, _r, _w in boxes}
        drawn = [
            (n, shown)
            for n, shown, cut in card.TRACE
            if n in names and (cut or shown.split() != n.split())
        ]
        assert not drawn, drawn
        for zone in ("party/0", "inventory/0"):  # side by side, or a fan: a strip of each
            fan = sorted(by_zone[zone], key=lambda r: r.x)
            assert all(b.left - a.left >= 16 for a, b in zip(fan, fan[1:])), (zone, fan)
        window = pygame.Rect((0, 0), size)
        rects = [r for _c, r, _w in boxes]
        for zone in ("party/0", "inventory/0", "party/1"):
            top = max(by_zone[zone], key=lambda r: r.x)  # a fan's top card: its last
            assert window.contains(top), (zone, top)
            over = [r for r in rects if r != top and r.colliderect(top) and r.x > top.x]
            assert not over, (zone, top, over)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scale", [150, 200])
def test_an_arena_rank_with_its_label_beside_widens_for_its_names(home: Path, scale: int) -> None:
    """Two players on 1280x720, a late attempt with three members in one rank, its label
    ("Middle") beside them: the rank's cards widen into the column's room so "HUnewearl"
    (was "HUnewe-arl") breaks only between words, the label still clear of the cards."""
    try:
        table, _shot = _table((1280, 720), scale, "human,bot", 200)
        ranked = [
            (c, r) for c, r, w in table.gv.boxes(table.view, 0) if w in ("active", "enemy")
        ]  # fmt: skip
        assert len(ranked) >= 3, ranked
        bad = [
            (c["name"], r.size)
            for c, r in ranked
            if not card.name_unbroken("rpgget", face_card(c), r.size)
        ]
        assert not bad, bad
        rects = [r for _c, r in ranked]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        for _label, tag in table.gv.beside_tags:
            assert not tag.collidelistall(rects), (tag, rects)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
