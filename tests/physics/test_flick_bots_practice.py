"""Flick bots, their hit rates, the practice session, the topple model and the no-pygame rule."""

from __future__ import annotations

import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.physics.bots import (
    LEVELS,
    MEASURED_HIT_RATES,
    flick_bot,
    hit_rate_report,
    ideal_flick,
    measure_hit_rates,
    shot_hit_probability,
)
from tabletop.physics.flick import MAX_SPEED, Flick, ShotSetup, simulate_shot
from tabletop.physics.practice import MAX_DISTANCE, MIN_DISTANCE, PracticeSession
from tabletop.physics.topple import TOPPLE_ANGLE, ToppleModel, bean_outline

ROOT = Path(__file__).resolve().parents[2]


def test_importing_physics_does_not_load_pygame() -> None:
    code = (
        "import sys, tabletop.physics, tabletop.physics.flick, tabletop.physics.bots, "
        "tabletop.physics.practice, tabletop.physics.topple, tabletop.physics.scene;"
        "print('pygame' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=str(ROOT)
    )
    assert out.stdout.strip() == "False"


# -- bots ----------------------------------------------------------------------------------


def test_ideal_bot_flick_hits_every_galaxy() -> None:
    for seat in (0, 1):
        for g in (0, 1, 2):
            setup = ShotSetup.for_galaxy(g, seat)
            assert simulate_shot(setup, ideal_flick(setup), record_frames=False).knocked_down


def test_bot_flicks_are_reproducible_and_legal() -> None:
    setup = ShotSetup.for_galaxy(0, 1)
    for level in LEVELS:
        a = [flick_bot(level, setup, random.Random(5)) for _ in range(3)]
        b = [flick_bot(level, setup, random.Random(5)) for _ in range(3)]
        assert a == b
        for f in a:
            assert Flick.from_text(f.to_text()) == f and f.speed <= MAX_SPEED
    with pytest.raises(ValueError):
        flick_bot("godlike", setup, random.Random(0))


def test_bot_noise_shrinks_with_level() -> None:
    setup = ShotSetup.for_galaxy(1)
    spread = {}
    for level in LEVELS:
        rng = random.Random(11)
        errs = [
            abs(math.atan2(f.vy, f.vx) - setup.aim_angle)
            for f in (flick_bot(level, setup, rng) for _ in range(300))
        ]
        spread[level] = sum(errs) / len(errs)
    assert spread["easy"] > spread["normal"] > spread["hard"]


def test_bot_hit_rates_roughly_in_range() -> None:
    # 150 shots per level: a binomial standard deviation of about 4 points.
    rates = measure_hit_rates(150, seed=3)
    assert set(rates) == set(LEVELS)
    assert rates["easy"] < rates["normal"] < rates["hard"]
    for level, want in (("easy", 0.25), ("normal", 0.5), ("hard", 0.75)):
        assert abs(rates[level] - want) < 0.13, rates
        assert abs(rates[level] - shot_hit_probability(level)) < 0.13, rates
    assert measure_hit_rates(30, seed=3, levels=("hard",)) == measure_hit_rates(
        30, seed=3, levels=("hard",)
    )


def test_shot_model_table() -> None:
    assert [shot_hit_probability(lv) for lv in LEVELS] == [MEASURED_HIT_RATES[lv] for lv in LEVELS]
    assert 0.15 < shot_hit_probability("easy") < 0.35
    assert 0.40 < shot_hit_probability("normal") < 0.60
    assert 0.65 < shot_hit_probability("hard") < 0.85
    with pytest.raises(ValueError):
        shot_hit_probability("nope")


# -- practice ------------------------------------------------------------------------------


def test_practice_placements_come_from_the_seed() -> None:
    a, b, c = PracticeSession(seed=4), PracticeSession(seed=4), PracticeSession(seed=5)
    pa = [a.placement(i) for i in range(8)]
    assert pa == [b.placement(i) for i in range(8)]
    assert pa != [c.placement(i) for i in range(8)]
    assert pa[0] == ShotSetup.for_galaxy(1, 0)
    for s in pa[1:]:
        assert MIN_DISTANCE - 0.05 <= s.distance <= MAX_DISTANCE + 0.05
        assert s.table.contains(s.target, margin=5)


def test_practice_counts_hits_and_streaks() -> None:
    session = PracticeSession(seed=9, rounds=4)
    outcomes = []
    for i in range(4):
        setup = session.setup
        flick = ideal_flick(setup) if i != 2 else Flick.none()
        shot = session.shoot(flick)
        while not shot.done:
            shot.advance(1 / 60)
        outcomes.append(session.record(shot.result()))
    assert outcomes == [True, True, False, True]
    assert session.summary() == {
        "seed": 9,
        "shots": 4,
        "hits": 3,
        "hit_rate": 0.75,
        "streak": 1,
        "best_streak": 2,
        "finished": True,
    }
    with pytest.raises(RuntimeError):
        session.shoot(Flick.none())


def test_practice_refuses_a_shot_from_elsewhere() -> None:
    session = PracticeSession(seed=1)
    other = simulate_shot(ShotSetup.for_galaxy(0), Flick.none())
    with pytest.raises(ValueError):
        session.record(other)


# -- side-view topple model ----------------------------------------------------------------


def _run(impulse: float, seconds: float = 2.0) -> ToppleModel:
    m = ToppleModel()
    m.hit((impulse, 0.0))
    for _ in range(round(seconds * 240)):
        m.step(1 / 240)
    return m


def test_topple_threshold_and_wobble() -> None:
    light, hard = _run(60.0), _run(200.0)
    assert 0 < light.max_tilt < TOPPLE_ANGLE and not light.toppled
    assert abs(light.tilt) < math.radians(3) and light.resting
    assert hard.toppled and abs(hard.tilt) > math.radians(60) and hard.resting
    assert light.axis == (1.0, 0.0)


def test_untouched_bean_stands_still() -> None:
    m = ToppleModel()
    for _ in range(100):
        m.step(1 / 240)
    assert m.tilt == 0.0 and not m.active and m.resting


def test_bean_outline_is_convex_and_bean_sized() -> None:
    pts = bean_outline()
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    assert max(xs) - min(xs) == pytest.approx(1.3) and max(ys) - min(ys) == pytest.approx(2.8)
    n = len(pts)
    for i in range(n):
        (x0, y0), (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        assert (x1 - x0) * (y2 - y1) - (y1 - y0) * (x2 - x1) >= -1e-12


def test_hit_rate_report_text() -> None:
    text = hit_rate_report(6, seed=1)
    assert text.splitlines()[0] == "flick bots, 6 shots per level, seed 1:"
    assert [ln.split()[0] for ln in text.splitlines()[1:]] == list(LEVELS)


def test_result_summary_is_json() -> None:
    import json

    r = simulate_shot(ShotSetup.for_galaxy(1), ideal_flick(ShotSetup.for_galaxy(1)))
    data = json.loads(json.dumps(r.summary()))
    assert data["knocked_down"] is True and Flick.from_text(data["flick"]) == r.flick


def test_flick_module_forwards_to_the_bots() -> None:
    from tabletop.physics import flick

    assert flick.measure_hit_rates(6, 2) == measure_hit_rates(6, 2)
    assert flick.shot_hit_probability("hard") == shot_hit_probability("hard")
    setup = ShotSetup.for_galaxy(1)
    assert flick.flick_bot("easy", setup, random.Random(1)) == flick_bot(
        "easy", setup, random.Random(1)
    )
