"""Issue 52 (a new player playing Austin Powers by the keys alone, 2026-11-26): after the first
action of a turn the focus went to the hand's first card although it had no move now ("Zip It!
(in your hand): no move now"), so the next Return did nothing. Now it goes to a card of the
hand that has a move, else to the turn's main button (I'm spent!)."""

from __future__ import annotations

import pygame

from tests.ui import test_austin_spent_keys as spent

app = spent.app  # the fixture: 1280x720 at 100 %, the computers held still


def test_after_the_first_action_the_focus_is_on_a_card_with_a_move(app) -> None:
    t = spent._table(app, ["Zip It!", "Shagette", "Oh, Behave!", "Shagette"])
    g = t.game
    first, second = [c for c in g.hand[0] if g.names[c] == "Shagette"]
    spent._focus_on(t, ("hand", first))
    spent._key(app, t, pygame.K_RETURN)  # picks it up
    spent._key(app, t, pygame.K_RETURN)  # drops it on the table: the first action
    assert first not in g.hand[0]
    here = t.focus.current()
    assert here is not None and here.key == ("hand", second), here
    assert "no move" not in t.focus.status_text()
    spent._key(app, t, pygame.K_RETURN)  # the next Return picks up the card with a move
    spent._key(app, t, pygame.K_RETURN)
    assert second not in g.hand[0]
    here = t.focus.current()
    assert here is not None and here.key == ("button", "I'm spent!"), here
