"""Austin Powers' races need three players (a new player's first game, 2026-11-26: the
default game was the person and one computer, and with two players there is no Happening race
and nobody to ask for help, so the copying and the false start the lesson drilled never came
up). A new Austin game seats the person and two computers, in the launcher and after the
lesson; with two seats chosen the launcher says the races need three or more. A setup of two
seats chosen before still loads as it was."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.engine.game import game_class
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import real_game_seats
from tabletop.room.session import default_seats
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.scenes.launcher import LauncherScene


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    pygame.quit()


def _launcher(game: str = "austin") -> LauncherScene:
    app = App((1280, 720), headless=True)
    lau = LauncherScene(app)
    app.push(lau)
    lau.pick_game(game)
    return lau


def test_a_new_austin_game_seats_you_and_two_computers() -> None:
    lau = _launcher()
    assert [(s.kind, s.level if s.is_bot else None) for s in lau.seats] == [
        ("human", None),
        ("bot", "normal"),
        ("bot", "normal"),
    ]
    assert lau.seat_note() == ""
    # the lesson's "Play a real game" and a game from the command line: three seats too
    seats = default_seats("austin")
    assert [s.kind for s in seats] == ["human", "bot", "bot"]
    lesson = load_lesson(lesson_paths("austin")[0])
    assert len(real_game_seats(lesson, seats)) == 3
    # a game without a number of its own keeps the rules' fewest
    assert len(default_seats("espionage")) == game_class("espionage").MIN_SEATS


def test_with_two_seats_the_launcher_says_races_need_three() -> None:
    lau = _launcher()
    bare = lau.blurb_bottom()
    lau.add_seat(-1)
    assert len(lau.seats) == 2
    note = lau.seat_note()
    assert "3 or more" in note and "race" in note
    assert lau.blurb_bottom() > bare  # the note has its lines under the blurb
    lau.app.step([])
    # drawn whole in the window, in the options column
    width = int(560 * lau.scale) if not flow.large() else lau.opt_w
    assert lau.opt_x + width <= lau.size[0]
    assert lau.blurb_bottom() <= lau.size[1] - int(150 * lau.scale) or lau.scrolls
    size = int(22 * lau.scale)
    lines = theme.wrap(note, size, width)
    assert lines and all(theme.font(size).size(line)[0] <= width for line in lines)
    lau.add_seat(1)  # three again: nothing to say
    assert lau.seat_note() == ""
    assert _launcher("espionage").seat_note() == ""  # other games say nothing


def test_a_two_seat_austin_setup_chosen_before_loads_as_it_was(_home: Path) -> None:
    (_home / "settings.json").write_text(
        json.dumps({"seat_names": ["Ann"], "seat_setups": {"austin": ["human", "bot:hard"]}}),
        encoding="utf-8",
    )
    lau = _launcher()
    assert [(s.kind, s.name, s.level if s.is_bot else None) for s in lau.seats] == [
        ("human", "Ann", None),
        ("bot", "Computer 2", "hard"),
    ]
    assert "3 or more" in lau.seat_note()
