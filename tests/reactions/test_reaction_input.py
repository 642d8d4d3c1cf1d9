"""The pygame side, headless: key map, mapping screen, rollover test, poll_window with posted events."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.reactions.bots import BotReactor
from tabletop.reactions.window import ReactionWindow
from tabletop.ui.overlays import reaction_input as ri
from tabletop.ui.overlays.reaction_input import (
    Binding,
    KeyMap,
    MappingSession,
    RolloverTest,
    poll_window,
)

MS = 1_000_000


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surf = pygame.display.set_mode((640, 360))
    yield surf
    pygame.quit()


def key(code: int, down: bool = True) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=code, mod=0)


def test_defaults_are_spread_and_mouse_holder_clicks(screen):
    km = KeyMap.defaults(range(5), mouse_holder=2)
    assert km.bindings[0] == Binding("key", pygame.K_q)
    assert km.bindings[1] == Binding("key", pygame.K_p)
    assert km.bindings[2] == Binding("mouse", 1)
    assert km.bindings[3] == Binding("key", pygame.K_z)
    assert km.bindings[4] == Binding("key", pygame.K_m)
    assert km.seat_for(key(pygame.K_z)) == 3
    assert km.seat_for(key(pygame.K_z, down=False)) is None  # only KEYDOWN counts
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))
    assert km.seat_for(click) == 2
    assert KeyMap.from_dict(km.to_dict()).bindings == km.bindings


def test_duplicates_reserved_keys_and_second_mouse_are_refused():
    km = KeyMap.defaults(range(2))
    assert "already seat 1" in (km.assign(1, Binding("key", pygame.K_q)) or "")
    assert "reserved" in (km.assign(1, Binding("key", pygame.K_LSHIFT)) or "")
    assert km.bindings[1] == Binding("key", pygame.K_p)
    assert km.assign(2, Binding("mouse", 1)) is None
    assert "only one player" in (km.assign(3, Binding("mouse", 3)) or "")
    assert km.assign(3, Binding("pad", 0, device=0)) is None
    assert "already" in (km.assign(4, Binding("pad", 0, device=0)) or "")
    assert km.assign(4, Binding("pad", 0, device=1)) is None
    pad = pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, instance_id=1, joy=1)
    assert km.seat_for(pad) == 4
    ctl = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=0, instance_id=0)
    assert km.seat_for(ctl) == 3


def test_on_screen_button_only_counts_inside(screen):
    km = KeyMap({0: Binding("mouse", 1, rect=(100, 100, 200, 80))})
    inside = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(150, 120))
    outside = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10))
    assert km.seat_for(inside) == 0 and km.seat_for(outside) is None


def test_mapping_session_assigns_in_turn_and_refuses_duplicates():
    ms = MappingSession([0, 1, 2])
    assert ms.feed(key(pygame.K_a))
    assert not ms.feed(key(pygame.K_a))
    assert "already" in ms.message and ms.current == 1
    assert not ms.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=()))
    assert ms.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1)))
    ms.back()
    assert ms.current == 1 and 1 not in ms.keymap.bindings
    assert ms.feed(key(pygame.K_l))
    assert ms.feed(pygame.event.Event(pygame.JOYBUTTONDOWN, button=3, instance_id=0, joy=0))
    assert ms.done and ms.keymap.bindings[2] == Binding("pad", 3, 0)


def test_rollover_reports_which_keys_arrived():
    km = KeyMap.defaults(range(4))
    rt = RolloverTest(km)
    for code in (pygame.K_q, pygame.K_p, pygame.K_m):  # Z was dropped by the keyboard
        rt.feed(key(code))
    assert rt.report() == {0: True, 1: True, 2: False, 3: True}
    assert rt.missing() == [2] and rt.peak == {0, 1, 3}
    rt.feed(key(pygame.K_q, down=False))
    assert rt.down == {1, 3} and rt.peak == {0, 1, 3}
    pressed = [False] * 512
    pressed[pygame.K_z] = True
    rt.sync_keyboard(pressed)
    assert rt.down == {2}
    rt.reset()
    assert rt.arrived == set()


class FakeClock:
    """Advances 1 ms per reading, so a poll loop sees time pass without sleeping."""

    def __init__(self) -> None:
        self.t = 0

    def __call__(self) -> int:
        self.t += MS
        return self.t


def test_poll_window_orders_posted_presses_and_injects_bots(screen):
    pygame.event.clear()
    km = KeyMap.defaults((0, 1, 2))
    clock = FakeClock()
    w = ReactionWindow((0, 1, 2, 3), mode="last", opened_ns=0, deadline_ns=2000 * MS)
    bots = {3: BotReactor("normal", "simple", random.Random(1))}
    frames: list[int] = []
    pygame.event.post(key(pygame.K_z))
    pygame.event.post(key(pygame.K_q))
    pygame.event.post(key(pygame.K_z))  # a repeat
    pygame.event.post(key(pygame.K_x))  # not a reaction key
    report = poll_window(
        w,
        km,
        clock_ns=clock,
        redraw=lambda win, now: frames.append(now),
        sleep_s=0,
        bots=bots,
        frame_ns=16 * MS,
    )
    out = report.outcome
    # Z and Q arrived in one batch (same stamp: tied); seat 1 never pressed; the bot reacted later.
    assert out.groups[0] == (2, 0)
    assert out.groups[1] == (3,)
    assert out.last == (1,) and out.missed == {1}
    assert [e.status for e in report.log if not e.bot] == ["counted", "counted", "repeat"]
    bot_entry = next(e for e in report.log if e.bot)
    assert 120 * MS <= bot_entry.t_ns <= 1000 * MS
    assert report.frames >= 2 and frames == sorted(frames)
    assert any(e.type == pygame.KEYDOWN and e.key == pygame.K_x for e in report.other_events)
    assert clock.t > 2000 * MS  # ran to the deadline, because seat 1 never pressed


def test_poll_window_stops_when_everyone_pressed_and_escape_aborts(screen):
    pygame.event.clear()
    km = KeyMap.defaults((0, 1))
    w = ReactionWindow((0, 1), opened_ns=0, deadline_ns=5000 * MS)
    pygame.event.post(key(pygame.K_p))
    pygame.event.post(key(pygame.K_q))
    clock = FakeClock()
    report = poll_window(w, km, clock_ns=clock, sleep_s=0)
    assert report.outcome.order == [1, 0] and clock.t < 100 * MS

    w = ReactionWindow((0, 1), opened_ns=0, deadline_ns=5000 * MS)
    pygame.event.post(key(pygame.K_ESCAPE))
    report = poll_window(w, km, clock_ns=FakeClock(), sleep_s=0)
    assert report.escaped


def test_armed_window_with_bot_opener_and_false_start(screen):
    pygame.event.clear()
    km = KeyMap.defaults((1, 2))
    w = ReactionWindow((1, 2), opener=0, duration_ns=1500 * MS)
    pygame.event.post(key(pygame.K_q))  # seat 1 presses before the gesture: a false start
    bots = {2: BotReactor("hard", "gesture", random.Random(3))}
    report = poll_window(
        w, km, clock_ns=FakeClock(), sleep_s=0, bots=bots, bot_opener_at_ns=50 * MS
    )
    assert w.opened_ns == 50 * MS
    out = report.outcome
    assert out.false_starts == (1,)
    assert out.groups == ((2,), (1,))  # the bot copied the gesture; seat 1 is last
    assert report.log[0].status == "false_start" and report.log[1].status == "opened"


def test_run_duel_round_false_start_loses_the_point(screen):
    from tabletop.reactions.duel import DuelMatch

    pygame.event.clear()
    km = KeyMap.defaults((0,))
    match = DuelMatch((0, 1))
    pygame.event.post(key(pygame.K_q))  # pressed during "Wait...": a false start
    bots = {1: BotReactor("easy", "simple", random.Random(3))}
    losers, report = ri.run_duel_round(
        screen, match, km, random.Random(4), bots=bots, clock_ns=FakeClock(), sleep_s=0
    )
    assert report.outcome.false_starts == (0,)
    assert losers == (0,) and match.points == {0: 2, 1: 3}
