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
from tabletop.ui.app import App
from tests.ui import screenprobe
from tests.ui.test_codenames_clue_keys import _clue, _director, _key, _type

SHORT = "The others are moving: Tab picks a card to look at"


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_after_the_clue_the_top_bar_says_in_a_players_words_that_the_others_move(
    size: tuple[int, int], tmp_path: Path
) -> None:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):  # from the start: the text a layer caches too
        app = App(size, headless=True)
        app.settings["ui_scale"] = 200
        app.apply_ui()
        table = _director(app)
        _type(app, "hero")
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
