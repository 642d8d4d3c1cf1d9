"""The hard level's own bot (``bots.HardBot``): with three players or more it aims its attacks
at a hand its look saw holding gold, where the normal bot attacks the biggest hand; with two
players it is the normal bot."""

from __future__ import annotations

import random

from esp_helpers import make, pass_all, play

from tabletop.games.espionage.bots import HardBot, NormalBot
from tabletop.games.espionage.rules import EspionageGame


def _looked(seats: int) -> EspionageGame:
    """Seat 0 has looked (an Informant) at seat 1's hand of four holding the Package; seat 2 (if
    any) holds the most cards, none gold; seat 0 still has a Sniper to play."""
    hands = {0: ["Informant", "Sniper", "Police"], 1: ["Package", "Decoy", "Hacker", "Ninja"]}
    if seats > 2:
        hands[2] = ["Courier", "Hacker", "Ninja", "Medic", "Mercenary", "Decoy"]
    draw = ["Courier", "Hacker", "Ninja", "Medic", "Mercenary", "Detective", "Blackmail"]
    g = make({"hands": hands, "draw": draw}, seats=seats)
    play(g, 0, "Informant", 1)
    pass_all(g)
    assert g.view(0)["seen"]["of"] == 1
    return g


def _sniper_target(bot: NormalBot, g: EspionageGame) -> int:
    a = bot.choose(g.view(0), g.legal_actions(0), random.Random(0))
    assert a.verb == "play" and g.name(int(a.args[0])) == "Sniper", a
    return int(a.args[1])


def test_with_three_players_it_snipes_the_hand_it_saw_holding_gold() -> None:
    g = _looked(3)
    assert _sniper_target(NormalBot(), g) == 2  # the normal bot: the biggest hand
    assert _sniper_target(HardBot(), g) == 1  # the hard level's: the hand with the Package


def test_with_two_players_it_is_the_normal_bot() -> None:
    g = _looked(2)
    view, legal = g.view(0), g.legal_actions(0)
    assert HardBot().choose(view, legal, random.Random(1)) == NormalBot().choose(
        view, legal, random.Random(1)
    )
