"""The RPG Get! normal bot: it heals only wounds its Recovery can reach, and two of them never
wait each other out (a hand of nine Enemies digs for a Mission; skipped Missions lower the bar)."""

from __future__ import annotations

import random

from tabletop.ai.base import make_bot
from tabletop.ai.simulate import play_one
from tabletop.engine.actions import Action
from tabletop.games.rpgget.bots import HardBot
from tests.games.rpgget.test_rpgget_rules import cid, fight, game


def test_normal_bots_finish_the_game_that_stalled() -> None:
    # seed 31: both hands became nine Enemies and both bots skipped every Mission phase
    out = play_one("rpgget", 31, ["normal", "normal"])
    assert out["actions"] < 5000


def test_no_heal_for_cards_at_full_hp() -> None:
    # Player 1's FOmar is wounded, but Resta (targets) reaches only the attempt, where
    # Player 1's Booma is undamaged: healing it in the window of the attack wastes Resta
    g = fight(
        [
            {"party": ["Ryudo"]},
            {"party": ["FOmar"], "damage": {"FOmar": 3}, "inventory": ["Resta 10"]},
        ],
        [{"name": "Booma", "seat": 1}],
        ["Ryudo"],
    )
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {g.zones['arena'].cards[0]}")
    assert g.flow.phase == "window" and 1 in g.active_seats()
    bot = make_bot("rpgget", "normal")
    a = bot.choose(g.view(1), g.legal_actions(1), random.Random(0))
    assert str(a) == "1:pass"


def test_heals_a_wounded_member_it_can_reach() -> None:
    g = fight(
        [{"party": ["Ryudo"]}, {"party": ["Yurka"], "damage": {"Yurka": 3}}],
        [{"name": "Booma"}],
        ["Ryudo"],
    )
    g.apply(f"0:act {g.party(0)[0]} 0")
    g.apply(f"0:target {g.zones['arena'].cards[0]}")
    bot = make_bot("rpgget", "normal")
    a = bot.choose(g.view(1), g.legal_actions(1), random.Random(0))
    assert a.verb == "act"  # Yurka's Recovery chooses a party member: Yurka is wounded


def test_spends_its_counters_on_the_attack_reward_not_the_dearest() -> None:
    # 2 counters: Trimate (2, a Recovery) or Saber (1, an attack HUmar swings in an attempt):
    # Saber first (the dearest usable Reward went first before)
    g = game(
        {
            "phase": "play",
            "seats": [{"hand": ["Trimate", "Saber"], "party": ["HUmar"], "rp": 2}],
        }
    )
    bot = make_bot("rpgget", "normal")
    a = bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
    assert str(a) == f"0:stock {cid(g, 'hand/0', 'Saber')}"


def test_a_weak_party_attempts_the_small_mission_not_the_big_one() -> None:
    # Ryudo deals 3: The Black Moon (4 VP, EP 10) is hopeless, Clear the Forest (1 VP, EP 3)
    # is not (it attempted the most VP before)
    hand = ["The Black Moon", "Clear the Forest"]
    g = game({"phase": "mission", "seats": [{"hand": hand, "party": ["Ryudo", "Roan"]}]})
    bot = make_bot("rpgget", "normal")
    a = bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
    assert str(a) == f"0:attempt {cid(g, 'hand/0', 'Clear the Forest')}"


def test_a_strong_party_attempts_the_big_mission() -> None:
    party = ["Ryudo Lv2", "Millenia", "Mareg", "Vyse Lv2"]
    inv = ["Tenseiken Slash", "Sky Dragon Slash", "Pirates' Wrath"]
    hand = ["The Black Moon", "Clear the Forest"]
    g = game({"phase": "mission", "seats": [{"hand": hand, "party": party, "inventory": inv}]})
    bot = make_bot("rpgget", "normal")
    a = bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
    assert str(a) == f"0:attempt {cid(g, 'hand/0', 'The Black Moon')}"


def test_the_hard_bot_sends_the_member_who_can_swing_the_inventorys_spell() -> None:
    # Hunt the Golden Rappy pays for 2 PP: HUmar (3 damage, 8 HP, cost 2) is the stronger
    # by printed attack and HP, FOmar (2 damage, cost 1) can cast the inventory's Gibarta 30
    # (a Force's 4.5): the normal bot sends HUmar, the hard level's bot FOmar
    g = game(
        {
            "phase": "mission",
            "seats": [
                {
                    "hand": ["Hunt the Golden Rappy"],
                    "party": ["HUmar", "FOmar"],
                    "inventory": ["Gibarta 30"],
                }
            ],
        }
    )
    g.apply(f"0:attempt {cid(g, 'hand/0', 'Hunt the Golden Rappy')}")
    normal, hard = make_bot("rpgget", "normal"), HardBot()
    joins = {
        name: bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
        for name, bot in (("normal", normal), ("hard", hard))
    }
    assert joins == {
        "normal": Action(0, "join", (cid(g, "party/0", "HUmar"),)),
        "hard": Action(0, "join", (cid(g, "party/0", "FOmar"),)),
    }


def test_a_lone_character_does_not_walk_into_a_mission_that_can_knock_it_out() -> None:
    # Mag Launcher (HP 8, 3 damage) is its only character: Dark Falz Awakens (EP 10) lets the
    # others send a Boss and more, and losing the last character loses the game. Having
    # skipped a Mission phase (its bar lowered to nothing) it attempted it and was out on
    # turn 4; it skips it now, and still attempts a small Mission
    hand = ["Dark Falz Awakens"]
    g = game({"phase": "mission", "seats": [{"hand": hand, "party": ["Mag Launcher"]}]})
    bot = make_bot("rpgget", "normal")
    bot.skipped = 1  # type: ignore[attr-defined]
    a = bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
    assert str(a) == "0:skip"
    g = game(
        {
            "phase": "mission",
            "seats": [{"hand": [*hand, "Clear the Forest"], "party": ["Mag Launcher"]}],
        }
    )
    bot.skipped = 1  # type: ignore[attr-defined]
    a = bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
    assert str(a) == f"0:attempt {cid(g, 'hand/0', 'Clear the Forest')}"


def test_a_character_at_home_lets_it_risk_the_party_it_sends() -> None:
    # Race to Crescent Isle (PP 4, EP 6): a lone Mag Launcher at 2 HP would be out of the game
    # if knocked out, and skips it; with Mareg (cost 3) beside it, one of them stays at home
    hand = ["Race to Crescent Isle"]
    for party, attempts in ((["Mag Launcher"], False), (["Mag Launcher", "Mareg"], True)):
        seat = {"hand": hand, "party": party, "damage": {"Mag Launcher": 6, "Mareg": 9}}
        if len(party) == 1:
            seat["damage"] = {"Mag Launcher": 6}
        g = game({"phase": "mission", "seats": [seat]})
        bot = make_bot("rpgget", "normal")
        bot.skipped = 1  # type: ignore[attr-defined]
        a = bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
        assert (a.verb == "attempt") is attempts
