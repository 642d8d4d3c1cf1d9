"""Shoot for Loot: one flick of a Mighty Bean at the opponent's standing bean, simulated.

Owns the shot (Mighty Beanz TCG rulebook, "Capturing Space Loot": "you get two attempts to
physically shoot a Mighty Bean at your opponent's Mighty Bean. If you knock it down, you capture
a Space Loot card"). The rules engine counts the tries and turns a ``ShotResult`` into its
capture-or-miss action; the UI draws ``Shot`` frame by frame. No pygame here.

The model
---------
* **Units**: centimetres, grams, seconds; the table seen from above (tabletop.physics.scene).
* **Top-down world** (a fresh pymunk space per shot, no gravity): the shooter's bean lies on its
  side, a capsule (pymunk ``Segment`` with radius) of a Mighty Bean's size and 4 g, laid along
  the flick direction at launch. The defender's bean stands on its end at the black hole: a
  circle of the bean's diameter, also 4 g. Table friction is Coulomb friction, the usual
  top-down trick: a ``PivotJoint`` from the static body to each bean with ``max_bias = 0`` and
  ``max_force = mu * m * g`` (the force of friction), and a ``GearJoint`` the same way with a
  ``max_force`` torque for the spin friction that damps a spinning bean. A lying bean slides
  with ``MU_SLIDE`` (0.2), a standing one with ``MU_STAND`` (0.4, its flat end grips the mat),
  and a toppled one with ``MU_SLIDE``. Beans meet with restitution 0.6 and friction 0.25 (hard
  plastic). A bean whose centre leaves the table falls off the edge and is out of the shot.
* **Knocked down** is decided by physics, never dice: every step the shooter touches the
  target, the collision impulse (``Arbiter.total_impulse``) drives the side-view model in
  tabletop.physics.topple (the bean as a rigid flat-based capsule on a floor under gravity,
  struck at the height of a lying bean's centre). It is knocked down once it tilts past 60
  degrees, or when it is pushed off the table. A dead-centre hit topples it when the shooter
  arrives faster than about 33 cm/s; slower or glancing hits make it wobble.
* **Flick**: the launch velocity (cm/s) and spin (rad/s) of the shooter's bean, quantised to
  hundredths so that its text form ``flick 120.00 -3.25 0.00`` (and its int form, hundredths)
  round-trips exactly and a replay from the log is bit-identical. Speed is clamped to
  ``MAX_SPEED``. With ``MU_SLIDE`` a bean launched at v slides v^2 / (2 mu g): half power
  (120 cm/s) goes about 37 cm, past the target 26 cm away; full power about 147 cm, off the
  far edge of the table when it misses.
* **Determinism**: a fixed step ``FIXED_DT`` (1/240 s) whatever the frame rate, a fresh space
  per shot, no wall clock and no random numbers, so the same setup and flick always give the same
  frames. ``Shot.advance(real_dt)`` runs whole fixed steps from an accumulator, so drawing at 30
  or 144 frames per second shows the same shot.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import pymunk

from tabletop.physics.scene import (
    BEAN_LENGTH,
    BEAN_RADIUS,
    Rect,
    Vec,
    black_hole,
    shooter_start,
    table_rect,
)
from tabletop.physics.topple import BEAN_MASS, GRAVITY, TOPPLE_ANGLE, ToppleModel

FIXED_DT = 1.0 / 240.0
MAX_SHOT_TIME = 6.0  # s; a shot stops here even if something still creeps
MAX_SHOT_STEPS = round(MAX_SHOT_TIME / FIXED_DT)
SETTLE_STEPS = 36  # everything still for this many steps (0.15 s) = settled
SETTLE_SPEED = 0.3  # cm/s
SETTLE_SPIN = 0.1  # rad/s

MU_SLIDE = 0.2  # a bean lying on its side sliding on the mat
MU_STAND = 0.4  # a bean standing on its flat end
SPIN_FRICTION = 0.5  # cm: lever arm of the friction that brakes a spinning bean
BEAN_RESTITUTION = 0.6
BEAN_FRICTION = 0.25
WOBBLE_ANGLE = math.radians(2.0)

MAX_SPEED = 240.0  # cm/s, a full-power flick
MAX_SPIN = 40.0  # rad/s
MAX_PULL = 12.0  # cm of slingshot pull-back for full power
MIN_PULL = 0.5  # cm; a shorter pull is a cancelled aim
SWIPE_GAIN = 1.0  # launch speed per pointer speed (cm/s per cm/s)
MIN_SWIPE = 10.0  # cm/s; a slower swipe is not a flick
AIM_GUIDE_LENGTH = 6.0  # cm at full power: a short guide, not a prediction

#: Collision types, one named table (pymunk convention).
COLLISION_TYPES = {"shooter": 1, "target": 2}

_HALF_SEGMENT = BEAN_LENGTH / 2 - BEAN_RADIUS


def _q(v: float) -> int:
    """Hundredths, rounded half away from zero (so text and ints agree for negatives too)."""
    if not math.isfinite(v):
        raise ValueError(f"not a finite number: {v!r}")
    return int(math.floor(abs(v) * 100 + 0.5)) * (1 if v >= 0 else -1)


def _fmt(c: int) -> str:
    sign = "-" if c < 0 else ""
    return f"{sign}{abs(c) // 100}.{abs(c) % 100:02d}"


@dataclass(frozen=True, slots=True)
class Flick:
    """A flick, stored exactly as hundredths: launch velocity (cm/s, table axes) and spin (rad/s,
    counter-clockwise seen from above). Build one with ``Flick.make`` (quantises and clamps)."""

    cvx: int
    cvy: int
    cspin: int = 0

    @classmethod
    def make(cls, vx: float, vy: float, spin: float = 0.0) -> Flick:
        speed = math.hypot(vx, vy)
        if speed > MAX_SPEED:
            k = MAX_SPEED / speed
            vx, vy = vx * k, vy * k
        cvx, cvy = _q(vx), _q(vy)
        limit = _q(MAX_SPEED)
        while cvx * cvx + cvy * cvy > limit * limit:  # rounding may nudge it just over
            cvx -= (cvx > 0) - (cvx < 0)
            cvy -= (cvy > 0) - (cvy < 0)
        return cls(cvx, cvy, _q(max(-MAX_SPIN, min(MAX_SPIN, spin))))

    @classmethod
    def none(cls) -> Flick:
        """No flick at all: the shooter misses on purpose."""
        return cls(0, 0, 0)

    def __post_init__(self) -> None:
        for v in (self.cvx, self.cvy, self.cspin):
            if isinstance(v, bool) or not isinstance(v, int):
                raise ValueError(f"flick components are ints (hundredths), not {v!r}")
        limit = _q(MAX_SPEED)
        if self.cvx * self.cvx + self.cvy * self.cvy > limit * limit:
            raise ValueError(f"flick faster than the maximum {MAX_SPEED} cm/s")
        if abs(self.cspin) > _q(MAX_SPIN):
            raise ValueError(f"flick spin beyond {MAX_SPIN} rad/s")

    @property
    def vx(self) -> float:
        return self.cvx / 100

    @property
    def vy(self) -> float:
        return self.cvy / 100

    @property
    def spin(self) -> float:
        return self.cspin / 100

    @property
    def speed(self) -> float:
        return math.hypot(self.vx, self.vy)

    @property
    def power(self) -> float:
        """0..1 for the power meter."""
        return min(1.0, self.speed / MAX_SPEED)

    @property
    def is_none(self) -> bool:
        return self.cvx == 0 and self.cvy == 0

    def to_text(self) -> str:
        """``flick <vx> <vy> <spin>`` with two decimals; ``from_text`` gives back an equal flick."""
        return f"flick {_fmt(self.cvx)} {_fmt(self.cvy)} {_fmt(self.cspin)}"

    def to_args(self) -> tuple[int, int, int]:
        """The flick as three ints (hundredths), for an engine ``Action``'s arguments."""
        return (self.cvx, self.cvy, self.cspin)

    @classmethod
    def from_args(cls, args: tuple[Any, ...] | list[Any]) -> Flick:
        if len(args) != 3 or not all(isinstance(a, int) and not isinstance(a, bool) for a in args):
            shown = " ".join(str(a) for a in args) or "nothing"
            shown = shown if len(shown) <= 40 else shown[:39] + "\u2026"
            raise ValueError(
                f"a flick is three whole numbers, VX VY SPIN in hundredths (like 120 -40 0),"
                f" not {shown!r}"
            )
        return cls(args[0], args[1], args[2])

    @classmethod
    def from_text(cls, text: str) -> Flick:
        parts = text.split()
        if len(parts) != 4 or parts[0] != "flick":
            raise ValueError(f"not a flick: {text!r} (expected 'flick <vx> <vy> <spin>')")
        comps: list[int] = []
        for p in parts[1:]:
            neg = p.startswith("-")
            body = p[1:] if neg else p
            whole, dot, frac = body.partition(".")
            if not whole.isdigit() or (dot and not (frac.isdigit() and len(frac) <= 2)):
                raise ValueError(f"bad number {p!r} in flick {text!r}: use at most two decimals")
            c = int(whole) * 100 + (int(frac.ljust(2, "0")) if frac else 0)
            comps.append(-c if neg else c)
        return cls(comps[0], comps[1], comps[2])

    def __str__(self) -> str:
        return self.to_text()


@dataclass(frozen=True, slots=True)
class ShotSetup:
    """Where the beans are before a shot: the shooter's bean lies at ``shooter_start``, the
    defender's bean stands at ``target``; beans leaving ``table`` fall off."""

    shooter_start: Vec
    target: Vec
    table: Rect = field(default_factory=table_rect)

    @classmethod
    def for_galaxy(cls, galaxy: int, seat: int = 0) -> ShotSetup:
        """The Shoot for Loot setup: ``seat`` shoots at the black hole of ``galaxy``."""
        return cls(shooter_start(seat, galaxy), black_hole(galaxy))

    @property
    def aim_angle(self) -> float:
        """Direction (radians, table axes) from the shooter's bean straight at the target; the
        UI lays the bean this way while aiming."""
        return math.atan2(
            self.target[1] - self.shooter_start[1], self.target[0] - self.shooter_start[0]
        )

    @property
    def distance(self) -> float:
        return math.dist(self.shooter_start, self.target)

    def to_dict(self) -> dict[str, Any]:
        t = self.table
        return {
            "shooter_start": list(self.shooter_start),
            "target": list(self.target),
            "table": [t.x0, t.y0, t.x1, t.y1],
        }


@dataclass(frozen=True, slots=True)
class ShotEvent:
    """Something the UI may play a sound for. ``kind`` is one of: ``launch``, ``hit`` (the
    shooter struck the target; ``impulse`` in g*cm/s), ``wobble`` (the target rocked past 2
    degrees), ``toppled`` (the target fell: knocked down), ``off_table`` (``who`` fell off the
    edge: "shooter" or "target"), ``settled`` (the shot is over)."""

    kind: str
    step: int
    t: float
    x: float = 0.0
    y: float = 0.0
    who: str = ""
    impulse: float = 0.0


@dataclass(frozen=True, slots=True)
class ShotFrame:
    """Positions after ``step`` fixed steps: what the UI draws. ``tilt`` (radians) leans the
    target's top along ``tilt_axis`` (a unit vector on the table); with the bean's length L its
    top appears at ``target + tilt_axis * L * sin(tilt)`` seen from above."""

    step: int
    shooter: tuple[float, float, float]  # x, y, angle
    target: Vec
    tilt: float
    tilt_axis: Vec
    shooter_on_table: bool
    target_on_table: bool
    target_down: bool

    @property
    def t(self) -> float:
        return self.step * FIXED_DT

    @property
    def target_top(self) -> Vec:
        """Where the top of the target bean appears from above (its base is at ``target``)."""
        k = BEAN_LENGTH * math.sin(self.tilt)
        return (self.target[0] + self.tilt_axis[0] * k, self.target[1] + self.tilt_axis[1] * k)


@dataclass(frozen=True, slots=True)
class ShotResult:
    """The outcome of one shot, for the rules engine (``knocked_down``), the log and replays."""

    setup: ShotSetup
    flick: Flick
    knocked_down: bool
    shooter_final: tuple[float, float, float]
    target_final: Vec
    shooter_off_table: bool
    target_off_table: bool
    max_tilt: float
    steps: int
    events: tuple[ShotEvent, ...]
    frames: tuple[ShotFrame, ...]

    @property
    def settle_time(self) -> float:
        return self.steps * FIXED_DT

    @property
    def touched(self) -> bool:
        return any(e.kind == "hit" for e in self.events)

    def summary(self) -> dict[str, Any]:
        """A JSON-able digest for an engine event or the log (no frames)."""
        return {
            "flick": self.flick.to_text(),
            "knocked_down": self.knocked_down,
            "touched": self.touched,
            "shooter_final": list(self.shooter_final),
            "target_final": list(self.target_final),
            "shooter_off_table": self.shooter_off_table,
            "target_off_table": self.target_off_table,
            "settle_time": self.settle_time,
        }


class FixedStepper:
    """Turns real frame times into whole fixed steps (the accumulator pattern). ``advance``
    returns how many steps to run now; at most ``max_steps`` per call, so a stalled frame slows
    the shot down instead of skipping it (the outcome never depends on the frame rate)."""

    def __init__(self, dt: float = FIXED_DT, max_steps: int = 60) -> None:
        self.dt = dt
        self.max_steps = max_steps
        self._acc = 0.0

    def advance(self, real_dt: float) -> int:
        if real_dt < 0 or not math.isfinite(real_dt):
            raise ValueError(f"bad frame time {real_dt!r}")
        self._acc += real_dt
        n = int((self._acc + 1e-9) // self.dt)
        if n > self.max_steps:
            n = self.max_steps
            self._acc = 0.0
        else:
            self._acc = max(0.0, self._acc - n * self.dt)
        return n

    @property
    def alpha(self) -> float:
        """How far (0..1) real time is into the next step, for interpolated drawing."""
        return min(1.0, self._acc / self.dt)


def _friction_joints(
    space: pymunk.Space, body: pymunk.Body, mu: float
) -> tuple[pymunk.PivotJoint, pymunk.GearJoint]:
    pivot = pymunk.PivotJoint(space.static_body, body, (0.0, 0.0), (0.0, 0.0))
    pivot.max_bias = 0.0
    pivot.max_force = mu * body.mass * GRAVITY
    gear = pymunk.GearJoint(space.static_body, body, 0.0, 1.0)
    gear.max_bias = 0.0
    gear.max_force = mu * body.mass * GRAVITY * SPIN_FRICTION
    space.add(pivot, gear)
    return pivot, gear


class Shot:
    """One shot in progress. The UI calls ``advance(real_dt)`` (or ``step()``) each frame and
    draws ``frame()``; ``result()`` is ready once ``done``. Everything is decided by the setup
    and the flick, so ``simulate_shot`` and a replay give the same frames."""

    def __init__(self, setup: ShotSetup, flick: Flick, *, record_frames: bool = True) -> None:
        self.setup = setup
        self.flick = flick
        self.record_frames = record_frames
        self.stepper = FixedStepper()
        self.steps = 0
        self.done = False
        self.events: list[ShotEvent] = []
        self.frames: list[ShotFrame] = []
        self.topple = ToppleModel()
        self.shooter_on_table = True
        self.target_on_table = True
        self._still = 0
        self._wobbled = False
        self._hit_pending = False
        self._impulse = (0.0, 0.0)

        space = pymunk.Space()
        space.iterations = 10
        space.collision_slop = 0.01
        self.space = space

        sb = pymunk.Body(
            BEAN_MASS,
            pymunk.moment_for_segment(
                BEAN_MASS, (-_HALF_SEGMENT, 0.0), (_HALF_SEGMENT, 0.0), BEAN_RADIUS
            ),
        )
        sb.position = setup.shooter_start
        sb.angle = math.atan2(flick.vy, flick.vx) if not flick.is_none else setup.aim_angle
        ss = pymunk.Segment(sb, (-_HALF_SEGMENT, 0.0), (_HALF_SEGMENT, 0.0), BEAN_RADIUS)
        ss.elasticity = math.sqrt(BEAN_RESTITUTION)
        ss.friction = math.sqrt(BEAN_FRICTION)
        ss.collision_type = COLLISION_TYPES["shooter"]
        space.add(sb, ss)
        self._shooter_joints = _friction_joints(space, sb, MU_SLIDE)

        tb = pymunk.Body(BEAN_MASS, pymunk.moment_for_circle(BEAN_MASS, 0.0, BEAN_RADIUS))
        tb.position = setup.target
        ts = pymunk.Circle(tb, BEAN_RADIUS)
        ts.elasticity = math.sqrt(BEAN_RESTITUTION)
        ts.friction = math.sqrt(BEAN_FRICTION)
        ts.collision_type = COLLISION_TYPES["target"]
        space.add(tb, ts)
        self._target_joints = _friction_joints(space, tb, MU_STAND)

        self.shooter_body, self.shooter_shape = sb, ss
        self.target_body, self.target_shape = tb, ts
        space.on_collision(
            COLLISION_TYPES["shooter"],
            COLLISION_TYPES["target"],
            begin=self._on_begin,
            post_solve=self._on_post_solve,
        )

        sb.velocity = (flick.vx, flick.vy)
        sb.angular_velocity = flick.spin
        x, y = setup.shooter_start
        self._emit("launch", x, y)
        if record_frames:
            self.frames.append(self.frame())

    # -- collision callbacks -------------------------------------------------------------
    def _on_begin(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        self._hit_pending = True

    def _on_post_solve(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        j = arbiter.total_impulse
        self._impulse = (self._impulse[0] + j.x, self._impulse[1] + j.y)

    # -- stepping ------------------------------------------------------------------------
    def _emit(
        self, kind: str, x: float = 0.0, y: float = 0.0, who: str = "", j: float = 0.0
    ) -> None:
        self.events.append(ShotEvent(kind, self.steps, self.steps * FIXED_DT, x, y, who, j))

    def step(self) -> list[ShotEvent]:
        """Advance one fixed step (``FIXED_DT``); returns the events of that step."""
        if self.done:
            return []
        first = len(self.events)
        self._impulse = (0.0, 0.0)
        self.space.step(FIXED_DT)
        self.steps += 1
        sb, tb = self.shooter_body, self.target_body
        jx, jy = self._impulse
        if jx or jy:
            # Orient the impulse as the push the target received (shooter -> target).
            dx, dy = tb.position.x - sb.position.x, tb.position.y - sb.position.y
            if jx * dx + jy * dy < 0:
                jx, jy = -jx, -jy
            self.topple.hit((jx, jy), BEAN_RADIUS)
            if self._hit_pending:  # a new touch: one "hit" event with its first impulse
                self._hit_pending = False
                self._emit("hit", tb.position.x, tb.position.y, "target", math.hypot(jx, jy))
        was_down = self.topple.toppled
        self.topple.step(FIXED_DT)
        if not self._wobbled and self.topple.max_tilt > WOBBLE_ANGLE:
            self._wobbled = True
            self._emit("wobble", tb.position.x, tb.position.y, "target")
        if self.topple.toppled and not was_down:
            self._emit("toppled", tb.position.x, tb.position.y, "target")
            self._target_joints[0].max_force = MU_SLIDE * tb.mass * GRAVITY
        table = self.setup.table
        if self.shooter_on_table and not table.contains((sb.position.x, sb.position.y)):
            self.shooter_on_table = False
            self._emit("off_table", sb.position.x, sb.position.y, "shooter")
            self.space.remove(*self._shooter_joints, self.shooter_shape, sb)
        if self.target_on_table and not table.contains((tb.position.x, tb.position.y)):
            self.target_on_table = False
            self._emit("off_table", tb.position.x, tb.position.y, "target")
            self.space.remove(*self._target_joints, self.target_shape, tb)
        still = (
            (
                not self.shooter_on_table
                or (sb.velocity.length < SETTLE_SPEED and abs(sb.angular_velocity) < SETTLE_SPIN)
            )
            and (not self.target_on_table or tb.velocity.length < SETTLE_SPEED)
            and self.topple.resting
        )
        self._still = self._still + 1 if still else 0
        if self._still >= SETTLE_STEPS or self.steps >= MAX_SHOT_STEPS:
            self.done = True
            self._emit("settled", sb.position.x, sb.position.y)
        if self.record_frames:
            self.frames.append(self.frame())
        return self.events[first:]

    def advance(self, real_dt: float) -> list[ShotEvent]:
        """Run the whole fixed steps that ``real_dt`` seconds of real time owe (accumulator)."""
        out: list[ShotEvent] = []
        for _ in range(self.stepper.advance(real_dt)):
            if self.done:
                break
            out.extend(self.step())
        return out

    def run(self) -> ShotResult:
        """Step to the end and return the result."""
        while not self.done:
            self.step()
        return self.result()

    @property
    def knocked_down(self) -> bool:
        """Knocked down: toppled past ``TOPPLE_ANGLE`` or pushed off the table."""
        return self.topple.toppled or not self.target_on_table

    def frame(self) -> ShotFrame:
        sb, tb = self.shooter_body, self.target_body
        return ShotFrame(
            self.steps,
            (sb.position.x, sb.position.y, sb.angle),
            (tb.position.x, tb.position.y),
            self.topple.tilt,
            self.topple.axis,
            self.shooter_on_table,
            self.target_on_table,
            self.knocked_down,
        )

    def result(self) -> ShotResult:
        if not self.done:
            raise RuntimeError("the shot is still running; step it until done")
        sb, tb = self.shooter_body, self.target_body
        return ShotResult(
            setup=self.setup,
            flick=self.flick,
            knocked_down=self.knocked_down,
            shooter_final=(sb.position.x, sb.position.y, sb.angle),
            target_final=(tb.position.x, tb.position.y),
            shooter_off_table=not self.shooter_on_table,
            target_off_table=not self.target_on_table,
            max_tilt=self.topple.max_tilt,
            steps=self.steps,
            events=tuple(self.events),
            frames=tuple(self.frames),
        )


def simulate_shot(setup: ShotSetup, flick: Flick, *, record_frames: bool = True) -> ShotResult:
    """Simulate one shot to the end (a fresh space; the same inputs give the same result)."""
    return Shot(setup, flick, record_frames=record_frames).run()


def loot_shot(seat: int, galaxy: int, flick: Flick, *, record_frames: bool = False) -> ShotResult:
    """A Shoot for Loot shot as the rules engine runs it: ``seat`` flicks at the black hole of
    ``galaxy``; ``knocked_down`` means a Space Loot card is captured."""
    return simulate_shot(ShotSetup.for_galaxy(galaxy, seat), flick, record_frames=record_frames)


# -- the computer shooters live in tabletop.physics.bots; these forward to them (imported
# lazily: bots imports this module) so ``flick.measure_hit_rates`` works as the CLI calls it.


def measure_hit_rates(shots: int, seed: int) -> dict[str, float]:
    """See ``tabletop.physics.bots.measure_hit_rates``: bot hit rate per level, real physics."""
    from tabletop.physics.bots import measure_hit_rates as measure

    return measure(shots, seed)


def flick_bot(level: str, setup: ShotSetup, rng: random.Random) -> Flick:
    """See ``tabletop.physics.bots.flick_bot``."""
    from tabletop.physics.bots import flick_bot as bot

    return bot(level, setup, rng)


def shot_hit_probability(level: str) -> float:
    """See ``tabletop.physics.bots.shot_hit_probability``."""
    from tabletop.physics.bots import shot_hit_probability as probability

    return probability(level)


# -- aiming helpers (pure; the UI feeds them world-unit vectors) ------------------------------


def pull_power(pull: Vec) -> float:
    """0..1 power for the meter from a slingshot pull-back vector (cm, from the bean to the
    pointer)."""
    return min(1.0, math.hypot(pull[0], pull[1]) / MAX_PULL)


def flick_from_pull(pull: Vec, spin: float = 0.0) -> Flick | None:
    """Slingshot: the bean flies opposite to the pull, at ``MAX_SPEED`` times the power. A pull
    shorter than ``MIN_PULL`` cancels the aim (None)."""
    length = math.hypot(pull[0], pull[1])
    if length < MIN_PULL:
        return None
    speed = MAX_SPEED * min(1.0, length / MAX_PULL)
    return Flick.make(-pull[0] / length * speed, -pull[1] / length * speed, spin)


def flick_from_swipe(velocity: Vec, spin: float = 0.0) -> Flick | None:
    """Swipe-flick: the bean leaves in the pointer's direction at ``SWIPE_GAIN`` times its speed
    (cm/s), clamped to ``MAX_SPEED``. Slower than ``MIN_SWIPE`` is not a flick (None)."""
    speed = math.hypot(velocity[0], velocity[1])
    if speed < MIN_SWIPE:
        return None
    k = min(MAX_SPEED, speed * SWIPE_GAIN) / speed
    return Flick.make(velocity[0] * k, velocity[1] * k, spin)


def aim_guide(start: Vec, flick: Flick) -> tuple[Vec, Vec]:
    """A short aiming guide from the bean along the flick, longer with more power (at most
    ``AIM_GUIDE_LENGTH``): a direction hint, deliberately not a trajectory prediction."""
    if flick.is_none:
        return (start, start)
    k = AIM_GUIDE_LENGTH * flick.power / flick.speed
    return (start, (start[0] + flick.vx * k, start[1] + flick.vy * k))


def stopping_distance(speed: float) -> float:
    """How far (cm) a lying bean launched at ``speed`` slides on an open mat."""
    return speed * speed / (2 * MU_SLIDE * GRAVITY)


def launch_speed_for(distance: float, arrival_speed: float) -> float:
    """The launch speed that still moves at ``arrival_speed`` after sliding ``distance`` cm."""
    return math.sqrt(arrival_speed * arrival_speed + 2 * MU_SLIDE * GRAVITY * distance)


__all__ = [
    "AIM_GUIDE_LENGTH",
    "COLLISION_TYPES",
    "FIXED_DT",
    "Flick",
    "FixedStepper",
    "MAX_SPEED",
    "Shot",
    "ShotEvent",
    "ShotFrame",
    "ShotResult",
    "ShotSetup",
    "TOPPLE_ANGLE",
    "aim_guide",
    "flick_from_pull",
    "flick_from_swipe",
    "flick_bot",
    "launch_speed_for",
    "loot_shot",
    "measure_hit_rates",
    "pull_power",
    "shot_hit_probability",
    "simulate_shot",
    "stopping_distance",
]
