"""Issue 52, a new player giving clues by keyboard as the Director (the computer the Agent):
the number picked for a clue carried over to the next one ("ocean" and Enter gave "OCEAN 3"),
and after a clue the keys' focus jumped to the Director window, so the next Enter opened it.
Now a clue given clears its number (Enter without one says to pick it; a refused clue keeps
its number to mend the word), and after a clue the ring hides: Enter presses nothing."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.test_codenames_clue_keys import _director, _key, _type
from tests.ui.test_codenames_clue_keys import app as app  # noqa: F401 (the fixture)


def _clues(table: TableScene) -> list[str]:
    return [line for line in table.session.log if ":clue " in line]


def _next_clue_turn(app: App, table: TableScene) -> None:
    """The computer Agent guesses, the simulated rival plays (a card covered by the Director
    for it, by click), up to the person's next clue."""
    for _ in range(60):
        if table.view["phase"] == "clue" and table.acting_seat() == 0:
            return
        if table.view["phase"] == "rival" and table.acting_seat() == 0:
            cover = next(a for a in table.session.game.legal_actions(0) if a.verb == "cover")
            table.submit(cover)
        else:
            table.next_bot_at = 0
        app.step([])
    raise AssertionError(table.view["phase"])


def test_a_given_clue_clears_its_number_for_the_next_clue(app: App) -> None:
    table = _director(app)
    gv = table.gv
    _type(app, "star")
    _key(app, pygame.K_3, "3")
    _key(app, pygame.K_RETURN)
    assert _clues(table) == ["0:clue STAR 3"]
    assert gv.number is None  # cleared with the clue given
    table.next_bot_at = time.monotonic() + 60
    _next_clue_turn(app, table)
    assert gv.typing and gv.number is None and gv.entry.text == ""
    _type(app, "ocean")
    _key(app, pygame.K_RETURN)  # no number picked: nothing given, the line says to pick it
    assert _clues(table) == ["0:clue STAR 3"]
    assert gv.entry_error.startswith("Pick the number")
    _key(app, pygame.K_2, "2")
    _key(app, pygame.K_RETURN)
    assert _clues(table)[-1] == "0:clue OCEAN 2"


def test_a_refused_clue_keeps_its_number_to_mend_the_word(app: App) -> None:
    table = _director(app)
    gv = table.gv
    word = table.view["grid"][0]["word"].split()[0]  # a word on the board: the rules refuse
    _type(app, word)
    _key(app, pygame.K_4, "4")
    _key(app, pygame.K_RETURN)
    assert _clues(table) == [] and gv.entry_error and gv.number == 4


@pytest.mark.parametrize("by", ["box", "give"])
def test_after_a_clue_enter_presses_nothing_by_surprise(app: App, by: str) -> None:
    table = _director(app)
    gv = table.gv
    _type(app, "star")
    _key(app, pygame.K_3, "3")
    if by == "give":  # Tab out of the box onto Give clue, Enter there
        _key(app, pygame.K_TAB)
        assert table.focus.current().name == "Give clue" and table.focus.active
    _key(app, pygame.K_RETURN)
    assert _clues(table) == ["0:clue STAR 3"] and table.view["phase"] == "guess"
    # no ring on the Director window (or anything else): the ring hidden, or on nothing since
    # its thing (the clue box, Give clue) went with the clue given
    assert not table.focus.active or table.focus.current() is None
    _key(app, pygame.K_RETURN)
    assert not gv.dwin.is_open
    _key(app, pygame.K_TAB)  # the first Tab shows where the focus is
    assert table.focus.active


def _give_words(table: TableScene, drawn: list[Any]) -> tuple[str, pygame.Rect, pygame.Rect]:
    """Give clue's words as drawn now, where, and its button."""
    drawn.clear()
    table._frame = None  # drawn afresh, not the still frame kept
    table.draw(table.app.screen)
    give = table.gv.rects["main"]["give"]
    words = [(text, r) for text, r in drawn if text in ("Give clue", "Give clue [Enter]")]
    assert len(words) == 1, words
    return words[0][0], words[0][1], give


def test_give_clue_says_enter_where_enter_gives_the_clue(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def blit_text(surf: pygame.Surface, text: str, *a: Any, **kw: Any) -> pygame.Rect:
        r = real(surf, text, *a, **kw)
        drawn.append((text, r))
        return r

    monkeypatch.setattr(theme, "blit_text", blit_text)
    large = app.settings["ui_scale"] > 100
    table = _director(app)
    _type(app, "star")
    assert _give_words(table, drawn)[0] == "Give clue"  # no number: Enter says pick it
    _key(app, pygame.K_3, "3")
    text, r, give = _give_words(table, drawn)  # the box has the keyboard: Enter gives it
    pygame.image.save(app.screen, str(tmp_path / "give.png"))
    assert give.contains(r)
    assert text == ("Give clue" if large else "Give clue [Enter]")  # where it fits
    _key(app, pygame.K_TAB)
    assert table.focus.current().name == "Give clue"
    text, r, give = _give_words(table, drawn)
    assert text == ("Give clue" if large else "Give clue [Enter]") and give.contains(r)
    _key(app, pygame.K_TAB)
    assert table.focus.current().name.startswith("Number")  # Enter picks the number
    assert _give_words(table, drawn)[0] == "Give clue"
