"""Turn flow, elimination, game end and scoring, readable refusals, views and positions."""

from __future__ import annotations

import pytest
from esp_helpers import cid, kinds, make, names, pass_all, play, react, resolve_top, top_uid

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
    assert "There is no 'dance' move" in g.why_illegal(Action(0, "dance"))
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


def test_eliminating_an_opponent_wins_at_once_with_three_players() -> None:
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
    r = g.result()
    assert r is not None and r.winners == (0,) and g.end_reason == "elimination"
    assert "eliminated Player 2" in r.text
    assert g.eliminated == [False, True, False]
    # nothing is passed on: the Bomb stays where it was, and every hand is revealed
    assert names(g, 1) == ["Bomb"] and names(g, 0) == []
    assert "BombPassed" not in kinds(g)
    assert g.view(2)["zones"]["hand/1"]["cards"] is not None
    assert g.active_seats() == [] and g.legal_actions(0) == [] and g.flow.phase == "over"


def test_eliminating_the_opponent_wins_a_duel_even_holding_the_bomb() -> None:
    g = make({"hands": {0: ["Sniper", "Bomb"], 1: ["Package"]}, "draw": ["Police"] * 2})
    play(g, 0, "Sniper", 1)
    pass_all(g)
    r = g.result()
    assert r is not None and r.winners == (0,) and g.end_reason == "elimination"
    assert names(g, 0) == ["Bomb"]
    assert g.view(1)["zones"]["hand/0"]["cards"] is not None  # revealed


def test_the_first_elimination_ends_the_game_and_abandons_the_stack() -> None:
    # Terrorist: both opponents hold only gold; the first victim's threat resolves first
    g = make(
        {"hands": {0: ["Terrorist"], 1: ["Target"], 2: ["Package"]}, "draw": ["Police"] * 2},
        seats=3,
    )
    play(g, 0, "Terrorist")
    resolve_top(g)
    assert [i.kind for i in g.stack.items] == ["threat", "threat"]
    resolve_top(g)
    assert g.result() is not None and g.result().winners == (0,)  # type: ignore[union-attr]
    assert g.eliminated == [False, True, False]
    assert names(g, 2) == ["Package"]  # the second threat never resolved
    assert len(g.stack) == 1 and g.active_seats() == []


def test_eliminated_seats_of_a_position_are_skipped() -> None:
    g3 = make(
        {
            "hands": {0: ["Courier"], 2: ["Courier"]},
            "eliminated": [1],
            "draw": ["Police", "Decoy"] * 2,
        },
        seats=3,
    )
    g3.apply("0:end")
    assert g3.turn == 2 and 1 not in g3.active_seats()
    g3.apply("2:end")
    assert g3.turn == 0


def _pile_end(hands: dict[int, list[str]], seats: int = 3, tiebreak: str = "none") -> EspionageGame:
    """A position that starts with an empty pile: the game ends when the turn ends."""
    g = EspionageGame(0, seats, {"tiebreak": tiebreak})
    g.set_position({"rest": "discard", "hands": hands, "turn": seats - 1})
    assert g.draw == []
    g.apply(f"{seats - 1}:end")
    assert g.result() is not None and g.end_reason == "pile"
    return g


def test_the_bomb_overrides_the_target() -> None:
    g = _pile_end({0: ["Bomb", "Target"], 1: ["Courier"], 2: []})
    assert g.result().winners == ()  # type: ignore[union-attr]
    assert "Player 1 holds the Bomb and loses" in g.result().text  # type: ignore[union-attr]
    g = _pile_end({0: ["Bomb", "Target"], 1: ["Courier"], 2: []}, tiebreak="most-cards")
    assert g.result().winners == (1,)  # type: ignore[union-attr]
    assert "most cards" in g.win_reasons[1]


def test_package_wins_at_exactly_ten_cards() -> None:
    ten = ["Package"] + ["Courier"] * 3 + ["Sniper"] * 3 + ["Police"] * 3
    g = _pile_end({0: ten, 1: ["Target"], 2: ["Bomb"]})
    assert g.result().winners == (0, 1)  # type: ignore[union-attr]  # several winners
    g = _pile_end({0: ten[:9], 1: ["Target"], 2: ["Bomb"]})
    assert g.result().winners == (1,)  # type: ignore[union-attr]


def test_most_cards_is_a_house_rule_off_by_default() -> None:
    hands = {0: ["Courier", "Sniper"], 1: ["Police", "Bomb", "Decoy"], 2: ["Hacker", "Ninja"]}
    g = _pile_end(hands)
    assert g.result().winners == ()  # type: ignore[union-attr]
    assert "Nobody wins" not in g.result().text  # type: ignore[union-attr]  # the Bomb loses
    g = _pile_end(hands, tiebreak="most-cards")
    assert g.result().winners == (0, 2)  # type: ignore[union-attr]
    g = _pile_end({0: ["Courier"], 1: ["Police"], 2: []})
    assert g.result().text == "The draw pile is empty. Nobody wins."  # type: ignore[union-attr]
    opt = {o.name: o for o in EspionageGame.OPTIONS}["tiebreak"]
    assert opt.default == "none" and opt.choices == ("none", "most-cards")
    with pytest.raises(TabletopError, match="tiebreak"):
        EspionageGame(0, 2, {"tiebreak": "longest-hand"})


def test_the_start_of_turn_draw_that_empties_the_pile_ends_the_game_at_once() -> None:
    g = make({"hands": {0: ["Courier"], 1: ["Target"]}, "draw": ["Sniper", "Police"]})
    g.apply("0:end")
    assert g.draw == [] and g.turn == 1 and names(g, 1) == ["Police", "Sniper", "Target"]
    r = g.result()
    assert r is not None and g.end_reason == "pile" and r.winners == (1,)
    assert g.legal_actions(1) == []  # seat 1 does not get to play


def test_a_mission_that_empties_the_pile_ends_the_game_once_carried_out() -> None:
    g = make({"hands": {0: ["Courier", "Sniper"], 1: ["Police"]}, "draw": ["Decoy", "Hacker"]})
    play(g, 0, "Courier")
    pass_all(g)
    assert g.draw == [] and names(g, 0) == ["Decoy", "Hacker", "Sniper"]
    assert g.result() is not None and g.end_reason == "pile"


def test_the_rest_of_the_stack_is_abandoned_when_the_pile_runs_out() -> None:
    g = make({"hands": {0: ["Courier"], 1: ["Ninja"]}, "draw": ["Decoy", "Hacker"]})
    play(g, 0, "Courier")
    react(g, 1, "Ninja", top_uid(g))
    pass_all(g)  # the Ninja's copy resolves first and draws the last two cards
    assert names(g, 1) == ["Decoy", "Hacker"] and names(g, 0) == []
    assert g.result() is not None and len(g.stack) == 1  # the Courier never resolved
    assert g.stack.items[0].payload["effect"] == "Courier"
    assert g.name(g.discard[-1]) == "Ninja"


def test_a_detective_ends_the_game_only_if_it_keeps_the_last_card() -> None:
    g = make({"hands": {0: ["Detective"]}, "draw": ["Sniper"]})
    play(g, 0, "Detective")
    pass_all(g)
    assert g.result() is None and g.prompt is not None  # the look is not finished
    g.apply(Action(0, "detective", (g.look[0],)))
    assert g.result() is not None and g.end_reason == "pile"
    g = make({"hands": {0: ["Detective"]}, "draw": ["Sniper", "Police", "Decoy"]})
    play(g, 0, "Detective")
    pass_all(g)
    a, b, c = g.look
    g.apply(Action(0, "detective", (a, b, c)))
    assert g.result() is None and len(g.draw) == 2 and g.active_seats() == [0]


def test_views_hide_other_hands_and_show_the_stack() -> None:
    g = make({"hands": {0: ["Sniper", "Target"], 1: ["Police", "Bomb"]}, "rest": "draw"})
    play(g, 0, "Sniper", 1)
    v1, spec = g.view(1), g.view(None)
    assert sorted(c["name"] for c in v1["hand"]) == ["Bomb", "Police"]
    assert [spec["zones"][f"hand/{s}"]["count"] for s in (0, 1)] == [1, 2]
    assert spec["hand"] is None and spec["zones"]["hand/1"]["cards"] is None
    assert "'name': 'Target'" not in str(v1) and "'name': 'Target'" not in str(spec)
    assert "'name': 'Bomb'" not in str(spec)
    item = spec["stack"][0]
    assert item["label"] == "Sniper by Player 1 on Player 2"
    assert {"uid", "label", "seat", "card", "targets"} <= set(item)
    assert spec["phase"] == "window" and spec["active"] == [0, 1]
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
    with pytest.raises(TabletopError, match="position: unknown key 'hand'"):
        g.set_position({"hand": {}})
    with pytest.raises(TabletopError, match=r"position.stack\[0\]: unknown key 'victm'"):
        g.set_position({"hands": {1: ["Target"]}, "stack": [{"kind": "threat", "victm": 1}]})
    with pytest.raises(TabletopError, match="position.prompt: unknown key 'who'"):
        g.set_position({"prompt": {"kind": "medic", "who": 0}})
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
    # a cancelled card leaves the stack without a word: its cancelling was told (ItemCancelled)
    assert len(resolved) == 4 and resolved[1] == resolved[3] == ""
    told = [e["text"] for e in out.events if e["kind"] == "ItemCancelled"]
    assert len(told) == 2 and all("cancelled by" in x for x in told)
