"""The hard level (issue 29): offered in every game, the search player where search applies,
saved like any level, thinking from a copy kept after each move (never the live game), never
on the app's UI thread, stopped by an undo, and reproducible for a seed and an iteration
budget. Duels (``tabletop/ai/duel.py``) count a win rate with its interval."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from types import SimpleNamespace

import pytest

from tabletop.ai.base import bot_levels, make_bot, searches
from tabletop.ai.duel import duel, duel_game, hard_bot, wilson
from tabletop.ai.search import SearchBot
from tabletop.engine.game import game_names, new_game
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session

#: the games whose hard level searches a copy of the game (read from the registry)
SEARCHED = [g for g in game_names() if "hard" in info(g).bots and searches(make_bot(g, "hard"))]


def _session(game: str, seed: int = 3, level: str = "hard", iterations: int = 4) -> Session:
    s = Session(game, seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", level)])
    for b in s.bots.values():
        if isinstance(b, SearchBot):
            b.iterations, b.cutoff = iterations, 10
    return s


def _to_bot_turn(s: Session, rng: random.Random) -> int | None:
    """Plays the human's moves (random) until the bot has a choice it searches; its seat."""
    for _ in range(600):
        if s.game.is_terminal():
            return None
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        bot = s.bots.get(seat)
        defer = getattr(bot, "defer", None)
        if bot is not None and len(legal) > 1 and not (defer and defer(s.game, seat)):
            return seat
        s.apply(s.bot_choice(seat) if seat in s.bots else rng.choice(legal))
    return None


@pytest.mark.parametrize("game", game_names())
def test_every_game_offers_a_hard_level(game: str) -> None:
    assert "hard" in bot_levels(game)
    bot = make_bot(game, "hard")
    assert isinstance(bot, SearchBot) == (game in SEARCHED)


def test_codenames_hard_is_the_bolder_word_association_bot_not_a_search() -> None:
    from tabletop.games.codenames.bots import HardBot

    assert isinstance(make_bot("codenames", "hard"), HardBot)


@pytest.mark.parametrize("game", SEARCHED)
def test_a_hard_seat_searches_from_the_copy_and_is_reproducible(game: str) -> None:
    moves = []
    for _ in range(2):
        s = _session(game)
        assert s.searching and s.game.tracks_knowledge
        seat = _to_bot_turn(s, random.Random(1))
        assert seat is not None
        assert s.snapshot is not None and s.snapshot is not s.game
        before = s.game.state_hash()
        a = s.bot_choice(seat)
        assert a in s.game.legal_actions(seat)
        assert s.game.state_hash() == before
        bot = s.bots[seat]
        assert isinstance(bot, SearchBot) and bot.last_iterations == 4
        moves.append((list(s.log), str(a)))
    assert moves[0] == moves[1]


def test_sessions_without_a_searching_bot_are_unchanged() -> None:
    s = _session("espionage", level="normal")
    assert not s.searching and not s.game.tracks_knowledge and s.snapshot is None
    # a hard seat changes nothing in the game itself: the same moves give the same states
    h = _session("espionage", level="hard")
    rng = random.Random(4)
    for _ in range(40):
        if s.game.is_terminal():
            break
        a = rng.choice(s.game.legal_actions(s.game.active_seats()[0]))
        s.apply(a)
        h.apply(a)
        assert h.game.state_hash() == s.game.state_hash()


def test_the_hard_level_is_saved_and_an_old_save_loads_as_before(tmp_path) -> None:  # type: ignore[no-untyped-def]
    s = _session("austin")
    _to_bot_turn(s, random.Random(2))
    s.save(tmp_path / "g.json")
    t = Session.load(tmp_path / "g.json")
    assert t.seats[1].level == "hard" and isinstance(t.bots[1], SearchBot)
    assert t.game.state_hash() == s.game.state_hash() and t.game.tracks_knowledge
    old = s.to_save()
    old["seats"] = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "name": "Bob"}]
    u = Session.from_save_data(old)
    assert u.seats[1].level == "normal" and not u.searching
    assert u.game.state_hash() == s.game.state_hash()


def test_on_the_apps_ui_thread_the_hard_bot_answers_at_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Reaction windows ask bots on the frame: there the policy answers, no search; on the
    bot thread the same bot searches."""
    s = _session("espionage", iterations=6)
    seat = _to_bot_turn(s, random.Random(1))
    assert seat is not None
    bot = s.bots[seat]
    assert isinstance(bot, SearchBot)
    monkeypatch.setattr(Session, "search_on_main_thread", False)
    legal = s.game.legal_actions(seat)
    assert s.bot_think(seat, s.game.view(seat), legal) in legal
    assert bot.last_iterations == 0
    got: list[object] = []
    worker = threading.Thread(
        target=lambda: got.append(s.bot_think(seat, s.game.view(seat), legal))
    )
    worker.start()
    worker.join()
    assert got[0] in legal and bot.last_iterations == 6


def test_a_move_or_an_undo_stops_a_search_at_once() -> None:
    s = _session("espionage", iterations=10**6)
    seat = _to_bot_turn(s, random.Random(1))
    assert seat is not None
    bot = s.bots[seat]
    assert isinstance(bot, SearchBot)
    judge = bot.evaluate

    def moved_meanwhile(g, who):  # type: ignore[no-untyped-def]
        s.epoch += 1  # what an undo (or any move) does while the bot thinks
        return judge(g, who)

    bot.evaluate = moved_meanwhile
    s.bot_choice(seat)
    assert bot.last_iterations == 1


def test_a_copy_of_another_position_is_not_searched() -> None:
    s = _session("espionage", iterations=5)
    seat = _to_bot_turn(s, random.Random(1))
    assert seat is not None
    s.snapshot = new_game("espionage", 99, 2).clone()  # stale: not this position
    legal = s.game.legal_actions(seat)
    assert s.bot_choice(seat) in legal
    assert s.bots[seat].last_iterations == 0  # type: ignore[attr-defined]


def test_beanz_hard_flicks_with_the_hard_aim_and_searches_with_modelled_shots() -> None:
    bot = make_bot("beanz", "hard")
    assert isinstance(bot, SearchBot) and bot.policy.flick_level == "hard"  # type: ignore[attr-defined]
    g = new_game("beanz", 1, 2)
    assert g.options["shots"] == "physics"
    c = g.clone(1)
    assert bot.prepare is not None
    bot.prepare(c)
    assert c.options["shots"] == "model" and g.options["shots"] == "physics"
    assert bot.defer is not None

    def at(step: str, shots: str) -> bool:
        return bot.defer(
            SimpleNamespace(flow=SimpleNamespace(at=step), options={"shots": shots}), 0
        )  # type: ignore[arg-type, misc]

    assert at("loot", "physics")  # a real flick: the hard flick bot aims, no search
    assert not at("loot", "model") and not at("main", "physics")


def test_duels_are_reproducible_and_count_shares() -> None:
    one, again = duel_game("espionage", 3, 2, 3), duel_game("espionage", 3, 2, 3)
    for timed in ("think", "wall"):  # CPU and wall seconds: the only things that differ
        del one[timed], again[timed]
    assert one == again
    assert one["hard_seat"] == 1 and one["share"] in (0.0, 0.5, 1.0)
    r = duel("espionage", 1, 2, 3, seed=3)
    assert (
        r["games"] == 1
        and r["hard_wins"] == one["share"]
        and 0.0 <= r["interval95"][0] <= r["win_rate"] <= r["interval95"][1]
    )
    with pytest.raises(ValueError, match="does not search"):
        hard_bot("codenames", 5)


def test_a_duel_by_think_time_counts_the_iterations_each_decision_bought() -> None:
    """``tools/hard_budget.py``: with ``seconds`` the hard level searches for a time and the
    duel counts the iterations every searched decision ran. A clock that moves 0.1 s each time
    it is read and a budget of 0.5 s give a few iterations a decision, and the same ones for the
    same seed (a clock, never the machine's speed)."""

    def ticking() -> Callable[[], float]:
        now = [0.0]

        def clock() -> float:
            now[0] += 0.1
            return now[0]

        return clock

    one = duel_game("espionage", 5, 4, None, clock=ticking(), seconds=0.5)
    again = duel_game("espionage", 5, 4, None, clock=ticking(), seconds=0.5)
    counts = one["iterations"]
    assert counts and all(1 <= n <= 6 for n in counts)
    assert counts == again["iterations"] and one["share"] == again["share"]
    fixed = duel_game("espionage", 5, 4, 3)
    assert fixed["iterations"] and set(fixed["iterations"]) == {3}


def test_a_control_duel_seats_the_normal_bot_where_hard_would_sit() -> None:
    """``tools/duel.py --control``: the same seeds, seats and streams with the normal bot in the
    hard seat, so the game is exactly a game of normal bots (the paired sample a change of the
    hard level is judged against)."""
    one = duel_game("espionage", 6, 4, 3, control=True)
    g = new_game("espionage", 6, 4, info("espionage").unattended)
    bot, rng = make_bot("espionage", "normal"), random.Random(6 ^ 0x5EED)
    while not g.is_terminal():
        seat = g.active_seats()[0]
        g.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    res = g.result()
    assert res is not None
    assert one["end"] == g.state_hash() and one["hard_seat"] == 2
    assert one["share"] == (1.0 / len(res.winners) if 2 in res.winners else 0.0)
    assert duel("espionage", 2, 4, 3, seed=6, control=True)["hard_wins"] >= one["share"]


def test_wilson_interval() -> None:
    low, high = wilson(65, 100)
    assert round(low, 3) == 0.553 and round(high, 3) == 0.736
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(10, 10)[1] == 1.0 and wilson(10, 10)[0] > 0.69


@pytest.mark.parametrize("game", SEARCHED)
def test_the_search_keeps_its_policy_move_unless_another_is_surely_better(game: str) -> None:
    """With an impossible confidence the hard bot plays exactly its policy bot's move: the
    search overrides the game's own knowledge only where its figures are clear."""
    s = _session(game, iterations=8)
    seat = _to_bot_turn(s, random.Random(5))
    assert seat is not None
    bot = s.bots[seat]
    assert isinstance(bot, SearchBot)
    bot.confidence = 1e9
    g, legal = s.game, s.game.legal_actions(seat)
    want = bot.policy.choose(g.view(seat), legal, random.Random(11))
    assert bot.choose_in(g, seat, random.Random(11)) == want
    assert bot.last_iterations == 8


def test_simulate_plays_the_hard_level_and_duels_take_four_seats(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``tabletop simulate GAME --bots hard,normal`` (the hard bot searches with the game in
    hand) and a four-seat duel (1 hard, 3 normal); two iterations a decision, to be quick."""
    import tabletop.ai.search as search
    from tabletop.ai.simulate import simulate

    monkeypatch.setattr(search, "HARD_ITERATIONS", 2)
    r = simulate("espionage", 1, ["hard", "normal"], seed=2)
    assert r["games"] == 1 and sum(r["wins"].values()) <= 1.0
    one = duel_game("espionage", 5, 4, 2)
    assert one["hard_seat"] == 1 and one["moves"] > 0 and one["think"]


def test_simulate_takes_a_fixed_iteration_budget_and_reports_think_time(
    tmp_path, capsys, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """``tabletop simulate GAME --bots hard,normal --iterations N``: the hard bot searches N
    iterations a decision (not its think time, so a run does not depend on the machine's
    load); the report gives its think time per decision and each bot's 95 % interval, and
    ``--jsonl`` appends every game."""
    import json

    from tabletop.cli import main

    out = tmp_path / "games.jsonl"
    args = ["simulate", "espionage", "--bots", "hard,normal", "--games", "2", "--json"]
    assert main([*args, "--iterations", "3", "--jsonl", str(out)]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["iterations"] == 3 and r["think"]["decisions"] > 0
    assert r["think"]["median_s"] <= r["think"]["p99_s"] <= r["think"]["max_s"]
    for label, (low, high) in r["win_intervals95"].items():
        assert low <= r["win_rates"][label] <= high
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["seed"] for row in rows] == [0, 1] and rows[0]["bots"] == ["hard", "normal"]
    # every decision's think time in ms, so runs resumed in parts pool their medians
    thinks = [t for row in rows for t in row["think_ms"]]
    assert len(thinks) == r["think"]["decisions"]
    assert max(thinks) == round(1000 * max(row["think_max"] for row in rows), 1)
    counted: list[int] = []
    real = SearchBot._playout

    def counting(self, *a):  # type: ignore[no-untyped-def]
        counted.append(1)
        real(self, *a)

    monkeypatch.setattr(SearchBot, "_playout", counting)
    assert main([*args[:-1], "--games", "1", "--iterations", "5"]) == 0
    capsys.readouterr()
    assert counted and len(counted) % 5 == 0


def test_leaving_the_table_stops_a_search(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The hard engineer found a search running on after its table was left (up to its whole
    budget on the bot thread): leaving stops it, as a move does."""
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)

    s = _session("espionage", iterations=3000)  # bounded: a failure ends too
    seat = _to_bot_turn(s, random.Random(1))
    assert seat is not None
    from tabletop.ui.scenes.launcher import LauncherScene

    app.push(LauncherScene(app))
    table = TableScene(app, s)
    app.push(table)
    bot = s.bots[seat]
    assert isinstance(bot, SearchBot)
    judge = bot.evaluate

    def left_meanwhile(g, who):  # type: ignore[no-untyped-def]
        if app.scenes and app.scenes[-1] is table:
            app.pop()  # the player leaves while the bot thinks
        return judge(g, who)

    bot.evaluate = left_meanwhile
    s.bot_choice(seat)
    assert bot.last_iterations == 1
    pygame.quit()


def test_rpgget_hard_searches_the_mission_and_the_enemies_only() -> None:
    from tests.games.rpgget.test_rpgget_rules import game

    bot = hard_bot("rpgget", 4)
    hand = ["The Black Moon", "Clear the Forest"]
    g = game({"phase": "mission", "seats": [{"hand": hand, "party": ["Ryudo", "Roan"]}]})
    g.tracks_knowledge = True
    assert bot.choose_in(g, 0, random.Random(1)) in g.legal_actions(0)
    assert bot.last_iterations == 4  # which Mission: searched
    g = game({"phase": "play", "seats": [{"hand": ["Saber", "Looper"], "party": ["HUmar"]}]})
    g.tracks_knowledge = True
    assert bot.choose_in(g, 0, random.Random(1)) in g.legal_actions(0)
    assert bot.last_iterations == 0  # the Play phase: the normal bot's move at once


def test_beanz_hard_searches_the_normal_bots_best_few_moves_of_different_cards() -> None:
    """Mighty Beanz's main phase offers 20-30 moves (a card in each slot): the hard level plays
    out only the normal bot's best few (``evals.CANDIDATES``), one a card first, its own move
    among them, and answers one of them."""
    from tabletop.games.beanz import evals

    s = _session("beanz", seed=4, iterations=3 * evals.CANDIDATES)
    rng = random.Random(2)
    for _ in range(40):
        seat = _to_bot_turn(s, rng)
        assert seat is not None
        g, legal = s.game, s.game.legal_actions(seat)
        if g.flow.phase == "main" and len(legal) > evals.CANDIDATES:
            break
        s.apply(legal[0])
    view = g.view(seat)
    some = evals.candidates(view, legal)
    bot = s.bots[seat]
    assert isinstance(bot, SearchBot)
    want = bot.policy.choose(view, legal, random.Random(1))
    assert len(some) == evals.CANDIDATES and want in some
    cards = [(a.verb, a.args[0] if a.args else None) for a in some]
    assert len(set(cards[:3])) == 3
    assert bot.choose_in(g, seat, random.Random(1)) in some
    assert bot.last_iterations == 3 * evals.CANDIDATES
