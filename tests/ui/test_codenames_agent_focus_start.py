"""Hot-seat Marvel Codenames by keys: when an Agent lifted the curtain with Enter, the board
opened with the focus already on a card ("HELA, on the table: Enter: Guess HELA"), so a second
Enter (a double tap, or Enter held) guessed a card nobody chose. And the curtain said "I am
Bea: show my cards" where nobody has cards.

Now a fresh Agent's screen starts with the focus on nothing: Enter guesses nothing, the first
Tab goes to the first card. The curtain says what is behind it: the board for an Agent, the
screen (the key on Tab) for a Director."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.room.session import Session
from tests.ui import test_codenames_view as viewtests
from tests.ui.test_codenames_view import _post, _seats, _table, _type

app = viewtests.app  # the fixture: a headless app at 1920x1080


def _key(app: Any, k: int, ch: str = "") -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0))
    _post(app, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=ch, scancode=0))


def _to_agent_by_keys(app: Any) -> tuple[Any, int]:
    """Ann (the starting team's Director) gives a clue by keys; the Agent's curtain rises and
    is lifted with Enter: the Agent's screen, as a keyboard player gets it."""
    session = Session("codenames", 21, _seats("hhhh"))
    table = _table(app, session)
    table.gv.update(0.0)
    app.step([])
    if table.curtain_for is not None:
        _key(app, pygame.K_RETURN, "\r")
    director = session.game.active_seats()[0]
    _type(app, "zebra")
    _type(app, "2")
    _key(app, pygame.K_RETURN, "\r")
    assert session.log[-1] == f"{director}:clue ZEBRA 2"
    agent = session.game.active_seats()[0]
    assert table.curtain_for == agent
    _key(app, pygame.K_RETURN, "\r")  # the Agent lifts the curtain with Enter
    assert table.curtain_for is None and table.view["you"]["role"] == "agent"
    app.step([])
    return table, agent


def test_a_fresh_agents_screen_has_the_focus_on_no_card(app: Any) -> None:
    table, _agent = _to_agent_by_keys(app)
    here = table.focus.current(table.focus.stops()) if table.focus.active else None
    assert here is None or here.kind not in ("click", "prompt"), here


def test_a_second_enter_guesses_nothing_and_tab_goes_to_the_first_card(app: Any) -> None:
    table, _agent = _to_agent_by_keys(app)
    n = len(table.session.log)
    _key(app, pygame.K_RETURN, "\r")
    assert len(table.session.log) == n, table.session.log[n:]
    _key(app, pygame.K_TAB, "\t")
    here = table.focus.current(table.focus.stops())
    assert table.focus.active and here is not None
    first = min(
        (s for s in table.focus.stops() if s.kind == "click"), key=lambda s: (s.rect.y, s.rect.x)
    )
    assert here.rect == first.rect


def test_the_curtain_says_what_is_behind_it(app: Any) -> None:
    table, agent = _to_agent_by_keys(app)
    name = table.session.seat_name(agent)
    table.raise_curtain(agent)
    label = table.curtain._label()
    assert label == f"I am {name}: show my board", label
    director = next(s for s in range(4) if table.session.game.view(s)["you"]["role"] == "director")
    table.raise_curtain(director)
    label = table.curtain._label()
    assert "cards" not in label and label.startswith(f"I am {table.session.seat_name(director)}")
