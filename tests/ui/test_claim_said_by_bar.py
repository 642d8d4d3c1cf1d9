"""A dropped claim key says so where the players look (issue 52: "a dropped key says so", and
the words lay in the log's column, far from the reaction window): by the reaction window's bar
(the key's own chip on it), like a refusal (``refusal_place``), readable and over no seat's
heading, name or card; a key come just after the window closed, where its bar stood.

Hot-seat Espionage at 1280x720 with 100 % and 200 % text: Ann, Bea and Cy at one screen, Cy's
Sniper on Bea opens a public window, Ann claims it and lifts her curtain; then Bea's key and
Cy's (Ann is answering) and, once the window has run out, Ann's. Austin Powers: Desdemona's
ship Agent opens a public window that does not ask her, and she presses her key; the message
keeps off your hand, face down in the public window, too."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.engine.actions import Action, parse_action
from tabletop.games.austin.cards import pile, pile_count
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.parts.refusal_place import distance
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.freshhome import home_curtains_open_when_asked  # noqa: F401
from tests.ui.test_austin_windows import FILL_G, JOHNSON
from tests.ui.test_dropped_keys import SEVEN
from tests.ui.test_refusal_near import SHOTS, check_near

WHERE = [((1280, 720), 100), ((1280, 720), 200)]


def key(t: TableScene, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    t.app.step(pygame.event.get())


def sniper_window(size: tuple[int, int], scale: int) -> TableScene:
    """Cy's Sniper on Bea opens a public window that Ann, Bea and Cy may answer."""
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for m in SEVEN:
        session.apply(parse_action(m))
    t = TableScene(app, session)
    app.push(t)
    pygame.event.clear()
    t.lift_curtain()
    assert t.submit(parse_action("2:play 4 1"))
    app.step([])
    assert t.window_key is not None and t.screen.public_window()
    t.draw(app.screen)  # the bar and its chips on screen
    return t


def ann_answers(size: tuple[int, int], scale: int) -> TableScene:
    """The Sniper's window; Ann claims it (Q) and lifts her curtain."""
    t = sniper_window(size, scale)
    key(t, CLAIM_KEYS[0])
    assert t.curtain_for == 0
    key(t, pygame.K_SPACE)
    assert t.curtain_for is None and t.viewer == 0 and t.claimant == 0
    t.draw(t.app.screen)
    return t


def dropped(t: TableScene, seat: int, words: str) -> None:
    """``seat``'s claim key claims nothing and the table says so, with ``words``."""
    n, viewer = len(t.session.log), t.viewer
    t.toasts.items.clear()
    key(t, CLAIM_KEYS[seat])
    assert len(t.session.log) == n and t.curtain_for is None and t.viewer == viewer
    said = [x.text for x in t.toasts.items if x.kind == "bad"]
    assert len(said) == 1 and words in said[0], said


def by_the_bar(t: TableScene, name: str) -> pygame.Rect:
    """The message lies right by the window's bar (the players' eyes are on it), off it, and
    covers no seat's heading or name nor a card (``check_near``); returns its box."""
    bar = t.bar.rect()
    assert bar is not None
    at = t.toast_anchor
    assert at is not None and bar.collidepoint(at), (at, bar)
    box = check_near(t, at, name)
    assert not box.colliderect(bar), (box, bar)
    assert gap_between(box, bar) <= theme.grow(40), (box, bar)  # 40 px at 100 % text
    return box


def gap_between(a: pygame.Rect, b: pygame.Rect) -> float:
    """The gap between two boxes in px (0 where they touch or meet)."""
    dx = max(b.left - a.right, 0, a.left - b.right)
    dy = max(b.top - a.bottom, 0, a.top - b.bottom)
    return math.hypot(dx, dy)


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_a_claim_key_held_off_is_said_by_the_window_bar(
    home: None, size: tuple[int, int], scale: int
) -> None:
    t = ann_answers(size, scale)
    for seat, words in ((1, "P (Bea): Ann is answering"), (2, "Z (Cy): Ann is answering")):
        dropped(t, seat, words)  # Bea's key, then Cy's, while Ann answers
        chip = [r for r, h in t.claim_rects if h == seat]
        assert chip and t.toast_anchor == chip[0].center, "by the seat's own chip"
        by_the_bar(t, f"claim-held-{seat}-{size[0]}-{scale}")
    by_the_bar(t, f"claim-not-asked-{size[0]}-{scale}")


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_a_claim_key_after_the_window_closed_is_said_where_its_bar_stood(
    home: None, size: tuple[int, int], scale: int
) -> None:
    t = sniper_window(size, scale)
    bar = t.bar.rect()
    assert bar is not None
    clock = t.app.time_source
    for _ in range(4):  # the window runs out, then the one chained to it (Bea's Protector)
        if t.window_key is not None:
            t.window.set_left(0.0)
            t.update(clock())
    assert t.window_key is None and t.curtain_for is None
    dropped(t, 0, "The window had closed")
    at = t.toast_anchor
    assert at == t.gv.window_anchor()
    box = check_near(t, at, f"claim-closed-{size[0]}-{scale}")
    assert distance(box, at) <= theme.grow(40) + bar.h, (box, at)


def austin_window(size: tuple[int, int], scale: int) -> TableScene:
    """Austin Powers, four people at one screen: Desdemona's ship Agent opens a public window
    that asks Ann, Bartholomew and Cy (a claim chip each), not her."""
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    sides = ["good", "evil", "good", "evil"]
    hands = [["Shagette"], ["Shagette"], ["Shagette"], [JOHNSON]]
    seats = [{"side": sides[i], "hand": hands[i], "deck": FILL_G} for i in range(4)]
    names = ["Ann", "Bartholomew", "Cy", "Desdemona"]
    session = Session("austin", 3, [SeatConfig("human", n) for n in names])
    session.game.set_position({"current": 3, "seats": seats})
    session.apply(Action(3, "agent", (session.game.find(JOHNSON, 3, "hand"),)))
    t = TableScene(app, session)
    app.push(t)
    app.step([])
    if t.curtain_for is not None:
        t.lift_curtain()
    t.draw(app.screen)
    assert t.window_key is not None and t.screen.public_window()
    return t


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_austin_a_key_the_window_does_not_ask_is_said_by_its_bar(
    home: None, size: tuple[int, int], scale: int
) -> None:
    t = austin_window(size, scale)
    assert 3 not in [h for _r, h in t.claim_rects]  # no chip: the window does not ask her
    dropped(t, 3, "this window does not ask Desdemona")
    bar = t.bar.rect()
    assert bar is not None and t.toast_anchor == bar.center
    box = check_near(t, bar.center, f"claim-austin-{size[0]}-{scale}")
    assert not box.colliderect(bar)
    assert gap_between(box, bar) <= max(theme.grow(40), bar.height), (box, bar)
    geo = t.gv.geometry(4)  # type: ignore[attr-defined]
    backs = t.gv.hand_rects(pile_count(t.view, "hand", 0), geo)  # type: ignore[attr-defined]
    assert backs and pile(t.view, "hand", 0) is None, "Ann's hand lies face down"
    assert box.collidelist(backs) < 0, ("over Ann's face-down hand", box, backs)


@pytest.mark.parametrize(("size", "scale"), WHERE)
def test_the_public_bars_claim_chips_lie_clear_of_its_words(
    home: None, size: tuple[int, int], scale: int
) -> None:
    """At 200 % the three chips ("Ann [Q]", "Bartholomew [P]", "Cy [Z]") lay over "To
    answer, press your key:" and their words ran out of the chips: the bar widens where the
    table has room (else the chips take a row of their own), each chip as tall as its words."""
    t = austin_window(size, scale)
    shot = screenprobe.Shot()
    theme._text_cache.clear()  # every text rendered again, so recorded where it is drawn
    with screenprobe.recording(shot):
        t.app.screen = pygame.Surface(size)  # a traced screen: where each text lands
        t._frame = None
        t.dirty = True
        t.draw(t.app.screen)
    bar = t.bar.rect()
    assert bar is not None and len(t.claim_rects) == 3
    if SHOTS.is_dir():
        pygame.image.save(t.app.screen, str(SHOTS / f"claim-chips-{size[0]}-{scale}.png"))
    window = [p for p in shot.placed if shot.surfaces[p.dest] == size]
    on_bar = [p for p in window if bar.contains(p.rect) and p.text.strip()]
    labels = {"Ann [Q]", "Bartholomew [P]", "Cy [Z]"}
    words = [p for p in on_bar if p.text not in labels]
    assert [p for p in words if p.text.startswith("To answer")], [p.text for p in on_bar]
    chips = [r for r, _h in t.claim_rects]
    for r in chips:
        assert bar.contains(r), (r, bar)
        assert not [p.text for p in words if p.rect.colliderect(r)], r
    assert not any(a.colliderect(b) for a, b in zip(chips, chips[1:]))
    for p in on_bar:
        if p.text in labels:
            assert any(r.contains(p.rect) for r in chips), (p.text, p.rect, chips)
