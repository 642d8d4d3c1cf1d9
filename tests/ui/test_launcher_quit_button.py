"""The launcher's Quit button and the bottom row (issue 52, a new player hosting a game night,
2026-11-26).

Quit closed the app at once, whatever was set up. It now asks only where quitting loses
something (a seed typed, options chosen: neither is kept for the next start) and says what;
otherwise it quits at once: the seats are remembered per game, and a game left unfinished is
autosaved after every move and offered at the next start.

At 1920x1080 "Reaction keys" almost touched the bottom row, and "Sound: off  [Ctrl+M]" was
drawn in a smaller font than Fullscreen and Quit: the practice buttons now follow the games
with a heading's gap, and each bottom-row button is wide enough for its words and key at the
row's one size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.engine.saves import new_autosave_path
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


def _launcher(size: tuple[int, int] = (1280, 720)) -> LauncherScene:
    app = App(size, headless=True)
    lau = LauncherScene(app)
    app.push(lau)
    pygame.event.clear()
    app.step([])
    return lau


def _click_quit(lau: LauncherScene) -> None:
    quit_button = next(b for b in lau.buttons if b.label == "Quit")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=quit_button.rect.center, button=1))
    lau.app.step(pygame.event.get())


def test_quit_with_nothing_to_lose_quits_at_once() -> None:
    lau = _launcher()
    lau.add_seat(1)  # the seats are remembered: nothing is lost with them
    _click_quit(lau)
    assert not lau.app.running and not lau.quit_ask.asked


def test_quit_with_an_unfinished_game_quits_at_once_and_the_game_waits() -> None:
    session = Session(
        "espionage",
        7,
        [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "normal")],
        autosave=new_autosave_path("espionage"),
    )
    session.apply(session.game.legal_actions(0)[-1])
    session.save_auto()
    lau = _launcher()
    assert lau.resume_entry is not None  # "Resume Espionage (1 move)"
    _click_quit(lau)
    assert not lau.app.running
    assert session.autosave is not None and session.autosave.exists()
    assert _launcher().resume_entry is not None  # offered again at the next start


@pytest.mark.parametrize("what", ["seed", "options"])
def test_quit_asks_where_a_seed_or_options_would_be_lost(what: str) -> None:
    lau = _launcher()
    if what == "seed":
        lau.seed_text = "7"
        said = "The seed 7 will not be kept."
    else:
        lau.cycle_option(next(iter(lau.options)))
        said = "The options chosen will not be kept."
    _click_quit(lau)
    assert lau.app.running and lau.quit_ask.asked
    assert lau.quit_ask.detail == said
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        lau.draw(lau.app.screen)
    assert said in [t for t, _px, _face in shot.sizes]
    assert not shot.clipped() and not shot.shortened()
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    lau.app.step(pygame.event.get())
    assert not lau.app.running  # Enter: quit all the same


def _unfinished(game: str, moves: int) -> None:
    """A game of ``moves`` moves left unfinished (its autosave waits for Resume)."""
    session = Session(
        game,
        7,
        [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "normal")],
        autosave=new_autosave_path(game),
    )
    for _ in range(moves):
        seat = session.game.active_seats()[0]
        session.apply(session.game.legal_actions(seat)[-1])
    session.save_auto()


@pytest.mark.parametrize(
    ("size", "waiting"),
    [((1920, 1080), None), ((1280, 720), None), ((1280, 720), "austin"), ((1024, 600), "austin")],
)
def test_reaction_keys_keeps_the_row_gap_and_the_bottom_row_one_text_size(
    size: tuple[int, int], waiting: str | None
) -> None:
    if waiting:  # the longest Resume beside them: its title gives way, never its one line
        _unfinished(waiting, 12)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        lau = _launcher(size)
        lau.draw(lau.app.screen)
    s = lau.scale
    by_label = {b.label: b for b in lau.buttons}
    keys = by_label["Reaction keys"].rect
    row = [by_label[k].rect for k in (lau.sound_label(), "Fullscreen", "Quit")]
    gap = row[1].left - row[0].right  # the layout's usual gap: the bottom row's own
    assert gap >= int(20 * s)
    if not lau.scrolls:  # (a small window's page scrolls under the row)
        assert min(r.top for r in row) - keys.bottom >= gap, (keys, row)
    # each button's words (and key, where shown) whole, all at one size
    hinted = by_label["Fullscreen"].hotkey == "F11"
    assert hinted  # the keys' hints stay beside Resume too
    said = [lau.sound_label(), "Fullscreen", "Quit"]
    if hinted:
        said = [f"{lau.sound_label()}  [Ctrl+M]", "Fullscreen  [F11]", "Quit"]
    px = {t: p for t, p, _face in shot.sizes if t in said}
    assert set(px) == set(said), px
    assert len(set(px.values())) == 1, px
    resume = [b for b in lau.buttons if b.label.startswith("Resume")]
    assert len(resume) == (1 if waiting else 0) and all(b.lines == 1 for b in resume)
