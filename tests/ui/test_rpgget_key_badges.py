"""RPG Get!'s number keys' badges on a question's cards (issue 52): a target's and a Redraw's
badges lay over the card's top left corner, over the end of the arena's prompt line and, at
200 %, over the HP or the name of the card above or beside it; and they were numbered in the
question's order (the cards' ids), not as the cards lie (5, 4, 7, 1, 8, 3, 6, 2 along a hand).
Now a card's badge lies on its picture, under its name and above its HP band (an Enemy's HP
line in the hand), clear of its PP pill, and the numbers run left to right, top to bottom. At
100/150/200 % on 1280x720 and 1920x1080, on the texts as drawn."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget import layout as rpg_layout
from tabletop.games.rpgget.labels import card_in, face_card
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards
from tabletop.ui.components.card import THUMB_W
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe

#: (name, seats, seed, bot moves before): the Redraw of a hand of eight (two Enemies, a
#: Mission, a Roadblock), and Second Wind's six targets in the arena (two of your party,
#: four Enemies in one rank)
SCENES = [
    ("redraw", "human,bot,bot", 7, 3),
    ("targets", "human,bot", 3, 87),
]
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _drawn(
    size: tuple[int, int], scale: int, scene: tuple[str, str, int, int]
) -> tuple[TableScene, screenprobe.Shot]:
    """The scene's table at ``scale`` % with the keyboard's focus shown, drawn once."""
    _name, seats, seed, after = scene
    session = textprobe._session("rpgget", seed, after, seats)
    app = screenprobe.make_app(size, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        t = TableScene(app, session, viewer=0)
        app.push(t)
        t.next_bot_at = float("inf")
        t.update(0.0)
        t.focus.active = True
        t.dirty = True
        t._frame = None
        t.draw(app.screen)
    return t, shot


def _ink(r: pygame.Rect) -> pygame.Rect:
    """A text's inked box (a font's blank rows off)."""
    return r.inflate(-2, -2 * max(1, r.height // 6))


def _face_texts(
    monkeypatch: pytest.MonkeyPatch, c: dict[str, Any], size: tuple[int, int], in_hand: bool
) -> list[tuple[str, pygame.Rect]]:
    """Every text on ``c``'s face as the table draws it at ``size`` (a hand's face with its
    Enemy band, or a table card's face), each with its rect on the face."""
    texts: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def blit_text(surf: Any, s: str, px: int, *a: Any, **k: Any) -> pygame.Rect:
        r = real(surf, s, px, *a, **k)
        texts.append((s, pygame.Rect(r)))
        return r

    card_component.clear_cache()
    rpg_layout._BANDED.clear()
    monkeypatch.setattr(theme, "blit_text", blit_text)
    try:
        if in_hand:
            rpg_layout.hand_face(c, size)
        else:
            cards.face("rpgget", face_card(c), size)
    finally:
        monkeypatch.setattr(theme, "blit_text", real)
    return texts


def c_in_hand(t: TableScene, value: Any) -> bool:
    """The option ``value`` is a card of the seat's hand."""
    return any(c and c["id"] == int(value) for c in t.view["zones"]["hand/0"]["cards"] or [])


def _badges(t: TableScene) -> list[pygame.Rect]:
    return [
        badge_rect(r, t.scale, below, tab, t.gv.badge_room(t.view, r))
        for r, below, tab in t.focus.numbered()
    ]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
def test_the_badges_are_numbered_in_reading_order(
    size: tuple[int, int], scale: int, scene: tuple[str, str, int, int]
) -> None:
    t, _shot = _drawn(size, scale, scene)
    spots = [r for _v, r, _do in t.focus.options()]
    assert len(spots) >= 6, spots
    for a, b in zip(spots, spots[1:]):
        same_row = abs(a.centery - b.centery) < min(a.height, b.height) // 2
        assert (same_row and a.centerx < b.centerx) or b.centery > a.centery, (a, b)
    # the number key n picks the n-th of them (the badges' order is the keys')
    assert [r for r, _b, _t in t.focus.numbered()] == spots[:9]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
def test_the_badges_keep_clear_of_the_prompt_and_the_cards_names_and_hp(
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    scale: int,
    scene: tuple[str, str, int, int],
) -> None:
    t, shot = _drawn(size, scale, scene)
    badges = _badges(t)
    spots = {tuple(r): v for v, r, _do in t.focus.options()}
    assert len(badges) >= 6
    # the arena's line of what to do ("Second Wind: choose a target ...", "Redraw: ...")
    prompt = [
        _ink(p.rect)
        for p in shot.placed
        if "choose" in p.text or p.text.startswith("Redraw:") or "glowing" in p.text
    ]
    assert prompt, [p.text for p in shot.placed]
    hand_ids = {c["id"] for c in t.view["zones"]["hand/0"]["cards"] or [] if c}
    checked = pills = 0
    for (r, _below, _tab), b in zip(t.focus.numbered(), badges):
        case = (scene[0], scale, size, tuple(r), tuple(b))
        # on its own card (under it where an arena card is too small for any: 200 % on a
        # low window; beside a squat hand's card, in the gap at its right, nearer to it than
        # to the next card: the words at its foot stay in sight), on no other card and
        # inside the arena or the hand
        beside = b.left >= r.right and r.top <= b.top and b.bottom <= r.bottom
        if beside:
            nxt = [o[0] for o in spots if o[0] > r.left and abs(o[1] - r.top) < r.height // 2]
            assert b.left - r.right < (min(nxt) if nxt else t.play_rect.right) - b.right, case
        else:
            assert r.left <= b.centerx <= r.right, case
        assert (
            r.contains(b)
            or (b.top > r.bottom and t.gv.areas["arena"].contains(b))
            or (beside and c_in_hand(t, spots[tuple(r)]))
        ), case
        assert not [o for o in spots if o != tuple(r) and pygame.Rect(o).colliderect(b)], case
        assert not any(b.colliderect(p) for p in prompt), case
        c = card_in(t.view, int(spots[tuple(r)]))
        assert c is not None
        in_hand = c["id"] in hand_ids
        texts = _face_texts(monkeypatch, c, r.size, in_hand)
        name = str(c["name"])
        words = [
            _ink(x.move(r.topleft))
            for s, x in texts
            if s.strip() and (s.rstrip("-").strip() in name or s.startswith("HP"))
        ]
        # a table card's HP on its band, drawn on the table (``Painter.draw_marks``)
        words += [
            _ink(p.rect)
            for p in shot.placed
            if r.contains(p.rect) and ("/" in p.text and p.text.replace("HP ", "")[:1].isdigit())
        ]
        if not in_hand and "hp_left" in c:  # and its PP (an Enemy's EP) pill
            with theme.unscaled():
                cost, _pills = t.gv.badges(c, r)
            words += [cost[1].inflate(-2, -2)] if cost is not None else []
            pills += cost is not None
        if r.width >= THUMB_W:  # a thumbnail (200 % on a low window) shows no name
            assert any(s.rstrip("-").strip() in name for s, _x in texts), (case, texts)
        hit = [w for w in words if b.colliderect(w)]
        assert not hit, (case, name, hit)
        checked += 1
    assert checked == len(badges)
    assert pills or scene[0] == "redraw"  # the targets' PP pills were checked
