"""Issue 52 (a new keyboard player, RPG Get! at 1280x720, 2026-11-26): a banked card's Flip
could not be made by keys at all: Enter on it picked it up for the withdraw drag, and Flip was
only in the menu a click opens. Enter on a card whose click opens a menu (more than one move
now) opens that same menu (the status line says so), its moves chosen by their number keys or
Tab and Enter, Esc closing it; the key driver then makes flips as well as withdrawals.

RPG Get! two-handed, seed 3: after 92 moves Ann may withdraw or flip her banked Red Barrier
(card 71) once Look has opened her bank."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import Action
from tests.ui.keydriver import NAMES
from tests.ui.test_keys_reach_the_bank import _mirror

CARD = 71


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def test_enter_on_a_banked_card_opens_its_menu_and_the_driver_flips_it(home: Path) -> None:
    try:
        m = _mirror()
        t = m.table
        flip, withdraw = Action(0, "flip", (CARD,)), Action(0, "withdraw", (CARD,))
        assert {flip, withdraw} <= set(t.legal(0))
        assert m.in_reach(("card", CARD))  # Look pressed: the bank's cards are stops
        stops = t.focus.stops()
        card = next(i for i, s in enumerate(stops) if s.key == ("card", CARD))
        t.focus.active = True
        t.focus.focus(stops, card)
        assert t.focus.status_text().endswith("Enter opens its menu of 2 moves")
        m.press(pygame.K_RETURN)
        assert not t.focus.holding()
        moves = [b.on_click.args[0] for b in t.chooser]  # type: ignore[attr-defined]
        assert moves == [withdraw, flip]  # the click's very menu
        assert [s.kind for s in t.focus.stops()] == ["chooser", "chooser"]
        m.press(pygame.K_ESCAPE)  # closes it: nothing made
        assert not t.chooser and str(flip) not in m.session.log
        m.keys = []
        n = len(m.session.log)
        assert m.keys_for(flip), "no keys make the flip"
        assert m.session.log[n:] == [str(flip)]
        assert m.keys and set(m.keys) <= set(NAMES.values()), m.keys  # keys alone
    finally:
        pygame.quit()
