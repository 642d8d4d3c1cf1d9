"""RPG Get! where the rulebook is clear (issue 26, rules revision 6): no attempt nobody can
join and attacks on the other side only; the set-up redraw discards the hand and the hand is
not refilled after the starting character; bank flips, Recovery and Events at any time; the
player chooses the Recruit. Each earlier reading stays under option readings = revision-5."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import new_game
from tests.games.rpgget.test_rpgget_rules import cid, fight, game


def test_an_attempt_nobody_can_join_is_refused() -> None:
    """Hunt the Golden Rappy allows 2 PP; Mareg costs 3: the attempt is not offered and is
    refused with the reason (it set out with an empty party, then Poison Lily spat on itself).
    Revision 5 allowed it."""
    pos = {"phase": "mission", "seats": [{"party": ["Mareg"], "hand": ["Hunt the Golden Rappy"]}]}
    g = game(pos)
    hunt = cid(g, "hand/0", "Hunt the Golden Rappy")
    assert f"0:attempt {hunt}" not in map(str, g.legal_actions(0))
    with pytest.raises(IllegalAction, match="Nobody in your party can join .* 2 PP.* costs 3"):
        g.apply(f"0:attempt {hunt}")
    old = game(pos)
    old.options["readings"] = "revision-5"
    old.apply(f"0:attempt {hunt}")
    assert [str(a) for a in old.legal_actions(0)] == ["0:set_out"]


def test_an_enemy_attacks_the_party_never_its_own_side() -> None:
    """The Enemy Attack step attacks the attempting player's party: Poison Lily (2 targets)
    is offered Ryudo only, never itself or the other enemy; a character's attack is offered
    the enemies only. Revision 5 offered every target of the attempt."""
    for reading in ("rulebook", "revision-5"):
        g = fight(
            [{"party": ["Ryudo"]}, {}],
            [{"name": "Poison Lily", "seat": 1}, {"name": "Booma", "seat": 1}],
            ["Ryudo"],
            step="enemy_attack",
        )
        g.options["readings"] = reading
        lily, booma = cid(g, "arena", "Poison Lily"), cid(g, "arena", "Booma")
        ryudo = cid(g, "party/0", "Ryudo")
        g.apply(f"1:act {lily} 0")
        if reading == "rulebook":
            assert g.prompt.values() == [ryudo]
        else:
            assert set(g.prompt.values()) == {ryudo, lily, booma}
    g = fight([{"party": ["Ryudo"]}], [{"name": "Booma"}, {"name": "Rag Rappy"}], ["Ryudo"])
    ryudo = cid(g, "party/0", "Ryudo")
    g.apply(f"0:act {ryudo} 0")
    assert ryudo not in g.prompt.values() and len(g.prompt.values()) == 2


def side(g: Any, card: int) -> str:
    return "enemy" if g.defs[card].type == "enemy" else "party"


@pytest.mark.parametrize("seed", range(6))
def test_no_attack_targets_its_own_side(seed: int) -> None:
    """Conformance: in random games no attack hits a card of the attacker's own side (a
    confused attacker's random targets excepted: "randomly chosen between all applicable
    targets")."""
    g = new_game("rpgget", seed, 2 + seed % 2)
    rng = random.Random(seed)
    attacks = 0
    while not g.is_terminal() and len(g.log) < 3000:
        seat = rng.choice(g.active_seats())
        events = g.apply(rng.choice(g.legal_actions(seat)))
        for i, e in enumerate(events):
            if e.kind != "ActionUsed" or e.data.get("kind") != "attack":
                continue
            confused = any(x.kind == "TargetsRandomised" for x in events[:i])
            user = int(e.data["card"])
            attacks += 1
            if not confused:
                assert all(side(g, t) != side(g, user) for t in e.data["targets"]), e.text
    assert attacks


def test_a_setup_redraw_discards_the_hand() -> None:
    """ "Players may discard the entire hand and draw 9 new cards": the old hand goes to the
    discard pile (a redraw costs nine cards of the deck); revision 5 shuffled it back."""
    g = new_game("rpgget", 3, 2)
    s = g.active_seats()[0]
    old = list(g.hand(s))
    deck = len(g.zones.of("deck", s))
    g.apply(f"{s}:mulligan")
    assert sorted(g.zones.of("discard", s).cards) == sorted(old)
    assert len(g.hand(s)) == 9 and len(g.zones.of("deck", s)) == deck - 9
    assert not set(old) & set(g.hand(s))
    r5 = new_game("rpgget", 3, 2, {"readings": "revision-5"})
    r5.apply(f"{s}:mulligan")
    assert not r5.zones.of("discard", s).cards and len(r5.zones.of("deck", s)) == deck
    # the starting character: no refill under the rulebook, a refill to 9 under revision 5
    for g2, n in ((new_game("rpgget", 3, 2), 8), (new_game("rpgget", 3, 2, r5.options), 9)):
        while not [a for a in g2.legal_actions(s) if a.verb == "start"]:
            g2.apply(f"{s}:mulligan")
        g2.apply(next(a for a in g2.legal_actions(s) if a.verb == "start"))
        assert len(g2.hand(s)) == n


def test_a_redraw_with_a_short_deck_reshuffles_the_discard_pile() -> None:
    g = new_game("rpgget", 3, 2)
    s = g.active_seats()[0]
    for _ in range(9):  # 80 cards: the ninth redraw finds 8 in the deck
        g.apply(f"{s}:mulligan")
    assert len(g.hand(s)) == 9
    assert len(g.zones.of("deck", s)) + len(g.zones.of("discard", s)) == 71


def test_bank_cards_flip_at_any_time_of_the_own_turn() -> None:
    """ "The owner may flip cards in the bank at any time during their turn": in the Redraw
    and Mission phases, the Party step and the Party Attack step too (once a card a turn);
    revision 5: in the Play phase only."""
    for phase, step in (("redraw", None), ("mission", None), ("attempt", "party")):
        pos: dict[str, Any] = {
            "phase": phase,
            "seats": [{"party": ["Ryudo"], "bank": ["Monomate"], "hand": ["Escape from Valua"]}],
        }
        if step:
            pos["step"] = step
            pos["attempt"] = {"mission": "Escape from Valua", "active": []}
        g = game(pos)
        mono = cid(g, "bank/0", "Monomate")
        g.apply(f"0:flip {mono}")
        assert mono in g.zones["bank/0"].shown
        assert f"0:flip {mono}" not in map(str, g.legal_actions(0))  # once a turn
        old = game(pos)
        old.options["readings"] = "revision-5"
        with pytest.raises(IllegalAction):
            old.apply(f"0:flip {mono}")
    g = fight([{"party": ["Ryudo"], "bank": ["Monomate"]}], [{"name": "Booma"}], ["Ryudo"])
    assert f"0:flip {cid(g, 'bank/0', 'Monomate')}" in map(str, g.legal_actions(0))


def test_moon_atomizer_resurrects_outside_an_attempt() -> None:
    """ "Recovery actions can be used at any point in the game": Moon Atomizer's Revive
    (Resurrect) in the Play phase brings an unconscious character back; revision 5 refused
    it there (no target outside an attempt)."""
    pos = {
        "phase": "play",
        "seats": [{"party": ["Ryudo"], "unconscious": ["Elena"], "inventory": ["Moon Atomizer"]}],
    }
    g = game(pos)
    atom = cid(g, "inventory/0", "Moon Atomizer")
    assert g.view(0)["idle_rewards"] == []
    g.apply(f"0:use {atom}")
    g.apply(f"0:user {g.prompt.values()[0]}")
    assert g.prompt.values() == [0, -1]  # Revive, or no action
    g.apply("0:action 0")
    assert g.prompt.kind == "resurrect"
    g.apply(f"0:member {cid(g, 'unconscious/0', 'Elena')}")
    assert [g.defs[c].name for c in g.party(0)] == ["Ryudo", "Elena"]
    old = game(pos)
    old.options.update(readings="revision-5", reward_use="any")
    old.apply(f"0:use {atom}")
    old.apply(f"0:user {old.prompt.values()[0]}")
    assert old.prompt.values() == [-1]


def test_recovery_in_the_mission_phase() -> None:
    pos = {"phase": "mission", "seats": [{"party": ["Enrique"], "damage": {"Enrique": 3}}]}
    g = game(pos)
    elena = cid(g, "party/0", "Enrique")
    heals = [a for a in g.legal_actions(0) if a.verb == "act"]
    assert heals, "Prince's Grace (a party member) is offered in the Mission phase"
    g.apply(heals[0])
    g.apply(f"0:member {elena}")
    assert g.hp_left(elena) > g.defs[elena].hp - 3
    old = game(pos)
    old.options["readings"] = "revision-5"
    assert not [a for a in old.legal_actions(0) if a.verb == "act"]


def test_events_at_any_time_rare_drop_and_moon_festival() -> None:
    """ "Any player may play an Event card during any turn at the appropriate time": Rare
    Drop in one's own Mission phase, an opponent's Moon Festival in the Enemy step."""
    g = game({"phase": "mission", "seats": [{"party": ["Ryudo"], "hand": ["Rare Drop"]}]})
    drop = cid(g, "hand/0", "Rare Drop")
    g.apply(f"0:event {drop}")
    assert len(g.hand(0)) == 2
    pos = {
        "phase": "mission",
        "seats": [
            {"party": ["Ryudo"], "hand": ["Escape from Valua"]},
            {"hand": ["Moon Festival", "Booma"]},
        ],
    }
    g = game(pos)
    g.apply(f"0:attempt {cid(g, 'hand/0', 'Escape from Valua')}")
    g.apply(f"0:join {cid(g, 'party/0', 'Ryudo')}")
    g.apply("0:set_out")
    fest = cid(g, "hand/1", "Moon Festival")
    rp = g.rp[1]
    g.apply(f"1:event {fest}")
    assert g.rp[1] == rp + 2 and g.flow.step == "enemy"
    old = game(pos)
    old.options["readings"] = "revision-5"
    old.apply(f"0:attempt {cid(old, 'hand/0', 'Escape from Valua')}")
    old.apply(f"0:join {cid(old, 'party/0', 'Ryudo')}")
    old.apply("0:set_out")
    with pytest.raises(IllegalAction):
        old.apply(f"1:event {fest}")


def test_the_player_chooses_the_recruited_enemy() -> None:
    """Recruit: "search your deck for an enemy card matching the specified criteria": the
    player chooses among the matching enemies (one per name, privately: the deck is hidden);
    revision 5 took the first from the top."""
    pos = {
        "phase": "mission",
        "seats": [
            {"party": ["Ryudo", "Mareg"], "hand": ["Escape from Valua"]},
            {"hand": ["Imperial Guard"], "deck": ["Rag Rappy", "Booma", "Booma", "Dragon"]},
        ],
    }
    g = game(pos)
    g.apply(f"0:attempt {cid(g, 'hand/0', 'Escape from Valua')}")
    g.apply(f"0:join {cid(g, 'party/0', 'Ryudo')}")
    g.apply("0:set_out")
    guard = cid(g, "hand/1", "Imperial Guard")
    g.apply(f"1:enemy {guard}")
    g.apply(f"1:act {guard} 1")
    p = g.prompt
    assert p.kind == "recruit" and p.private and p.seat == 1
    assert sorted(o.label.split(" (")[0] for o in p.options) == ["Booma", "Rag Rappy"]
    assert g.view(0)["prompt"]["options"] is None  # the other player sees no deck card
    rappy = next(o.value for o in p.options if o.label.startswith("Rag Rappy"))
    g.apply(f"1:recruit {rappy}")
    assert sorted(g.defs[c].name for c in g.zones["arena"].cards) == ["Imperial Guard", "Rag Rappy"]
