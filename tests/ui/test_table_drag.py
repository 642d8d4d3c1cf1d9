"""Drag and drop through real pygame events under the dummy video driver: a legal drop submits
exactly the matching action; an illegal one changes nothing and shows the engine's reason."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.engine.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1920, 1080), headless=True)
    yield a
    pygame.quit()


def _table(app: App, seed: int) -> TableScene:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    table = TableScene(app, Session("espionage", seed, seats))
    app.push(table)
    app.step([])
    pygame.event.clear()
    return table


def _drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    evs = [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ]
    for e in evs:
        pygame.event.post(e)
    app.step(pygame.event.get())


def _find_seed(pred) -> int:
    for seed in range(500):
        s = Session("espionage", seed, [SeatConfig("human"), SeatConfig("bot")])
        if pred(s):
            return seed
    raise AssertionError("no seed found")


def test_legal_drop_on_opponent_submits_the_action(app: App) -> None:
    seed = _find_seed(
        lambda s: any(a.verb == "play" and a.args[1:] == (1,) for a in s.game.legal_actions(0))
    )
    table = _table(app, seed)
    action = next(a for a in table.game.legal_actions(0) if a.verb == "play" and a.args[1:] == (1,))
    card = action.args[0]
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == card)
    target = table.gv.opponent_rects(table.view)[1]
    before = len(table.session.log)
    # while dragging, the legal target glows
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.rect.center, button=1))
    app.step(pygame.event.get())
    assert table.drag is not None
    assert any(t.key == ("seat", 1) for t, _ in table.drag["good"])
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=target.center, rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target.center, button=1))
    app.step(pygame.event.get())
    assert table.session.log[before] == str(action)


def test_illegal_drop_snaps_back_with_reason(app: App) -> None:
    def has_pure_reaction(s: Session) -> bool:
        return any(c["kind"] == "reaction" and not c["as_mission"] for c in s.game.view(0)["hand"])

    seed = _find_seed(has_pure_reaction)
    table = _table(app, seed)
    card = next(c for c in table.view["hand"] if c["kind"] == "reaction" and not c["as_mission"])
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == card["id"])
    target = table.gv.opponent_rects(table.view)[1]
    h = table.game.state_hash()
    _drag(app, d.rect.center, target.center)
    assert table.game.state_hash() == h
    assert table.snap is not None  # gliding back
    assert table.toasts.items and "Reaction" in table.toasts.items[-1].text


def test_end_turn_button_and_hotkey(app: App) -> None:
    table = _table(app, 1)
    assert any(b.label in ("Pass turn", "End turn") for b in table.buttons)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    )
    app.step(pygame.event.get())
    assert table.session.log[-1] == "0:end"


def test_press_and_hold_shows_the_card_large(app: App) -> None:
    table = _table(app, 1)
    d = table.gv.draggables(table.view, 0)[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.rect.center, button=1))
    app.step(pygame.event.get())
    table.drag["t0"] -= 1.0  # held still for a second
    app.step([])
    assert table.inspect is not None and table.inspect["id"] == d.payload["id"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=d.rect.center, button=1))
    app.step(pygame.event.get())
    assert table.inspect is not None  # it stays open after the release
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # a click closes it
        pygame.event.post(pygame.event.Event(kind, pos=(5, 5), button=1))
    app.step(pygame.event.get())
    assert table.inspect is None
    assert table.session.log == []


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (3840, 2160)])
def test_the_table_relayouts_on_resize(app: App, size) -> None:
    table = _table(app, 1)
    pygame.display.set_mode(size, pygame.RESIZABLE)  # what the window manager does
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.step(pygame.event.get())
    assert app.screen.get_size() == size
    assert table.size == size
    screen = pygame.Rect((0, 0), size)
    for d in table.gv.draggables(table.view, 0):
        assert screen.contains(d.rect)
    for b in table.buttons + table.top_buttons:
        assert screen.contains(b.rect)
    table.draw(app.screen)


def test_detective_asks_for_the_order_of_the_cards_put_back(app: App) -> None:
    def detective_seed(s: Session) -> bool:
        return any(c["name"] == "Detective" for c in s.game.view(0)["hand"])

    table = _table(app, _find_seed(detective_seed))
    card = next(c for c in table.view["hand"] if c["name"] == "Detective")
    table.submit(next(a for a in table.game.legal_actions(0) if a.args[:1] == (card["id"],)))
    while table.game.active_seats() != [0] or table.view["phase"] != "choice":
        for s in table.game.active_seats():
            table.submit(next(a for a in table.game.legal_actions(s) if a.verb == "pass"))
    shown = table.view["pending"]["cards"]
    spots = dict((int(a.args[0]), r) for a, r in table.prompt_targets())
    assert sorted(spots) == sorted(c["id"] for c in shown)  # every card in the picker
    # the card taken, then the one to go back on top: the last card's place needs no click
    for cid in (shown[0]["id"], shown[2]["id"]):
        _post(
            app,
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spots[cid].center, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spots[cid].center, button=1),
        )
    assert table.prompts.picked == [shown[0]["id"], shown[2]["id"], shown[1]["id"]]
    confirm = next(b for b in table.buttons if b.hotkey == "Return")
    assert confirm.label.startswith(f"Keep {shown[0]['name']}; on top: {shown[2]['name']}")
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    taken, *rest = [int(x) for x in table.session.log[-1].split()[1:]]
    assert table.session.log[-1].startswith("0:detective")
    assert taken == shown[0]["id"] and rest == [shown[2]["id"], shown[1]["id"]]


def _window_for_seat_0(app: App, answers: int) -> TableScene:
    """A table where seat 0 may answer the open window with a Reaction that has ``answers``
    legal answers (random moves from a seed, the same every run)."""
    import random

    for seed in range(200):
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
        s = Session("espionage", seed, seats)
        rng = random.Random(seed)
        for _ in range(60):
            g = s.game
            if g.is_terminal():
                break
            if 0 in g.active_seats() and g.view(0)["phase"] == "window":
                reacts = [a for a in g.legal_actions(0) if a.verb == "react"]
                if reacts and len(reacts) == answers:
                    table = TableScene(app, s)
                    app.push(table)
                    app.step([])
                    pygame.event.clear()
                    return table
                break
            seat = g.active_seats()[0]
            s.apply(rng.choice([a for a in g.legal_actions(seat) if a.verb != "react"]))
    raise AssertionError("no such window")


def test_a_reaction_dropped_anywhere_on_the_stack_area_answers_its_one_item(app: App) -> None:
    """Issue 26: a Reaction dropped on the stack's area, not on the card, was refused with a
    message that did not say where to drop it."""
    table = _window_for_seat_0(app, 1)
    react = next(a for a in table.legal(0) if a.verb == "react")
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == react.args[0])
    area = table.gv.table_rect
    spot = (area.right - 30, area.bottom - 30)  # a corner of the stack's panel, off the card
    assert not any(r.collidepoint(spot) for r in table.gv.stack_rects(table.view))
    before = len(table.session.log)
    _drag(app, d.rect.center, spot)
    assert table.session.log[before:] and table.session.log[before] == str(react)


def test_a_reaction_dropped_where_it_answers_nothing_says_where_to_drop_it(app: App) -> None:
    table = _window_for_seat_0(app, 1)
    react = next(a for a in table.legal(0) if a.verb == "react")
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == react.args[0])
    seat_panel = table.gv.opponent_rects(table.view)[1].center
    h = table.game.state_hash()
    _drag(app, d.rect.center, seat_panel)
    item = next(it for it in table.view["stack"] if it["uid"] == react.args[1])
    assert table.game.state_hash() == h
    text = table.toasts.items[-1].text
    assert "on the stack card it answers" in text and table.gv.say(item["label"]) in text


# ---------------------------------------------------------------- windows, late drags, refusals
def _post(app: App, *events: pygame.event.Event) -> None:
    for e in events:
        pygame.event.post(e)
    app.step(pygame.event.get())


def test_a_late_drag_never_lands_on_the_next_state(app: App) -> None:
    seed = _find_seed(
        lambda s: any(a.verb == "play" and a.args[1:] == (1,) for a in s.game.legal_actions(0))
    )
    table = _table(app, seed)
    action = next(a for a in table.game.legal_actions(0) if a.verb == "play" and a.args[1:] == (1,))
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == action.args[0])
    target = table.gv.opponent_rects(table.view)[1]
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.rect.center, button=1))
    assert table.drag is not None
    # the state moves on under the card (a window closing, a pass made for the seat...)
    end = next(a for a in table.game.legal_actions(0) if a.verb == "end")
    table.session.apply(end)
    n = len(table.session.log)
    _post(
        app,
        pygame.event.Event(pygame.MOUSEMOTION, pos=target.center, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target.center, button=1),
    )
    assert len(table.session.log) == n and table.drag is None
    assert table.toasts.items and "Too late" in table.toasts.items[-1].text


def test_clicking_a_card_says_how_to_play_it(app: App) -> None:
    seed = _find_seed(
        lambda s: any(a.verb == "play" and a.args[1:] == (1,) for a in s.game.legal_actions(0))
    )
    table = _table(app, seed)
    action = next(a for a in table.game.legal_actions(0) if a.verb == "play" and a.args[1:] == (1,))
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload["id"] == action.args[0])
    n = len(table.session.log)
    _post(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.rect.center, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=d.rect.center, button=1),
    )
    assert len(table.session.log) == n
    text = table.toasts.items[-1].text
    assert text.startswith("Drag the card onto") and "cannot go there" not in text


def test_refusal_is_said_away_from_its_target(app: App) -> None:
    table = _table(app, 1)
    table.refuse("No.", (table.play_rect.centerx, table.play_rect.y + 40))
    surf = app.screen
    table.draw(surf)
    # the toast is drawn in the lower half when the target is in the upper half
    assert table.toast_anchor is not None
    table.refuse("No.", (table.play_rect.centerx, table.play_rect.bottom - 40))
    table.draw(surf)
    assert table.toast_anchor[1] > table.play_rect.centery


def test_solo_window_waits_for_the_human_who_can_answer(app: App) -> None:
    """Solo: a window that the human can answer waits for them (react or pass)."""
    import random

    rng = random.Random(5)
    found = None
    for seed in range(200):
        s = Session("espionage", seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob")])
        for _ in range(300):
            g = s.game
            if g.is_terminal():
                break
            act = g.active_seats()
            if len(act) > 1 and 0 in act and [a.verb for a in g.legal_actions(0)] != ["pass"]:
                found = s
                break
            s.apply(rng.choice(g.legal_actions(act[0])))
        if found:
            break
    assert found is not None
    table = TableScene(app, Session.from_save_data(found.to_save()))
    app.push(table)
    table.update(time.monotonic())
    assert table.window_key is not None
    n = len(table.session.log)
    table.update(time.monotonic() + 3600)  # an hour later: still open, no countdown
    assert len(table.session.log) == n and table.window_key is not None
    assert not table.window_timed()


def test_hotseat_window_length_is_a_setting(app: App) -> None:
    from tabletop.ui import table as table_module

    assert table_module.WINDOW_SECONDS >= 5.0
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben")]
    table = TableScene(app, Session("espionage", 3, seats))
    app.push(table)
    assert table.window_seconds() == table_module.WINDOW_SECONDS
    app.settings["window_seconds"] = 9
    assert table.window_seconds() == 9.0
    app.settings["window_seconds"] = 0.5  # clamped: a window must stay readable
    assert table.window_seconds() == table_module.MIN_WINDOW_SECONDS


def test_autosave_is_written_off_the_frame(tmp_path) -> None:
    from tabletop.engine import session as session_module
    from tabletop.engine.saves import read_json

    path = tmp_path / "auto.json"
    session_module.Session.background_saves = True
    try:
        s = Session("espionage", 4, [SeatConfig("human"), SeatConfig("bot")], autosave=path)
        for _ in range(5):
            s.apply(s.game.legal_actions(s.game.active_seats()[0])[0])
        assert session_module.AUTOSAVER.flush(10.0)
        assert read_json(path)["log"] == s.log  # the latest save won
    finally:
        session_module.Session.background_saves = False


def test_clicking_your_own_bean_says_how_to_attack(app: App) -> None:
    import random

    rng = random.Random(2)
    table = None
    for seed in range(60):
        s = Session("beanz", seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob")])
        for _ in range(200):
            g = s.game
            if g.is_terminal():
                break
            act = g.active_seats()
            if act == [0] and g.flow.at == "main" and not g.stack:
                t = TableScene(app, Session.from_save_data(s.to_save()))
                app.push(t)
                if any(d.payload.get("src") == "slot" for d in t.gv.draggables(t.view, 0)):
                    table = t
                    break
                app.pop()
            s.apply(rng.choice(g.legal_actions(act[0])))
        if table is not None:
            break
    assert table is not None
    table.next_bot_at = float("inf")
    d = next(d for d in table.gv.draggables(table.view, 0) if d.payload.get("src") == "slot")
    n = len(table.session.log)
    _post(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.rect.center, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=d.rect.center, button=1),
    )
    assert len(table.session.log) == n
    assert table.toasts.items[-1].text == (
        "Drag your Bean onto an enemy Bean in the same Galaxy to attack."
    )


def test_a_wrong_card_in_the_codenames_cover_step_says_something(app: App) -> None:
    seats = [SeatConfig("human", f"P{i}") for i in range(4)]
    table = TableScene(app, Session("codenames", 1, seats))
    app.push(table)
    cell = table.gv.geo.cells[0].center
    hint = table.gv.click_hint({**table.view, "phase": "rival"}, None, cell)
    assert "rival" in hint and "cover" in hint.lower()
