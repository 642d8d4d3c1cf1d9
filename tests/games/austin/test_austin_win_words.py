"""Austin Powers' end: the log said "Player 1 (Good) reaches 110 Mojo and wears the Daddy
pants!", then "Groovy, Baby! scores 5 Mojo for Player 1 (Good): 115 Mojo in all", and the
result "reaches 115 Mojo first". The game's end is now said once the rest of the attack is
placed, after every card it scored, in the result's own words: the total reached first, and
the total in all where the rest added to it ("reaches 110 Mojo first (115 Mojo in all)")."""

from __future__ import annotations

import random
import re

from tabletop.engine.game import new_game


def _end(seed: int, seats: int) -> tuple[list, object]:
    g = new_game("austin", seed, seats, {"gestures": "auto"})
    rng = random.Random(seed)
    last: list = []
    while not g.is_terminal():
        s = g.active_seats()[0]
        last = g.apply(rng.choice(g.legal_actions(s)))
    return last, g


def test_the_end_is_said_after_every_card_scored_in_the_results_words() -> None:
    seen_more = False
    for seed, seats in ((0, 2), (3, 4), (5, 6), (7, 3), (11, 2), (12, 3)):
        events, g = _end(seed, seats)
        kinds = [e.kind for e in events]
        assert "GameEnded" in kinds, kinds
        end = kinds.index("GameEnded")
        assert "ScoreChanged" not in kinds[end:], kinds  # every score before the end's line
        said = events[end].text
        res = g.result()
        assert res is not None and said == res.text
        w = res.winners[0]
        totals = [
            e.data["score"] for e in events if e.kind == "ScoreChanged" and e.data["seat"] == w
        ]
        m = re.search(r"reaches (\d+) [\w ]+? first(?: \((\d+) [\w ]+? in all\))?", said)
        assert m, said
        at = int(m.group(1))
        assert at in totals and at >= 100, (said, totals)  # the total it reached first
        final = int(m.group(2) or at)
        assert final == totals[-1] == int(g.points(w)), (said, totals)
        seen_more |= m.group(2) is not None
    assert seen_more  # one of them scored past its winning total in the same attack
