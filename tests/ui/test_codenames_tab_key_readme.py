"""The README said "while a person plays an Agent, Tab held shows the Director the key"; in a
hot-seat game Tab on an Agent's own screen moves the keyboard focus (an Agent's screen holds
no key), and where every person is a Director the key is always shown. The README now says
when Tab held shows the key: on a Director's own screen, while a person at the table plays
an Agent and the Director window is closed; these tests hold the table to those words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tabletop.room.session import Session
from tests.ui import test_codenames_view as viewtests
from tests.ui.test_codenames_view import _bots_until, _click, _seats, _table

app = viewtests.app  # the fixture: a headless app at 1920x1080

README = Path(__file__).resolve().parents[2] / "README.md"


def _tab_down(app: Any) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    app.step(pygame.event.get())


def _lifted(app: Any, table: Any) -> None:
    if table.curtain_for is not None:
        _click(app, table.curtain_button().center)
    assert table.curtain_for is None


def test_the_readme_says_when_tab_held_shows_the_key() -> None:
    game_table = next(x for x in README.read_text().splitlines() if x.startswith("| Game table"))
    assert "while a person plays an Agent, Tab held shows the Director the key" not in game_table
    said = (
        "Tab held shows the key only on a Director's own screen, while a person at the table "
        "plays an Agent and the Director window is closed"
    )
    assert said in game_table
    moves = (
        "on an Agent's screen, with the Director window open, or where every person is a "
        "Director (the key is then always shown) Tab moves the focus"
    )
    assert moves in game_table


def test_tab_held_shows_the_key_on_a_directors_screen_only(app: Any) -> None:
    session = Session("codenames", 21, _seats("hhhh"))  # hot-seat: two Directors, two Agents
    table = _table(app, session)
    gv = table.gv
    _lifted(app, table)
    assert table.view["you"]["role"] == "director" and table.view["phase"] == "clue"
    _tab_down(app)
    assert gv.peek is not None  # the Director's own screen: the key (after the warning)
    gv.peek = None
    _bots_until(session, lambda g: g.phase == "guess")
    table.refresh()
    app.step([])
    _lifted(app, table)
    assert table.view["you"]["role"] == "agent"
    _tab_down(app)
    assert gv.peek is None and table.view.get("key") is None  # an Agent's screen: focus moves


def test_where_every_person_is_a_director_tab_moves_the_focus(app: Any) -> None:
    session = Session("codenames", 4, _seats("hb"), {"variant": "co-op"})
    table = _table(app, session, viewer=0)
    gv = table.gv
    assert gv.key_open_main(table.view)  # nobody to hide the key from: always shown
    _tab_down(app)
    assert gv.peek is None
