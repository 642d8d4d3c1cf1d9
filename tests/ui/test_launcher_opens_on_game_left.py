"""Quit to launcher opens the launcher on the game just left: after an Espionage game (saved
under a name with Save as, then left) the launcher came up on the Austin Powers game it had
opened on at the start, its Resume ("Resume (2 moves)  [R]") bringing back that older game
instead of the Espionage game just left. It now shows the game left, its seats, names and
options, and its Resume continues that game; a table left for the saved games list leaves
the launcher under it on that game too. A lesson left changes nothing."""

from __future__ import annotations

import time

import pygame

from tabletop.ai.base import make_bot
from tabletop.engine.saves import new_autosave_path
from tabletop.room.session import AUTOSAVER, SeatConfig, Session
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (each test in its own home folder)


def played(s: Session, moves: int) -> Session:
    bot = make_bot(s.game_name, "random")
    while len(s.log) < moves:
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
    AUTOSAVER.flush()
    return s


def older_austin_game() -> None:
    """An Austin Powers game of two moves left earlier (the launcher opens on it)."""
    seats = [SeatConfig("human", "Player 1")]
    seats += [SeatConfig("bot", f"Computer {i}", "normal") for i in range(2, 7)]
    played(Session("austin", 3, seats, {}, autosave=new_autosave_path("austin")), 2)
    time.sleep(1.05)  # (the saves are ordered by the second they were made)


ESPIONAGE_SEATS = [
    SeatConfig("human", "Ann"),
    SeatConfig("bot", "Computer 2", "hard"),
    SeatConfig("bot", "Computer 3", "normal"),
]


def espionage_table(lau: LauncherScene) -> TableScene:
    """An Espionage game started from the command line over the launcher, 20 moves in."""
    app = lau.app
    options = {"elimination": "last-standing"}
    session = app.room.new_game(
        "espionage", 7, list(ESPIONAGE_SEATS), options, new_autosave_path("espionage")
    )
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    played(session, 20)
    return table


def test_quit_to_launcher_opens_on_the_game_just_left() -> None:
    older_austin_game()
    app = screenprobe.make_app((1280, 720), 200)
    lau = LauncherScene(app)
    app.push(lau)
    assert lau.game == "austin" and lau.resume_entry is not None  # (as it opens)
    table = espionage_table(lau)
    menu = GameMenu(app, table)
    app.push(menu)
    menu.start_naming()
    menu.name_box.text = "stack3"
    menu.save_as()  # Esc > Save as "stack3"
    menu.leave()  # Quit to launcher
    app.step([])
    assert app.scene is lau
    assert lau.game == "espionage"
    assert [(x.kind, x.name, x.level) for x in lau.seats] == [
        (x.kind, x.name, x.level) for x in ESPIONAGE_SEATS
    ]
    assert lau.options["elimination"] == "last-standing"
    e = lau.resume_entry
    assert e is not None and e.path == table.session.autosave and e.moves == 20
    resume = next(b for b in lau.buttons if b.label.startswith("Resume"))
    assert "20 moves" in resume.label and "Austin" not in resume.label
    lau.resume()  # R: the Espionage game just left, not the Austin game
    back = app.scenes[-1]
    assert isinstance(back, TableScene) and back.session.game_name == "espionage"
    assert back.session.log == table.session.log
    pygame.quit()


def test_a_table_left_for_the_saved_games_list_sets_the_launcher_under_it() -> None:
    older_austin_game()
    app = screenprobe.make_app((1280, 720), 100)
    lau = LauncherScene(app)
    app.push(lau)
    saves = app.go("saves")
    table = espionage_table(lau)
    app.pop()  # the table left: the list is on top again
    assert app.scene is saves
    saves.back()
    assert app.scene is lau and lau.game == "espionage"
    assert lau.resume_entry is not None and lau.resume_entry.path == table.session.autosave


def test_a_lesson_left_leaves_the_launcher_as_it_was() -> None:
    older_austin_game()
    app = screenprobe.make_app((1280, 720), 100)
    lau = LauncherScene(app)
    app.push(lau)
    session = Session("espionage", 7, list(ESPIONAGE_SEATS), {})  # saved as a lesson's progress
    app.push(TableScene(app, session))
    app.step([])
    app.pop()
    assert lau.game == "austin" and lau.resume_entry is not None
    assert lau.resume_entry.game == "austin"
