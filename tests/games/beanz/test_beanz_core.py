"""Mighty Beanz on the shared rules core: flow refusals, prompts, zones, the effects registry,
the seat view, event kinds, scenario positions (unknown keys, starting inside a prompt, a
response window or an attack) and the Instant Action cost correction."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.errors import CardDataError, IllegalAction, TabletopError
from tabletop.engine.events import COMMON, valid_kind
from tabletop.engine.game import new_game
from tabletop.engine.view import HEADER_KEYS
from tabletop.games.beanz.cards import CARDS_FILE, load_card_defs
from tabletop.games.beanz.rules import BeanzGame


def make(position: dict[str, Any], game: str = "basic") -> BeanzGame:
    g = new_game("beanz", 0, 2, {"game": game, "shots": "model"})
    assert isinstance(g, BeanzGame)
    g.set_position(position)
    return g


def hand_id(g: BeanzGame, p: int, name: str) -> int:
    return next(c for c in g.hand[p] if g.names[c] == name)


def costing(g: BeanzGame, card: int, cost: int) -> None:
    """Make one card instance cost ``cost`` (our Instant Actions all cost 0)."""
    g.cd[card] = dataclasses.replace(g.cd[card], cost=cost)


# ---------------------------------------------------------------------- effects registry
def test_an_unknown_effect_verb_fails_when_the_cards_load(tmp_path: Path) -> None:
    text = CARDS_FILE.read_text(encoding="utf-8").replace(
        'effect = "knockdown"', 'effect = "knockdwon"', 1
    )
    bad = tmp_path / "cards.toml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(CardDataError) as e:
        load_card_defs(bad)
    msg = str(e.value)
    assert str(bad) in msg and "'Knockdown!'" in msg and "'effect'" in msg
    assert "unknown effect verb 'knockdwon'" in msg


def test_a_bad_effect_parameter_fails_when_the_cards_load(tmp_path: Path) -> None:
    text = CARDS_FILE.read_text(encoding="utf-8").replace(
        'effect = { verb = "burst", points = 2 }', "effect = { verb = 'burst', points = 'two' }"
    )
    bad = tmp_path / "cards.toml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(CardDataError, match=r"Bean Burst!.*'effect'.*'points' should be int"):
        load_card_defs(bad)


def test_card_data_names_effect_verbs_with_parameters() -> None:
    defs = load_card_defs(CARDS_FILE)
    assert defs["Bean Burst!"].effect == "burst" and defs["Bean Burst!"].effect_params == {
        "points": 2
    }
    assert defs["Bean Scoop!"].effect_params == {"cards": 2}
    assert defs["No You Don't!"].effect == "no_you_dont"


def test_bean_burst_gives_its_points_through_the_registry() -> None:
    g = make({"active": 0, "points": 3, "hands": {"0": ["Bean Burst!"]}})
    g.apply(f"0:play {hand_id(g, 0, 'Bean Burst!')}")
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.points[0] == 5 and g.flow.at == "main"


# ---------------------------------------------------------------------- flow
def test_a_move_outside_its_phase_says_what_is_possible_now() -> None:
    g = new_game("beanz", 1, 2)
    with pytest.raises(IllegalAction) as e:
        g.apply("1:attack 12")
    assert str(e.value) == (
        "Bean Attacks are made during the main phase; now it is the cut: cut your "
        "opponent's deck (cut 1 to 9 tenths)."
    )
    with pytest.raises(IllegalAction, match="There is no 'fly' move in this game"):
        g.apply("1:fly")
    g2 = make({"active": 0, "mat": [{"slot": 3, "bean": "Lion Bean"}]})
    with pytest.raises(IllegalAction, match="Passes are made during a response window"):
        g2.apply("0:pass")


def test_phases_steps_and_actors() -> None:
    g = make(
        {
            "active": 0,
            "mat": [{"slot": 3, "bean": "Lion Bean"}, {"slot": 13, "bean": "Clown Bean"}],
            "hands": {"0": ["Knockdown!"]},
        }
    )
    assert (g.flow.phase, g.flow.step) == ("main", None) and g.active_seats() == [0]
    g.apply(f"0:play {hand_id(g, 0, 'Knockdown!')} 13")
    assert (g.flow.phase, g.flow.step) == ("main", "respond") and g.active_seats() == [0, 1]
    v = g.view(1)
    assert v["phase"] == "main" and v["step"] == "respond" and v["stack"][0]["label"]
    assert v["zones"]["stack"]["cards"][0]["name"] == "Knockdown!"
    g.apply("1:pass")
    g.apply("0:pass")
    assert g.flow.step is None and g.pos[13] == "sidewayz"
    assert g.names[g.discard[0][-1]] == "Knockdown!" and not g.on_stack


# ---------------------------------------------------------------------- view and events
def test_own_view_keeps_off_the_header_and_hides_hands() -> None:
    g = new_game("beanz", 3, 2)
    own = g.own_view(0)
    assert not set(own) & set(HEADER_KEYS)
    v0, v1, spec = g.view(0), g.view(1), g.view(None)
    assert v0["game"] == "beanz" and v0["variant"] == "basic"
    g.apply("1:cut 3")
    g.apply("0:cut 3")
    v0, v1, spec = g.view(0), g.view(1), g.view(None)
    assert v0["zones"]["hand/0"]["cards"] is not None and v0["zones"]["hand/1"]["cards"] is None
    assert spec["zones"]["hand/0"]["cards"] is None
    assert v0["zones"]["loot/0/0"]["cards"] is None and v0["zones"]["loot/0/0"]["count"] == 2
    assert [p["score"] for p in v1["players"]] == [0.0, 0.0]


def test_every_event_kind_is_declared_and_camel_case() -> None:
    rng = random.Random(5)
    kinds: set[str] = set()
    for seed in range(6):
        g = new_game("beanz", seed, 2, {"shots": "model", "game": ("basic", "expert")[seed % 2]})
        while not g.is_terminal():
            seat = rng.choice(g.active_seats())
            kinds |= {e.kind for e in g.apply(rng.choice(g.legal_actions(seat)))}
    assert kinds <= set(COMMON) | BeanzGame.EVENT_KINDS, kinds - set(COMMON)
    assert all(valid_kind(k) for k in BeanzGame.EVENT_KINDS)
    assert {"TurnStarted", "CardDrawn", "AttackDeclared"} <= kinds


# ---------------------------------------------------------------------- prompts
def test_discard_is_a_private_prompt_with_the_old_notation() -> None:
    names = ["Lion Bean", "Koala Bean", "Clown Bean", "Mummy Bean", "Zombie Bean"]
    g = make({"active": 0, "hands": {"0": names + ["Skater Bean", "Sailor Bean", "Juggler Bean"]}})
    g.apply("0:end")
    assert g.flow.phase == "discard" and g.prompt is not None and g.prompt.kind == "discard"
    assert sorted(str(a) for a in g.legal_actions(0)) == sorted(f"0:discard {c}" for c in g.hand[0])
    assert g.view(1)["prompt"]["options"] is None
    assert [o["label"] for o in g.view(0)["prompt"]["options"]][:2] == names[:2]
    with pytest.raises(IllegalAction, match="First make the pending choice: Discard down to 7"):
        g.apply("0:draw")
    g.apply(f"0:discard {g.hand[0][0]}")
    assert g.turn == 1 and g.prompt is None and len(g.hand[0]) == 7


# ---------------------------------------------------------------------- positions
@pytest.mark.parametrize(
    "position,key",
    [
        ({"actve": 1}, "actve"),
        ({"mat": [{"slot": 3, "bean": "Lion Bean", "postion": "headz"}]}, "postion"),
        ({"hands": {"2": ["Lion Bean"]}}, "2"),
        ({"points": {"0": 3, "x": 1}}, "x"),
        ({"stack": [{"seat": 1, "card": "Knockdown!", "target": 3, "oops": 1}]}, "oops"),
    ],
)
def test_an_unknown_position_key_is_an_error_naming_it(position: dict[str, Any], key: str) -> None:
    g = new_game("beanz", 0, 2)
    with pytest.raises(TabletopError) as e:
        g.set_position(position)
    assert repr(key) in str(e.value)
    assert str(e.value).startswith("position")


def test_a_position_may_start_in_a_response_window_on_an_action_card() -> None:
    g = make(
        {
            "active": 1,
            "mat": [{"slot": 3, "bean": "Lion Bean"}],
            "hands": {"0": ["No You Don't!"]},
            "stack": [{"seat": 1, "card": "Knockdown!", "target": 3}],
            "passed": [1],
        }
    )
    assert g.flow.step == "respond" and g.active_seats() == [0]
    nyd = hand_id(g, 0, "No You Don't!")
    assert {str(a) for a in g.legal_actions(0)} == {"0:pass", f"0:play {nyd}"}
    g.apply(f"0:play {nyd}")
    g.apply("1:pass")
    g.apply("0:pass")  # No You Don't! resolves: the Knockdown! is cancelled
    assert g.pos[3] == "headz" and not g.stack and g.flow.step is None
    assert sorted(g.names[c] for c in g.discard[1]) == ["Knockdown!"]


def test_a_position_may_start_inside_an_attack_and_at_the_target_prompt() -> None:
    mat = [
        {"slot": 12, "bean": "Lion Bean", "cosmos": "Harvest Moon", "position": "bottomz"},
        {"slot": 13, "bean": "Cannonball Bean"},
        {"slot": 3, "bean": "Koala Bean"},
        {"slot": 4, "bean": "Mermaid Bean"},
    ]
    attack = {"seat": 1, "attack": [12], "galaxy": 1}
    g = make({"active": 1, "mat": mat, "stack": [attack], "hands": {"0": ["You Slipped!"]}})
    assert g.flow.step == "respond" and g.stack.top is not None
    assert g.stack.top.kind == "attack" and g.view(0)["stack"][0]["value"] == 200
    assert any(a.verb == "play" for a in g.legal_actions(0))
    g2 = make({"active": 1, "mat": mat, "stack": [attack], "prompt": "target"})
    assert g2.flow.step == "target" and g2.active_seats() == [0]
    assert g2.prompt is not None and g2.prompt.values() == [3, 4]
    g2.apply("0:target 4")
    assert g2.pos[4] == "sidewayz" and g2.flow.step is None and g2.active_seats() == [1]


def test_a_position_may_start_in_a_blitz_and_at_the_discard_prompt() -> None:
    g = make(
        {
            "active": 0,
            "mat": [
                {"slot": 3, "bean": "Lion Bean"},
                {"slot": 4, "bean": "Koala Bean"},
                {"slot": 13, "bean": "Clown Bean"},
            ],
            "boosts": {"0": ["Bean Blitz!"]},
            "blitz": [3],
        }
    )
    assert g.flow.step == "blitz" and g.blitz == {"attackers": [3], "sharpshoot": False}
    assert "0:go 1" in {str(a) for a in g.legal_actions(0)}
    hand = ["Lion Bean"] * 4 + ["Koala Bean"] * 4
    g2 = make({"active": 1, "hands": {"1": hand}, "prompt": "discard"})
    assert g2.flow.phase == "discard" and g2.prompt is not None and g2.active_seats() == [1]


def test_position_keys_are_documented() -> None:
    from tabletop.games.beanz.position import KEYS, MAT_KEYS, STACK_KEYS

    doc = (Path(__file__).parents[3] / "docs" / "scenarios.md").read_text(encoding="utf-8")
    section = doc.split("## Mighty Beanz TCG")[1].split("\n## ")[0]
    for key in (*KEYS, *MAT_KEYS, *STACK_KEYS):
        assert key in section, key


# ---------------------------------------------------------------------- rule correction
# Rulebook, Action Cards: "When you play an ACTION CARD, you spend action points equal to the
# cost of the card"; an Instant Action is played "on your opponent's turn": the player who
# plays it pays, from their own points, and must be able to afford it.
NYD = "No You Don't!"
KNOCKDOWN_WINDOW: dict[str, Any] = {
    "active": 1,
    "mat": [{"slot": 3, "bean": "Lion Bean"}, {"slot": 12, "bean": "Clown Bean"}],
    "hands": {"0": ["No You Don't!"], "1": ["No You Don't!"]},
    "stack": [{"seat": 1, "card": "Knockdown!", "target": 3}],
}


def test_the_defender_pays_for_an_instant_action_from_their_own_points() -> None:
    g = make({**KNOCKDOWN_WINDOW, "points": {"0": 2, "1": 5}})
    nyd = hand_id(g, 0, "No You Don't!")
    costing(g, nyd, 2)
    assert f"0:play {nyd}" in {str(a) for a in g.legal_actions(0)}
    g.apply(f"0:play {nyd}")
    assert g.points == [0, 5]  # paid by seat 0, not by seat 1 whose turn it is


def test_an_instant_action_the_defender_cannot_afford_is_refused() -> None:
    g = make({**KNOCKDOWN_WINDOW, "points": {"0": 1, "1": 7}})
    nyd = hand_id(g, 0, "No You Don't!")
    costing(g, nyd, 2)
    assert {str(a) for a in g.legal_actions(0)} == {"0:pass"}
    with pytest.raises(IllegalAction, match="costs 2 action points and you have 1 left"):
        g.apply(f"0:play {nyd}")
    assert g.points == [1, 7]


def test_the_player_whose_turn_it_is_pays_for_their_own_answer() -> None:
    g = make({**KNOCKDOWN_WINDOW, "points": {"0": 0, "1": 3}})
    mine = hand_id(g, 1, "No You Don't!")
    costing(g, mine, 3)
    g.apply(f"0:play {hand_id(g, 0, NYD)}")  # free: seat 0 has no points
    assert g.points == [0, 3]
    assert f"1:play {mine}" in {str(a) for a in g.legal_actions(1)}
    g.apply(f"1:play {mine}")  # answers the answer (FAQ: a chain of No You Don't!)
    assert g.points == [0, 0]
    while g.stack:
        g.apply(f"{g.active_seats()[0]}:pass")
    assert g.pos[3] == "sidewayz"  # seat 1's No You Don't! saved its Knockdown!


def test_the_player_whose_turn_it_is_cannot_answer_beyond_their_points() -> None:
    g = make({**KNOCKDOWN_WINDOW, "points": {"0": 0, "1": 2}})
    mine = hand_id(g, 1, "No You Don't!")
    costing(g, mine, 3)
    g.apply(f"0:play {hand_id(g, 0, NYD)}")
    assert {str(a) for a in g.legal_actions(1)} == {"1:pass"}


def test_leftover_points_stay_until_the_next_turn_starts() -> None:
    g = make({"active": 0, "points": 7})
    g.apply("0:draw")
    g.apply("0:end")
    assert g.turn == 1 and g.points == [6, 7]
    g.apply("1:end")
    assert g.points == [7, 7]
