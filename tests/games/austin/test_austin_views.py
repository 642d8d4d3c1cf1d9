"""Austin Powers views: hidden cards have no identity; reasons are readable; options work."""

from __future__ import annotations

import copy
import json
import random

import pytest

from tabletop.engine.errors import IllegalAction, TabletopError
from tabletop.engine.game import new_game
from tabletop.games.austin.rules import AustinGame


def test_views_hide_other_hands_and_decks() -> None:
    g = new_game("austin", 7, 3)
    assert isinstance(g, AustinGame)
    v = g.view(1)
    json.dumps(v)
    zones = v["zones"]
    assert zones["hand/0"]["cards"] is None and zones["hand/0"]["count"] == 6
    assert [c["id"] for c in zones["hand/1"]["cards"]] == g.hand[1]
    assert zones["deck/1"]["cards"] is None and zones["deck/1"]["count"] == 24
    # the common header, and the game's own part beside it
    assert v["phase"] == "main" and v["active"] == [0] and v["current"] == 0
    assert [p["score"] for p in v["players"]] == [0.0, 0.0, 0.0]
    assert [s["side"] for s in v["seats"]] == ["good", "evil", "good"]
    spectator = json.dumps(g.view(None))
    for c in g.hand[0] + g.deck[0]:
        assert f'"id": {c},' not in spectator
    for seat in range(3):
        g2 = copy.deepcopy(g)
        g2.scramble_hidden(seat, random.Random(seat))
        assert g2.view(seat) == g.view(seat)


def test_unknown_option_and_bad_daddy() -> None:
    with pytest.raises(TabletopError):
        new_game("austin", 1, 2, {"daddy": 4})
    with pytest.raises(TabletopError):
        new_game("austin", 1, 2, {"nonsense": 1})
    with pytest.raises(TabletopError):
        new_game("austin", 1, 7)


def test_illegal_moves_explain_themselves() -> None:
    g = new_game("austin", 2, 2)
    assert isinstance(g, AustinGame)
    with pytest.raises(IllegalAction, match="not .* move now"):
        g.apply("1:end")
    with pytest.raises(IllegalAction, match="not in your hand"):
        g.apply("0:agent 59")
    with pytest.raises(IllegalAction) as e:
        g.apply("0:even_up")
    assert str(e.value) == (
        "Evening up is done during the end of a turn; now it is the main phase of a turn: "
        "play an Agent, make an attempt, play a Swinger, a Happening or a Slugfest, or end "
        "your actions."
    )
    with pytest.raises(IllegalAction, match="Frickin' Bones are played during an attempt or a "):
        g.apply(f"0:bone {g.hand[0][0]}")


def test_set_position_rejects_unknown_cards() -> None:
    g = new_game("austin", 2, 2)
    with pytest.raises(TabletopError, match="no card named"):
        g.set_position({"seats": [{"hand": ["Goldmember"]}, {}]})
