"""Espionage on the shared core: effects checked at load, phases and refusals, prompts, private
looks through zones, event kinds, and scenario positions inside a prompt or a window."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
from esp_helpers import cid, make, names, pass_all, play

from tabletop.engine.actions import Action
from tabletop.engine.errors import CardDataError, IllegalAction, TabletopError
from tabletop.engine.events import COMMON
from tabletop.games.espionage.rules import EspionageGame, load_deck
from tabletop.games.espionage.rules.state import CARDS_FILE


def _deck_with(tmp_path: Path, old: str, new: str) -> Path:
    text = CARDS_FILE.read_text(encoding="utf-8")
    assert old in text
    p = tmp_path / "cards.toml"
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return p


def test_an_unknown_effect_verb_fails_at_load_naming_file_card_and_field(tmp_path: Path) -> None:
    p = _deck_with(tmp_path, 'effect = "discard_random"', 'effect = "explode"')
    with pytest.raises(CardDataError) as e:
        load_deck(p)
    msg = str(e.value)
    assert str(p) in msg and "'Sniper'" in msg and "'effect'" in msg and "'explode'" in msg


def test_a_bad_effect_parameter_or_wrong_kind_fails_at_load(tmp_path: Path) -> None:
    p = _deck_with(tmp_path, '{ verb = "draw", n = 2 }', '{ verb = "draw", n = "two" }')
    with pytest.raises(CardDataError, match="Courier.*parameter 'n'"):
        load_deck(p)
    p = _deck_with(tmp_path, 'effect = "discard_random"', 'effect = "cancel_threat"')
    with pytest.raises(CardDataError, match="Sniper.*not an effect of a mission card"):
        load_deck(p)


def test_phases_follow_the_state_and_refusals_say_what_is_possible() -> None:
    g = make({"hands": {0: ["Sniper", "Assassin"], 1: ["Police", "Courier"]}})
    assert g.flow.phase == "turn" and g.view(0)["phase"] == "turn"
    refusal = g.why_illegal(Action(0, "react", (cid(g, 0, "Sniper"), 1)))
    assert refusal.startswith("Reactions are played during a reaction window; now it is")
    play(g, 0, "Assassin", 1)
    assert g.flow.phase == "window" and g.active_seats() == [0, 1]
    with pytest.raises(IllegalAction, match="Turns are ended during a player's turn"):
        g.apply("0:end")
    pass_all(g)
    assert g.flow.phase == "choice" and g.prompt is not None and g.prompt.kind == "assassin"
    with pytest.raises(IllegalAction, match="pending choice"):
        g.apply("0:end")
    g.apply(Action(0, "choose", (cid(g, 1, "Courier"),)))
    assert g.flow.phase == "turn" and g.prompt is None and g.log[-1] == f"0:choose {g.discard[-1]}"


def test_the_assassin_sees_the_hand_only_while_choosing() -> None:
    g = make({"hands": {0: ["Assassin"], 1: ["Bomb", "Police", "Courier"], 2: ["Decoy"]}}, 3)
    play(g, 0, "Assassin", 1)
    pass_all(g)
    assert g.view(0)["zones"]["hand/1"]["cards"] is not None
    assert g.view(2)["zones"]["hand/1"]["cards"] is None
    assert g.view(2)["prompt"]["options"] is None and g.view(0)["prompt"]["options"]
    for s in range(3):  # scrambling what a seat may not see leaves its view unchanged
        g2 = copy.deepcopy(g)
        g2.scramble_hidden(s, random.Random(s))
        assert g2.view(s) == g.view(s)
    g.apply(Action(0, "choose", (cid(g, 1, "Police"),)))
    assert g.view(0)["zones"]["hand/1"]["cards"] is None


def test_the_detective_look_is_a_zone_only_its_player_sees() -> None:
    g = make({"hands": {0: ["Detective"], 1: ["Police"]}, "draw": ["Sniper", "Target", "Decoy"]})
    play(g, 0, "Detective")
    pass_all(g)
    assert g.prompt is not None and g.prompt.ordered and g.prompt.private
    v0, v1 = g.view(0), g.view(1)
    assert [c["name"] for c in v0["zones"]["look"]["cards"]] == ["Sniper", "Target", "Decoy"]
    assert v1["zones"]["look"]["cards"] is None and v1["zones"]["look"]["count"] == 3
    assert len(g.legal_actions(0)) == 6  # 3 cards to take x 2 orders of the rest
    assert sorted(g.card_inventory()) == list(range(52))
    g2 = copy.deepcopy(g)
    g2.scramble_hidden(1, random.Random(3))
    assert g2.view(1) == v1


def test_every_event_kind_is_common_or_declared() -> None:
    kinds: set[str] = set()
    for seed in range(60):
        g = EspionageGame(seed, 2 + seed % 5)
        rng = random.Random(seed)
        while not g.is_terminal():
            seat = rng.choice(g.active_seats())
            g.apply(rng.choice(g.legal_actions(seat)))
        kinds |= {e.kind for e in g.history}
    assert kinds <= set(COMMON) | EspionageGame.EVENT_KINDS
    assert {"CardPlayed", "GameEnded", "PlayerEliminated"} <= kinds


def test_a_position_may_start_inside_a_reaction_window() -> None:
    g = make(
        {
            "hands": {0: ["Hacker"], 1: ["Target", "Courier"], 2: ["Bodyguard"]},
            "stack": [
                {"kind": "mission", "seat": 0, "card": "Informant", "targets": [1]},
                {"kind": "threat", "seat": 0, "victim": 1, "card": "Target"},
            ],
        },
        seats=3,
    )
    assert g.flow.phase == "window" and g.active_seats() == [0, 1, 2]
    assert g.view(None)["stack"][1]["label"].startswith("Player 2 must discard Target")
    g.apply(Action(2, "react", (cid(g, 2, "Bodyguard"), 2)))
    pass_all(g)
    assert names(g, 1) == ["Courier", "Target"] and not g.eliminated[1]
    assert g.view(0)["seen"]["of"] == 1 and g.result() is None  # then the Informant looked


def test_a_position_may_start_inside_a_prompt() -> None:
    g = make(
        {
            "hands": {0: ["Courier"], 1: ["Bomb", "Police"]},
            "prompt": {"kind": "blackmail", "seat": 1, "target": 0},
        }
    )
    assert g.flow.phase == "choice" and g.active_seats() == [1]
    assert sorted(o.label for o in g.prompt.options) == ["Bomb", "Police"]  # type: ignore[union-attr]
    g.apply(Action(1, "choose", (cid(g, 1, "Bomb"),)))
    assert names(g, 0) == ["Bomb", "Courier"] and g.active_seats() == [0]
    g = make(
        {"hands": {0: ["Courier"]}, "draw": ["Sniper", "Police"], "prompt": {"kind": "detective"}}
    )
    assert g.prompt is not None and g.prompt.kind == "detective" and len(g.look) == 2
    with pytest.raises(TabletopError, match="nothing to choose"):
        make({"hands": {1: ["Bomb"]}, "prompt": {"kind": "assassin", "seat": 0, "target": 1}})


def test_old_notation_still_answers_prompts() -> None:
    g = make({"hands": {0: ["Medic"], 1: ["Police"]}, "discard": ["Target"], "draw": ["Decoy"] * 3})
    play(g, 0, "Medic")
    pass_all(g)
    assert g.prompt is not None and not g.prompt.private  # the discard pile is public
    target = g.names_by_id.index("Target")
    g.apply(f"0:choose {target}")
    assert names(g, 0) == ["Target"]
    assert g.log == [f"0:play {g.discard[-1]}", "0:pass", "1:pass", f"0:choose {target}"]
