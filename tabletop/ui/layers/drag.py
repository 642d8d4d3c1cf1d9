"""Dragging a card: the legal targets glow while it is held; a drop on one that matches one
legal move submits it, several open a chooser, none snaps the card back and says why. A press
held still shows the card large; a click says how to play it.

A drag that was started on an earlier state (a window closed under it) is never dropped on the
new one: it snaps back with "Too late"."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.components.press import Press
from tabletop.ui.layers import TableLayer
from tabletop.ui.parts.hits import Draggable, DropTarget

#: seconds a card dropped nowhere takes to glide back to its place
SNAP_SECONDS = 0.22


class DragLayer(TableLayer):
    """While a card is dragged: it follows the pointer and lands at the release."""

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if t.drag is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            t.drag["pos"] = event.pos
            t.drag["press"].move(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
            return True
        return False

    def start(
        self, seat: int, d: Draggable, pos: tuple[int, int], at: float, still: str = ""
    ) -> None:
        """A press on a card the seat may move, at time ``at``: the drag begins. ``still``: a
        card of the seat's that has no move now, picked up all the same (a player tries to
        drag it), with the engine's reason why it cannot move; nothing glows."""
        t = self.t
        legal = t.legal(seat)
        targets = [] if still else t.hits.drop_targets(t.view, seat, d.payload)
        good: list[tuple[DropTarget, list[Action]]] = []
        for target in targets:
            matches = t.hits.drops(seat, d.payload, target.key, t.view, legal)
            matches = [a for a in matches if a in legal]
            if matches:
                good.append((target, matches))
        lifted = t.gv.lifted
        shown = lifted[1] if lifted is not None and lifted[0] == d.key else d.rect
        t.drag = {
            "item": d,
            "seat": seat,
            "offset": (pos[0] - shown.x, pos[1] - shown.y),
            "pos": pos,
            "targets": targets,
            "good": good,
            "start": pos,
            "press": Press(pos, at),
            "state": t.state_key(),
            "still": still,
        }
        t.snap = None
        t._frame = None  # the dragged card leaves its place
        t.app.audio.play("slide", 0.4)

    def held(self, read_at: float) -> None:
        """A press held still shows the card large (like a right-click); one that moved past
        the slop is a drag for good, whatever the pause before it. ``read_at``: when the input
        handled so far was read (``Press.held``)."""
        t = self.t
        if t.drag is not None and not t.drag.get("keyboard") and t.drag["press"].held(read_at):
            start = t.drag["start"]
            if t.hits.inspect_at(t.view, start):
                t.zoomer.open_at(start)
                t.drag = None

    def cancel(self) -> None:
        """The card glides back to its place."""
        t = self.t
        if t.drag:
            d = t.drag["item"]
            t.snap = {
                "surface": d.surface,
                "from": self.rect().topleft,
                "to": d.rect.topleft,
                "t0": t.now(),
                "key": d.key,
            }
        t.drag = None
        t._frame = None

    def rect(self) -> pygame.Rect:
        """Where the dragged card is drawn now."""
        t = self.t
        assert t.drag is not None
        d = t.drag["item"]
        ox, oy = t.drag["offset"]
        x, y = t.drag["pos"]
        return pygame.Rect(x - ox, y - oy, d.rect.width, d.rect.height)

    def release(self, pos: tuple[int, int]) -> None:
        """The button let go: a click on a card that answers an open window offers its
        answers, a click reads the card large, else the card is dropped at ``pos``."""
        t = self.t
        assert t.drag is not None
        card = t.hits.inspect_at(t.view, t.drag["start"])
        clicked = t.drag["press"].is_click(pos)
        still = t.drag.get("still")
        if still:
            # a card that cannot move now: a click reads it large, a drag snaps back; both say why
            self.cancel()
            if clicked and card:
                t.zoom.open(card)
            t.refuse(still, pos)
            return
        answers = t.cards.window_answers_at(t.drag["start"]) if clicked else []
        if answers:
            # in a reaction window time is short: a click on a card that answers it offers
            # its answers at once (a drag still works; right-click reads it large)
            self.cancel()
            t.choosers.open(answers, pos)
            return
        if clicked and card:
            # a click without movement reads the card large and says how to play it
            t.zoom.open(card)
            self.finish(t.drag["start"])
            return
        self.finish(pos)

    def target_at(self, pos: tuple[int, int]) -> DropTarget | None:
        """The target under the pointer, else the one the card covers most."""
        t = self.t
        assert t.drag is not None
        for target in t.drag["targets"]:
            if target.rect.collidepoint(pos):
                return target
        rect = self.rect()
        hit: DropTarget | None = None
        best = 0
        for target in t.drag["targets"]:
            area = rect.clip(target.rect)
            if area.width * area.height > best:
                best, hit = area.width * area.height, target
        return hit

    def finish(self, pos: tuple[int, int]) -> None:
        t = self.t
        assert t.drag is not None
        seat = t.drag["seat"]
        d: Draggable = t.drag["item"]
        hit = self.target_at(pos)
        if t.drag["press"].is_click(pos):
            self.say_how(seat, d, pos)
            return
        if hit is None:
            # let go on no place: back home in silence, but away from home it says why (a new
            # player's Mercenary snapped back from the opponent with no word)
            away = not d.rect.inflate(d.rect.width, d.rect.height).collidepoint(pos)
            why = self.where_to() if away else ""
            self.cancel()
            if why:
                t.refuse(why, pos)
            return
        self.drop_on(hit, pos)

    def where_to(self) -> str:
        """Why a card let go on no place went back: where it may go, or what is possible now."""
        t = self.t
        labels = [target.label for target, _ in t.drag["good"]] if t.drag else []
        labels = [x for x in labels if x]
        if labels:
            return "Not there: drag it onto " + " or ".join(dict.fromkeys(labels[:3])) + "."
        return t.cards.now_possible()

    def drop_on(self, hit: DropTarget, pos: tuple[int, int]) -> None:
        """The held card let go on ``hit`` (a mouse release, or Enter on a focused target)."""
        t = self.t
        assert t.drag is not None
        seat = t.drag["seat"]
        d: Draggable = t.drag["item"]
        if t.drag.get("state") != t.state_key() or seat != t.acting_seat():
            # the state moved on under the drag (a window closed): never drop on the new one
            self.cancel()
            t.refuse("Too late: the game moved on before the drop; nothing was played.", pos)
            return
        legal = t.legal(seat)
        matches, nominal = t.hits.candidates(seat, d.payload, hit.key, t.view, legal)
        matches = [a for a in matches if a in legal]
        if len(matches) == 1:
            t.drag = None
            t.app.audio.play("drop")
            t.submit(matches[0])
            return
        if len(matches) > 1:
            t.choosers.open(matches, pos)
            self.cancel()
            return
        t.refuse(t.cards.why_not(nominal, t.hits.drop_hint(t.view, seat, d.payload, hit.key)), pos)
        self.cancel()

    def say_how(self, seat: int, d: Draggable, pos: tuple[int, int]) -> None:
        """A click on a card, not a drag: say what this card can do (never "cannot go")."""
        t = self.t
        assert t.drag is not None
        hint = t.hits.drag_hint(t.view, seat, d.payload)
        if not hint:
            labels = [target.label for target, _ in t.drag["good"] if target.label]
            if labels:
                hint = "Drag the card onto " + " or ".join(dict.fromkeys(labels[:3])) + "."
            else:
                hint = t.cards.now_possible().replace("That card cannot go there", "Not now")
        self.cancel()
        t.toast_anchor = pos
        t.toasts.add(hint)

    def draw_glows(self, surf: pygame.Surface, t_anim: float) -> None:
        """The legal targets of the card being dragged glow (under the window's bar)."""
        if self.t.drag:
            for target, _ in self.t.drag["good"]:
                theme.glow(surf, target.rect, t=t_anim)
                corner_marks(surf, target.rect)

    def draw(self, surf: pygame.Surface, now: float) -> None:
        """A card gliding back, and the dragged card over everything on the table."""
        t = self.t
        snap: dict[str, Any] | None = t.snap
        if snap:
            k = min(1.0, (now - snap["t0"]) / SNAP_SECONDS)
            fx, fy = snap["from"]
            tx, ty = snap["to"]
            e = 1 - (1 - k) ** 3
            surf.blit(snap["surface"], (fx + (tx - fx) * e, fy + (ty - fy) * e))
            if k >= 1:
                t.snap = None
                t._frame = None
        if t.drag:
            r = self.rect()
            theme.shadow(surf, r, offset=12)
            surf.blit(t.drag["item"].surface, r)


def corner_marks(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """Four corner brackets round a legal target: it is told by shape, not by the glow's colour
    alone (a person who does not see the colour, or a greyscale screen, still finds it)."""
    r = rect.inflate(8, 8)
    arm = max(8, min(r.width, r.height) // 5)
    for x, y, dx, dy in (
        (r.left, r.top, 1, 1),
        (r.right - 1, r.top, -1, 1),
        (r.left, r.bottom - 1, 1, -1),
        (r.right - 1, r.bottom - 1, -1, -1),
    ):
        points = [(x + dx * arm, y), (x, y), (x, y + dy * arm)]
        pygame.draw.lines(surf, (20, 20, 20), False, points, 7)
        pygame.draw.lines(surf, (250, 250, 250), False, points, 3)


def held_at(
    target: pygame.Rect,
    card: tuple[int, int],
    room: pygame.Rect,
    keep: list[pygame.Rect] | None = None,
) -> tuple[int, int]:
    """Where a card held with the keys is drawn (its centre) over ``target``: its top-left
    corner at the target's centre, moved back into ``room`` where it would leave it, so the
    target's name (at its top and left) and the status line stay readable (laid over a seat's
    panel, the card hid "Computer 2" and the status line's words). Where that covers one of
    ``keep`` (``GameView.held_keep``: a card on Espionage's stack's caption) other than the
    target itself, it stands beside the target, its foot level with the target's (else its
    top), right or else left, else in the target's lower corner, right or else left, where it
    covers none of them (a large target's own words too: the card hid half of "Drop Missions
    here")."""
    box = pygame.Rect(target.center, card)
    box.clamp_ip(room)
    others = [r for r in keep or [] if r.width and r.height and not _is_target(r, target)]
    if box.collidelist(others) < 0:
        return box.center
    gap = max(4, card[0] // 12)
    sides = (target.right + gap, target.left - gap - card[0])
    places = [
        pygame.Rect((x, y), card) for y in (target.bottom - card[1], target.top) for x in sides
    ]
    for corner in ("bottomright", "bottomleft"):
        inside = pygame.Rect((0, 0), card)
        setattr(inside, corner, getattr(target.inflate(-2 * gap, -2 * gap), corner))
        places.append(inside)
    for place in places:
        if room.contains(place) and place.collidelist(others) < 0:
            return place.center
    return box.center


def _is_target(r: pygame.Rect, target: pygame.Rect) -> bool:
    """Whether ``r`` (a thing held cards keep clear of) is the target itself: its card or its
    panel, half its size or more and lying on it (words within a large target are not)."""
    shared = r.clip(target)
    return shared.w * shared.h * 2 >= r.w * r.h and r.w * r.h * 2 >= target.w * target.h
