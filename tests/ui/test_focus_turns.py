"""Issue 52: where the keyboard's focus is when a person's turn starts, and one Tab cycle
(``ui/layers/focus.py``), over every game with a table: a table kept open across turns (as a
person plays it, not one opened anew at each turn), the focus left on the table's last stop
before each move. When the seat on screen may move again after it could not with the focus on
nothing (the ring hidden by the pointer, or its thing gone), the focus is on the first card of
its hand that can be played now, else on the main button (End turn) (or, with a question open,
on the question; where the game has no hand, on its first stop); a focus the keys left on a
thing still there stays (a new player's blind Enter picked up a card the computer had just
given where the status line had said "Log: Enter presses it"). Tab visits every stop exactly
once, every card of the hand, the top bar's buttons and the piles among them, no two stops at
one place; with a card picked up, Tab visits each legal target once."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import parse_action
from tabletop.engine.game import game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.parts.layout import CardItem, PileItem
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

GAMES = [g for g in game_names() if info(g).view]
#: turn starts looked at in each game
TURNS = 4


def key(app: App, k: int, mod: int = 0) -> None:
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)])


def me(game: str) -> int:
    """The seat of the person: Codenames' first Agent (its first seat gives clues by typing)."""
    return 1 if game == "codenames" else 0


def open_table(app: App, game: str) -> TableScene:
    n = 4 if game == "codenames" else 2
    seats = [SeatConfig("bot", f"Bot{i}", "normal") for i in range(n)]
    seats[me(game)] = SeatConfig("human", "Ann")
    table = TableScene(app, Session(game, 5, seats, info(game).unattended))
    app.push(table)
    app.step([])
    return table


def turn_start(table: TableScene, seat: int, stops: list) -> object:
    """Where a turn starts: the hand's first card that can be played now, else the main
    button (End turn; a window's No reaction), else the hand's first card; with no hand, the
    table's first thing to act on before the buttons (a new player saw
    the focus start on "Bodyguard: no move now"). Where the game says a turn is at its start
    (Espionage, nothing played yet), its main button (End turn): Enter ends the turn, as the
    README says, and two Enters never play a card unasked."""
    buttons = [s for s in stops if s.kind == "button"]
    main = [s for s in buttons if s.item.primary and s.item.enabled]
    if main and table.gv.turn_starts_on_end(table.view, seat):
        return main[0]
    legal = table.legal(seat)
    g = table.hits.gestures(table.view, seat, legal)
    mine = [s for s in stops if s.kind == "hand"]
    for s in mine:
        click = s.item
        if g.targets(s.key) or (click and any(a in legal for a in click.choices or [click.action])):
            return s
    acts = [s for s in stops if s.kind in ("prompt", "click", "toggle")]
    if not mine and acts:
        return acts[0]
    main += [s for s in buttons if s.item.hotkey == "Space"]
    return (main or buttons or mine or stops)[0]


def places_of(stops: list) -> set[tuple[int, ...]]:
    return {tuple(s.rect) for s in stops}


def check_cycle(app: App, table: TableScene, seat: int) -> None:
    """One Tab cycle from the first stop: every stop once, the whole hand among them."""
    stops = table.focus.stops()
    assert len({s.key for s in stops}) == len(stops), [s.name for s in stops]
    assert len({tuple(s.rect) for s in stops}) == len(stops), "two stops at one place"
    lay = table.focus.layout()
    hand = [it.key for it in lay.items if isinstance(it, CardItem) and it.zone == f"hand/{seat}"]
    assert set(hand) <= {s.key for s in stops}
    # the top bar's buttons ("What can I do?", Sound, Undo, Menu) and every pile are stops
    # (a new player found Tab went round the hand and End turn only)
    bar = {tuple(b.rect) for b in table.top_buttons if b.enabled}
    assert bar and bar == {tuple(s.rect) for s in stops if s.kind == "bar"}
    # a greyed-out button (Undo with nothing to take back) is no stop: Return there does nothing
    grey = {tuple(b.rect) for b in table.top_buttons + table.buttons if not b.enabled}
    assert not grey & places_of(stops)
    piles = [it for it in lay.items if isinstance(it, PileItem) and it.rect.width > 0]
    places = {tuple(s.rect) for s in stops}
    assert all(tuple(p.rect) in places for p in piles), [p.key for p in piles]
    key(app, pygame.K_HOME)
    seen = []
    for _ in stops:
        seen.append(table.focus.current().key)
        key(app, pygame.K_TAB)
    assert seen == [s.key for s in stops]
    assert table.focus.current().key == stops[0].key  # round again


def check_targets(app: App, table: TableScene, seat: int) -> bool:
    """A card of the hand with legal targets picked up: Tab visits each target once."""
    stops = table.focus.stops()
    g = table.hits.gestures(table.view, seat, table.legal(seat))
    card = next((i for i, s in enumerate(stops) if s.kind == "hand" and g.targets(s.key)), None)
    if card is None:
        return False
    table.focus.focus(stops, card)
    key(app, pygame.K_RETURN)
    if not table.focus.holding():
        return False
    good = [tg.key for tg, _ in table.drag["good"]]
    seen = []
    for _ in good:
        seen.append(table.focus.current().item.key)
        key(app, pygame.K_TAB)
    assert sorted(map(repr, seen)) == sorted(map(repr, good))
    key(app, pygame.K_ESCAPE)
    assert not table.focus.holding()
    return True


@pytest.mark.parametrize("game", GAMES)
def test_a_turn_starts_on_the_hand_and_tab_visits_every_stop_once(app: App, game: str) -> None:
    clock = ManualClock()  # time moves between looks only: no window runs out under a key
    app.time_source = clock
    table = open_table(app, game)
    seat, rng = me(game), random.Random(5)
    bot = make_bot(game, "normal")
    starts = held = 0
    could = False  # the person could move at the last look
    left: object = None  # the stop the keys left the focus on before the last move
    for _ in range(400):
        g = table.session.game
        if starts >= TURNS or g.is_terminal():
            break
        clock.advance(5.0)  # every glide and pause has passed
        app.step([])
        if table.acting_seat() != seat or not table.focus.stops():
            could = False
            continue
        stops, here = table.focus.stops(), table.focus.current()
        if not could:  # the person may move again (a turn, an answer in another's turn)
            starts += 1
            kept = [s for s in stops if s.key == left and table.focus.active]
            window = table.focus.pass_stop(stops)
            if kept:
                # the keys left the focus on a thing still there: it stays (a blind Enter
                # does what the status line said), unless a window or a question opened (its
                # default: No reaction, the question's button)
                if window is not None and table.focus.question() is None:
                    assert here.key == stops[window].key, f"{game}: on {here.name}"
                elif table.focus.question() is None and not table.focus.panel():
                    assert here.key == left, f"{game}: the focus jumped to {here.name}"
                else:
                    assert table.focus.answers_question(here), here.name
            elif table.focus.question() is None and not table.focus.panel():
                want = turn_start(table, seat, stops)
                assert here.key == want.key, f"{game}: the turn starts on {here.name}"
            else:
                assert table.focus.answers_question(here) or here.kind == "hand"
            check_cycle(app, table, seat)
            held += check_targets(app, table, seat)
        could = True
        table.focus.focus(stops, len(stops) - 1)  # left on the last stop (a pile, a button)
        left = stops[-1].key
        if starts % 2:  # the pointer took over (the ring hidden): the next turn starts anew
            app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=3)])
            app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=3)])
        table.submit(bot.choose(g.view(seat), g.legal_actions(seat), rng))
        could = table.acting_seat() == seat
    assert starts >= min(TURNS, 2), f"{game}: {starts} turn starts seen"
    if game != "codenames":
        assert held, f"{game}: no card was picked up with the keys"


def test_espionage_turn_skips_a_card_with_no_move_and_a_play_goes_to_no_reaction(
    app: App,
) -> None:
    """Espionage by the keys: a turn starts on End turn (Enter ends it, as the README says);
    the seat's answer in another's turn whose first card has no move now (a Bodyguard) starts
    on the first card that has one; a card played with the keys (Enter, Enter) opens the window
    every player may answer, and the focus is then on No reaction [Space]."""
    clock = ManualClock()
    app.time_source = clock
    table = open_table(app, "espionage")
    bot, rng = make_bot("espionage", "normal"), random.Random(5)
    skipped = windowed = 0
    could = False
    for _ in range(400):
        g = table.session.game
        if (skipped and windowed) or g.is_terminal():
            break
        clock.advance(5.0)
        app.step([])
        if table.acting_seat() != 0 or not table.focus.stops():
            could = False
            continue
        stops, here = table.focus.stops(), table.focus.current()
        legal = table.legal(0)
        gest = table.hits.gestures(table.view, 0, legal)
        hand = [s for s in stops if s.kind == "hand"]
        if not could and table.focus.question() is None and hand:
            if table.gv.turn_starts_on_end(table.view, 0):  # nothing played: Enter ends it
                assert here.name == "End turn", f"the turn starts on {here.name}"
                skipped += 1
            elif not gest.targets(hand[0].key) and any(gest.targets(s.key) for s in hand):
                assert gest.targets(here.key), f"the turn starts on {here.name}"
                skipped += 1
        could = True
        mission = next((s for s in hand if gest.targets(s.key)), None)
        if mission is not None and not windowed and table.focus.question() is None:
            key(app, pygame.K_TAB)
            table.focus.focus(table.focus.stops(), table.focus.stops().index(mission))
            key(app, pygame.K_RETURN)  # picked up
            if table.focus.holding():
                key(app, pygame.K_RETURN)  # dropped where the focus is
                clock.advance(5.0)
                app.step([])
                if table.acting_seat() == 0 and table.focus.question() is None:
                    there = table.focus.current()
                    buttons = [s.item.hotkey for s in table.focus.stops() if s.kind == "button"]
                    if "Space" in buttons:
                        assert there is not None and there.item.hotkey == "Space", there
                        windowed += 1
                continue
        table.submit(bot.choose(g.view(0), g.legal_actions(0), rng))
        could = table.acting_seat() == 0
    assert skipped and windowed, (skipped, windowed)


def test_the_greyed_out_undo_is_no_tab_stop_and_a_lit_one_is(app: App) -> None:
    """Issue 52: with nothing to take back, Tab rested on the greyed-out Undo (Return there did
    nothing). It is skipped while greyed out and is a stop again once there is a move to undo."""
    app.time_source = ManualClock()  # the computer never answers: the move stays undoable
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bot1", "normal")]
    table = TableScene(app, Session("espionage", 1, seats, info("espionage").unattended))
    app.push(table)
    app.step([])
    undo = table.top_buttons[1]
    assert undo.label == "Undo" and not undo.enabled
    stops = table.focus.stops()
    assert ("bar", "Undo") not in [s.key for s in stops]
    key(app, pygame.K_HOME)
    for _ in range(len(stops) + 1):  # a whole round of Tab and one more
        assert table.focus.current().key != ("bar", "Undo")
        key(app, pygame.K_TAB)
    assert table.submit(parse_action("0:play 8 1"))  # seed 1: a card Ann may take back
    app.step([])
    assert undo.enabled and ("bar", "Undo") in [s.key for s in table.focus.stops()]
