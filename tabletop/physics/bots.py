"""Computer shooters for Shoot for Loot, and their measured hit rates.

Owns ``flick_bot`` (a bot's flick: aimed straight at the target with a comfortable power, then
spoiled by Gaussian noise on the direction and the power whose size depends on the level),
``measure_hit_rates`` (runs the real physics; the CLI prints it, e.g. ``tabletop simulate flick
--shots 1000``) and ``shot_hit_probability`` (the measured rates as a table, a cheap shot model
for the Beanz rules bots when they plan without running physics).

Targets from the issue: roughly 25 %, 50 % and 75 % for easy, normal and hard. The hit window
is about +-2.5 degrees of direction at the 26 cm of a loot shot, and a centred hit needs the
shooter to arrive faster than about 33 cm/s, so the noise widths below were tuned against the
physics (see ``MEASURED_HIT_RATES``; tests/physics re-measure a bounded sample).
All randomness comes from the ``random.Random`` passed in; nothing global.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from tabletop.physics.flick import Flick, ShotSetup, launch_speed_for, simulate_shot
from tabletop.physics.scene import BEAN_LENGTH, BEAN_RADIUS, GALAXIES, SEATS

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class BotNoise:
    aim_sigma_deg: float  # standard deviation of the direction error
    power_sigma: float  # standard deviation of the relative power error
    spin_sigma: float  # rad/s of accidental spin


#: Aim noise tuned by bisection against the physics (2000 shots per trial).
BOT_NOISE: dict[str, BotNoise] = {
    "easy": BotNoise(5.75, 0.15, 3.0),
    "normal": BotNoise(3.0, 0.10, 2.0),
    "hard": BotNoise(1.8, 0.05, 1.0),
}

#: The speed a bot wants its bean to still have when it reaches the target (cm/s): well above
#: the ~33 cm/s that a centred hit needs to topple the target, well below a wild full pull.
BOT_ARRIVAL_SPEED = 70.0

#: Hit rates measured by measure_hit_rates(shots=4000, seed=1); the cheap shot model.
MEASURED_HIT_RATES: dict[str, float] = {"easy": 0.246, "normal": 0.501, "hard": 0.765}


def _check_level(level: str) -> BotNoise:
    if level not in BOT_NOISE:
        raise ValueError(f"bot level must be one of {', '.join(LEVELS)}, not {level!r}")
    return BOT_NOISE[level]


def ideal_flick(setup: ShotSetup) -> Flick:
    """Straight at the target, arriving at ``BOT_ARRIVAL_SPEED``."""
    gap = BEAN_LENGTH / 2 + BEAN_RADIUS  # centre distance at the moment of contact
    speed = launch_speed_for(max(0.0, setup.distance - gap), BOT_ARRIVAL_SPEED)
    a = setup.aim_angle
    return Flick.make(speed * math.cos(a), speed * math.sin(a))


def flick_bot(level: str, setup: ShotSetup, rng: random.Random) -> Flick:
    """The flick a computer shooter of ``level`` makes (its noise drawn from ``rng``)."""
    noise = _check_level(level)
    ideal = ideal_flick(setup)
    a = math.atan2(ideal.vy, ideal.vx) + math.radians(rng.gauss(0.0, noise.aim_sigma_deg))
    speed = ideal.speed * max(0.2, 1.0 + rng.gauss(0.0, noise.power_sigma))
    spin = rng.gauss(0.0, noise.spin_sigma)
    return Flick.make(speed * math.cos(a), speed * math.sin(a), spin)


def shot_hit_probability(level: str) -> float:
    """The chance that a bot of ``level`` knocks the target down with one flick (measured)."""
    _check_level(level)
    return MEASURED_HIT_RATES[level]


def measure_hit_rates(shots: int, seed: int, levels: tuple[str, ...] = LEVELS) -> dict[str, float]:
    """Fire ``shots`` bot flicks per level through the real physics (cycling over seats and
    Galaxies) and return the share that knocked the target down. Deterministic in ``seed``."""
    if shots <= 0:
        raise ValueError("shots must be positive")
    setups = [ShotSetup.for_galaxy(g, s) for s in SEATS for g in GALAXIES]
    rates: dict[str, float] = {}
    for li, level in enumerate(levels):
        _check_level(level)
        rng = random.Random(seed * 1009 + li)
        hits = 0
        for i in range(shots):
            setup = setups[i % len(setups)]
            result = simulate_shot(setup, flick_bot(level, setup, rng), record_frames=False)
            hits += result.knocked_down
        rates[level] = hits / shots
    return rates


TARGET_HIT_RATES: dict[str, float] = {"easy": 0.25, "normal": 0.5, "hard": 0.75}


def hit_rate_report(shots: int, seed: int) -> str:
    """The text ``tabletop simulate flick --shots N`` prints: measured hit rate per level."""
    rates = measure_hit_rates(shots, seed)
    lines = [f"flick bots, {shots} shots per level, seed {seed}:"]
    for level, rate in rates.items():
        lines.append(
            f"  {level:<6} {rate:6.1%}  (target {TARGET_HIT_RATES[level]:.0%}, "
            f"model {MEASURED_HIT_RATES[level]:.1%})"
        )
    return "\n".join(lines)
