"""Mighty Beanz table through real pygame events under the dummy driver: drag a Bean from the
hand to a slot, an illegal drop (nothing changes, the engine's reason is shown), an attack drag
onto a Galaxy, the defender's click, the timed answer window, and the Shoot for Loot hand-over
to the flick scene (human and bot)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action
from tabletop.engine.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1920, 1080), headless=True)
    yield a
    pygame.quit()


def advance(session: Session, stop: Callable[[Session], bool], limit: int = 600) -> bool:
    """Play both seats with the normal bot until ``stop`` holds."""
    bots = {0: make_bot("beanz", "normal"), 1: make_bot("beanz", "normal")}
    for _ in range(limit):
        if stop(session):
            return True
        g = session.game
        if g.is_terminal():
            return False
        s = g.active_seats()[0]
        session.apply(bots[s].choose(g.view(s), g.legal_actions(s), session.bot_rng))
    return stop(session)


def my_main(session: Session) -> bool:
    g = session.game
    return g.active_seats() == [0] and g.phase == "main" and not g.stack


def find(stop: Callable[[Session], bool], options: dict | None = None) -> Session:
    for seed in range(60):
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
        s = Session("beanz", seed, seats, options or {})
        if advance(s, stop):
            return s
    raise AssertionError("no position found")


def table_for(app: App, session: Session) -> TableScene:
    table = TableScene(app, session)
    app.push(table)
    table.next_bot_at = float("inf")  # the tests move the bot themselves
    app.step([])
    pygame.event.clear()
    return table


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for e in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ):
        pygame.event.post(e)
    app.step(pygame.event.get())


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def bean_play(session: Session) -> Action | None:
    g = session.game
    for a in g.legal_actions(0):
        if a.verb == "play" and len(a.args) == 2 and g.d(a.args[0]).kind == "bean":
            return a
    return None


def test_drag_a_bean_from_hand_to_a_slot(app: App) -> None:
    session = find(lambda s: my_main(s) and bean_play(s) is not None)
    table = table_for(app, session)
    action = bean_play(session)
    assert action is not None
    card, slot = action.args
    d = next(d for d in table.gv.draggables(table.view, 0) if d.key == ("hand", card))
    target = table.gv.slot_rect(table.view, slot)
    before = len(session.log)
    drag(app, d.rect.center, target.center)
    assert session.log[before:] == [str(action)]
    assert session.game.bean[slot] == card
    app.step([])  # the table draws the Bean card in its slot


def test_illegal_drop_changes_nothing_and_shows_the_reason(app: App) -> None:
    session = find(lambda s: my_main(s) and bean_play(s) is not None)
    table = table_for(app, session)
    action = bean_play(session)
    assert action is not None
    card = action.args[0]
    d = next(d for d in table.gv.draggables(table.view, 0) if d.key == ("hand", card))
    opp_slot = next(r for r in range(9, 18) if session.game.bean[r] is None)
    h = session.game.state_hash()
    drag(app, d.rect.center, table.gv.slot_rect(table.view, opp_slot).center)
    assert session.game.state_hash() == h
    assert table.toasts.items and "own side of the mat" in table.toasts.items[-1].text


def attack_ready(s: Session) -> bool:
    g = s.game
    return my_main(s) and any(
        a.verb == "attack" and len(a.args) == 1 and not g.boosts[0] for a in g.legal_actions(0)
    )


def test_attack_drag_onto_a_galaxy_then_the_window_and_the_defence(app: App) -> None:
    session = find(attack_ready)
    table = table_for(app, session)
    g = session.game
    action = next(a for a in g.legal_actions(0) if a.verb == "attack" and len(a.args) == 1)
    r = action.args[0]
    galaxy = g.view(0)["mat"][r]["galaxy"]
    d = next(d for d in table.gv.draggables(table.view, 0) if d.key == ("slot", r))
    band = table.gv.band_rect(table.view, galaxy)
    # while the attacker is dragged, the Galaxy glows and the attack total is drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.rect.center, button=1))
    app.step(pygame.event.get())
    assert table.drag is not None
    assert any(t.key == ("galaxy", galaxy) for t, _ in table.drag["good"])
    lines, total = table.gv.attack_breakdown(table.view, [r], 0)
    assert total == g.attack_part(r) and lines[0].startswith(g.names[g.bean[r]])
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=band.center, rel=(1, 1), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=band.center, button=1))
    app.step(pygame.event.get())
    assert session.log[-1] == str(action)
    assert g.stack and g.active_seats() == [1]
    # the bot answers (or passes); when the defender must choose, a human defender clicks
    while g.stack and g.active_seats() == [1]:
        session.apply(session.bot_choice(1))
    app.step([])


def test_human_defender_clicks_the_target(app: App) -> None:
    def defending(s: Session) -> bool:
        return s.game.phase == "target" and s.game.active_seats() == [0]

    session = find(defending)
    table = table_for(app, session)
    options = session.game.pending["options"]
    t = options[-1]
    click(app, table.gv.slot_rect(table.view, t).center)
    assert session.log[-1] == f"0:target {t}"


def test_answer_window_passes_by_itself_after_the_same_time(app: App) -> None:
    def answering(s: Session) -> bool:
        return bool(s.game.stack) and s.game.active_seats() == [0]

    session = find(answering)
    table = table_for(app, session)
    gv = table.gv
    gv.window_key = None  # start the window at a known time
    gv.update(100.0)
    assert gv.window_key is not None
    before = len(session.log)
    gv.update(101.0)
    assert len(session.log) == before  # still open
    gv.update(100.0 + 2.7)
    assert session.log[before] == "0:pass"


class FakeShot:
    """Stands in for tabletop.ui.flick_scene.ShotScene: records how it was opened."""

    made: list[FakeShot] = []

    def __init__(self, app, setup, on_done, bot_level=None, title="", **kw) -> None:
        self.app, self.setup, self.on_done, self.bot_level, self.kw = (
            app,
            setup,
            on_done,
            bot_level,
            kw,
        )
        self.dirty = True
        FakeShot.made.append(self)

    def layout(self, size) -> None: ...

    def update(self, now) -> None: ...

    def draw(self, surf) -> None: ...

    def handle(self, e) -> None: ...

    def animating(self) -> bool:
        return False

    def next_wake(self):
        return None


def test_shoot_for_loot_hands_over_to_the_flick_scene(app: App, monkeypatch) -> None:
    import tabletop.ui.flick_scene as fs
    from tabletop.physics.bots import ideal_flick

    monkeypatch.setattr(fs, "ShotScene", FakeShot)
    FakeShot.made = []

    def my_shot(s: Session) -> bool:
        return s.game.phase == "loot" and s.game.active_seats() == [0]

    session = find(my_shot)
    assert session.game.options["shots"] == "physics"
    table = table_for(app, session)
    table.gv.update(1.0)
    assert FakeShot.made and app.scene is FakeShot.made[-1] and FakeShot.made[-1].bot_level is None
    shot = FakeShot.made[-1]
    g = session.game.loot_queue[0]
    app.pop()
    shot.on_done(ideal_flick(shot.setup), True)
    assert session.log[-1].startswith(f"0:flick {g} ")
    assert session.game.captured[0][g] == 1  # the engine ran the physics: a straight hit


def test_bot_shot_is_shown_then_its_flick_submitted(app: App, monkeypatch) -> None:
    import tabletop.ui.flick_scene as fs

    monkeypatch.setattr(fs, "ShotScene", FakeShot)
    FakeShot.made = []

    def bot_shot(s: Session) -> bool:
        return s.game.phase == "loot" and s.game.active_seats() == [1]

    session = find(bot_shot)
    table = table_for(app, session)
    table.next_bot_at = 0.0
    table.gv.update(5.0)
    shot = FakeShot.made[-1]
    assert shot.bot_level == "normal" and shot.kw.get("flick") is not None
    before = len(session.log)
    app.pop()
    shot.on_done(shot.kw["flick"], False)
    assert session.log[before:] == [
        f"1:flick {shot.kw['galaxy']} " + " ".join(map(str, shot.kw["flick"].to_args()))
    ]
