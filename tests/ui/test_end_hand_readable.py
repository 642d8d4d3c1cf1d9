"""After an Espionage game ends (issue 52), the player's hand could no longer be read large by
the keys: the focus knew only the end panel's buttons. Its cards are now stops after those
buttons, read large by Enter or I as during play, and nothing is played."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.test_end_panel_large_text import _end_panel


def _key(t, key: int, text: str = "") -> None:
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
    t.draw(t.app.screen)


@pytest.mark.parametrize("scale", [100, 200])
def test_the_hand_is_read_large_by_the_keys_after_the_end(scale: int) -> None:
    t, _shot = _end_panel("espionage", (1280, 720), scale)
    try:
        stops = t.focus.stops()
        ends = [s for s in stops if s.kind == "end"]
        hand = [s for s in stops if s.kind == "hand"]
        assert [s.name for s in ends] == [b.label for b in t.end_buttons] and ends
        assert hand and stops[: len(ends)] == ends  # the end's buttons first, Play again default
        assert all(s.card is not None for s in hand)
        assert not any(t.ending.rect.colliderect(s.rect) for s in hand)
        moves = len(t.session.log)
        _key(t, pygame.K_TAB)
        for _ in ends:
            _key(t, pygame.K_TAB)
        here = t.focus.current()
        assert here is not None and here.kind == "hand" and here.name == hand[0].name
        assert "game is over" in t.focus.hand_words(here)
        _key(t, pygame.K_RETURN)  # Enter on a hand card: read large, no move
        assert t.zoom.is_open
        _key(t, pygame.K_ESCAPE)
        assert not t.zoom.is_open
        _key(t, pygame.K_i, "i")  # the reading key too
        assert t.zoom.is_open
        _key(t, pygame.K_i, "i")
        assert not t.zoom.is_open
        assert len(t.session.log) == moves and t.game.is_terminal()
    finally:
        pygame.quit()


def test_enter_just_after_the_end_does_not_play_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A keyboard player pressing Enter through the last turns pressed Play again on the end
    panel the moment it showed: the result was gone unread. Enter in its first moments is
    said and used up; after them it presses the default button as before."""
    from tabletop.ui.layers import panels

    t, _shot = _end_panel("espionage", (1280, 720), 100)
    try:
        clock = [100.0]
        monkeypatch.setattr(type(t), "now", lambda self: clock[0])
        t.ending.shown_at = clock[0]
        app = t.app
        t.focus.active = True  # a keyboard player: the ring on Play again, the default
        _key(t, pygame.K_RETURN)
        _key(t, pygame.K_SPACE)
        assert app.scene is t and t.game.is_terminal()  # still the result
        assert any("game is over" in x.text for x in t.toasts.items)
        clock[0] += panels.END_GUARD + 0.1
        _key(t, pygame.K_RETURN)
        assert app.scene is not t  # Play again, the default: a new game
    finally:
        pygame.quit()
