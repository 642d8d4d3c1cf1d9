"""RPG Get! hot-seat (Ann, Bea and Cy at one screen, 1280x720): a claim key pressed in a public
reaction window that does not ask its seat is said by the window's bar, as the other games
say it (``test_claim_said_by_bar``), over no seat's heading, counts, box label or card. At
200 % it lay over your panel's counts and "KO 0 Inventory 0" under the bar (RPG Get!'s seat
words were not kept clear), or went to the log's column where nothing else was free."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.parts.layout import CardItem, PileItem
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.freshhome import home_curtains_open_when_asked  # noqa: F401
from tests.ui.test_claim_said_by_bar import dropped, gap_between
from tests.ui.test_refusal_near import said_box

#: seed 0, three people at one screen, up to Cy's pass in the window of Bea's Hunter's attack
#: (random moves): the next window asks Ann alone, in public
MOVES = [
    "2:mulligan",
    "2:start 168",
    "0:mulligan",
    "0:start 12",
    "1:mulligan",
    "1:start 88",
    "2:redraw 167 188",
    "2:stock 214",
    "2:done",
    "2:attempt 179",
    "2:join 168",
    "2:act 168 1",
    "2:target 168",
    "2:event 236",
    "2:set_out",
    "0:enemy 32",
    "0:enemy 36",
    "0:done",
    "1:enemy 113",
    "1:done",
    "2:act 168 0",
    "2:target 32",
    "0:pass",
    "1:pass",
    "2:pass",
    "0:act 32 0",
    "0:target 168",
    "0:pass",
    "1:pass",
    "2:pass",
    "0:act 36 0",
    "0:target 168",
    "0:pass",
    "1:pass",
    "2:pass",
    "1:act 113 0",
    "1:target 168",
    "0:pass",
    "1:pass",
    "2:pass",
    "0:pass",
    "1:pass",
    "0:redraw 67",
    "0:bank 64",
    "0:withdraw 64",
    "0:stock 58",
    "0:use 58",
    "0:user 12",
    "0:action -1",
    "0:done",
    "0:attempt 27",
    "0:join 12",
    "0:set_out",
    "1:done",
    "2:done",
    "1:pass",
    "2:pass",
    "1:redraw 84 103",
    "1:stock 149",
    "1:stock 140",
    "1:character 85",
    "1:use 149",
    "1:user 88",
    "1:action 0",
    "1:member 85",
    "1:use 140",
    "1:user 88",
    "1:action -1",
    "1:done",
    "1:attempt 104",
    "1:join 85",
    "1:flip 140",
    "1:set_out",
    "2:enemy 193",
    "2:done",
    "0:enemy 45",
    "0:done",
    "1:act 85 0",
    "1:target 45",
    "1:pass",
    "2:pass",
]


def public_window(size: tuple[int, int], scale: int) -> TableScene:
    """Bea's attempt with Cy's pass still to come: Cy passes and the next window asks Ann
    alone, in public (every hand face down, Ann's claim chip on the bar)."""
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")]
    t = TableScene(app, Session("rpgget", 0, seats, log=MOVES[:-1]))
    app.push(t)
    pygame.event.clear()
    assert t.submit(parse_action(MOVES[-1]))
    app.step([])
    assert t.window_key is not None and t.screen.public_window() and t.viewer is None
    t.draw(app.screen)
    return t


def check_clear(t: TableScene, box: pygame.Rect, shot: screenprobe.Shot) -> None:
    """The message lies on the table over no seat's name, heading, counts or box label
    (``headings``), no card or pile on the screen and not in the log's column."""
    size = t.app.screen.get_size()
    assert t.play_rect.contains(box) and not box.colliderect(t.bar_rect), box
    if t.log_open or not t.log_folded:
        assert not box.colliderect(t.log_rect), "not in the log's column"
    names = [t.session.seat_name(i) for i in range(len(t.session.seats))]
    window = [p for p in shot.placed if shot.surfaces[p.dest] == size]
    covered = [
        p.text for p in window if box.colliderect(p.rect) and any(n in p.text for n in names)
    ]
    assert not covered, f"{box} covers {covered}"
    lay = t.gv.layout_for(t.view, t.viewer)
    cards = [it for it in (lay.items if lay else []) if isinstance(it, CardItem | PileItem)]
    assert not [it.key for it in cards if box.colliderect(it.rect)], "no card is covered"
    for r in t.gv.headings(t.view):
        assert not box.colliderect(r), ("over a heading", box, r)


@pytest.mark.parametrize("scale", [100, 200])
def test_a_key_the_window_does_not_ask_is_said_by_its_bar(
    home: None, tmp_path: Path, scale: int
) -> None:
    size = (1280, 720)
    t = public_window(size, scale)
    asked = {h for _r, h in t.claim_rects}
    assert asked == {0}, asked  # Ann's chip only
    dropped(t, 1, "this window does not ask Bea")
    bar = t.bar.rect()
    assert bar is not None and t.toast_anchor == bar.center
    box, shot = said_box(t)
    pygame.image.save(t.app.screen, str(tmp_path / f"claim-{scale}.png"))
    check_clear(t, box, shot)
    assert not box.colliderect(bar), (box, bar)
    assert gap_between(box, bar) <= max(theme.grow(40), bar.height), (box, bar)
