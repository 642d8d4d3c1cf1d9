"""Keyboard play while a question is open (``ui/layers/focus.py``): the focus goes to the
question's cards and buttons, Return sends the picked card, nothing under the question's panel
is a stop; a played card's focus stays in the hand; a Hacker is held over an opponent's card
first; Ctrl+Z always answers; Esc closes the keys' own message before it opens the menu."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui import botplay
from tests.ui.fakeclock import ManualClock


@pytest.fixture(autouse=True)
def _manual_clock(clock: ManualClock) -> ManualClock:
    return clock


def key(app: App, k: int, mod: int = 0) -> None:
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)])


def seats() -> list[SeatConfig]:
    return [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}", "normal") for i in (1, 2)]


def prompt_of(kind: str) -> Session:
    """An Espionage game at seat 0's ``kind`` question (random bots play every seat)."""
    found = botplay.espionage_until(seats(), botplay.asks(kind), range(1, 60))
    assert found is not None, f"no {kind} prompt"
    return found


def open_table(app: App, session: Session) -> TableScene:
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    return table


@pytest.mark.parametrize("kind", ["give", "assassin"])
def test_a_question_takes_the_focus_and_return_sends_the_pick(app: App, kind: str) -> None:
    table = open_table(app, prompt_of(kind))
    stops = table.focus.stops()
    # the question's cards first; nothing the panel covers (the discard pile lies under it)
    assert stops[0].kind == "prompt"
    box = table.prompts.box
    assert box.width and not [s for s in stops if s.kind == "pile"]
    assert all(s.kind == "prompt" or not box.collidepoint(s.rect.center) for s in stops)
    key(app, pygame.K_TAB)
    assert table.focus.current().kind == "prompt"
    first = table.focus.current().item
    key(app, pygame.K_RETURN)  # picks the card: the focus goes to the button sending it
    here = table.focus.current()
    assert here.kind == "button" and here.item.primary and table.prompts.picked == [first]
    assert not table.zoom.is_open
    n = len(table.session.log)
    key(app, pygame.K_RETURN)
    assert len(table.session.log) > n and str(first) in table.session.log[n]
    assert not table.zoom.is_open


def test_return_on_a_hand_card_during_a_question_picks_it_there(app: App) -> None:
    table = open_table(app, prompt_of("give"))
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    hand = [s for s in stops if s.kind == "hand"]
    table.focus.focus(stops, stops.index(hand[-1]))
    key(app, pygame.K_RETURN)  # the card picked in the question's panel, never read large
    assert not table.zoom.is_open
    assert table.prompts.picked == [hand[-1].key[1]]
    assert table.focus.current().kind == "button"
    n = len(table.session.log)
    key(app, pygame.K_RETURN)  # Give
    assert table.session.log[n] == f"0:choose {hand[-1].key[1]}"


def test_return_on_what_cannot_answer_a_question_says_so(app: App) -> None:
    table = open_table(app, prompt_of("assassin"))  # the victim's cards: not your hand's
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    hand = next(s for s in stops if s.kind == "hand")
    table.focus.focus(stops, stops.index(hand))
    key(app, pygame.K_RETURN)  # nothing picked: no button yet, the table says what to do
    assert not table.zoom.is_open
    assert "Answer first" in table.toasts.items[-1].text
    key(app, pygame.K_ESCAPE)  # closes that message only
    assert app.scene is table and not table.toasts.items
    table.focus.focus(table.focus.stops(), 0)
    key(app, pygame.K_RETURN)  # a card picked
    stops = table.focus.stops()
    hand = next(s for s in stops if s.kind == "hand")
    table.focus.focus(stops, stops.index(hand))
    n = len(table.session.log)
    key(app, pygame.K_RETURN)  # the question's button is pressed
    assert len(table.session.log) > n and table.session.log[n].startswith("0:choose")


def test_the_focus_stays_in_the_hand_when_its_last_card_is_played(app: App) -> None:
    table = open_table(app, Session("espionage", 2, seats()))
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    hand = [s for s in stops if s.kind == "hand"]
    assert len(hand) >= 2 and len(stops) > len(hand)
    table.focus.focus(stops, stops.index(hand[-1]))
    table.focus.key = ("hand", -1)  # as when the focused card was played
    here = table.focus.current(stops)
    assert here.kind == "hand"


def hacker_window() -> Session:
    """Seed 22: Ann holds a Hacker, the stack holds Bot2's Reaction and her own."""
    s = Session("espionage", 22, seats())
    bot, rng = RandomBot(), random.Random(22)
    for _ in range(400):
        g = s.game
        if 0 in g.active_seats():
            v = g.view(0)
            hand = {c["id"]: c["name"] for c in v["hand"] or []}
            aims = {a.args[1] for a in g.legal_actions(0) if a.verb == "react"
                    and hand.get(a.args[0]) == "Hacker"}  # fmt: skip
            if len(aims) >= 2 and {it["seat"] for it in v["stack"] if it["uid"] in aims} == {0, 2}:
                return s
        seat = g.active_seats()[0]
        s.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    raise AssertionError("no Hacker window")


def test_a_hacker_picked_up_goes_over_an_opponents_card_first(app: App) -> None:
    table = open_table(app, hacker_window())
    stops = table.focus.stops()
    hacker = next(s for s in stops if s.kind == "hand" and s.name == "Hacker")
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(hacker))
    key(app, pygame.K_RETURN)
    assert table.focus.holding()
    here = table.focus.current()
    mine = [s.item.mine for s in table.focus.stops()]
    assert True in mine and False in mine
    assert not here.item.mine
    uid = here.item.key[1]
    seat = next(it["seat"] for it in table.view["stack"] if it["uid"] == uid)
    assert seat != 0


def test_ctrl_z_says_why_nothing_is_taken_back(app: App) -> None:
    table = open_table(app, Session("espionage", 2, seats()))
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # Ctrl in the event's own modifiers
    assert table.toasts.items and "undo" in table.toasts.items[-1].text.lower()


def test_ctrl_z_lets_a_held_card_go_and_undoes(app: App) -> None:
    table = open_table(app, hacker_window())
    stops = table.focus.stops()
    hacker = next(s for s in stops if s.kind == "hand" and s.name == "Hacker")
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(hacker))
    key(app, pygame.K_RETURN)
    assert table.focus.holding()
    n = len(table.session.log)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.drag is None and not table.focus.holding()
    assert table.toasts.items or len(table.session.log) < n  # undone, or why not


def test_esc_closes_nothing_to_read_before_it_opens_the_menu(app: App) -> None:
    from tabletop.ui.scenes.menu import GameMenu

    table = open_table(app, Session("espionage", 2, seats()))
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    button = next(s for s in stops if s.kind == "button")
    table.focus.focus(stops, stops.index(button))
    key(app, pygame.K_i)
    assert "nothing to read large" in table.toasts.items[-1].text
    key(app, pygame.K_ESCAPE)
    assert app.scene is table and not table.toasts.items
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, GameMenu)


def test_a_question_opening_keeps_the_focus_where_a_lesson_points(app: App) -> None:
    """A lesson pointing at a question's last card (a Beanz lesson's Clown Bean to give up):
    the first Tab shows the ring there, as the status line said, not on the first card."""
    table = open_table(app, prompt_of("assassin"))
    last = [s for s in table.focus.stops() if s.kind == "prompt"][-1]
    assert table.focus.point_at(last.rect)
    assert table.focus.status_text().startswith(f"Tab goes to {last.name}")
    key(app, pygame.K_TAB)
    here = table.focus.current()
    assert here is not None and here.key == last.key and here.rect == last.rect


@pytest.mark.parametrize("tabbed", [True, False])
def test_a_number_key_picks_an_option_and_the_focus_goes_to_its_button(
    app: App, tabbed: bool
) -> None:
    """Issue 52: 1 picked the victim's card ("Discard Decoy" shown) but the focus stayed on the
    card, so Return took the pick back though the words said "press Discard (Return)". After a
    number key the focus is on the button sending the pick, as after Enter on the card."""
    table = open_table(app, prompt_of("assassin"))
    if tabbed:
        key(app, pygame.K_TAB)  # the ring shows, on the question's first card
        assert table.focus.current().kind == "prompt"
    first = table.focus.options()[0][0]
    key(app, pygame.K_1)
    here = table.focus.current()
    assert table.prompts.picked == [first]
    assert here.kind == "button" and here.item.primary and here.name.startswith("Discard")
    n = len(table.session.log)
    key(app, pygame.K_RETURN)  # Discard, not the pick taken back
    assert len(table.session.log) > n and table.session.log[n] == f"0:choose {first}"
