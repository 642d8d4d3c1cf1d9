"""Issue 52 (a new player playing Austin Powers by the keys alone, 1280x720, 2026-11-26): after
"I'm spent!" the focus jumped to the hand's first card and the status line said "Enter: Toss a
card", so a second Return threw that card away; and with both actions used the focus stayed on
a hand card with no move, "I'm spent!" about fourteen Tabs away. Now the clean-up's focus starts
on Even up, a card is tossed only through its own menu (a deliberate second choice), and once
no card of the hand has a move the focus goes on to "I'm spent!"."""

from __future__ import annotations

import pygame

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import test_austin_discard_count as discard_count

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]


def _table(app, hand: list[str]) -> TableScene:
    sess = Session("austin", 2, SEATS)
    sess.game.set_position(
        {
            "current": 0,
            "seats": [
                {"side": "good", "hand": hand, "deck": ["Oh, Behave!"] * 5},
                {"side": "evil", "hand": ["Fembot"] * 6, "deck": ["Zip It!"] * 5},
                {"side": "evil", "hand": ["Mustafa"] * 6, "deck": ["Zip It!"] * 5},
            ],
        }
    )
    t = TableScene(app, sess, viewer=0, frozen=True)
    app.push(t)
    app.step([])
    t.focus.active = True  # the keys are in use
    return t


app = discard_count.app  # the fixture: 1280x720 at 100 %, the computers held still


def _key(app, t: TableScene, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())
    app.step([])


def _focus_on(t: TableScene, key: tuple) -> None:
    stops = t.focus.stops()
    i = next(i for i, s in enumerate(stops) if s.key == key)
    t.focus.focus(stops, i)


def test_a_second_return_after_im_spent_tosses_no_card(app) -> None:
    t = _table(app, ["Shagette", "Fembot", "Oh, Behave!", "Zip It!"])
    _focus_on(t, ("button", "I'm spent!"))
    _key(app, t, pygame.K_RETURN)  # I'm spent!
    g = t.game
    assert g.flow.phase == "cleanup"
    here = t.focus.current()
    assert here is not None and here.key == ("button", "Even up"), here
    assert "Even up" in t.focus.status_text() and "Toss" not in t.focus.status_text()
    # Return on a hand card asks first: its menu opens, nothing is thrown away
    hand = list(g.hand[0])
    _focus_on(t, ("hand", hand[0]))
    _key(app, t, pygame.K_RETURN)
    assert g.hand[0] == hand and t.chooser, "one Return on a card tossed it"
    # the menu names the card in words (it read "0:toss 6 [Enter]", the move's notation)
    assert [b.label for b in t.chooser] == ["Toss Shagette"], [b.label for b in t.chooser]
    assert "Toss Shagette" in t.focus.status_text() and ":toss" not in t.focus.status_text()
    # the menu's Toss is a deliberate second choice
    _key(app, t, pygame.K_RETURN)
    assert g.hand[0] == hand[1:] and g.flow.phase == "cleanup"


def test_with_both_actions_used_the_focus_goes_to_im_spent(app) -> None:
    t = _table(app, ["Shagette", "Shagette", "Oh, Behave!", "Zip It!"])
    g = t.game
    agents = [c for c in g.hand[0] if g.names[c] == "Shagette"]
    _focus_on(t, ("hand", agents[0]))
    g.apply(f"0:agent {agents[0]}")
    app.step([])
    _focus_on(t, ("hand", agents[1]))
    t.focus.current()
    g.apply(f"0:agent {agents[1]}")  # the second action: no card of the hand has a move now
    app.step([])
    here = t.focus.current()
    assert here is not None and here.key == ("button", "I'm spent!"), here
    # a player's own Tab onto a card with no move stays there
    _focus_on(t, ("hand", g.hand[0][0]))
    here = t.focus.current()
    assert here is not None and here.key == ("hand", g.hand[0][0])
