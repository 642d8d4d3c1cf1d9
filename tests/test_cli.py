"""The command line: every bad argument is one line and a non-zero exit; help lists the games."""

from __future__ import annotations

import pytest

from tabletop.cli import main
from tabletop.engine.game import game_names


@pytest.mark.parametrize(
    "argv,words",
    [
        (["simulate", "espionage", "--games", "0"], "--games: 0 is too small"),
        (["simulate", "espionage", "--games", "-3"], "--games: -3 is too small"),
        (["simulate", "espionage", "--games", "x"], "'x' is not a whole number"),
        (["simulate", "espionage", "--jobs", "0"], "--jobs: 0 is too small"),
        (["simulate", "chess"], "unknown game 'chess'"),
        (["simulate", "espionage", "--players", "9", "--games", "1"], "2 to 6 players, not 9"),
        (["simulate", "espionage", "--games", "1", "--bots", "genius"], "no bot level 'genius'"),
        (["simulate", "espionage", "--games", "1", "--variant", "nope=1"], "no option 'nope'"),
        (["play", "espionage", "--size", "12"], "write WIDTHxHEIGHT"),
        (["--size", "big"], "write WIDTHxHEIGHT"),
        (["play"], "play needs a GAME or --load FILE"),
        (["scenario", "/nonexistent/x.toml"], "no such file"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_arguments_get_one_line_and_a_non_zero_exit(argv, words, capsys) -> None:
    try:
        code = main(argv)
    except SystemExit as e:  # argparse's own refusals
        code = e.code
    err = capsys.readouterr().err.strip()
    assert code != 0
    assert words in err
    assert len(err.splitlines()) == 1, err


def test_play_help_lists_the_games_and_their_options(capsys) -> None:
    with pytest.raises(SystemExit) as e:
        main(["play", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    for name in game_names():
        assert f"  {name}" in out
    assert "tiebreak=none|most-cards" in out and "Mighty Beanz TCG, 2 players" in out


def test_the_launcher_takes_a_window_size(monkeypatch) -> None:
    """A new player typed ``tabletop --size 1280x720`` and got "invalid choice": the bare
    command (the launcher) takes ``--size`` and ``--fullscreen`` as ``play`` does."""
    import tabletop.ui.app as app_mod

    seen: dict[str, object] = {}
    monkeypatch.setattr(app_mod, "run_app", lambda **kw: seen.update(kw) or 0)
    assert main(["--size", "1280x720"]) == 0
    assert seen == {"size": (1280, 720), "fullscreen": False}
