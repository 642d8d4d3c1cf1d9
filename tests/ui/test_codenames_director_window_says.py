"""A new player's Director window (a human Director and Agent of HYDRA against computer
S.H.I.E.L.D., the window on a second display): its title bar said only "Acting: waiting" on
the Agents' and the other team's turns, and its clue banner said "Click a card (or Tab to it,
Enter) to guess" while HYDRA's Agent guessed on the table, although a Director never guesses.

Now its title says what a Director there may do now (give the clue on their turn, cover a
rival card in co-op, else what they watch), and its banner tells them the Agents guess."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.codenames import cluebanner
from tabletop.room.session import Session
from tabletop.ui import theme
from tests.ui import test_codenames_view as viewtests
from tests.ui.test_codenames_view import _bots_until, _open_director_window, _seats, _table

app = viewtests.app  # the fixture: a headless app at 1920x1080


def _drawn(gv: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surf: Any, text: str, *a: Any, **k: Any) -> Any:
        r = real(surf, text, *a, **k)
        if surf is gv.dwin.surface():
            drawn.append((str(text), pygame.Rect(r)))
        return r

    monkeypatch.setattr(theme, "blit_text", spy)
    gv._dir_sig = None
    gv.draw_director_window()
    monkeypatch.setattr(theme, "blit_text", real)
    return drawn


def _moved(app: Any, table: Any, pred: Any) -> None:
    _bots_until(table.session, pred)
    table.refresh()
    app.step([])


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_director_window_never_invites_a_guess_and_says_what_its_director_does(
    app: Any, scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_num_displays", lambda: 2)  # a laptop and a TV
    theme.set_ui(scale, False)
    try:
        session = Session("codenames", 11, _seats("hhbb"))  # H0 Director, H1 Agent (HYDRA)
        table = _table(app, session, viewer=0)
        gv = table.gv
        _open_director_window(app, table)
        bar_h = gv._geo_dir().area.y
        seen = {}
        for phase, pred in (
            ("clue", lambda g: True),
            ("guess", lambda g: g.phase == "guess"),
            ("rival clue", lambda g: g.phase == "clue" and 2 in g.active_seats()),
        ):
            _moved(app, table, pred)
            drawn = _drawn(gv, monkeypatch)
            texts = [t for t, _r in drawn]
            assert not [t for t in texts if "to guess" in t or t in cluebanner.GUESS_HINTS]
            assert not [t for t in texts if t.startswith("Acting")]
            title = [(t, r) for t, r in drawn if r.bottom <= bar_h + 1]
            seen[phase] = [t for t, _r in title]
        assert "H0: give the clue" in seen["clue"]
        assert "Watching HYDRA guess" in seen["guess"]
        assert "Watching S.H.I.E.L.D.'s clue" in seen["rival clue"]
    finally:
        theme.set_ui(100, False)


def test_in_co_op_the_title_asks_for_a_rival_card_when_it_is_the_directors(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = Session("codenames", 7, _seats("hh"), {"variant": "co-op"})
    table = _table(app, session, viewer=0)
    gv = table.gv
    _open_director_window(app, table)
    _moved(app, table, lambda g: g.phase == "rival")
    texts = [t for t, _r in _drawn(gv, monkeypatch)]
    assert "H0: cover a rival card" in texts
