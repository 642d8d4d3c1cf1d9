"""Physics minigames (pymunk, never pygame).

Shoot for Loot from the Mighty Beanz TCG: the table geometry (``scene``), the flick and its
simulation (``flick``), the side-view toppling model of the standing bean (``topple``), the
computer shooters and their hit rates (``bots``) and the flick-practice session (``practice``).
"""

from tabletop.physics.bots import (
    LEVELS,
    flick_bot,
    measure_hit_rates,
    shot_hit_probability,
)
from tabletop.physics.flick import (
    FIXED_DT,
    MAX_SPEED,
    FixedStepper,
    Flick,
    Shot,
    ShotEvent,
    ShotFrame,
    ShotResult,
    ShotSetup,
    aim_guide,
    flick_from_pull,
    flick_from_swipe,
    loot_shot,
    pull_power,
    simulate_shot,
)
from tabletop.physics.practice import PracticeSession
from tabletop.physics.scene import TableScene, table_scene

__all__ = [
    "FIXED_DT",
    "LEVELS",
    "MAX_SPEED",
    "Flick",
    "FixedStepper",
    "PracticeSession",
    "Shot",
    "ShotEvent",
    "ShotFrame",
    "ShotResult",
    "ShotSetup",
    "TableScene",
    "aim_guide",
    "flick_bot",
    "flick_from_pull",
    "flick_from_swipe",
    "loot_shot",
    "measure_hit_rates",
    "pull_power",
    "shot_hit_probability",
    "simulate_shot",
    "table_scene",
]
