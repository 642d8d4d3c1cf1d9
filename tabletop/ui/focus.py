"""Keyboard focus for every screen but the game table: a ring over a scene's buttons and boxes.

A scene hands the ring its targets (``targets_of`` turns its buttons into them; a text box or a
list row is a :class:`Target` of its own) on every event and every frame; the ring keeps which
one has the focus by its key, then by its place, then by its index, so a scene that rebuilds
its buttons keeps the focus where it was.

Keys: Tab / Shift+Tab move in reading order, the arrows move to the nearest target that way
(Up/Down along a column, Left/Right along a row), Enter or Space activates. Esc is the scene's
own (back). The ring shows from the first Tab or arrow and hides at a mouse click, so a mouse
player never sees it. A text box takes the focus as the ring lands on it: letters go to the box,
Tab leaves it. The ring is drawn as a thick light outline inside a dark one (visible on any
background, not told by colour alone).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

#: the keys the ring reads (a scene that gives an arrow a meaning of its own handles it first)
NEXT_KEYS = (pygame.K_TAB,)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}
#: the arrows along a row only (a screen whose Up and Down scroll)
LEFT_RIGHT = frozenset({pygame.K_LEFT, pygame.K_RIGHT})
#: the ring's colours: a light band inside a dark band (seen on light and dark buttons)
RING_LIGHT = (255, 255, 255)
RING_DARK = (0, 0, 0)


@dataclass(eq=False)  # two targets are the same only when they are one object
class Target:
    """One thing the keyboard can reach: where it is, what Enter does, and (a text box)
    whether it is being typed in and how to stop."""

    rect: pygame.Rect
    activate: Callable[[], Any]
    key: str = ""
    #: a text box: True while it has the keys (the ring then passes every key but Tab on)
    editing: Callable[[], bool] | None = None
    #: a text box: stop typing (the ring leaves it)
    leave: Callable[[], Any] | None = None

    @property
    def is_text(self) -> bool:
        return self.editing is not None

    def typing(self) -> bool:
        """A text box that has the keys now."""
        return self.editing is not None and bool(self.editing())


def targets_of(buttons: Iterable[Any]) -> list[Target]:
    """A scene's enabled buttons as targets (keyed by their labels)."""
    return [
        Target(pygame.Rect(b.rect), b.on_click, key=str(getattr(b, "key", "") or b.label))
        for b in buttons
        if getattr(b, "enabled", True) and b.rect.width > 0 and b.rect.height > 0
    ]


def reading_order(targets: Sequence[Target]) -> list[Target]:
    """Rows from top to bottom (targets whose middles share a band of the shorter's height are
    one row), each row from left to right."""
    rows: list[list[Target]] = []
    for t in sorted(targets, key=lambda t: (t.rect.centery, t.rect.x)):
        row = rows[-1] if rows else None
        if (
            row
            and abs(t.rect.centery - row[0].rect.centery)
            <= min(t.rect.height, row[0].rect.height) // 2
        ):
            row.append(t)
        else:
            rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.rect.x)]


def column_order(
    targets: Sequence[Target], top: int, bottom: int, splits: Sequence[int]
) -> list[Target]:
    """A screen in columns: what lies above ``top`` in rows, then each column (``splits`` are
    the x where the next column begins) in rows, then what lies below ``bottom`` in rows."""
    head = [t for t in targets if t.rect.bottom <= top]
    foot = [t for t in targets if t.rect.top >= bottom and t not in head]
    body = [t for t in targets if t not in head and t not in foot]
    columns: list[list[Target]] = [[] for _ in range(len(splits) + 1)]
    for t in body:
        columns[sum(1 for x in splits if t.rect.x >= x)].append(t)
    middle = [t for col in columns for t in reading_order(col)]
    return reading_order(head) + middle + reading_order(foot)


def shifted(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


class FocusRing:
    """Which target has the keyboard; hidden until a navigation key is pressed."""

    def __init__(self, arrows: bool | frozenset[int] = True, space: bool = True) -> None:
        #: the arrows that move the ring (True: all four; False: none, the scene has them)
        self.arrows = arrows
        #: Space activates like Enter (off where the scene gives Space another meaning)
        self.space = space
        self.shown = False
        #: a box typed in after a click keeps Tab while the ring is hidden (the launcher's
        #: names: Tab goes on to the next person's name)
        self.box_keeps_tab = False
        self.index = 0
        self.key = ""
        self.centre: tuple[int, int] | None = None

    # ------------------------------------------------------------------ which one
    def current(self, targets: Sequence[Target]) -> Target | None:
        """The focused target (found again by key, then place, then index), or None."""
        if not targets:
            return None
        i = self.find(targets)
        self.remember(targets, i)
        return targets[i]

    def find(self, targets: Sequence[Target]) -> int:
        if self.key:
            same = [k for k, t in enumerate(targets) if t.key == self.key]
            if same:
                return min(same, key=lambda k: abs(k - self.index))
        if self.centre is not None:
            for k, t in enumerate(targets):
                if t.rect.center == self.centre:
                    return k
        return max(0, min(self.index, len(targets) - 1))

    def remember(self, targets: Sequence[Target], i: int) -> None:
        self.index, self.key, self.centre = i, targets[i].key, targets[i].rect.center

    def focus_key(self, key: str) -> None:
        """Put the focus on the target called ``key`` (shown)."""
        self.key, self.centre, self.shown = key, None, True

    def hide(self) -> None:
        self.shown = False

    # ------------------------------------------------------------------ moving
    def move_to(self, targets: Sequence[Target], i: int) -> None:
        old = self.current(targets) if self.shown else None
        if old is not None and old.leave is not None and old.typing():
            old.leave()
        self.shown = True
        self.remember(targets, i)
        new = targets[i]
        if new.is_text and not new.typing():
            new.activate()  # a text box takes the keys as the ring lands on it

    def step(self, targets: Sequence[Target], delta: int) -> None:
        if not self.shown:
            editing = [k for k, t in enumerate(targets) if t.typing()]
            if not editing:
                self.move_to(targets, 0 if delta > 0 else len(targets) - 1)
                return
            self.shown = True
            self.remember(targets, editing[0])
        i = self.find(targets)
        self.move_to(targets, (i + delta) % len(targets))

    def toward(self, targets: Sequence[Target], dx: int, dy: int) -> bool:
        """The nearest target in direction (dx, dy) from the focused one; none: stay (False)."""
        if not self.shown:
            self.move_to(targets, 0)
            return True
        here = targets[self.find(targets)].rect
        best, best_score = None, 0.0
        for k, t in enumerate(targets):
            ox, oy = t.rect.centerx - here.centerx, t.rect.centery - here.centery
            along = ox * dx + oy * dy
            if along <= 0 or t.rect.center == here.center:
                continue
            # overlapping spans (a row, a column) first, then the nearest
            across = abs(oy if dx else ox)
            if dx:
                lined = t.rect.top < here.bottom and t.rect.bottom > here.top
            else:
                lined = t.rect.left < here.right and t.rect.right > here.left
            if dx and not lined:
                continue  # Left and Right stay on their row (a tile's Right to a box above)
            score = along + 2 * across + (0 if lined else 10_000)
            if best is None or score < best_score:
                best, best_score = k, score
        if best is None:
            # Left and Right go on in reading order at a row's end (the next row's first)
            i = self.find(targets) + dx
            if not dx or not 0 <= i < len(targets):
                return False
            best = i
        self.move_to(targets, best)
        return True

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event, targets: Sequence[Target]) -> bool:
        """True when the ring used the event (the scene then ignores it)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.shown = False
            return False
        if event.type != pygame.KEYDOWN or not targets:
            return False
        if event.key in NEXT_KEYS:
            if self.box_keeps_tab and not self.shown and any(t.typing() for t in targets):
                return False
            self.step(targets, -1 if shifted(event) else 1)
            return True
        focused = self.current(targets) if self.shown else None
        if focused.typing() if focused is not None else any(t.typing() for t in targets):
            return False  # the box types (and its arrows move its caret)
        if event.key in ARROWS and (
            self.arrows is True or (self.arrows and event.key in self.arrows)
        ):
            # nothing that way: the scene may use the key (a list scrolls on)
            return self.toward(targets, *ARROWS[event.key])
        if focused is not None and event.key in ACTIVATE_KEYS:
            if event.key == pygame.K_SPACE and not self.space:
                return False
            focused.activate()
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, targets: Sequence[Target], scale: float = 1.0) -> None:
        """A thick outline around the focused target (only while the ring is shown)."""
        t = self.current(targets) if self.shown else None
        if t is None:
            return
        draw_ring(surf, t.rect, scale)


def ring(scene: Any) -> FocusRing:
    """The scene's focus ring (made on first use, as ``scene.focus``; a scene that gives the
    arrows or Space a meaning of its own sets ``arrows`` / ``space`` in its ``focus_targets``)."""
    if not isinstance(getattr(scene, "focus", None), FocusRing):
        scene.focus = FocusRing()
    return scene.focus  # type: ignore[no-any-return]


def scene_targets(scene: Any) -> list[Target]:
    """The scene's own ``focus_targets()`` when it has one, else its buttons in reading order."""
    own = getattr(scene, "focus_targets", None)
    if callable(own):
        return list(own())
    return reading_order(targets_of(getattr(scene, "buttons", [])))


def scene_key(scene: Any, event: pygame.event.Event) -> bool:
    """The scene's ring takes ``event`` (True: the scene ignores it)."""
    return ring(scene).handle(event, scene_targets(scene))


def draw_focus(scene: Any, surf: pygame.Surface) -> None:
    """The scene's ring, over what the scene drew."""
    scale = float(getattr(scene, "scale", None) or getattr(scene, "s", None) or 1.0)
    ring(scene).draw(surf, scene_targets(scene), scale)


def untold(scene: Any) -> Any | None:
    """The focused button of ``scene`` (of its ``buttons``) that has no room to say "[Enter]"
    on itself (large text): the screen says it in a line of its own while it is focused."""
    from tabletop.ui.components.widgets import says_enter

    r = ring(scene)
    here = r.current(scene_targets(scene)) if r.shown else None
    buttons = getattr(scene, "buttons", [])
    b = next((b for b in buttons if here is not None and b.rect == here.rect), None)
    return None if b is None or says_enter(b) else b


def enter_target(scene: Any) -> tuple[bool, pygame.Rect | None, bool]:
    """Where Enter goes on ``scene`` now: (a focus ring shows, the focused rect, Space too)
    for ``widgets.enter_focus`` (the table's ring is its ``layers.focus`` layer)."""
    own = getattr(scene, "focus", None)
    if isinstance(own, FocusRing):
        if not own.shown:
            return False, None, False
        here = own.current(scene_targets(scene))
        return True, here.rect if here is not None else None, own.space
    if getattr(own, "active", False) and getattr(scene, "curtain_for", None) is None:
        stop = own.current()  # type: ignore[union-attr]
        return True, stop.rect if stop is not None else None, False
    return False, None, False


def edge_scroll(
    scene: Any,
    event: pygame.event.Event,
    first: pygame.Rect | None,
    last: pygame.Rect | None,
    scroll: Callable[[int], bool],
) -> bool:
    """Up on a target inside ``first`` (a list's first row shown) or Down inside ``last``
    scrolls the list by one (``scroll(d)`` says whether it moved) and the ring goes on to the
    row that came in. True when it did."""
    if event.type != pygame.KEYDOWN or event.key not in (pygame.K_UP, pygame.K_DOWN):
        return False
    r = ring(scene)
    d = 1 if event.key == pygame.K_DOWN else -1
    edge = last if d > 0 else first
    here = r.current(scene_targets(scene)) if r.shown else None
    if here is None or edge is None or not edge.collidepoint(here.rect.center):
        return False
    if not scroll(d):
        return False
    r.toward(scene_targets(scene), 0, d)
    return True


def grid_scroll(
    scene: Any,
    event: pygame.event.Event,
    rects: Sequence[pygame.Rect],
    scroll: Callable[[int], bool],
) -> bool:
    """``edge_scroll`` for a grid or list of ``rects`` (its first and last rows shown)."""
    if not rects:
        return False
    first = rects[0].unionall([r for r in rects if r.y == rects[0].y])
    last = rects[-1].unionall([r for r in rects if r.y == rects[-1].y])
    return edge_scroll(scene, event, first, last, scroll)


def ring_reach(scale: float = 1.0) -> int:
    """How far the focus outline (``draw_ring``) reaches out of its target's rect: the words
    over a focusable row keep this far off it (the deck builder's hint over its cards)."""
    return max(3, int(5 * scale)) + max(4, int(6 * scale)) + 2


def draw_ring(surf: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """The focus outline: a dark band, a light band, a dark band, around ``rect``
    (``ring_reach`` out of it)."""
    w = max(4, int(6 * scale))
    pad = max(3, int(5 * scale))
    outer = rect.inflate(2 * (pad + w), 2 * (pad + w))
    radius = max(6, int(14 * scale))
    pygame.draw.rect(surf, RING_DARK, outer.inflate(4, 4), width=w + 4, border_radius=radius + 2)
    pygame.draw.rect(surf, RING_LIGHT, outer, width=w, border_radius=radius)
    pygame.draw.rect(surf, RING_DARK, outer.inflate(-2 * w, -2 * w), width=2, border_radius=radius)
