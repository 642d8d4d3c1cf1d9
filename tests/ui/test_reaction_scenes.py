"""Reaction screens under the dummy driver: key mapping with posted events, duel rounds driven by a
scripted clock (presses posted at chosen milliseconds after GO), and every screen drawing at
1280x720 and 1920x1080. The game races (Happening, help) are the race overlay:
``tests/ui/test_austin_races.py``."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from tabletop.reactions.window import ReactionWindow
from tabletop.ui.app import App, Scene
from tabletop.ui.overlays.reaction_input import Binding
from tabletop.ui.scenes import reaction_scenes as rs
from tabletop.ui.scenes.keymap_scene import KeyMapScene

MS = 1_000_000
Q, P, Z, M = pygame.K_q, pygame.K_p, pygame.K_z, pygame.K_m


class Root(Scene):
    """Something under the scene being tested, so ``app.pop`` does not stop the app."""


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    a.push(Root(a))
    yield a
    pygame.quit()


def keydown(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def press(app: App, code: int) -> None:
    pygame.event.post(keydown(code))
    app.step(pygame.event.get())


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


class ScriptClock:
    """A clock that advances 1 ms per reading and posts key presses at scripted times.

    ``script`` items are ``(when, ms, key)``: ``when="abs"`` counts from the clock's start,
    ``when="go"`` from the moment the window (``get_window()``) opened."""

    def __init__(
        self, get_window: Callable[[], ReactionWindow | None], script: list[tuple[str, int, int]]
    ) -> None:
        self.t = 0
        self.get_window = get_window
        self.pending = list(script)

    def __call__(self) -> int:
        self.t += MS
        win = self.get_window()
        for item in list(self.pending):
            when, ms, code = item
            if when == "abs":
                due = win is not None and self.t >= ms * MS
            else:
                due = (
                    win is not None
                    and win.opened_ns is not None
                    and self.t >= win.opened_ns + ms * MS
                )
            if due:
                self.pending.remove(item)
                pygame.event.post(keydown(code))
        return self.t


# ------------------------------------------------------------------------------- key mapping


def test_mapping_refuses_duplicates_saves_and_runs_the_rollover_test(app: App) -> None:
    scene = KeyMapScene(app)
    app.push(scene)
    app.step([])
    assert scene.stage == "count"
    press(app, pygame.K_3)
    assert scene.stage == "map" and scene.n == 3
    press(app, Q)
    press(app, Q)  # already Player 1's button
    assert scene.message_bad and "already Player 1" in scene.message
    assert scene.session is not None and scene.session.current == 1
    press(app, pygame.K_LSHIFT)  # reserved
    assert scene.message_bad and "reserved" in scene.message
    muted = app.audio.muted
    press(app, M)  # M is a player's key here, not the mute shortcut
    assert app.audio.muted == muted and scene.session.current == 2
    click(app, (640, 200))  # the mouse holder clicks (not on a button)
    assert scene.stage == "test"
    saved = app.settings[rs.SETTINGS_KEY]
    assert saved == {
        "0": {"kind": "key", "key": "q"},
        "1": {"kind": "key", "key": "m"},
        "2": {"kind": "mouse", "code": 1},
    }
    assert app.load_settings()[rs.SETTINGS_KEY] == saved  # written to disk
    km = rs.load_keymap(app.settings)
    assert km.bindings[2] == Binding("mouse", 1)
    # rollover: Q and M go down together, the mouse press never arrives
    pygame.event.post(keydown(Q))
    pygame.event.post(keydown(M))
    app.step(pygame.event.get())
    assert scene.rollover is not None
    assert scene.rollover.report() == {0: True, 1: True, 2: False}
    assert scene.rollover.peak == {0, 1}
    scene.draw(app.screen)
    press(app, pygame.K_ESCAPE)
    assert app.scene is not scene


def test_clicking_a_screen_button_is_not_a_mouse_binding(app: App) -> None:
    scene = KeyMapScene(app, players=2)
    app.push(scene)
    scene.choose(2)
    press(app, P)
    undo = next(b for b in scene.buttons if b.label == "Undo last")
    click(app, undo.rect.center)
    assert scene.session is not None and scene.session.current == 0
    assert scene.session.keymap.bindings == {}
    press(app, pygame.K_ESCAPE)  # back to the player count
    assert scene.stage == "count"


def test_keymap_for_fills_free_default_keys(app: App) -> None:
    app.settings[rs.SETTINGS_KEY] = {
        "0": {"kind": "key", "key": "p"},
        "2": {"kind": "mouse", "code": 1},
    }
    km = rs.keymap_for(app.settings, [0, 1, 2, 3])
    assert km.bindings[0] == Binding("key", P)
    assert km.bindings[1] == Binding("key", Q)  # P is taken: the next free default
    assert km.bindings[2] == Binding("mouse", 1)
    assert km.bindings[3] == Binding("key", Z)
    app.settings[rs.SETTINGS_KEY] = {"0": {"kind": "bogus"}}
    assert rs.load_keymap(app.settings).bindings == {}


# ---------------------------------------------------------------------------------- the duel


def play_frames(app: App, scene: rs.DuelScene, limit: int = 2000) -> int:
    """Step the app frame by frame (events as the app pulls them) until the round is over;
    returns how many frames the round took. A round never blocks inside one frame."""
    for i in range(1, limit + 1):
        before = scene.clock_ns.t if isinstance(scene.clock_ns, ScriptClock) else 0
        app.step(pygame.event.get())
        if isinstance(scene.clock_ns, ScriptClock):
            # one frame reads the clock for at most the poll slice (11 ms) plus a few stamps
            assert scene.clock_ns.t - before <= 20 * MS
        if scene.stage != "round":
            return i
    raise AssertionError("the round did not end")


def duel(app: App, kinds: list[str], script: list[tuple[str, int, int]], lives: int = 3):
    scene = rs.DuelScene(app, seed=5, sleep_s=0)
    clock = ScriptClock(lambda: scene.window, script)
    scene.clock_ns = clock
    app.push(scene)
    scene.kinds = kinds
    scene.lives = lives
    scene.refresh_keys()
    scene.start()
    assert scene.stage == "round"
    frames = play_frames(app, scene)  # foreperiod, GO, presses, linger: one slice a frame
    assert frames > 100  # 1.2-3.5 s of foreperiod alone is over a hundred 11 ms slices
    return scene, clock


def test_duel_round_orders_presses_and_last_loses_a_point(app: App) -> None:
    scene, clock = duel(app, ["human"] * 3, [("go", 200, Q), ("go", 250, Z), ("go", 400, P)])
    assert scene.stage == "result" and scene.last is not None
    out = scene.last.outcome
    assert out.order == [0, 2, 1] and not out.tied
    assert scene.last.losers == (1,)
    assert scene.match is not None and scene.match.points == {0: 3, 1: 2, 2: 3}
    t = scene.last.times_ms
    assert t[0] is not None and 200 <= t[0] <= 203
    assert t[1] is not None and 400 <= t[1] <= 403
    assert scene.round_headline(scene.last)[0] == "Player 2 was last!"
    assert not clock.pending
    scene.draw(app.screen)


def test_duel_false_start_is_last_and_near_presses_tie(app: App) -> None:
    scene, _ = duel(app, ["human"] * 3, [("abs", 5, Q), ("go", 300, P), ("go", 305, Z)])
    assert scene.last is not None
    out = scene.last.outcome
    assert out.false_starts == (0,)
    assert out.groups == ((1, 2), (0,))  # 5 ms apart: a tie; the false start ranks last
    assert scene.last.losers == (0,)
    assert "false start" in scene.round_headline(scene.last)[0]


def test_duel_tie_for_last_costs_both_and_match_ends(app: App) -> None:
    scene, _ = duel(app, ["human"] * 3, [("go", 200, Q), ("go", 400, P), ("go", 404, Z)], lives=1)
    assert scene.last is not None and scene.last.outcome.last == (1, 2)
    assert scene.last.losers == (1, 2)
    assert scene.match is not None and scene.match.over and scene.match.winners == (0,)
    scene.draw(app.screen)
    names = [b.label for b in scene.buttons]
    assert "Play again" in names and "Change seats" in names
    scene.handle(keydown(pygame.K_RETURN))  # play again: a new match with the same seats
    assert scene.stage == "round" and scene.match.points == {0: 1, 1: 1, 2: 1}


def test_duel_with_a_bot_and_escape_stops_the_round(app: App) -> None:
    scene, _ = duel(app, ["human", "hard"], [("go", 900, Q)])
    assert scene.last is not None
    assert scene.last.outcome.order == [1, 0] and scene.last.losers == (0,)
    bot_ms = scene.last.times_ms[1]
    assert bot_ms is not None and 120 <= bot_ms < 900
    # Esc during the next round: nobody loses a point, the round is not counted
    scene.next_round()
    scene.clock_ns = ScriptClock(lambda: scene.window, [("abs", 1, pygame.K_ESCAPE)])
    before = dict(scene.match.points)  # type: ignore[union-attr]
    play_frames(app, scene)
    assert scene.paused and scene.match is not None and scene.match.points == before
    assert len(scene.match.history) == 1


# ------------------------------------------------------------------------------- drawing


def gold_title(surf: pygame.Surface) -> bool:
    """The screen's title (theme.ACCENT gold) is drawn in the top band."""
    w, h = surf.get_size()
    for y in range(int(h * 0.03), int(h * 0.11), 3):
        for x in range(w // 4, w * 3 // 4, 3):
            c = surf.get_at((x, y))
            if c.r > 220 and 150 < c.g < 220 and c.b < 110:
                return True
    return False


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_screen_draws(tmp_path, monkeypatch, size) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    app.push(Root(app))
    try:
        km = KeyMapScene(app)
        app.push(km)
        for stage in ("count", "map", "test"):
            if stage == "map":
                km.choose(4)
                km.handle(keydown(Q))
            if stage == "test":
                for code in (P, Z, M):
                    km.handle(keydown(code))
            km.draw(app.screen)
            assert km.stage == stage
            assert gold_title(app.screen)
        app.pop()
        d = rs.DuelScene(app, seed=1)
        app.push(d)
        d.kinds = ["human", "hard", "human", "easy", "normal", "human"]
        d.refresh_keys()
        d.rebuild()
        d.draw(app.screen)
        d.start()
        d.round_no = 1
        w = d.match.new_window(0, d.rng)  # type: ignore[union-attr]
        d.window = w
        assert w.opened_ns is not None
        d.draw(app.screen)
        w.press(0, w.opened_ns + 210 * MS)
        d.draw_round(app.screen, w, w.opened_ns + 300 * MS)
        centre = app.screen.get_at((size[0] // 2, size[1] // 2))
        assert centre.g > centre.r  # the GO screen is green
    finally:
        pygame.quit()


def test_launcher_entries_open_the_scenes(app: App) -> None:
    from tabletop.ui.scenes.launcher import EXTRAS, LauncherScene

    launcher = LauncherScene(app)
    app.push(launcher)
    for label, path in EXTRAS:
        if "reaction_scenes" not in path and "keymap_scene" not in path:
            continue
        launcher.open_extra(path)
        assert type(app.scene).__name__ == path.rpartition(":")[2], label
        app.scene.draw(app.screen)
        press(app, pygame.K_ESCAPE)
        assert app.scene is launcher


# ------------------------------------------------------------- the round model (fake clock)


def test_duel_round_model_is_stepped_by_an_injected_clock() -> None:
    import random

    from tabletop.reactions.bots import BotReactor
    from tabletop.reactions.duel import DuelMatch, DuelRound

    match = DuelMatch((0, 1, 2, 3))
    win = match.new_window(0, random.Random(2))
    go = win.opened_ns
    assert go is not None and 1200 * MS <= go <= 3500 * MS
    bots = {3: BotReactor("hard", "simple", random.Random(9))}
    rnd = DuelRound(win, bots, linger_ns=300 * MS)
    assert not rnd.go(go - 1) and rnd.go(go)
    assert rnd.press(0, go - 50 * MS) is not None  # a false start: ranks last
    assert rnd.press(3, go + 100 * MS) is None  # a bot's seat presses by itself
    assert rnd.tick(go - 1) == [] and not rnd.done
    rnd.tick(go + 600 * MS)  # the bot (120 ms floor, hard) has pressed by now
    assert [e.seat for e in rnd.log if e.bot] == [3]
    rnd.press(1, go + 700 * MS)
    rnd.press(2, go + 706 * MS)  # 6 ms later: within 10 ms, a tie
    assert not rnd.done
    rnd.tick(go + 706 * MS + 299 * MS)
    assert not rnd.done  # lingers 300 ms after the last seat is out
    rnd.tick(go + 706 * MS + 300 * MS)
    assert rnd.done and rnd.press(1, go + 2000 * MS) is None
    out = rnd.outcome()
    assert out.groups == ((3,), (1, 2), (0,)) and out.false_starts == (0,)
    assert match.record(out) == (0,)


def test_duel_round_ends_at_the_deadline_when_a_seat_never_presses() -> None:
    import random

    from tabletop.reactions.duel import DuelMatch, DuelRound

    match = DuelMatch((0, 1), window_ms=2000)
    win = match.new_window(0, random.Random(1))
    assert win.opened_ns is not None and win.deadline_ns is not None
    rnd = DuelRound(win)
    rnd.press(0, win.opened_ns + 250 * MS)
    rnd.tick(win.deadline_ns)
    assert not rnd.done
    rnd.tick(win.deadline_ns + 1)
    assert rnd.done and rnd.outcome().last == (1,) and rnd.outcome().missed == {1}


def test_duel_round_redraws_only_when_something_changes(app: App) -> None:
    scene = rs.DuelScene(app, seed=5, sleep_s=0)
    clock = ScriptClock(lambda: scene.window, [("go", 230, Q), ("go", 900, P)])
    scene.clock_ns = clock
    app.push(scene)
    scene.kinds = ["human", "human", "normal"]
    scene.refresh_keys()
    scene.start()
    draws = []
    real = scene.draw_round
    scene.draw_round = lambda surf, win, now: (draws.append(now), real(surf, win, now))  # type: ignore[method-assign]
    frames = play_frames(app, scene)
    # Wait..., GO!, three presses: a handful of redraws over hundreds of frames
    assert 3 <= len(draws) <= 8 < frames
    assert scene.last is not None and scene.last.outcome.order[-1] == 1
    assert scene.max_poll_gap_ns <= 20 * MS  # polled finer than a frame (the fake clock: 1 ms)
    assert not scene.animating()


def test_duel_ranking_tells_seats_by_their_figure_not_colour_alone(app: App, monkeypatch) -> None:
    scene, _ = duel(app, ["human"] * 3, [("go", 200, Q), ("go", 250, Z), ("go", 400, P)])
    from tabletop.ui.components import marks

    seen: list[int] = []
    real = marks.seat_emblem

    def spy(surf, seat, centre, r):
        seen.append(seat)
        return real(surf, seat, centre, r)

    monkeypatch.setattr(marks, "seat_emblem", spy)
    scene.draw(app.screen)
    assert sorted(seen) == [0, 1, 2]


def test_every_seat_tile_carries_its_seats_figure_before_the_name(app: App, monkeypatch) -> None:
    """A duel round's tiles (and every race's, and the key map's) told seats apart by the band's
    colour and the name: in grey the colours alone look alike, so each band carries the seat's
    figure (the ranking rows' and the tables'), left of its name."""
    from tabletop.ui.overlays import reaction_common as rc

    drawn: list[tuple[str, tuple[int, int]]] = []
    real = rc.marks.shape

    def spy(surf, name, centre, r, *a, **k):  # type: ignore[no-untyped-def]
        drawn.append((name, centre))
        return real(surf, name, centre, r, *a, **k)

    monkeypatch.setattr(rc.marks, "shape", spy)
    for seat in range(6):
        drawn.clear()
        r = pygame.Rect(40, 40, 260, 190)
        rc.draw_seat_tile(app.screen, r, seat, f"Player {seat + 1}", "Q", "ready", 1.0)
        assert [n for n, _c in drawn] == [rc.marks.seat_shape(seat)]
        ((_n, (x, y)),) = drawn
        assert r.x < x < r.centerx and r.y < y < r.y + max(30, int(r.height * 0.26))
    assert len({rc.marks.seat_shape(s) for s in range(6)}) == 6
