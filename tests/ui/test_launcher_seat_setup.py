"""The launcher remembers each game's seats (issue 52, a new player hosting a game night,
2026-11-26: the number of seats and who played each went back to one person and a computer
on every restart and every switch of game; only the names came back). The setup is kept per
game in the settings file; a damaged value there is told and passed over, never a crash, and a
settings file written before the setup was kept loads as it did."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    pygame.quit()


def _launcher() -> LauncherScene:
    app = App((1280, 720), headless=True)
    lau = LauncherScene(app)
    app.push(lau)
    return lau


def _setup(lau: LauncherScene) -> list[tuple[str, str, str | None]]:
    return [(s.kind, s.name, s.level if s.is_bot else None) for s in lau.seats]


def test_four_seats_with_two_people_come_back_after_a_switch_and_a_restart() -> None:
    lau = _launcher()
    lau.pick_game("espionage")
    lau.add_seat(1)
    lau.add_seat(1)  # four seats
    lau.set_seat(2, "human")
    lau.set_seat(3, "bot:hard")
    chosen = _setup(lau)
    assert [k for k, _n, _l in chosen] == ["human", "bot", "human", "bot"]
    assert chosen[3][2] == "hard"
    lau.pick_game("austin")
    assert len(lau.seats) != 4 or _setup(lau) != chosen  # Austin has its own seats
    lau.pick_game("espionage")
    assert _setup(lau) == chosen
    # a new app on the same data folder: the same seats, each played as before
    again = _launcher()
    again.pick_game("espionage")
    assert _setup(again) == chosen
    again.app.step([])  # and it draws
    assert [b.label.startswith("Human") for b in again.seat_buttons[:3]] == [True, False, True]


def test_each_game_keeps_its_own_setup() -> None:
    lau = _launcher()
    lau.pick_game("austin")
    lau.add_seat(1)
    lau.set_seat(1, "human")
    austin = _setup(lau)
    lau.pick_game("espionage")
    lau.set_seat(1, "bot:random")
    espionage = _setup(lau)
    again = _launcher()
    again.pick_game("austin")
    assert _setup(again) == austin
    again.pick_game("espionage")
    assert _setup(again) == espionage


@pytest.mark.parametrize(
    "value",
    [
        "four seats",  # not a table of games
        {"espionage": "human,human"},  # a game's setup that is not a list
        {"espionage": ["human", "bot:grandmaster"]},  # a level this version does not have
        {"espionage": ["human"] * 40},  # more seats than the game has
        {"espionage": [3, None]},
    ],
)
def test_a_damaged_setup_is_passed_over_with_the_game_own_seats(_home: Path, value: object) -> None:
    (_home / "settings.json").write_text(
        json.dumps({"seat_names": ["Ann"], "seat_setups": value}), encoding="utf-8"
    )
    lau = _launcher()
    lau.pick_game("espionage")
    assert _setup(lau) == [("human", "Ann", None), ("bot", "Computer 2", "normal")]
    if isinstance(value, str):  # a value of the wrong type is told, the file kept aside
        words = " ".join(t.text for t in lau.toasts.items)
        assert "seat_setups" in words and "ignored" in words, words
    lau.add_seat(1)  # and the setup is kept again from then on
    assert len(_launcher().seats) == 3


def test_a_settings_file_from_before_loads_as_it_did(_home: Path) -> None:
    (_home / "settings.json").write_text(
        json.dumps({"seat_names": ["Ann", "Bea"], "sound": False}), encoding="utf-8"
    )
    lau = _launcher()
    assert not lau.toasts.items
    assert _setup(lau) == [("human", "Ann", None), ("bot", "Computer 2", "normal")]
    lau.set_seat(1, "human")
    assert _setup(lau)[1] == ("human", "Bea", None)
    kept = json.loads((_home / "settings.json").read_text(encoding="utf-8"))
    assert kept["sound"] is False and kept["seat_setups"] == {"espionage": ["human", "human"]}
