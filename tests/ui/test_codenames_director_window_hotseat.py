"""Hot-seat Marvel Codenames on one screen (Ann HYDRA Director, Bea HYDRA Agent, Cy and Dee
S.H.I.E.L.D.'s): the Agents' own screens carried a "Director window" button that opened the
whole key at one click, and a Director's window stayed open over the next Agent's guessing
screen with no "Pass to Bea" curtain between.

Now the button is on a Director's own screen only; on one display the window shuts when the
turn passes to a human Agent, whose curtain rises as usual, and it comes back for the next
Director once they lift their own curtain; with two displays (a laptop beside a TV) it stays
open as before."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.codenames import view as cv
from tabletop.room.session import Session
from tests.ui import test_codenames_view as viewtests
from tests.ui.test_codenames_view import (
    _bots_until,
    _click,
    _open_director_window,
    _seats,
    _table,
    _type,
)

app = viewtests.app  # the fixture: a headless app at 1920x1080


def _hot_seat(app: Any, pred=None) -> Any:
    session = Session("codenames", 21, _seats("hhhh"))
    if pred is not None:
        _bots_until(session, pred)
    table = _table(app, session)
    table.gv.update(0.0)
    app.step([])
    return table


def _lift(app: Any, table: Any) -> None:
    if table.curtain_for is not None:  # (the first screen: the table may start lifted)
        _click(app, table.curtain_button().center)
    assert table.curtain_for is None
    table._frame = None
    table.draw(app.screen)


def _spy_draws(monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    seen: list[dict] = []
    real = cv.View.draw

    def spy(self, surf, view, seat, t):
        seen.append(self.shown_view(view))
        real(self, surf, view, seat, t)

    monkeypatch.setattr(cv.View, "draw", spy)
    return seen


def _give_clue_in_director_window(app: Any, table: Any) -> None:
    gv = table.gv
    win = gv.dwin.window
    app.step([])
    _type(app, "zebra", window=win)
    one = next(r for r, n in gv.rects["dir"]["numbers"] if n == 1)
    _click(app, one.center, window=win)
    _click(app, gv.rects["dir"]["give"].center, window=win)
    assert table.session.log[-1].endswith(":clue ZEBRA 1")


def test_an_agents_screen_has_no_director_window_button(app: Any) -> None:
    table = _hot_seat(app, lambda g: g.phase == "guess")
    agent = table.session.game.active_seats()[0]
    _lift(app, table)
    gv = table.gv
    assert table.viewer == agent and table.view["you"]["role"] == "agent"
    assert "dwin" not in gv.rects["main"]
    keys = [item.key for item in gv.placed(table.view, agent).items]
    assert ("clue", "dwin") not in keys and ("label", "dwin") not in keys
    gv.toggle_director_window()  # (its key, or a click where a Director's button was)
    assert not gv.dwin.is_open


def test_a_directors_screen_offers_it(app: Any) -> None:
    table = _hot_seat(app)
    _lift(app, table)
    assert table.view["you"]["role"] == "director"
    assert "dwin" in table.gv.rects["main"]


def test_one_display_shuts_it_for_the_agent_behind_a_curtain(app: Any, monkeypatch) -> None:
    monkeypatch.setattr(pygame.display, "get_num_displays", lambda: 1)
    table = _hot_seat(app)
    gv = table.gv
    game = table.session.game
    director = game.active_seats()[0]
    _lift(app, table)
    _open_director_window(app, table)
    seen = _spy_draws(monkeypatch)
    _give_clue_in_director_window(app, table)
    agent = game.active_seats()[0]
    assert agent != director
    # the window is shut and Bea's curtain is up before her board is drawn
    assert not gv.dwin.is_open
    assert table.curtain_for == agent
    seen.clear()
    _lift(app, table)
    assert table.view["you"]["role"] == "agent" and not gv.dwin.is_open
    assert seen and all(v["key"] is None for v in seen)
    for v in seen:  # the common header's key zone: only the covered cards' squares
        cards = ((v.get("zones") or {}).get("key") or {}).get("cards") or []
        assert all(c is None or cell["cover"] for c, cell in zip(cards, v["grid"]))
    # the Agent stops after a guess: the next Director's curtain, then the window comes back
    own = next(i for i in range(25) if game.key[i] == game.turn_team and game.covers[i] is None)
    _click(app, gv.geo.cells[own].center)
    while agent in game.active_seats() and not game.is_terminal():
        table.session.apply(f"{agent}:stop")
        table.refresh()
    app.step([])
    assert not gv.dwin.is_open and table.curtain_for is not None
    assert game.view(table.curtain_for)["you"]["role"] == "director"
    _lift(app, table)
    app.step([])
    assert gv.dwin.is_open


def test_two_displays_keep_it_open_over_the_turns(app: Any, monkeypatch) -> None:
    monkeypatch.setattr(pygame.display, "get_num_displays", lambda: 2)
    table = _hot_seat(app)
    _lift(app, table)
    _open_director_window(app, table)
    _give_clue_in_director_window(app, table)
    assert table.gv.dwin.is_open and table.curtain_for is None
    assert table.gv.last_shown is not None and table.gv.last_shown["key"] is None
