"""The command line names its computer players as the app does: "Computer 2", never a person's
"Player 2" (``tabletop play/host/screenshot --seats``, the default seats of ``play`` and of a
lesson's real game). Saves written before keep the names they were made with and replay to the
same positions."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tabletop.engine.actions import parse_action
from tabletop.engine.game import new_game
from tabletop.room.host import host_seats
from tabletop.room.session import SeatConfig, Session, computer_name, default_seats
from tabletop.ui.seatnames import computer_name as screens_computer_name

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from make_compat_fixtures import fingerprint  # noqa: E402


def _names(seats: list[SeatConfig]) -> list[tuple[str, str, str]]:
    return [(s.kind, s.name, s.level) for s in seats]


def test_the_command_lines_seats_call_computers_computer_n() -> None:
    play = [SeatConfig.parse(t, i) for i, t in enumerate("human:Ann,bot:hard,bot,human".split(","))]
    assert _names(play) == [
        ("human", "Ann", "normal"),
        ("bot", "Computer 2", "hard"),
        ("bot", "Computer 3", "normal"),
        ("human", "Player 4", "normal"),
    ]
    assert _names(host_seats("bot,phone:Bea")) == [
        ("bot", "Computer 1", "normal"),
        ("human", "Bea", "normal"),
    ]
    assert [s.name for s in default_seats("austin", 3)] == ["Player 1", "Computer 2", "Computer 3"]
    assert computer_name(4) == screens_computer_name(4) == "Computer 5"  # one name everywhere


def test_a_command_line_game_says_computer_n_in_its_log_and_save(tmp_path: Path) -> None:
    s = Session("espionage", 3, default_seats("espionage", 2))
    texts: list[str] = []
    while not s.game.is_terminal() and len(s.log) < 12:
        seat = s.game.active_seats()[0]
        texts += [s.shown(e, None)["text"] for e in s.apply(s.game.legal_actions(seat)[0])]
    assert any("Computer 2" in t for t in texts) and not any("Player 2" in t for t in texts)
    s.save(tmp_path / "game.json")
    back = Session.from_save_data(json.loads((tmp_path / "game.json").read_text()))
    assert back.seat_name(1) == "Computer 2" and back.log == s.log


def test_an_older_save_keeps_its_player_n_computer_and_replays_the_same() -> None:
    """Earlier versions' command line wrote a computer seat as "Player 2": it stays so."""
    fixture = json.loads((ROOT / "tests/compat/v1/espionage-2p-seed1.json").read_text())
    save = fixture["save"]
    save["seats"][1] = {"kind": "bot", "name": "Player 2", "level": "normal"}
    s = Session.from_save_data(save, "old save")
    assert s.seat_name(1) == "Player 2" and s.seats[1].is_bot
    assert s.name_text("Player 2 drew a card.") == "Player 2 drew a card."
    assert s.log == save["log"] and fingerprint(s.game) == fixture["fingerprints"][-1]
    g = new_game("espionage", save["seed"], 2, s.options)
    for text in save["log"]:
        g.apply(parse_action(text))
    assert fingerprint(g) == fingerprint(s.game)


def test_the_real_game_after_every_lesson_names_its_seats_as_every_game_does() -> None:
    """Issue 52: after the Mighty Beanz lesson (the person learns in the second seat) the
    opponent was "Computer 1" and the person "Player 1"; in every other game it is "Computer
    2". After each game's lesson the person is "Player 1" and the computers are named as a new
    game of any game names them, whichever seat the lesson gave the person."""
    from tabletop.engine.registry import playable_names
    from tabletop.lessons.format import lesson_paths, load_lesson
    from tabletop.lessons.table import real_game_seats

    moved = 0
    for game in playable_names():
        for path in lesson_paths(game):
            lesson = load_lesson(path)
            seats = real_game_seats(lesson, default_seats(game))
            person = [s for s in seats if not s.is_bot]
            assert [s.name for s in person] == ["Player 1"], (game, path.name)
            bots = [s.name for s in seats if s.is_bot]
            assert bots == [f"Computer {n}" for n in range(2, len(seats) + 1)], (game, bots)
            moved += not seats[0].name == "Player 1"
    assert moved >= 2  # Beanz and Codenames seat the person second
