"""Austin Powers table: drag-and-drop through real pygame events (play an Agent, attempt, throw
a bone in the arena), an illegal drop that changes nothing and shows the engine's reason, the
Ask for help button where a third player may help (never with two players), and a layout for 2, 4 and 6 seats where no seat panels overlap."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

AUSTIN = "Austin Powers, International Man of Mystery"
FILLER = ["Shagette", "Groovy, Baby!", "Johnson, Radar Operator", "Oh, Behave!", "Shagette"]
EVIL_FILLER = ["Mustafa", "Zip It!", "Fembot", "Mini-Me", "Zip It!"]


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)  # bots wait: the test moves
    a = App((1920, 1080), headless=True)
    yield a
    pygame.quit()


def _duel(app: App, players: int = 2) -> TableScene:
    """Ann (the human, Good) against Bob; with ``players=3`` Cy (Good, outside the attacks
    played here) sits too, so a side in an attack may ask for help."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    position = [
        {
            "side": "good",
            "table": [AUSTIN],
            "hand": ["Basil Exposition", "Groovy, Baby!"],
            "deck": FILLER,
        },
        {
            "side": "evil",
            "table": ["Fembot", "Dr. Evil"],
            "hand": ["One Million Dollars!"],
            "deck": EVIL_FILLER,
        },
    ]
    if players == 3:
        seats.append(SeatConfig("bot", "Cy", "normal"))
        # Cy with an Agent on the table, to pay a bone's vibes with: one who may help
        position.append({"side": "good", "table": ["Felicity Shagwell"], "deck": FILLER})
    sess = Session("austin", 1, seats)
    sess.game.set_position({"current": 0, "seats": position})
    table = TableScene(app, sess)
    app.push(table)
    app.step([])
    pygame.event.clear()
    return table


def _drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for e in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ):
        pygame.event.post(e)
    app.step(pygame.event.get())


def _drag_of(table: TableScene, name: str, source: str = "hand"):
    for d in table.hits.draggables(table.view, table.acting_seat()):
        if d.payload["name"] == name and d.payload["from"] == source:
            return d
    raise AssertionError(f"{name} is not draggable from {source}")


def _agent_rect(table: TableScene, seat: int, name: str) -> pygame.Rect:
    for c, r in table.gv.panel_layout(table.view, seat)["slots"]:
        if c["name"] == name:
            return r
    raise AssertionError(name)


def test_play_an_agent_by_drag(app: App) -> None:
    table = _duel(app)
    basil = table.game.find("Basil Exposition", 0, "hand")
    d = _drag_of(table, "Basil Exposition")
    target = table.gv.geometry(2)["mine_table"]
    _drag(app, d.rect.center, target.center)
    assert table.session.log[-1] == f"0:agent {basil}"
    assert basil in table.game.table[0]


def test_attempt_by_drag_onto_an_opponent_agent(app: App) -> None:
    table = _duel(app)
    austin = table.game.find(AUSTIN, 0, "table")
    fembot = table.game.find("Fembot", 1, "table")
    d = _drag_of(table, AUSTIN, "table")
    # while dragging, the legal target glows
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.rect.center, button=1))
    app.step(pygame.event.get())
    assert table.drag is not None
    assert any(t.key == ("agent", fembot) for t, _ in table.drag["good"])
    assert not any(t.key == ("agent", table.game.find("Dr. Evil")) for t, _ in table.drag["good"])
    end = _agent_rect(table, 1, "Fembot").center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(pygame.event.get())
    assert table.session.log[-1] == f"0:attempt {austin} {fembot}"
    assert table.view["fight"]["kind"] == "shag"
    assert table.gv.banners and "SHAG" in table.gv.banners[-1]["big"]


def test_illegal_drop_shows_the_engines_reason_and_changes_nothing(app: App) -> None:
    table = _duel(app)
    h = table.game.state_hash()
    n = len(table.session.log)
    d = _drag_of(table, AUSTIN, "table")
    _drag(app, d.rect.center, _agent_rect(table, 1, "Dr. Evil").center)
    assert table.game.state_hash() == h and len(table.session.log) == n
    assert table.snap is not None  # the card glides back
    assert table.toasts.items and "opposite sex" in table.toasts.items[-1].text


def test_bone_onto_own_agent_in_the_arena_and_ask_for_help(app: App) -> None:
    table = _duel(app, players=3)  # Cy, outside the attack, may throw Ann a bone
    austin = table.game.find(AUSTIN, 0, "table")
    fembot = table.game.find("Fembot", 1, "table")
    million = table.game.find("One Million Dollars!", 1, "hand")
    assert table.submit(Action(0, "attempt", (austin, fembot)))
    assert table.submit(Action(1, "bone", (million,)))
    app.step([])
    assert any(b.label == "Ask for help" for b in table.buttons)
    assert any(b.label == "Give up" for b in table.buttons)
    # the arena shows both Agents and the landed bone
    lay = table.gv.arena_layout(table.view)
    assert [a[1] for a in lay["agents"]] == [austin, fembot]
    assert [b["card"]["id"] for b, _r, _s in lay["bones"]] == [million]
    # dropping the bone on the opponent's Agent does nothing
    groovy = table.game.find("Groovy, Baby!", 0, "hand")
    opp = next(r for side, _c, _o, r in lay["agents"] if side == "def")
    mine = next(r for side, _c, _o, r in lay["agents"] if side == "att")
    d = _drag_of(table, "Groovy, Baby!")
    _drag(app, d.rect.center, opp.center)
    assert table.session.log[-1] == f"1:bone {million}"
    d = _drag_of(table, "Groovy, Baby!")
    _drag(app, d.rect.center, mine.center)
    assert table.session.log[-1] == f"0:bone {groovy}"
    assert table.gv.banners[-1]["big"] == "Groovy, baby!"  # the bone's title, large


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("n", [2, 4, 6])
def test_layout_has_no_overlapping_seats(tmp_path, monkeypatch, n: int, size) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    try:
        seats = [SeatConfig("human", "Ann")] + [
            SeatConfig("bot", f"Bot {i}", "normal") for i in range(1, n)
        ]
        table = TableScene(app, Session("austin", 4, seats))
        app.push(table)
        table.draw(app.screen)
        geo = table.gv.geometry(n)
        rects = list(geo["panels"].values()) + [geo["mine_table"], geo["arena"]]
        assert len(geo["panels"]) == n - 1
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (a, b)
        for r in rects + [geo["hand_row"]]:
            assert table.play_rect.contains(r), r
        assert not geo["hand_row"].colliderect(geo["mine_table"])
        for seat in range(n):
            lay = table.gv.panel_layout(table.view, seat)
            for _c, r in lay["slots"]:
                assert lay["rect"].contains(r)
            assert lay["rect"].contains(table.gv.score_rect(table.view, seat))
        # the hand never runs under the action buttons
        hand = table.gv.hand_rects(9, geo)
        for b in table.buttons:
            assert not any(b.rect.colliderect(r) for r in hand)
    finally:
        pygame.quit()


def _defending(app: App, players: int = 3) -> TableScene:
    """Bea (the human, Evil) defends Fembot against Austin's Shag attempt with no bone in hand:
    with Cy at the table too (outside the attack) the buttons are Ask for help [H] and Give up
    [G]; with two players nobody could help, and Give up [G] is the only one."""
    seats = [SeatConfig("bot", "Ann", "normal"), SeatConfig("human", "Bea")]
    position = [
        {"side": "good", "table": [AUSTIN], "hand": ["Basil Exposition"], "deck": FILLER},
        {"side": "evil", "table": ["Fembot"], "hand": ["Mustafa"], "deck": EVIL_FILLER},
    ]
    if players == 3:
        seats.append(SeatConfig("bot", "Cy", "normal"))
        # Cy with an Agent on the table, to pay a bone's vibes with: one who may help
        position.append({"side": "good", "table": ["Felicity Shagwell"], "deck": FILLER})
    sess = Session("austin", 1, seats)
    sess.game.set_position({"current": 0, "seats": position})
    table = TableScene(app, sess)
    app.push(table)
    g = sess.game
    assert table.submit(
        Action(0, "attempt", (g.find(AUSTIN, 0, "table"), g.find("Fembot", 1, "table")))
    )
    app.step([])
    pygame.event.clear()
    return table


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_return_on_the_defence_does_nothing_and_names_the_buttons_keys(app: App, key) -> None:
    """Return takes no move that is not shown as its button (it gave up: "Bea plays no more
    bones"); it says which keys the shown buttons have."""
    table = _defending(app)
    assert [(b.label, b.hotkey) for b in table.buttons] == [("Give up", "G"), ("Ask for help", "H")]
    assert table.gv.status(table.view, 1) == "Your move: throw a bone, ask for help or give up"
    log = list(table.session.log)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="\r", scancode=40))
    app.step(pygame.event.get())
    assert table.session.log == log and table.game.fight is not None
    hint = table.toasts.items[-1].text
    assert "H" in hint and "Ask for help" in hint and "G" in hint and "Give up" in hint
    # the shown keys do what their buttons say
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g"))
    app.step(pygame.event.get())
    assert table.session.log[-1] == "1:give_up"


def test_two_players_defence_shows_only_give_up_and_says_so(app: App) -> None:
    """With two players nobody outside the attack may throw Bea a bone: no Ask for help button
    (it gave the attack up), the top line says 'throw a bone or give up', and Return names the
    one key there is."""
    table = _defending(app, players=2)
    assert [(b.label, b.hotkey) for b in table.buttons] == [("Give up", "G")]
    assert table.gv.status(table.view, 1) == "Your move: throw a bone or give up"
    log = list(table.session.log)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    )
    app.step(pygame.event.get())
    assert table.session.log == log and table.game.fight is not None
    hint = table.toasts.items[-1].text
    assert "G" in hint and "Give up" in hint and "Ask for help" not in hint
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    app.step(pygame.event.get())
    assert table.session.log == log  # H is no key here: no help is asked
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g"))
    app.step(pygame.event.get())
    assert table.session.log[-1] == "1:give_up"
