"""The launcher's Resume says which table it continues. After a four-person Espionage game
(Ann, Bea, Cy, Dee) was left unfinished and another was played with Ann and two computers,
the launcher showed those three seats over "Resume (7 moves)  [R]", and R opened the older
four-person table: nothing said so. A line under the seats now names the table Resume
continues (its people, moves and when it was saved); where the seats shown are another
setup, it says Resume opens another table, in the accent colour, and the seats' heading says
they are for a new game. Whole at every text size, at 1280x720 and 1024x600, clear of every
button; Enter's question names the people too."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.saves import new_autosave_path
from tabletop.room.session import AUTOSAVER, SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (each test in its own home folder)

CASES = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200)]
CASES += [((1024, 600), 100), ((1024, 600), 200)]
PEOPLE = ["Ann", "Bea", "Cy", "Dee"]
SHOTS = Path("/tmp") / "launcher-resume-table"  # the pictures looked at, when it exists


def four_people_left() -> None:
    """Ann, Bea, Cy and Dee's Espionage game, 7 moves in, left unfinished."""
    s = Session(
        "espionage",
        9,
        [SeatConfig("human", n) for n in PEOPLE],
        {},
        autosave=new_autosave_path("espionage"),
    )
    bot = make_bot("espionage", "random")
    while len(s.log) < 7:
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
    AUTOSAVER.flush()


def shown(
    size: tuple[int, int], scale: int, seats: list[SeatConfig] | None = None
) -> tuple[LauncherScene, screenprobe.Shot]:
    """The launcher (on the game waiting), its seats set to ``seats`` where given, drawn
    scrolled to the note where the page scrolls (large text: it may lie under the bar)."""
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = screenprobe.make_app(size, scale)
        lau = LauncherScene(app)
        app.push(lau)
        if seats is not None:
            lau.seats = seats
            lau.rebuild()
        app.step([])
        lau.page.reveal(lau.note_box, size[1])
        for seen in (shot.placed, shot.sizes, shot.cut_short):  # this frame's alone
            seen.clear()
        app.screen = pygame.Surface(size)
        lau.draw(app.screen)
    if SHOTS.is_dir():
        pygame.image.save(app.screen, str(SHOTS / f"{size[0]}-{scale}-{seats is None}.png"))
    return lau, shot


def note_said(lau: LauncherScene, shot: screenprobe.Shot) -> str:
    """The note's lines as drawn in its box, each whole on the page."""
    box = lau.note_box
    lines = [p for p in shot.placed if box.inflate(4, 4).contains(p.rect)]
    page = pygame.Rect((0, 0), shot.surfaces[lines[0].dest]) if lines else None
    for p in lines:
        assert not p.cut and page is not None and page.contains(p.rect), p.text
    drawn = {(p.rect.y, p.rect.x, p.text) for p in lines}  # (the page is drawn once more)
    return " ".join(t for _y, _x, t in sorted(drawn))


@pytest.mark.parametrize(("size", "scale"), CASES)
def test_resume_names_the_other_table_over_seats_for_a_new_game(
    size: tuple[int, int], scale: int
) -> None:
    four_people_left()
    others = [
        SeatConfig("human", "Ann"),
        SeatConfig("bot", "Computer 2", "normal"),
        SeatConfig("bot", "Computer 3", "normal"),
    ]
    lau, shot = shown(size, scale, others)
    assert lau.resume_entry is not None and lau.resume_entry.moves == 7
    said = note_said(lau, shot)
    assert "Resume [R] opens another table: Ann, Bea, Cy, Dee" in said, said
    assert "7 moves" in said and "saved" in said and "new game" in said, said
    assert lau.note_colour == theme.ACCENT
    assert not [t for t in shot.shortened() if t in said]
    for b in lau.buttons:  # the note covers no button, nor a button it
        assert not b.rect.colliderect(lau.note_box), b.label
    heads = [p.text for p in shot.placed if p.text.startswith(("Seats", "New game"))]
    assert heads and "new game" in heads[0].lower(), heads


@pytest.mark.parametrize(("size", "scale"), CASES)
def test_resume_over_its_own_seats_says_so(size: tuple[int, int], scale: int) -> None:
    four_people_left()
    lau, shot = shown(size, scale)
    assert [x.name for x in lau.seats] == PEOPLE
    said = note_said(lau, shot)
    assert said.startswith("Resume [R] goes on with these seats' game: 7 moves"), said
    assert "another" not in said and lau.note_colour == theme.MUTED
    for b in lau.buttons:
        assert not b.rect.colliderect(lau.note_box), b.label
    heads = [p.text for p in shot.placed if p.text.startswith("Seats")]
    assert heads and "new game" not in heads[0], heads


def test_enter_asks_naming_the_people_of_the_table() -> None:
    four_people_left()
    lau, _shot = shown((1280, 720), 100)
    lau.start_ask.ask()
    assert "Ann, Bea, Cy, Dee" in lau.start_ask.detail


def test_without_a_game_waiting_there_is_no_note() -> None:
    lau, _shot = shown((1280, 720), 100)
    assert lau.resume_entry is None and not lau.note
