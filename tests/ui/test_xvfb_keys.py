"""Whole games in a real window with real key events only (xdotool key; no pointer event at
all): each game solo against the normal bot, and hot-seat with two humans (the curtain handed
over by keys). The keys of each move are found on a mirror of the table in this process
(``keydriver``); the app's autosaved log must match the mirror's move for move, and the game
must reach its end. The short Espionage test runs in CI; the whole games are ``slow`` (hot-seat
measured here on a busy machine: Beanz 3 min, Austin 4 min, RPG Get! 23 min)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.engine.game import game_names
from tabletop.engine.registry import info
from tests.ui.keydriver import Mirror, play_by_keys, turn, wait
from tests.ui.xwindow import NEEDS_X, real_window

pytestmark = [pytest.mark.xvfb, NEEDS_X]

SIZE = (1280, 720)
GAMES = [g for g in game_names() if info(g).view]


def _home(tmp: Path) -> Path:
    home = tmp / "home"
    home.mkdir()
    settings = {"window_size": list(SIZE), "window_seconds": 3}
    (home / "settings.json").write_text(json.dumps(settings))
    return home


def _args(game: str, seats: str, seed: int) -> list[str]:
    return ["play", game, "--seats", seats, "--seed", str(seed), "--size", "x".join(map(str, SIZE))]


def _human_moves(mirror: Mirror, seats: tuple[int, ...]) -> int:
    return sum(1 for line in mirror.session.log if int(line.split(":")[0]) in seats)


def test_espionage_moves_made_by_keys_in_a_real_window(tmp_path: Path) -> None:
    """CI's slice (part of CI's real-window slice, ``tests/ui/xwindow.py``): a few of the
    human's moves by keys (drops, buttons, passes). Each wait is on the app's autosave with a
    generous limit (a minute a move); a failure says whether the app had ended, with its stderr."""
    home = _home(tmp_path)
    with real_window(home, _args("espionage", "human,bot:normal", 11), settle=0.7) as w:
        mirror = Mirror(wait(w, lambda d: True, 30.0), SIZE)
        made = 0
        for _ in range(300):
            if made >= 3 or mirror.table.game.is_terminal():
                break
            made += turn(w, mirror)
        log = list((w.autosave() or {}).get("log", []))
        assert log[: len(mirror.session.log)] == mirror.session.log
        assert made >= 3 and _human_moves(mirror, (0,)) >= 3


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_solo_by_keys(tmp_path: Path, game: str) -> None:
    home = _home(tmp_path)
    with real_window(home, _args(game, "human,bot:normal", 5), settle=0.7) as w:
        mirror = play_by_keys(w, SIZE)
        log = list((w.autosave() or {}).get("log", []))
        assert mirror.table.game.is_terminal()
        assert log == mirror.session.log
        assert _human_moves(mirror, (0,)) >= 1


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_hotseat_game_by_keys(tmp_path: Path, game: str) -> None:
    home = _home(tmp_path)
    with real_window(home, _args(game, "human:Ann,human:Cy", 5), settle=0.7) as w:
        mirror = play_by_keys(w, SIZE)
        log = list((w.autosave() or {}).get("log", []))
        assert mirror.table.game.is_terminal()
        assert log == mirror.session.log
        assert _human_moves(mirror, (0,)) >= 1 and _human_moves(mirror, (1,)) >= 1
