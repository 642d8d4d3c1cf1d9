"""Austin Powers on the shared core: effects checked at load, the rule corrections (single
Slugfest entrant, no turn limit), prompts, refusals, scenario positions and event kinds."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.engine.errors import CardDataError, IllegalAction, TabletopError
from tabletop.engine.events import COMMON, valid_kind
from tabletop.engine.game import new_game
from tabletop.engine.view import HEADER_KEYS
from tabletop.games.austin import effects as fx
from tabletop.games.austin.cards import CARDS, EFFECT_FIELDS, _load
from tabletop.games.austin.rules import AustinGame

AUSTIN = "Austin Powers, International Man of Mystery"

CARD = """
[[card]]
name = "Goldmember"
kind = "agent"
side = "evil"
rarity = "rare"
dot = "red"
score = 10
sex = "male"
role = "assassin"
vibes = ["creepy"]
{effect}
text = "Ish dat a dagger?"
"""


def game(seats: list[dict], current: int = 0, actions: int = 2, **extra: object) -> AustinGame:
    g = new_game("austin", 1, len(seats))
    assert isinstance(g, AustinGame)
    g.set_position({"current": current, "actions": actions, "seats": seats, **extra})
    return g


# ------------------------------------------------------------------------------ effects
def test_unknown_effect_verb_fails_at_load_naming_file_card_and_field(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text(CARD.format(effect='effect = { verb = "draw_cardz", n = 2 }'))
    with pytest.raises(CardDataError) as e:
        _load(path)
    msg = str(e.value)
    assert str(path) in msg and "'Goldmember'" in msg and "'effect'" in msg
    assert "unknown effect verb 'draw_cardz'" in msg


@pytest.mark.parametrize(
    "line,problem",
    [
        ('vibe_effect = { verb = "draw", m = 2 }', "has no parameter 'm'"),
        ('use = { verb = "discard_agent" }', "needs parameter 'worth_at_most'"),
        ('free_effect = { verb = "recover", kind = "swinger" }', "expected one of agent, bone"),
        ('effect = { verb = "draw", n = "two" }', "should be int"),
    ],
)
def test_bad_effect_parameters_fail_at_load(tmp_path: Path, line: str, problem: str) -> None:
    path = tmp_path / "cards.toml"
    path.write_text(CARD.format(effect=line))
    with pytest.raises(CardDataError, match=problem) as e:
        _load(path)
    assert "'Goldmember'" in str(e.value) and str(path) in str(e.value)


def test_every_card_effect_names_a_registered_verb() -> None:
    used = {v for d in CARDS.values() for f in EFFECT_FIELDS for v, _ in getattr(d, f)}
    assert used <= set(fx.EFFECTS.verbs())
    assert used == set(fx.EFFECTS.verbs())  # and no verb is dead code
    assert fx.target_kind(CARDS["Judo Chop!"].vibe_effect) == "agent"
    assert fx.target_kind(CARDS["Mojo Extractor"].vibe_effect) == "seat"
    assert fx.target_kind(CARDS["Bastard Bagpipes"].use) == "scored"
    assert fx.target_kind(CARDS["Shaguar"].vibe_effect) is None


def test_mojo_extractor_and_time_travel_portal_effects() -> None:
    g = game(
        [
            {
                "side": "good",
                "table": ["Felicity Shagwell", "Basil Exposition"],
                "hand": ["Time-Travel Portal"],
                "discard": ["Shagette", "Zip It!"],
            },
            {"side": "evil", "score": ["Fembot", "Mini-Me"]},
        ]
    )
    g.apply(f"0:swing {g.find('Time-Travel Portal')} vibe")
    # the top Agent of the discard pile comes back, and one extra action (2 - 1 + 1)
    assert "Shagette" in [g.names[c] for c in g.hand[0]] and g.actions == 2
    g2 = game(
        [
            {
                "side": "evil",
                "table": ["Frau Farbissina, LPGA Cruiser"],
                "hand": ["Mojo Extractor"],
            },
            {"side": "good", "score": [AUSTIN, "Shagette"]},
            {"side": "evil"},
        ]
    )
    mx = g2.find("Mojo Extractor")
    targets = [a.args[2] for a in g2.legal_actions(0) if a.args[:2] == (mx, "vibe")]
    assert targets == [1]  # only seats with a score pile
    g2.apply(f"0:swing {mx} vibe 1")
    assert [g2.names[c] for c in g2.score[1]] == [AUSTIN]
    assert [g2.names[c] for c in g2.discard[1]] == ["Shagette"]


# ------------------------------------------------------------------------------ corrections
def test_single_slugfest_entrant_fights_and_scores_with_a_bone() -> None:
    """Rule correction: the rulebook sets no minimum number of entrants."""
    g = game(
        [
            {"side": "evil", "table": ["Mustafa", "Fat Bastard"], "hand": ["Slugfest", "Zip It!"]},
            {"side": "good", "table": ["Shagette"]},  # no Assassin: does not enter
        ]
    )
    g.apply(f"0:brawl {g.find('Slugfest')}")
    g.apply(f"0:brawler {g.find('Fat Bastard')}")
    assert g.flow.phase == "slugfest" and g.active_seats() == [0]
    assert {a.verb for a in g.legal_actions(0)} == {"bone", "drop"}
    g.apply(f"0:bone {g.find('Zip It!', 0, 'hand')}")
    assert g.flow.phase == "main"
    assert [g.names[c] for c in g.score[0]] == ["Fat Bastard", "Zip It!"]
    assert [g.names[c] for c in g.table[0]] == ["Mustafa"]
    assert [g.names[c] for c in g.discard[0]] == ["Slugfest"]


def test_single_slugfest_entrant_who_drops_scores_nothing_and_nobody_fizzles() -> None:
    g = game(
        [
            {"side": "evil", "table": ["Mustafa"], "hand": ["Slugfest", "Springin' Shindig"]},
            {"side": "good"},
        ]
    )
    g.apply(f"0:brawl {g.find('Slugfest')}")
    assert g.active_seats() == [0]  # Mustafa enters alone
    kinds = [e.kind for e in g.apply("0:drop")]
    assert "SlugfestDrawn" in kinds and g.flow.phase == "main" and not g.score[0]
    assert [g.names[c] for c in g.table[0]] == ["Mustafa"]
    g.table[0].clear()
    kinds = [e.kind for e in g.apply(f"0:brawl {g.find('Springin' + chr(39) + ' Shindig')}")]
    assert "SlugfestFizzled" in kinds and g.flow.phase == "main"


def test_no_turn_limit_in_a_played_game() -> None:
    """Rule correction: only a score of 100 ends the game (simulations stop at MAX_ACTIONS)."""
    g = game([{"side": "good", "deck": ["Shagette"] * 6}, {"side": "evil"}], turn=5000)
    for _ in range(4):
        g.apply(f"{g.current}:end")
        g.apply(f"{g.current}:even_up")
    assert g.turn == 5004 and not g.is_terminal() and g.result() is None
    assert g.active_seats() == [0] and g.flow.phase == "main"
    assert not hasattr(g, "time_called")


def test_random_games_end_by_score_within_the_simulation_bound() -> None:
    for seed, seats in ((0, 2), (1, 3), (2, 6)):
        g = new_game("austin", seed, seats)
        rng = random.Random(seed)
        steps = 0
        while not g.is_terminal():
            s = g.active_seats()[0]
            g.apply(rng.choice(g.legal_actions(s)))
            steps += 1
            assert steps < g.MAX_ACTIONS
        res = g.result()
        assert res is not None and max(res.scores.values()) >= 100


# ------------------------------------------------------------------------------ prompts
def test_evening_up_is_a_prompt_per_seat_clockwise() -> None:
    g = game(
        [
            {"side": "good", "hand": ["Shagette"] * 6},
            {"side": "evil", "hand": ["Fembot"] * 7},
            {"side": "good", "hand": ["Shagette"] * 8},
        ],
        current=1,
    )
    g.apply("1:end")
    g.apply("1:even_up")
    assert g.flow.phase == "evenup" and g.prompt is not None and g.prompt.kind == "discard"
    assert g.active_seats() == [1] and g.prompt.private
    v0, v1 = g.view(0), g.view(1)
    assert v0["prompt"]["options"] is None  # the hand stays hidden from the others
    assert [o["card"] for o in v1["prompt"]["options"]] == g.hand[1]
    with pytest.raises(IllegalAction, match="not one of the choices"):
        g.apply(f"1:discard {g.hand[2][0]}")
    g.apply(f"1:discard {g.hand[1][0]}")
    assert g.active_seats() == [2]
    g.apply(f"2:discard {g.hand[2][0]}")
    assert g.active_seats() == [2] and "1 to discard" in g.prompt.text
    g.apply(f"2:discard {g.hand[2][0]}")
    assert g.prompt is None and g.current == 2 and g.flow.phase == "main"


def test_happening_tie_is_a_prompt() -> None:
    g = game(
        [
            {"side": "good", "hand": ["Groovy Love-In"]},
            {"side": "evil", "hand": ["Zip It!"]},
            {"side": "good", "hand": ["Zip It!"]},
        ]
    )
    g.apply(f"0:happening {g.find('Groovy Love-In')}")
    assert g.flow.phase == "happening" and g.prompt is None
    assert g.view(0)["happening"]["card"]["name"] == "Groovy Love-In"
    assert g.view(1)["zones"]["happening"]["cards"] is None  # face down for the others
    events = g.apply("0:happening_order 1 2 tied 2")
    # everyone tied for last: nobody pressed, and the log says so (no "first to last")
    said = [e.text for e in events if e.kind == "GestureRaced"][-1]
    assert said == (
        "Nobody mimicked the gesture first: Player 2 (Evil) and Player 3 (Good) tied for last."
    )
    p = g.view(1)["prompt"]
    assert p["kind"] == "happening_target" and [o["value"] for o in p["options"]] == [1, 2]
    assert [o["label"] for o in p["options"]] == ["Player 2 (Evil)", "Player 3 (Good)"]
    with pytest.raises(IllegalAction, match="First make the pending choice"):
        g.apply("0:end")
    g.apply("0:happening_target 2")
    assert g.prompt is None and g.flow.phase == "main" and not g.hand[2]


def _happening_for(n: int) -> AustinGame:
    sides = ["good", "evil", "good", "evil"]
    seats: list[dict] = [{"side": sides[i], "hand": ["Zip It!"]} for i in range(n)]
    seats[0]["hand"] = ["Groovy Love-In"]
    g = game(seats)
    g.apply(f"0:happening {g.find('Groovy Love-In')}")
    return g


def test_a_player_who_never_copies_the_gesture_is_named_apart_and_is_last() -> None:
    """A new player (2026-11-26) never pressed in a Happening race, yet the log said
    "Mimicked the gesture, first to last: Computer 3, Ann": only those who copied it are named
    as copying, first to last; one who did not is named apart and is the last (the target)."""
    g = _happening_for(3)
    events = g.apply("0:happening_order 2 1 missed 1")
    said = [e.text for e in events if e.kind == "GestureRaced"]
    assert said == ["Mimicked the gesture: Player 3 (Good). Player 2 (Evil) did not copy it: last."]
    revealed = [e for e in events if e.kind == "CardRevealed"]
    assert revealed[0].data["target"] == 1 and not g.hand[1] and g.hand[2]
    assert g.prompt is None and g.flow.phase == "main"


def test_two_players_who_never_copy_tie_for_last_and_the_player_chooses() -> None:
    g = _happening_for(4)
    # "missed 2" alone: the two who did not copy tie for last
    events = g.apply("0:happening_order 2 1 3 missed 2")
    said = [e.text for e in events if e.kind == "GestureRaced"]
    assert said == [
        "Mimicked the gesture: Player 3 (Good). "
        "Player 2 (Evil) and Player 4 (Evil) did not copy it: tied for last."
    ]
    p = g.view(0)["prompt"]
    assert p["kind"] == "happening_target" and [o["value"] for o in p["options"]] == [1, 3]
    g.apply("0:happening_target 3")
    assert not g.hand[3] and g.hand[1] and g.hand[2]


def test_copiers_are_named_first_to_last_and_nobody_copying_is_said() -> None:
    g = _happening_for(4)
    events = g.apply("0:happening_order 3 2 1 missed 1")
    said = [e.text for e in events if e.kind == "GestureRaced"]
    assert said == [
        "Mimicked the gesture, first to last: Player 4 (Evil), Player 3 (Good). "
        "Player 2 (Evil) did not copy it: last."
    ]
    g = _happening_for(3)
    events = g.apply("0:happening_order 1 2 tied 2 missed 2")
    said = [e.text for e in events if e.kind == "GestureRaced"]
    assert said == ["Nobody copied the gesture: Player 2 (Evil) and Player 3 (Good) tied for last."]
    assert g.view(0)["prompt"]["kind"] == "happening_target"


def test_a_report_whose_non_copiers_are_not_all_last_is_refused() -> None:
    g = _happening_for(4)
    with pytest.raises(IllegalAction, match="did not copy the gesture tie for last"):
        g.apply("0:happening_order 1 2 3 tied 1 missed 2")
    with pytest.raises(IllegalAction, match="how many players"):
        g.apply("0:happening_order 1 2 3 missed x")
    assert g.flow.phase == "happening"


# ------------------------------------------------------------------------------ refusals
def test_refusals_say_what_is_possible_now() -> None:
    g = game(
        [
            {"side": "good", "table": [AUSTIN], "hand": ["Shagette"]},
            {"side": "evil", "table": ["Fembot"]},
        ]
    )
    with pytest.raises(IllegalAction, match="Help is asked for during an attempt; now it is"):
        g.apply("0:help")
    g.apply(f"0:attempt {g.find(AUSTIN)} {g.find('Fembot')}")
    with pytest.raises(IllegalAction) as e:
        g.apply(f"1:agent {g.find('Shagette')}")
    assert str(e.value) == (
        "Agents are played during the main phase of a turn; now it is an attempt: play a "
        "Frickin' Bone on your Agent or give up."  # two players: nobody to ask for help
    )
    g2 = game([{"side": "good", "hand": ["Shagette"] * 3}, {"side": "evil"}], actions=0)
    with pytest.raises(IllegalAction, match="used your actions"):
        g2.apply(f"0:agent {g2.hand[0][0]}")


# ------------------------------------------------------------------------------ positions
def test_position_rejects_unknown_keys_anywhere() -> None:
    with pytest.raises(TabletopError, match="position: unknown key 'acts'"):
        game([{}, {}], acts=2)
    g = new_game("austin", 1, 2)
    with pytest.raises(TabletopError, match="position: unknown key 'hands' in seat 1"):
        g.set_position({"seats": [{}, {"hands": []}]})


def test_position_may_start_inside_an_attempt_a_window_or_evening_up() -> None:
    g = game(
        [
            {"side": "good", "table": [AUSTIN]},
            {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"]},
        ],
        attempt=[0, 2],  # ids: Austin 0, then seat 1 hand (Zip It! 1) and table (Fembot 2)
    )
    assert g.flow.at == "bones" and g.active_seats() == [1] and g.actions == 2
    g.apply("1:give_up")
    assert [g.names[c] for c in g.score[0]] == [AUSTIN]
    g = game([{"side": "good"}, {"side": "evil", "hand": ["Rocket Launch Technician"]}], ships=True)
    assert g.flow.phase == "ships" and g.active_seats() == [1]
    g.apply("1:ship 0")
    assert g.flow.phase == "main" and g.ship_free
    g = game([{"side": "good", "hand": ["Shagette"] * 7}, {"side": "evil"}], even_up=True)
    assert g.prompt is not None and g.prompt.kind == "discard" and g.active_seats() == [0]
    with pytest.raises(TabletopError, match="attempt"):
        game([{"side": "good", "table": [AUSTIN]}, {"side": "evil"}], attempt=[0, 5])


# ------------------------------------------------------------------------------ view, events
def test_seat_view_has_the_common_header_and_own_keys_apart() -> None:
    g = new_game("austin", 4, 3)
    v = g.view(2)
    assert all(k in v for k in HEADER_KEYS)
    own = g.own_view(2)
    assert not set(own) & set(HEADER_KEYS)
    assert v["zones"]["hand/2"]["count"] == 6 and v["zones"]["box"]["count"] == 0


def test_every_event_kind_is_declared() -> None:
    kinds: set[str] = set()
    for seed, seats in ((0, 2), (3, 4), (5, 6)):
        g = new_game("austin", seed, seats, {"gestures": "auto" if seed == 3 else "measured"})
        rng = random.Random(seed)
        while not g.is_terminal():
            s = g.active_seats()[0]
            kinds |= {e.kind for e in g.apply(rng.choice(g.legal_actions(s)))}
    assert kinds <= set(COMMON) | g.EVENT_KINDS
    assert all(valid_kind(k) for k in g.EVENT_KINDS)
    assert {"CardDrawn", "BoneThrown", "TurnEnded", "GameEnded"} <= kinds


def test_the_two_entrant_reading_is_an_option_and_old_saves_keep_it() -> None:
    import json
    from pathlib import Path

    from tabletop.room.session import Session

    assert AustinGame.LEGACY_OPTIONS[1] == {"slugfest": "two-or-more"}
    path = Path(__file__).parents[2] / "compat" / "v1" / "austin-2p-seed1.json"
    save = json.loads(path.read_text())["save"]
    old = Session.from_save_data(save, "old save")
    assert old.options["slugfest"] == "two-or-more" and old.log == save["log"]
    # after action 40 a Slugfest has a single entrant: it fizzled then, it is fought now
    before = Session.from_save_data({**save, "log": save["log"][:41]}, "old save")
    new = Session.from_save_data({**save, "rules": 2, "log": save["log"][:41]}, "new save")
    assert new.options["slugfest"] == "rulebook"
    assert {a.verb for a in new.game.legal_actions(0)} == {"bone", "drop"}
    assert "bone" not in {a.verb for s in range(2) for a in before.game.legal_actions(s)}
