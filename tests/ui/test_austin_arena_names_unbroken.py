"""An Agent in Austin Powers' arena shows its name with no word split by a hyphen where the arena
has room beside its VS for a wider card: a new player read "Johns- on, Radar Opera- tor" on a
squat arena card with the middle of the arena empty (1280x720, 100 %, 2026-11-26). The card
widens, at the same height, until every word is whole, as far as its bones keep their room."""

from __future__ import annotations

import pytest

from tabletop.games.austin.cards import CARDS
from tabletop.games.austin.faces import GAME, card_dict
from tabletop.games.austin.rules.viewtypes import fight_side
from tabletop.ui.components import card as card_component
from tests.ui import screenprobe
from tests.ui.test_austin_banner_labels import _attempt

pytestmark = pytest.mark.usefixtures("scaled_home")  # its home; 100 % after


@pytest.mark.parametrize("players", [2, 3, 4])
def test_arena_agents_names_are_not_hyphenated(players: int) -> None:
    size = (1280, 720)
    app = screenprobe.make_app(size, 100)
    seats = ",".join(["human"] + ["bot"] * (players - 1))
    t, _shot = screenprobe.frozen_table(app, _attempt(seats), size)
    gv, view = t.gv, t.view
    fight = view["fight"]
    assert fight is not None
    real = gv.names(view)
    arena = gv.geometry(len(view["seats"]))["arena"]
    long = ["Johnson, Radar Operator", "Robin Swallows", "Frau Farbissina"]
    assert all(n in CARDS for n in long)
    for name in long:
        gv.names = lambda v, name=name: {**real, **{c: name for c in _fighters(fight)}}
        lay = gv.arena_layout(view)
        rects = [r for *_x, r in lay["agents"]]
        assert rects and all(arena.contains(r) for r in rects)
        assert not rects[0].colliderect(rects[1])
        for r in rects:
            assert card_component.name_unbroken(GAME, card_dict(name), r.size), (name, r)


def _fighters(fight: dict) -> list[int]:
    return [int(fight_side(fight, side)["card"]) for side in ("att", "def")]
