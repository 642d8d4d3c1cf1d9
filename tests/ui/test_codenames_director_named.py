"""Marvel Codenames names each team's Director (2026-11-26): a new player, an Agent in a real
game with a computer Director, read "your team" and "simulated rival" but never who gave the
clues, and the lesson had said "Playing alone? Then you are the Director" while the real game
after it seated them as the Agent. A team plate whose clues another seat gives now says so
along its foot ("Director: Computer 2"), whole and inside the plate, and the lesson's last
notes say what "Play a real game" and the launcher's default seats really set up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.codenames.data import TEAMS
from tabletop.games.codenames.rules.state import TEAM_NAME
from tabletop.lessons.format import Lesson, lesson_paths, load_lesson
from tabletop.lessons.table import real_game_seats
from tabletop.room.session import SeatConfig, Session, default_seats
from tests.ui import screenprobe


def _lesson() -> Lesson:
    return load_lesson(lesson_paths("codenames")[0])


def _drawn(seats: list[SeatConfig], viewer: int, scale: int) -> tuple[Any, screenprobe.Shot]:
    from tabletop.ui.table import TableScene

    session = Session("codenames", 3, seats, None)
    app = screenprobe.make_app((1280, 720), scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface((1280, 720))
        table = TableScene(app, session, viewer=viewer, frozen=True)
        app.push(table)
        table.draw(app.screen)
    return table, shot


def _plates(table: Any) -> dict[str, pygame.Rect]:
    """Each team's plate as the table lays it out."""
    items = table.gv.placed(table.view, table.viewer).items
    return {k.key[1]: k.rect for k in items if k.key[0] == "label" and k.key[1] in TEAMS}


@pytest.mark.parametrize("scale", [100, 200])
def test_the_agents_real_game_names_its_computer_director(scale: int) -> None:
    seats = real_game_seats(_lesson(), default_seats("codenames"))
    person = next(i for i, s in enumerate(seats) if not s.is_bot)
    table, shot = _drawn(seats, person, scale)
    game = table.session.game
    mine = game.player_team
    director = game.director_of(mine)
    assert director != person and seats[director].is_bot
    plates = _plates(table)
    said = {p.text: p.rect for p in shot.placed if p.text.startswith("Director: ")}
    want = f"Director: {seats[director].name}"  # "Director: Computer 2"
    assert want in said and plates[mine].contains(said[want]), (said, plates)
    rival = next(t for t in TEAMS if t != mine)  # the simulated rival has none to name
    assert not [t for t, r in said.items() if plates[rival].colliderect(r)], said
    assert len(said) == 1
    assert not shot.clipped() and not shot.overlaps() and not shot.spills
    assert not shot.shortened()
    pygame.quit()


@pytest.mark.parametrize("viewer", [1, 0])
def test_each_team_of_a_four_seat_game_names_its_director(viewer: int) -> None:
    """An Agent reads both Directors; a Director reads the other team's (its own plate says
    "you: Director" already)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bo")]
    seats += [SeatConfig("bot", "Computer 3"), SeatConfig("bot", "Computer 4")]
    table, shot = _drawn(seats, viewer, 100)
    game = table.session.game
    plates = _plates(table)
    texts = [p for p in shot.placed if p.text.startswith("Director: ")]
    for team in TEAMS:
        d = game.director_of(team)
        hit = [p for p in texts if plates[team].contains(p.rect)]
        if d == viewer:
            said = [p.text for p in shot.placed if plates[team].contains(p.rect)]
            assert not hit and ("you: Director" in said or "you" in said), said
        else:
            assert [p.text for p in hit] == [f"Director: {seats[d].name}"], TEAM_NAME[team]
    assert not shot.clipped() and not shot.overlaps() and not shot.spills
    pygame.quit()


def test_the_lessons_words_agree_with_the_real_game_and_the_launcher(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lesson = _lesson()
    free = max(i for i, st in enumerate(lesson.steps) if st.free)
    after = " ".join(st.text for st in lesson.steps[free + 1 :])
    assert "you are the Director" not in after
    # "Play a real game": the person's role there, and the Director a computer player
    seats = real_game_seats(lesson, default_seats("codenames"))
    game = Session("codenames", 3, seats, None).game
    person = next(i for i, s in enumerate(seats) if not s.is_bot)
    role = "Director" if game.roles[person].director else "Agent"
    assert role == "Agent" and "'Play a real game' after this makes you the Agent" in after
    assert seats[game.director_of(game.player_team)].is_bot
    assert "a computer player your Director" in after
    # the launcher's default: the person first, in the Director's seat, a computer Agent
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), 100)
    screenprobe.launcher_for("codenames")(app)
    launcher = app.scene
    kinds = [s.kind for s in launcher.seats]
    assert kinds == ["human", "bot"]
    assert launcher.seat_role(0).endswith("Director") and launcher.seat_role(1).endswith("Agent")
    # ... and the person's seat menu moves them to the Director's seat or an Agent's
    assert "On the games screen you choose your role" in after
    assert "your seat's menu (the \u25be on it) moves you to the Director's seat" in after
    launcher.open_seat_menu(0)
    assert "Be the " + launcher.seat_role(1).removeprefix(" \u2014 ") in [
        b.label for b in launcher.menu_buttons
    ]
    pygame.quit()
