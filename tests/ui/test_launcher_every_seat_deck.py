"""The launcher's Decks list says what every seat plays: with four RPG Get! seats it listed two
decks and said nothing of seats 3 and 4 (they play their usual ready-made deck), with six
Austin Powers seats one. A computer with no other deck to play is said in one row that takes
no click ("3, 4. usual deck"). With six Austin seats at 1024x600 the options ran under Start
game: the page scrolls where the seed box has no room above it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui.scenes.launcher_decks import seats_words
from tests.ui import screenprobe


def _launcher(game: str, seats: int, size: tuple[int, int]):
    app = screenprobe.make_app(size, 100)
    screenprobe.open_launcher(app)
    lau = app.scenes[-1]
    lau.pick_game(game)
    while len(lau.seats) < seats:
        lau.add_seat(1)
    lau.rebuild()
    return lau


@pytest.mark.parametrize(
    ("game", "seats", "said"),
    [
        ("rpgget", 4, ["1. usual deck", "2. usual deck", "3, 4. usual deck"]),
        ("austin", 6, ["1. starter deck", "2-6. starter deck"]),
    ],
)
def test_every_seat_s_deck_is_said(
    game: str, seats: int, said: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        lau = _launcher(game, seats, (1280, 720))
        rows = [b for b in lau.buttons if b.label.endswith(" deck")]
        assert [b.label for b in rows] == said
        assert rows[0].enabled and not rows[-1].enabled  # the person's picks; the rest said
    finally:
        pygame.quit()


def test_six_austin_seats_on_a_small_window_scroll_the_options_clear_of_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        lau = _launcher("austin", 6, (1024, 600))
        start = next(b for b in lau.buttons if b.label.startswith("Start game"))
        assert lau.seed_rect.bottom <= start.rect.top or lau.scrolls
    finally:
        pygame.quit()


def test_seat_numbers_in_short() -> None:
    assert seats_words([3]) == "3"
    assert seats_words([3, 4]) == "3, 4"
    assert seats_words([2, 3, 4, 5, 6]) == "2-6"
    assert seats_words([2, 4, 5]) == "2, 4, 5"
