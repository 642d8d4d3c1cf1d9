"""Austin Powers with a full hand (five to nine cards) on the smaller windows (issue 52).

"Your hand (9)" was cut at 200 % on a 1024x600 window: with the hand reaching the window's
edge (the computer's turn, or evening up) it went into the band over the row, lower than the
label, across your panel's rim and its "hand 9 . deck 5" line. The row now keeps the label's
room right of its last card wherever that band cannot hold it: the label is drawn whole,
inside the window, clear of every card, tab, button, panel and text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import marks
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
