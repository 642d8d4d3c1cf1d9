"""Our first rule readings as options (``elimination = last-standing``, ``pile_end =
end-of-turn``, ``tiebreak = most-cards``): old saves (rules revision 1) replay under them.

``legacy_games.json`` was recorded on the engine before the corrections (commit 692c149) with
random legal moves: three games that reach an elimination, two that reach the pile end, with
the fingerprint of every position (``tools/make_compat_fixtures.py``). Never regenerate it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from esp_helpers import kinds, names, pass_all, play, resolve_top

from tabletop.engine.actions import parse_action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import new_game
from tabletop.engine.saves import FORMAT, RULES, VERSION, options_for_save
from tabletop.games.espionage.rules import EspionageGame
from tabletop.room.session import Session

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))

from make_compat_fixtures import fingerprint  # noqa: E402

LEGACY = {
    "elimination": "last-standing",
    "pile_end": "end-of-turn",
    "tiebreak": "most-cards",
    "hacker": "reactions-only",
}
DEFAULTS = {
    "elimination": "wins",
    "pile_end": "at-once",
    "tiebreak": "none",
    "hacker": "reaction-cards",
}
GAMES = json.loads((Path(__file__).parent / "legacy_games.json").read_text(encoding="utf-8"))[
    "games"
]


def _legacy(position: dict[str, Any], seats: int, **options: str) -> EspionageGame:
    g = EspionageGame(0, seats, {**LEGACY, **options})
    g.set_position({"rest": "discard", **position})
    return g


def test_the_old_readings_are_options_off_by_default() -> None:
    opts = {o.name: o for o in EspionageGame.OPTIONS}
    assert {k: opts[k].default for k in DEFAULTS} == DEFAULTS
    assert opts["elimination"].choices == ("wins", "last-standing")
    assert opts["pile_end"].choices == ("at-once", "end-of-turn")
    for o in opts.values():  # the launcher shows a label and a one-line help
        assert o.label and o.help and "\n" not in o.help
    three = {k: v for k, v in LEGACY.items() if k != "hacker"}
    assert EspionageGame.LEGACY_OPTIONS == {1: three, 6: {"hacker": "reactions-only"}}
    assert options_for_save({"rules": 1, "options": {}}, EspionageGame.LEGACY_OPTIONS) == LEGACY
    assert EspionageGame(0, 2).options == DEFAULTS


@pytest.mark.parametrize("game", GAMES, ids=[f"seed{g['seed']}-{g['seats']}p" for g in GAMES])
def test_old_games_replay_to_the_same_positions(game: dict[str, Any]) -> None:
    g = new_game("espionage", game["seed"], game["seats"], dict(LEGACY))
    prints = [fingerprint(g)]
    for text in game["log"]:
        g.apply(parse_action(text))
        prints.append(fingerprint(g))
    assert prints == game["fingerprints"] and g.is_terminal()
    # under the rulebook's readings the same moves part ways with the old game
    g = new_game("espionage", game["seed"], game["seats"])
    same = [fingerprint(g)] == game["fingerprints"][:1]
    for i, text in enumerate(game["log"]):
        try:
            g.apply(parse_action(text))
        except IllegalAction:
            same = False
            break
        if fingerprint(g) != game["fingerprints"][i + 1]:
            same = False
            break
    assert not same


def test_the_regression_games_cover_both_old_readings() -> None:
    ends = []
    for game in GAMES:
        g = new_game("espionage", game["seed"], game["seats"], dict(LEGACY))
        for text in game["log"]:
            g.apply(parse_action(text))
        ends.append((g.eliminations > 0, g.end_reason))
    assert sum(e for e, _ in ends) == 3 and [r for e, r in ends if not e] == ["pile", "pile"]


def test_last_standing_passes_the_bomb_and_plays_on() -> None:
    g = _legacy(
        {
            "hands": {0: ["Sniper"], 1: ["Target", "Bomb"], 2: ["Package"]},
            "draw": ["Police", "Decoy", "Hacker", "Ninja"],
        },
        seats=3,
    )
    play(g, 0, "Sniper", 1)
    resolve_top(g)  # the Sniper picks the Target (the Bomb is never picked)
    assert g.stack.top is not None and g.stack.top.kind == "threat"
    resolve_top(g)
    assert g.result() is None and g.eliminated == [False, True, False]
    assert names(g, 1) == [] and names(g, 0) == ["Bomb"]  # the Bomb went to the eliminator
    assert "BombPassed" in kinds(g) and g.name(g.discard[-1]) == "Target"
    g.apply("0:end")
    assert g.turn == 2 and g.active_seats() == [2]  # seat 1 is skipped
    g.apply("2:end")
    assert g.turn == 0


def test_the_last_player_standing_wins_unless_holding_the_bomb() -> None:
    g = _legacy({"hands": {0: ["Sniper"], 1: ["Package"]}, "draw": ["Police"] * 2}, seats=2)
    play(g, 0, "Sniper", 1)
    pass_all(g)
    r = g.result()
    assert r is not None and r.winners == (0,) and g.end_reason == "elimination"
    assert r.text == "Player 1 is the last player standing and wins!"
    g = _legacy({"hands": {0: ["Sniper"], 1: ["Package", "Bomb"]}, "draw": ["Police"] * 2}, 2)
    play(g, 0, "Sniper", 1)
    pass_all(g)
    r = g.result()
    assert r is not None and r.winners == () and names(g, 0) == ["Bomb"]
    assert r.text == "The last player standing holds the Bomb: nobody wins."
    # the rulebook's reading: the eliminator wins at once, nothing is passed on
    pos = {"hands": {0: ["Sniper"], 1: ["Package", "Bomb"]}, "draw": ["Police"]}
    g = _legacy(pos, 2, elimination="wins")
    play(g, 0, "Sniper", 1)
    pass_all(g)
    assert g.result() is not None and g.result().winners == (0,)  # type: ignore[union-attr]
    assert names(g, 1) == ["Bomb"] and "BombPassed" not in kinds(g)


def test_end_of_turn_lets_the_turn_that_emptied_the_pile_finish() -> None:
    pos = {"hands": {0: ["Courier", "Sniper"], 1: ["Police"]}, "draw": ["Decoy", "Hacker"]}
    g = _legacy(pos, seats=2)
    play(g, 0, "Courier")
    pass_all(g)
    assert g.draw == [] and g.result() is None and g.active_seats() == [0]
    play(g, 0, "Sniper", 1)
    pass_all(g)
    g.apply("0:end")
    r = g.result()
    assert r is not None and g.end_reason == "pile" and r.winners == (0,)  # most cards
    g = _legacy(pos, seats=2, pile_end="at-once")
    play(g, 0, "Courier")
    pass_all(g)
    assert g.result() is not None and g.end_reason == "pile"


def _save(log: list[str], **extra: Any) -> dict[str, Any]:
    game = GAMES[0]
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "espionage",
        "seed": game["seed"],
        "options": {},
        "seats": [{"kind": "human", "name": f"P{i}"} for i in range(game["seats"])],
        "log": log,
        "finished": False,
        **extra,
    }


def test_a_revision_1_save_loads_with_the_old_readings_and_revision_2_with_the_defaults() -> None:
    log = GAMES[0]["log"]
    old = Session.from_save_data(_save(log), "old save")  # no "rules": revision 1
    assert old.options == LEGACY and old.log == log and old.game.is_terminal()
    assert old.game.end_reason == "elimination" and old.game.result().winners == ()  # type: ignore[union-attr]
    assert "BombPassed" in kinds(old.game)  # type: ignore[arg-type]
    new = Session.from_save_data(_save(log[:10], rules=RULES), "new save")
    assert new.options == DEFAULTS and new.log == log[:10]
    # a revision-1 save's own options still win over the legacy ones
    mixed = Session.from_save_data(_save(log[:10], options={"tiebreak": "none"}), "old save")
    assert mixed.options == {**LEGACY, "tiebreak": "none"}
    assert old.to_save()["options"] == LEGACY  # saved again, it keeps its readings
