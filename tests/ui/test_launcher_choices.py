"""What new players met in the launcher (issue 52): a deck is picked in one place, the Decks
list under the seats (Beanz's and RPG Get!'s ready-made decks were in the Options too); every
choice of who plays a seat is one click away in the seat's menu (a person at a computer's
seat took two clicks through the levels); Resume says its game and moves whole ("Resume
Austin Powers CCG (77..." was cut) on small windows and with large text."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.game import game_class
from tabletop.engine.saves import new_autosave_path
from tabletop.room.session import AUTOSAVER, SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components.widgets import Button
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def _button(scene: LauncherScene, label: str) -> Button:
    return next(b for b in scene.buttons if b.label == label)


def _launcher(app: App, game: str) -> LauncherScene:
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.pick_game(game)
    app.step([])
    return launcher


@pytest.mark.parametrize("game", ["beanz", "rpgget"])
def test_decks_are_picked_in_one_place_and_reach_the_game(app: App, game: str) -> None:
    launcher = _launcher(app, game)
    labels = [b.label for b in launcher.buttons]
    assert not any(label.startswith("Deck of player") for label in labels), labels
    # a row per seat, the computer's too: the usual deck first, then the ready-made ones
    assert "1. usual deck" in labels and "2. usual deck" in labels
    opt = next(o for o in game_class(game).OPTIONS if o.name == "deck1")
    ready = opt.choices[1]
    _click(app, _button(launcher, "2. usual deck").rect.center)
    picked = f"2. {opt.say(ready)} deck"
    assert picked in [b.label for b in launcher.buttons]
    _click(app, _button(launcher, "Start game").rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.options["deck1"] == ready  # the option a save records, as before


def test_a_save_with_a_ready_deck_option_still_resumes(app: App) -> None:
    """Saves made when the decks were options (``deck1`` a ready deck's key) resume."""
    opt = next(o for o in game_class("beanz").OPTIONS if o.name == "deck1")
    s = Session(
        "beanz",
        3,
        [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "random")],
        {"deck1": opt.choices[2]},
        autosave=new_autosave_path("beanz"),
    )
    s.apply(s.game.legal_actions(s.game.active_seats()[0])[0])
    AUTOSAVER.flush()
    launcher = _launcher(app, "beanz")
    resume = next(b for b in launcher.buttons if b.label.startswith("Resume"))
    _click(app, resume.rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.options["deck1"] == opt.choices[2]


def test_every_seat_choice_is_one_click_away(app: App) -> None:
    launcher = _launcher(app, "beanz")
    seat = launcher.seat_buttons[1]
    assert seat.label.startswith("Computer (normal)")
    _click(app, seat.rect.center)  # the seat's menu: every choice, in the expected order
    words = [b.label for b in launcher.menu_buttons]
    assert words == [
        "Human",
        "Computer (random)",
        "Computer (easy)",
        "Computer (normal)",
        "Computer (hard)",
    ]
    assert [b.primary for b in launcher.menu_buttons] == [False, False, False, True, False]
    # the menu is on top: a click on a choice picks it, never what it covers
    _click(app, _button(launcher, "Human").rect.center)
    assert launcher.seats[1].kind == "human" and launcher.seat_menu is None
    assert not launcher.menu_buttons
    _click(app, launcher.seat_buttons[1].rect.center)
    _click(app, _button(launcher, "Computer (hard)").rect.center)
    assert launcher.seats[1].is_bot and launcher.seats[1].level == "hard"
    # Esc closes the menu (and leaves the launcher open); a click elsewhere closes it too
    _click(app, launcher.seat_buttons[1].rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(pygame.event.get())
    assert launcher.seat_menu is None and app.running
    _click(app, launcher.seat_buttons[1].rect.center)
    _click(app, (2, launcher.size[1] // 2))
    assert launcher.seat_menu is None and launcher.seats[1].level == "hard"


def _fits(b: Button) -> bool:
    """``b``'s whole label is drawn at its size, on its lines (as ``Button.draw`` does)."""
    size = max(theme.MIN_TEXT, int(b.rect.height / b.lines * 0.42 / theme.ui_scale()))
    room = b.rect.width - 12
    if theme.text_width(b.label, size, "bold") <= room:
        return True
    rows = theme.wrap(b.label, size, room, "bold")
    drawn = all(theme.text_width(r, size, "bold") <= room for r in rows)
    return b.lines > 1 and drawn and len(rows) * theme.line_h(size) <= b.rect.height


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_resume_says_the_game_and_its_moves_whole(
    size: tuple[int, int], scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    s = Session(
        "austin",
        5,
        [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "random")],
        autosave=new_autosave_path("austin"),
    )
    bot = make_bot("austin", "random")
    while len(s.log) < 77:
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
    AUTOSAVER.flush()
    app = screenprobe.make_app(size, scale)
    try:
        launcher = _launcher(app, "espionage")
        # Resume follows the selected game: none for Espionage, Austin's for Austin Powers
        assert not any(b.label.startswith("Resume") for b in launcher.buttons)
        launcher.pick_game("austin")
        b = next(b for b in launcher.buttons if b.label.startswith("Resume"))
        assert b.label == "Resume" or b.label.endswith("(77 moves)")
        assert b.hotkey == "R" and b.lines == 1
        assert _fits(b), (b.label, b.rect, b.lines)
        start = _button(launcher, "Start game")
        row = launcher.bar or launcher.buttons  # large text: a bar over the scrolling page
        assert b.rect.right < start.rect.left and b.rect.top == start.rect.top
        others = [o for o in row if o is not b and o.rect.colliderect(b.rect)]
        assert not others, [o.label for o in others]
        assert flow.scrolls(launcher) or b.rect.bottom <= size[1]
    finally:
        theme.set_ui(100, False)
        pygame.quit()
