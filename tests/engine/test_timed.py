"""Timed prompts in the engine (``tabletop.engine.timed``), pure: each game's ``timed()`` says
what is measured, who takes part and who reports, and ``timed_actions`` turns a measured outcome
into the game's ordinary actions (the notation of the logs and saves, unchanged)."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.game import new_game
from tabletop.engine.timed import Timed, TimedOutcome
from tabletop.games.austin.rules import AustinGame
from tabletop.games.beanz.rules import BeanzGame
from tabletop.reactions.window import Outcome
from tests.engine.toygame import ToyGame
from tests.games.austin.positions import help_position

FILL_G = ["Shagette", "Groovy, Baby!", "Johnson, Radar Operator", "Oh, Behave!", "Shagette"]
FILL_E = ["Mustafa", "Zip It!", "Fembot", "Mini-Me", "Zip It!"]


def test_a_timed_prompt_checks_its_kind_and_mode_and_reads_its_params() -> None:
    t = Timed("race", "k", (0, 1), 0, params=(("side", "evil"),))
    assert t.param("side") == "evil" and t.param("nope", 3) == 3
    assert t.style == "signal" and Timed("race", "k", (0, 1), 0, opener=0).style == "gesture"
    with pytest.raises(ValueError, match="timed prompt"):
        Timed("duel", "k", (0,), 0)
    with pytest.raises(ValueError, match="mode"):
        Timed("race", "k", (0,), 0, mode="middle")


def test_games_without_a_timed_moment_have_none() -> None:
    g = new_game("espionage", 1, 2)
    assert g.timed() is None
    with pytest.raises(Exception, match="no timed prompt"):
        g.timed_actions(Timed("race", "k", (0, 1), 0), TimedOutcome())


# ---------------------------------------------------------------------- Austin Powers
def _happening_game() -> AustinGame:
    g = AustinGame(1, 3)
    seats = [
        {"side": "good", "table": ["Shagette"], "deck": FILL_G},
        {"side": "evil", "table": ["Fembot"], "deck": FILL_E},
        {"side": "evil", "table": ["Mustafa"], "deck": FILL_E},
    ]
    seats[1]["hand"] = ["Evil Family Therapy", "Zip It!"]
    g.set_position({"current": 1, "seats": seats})
    g.apply(Action(1, "happening", (g.find("Evil Family Therapy", 1, "hand"),)))
    return g


def test_austin_happening_is_a_gesture_race_reported_by_its_player() -> None:
    g = _happening_game()
    t = g.timed()
    assert t is not None and t.kind == "race" and t.name == "happening"
    assert t.mode == "last" and t.opener == 1 and t.reporter == 1 and t.task == "gesture"
    assert t.seats == (1, 2, 0) and t.param("side") == "evil"
    assert t.press_verb == ""  # every seat copies the gesture
    # one seat last: the Happening targets it
    out = TimedOutcome(race=Outcome(((2,), (0,))))
    assert g.timed_actions(t, out) == [Action(1, "happening_order", (2, 0))]
    # a tie for last: the notation's tied tail
    tied = TimedOutcome(race=Outcome(((2, 0),)))
    assert g.timed_actions(t, tied) == [Action(1, "happening_order", (2, 0, "tied", 2))]
    g.apply(g.timed_actions(t, out)[0])
    assert g.timed() is None


def _help_game(seat3_bone: bool) -> AustinGame:
    g = AustinGame(1, 4)
    g.set_position(help_position(seat3_bone))
    must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
    g.apply(Action(1, "attempt", (must, basil)))
    g.apply(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
    g.apply(Action(1, "help"))
    return g


def test_austin_help_race_every_helper_takes_part_and_the_first_bone_counts() -> None:
    g = _help_game(True)
    t = g.timed()
    assert t is not None and t.name == "help" and t.mode == "first"
    assert t.seats == (3, 0) and t.param("asker") == 1 and t.press_verb == "throw"
    assert t.lead_ms == 600 and t.linger_ms == 350
    # nobody landed: every helper declines
    assert g.timed_actions(t, TimedOutcome()) == [Action(3, "decline"), Action(0, "decline")]
    # a computer player's chosen bone is thrown as it chose it
    million = Action(3, "throw", (g.find("One Million Dollars!", 3, "hand"),))
    out = TimedOutcome(winner=3, chosen={3: million})
    assert g.timed_actions(t, out) == [million]
    # a person holding two payable bones picks one: no action yet
    assert g.timed_actions(t, TimedOutcome(winner=0)) == []


def test_austin_help_race_a_person_with_one_payable_bone_throws_it() -> None:
    g = _help_game(False)
    behave = g.find("Oh, Behave!", 0, "hand")
    g.hand[0].remove(g.find("Groovy, Baby!", 0, "hand"))  # only one bone left
    t = g.timed()
    assert t is not None
    assert g.timed_actions(t, TimedOutcome(winner=0)) == [Action(0, "throw", (behave,))]


def test_austin_prompt_key_changes_with_the_log() -> None:
    """Five seats: three helpers race; one declines by a plain move, two race anew (a new key);
    another declines: one helper is left, with nobody to race, and is simply asked."""
    g = AustinGame(1, 5)
    position = help_position(True)
    position["seats"].append({"side": "good", "table": ["Shagette"], "deck": FILL_G})
    g.set_position(position)
    must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
    g.apply(Action(1, "attempt", (must, basil)))
    g.apply(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
    g.apply(Action(1, "help"))
    t = g.timed()
    assert t is not None and t.seats == (3, 4, 0)
    g.apply(Action(3, "decline"))
    t2 = g.timed()
    assert t2 is not None and t2.key != t.key and t2.seats == (4, 0)
    g.apply(Action(4, "decline"))
    assert g.timed() is None and g.active_seats() == [0]


# ---------------------------------------------------------------------- Mighty Beanz
def _loot(seed_limit: int = 80) -> BeanzGame:
    from tabletop.ai.base import make_bot
    from tabletop.room.session import SeatConfig, Session

    for seed in range(seed_limit):
        s = Session("beanz", seed, [SeatConfig("bot", "A"), SeatConfig("bot", "B")])
        bots = {0: make_bot("beanz", "normal"), 1: make_bot("beanz", "normal")}
        for _ in range(600):
            g = s.game
            if g.is_terminal():
                break
            if g.flow.phase == "loot" and not g.stack:
                assert isinstance(g, BeanzGame)
                return g
            seat = g.active_seats()[0]
            s.apply(bots[seat].choose(g.view(seat), g.legal_actions(seat), s.bot_rng))
    raise AssertionError("no Shoot for Loot found")


def test_beanz_physics_shot_is_a_watched_shot_by_the_shooter() -> None:
    g = _loot()
    assert g.options["shots"] == "physics"
    t = g.timed()
    shooter = g.active_seats()[0]
    assert t is not None and t.kind == "shot" and t.watched and t.press_verb == "flick"
    assert t.seats == (shooter,) and t.reporter == shooter
    gal = g.loot_queue[0]
    assert t.param("galaxy") == gal and t.param("tries_left") == g.tries_left
    assert g.timed_actions(t, TimedOutcome()) == [Action(shooter, "shot", (gal, "miss"))]
    flick = TimedOutcome(shot=(120, 3400, -5))
    assert g.timed_actions(t, flick) == [Action(shooter, "flick", (gal, 120, 3400, -5))]


def test_beanz_model_shots_are_no_timed_prompt() -> None:
    g = _loot()
    g.options["shots"] = "model"
    assert g.timed() is None


# ---------------------------------------------------------------------- the toy game
def test_toy_game_declares_a_last_to_press_race_under_its_option() -> None:
    plain = ToyGame(3, 2)
    plain.apply(Action(0, "draw"))
    assert plain.timed() is None and plain.flow.phase == "main"
    g = ToyGame(3, 3, {"race": True})
    g.apply(Action(0, "draw"))
    t = g.timed()
    assert t is not None and t.kind == "race" and t.mode == "last" and t.opener is None
    assert t.seats == (0, 1, 2) and t.reporter == 0 and t.lead_ms == 500
    assert dict(t.param("words"))["title"] == "Last to press loses a point"
    # in a tie for last, the latest to arrive loses
    out = TimedOutcome(race=Outcome(((1,), (2, 0))))
    assert g.timed_actions(t, out) == [Action(0, "slowest", (0,))]
    g.apply(Action(0, "slowest", (0,)))
    assert g.points[0] == -1 and g.timed() is None and g.flow.phase == "main"
