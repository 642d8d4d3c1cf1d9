"""Issue 52 (a new player playing Austin Powers by the keys, 1280x720, 2026-11-26): Up from the
hand never reached the player's own Agents on the table, which lie a little to the left of the
hand's middle cards; it jumped two rows up to an opponent's card straight above. The arrows now
measure between the cards' edges, so Up from any hand card goes to the next row up: your own
table."""

from __future__ import annotations

import pygame

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import test_austin_discard_count as discard_count

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]

app = discard_count.app  # the fixture: 1280x720 at 100 %, the computers held still


def test_up_from_every_hand_card_reaches_your_own_table(app) -> None:
    sess = Session("austin", 2, SEATS)
    sess.game.set_position(
        {
            "current": 0,
            "seats": [
                {
                    "side": "evil",
                    "hand": ["Robin Swallows", "Fembot", "Zip It!", "Mustafa", "Frau Farbissina"],
                    "table": ["Number Two", "Fembot"],
                    "deck": ["Zip It!"] * 5,
                },
                {"side": "good", "hand": ["Shagette"] * 6, "table": ["Shagette"] * 2},
                {"side": "good", "hand": ["Shagette"] * 6, "table": ["Shagette"] * 3},
            ],
        }
    )
    t = TableScene(app, sess, viewer=0, frozen=True)
    app.push(t)
    app.step([])
    t.focus.active = True
    stops = t.focus.stops()
    hand = [s for s in stops if s.key[0] == "hand"]
    own = {("table", int(c["id"])) for c in t.view["zones"]["table/0"]["cards"]}
    assert len(hand) == 5 and len(own) == 2, [s.key for s in stops]
    for card in hand:
        t.focus.focus(stops, stops.index(card))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode=""))
        app.step(pygame.event.get())
        here = t.focus.current()
        assert here is not None and here.key in own, (card.key, here and here.key)
