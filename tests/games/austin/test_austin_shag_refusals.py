"""Issue 52 (a new player, 2026-11-26): a refused Shag attempt on Unibrau said only "Unibrau,
Hot German Birdie cannot be Shagged by Austin From 10 Minutes From Now." with no reason. The
refusal now says the rulebook's reason: Unibrau (and Frau Farbissina, LPGA Cruiser while
Unibrau is active) cannot be Shagged by males, and other females cannot choose to Shag them."""

from __future__ import annotations

from tabletop.engine.game import new_game
from tabletop.games.austin.rules import AustinGame

A10 = "Austin From 10 Minutes From Now"
FRAU = "Frau Farbissina, LPGA Cruiser"
UNIBRAU = "Unibrau, Hot German Birdie"


def _game() -> AustinGame:
    g = new_game("austin", 1, 2, {})
    assert isinstance(g, AustinGame)
    seats = [
        {"side": "good", "table": [A10, "Felicity Shagwell"]},
        {"side": "evil", "table": [UNIBRAU, FRAU]},
    ]
    g.set_position({"current": 0, "actions": 2, "seats": seats})
    return g


def test_a_male_is_told_unibrau_cannot_be_shagged_by_males() -> None:
    g = _game()
    why = g.can_target(g.find(A10), g.find(UNIBRAU))
    assert why is not None and why.startswith(f"{UNIBRAU} cannot be Shagged by males")
    assert A10 not in why
    why = g.can_target(g.find(A10), g.find(FRAU))  # Frau too while Unibrau is active
    assert why is not None and why.startswith(f"{FRAU} cannot be Shagged by males")


def test_a_female_is_told_who_may_shag_unibrau() -> None:
    g = _game()
    why = g.can_target(g.find("Felicity Shagwell"), g.find(UNIBRAU))
    assert why is not None and "only by a female who Shags females" in why


def test_an_agent_dragged_from_the_hand_onto_a_target_is_told_to_play_it_first() -> None:
    """A new player dragged Fembot from her hand straight onto Austin: the refusal said "now it
    is the main phase of a turn: play an Agent, make an attempt, ..." (it was the main phase).
    The drag means an attempt; its refusal says an Agent attempts from the table."""
    from tabletop.engine.actions import Action
    from tabletop.games.austin.gestures import nominal

    g = new_game("austin", 1, 2, {})
    assert isinstance(g, AustinGame)
    seats = [
        {"side": "evil", "hand": ["Fembot"]},
        {"side": "good", "table": ["Austin Powers, International Man of Mystery"]},
    ]
    g.set_position({"current": 0, "actions": 2, "seats": seats})
    fembot = g.find("Fembot", 0, "hand")
    austin = g.find("Austin Powers, International Man of Mystery", 1, "table")
    dragged = nominal(0, ("hand", fembot), ("agent", austin), g.view(0))  # type: ignore[arg-type]
    assert dragged == Action(0, "attempt", (fembot, austin))
    why = g.illegal_reason(dragged)
    assert why.startswith("An Agent attempts from your table: play Fembot onto your table")
