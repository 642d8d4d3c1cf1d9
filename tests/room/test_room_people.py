"""The room holds the game night: the game being played, its people and how each seat is
played, across "Play again", a new game and a Resume; no window, no pygame (its phones are
served on loopback)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.engine.errors import SaveError, TabletopError
from tabletop.room.room import Room
from tabletop.room.session import SeatConfig

PEOPLE = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer 2"), SeatConfig("human", "Cy")]


@pytest.fixture()
def room(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Room]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    r = Room("127.0.0.1", 0)
    yield r
    r.close()


def test_a_new_game_is_the_rooms_with_its_people_and_their_controllers(room: Room) -> None:
    session = room.new_game("espionage", 5, PEOPLE, phones=[0])
    assert room.session is session
    assert [p.name for p in room.people] == ["Ann", "Computer 2", "Cy"]
    assert [room.controller(s) for s in range(3)] == ["phone", "bot", "screen"]
    assert room.phones == (0,) and room.serving
    assert session.phone_seats() == [0]  # the autosave's room part says it
    with pytest.raises(TabletopError):
        room.controller(3)


def test_a_computer_players_seat_is_never_a_phone(room: Room) -> None:
    room.new_game("espionage", 5, PEOPLE, phones=[0, 1, 2])
    assert room.phones == (0, 2)
    assert room.controller(1) == "bot"


def test_play_again_keeps_the_people_the_phones_and_their_tokens(
    room: Room, tmp_path: Path
) -> None:
    first = room.new_game("espionage", 5, PEOPLE, autosave=tmp_path / "a.json", phones=[0, 2])
    assert room.hub is not None
    tokens = {s: room.hub.token(s) for s in (0, 2)}
    server = room.server
    second = room.play_again(seed=6)
    assert room.session is second and second is not first
    assert second.seed == 6 and second.game_name == "espionage"
    assert [p.to_dict() for p in room.people] == [p.to_dict() for p in PEOPLE]
    assert room.phones == (0, 2) and room.server is server
    assert {s: room.hub.token(s) for s in (0, 2)} == tokens
    assert second.autosave is not None and second.autosave != first.autosave
    assert second.phone_tokens() == tokens  # a Resume of the new game brings them back


def test_a_game_without_an_autosave_plays_again_without_one(room: Room) -> None:
    room.new_game("espionage", 5, PEOPLE)
    assert room.play_again().autosave is None


def test_play_again_with_no_game_says_so(room: Room) -> None:
    with pytest.raises(TabletopError, match="no game"):
        room.play_again()


def test_a_resume_brings_the_saved_phones_back_with_their_tokens(room: Room) -> None:
    played = room.new_game("espionage", 5, PEOPLE, phones=[0, 2])
    data = played.to_save()
    tokens = played.phone_tokens()
    room.close()  # the app was killed: nothing of the room is left but the save

    again = Room("127.0.0.1", 0)
    try:
        session = again.resume(data, "autosave")
        assert again.session is session and session.log == played.log
        assert again.phones == (0, 2)
        assert again.hub is not None
        assert {s: again.hub.token(s) for s in (0, 2)} == tokens
        assert [again.controller(s) for s in range(3)] == ["phone", "bot", "phone"]
    finally:
        again.close()


def test_a_save_that_cannot_be_read_leaves_the_room_as_it_was(room: Room) -> None:
    session = room.new_game("espionage", 5, PEOPLE, phones=[0])
    with pytest.raises(SaveError):
        room.resume({"game": "espionage", "seed": "x"}, "bad.json")
    assert room.session is session and room.phones == (0,)


def test_a_game_the_rules_refuse_leaves_the_room_as_it_was(room: Room) -> None:
    session = room.new_game("espionage", 5, PEOPLE, phones=[0])
    with pytest.raises(TabletopError):
        room.new_game("espionage", 5, PEOPLE[:1], phones=[0])  # too few players
    assert room.session is session and room.phones == (0,)


def test_a_seat_taken_to_the_screen_and_back(room: Room) -> None:
    session = room.new_game("espionage", 5, PEOPLE, phones=[0, 2])
    room.to_screen(2)
    assert room.controller(2) == "screen" and room.phones == (0,)
    assert session.phone_seats() == [0]  # a Resume now seats Cy at the screen
    room.to_phone(2)
    assert room.controller(2) == "phone" and session.phone_seats() == [0, 2]
    room.to_screen(2)
    assert room.play_again().phone_seats() == [0]  # the next game keeps Cy at the screen
    assert room.controller(2) == "screen"


def test_asking_again_for_the_same_game_changes_nothing(room: Room) -> None:
    session = room.new_game("espionage", 5, PEOPLE, phones=[0])
    assert room.hub is not None
    hub, token = room.hub, room.hub.token(0)
    assert room.begin(session, [0]) == (0,)
    assert room.hub is hub and hub.token(0) == token


def test_a_game_without_phones_stops_them(room: Room) -> None:
    room.new_game("espionage", 5, PEOPLE, phones=[0])
    assert room.serving
    session = room.new_game("espionage", 6, PEOPLE)
    assert not room.serving and room.phones == () and session.room is None
    assert room.controller(0) == "screen"


def test_the_room_imports_no_pygame() -> None:
    code = (
        "import sys\n"
        "from tabletop.room.room import Room\n"
        "from tabletop.room.session import SeatConfig\n"
        "r = Room('127.0.0.1', 0)\n"
        "s = r.new_game('espionage', 5, [SeatConfig('human', 'A'), SeatConfig('human', 'B')],"
        " phones=[0, 1])\n"
        "r.play_again()\n"
        "r.close()\n"
        "print(any(m == 'pygame' or m.startswith('pygame.') for m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
