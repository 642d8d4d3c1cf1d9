"""The launcher's bottom row with a game waiting to be resumed: at 1280x720 and 100 % the
buttons read "Sound: on" and "Fullscreen" without their keys' hints ("[Ctrl+M]", "[F11]"),
which they showed with no Resume beside them; at 200 % they never showed them. The hints stay
where the row has room for them (Resume says its moves and key, "Resume (9 moves)  [R]", the
game being the one selected, and its title where room is left), and no button covers another.
"""

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
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe


def _waiting(game: str, moves: int) -> None:
    s = Session(
        game,
        5,
        [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "random")],
        autosave=new_autosave_path(game),
    )
    bot = make_bot(game, "random")
    while len(s.log) < moves:
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
    AUTOSAVER.flush()


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _drawn(size: tuple[int, int], scale: int) -> tuple[LauncherScene, list[str]]:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = screenprobe.make_app(size, scale)
        launcher = LauncherScene(app)
        app.push(launcher)
        app.step([])
        app.screen = pygame.Surface(size)
        launcher.draw(app.screen)
    assert not shot.clipped() and not shot.shortened()
    return launcher, [t for t, _px, _face in shot.sizes]


def _no_overlap(launcher: LauncherScene) -> None:
    # the bottom row (large text: the bar fixed at the window's foot, the page scrolls under it)
    row = launcher.bar or [
        b for b in launcher.buttons if b.rect.top >= launcher.sound_button.rect.top
    ]
    hits = [(a.label, b.label) for a, b in combinations(row, 2) if a.rect.colliderect(b.rect)]
    assert not hits


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize(
    ("game", "size"), [("austin", (1280, 720)), ("espionage", (1280, 720)), ("austin", (1024, 600))]
)
def test_the_keys_hints_stay_beside_resume(game: str, size: tuple[int, int]) -> None:
    _waiting(game, 9)
    launcher, drawn = _drawn(size, 100)
    sound = launcher.sound_label()
    assert f"{sound}  [Ctrl+M]" in drawn and "Fullscreen  [F11]" in drawn, drawn
    assert "Resume (9 moves)  [R]" in drawn or any(
        t.startswith("Resume ") and t.endswith("(9 moves)  [R]") for t in drawn
    ), drawn
    _no_overlap(launcher)


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_large_text_names_the_keys_where_they_fit(size: tuple[int, int]) -> None:
    launcher, drawn = _drawn(size, 200)
    sound = launcher.sound_label()
    assert f"{sound}  [Ctrl+M]" in drawn, drawn
    assert "Start game  [Enter]" in drawn, drawn
    if size == (1280, 720):
        assert "Fullscreen  [F11]" in drawn, drawn
    _no_overlap(launcher)


@pytest.mark.usefixtures("home")
def test_large_text_resume_keeps_its_moves_and_key() -> None:
    _waiting("austin", 9)
    launcher, drawn = _drawn((1280, 720), 200)
    assert "Resume (9 moves)  [R]" in drawn, drawn
    _no_overlap(launcher)
