"""A refusal is said where the player acted (issue 52: Espionage's refused Bodyguard and RPG Get!'s
"Enter does nothing here" lay over the log's "Game log" heading, far from the card and the
buttons): near the card or place a card was dropped on, the focused place or the move buttons a
key spoke of, never over that point, over the log's heading, a seat's heading or a card.

Real gestures on a table at 1280x720 and 1920x1080 with 100 % and 200 % text: a card dragged
where it cannot go, Ctrl+Z with nothing to take back (with and without the keys' focus ring),
and Enter where no button takes it."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui.parts.layout import CardItem, PileItem
from tabletop.ui.parts.refusal_place import distance
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")
from tests.ui.test_rpgget_findings import played

WHERE = [((1280, 720), 100), ((1280, 720), 200), ((1920, 1080), 100), ((1920, 1080), 200)]
SHOTS = Path("/tmp") / "refusal-near"  # the pictures looked at, when the folder exists


def espionage_table(size: tuple[int, int], scale: int) -> TableScene:
    """Ann's first turn of a four-seat Espionage game (nothing to take back yet)."""
    return open_table(textprobe._session("espionage", 7, 0, "human,bot,bot,bot"), size, scale)


def rpgget_table(size: tuple[int, int], scale: int) -> TableScene:
    """Ann's Mission phase in RPG Get! against a computer."""
    s = played(lambda v: v.get("phase") == "mission" and v.get("current") == 0)
    return open_table(s, size, scale)


def open_table(session: Any, size: tuple[int, int], scale: int) -> TableScene:
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    app.screen = pygame.Surface(size)
    t = TableScene(app, session, viewer=0)
    app.push(t)
    t.update(app.time_source.advance(0.05))
    t.draw(app.screen)
    return t


def drag(t: TableScene, a: tuple[int, int], b: tuple[int, int]) -> None:
    """A press on ``a``, a move in five steps and a release on ``b``."""
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for k in range(1, 6):
        t.app.time_source.advance(0.02)
        p = (a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5)
        t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


def key(t: TableScene, k: int, mod: int = 0) -> None:
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def refused_drop(t: TableScene, targets: list[tuple[int, int]]) -> tuple[int, int]:
    """A hand card dragged onto the first of ``targets`` where the table refuses it; the point
    it was let go on."""
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    hand = [it for it in lay.items if isinstance(it, CardItem) and it.draggable]
    before = len(t.session.log)
    for at in targets:
        for it in hand:
            t.toasts.items.clear()
            drag(t, it.rect.center, at)
            if any(x.kind == "bad" for x in t.toasts.items):
                assert len(t.session.log) == before, "nothing was played"
                return at
    raise AssertionError("no refused drop found")


def said_box(t: TableScene) -> tuple[pygame.Rect, screenprobe.Shot]:
    """Where the messages are drawn on a fresh frame, and what that frame drew."""
    for x in t.toasts.items:
        x.born -= 0.5  # in full sight, not fading in
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t._frame = None
        t.dirty = True
        t.draw(t.app.screen)
    cx, top, room, height, px = t.paint.toast_place()
    w, h = t.toasts.extent(t.scale, room, height, px)
    box = pygame.Rect(0, top, w, h)
    box.centerx = cx
    return box, shot


def check_near(t: TableScene, at: tuple[int, int], name: str) -> pygame.Rect:
    """The refusal lies on the table near ``at``, not over it, the log's heading, a seat's
    name or heading, nor a card; returns its box."""
    box, shot = said_box(t)
    if SHOTS.is_dir():
        pygame.draw.circle(t.app.screen, (255, 0, 255), at, 6)
        pygame.image.save(t.app.screen, str(SHOTS / f"{name}.png"))
    size = t.app.screen.get_size()
    assert t.play_rect.contains(box) and not box.colliderect(t.bar_rect), box
    assert not box.inflate(8, 8).collidepoint(at), "the point acted on stays in sight"
    window = [p for p in shot.placed if shot.surfaces[p.dest] == size]
    log = t.log_rect
    head = pygame.Rect(log.x, log.y, log.w, t.log.lines_top(log, t.scale) - log.y)
    shown = t.log_open or not t.log_folded  # a folded log's heading is not on screen
    if shown:
        assert not box.colliderect(head), ("over the log's heading", box, head)
        assert not box.colliderect(log), "not in the log's column"
    names = [t.session.seat_name(i) for i in range(len(t.session.seats))]
    covered = [
        p.text for p in window if box.colliderect(p.rect) and any(n in p.text for n in names)
    ]
    assert not covered, f"{box} covers {covered}"
    lay = t.gv.layout_for(t.view, 0)
    cards = [it for it in (lay.items if lay else []) if isinstance(it, CardItem | PileItem)]
    assert not [it.key for it in cards if box.colliderect(it.rect)], "no card is covered"
    for r in t.gv.headings(t.view):
        assert not box.colliderect(r), ("over a heading", box, r)
    # near: within half the window's height, and nearer than the log's column would be
    far = distance(box, at)
    assert far <= size[1] / 2, (far, box, at)
    if shown:
        assert far < math.dist(at, t.log_rect.midtop), (far, box, at)
    return box


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_espionage_refused_drop_is_said_by_the_card(
    home: None, size: tuple[int, int], scale: int
) -> None:
    t = espionage_table(size, scale)
    panels = t.gv.opponent_rects(t.view)
    at = refused_drop(t, [panels[2].center, panels[1].center])
    check_near(t, at, f"espionage-drop-{size[0]}-{scale}")


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_espionage_refused_key_is_said_by_the_focus_or_the_status_line(
    home: None, size: tuple[int, int], scale: int
) -> None:
    t = espionage_table(size, scale)
    key(t, pygame.K_z, pygame.KMOD_CTRL)  # nothing to take back yet
    assert [x.kind for x in t.toasts.items] == ["bad"]
    box = check_near(
        t, (t.play_rect.centerx, t.bar_rect.bottom), f"espionage-undo-{size[0]}-{scale}"
    )
    assert box.top < t.play_rect.centery, "under the status line, in the table's upper half"
    t.toasts.items.clear()
    key(t, pygame.K_TAB)  # the focus ring shows on a card
    stop = t.focus.current()
    assert t.focus.active and stop is not None
    key(t, pygame.K_z, pygame.KMOD_CTRL)
    assert [x.kind for x in t.toasts.items] == ["bad"]
    check_near(t, stop.rect.center, f"espionage-undo-focus-{size[0]}-{scale}")


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_rpgget_refused_drop_is_said_by_the_card(
    home: None, size: tuple[int, int], scale: int
) -> None:
    t = rpgget_table(size, scale)
    areas = t.gv.areas  # type: ignore[attr-defined]
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    theirs = [it.rect.center for it in lay.items if isinstance(it, PileItem) and it.key[-1] == 1]
    at = refused_drop(t, theirs + [areas["arena"].center])
    check_near(t, at, f"rpgget-drop-{size[0]}-{scale}")


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_rpgget_enter_hint_is_said_by_the_buttons(
    home: None, size: tuple[int, int], scale: int
) -> None:
    t = rpgget_table(size, scale)
    key(t, pygame.K_RETURN)
    assert [x.text for x in t.toasts.items][0].startswith("Enter does nothing here")
    rects = [b.rect for b in t.buttons]
    buttons = rects[0].unionall(rects[1:])
    box = check_near(t, buttons.center, f"rpgget-enter-{size[0]}-{scale}")
    assert not box.colliderect(buttons)


AUSTIN = [(6, (1280, 720), 100), (6, (1920, 1080), 200), (2, (1280, 720), 200)]


@pytest.mark.parametrize(("players", "size", "scale"), AUSTIN)
def test_austin_refused_drop_keeps_off_the_seat_panels_headers(
    home: None, players: int, size: tuple[int, int], scale: int
) -> None:
    """Austin Powers: a card dropped on another seat's panel or the arena is refused beside it,
    clear of every panel's header (its name, side and Mojo), on narrower lines where only the
    room beside a panel is free. With six seats at 200 % on a 1280x720 window the table has no
    free spot for the message: it goes where the table's messages go."""
    seats = ",".join(["human"] + ["bot"] * (players - 1))
    t = open_table(textprobe._session("austin", 4, 0, seats), size, scale)
    geo = t.gv.geometry(len(t.view["seats"]))  # type: ignore[attr-defined]
    panels = [r.center for r in geo["panels"].values()]
    at = refused_drop(t, panels + [t.play_rect.center])
    check_near(t, at, f"austin-drop-{size[0]}-{scale}")
