"""The rules reference a player opens (the How to play screen's Rules tab) is made from the
rules packages' docstrings, which count seats as the code does, from 0: a new player read
"seat 0 goes first". The launcher numbers its seats from 1, and so does the reference, without
changing what a reading says (seat 0 is the launcher's first seat)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.engine.registry import playable_names
from tabletop.ui.scenes.howto import _player_words, rule_entries, search_rules


@pytest.mark.parametrize("game", playable_names())
def test_no_reading_shown_to_players_says_seat_0(game: str) -> None:
    zero = re.compile(r"\bseats? 0\b|\b0 HYDRA\b|\bplayer 0\b", re.I)
    for e in rule_entries(game):
        for words in (e.heading, e.text):
            assert not zero.search(words), (game, e.heading, words)


def test_seats_are_numbered_as_the_launcher_numbers_them() -> None:
    esp = " ".join(e.text for e in rule_entries("espionage"))
    assert "the first player (seat 1) goes first" in esp
    beanz = {e.heading: e.text for e in rule_entries("beanz")}["Set-up"]
    assert "seat 2 cuts seat 1's deck, then seat 1 cuts seat 2's" in beanz
    assert "a right guess makes seat 2 the first player" in beanz
    cn = " ".join(e.text for e in rule_entries("codenames"))
    assert "seats 1-4 are HYDRA's Director" in cn and "seats 5-8 are extra Agents" in cn
    assert "seat 1 is the Director" in cn
    assert search_rules("espionage", "goes first")  # still found by the players' words


def test_only_a_seat_s_number_moves() -> None:
    assert _player_words({}, "seat 0 hides it; seats 4-7 wait") == "seat 1 hides it; seats 5-8 wait"
    assert _player_words({}, "for 2 seats, 4-8 seats; Seat 3") == "for 2 seats, 4-8 seats; Seat 4"


@pytest.mark.parametrize("game", playable_names())
def test_the_reference_speaks_a_player_s_words(game: str) -> None:
    """Issue 52: the reference spoke like the people who build the games ("our first reading",
    "a scenario position", "rules revisions 3-5 ... earlier saves", "stop fitting one screen's
    table", "(choice 7)", "Eliminated seats", "each seat to pass"); what a player reads says the
    same in a player's words."""
    builders = re.compile(
        r"our first reading|scenario position|rules revision|earlier saves|one screen's table"
        r"|\(choice \d|; choice \d|eliminated seats|each seat to pass|a save's log",
        re.I,
    )
    for e in rule_entries(game):
        for words in (e.heading, e.text):
            assert not builders.search(words), (game, e.heading, words)


def test_the_player_s_words_keep_the_meaning() -> None:
    esp = {(e.heading, e.text) for e in rule_entries("espionage")}
    heads = {h for h, _ in esp}
    assert "Options for earlier ways to play" in heads
    text = " ".join(t for _, t in esp)
    assert 'The earlier way to play it is the option "Eliminating an opponent: last standing"' in (
        text
    )
    assert "Eliminated players take no turns and no part in reaction windows." in text
    assert "the rules still ask each player to pass, and the table makes them at once" in text
    austin = " ".join(e.text for e in rule_entries("austin"))
    assert "ships - every opponent; help - every player but the two fighting" in austin
    assert '"Slugfest entrants: two or more", off by default. If nobody' in austin
    rpg = " ".join(e.text for e in rule_entries("rpgget"))
    assert "so each extra seat lengthens every attempt. Who goes first" in rpg
    assert 'option "Enemy Abilities: automatic" uses it as the enemy enters' in rpg


#: the builders' words a player met in the rules reference of Marvel Codenames and Mighty Beanz
#: (2026-11-26): "12 of 12 rule readings", "Rule correction (core v2)", "our card set", "the
#: rating chart is our design", and RPG Get!'s "Revision 5:"
BUILDERS = re.compile(
    r"rule readings|\bcore v\d|our card set|our design|revision|scenario|\bwe let\b", re.I
)


@pytest.mark.parametrize("game", playable_names())
def test_no_reading_speaks_of_how_the_game_was_built(game: str) -> None:
    for e in rule_entries(game):
        for words in (e.heading, e.text):
            assert not BUILDERS.search(words), (game, e.heading, words)


def test_what_the_rewording_kept() -> None:
    """The same readings, in a player's words: the designed rating chart is still marked as
    designed, the Instant Action's cost and the earlier readings of RPG Get! still read."""
    cn = " ".join(e.text for e in rule_entries("codenames"))
    assert "The rating chart for that score was designed for this app" in cn
    assert "here the players are whichever team the key starts" in cn
    beanz = {e.heading: e.text for e in rule_entries("beanz")}
    cost = beanz["Instant Action costs"]
    assert cost.startswith("An Instant Action's cost is paid by the player who plays it")
    assert "Instant Actions in the cards of this app cost 0" in cost
    rpg = {e.heading: e.text for e in rule_entries("rpgget")}
    earlier = 'With the option "Set-up and timing: an earlier reading"'
    assert f"{earlier}: in the Play phase only." in rpg["A bank card"]
    assert f"{earlier} the first from the top is taken." in rpg["Party step"]


@pytest.mark.parametrize("game", ["codenames", "beanz"])
def test_the_rules_tab_draws_no_builders_words(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every text the Rules tab draws (its count of readings, headings and readings)."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    from tabletop.ui.scenes.howto import HowToScene
    from tests.ui import screenprobe

    app = screenprobe.make_app((1280, 720), 100)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface((1280, 720))  # a traced surface: where each text lands
        app.push(HowToScene(app, game, tab="rules"))
        app.scene.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / f"rules-{game}.png"))
    drawn = [p.text for p in shot.placed]
    n = len(rule_entries(game))
    assert f"{n} of {n} rules shown" in drawn
    assert not [t for t in drawn if BUILDERS.search(t)]
    pygame.quit()
