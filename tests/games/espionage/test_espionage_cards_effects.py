"""Every card's effect, from positions set up like a scenario file."""

from __future__ import annotations

from esp_helpers import cid, kinds, make, names, pass_all, play, react, resolve_top, top_uid

from tabletop.engine.actions import Action


def test_sniper_discards_a_random_card_never_the_bomb() -> None:
    for seed in range(10):
        g = make({"hands": {0: ["Sniper"], 1: ["Bomb", "Courier"]}}, seed=seed)
        play(g, 0, "Sniper", 1)
        pass_all(g)
        assert names(g, 1) == ["Bomb"]
        assert g.name(g.discard[-1]) == "Courier"


def test_sniper_on_a_lone_bomb_does_nothing() -> None:
    g = make({"hands": {0: ["Sniper"], 1: ["Bomb"]}})
    play(g, 0, "Sniper", 1)
    pass_all(g)
    assert names(g, 1) == ["Bomb"]
    assert "NothingHappened" in kinds(g)


def test_assassin_looks_and_chooses_but_not_the_bomb() -> None:
    g = make({"hands": {0: ["Assassin"], 1: ["Bomb", "Police", "Courier"]}})
    play(g, 0, "Assassin", 1)
    pass_all(g)
    assert g.active_seats() == [0]
    v0, v1 = g.view(0), g.view(1)
    assert v0["pending"]["kind"] == "assassin"
    assert sorted(c["name"] for c in v0["pending"]["revealed"]) == ["Bomb", "Courier", "Police"]
    assert sorted(c["name"] for c in v0["pending"]["options"]) == ["Courier", "Police"]
    assert "options" not in v1["pending"] and "revealed" not in v1["pending"]
    assert "Police" not in str(g.view(None)["pending"])
    bomb = cid(g, 1, "Bomb")
    assert "Bomb cannot be discarded" in g.why_illegal(Action(0, "choose", (bomb,)))
    g.apply(Action(0, "choose", (cid(g, 1, "Police"),)))
    assert names(g, 1) == ["Bomb", "Courier"]
    assert g.view(0)["seen"]["of"] == 1


def test_terrorist_hits_every_opponent_in_turn_order() -> None:
    g = make({"hands": {0: ["Terrorist"], 1: ["Sniper"], 2: ["Courier"]}}, seats=3)
    play(g, 0, "Terrorist")
    pass_all(g)
    assert g.hands[1] == [] and g.hands[2] == []
    discards = [e.data["seat"] for e in g.history if e.kind == "CardDiscarded"]
    assert discards == [1, 2]


def test_infiltrator_takes_a_random_card_secretly() -> None:
    g = make({"hands": {0: ["Infiltrator"], 1: ["Police"]}, "draw": ["Sniper"]}, seats=3)
    play(g, 0, "Infiltrator", 1)
    pass_all(g)
    assert names(g, 0) == ["Police"] and g.hands[1] == []
    stolen = [e for e in g.history if e.kind == "CardStolen"][-1]
    assert stolen.reveals
    assert "Police" in stolen.for_seat(0)["text"] and "Police" in stolen.for_seat(1)["text"]
    assert "Police" not in str(stolen.for_seat(2)) and "Police" not in str(stolen.for_seat(None))


def test_double_agent_takes_then_gives_the_bomb() -> None:
    g = make({"hands": {0: ["Double Agent", "Bomb"], 1: ["Courier"]}})
    play(g, 0, "Double Agent", 1)
    pass_all(g)
    assert names(g, 0) == ["Bomb", "Courier"]
    assert g.active_seats() == [0] and g.prompt is not None and g.prompt.kind == "give"
    g.apply(Action(0, "choose", (cid(g, 0, "Bomb"),)))
    assert names(g, 1) == ["Bomb"] and names(g, 0) == ["Courier"]


def test_detective_takes_one_and_reorders_without_reshuffle() -> None:
    g = make({"hands": {0: ["Detective"]}, "draw": ["Sniper", "Police", "Target", "Courier"]})
    play(g, 0, "Detective")
    pass_all(g)
    p = g.view(0)["pending"]
    assert [c["name"] for c in p["cards"]] == ["Sniper", "Police", "Target"]
    assert "cards" not in g.view(1)["pending"] and g.view(1)["pending"]["count"] == 3
    ids = {c["name"]: c["id"] for c in p["cards"]}
    g.apply(Action(0, "detective", (ids["Target"], ids["Police"], ids["Sniper"])))
    assert names(g, 0) == ["Target"]
    assert [g.name(c) for c in reversed(g.draw)] == ["Police", "Sniper", "Courier"]
    assert "PileShuffled" not in kinds(g)
    # a wrong order (missing card) is refused with a reason
    g2 = make({"hands": {0: ["Detective"]}, "draw": ["Sniper", "Police", "Target"]})
    play(g2, 0, "Detective")
    pass_all(g2)
    bad = Action(0, "detective", (g2.look[0],))  # type: ignore[index]
    assert "list all the others" in g2.why_illegal(bad)


def test_medic_takes_from_discard_not_itself_and_reshuffles_the_pile() -> None:
    draw = ["Sniper", "Police", "Courier", "Decoy", "Hacker", "Ninja", "Informant", "Blackmail"]
    g = make({"hands": {0: ["Medic"]}, "draw": draw, "discard": ["Target"], "rest": "draw"}, seed=3)
    before = list(g.draw)
    play(g, 0, "Medic")
    medic = g.discard[-1]
    pass_all(g)
    opts = [c["name"] for c in g.view(0)["pending"]["options"]]
    assert "Target" in opts and medic not in g.prompt.values()  # type: ignore[index]
    g.apply(Action(0, "choose", (g.names_by_id.index("Target"),)))
    assert names(g, 0) == ["Target"]
    assert sorted(g.draw) == sorted(before) and g.draw != before
    shuffled = [e for e in g.history if e.kind == "PileShuffled"][-1]
    assert shuffled.reveals
    # the player searched the discard pile: the log says why the draw pile was shuffled
    text = shuffled.for_seat(1)["text"]
    assert text == "As the Medic says, the draw pile was then shuffled.", text
    taken = [e for e in g.history if e.kind == "CardTaken"][-1]
    assert "from the discard pile" in taken.for_seat(1)["text"]


def test_informant_looks_and_draws_one() -> None:
    g = make({"hands": {0: ["Informant"], 1: ["Target", "Police"]}, "draw": ["Courier"]})
    play(g, 0, "Informant", 1)
    pass_all(g)
    assert names(g, 0) == ["Courier"]
    seen = g.view(0)["seen"]
    assert sorted(c["name"] for c in seen["cards"]) == ["Police", "Target"]
    assert g.view(1)["seen"] is None
    look = [e for e in g.history if e.kind == "HandLooked"][-1]
    assert "Target" in look.for_seat(0)["text"] and "Target" not in look.for_seat(1)["text"]
    # the card drawn is not an Informant: the words say whose effect drew it
    drew = [e for e in g.history if e.kind == "CardDrawn"][-1]
    assert drew.for_seat(1)["text"] == "Player 1 drew a card (Informant's effect)."
    assert drew.for_seat(0)["text"] == "You drew Courier (Informant's effect)."


def test_courier_draws_two() -> None:
    g = make({"hands": {0: ["Courier"]}, "draw": ["Sniper", "Police", "Decoy"]})
    play(g, 0, "Courier")
    pass_all(g)
    assert names(g, 0) == ["Police", "Sniper"] and len(g.draw) == 1


def test_blackmail_victim_chooses_what_to_give() -> None:
    g = make({"hands": {0: ["Blackmail"], 1: ["Bomb", "Police"]}})
    play(g, 0, "Blackmail", 1)
    pass_all(g)
    assert g.active_seats() == [1]
    assert sorted(c["name"] for c in g.view(1)["pending"]["options"]) == ["Bomb", "Police"]
    assert "options" not in g.view(0)["pending"]
    g.apply(Action(1, "choose", (cid(g, 1, "Bomb"),)))
    assert names(g, 0) == ["Bomb"]


def test_police_cancels_a_mission_that_targets_you() -> None:
    g = make({"hands": {0: ["Sniper"], 1: ["Police", "Target"]}})
    play(g, 0, "Sniper", 1)
    react(g, 1, "Police", top_uid(g))
    pass_all(g)
    assert names(g, 1) == ["Target"]
    assert not g.eliminated[1]


def test_police_cannot_answer_a_mission_aimed_at_someone_else() -> None:
    g = make({"hands": {0: ["Sniper"], 1: ["Courier"], 2: ["Police"]}}, seats=3)
    play(g, 0, "Sniper", 1)
    a = Action(2, "react", (cid(g, 2, "Police"), top_uid(g)))
    assert a not in g.legal_actions(2)
    assert "a Mission that targets you" in g.why_illegal(a)


def test_decoy_saves_your_gold() -> None:
    g = make({"hands": {0: ["Assassin"], 1: ["Target", "Decoy"]}})
    play(g, 0, "Assassin", 1)
    resolve_top(g)
    events = g.apply(Action(0, "choose", (cid(g, 1, "Target"),)))
    threat = g.stack.top
    assert threat is not None and threat.kind == "threat"
    assert g.view(0)["stack"][-1]["label"] == "Player 2 must discard Target (Assassin by Player 1)"
    # the log's line says the threat once, and what made it (not the stack's label again)
    said = [e.text for e in events if e.kind == "GoldThreatened"]
    assert said == ["Player 2 must discard the Target! (Assassin by Player 1)"]
    assert g.active_seats() == [0, 1]
    react(g, 1, "Decoy", threat.uid)
    pass_all(g)
    assert names(g, 1) == ["Target"] and not g.eliminated[1]
    assert g.name(g.discard[-1]) == "Decoy"


def _threatened(position: dict, seats: int = 2) -> tuple:  # type: ignore[type-arg]
    """Sniper by 0 on seat 1 whose only discardable card is the Target."""
    g = make(position, seats=seats)
    play(g, 0, "Sniper", 1)
    resolve_top(g)
    threat = g.stack.top
    assert threat is not None and threat.kind == "threat"
    return g, threat.uid


def test_bodyguard_prevents_any_gold_discard() -> None:
    g, uid = _threatened({"hands": {0: ["Sniper"], 1: ["Target"], 2: ["Bodyguard"]}}, seats=3)
    react(g, 2, "Bodyguard", uid)
    pass_all(g)
    assert names(g, 1) == ["Target"] and not g.eliminated[1]


def test_unanswered_gold_threat_eliminates() -> None:
    g, uid = _threatened({"hands": {0: ["Sniper"], 1: ["Target"], 2: ["Courier"]}}, seats=3)
    pass_all(g)
    assert g.eliminated[1]
    assert g.name(g.discard[-1]) == "Target"


def test_protector_steals_the_target_and_the_victim_is_still_eliminated() -> None:
    g, uid = _threatened({"hands": {0: ["Sniper"], 1: ["Target"], 2: ["Protector"]}}, seats=3)
    react(g, 2, "Protector", uid)
    pass_all(g)
    assert names(g, 2) == ["Target"] and g.eliminated[1]
    assert g.name(g.discard[-1]) == "Protector"


def test_protector_copied_by_mercenary_gives_the_target_to_the_mercenary() -> None:
    g, uid = _threatened(
        {"hands": {0: ["Sniper", "Mercenary"], 1: ["Target"], 2: ["Protector"]}}, seats=3
    )
    react(g, 2, "Protector", uid)
    react(g, 0, "Mercenary", top_uid(g))
    assert "Mercenary (as Protector)" in g.view(None)["stack"][-1]["label"]
    pass_all(g)
    assert names(g, 0) == ["Target"] and names(g, 2) == [] and g.eliminated[1]


def test_protector_cancelled_by_hacker() -> None:
    g, uid = _threatened(
        {"hands": {0: ["Sniper", "Hacker"], 1: ["Target"], 2: ["Protector"]}}, seats=3
    )
    react(g, 2, "Protector", uid)
    react(g, 0, "Hacker", top_uid(g))
    pass_all(g)
    assert names(g, 2) == [] and g.eliminated[1]
    assert g.name(g.discard[-1]) == "Target"


def test_protector_cannot_save_your_own_target() -> None:
    g, uid = _threatened({"hands": {0: ["Sniper"], 1: ["Target", "Protector"]}})
    # the random pick may be the Protector itself; either way Protector never answers own threat
    for a in g.legal_actions(1):
        if a.verb == "react":
            assert g.name(int(a.args[0])) != "Protector"


def test_police_vs_terrorist_shields_only_the_police_player() -> None:
    g = make({"hands": {0: ["Terrorist"], 1: ["Police", "Courier"], 2: ["Sniper"]}}, seats=3)
    play(g, 0, "Terrorist")
    react(g, 1, "Police", top_uid(g))
    pass_all(g)
    assert names(g, 1) == ["Courier"]  # only the Police was spent
    assert g.hands[2] == []


def test_ninja_reaction_copies_a_mission_with_its_own_target() -> None:
    g = make({"hands": {0: ["Courier"], 1: ["Ninja"]}, "draw": list("") + ["Sniper"] * 3})
    play(g, 0, "Courier")
    react(g, 1, "Ninja", top_uid(g))
    pass_all(g)
    # the copy resolved first (LIFO): seat 1 drew 2, then seat 0 drew the last one
    assert names(g, 1) == ["Sniper", "Sniper"] and names(g, 0) == ["Sniper"]


def test_a_hacker_cancels_a_ninjas_copy_of_a_mission() -> None:
    """A new player was refused a Hacker on a Ninja that copied a Mission in a window: the Ninja
    is a Reaction card played as a Reaction, so Hacker cancels its copy (our reading, in the
    rules docstring). A Ninja played as a Mission on its player's turn stays a Mission."""
    g = make({"hands": {0: ["Courier", "Hacker"], 1: ["Ninja"]}, "draw": ["Sniper"] * 3})
    play(g, 0, "Courier")
    react(g, 1, "Ninja", top_uid(g))
    copy = top_uid(g)
    hacker = Action(0, "react", (cid(g, 0, "Hacker"), copy))
    assert hacker in g.legal_actions(0)
    g.apply(hacker)
    pass_all(g)
    # the copy was cancelled: only the Courier drew (seat 0 two cards), seat 1 none
    assert names(g, 0) == ["Sniper", "Sniper"] and names(g, 1) == []


def test_a_hacker_does_not_answer_a_ninja_played_as_a_mission() -> None:
    g = make({"hands": {0: ["Ninja"], 1: ["Hacker"]}, "discard": ["Sniper"]})
    play(g, 0, "Ninja", 1)
    assert not any(a.verb == "react" for a in g.legal_actions(1))


def test_ninja_as_a_mission_copies_the_topmost_mission_in_the_discard_pile() -> None:
    g = make(
        {
            "hands": {0: ["Ninja"], 1: ["Police"]},
            "discard": ["Ninja", "Police", "Infiltrator", "Sniper"],  # top first
        }
    )
    assert g.ninja_copy() == "Infiltrator"
    play(g, 0, "Ninja", 1)
    assert g.view(None)["stack"][-1]["label"] == "Ninja (as Infiltrator) by Player 1 on Player 2"
    assert g.missions_played == 1
    pass_all(g)
    assert names(g, 0) == ["Police"]


def test_ninja_as_a_mission_needs_a_mission_in_the_discard_pile() -> None:
    g = make({"hands": {0: ["Ninja"]}, "discard": ["Ninja", "Police"], "rest": "draw"})
    a = Action(0, "play", (cid(g, 0, "Ninja"),))
    assert g.legal_actions(0) == [Action(0, "end")]
    assert "there is none" in g.why_illegal(a)


def test_three_nested_reactions_resolve_last_in_first_out() -> None:
    g = make({"hands": {0: ["Sniper", "Hacker"], 1: ["Police", "Mercenary", "Courier"]}})
    play(g, 0, "Sniper", 1)
    sniper = top_uid(g)
    react(g, 1, "Police", sniper)
    police = top_uid(g)
    react(g, 0, "Hacker", police)
    hacker = top_uid(g)
    react(g, 1, "Mercenary", hacker, hacker)  # copy the Hacker, aimed at the Hacker
    merc = top_uid(g)
    pass_all(g)
    resolved = [e.data["uid"] for e in g.history if e.kind == "StackResolved"]
    assert resolved == [merc, hacker, police, sniper]
    texts = [e.text for e in g.history if e.kind == "StackResolved"]
    assert texts[1] == texts[3] == ""  # a cancelled card leaves the stack without a word...
    told = {e.data["uid"]: e.text for e in g.history if e.kind == "ItemCancelled"}
    assert "cancelled by Player 2's Hacker" in told[hacker]  # ...told once, when cancelled
    assert "cancelled by Player 2's Police" in told[sniper]
    assert names(g, 1) == ["Courier"]  # the Sniper was cancelled by the Police


def test_mercenary_copies_a_police_only_for_a_mission_that_targets_it() -> None:
    g = make({"hands": {0: ["Terrorist"], 1: ["Police"], 2: ["Mercenary", "Courier"]}}, seats=3)
    play(g, 0, "Terrorist")
    react(g, 1, "Police", top_uid(g))
    react(g, 2, "Mercenary", top_uid(g))
    pass_all(g)
    assert names(g, 2) == ["Courier"] and g.hands[1] == []


def test_medic_cannot_take_a_card_discarded_this_turn() -> None:
    g = make(
        {
            "hands": {0: ["Sniper", "Medic"], 1: ["Police", "Courier"]},
            "discard": ["Decoy"],
            "rest": "draw",
        }
    )
    play(g, 0, "Sniper", 1)
    pass_all(g)
    play(g, 0, "Medic")
    pass_all(g)
    opts = {c["name"] for c in g.view(0)["pending"]["options"]}
    assert "Decoy" in opts and "Medic" not in opts and "Sniper" not in opts


def test_two_ninjas_copying_a_medic_cannot_loop() -> None:
    g = make({"hands": {0: ["Medic"], 1: ["Ninja", "Ninja"]}, "discard": ["Decoy"], "rest": "draw"})
    play(g, 0, "Medic")
    medic = top_uid(g)
    react(g, 1, "Ninja", medic)
    resolve_top(g)  # the Ninja's copy resolves: it may take the Decoy only
    assert [c["name"] for c in g.view(1)["pending"]["options"]] == ["Decoy"]
