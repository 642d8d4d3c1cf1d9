"""Numbers and option values in plain words: proper plurals ("1 pack", "2 packs"), no "(s)",
no "rev. 3-5" or "revision-5" in the launcher (RPG Get!'s options)."""

from __future__ import annotations

from tabletop.engine.words import count
from tabletop.games.rpgget.rules import RpgGame
from tabletop.games.rpgget.rules.combat import choose_targets


def test_count_says_one_and_many() -> None:
    assert count(1, "move") == "1 move" and count(0, "move") == "0 moves"
    assert count(2, "pack") == "2 packs" and count(1, "pack") == "1 pack"
    assert count(1, "try", "tries") == "1 try" and count(3, "try", "tries") == "3 tries"


def test_a_target_prompt_says_how_many_without_parentheses() -> None:
    assert choose_targets(1) == "choose a target"
    assert choose_targets(2) == "choose up to 2 targets"


def test_rpgget_options_read_as_words() -> None:
    for opt in RpgGame.OPTIONS:
        said = [opt.say(v) for v in opt.choices]
        assert not any("-" in w for w in said), said
        assert "rev." not in opt.help and "revision-" not in opt.help, opt.help
    readings = next(o for o in RpgGame.OPTIONS if o.name == "readings")
    assert [readings.say(v) for v in readings.choices] == ["the rulebook", "revision 5"]
