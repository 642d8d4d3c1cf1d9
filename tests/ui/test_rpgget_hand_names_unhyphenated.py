"""RPG Get!'s hand at 100 %: "Reinforce- ments" (a hand of nine at 1280x720) and "Boomer- ang
Blade" (1024x600) were split with a hyphen. The hand's cards widen for their names, but only
as far as a width where every name is unbroken at its full width, else not at all: a name
whole a little narrowed on a somewhat wider card was never tried. The hand now widens to the
least width where no name is hyphenated when no width keeps them all unnarrowed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget.cards import card_defs
from tabletop.games.rpgget.labels import face_card
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.card import name_whole
from tests.ui import screenprobe, textprobe

#: the long names each window's hand of nine holds whole (at 1024x600 "Reinforcements" needs a
#: 96 px card, more than a ninth of the hand's row)
LONG = {(1280, 720): ["Reinforcements", "Boomerang Blade"], (1024, 600): ["Boomerang Blade"]}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_hand_of_nine_names_no_card_with_a_hyphen(home: Path, size: tuple[int, int]) -> None:
    try:
        session = textprobe._session("rpgget", 2, 100, "human,bot")
        t, _shot = screenprobe.drawn_table(size, 100, session, keys=False)
        gv = t.gv
        hand = [c for c, _r, w in gv.boxes(t.view, 0) if w == "hand"]
        assert len(hand) == 9
        defs = card_defs()
        long: list[dict[str, Any]] = [
            dict(defs[n].to_view(), id=900 + i, owner=0) for i, n in enumerate(LONG[size])
        ]
        hand = long + hand[len(long) :]
        rects = gv.hand_layout(len(hand), gv.geometry(t.view, 0)["hand"], hand)
        area = gv.geometry(t.view, 0)["hand"]
        for c, r in zip(hand, rects):
            assert area.contains(r), (c["name"], r, area)
            assert name_whole("rpgget", face_card(c), r.size), (c["name"], r.size)
        assert all(not a.colliderect(b) for a, b in zip(rects, rects[1:]))
    finally:
        theme.set_ui(100, False)
        pygame.quit()
