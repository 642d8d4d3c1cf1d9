"""The table waits for a phone that went away (issue 50 item 4, ``room.liveness``), without
pygame and with a clock the test moves: after 15 s of waiting for an offline phone the host is
asked; "wait" asks again only after another 15 s; "a computer plays this turn" plays the seat
from its own view until its turn (or the decision it was asked) has passed, then the phone has
the seat again; ``tabletop host`` prints the question and takes the answer from its input."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.actions import parse_action
from tabletop.remote.hub import Hub
from tabletop.room.host import HeadlessTable, HostDesk
from tabletop.room.liveness import DELAY, OfflineWait
from tabletop.room.session import SeatConfig, Session
from tests.ui.fakeclock import ManualClock

ANN, BEA = 0, 1


def follow(w: OfflineWait, t0: float, seconds: int, **kw: Any) -> list[int]:
    """``follow`` once a second for ``seconds`` seconds from ``t0``; the seats handed back."""
    ended: list[int] = []
    for i in range(seconds + 1):
        ended += w.follow(t0 + i, **kw)
    return ended


def test_the_host_is_asked_only_after_the_table_waited_the_delay() -> None:
    w = OfflineWait()
    # Ann's phone is away while the table waits for Bea: nothing counts
    follow(w, 0, 30, offline={ANN}, waiting={BEA}, turn=BEA)
    assert w.offer(30) is None
    # now the table waits for Ann: 14 s is not yet the delay, 15 s is
    follow(w, 31, 14, offline={ANN}, waiting={ANN}, turn=ANN)
    assert w.offer(45) is None
    w.follow(46, offline={ANN}, waiting={ANN}, turn=ANN)
    got = w.offer(46)
    assert got is not None and got.seat == ANN
    assert got.offline == 46  # how long the phone has been away, not only the waiting
    # the phone comes back: no question, and the count starts again when it goes
    w.follow(47, offline=set(), waiting={ANN}, turn=ANN)
    assert w.offer(47) is None
    follow(w, 48, 14, offline={ANN}, waiting={ANN}, turn=ANN)
    assert w.offer(62) is None
    w.follow(63, offline={ANN}, waiting={ANN}, turn=ANN)
    assert w.offer(63) is not None


def test_wait_asks_again_after_another_delay_and_the_longest_wait_is_asked_first() -> None:
    w = OfflineWait()
    follow(w, 0, 10, offline={ANN}, waiting={ANN}, turn=ANN)
    follow(w, 11, 10, offline={ANN, BEA}, waiting={ANN, BEA}, turn=ANN)
    got = w.offer(21)
    assert got is not None and got.seat == ANN  # Ann's phone was waited for longer
    w.wait(ANN)
    assert w.offer(21) is None  # Bea has 10 s of waiting
    follow(w, 22, 4, offline={ANN, BEA}, waiting={ANN, BEA}, turn=ANN)
    assert w.offer(26).seat == BEA  # type: ignore[union-attr]
    w.wait(BEA)
    follow(w, 27, 5, offline={ANN, BEA}, waiting={ANN, BEA}, turn=ANN)
    assert w.offer(32) is None  # Ann: 11 s since the host said wait
    follow(w, 33, 4, offline={ANN, BEA}, waiting={ANN, BEA}, turn=ANN)
    assert w.offer(37).seat == ANN  # type: ignore[union-attr]


def test_a_computers_turn_ends_with_the_turn_or_the_decision_or_the_phone() -> None:
    # Ann's own turn: through a window for others on her turn, until Bea's turn begins
    w = OfflineWait(delay=5)
    follow(w, 0, 5, offline={ANN}, waiting={ANN}, turn=ANN)
    w.computer_plays(ANN, turn=ANN)
    assert w.offer(6) is None
    assert w.follow(6, offline={ANN}, waiting={ANN}, turn=ANN) == []
    assert w.follow(7, offline={ANN}, waiting={BEA}, turn=ANN) == []  # a window on her turn
    assert w.follow(8, offline={ANN}, waiting={BEA}, turn=BEA) == [ANN]  # Bea's turn
    assert w.covers == {} and w.offer(8) is None  # another delay before asking again
    # a window on Bea's turn that waits for Ann: until it no longer waits for her
    follow(w, 9, 5, offline={ANN}, waiting={ANN, BEA}, turn=BEA)
    assert w.offer(14).seat == ANN  # type: ignore[union-attr]
    w.computer_plays(ANN, turn=BEA)
    assert w.follow(15, offline={ANN}, waiting={ANN, BEA}, turn=BEA) == []
    assert w.follow(16, offline={ANN}, waiting={BEA}, turn=BEA) == [ANN]
    # the phone comes back during the computer's turn: the person plays on at once
    follow(w, 17, 5, offline={ANN}, waiting={ANN}, turn=BEA)
    w.computer_plays(ANN, turn=BEA)
    assert w.follow(23, offline=set(), waiting={ANN}, turn=BEA) == [ANN]
    # the game ends
    follow(w, 24, 5, offline={ANN}, waiting={ANN}, turn=ANN)
    w.computer_plays(ANN, turn=ANN)
    assert w.follow(30, offline={ANN}, waiting=set(), turn=ANN, over=True) == [ANN]


def espionage_with_an_offline_phone() -> tuple[Session, HeadlessTable, ManualClock]:
    """Espionage, seed 3: Ann on a phone that never joined, Bea a computer player; Ann's turn
    comes first."""
    session = Session("espionage", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea")])
    clock = ManualClock()
    table = HeadlessTable(session, Hub([ANN]), clock=clock)
    return session, table, clock


def test_a_computer_plays_the_offline_phones_turn_from_its_own_view(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import tabletop.room.session as session_module

    seen: list[tuple[dict[str, Any], dict[str, Any]]] = []
    made = session_module.make_bot

    def recording_bot(game: str, level: str) -> Any:
        bot = made(game, level)
        choose = bot.choose

        def choose_seen(view: dict[str, Any], legal: Any, rng: Any) -> Any:
            seen.append((view, session.game.view(ANN)))
            return choose(view, legal, rng)

        bot.choose = choose_seen  # type: ignore[method-assign]
        assert level == "normal"
        return bot

    session, table, clock = espionage_with_an_offline_phone()
    monkeypatch.setattr(session_module, "make_bot", recording_bot)
    for _ in range(int(DELAY)):
        table.step()
        clock.advance(1.0)
        assert table.liveness.offer(clock.t) is None and session.log == []  # the table waits
    table.step()
    offer = table.liveness.offer(clock.t)
    assert offer is not None and offer.seat == ANN and not offer.joined
    table.liveness.choose(ANN, "computer")
    assert table.liveness.covered() == [ANN] and ANN in session.bots
    for _ in range(50):
        table.step()
        clock.advance(1.0)
        if table.handed_back:
            break
    assert table.handed_back == [ANN]  # the turn passed: Ann's phone has the seat again
    assert ANN not in session.bots and session.covering == set()
    assert session.game.current_seat() == BEA
    ann = [i for i, t in enumerate(session.log) if parse_action(t).seat == ANN]
    assert ann and all(i in session.by_table for i in ann)  # the table's moves, for Ann
    assert not session.can_undo(ANN)  # hot-seat undo never takes the computer's move back
    # the computer was shown exactly Ann's own view (her hand, nobody else's), every time
    assert seen and all(view == own for view, own in seen)
    assert all(view.get("seat") == ANN for view, _ in seen)
    # the table waits for Ann's phone again: nobody moves for her any more
    n = len(session.log)
    for _ in range(5):
        table.step()
        clock.advance(1.0)
    assert all(parse_action(t).seat != ANN for t in session.log[n:])
    assert ANN in session.game.active_seats()  # Bea's move asks Ann (seed 3)


def test_a_phone_that_comes_back_takes_its_seat_back_from_the_computer() -> None:
    session, table, clock = espionage_with_an_offline_phone()
    for _ in range(int(DELAY) + 1):
        table.step()
        clock.advance(1.0)
    table.liveness.choose(ANN, "computer")
    hub = table.hub
    assert hub is not None
    hub.connect(ANN)  # Ann's phone is back before the computer moved
    table.step()
    assert table.handed_back == [ANN] and ANN not in session.bots
    assert session.log == []  # Ann plays her turn herself


def test_tabletop_host_asks_the_host_and_takes_the_answer() -> None:
    session, table, clock = espionage_with_an_offline_phone()
    said: list[str] = []
    desk = HostDesk(table, said.append)
    for _ in range(int(DELAY) + 1):
        table.step()
        clock.advance(1.0)
        desk.look()
    assert len(said) == 1 and said[0].startswith("The table waits for Ann, whose phone")
    assert "Type w and Enter to wait on, or c and Enter" in said[0]
    desk.look()
    assert len(said) == 1  # asked once
    desk.answer("x\n")
    assert said[-1] == "Type w or c."
    desk.answer("w\n")
    assert said[-1] == "The table waits for Ann's phone." and table.liveness.offer(clock.t) is None
    for _ in range(int(DELAY) + 1):
        table.step()
        clock.advance(1.0)
        desk.look()
    assert said[-1].startswith("The table waits for Ann")  # asked again after another delay
    desk.answer("c\n")
    assert said[-1] == "The computer plays Ann's turn."
    for _ in range(50):
        table.step()
        clock.advance(1.0)
        desk.look()
        if "phone's again" in said[-1]:
            break
    assert said[-1] == "The computer played for Ann; the seat is Ann's phone's again."
    assert any(parse_action(t).seat == ANN for t in session.log)


def test_tabletop_host_plays_a_whole_game_with_the_hosts_answers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``tabletop host`` with a phone that never joins: each time the host is asked, "c" (as
    typed on its input) lets the computer play Ann's turn, and the game reaches its end."""
    from tabletop.room.host import serve

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.room.liveness.DELAY", 0.05)
    said: list[str] = []

    def typed() -> list[str]:
        return ["c\n"] if said and said[-1].startswith("The table waits for") else []

    code = serve(
        "espionage", "phone:Ann,bot", seed=4, address="127.0.0.1", port=0, out=said.append,
        pace=0.005, typed=typed,
    )  # fmt: skip
    assert code == 0
    assert sum(line == "The computer plays Ann's turn." for line in said) >= 2
    assert "wins" in said[-1]


def test_no_question_once_the_table_no_longer_waits_for_the_seat() -> None:
    w = OfflineWait()
    follow(w, 0, 20, offline={ANN}, waiting={ANN, BEA}, turn=BEA)
    assert w.offer(20) is not None
    w.follow(21, offline={ANN}, waiting={BEA}, turn=BEA)  # the window closed without Ann
    assert w.offer(21) is None
    w.follow(22, offline={ANN}, waiting={ANN}, turn=ANN)  # her turn: the wait so far counts
    assert w.offer(22) is not None
