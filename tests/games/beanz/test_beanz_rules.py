"""Mighty Beanz rules: the rulebook's two examples (scenario files), every FAQ answer, team bonus
across the mat edge, boosts, Instant Actions and both win conditions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import new_game
from tabletop.engine.scenario import load_scenario, run_scenario, run_scenario_file
from tabletop.games.beanz.rules import BeanzGame

SCEN = Path(__file__).parent / "scenarios"


def make(
    position: dict[str, Any], game: str = "basic", seed: int = 0, shots: str = "model"
) -> BeanzGame:
    g = new_game("beanz", seed, 2, {"game": game, "shots": shots})
    assert isinstance(g, BeanzGame)
    g.set_position(position)
    return g


def at(g: BeanzGame, r: int) -> tuple[str | None, str | None]:
    b = g.bean[r]
    return (g.names[b] if b is not None else None, g.pos[r])


def hand_id(g: BeanzGame, p: int, name: str) -> int:
    return next(c for c in g.hand[p] if g.names[c] == name)


def verbs(g: BeanzGame, seat: int) -> set[str]:
    return {a.verb for a in g.legal_actions(seat)}


def hit_flick(seat: int, galaxy: int) -> str:
    """The physics bots' ideal aim: straight at the target, it knocks the bean down."""
    from tabletop.physics.bots import ideal_flick
    from tabletop.physics.flick import ShotSetup

    args = ideal_flick(ShotSetup.for_galaxy(galaxy, seat)).to_args()
    return f"{seat}:flick {galaxy} " + " ".join(map(str, args))


def legal(g: BeanzGame, text: str) -> bool:
    from tabletop.engine.actions import parse_action

    a = parse_action(text)
    return a in g.legal_actions(a.seat)


# ---------------------------------------------------------------------- the rulebook's examples
ATTACK_MAT = [
    {"slot": 12, "bean": "Lion Bean", "cosmos": "Harvest Moon"},
    {"slot": 13, "bean": "Cannonball Bean"},
    {"slot": 3, "bean": "Koala Bean"},
    {"slot": 4, "bean": "Mermaid Bean"},
    {"slot": 5, "bean": "Mighty Moose Bean", "position": "sidewayz"},
]


def test_attack_example_scenario_file() -> None:
    out = run_scenario_file(SCEN / "attack_example.toml")
    assert out.ok, out.error
    g = out.game
    assert isinstance(g, BeanzGame)
    # the 500 defends: no effect at all
    assert at(g, 3) == ("Koala Bean", "headz")
    assert at(g, 4) == ("Mermaid Bean", "headz")
    assert at(g, 5) == ("Mighty Moose Bean", "sidewayz")
    assert at(g, 12) == ("Lion Bean", "bottomz")
    assert any("Attack 200" in e["text"] for e in out.events)


@pytest.mark.parametrize(
    "target,expected",
    [
        (3, (None, None)),  # 200 >= 2 x 100: Bean Blowout, off the mat from Headz-up
        (4, ("Mermaid Bean", "sidewayz")),  # 200 >= 150 but < 300: Sidewayz
        (5, ("Mighty Moose Bean", "sidewayz")),  # 500 > 200: no effect
    ],
)
def test_attack_example_each_choice(target: int, expected: tuple[str | None, str | None]) -> None:
    spec = load_scenario(SCEN / "attack_example.toml")
    spec["actions"] = ["1:attack 12", "1:pass", "0:pass"]
    out = run_scenario(spec)
    g = out.game
    assert isinstance(g, BeanzGame)
    assert g.flow.at == "target" and g.active_seats() == [0]
    assert g.prompt is not None and g.prompt.kind == "target" and g.prompt.data["value"] == 200
    assert g.prompt.values() == [3, 4, 5]
    assert g.view(0)["targeting"]["outcomes"] == {"3": "off", "4": "sidewayz", "5": "none"}
    assert [o["label"] for o in g.view(1)["prompt"]["options"]] == [
        "Koala Bean (the left place of Player 1's Galaxy 2): knocked off",
        "Mermaid Bean (the middle place of Player 1's Galaxy 2): knocked Sidewayz",
        "Mighty Moose Bean (the right place of Player 1's Galaxy 2): no effect",
    ]
    g.apply(f"0:target {target}")
    assert at(g, target) == expected
    if expected[0] is None:
        assert g.names[g.discard[0][-1]] == "Koala Bean"


def test_domino_example_scenario_file() -> None:
    out = run_scenario_file(SCEN / "domino_example.toml")
    assert out.ok, out.error
    g = out.game
    assert isinstance(g, BeanzGame)
    assert at(g, 0) == (None, None)
    assert at(g, 1) == ("Sailor Bean", "headz")
    assert at(g, 2) == ("Kangaroo Bean", "sidewayz")
    assert at(g, 3) == ("Zombie Bean", "sidewayz")
    assert at(g, 4) == ("Skater Bean", "sidewayz")
    assert at(g, 5) == (None, None)
    assert at(g, 6) == ("Lion Bean", "headz")
    assert "Clown Bean" in [g.names[c] for c in g.discard[0]]
    texts = [e["text"] for e in out.events]
    # left first (Zombie, then Kangaroo), then right (Clown)
    order = [t for t in texts if t.startswith("Domino")]
    assert [o.split(": ")[1].split(" ")[0] for o in order] == ["Zombie", "Kangaroo", "Clown"]


def test_domino_example_basic_game_has_no_domino() -> None:
    spec = load_scenario(SCEN / "domino_example.toml")
    spec["options"] = {"game": "basic"}
    out = run_scenario(spec)
    g = out.game
    assert isinstance(g, BeanzGame)
    assert at(g, 4) == ("Skater Bean", "sidewayz")
    assert at(g, 3) == ("Zombie Bean", "headz")
    assert at(g, 5) == ("Clown Bean", "sidewayz")


def test_domino_not_when_target_knocked_off_and_blowout_along_the_way() -> None:
    # Target Sidewayz -> knocked off -> no Domino.
    g = make(
        {
            "active": 1,
            "mat": [
                {"slot": 3, "bean": "Zombie Bean"},
                {"slot": 4, "bean": "Skater Bean", "position": "sidewayz"},
                {"slot": 13, "bean": "Sheriff Bean"},
            ],
        },
        game="expert",
    )
    g.apply("1:attack 13 4")
    g.apply("1:pass")
    g.apply("0:pass")
    assert at(g, 4) == (None, None) and at(g, 3) == ("Zombie Bean", "headz")
    # Domino Blowout: a 300 knocked Sidewayz blows a 100 off the mat; the ripple stops there.
    g = make(
        {
            "active": 1,
            "mat": [
                {"slot": 2, "bean": "Mummy Bean"},
                {"slot": 3, "bean": "Koala Bean"},
                {"slot": 4, "bean": "King Bean"},
                {"slot": 13, "bean": "Mighty Moose Bean"},
            ],
        },
        game="expert",
    )
    g.apply("1:attack 13")
    g.apply("1:pass")
    g.apply("0:pass")
    g.apply("0:target 4")  # 500 vs 300: Sidewayz
    assert at(g, 4) == ("King Bean", "sidewayz")
    assert at(g, 3) == (None, None)  # 300 >= 2 x 100: off
    assert at(g, 2) == ("Mummy Bean", "headz")  # the ripple stopped at the knocked-off card


def test_domino_crosses_the_mat_edge() -> None:
    g = make(
        {
            "active": 1,
            "mat": [
                {"slot": 8, "bean": "Zombie Bean"},
                {"slot": 9, "bean": "Skater Bean"},  # seat 1's own card, across the edge
                {"slot": 13, "bean": "Sheriff Bean"},
            ],
        },
        game="expert",
    )
    g.apply("1:attack 13 8")
    g.apply("1:pass")
    g.apply("0:pass")
    assert at(g, 8) == ("Zombie Bean", "sidewayz")
    assert at(g, 9) == ("Skater Bean", "sidewayz")


# ---------------------------------------------------------------------- FAQ: loot and winning
def full_galaxy(owner: int, g: int) -> list[dict[str, Any]]:
    base = 3 * g if owner == 0 else 15 - 3 * g
    names = ["Clown Bean", "Koala Bean", "Mummy Bean"]
    return [{"slot": base + i, "bean": names[i]} for i in range(3)]


def test_shoot_for_loot_costs_no_points_and_retires_beans_cosmos_stays() -> None:
    mat = full_galaxy(0, 1)
    mat[0]["cosmos"] = "Asteroid Field"
    g = make({"active": 0, "start_turn": True, "mat": mat})
    assert g.flow.at == "loot"
    assert verbs(g, 0) == {"shoot", "shot"}  # must shoot (or miss on purpose)
    assert not legal(g, "0:shot 1 hit")  # model mode: the engine draws the outcome
    g.options["shots"] = "physics"
    assert verbs(g, 0) == {"flick", "shot"} and not legal(g, "0:shoot 1")
    hand = len(g.hand[0])
    g.apply(hit_flick(0, 1))
    assert g.points[g.turn] == 7 and g.flow.at == "main"
    assert len(g.hand[0]) == hand + 1 and g.captured[0] == [0, 1, 0]
    assert all(g.bean[r] is None for r in (3, 4, 5))
    assert g.cosmos[3] is not None and g.names[g.cosmos[3]] == "Asteroid Field"


def test_two_tries_then_turn_goes_on() -> None:
    g = make({"active": 0, "start_turn": True, "mat": full_galaxy(0, 0)})
    g.apply("0:shot 0 miss")
    assert g.flow.at == "loot" and g.tries_left == 1
    g.apply("0:shot 0 miss")
    assert g.flow.at == "main" and all(g.bean[r] is not None for r in (0, 1, 2))


def test_shoot_in_every_full_galaxy_and_only_on_own_mat() -> None:
    g = make(
        {
            "active": 0,
            "start_turn": True,
            "mat": full_galaxy(0, 0) + full_galaxy(0, 2) + full_galaxy(1, 1),
        }
    )
    assert g.loot_queue == [0, 2]
    # Bottomz-up cards are spun Headz-up first; Sidewayz ones stay and block the shot
    mat = full_galaxy(0, 0) + full_galaxy(0, 1)
    mat[0]["position"] = "bottomz"
    mat[3]["position"] = "sidewayz"
    g = make({"active": 0, "start_turn": True, "mat": mat})
    assert g.loot_queue == [0] and g.pos[0] == "headz" and g.pos[3] == "sidewayz"


def test_shoot_model_draws_from_game_rng() -> None:
    outcomes = set()
    for seed in range(12):
        g = make({"active": 0, "start_turn": True, "mat": full_galaxy(0, 0)}, seed=seed)
        g.apply("0:shoot 0")
        outcomes.add(g.captured[0][0])
    assert outcomes == {0, 1}


def test_win_by_both_loot_cards_of_one_galaxy() -> None:
    g = make(
        {"active": 0, "start_turn": True, "mat": full_galaxy(0, 2), "captured": {"0": [0, 0, 1]}}
    )
    g.options["shots"] = "physics"
    g.apply(hit_flick(0, 2))
    res = g.result()
    assert res is not None and res.winners == (0,)
    assert g.legal_actions(0) == [] and g.legal_actions(1) == []


def test_expert_needs_three_loot_cards() -> None:
    g = make(
        {"active": 0, "start_turn": True, "mat": full_galaxy(0, 2), "captured": {"0": [0, 0, 1]}},
        game="expert",
    )
    g.options["shots"] = "physics"
    g.apply(hit_flick(0, 2))
    assert g.result() is None and g.captured[0][2] == 2


@pytest.mark.parametrize(
    "captured,winners", [({"0": [1, 0, 0]}, (0,)), ({"1": [0, 1, 0]}, (1,)), ({}, ())]
)
def test_deck_out_more_loot_wins_tie_is_a_draw(
    captured: dict[str, list[int]], winners: tuple[int, ...]
) -> None:
    deck = ["Clown Bean"] * 7  # 6 go to loot, one is left
    g = make({"active": 0, "decks": {"0": deck, "1": deck}, "captured": captured})
    assert len(g.deck[0]) == 7 - (6 - sum(captured.get("0", [0])))
    while len(g.deck[0]) > 1:
        g.deck[0].pop()  # trim to one card for the test
    g.apply("0:draw")
    res = g.result()
    assert res is not None and res.winners == winners


# ---------------------------------------------------------------------- FAQ: Cosmos cards
def test_cosmos_to_empty_bean_and_cosmos_slots() -> None:
    g = make(
        {
            "active": 0,
            "mat": [{"slot": 1, "bean": "Lion Bean"}, {"slot": 2, "cosmos": "Full Moon"}],
            "hands": {"0": ["Asteroid Field", "Harvest Moon", "Blue Moon"]},
        }
    )
    af, hm, bm = (hand_id(g, 0, n) for n in ("Asteroid Field", "Harvest Moon", "Blue Moon"))
    g.apply(f"0:play {af} 0")  # empty slot
    g.apply(f"0:play {hm} 1")  # under a Bean card
    g.apply(f"0:play {bm} 2")  # over another Cosmos card: that one is discarded
    assert g.cosmos[0] == af and g.cosmos[1] == hm and g.cosmos[2] == bm
    assert [g.names[c] for c in g.discard[0]] == ["Full Moon"]
    assert g.points[g.turn] == 4
    assert not legal(g, f"0:play {af} 10")  # only on your own side (and it is already played)


def test_cosmos_cost_added_to_spin_powers_not_to_righting() -> None:
    g = make(
        {
            "active": 0,
            "mat": [
                {"slot": 0, "bean": "Lion Bean", "cosmos": "Blue Moon"},  # Moon does not match
                {"slot": 1, "bean": "Koala Bean", "cosmos": "Harvest Moon", "position": "sidewayz"},
                {"slot": 15, "bean": "Clown Bean"},
            ],
        }
    )
    assert g.spin_cost(0) == 3 and g.attack_part(0) == 50  # cost added, boost not given
    g.apply("0:attack 0")
    assert g.points[g.turn] == 4
    g.apply("0:pass")
    g.apply("1:pass")
    g.apply("0:upright 1")  # Koala costs 1; its Moon is not added
    assert g.points[g.turn] == 3
    g.apply("0:upright 0")  # Bottomz-up back to Headz-up: Lion's 2 only
    assert g.points[g.turn] == 1


def test_moon_never_gives_team_and_type_boost() -> None:
    from tabletop.engine.cards import validate_cards
    from tabletop.engine.errors import CardDataError
    from tabletop.games.beanz.cards import SCHEMA, CardDef, _check

    raw = {
        "card": [
            {
                "name": "Bad Moon",
                "kind": "cosmos",
                "cosmos": "moon",
                "cost": 1,
                "boost": 50,
                "boost_team": "Circus",
                "boost_type": "rookie",
                "text": "x",
            }
        ]
    }
    (clean,) = validate_cards(raw, SCHEMA)
    with pytest.raises(CardDataError, match="never|cannot both"):
        _check(CardDef(**{k: v for k, v in clean.items() if k != "count"}), "test")


def test_asteroid_applies_sidewayz_and_bottomz_and_cosmos_stays_when_bean_leaves() -> None:
    g = make(
        {
            "active": 1,
            "mat": [
                {
                    "slot": 3,
                    "bean": "Koala Bean",
                    "cosmos": "Asteroid Field",
                    "position": "sidewayz",
                },
                {
                    "slot": 4,
                    "bean": "Mummy Bean",
                    "cosmos": "Asteroid Field",
                    "position": "bottomz",
                },
                {"slot": 12, "bean": "Mighty Moose Bean"},
            ],
        }
    )
    assert g.defence_value(3) == 150 and g.defence_value(4) == 150
    g.apply("1:attack 12")
    g.apply("1:pass")
    g.apply("0:pass")
    g.apply("0:target 3")  # 500 >= 300: blown off
    assert g.bean[3] is None and g.cosmos[3] is not None


# ---------------------------------------------------------------------- FAQ: Bean cards
def test_headz_up_power_costs_nothing_and_stops_when_sidewayz() -> None:
    g = make(
        {
            "active": 1,
            "mat": [
                {"slot": 0, "bean": "Ring Master Bean"},
                {"slot": 4, "bean": "Lion Bean"},
                {"slot": 13, "bean": "Mighty Moose Bean"},
            ],
        }
    )
    assert g.mmp_value(4) == 100 and g.points[g.turn] == 7  # +50 from the Ring Master, no points
    g.pos[0] = "sidewayz"
    assert g.mmp_value(4) == 50


def test_only_bean_attack_cards_can_attack() -> None:
    g = make(
        {
            "active": 0,
            "mat": [{"slot": 3, "bean": "Clown Bean"}, {"slot": 4, "bean": "Lion Bean"}]
            + [{"slot": 12, "bean": "Koala Bean"}],
        }
    )
    assert legal(g, "0:attack 4") and not legal(g, "0:attack 3")
    # the refusal names the Beans that can attack instead (the Lion), not the Clown
    with pytest.raises(IllegalAction) as refused:
        g.apply("0:attack 3")
    said = str(refused.value)
    assert "Clown Bean has no attack power" in said and "Bean Attack" in said
    assert "Yours that can: Lion Bean." in said
    # with no such Bean on the mat, it says so
    g3 = make({"active": 0, "mat": [{"slot": 3, "bean": "Clown Bean"}]})
    with pytest.raises(IllegalAction, match="none of your Beans on the mat has it"):
        g3.apply("0:attack 3")
    # same Galaxy only
    g2 = make(
        {"active": 0, "mat": [{"slot": 0, "bean": "Lion Bean"}, {"slot": 12, "bean": "Koala Bean"}]}
    )
    assert not legal(g2, "0:attack 0")


def test_headz_up_power_stops_mid_attack() -> None:
    # Werewolf boosts Creepy Crew +50; when it is knocked Sidewayz its boost stops at once.
    g = make(
        {
            "active": 1,
            "mat": [
                {"slot": 3, "bean": "Werewolf Bean"},
                {"slot": 4, "bean": "Skater Bean"},
                {"slot": 5, "bean": "Zombie Bean"},
                {"slot": 13, "bean": "Sheriff Bean"},
                {"slot": 12, "bean": "Pirate Bean"},
            ],
        },
        game="expert",
    )
    assert g.mmp_value(5) == 150
    g.apply("1:attack 12")  # Pirate 150 vs defender's choice
    g.apply("1:pass")
    g.apply("0:pass")
    g.apply("0:target 3")  # Werewolf 150 (its own boost) -> Sidewayz
    assert g.pos[3] == "sidewayz" and g.mmp_value(5) == 100
    # Domino: Werewolf (now 100) knocks the Skater (100); the Skater then reaches the Zombie,
    # which lost the Werewolf's boost the moment the Werewolf went Sidewayz.
    assert g.pos[4] == "sidewayz" and g.pos[5] == "sidewayz"


# ---------------------------------------------------------------------- FAQ: attacking
def test_knockdown_causes_no_domino() -> None:
    g = make(
        {
            "active": 1,
            "mat": [
                {"slot": 3, "bean": "Zombie Bean"},
                {"slot": 4, "bean": "Skater Bean"},
                {"slot": 5, "bean": "Koala Bean"},
            ],
            "hands": {"1": ["Knockdown!"]},
        },
        game="expert",
    )
    kd = hand_id(g, 1, "Knockdown!")
    g.apply(f"1:play {kd} 4")
    assert verbs(g, 0) == {"pass"}  # Boomerang! cannot answer a Knockdown
    g.apply("1:pass")
    g.apply("0:pass")
    assert g.pos[4] == "sidewayz" and g.pos[3] == "headz" and g.pos[5] == "headz"
    assert g.points[g.turn] == 4


def test_team_bonus_at_most_50_and_not_for_identical_cards() -> None:
    g = make(
        {
            "mat": [
                {"slot": 3, "bean": "Lion Bean"},
                {"slot": 4, "bean": "Clown Bean"},
                {"slot": 5, "bean": "Juggler Bean"},
                {"slot": 6, "bean": "Koala Bean"},
                {"slot": 7, "bean": "Koala Bean"},
            ]
        }
    )
    assert g.team_bonus(4) == 50  # two neighbours of its team: still +50
    assert g.team_bonus(3) == 50 and g.team_bonus(5) == 50
    assert g.team_bonus(6) == 0 and g.team_bonus(7) == 0  # identical cards


@pytest.mark.parametrize("a,b", [(8, 9), (17, 0)])
def test_team_bonus_across_the_mat_edge_both_players_get_it(a: int, b: int) -> None:
    g = make({"mat": [{"slot": a, "bean": "Lion Bean"}, {"slot": b, "bean": "Clown Bean"}]})
    assert g.team_bonus(a) == 50 and g.team_bonus(b) == 50
    assert g.view(0)["mat"][a]["team_bonus"] == 50
    # not adjacent the other way round the ring
    g = make({"mat": [{"slot": 9, "bean": "Lion Bean"}, {"slot": 0, "bean": "Clown Bean"}]})
    assert g.team_bonus(9) == 0


def test_headz_up_team_boost_counts_once() -> None:
    g = make(
        {
            "mat": [
                {"slot": 0, "bean": "Ring Master Bean"},
                {"slot": 2, "bean": "Ring Master Bean"},
                {"slot": 6, "bean": "Lion Bean"},
            ]
        }
    )
    assert g.headz_boost(6) == 50 and g.mmp_value(6) == 100


def test_double_trouble_after_plus_50() -> None:
    g = make(
        {
            "active": 0,
            "mat": [{"slot": 3, "bean": "Lion Bean"}, {"slot": 12, "bean": "Mermaid Bean"}],
            "hands": {"0": ["Double Trouble!", "+50 Attack Boost!"]},
        }
    )
    dt, p50 = hand_id(g, 0, "Double Trouble!"), hand_id(g, 0, "+50 Attack Boost!")
    g.apply(f"0:play {dt}")
    g.apply("0:pass")
    g.apply("1:pass")
    g.apply(f"0:play {p50}")
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.points[g.turn] == 4
    g.apply("0:attack 3")
    assert g.view(1)["stack"][0]["value"] == 200  # (50 + 50) x 2, not 50 x 2 + 50
    # once spun, no more boosts: the attacker may only let its own attack pass
    assert verbs(g, 0) == {"pass"} and g.active_seats() == [0, 1]
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.pos[12] == "sidewayz"  # 200 against 150 (it would be 150 the other way round)
    assert {g.names[c] for c in g.discard[0]} == {"Double Trouble!", "+50 Attack Boost!"}


def test_bean_blitz_combines_mmp_and_cost() -> None:
    g = make(
        {
            "active": 0,
            "mat": [
                {"slot": 0, "bean": "Lion Bean"},
                {"slot": 4, "bean": "Kangaroo Bean"},
                {"slot": 12, "bean": "Golden Bean"},
            ],
            "hands": {"0": ["Bean Blitz!"]},
        }
    )
    bb = hand_id(g, 0, "Bean Blitz!")
    g.apply(f"0:play {bb}")
    g.apply("0:pass")
    g.apply("1:pass")
    g.apply("0:attack 4")
    assert g.flow.at == "blitz"
    g.apply("0:join 0")
    assert legal(g, "0:go 1") and not legal(g, "0:go 0")  # Galaxy 1 holds no target
    g.apply("0:go 1")
    assert g.points[g.turn] == 7 - 1 - 2 - 2
    assert g.view(1)["stack"][0]["value"] == 150
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.pos[12] == "headz"  # 150 < 250


def test_sharpshoot_attacker_picks_any_galaxy() -> None:
    g = make(
        {
            "active": 0,
            "mat": [
                {"slot": 0, "bean": "Lion Bean"},
                {"slot": 9, "bean": "Koala Bean"},
                {"slot": 10, "bean": "Clown Bean"},
            ],
            "hands": {"0": ["Sharpshoot!"]},
        }
    )
    assert not legal(g, "0:attack 0")  # no target in Galaxy 0
    ss = hand_id(g, 0, "Sharpshoot!")
    g.apply(f"0:play {ss}")
    g.apply("0:pass")
    g.apply("1:pass")
    assert legal(g, "0:attack 0 10") and legal(g, "0:attack 0 9")
    g.apply("0:attack 0 10")
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.pos[10] == "sidewayz" and g.flow.at == "main"


# ---------------------------------------------------------------------- FAQ: action points
def test_draw_at_most_three_per_turn_spin_powers_draw_more() -> None:
    g = make({"active": 0, "mat": [{"slot": 0, "bean": "Juggler Bean"}]})
    for _ in range(3):
        g.apply("0:draw")
    assert not legal(g, "0:draw")
    with pytest.raises(IllegalAction, match="only 3 cards"):
        g.apply("0:draw")
    n = len(g.hand[0])
    g.apply("0:spin 0")
    assert len(g.hand[0]) == n + 2 and g.points[g.turn] == 2


def test_headz_up_draw_limit_power() -> None:
    g = make({"active": 0, "mat": [{"slot": 0, "bean": "Emu Bean"}]})
    for _ in range(4):
        g.apply("0:draw")
    assert not legal(g, "0:draw")


def test_zero_cost_cards_after_points_run_out() -> None:
    g = make({"active": 0, "points": 0, "hands": {"0": ["Bean Burst!", "Clown Bean"]}})
    burst = hand_id(g, 0, "Bean Burst!")
    assert {str(a) for a in g.legal_actions(0)} == {f"0:play {burst}", "0:end"}
    g.apply(f"0:play {burst}")
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.points[g.turn] == 2


def test_discard_to_seven_and_expert_first_turn_four_points() -> None:
    g = make({"active": 0, "hands": {"0": ["Clown Bean"] * 9}})
    g.apply("0:end")
    assert g.flow.at == "discard" and g.active_seats() == [0]
    g.apply(f"0:discard {g.hand[0][0]}")
    g.apply(f"0:discard {g.hand[0][0]}")
    assert g.turn == 1 and g.points[g.turn] == 7 and len(g.hand[0]) == 7


# ---------------------------------------------------------------------- FAQ: action cards
def test_boomerang_only_against_bean_attack() -> None:
    g = make(
        {
            "active": 1,
            "mat": [{"slot": 3, "bean": "Koala Bean"}, {"slot": 12, "bean": "Sailor Bean"}],
            "hands": {"0": ["Boomerang!"]},
        }
    )
    bo = hand_id(g, 0, "Boomerang!")
    g.apply("1:attack 12")
    assert legal(g, f"0:play {bo}")
    g.apply(f"0:play {bo}")
    g.apply("0:pass")
    g.apply("1:pass")  # Boomerang! resolves
    g.apply("1:pass")
    g.apply("0:pass")  # the attack resolves normally
    assert g.pos[3] == "sidewayz" and g.pos[12] == "sidewayz"


def test_no_you_dont_cancels_action_points_still_spent() -> None:
    g = make(
        {
            "active": 1,
            "mat": [{"slot": 3, "bean": "Koala Bean"}],
            "hands": {"1": ["Knockdown!"], "0": ["No You Don't!"]},
        }
    )
    kd, nyd = hand_id(g, 1, "Knockdown!"), hand_id(g, 0, "No You Don't!")
    g.apply(f"1:play {kd} 3")
    g.apply(f"0:play {nyd}")
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.pos[3] == "headz" and g.points[g.turn] == 4 and not g.stack
    assert {g.names[c] for c in g.discard[1]} == {"Knockdown!"}


def test_no_you_dont_chain_lifo() -> None:
    g = make(
        {
            "active": 1,
            "mat": [{"slot": 3, "bean": "Koala Bean"}],
            "hands": {"1": ["Knockdown!", "No You Don't!"], "0": ["No You Don't!"]},
        }
    )
    kd, nyd1, nyd0 = (
        hand_id(g, 1, "Knockdown!"),
        hand_id(g, 1, "No You Don't!"),
        hand_id(g, 0, "No You Don't!"),
    )
    g.apply(f"1:play {kd} 3")
    g.apply(f"0:play {nyd0}")  # cancels the Knockdown!
    g.apply(f"1:play {nyd1}")  # cancels that No You Don't!
    g.apply("1:pass")
    g.apply("0:pass")  # seat 1's NYD resolves
    # the Knockdown! item is back on top with a fresh window for both seats
    assert g.active_seats() == [0, 1] and verbs(g, 1) == {"pass"}
    g.apply("1:pass")
    g.apply("0:pass")
    assert g.pos[3] == "sidewayz"


def test_you_slipped_returns_boosting_cards_to_hand() -> None:
    g = make(
        {
            "active": 0,
            "mat": [{"slot": 3, "bean": "Lion Bean"}, {"slot": 12, "bean": "Koala Bean"}],
            "hands": {"0": ["+50 Attack Boost!", "Double Trouble!"], "1": ["You Slipped!"]},
        }
    )
    p50, dt = hand_id(g, 0, "+50 Attack Boost!"), hand_id(g, 0, "Double Trouble!")
    ys = hand_id(g, 1, "You Slipped!")
    g.apply(f"0:play {p50}")
    g.apply("0:pass")
    g.apply("1:pass")
    g.apply(f"0:play {dt}")
    g.apply("0:pass")
    g.apply("1:pass")
    g.apply("0:attack 3")
    g.apply(f"1:play {ys}")
    g.apply("1:pass")
    g.apply("0:pass")
    assert g.pos[3] == "bottomz" and g.pos[12] == "headz"  # the spin and points stay used
    assert g.points[g.turn] == 7 - 1 - 2 - 2
    assert {p50, dt} <= set(g.hand[0])
    assert g.names[g.discard[1][0]] == "You Slipped!"


def test_bye_bye_beanie_against_freebie_beanie() -> None:
    g = make(
        {
            "active": 0,
            "hands": {"0": ["Freebie Beanie", "Mighty Moose Bean"], "1": ["Bye Bye Beanie"]},
        }
    )
    fb, moose = hand_id(g, 0, "Freebie Beanie"), hand_id(g, 0, "Mighty Moose Bean")
    bbb = hand_id(g, 1, "Bye Bye Beanie")
    g.apply(f"0:play {fb} {moose} 4")
    assert legal(g, f"1:play {bbb}")
    g.apply(f"1:play {bbb}")
    g.apply("1:pass")
    g.apply("0:pass")
    assert g.bean[4] is None and g.points[g.turn] == 6
    assert {g.names[c] for c in g.discard[0]} == {"Freebie Beanie", "Mighty Moose Bean"}
    # and without an answer it works, free of the Bean card's cost
    g = make({"active": 0, "hands": {"0": ["Freebie Beanie", "Mighty Moose Bean"]}})
    fb, moose = hand_id(g, 0, "Freebie Beanie"), hand_id(g, 0, "Mighty Moose Bean")
    g.apply(f"0:play {fb} {moose} 4")
    g.apply("0:pass")
    g.apply("1:pass")
    assert at(g, 4) == ("Mighty Moose Bean", "headz") and g.points[g.turn] == 6


def test_freebie_spin_power_answered_by_bye_bye_beanie() -> None:
    g = make(
        {
            "active": 0,
            "mat": [{"slot": 0, "bean": "Platypus Bean"}],
            "hands": {"0": ["Sailor Bean"], "1": ["Bye Bye Beanie", "No You Don't!"]},
        }
    )
    sailor = hand_id(g, 0, "Sailor Bean")
    g.apply(f"0:spin 0 {sailor} 5")
    # a spin power is not an Action card: No You Don't! cannot answer it
    assert {a.args[0] for a in g.legal_actions(1) if a.verb == "play"} == {
        hand_id(g, 1, "Bye Bye Beanie")
    }
    g.apply("0:pass")
    g.apply("1:pass")
    assert at(g, 5) == ("Sailor Bean", "headz") and g.points[g.turn] == 4


def test_instant_actions_not_on_own_turn_without_something_to_answer() -> None:
    g = make({"active": 0, "hands": {"0": ["No You Don't!", "You Slipped!"]}})
    nyd = hand_id(g, 0, "No You Don't!")
    assert not legal(g, f"0:play {nyd}")
    with pytest.raises(IllegalAction, match="Instant Action"):
        g.apply(f"0:play {nyd}")


def test_any_copy_of_freebie_beanie_may_be_played() -> None:
    g = make({"active": 0, "hands": {"0": ["Freebie Beanie", "Freebie Beanie", "Clown Bean"]}})
    fb2 = [c for c in g.hand[0] if g.names[c] == "Freebie Beanie"][1]
    clown = hand_id(g, 0, "Clown Bean")
    g.apply(f"0:play {fb2} {clown} 0")
    g.apply("0:pass")
    g.apply("1:pass")
    assert at(g, 0) == ("Clown Bean", "headz")
    assert [g.names[c] for c in g.hand[0]] == ["Freebie Beanie"]


# ---------------------------------------------------------------------- response windows
def test_window_is_for_both_seats_and_the_owner_may_only_pass() -> None:
    g = make(
        {
            "active": 1,
            "mat": [{"slot": 3, "bean": "Koala Bean"}],
            "hands": {"1": ["Knockdown!", "No You Don't!"], "0": ["No You Don't!"]},
        }
    )
    kd, nyd1 = hand_id(g, 1, "Knockdown!"), hand_id(g, 1, "No You Don't!")
    nyd0 = hand_id(g, 0, "No You Don't!")
    g.apply(f"1:play {kd} 3")
    assert g.active_seats() == [0, 1]
    assert g.view(0)["active"] == [0, 1] and g.view(1)["active"] == [0, 1]
    # the owner holds No You Don't! but cannot answer its own card
    assert [str(a) for a in g.legal_actions(1)] == ["1:pass"]
    with pytest.raises(IllegalAction, match="cannot answer your own Knockdown!"):
        g.apply(f"1:play {nyd1}")
    assert legal(g, f"0:play {nyd0}")
    # the owner passes first: the window stays open for the other seat, who may still answer
    g.apply("1:pass")
    assert g.active_seats() == [0] and g.pos[3] == "headz"
    with pytest.raises(IllegalAction, match="not Player 2's move"):
        g.apply("1:pass")
    g.apply(f"0:play {nyd0}")  # a new item: a fresh window for both
    assert g.active_seats() == [0, 1]
    assert [str(a) for a in g.legal_actions(0)] == ["0:pass"]
    assert legal(g, f"1:play {nyd1}")  # the chain: NYD answers NYD
    g.apply("0:pass")
    g.apply("1:pass")
    assert g.pos[3] == "headz" and not g.stack and g.active_seats() == [1]


@pytest.mark.parametrize("order", [("1", "0"), ("0", "1")])
def test_order_of_passes_does_not_change_the_outcome(order: tuple[str, str]) -> None:
    out = run_scenario_file(SCEN / "domino_example.toml")
    spec = load_scenario(SCEN / "domino_example.toml")
    a, b = order
    spec["actions"] = ["1:play 7", f"{a}:pass", f"{b}:pass", "1:attack 13 4"]
    spec["actions"] += [f"{a}:pass", f"{b}:pass"]
    other = run_scenario(spec)
    assert other.ok, other.error
    assert other.game.bean == out.game.bean and other.game.pos == out.game.pos
    assert other.game.discard == out.game.discard
