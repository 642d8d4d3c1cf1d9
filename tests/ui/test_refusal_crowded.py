"""A refusal on a crowded table still lies near where the player acted and over no seat's
heading (issue 52 follow-up): Austin Powers with six seats at 200 % text on a 1280x720 window
had no free spot beside a card dropped on the arena's empty middle, and the message fell back
to the table's usual place, over the top of your own panel (its name, side and Mojo). Where no
spot keeps the point in sight and nothing lies there to read, the message goes over the point:
over the arena's empty middle, clear of every heading, name and card."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.parts.layout import CardItem, PileItem
from tabletop.ui.parts.refusal_place import blocked, distance
from tabletop.ui.table import TableScene
from tests.ui import textprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")
from tests.ui.test_refusal_near import SHOTS, open_table, refused_drop, said_box


def six_seats(size: tuple[int, int], scale: int) -> TableScene:
    seats = ",".join(["human"] + ["bot"] * 5)
    return open_table(textprobe._session("austin", 4, 0, seats), size, scale)


def check_clear(t: TableScene, at: tuple[int, int], name: str) -> pygame.Rect:
    """The refusal found its own spot near ``at`` (not the table's usual place) that covers no
    seat's heading or name and no card; over ``at`` only where nothing lies there to read."""
    box, shot = said_box(t)
    assert t.paint.refusal_spot is not None, "a spot by the point, not the usual place"
    if SHOTS.is_dir():
        pygame.draw.circle(t.app.screen, (255, 0, 255), at, 6)
        pygame.image.save(t.app.screen, str(SHOTS / f"{name}.png"))
    size = t.app.screen.get_size()
    assert t.play_rect.contains(box) and not box.colliderect(t.bar_rect), box
    for r in t.gv.headings(t.view):
        assert not box.colliderect(r), ("over a heading", box, r)
    names = [t.session.seat_name(i) for i in range(len(t.session.seats))]
    window = [p for p in shot.placed if shot.surfaces[p.dest] == size]
    covered = [
        p.text for p in window if box.colliderect(p.rect) and any(n in p.text for n in names)
    ]
    assert not covered, f"{box} covers {covered}"
    lay = t.gv.layout_for(t.view, 0)
    cards = [it for it in (lay.items if lay else []) if isinstance(it, CardItem | PileItem)]
    assert not [it.key for it in cards if box.colliderect(it.rect)], "no card is covered"
    if box.inflate(8, 8).collidepoint(at):  # over the point: nothing there to read
        clear = [r for r in (t.bar.rect(), t.prompts.box) if r]
        assert not [r for r in blocked(t, clear) if r.collidepoint(at)], at
    assert distance(box, at) <= size[1] / 3, (box, at)  # beside the panel at most
    return box


@pytest.mark.parametrize("scale", [150, 200])
def test_austin_six_seats_refusal_by_the_arena_covers_no_heading(home: None, scale: int) -> None:
    t = six_seats((1280, 720), scale)
    geo = t.gv.geometry(6)  # type: ignore[attr-defined]
    arena = geo["arena"]
    at = refused_drop(t, [arena.center])
    check_clear(t, at, f"austin6-arena-{scale}")


@pytest.mark.parametrize("scale", [150, 200])
def test_austin_six_seats_refusal_by_each_panel_covers_no_heading(home: None, scale: int) -> None:
    t = six_seats((1280, 720), scale)
    geo = t.gv.geometry(6)  # type: ignore[attr-defined]
    for seat, panel in geo["panels"].items():
        at = refused_drop(t, [panel.center])
        box = check_clear(t, at, f"austin6-panel{seat}-{scale}")
        assert not box.inflate(8, 8).collidepoint(at), "the panel dropped on stays in sight"
