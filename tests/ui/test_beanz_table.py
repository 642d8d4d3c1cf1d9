"""Mighty Beanz table through real pygame events under the dummy driver: drag a Bean from the
hand to a slot, an illegal drop (nothing changes, the engine's reason is shown), an attack drag
onto a Galaxy, the defender's click, the shared timed answer window (also in hot-seat: the other
player claims it with their key), and the Shoot for Loot hand-over to the flick scene (human and
bot)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action
from tabletop.games.beanz.view import side
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App, Scene
from tabletop.ui.table import CLAIM_KEYS, TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
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
    return g.active_seats() == [0] and g.flow.at == "main" and not g.stack


def find(stop: Callable[[Session], bool], options: dict | None = None) -> Session:
    for seed in range(60):
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
        s = Session("beanz", seed, seats, options or {})
        if advance(s, stop):
            return s
    raise AssertionError("no position found")


#: the sizes and text scales a Beanz layout check runs at
SCALED = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]


def ann_and_bob(position: dict[str, Any]) -> Session:
    """Ann (a person) against Bob (the normal computer player) from ``position``."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    session = Session("beanz", 0, seats, {"shots": "model"})
    session.game.set_position(position)
    return session


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
    d = next(d for d in table.hits.draggables(table.view, 0) if d.key == ("hand", card))
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
    d = next(d for d in table.hits.draggables(table.view, 0) if d.key == ("hand", card))
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
    d = next(d for d in table.hits.draggables(table.view, 0) if d.key == ("slot", r))
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
    # both seats are in the window, but the attacker may only pass: in solo play no window
    # waits for it; the table passes for it at the bots' pace (so the attack can be read)
    assert g.stack and g.active_seats() == [0, 1]
    assert [a.verb for a in table.legal(0)] == ["pass"]
    n = len(session.log)
    table.update(time.monotonic())
    assert len(session.log) == n  # not before the bots' pace
    table.next_bot_at = 0.0
    table.update(time.monotonic())
    assert session.log[n] == "0:pass"
    app.step([])


def test_human_defender_clicks_the_target(app: App) -> None:
    def defending(s: Session) -> bool:
        return s.game.flow.at == "target" and s.game.active_seats() == [0]

    session = find(defending)
    table = table_for(app, session)
    options = session.game.prompt.values()
    t = options[-1]
    click(app, table.gv.slot_rect(table.view, t).center)
    assert session.log[-1] == f"0:target {t}"


def test_answer_window_is_the_tables_and_closes_after_the_same_time(app: App) -> None:
    def answering(s: Session) -> bool:
        g = s.game
        return bool(g.stack) and g.stack.top.seat == 1 and g.active_seats() == [0, 1]

    session = find(answering)
    table = table_for(app, session)
    can_answer = [a.verb for a in table.legal(0)] != ["pass"]
    before = len(session.log)
    if can_answer:
        # solo: the window waits for the human (no countdown by default)
        assert table.gv.is_window(table.view) and table.window_key is not None
        table.update(time.monotonic() + 1000.0)
        assert len(session.log) == before and not table.turns.window_timed()
    # with the countdown setting, the window closes after the same time whoever holds what
    table.app.settings["solo_window_countdown"] = True
    table.app.settings["window_seconds"] = 5.0
    table.window_key = None  # restart the window at a known time
    table.next_bot_at = float("inf")  # no pass made for the human meanwhile
    table.update(100.0)
    assert table.window_key is not None and table.window_deadline == 100.0 + 5.0
    assert not table.gv.busy()  # no window of the view's own any more
    table.update(101.0)
    assert len(session.log) == before  # still open, the bot's pass waits for the close
    table.update(100.0 + 5.1)
    assert session.log[before:] == ["0:pass", "1:pass"]
    assert not session.game.stack or session.game.stack.top.seat != 1


def test_window_bar_hides_nothing(app: App) -> None:
    session = find(lambda s: bool(s.game.stack) and s.game.turn_number >= 2)
    for size in ((1920, 1080), (1280, 720), (3840, 2160)):
        table = table_for(app, session)
        table.layout(size)
        gv, view = table.gv, table.view
        s = table.scale
        bar = pygame.Rect(0, 0, int(760 * s), int(92 * s))
        bar.midbottom = gv.window_anchor()
        assert table.play_rect.contains(bar)
        assert not bar.colliderect(gv.mat_rect()) and not bar.colliderect(gv.stack_rect())
        for r in gv.stack_item_rects(view):
            assert gv.stack_rect().contains(r)
        hand = view["zones"]["hand/0"]["cards"] or []
        assert not any(bar.colliderect(r) for r in gv.hand_rects(hand))
        attack_panel_right = gv.stack_rect().x - int(14 * s)
        assert bar.left >= attack_panel_right
        app.pop()


def hotseat_attack(s: Session) -> bool:
    """Seat 0 may attack a Galaxy holding exactly one opponent Bean card (no defender choice)."""
    g = s.game
    if not my_main(s) or g.boosts[0]:
        return False
    for a in g.legal_actions(0):
        if a.verb == "attack" and len(a.args) == 1:
            gal = g.view(0)["mat"][a.args[0]]["galaxy"]
            if len(g._opp_beans(0, gal)) == 1:
                return True
    return False


def test_hotseat_attack_window_claimed_by_the_other_player(app: App) -> None:
    for seed in range(80):
        s = Session("beanz", seed, [SeatConfig("human", "Ann"), SeatConfig("human", "Ben")], {})
        if advance(s, hotseat_attack):
            break
    else:
        raise AssertionError("no position found")
    table = table_for(app, s)
    g = s.game
    # a resumed hot-seat game shows the "Pass to" curtain first
    assert table.viewer == 0 and table.curtain_for == 0
    click(app, table.curtain_button().center)
    assert table.viewer == 0 and table.curtain_for is None
    attack = next(
        a
        for a in g.legal_actions(0)
        if a.verb == "attack"
        and len(a.args) == 1
        and len(g._opp_beans(0, g.view(0)["mat"][a.args[0]]["galaxy"])) == 1
    )
    assert table.submit(attack)
    app.step([])
    # a window for both, no curtain, shown in public (Ben reads it to decide whether to claim
    # it): the screen stays Ann's with no hand on it (issue 26)
    assert g.active_seats() == [0, 1]
    assert table.curtain_for is None and table.lifted_for == 0 and table.window_key is not None
    assert table.viewer is None and table.view["zones"]["hand/0"]["cards"] is None
    # nobody passes early from the screen (it would end the window under Ben)
    assert table.buttons == []
    assert [seat for _, seat in table.claim_rects] == [0, 1]  # the bar offers the claim keys
    n = len(s.log)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=CLAIM_KEYS[1], mod=0, unicode="p", scancode=0)
    )
    app.step(pygame.event.get())
    assert table.claimant == 1 and table.curtain_for == 1 and len(s.log) == n
    click(app, table.curtain_button().center)  # Ben takes the screen
    assert table.curtain_for is None and table.viewer == 1
    assert table.view["zones"]["hand/1"]["cards"] is not None  # Ben's own hand, Ann's hidden
    assert table.view["zones"]["hand/0"]["cards"] is None
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    )
    app.step(pygame.event.get())
    # Ben let it pass: the curtain returns to Ann, and her own pass (her only move) is made
    assert s.log[n] == "1:pass" and table.claimant is None
    assert table.curtain_for == 0 and table.viewer == 0
    assert s.log[n + 1 :] == ["0:pass"] and not g.stack and g.turn == 0
    click(app, table.curtain_button().center)
    assert table.curtain_for is None and table.viewer == 0
    # undo takes back only Ann's own moves: the pass the table made for her closed the
    # window for everyone, so it is not taken back (the window is not opened again)
    table.undo()
    app.step([])
    assert s.log[n:] == ["1:pass", "0:pass"] and not g.stack


def _press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())


class FakeShot(Scene):
    """Stands in for tabletop.games.beanz.flick.scene.ShotScene: records how it was opened."""

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
    import tabletop.games.beanz.flick.scene as fs
    from tabletop.physics.bots import ideal_flick

    monkeypatch.setattr(fs, "ShotScene", FakeShot)
    FakeShot.made = []

    def my_shot(s: Session) -> bool:
        return s.game.flow.at == "loot" and s.game.active_seats() == [0]

    session = find(my_shot)
    assert session.game.options["shots"] == "physics"
    table = table_for(app, session)
    table.timed.update(1.0)
    assert FakeShot.made and app.scene is FakeShot.made[-1] and FakeShot.made[-1].bot_level is None
    shot = FakeShot.made[-1]
    g = session.game.loot_queue[0]
    app.pop()
    shot.on_done(ideal_flick(shot.setup), True)
    assert session.log[-1].startswith(f"0:flick {g} ")
    assert session.game.captured[0][g] == 1  # the engine ran the physics: a straight hit


def test_bot_shot_is_shown_then_its_flick_submitted(app: App, monkeypatch) -> None:
    import tabletop.games.beanz.flick.scene as fs

    monkeypatch.setattr(fs, "ShotScene", FakeShot)
    FakeShot.made = []

    def bot_shot(s: Session) -> bool:
        return s.game.flow.at == "loot" and s.game.active_seats() == [1]

    session = find(bot_shot)
    table = table_for(app, session)
    table.next_bot_at = 0.0
    table.timed.update(5.0)
    shot = FakeShot.made[-1]
    assert shot.bot_level == "normal" and shot.kw.get("flick") is not None
    before = len(session.log)
    app.pop()
    shot.on_done(shot.kw["flick"], False)
    assert session.log[before:] == [
        f"1:flick {shot.kw['galaxy']} " + " ".join(map(str, shot.kw["flick"].to_args()))
    ]


def test_no_move_button_covers_a_hand_card(app: App) -> None:
    """A big hand runs up to the move buttons ('Draw (1 AP) [D]' covered a new player's sixth
    card)."""

    def big_hand_main(s: Session) -> bool:
        g = s.game
        v = g.view(0)
        return (
            g.active_seats() == [0]
            and v.get("phase") == "main"
            and len(side(v, 0)["hand"] or []) >= 6
            and any(a.verb == "draw" for a in g.legal_actions(0))
        )

    session = find(big_hand_main)
    table = table_for(app, session)
    table.draw(app.screen)
    hand = side(table.view, 0)["hand"]
    for r in table.gv.hand_rects(hand):
        for b in table.buttons:
            assert not r.colliderect(b.rect), (r, b.label, b.rect)


def two_beans(session: Session) -> bool:
    """Seat 0 can play two Bean cards from hand one after the other (two free slots)."""
    g = session.game
    if not my_main(session) or g.points[0] < 2:
        return False
    beans = {a.args[0] for a in g.legal_actions(0) if a.verb == "play" and len(a.args) == 2}
    beans = {c for c in beans if g.d(c).kind == "bean"}
    free = [r for r in range(9) if g.bean[r] is None]
    return (
        len(beans) >= 2 and len(free) >= 2 and len(g.view(0)["zones"]["hand/0"]["cards"] or []) >= 4
    )


def test_two_quick_drags_pick_the_cards_where_they_were_seen(app: App) -> None:
    """Issue 26: the hand closed up at once after a drag, so a second quick drag from where
    the next card was seen picked another card. Now the row keeps its places for a moment
    (and while a press is on) and glides; the hand is picked where it is drawn at the frame's
    time (set here, never the wall clock)."""
    from tabletop.ui.components.hand import SETTLE, SLIDE

    session = find(two_beans)
    table = table_for(app, session)
    table.frame_time = 100.0
    seen = {d.key: d.rect.copy() for d in table.hits.draggables(table.view, 0)}
    first = bean_play(session)
    assert first is not None
    free = [r for r in range(9) if session.game.bean[r] is None]
    for e in _drag_events(seen[("hand", first.args[0])].center, table, free[0]):
        table.handle(e)
    table.draw(app.screen)  # the frame after the drop
    assert session.log[-1] == f"0:play {first.args[0]} {free[0]}"
    second = next(
        a
        for a in session.game.legal_actions(0)
        if a.verb == "play" and len(a.args) == 2 and session.game.d(a.args[0]).kind == "bean"
    )
    key = ("hand", second.args[0])
    table.frame_time = 100.25  # a quarter of a second later, from where it was seen
    for e in _drag_events(seen[key].center, table, free[1]):
        table.handle(e)
    table.draw(app.screen)
    assert session.log[-1] == f"0:play {second.args[0]} {free[1]}"
    # then the row closes up, gliding: half-way, and at the end where the layout puts it
    hand = side(table.view, 0)["hand"]
    goal = dict(zip([("hand", c["id"]) for c in hand], table.gv.hand_rects(hand)))
    moved = next(k for k in goal if goal[k].x != seen[k].x)
    places = lambda: {  # noqa: E731
        d.key: d.rect for d in table.hits.draggables(table.view, 0) if d.key[0] == "hand"
    }
    table.frame_time = 100.25 + SETTLE + SLIDE / 2
    mid = places()[moved].x
    assert min(seen[moved].x, goal[moved].x) < mid < max(seen[moved].x, goal[moved].x)
    table.frame_time = 100.25 + SETTLE + SLIDE + 0.01
    assert places() == goal
    assert not table.gv.busy()


def _drag_events(start: tuple[int, int], table: TableScene, slot: int) -> list:
    end = table.gv.slot_rect(table.view, slot).center
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ]


def boosted_mat(session: Session) -> bool:
    """Seat 0 holds a Bean card, and a Bean card on the mat has a Team Bonus."""
    v = session.game.view(0)
    hand = side(v, 0)["hand"] or []
    return any(c["kind"] == "bean" for c in hand) and any(
        sl["bean"] is not None and sl["team_bonus"] for sl in v["mat"]
    )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_small_bean_cards_show_team_type_power_and_why_values_changed(app: App, size) -> None:
    """Issue 26: the small cards hid Headz-up powers, team and type, and a Bean card's numbers
    changed on the mat (MMP 50 in hand, A100 D100 there) with nothing to say why."""
    from tabletop.games.beanz.view import TYPE_NAMES, TYPE_SHORT, power_short
    from tabletop.ui import assets, theme

    session = find(boosted_mat)
    pygame.display.set_mode(size)
    table = table_for(app, session)
    table.layout(size)
    gv, view = table.gv, table.view
    bean = next(c for c in side(view, 0)["hand"] if c["kind"] == "bean")
    w = gv.hand_card[0]
    said = " ".join(text for text, _, _ in gv.info_rows(bean, w))
    assert bean["team"] in said
    assert TYPE_NAMES[bean["type"]] in said or TYPE_SHORT[bean["type"]] in said
    assert power_short(bean) in said or power_short(bean, True) in said
    boosted = next(sl for sl in view["mat"] if sl["bean"] is not None and sl["team_bonus"])
    for sl in view["mat"]:
        if sl["bean"] is None:
            continue
        br = gv.bean_rect(gv.slot_rect(view, sl["slot"]), sl["position"])
        px = gv.info_px(br.width)
        lh = assets.font(px, "cond").get_linesize()
        gv.draw_values(app.screen, view, sl, br)  # the face's title is laid out by now
        rows = next(
            r
            for tight in range(3)
            if len(r := gv.value_rows(view, sl, br.width, tight)) * lh + 6 <= br.height * 0.8
            or tight == 2
        )
        assert len(rows) * lh + 6 <= br.height * 0.8  # under the title, never over it
        for text, _, kind in rows:  # nothing clipped: every line inside the card
            assert theme.text_width(text, px, kind) <= br.width - 6, text
        if sl is boosted:
            line = " ".join(text for text, _, _ in rows)
            assert "+50 Team" in line or "MMP" in line
    table.draw(app.screen)
    big = table.hits.inspect_at(
        view, gv.bean_rect(gv.slot_rect(view, boosted["slot"]), "headz").center
    )
    assert big is not None and "Team Bonus" in big["text"]
    assert f"Attack {boosted['attack']}" in big["text"]


def test_esc_on_a_shot_opens_the_games_menu_and_quit_leaves_the_table(app: App) -> None:
    """A new player found no way out of the Shoot for Loot screen: Esc there opens the game's
    menu over it (Resume: back to the shot; Quit to launcher leaves the shot and the table)."""
    from tabletop.games.beanz.flick.scene import ShotScene
    from tabletop.ui.scenes.menu import GameMenu

    def my_shot(s: Session) -> bool:
        return s.game.flow.at == "loot" and s.game.active_seats() == [0]

    session = find(my_shot)
    under = Scene(app)  # the launcher
    app.push(under)
    table = table_for(app, session)
    table.timed.update(1.0)
    shot = app.scene
    assert isinstance(shot, ShotScene)
    _press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, GameMenu)
    _press(app, pygame.K_ESCAPE)  # Resume
    assert app.scene is shot
    _press(app, pygame.K_ESCAPE)
    menu = app.scene
    next(b for b in menu.buttons if b.label == "Quit to launcher").on_click()
    assert table not in app.scenes and shot not in app.scenes and app.scene is under


def test_no_large_card_where_a_card_was_just_dropped_until_the_pointer_moves(
    app: App, monkeypatch
) -> None:
    """A new player: after a drag, the large copy of the mat card under the pointer (where the
    card was dropped) stayed up until the mouse moved. It waits for the pointer to move."""
    session = find(lambda s: any(sl["bean"] for sl in s.game.view(0)["mat"]))
    table = table_for(app, session)
    gv = table.gv
    sl = next(sl for sl in table.view["mat"] if sl["bean"])
    at = gv.bean_rect(gv.slot_rect(table.view, sl["slot"]), sl["position"]).center
    shown: list[object] = []
    monkeypatch.setattr(gv, "face", lambda c, size: shown.append(c) or pygame.Surface(size))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
    gv.draw_hover(app.screen, table.view)
    assert len(shown) == 1  # hovering a Bean: its large copy
    table.drag = {"item": None}  # a drag under way, then dropped right here
    gv.draw_hover(app.screen, table.view)
    table.drag = None
    gv.draw_hover(app.screen, table.view)
    assert len(shown) == 1
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (at[0] + 3, at[1]))
    gv.draw_hover(app.screen, table.view)
    assert len(shown) == 2  # the pointer moved: shown again


def test_a_sideways_beans_name_is_said_across_its_card(app: App, monkeypatch) -> None:
    """A new player: SIDEWAYZ was drawn over a turned Bean's name (which runs down the card's
    side). Its name is written across the card's top, above the SIDEWAYZ pill."""
    session = find(
        lambda s: any(sl["bean"] and sl["position"] == "sidewayz" for sl in s.game.view(0)["mat"])
    )
    table = table_for(app, session)
    said: list[str] = []
    real = table.gv.sideways_name
    monkeypatch.setattr(
        table.gv, "sideways_name", lambda surf, name, br: said.append(name) or real(surf, name, br)
    )
    table.gv.draw(app.screen, table.view, 0, 0.0)
    turned = [
        sl["bean"]["name"]
        for sl in table.view["mat"]
        if sl["bean"] and sl["position"] == "sidewayz"
    ]
    assert said and sorted(said) == sorted(n.removesuffix(" Bean") for n in turned)


def test_a_name_with_its_own_exclamation_mark_gets_no_second_stop(app: App) -> None:
    """A real-window game's log read "Player 1 played Knockdown!." and its status line "Your
    Knockdown!: Player 2 may answer it": the table says one stop after a name's own "!"."""
    session = find(lambda s: True)
    table = table_for(app, session)
    assert table.gv.say("Player 1 played Knockdown!.").endswith(" played Knockdown!")
    assert table.gv.say("Your Knockdown!: Player 2 may answer it").startswith("Your Knockdown! ")
    assert table.gv.say("Player 1 drew a card.").endswith(" drew a card.")
