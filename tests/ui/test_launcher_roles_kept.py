"""Back from a game, the launcher shows the seats as they were chosen (issue 52, 2026-11-26: a
new player's Codenames seat read "Human — HYDRA Director", and after the game "S.H.I.E.L.D.
Director", the team flipped and "Human —" gone). The seats were not rebuilt from the finished
game: Start drew a new random seed for the next game, and in the two-player co-op game the
seed's key card decides which team the pair plays. The next deal is now one that gives every
seat the role it was shown with."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_NO_LESSON_OFFER", "1")
    yield
    pygame.quit()


def _labels(lau: LauncherScene) -> list[str]:
    lau.app.step([])
    return [b.label for b in lau.seat_buttons]


def _play_and_come_back(app: App, lau: LauncherScene) -> None:
    lau.start()
    assert isinstance(app.scene, TableScene)
    app.pop()  # the table left (its menu's "Leave")
    app.saves_changed()
    assert app.scene is lau


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_codenames_pair_keeps_its_team_and_words_after_a_game(size: tuple[int, int]) -> None:
    app = App(size, headless=True)
    lau = LauncherScene(app)
    app.push(lau)
    lau.pick_game("codenames")
    lau.random_seed = 1  # a deal where the pair plays HYDRA
    lau.rebuild()
    before = _labels(lau)
    assert before[0] == "Human \u2014 HYDRA Director \u25be", before
    for _game in range(3):  # each next deal (half of them would give S.H.I.E.L.D.)
        seed = lau.random_seed
        _play_and_come_back(app, lau)
        assert lau.random_seed != seed  # another deal all the same
        assert _labels(lau) == before


def test_a_typed_seed_s_roles_stay_for_the_random_deal_after_it() -> None:
    app = App((1280, 720), headless=True)
    lau = LauncherScene(app)
    app.push(lau)
    lau.pick_game("codenames")
    lau.seed_text = "2"  # a deal where the pair plays S.H.I.E.L.D.
    lau.rebuild()
    before = _labels(lau)
    assert "S.H.I.E.L.D." in before[0], before
    _play_and_come_back(app, lau)
    assert lau.seed_text == ""
    assert _labels(lau) == before
