"""The search player (``tabletop/ai/search.py``) over every registered game: it answers a
legal move, leaves the real game untouched, is reproducible from its random stream, stops at
once when asked, and finds a move that wins on the spot."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from tabletop.ai import search
from tabletop.ai.search import SearchBot, evaluate
from tabletop.engine.game import Game, Result, game_class, game_names, new_game
from tabletop.engine.registry import info

OPTIONS = {g: info(g).unattended for g in game_names()}


def _game(name: str, seed: int, moves: int) -> Game:
    cls = game_class(name)
    g = new_game(name, seed, min(cls.MAX_SEATS, max(cls.MIN_SEATS, 3)), OPTIONS.get(name, {}))
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_terminal():
            break
        g.apply(rng.choice(g.legal_actions(g.active_seats()[0])))
    return g


def _state(g: Game) -> str:
    return json.dumps(g.state_dict(), sort_keys=True, default=str)


@pytest.mark.parametrize("name", game_names())
def test_search_answers_a_legal_move_and_leaves_the_game_alone(name: str) -> None:
    for moves in (0, 15, 40):
        g = _game(name, 4, moves)
        if g.is_terminal():
            continue
        seat = g.active_seats()[0]
        before, log = _state(g), list(g.log)
        bot = SearchBot(name, iterations=6, cutoff=15)
        a = bot.choose_in(g, seat, random.Random(7))
        assert a in g.legal_actions(seat)
        assert _state(g) == before and g.log == log
        # the same random stream gives the same search and the same move
        assert SearchBot(name, iterations=6, cutoff=15).choose_in(g, seat, random.Random(7)) == a
        assert bot.last_iterations == 6 or len(g.legal_actions(seat)) == 1


def test_a_stopped_search_still_answers_at_once() -> None:
    g = _game("espionage", 2, 10)
    seat = g.active_seats()[0]
    bot = SearchBot("espionage", budget=1e9)
    bot.stop.set()
    assert bot.choose_in(g, seat, random.Random(1)) in g.legal_actions(seat)
    assert bot.last_iterations == 0


def test_the_budget_is_read_from_the_injected_clock() -> None:
    ticks = iter(range(10_000))
    bot = SearchBot("espionage", budget=5, clock=lambda: float(next(ticks)), cutoff=5)
    g = _game("espionage", 3, 10)
    while len(g.legal_actions(g.active_seats()[0])) < 2:
        g.apply(g.legal_actions(g.active_seats()[0])[0])
    bot.choose_in(g, g.active_seats()[0], random.Random(2))
    # one clock reading per iteration after the start; it stops when one more iteration of
    # the mean length would pass the budget (a decision ends within its think time)
    assert bot.last_iterations == 4


def test_without_a_budget_it_searches_the_games_iterations_times_the_setting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The app's hard level: the game's iterations for its seat count (``HARD_BUDGETS``, here
    small ones) times the setting ``bots_think_seconds``; a clock that does not move leaves the
    cap of time out of it (the count, never the machine's speed)."""
    monkeypatch.setitem(search.HARD_BUDGETS, "espionage", ((2, 3), (3, 5)))
    monkeypatch.setitem(search.THINK, "seconds", 1.0)
    g = _game("espionage", 3, 10)  # three seats
    while len(g.legal_actions(g.active_seats()[0])) < 2:
        g.apply(g.legal_actions(g.active_seats()[0])[0])
    bot = SearchBot("espionage", clock=lambda: 0.0, cutoff=5)
    assert bot.decision_budget(g) == (5, search.THINK_CAP)
    bot.choose_in(g, g.active_seats()[0], random.Random(2))
    assert bot.last_iterations == 5
    search.set_think_seconds(3)  # the settings' bots_think_seconds
    assert bot.decision_budget(g) == (15, 3 * search.THINK_CAP)
    bot.choose_in(g, g.active_seats()[0], random.Random(2))
    assert bot.last_iterations == 15


def test_the_cap_of_time_ends_a_search_a_slow_machine_makes_too_long(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The cap (``THINK_CAP`` times the setting, CPU seconds of the searching thread): a clock
    that moves 1 s a reading stands for a machine far too slow for the game's iterations."""
    monkeypatch.setitem(search.HARD_BUDGETS, "espionage", ((2, 10_000),))
    monkeypatch.setitem(search.THINK, "seconds", 1.0)
    monkeypatch.setattr(search, "THINK_CAP", 5.0)
    ticks = iter(range(10_000))
    bot = SearchBot("espionage", clock=lambda: float(next(ticks)), cutoff=5)
    g = _game("espionage", 3, 10)
    while len(g.legal_actions(g.active_seats()[0])) < 2:
        g.apply(g.legal_actions(g.active_seats()[0])[0])
    bot.choose_in(g, g.active_seats()[0], random.Random(2))
    # as a budget of 5 s (``test_the_budget_is_read_from_the_injected_clock``)
    assert bot.last_iterations == 4


def test_the_think_budget_counts_the_searching_threads_own_time() -> None:
    """The hard level's clock is the CPU time of the thread that searches (``thread_time``):
    the interface thread's work meanwhile is not charged to the search. With an injected clock
    that stands for the searching thread's own time (work on another thread does not move it),
    a search on a worker thread runs the same iterations however busy another thread is, and
    the clock is read only on the thread that searches (so ``thread_time`` counts the search)."""
    import threading
    import time

    from tabletop.ai.base import make_bot

    assert search.THINK_CLOCK is time.thread_time
    assert SearchBot("espionage").clock is time.thread_time
    from tabletop.engine.game import game_names
    from tabletop.engine.registry import info

    for name in [g for g in game_names() if "hard" in info(g).bots]:
        if not hasattr(make_bot(name, "hard"), "clock"):
            continue  # a hard level that does not search (Codenames' word association)
        assert make_bot(name, "hard").clock is time.thread_time  # type: ignore[attr-defined]

    g = _game("espionage", 3, 10)
    while len(g.legal_actions(g.active_seats()[0])) < 2:
        g.apply(g.legal_actions(g.active_seats()[0])[0])
    seat = g.active_seats()[0]

    def run(others_work: int) -> tuple[int, set[str]]:
        own = {"t": 0.0}
        readers: set[str] = set()

        def clock() -> float:  # the searching thread's time: one tick a reading
            readers.add(threading.current_thread().name)
            own["t"] += 1.0
            return own["t"]

        def interface() -> None:  # the interface thread at work meanwhile
            sum(i * i for i in range(others_work))

        bot = SearchBot("espionage", budget=6, clock=clock, cutoff=5)
        out: list[int] = []

        def think() -> None:
            bot.choose_in(g, seat, random.Random(2))
            out.append(bot.last_iterations)

        busy = threading.Thread(target=interface, name="interface")
        worker = threading.Thread(target=think, name="bot")
        busy.start(), worker.start()
        busy.join(), worker.join()
        return out[0], readers

    quiet, readers = run(0)
    busy, busy_readers = run(200_000)
    assert quiet == busy == 5
    assert readers == busy_readers == {"bot"}


def test_a_think_setting_out_of_bounds_or_damaged_is_bounded() -> None:
    assert search.think_seconds(100) == search.THINK_MAX
    assert search.think_seconds(0) == search.THINK_MIN
    assert search.think_seconds("soon") == 1.0
    assert search.think_seconds(float("nan")) == 1.0


def test_evaluate_scores_ends_and_leads() -> None:
    g = _game("espionage", 1, 0)
    g.over = Result((1,), "won")
    assert evaluate(g, 1) == 1.0 and evaluate(g, 0) == 0.0
    g.over = Result((0, 1), "shared")
    assert evaluate(g, 0) == 0.5
    g.over = None
    g.scores = lambda: {0: 30.0, 1: 10.0, 2: 0.0}  # type: ignore[method-assign]
    assert evaluate(g, 0) > 0.5 > evaluate(g, 1) > evaluate(g, 2)


def _winning_spot(name: str) -> tuple[Game, int, set[str]] | None:
    """A position where some but not all moves of the seat to move win at once, in every
    deal of what it may not see."""
    for seed in range(40):
        g = _game(name, seed, 0)
        rng = random.Random(seed)
        while not g.is_terminal():
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            wins = set()
            for a in legal:
                for k in range(4):  # a move that loses in one deal is no win: the next move
                    d = g.determinize(seat, random.Random(k))
                    d.apply(a)
                    res = d.result()
                    if res is None or res.winners != (seat,):
                        break
                else:
                    wins.add(str(a))
            if wins and len(wins) < len(legal):
                return g, seat, wins
            g.apply(rng.choice(legal))
    return None


@pytest.mark.parametrize("name", ["espionage"])
def test_search_takes_a_move_that_wins_at_once(name: str) -> None:
    spot = _winning_spot(name)
    assert spot is not None, "no position with a winning move was found"
    g, seat, wins = spot
    a = SearchBot(name, iterations=20 * len(g.legal_actions(seat)), cutoff=20).choose_in(
        g, seat, random.Random(3)
    )
    assert str(a) in wins
    assert copy.deepcopy(g).apply(a) is not None


def test_playouts_leave_the_policy_bot_as_it_was() -> None:
    """The rollouts play every move out with a copy of the policy bot (RPG Get!'s normal bot
    counts the Missions it skipped: playouts must not change the real one's count), and the
    iteration budget is met exactly."""
    from tabletop.ai.base import make_bot

    class Counting:
        def __init__(self) -> None:
            self.inner = make_bot("espionage", "normal")
            self.calls = 0

        def choose(self, view, legal, rng):  # type: ignore[no-untyped-def]
            self.calls += 1
            return self.inner.choose(view, legal, rng)

    g = _game("espionage", 3, 10)
    while len(g.legal_actions(g.active_seats()[0])) < 2:
        g.apply(g.legal_actions(g.active_seats()[0])[0])
    seat = g.active_seats()[0]
    policy = Counting()
    bot = SearchBot("espionage", iterations=12 * len(g.legal_actions(seat)), policy=policy)
    bot.choose_in(g, seat, random.Random(4))
    assert policy.calls == 1  # its own move, once: the playouts asked copies
    assert bot.last_iterations == 12 * len(g.legal_actions(seat))


def test_with_a_bot_for_the_others_the_playouts_play_each_seat_by_its_own_bot() -> None:
    """``others`` (RPG Get!'s hard level: the normal bot) plays every seat but the searching
    one in the playouts; the policy (the hard level's own bot) plays the searching seat."""
    from tabletop.ai.base import make_bot

    seats: dict[str, set[int]] = {"policy": set(), "others": set()}

    class Recording:
        def __init__(self, name: str) -> None:
            self.name, self.inner = name, make_bot("espionage", "normal")

        def choose(self, view, legal, rng):  # type: ignore[no-untyped-def]
            seats[self.name].add(legal[0].seat)
            return self.inner.choose(view, legal, rng)

    g = _game("espionage", 3, 10)
    while len(g.legal_actions(g.active_seats()[0])) < 2:
        g.apply(g.legal_actions(g.active_seats()[0])[0])
    seat = g.active_seats()[0]
    bot = SearchBot(
        "espionage", iterations=40, policy=Recording("policy"), others=Recording("others")
    )
    a = bot.choose_in(g, seat, random.Random(4))
    assert a in g.legal_actions(seat)
    assert seats["policy"] == {seat}
    assert seats["others"] == set(range(g.num_seats)) - {seat}


SURE_WINS = Path(__file__).with_name("sure_wins")


def _wins_at_once(g: Game, seat: int, a: object) -> bool:
    c = copy.deepcopy(g)
    c.apply(a)  # type: ignore[arg-type]
    res = c.result()
    return res is not None and tuple(res.winners) == (seat,)


@pytest.mark.parametrize("name", ["espionage", "austin"])
def test_a_sure_win_is_taken_at_once_before_any_search(name: str) -> None:
    """A scenario where one of the seat's moves ends the game with it the only winner and
    another does not (``tests/ai/sure_wins``): the hard level plays the win without a search
    (before, where every move's playouts came out won it kept the normal bot's move and left
    the other seat more turns)."""
    from tabletop.ai.base import make_bot
    from tabletop.engine.scenario import run_scenario_file

    out = run_scenario_file(SURE_WINS / f"{name}.toml")
    assert out.error is None
    g = out.game
    seat = g.active_seats()[0]
    legal = g.legal_actions(seat)
    assert any(_wins_at_once(g, seat, a) for a in legal)
    assert not all(_wins_at_once(g, seat, a) for a in legal)
    hard = make_bot(name, "hard")
    a = hard.choose_in(g, seat, random.Random(1))  # type: ignore[attr-defined]
    assert _wins_at_once(g, seat, a)
    assert hard.last_iterations == 0  # type: ignore[attr-defined]


def test_a_win_that_hangs_on_chance_is_no_sure_win() -> None:
    """Mighty Beanz's wins are loot shots, which may miss: the real game's next draw makes
    this one hit, but on deals of the future draws it may not, so it is searched as before
    (the check never reads the real game's future)."""
    from tabletop.ai.base import make_bot
    from tabletop.engine.scenario import run_scenario_file

    out = run_scenario_file(SURE_WINS / "beanz.toml")
    assert out.error is None
    g = out.game
    seat = g.active_seats()[0]
    legal = g.legal_actions(seat)
    assert any(_wins_at_once(g, seat, a) for a in legal)
    hard = make_bot("beanz", "hard")
    assert hard.sure_win(g, seat, legal, legal[0]) is None  # type: ignore[attr-defined]
    hard.choose_in(g, seat, random.Random(1))  # type: ignore[attr-defined]
    assert hard.last_iterations > 0  # type: ignore[attr-defined]
