"""Enter on an Espionage question before a card is picked: its button (Discard, Give, Take,
Keep) is not there yet, and Enter said nothing (a new player at the Assassin's "then press
Discard (Enter)", 2026-11-26). Now it says what to do first, and sends nothing."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tests.ui.fakeclock import ManualClock
from tests.ui.test_question_keys import key, open_table, prompt_of

FIRST = {
    "assassin": "Pick a card to discard first (click it or press its number).",
    "give": "Pick a card to give first (click it or press its number).",
    "blackmail": "Pick a card to give first (click it or press its number).",
    # (a discard pile of eighteen: no numbers show to the mouse past nine, so no "number")
    "medic": "Pick a card to take first (click it, or go to it with the arrow keys and press"
    " Enter).",
    "detective": "Pick the cards in the order asked first (click each or press its number),"
    " then Keep [Enter].",
}


@pytest.fixture(autouse=True)
def _manual_clock(clock: ManualClock) -> ManualClock:
    return clock


@pytest.mark.parametrize("kind", sorted(FIRST))
def test_enter_with_nothing_picked_says_pick_a_card_first(app: App, kind: str) -> None:
    table = open_table(app, prompt_of(kind))
    assert not [b for b in table.buttons if b.hotkey == "Enter"]  # no button to press yet
    n = len(table.session.log)
    key(app, pygame.K_RETURN)
    assert len(table.session.log) == n and not table.zoom.is_open
    assert [t.text for t in table.toasts.items] == [FIRST[kind]]


@pytest.mark.parametrize("kind", ["assassin", "give"])
def test_once_a_card_is_picked_enter_sends_it(app: App, kind: str) -> None:
    table = open_table(app, prompt_of(kind))
    key(app, pygame.K_1)  # the first card picked by its number
    assert len(table.prompts.picked) == 1
    n = len(table.session.log)
    key(app, pygame.K_RETURN)
    assert len(table.session.log) == n + 1 and table.session.log[n].startswith("0:choose")
    assert not any(t.text.startswith("Pick a card") for t in table.toasts.items)


def test_detective_with_too_few_picked_still_says_so(app: App) -> None:
    """The Detective's Keep needs every card in order: one picked is not enough yet."""
    table = open_table(app, prompt_of("detective"))
    key(app, pygame.K_1)
    assert len(table.prompts.picked) == 1
    n = len(table.session.log)
    key(app, pygame.K_RETURN)
    assert len(table.session.log) == n
    assert table.toasts.items[-1].text == FIRST["detective"]


def test_the_pickers_hint_names_the_key_that_reads_a_card_large(app: App) -> None:
    """A keyboard player read "Right-click reads it large" under a picker: the hint names the
    key too, and I reads the focused card large."""
    table = open_table(app, prompt_of("medic"))
    sel = table.prompts.current(table.gv, table.view, 0, table.legal(0))
    assert sel is not None
    hint = table.prompts.picker_hint(table.gv, table.view, sel)
    assert "Right-click or I reads it large" in hint, hint
    stop = table.focus.current(table.focus.stops())
    assert stop is not None and stop.kind == "prompt"
    key(app, pygame.K_i)
    assert table.zoom.is_open
