"""The RPG Get! lesson says what ended a new player's first real game: the computer's only
character was knocked out by a Boss and "Player 1 is the last player left" won, while the
lesson had named neither Bosses nor that a player with no characters left is out. The Enemy
step's note now names a Boss as its card shows it (BOSS HP .. SZ ..) and the failed Mission's
note says that a player whose characters are all knocked out is out, the last player left
winning; both as the rules and card data have them."""

from __future__ import annotations

import re

from tabletop.games.rpgget.cards import card_defs
from tabletop.lessons.format import lesson_paths, load_lesson


def _notes() -> list[str]:
    return [s.text for s in load_lesson(lesson_paths("rpgget")[0]).steps if s.is_note]


def test_the_enemy_step_note_names_a_boss_as_its_card_shows_it() -> None:
    note = next(t for t in _notes() if "Enemy step" in t and "Boss" in t)
    hp, size = map(int, re.search(r"BOSS HP (\d+) SZ (\d+)", note).groups())  # type: ignore[union-attr]
    bosses = {(d.hp, d.size) for d in card_defs().values() if d.type == "enemy" and d.boss}
    assert (hp, size) in bosses
    assert "one per attempt" in note and "Boss in" in note


def test_a_note_says_a_player_with_no_characters_left_is_out() -> None:
    note = next(t for t in _notes() if "last player left" in t)
    assert "knocked out" in note and "out of the game" in note
