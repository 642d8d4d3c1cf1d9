"""Turn flow, elimination, game end and scoring, readable refusals, views and positions."""

from __future__ import annotations

import pytest
from esp_helpers import cid, make, names, pass_all, play, resolve_top

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction, TabletopError
from tabletop.games.espionage.rules import EspionageGame


def test_deal_and_first_turn_draw() -> None:
    g = EspionageGame(5, 4)
    assert [len(h) for h in g.hands] == [4, 2, 2, 2]
    assert len(g.draw) == 52 - 8 - 2 and g.turn == 0 and g.active_seats() == [0]
    assert sorted(g.card_inventory()) == list(range(52))


def test_end_passes_the_turn_and_the_next_player_draws_two() -> None:
    g = make({"hands": {0: ["Courier"]}, "draw": ["Sniper", "Police", "Decoy"]}, seats=3)
    g.apply("0:end")
    assert g.turn == 1 and names(g, 1) == ["Police", "Sniper"] and len(g.draw) == 1


def test_three_missions_per_turn_then_only_end() -> None:
    g = make({"hands": {0: ["Courier", "Courier", "Courier", "Sniper"], 1: ["Police"]}})
    for _ in range(3):
        play(g, 0, "Courier")
        pass_all(g)
    assert g.legal_actions(0) == [Action(0, "end")]
    reason = g.why_illegal(Action(0, "play", (cid(g, 0, "Sniper"), 1)))
    assert "already played 3 Missions" in reason and "Play up to 3 Mission cards" in reason


def test_readable_refusals() -> None:
    g = make({"hands": {0: ["Police", "Sniper", "Target"], 1: ["Sniper"]}})
    police = Action(0, "play", (cid(g, 0, "Police"),))
    assert g.why_illegal(police) == "Police is a Reaction: it can only answer a card on the stack."
    with pytest.raises(IllegalAction, match="Reaction"):
        g.apply(police)
    assert "not yourself" in g.why_illegal(Action(0, "play", (cid(g, 0, "Sniper"), 0)))
    assert "needs an opponent" in g.why_illegal(Action(0, "play", (cid(g, 0, "Sniper"),)))
    assert "cannot be played" in g.why_illegal(Action(0, "play", (cid(g, 0, "Target"),)))
    out_of_turn = g.why_illegal(Action(1, "play", (cid(g, 1, "Sniper"), 0)))
    assert "Mission cards can only be played during the current player's turn." in out_of_turn
    assert "Unknown move" in g.why_illegal(Action(0, "dance"))
    # a Mission while the stack is open: the seat must pass or react
    play(g, 0, "Sniper", 1)
    assert g.stack
    h = g.state_hash()
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "end"))
    assert g.state_hash() == h


def test_reaction_windows_are_simultaneous_for_all_survivors() -> None:
    g = make({"hands": {0: ["Sniper"], 1: ["Courier"], 2: ["Courier"]}, "eliminated": [3]}, 4)
    play(g, 0, "Sniper", 1)
    assert g.active_seats() == [0, 1, 2]
    g.apply("2:pass")
    assert g.active_seats() == [0, 1]
    with pytest.raises(IllegalAction):
        g.apply("2:pass")


def test_elimination_hand_to_discard_bomb_to_eliminator_and_seat_skipped() -> None:
    g = make(
        {
            "hands": {0: ["Sniper"], 1: ["Target", "Bomb"], 2: ["Courier"]},
            "draw": ["Police", "Decoy", "Hacker", "Ninja"],
        },
        seats=3,
    )
    play(g, 0, "Sniper", 1)
    resolve_top(g)  # the Sniper picks the Target (the Bomb is never picked)
    assert g.stack.top is not None and g.stack.top.kind == "threat"
    resolve_top(g)
    assert g.eliminated[1] and g.hands[1] == []
    assert names(g, 0) == ["Bomb"] and g.name(g.discard[-1]) == "Target"
    assert [e.kind for e in g.history if e.kind in ("PlayerEliminated", "BombPassed")] == [
        "PlayerEliminated",
        "BombPassed",
    ]
    g.apply("0:end")
    assert g.turn == 2
    assert 1 not in g.active_seats()
    g.apply("2:end")
    assert g.turn == 0  # seat 1 is skipped


def test_last_player_standing_wins_at_once() -> None:
    g = make({"hands": {0: ["Sniper"], 1: ["Package"]}, "draw": ["Police"] * 2})
    play(g, 0, "Sniper", 1)
    pass_all(g)
    r = g.result()
    assert r is not None and r.winners == (0,) and g.end_reason == "elimination"
    assert g.view(1)["revealed_hands"] is not None
    assert g.legal_actions(0) == []


def test_nobody_wins_when_the_last_player_holds_the_bomb() -> None:
    g = make({"hands": {0: ["Sniper"], 1: ["Package", "Bomb"]}, "draw": ["Police"]})
    play(g, 0, "Sniper", 1)
    pass_all(g)
    r = g.result()
    assert r is not None and r.winners == () and "Bomb" in r.text
    assert names(g, 0) == ["Bomb"]


def _pile_end(hands: dict[int, list[str]], seats: int = 3) -> EspionageGame:
    g = make({"hands": hands, "turn": seats - 1}, seats=seats)
    assert g.draw == []
    g.apply(f"{seats - 1}:end")
    assert g.result() is not None and g.end_reason == "pile"
    return g


def test_the_bomb_overrides_the_target() -> None:
    g = _pile_end({0: ["Bomb", "Target"], 1: ["Courier"], 2: []})
    assert g.result().winners == (1,)  # type: ignore[union-attr]
    assert "most cards" in g.win_reasons[1]


def test_package_wins_at_exactly_ten_cards() -> None:
    ten = ["Package"] + ["Courier"] * 3 + ["Sniper"] * 3 + ["Police"] * 3
    g = _pile_end({0: ten, 1: ["Target"], 2: ["Bomb"]})
    assert g.result().winners == (0, 1)  # type: ignore[union-attr]  # several winners
    g = _pile_end({0: ten[:9], 1: ["Target"], 2: ["Bomb"]})
    assert g.result().winners == (1,)  # type: ignore[union-attr]


def test_most_cards_tie_break_shares_the_victory() -> None:
    g = _pile_end(
        {0: ["Courier", "Sniper"], 1: ["Police", "Bomb", "Decoy"], 2: ["Hacker", "Ninja"]}
    )
    assert g.result().winners == (0, 2)  # type: ignore[union-attr]


def test_game_ends_when_a_turn_ends_on_an_empty_pile() -> None:
    g = make({"hands": {0: ["Courier"], 1: []}, "draw": ["Sniper", "Police"]})
    g.apply("0:end")
    assert g.draw == [] and g.result() is None  # seat 1 drew the last cards and plays on
    assert g.turn == 1
    g.apply("1:end")
    assert g.result() is not None


def test_pile_emptied_mid_turn_lets_the_turn_finish() -> None:
    g = make({"hands": {0: ["Courier", "Sniper"], 1: ["Police"]}, "draw": ["Decoy", "Hacker"]})
    play(g, 0, "Courier")
    pass_all(g)
    assert g.draw == [] and g.result() is None and g.active_seats() == [0]
    play(g, 0, "Sniper", 1)
    pass_all(g)
    assert g.result() is None
    g.apply("0:end")
    assert g.result() is not None


def test_views_hide_other_hands_and_show_the_stack() -> None:
    g = make({"hands": {0: ["Sniper", "Target"], 1: ["Police", "Bomb"]}, "rest": "draw"})
    play(g, 0, "Sniper", 1)
    v1, spec = g.view(1), g.view(None)
    assert sorted(c["name"] for c in v1["hand"]) == ["Bomb", "Police"]
    assert v1["hand_counts"] == [1, 2] and spec["hand"] is None
    assert "'name': 'Target'" not in str(v1) and "'name': 'Target'" not in str(spec)
    assert "'name': 'Bomb'" not in str(spec)
    item = spec["stack"][0]
    assert item["label"] == "Sniper by Player 1 -> Player 2"
    assert {"uid", "label", "seat", "card", "targets"} <= set(item)
    assert spec["phase"] == "window" and spec["waiting_on"] == [0, 1]
    card = v1["hand"][0]
    assert {"id", "name", "kind", "text", "gold"} <= set(card)


def test_draw_events_are_secret_to_the_drawer() -> None:
    g = EspionageGame(1, 2)
    drawn = [e for e in g.history if e.kind == "CardDrawn"]
    assert len(drawn) == 2 and all(e.reveals for e in drawn)
    assert drawn[0].for_seat(0)["text"].startswith("You drew ")
    assert drawn[0].for_seat(1)["text"] == "Player 1 drew a card."


def test_set_position_checks_its_input() -> None:
    g = EspionageGame(0, 2)
    with pytest.raises(TabletopError, match="no Espionage card called"):
        g.set_position({"hands": {0: ["Spy"]}})
    with pytest.raises(TabletopError, match="no Target left"):
        g.set_position({"hands": {0: ["Target"], 1: ["Target"]}})
    with pytest.raises(TabletopError, match="no key"):
        g.set_position({"hand": {}})
    g.set_position({"hands": [["Target"], ["Bomb"]], "draw": ["Sniper"], "turn": 1})
    assert g.turn == 1 and g.name(g.draw[-1]) == "Sniper" and len(g.draw) == 52 - 2
    assert sorted(g.card_inventory()) == list(range(52))


def test_nested_reactions_scenario_file() -> None:
    from pathlib import Path

    from tabletop.engine.scenario import run_scenario_file

    out = run_scenario_file(Path(__file__).parent / "scenarios" / "nested_reactions.toml")
    assert out.ok, out.error
    state = out.game.state_dict()
    assert state["hands"][1] == ["Courier#28", "Decoy#37", "Bodyguard#40"]
    resolved = [e["text"] for e in out.events if e["kind"] == "StackResolved"]
    assert len(resolved) == 4 and "cancelled" in resolved[1] and "cancelled" in resolved[3]
