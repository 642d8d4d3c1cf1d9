"""Marvel Codenames' roles on the launcher (issue 52, 2026-11-26): each seat says its role, and
a seat's menu moves its player to another role ("Be the HYDRA Agent"): a new player who wanted
to guess had to make seat 1 a computer and seat 2 a person. At 200 % a computer's seat on two
lines breaks after the dash ("Computer (normal) —" over "HYDRA Agent 1 ▾"), never before a
lone "1"."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


def codenames(size: tuple[int, int], scale: int, seats: int) -> LauncherScene:
    app = screenprobe.make_app(size, scale)
    lau = LauncherScene(app)
    app.push(lau)
    app.step([])
    lau.pick_game("codenames")
    lau.add_seat(seats - len(lau.seats))
    return lau


def click(lau: LauncherScene, rect: pygame.Rect) -> None:
    """A click at ``rect`` (page coordinates), the page scrolled to show it first."""
    lau.page.reveal(rect, lau.size[1])
    lau.pin_bar()
    at = (rect.centerx, rect.centery - lau.page.top)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        lau.app.step([pygame.event.Event(kind, pos=at, button=1)])


def role(lau: LauncherScene, i: int) -> str:
    return lau.seat_role(i).removeprefix(" \u2014 ")


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 100), ((1280, 720), 200)])
def test_the_person_takes_the_agents_seat_from_their_seats_menu(
    size: tuple[int, int], scale: int
) -> None:
    from tabletop.ui.table import TableScene

    lau = codenames(size, scale, 4)
    assert [s.kind for s in lau.seats] == ["human", "bot", "bot", "bot"]
    assert role(lau, 0) in lau.seat_buttons[0].label  # the person's role is on their seat
    agent, director = role(lau, 1), role(lau, 0)
    assert agent.endswith("Agent") and director.endswith("Director")
    click(lau, lau.seat_buttons[0].rect)
    words = [b.label for b in lau.menu_buttons]
    moves = [w for w in words if w.startswith("Be the ")]
    assert moves == [f"Be the {role(lau, k)}" for k in (1, 2, 3)]  # each other role once
    click(lau, next(b for b in lau.menu_buttons if b.label == f"Be the {agent}").rect)
    assert lau.seat_menu is None
    assert [s.kind for s in lau.seats] == ["bot", "human", "bot", "bot"]
    # each keeps the name the launcher showed (a new player set up "Computer 2", chose "Be
    # the HYDRA Agent" and was "Player 2", directed by "Computer 1")
    assert lau.seats[0].name == "Computer 2" and lau.seats[1].name == "Player 1"
    assert role(lau, 1) == agent and role(lau, 0) == director  # the roles stay the seats'
    assert agent in lau.seat_buttons[1].label  # shown beside the person's name
    lau.start()
    table = lau.app.scene
    assert isinstance(table, TableScene)
    game = table.session.game
    assert not game.roles[1].director and game.roles[0].director  # the person guesses
    assert table.session.seats[1].kind == "human"


@pytest.mark.usefixtures("home")
def test_a_co_op_pair_swaps_director_and_agent_and_a_computer_swaps_back() -> None:
    lau = codenames((1280, 720), 100, 2)
    assert role(lau, 0).endswith("Director") and role(lau, 1).endswith("Agent")
    lau.open_seat_menu(0)
    moves = [b for b in lau.menu_buttons if b.key.startswith("seat 0 role")]
    assert [b.label for b in moves] == [f"Be the {role(lau, 1)}"]
    moves[0].on_click()
    assert [s.kind for s in lau.seats] == ["bot", "human"]
    lau.open_seat_menu(0)  # the computer now at the Director's seat: "Swap with the ..."
    back = [b for b in lau.menu_buttons if b.key.startswith("seat 0 role")]
    assert [b.label for b in back] == [f"Swap with the {role(lau, 1)}"]
    back[0].on_click()
    assert [s.kind for s in lau.seats] == ["human", "bot"]
    assert lau.seats[0].name == "Player 1"
    # a game whose roles do not come from the seats' places has no such moves
    lau.pick_game("espionage")
    lau.open_seat_menu(0)
    assert len(lau.menu_buttons) == len(lau.seat_kinds())


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 200), ((1024, 600), 200)])
def test_a_computers_seat_on_two_lines_breaks_after_the_dash(
    size: tuple[int, int], scale: int
) -> None:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        lau = codenames(size, scale, 8)
        for top in range(0, lau.page.height, size[1] // 2):
            lau.page.top = min(top, max(0, lau.page.height - size[1]))
            lau.pin_bar()
            lau.draw(pygame.Surface(size))
    drawn = {t for t, _px, _face in shot.sizes}
    lone = [t for t in drawn if re.fullmatch(r"\d+( \u25be)?", t)]
    assert not lone, lone  # no "1 ▾" on a line of its own
    two = [b for b in lau.seat_buttons if b.lines == 2 and "\u2014" in b.label]
    assert two  # (200 %: the computers' seats take two lines)
    for b in two:
        head, tail = b.label.split("\n")
        assert head.startswith(("Computer (", "Human")) and head.endswith("\u2014"), b.label
        assert tail in drawn and head in drawn
        assert "\n" not in b.key  # the keyboard's name for it: one line
