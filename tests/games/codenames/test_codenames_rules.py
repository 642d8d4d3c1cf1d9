"""Marvel Codenames rules: set-up, seats, guess limits, turn ends, game end, variants."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from cn_helpers import (
    ASSASSIN_CARD,
    HYDRA_CARDS,
    KEY,
    NEUTRAL_CARDS,
    SHIELD_CARDS,
    WORDS,
    play,
    positioned,
)

from tabletop.engine.errors import IllegalAction, TabletopError
from tabletop.engine.game import new_game
from tabletop.games.codenames import data
from tabletop.games.codenames.rules import CodenamesGame


def _game(seed: int = 0, seats: int = 4, **options: object) -> CodenamesGame:
    g = new_game("codenames", seed, seats, dict(options))
    assert isinstance(g, CodenamesGame)
    return g


def refused(g: CodenamesGame, action: str) -> str:
    h = g.state_hash()
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert g.state_hash() == h
    return str(e.value)


# ---------------------------------------------------------------- cards and set-up
def test_200_assets_with_every_rulebook_asset() -> None:
    words = {a.word for a in data.assets()}
    assert len(words) == 200
    for w in ("LOCKJAW", "FEMALE THOR", "SCORPION", "RHINO", "GHOST RIDER",
              "GHOST RIDER'S CHAIN", "BLACK WIDOW", "SHE-HULK", "CAPTAIN AMERICA", "HULK"):  # fmt: skip
        assert w in words
    assert set(data.tags()) == words  # every asset has bot tags


def test_40_fixed_keys_are_valid_and_reproducible() -> None:
    keys = data.fixed_keys()
    assert len(keys) == 40
    assert sorted(k.starting for k in keys).count("hydra") == 20
    for k in keys:
        assert data.key_problem(k.cells, k.starting) is None
    # tools/make_codenames_keys.py regenerates the same file from its seed (read by its path:
    # run alone, this test's ``tools`` would be tests/tools)
    import importlib.util  # noqa: PLC0415

    tool = Path(__file__).resolve().parents[3] / "tools" / "make_codenames_keys.py"
    spec = importlib.util.spec_from_file_location("make_codenames_keys", tool)
    assert spec is not None and spec.loader is not None
    keys_tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(keys_tool)
    SEED = keys_tool.SEED

    rnd = random.Random(SEED)
    starts = ["hydra", "shield"] * 20
    rnd.shuffle(starts)
    again = [data.generate_key(rnd, s, i + 1) for i, s in enumerate(starts)]
    assert [k.cells for k in again] == [k.cells for k in keys]
    shipped = json.loads((data.DATA / "keys.json").read_text())
    assert shipped["keys"][0]["rows"] == keys[0].rows()


@pytest.mark.parametrize("key", ["deck", "random", 7])
def test_setup_25_cards_and_a_valid_key(key: object) -> None:
    for seed in range(5):
        g = _game(seed, key=key)
        assert len(set(g.grid)) == 25 and len(g.box) == 175
        assert data.key_problem(g.key, g.starting) is None
        assert g.turn_team == g.starting and g.phase == "clue"
        # 8 covers per team + the Double Agent as the starting team's 9th
        assert len(g.piles[g.starting]) == 9 and 16 in g.piles[g.starting]
        assert len(g.piles[data.other(g.starting)]) == 8
        assert len(g.piles["neutral"]) == 7 and g.piles["assassin"] == [24]
    assert _game(0, key=7).key == list(data.fixed_keys()[6].cells)


def test_double_agent_is_the_ninth_cover_and_gauntlet_the_last_neutral() -> None:
    g = positioned()
    assert g.piles["hydra"][0] == 16 and g.piles["neutral"][0] == 23


# ---------------------------------------------------------------- seats
def test_seat_layouts() -> None:
    std = _game(seats=6)
    assert std.variant == "standard"
    assert [(r.team, r.director) for r in std.roles] == [
        ("hydra", True), ("hydra", False), ("shield", True), ("shield", False),
        ("hydra", False), ("shield", False),
    ]  # fmt: skip
    coop = _game(seats=3, variant="co-op")
    assert [r.director for r in coop.roles] == [True, False, False]
    assert {r.team for r in coop.roles} == {coop.starting}
    three = _game(seats=3)
    assert three.variant == "three-player"
    assert [(r.team, r.director) for r in three.roles] == [
        ("hydra", True), ("shield", True), (None, False),
    ]  # fmt: skip
    assert _game(seats=2).variant == "co-op"
    with pytest.raises(TabletopError):
        _game(seats=3, variant="standard")
    with pytest.raises(TabletopError):
        _game(seats=4, variant="three-player")


def test_several_agents_may_guess() -> None:
    g = positioned(seats=6)
    play(g, "0:clue GAMMA 2")
    assert g.active_seats() == [1, 4]
    play(g, "4:guess 9")
    assert g.word(9) == "HULK" and g.covers[9] is not None


# ---------------------------------------------------------------- clues and guesses
def test_clue_event_text_and_view() -> None:
    g = positioned()
    ev = play(g, "0:clue gamma 2")
    assert ev[0]["text"] == "HYDRA's Director: GAMMA 2"
    v = g.view(1)
    assert v["clue"] == {"word": "GAMMA", "number": 2, "guesses_made": 0, "guesses_left": 3}
    ev = play(g, "1:guess 9")
    assert ev[0]["text"] == "HYDRA Agent covered HULK: HYDRA agent."


def test_clue_validation_through_the_engine() -> None:
    g = positioned()
    assert "one word" in refused(g, '0:clue "ICE CREAM" 2')
    assert "one word" in refused(g, "0:clue TEAM-UP 2")
    assert "on the board" in refused(g, "0:clue HULK 1")
    assert "1 or more" in refused(g, "0:clue GAMMA 0")
    assert "Unlimited" in refused(g, "0:clue GAMMA unlimited")
    assert "at most 9" in refused(g, "0:clue GAMMA 10")
    assert "one word and one number" in refused(g, "0:clue GAMMA")
    assert "not S.H.I.E.L.D. Director's move" in refused(g, "2:clue GAMMA 1")
    assert "no 'dance' move" in refused(g, "0:dance")  # the core's sentence
    play(g, "0:clue CHAIN 1")  # a part of GHOST RIDER'S CHAIN: allowed (rulebook example)


def test_experts_variant_through_the_engine() -> None:
    g = positioned(experts="on")
    assert "Experts" in refused(g, "0:clue CHAIN 2")
    assert "Experts" in refused(g, "0:clue FEMALE 3")
    play(g, "0:clue ANIMAL 3")


def test_must_guess_once_and_at_most_number_plus_one() -> None:
    g = positioned()
    play(g, "0:clue GAMMA 2")
    assert "at least once" in refused(g, "1:stop")
    play(g, "1:guess 1", "1:guess 2")
    assert g.phase == "guess" and g.clue is not None and g.clue["guesses_left"] == 1
    play(g, "1:guess 6")  # the extra guess: number + 1
    assert g.turn_team == "shield" and g.phase == "clue"
    assert g.history[-1]["ended"] == "limit"
    assert "not S.H.I.E.L.D. Agent's move" in refused(g, "3:guess 7")


def test_stop_after_a_guess_ends_the_turn() -> None:
    g = positioned()
    play(g, "0:clue GAMMA 2", "1:guess 9", "1:stop")
    assert g.turn_team == "shield" and g.phase == "clue"


@pytest.mark.parametrize("card,kind", [(SHIELD_CARDS[0], "shield"), (NEUTRAL_CARDS[0], "neutral")])
def test_rival_or_neutral_card_ends_the_turn(card: int, kind: str) -> None:
    g = positioned()
    ev = play(g, "0:clue GAMMA 3", f"1:guess {card}")
    assert ev[1]["data"]["card"] == kind and g.turn_team == "shield" and g.phase == "clue"
    assert g.view(None)["grid"][card]["cover"]["card"] == kind


def test_covered_card_cannot_be_guessed_again() -> None:
    g = positioned()
    play(g, "0:clue GAMMA 3", "1:guess 9")
    assert "already covered" in refused(g, "1:guess 9")
    assert "0 to 24" in refused(g, "1:guess 25")


def test_assassin_ends_the_game_and_the_rival_wins() -> None:
    g = positioned()
    ev = play(g, "0:clue GAMMA 1", f"1:guess {ASSASSIN_CARD}")
    res = g.result()
    assert res is not None and res.winners == (2, 3) and g.end_reason == "assassin"
    assert (
        "assassin" in ev[-1]["text"]
        and g.view(None)["grid"][ASSASSIN_CARD]["cover"]["name"] == "Thanos"
    )
    assert g.legal_actions(0) == [] and g.legal_actions(2) == []


def test_win_on_the_rival_teams_turn() -> None:
    g = positioned()
    g.set_position({"words": WORDS, "key": KEY, "starting": "hydra",
                    "covered": [WORDS[i] for i in SHIELD_CARDS[:7]]})  # fmt: skip
    assert g.left("shield") == 1
    play(g, "0:clue GAMMA 2", f"1:guess {SHIELD_CARDS[7]}")  # HYDRA finds S.H.I.E.L.D.'s last
    res = g.result()
    assert res is not None and res.winners == (2, 3) and g.winner == "shield"
    assert g.end_reason == "all_found"


def test_own_last_card_wins() -> None:
    g = positioned()
    g.set_position({"words": WORDS, "key": KEY, "starting": "hydra",
                    "covered": [WORDS[i] for i in HYDRA_CARDS[:8]]})  # fmt: skip
    play(g, "0:clue GAMMA 1", f"1:guess {HYDRA_CARDS[8]}")
    res = g.result()
    assert res is not None and res.winners == (0, 1) and res.scores == {0: 1, 1: 1, 2: 0, 3: 0}


# ---------------------------------------------------------------- variants
def test_unlimited_and_zero_clues_have_no_limit() -> None:
    for number in ("0", "unlimited"):
        g = positioned(clues="unlimited-zero")
        play(g, f"0:clue FURRY {number}")
        assert g.clue is not None and g.clue["guesses_left"] is None
        assert "at least once" in refused(g, "1:stop")
        for i in HYDRA_CARDS[:6]:
            play(g, f"1:guess {i}")
        assert g.phase == "guess" and g.turn_team == "hydra"
        play(g, "1:stop")
        assert g.turn_team == "shield"
    g = positioned(clues="zero")
    assert "Unlimited" in refused(g, "0:clue FURRY unlimited")
    g = positioned(clues="unlimited")
    assert "Zero" in refused(g, "0:clue FEATHERS 0")
    ev = play(g, "0:clue FURRY unlimited")
    assert ev[0]["text"] == "HYDRA's Director: FURRY UNLIMITED"


def test_infinity_gauntlet_seventh_neutral_loses() -> None:
    for gauntlet in ("on", "off"):
        g = positioned(gauntlet=gauntlet)
        g.set_position({"words": WORDS, "key": KEY, "starting": "hydra",
                        "covered": [WORDS[i] for i in NEUTRAL_CARDS[:6]]})  # fmt: skip
        play(g, "0:clue GAMMA 1", f"1:guess {NEUTRAL_CARDS[6]}")
        if gauntlet == "on":
            res = g.result()
            assert res is not None and g.winner == "shield" and g.end_reason == "gauntlet"
            assert g.view(1)["grid"][NEUTRAL_CARDS[6]]["cover"]["name"] == "Infinity Gauntlet"
        else:
            assert g.result() is None and g.turn_team == "shield"


def test_coop_simulated_rival_and_score() -> None:
    g = positioned(seats=2)
    assert g.variant == "co-op" and g.player_team == "hydra"
    play(g, "0:clue GAMMA 2", "1:guess 9", "1:stop")
    assert g.phase == "rival" and g.active_seats() == [0]
    assert "not a S.H.I.E.L.D. card" in refused(g, f"0:cover {HYDRA_CARDS[1]}")
    assert {a.args[0] for a in g.legal_actions(0)} == set(SHIELD_CARDS)
    ev = play(g, f"0:cover {SHIELD_CARDS[0]}")
    assert "simulated" in ev[0]["text"] and g.phase == "clue" and g.turn_team == "hydra"
    # the players find their other 8 cards with one clue (at most 9 + 1 guesses)
    play(g, "0:clue GAMMA 8")
    for i in [c for c in HYDRA_CARDS if c != 9]:
        play(g, f"1:guess {i}")
    res = g.result()
    assert res is not None and res.winners == (0, 1) and res.scores == {0: 7.0, 1: 7.0}
    v = g.view(1)
    assert v["rating"] is not None and v["key"] is not None  # full key for all at the end


def test_coop_loses_when_all_rival_cards_are_covered() -> None:
    g = positioned(seats=2)
    g.set_position({"words": WORDS, "key": KEY, "starting": "hydra",
                    "covered": [WORDS[i] for i in SHIELD_CARDS[:7]]})  # fmt: skip
    play(g, "0:clue GAMMA 1", "1:guess 9", "1:stop", f"0:cover {SHIELD_CARDS[7]}")
    res = g.result()
    assert res is not None and res.winners == () and g.winner == "shield"


def test_three_player_one_guesser_for_both() -> None:
    g = positioned(seats=3)
    play(g, "0:clue GAMMA 1")
    assert g.active_seats() == [2]
    play(g, "2:guess 9", "2:stop", "1:clue CHAIN 2")
    assert g.active_seats() == [2]
    play(g, f"2:guess {ASSASSIN_CARD}")
    res = g.result()
    assert res is not None and res.winners == (0,)  # the winning Director only


def test_asking_the_rival_about_a_doubtful_clue() -> None:
    g = positioned(approve="on")
    ev = play(g, "0:clue TEAM-UP 2")
    assert g.phase == "approve" and g.active_seats() == [2]
    assert "TEAM-UP" not in ev[0]["text"]  # asked secretly
    assert g.view(2)["pending_clue"] == {"word": "TEAM-UP", "number": 2}
    assert g.view(1)["pending_clue"] is None and g.view(None)["pending_clue"] is None
    play(g, "2:refuse")
    assert g.phase == "clue" and g.active_seats() == [0]
    assert "one word" in refused(g, "0:clue SIDE-KICK 2")  # one question per turn
    play(g, "0:clue GAMMA 2", "1:guess 9", "1:stop", "2:clue ICE-CREAM 1", "0:allow")
    assert g.clue is not None and g.clue["word"] == "ICE-CREAM" and g.active_seats() == [3]
    # no rival Director in co-op: doubtful clues stay refused
    assert "one word" in refused(positioned(seats=2, approve="on"), "0:clue TEAM-UP 2")


def test_pictures_option_is_in_the_view() -> None:
    assert positioned(pictures="pictures").view(1)["pictures"] is True
    assert positioned().view(1)["pictures"] is False


def test_set_position_errors_are_readable() -> None:
    g = positioned()
    with pytest.raises(TabletopError, match="not asset words"):
        g.set_position({"words": ["NOBODY"] + WORDS[1:], "key": KEY, "starting": "hydra"})
    with pytest.raises(TabletopError, match="9 squares"):
        g.set_position({"words": WORDS, "key": KEY, "starting": "shield"})
