"""A hand card's face is too small for most rules texts (at 1280x720 Espionage's Informant,
Assassin, Double Agent and every Reaction showed only their name, picture and type): the card
under the pointer, or the one the keys focus, says what it does in a box above the hand, its
words whole, never under the scaled text floor, clear of the hand, the move buttons, the log
and the seats' panels and names (``layers.hand_words``); where the table has no such room, over
your own panel only. Codenames has no hand."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import marks
from tabletop.ui.layers.hand_words import STYLE, own_panel
from tabletop.ui.parts.layout import Slot
from tabletop.ui.parts.table_paint import log_shown
from tests.ui import screenprobe, textprobe

#: the game's table scene (``textprobe.SCENES``) whose hand is read
GAMES = {"espionage": "espionage", "beanz": "beanz-hand", "austin": "austin", "rpgget": "rpgget"}
#: the drop places whose label the box may cover (Espionage's Missions zone)
DROP_LABELS = {("table",)}
SIZES = [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@functools.cache
def _session(scene: str) -> Any:
    _name, game, seed, after, seats = next(s for s in textprobe.SCENES if s[0] == scene)
    return textprobe._session(game, seed, after, seats)


def _words(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def _clear_of(table: Any, box: pygame.Rect, hand: list[pygame.Rect], crowded: bool) -> None:
    """``box`` covers nothing a player reads while reading a hand card; on a ``crowded``
    table, your own panel's header may lie under it (none of the others' nor the arena's)."""
    gv = table.gv
    for r in hand:  # the hand and its tick tabs
        assert not box.colliderect(r.union(marks.tab_rect(r))), ("over the hand", box, r)
    for b in table.buttons:
        assert not box.colliderect(b.rect), ("over a button", box, b.rect)
    if log_shown(table):
        assert not box.colliderect(table.log_rect), ("over the log", box)
    lay = gv.layout_for(table.view, table.acting_seat())
    seats = [it.rect for it in lay.items if isinstance(it, Slot) and it.key[0] == "seat"]
    # the names and counts; the label of Espionage's Missions zone ("Drop Missions here",
    # a place to drop a card on, empty) may be covered
    places = [it.rect for it in lay.items if isinstance(it, Slot) and it.key in DROP_LABELS]
    names = [r for r in gv.headings(table.view) if not any(p.contains(r) for p in places)]
    if crowded:
        mine = own_panel(gv.headings(table.view), hand)
        assert mine.height and box.colliderect(mine), "a crowded table with room after all"
        names = [r for r in names if not mine.contains(r)]
    band = table.paint.band_rect
    assert band is None or not box.colliderect(band), ("over the status band", box, band)
    for r in seats + names:
        assert not box.colliderect(r), ("over a seat's panel or a name", box, r)
    assert pygame.Rect((0, 0), table.app.screen.get_size()).contains(box)


def _read(table: Any, card: dict[str, Any], floor: int, sized: bool = False) -> None:
    """The box says ``card``'s words whole, at the floor or larger, inside the box; ``sized``:
    each part at the chosen size (``hand_words.STYLE``), none a little smaller."""
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table.app.screen = pygame.Surface(table.app.screen.get_size())  # a traced one
        for _ in range(2):  # the second frame: a hovered card stays lifted under the pointer
            table._frame = None
            table.draw(table.app.screen)
    hw = table.hand_words
    assert hw.rect is not None and hw.card is card, "no box for the card"
    inside = [p for p in shot.placed if hw.rect.contains(p.rect)]
    assert all(p.px >= floor for p in inside), [(p.text, p.px) for p in inside if p.px < floor]
    if sized:
        least = min(theme.px(int(size * table.scale)) for size, _k, _c in STYLE.values())
        assert all(p.px >= least for p in inside), [(p.text, p.px) for p in inside]
    said = _words(" ".join(p.text for p in inside))
    for text, _part in table.gv.hand_words(card):
        assert _words(text) in said, (text, said)
    assert not shot.clipped(), shot.clipped()[:4]
    assert not shot.overlaps(), shot.overlaps()[:4]


#: where no room is clear of every seat, the box lies over your own panel, right above your
#: hand, rather than over the others' panels, the arena or the status band: at 200 % on
#: 1280x720 RPG Get!'s panels and arena fill the table (the longest card, its name and type
#: on one line, is 163 px tall; the others' panels leave 138 px under their names, the arena
#: 123 px between its header and your header), and in Austin Powers the keys' status band
#: takes the arena, the only free room
CROWDED = {
    ("rpgget", (1280, 720), 200, "hover"),
    ("rpgget", (1280, 720), 200, "focus"),
    ("austin", (1280, 720), 200, "focus"),
}


def _params() -> list[Any]:
    out = []
    for game in sorted(GAMES):
        for size, scale in SIZES:
            for how in ("hover", "focus"):
                name = f"{game}-{size[0]}x{size[1]}-{scale}-{how}"
                out.append(pytest.param(game, size, scale, how, id=name))
    return out


@pytest.mark.parametrize("game, size, scale, how", _params())
def test_a_hovered_or_focused_hand_card_says_what_it_does(
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    size: tuple[int, int],
    scale: int,
    how: str,
) -> None:
    """The card with the most words, under the pointer (on its foot, where a covered card
    shows) or focused by the keys; no box with neither, nor while a card is dragged."""
    try:
        app = screenprobe.make_app(size, scale)
        table, _shot = screenprobe.frozen_table(app, _session(GAMES[game]), size)
        gv, floor = table.gv, round(theme.MIN_TEXT * scale / 100)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
        reading: list[Any] = []
        real = type(gv).draw_hand_cards

        def spy(self: Any, surf: Any, hand: Any, rects: Any, *a: Any, **kw: Any) -> None:
            reading[:] = [list(hand), list(rects)]
            real(self, surf, hand, rects, *a, **kw)

        monkeypatch.setattr(type(gv), "draw_hand_cards", spy)
        table._frame = None
        table.draw(app.screen)
        assert table.hand_words.rect is None, "a box with nothing hovered nor focused"
        hand, rects = reading
        most = max(range(len(hand)), key=lambda i: len(str(gv.hand_words(hand[i]))))
        if how == "hover":
            r = rects[most]
            at = (r.x + 6, r.bottom - 12)  # on its foot: left of the next card's edge
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
        else:
            table.focus.active = True
            table.focus.key = ("hand", hand[most]["id"])
        crowded = (game, size, scale, how) in CROWDED
        _read(table, hand[most], floor, sized=crowded)
        lifted = [gv.lifted[1]] if gv.lifted else []
        _clear_of(table, table.hand_words.rect, rects + lifted, crowded)
        table.drag = {"item": None}  # a card picked up: the box goes
        table.hand_words.draw(app.screen)
        assert table.hand_words.rect is None
        table.drag = None
    finally:
        pygame.quit()
        theme.set_ui(100, False)


def test_codenames_has_no_hand_and_no_box(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Codenames' cards are the grid's words, read where they lie: a hovered one gets no box."""
    try:
        size = (1280, 720)
        app = screenprobe.make_app(size, 100)
        table, _shot = screenprobe.frozen_table(app, _session("codenames-clue"), size)
        lay = table.gv.layout_for(table.view, table.acting_seat())
        card = next(it.rect for it in lay.items if not isinstance(it, Slot) and it.rect.width)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: card.center)
        table._frame = None
        table.draw(app.screen)
        assert table.gv.hand_words({"name": "GHOST RIDER"}) == []
        assert table.gv.reading is None and table.hand_words.rect is None
    finally:
        pygame.quit()


def test_a_hand_no_longer_drawn_says_nothing(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The card last hovered is not said once the hand is not drawn face up (a public window
    shows every hand face down): no words of a hidden card."""
    try:
        size = (1280, 720)
        app = screenprobe.make_app(size, 100)
        table, _shot = screenprobe.frozen_table(app, _session("espionage"), size)
        r = table.gv.hand_now(table.view["hand"])[0]
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (r.x + 6, r.bottom - 12))
        table._frame = None
        table.draw(app.screen)
        assert table.hand_words.rect is not None
        monkeypatch.setitem(table.view, "hand", None)  # as a public window's view has it
        table._frame = None
        table.draw(app.screen)
        assert table.gv.reading is None and table.hand_words.rect is None
    finally:
        pygame.quit()
