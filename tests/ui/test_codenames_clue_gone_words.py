"""Issue 52 at 200 % text (the Director by the keys on 1280x720, 2026-11-26): once Enter gave
the clue the top bar read "Clue box is gone: nothing is focused (Tab goes on)". The words are a
player's now ("Waiting for the others to move: nothing is picked (Tab picks a card to look
at)"), and where the top bar has no room for them at large text it says them in fewer words on
two lines beside its buttons ("The others are moving: Tab picks a card to look at"), instead of
laying them on a band over the Clues list and the Director window's button."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.cluedesk import director_typing
from tests.ui.freshhome import home_curtains_open  # noqa: F401  (the fixture "home")
from tests.ui.test_codenames_clue_keys import _clue, _key

SHORT = "The others are moving: Tab picks a card to look at"


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_after_the_clue_the_top_bar_says_in_a_players_words_that_the_others_move(
    size: tuple[int, int], tmp_path: Path
) -> None:
    shot = screenprobe.Shot()
    with director_typing(size, "hero", shot) as (app, table):
        _key(app, pygame.K_2, "2")
        _key(app, pygame.K_RETURN)  # the clue given: the box goes, the Agent guesses
        assert _clue(table) == "0:clue HERO 2" and table.acting_seat() is None
        app.screen = pygame.Surface(size)
        table.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / f"after-clue-{size[0]}.png"))
    words = table.focus.status_text()
    assert words.startswith("Waiting for the others to move"), words
    for jargon in ("gone", "focused", "Clue box", "goes on"):
        assert jargon not in words
    assert table.focus.status_short() == SHORT
    assert table.paint.band_text == "" and table.paint.band_rect is None  # nothing over the table
    said = [p for p in shot.placed if " " in p.text and p.text in SHORT]
    assert " ".join(p.text for p in said) == SHORT and len(said) <= 2
    buttons = [b.rect for b in table.top_buttons if b.rect.w]
    for p in said:
        assert table.bar_rect.contains(p.rect.inflate(-2, -2)), (p.text, p.rect)
        assert p.rect.collidelist(buttons) < 0, p.text
    assert all(p.px >= round(theme.MIN_TEXT * 2) for p in said)
