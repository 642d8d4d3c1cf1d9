"""A phone says the moves in the words of "What can I do?" (``room/movewords.py``): only a
move's first number names a card, and moves that read the same say what tells them apart."""

from __future__ import annotations

from tabletop.engine.actions import parse_action
from tabletop.remote.payload import seat_message
from tabletop.room.movewords import load_guide, say_action
from tabletop.room.session import SeatConfig, Session


def test_a_clue_number_is_no_card() -> None:
    seats = [SeatConfig("human", f"P{i + 1}") for i in range(4)]
    session = Session("codenames", 3, seats)
    view = session.game.view(0)
    verbs = load_guide("codenames").verbs
    # card 1 is a face-up cover card ("HYDRA"): the clue's number 1 must not read as it
    assert any(
        c and c.get("id") == 1 and c.get("name")
        for z in view["zones"].values()
        for c in z["cards"] or []
    )
    said = say_action(parse_action("0:clue SUMMER 1"), view, None, verbs)
    assert said == "Give a clue (one word and a number): SUMMER"
    msg, images = seat_message(session, 0, "/img/k/")
    # on the phone the clue is typed: a form with its numbers, no list of sample clues
    assert session.game.typed_moves(0)[0].numbers[:2] == (1, 2)
    assert msg["typed"] == [
        {
            "verb": "clue",
            "label": "Give a clue",
            "hint": "One word (the rulebook's word rules apply).",
            "numbers": [str(n) for n in session.game.typed_moves(0)[0].numbers],
        }
    ]
    assert not any(":clue" in m["a"] for m in msg["moves"])
    assert all(m["cards"] == [] for m in msg["moves"]) and not images


def test_a_card_move_shows_its_card_and_names_its_target() -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    session = Session("espionage", 3, seats)
    msg, images = seat_message(session, 0, "/img/k/")
    aimed = next(
        m for m in msg["moves"] if m["a"].startswith("0:play") and len(m["a"].split()) == 3
    )
    assert aimed["cards"] == [int(aimed["a"].split()[1])]
    hand = {c["id"] for c in session.game.view(0)["hand"]}
    assert {int(i) for i in msg["cards"]} == hand
    assert {c["id"] for c in images.values()} == hand
