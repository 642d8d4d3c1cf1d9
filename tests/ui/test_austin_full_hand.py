"""Austin Powers with a full hand (five to nine cards) on the smaller windows (issue 52).

- "Your hand (9)" was cut at 200 % on a 1024x600 window: with the hand reaching the window's
  edge (the computer's turn, or evening up) it went into the band over the row, lower than the
  label, across your panel's rim and its "hand 9 . deck 5" line. The row now keeps the label's
  room right of its last card wherever that band cannot hold it: the label is drawn whole,
  inside the window, clear of every card, tab, button, panel and text.
- The icons legend was not drawn at all beside a long hand on a 1024x600 window. It folds
  behind the top bar's Icons button, as the log folds behind Log: a click, or Tab to it and
  Enter, opens it whole inside the window over your panel, clear of your hand's cards and tabs;
  pressed again it folds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import marks
from tabletop.ui.parts import table_paint
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

HAND = [
    "Felicity Shagwell",
    "Basil Exposition",
    "Shagette",
    "Judo Chop!",
    "Groovy Love-In",
    "Time-Travel Portal",
    "Yeah, Baby, Yeah!",
    "Austin From 10 Minutes From Now",
    "Oh, Behave!",
]
WORDS = ["Groovy", "Shagadelic", "Randy", "Creepy", "Shagger", "Assassin"]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _session(n: int, when: str) -> Session:
    """Ann holding ``n`` cards against two computers: in her turn, in the computer's (the row
    reaching the window's edge: no move buttons) or evening up (Even up's button)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]
    sess = Session("austin", 2, seats)
    others = [{"side": "evil", "hand": ["Fembot"] * 6, "deck": ["Zip It!"] * 5}] * 2
    ann = {"side": "good", "hand": HAND[:n], "deck": ["Oh, Behave!"] * 10}
    sess.game.set_position({"current": 1 if when == "theirs" else 0, "seats": [ann, *others]})
    if when == "evening":
        sess.game.apply("0:end")
    return sess


def _table(size: tuple[int, int], scale: int, n: int, when: str) -> tuple[Any, Any, Any]:
    app = screenprobe.make_app(size, scale)
    table, shot = screenprobe.frozen_table(app, _session(n, when), size)
    return app, table, shot


@pytest.mark.parametrize("when", ["mine", "theirs", "evening"])
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=["1024x600", "1280x720"])
def test_your_hands_label_is_whole_with_five_to_nine_cards(
    home: Path, size: tuple[int, int], scale: int, when: str
) -> None:
    try:
        for n in range(5, 10):
            app, table, shot = _table(size, scale, n, when)
            gv = table.gv
            label = f"Your hand ({n})"
            drawn = [p for p in shot.placed if p.text == label]
            assert len(drawn) == 2, (n, drawn)  # its shadow, then its words
            box = drawn[0].rect.union(drawn[1].rect)
            ink = box.inflate(-4, -2 * max(2, box.height // 6))
            assert pygame.Rect((0, 0), size).contains(box), (n, box)
            assert not any(p.cut for p in drawn), (n, "clipped")
            geo = gv.geometry(3)
            assert not ink.colliderect(geo["mine_table"]), (n, box, "over your panel")
            hand = table.view["zones"]["hand/0"]["cards"]
            legal = table.legal(0) if table.acting_seat() == 0 else []
            usable = {a.args[0] for a in legal if a.args and a.verb not in ("attempt", "use")}
            for c, r in zip(hand, gv.hand_rects(n, geo)):
                assert not ink.colliderect(r), (n, box, r)
                if c["id"] in usable:  # its tick tab over the card
                    assert not ink.colliderect(marks.tab_rect(r)), (n, box, "a tick tab")
            for b in table.buttons + table.top_buttons:
                assert not ink.colliderect(b.rect), (n, b.label)
            near = [a for a, b in shot.overlaps() if label in (a, b)]
            assert not near, (n, shot.overlaps()[:4])
            pygame.quit()
    finally:
        pygame.quit()


def _legend_words(shot: Any, table: Any) -> list[Any]:
    """The legend's words drawn on the table (not the bar's button, not a card's name: at
    100 % "Groovy Love-In" says "Groovy")."""
    gv = table.gv
    n = len(table.view["zones"]["hand/0"]["cards"])
    cards = gv.hand_rects(n, gv.geometry(3))
    return [
        p
        for p in shot.placed
        if p.text in WORDS and p.rect.y > table.bar_rect.bottom and p.rect.collidelist(cards) < 0
    ]


def _open_by_keys(table: TableScene) -> None:
    """Home, then Tab to the bar's Icons button, then Enter (as a player of the keys does)."""
    stops = table.focus.stops()
    i = next(i for i, s in enumerate(stops) if s.key == ("bar", "Icons"))
    keys = [pygame.K_HOME] + [pygame.K_TAB] * i + [pygame.K_RETURN]
    for k in keys:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            table.handle(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))


def _draw(app: Any, table: TableScene, size: tuple[int, int]) -> Any:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        table.paint.release()
        table_paint._spare.clear()  # every surface anew, recorded
        table._frame, table.dirty = None, True
        table.draw(app.screen)
    return shot


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("how", ["keys", "click"])
def test_the_legend_folds_behind_icons_on_the_smallest_window(
    home: Path, how: str, scale: int
) -> None:
    size = (1024, 600)
    try:
        app, table, shot = _table(size, scale, 9, "mine")
        gv = table.gv
        assert not _legend_words(shot, table), "no room beside the hand: folded"
        (button,) = [b for b in table.top_buttons if b.label == "Icons"]
        assert button.enabled and pygame.Rect((0, 0), size).contains(button.rect)
        if how == "keys":
            _open_by_keys(table)
        else:
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                table.handle(pygame.event.Event(kind, pos=button.rect.center, button=1))
        assert gv.legend_open, "opened"
        assert len(table.session.log) == 0, "no move made"
        shot = _draw(app, table, size)
        words = _legend_words(shot, table)
        assert sorted(p.text for p in words) == sorted(WORDS), words
        rect, _cols = gv.open_legend_rect(gv.geometry(3))
        assert pygame.Rect((0, 0), size).contains(rect)
        assert table.play_rect.contains(rect), "under the top bar, inside the window"
        for p in words:
            assert rect.contains(p.rect) and not p.cut, (p.text, p.rect, rect)
        assert not [s for s in shot.shortened() if any(w in s for w in WORDS)]
        for r in gv.hand_rects(9, gv.geometry(3)):
            assert not rect.colliderect(marks.tab_rect(r)) and not rect.colliderect(r)
        if scale == 200:
            pygame.image.save(app.screen, str(home / f"legend-open-{how}.png"))
        if how == "keys":
            _open_by_keys(table)  # Enter again on the same button: folded
        else:
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                table.handle(pygame.event.Event(kind, pos=button.rect.center, button=1))
        assert not gv.legend_open
        assert not _legend_words(_draw(app, table, size), table)
    finally:
        pygame.quit()


def test_the_icons_button_comes_only_with_a_legend_that_has_no_room(home: Path) -> None:
    """Beside a short hand the legend is drawn and the bar has no Icons button; the button
    comes with a hand that takes the legend's room, and goes with it."""
    size = (1280, 720)
    try:
        app, table, shot = _table(size, 100, 3, "mine")
        assert _legend_words(shot, table), "drawn beside three cards"
        assert "Icons" not in [b.label for b in table.top_buttons]
        g = table.game
        for _ in range(6):  # six more cards drawn into the hand
            g.hand[0].append(g.deck[0].pop())
        table.refresh()
        assert "Icons" in [b.label for b in table.top_buttons]
        assert not _legend_words(_draw(app, table, size), table)
    finally:
        pygame.quit()
