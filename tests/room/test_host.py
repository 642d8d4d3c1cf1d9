"""A room with nobody at a screen (``room.host.HeadlessTable``): whole games of every game
played by computer players and simulated phones, with no window and no pygame.

A simulated phone is a person who plays as the normal computer player would from their own
seat's view, and sends the move as the phone page does: a move from the list its last message
offered (``Hub.request``) or a typed one (a Codenames clue, ``Hub.request_typed``). Each move a
phone sends is applied once; the game ends; the loop imports no pygame.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import parse_action
from tabletop.engine.game import game_names
from tabletop.engine.registry import info
from tabletop.remote.hub import Hub
from tabletop.room.host import HeadlessTable
from tabletop.room.session import SeatConfig, Session
from tests.ui.fakeclock import ManualClock


class SimulatedPhone:
    def __init__(self, hub: Hub, session: Session, seat: int, level: str = "normal") -> None:
        self.hub, self.session, self.seat = hub, session, seat
        self.conn = hub.connect(seat)
        self.bot = make_bot(session.game_name, level)
        self.rng = random.Random(seat)
        self.sent: list[str] = []
        self.answered = -1  # the version of the message last answered

    def act(self) -> None:
        msg = self.hub.message(self.seat)
        if not msg or msg.get("t") != "state" or msg["v"] == self.answered:
            return
        game = self.session.game
        legal = game.legal_actions(self.seat)
        if not legal or self.seat not in game.active_seats():
            return
        choice = self.bot.choose(game.view(self.seat), legal, self.rng)
        text = str(choice)
        offered = {m["a"] for m in msg["moves"]}
        typed = {t["verb"]: t["numbers"] for t in msg["typed"]}
        if text not in offered:  # the same targets in another order: the phone's own order
            same = [a for a in offered if _unordered(a) == _unordered(text)]
            text = same[0] if same else text
        if text in offered:
            why = self.hub.request(self.seat, self.conn, msg["v"], text)
        elif choice.verb in typed:
            word = " ".join(str(a) for a in choice.args[:-1])
            number = typed[choice.verb].index(str(choice.args[-1]))
            why = self.hub.request_typed(self.seat, self.conn, msg["v"], choice.verb, word, number)
        else:
            why = f"{text} is not on the phone"
        assert why is None, why
        self.sent.append(text)
        self.answered = msg["v"]


def _unordered(text: str) -> tuple[str, ...]:
    a = parse_action(text)
    return (str(a.seat), a.verb, *sorted(str(x) for x in a.args))


def seats_for(game: str) -> tuple[list[SeatConfig], list[int]]:
    """Two phones and a computer player (two of each in a four-seat game)."""
    n = 4 if game == "codenames" else 3 if info(game).name in ("espionage", "austin") else 2
    seats = [SeatConfig("human", f"P{i}") for i in range(n)]
    seats[-1] = SeatConfig("bot", "Bot", "normal")
    if n == 4:
        seats[2] = SeatConfig("bot", "Bot 2", "normal")
    phones = [i for i, s in enumerate(seats) if not s.is_bot]
    return seats, phones


@pytest.mark.parametrize("game", game_names())
def test_a_whole_game_with_phones_and_bots_and_no_screen(game: str) -> None:
    seats, phones = seats_for(game)
    session = Session(game, 11, seats, dict(info(game).unattended))
    hub = Hub(phones)
    clock = ManualClock(tick=0.0)
    table = HeadlessTable(session, hub, settings={"window_seconds": 3.0}, clock=clock)
    people = [SimulatedPhone(hub, session, s) for s in phones]
    for _ in range(20_000):
        if session.game.is_terminal():
            break
        table.step()
        for p in people:
            p.act()
        clock.advance(0.5)
    assert session.game.is_terminal(), f"{game}: no end after {len(session.log)} moves"
    log = list(session.log)
    made = {p.seat: [t for t in log if parse_action(t).seat == p.seat] for p in people}
    for p in people:
        # every move a phone sent was applied exactly once (passes the table made for it are
        # in the log too)
        mine = [t for t in made[p.seat] if t in p.sent]
        assert mine == p.sent, (game, p.seat, p.sent[-5:], made[p.seat][-5:])
    assert all(hub.message(s) is not None for s in phones)


def test_the_headless_room_imports_no_pygame() -> None:
    code = (
        "import sys\n"
        "from tabletop.room.session import SeatConfig, Session\n"
        "from tabletop.remote.hub import Hub\n"
        "from tabletop.room.host import HeadlessTable\n"
        "s = Session('espionage', 3, [SeatConfig('human', 'A'), SeatConfig('bot', 'B')], {})\n"
        "t = HeadlessTable(s, Hub([0]), clock=lambda: 0.0)\n"
        "for _ in range(20): t.step()\n"
        "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]


def test_tabletop_host_runs_a_game_of_computer_players_to_its_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.cli import main

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    code = main(["host", "espionage", "--seats", "bot,bot", "--seed", "4", "--address",
                 "127.0.0.1", "--port", "0"])  # fmt: skip
    assert code == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == "Espionage: 2 players." and "wins" in printed[-1]
    assert list((tmp_path / "saves").glob("auto-*-espionage.json"))  # a window may replay it


def test_host_seats_are_phones_and_bots() -> None:
    from tabletop.engine.errors import TabletopError
    from tabletop.room.host import host_seats

    seats = host_seats("phone:Ann,bot:hard,phone")
    assert [(s.kind, s.name, s.level) for s in seats] == [
        ("human", "Ann", "normal"),
        ("bot", "Computer 2", "hard"),
        ("human", "Player 3", "normal"),
    ]
    with pytest.raises(TabletopError, match="phone, phone:NAME, bot or bot:LEVEL"):
        host_seats("human,bot")


def test_a_sixth_game_needs_only_its_rules_to_be_played_by_phones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The toy game of the engine's tests (its rules and one GameInfo line, no view, no words,
    no facts) is played whole by a phone and a computer player in a room with no screen: the
    platform gives the turn loop, the windows' defaults, the phone's messages in the guide's
    words."""
    from tabletop.engine.registry import GameInfo, registry

    toy = GameInfo("toy", "Toy", rules="tests.engine.toygame:ToyGame", bots={})
    monkeypatch.setitem(registry(), "toy", toy)
    session = Session("toy", 4, [SeatConfig("human", "Ann"), SeatConfig("bot", "B", "random")], {})
    hub = Hub([0])
    clock = ManualClock()
    table = HeadlessTable(session, hub, clock=clock)
    phone = SimulatedPhone(hub, session, 0, level="random")
    for _ in range(3000):
        if session.game.is_terminal():
            break
        table.step()
        phone.act()
        clock.advance(0.5)
    assert session.game.is_terminal() and phone.sent
    assert all(t in session.log for t in phone.sent)
