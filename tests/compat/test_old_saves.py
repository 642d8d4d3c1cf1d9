"""Saves written by earlier versions load and replay to the same positions.

``tests/compat/v1`` was written by ``tools/make_compat_fixtures.py`` before the shared rules core
(issue 12) and must never be regenerated: each file is a save plus a fingerprint of every
position it passes through (active seats, their legal actions in notation, the result).

Those saves carry no ``rules`` revision, so they replay under the options that reproduce our
first rule readings (each game's ``LEGACY_OPTIONS``): a game interrupted before a rule was
corrected ends under the rules it started with.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from make_compat_fixtures import fingerprint  # noqa: E402

from tabletop.engine.actions import parse_action  # noqa: E402
from tabletop.engine.game import new_game  # noqa: E402
from tabletop.room.session import Session  # noqa: E402

FILES = sorted((Path(__file__).parent / "v1").glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_old_save_replays_to_the_same_positions(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    save = data["save"]
    session = Session.from_save_data(save, str(path))
    assert session.log == save["log"]
    assert "rules" not in save  # written before rule revisions were recorded: revision 1
    assert replay_prints(save, session.options) == data["fingerprints"]


def replay_prints(save: dict, options: dict) -> list[str]:
    """The fingerprint of every position the save's log passes through under ``options``."""
    g = new_game(save["game"], save["seed"], len(save["seats"]), options)
    prints = [fingerprint(g)]
    for text in save["log"]:
        g.apply(parse_action(text))
        prints.append(fingerprint(g))
    return prints


def test_there_are_fixtures_for_every_game() -> None:
    games = {json.loads(p.read_text())["save"]["game"] for p in FILES}
    assert games == {"espionage", "beanz", "austin", "codenames"}


#: saves written under rules revision 2 (``tests/compat/v2``, by the code of d965dbb: RPG Get!
#: before a Reward was offered only with an action to use); never regenerated
FILES_V2 = sorted((Path(__file__).parent / "v2").glob("*.json"))


#: each later revision's saves, with the options that reproduce the readings they were played under
REVISED = [(2, p, {"reward_use": "any"}) for p in FILES_V2]


#: saves written under rules revision 3 (``tests/compat/v3``, by the code of aaeda8c: RPG Get!
#: with a Front-rank coin for each target of a Melee attack); never regenerated
FILES_V3 = sorted((Path(__file__).parent / "v3").glob("*.json"))
REVISED += [
    (
        3,
        p,
        {"front_coin": "per-target", "reward_use": "with-action", "enemy_abilities": "automatic"},
    )
    for p in FILES_V3
]


#: saves written under rules revision 5 (``tests/compat/v5``, by the code of c848c52: RPG Get!
#: before issue 26, with its set-up redraw shuffled back, the hand refilled after the starting
#: character, flips, Recovery and Events only in some phases, the engine's decking and Recruit
#: choices and a Reward offered only with an action to use); never regenerated
FILES_V5 = sorted((Path(__file__).parent / "v5").glob("*.json"))
REVISED += [
    (5, p, {"readings": "revision-5", "reward_use": "with-action", "front_coin": "per-attack"})
    for p in FILES_V5
]


@pytest.mark.parametrize("rules,path,reading", REVISED, ids=[p.stem for _, p, _ in REVISED])
def test_revised_save_replays_to_the_same_positions(rules: int, path: Path, reading: dict) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    save = data["save"]
    assert save["rules"] == rules
    session = Session.from_save_data(save, str(path))
    assert session.log == save["log"]
    for name, value in reading.items():
        assert session.options[name] == value  # the reading it was played under
    assert replay_prints(save, session.options) == data["fingerprints"]


def test_revision_2_saves_need_their_reading() -> None:
    """Under today's default a Reward declared with nothing to do is refused, so these logs
    (random players spent Rewards with "No action") replay only under their own reading."""
    from tabletop.engine.errors import IllegalAction

    refused = 0
    for path in FILES_V2:
        save = json.loads(path.read_text(encoding="utf-8"))["save"]
        g = new_game(save["game"], save["seed"], len(save["seats"]), {})
        try:
            for text in save["log"]:
                g.apply(parse_action(text))
        except IllegalAction:
            refused += 1
    assert FILES_V2 and refused >= 1


def test_revision_3_saves_need_their_reading() -> None:
    """Under today's reading (one Front coin per Melee attack) the coins fall differently,
    so these logs part from their positions or are refused."""
    from tabletop.engine.errors import IllegalAction

    parted = 0
    for path in FILES_V3:
        data = json.loads(path.read_text(encoding="utf-8"))
        save = data["save"]
        try:
            parted += replay_prints(save, {}) != data["fingerprints"]
        except IllegalAction:
            parted += 1
    assert FILES_V3 and parted == len(FILES_V3)


def test_revision_5_saves_need_their_reading() -> None:
    """Under today's readings (a redraw discards, no refill after the starting character,
    moves at any time) these logs part from their positions at once or are refused."""
    from tabletop.engine.errors import IllegalAction

    parted = 0
    for path in FILES_V5:
        data = json.loads(path.read_text(encoding="utf-8"))
        save = data["save"]
        try:
            parted += replay_prints(save, dict(save["options"])) != data["fingerprints"]
        except IllegalAction:
            parted += 1
    assert FILES_V5 and parted == len(FILES_V5)
