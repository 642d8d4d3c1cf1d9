"""Marvel Codenames on Table v3's layout contract: what lies where is declared (``placed``), each
legal move but a clue has its gesture on screen, a click on a card that is no guess is refused
with the engine's reason, the view hands its typed clue to the table instead of submitting it,
and the table writes what the clues meant into its log at the end."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action
from tabletop.games.codenames import gestures
from tabletop.games.codenames import view as cv
from tabletop.room.session import Session
from tabletop.ui.app import App
from tabletop.ui.parts.gestures import Click, Pick
from tabletop.ui.parts.layout import ButtonItem, CardItem
from tabletop.ui.table import TableScene
from tests.ui.test_codenames_view import (
    _bots_until,
    _click,
    _coop_director,
    _post,
    _seats,
    _table,
    _type,
)


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def app(request, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    a = App(request.param, headless=True)
    yield a
    pygame.quit()


def _check(table: TableScene, view: dict, seat: int, legal: list[Action]) -> int:
    """Every legal move but a clue (typed) has its gesture on screen and gives the move back."""
    gv = table.gv
    screen = pygame.Rect((0, 0), gv.size)
    lay = gv.placed(view, seat)
    clicks = table.hits.clickables(view, seat, legal)
    buttons = [b.action for b in table.hits.buttons(view, seat, legal)]
    options = {o["value"] for o in (view.get("prompt") or {}).get("options") or []}
    n = 0
    for a in legal:
        g = gv.gesture(a, view)
        if a.verb == "clue":
            assert g is None, a  # typed into the clue box, never a gesture on the table
            continue
        n += 1
        if isinstance(g, Click) and g.key[0] == "card":
            item = lay.find(g.key)
            assert isinstance(item, CardItem) and screen.contains(item.rect), a
            assert [c.action for c in clicks if c.rect == item.rect] == [a], a
        elif isinstance(g, Click):
            assert isinstance(lay.find(g.key), ButtonItem) and a in buttons, a
        else:
            assert isinstance(g, Pick) and set(g.values) <= options, a
    return n


@pytest.mark.parametrize(
    ("kinds", "options"), [("bbbb", {}), ("bbbb", {"approve": "on"}), ("bb", {"variant": "co-op"})]
)
def test_every_legal_move_but_a_clue_has_one_gesture_on_screen(app, kinds, options) -> None:
    table = _table(app, Session("codenames", 1, _seats("hbbb")))
    checked = 0
    for seed in range(3):
        session = Session("codenames", seed, _seats(kinds), options)
        bot = make_bot("codenames", "normal")
        rng = random.Random(seed)
        for _ in range(120):
            g = session.game
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            checked += _check(table, g.view(seat), seat, legal)
            moves = [a for a in legal if a.verb != "clue"]
            pick = rng.choice(moves) if moves and rng.random() < 0.5 else None
            session.apply(pick or bot.choose(g.view(seat), legal, session.bot_rng))
    assert checked > 100


def test_the_grid_cards_lie_where_they_are_drawn_and_are_not_zoomed(app: App) -> None:
    session = Session("codenames", 11, _seats("bhbb"))
    _bots_until(session, lambda g: 1 in g.active_seats())
    table = _table(app, session)
    table.draw(app.screen)
    lay = table.gv.placed(table.view, 1)
    for i, r in enumerate(table.gv.geo.cells):
        item = lay.find(gestures.card(i))
        assert isinstance(item, CardItem) and item.rect == r
        assert item.card is not None and item.card["word"] == table.view["grid"][i]["word"]
    # the words are read where they lie: no right-click zoom (as before the layout)
    assert table.hits.inspect_at(table.view, table.gv.geo.cells[0].center) is None
    clue = lay.find(("label", "clue"))
    assert clue is not None and table.view["clue"]["word"] in clue.text


def test_a_click_on_a_covered_card_is_refused_with_the_engines_reason(app: App) -> None:
    session = Session("codenames", 11, _seats("bhbb"))  # seat 1: the human HYDRA Agent
    _bots_until(session, lambda g: 1 in g.active_seats())
    own = next(i for i in range(25) if session.game.key[i] == session.game.turn_team)
    session.apply(f"1:guess {own}")
    if 1 not in session.game.active_seats():
        pytest.skip("that guess ended the turn")
    table = _table(app, session)
    n = len(session.log)

    _click(app, table.gv.geo.cells[own].center)
    reason = session.game.illegal_reason(Action(1, "guess", (own,)))
    assert len(session.log) == n and reason
    assert any(session.name_text(reason) in t.text for t in table.toasts.items)


def test_the_view_hands_a_typed_clue_to_the_table_and_never_submits_it(app: App) -> None:
    table = _coop_director(app)
    gv = table.gv
    _type(app, "zebra")
    _type(app, "2")
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    got = gv.handle_event(enter, table.view, 0)
    assert got == Action(0, "clue", ("ZEBRA", 2))
    assert table.session.log == []  # the view made no move: the table submits what it gives


def test_a_refused_clue_reads_under_the_box_and_is_not_toasted(app: App) -> None:
    table = _coop_director(app)
    word = next(c["word"] for c in table.view["grid"] if c["word"].isalpha())
    _type(app, word.lower())
    _type(app, "3")
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    reason = table.game.illegal_reason(Action(0, "clue", (word, 3)))
    assert table.session.log == [] and reason and table.gv.entry_error == reason
    assert table.gv.entry.focus, "the box keeps the keyboard for the next try"
    assert not any(reason in t.text for t in table.toasts.items)


def test_the_table_writes_what_the_clues_meant_once_at_the_end(app: App) -> None:
    session = Session("codenames", 3, _seats("hbbb"))
    _bots_until(session, lambda g: g.phase == "guess" and len(g.history) >= 3)
    table = _table(app, session)
    bot = make_bot("codenames", "normal")
    for _ in range(400):
        g = session.game
        if g.is_terminal():
            break
        seat = g.active_seats()[0]
        assert table.submit(bot.choose(g.view(seat), g.legal_actions(seat), session.bot_rng))
    assert session.game.is_terminal()
    for _ in range(3):
        app.step([])
    texts = [t for t, _c in table.log.lines]
    assert texts.count("What the clues meant:") == 1
    at = texts.index("What the clues meant:")
    assert texts[at - 1].startswith("The deal was seed")
    clues = [h["clue"]["word"] for h in table.view["history"] if h["clue"]]
    notes = texts[at + 1 :]
    assert notes and all(x.startswith("  ") for x in notes)
    assert {n.split(":")[0].strip() for n in notes} <= set(clues)


def test_allow_and_refuse_leave_the_tv_while_the_director_window_is_open(app: App) -> None:
    session = Session("codenames", 5, _seats("hhhh"), {"approve": "on"})
    table = _table(app, session)
    gv = table.gv
    view = table.view
    lay = gv.placed(view, 0)
    assert lay.find(("button", "allow")) is not None
    r = gv.rects["main"].get("dwin")
    if r is None or not cv.second_window_supported() or not gv.dwin.open("test"):
        pytest.skip("no second window with this pygame/driver")
    table.refresh()
    assert gv.placed(table.view, 0).find(("button", "allow")) is None
    assert gv.placed(table.view, 0).find(("button", "stop")) is not None
    gv.close()
