"""Shoot for Loot in physics mode: the flick vector is the action, the engine runs the pure
physics, the log replays the shot exactly, bots flick deterministically at their level."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import parse_action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import new_game, replay
from tabletop.games.beanz.rules import BeanzGame, sample_flicks
from tabletop.physics.bots import ideal_flick
from tabletop.physics.flick import Flick, ShotSetup, simulate_shot
from tabletop.room.session import SeatConfig, Session


def loot_game(seed: int = 0, galaxy: int = 1) -> BeanzGame:
    g = new_game("beanz", seed, 2)  # physics is the default
    assert isinstance(g, BeanzGame) and g.options["shots"] == "physics"
    names = ["Clown Bean", "Koala Bean", "Mummy Bean"]
    mat = [{"slot": 3 * galaxy + i, "bean": names[i]} for i in range(3)]
    g.set_position({"active": 0, "start_turn": True, "mat": mat})
    assert g.flow.at == "loot" and g.loot_queue == [galaxy]
    return g


def flick_text(seat: int, galaxy: int, f: Flick) -> str:
    return f"{seat}:flick {galaxy} " + " ".join(map(str, f.to_args()))


def test_physics_is_the_default_and_legal_lists_sample_flicks_and_a_miss() -> None:
    g = loot_game()
    legal = g.legal_actions(0)
    assert {a.verb for a in legal} == {"flick", "shot"}
    flicks = [a for a in legal if a.verb == "flick"]
    assert [a.args[1:] for a in flicks] == sample_flicks(0, 1)
    assert all(parse_action(str(a)) == a for a in legal)
    assert parse_action("0:shot 1 miss") in legal


def test_engine_runs_the_physics_a_straight_flick_captures() -> None:
    g = loot_game()
    f = ideal_flick(ShotSetup.for_galaxy(1, 0))
    assert simulate_shot(ShotSetup.for_galaxy(1, 0), f).knocked_down
    events = g.apply(flick_text(0, 1, f))
    assert g.captured[0] == [0, 1, 0] and g.flow.at == "main"
    cap = next(e for e in events if e.kind == "LootCaptured")
    assert cap.data["flick"] == list(f.to_args()) and cap.reveals


def test_an_off_flick_misses_and_counts_a_try() -> None:
    g = loot_game()
    weak = Flick.make(0, 40.0)  # stops far short of the target
    events = g.apply(flick_text(0, 1, weak))
    assert g.captured[0] == [0, 0, 0] and g.tries_left == 1 and g.flow.at == "loot"
    assert any(e.kind == "ShotMissed" and e.reveals for e in events)  # undo stops: no re-flicking


def test_any_valid_flick_is_legal_and_bad_ones_are_refused_with_a_reason() -> None:
    g = loot_game()
    odd = Flick.make(13.37, 101.01, 2.5)
    assert g.illegal_reason(parse_action(flick_text(0, 1, odd))) is None
    h = g.state_hash()
    bad = {
        "0:flick 0 0 11957 0": "Galaxy 2",  # wrong Galaxy
        "0:flick 1 0 99999 0": "not a flick",  # faster than the maximum
        "0:flick 1 0 100": "not a flick",  # too few numbers
        "0:shot 1 hit": "cannot be declared",
    }
    for text, part in bad.items():
        with pytest.raises(IllegalAction) as e:
            g.apply(text)
        assert part in e.value.reason, (text, e.value.reason)
        assert "(0, " not in e.value.reason, e.value.reason  # no Python tuple
    with pytest.raises(IllegalAction) as e:
        g.apply("0:flick 1 0 100")  # issue 33: the refusal showed a Python tuple, (0, 100)
    assert e.value.reason.endswith("VX VY SPIN in hundredths (like 120 -40 0), not '0 100'.")
    assert g.state_hash() == h
    # model mode refuses flicks
    m = new_game("beanz", 0, 2, {"shots": "model"})
    assert isinstance(m, BeanzGame)
    m.set_position(
        {
            "active": 0,
            "start_turn": True,
            "mat": [{"slot": i, "bean": "Clown Bean"} for i in (0, 1, 2)],
        }
    )
    with pytest.raises(IllegalAction):
        m.apply(flick_text(0, 0, ideal_flick(ShotSetup.for_galaxy(0, 0))))


def test_a_logged_flick_replays_exactly() -> None:
    seats = [SeatConfig("bot", "A", "normal"), SeatConfig("bot", "B", "hard")]
    s = Session("beanz", 5, seats)
    flicks = 0
    while not s.game.is_terminal() and len(s.log) < 4000:
        a, _ = s.bot_move() or (None, None)
        flicks += a is not None and a.verb == "flick"
    assert flicks > 0
    again = replay("beanz", 5, 2, s.game.options, list(s.log))
    assert again.state_hash() == s.game.state_hash()


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_flick_at_their_level_deterministically(level: str) -> None:
    g = loot_game()
    bot = make_bot("beanz", level)
    legal = g.legal_actions(0)
    a1 = bot.choose(g.view(0), legal, random.Random(3))
    a2 = bot.choose(g.view(0), legal, random.Random(3))
    assert a1 == a2 and a1.verb == "flick" and a1.args[0] == 1
    assert g.illegal_reason(a1) is None
    from tabletop.physics.bots import flick_bot

    expect = flick_bot(level, ShotSetup.for_galaxy(1, 0), random.Random(3))
    assert a1.args[1:] == expect.to_args()


def test_the_captured_loot_line_ends_with_one_stop_after_a_name_that_has_one() -> None:
    # "you captured No You Don't!." was seen in a real-window game's toast and log
    g = loot_game()
    g.names = ["No You Don't!"] * len(g.names)  # every card this name
    shot = flick_text(0, 1, ideal_flick(ShotSetup.for_galaxy(1, 0)))
    cap = next(e for e in g.apply(shot) if e.kind == "LootCaptured")
    assert cap.secret_text == "Your flick hit: you captured No You Don't!"
