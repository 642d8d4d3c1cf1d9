"""Issue 52 (a new player playing by the keys, 2026-11-26): the focus hints doubled their
punctuation after names ending in ? or ! or holding a colon: "What can I do?: Enter presses
it", "I'm spent!: Enter presses it", Marvel Codenames' "KINGPIN, on the table: Enter: why
not?". The status line joins a name and what Enter does with no doubled marks."""

from __future__ import annotations

import re

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.layers.focus_words import joined, placed
from tabletop.ui.parts.hits import Clickable
from tests.ui import test_austin_discard_count as discard_count
from tests.ui.test_austin_spent_keys import _focus_on, _table

#: punctuation marks doubled: "?:", "!:", "?,", ": ...:" within one clause
DOUBLED = re.compile(r"[?!][:,]|:[^:–]*:")


app = discard_count.app  # the fixture: 1280x720 at 100 %, the computers held still


def test_names_ending_in_marks_take_no_colon() -> None:
    assert joined("I'm spent!", "Enter presses it") == "I'm spent! Enter presses it"
    assert joined("What can I do?", "Enter presses it") == "What can I do? Enter presses it"
    assert joined("Menu", "Enter presses it") == "Menu: Enter presses it"
    assert joined("Toss a card: Fembot", "Enter") == "Toss a card: Fembot – Enter"
    assert placed("Do I Make You Randy?", "in your hand") == "Do I Make You Randy? (in your hand)"
    assert placed("KINGPIN", "on the table") == "KINGPIN, on the table"


def test_the_tables_hints_double_no_punctuation(app) -> None:
    t = _table(app, ["Shagette", "Fembot", "Oh, Behave!", "Zip It!"])
    said = {}
    for s in t.focus.stops():
        _focus_on(t, s.key)
        said[s.name] = t.focus.status_text()
    assert said["I'm spent!"] == "I'm spent! Enter presses it"
    assert said["What can I do?"].startswith("What can I do? Enter")
    assert said["Oh, Behave!"].startswith("Oh, Behave! (in your hand)")
    for name, words in said.items():
        assert not DOUBLED.search(words), (name, words)
    # a click that would be refused: Enter says why not (Codenames' KINGPIN on the table)
    refused = Clickable(pygame.Rect(0, 0, 10, 10), Action(0, "nothing", ()))
    assert t.focus.enter_does("Enter", refused) == "Enter says why not"
