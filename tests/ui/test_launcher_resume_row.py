"""Resume on the launcher at every text size (issue 52, 2026-11-26: at 200 % its words took two
lines, and the bar fixed at the window's foot grew so tall that it half covered a game's row):
its words are drawn whole on one line, no two buttons overlap, and the bar is one row high. With
Resume stays in the bottom row, for the selected game only, its words shorter where the row is
narrow; R resumes, Enter asks first."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.saves import new_autosave_path
from tabletop.room.session import AUTOSAVER, SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe

CASES = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200)]
CASES += [((1024, 600), 100), ((1024, 600), 150), ((1024, 600), 200)]


@pytest.fixture()
def austin_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """An Austin Powers game of 77 moves waiting to be resumed (the longest title)."""
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
    yield
    theme.set_ui(100, False)
    pygame.quit()


def shown(size: tuple[int, int], scale: int) -> tuple[LauncherScene, screenprobe.Shot]:
    """The launcher at ``size`` and ``scale`` % with what its frame drew."""
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = screenprobe.make_app(size, scale)
        launcher = LauncherScene(app)
        app.push(launcher)
        app.step([])
        app.screen = pygame.Surface(size)
        launcher.draw(app.screen)
    return launcher, shot


def apart(buttons: list[Button]) -> list[tuple[str, str]]:
    return [(a.label, b.label) for a, b in combinations(buttons, 2) if a.rect.colliderect(b.rect)]


@pytest.mark.usefixtures("austin_save")
@pytest.mark.parametrize(("size", "scale"), CASES)
def test_resume_is_whole_on_one_line_and_covers_nothing(size: tuple[int, int], scale: int) -> None:
    launcher, shot = shown(size, scale)
    assert launcher.game == "austin"  # the launcher opens on the game waiting
    resume = next(b for b in launcher.buttons if b.label.startswith("Resume"))
    assert resume.lines == 1 and resume.hotkey == "R"
    drawn = [t for t, _px, _face in shot.sizes]
    assert resume.label in drawn or f"{resume.label}  [R]" in drawn  # one line
    assert f"{resume.label}  [R]" in drawn or size == (1024, 600)  # its key named
    assert not [t for t in shot.shortened() if "Resume" in t]
    # nothing overlaps: the page's buttons among themselves, the bar's among themselves
    bar = launcher.bar
    page = [b for b in launcher.buttons if all(b is not k for k in bar)]
    assert not apart(page) and not apart(bar)
    start = next(b for b in launcher.buttons if b.label == "Start game")
    assert resume.rect.top == start.rect.top and resume.rect.right < start.rect.left
    window = pygame.Rect((0, 0), size)
    if not bar:  # no bar: the whole screen is still, every button on it
        assert all(window.contains(b.rect) for b in launcher.buttons)
        return
    # the bar is one row: as tall as Start game and its margins, whatever Resume says
    assert resume in bar
    assert all(b.rect.height <= start.rect.height for b in bar)
    assert launcher.page.foot == flow.bar_height([start], launcher.scale)
    assert launcher.page.foot < size[1] // 8


@pytest.mark.usefixtures("austin_save")
@pytest.mark.parametrize(("size", "scale"), CASES)
def test_resume_keeps_its_place_and_the_page_its_top(size: tuple[int, int], scale: int) -> None:
    """Resume is in the bottom row for every game (a new player saw it leave the bar for a row
    across the page that pushed the launcher down ~70 px), and offers the selected game's
    game only: none where the selected game has none, and the page does not move."""
    launcher, _shot = shown(size, scale)
    games = [b for b in launcher.buttons if b.label == "Espionage"]
    resume = next(b for b in launcher.buttons if b.label.startswith("Resume"))
    top, row = games[0].rect.top, resume.rect.top
    launcher.pick_game("espionage")
    assert launcher.resume_entry is None
    assert not any(b.label.startswith("Resume") for b in launcher.buttons)
    assert next(b for b in launcher.buttons if b.label == "Espionage").rect.top == top
    launcher.pick_game("austin")
    again = next(b for b in launcher.buttons if b.label.startswith("Resume"))
    assert again.rect.top == row and again.label == resume.label


@pytest.mark.usefixtures("austin_save")
def test_r_resumes_and_enter_asks_first() -> None:
    """R resumes the selected game's game; Enter asks first (a host pressing Enter from habit
    after a crash lost the game): Esc goes back, N starts a new game, Enter resumes."""
    from tabletop.ui.table import TableScene

    def key(k: int) -> None:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])

    launcher, _shot = shown((1280, 720), 200)
    app = launcher.app
    key(pygame.K_RETURN)
    assert launcher.start_ask.asked and app.scene is launcher
    assert "Austin Powers CCG, 77 moves in" in launcher.start_ask.detail
    key(pygame.K_ESCAPE)
    assert not launcher.start_ask.asked and app.scene is launcher
    key(pygame.K_RETURN)
    key(pygame.K_RETURN)  # the question's Enter: Resume
    assert isinstance(app.scene, TableScene) and len(app.scene.session.log) == 77
    app.pop()
    launcher.check_resume()
    key(pygame.K_r)
    assert isinstance(app.scene, TableScene) and len(app.scene.session.log) == 77
    app.pop()
    key(pygame.K_RETURN)
    key(pygame.K_n)  # a new game, asked for
    assert isinstance(app.scene, TableScene) and len(app.scene.session.log) < 77


def test_enter_starts_at_once_where_no_game_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_NO_LESSON_OFFER", "1")
    launcher, _shot = shown((1280, 720), 100)
    assert launcher.resume_entry is None
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    launcher.app.step([ev])
    assert not launcher.start_ask.asked
    assert isinstance(launcher.app.scene, TableScene)  # a new game at once
    theme.set_ui(100, False)
    pygame.quit()
