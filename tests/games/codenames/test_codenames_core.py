"""Marvel Codenames on the shared core: flow refusals, the rival's cover prompt, zones and
the key, cover effects from card data, event kinds, scenario positions, cached clue legality."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from cn_helpers import ASSASSIN_CARD, HYDRA_CARDS, KEY, SHIELD_CARDS, WORDS, play, positioned

from tabletop.engine import events
from tabletop.engine.actions import Action
from tabletop.engine.errors import CardDataError, IllegalAction, TabletopError
from tabletop.engine.game import new_game
from tabletop.engine.view import HEADER_KEYS
from tabletop.games.codenames import clues as cl
from tabletop.games.codenames.data import parse_rows, tags
from tabletop.games.codenames.effects import COVERS_FILE, covers, load_covers
from tabletop.games.codenames.rules import CodenamesGame
from tabletop.games.codenames.rules import legality as lg
from tabletop.games.codenames.rules.state import COMMON_WORDS


def refused(g: CodenamesGame, action: str) -> str:
    h = g.state_hash()
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert g.state_hash() == h
    return str(e.value)


# ---------------------------------------------------------------- flow
def test_a_move_outside_its_phase_says_what_is_possible_now() -> None:
    g = positioned()
    assert refused(g, "0:cover 3") == (
        "Cards are covered for the simulated rival during the simulated rival's turn; now it "
        "is the Director's clue: give a clue: one word and a number."
    )
    play(g, "0:clue GAMMA 2")
    assert g.phase == "guess" and g.phase_now().label == "the Agents' guesses"
    assert refused(g, "1:allow").startswith("Doubtful clues are allowed during the rival")
    assert "touch a card to guess, or end your turn" in refused(g, "1:clue GAMMA 1")


def test_phases_and_who_acts() -> None:
    g = positioned(seats=6, approve="on")
    assert (g.phase, g.active_seats(), g.current_seat()) == ("clue", [0], 0)
    play(g, "0:clue TEAM-UP 2")
    assert (g.phase, g.active_seats()) == ("approve", [2])
    play(g, "2:allow")
    assert (g.phase, g.active_seats()) == ("guess", [1, 4])
    play(g, f"1:guess {SHIELD_CARDS[0]}")
    assert (g.phase, g.active_seats(), g.current_seat()) == ("clue", [2], 2)
    play(g, "2:clue GAMMA 1", f"3:guess {ASSASSIN_CARD}")
    assert g.phase == "over" and g.active_seats() == [] and g.legal_actions(0) == []


# ---------------------------------------------------------------- the rival's cover prompt
def test_the_simulated_rivals_cover_is_a_private_prompt() -> None:
    g = positioned(seats=3, variant="co-op")
    play(g, "0:clue GAMMA 1", "1:guess 9", "1:stop")
    assert g.phase == "rival" and g.prompt is not None
    director, agent = g.view(0)["prompt"], g.view(1)["prompt"]
    assert (
        director["text"]
        == agent["text"]
        == ("Cover one S.H.I.E.L.D. card for the simulated rival.")
    )
    assert [o["value"] for o in director["options"]] == SHIELD_CARDS
    assert [o["label"] for o in director["options"]] == [WORDS[i] for i in SHIELD_CARDS]
    assert agent["options"] is None and g.view(None)["prompt"]["options"] is None
    assert g.legal_actions(0) == [Action(0, "cover", (i,)) for i in SHIELD_CARDS]
    assert "not a S.H.I.E.L.D. card" in refused(g, f"0:cover {HYDRA_CARDS[1]}")
    play(g, f"0:cover {SHIELD_CARDS[2]}")
    assert g.prompt is None and g.phase == "clue" and g.covers[SHIELD_CARDS[2]] is not None


# ---------------------------------------------------------------- zones and the key
def test_key_squares_are_seen_by_directors_covered_ones_by_all() -> None:
    g = positioned()
    inventory = g.card_inventory()
    assert len(inventory) == 25 + 175 + 25 + 25  # grid, box, key squares, covers
    play(g, "0:clue GAMMA 3", "1:guess 9")
    director, agent = g.view(0)["zones"], g.view(1)["zones"]
    assert [c["square"] for c in director["key"]["cards"]] == g.key
    shown = [c for c in agent["key"]["cards"] if c is not None]
    assert len(shown) == 1 and agent["key"]["cards"][9]["square"] == "hydra"
    assert agent["box"] == {"count": 175, "cards": None, "kind": "box", "owner": None}
    assert [c["word"] for c in agent["grid"]["cards"]] == WORDS
    assert agent["placed"]["cards"][0]["name"] == "HYDRA"
    assert g.card_inventory() == inventory
    play(g, f"1:guess {ASSASSIN_CARD}")
    assert [c["square"] for c in g.view(1)["zones"]["key"]["cards"]] == g.key
    assert g.view(None)["key"] == g.key


def test_scrambling_for_an_agent_moves_only_uncovered_squares() -> None:
    g = positioned()
    play(g, "0:clue GAMMA 3", "1:guess 9")
    before = g.view(1)
    g.scramble_hidden(1, random.Random(3))
    assert g.view(1) == before
    assert g.key[9] == "hydra" and sorted(g.key) == sorted(parse_rows(KEY, "hydra").cells)
    assert g.key == [c["square"] for c in g.view(0)["zones"]["key"]["cards"]]


def test_own_view_keeps_clear_of_the_common_header() -> None:
    g = positioned()
    v = g.view(1)
    assert all(k in v for k in HEADER_KEYS)
    assert not set(g.own_view(1)) & set(HEADER_KEYS)
    assert v["phase"] == "clue" and v["active"] == [0] and v["current"] == 0
    assert [p["name"] for p in v["players"]] == [
        "HYDRA Director", "HYDRA Agent", "S.H.I.E.L.D. Director", "S.H.I.E.L.D. Agent",
    ]  # fmt: skip


# ---------------------------------------------------------------- cover effects
def test_cover_cards_come_from_data_with_their_effects() -> None:
    names = [c.name for c in covers()]
    assert names[16] == "Double Agent" and names[23] == "Infinity Gauntlet"
    assert names[24] == "Thanos" and names[:8] == ["HYDRA"] * 8
    assert covers()[24].effects == (("assassin_found", {}),)
    assert covers()[17].effects == ()  # a neutral cover does nothing by itself


def test_an_unknown_effect_verb_fails_when_the_covers_load(tmp_path: Path) -> None:
    bad = tmp_path / "covers.toml"
    text = COVERS_FILE.read_text().replace('effect = "assassin_found"', 'effect = "explode"')
    bad.write_text(text)
    with pytest.raises(CardDataError) as e:
        load_covers(bad)
    msg = str(e.value)
    assert str(bad) in msg and "'Thanos'" in msg and "'effect'" in msg and "'explode'" in msg
    bad.write_text(
        text.replace('effect = "explode"', 'effect = { verb = "assassin_found", x = 1 }')
    )
    with pytest.raises(CardDataError, match="no parameter 'x'"):
        load_covers(bad)


# ---------------------------------------------------------------- events
def test_every_event_kind_is_declared_and_camel_case() -> None:
    seen: set[str] = set()
    for seats, options in [(2, {}), (3, {}), (4, {"approve": "on", "gauntlet": "on"})]:
        for seed in range(12):
            g = new_game("codenames", seed, seats, options)
            rng = random.Random(seed)
            while not g.is_terminal():
                seat = g.active_seats()[0]
                legal = g.legal_actions(seat)
                seen.update(e.kind for e in g.apply(legal[rng.randrange(len(legal))]))
    assert seen <= set(events.COMMON) | CodenamesGame.EVENT_KINDS
    assert all(events.valid_kind(k) for k in seen)
    assert {"CardCovered", "ClueGiven", "TurnEnded", "GameEnded"} <= seen


def test_game_ended_names_the_winning_seats() -> None:
    g = positioned()
    ev = play(g, "0:clue GAMMA 1", f"1:guess {ASSASSIN_CARD}")
    assert ev[-1]["kind"] == "GameEnded" and ev[-1]["data"]["winners"] == [2, 3]


# ---------------------------------------------------------------- scenario positions
BASE = {"words": WORDS, "key": KEY, "starting": "hydra"}


def test_an_unknown_position_key_is_an_error_naming_it() -> None:
    g = positioned()
    with pytest.raises(TabletopError, match="position: unknown key 'colour'"):
        g.set_position({**BASE, "colour": "red"})
    with pytest.raises(TabletopError, match="position: unknown key in position.clue: 'guess'"):
        g.set_position({**BASE, "clue": {"word": "GAMMA", "number": 2, "guess": 1}})


def test_a_position_may_start_inside_a_turn() -> None:
    g = positioned()
    g.set_position({**BASE, "clue": {"word": "gamma", "number": 2, "guesses": 1}})
    assert g.phase == "guess" and g.active_seats() == [1]
    assert g.clue == {"word": "GAMMA", "number": 2, "guesses_made": 1, "guesses_left": 2}
    play(g, "1:stop")
    assert g.turn_team == "shield"
    with pytest.raises(TabletopError, match="on the board"):
        g.set_position({**BASE, "clue": {"word": "HULK", "number": 1}})
    g = positioned(approve="on")
    g.set_position({**BASE, "pending": {"word": "TEAM-UP", "number": 2}})
    assert g.phase == "approve" and g.active_seats() == [2]
    play(g, "2:allow")
    assert g.clue is not None and g.clue["word"] == "TEAM-UP"
    with pytest.raises(TabletopError, match="approve = on"):
        positioned().set_position({**BASE, "pending": {"word": "TEAM-UP", "number": 2}})


def test_a_coop_position_on_the_rivals_turn_starts_in_the_prompt() -> None:
    g = positioned(seats=2)
    g.set_position({**BASE, "turn_team": "shield"})
    assert g.phase == "rival" and g.prompt is not None and g.prompt.kind == "rival_cover"
    assert g.active_seats() == [0]


# ---------------------------------------------------------------- cached clue legality
def old_sample(g: CodenamesGame) -> list[str]:
    """The clue sample as the engine computed it before the caches (v1)."""
    start = (g.turn * 7) % len(COMMON_WORDS)
    words = [COMMON_WORDS[(start + k) % len(COMMON_WORDS)] for k in range(8)]
    for i in g.uncovered():
        if g.key[i] == g.turn_team:
            w = g.word(i)
            words.extend(tags().get(w, ()))
            words.extend(p for p in cl.name_parts(w) if len(p) >= 3)
    board, experts = g.uncovered_words(), g.options["experts"] == "on"
    out: list[str] = []
    for w in words:
        if w not in out and cl.clue_problem(w, board, experts) is None:
            out.append(w)
    return out


@pytest.mark.parametrize("experts", ["off", "on"])
def test_cached_clue_judgement_agrees_with_the_validator(experts: str) -> None:
    """The clue sample and why_clue use cached answers; they must be clue_problem's."""
    assert lg.sample_words(-1, experts == "on") == COMMON_WORDS  # all one word of letters
    vocab = list(COMMON_WORDS) + ["CHAIN", "FEMALE", "IRONCLAD", "RIDE", "SPIDERMAN", "HUMAN"]
    for seed in range(6):
        g = new_game("codenames", seed, 4, {"experts": experts, "approve": "on"})
        assert isinstance(g, CodenamesGame)
        rng = random.Random(seed)
        while not g.is_terminal():
            if g.phase == "clue":
                board = g.uncovered_words()
                ask = g.approve_available()
                words = vocab + [p for w in board for p in cl.name_parts(w)]
                for w in words + ["TEAM-UP", "SIDE KICK", "X1"]:
                    want = cl.clue_problem(w, board, experts == "on", allow_doubtful=ask)
                    assert g.why_clue(Action(g.current_seat(), "clue", (w, 1))) == want, w
                sample = g.clue_words()
                assert sample == old_sample(g)
                assert all(cl.clue_problem(w, board, experts == "on") is None for w in sample)
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            g.apply(legal[rng.randrange(len(legal))])
