"""A move button that takes the place of another under the pointer (a window closed by
itself: "Let it pass" became "End turn") does not take a press meant for the one before: a
new player lost three action points that way in Mighty Beanz."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tabletop.ui.parts.hits import ActionButton
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock


@pytest.fixture()
def table(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    session = Session("espionage", 1, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea")])
    t = TableScene(app, session, viewer=0, frozen=True)
    app.push(t)
    t.curtain_for = None
    yield t, clock
    pygame.quit()


def _buttons(t: TableScene, monkeypatch: pytest.MonkeyPatch, label: str, hits: list[str]) -> None:
    """The move buttons are one button, ``label``; pressing it records the label."""
    action = Action(0, "pass")
    monkeypatch.setattr(t.moves, "specs", lambda seat, legal: [ActionButton(label, action)])
    monkeypatch.setattr(t, "submit", lambda a, by_view=False: hits.append(label) or True)
    t.moves.rebuild()


def _click(t: TableScene, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        t.moves.process_event(pygame.event.Event(kind, pos=pos, button=1))


def test_a_press_on_a_button_that_just_replaced_another_is_ignored(
    table, monkeypatch: pytest.MonkeyPatch
) -> None:
    t, clock = table
    hits: list[str] = []
    _buttons(t, monkeypatch, "Let it pass", hits)
    spot = t.buttons[0].rect.center
    clock.advance(5.0)
    _buttons(t, monkeypatch, "End turn", hits)  # the window closed by itself
    assert t.buttons[0].rect.collidepoint(spot)
    clock.advance(tablemod.BUTTON_GUARD / 2)
    _click(t, spot)
    assert hits == [] and "End turn" in t.toasts.items[-1].text
    clock.advance(tablemod.BUTTON_GUARD)
    _click(t, spot)  # a second, deliberate click after a look
    assert hits == ["End turn"]


def test_a_release_on_a_button_pressed_as_another_does_nothing(
    table, monkeypatch: pytest.MonkeyPatch
) -> None:
    t, clock = table
    hits: list[str] = []
    _buttons(t, monkeypatch, "Let it pass", hits)
    spot = t.buttons[0].rect.center
    clock.advance(5.0)
    t.moves.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    _buttons(t, monkeypatch, "End turn", hits)  # it changed between press and release
    clock.advance(1.0)
    t.moves.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    assert hits == []
    _click(t, spot)
    assert hits == ["End turn"]


def test_the_same_button_staying_in_place_is_pressed_at_once(
    table, monkeypatch: pytest.MonkeyPatch
) -> None:
    t, clock = table
    hits: list[str] = []
    _buttons(t, monkeypatch, "End turn", hits)
    spot = t.buttons[0].rect.center
    _buttons(t, monkeypatch, "End turn", hits)  # rebuilt, the same button
    _click(t, spot)
    assert hits == ["End turn"]
