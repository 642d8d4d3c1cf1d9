"""A lesson's arrow from its panel to what the step points at, kept off the words it must not
hide (``GameView.arrow_clear``: Codenames' card names, RPG Get!'s name plates). Straight where
that crosses none of them; else level with the target through a band clear of them (along a
row of cards above their names), else bent through such a band beside the target, thinner
where the band is narrow; where no such path exists, the one that hides the fewest (of those,
a full-width one first, then the shortest). Words it spares where it can
(``GameView.arrow_spare``: Codenames' small upside-down names) it takes a band clear of too,
level with the target, its shaft thin but its head as large.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui import theme

Point = tuple[float, float]
#: a bent arrow's head is at most this many times an arrow's head in the open long
LONGEST_HEAD = 1.5


@dataclass
class Arrow:
    """The shaft's points (its last where the head begins), the head's tip and half width,
    and the shaft's width; the dark edge is drawn 4 px wider, the head's a quarter larger."""

    points: list[Point]
    tip: Point
    half: float
    width: int
    #: where the head begins, if not at the shaft's end (a bend's: the band's far edge)
    base: Point | None = None

    def head(self, grow: float = 1.0) -> list[Point]:
        (bx, by), (tx, ty) = self.base or self.points[-1], self.tip
        length = math.hypot(tx - bx, ty - by) or 1.0
        ux, uy = (tx - bx) / length, (ty - by) / length
        tri = [(tx, ty), (bx - uy * self.half, by + ux * self.half)]
        tri.append((bx + uy * self.half, by - ux * self.half))
        cx, cy = sum(p[0] for p in tri) / 3, sum(p[1] for p in tri) / 3
        return [(cx + (x - cx) * grow, cy + (y - cy) * grow) for x, y in tri]

    def length(self) -> float:
        pts = [*self.points, self.tip]
        return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:]))

    def shapes(self) -> list[list[Point]]:
        """What it covers on the screen, as convex polygons: each leg of the shaft with its
        dark edge (and its joints' squares), and the head with its edge."""
        half = (self.width + 4) / 2
        out = []
        for (ax, ay), (bx, by) in zip(self.points, self.points[1:]):
            length = math.hypot(bx - ax, by - ay) or 1.0
            px, py = -(by - ay) / length * half, (bx - ax) / length * half
            out.append(
                [(ax + px, ay + py), (bx + px, by + py), (bx - px, by - py), (ax - px, ay - py)]
            )
        for x, y in self.points[1:-1]:
            out.append(
                [
                    (x - half, y - half),
                    (x + half, y - half),
                    (x + half, y + half),
                    (x - half, y + half),
                ]
            )
        out.append(self.head(1.25))
        return out

    def hits(self, rects: list[pygame.Rect]) -> list[pygame.Rect]:
        """The rects of ``rects`` the arrow covers some of (each shape's bounding box, a pixel
        wider, first: a rect clear of it is clear of the shape)."""
        polys = [(poly, _box(poly)) for poly in self.shapes()]
        return [r for r in rects if any(b.colliderect(r) and _meets(p, r) for p, b in polys)]


def draw(surf: pygame.Surface, arrow: Arrow) -> None:
    for colour, grow in ((0, 0, 0), 4), (theme.GLOW, 0):
        w = arrow.width + grow
        for a, b in zip(arrow.points, arrow.points[1:]):
            pygame.draw.line(surf, colour, a, b, w)
        for x, y in arrow.points[1:-1]:  # a bend's corner filled
            pygame.draw.rect(surf, colour, pygame.Rect(round(x - w / 2), round(y - w / 2), w, w))
        pygame.draw.polygon(surf, colour, arrow.head(1.25 if grow else 1.0))


#: the routes found last, by what they were found for (a lesson draws the same arrow frame after
#: frame: found anew each time, it took most of a 200 % frame's time)
_ROUTES: dict[tuple[object, ...], Arrow | None] = {}
ROUTES_KEPT = 8


def _frozen(value: object) -> object:
    """``value`` as a key: a rect as its numbers, a list or tuple of them as a tuple."""
    if isinstance(value, pygame.Rect):
        return tuple(value)
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


def _kept(find: Callable[..., Arrow | None]) -> Callable[..., Arrow | None]:
    """``find``'s arrow kept for the same rects and scale (each caller gets its own copy)."""

    @functools.wraps(find)
    def kept(*args: Any, **kw: Any) -> Arrow | None:
        key = tuple(_frozen(a) for a in (*args, *sorted(kw.items())))
        if key not in _ROUTES:
            if len(_ROUTES) >= ROUTES_KEPT:
                del _ROUTES[next(iter(_ROUTES))]
            _ROUTES[key] = find(*args, **kw)
        found = _ROUTES[key]
        return None if found is None else dataclasses.replace(found, points=list(found.points))

    return kept


@_kept
def route(
    start: pygame.Rect,
    to: pygame.Rect,
    scale: float,
    clear: list[pygame.Rect],
    bounds: pygame.Rect,
    off: tuple[pygame.Rect, ...] = (),
    spare: list[pygame.Rect] | None = None,
    cards: list[pygame.Rect] | None = None,
) -> Arrow | None:
    """The arrow from ``start``'s edge to just outside ``to``, covering none of ``clear`` (the
    rects on ``to`` itself aside) nor ``off`` (the log's lines beside a panel in its column)
    where a path inside ``bounds`` allows, then as few of ``cards`` (the cards the step is not
    about) and of ``spare`` (Codenames' upside-down names) as may be; None where the two are
    too close for one."""
    keep = [r for r in clear if not to.contains(r) and not r.colliderect(start)]
    soft = [r for r in spare or [] if not r.colliderect(to) and not r.colliderect(start)]
    others = [r for r in cards or [] if not r.colliderect(to) and not r.colliderect(start)]
    straight = _straight(start, to, scale)
    if straight is None:
        return None
    if not straight.hits(keep + soft + list(off) + others):
        return straight
    tried = [straight, *_level(start, to, scale, keep), *_bent(start, to, scale, keep)]
    tried += _aside(start, to, scale)
    if others or straight.hits(list(off)):  # a way round the cards and the log's lines
        tried += _elbows(start, to, scale, keep + others + list(off), bounds)
    if all(a.hits(keep) for a in tried):  # straight from elsewhere, or round onto its far side
        tried += _fans(start, to, scale) + _hooks(
            start, to, scale, keep + others + list(off), bounds
        )
        tried += _level(start, to, scale, keep + others) + _bent(start, to, scale, keep + others)
    tried = [a for a in tried if a is straight or _fits(a, bounds, off)]
    # of those hiding as few (the log's lines read across: RPG Get!'s straight arrow from a
    # panel in the log's column ran down its lines), one as thick as an arrow in the open
    # first (RPG Get!: a drag's arrow took the hairline gap between the hand's names and the
    # row over it, where a way up from the card and across to the bank hid nothing either),
    # then over as few cards (Espionage's ran across the stack's Assassin and a hand card to
    # No reaction), then the shortest
    full = _full(scale)[0]
    best = min(
        tried,
        key=lambda a: (
            len(a.hits(keep)) + len(a.hits(list(off))),
            a.width < full,
            len(a.hits(others)),
            a.length(),
        ),
    )
    if not best.hits(soft):
        return best
    # one level with the target along its row clear of ``spare`` too, its shaft as thin as
    # the band but its head as large as ``best``'s (the head lies in the gap by the target:
    # a head sized by the band was too small to see), hiding no more of ``clear`` (only along
    # the row: a bend over the grid's top row crossed the clue banner's words to spare them)
    hid = len(best.hits(keep))
    better = [
        b
        for a in _level(start, to, scale, keep + soft)
        for b in [dataclasses.replace(a, half=max(a.half, best.half))]
        if _fits(b, bounds, off)
        and len(b.hits(keep)) <= hid
        and len(b.hits(soft)) < len(best.hits(soft))
    ]
    return min(better, key=lambda a: (len(a.hits(soft)), -a.width, a.length()), default=best)


def _fits(a: Arrow, bounds: pygame.Rect, off: tuple[pygame.Rect, ...]) -> bool:
    """``a`` lies inside ``bounds`` and clear of ``off``."""
    return all(_within(p, bounds) for p in a.shapes()) and not a.hits(list(off))


def _full(scale: float) -> tuple[int, float, float]:
    """The shaft's width, the head's length and half width of an arrow in the open."""
    head = 30 * scale
    return max(4, int(9 * scale)), head, head * 0.6


def _straight(start: pygame.Rect, to: pygame.Rect, scale: float) -> Arrow | None:
    """The arrow from ``start``'s centre towards ``to``'s, from the edge of one to just outside
    the other."""
    ax, ay = float(start.centerx), float(start.centery)
    bx, by = float(to.centerx), float(to.centery)
    length = math.hypot(bx - ax, by - ay)
    if length < 1:
        return None
    ux, uy = (bx - ax) / length, (by - ay) / length
    ax, ay = _exit(start, (ax, ay), (ux, uy))
    bx, by = _exit(to, (bx, by), (-ux, -uy))
    bx, by = bx - ux * 10 * scale, by - uy * 10 * scale
    if math.hypot(bx - ax, by - ay) < 30 * scale:
        return None
    w, head, half = _full(scale)
    return Arrow([(ax, ay), (bx - ux * head, by - uy * head)], (bx, by), half, w)


def _runs(lo: int, hi: int, blocks: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The stretches of ``lo``..``hi`` that none of ``blocks`` (from, to) covers."""
    out, at = [], lo
    for a, b in sorted(blocks):
        if a > at:
            out.append((at, min(a, hi)))
        at = max(at, b)
        if at >= hi:
            break
    if at < hi:
        out.append((at, hi))
    return [(a, b) for a, b in out if b > a]


def _sized(room: float, scale: float) -> tuple[int, float, float]:
    """Shaft width, head length and half width for a band ``room`` high (or wide)."""
    w, head, half = _full(scale)
    half = max(3.0, min(half, room / 2 - 3))
    return max(3, min(w, int(half))), head, half


def _leads(start: pygame.Rect, y: float, toward: float) -> list[list[Point]]:
    """Ways out of ``start`` onto the level ``y``, heading across towards x ``toward``: from
    its side where it spans ``y``; else out of that side at its end nearest ``y`` and down or
    up beside it (not across what lies under it: a lesson's panel over the log), or down or up
    from its middle."""
    left = toward < start.left
    side = float(start.left if left else start.right)
    if start.top <= y <= start.bottom and not start.left <= toward <= start.right:
        return [[(side, y)]]
    edge = float(start.top if y < start.top else start.bottom)
    out = [[(float(start.centerx), edge), (float(start.centerx), y)]]
    if not start.left <= toward <= start.right:
        near = min(max(y, start.top + 12.0), start.bottom - 12.0)
        x = side + (-12 if left else 12)
        out.insert(0, [(side, near), (x, near), (x, y)])
    return out


def _level(
    start: pygame.Rect, to: pygame.Rect, scale: float, keep: list[pygame.Rect]
) -> list[Arrow]:
    """Arrows that reach ``to`` level with it from the side nearer ``start``, through the
    widest bands of its height clear of ``keep`` (led out of ``start`` onto that level)."""
    if to.left < start.centerx < to.right:
        return []
    right = start.centerx >= to.right
    gap = 10 * scale
    tip = to.right + gap if right else to.left - gap
    side = start.left if right else start.right
    x0, x1 = sorted((to.centerx, side))
    blocks = [(r.top, r.bottom) for r in keep if r.right > x0 and r.left < x1]
    out = []
    for a, b in sorted(_runs(to.top, to.bottom, blocks), key=lambda r: r[0] - r[1])[:2]:
        y = (a + b) / 2
        w, head, half = _sized(b - a, scale)
        base = tip + head if right else tip - head
        for path in _leads(start, y, to.centerx):
            if (path[-1][0] - base) * (1 if right else -1) > 0:
                out.append(Arrow([*path, (base, y)], (tip, y), half, w))
    return out


def _bent(
    start: pygame.Rect, to: pygame.Rect, scale: float, keep: list[pygame.Rect]
) -> list[Arrow]:
    """Arrows from the side along a band clear of ``keep`` just above or just below ``to``,
    then down or up onto it, the head in that band."""
    out = []
    side = start.left if start.centerx >= to.centerx else start.right
    x0, x1 = sorted((to.centerx, side))
    blocks = [(r.top, r.bottom) for r in keep if r.right > x0 and r.left < x1]
    for above in (True, False):
        edge = to.top if above else to.bottom
        lo, hi = (edge - to.height, edge) if above else (edge, edge + to.height)
        runs = [r for r in _runs(lo, hi, blocks) if (r[1] == hi if above else r[0] == lo)]
        if not runs:
            continue
        a, b = runs[0]
        y = (a + b) / 2
        w, head, half = _sized(b - a, scale)
        half = min(half, to.width / 3)
        tip = edge + (2 if above else -2)
        # the head fills the band from near its far edge (its dark edge a quarter larger), no
        # longer than an arrow's in the open: in a tall band the shaft goes on to it (a head
        # from the far edge of a band a card high was a long wedge over the card beside it)
        base = a + (b - a) * 0.15 + 2 if above else b - (b - a) * 0.15 - 2
        if abs(tip - base) > LONGEST_HEAD * head:
            base = tip - LONGEST_HEAD * head if above else tip + LONGEST_HEAD * head
        if abs(tip - base) < 6:
            continue
        for path in _leads(start, y, to.centerx):
            leg = [*path, (float(to.centerx), y)]
            if (base - y) * (1 if above else -1) > 0:
                leg.append((float(to.centerx), base))  # on down (or up) to the head
            out.append(Arrow(leg, (to.centerx, tip), half, w, (to.centerx, base)))
    return out


def _elbows(
    start: pygame.Rect, to: pygame.Rect, scale: float, avoid: list[pygame.Rect], bounds: pygame.Rect
) -> list[Arrow]:
    """Arrows led out of ``start`` down or up (where a way clear of ``avoid`` is) or out of its
    side, then level through a band clear of ``avoid`` across to above or below ``to``, then
    down or up onto it, the head on that last leg."""
    w, head, half = _full(scale)
    gap = 10 * scale
    # the level leg: from beside ``start`` (or under it) to over ``to``
    near = float(min(start.right, max(start.left, to.centerx)))
    if to.centerx < start.left or to.centerx > start.right:
        near = start.left - 12.0 if to.centerx < start.left else start.right + 12.0
    lo_x, hi_x = min(near, to.centerx) - w / 2 - 2, max(near, to.centerx) + w / 2 + 2
    blocks = [(r.top, r.bottom) for r in avoid if r.right > lo_x and r.left < hi_x]
    ys: list[float] = []
    for a, b in _runs(bounds.top, bounds.bottom, blocks):
        if b - a >= w + 12:
            ys += sorted({(a + b) / 2, a + w / 2 + 6, b - w / 2 - 6})
    out = []
    # the last leg down (or up) at the target's middle, or near either end of it (Austin's
    # icons legend stands over the Even up button: its words leave only the button's right
    # end clear above it)
    xs = [float(to.centerx)]
    if to.width > 4 * half:
        xs += [to.left + half * 1.25 + 2, to.right - half * 1.25 - 2]
    for y in ys:
        above = y < to.top
        if not above and y <= to.bottom:
            continue  # level with ``to``: ``_level``'s
        tip = to.top - gap if above else to.bottom + gap
        base = tip - head if above else tip + head
        if (base - y) * (1 if above else -1) < 6:
            continue
        for x in xs:
            for path in _leads(start, y, x) + _free_leads(start, y, avoid, w):
                leg = [*path, (x, y), (x, base)]
                out.append(Arrow(leg, (x, tip), half, w))
    return out


def _hooks(
    start: pygame.Rect, to: pygame.Rect, scale: float, avoid: list[pygame.Rect], bounds: pygame.Rect
) -> list[Arrow]:
    """Arrows led out of ``start`` onto a level clear of ``avoid``, across past ``to``'s side,
    up or down beside it, and onto that side level with it (Espionage: round a stack card's
    caption and the stack's heading onto the card's right side)."""
    w, head, half = _full(scale)
    gap = 10 * scale
    band = w + 12
    out = []
    for right in (True, False):
        tip = to.right + gap if right else to.left - gap
        base = tip + head if right else tip - head
        xo = base + (20 * scale if right else -20 * scale)
        x0, x1 = sorted((start.centerx, xo))
        blocks = [(r.top, r.bottom) for r in avoid if r.right > x0 and r.left < x1]
        ys = [(a + b) / 2 for a, b in _runs(bounds.top, bounds.bottom, blocks) if b - a >= band]
        side = [(r.top, r.bottom) for r in avoid if r.right > xo - w and r.left < xo + w]
        levels = [(a + b) / 2 for a, b in _runs(to.top, to.bottom, side) if b - a >= band]
        for y in ys:
            for cy in levels[:2]:
                for path in _leads(start, y, xo):
                    leg = [*path, (xo, y), (xo, cy), (base, cy)]
                    out.append(Arrow(leg, (tip, cy), half, w))
    return out


def _free_leads(
    start: pygame.Rect, y: float, avoid: list[pygame.Rect], w: int
) -> list[list[Point]]:
    """Ways down or up onto the level ``y`` clear of ``avoid``: out of ``start``'s edge at the
    middle of each gap between what lies beside that way (Espionage: between the draw pile
    and the discard under a panel), and out of each side down or up the gap nearest it."""
    if start.top <= y <= start.bottom:
        return []
    edge = float(start.top if y < start.top else start.bottom)
    lo, hi = sorted((edge, y))
    blocks = [(r.left, r.right) for r in avoid if r.bottom > lo and r.top < hi]
    out = []
    for a, b in _runs(start.left + 12, start.right - 12, blocks):
        if b - a >= w + 8:
            x = (a + b) / 2
            out.append([(x, edge), (x, y)])
    # out of its side and down or up the gap nearest it (RPG Get!: between the table and the
    # log, under a panel in the log's column)
    near = min(max(y, start.top + 12.0), start.bottom - 12.0)
    lo, hi = sorted((near, y))
    blocks = [(r.left, r.right) for r in avoid if r.bottom > lo and r.top < hi]
    reach = 4 * w + 24
    for side, sign in ((start.left, -1), (start.right, 1)):
        runs = _runs(side - reach, side, blocks) if sign < 0 else _runs(side, side + reach, blocks)
        runs = [r for r in runs if r[1] - r[0] >= w + 6]
        if runs:
            a, b = runs[-1] if sign < 0 else runs[0]
            x = (a + b) / 2
            out.append([(float(side), near), (x, near), (x, y)])
    return out


def _aside(start: pygame.Rect, to: pygame.Rect, scale: float) -> list[Arrow]:
    """Straight arrows from near a corner of ``start`` to the side of ``to`` facing it, where
    ``start`` lies under or over ``to`` (Espionage: from the Decoy up past the stack's caption
    under the Target, onto the Target's side)."""
    if not (start.left < to.right and to.left < start.right):
        return []
    below = start.centery > to.centery
    y0 = float(start.top if below else start.bottom)
    out = []
    gap = 10 * scale
    for x0, tx in ((start.left + 12.0, to.left - gap), (start.right - 12.0, to.right + gap)):
        ty = to.top + to.height * (0.6 if below else 0.4)
        out += _line_to((x0, y0), (tx, ty), scale)
    return out


def _line_to(a: Point, b: Point, scale: float) -> list[Arrow]:
    """A straight arrow from ``a`` with its head's tip at ``b``; none where they lie too close
    for a head and a line."""
    w, head, half = _full(scale)
    (x0, y0), (tx, ty) = a, b
    length = math.hypot(tx - x0, ty - y0)
    if length < head + 30 * scale:
        return []
    ux, uy = (tx - x0) / length, (ty - y0) / length
    return [Arrow([(x0, y0), (tx - ux * head, ty - uy * head)], (tx, ty), half, w)]


def _fans(start: pygame.Rect, to: pygame.Rect, scale: float) -> list[Arrow]:
    """Straight arrows from points along each side of ``start`` facing ``to`` to points along
    each side of ``to`` facing ``start`` (Espionage: from low on the panel's side to the
    Target's side, under the next card's name, where one from the middle crossed it; from a
    hand card onto a stack card's side, clear of the caption under it)."""
    gap = 10 * scale
    ks = [k / 6 for k in range(1, 6)]
    froms: list[Point] = []
    tos: list[Point] = []
    if to.right < start.left or to.left > start.right:  # a side of each faces the other
        sx = float(start.left if to.right < start.left else start.right)
        tx = to.right + gap if to.right < start.left else to.left - gap
        froms += [(sx, start.top + start.height * k) for k in ks]
        tos += [(tx, to.top + to.height * k) for k in ks]
    if to.bottom < start.top or to.top > start.bottom:  # an edge of each faces the other
        sy = float(start.top if to.bottom < start.top else start.bottom)
        ty = to.bottom + gap if to.bottom < start.top else to.top - gap
        froms += [(start.left + start.width * k, sy) for k in ks]
        tos += [(to.left + to.width * k, ty) for k in ks]
    return [arrow for a in froms for b in tos for arrow in _line_to(a, b, scale)]


def _box(poly: list[Point]) -> pygame.Rect:
    """The polygon's bounding box, a pixel wider on every side."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    left, top = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
    return pygame.Rect(left, top, math.ceil(max(xs)) + 2 - left, math.ceil(max(ys)) + 2 - top)


def _within(poly: list[Point], r: pygame.Rect) -> bool:
    return all(r.left <= x <= r.right and r.top <= y <= r.bottom for x, y in poly)


def _meets(poly: list[Point], r: pygame.Rect) -> bool:
    """A convex polygon and a rect share some area."""
    if any(r.collidepoint(x, y) for x, y in poly):
        return True
    if any(_inside(poly, p) for p in (r.topleft, r.topright, r.bottomleft, r.bottomright)):
        return True
    return any(r.clipline(a, b) for a, b in zip(poly, poly[1:] + poly[:1]))


def _inside(poly: list[Point], p: tuple[int, int]) -> bool:
    sign = 0.0
    for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):
        c = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
        if c and sign and (c > 0) != (sign > 0):
            return False
        sign = sign or c
    return True


def _exit(rect: pygame.Rect, p: Point, u: Point) -> Point:
    """Where the ray from ``p`` (inside ``rect``) along ``u`` leaves ``rect``."""
    x, y = p
    ux, uy = u
    ts = []
    if ux:
        ts += [(rect.left - x) / ux, (rect.right - x) / ux]
    if uy:
        ts += [(rect.top - y) / uy, (rect.bottom - y) / uy]
    t = min((v for v in ts if v > 0), default=0.0)
    return x + ux * t, y + uy * t
