"""Shoot for Loot physics: outcomes, determinism, frame-rate independence, notation."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest

from tabletop.physics.flick import (
    FIXED_DT,
    MAX_PULL,
    MAX_SPEED,
    MIN_PULL,
    FixedStepper,
    Flick,
    Shot,
    ShotSetup,
    aim_guide,
    flick_from_pull,
    flick_from_swipe,
    loot_shot,
    pull_power,
    simulate_shot,
    stopping_distance,
)
from tabletop.physics.scene import GALAXIES, SEATS, table_scene

SETUP = ShotSetup.for_galaxy(1, 0)


def toward(setup: ShotSetup, speed: float, off_deg: float = 0.0, spin: float = 0.0) -> Flick:
    a = setup.aim_angle + math.radians(off_deg)
    return Flick.make(speed * math.cos(a), speed * math.sin(a), spin)


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("galaxy", GALAXIES)
def test_centred_flick_with_enough_power_knocks_the_target_down(seat: int, galaxy: int) -> None:
    setup = ShotSetup.for_galaxy(galaxy, seat)
    r = simulate_shot(setup, toward(setup, 130.0))
    assert r.knocked_down
    kinds = [e.kind for e in r.events]
    assert kinds[0] == "launch" and kinds[-1] == "settled"
    assert "hit" in kinds and "toppled" in kinds
    assert kinds.index("hit") < kinds.index("toppled")
    assert abs(r.frames[-1].tilt) > math.radians(60)
    assert r.frames[-1].target_down


def test_medium_pull_reaches_and_full_pull_overshoots() -> None:
    # Half a pull is enough to reach the target; a full pull that misses slides far past it.
    medium = flick_from_pull((0.0, -MAX_PULL / 2))
    assert medium is not None and medium.power == pytest.approx(0.5)
    assert stopping_distance(medium.speed) > SETUP.distance
    assert simulate_shot(SETUP, medium).knocked_down
    full = toward(SETUP, MAX_SPEED, off_deg=15.0)
    r = simulate_shot(SETUP, full)
    assert not r.knocked_down and not r.touched
    assert r.shooter_off_table or r.shooter_final[1] > SETUP.target[1] + 30


def test_flick_aimed_well_away_misses() -> None:
    r = simulate_shot(SETUP, toward(SETUP, 130.0, off_deg=12.0))
    assert not r.knocked_down
    assert not r.touched
    assert r.target_final == SETUP.target
    assert r.max_tilt == 0.0


def test_feeble_flick_stops_short() -> None:
    r = simulate_shot(SETUP, toward(SETUP, 50.0))
    assert not r.knocked_down and not r.touched
    assert r.shooter_final[1] < SETUP.target[1] - 10
    assert r.settle_time < 1.0


def test_light_hit_wobbles_without_toppling() -> None:
    r = simulate_shot(SETUP, toward(SETUP, 100.0))
    assert r.touched and not r.knocked_down
    assert r.max_tilt > math.radians(2)
    assert any(e.kind == "wobble" for e in r.events)
    assert abs(r.frames[-1].tilt) < math.radians(5)


def test_hit_event_carries_the_impulse() -> None:
    soft = next(e for e in simulate_shot(SETUP, toward(SETUP, 100.0)).events if e.kind == "hit")
    hard = next(e for e in simulate_shot(SETUP, toward(SETUP, 200.0)).events if e.kind == "hit")
    assert 0 < soft.impulse < hard.impulse


def test_no_flick_is_a_clean_miss() -> None:
    r = simulate_shot(SETUP, Flick.none())
    assert not r.knocked_down and not r.touched
    assert r.shooter_final[:2] == SETUP.shooter_start


def test_settles_within_four_seconds() -> None:
    for speed in (60.0, 130.0, 200.0, MAX_SPEED):
        for off in (0.0, 1.5, 10.0):
            r = simulate_shot(SETUP, toward(SETUP, speed, off, spin=5.0), record_frames=False)
            assert r.settle_time <= 4.0


def test_same_flick_twice_gives_identical_results() -> None:
    f = toward(SETUP, 150.0, off_deg=1.2, spin=7.5)
    a = simulate_shot(SETUP, f)
    b = simulate_shot(SETUP, f)
    assert a.frames == b.frames
    assert a.events == b.events
    assert a.shooter_final == b.shooter_final and a.target_final == b.target_final


def _final_in_subprocess(text: str) -> str:
    code = (
        "import json;from tabletop.physics.flick import Flick, ShotSetup, simulate_shot;"
        f"r=simulate_shot(ShotSetup.for_galaxy(1,0), Flick.from_text({text!r}));"
        "print(json.dumps([r.shooter_final, r.target_final, r.knocked_down, r.steps]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "123", "PATH": ""},
        cwd=str(__import__("pathlib").Path(__file__).resolve().parents[2]),
    )
    return out.stdout.strip()


def test_text_replay_in_a_fresh_process_is_bit_identical() -> None:
    f = toward(SETUP, 140.0, off_deg=-1.7, spin=-3.3)
    r = simulate_shot(SETUP, f, record_frames=False)
    here = json.dumps([r.shooter_final, r.target_final, r.knocked_down, r.steps])
    assert _final_in_subprocess(f.to_text()) == here


@pytest.mark.parametrize("fps", [30, 144])
def test_frame_rate_does_not_change_the_shot(fps: int) -> None:
    f = toward(SETUP, 150.0, off_deg=0.8, spin=2.0)
    reference = simulate_shot(SETUP, f)
    shot = Shot(SETUP, f)
    frames_drawn = 0
    while not shot.done:
        shot.advance(1.0 / fps)
        shot.frame()
        frames_drawn += 1
        assert frames_drawn < 10 * fps  # the shot ends within 10 s of frames
    got = shot.result()
    assert got.frames == reference.frames
    assert got.events == reference.events
    assert got.knocked_down == reference.knocked_down


def test_fixed_stepper_counts_whole_steps() -> None:
    st = FixedStepper()
    assert sum(st.advance(1 / 30) for _ in range(30)) in (239, 240)
    st = FixedStepper()
    total = sum(st.advance(1 / 144) for _ in range(144))
    assert total in (239, 240)
    assert 0.0 <= st.alpha <= 1.0
    st = FixedStepper(max_steps=10)
    assert st.advance(1.0) == 10  # a stalled frame slows the shot, never skips physics
    with pytest.raises(ValueError):
        st.advance(-1.0)


def test_time_step_is_fine_enough() -> None:
    assert FIXED_DT <= 1 / 120


# -- notation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "vx,vy,spin",
    [
        (12.5, -3.25, 0.0),
        (0.0, 0.0, 0.0),
        (-0.005, 0.004, -0.015),
        (123.456, -98.765, 39.999),
        (1e9, 1e9, 1e9),
        (-0.1, -100.0, -40.0),
    ],
)
def test_flick_text_round_trip(vx: float, vy: float, spin: float) -> None:
    f = Flick.make(vx, vy, spin)
    assert Flick.from_text(f.to_text()) == f
    assert Flick.from_args(f.to_args()) == f
    assert f.speed <= MAX_SPEED
    # the floats are exactly the decimals the text shows
    assert float(f.to_text().split()[1]) == f.vx


def test_flick_text_format() -> None:
    assert Flick.make(12.5, -3.25).to_text() == "flick 12.50 -3.25 0.00"
    assert Flick.make(-0.004, 0.0).to_text() == "flick 0.00 0.00 0.00"
    assert Flick.from_text("flick 12.5 -3.25 0").to_text() == "flick 12.50 -3.25 0.00"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "flick",
        "flick 1 2",
        "flick 1 2 3 4",
        "flack 1 2 3",
        "flick 1.234 0 0",
        "flick a 0 0",
        "flick 1e3 0 0",
        "flick 300 0 0",
        "flick 0 0 99",
        "flick nan 0 0",
        "flick --1 0 0",
    ],
)
def test_bad_flick_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Flick.from_text(text)


def test_replay_from_text_gives_the_same_shot() -> None:
    f = toward(SETUP, 133.333, off_deg=0.4321, spin=1.23456)
    again = Flick.from_text(f.to_text())
    assert simulate_shot(SETUP, f).frames == simulate_shot(SETUP, again).frames


# -- aiming helpers ------------------------------------------------------------------------


def test_slingshot_pull_flies_the_other_way_and_clamps() -> None:
    f = flick_from_pull((0.0, -6.0))
    assert f is not None and f.vx == 0.0 and f.vy > 0
    assert pull_power((0.0, -6.0)) == pytest.approx(0.5)
    huge = flick_from_pull((3.0 * MAX_PULL, 4.0 * MAX_PULL))
    assert huge is not None and huge.speed == pytest.approx(MAX_SPEED, abs=0.02)
    assert huge.vx < 0 and huge.vy < 0
    assert flick_from_pull((MIN_PULL / 2, 0.0)) is None


def test_swipe_goes_with_the_pointer_and_clamps() -> None:
    f = flick_from_swipe((30.0, 40.0))
    assert f is not None and (f.vx, f.vy) == (30.0, 40.0)
    fast = flick_from_swipe((0.0, 10_000.0))
    assert fast is not None and fast.speed == pytest.approx(MAX_SPEED)
    assert flick_from_swipe((1.0, 1.0)) is None


def test_aim_guide_is_short_and_points_along_the_flick() -> None:
    start = SETUP.shooter_start
    a, b = aim_guide(start, Flick.make(0.0, MAX_SPEED))
    assert a == start
    assert 0 < b[1] - a[1] <= 6.0 and b[0] == a[0]
    _, half = aim_guide(start, Flick.make(MAX_SPEED / 2, 0.0))
    assert half[0] - start[0] == pytest.approx(3.0)
    assert aim_guide(start, Flick.none()) == (start, start)


def test_scene_is_plain_data() -> None:
    scene = table_scene()
    data = json.loads(json.dumps(scene.to_dict()))
    assert len(data["black_holes"]) == 3 and len(data["mats"]) == 2
    for seat in SEATS:
        mat = scene.mats[seat].rect
        for g in GALAXIES:
            start = scene.shooter_starts[seat][g]
            hole = scene.black_holes[g]
            assert scene.table.contains(start) and not mat.contains(start)
            assert mat.x0 <= start[0] <= mat.x1  # just off the shooter's own mat
            assert min(abs(start[1] - mat.y0), abs(start[1] - mat.y1)) < 5
            assert not scene.mats[0].rect.contains(hole) and not scene.mats[1].rect.contains(hole)
            assert scene.mats[seat].galaxies[g].x0 < hole[0] < scene.mats[seat].galaxies[g].x1


def test_loot_shot_and_fallen_bean_drawing() -> None:
    f = toward(ShotSetup.for_galaxy(2, 1), 130.0)
    r = loot_shot(1, 2, f)
    assert r.knocked_down and r.frames == ()  # the rules engine needs no frames
    assert r == simulate_shot(ShotSetup.for_galaxy(2, 1), f, record_frames=False)
    last = simulate_shot(ShotSetup.for_galaxy(2, 1), f).frames[-1]
    # a fallen bean lies flat: its top is about a bean's length from its base, seen from above
    assert math.dist(last.target_top, last.target) == pytest.approx(2.8, abs=0.2)
    assert math.hypot(*last.tilt_axis) == pytest.approx(1.0)
