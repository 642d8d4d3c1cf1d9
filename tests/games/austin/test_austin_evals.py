"""Austin Powers's hard level: the lean playout view (``evals.playout_view``)."""

from __future__ import annotations

import copy
import random

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game
from tabletop.games.austin import evals


def test_the_playout_view_leads_the_normal_bot_to_the_same_moves() -> None:
    """Without the cards of the decks, discard and score piles (``UNREAD``) and with the card
    names by id, the normal bot makes the same move as from the full view at every decision of
    whole games, two, three and four seats; and the lean view hides what the full one hides."""
    decisions = 0
    for seed, seats in ((1, 2), (2, 2), (3, 3), (4, 4), (5, 4)):
        bots = [make_bot("austin", "normal") for _ in range(seats)]
        g = new_game("austin", seed, seats, None)
        rng = random.Random(seed)
        while not g.is_terminal():
            s = g.active_seats()[0]
            legal = g.legal_actions(s)
            full, lean = g.view(s), evals.playout_view(g, s, legal)
            for name, z in lean["zones"].items():
                if z["cards"] is not None:
                    assert z["cards"] == full["zones"][name]["cards"]
                else:
                    assert z["count"] == full["zones"][name]["count"]
            twin = copy.deepcopy(rng)
            a = bots[s].choose(full, legal, rng)
            assert bots[s].choose(lean, legal, twin) == a
            decisions += len(legal) > 1
            g.apply_trusted(a)
    assert decisions > 200
