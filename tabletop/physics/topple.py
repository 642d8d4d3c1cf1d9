"""The side view of the standing Mighty Bean: does a hit knock it down?

Owns the toppling model of "Shoot for Loot". The shot itself is simulated from above
(tabletop.physics.flick); a bean standing on its end cannot fall over in a top-down world, so the
standing target also lives in this second, small pymunk space seen from the side:

* a floor (the mat) along y = 0 with gravity 981 cm/s^2 pulling down;
* the bean as one rigid convex body: a flat-ended base (half-width ``BASE_HALF_WIDTH``, edges
  rounded), straight sides ``BEAN_DIAMETER`` apart and a hemispherical top, ``BEAN_LENGTH`` tall;
  its centre of mass sits at ``COM_HEIGHT``, below the middle, because the loose steel ball inside
  a Mighty Bean rests at the bottom while the bean stands;
* the side view's plane is vertical and contains the direction of the first hit, so its +x axis
  (``axis``, a unit vector on the table) is where that hit pushed; later hits are projected onto
  it.

Each step of the shot in which the shooter's bean touches the target, the top-down collision
impulse (``Arbiter.total_impulse``, g*cm/s) is applied here as a horizontal impulse at the height
where a lying bean strikes: its own radius above the mat. A hit below the centre of mass kicks the
base forward and turns the bean about its centre, floor friction then drags the base and gravity
pulls on the raised centre of mass: a light hit rocks the bean on the edge of its base and it
settles back (the *wobble* the UI draws from ``tilt``), a hard hit carries the centre of mass
beyond the edge of the base and it falls. A glancing hit transfers less impulse and wobbles it.

The bean counts as knocked down once its tilt passes ``TOPPLE_ANGLE`` (60 degrees: far past the
point of no return, about 17 degrees for this base, so it is already falling). Nothing random:
the outcome is the deterministic pymunk integration of the impulses it received.
"""

from __future__ import annotations

import math

import pymunk

from tabletop.physics.scene import BEAN_DIAMETER, BEAN_LENGTH, BEAN_RADIUS, Vec

GRAVITY = 981.0  # cm/s^2
BEAN_MASS = 4.0  # g: plastic shell and steel ball
BASE_HALF_WIDTH = 0.35  # cm, the flat part of the end a bean stands on
COM_HEIGHT = 1.15  # cm above the base while standing (ball at the bottom)
FLOOR_FRICTION = 0.4  # bean end on the mat
FLOOR_RESTITUTION = 0.15
TOPPLE_ANGLE = math.radians(60.0)
REST_SPEED = 0.5  # cm/s
REST_SPIN = 0.05  # rad/s


def bean_outline(segments: int = 6) -> list[Vec]:
    """The standing bean's side-view outline in its own frame (base centre at the origin, +y up
    the bean): a convex polygon, counter-clockwise. Shared with the UI for drawing the wobble."""
    r = BEAN_RADIUS
    a = BASE_HALF_WIDTH
    c = r - a  # radius of the rounded base edge
    top = BEAN_LENGTH - r  # centre of the hemispherical top
    pts: list[Vec] = []
    # right base edge: quarter circle centred (a, c) from straight down to straight right
    for i in range(segments + 1):
        t = -math.pi / 2 + (math.pi / 2) * i / segments
        pts.append((a + c * math.cos(t), c + c * math.sin(t)))
    # top hemisphere from right to left
    for i in range(2 * segments + 1):
        t = math.pi * i / (2 * segments)
        pts.append((r * math.cos(t), top + r * math.sin(t)))
    # left base edge
    for i in range(segments + 1):
        t = math.pi + (math.pi / 2) * i / segments
        pts.append((-a + c * math.cos(t), c + c * math.sin(t)))
    out: list[Vec] = []
    for p in pts:  # drop duplicates where the arcs meet
        if not out or math.dist(out[-1], p) > 1e-9:
            out.append(p)
    if math.dist(out[0], out[-1]) < 1e-9:
        out.pop()
    return out


def _wrap(angle: float) -> float:
    """Angle folded into (-pi, pi]."""
    a = math.fmod(angle + math.pi, 2 * math.pi)
    if a <= 0:
        a += 2 * math.pi
    return a - math.pi


class ToppleModel:
    """One standing bean in its own side-view pymunk space. Stepped only once it has been hit
    (before that it stands perfectly still, so an untouched target costs nothing)."""

    def __init__(self) -> None:
        space = pymunk.Space()
        space.gravity = (0.0, -GRAVITY)
        space.collision_slop = 0.002
        space.iterations = 12
        # a thick floor (a fat segment whose top is y = 0) so a tumbling bean cannot pass through
        floor = pymunk.Segment(space.static_body, (-1000.0, -5.0), (1000.0, -5.0), 5.0)
        floor.friction = 1.0
        floor.elasticity = 1.0
        body = pymunk.Body(
            BEAN_MASS, pymunk.moment_for_box(BEAN_MASS, (BEAN_DIAMETER, BEAN_LENGTH))
        )
        body.center_of_gravity = (0.0, COM_HEIGHT)
        shape = pymunk.Poly(body, bean_outline())
        shape.friction = FLOOR_FRICTION
        shape.elasticity = FLOOR_RESTITUTION
        space.add(floor, body, shape)
        self._space = space
        self._body = body
        self.axis: Vec = (0.0, 1.0)
        self.active = False
        self.toppled = False
        self.max_tilt = 0.0

    def hit(self, impulse: Vec, height: float = BEAN_RADIUS) -> None:
        """Apply a top-down impulse (g*cm/s) that struck the bean ``height`` cm above the mat."""
        jx, jy = impulse
        if not self.active:
            n = math.hypot(jx, jy)
            if n < 1e-9:
                return
            self.axis = (jx / n, jy / n)
            self.active = True
        j = jx * self.axis[0] + jy * self.axis[1]
        b = self._body
        cog = b.local_to_world(b.center_of_gravity)
        b.apply_impulse_at_world_point((j, 0.0), (cog.x, height))

    def step(self, dt: float) -> None:
        if not self.active:
            return
        self._space.step(dt)
        t = abs(self.tilt)
        if t > self.max_tilt:
            self.max_tilt = t
        if t > TOPPLE_ANGLE:
            self.toppled = True

    @property
    def tilt(self) -> float:
        """Lean of the bean's axis from upright, radians in (-pi, pi]; positive = its top moved
        towards +``axis`` (the way the first hit pushed)."""
        return -_wrap(self._body.angle)

    @property
    def tilt_rate(self) -> float:
        return -self._body.angular_velocity

    @property
    def base_offset(self) -> float:
        """How far (cm) the base has slid along ``axis`` in the side view."""
        return float(self._body.position.x)

    @property
    def resting(self) -> bool:
        if not self.active:
            return True
        b = self._body
        return b.velocity.length < REST_SPEED and abs(b.angular_velocity) < REST_SPIN
