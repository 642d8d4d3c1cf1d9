"""RPG Get! hot-seat (Ann and Bea at one screen, Cy the computer): a response window is put only
to a person who holds an answer to what just happened (a Defense of the targeted card, a
Recovery that heals, cures or resurrects someone, an Event whose time it is). A new player met
a timed window after nearly every move, most of them for a seat whose only move was Pass, each
followed by the attacker's curtain again; the table now passes at once for a person holding
no answer, before the screen shows the window to anyone, and the computer answers without a
window when no person can."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.game import Game
from tabletop.games.rpgget.bots import NormalBot
from tabletop.games.rpgget.facts import RpgGetFacts
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")

SEATS = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea"), SeatConfig("bot", "Cy", "normal")]
FACTS = RpgGetFacts()


def answers(game: Game, seat: int) -> bool:
    return FACTS.answers(game.view(seat), seat, game.legal_actions(seat))


def before(opens: Callable[[Game, Action], bool]) -> tuple[int, list[str], str]:
    """A game played by the normal computer for every seat (seeds 1-9): the seed, the log before
    the first move after which ``opens(game, move)``, and that move."""
    for seed in range(1, 10):
        s = Session("rpgget", seed, SEATS, {})
        me, rng = NormalBot(), random.Random(seed)
        for _ in range(1500):
            g = s.game
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            move = me.choose(g.view(seat), legal, rng) if seat < 2 else s.bot_choice(seat)
            log = list(s.log)
            s.apply(move)
            if opens(g, move):
                return seed, log, str(move)
    raise AssertionError("no such moment in seeds 1-9")


def attack_window(attacker: int, g: Game) -> bool:
    w = g.window
    return (
        w is not None
        and w["kind"] == "attack"
        and g.active_seats() == [0, 1, 2]
        and (g.pending is not None and g.pending["seat"] == attacker)
    )


def at_screen(app: App, seed: int, log: list[str]) -> TableScene:
    session = Session("rpgget", seed, SEATS, {}, log=log)
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    return table


def test_a_person_with_no_answer_is_not_asked_and_the_attacker_goes_on_without_a_curtain(
    app: App,
) -> None:
    """Ann attacks; Bea holds no answer (her only move is Pass): the table passes for Bea at
    once, no window is shown to everyone and no curtain rises; Ann's window (she holds a
    Recovery that heals) runs on her own screen, and after it she attacks again, her curtain
    still lifted."""
    seed, log, move = before(
        lambda g, a: attack_window(0, g) and answers(g, 0) and not answers(g, 1)
    )
    table = at_screen(app, seed, log)
    assert table.curtain_for == 0
    table.lift_curtain()
    app.step([])
    session = table.session
    n = len(session.log)
    assert table.submit(parse_action(move))
    assert session.log[n + 1 :] == ["1:pass"], session.log[n:]
    assert n + 1 in session.by_table  # the table's pass: nobody's own, undo stops at it
    assert 1 not in table.game.active_seats()
    assert not table.screen.public_window() and table.viewer == 0 and table.curtain_for is None
    for _ in range(40):  # Ann's own window runs out (she leaves her Recovery for later)
        app.time_source.advance(0.5)  # type: ignore[attr-defined]
        app.step([])
        assert table.curtain_for is None, "no curtain while Ann goes on"
        if table.game.flow.phase != "window":
            break
    assert table.game.flow.step == "party_attack" and table.acting_seat() == 0
    lines = [text for text, _colour in table.log.lines]
    assert any("Bea had nothing to answer with" in x for x in lines), lines[-8:]


def test_the_computers_attack_opens_no_window_when_no_person_can_answer(app: App) -> None:
    """Cy (the computer) attacks and neither Ann nor Bea holds an answer: no window runs, no
    curtain rises for them, and Cy's own answer is decided at the computer's pace."""
    seed, log, move = before(
        lambda g, a: attack_window(2, g) and not answers(g, 0) and not answers(g, 1)
    )
    session = Session("rpgget", seed, SEATS, {}, log=log)
    table = TableScene(app, session)
    app.push(table)
    n = len(session.log)
    table.next_bot_at = 0.0
    for _ in range(40):
        app.time_source.advance(0.25)  # type: ignore[attr-defined]
        app.step([])
        if len(session.log) > n:
            break
    assert session.log[n] == move
    assert session.log[n + 1 : n + 3] == ["0:pass", "1:pass"]
    assert {n + 1, n + 2} <= session.by_table
    assert table.window_key is None and not table.screen.public_window()


def test_what_counts_as_an_answer() -> None:
    """A Recovery with nobody to heal and a Reward used for no action are no answer (a window
    of Ann's own attack holding only those is not put to her); an Event whose time it is is
    one."""
    seed, log, _move = before(
        lambda g, a: (
            g.window is not None
            and 0 in g.active_seats()
            and any(x.verb in ("act", "use") for x in g.legal_actions(0))
            and not answers(g, 0)
        )
    )
    s = Session("rpgget", seed, SEATS, {}, log=log)
    s.apply(parse_action(_move))
    g = s.game
    verbs = {a.verb for a in g.legal_actions(0)}
    assert verbs & {"act", "use"} and "event" not in verbs
    assert not answers(g, 0)
    seed, log, _move = before(
        lambda g, a: (
            g.window is not None
            and 1 in g.active_seats()
            and any(x.verb == "event" for x in g.legal_actions(1))
        )
    )
    s = Session("rpgget", seed, SEATS, {}, log=log)
    s.apply(parse_action(_move))
    assert answers(s.game, 1)
