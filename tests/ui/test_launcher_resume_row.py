"""Resume on the launcher at every text size (issue 52, 2026-11-26: at 200 % its words took two
lines, and the bar fixed at the window's foot grew so tall that it half covered a game's row):
its words are drawn whole on one line, no two buttons overlap, and the bar is one row high. With
large text a Resume too long for the bar is a row of the page under the corner buttons."""

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
    resume = next(b for b in launcher.buttons if b.label.startswith("Resume"))
    assert resume.label == "Resume Austin Powers CCG (77 moves)"  # the title in full
    assert resume.lines == 1
    assert resume.label in [t for t, _px, _face in shot.sizes]  # drawn as one line
    assert not [t for t in shot.shortened() if "Resume" in t]
    # nothing overlaps: the page's buttons among themselves, the bar's among themselves
    bar = launcher.bar
    page = [b for b in launcher.buttons if all(b is not k for k in bar)]
    assert not apart(page) and not apart(bar)
    window = pygame.Rect((0, 0), size)
    if not bar:  # no bar: the whole screen is still, every button on it
        assert all(window.contains(b.rect) for b in launcher.buttons)
        return
    # the bar is one row: as tall as Start game and its margins, whatever Resume says
    start = next(b for b in bar if b.label == "Start game")
    assert all(b.rect.height <= start.rect.height for b in bar)
    assert launcher.page.foot == flow.bar_height([start], launcher.scale)
    assert launcher.page.foot < size[1] // 8
    if launcher.resume_up:  # on the page: under the corner buttons, over the games
        assert resume not in bar
        corner = [b for b in page if b.label in ("Settings", "Saved games (1)")]
        games = [b for b in page if b.label == "Espionage"]
        assert corner and games
        assert max(b.rect.bottom for b in corner) <= resume.rect.top
        assert resume.rect.bottom <= games[0].rect.top
        assert resume.rect.bottom < size[1] - launcher.page.foot  # seen without scrolling
    else:
        assert resume in bar and resume.rect.right < start.rect.left


@pytest.mark.usefixtures("austin_save")
def test_resume_on_the_page_resumes_and_takes_the_keys_focus() -> None:
    from tabletop.ui import focus
    from tabletop.ui.table import TableScene

    launcher, _shot = shown((1280, 720), 200)
    assert launcher.resume_up
    resume = next(b for b in launcher.buttons if b.label.startswith("Resume"))
    keys = [t.key for t in focus.scene_targets(launcher)]
    assert resume.label in keys  # Tab reaches it
    assert keys.index(resume.label) < keys.index("Espionage")  # above the games, so before
    app = launcher.app
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=resume.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=resume.rect.center, button=1))
    app.step(pygame.event.get())
    assert isinstance(app.scene, TableScene) and app.scene.session.game_name == "austin"
