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
    assert [readings.say(v) for v in readings.choices] == ["the rulebook", "an earlier reading"]


def test_the_screens_count_moves_with_their_plural() -> None:
    """ "Resume Espionage (1 move)", "1 move · saved automatically", a save's "1 move": the
    launcher, the menu and the saves list say a count as a count."""
    import re
    from pathlib import Path

    import tabletop.ui.scenes as scenes

    folder = Path(scenes.__file__).parent
    for name in ("launcher.py", "menu.py", "saves_scene.py"):
        text = (folder / name).read_text(encoding="utf-8")
        assert not re.search(r"\} moves\b", text), name
