"""Reaction bots: delays per level and task, and they never see humans' presses."""

from __future__ import annotations

import inspect
import random
import statistics

import pytest

from tabletop.reactions.bots import (
    LEVELS,
    BotReactor,
    bot_press_time_ns,
    distribution,
    opener_pause_ns,
    schedule_bot_presses,
)


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize("task", ["simple", "gesture"])
def test_mean_delay_per_level(level, task):
    dist = distribution(level, task)
    # Many bot "people" (each with its own offset) reacting several times each.
    rng = random.Random(f"{level}-{task}")
    samples = []
    for _ in range(400):
        bot = BotReactor(level, task, rng)
        samples.extend(bot.delay_ms() for _ in range(10))
    assert statistics.fmean(samples) == pytest.approx(dist.mean_ms, rel=0.03)
    assert min(samples) >= dist.floor_ms


def test_handbook_ranges():
    for level in LEVELS:
        assert 190 <= distribution(level, "simple").mean_ms <= 300
        assert 300 <= distribution(level, "gesture").mean_ms <= 600
    assert (
        distribution("hard", "simple").mean_ms
        < distribution("normal", "simple").mean_ms
        < distribution("easy", "simple").mean_ms
    )


def test_person_spread_between_bots():
    rng = random.Random(5)
    offsets = [BotReactor("normal", "simple", rng).person_offset_ms for _ in range(2000)]
    assert 20 <= statistics.pstdev(offsets) <= 30


def test_within_person_spread_is_human_like():
    bot = BotReactor("normal", "simple", random.Random(1), person_offset_ms=0.0)
    xs = [bot.delay_ms() for _ in range(5000)]
    assert 30 <= statistics.pstdev(xs) <= 70  # sqrt(25^2 + 40^2) ~ 47 ms


def test_random_level_reacts_like_easy_and_unknown_is_refused():
    assert distribution("random", "simple") == distribution("easy", "simple")
    with pytest.raises(ValueError):
        distribution("godlike", "simple")
    with pytest.raises(ValueError):
        distribution("normal", "dance")


def test_seeded_bots_are_reproducible():
    a = BotReactor("hard", "gesture", random.Random(9))
    b = BotReactor("hard", "gesture", random.Random(9))
    assert bot_press_time_ns(a, 10**9) == bot_press_time_ns(b, 10**9)
    assert 700e6 <= opener_pause_ns(random.Random(3)) <= 1600e6


def test_bot_api_takes_only_the_open_time():
    # Structural: the press-time functions have no parameter through which a press could leak.
    assert list(inspect.signature(bot_press_time_ns).parameters) == ["reactor", "opened_ns"]
    assert list(inspect.signature(schedule_bot_presses).parameters) == ["reactors", "opened_ns"]
    assert list(inspect.signature(BotReactor.delay_ms).parameters) == ["self"]


def test_bot_press_times_do_not_depend_on_human_presses():
    from tabletop.reactions.window import ReactionWindow

    def run(human_presses):
        rng = random.Random(42)
        bots = {1: BotReactor("normal", "gesture", rng), 3: BotReactor("easy", "gesture", rng)}
        w = ReactionWindow((0, 1, 2, 3), opened_ns=0, duration_ns=3 * 10**9)
        for seat, t in human_presses:
            w.press(seat, t)
        times = schedule_bot_presses(bots, w.opened_ns)
        for seat, t in times.items():
            w.press(seat, t)
        return times

    assert run([]) == run([(0, 50_000_000), (2, 100_000_000)]) == run([(2, 900_000_000)])
