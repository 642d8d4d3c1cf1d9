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


def test_an_austin_deck_says_the_side_it_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new player picked their Evil deck for seat 1 and was surprised to play Evil beside
    another Evil seat (the rulebook's odd-table case): a seat playing its own deck plays that
    deck's allegiance, so the deck's row says it ("Kim: Dr. Evil's own (plays Evil)")."""
    from tabletop.collection.profiles import Deck, Profiles
    from tabletop.collection.sets import get_set

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    gset = get_set("austin")
    store = Profiles()
    prof = store.create("Kim")
    for key, (_title, cards) in gset.ready.items():
        store.save_deck(prof, Deck(f"My {key}", "austin", gset.default_format, list(cards)))
    try:
        lau = _launcher("austin", 3, (1280, 720))
        labels = [label for label, _v in lau.seat_decks(0, lau.deck_choices()[1:])]
        assert labels[0] == "starter deck"  # the sides alternate round the table
        for key in gset.ready:
            side = next(gset.cards[n].side for n in gset.ready[key][1])
            assert f"Kim: My {key} (plays {side.capitalize()})" in labels
        lau.cycle_deck(0)  # seat 1 picks Kim's first deck: its row says the side
        row = next(b for b in lau.buttons if b.label.startswith("1. "))
        assert row.label.endswith("(plays Evil)") or row.label.endswith("(plays Good)")
    finally:
        pygame.quit()
