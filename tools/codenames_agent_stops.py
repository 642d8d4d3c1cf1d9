"""The computer Agent's first turn on clues others gave: how far it goes with each clue.

Sets: ``tune`` (the people tuning clues of tools/codenames_eval/people_clues.toml: ``tune``,
``people_tune``, ``people_tune2``, 70 clues; the only set the Agent's stopping rule may be tuned
on), ``report`` (``report`` and ``people_report`` to ``people_report5``, 190 clues) and
``recorded`` (the computer Director's clues the new players guessed,
tools/codenames_eval/director_clues_recorded.json, 960 clues). For each: own cards per clue,
first guess right, assassin, turns ended on a neutral or rival card, and turns the Agent
stopped early (every card it took its team's, fewer than the number). ``--stop-assassin 0
--confidence 0.2`` turns the stopping rule off (``Level.stop_assassin``), for figures without it.

    python tools/codenames_agent_stops.py tune report recorded
    python tools/codenames_agent_stops.py tune --stop-assassin 0 --confidence 0.2 --list
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.engine.actions import parse_action  # noqa: E402
from tabletop.engine.game import new_game  # noqa: E402
from tabletop.games.codenames import wordassoc as wa  # noqa: E402
from tabletop.games.codenames.bots import AssocBot  # noqa: E402
from tabletop.games.codenames.data import ASSASSIN  # noqa: E402

HERE = Path(__file__).with_name("codenames_eval")
PEOPLE = {
    "tune": ("tune", "people_tune", "people_tune2"),
    "report": (
        "report",
        "people_report",
        "people_report2",
        "people_report3",
        "people_report4",
        "people_report5",
    ),
}


def clue_set(name: str) -> dict[int, str]:
    """{seed: "WORD N"} of a set."""
    if name == "recorded":
        recorded = json.loads((HERE / "director_clues_recorded.json").read_text())
        return {int(s): c for s, c in recorded.items()}
    people = tomllib.loads((HERE / "people_clues.toml").read_text())
    out: dict[int, str] = {}
    for part in PEOPLE[name]:
        out.update({int(s): c for s, c in people[part].items()})
    return out


def first_turn(seed: int, clue: str, level: wa.Level) -> tuple[list[str], bool, str]:
    """The kinds of the cards the Agent takes for ``clue`` on board ``seed``, whether it
    stopped of itself, and its team."""
    word, n = clue.split()
    g = new_game("codenames", seed, 2, {"variant": "co-op"})
    team = g.view(0)["turn_team"]
    key = g.view(0)["key"]
    g.apply(parse_action(f"0:clue {word} {n}"))
    bot = AssocBot("minilm", level.name)
    bot.level = level
    rng = random.Random(0)
    kinds: list[str] = []
    while not g.is_terminal() and g.view(1)["phase"] == "guess" and 1 in g.active_seats():
        a = bot.choose(g.view(1), g.legal_actions(1), rng)
        if a.verb != "guess":
            return kinds, True, team
        kinds.append(key[int(a.args[0])])
        g.apply(a)
    return kinds, False, team


def measure(clues: dict[int, str], level: wa.Level, show: bool = False) -> dict[str, float]:
    found = first = assassin = wrong_end = early = 0
    for seed, clue in clues.items():
        kinds, stopped, team = first_turn(seed, clue, level)
        own = sum(k == team for k in kinds)
        found += own
        first += bool(kinds) and kinds[0] == team
        assassin += ASSASSIN in kinds
        wrong_end += bool(kinds) and kinds[-1] not in (team, ASSASSIN)
        early += stopped and own == len(kinds) and own < int(clue.split()[1])
        if show:
            print(f"{seed} {clue}: {' '.join(kinds)}{' (stopped)' if stopped else ''}")
    k = len(clues)
    return {
        "clues": k,
        "cards": found,
        "cards_per_clue": round(found / k, 3),
        "first_right": first,
        "assassin": assassin,
        "ended_neutral_or_rival": wrong_end,
        "stopped_early": early,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="+", choices=["tune", "report", "recorded"])
    ap.add_argument("--level", default="normal")
    ap.add_argument("--stop-assassin", type=float, default=None, help="Level.stop_assassin")
    ap.add_argument("--confidence", type=float, default=None, help="Level.confidence")
    ap.add_argument("--list", action="store_true", help="every clue and the cards taken")
    a = ap.parse_args()
    level = wa.LEVELS[a.level]
    if a.stop_assassin is not None:
        level = dataclasses.replace(level, stop_assassin=a.stop_assassin)
    if a.confidence is not None:
        level = dataclasses.replace(level, confidence=a.confidence)
    for name in a.sets:
        print(name, measure(clue_set(name), level, a.list))


if __name__ == "__main__":
    main()
