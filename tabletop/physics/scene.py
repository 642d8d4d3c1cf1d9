"""The Mighty Beanz table seen from above, as plain data for the physics and the drawing.

Owns the geometry of "Shoot for Loot" (Mighty Beanz TCG rulebook, "Capturing Space Loot"): the
two game mats put together "with a small space between them (about the size of one Mighty Bean)",
the three Galaxies, the black hole of each Galaxy in that gap where the defender's Mighty Bean
stands, and the spot just off the near edge of each shooter's mat where the shooter's Mighty Bean
is laid before the flick.

World units are centimetres, seen from above. The origin is the centre of the table, the gap
between the mats runs along y = 0, seat 0's mat lies below it (y < 0) and seat 1's above it
(y > 0). Galaxy 0, 1, 2 run from -x to +x (left to right as seat 0 sees the table); both halves
of a Galaxy share one x range, which is how the two mats form one universe. The UI maps world
units to pixels (and may turn the table round for seat 1); nothing here knows about screens.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

Vec = tuple[float, float]

# A Mighty Bean is a small plastic capsule with a loose steel ball inside.
BEAN_LENGTH = 2.8  # cm, end to end
BEAN_DIAMETER = 1.3  # cm
BEAN_RADIUS = BEAN_DIAMETER / 2

MAT_WIDTH = 60.0  # cm, along x
MAT_DEPTH = 22.0  # cm, along y
MAT_GAP = 3.0  # cm between the mats: "about the size of one Mighty Bean"
GALAXY_WIDTH = MAT_WIDTH / 3
BLACK_HOLE_RADIUS = 1.4  # cm, the painted spot where a defending bean stands
START_OFFSET = 2.5  # cm from the near edge of the shooter's mat to the shooter's bean
TABLE_WIDTH = 110.0  # cm
TABLE_DEPTH = 90.0  # cm
GALAXIES = (0, 1, 2)
SEATS = (0, 1)


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in world centimetres (x0 < x1, y0 < y1)."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    @property
    def center(self) -> Vec:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    def contains(self, p: Vec, margin: float = 0.0) -> bool:
        """True when ``p`` lies inside, shrunk by ``margin`` on every side."""
        return (
            self.x0 + margin <= p[0] <= self.x1 - margin
            and self.y0 + margin <= p[1] <= self.y1 - margin
        )


@dataclass(frozen=True, slots=True)
class MatGeometry:
    """One player's mat: its outline and the three Galaxy halves on it (index = Galaxy)."""

    seat: int
    rect: Rect
    galaxies: tuple[Rect, Rect, Rect]


@dataclass(frozen=True, slots=True)
class TableScene:
    """Everything static on the table for a shot (see the module docstring for the axes)."""

    table: Rect
    mats: tuple[MatGeometry, MatGeometry]
    black_holes: tuple[Vec, Vec, Vec]
    black_hole_radius: float
    #: shooter_starts[seat][galaxy]: where the shooter's bean is laid before the flick.
    shooter_starts: tuple[tuple[Vec, Vec, Vec], tuple[Vec, Vec, Vec]]
    bean_length: float
    bean_diameter: float

    def to_dict(self) -> dict[str, Any]:
        """JSON-able copy (tuples become lists)."""
        return asdict(self)


def galaxy_x(galaxy: int) -> float:
    """The x of the centre line of a Galaxy."""
    if galaxy not in GALAXIES:
        raise ValueError(f"galaxy must be 0, 1 or 2, not {galaxy!r}")
    return -MAT_WIDTH / 2 + GALAXY_WIDTH * (galaxy + 0.5)


def black_hole(galaxy: int) -> Vec:
    """Where the defending Mighty Bean stands for this Galaxy: in the gap between the mats."""
    return (galaxy_x(galaxy), 0.0)


def shooter_start(seat: int, galaxy: int) -> Vec:
    """Where ``seat`` lays its Mighty Bean to shoot at ``galaxy``: just off the near edge of its
    own mat, on the Galaxy's centre line."""
    if seat not in SEATS:
        raise ValueError(f"seat must be 0 or 1, not {seat!r}")
    y = MAT_GAP / 2 + MAT_DEPTH + START_OFFSET
    return (galaxy_x(galaxy), -y if seat == 0 else y)


def _mat(seat: int) -> MatGeometry:
    y0, y1 = MAT_GAP / 2, MAT_GAP / 2 + MAT_DEPTH
    if seat == 0:
        y0, y1 = -y1, -y0
    x0 = -MAT_WIDTH / 2
    galaxies = tuple(
        Rect(x0 + GALAXY_WIDTH * g, y0, x0 + GALAXY_WIDTH * (g + 1), y1) for g in GALAXIES
    )
    return MatGeometry(seat, Rect(x0, y0, -x0, y1), (galaxies[0], galaxies[1], galaxies[2]))


def table_rect() -> Rect:
    return Rect(-TABLE_WIDTH / 2, -TABLE_DEPTH / 2, TABLE_WIDTH / 2, TABLE_DEPTH / 2)


def table_scene() -> TableScene:
    """The whole table as data for the drawing and the physics."""
    starts = tuple((shooter_start(s, 0), shooter_start(s, 1), shooter_start(s, 2)) for s in SEATS)
    return TableScene(
        table=table_rect(),
        mats=(_mat(0), _mat(1)),
        black_holes=(black_hole(0), black_hole(1), black_hole(2)),
        black_hole_radius=BLACK_HOLE_RADIUS,
        shooter_starts=(starts[0], starts[1]),
        bean_length=BEAN_LENGTH,
        bean_diameter=BEAN_DIAMETER,
    )
