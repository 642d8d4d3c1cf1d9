"""Issue 52, the Director by keyboard (new players, 2026-11-26): the clue box had the keys at
the start, so the first Tab went on to Give clue and what was typed then was silently dropped;
Shift+Tab back outlined the box, but it took letters only after an Enter ("Enter types in
it"), while the README says a focused text box takes what you type. Now a focused clue box
takes the letters at once, and letters typed while the keys' focus is elsewhere on the
Director's clue screen go into the box (which takes the focus); the status line says so."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tests.ui.test_codenames_clue_keys import _clue, _director, _key, _ring_drawn, _type, app

__all__ = ["app"]  # the fixture: at 100 % and 200 % text


def _shift_tab_to(app: App, name: str) -> None:
    table = app.scene
    for _ in range(16):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="")
        )
        app.step(pygame.event.get())
        if table.focus.current().name == name:
            return
    raise AssertionError(table.focus.current().name)


def test_letters_typed_after_the_first_tab_go_into_the_box(app: App) -> None:
    table = _director(app)
    gv = table.gv
    _key(app, pygame.K_TAB)  # the box had the keys: the focus goes on to Give clue
    assert table.focus.current().name == "Give clue" and not gv.typing
    _type(app, "spider")
    assert gv.entry.text == "SPIDER"  # not dropped
    assert gv.typing and table.focus.current().name == "Clue box" and not _ring_drawn(table)
    assert table.focus.status_text().startswith("Clue box: type one word")
    _key(app, pygame.K_2, "2")
    _key(app, pygame.K_RETURN)
    assert _clue(table) == "0:clue SPIDER 2"


def test_a_box_focused_by_shift_tab_takes_letters_at_once(app: App) -> None:
    table = _director(app)
    gv = table.gv
    _type(app, "web")
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_TAB)  # on a number
    assert not gv.typing and table.focus.current().name.startswith("Number")
    _shift_tab_to(app, "Clue box")
    status = table.focus.status_text()
    assert status.startswith("Clue box:") and "Enter types" not in status, status
    assert "type" in status
    _type(app, "s")  # no Enter first
    assert gv.entry.text == "WEBS" and gv.typing


def test_letters_typed_with_the_focus_on_a_number_or_the_top_bar_go_into_the_box(
    app: App,
) -> None:
    table = _director(app)
    gv = table.gv
    for name in ("Number 3", "Director window", "What can I do?"):
        for _ in range(20):
            _key(app, pygame.K_TAB)
            if table.focus.current().name == name:
                break
        assert table.focus.current().name == name
        before = gv.entry.text
        _type(app, "a")
        assert gv.entry.text == before + "A", name
        assert gv.typing and table.focus.current().name == "Clue box"
    assert gv.entry.text == "AAA"
