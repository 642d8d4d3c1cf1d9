"""Mighty Beanz's hard level (``games/beanz/evals.py``): its learned judgement of an unfinished
position, and the lean view its playouts hand the normal bot (the same moves as from the full
seat view)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.engine.game import new_game
from tabletop.games.beanz import bots, evals
from tabletop.games.beanz.bots import HardBot, NormalBot
from tabletop.games.beanz.rules.state import GALAXY_SLOTS, HEADZ, SIDEWAYZ


def _started(seed: int = 1) -> Any:
    """A two-player game (shots by the model) at the first turn's main phase."""
    g: Any = new_game("beanz", seed, 2, {"shots": "model"})
    bot, rng = NormalBot(), random.Random(seed)
    while g.turn_number < 0:
        seat = g.active_seats()[0]
        g.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    return g


def _fill(g: Any, p: int, k: int, up: int) -> None:
    """Seat ``p``'s half of Galaxy ``k`` filled with Bean cards from its deck, ``up`` of them
    Headz-up and the rest Sidewayz."""
    beans = [c for c in g.deck[p] if g.cd[c].kind == "bean"]
    for i, r in enumerate(GALAXY_SLOTS[p][k]):
        g.deck[p].remove(beans[i])
        g.bean[r], g.pos[r] = beans[i], HEADZ if i < up else SIDEWAYZ


def test_the_learned_judgement_weighs_loot_and_galaxies_near_a_win() -> None:
    g = _started()
    assert len(evals.features(g, 0)) == len(evals.FEATURES) == len(evals.WEIGHTS)
    even = evals.evaluate(g, 0)
    assert abs(even + evals.evaluate(g, 1) - 1.0) < 1e-9
    g.captured[0][1] = 1
    loot = evals.evaluate(g, 0)
    assert loot > even
    _fill(g, 0, 2, up=3)  # three Headz-up Bean cards where no loot is captured yet
    elsewhere = evals.evaluate(g, 0)
    g2 = _started()
    g2.captured[0][1] = 1
    _fill(g2, 0, 1, up=3)  # ... and where one more capture wins
    assert evals.evaluate(g2, 0) > elsewhere > loot
    _fill(g2, 1, 1, up=1)  # the opponent's Sidewayz Bean cards count against it
    assert evals.features(g2, 1)[evals.FEATURES.index("sidewayz")] == 2
    assert abs(evals.evaluate(g2, 0) + evals.evaluate(g2, 1) - 1.0) < 1e-9


def test_a_finished_game_is_judged_by_its_result() -> None:
    g = _started()
    g.winners = (1,)
    assert evals.evaluate(g, 1) == 1.0 and evals.evaluate(g, 0) == 0.0


@pytest.mark.parametrize("variant", ["basic", "expert"])
@pytest.mark.parametrize("level", [NormalBot, HardBot])
def test_the_bots_move_alike_on_the_lean_playout_view(variant: str, level: type) -> None:
    bot = level()
    checked = {"main": 0, "target": 0, "discard": 0, "blind": 0}
    for seed in range(8):
        g = new_game("beanz", seed, 2, {"shots": "model", "game": variant})
        rng = random.Random(seed)
        for _ in range(400):
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            k = rng.getrandbits(32)
            full = bot.choose(g.view(seat), legal, random.Random(k))
            lean_view = evals.playout_view(g, seat, legal)
            assert bot.choose(lean_view, legal, random.Random(k)) == full
            if len(legal) > 1:
                verbs = {a.verb for a in legal}
                kind = "blind" if not lean_view else (g.flow.step or g.flow.phase)
                checked[kind if kind in checked else "main"] += 1
                assert bool(lean_view) == (not verbs & evals.BLIND)
            g.apply(full)
    assert checked["main"] > 100 and checked["blind"] > 10 and checked["target"] > 0


def test_the_hard_level_plays_out_on_the_lean_view_and_judges_by_the_learned_chance() -> None:
    bot = evals.hard()
    assert bot.playout_view is evals.playout_view
    assert bot.evaluate is evals.evaluate and bot.cutoff == evals.CUTOFF
    assert isinstance(bot.policy, HardBot)


def test_the_hard_level_draws_to_break_a_loop_in_which_nobody_draws() -> None:
    g = _started()
    me = g.active_seats()[0]
    you = 1 - me
    legal = g.legal_actions(me)
    assert evals.unstick(g, me, legal) is None  # a game under way is not stuck
    loop = [
        f"{me}:attack 3",
        f"{you}:pass",
        f"{me}:pass",
        f"{you}:target 12",
        f"{me}:upright 0",
        f"{me}:end",
        f"{you}:upright 12",
        f"{you}:attack 12 0",
        f"{me}:pass",
        f"{you}:pass",
        f"{you}:end",
    ]
    g.log.extend(loop * (evals.STALL // len(loop) + 1))
    draw = evals.unstick(g, me, legal)
    assert draw is not None and draw.verb == "draw" and draw in legal
    assert evals.unstick(g, me, [a for a in legal if a.verb != "draw"]) is None
    g.log.append(f"{me}:draw")  # its own draws go on until the game moves again
    assert evals.unstick(g, me, legal) == draw
    g.log.append(f"{you}:draw")
    assert evals.unstick(g, me, legal) is None
    g.log.extend(loop * 11 + [f"{you}:play 40 12"])
    assert evals.unstick(g, me, legal) is None
    g.log.extend(loop * 11)
    bot = evals.hard()
    bot.iterations = 8
    assert bot.choose_in(g, me, random.Random(1)) == draw and bot.last_iterations == 0


def _draw_score(bot: NormalBot, g: Any, me: int) -> float:
    legal = g.legal_actions(me)
    draw = next(i for i, a in enumerate(legal) if a.verb == "draw")
    return bot.scores(g.view(me), legal, me)[draw]


def test_the_hard_bot_draws_more_above_all_for_a_bean_card() -> None:
    g = _started()
    me = g.turn
    hard, normal = HardBot(), NormalBot()
    assert _draw_score(hard, g, me) > _draw_score(normal, g, me)
    with_beans, normal_before = _draw_score(hard, g, me), _draw_score(normal, g, me)
    beans = [c for c in g.hand[me] if g.cd[c].kind == "bean"]
    others = [c for c in g.deck[me] if g.cd[c].kind != "bean"][: len(beans)]
    for b, o in zip(beans, others):  # the same hand size, no Bean card in it
        g.hand[me][g.hand[me].index(b)] = o
        g.deck[me][g.deck[me].index(o)] = b
    assert _draw_score(hard, g, me) > with_beans
    assert _draw_score(normal, g, me) == normal_before  # the normal bot reads no Bean card


def test_the_hard_bot_spreads_bean_cards_and_fears_a_galaxy_with_the_opponents_loot() -> None:
    g = _started()
    me = g.turn
    hard, normal = HardBot(), NormalBot()
    _fill(g, me, 0, up=2)
    r = GALAXY_SLOTS[me][0][2]
    g.bean[r] = None  # two Headz-up Bean cards in Galaxy 1, none in Galaxy 2
    view = g.view(me)
    bean = next(c for c in view["zones"][f"hand/{me}"]["cards"] if c["kind"] == "bean")
    one, two = r, GALAXY_SLOTS[me][1][0]
    for bot, gap in ((normal, 8.0), (hard, 4.0)):
        board = bots._Board(view, me, bot.W["threat_loot"])
        assert bot._place(board, bean, one) - bot._place(board, bean, two) == pytest.approx(gap)
    you = 1 - me
    _fill(g, you, 0, up=2)
    _fill(g, you, 1, up=2)
    g.captured[you][1] = 1
    view = g.view(me)
    for bot, more in ((normal, 1.0), (hard, 1.5)):
        board = bots._Board(view, me, bot.W["threat_loot"])
        assert board.threat(1) == pytest.approx(more * board.threat(0)) and board.threat(0) > 0
