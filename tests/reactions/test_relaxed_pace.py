"""Races against the computer (issue 52): in relaxed timing the computer waits too (a computer
player presses at a relaxed person's pace, 0.6-0.8 s at the default level); a newcomer is last
about 1/N of the time at the default level, at a typical pace with normal timing and at a
relaxed pace with relaxed timing, in a Happening and in a Reaction duel round (the fairness
simulation of ``tools/race_fairness.py``, a modest seeded sample, a tolerant bound); a race
knows when a person lost it to the computer (which offers relaxed timing once)."""

from __future__ import annotations

import importlib.util
import random
import statistics
from pathlib import Path
from types import ModuleType

import pytest

from tabletop.reactions.bots import LEVELS, BotReactor, distribution
from tabletop.reactions.duel import DuelMatch
from tabletop.reactions.race import Race

MS = 1_000_000
TOOL = Path(__file__).resolve().parents[2] / "tools" / "race_fairness.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("race_fairness", TOOL)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _delays(level: str, task: str, relaxed: bool) -> list[float]:
    rng = random.Random(f"{level}:{task}:{relaxed}")
    out: list[float] = []
    for _ in range(200):
        bot = BotReactor(level, task, rng, relaxed=relaxed)
        out.extend(bot.delay_ms() for _ in range(10))
    return out


@pytest.mark.parametrize("task", ["simple", "gesture"])
def test_in_relaxed_timing_the_computer_waits_like_a_relaxed_person(task: str) -> None:
    normal = _delays("normal", task, True)
    assert 650 <= statistics.fmean(normal) <= 760  # a relaxed person: about 0.6-0.8 s
    assert statistics.quantiles(normal, n=10)[0] >= 590  # nine in ten after 0.59 s
    means = {lv: statistics.fmean(_delays(lv, task, True)) for lv in LEVELS}
    assert means["hard"] < means["normal"] < means["easy"]  # the levels keep their order
    # a simple reaction relaxed is three times as slow; a gesture copied by a relaxed person
    # (0.6-0.8 s) about 1.3 times a newcomer's typical copy (0.45-0.65 s, measured 2026-11-26)
    slower = 1.4 if task == "simple" else 1.25
    for level in LEVELS:
        fast = distribution(level, task)
        relaxed = _delays(level, task, True)
        assert statistics.quantiles(relaxed, n=10)[0] > fast.mean_ms  # nine in ten slower
        if task == "simple":
            assert min(relaxed) > fast.mean_ms  # every one slower than its own average
        assert BotReactor(level, task, relaxed=True).relaxed
        assert distribution(level, task, relaxed=True).mean_ms > slower * fast.mean_ms


def test_the_default_level_copies_like_a_typical_newcomer() -> None:
    """A newcomer copies a Happening in 0.45-0.65 s (measured at the table on 2026-11-26: a
    quick one at 432-518 ms was last in every race against normal computers at 415-483 ms):
    the normal computer player's mean and spread are such a person's (it was 470 ms with a
    long tail before issue 52, then 457 ms fitted to 0.35-0.55 s); hard copies faster."""
    xs = _delays("normal", "gesture", False)
    assert 520 <= statistics.fmean(xs) <= 580
    deciles = statistics.quantiles(xs, n=10)
    assert deciles[0] >= 440 and deciles[-1] <= 660
    assert distribution("hard", "gesture").mean_ms < 480


@pytest.fixture(scope="module")
def table() -> dict[str, list[float]]:
    return dict(_tool().newcomer_table(trials=500, seed=52, ns=(2, 3, 6)))


@pytest.mark.parametrize(
    "row",
    [
        "last, Happening, typical, timing normal after",
        "last, Happening, relaxed, timing relaxed after",
        "last, duel, relaxed, timing relaxed after",
        "first, help race, relaxed, timing relaxed after",
    ],
)
def test_a_newcomer_is_last_about_one_in_n(table: dict[str, list[float]], row: str) -> None:
    for n, rate in zip((2, 3, 6), table[row], strict=True):
        assert rate == pytest.approx(1 / n, abs=0.08), (row, n)


def test_before_a_relaxed_newcomer_was_last_almost_every_time(
    table: dict[str, list[float]],
) -> None:
    """The figures the issue met: with relaxed timing on, the computer did not wait."""
    assert min(table["last, Happening, relaxed, timing relaxed before"]) > 0.75
    assert min(table["last, duel, relaxed, timing relaxed before"]) > 0.95


def test_the_duel_can_be_relaxed_from_its_next_round() -> None:
    match = DuelMatch((0, 1))
    assert not match.relaxed
    match.relax()
    match.relax()  # once
    assert match.relaxed and match.window_ms == 4 * DuelMatch.window_ms


def _race(mode: str, patient: bool = False) -> Race:
    bots = {1: BotReactor("normal", "simple", random.Random(1))}
    kind = "signal"
    r = Race(kind, (0, 1), bots=bots, mode=mode, patient=patient, duration_ns=3000 * MS)
    r.start(0)
    return r


@pytest.mark.parametrize("mode", ["last", "first"])
def test_a_race_knows_when_a_person_lost_it_to_the_computer(mode: str) -> None:
    slow = _race(mode)
    slow.tick(2000 * MS)  # the computer pressed long ago
    slow.press(0, 2000 * MS)
    slow.tick(10_000 * MS)
    # mode first: the race was over before the person pressed; they pressed late
    assert slow.done and slow.lost_to_computer([0], late=[0])
    silent = _race(mode)
    silent.tick(10_000 * MS)  # the person never pressed: lost, or did not want to
    assert silent.done and silent.lost_to_computer([0]) is (mode == "last")
    quick = _race(mode)
    quick.press(0, 100 * MS)  # faster than any computer player
    quick.tick(10_000 * MS)
    assert quick.done and not quick.lost_to_computer([0])
    assert not slow.lost_to_computer([])  # nobody at the screen took part
    patient = _race(mode, patient=True)
    patient.tick(2000 * MS)
    patient.press(0, 2000 * MS)
    patient.tick(10_000 * MS)
    assert patient.done and not patient.lost_to_computer([0], late=[0])  # no speed
