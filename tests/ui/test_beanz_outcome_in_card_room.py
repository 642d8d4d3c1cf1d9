"""Mighty Beanz' defender's choice at 200 % text on 1280x720: the red outcome "\u2192 knocked
off" under a Sidewayz Bean card was wider than the card and ran under the next card, whose
edge hid its last letters ("\u2192 knocked of"); the choice's own light lay over its top. Now
an outcome fits its card's width (wrapped, or in the attack panel's shorter word, "\u2192 off",
never under the text floor), under the slot, and no outcome lies under a card."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.beanz.paint import OUTCOMES, SHORTER
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_beanz_table import SCALED, ann_and_bob, table_for

pytestmark = pytest.mark.usefixtures("scaled_home")

#: Bob's Zombie Bean (100) attacks Ann's Galaxy: her Sidewayz Zombie would be knocked off,
#: her Kangaroo and Surfer beside it knocked Sidewayz
POSITION: dict[str, Any] = {
    "active": 1,
    "mat": [
        {"slot": 3, "bean": "Zombie Bean", "position": "sidewayz"},
        {"slot": 4, "bean": "Kangaroo Bean"},
        {"slot": 5, "bean": "Surfer Bean"},
        {"slot": 12, "bean": "Zombie Bean"},
    ],
    "stack": [{"seat": 1, "attack": [12], "galaxy": 1}],
    "prompt": "target",
}


@pytest.mark.parametrize(("size", "scale"), SCALED)
def test_knocked_off_stays_in_its_cards_room(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    table = table_for(app, ann_and_bob(POSITION))
    gv, view = table.gv, table.view
    outcomes = view["targeting"]["outcomes"]
    assert outcomes == {"3": "off", "4": "sidewayz", "5": "sidewayz"}
    pills = gv.outcome_pills(view, outcomes)
    by_slot = {sl["slot"]: sl for sl in view["mat"]}
    cards = [gv.bean_at(view, sl) for sl in view["mat"] if sl["bean"]]
    lit = [r for _a, r in table.prompt_cards.targets()]  # the choices' light
    assert len(lit) == 3
    for slot, (pill, px, words) in pills.items():
        text = OUTCOMES[outcomes[str(slot)]][0]
        assert " ".join(words) in (text, *SHORTER.get(text, ())), words
        assert px >= theme.MIN_TEXT
        assert all(theme.text_width(w, px, "bold") <= pill.width for w in words)
        assert pill.collidelist(cards + lit) < 0, (slot, pill)
    off, _px, _words = pills[3]
    card = gv.bean_at(view, by_slot[3])
    assert card.left <= off.left and off.right <= card.right, (off, card)
    pygame.quit()
