"""Marvel Codenames on the launcher: a new player set up a computer at seat 2, chose "Be the
HYDRA Agent" at seat 1, and the game called them "Player 2", directed by "Computer 1" (the
README names computers "Computer 2" and so on). A role move keeps each player's name as the
launcher showed it: the person's own ("Player 1", or the name typed), the computer's; the
table names the Director so; no two seats share a name after further changes."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_launcher_codenames_roles import codenames, home  # noqa: F401


def _be_the_agent(lau) -> None:  # type: ignore[no-untyped-def]
    lau.open_seat_menu(0)
    move = next(b for b in lau.menu_buttons if b.label.startswith("Be the "))
    move.on_click()


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("typed", ["", "Ann"])
def test_a_role_move_keeps_the_names_the_launcher_showed(typed: str) -> None:
    lau = codenames((1280, 720), 100, 2)
    if typed:
        lau.seats[0] = SeatConfig("human", typed)
    person = lau.seats[0].name
    assert [s.name for s in lau.seats] == [person, "Computer 2"]
    _be_the_agent(lau)
    assert [(s.kind, s.name) for s in lau.seats] == [("bot", "Computer 2"), ("human", person)]
    lau.start()
    table = lau.app.scene
    assert isinstance(table, TableScene), table
    session = table.session
    assert [s.name for s in session.seats] == ["Computer 2", person]
    # the table names the person's Director so: "Director: Computer 2"
    app = screenprobe.make_app((1280, 720), 100)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface((1280, 720))
        drawn = TableScene(app, session, viewer=1, frozen=True)
        app.push(drawn)
        drawn.draw(app.screen)
    said = [p.text for p in shot.placed if p.text.startswith("Director: ")]
    assert said == ["Director: Computer 2"], said


@pytest.mark.usefixtures("home")
def test_seats_changed_after_a_role_move_never_share_a_name() -> None:
    lau = codenames((1280, 720), 100, 2)
    _be_the_agent(lau)  # Computer 2 at seat 1, Player 1 at seat 2
    lau.set_seat(0, "human")  # seat 1 a person too: not a second "Player 1"
    names = [s.name for s in lau.seats]
    assert len({n.lower() for n in names}) == len(names), names
    lau.set_seat(1, "bot:normal")  # and seat 2 a computer: not a second "Computer 2"
    lau.set_seat(0, "bot:easy")
    names = [s.name for s in lau.seats]
    assert len({n.lower() for n in names}) == len(names), names
