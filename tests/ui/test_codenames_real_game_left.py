"""After the Marvel Codenames lesson's "Play a real game" (the person as HYDRA's Agent, a
computer Director), a few turns, then Esc > Quit to launcher: the launcher showed the setup
remembered from before ("1. Ann - Human - HYDRA Director") beside "Resume (15 moves)", which
brings back a game where the person is the Agent. The seats shown are the game's."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import open_lesson
from tabletop.room.session import AUTOSAVER, SeatConfig
from tabletop.ui.app import App
from tabletop.ui.scenes import launcher_resume
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.table import TableScene


def test_the_launcher_shows_the_real_games_seats(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    lau = LauncherScene(app)
    app.push(lau)
    lau.pick_game("codenames")
    # the setup remembered from an earlier game: Ann directs, a computer guesses
    lau.seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "normal")]
    lesson = load_lesson(lesson_paths("codenames")[0])
    table = open_lesson(app, lesson, fresh=True)
    table.play_real_game()
    real = app.scene
    assert isinstance(real, TableScene)
    s = real.session
    bot = make_bot("codenames", "normal")
    while len(s.log) < 6:
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
    AUTOSAVER.flush()
    menu = GameMenu(app, real)
    app.push(menu)
    menu.leave()  # Quit to launcher
    app.step([])
    assert app.scene is lau and lau.game == "codenames"
    theirs = [(x.kind, x.name) for x in s.seats]
    assert theirs == [("bot", "Computer 2"), ("human", "Player 1")]
    assert [(x.kind, x.name) for x in lau.seats] == theirs
    assert lau.resume_entry is not None and lau.resume_entry.path == s.autosave
    assert launcher_resume.same_table(lau)
    lau.draw(app.screen)
    if out := os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(app.screen, str(Path(out) / "codenames_real_game_left.png"))
