"""The Espionage lesson's notes on the cards not played in it (2026-11-26: a new player read
the Double Agent as only stealing, and a bare list of eleven card names): each card is named
with a few words of what it does, as its card text has it, one short note for the Missions
that get you cards and one for the Reactions."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from tabletop.lessons.format import lesson_paths, load_lesson

CARDS = Path(__file__).resolve().parents[2] / "tabletop/games/espionage/cards.toml"


def _card_text(name: str) -> str:
    data = tomllib.loads(CARDS.read_text(encoding="utf-8"))
    found = [c["text"] for c in data["card"] if c.get("name") == name]
    assert found, name
    return str(found[0])


def _note_naming(names: list[str]) -> str:
    lesson = load_lesson(lesson_paths("espionage")[0])
    notes = [s.text for s in lesson.steps if s.is_note and all(n in s.text for n in names)]
    assert len(notes) == 1, names
    return notes[0]


def test_the_double_agent_is_said_to_give_a_card_back() -> None:
    assert "give them a card" in _card_text("Double Agent")
    note = _note_naming(["Infiltrator", "Double Agent"])
    said = note[note.index("Double Agent") :]
    assert "takes" in said and "gives" in said and "back" in said


def test_each_card_of_the_lists_is_said_what_it_does() -> None:
    for names in (
        ["Courier", "Detective", "Informant", "Medic", "Blackmail"],
        ["Police", "Hacker", "Decoy", "Bodyguard", "Ninja", "Mercenary"],
    ):
        note = _note_naming(names)
        assert len(note) <= 300  # a short note: the panel stays small at 1280x720
        for name in names:
            _card_text(name)
            # words follow each name in its clause (not a bare list of names)
            clause = re.split(r"[;,.:]", note[note.index(name) + len(name) :])[0]
            assert len(clause.split()) >= 2, name
