"""RPG Get! rules: each phase and step, PP/EP and the Boss limit, status ailments on both
sides, Sleep, Combo, rank coin flips, Recovery on another player's turn, the bank limit,
decking, victory and the empty-party loss (readings: tabletop/games/rpgget/rules/__init__.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.errors import IllegalAction, TabletopError
from tabletop.engine.game import new_game
from tabletop.engine.scenario import run_scenario_file
from tabletop.games.rpgget.cards import card_defs, decks
from tabletop.games.rpgget.rules import RpgGame

HERE = Path(__file__).parent


def game(pos: dict[str, Any], seed: int = 1, seats: int = 2) -> RpgGame:
    g = new_game("rpgget", seed, seats)
    tables = list(pos.get("seats", []))
    tables += [{} for _ in range(seats - len(tables))]
    for t in tables:
        t.setdefault("party", ["RAmar"])  # nobody starts out of the game by an empty party
    g.set_position({**pos, "seats": tables})
    return g  # type: ignore[return-value]


def cid(g: RpgGame, zone: str, name: str) -> int:
    for c in g.zones[zone].cards:
        if g.defs[c].name == name:
            return c
    raise KeyError(name)


def fight(
    seats: list[dict[str, Any]],
    enemies: list[dict[str, Any]],
    active: list[str],
    mission: str = "Escape from Valua",
    step: str = "party_attack",
    **kw: Any,
) -> RpgGame:
    pos: dict[str, Any] = {"phase": "attempt", "step": step, "seats": seats}
    pos["attempt"] = {"mission": mission, "active": active, "enemies": enemies, **kw}
    return game(pos)


def pass_all(g: RpgGame) -> None:
    while g.flow.phase == "window":
        g.apply(f"{g.active_seats()[0]}:pass")


def test_cards_and_decks() -> None:
    defs = card_defs()
    assert len(defs) >= 120 and all(d.designed for d in defs.values())
    types = {d.type for d in defs.values()}
    assert types == {"character", "enemy", "roadblock", "event", "mission", "reward"}
    assert sum(d.boss for d in defs.values()) >= 5
    for name in ("Ryudo", "Rag Rappy", "Pirate Cutlass", "Gibarta 30"):
        assert name in defs
    assert defs["Gibarta 30"].actions[0].targets == 2
    assert all(len(d["cards"]) == 80 for d in decks().values()) and len(decks()) >= 2


def test_setup_hand_counters_and_start() -> None:
    g = new_game("rpgget", 5, 3)
    assert g.flow.phase == "setup" and all(len(g.hand(s)) == 9 for s in range(3))
    assert g.rp == [5, 5, 5]
    for _ in range(3):
        s = g.active_seats()[0]
        starts = [a for a in g.legal_actions(s) if a.verb == "start"]
        while not starts:
            g.apply(f"{s}:mulligan")
            starts = [a for a in g.legal_actions(s) if a.verb == "start"]
        g.apply(starts[0])
        # the rulebook draws 9, then plays a character: the hand is not refilled
        assert len(g.party(s)) == 1 and len(g.hand(s)) == 8
    assert g.flow.phase == "redraw" and g.current == g.first


def test_redraw_then_play_bank_stock_withdraw() -> None:
    g = game(
        {
            "phase": "redraw",
            "seats": [
                {
                    "hand": ["Saber", "Looper", "Monomate"],
                    "party": ["HUmar"],
                    "bank": ["Handgun"],
                    "rp": 2,
                }
            ],
        }
    )
    saber, looper = cid(g, "hand/0", "Saber"), cid(g, "hand/0", "Looper")
    g.apply(f"0:redraw {looper}")
    assert len(g.hand(0)) == 3 and looper in g.zones["discard/0"].cards
    assert g.flow.phase == "play"
    g.apply(f"0:stock {saber}")
    assert g.rp[0] == 1 and saber in g.zones["inventory/0"].cards
    hg = cid(g, "bank/0", "Handgun")
    g.apply(f"0:withdraw {hg}")
    assert g.rp[0] == 0 and hg in g.zones["inventory/0"].cards
    mono = cid(g, "hand/0", "Monomate")
    g.apply(f"0:bank {mono}")
    assert mono in g.zones["bank/0"].cards
    g.apply("0:done")
    assert g.flow.phase == "mission"
    with pytest.raises(IllegalAction, match="Play phase"):
        g.apply(f"0:withdraw {mono}")


def test_bank_is_hidden_flip_shows_it_and_holds_twenty() -> None:
    g = game({"seats": [{"hand": ["Saber"], "party": ["HUmar"], "bank": ["Monomate"] * 20}]})
    v1 = g.view(1)["zones"]["bank/0"]
    assert v1["count"] == 20 and v1["cards"] is None
    assert g.view(0)["zones"]["bank/0"]["cards"][0]["name"] == "Monomate"
    b = g.zones["bank/0"].cards[3]
    g.apply(f"0:flip {b}")
    assert g.view(1)["zones"]["bank/0"]["cards"][3]["name"] == "Monomate"
    saber = cid(g, "hand/0", "Saber")
    g.apply(f"0:bank {saber}")
    assert g.prompt is not None and g.prompt.kind == "room" and g.prompt.private
    assert g.view(1)["prompt"]["options"] is None
    g.apply(f"0:room {b}")
    assert len(g.zones["bank/0"]) == 20 and saber in g.zones["bank/0"].cards


def test_duplicate_character_replaces_in_the_same_pile() -> None:
    g = game(
        {
            "seats": [
                {"hand": ["Ryudo Lv2", "Vyse Lv2"], "party": ["Ryudo"], "unconscious": ["Vyse"]}
            ]
        }
    )
    old = cid(g, "party/0", "Ryudo")
    g.apply(f"0:character {cid(g, 'hand/0', 'Ryudo Lv2')}")
    assert [g.defs[c].name for c in g.party(0)] == ["Ryudo Lv2"] and old in g.zones[
        "discard/0"
    ].cards
    g.apply(f"0:character {cid(g, 'hand/0', 'Vyse Lv2')}")
    assert [g.defs[c].name for c in g.zones["unconscious/0"].cards] == ["Vyse Lv2"]


def test_status_phase_cures_poison_hurts_and_kills_only_in_attempts() -> None:
    g = game(
        {
            "seats": [
                {
                    "party": ["Elena", "Ryudo"],
                    "hand": ["Clear the Forest"],
                    "status": {
                        "Elena": ["poison", "stun", "sleep"],
                        "Ryudo": ["paralysis", "confusion"],
                    },
                    "damage": {"Elena": 5},
                }
            ]
        }
    )
    el, ry = cid(g, "party/0", "Elena"), cid(g, "party/0", "Ryudo")
    g.apply("0:done")
    assert g.status[el] == ["poison"] and g.status[ry] == ["paralysis"]
    assert g.hp_left(el) == 0 and el in g.party(0)  # not killed outside an attempt
    g.apply(f"0:attempt {cid(g, 'hand/0', 'Clear the Forest')}")
    assert el in g.zones["unconscious/0"].cards and el not in g.status


def test_party_step_pp_enemy_step_ep_and_boss_limit() -> None:
    g = game(
        {
            "phase": "mission",
            "seats": [
                {"party": ["Ryudo", "Mareg", "Elena"], "hand": ["Escape from Valua"]},
                {"hand": ["Dragon", "Melfice", "Rag Rappy", "Booma", "Looper"]},
            ],
        }
    )
    g.apply(f"0:attempt {cid(g, 'hand/0', 'Escape from Valua')}")  # PP 5, EP 5
    assert g.flow.step == "party"
    g.apply(f"0:join {cid(g, 'party/0', 'Mareg')}")  # cost 3
    with pytest.raises(IllegalAction, match="PP"):
        g.apply(
            f"0:join {cid(g, 'party/0', 'Ryudo')}"
            if False
            else f"0:join {cid(g, 'party/0', 'Mareg')}"
        )
    g.apply(f"0:join {cid(g, 'party/0', 'Ryudo')}")  # cost 2: 5 used
    verbs = [a.verb for a in g.legal_actions(0)]
    assert verbs[0] == "set_out" and "join" not in verbs
    g.apply("0:set_out")
    assert g.flow.step == "enemy" and g.active_seats() == [1]
    with pytest.raises(IllegalAction, match="size 6"):
        g.apply(f"1:enemy {cid(g, 'hand/1', 'Dragon')}")
    g.apply(f"1:enemy {cid(g, 'hand/1', 'Booma')}")
    g.apply(f"1:enemy {cid(g, 'hand/1', 'Rag Rappy')}")
    assert g.ep_left() == 2
    g.apply("1:done")
    assert g.flow.step == "party_attack"


def test_an_enemys_ability_is_optional_and_used_in_the_enemy_step() -> None:
    """'Abilities ... are always optional': Imperial Guard's Call Reinforcements (Recruit an
    enemy of size 2 or less) is an act its player may use in the Enemy step, not a thing that
    happens as it enters; the earlier reading (option enemy_abilities = automatic, rules
    revision 4 saves) recruits at once."""
    for option in ("optional", "automatic"):
        g = game(
            {
                "phase": "mission",
                "seats": [
                    {"party": ["Ryudo", "Mareg"], "hand": ["Escape from Valua"]},
                    {"hand": ["Imperial Guard"], "deck": ["Rag Rappy", "Booma"]},
                ],
            }
        )
        g.options["enemy_abilities"] = option
        if option == "automatic":  # the reading of revision 4, with its Recruit from the top
            g.options["readings"] = "revision-5"
        g.apply(f"0:attempt {cid(g, 'hand/0', 'Escape from Valua')}")  # EP 5
        g.apply(f"0:join {cid(g, 'party/0', 'Ryudo')}")
        g.apply("0:set_out")
        guard = cid(g, "hand/1", "Imperial Guard")
        g.apply(f"1:enemy {guard}")  # size 3: 2 EP left
        arena = [g.defs[c].name for c in g.zones["arena"].cards]
        if option == "automatic":
            assert len(arena) == 2 and f"1:act {guard} 1" not in map(str, g.legal_actions(1))
            continue
        assert arena == ["Imperial Guard"]
        assert f"1:act {guard} 1" in map(str, g.legal_actions(1))
        g.apply(f"1:act {guard} 1")
        assert g.prompt.kind == "recruit"  # two enemies fit: its player chooses
        g.apply(f"1:recruit {g.prompt.values()[0]}")
        assert len(g.zones["arena"].cards) == 2 and g.ep_left() <= 1
        assert f"1:act {guard} 1" not in map(str, g.legal_actions(1))  # once
        g.apply("1:done")
        assert g.flow.step == "party_attack"
    assert RpgGame.LEGACY_OPTIONS[4] == {"enemy_abilities": "automatic"}


def test_boss_limit_one_boss_per_attempt() -> None:
    g = game(
        {
            "phase": "mission",
            "seats": [
                {"party": ["Ryudo"], "hand": ["The Black Moon"]},
                {"hand": ["Dragon", "Melfice"]},
            ],
        }
    )
    g.apply(f"0:attempt {cid(g, 'hand/0', 'The Black Moon')}")
    g.apply(f"0:join {g.party(0)[0]}")
    g.apply("0:set_out")
    g.apply(f"1:enemy {cid(g, 'hand/1', 'Dragon')}")
    with pytest.raises(IllegalAction, match="Boss limit"):
        g.apply(f"1:enemy {cid(g, 'hand/1', 'Melfice')}")


def test_attack_kills_enemy_and_mission_scores() -> None:
    g = fight([{"party": ["Ryudo"], "rp": 0}], [{"name": "Rag Rappy"}], ["Ryudo"])
    ry = g.party(0)[0]
    rappy = g.zones["arena"].cards[0]
    g.apply(f"0:act {ry} 0")
    g.apply(f"0:target {rappy}")
    assert g.flow.phase == "window" and set(g.active_seats()) == {0, 1}
    pass_all(g)
    assert rappy in g.zones["discard/1"].cards
    assert g.attempt is None and len(g.zones["score/0"]) == 1 and g.rp[0] == 2  # RP of the mission


def test_enemy_attack_knocks_out_and_empty_party_loses() -> None:
    g = fight(
        [{"party": ["Skye"], "damage": {"Skye": 3}}, {}],
        [{"name": "Booma"}],
        ["Skye"],
        step="enemy_attack",
    )
    booma, skye = g.zones["arena"].cards[0], g.party(0)[0]
    assert g.active_seats() == [1]
    g.apply(f"1:act {booma} 0")
    g.apply(f"1:target {skye}")
    pass_all(g)
    assert skye in g.zones["unconscious/0"].cards
    assert g.result() is not None and g.result().winners == (1,)


def test_defense_and_intrinsic_armor() -> None:
    g = fight([{"party": ["Ryudo"]}], [{"name": "Pal Shark"}, {"name": "Gobooma"}], ["Ryudo"])
    ry = g.party(0)[0]
    shark, goo = g.zones["arena"].cards
    g.apply(f"0:act {ry} 0")
    g.apply(f"0:target {shark}")
    g.apply("0:pass")
    g.apply(f"1:act {shark} 1")  # Guard Stance: -2
    pass_all(g)
    assert g.hp_left(shark) == 6 - 1
    with pytest.raises(IllegalAction):
        g.apply(f"0:act {ry} 0")  # once per card per attempt


def test_status_on_characters_paralysis_block_stun() -> None:
    g = fight(
        [
            {
                "party": ["Ryudo", "Millenia"],
                "inventory": ["Burn!"],
                "status": {"Ryudo": ["paralysis"], "Millenia": ["block"]},
            }
        ],
        [{"name": "Looper"}],
        ["Ryudo", "Millenia"],
    )
    ry, mi = g.party(0)
    legal = [str(a) for a in g.legal_actions(0)]
    assert f"0:act {ry} 0" not in legal and f"0:act {mi} 0" in legal
    assert not any(a.startswith("0:use") for a in legal)  # Burn! is Magic, Millenia is Blocked
    g2 = game({"seats": [{"party": ["Skye"], "status": {"Skye": ["stun"]}}]})
    assert not any(a.verb == "act" for a in g2.legal_actions(0))


def test_confusion_targets_are_random_from_the_seeded_rng() -> None:
    def run(seed: int) -> list[int]:
        g = new_game("rpgget", seed, 2)
        g.set_position(
            {
                "phase": "attempt",
                "seats": [{"party": ["Ryudo"], "status": {"Ryudo": ["confusion"]}}],
                "attempt": {
                    "mission": "Escape from Valua",
                    "active": ["Ryudo"],
                    "enemies": [{"name": "Looper"}, {"name": "Booma"}],
                },
            }
        )
        g.apply(f"0:act {g.party(0)[0]} 0")
        assert g.prompt is None and g.pending is not None
        return list(g.pending["targets"])

    assert run(3) == run(3)
    assert len({tuple(run(s)) for s in range(12)}) > 1


def test_enemy_statuses_poison_paralysis_block() -> None:
    g = fight(
        [{"party": ["Ryudo"]}],
        [{"name": "Gobooma", "status": ["paralysis"]}, {"name": "Pal Shark", "status": ["block"]}],
        ["Ryudo"],
    )
    goo, shark = g.zones["arena"].cards
    ry = g.party(0)[0]
    g.apply(f"0:act {ry} 0")
    g.apply(f"0:target {goo}")
    assert not [a for a in g.legal_actions(1) if a.verb == "act"]  # Blocked shark cannot defend
    pass_all(g)
    assert g.hp_left(goo) == 6 - 3  # Paralysis: Fur is ignored
    g2 = fight(
        [{"party": ["Ryudo"]}], [{"name": "Booma", "status": ["poison"], "damage": 4}], ["Ryudo"]
    )
    g2.apply("0:end_attack")
    g2.apply("1:done")
    assert g2.attempt is None and len(g2.zones["score/0"]) == 1  # poison killed it


def test_sleep_enemy_returns_in_enemy_status_step() -> None:
    g = fight(
        [{"party": ["Ryudo"]}],
        [{"name": "Booma"}, {"name": "Looper", "status": ["sleep"]}],
        ["Ryudo"],
    )
    looper = g.zones["asleep"].cards[0]
    g.apply("0:end_attack")
    assert g.flow.step == "enemy_attack"
    g.apply("1:done")
    assert (
        g.flow.step == "enemy_return"
        and looper in g.zones["arena"].cards
        and not g.has(looper, "sleep")
    )
    g.apply("1:done")
    assert g.attempt is None and len(g.zones["score/0"]) == 0  # failure


def test_sleep_enemy_discarded_when_enemy_status_skipped() -> None:
    g = fight(
        [{"party": ["Ryudo"]}],
        [{"name": "Rag Rappy"}, {"name": "Looper", "status": ["sleep"]}],
        ["Ryudo"],
    )
    rappy, looper = g.zones["arena"].cards[0], g.zones["asleep"].cards[0]
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {rappy}")
    pass_all(g)
    assert looper in g.zones["discard/1"].cards and len(g.zones["score/0"]) == 1


def test_sleeping_character_leaves_the_active_party_and_returns() -> None:
    g = fight(
        [{"party": ["Ryudo", "Elena"], "status": {"Elena": ["sleep"]}}],
        [{"name": "Booma"}],
        ["Ryudo", "Elena"],
    )
    el = cid(g, "party/0", "Elena")
    assert el in g.attempt["asleep"] and el in g.targets_pool()
    assert f"0:act {el} 0" not in [str(a) for a in g.legal_actions(0)]
    g.apply("0:end_attack")
    g.apply("1:done")
    assert not g.has(el, "sleep")


def test_combo_attacks_three_times_on_the_same_target() -> None:
    g = fight([{"party": ["Tio"]}], [{"name": "Dark Belra"}], ["Tio"])
    belra = g.zones["arena"].cards[0]
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {belra}")
    g.apply("0:pass")
    ev = g.apply("1:pass")
    assert sum(e.kind == "ComboUsed" for e in ev) == 2 and g.hp_left(belra) == 10 - 3


def test_a_combo_is_not_announced_once_its_target_is_gone() -> None:
    """Tio's Combo (three blows of 1) on a Rag Rappy with 1 HP left, killed by the first
    blow: no 'Combo: ... again.' line for repeats that hit nothing (a new player read one after
    the enemy was discarded)."""
    g = fight([{"party": ["Tio"]}], [{"name": "Rag Rappy", "damage": 2}], ["Tio"])
    rappy = g.zones["arena"].cards[0]
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {rappy}")
    g.apply("0:pass")
    ev = g.apply("1:pass")
    assert rappy not in g.zones["arena"].cards
    assert not [e for e in ev if e.kind == "ComboUsed"]


def test_rank_front_and_back_flip_coins() -> None:
    g = fight(
        [{"party": ["Ryudo"], "rank": {"Ryudo": "front"}}],
        [{"name": "Dark Belra", "rank": "back"}],
        ["Ryudo"],
    )
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {g.zones['arena'].cards[0]}")
    g.apply("0:pass")
    ev = g.apply("1:pass")
    flips = [e for e in ev if e.kind == "CoinFlipped"]
    assert len(flips) == 2
    bonus = flips[0].data["heads"] - flips[1].data["heads"]
    assert g.hp_left(g.zones["arena"].cards[0]) == 10 - (3 + bonus)


def test_a_front_rank_melee_attack_on_two_targets_flips_one_coin() -> None:
    """'When the character ... uses a Melee attack, flip a coin': one coin for Rain of Swords
    on two targets, its result for both; the earlier reading (option front_coin = per-target,
    rules revision 3 saves) flipped one per target."""
    for option, coins in (("per-attack", 1), ("per-target", 2)):
        g = fight(
            [{"party": ["Vyse Lv2"], "rank": {"Vyse Lv2": "front"}}],
            [{"name": "Dark Belra"}, {"name": "Booma"}],
            ["Vyse Lv2"],
        )
        g.options["front_coin"] = option
        a, b = g.zones["arena"].cards[:2]
        hp = (g.hp_left(a), g.hp_left(b))
        g.apply(f"0:act {g.party(0)[0]} 0")
        g.apply(f"0:target {a} {b}")
        g.apply("0:pass")
        ev = g.apply("1:pass")
        flips = [e for e in ev if e.kind == "CoinFlipped"]
        assert len(flips) == coins
        if coins == 1:
            bonus = int(flips[0].data["heads"])
            assert (hp[0] - g.hp_left(a), hp[1] - g.hp_left(b)) == (3 + bonus, 3 + bonus)
    assert RpgGame.LEGACY_OPTIONS[3] == {"front_coin": "per-target"}


def test_recovery_on_another_players_turn() -> None:
    g = fight(
        [{"party": ["Ryudo"]}, {"party": ["Yurka"], "damage": {"Yurka": 3}}],
        [{"name": "Booma"}],
        ["Ryudo"],
    )
    yurka = g.party(1)[0]
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {g.zones['arena'].cards[0]}")
    assert f"1:act {yurka} 0" in [str(a) for a in g.legal_actions(1)]
    g.apply(f"1:act {yurka} 0")
    g.apply(f"1:member {yurka}")
    assert g.hp_left(yurka) == 5
    assert f"1:act {yurka} 0" not in [str(a) for a in g.legal_actions(1)]  # once per round


def test_reward_use_prompts_user_action_targets_then_back_to_bank() -> None:
    g = fight(
        [{"party": ["Ryudo", "Elena"], "inventory": ["Pirate Cutlass"]}],
        [{"name": "Booma"}],
        ["Ryudo", "Elena"],
    )
    cut = g.zones["inventory/0"].cards[0]
    g.apply(f"0:use {cut}")
    assert g.prompt.kind == "user" and g.prompt.values() == [
        cid(g, "party/0", "Ryudo")
    ]  # Swordsman only
    g.apply(f"0:user {g.prompt.values()[0]}")
    assert g.prompt.kind == "use_action" and g.prompt.values() == [0, -1]
    g.apply("0:action 0")
    g.apply(f"0:target {g.zones['arena'].cards[0]}")
    assert cut in g.zones["bank/0"].cards
    pass_all(g)
    assert g.hp_left(g.zones["arena"].cards[0]) == 2


def test_a_reward_is_offered_even_with_nothing_to_do_now() -> None:
    """Rulebook "Using Rewards": "Reward cards may be used at any time during the game, even if
    you can't use (or choose not to use) any of the actions on it". Outside an attempt a
    targeted Recovery has no target, so Healing Herb (1 target) would do nothing: it is still
    offered, and the seat's view lists it as idle (the table asks "use it anyway?"). Option
    reward_use = with-action (rules revisions 3-5) offers only Monomate."""
    pos = {
        "phase": "play",
        "seats": [
            {
                "party": ["Ryudo"],
                "damage": {"Ryudo": 3},
                "inventory": ["Healing Herb", "Monomate"],
            }
        ],
    }
    g = game(pos)
    herb, mono = cid(g, "inventory/0", "Healing Herb"), cid(g, "inventory/0", "Monomate")
    legal = [str(a) for a in g.legal_actions(0)]
    assert f"0:use {mono}" in legal and f"0:use {herb}" in legal
    assert g.view(0)["idle_rewards"] == [herb]
    g.apply(f"0:use {herb}")
    g.apply(f"0:user {g.prompt.values()[0]}")
    assert g.prompt.values() == [-1]  # "No action": used for nothing, as the player chose
    g.apply("0:action -1")
    assert herb in g.zones["discard/0"].cards or herb in g.zones["bank/0"].cards
    strict = game(pos)
    strict.options["reward_use"] = "with-action"
    legal = [str(a) for a in strict.legal_actions(0)]
    assert f"0:use {mono}" in legal and f"0:use {herb}" not in legal
    with pytest.raises(IllegalAction):
        strict.apply(f"0:use {herb}")


def test_saves_of_rules_revision_2_replay_with_the_old_reward_reading() -> None:
    from tabletop.engine.saves import RULES, options_for_save

    data = {"rules": 2, "options": {"first": 0}}
    assert options_for_save(data, RpgGame.LEGACY_OPTIONS)["reward_use"] == "any"
    old = options_for_save({"rules": 3, "options": {}}, RpgGame.LEGACY_OPTIONS)
    assert old["reward_use"] == "with-action" and old["readings"] == "revision-5"
    now = options_for_save({"rules": RULES, "options": {}}, RpgGame.LEGACY_OPTIONS)
    assert "reward_use" not in now and "readings" not in now


def decked(score: list[str], **opts: Any) -> RpgGame:
    g = game(
        {
            "phase": "mission",
            "seats": [
                {
                    "party": ["Ryudo"],
                    "hand": [],
                    "deck": [],
                    "discard": ["Looper"] * 12,
                    "score": score,
                }
            ],
        }
    )
    g.options.update(opts)
    g.apply("0:skip")
    g.apply("1:pass")
    return g


def test_decking_pay_two_vp_or_lose() -> None:
    """Decking: the player chooses which scored missions pay the 2 VP ("place scored mission
    cards with points totaling 2 or more out of play"); with under 2 VP the loss needs no
    question. Option readings = revision-5: the engine chose (the cheapest single mission
    worth 2+), and "Lose the game" was asked."""
    g = decked(["Escape from Valua", "Clear the Forest", "Clear the Forest"])
    assert g.prompt.kind == "decking" and g.prompt.values() == ["pay", "lose"]
    g.apply("0:decking pay")
    forest, valua = cid(g, "score/0", "Clear the Forest"), cid(g, "score/0", "Escape from Valua")
    assert g.prompt.kind == "pay" and g.prompt.values() == [valua, forest]  # one per mission
    g.apply(f"0:pay {forest}")  # 1 VP: one more is asked
    assert g.prompt.kind == "pay" and "1 of 2" in g.prompt.text
    g.apply(f"0:pay {g.prompt.values()[-1]}")
    assert g.vp(0) == 2 and len(g.hand(0)) == 9 and g.current == 1
    assert [g.defs[c].name for c in g.zones["out/0"].cards] == ["Clear the Forest"] * 2
    old = decked(["Escape from Valua", "Clear the Forest"], readings="revision-5")
    old.apply("0:decking pay")
    assert old.vp(0) == 1 and len(old.hand(0)) == 9 and old.current == 1
    g2 = decked(["Clear the Forest"])
    assert g2.prompt is None and g2.result().winners == (1,)  # lost at once
    g3 = decked(["Clear the Forest"], readings="revision-5")
    assert g3.prompt.values() == ["lose"]
    g3.apply("0:decking lose")
    assert g3.result().winners == (1,)


def test_reconcile_discards_down_to_nine_never_below() -> None:
    g = game({"phase": "mission", "seats": [{"party": ["Ryudo"], "hand": ["Looper"] * 11}]})
    g.apply("0:skip")
    g.apply("1:pass")
    assert g.prompt.kind == "discard" and g.prompt.max == 1
    g.apply(f"0:discard {g.hand(0)[0]}")
    g.apply(f"0:discard {g.hand(0)[0]}")
    assert len(g.hand(0)) == 9 and g.current == 1


def test_ten_vp_wins_at_once() -> None:
    g = fight(
        [{"party": ["Ryudo"], "score": ["The Black Moon", "Dark Falz Awakens"]}],
        [{"name": "Rag Rappy"}],
        ["Ryudo"],
        mission="Escape from Valua",
    )
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {g.zones['arena'].cards[0]}")
    pass_all(g)
    assert g.result() is not None and g.result().winners == (0,) and g.vp(0) == 10


def test_position_refuses_unknown_keys() -> None:
    with pytest.raises(TabletopError, match="unknown key 'hands'"):
        game({"seats": [{"hands": []}]})
    with pytest.raises(TabletopError, match="unknown key 'bogus'"):
        game({"bogus": 1})


def test_three_and_four_player_random_games_finish() -> None:
    import random

    for seats in (3, 4):
        g = new_game("rpgget", seats, seats)
        rng = random.Random(seats)
        while not g.is_terminal():
            s = g.active_seats()[0]
            g.apply(rng.choice(g.legal_actions(s)))
        assert g.result() is not None


@pytest.mark.parametrize("path", sorted(HERE.glob("scenarios/*.toml")), ids=lambda p: p.stem)
def test_worked_examples(path: Path) -> None:
    from tabletop.engine.files import load_toml

    out = run_scenario_file(path)
    assert out.ok, out.error
    expect = load_toml(path, "scenario").get("expect", {})
    g = out.game
    for key, want in expect.items():
        if key == "score":
            assert {s: g.vp(int(s)) for s in want} == {s: v for s, v in want.items()}
        elif key == "discarded":
            names = [
                g.defs[c].name for s in range(g.num_seats) for c in g.zones[f"discard/{s}"].cards
            ]
            assert all(n in names for n in want)
        elif key == "winner":
            assert g.result() is not None and g.result().winners == (want,)


def test_a_toll_gate_on_a_player_without_rp_says_so(monkeypatch) -> None:
    """A new player read "Player 2 loses 0 RP": with nothing to lose the log says so."""
    from tabletop.games.rpgget import effects

    g = new_game("rpgget", 1, 2)
    monkeypatch.setattr(g, "attempter", lambda: 1)
    g.rp[1] = 0
    (ev,) = effects.drain_rp(g, None, 2)
    assert ev.text == "Player 2 has no RP to lose."
    g.rp[1] = 1
    (ev,) = effects.drain_rp(g, None, 2)
    assert ev.text == "Player 2 loses 1 RP." and g.rp[1] == 0


def test_a_failed_mission_says_which_enemy_stood_and_a_knocked_out_party() -> None:
    """A failed attempt said only "fails Escape from Valua": the result now names each enemy
    still standing with the HP it had left, and a party that was knocked out."""

    def finish(g: RpgGame) -> str:
        for _ in range(60):
            if g.attempt is None:
                break
            seat = g.active_seats()[0]
            legal = [a for a in g.legal_actions(seat) if a.verb != "act"]
            for e in g.apply(legal[0]) or []:
                if e.kind == "MissionFailed":
                    return e.text
        raise AssertionError("the attempt did not fail")

    g = fight(
        [{"party": ["Ryudo", "Skye"]}, {}],
        [{"name": "Booma", "damage": 2}, {"name": "Rag Rappy"}],
        ["Ryudo"],
    )
    text = finish(g)
    assert text.startswith("Player 1 fails Escape from Valua: "), text
    assert "Booma still had 3 of 5 HP" in text and "Rag Rappy still had" in text, text
    assert "knocked out" not in text

    g = fight(
        [{"party": ["Skye", "Ryudo"], "damage": {"Skye": 3}}, {}],
        [{"name": "Booma"}],
        ["Skye"],
        step="enemy_attack",
    )
    booma, skye = g.zones["arena"].cards[0], cid(g, "party/0", "Skye")
    g.apply(f"1:act {booma} 0")
    g.apply(f"1:target {skye}")
    text = finish(g)
    assert "the whole party was knocked out; Booma still had 5 of 5 HP" in text, text


def test_a_recruit_that_finds_nothing_says_why() -> None:
    """Recruit searches the deck, within its size and the EP left: Imperial Guard (size 3) on
    Clear the Forest (EP 3) leaves no EP, so Call Reinforcements finds nothing, a size-2
    Gargoyle in the hand or not; the log says so, and with EP left it names the size limit
    and that the hand is not searched."""
    for mission, deck, says in (
        ("Clear the Forest", ["Rag Rappy"], "no Enemy Points left (EP 3/3 used)"),
        ("Escape from Valua", ["Antonio"], "no enemy of size 2 or less in the deck"),
    ):
        g = game(
            {
                "phase": "mission",
                "seats": [
                    {"party": ["Ryudo"], "hand": [mission]},
                    {"hand": ["Imperial Guard", "Gargoyle"], "deck": deck},
                ],
            }
        )
        g.apply(f"0:attempt {cid(g, 'hand/0', mission)}")
        g.apply(f"0:join {cid(g, 'party/0', 'Ryudo')}")
        g.apply("0:set_out")
        guard = cid(g, "hand/1", "Imperial Guard")
        g.apply(f"1:enemy {guard}")
        events = g.apply(f"1:act {guard} 1")
        text = " ".join(e.text for e in events)
        assert says in text, text
        assert "Gargoyle" in [g.defs[c].name for c in g.zones["hand/1"].cards]
        assert [g.defs[c].name for c in g.zones["arena"].cards] == ["Imperial Guard"]
    assert "not the hand" in text
