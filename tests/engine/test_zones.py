from tabletop.engine.zones import HIDDEN, OWNER, PUBLIC, Zone


def describe(c: int) -> dict:
    return {"id": c}


def test_visibility_of_zones():
    hand = Zone("hand", OWNER, owner=1, cards=[3, 4])
    pile = Zone("draw", HIDDEN, cards=[7, 8, 9])
    discard = Zone("discard", PUBLIC, cards=[5])
    assert hand.view(1, describe) == {"count": 2, "cards": [{"id": 3}, {"id": 4}]}
    assert hand.view(0, describe) == {"count": 2, "cards": None}
    assert hand.view(None, describe)["cards"] is None
    assert pile.view(1, describe) == {"count": 3, "cards": None}
    assert discard.view(None, describe)["cards"] == [{"id": 5}]


def test_pile_top_is_the_end():
    pile = Zone("draw", HIDDEN, cards=[1, 2, 3])
    assert pile.top(2) == [3, 2]
    assert pile.pop_top() == 3
    pile.put_top(9)
    assert pile.top(1) == [9] and 9 in pile and len(pile) == 3
