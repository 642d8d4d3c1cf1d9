"""RPG Get! during a response window (issue 52): at 200 % on 1280x720 the bar took the arena's
foot and its cards shrank to 59x60, where "Linear Cannon" took two lines and its PP pill lay
over "Cannon" (at 100 % on 1920x1080 with four players "Drachma" lay under the pill of a
48x67 card). An arena card now grows wider, as low, until its name's plate ends above its
PP pill and HP band: at 100/150/200 % on 1280x720 and at 100 % on 1024x600 and 1920x1080, no
name drawn on an arena card meets its HP band or a pill, measured on the texts as drawn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.rpgget import keybadges
from tabletop.games.rpgget.labels import face_card
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.card import THUMB_W
from tabletop.ui.layers.focus_parts import badge_rect
from tests.ui import screenprobe, textprobe
from tests.ui.test_rpgget_key_badges import _face_texts, _ink

#: (seats, seed): a window asks the person about a computer's attack ("Linear Cannon attacks
#: Looper and Seeker", "Drachma", "Evil Shark"; an answer in the hand; two players)
SCENES = [("human,bot,bot,bot", 7), ("human,bot,bot,bot", 2), ("human,bot,bot,bot", 13),
          ("human,bot", 3)]  # fmt: skip
SHOTS = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100),
         ((1920, 1080), 100)]  # fmt: skip


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    return tmp_path


def window_session(seats: str, seed: int) -> Session:
    """The game played by the computers (and a random person) up to the first window that
    asks the person about an attack."""
    s = Session("rpgget", seed, [SeatConfig.parse(t, i) for i, t in enumerate(seats.split(","))])
    for _ in range(400):
        g = s.game
        view = g.view(None)
        if view["phase"] == "window" and 0 in g.active_seats() and view.get("pending"):
            return s
        a = g.active_seats()[0]
        s.apply((s.bots.get(a) or RandomBot()).choose(g.view(a), g.legal_actions(a), s.bot_rng))
    raise AssertionError("no window asked the person: pick another seed")


def covered_names(
    monkeypatch: pytest.MonkeyPatch, t: Any
) -> tuple[list[tuple[str, tuple[int, int]]], list[tuple[str, Any, Any]]]:
    """The arena's cards whose names are drawn (name, size), and each name's line that meets
    its card's HP band, PP pill or a status pill: (name, line's rect, what covers it)."""
    gv = t.gv
    named: list[tuple[str, tuple[int, int]]] = []
    hits: list[tuple[str, Any, Any]] = []
    for c, r, where in gv.boxes(t.view, 0):
        if where not in ("active", "enemy"):
            continue
        name = str(c["name"])
        texts = _face_texts(monkeypatch, c, r.size, False)
        lines = [_ink(x.move(r.topleft)) for s, x in texts if s.strip() and s.strip() in name]
        if not lines:
            continue
        named.append((name, r.size))
        with theme.unscaled():  # the HP band and the pills as ``Painter.draw_marks`` draws them
            fpx = theme.font_px(gv.marks_px())
            cost, pills = gv.badges(c, r)
        band = pygame.Rect(r.x + 3, r.bottom - fpx - 12, r.width - 6, fpx + 9)
        over = [band] + ([cost[1]] if cost else []) + [p for _st, _icon, p in pills]
        hits += [(name, tuple(n), tuple(o)) for n in lines for o in over if n.colliderect(o)]
    return named, hits


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
@pytest.mark.parametrize("scene", SCENES, ids=[f"{s.count(',') + 1}p-{n}" for s, n in SCENES])
def test_arena_names_under_a_window_bar_keep_clear_of_hp_bands_and_pills(
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    scale: int,
    scene: tuple[str, int],
) -> None:
    try:
        t, _shot = screenprobe.drawn_table(size, scale, window_session(*scene))
        pygame.image.save(t.app.screen, str(home / f"window-{size[0]}-{scale}.png"))
        assert t.gv.bar_rect() is not None  # the window's bar is up at the arena's foot
        named, hits = covered_names(monkeypatch, t)
        assert not hits, hits
        arena = [(c, r) for c, r, w in t.gv.boxes(t.view, 0) if w in ("active", "enemy")]
        assert arena
        bar = t.gv.bar_rect()
        assert not [r for _c, r in arena if r.colliderect(bar)]
        # every arena card is drawn with its name (four players at 100 % on 1024x600 were
        # nameless 25x35 thumbnails under a bar of the usual width)
        assert len(named) == len(arena), (named, [face_card(c)["name"] for c, _ in arena])
        assert all(w >= THUMB_W for _n, (w, _h) in named)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


#: the Redraw of a hand of eight (two Enemies, a Mission, a Roadblock): each card numbered
REDRAW = ("human,bot,bot", 7, 3)
BADGE_SHOTS = [*SHOTS[:3], ((1920, 1080), 200)]


@pytest.mark.parametrize(
    ("size", "scale"), BADGE_SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in BADGE_SHOTS]
)
def test_hand_badges_leave_the_words_at_the_cards_foot_in_sight(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    """A squat hand (200 % on 1280x720: 78x83 cards) had its number badges over ENEMY, MISSION
    and "Size 2": the hand's cards now lie apart and each badge beside its card, which keeps
    every word of its face (name, type, HP and size) in sight."""
    seats, seed, after = REDRAW
    try:
        t, _shot = screenprobe.drawn_table(
            size, scale, textprobe._session("rpgget", seed, after, seats)
        )
        pygame.image.save(t.app.screen, str(home / f"redraw-{size[0]}-{scale}.png"))
        hand = {tuple(r): c for c, r, w in t.gv.boxes(t.view, 0) if w == "hand"}
        numbered = [r for r, _below, _tab in t.focus.numbered()]
        assert len(numbered) == len(hand) == 8
        words = 0
        for r in numbered:
            c = hand[tuple(r)]
            b = badge_rect(r, t.scale, None, False, t.gv.badge_room(t.view, r))
            texts = _face_texts(monkeypatch, c, r.size, True)
            inked = [(s, _ink(x.move(r.topleft))) for s, x in texts if s.strip()]
            assert any(
                s.strip() in ("ENEMY", "MISSION") or s.startswith("Size") for s, _x in inked
            ) or c.get("type") not in ("enemy", "mission", "roadblock"), inked
            hit = [s for s, x in inked if x.colliderect(b)]
            assert not hit, (c["name"], tuple(r), tuple(b), hit)
            assert not [o for o in numbered if o != r and o.colliderect(b)]
            words += len(inked)
        assert words >= 2 * len(numbered)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scene", SCENES, ids=[f"{s.count(',') + 1}p-{n}" for s, n in SCENES])
def test_under_a_window_bar_at_200_percent_a_squat_hand_keeps_its_badges_room(
    scene: tuple[str, int],
) -> None:
    """During a response window at 200 % on 1280x720 the hand is squat (70x75): wherever a
    hand card's picture is too low for the smallest number badge between its name and its foot
    words, the cards lie far enough apart for the badge beside each (``keybadges.spread``)."""
    try:
        t, _shot = screenprobe.drawn_table((1280, 720), 200, window_session(*scene))
        gv = t.gv
        hand = sorted(
            ((r, c) for c, r, w in gv.boxes(t.view, 0) if w == "hand"), key=lambda rc: rc[0].x
        )
        side = keybadges.badge_side(gv.scale, 0)
        low = [
            c for r, c in hand
            if (lambda sp: sp[1] - sp[0])(keybadges._span(gv, c, face_card(c), r.size, True)) < side
        ]  # fmt: skip
        if low and len(hand) > 1:
            gaps = [b.x - a.right for (a, _c), (b, _d) in zip(hand, hand[1:])]
            assert min(gaps) >= side + 2 * max(2, int(3 * gv.scale)), (gaps, side)
            assert hand[-1][0].right + side <= gv.buttons_left()
    finally:
        theme.set_ui(100, False)
        pygame.quit()


#: windows whose arena held "HUnewearl" / "FOnewearl" split on a card of its first width
WHOLE = [*SCENES, ("human,bot", 1), ("human,bot,bot", 22)]


@pytest.mark.parametrize("scene", WHOLE, ids=[f"{s.count(',') + 1}p-{n}" for s, n in WHOLE])
def test_arena_names_under_a_window_bar_are_not_hyphenated_at_100(
    home: Path, scene: tuple[str, int]
) -> None:
    """A host read "Mag Launc-her" and "HUnew-earl" on arena cards under a response window's
    bar (two people, 1280x720, 2026-11-26): where a rank has the room across, its cards widen
    until no word of a name is split."""
    from tabletop.ui.components.card import name_unbroken

    try:
        t, _shot = screenprobe.drawn_table((1280, 720), 100, window_session(*scene))
        arena = [(c, r) for c, r, w in t.gv.boxes(t.view, 0) if w in ("active", "enemy")]
        assert arena
        broken = [
            face_card(c)["name"]
            for c, r in arena
            if r.width >= THUMB_W and not name_unbroken("rpgget", face_card(c), r.size)
        ]
        assert not broken, broken
    finally:
        theme.set_ui(100, False)
        pygame.quit()
