"""An empty place on the Mighty Beanz mat is named as a player reads it, in the chooser and on the
stack: the Bean on it or "your side of Galaxy 2", never the engine's number ("slot 7")."""

from __future__ import annotations

import random
import re

from tabletop.engine.game import new_game
from tabletop.games.beanz.labels import action_label, slot_words

SLOT_NUMBER = re.compile(r"\bslot \d")


def test_an_empty_place_is_named_by_its_side_and_galaxy() -> None:
    game = new_game("beanz", 3, 2)
    view = game.view(0)
    empty = [sl for sl in view["mat"] if not sl["bean"]]
    assert empty
    words = {slot_words(sl, 0) for sl in empty}
    assert "your side of Galaxy 1" in words and "the far side of Galaxy 3" in words
    assert not any(SLOT_NUMBER.search(w) for w in words)


def test_no_move_in_a_chooser_names_a_slot_number() -> None:
    seen = 0
    for seed in range(6):
        game = new_game("beanz", seed, 2)
        rng = random.Random(seed)
        for _ in range(250):
            if game.is_terminal():
                break
            seat = game.active_seats()[0]
            legal = game.legal_actions(seat)
            view = game.view(seat)
            flicks = [a for a in legal if a.verb == "flick"]
            for a in legal:
                label = action_label(a, view, flicks)
                assert not SLOT_NUMBER.search(label), (label, str(a))
                seen += 1
            game.apply(rng.choice(legal))
    assert seen > 1000
