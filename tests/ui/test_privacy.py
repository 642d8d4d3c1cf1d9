"""Hot-seat privacy, checked on what is drawn: random hot-seat games of every game on the table
(random legal moves submitted through the table, random human/bot mixes) and, on every frame,
no private card of a seat other than the one the curtain was last lifted for is drawn face up.

The tracer wraps the card-face renderers (``tabletop.ui.components.cards.face`` and the games' own: the
Austin and Beanz faces, the Codenames key marks), maps each face drawn back to the engine's card
(by id, else by name) and asks the engine's zones whether the allowed seat may see it. Every frame
is drawn from scratch (no cached frame), so nothing escapes the trace. Fixed cases: the Espionage
Blackmail hand-over (issue 13), the start and the resume of a hot-seat game.

A reaction window open to a human other than the one the curtain was lifted for is read by
everyone at the table (issue 26): then no private card of anyone may be drawn, unless the
window was claimed (the claimant lifted the curtain): Tab held by the screen's owner shows nothing.
After such a public moment (or a result held over the public table) no hand is drawn until its
seat lifted its own curtain, even the seat that lifted it last before (2026-11-25).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.engine.game import game_class, game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.components import cards
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    monkeypatch.setattr("tabletop.games.austin.rules.races.GESTURE_MS", 50)
    monkeypatch.setattr("tabletop.games.austin.rules.races.HELP_MS", 50)
    a = App((1280, 720), headless=True)
    # time runs at the code's pace (every reading 20 ms on), never at a busy machine's
    a.time_source = ManualClock(tick=0.02)
    yield a
    pygame.quit()


class Tracer:
    """Records every card face the table draws, with what it shows."""

    def __init__(self) -> None:
        self.on = False
        #: the seat the test lifted the curtain for (a person at the screen clicked it away)
        self.allowed: int | None = None
        self.drawn: list[tuple[str, Any]] = []  # ("id", 17) / ("name", "Bomb") / ("key", i)
        #: (seat, log length) of the test's last claim: the claimant's while nothing moved
        self.claim: tuple[int, int] | None = None

    def add(self, kind: str, value: Any) -> None:
        if self.on:
            self.drawn.append((kind, value))


@contextmanager
def traced(monkeypatch: pytest.MonkeyPatch) -> Iterator[Tracer]:
    from tabletop.games.austin import view as austin_view
    from tabletop.games.beanz import view as beanz_view
    from tabletop.games.codenames import view as codenames_view

    tr = Tracer()
    face = cards.face

    def face_traced(game: str, card: dict[str, Any], *a: Any, **k: Any) -> pygame.Surface:
        if card.get("id") is not None:
            tr.add("id", card["id"])
        else:
            tr.add("name", card.get("name"))
        return face(game, card, *a, **k)

    monkeypatch.setattr(cards, "face", face_traced)
    aface = austin_view.View.face

    def austin_face(self: Any, name: str, size: Any) -> pygame.Surface:
        tr.add("name", name)
        return aface(self, name, size)

    monkeypatch.setattr(austin_view.View, "face", austin_face)
    bface = beanz_view.View.face

    def beanz_face(self: Any, c: dict[str, Any], *a: Any, **k: Any) -> pygame.Surface:
        tr.add("id", c["id"]) if c.get("id") is not None else tr.add("name", c.get("name"))
        return bface(self, c, *a, **k)

    monkeypatch.setattr(beanz_view.View, "face", beanz_face)
    marks = codenames_view.View.key_marks

    def key_marks(self: Any, kind: str, size: Any, *a: Any) -> pygame.Surface:
        tr.add("key", kind)
        return marks(self, kind, size, *a)

    monkeypatch.setattr(codenames_view.View, "key_marks", key_marks)
    yield tr


def allowed_seat(table: TableScene, tr: Tracer) -> int | None:
    """Solo: the human. Hot-seat: the seat the test (the people) last lifted the curtain for;
    the table's own idea (``lifted_for``) must agree with it whenever a hand is on screen."""
    humans = table.session.humans()
    if len(humans) == 1:
        return humans[0]
    if table.curtain_for is None and table.viewer is not None:
        assert table.lifted_for == tr.allowed, (
            f"the curtain was lifted for {table.lifted_for} without a click ({tr.allowed})"
        )
    return tr.allowed


def everyone_looks(table: TableScene, tr: Tracer) -> bool:
    """A window waits for a human other than the one the curtain was lifted for, unclaimed:
    everyone at the table may be looking at the screen."""
    game = table.game
    humans = table.session.humans()
    if len(humans) < 2 or game.is_terminal():
        return False
    if not table.gv.is_window(game.view(None)):
        return False
    if table.hold.held and table.viewer is not None:
        return False  # the attempter reads their result in their own view: the window waits
    if tr.claim is not None and tr.claim == (tr.allowed, len(table.session.log)):
        return False
    active = game.active_seats()
    return any(h in active and h != tr.allowed for h in humans)


def public_result(table: TableScene) -> bool:
    """A seat's result held over the public table (RPG Get!'s mission end after a window
    everyone looked at, or a computer player's move): everyone may read it."""
    return len(table.session.humans()) >= 2 and table.hold.held and table.viewer is None


def public_names(obj: Any) -> Iterator[str]:
    """Every card name in a (spectator) view."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in ("name", "card") and isinstance(v, str):
                yield v
            else:
                yield from public_names(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from public_names(v)


def leaks(table: TableScene, drawn: list[tuple[str, Any]], seat: int | None) -> list[str]:
    """Faces drawn that ``seat`` may not see (by the engine's zones)."""
    game = table.game
    if game.is_terminal() or not table.session.humans():
        return []
    zones = game.zones
    visible_names: set[str] = set()
    private_names: dict[str, str] = {}
    for z in zones:
        for c in z.cards:
            d = game.describe_card(c)
            name = d.get("name") if isinstance(d, dict) else None
            if z.card_visible_to(c, seat):
                if name:
                    visible_names.add(name)
            elif name:
                private_names[name] = z.name
    # names any spectator may see (a card on the stack is in no zone): the engine's redaction
    visible_names |= set(public_names(game.view(None)))
    out = []
    for kind, value in drawn:
        if kind == "id":
            z = zones.where(value)
            if z is not None and not z.card_visible_to(value, seat):
                out.append(f"card {value} ({game.card_name(value)}) of zone {z.name}")
        elif kind == "name":
            if value in private_names and value not in visible_names:
                out.append(f"card {value!r} of zone {private_names[value]}")
        elif kind == "key":
            key = zones["key"] if "key" in zones else None
            if key is not None and not key.visible_to(seat):
                out.append(f"Codenames key mark {value!r}")
    return out


def frame(table: TableScene, tr: Tracer) -> None:
    """One frame of the app, drawn from scratch under the tracer; fails on a leak."""
    tr.drawn = []
    table._frame = None
    tr.on = True
    try:
        table.draw(table.app.screen)
    finally:
        tr.on = False
    seat = allowed_seat(table, tr)
    if everyone_looks(table, tr) or public_result(table):
        # everyone may be looking: no hand, and the next one only behind its own curtain,
        # even the hand of the seat that lifted the curtain last
        seat = tr.allowed = None
    bad = leaks(table, tr.drawn, seat)
    assert not bad, (
        f"{table.session.game_name} seed {table.session.seed}: drawn while the screen is "
        f"{seat}'s (curtain {table.curtain_for}, viewer {table.viewer}): {bad}; "
        f"log {table.session.log[-6:]}"
    )


def click(app: App, pos: tuple[int, int] | None = None) -> None:
    """A whole click at ``pos``; by default on the curtain's button when a curtain is up."""
    if pos is None:
        scene = app.scene
        up = getattr(scene, "curtain_for", None) is not None
        pos = scene.curtain_button().center if up else (10, 500)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def push(app: App, session: Session) -> TableScene:
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    return table


def step(app: App, table: TableScene, tr: Tracer, rng: random.Random) -> None:
    """One random turn of the loop: lift a curtain, or a random legal move of the seat on
    screen submitted through the table, or another human claims a window, or time passes."""
    app.step([])
    frame(table, tr)
    if app.scene is not table:  # a scene of the game's own (none with these options)
        app.pop()
        return
    if table.curtain_for is not None:
        tr.allowed = table.curtain_for
        click(app)
        frame(table, tr)
        return
    if table.hold.held and rng.random() < 0.8:
        click(app, table.result.button().center)  # "Seen": the screen moves on
        frame(table, tr)
        return
    seat = table.acting_seat()
    humans = table.session.humans()
    others = [
        h
        for h in humans
        if h != table.viewer and h in table.game.active_seats() and table.window_key is not None
    ]
    if others and rng.random() < 0.3:
        who = rng.choice(others)
        table.screen.claim(who)
        if table.claimant == who:  # held off while the screen's owner answers: theirs still
            tr.claim = (who, len(table.session.log))
        return
    if table.window_key is not None and tr.allowed is not None and rng.random() < 0.2:
        peek(app, table, tr, rng)
        return
    legal = table.legal(seat) if seat is not None else []
    if legal and rng.random() < 0.9:
        table.submit(rng.choice(legal))
        if rng.random() < 0.5:
            # the move was a click: its release arrives after the move (and must not lift a
            # curtain the move raised)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 500), button=1))
            app.step(pygame.event.get())
            frame(table, tr)
        return
    # time passes: bots move, windows close, the table passes where it may
    table.next_bot_at = 0.0
    table.window.set_left(0.0)
    table.update(app.time_source())


def key(app: App, key: int, down: bool = True) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())


def peek(app: App, table: TableScene, tr: Tracer, rng: random.Random) -> None:
    """The screen's owner holds Tab (once a peek at their hand; now the focus key only: others
    may be looking), may make a move, lets go."""
    key(app, pygame.K_TAB)
    frame(table, tr)
    seat = table.acting_seat()
    legal = table.legal(seat) if seat is not None else []
    if legal and rng.random() < 0.5:
        table.submit(rng.choice(legal))
    key(app, pygame.K_TAB, down=False)
    frame(table, tr)


#: every registered game with a table (a sixth game is tested without editing this file)
GAMES = [g for g in game_names() if info(g).view]


def seats_and_options(game: str) -> tuple[int, int, dict[str, Any]]:
    """The seat counts a random hot-seat game of ``game`` picks from (its rules' minimum and up
    to two more) and the options it plays unattended with (Beanz: modelled shots)."""
    cls = game_class(game)
    lo = cls.MIN_SEATS
    return lo, min(cls.MAX_SEATS, lo + 2), dict(info(game).unattended)


#: CI runs the random hot-seat games of Espionage; the other games' are ``slow`` (``-m slow``)
CI_PRIVACY_GAMES = ("espionage",)


@pytest.mark.parametrize(
    "game",
    [pytest.param(g, marks=[] if g in CI_PRIVACY_GAMES else [pytest.mark.slow]) for g in GAMES],
)
def test_random_hotseat_games_never_draw_another_seats_private_cards(
    app: App, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    lo, hi, options = seats_and_options(game)
    rng = random.Random(f"privacy:{game}")
    with traced(monkeypatch) as tr:
        for _ in range(3):
            n = rng.randint(lo, hi)
            kinds = ["human"] * n
            for i in range(n):
                if rng.random() < 0.35:
                    kinds[i] = "bot"
            if kinds.count("human") < 2:
                kinds[0] = kinds[-1] = "human"  # hot-seat: two humans at least
            seats = [
                SeatConfig(k, f"P{i + 1}", "random" if k == "bot" else "normal")
                for i, k in enumerate(kinds)
            ]
            session = Session(game, rng.randrange(10_000), seats, dict(options))
            tr.allowed = None
            table = push(app, session)
            # the start: the first human's hand only behind the curtain
            frame(table, tr)
            assert table.curtain_for is not None or table.viewer is None
            for _ in range(140):
                if table.game.is_terminal():
                    break
                step(app, table, tr, rng)
            # resume the same game from its save: the curtain first again
            app.pop()
            tr.allowed = None
            resumed = push(app, Session.from_save_data(session.to_save()))
            frame(resumed, tr)
            if not resumed.game.is_terminal() and resumed.viewer is not None:
                assert resumed.curtain_for is not None and resumed.lifted_for is None
            app.pop()


def test_blackmail_hand_over_keeps_the_curtain(app: App, monkeypatch) -> None:
    """Issue 13: Player 1 plays Blackmail, Player 2 picks the card to give; the release of
    that click must not lift the curtain raised for Player 1 (whose hand holds the Bomb)."""
    seats = [SeatConfig("human", "Player 1"), SeatConfig("human", "Player 2")]
    session = Session("espionage", 322546, seats)
    with traced(monkeypatch) as tr:
        table = push(app, session)
        app.step([])
        frame(table, tr)
        assert table.curtain_for == 0  # the start: "Pass to Player 1"
        tr.allowed = 0
        click(app)
        assert table.curtain_for is None and table.lifted_for == 0
        frame(table, tr)
        assert ("id", 0) in tr.drawn  # Player 1 sees the Bomb in their own hand
        assert table.submit(parse_action("0:play 31 1"))
        for _ in range(200):
            table.window_deadline = 0.0
            app.step([])
            frame(table, tr)
            if table.curtain_for == 1:
                break
        assert table.curtain_for == 1
        tr.allowed = 1
        click(app)
        frame(table, tr)
        assert table.lifted_for == 1 and table.game.active_seats() == [1]
        action, rect = table.prompt_cards.targets()[0]  # the shared prompt's picker
        click(app, rect.center)  # the card to give is marked ...
        assert session.log[-1] != str(action)
        confirm = next(b for b in table.buttons if b.hotkey == "Enter")
        assert confirm.label.startswith("Give ")
        # ... and Confirm gives it: one click (press and release in the same batch, as a real
        # mouse sends them)
        click(app, confirm.rect.center)
        assert session.log[-1] == str(action)
        assert table.curtain_for == 0 and table.lifted_for == 1
        frame(table, tr)
        assert ("id", 0) not in tr.drawn
        # the next click lifts it for Player 1
        tr.allowed = 0
        click(app)
        frame(table, tr)
        assert table.curtain_for is None and table.lifted_for == 0


def test_curtain_ignores_a_double_click(app: App, monkeypatch) -> None:
    """The curtain ignores input for a moment after it rises (a double click on a card)."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 10.0)
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben")]
    table = push(app, Session("espionage", 322546, seats))
    assert table.curtain_for == 0
    click(app)
    assert table.curtain_for == 0
    table.curtain.guard.raised_at -= 20.0
    click(app)
    assert table.curtain_for is None


@pytest.mark.parametrize("game", GAMES)
def test_start_and_resume_show_the_curtain_first(app: App, monkeypatch, game: str) -> None:
    lo, _, options = seats_and_options(game)
    seats = [SeatConfig("human", f"P{i + 1}") for i in range(lo)]
    session = Session(game, 5, seats, dict(options))
    with traced(monkeypatch) as tr:
        table = push(app, session)
        frame(table, tr)
        assert table.curtain_for is not None and tr.drawn == []
        tr.allowed = table.curtain_for
        click(app)
        frame(table, tr)
        assert table.curtain_for is None
        app.pop()
        tr.allowed = None
        resumed = push(app, Session.from_save_data(session.to_save()))
        frame(resumed, tr)
        assert resumed.curtain_for is not None and tr.drawn == []
