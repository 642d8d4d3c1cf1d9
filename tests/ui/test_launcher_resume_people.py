"""Issue 52: after a crash the launcher offered "Resume Espionage (6 moves)" over its default
seats ("Player 1" and a computer, the first game picked), as if the offer were for them. It now
opens on the game it offers to resume, set up as that game was: the game picked, its seats with
the people's names and the computers' levels, its options and decks. Resume brings the game
back whole as before; Start deals that setup anew."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.game import game_names
from tabletop.engine.saves import new_autosave_path
from tabletop.room.session import AUTOSAVER, SeatConfig, Session
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")

SHOTS = Path("/tmp") / "launcher-resume"  # the pictures looked at, when the folder exists


def interrupted(game: str, seats: list[SeatConfig], options: dict | None = None) -> Session:
    """A game of a few moves autosaved as the app left it when it was killed."""
    s = Session(game, 9, seats, options or {}, autosave=new_autosave_path(game))
    bot = make_bot(game, "random")
    for _ in range(6):
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
    AUTOSAVER.flush()
    return s


def opened(size: tuple[int, int] = (1280, 720), scale: int = 100) -> tuple[LauncherScene, list]:
    """The launcher as the app opens it, with the texts its first frame drew."""
    shot = screenprobe.Shot()
    app = screenprobe.make_app(size, scale)
    with screenprobe.recording(shot):
        lau = LauncherScene(app)
        app.push(lau)
        app.step([])
        app.screen = pygame.Surface(size)
        lau.draw(app.screen)
    if SHOTS.is_dir():
        pygame.image.save(app.screen, str(SHOTS / f"launcher-{lau.game}-{scale}.png"))
    return lau, [p.text for p in shot.placed]


@pytest.mark.parametrize("scale", [100, 200])
def test_the_launcher_shows_the_people_of_the_game_it_offers(home: None, scale: int) -> None:
    assert game_names()[0] != "rpgget"  # (the launcher's own first game is another one)
    seats = [
        SeatConfig("human", "Ann"),
        SeatConfig("human", "Bea"),
        SeatConfig("bot", "Computer 3", "hard"),
    ]
    s = interrupted("rpgget", seats, {"reward_use": "with-action"})
    lau, texts = opened(scale=scale)
    assert lau.resume_entry is not None and lau.resume_entry.game == "rpgget"
    assert lau.game == "rpgget"
    assert [(x.kind, x.name, x.level) for x in lau.seats] == [
        (x.kind, x.name, x.level) for x in seats
    ]
    assert lau.options["reward_use"] == "with-action"
    drawn = " | ".join(texts)
    for words in ("Ann", "Bea", "Computer (hard)"):
        assert words in drawn, (words, drawn[:400])
    resume = next(b for b in lau.buttons if b.label.startswith("Resume"))
    assert any(t.startswith(resume.label) for t in texts) and resume.label.endswith(
        f"({len(s.log)} moves)"
    )
    # Resume brings that very game back
    lau.resume()
    table = lau.app.scenes[-1]
    assert isinstance(table, TableScene)
    assert table.session.log == s.log and table.session.seats == s.seats


def test_the_decks_of_the_game_offered_are_picked(home: None) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2", "normal")]
    interrupted("beanz", seats, {"shots": "model", "deck1": "wild_west"})
    lau, _texts = opened()
    assert lau.game == "beanz" and lau.options["shots"] == "model"
    assert lau.deck_options().get("deck1") == "wild_west"


def test_without_a_game_to_resume_the_launcher_opens_as_before(home: None) -> None:
    lau, _texts = opened()
    assert lau.resume_entry is None and lau.game == game_names()[0]
    assert [x.kind for x in lau.seats] == ["human"] + ["bot"] * (len(lau.seats) - 1)
