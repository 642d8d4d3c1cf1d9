"""Marvel Codenames' Director window, as a new player met it in a hot-seat game: on the other
team's clue its banner's second line still spoke to Agents ("Agents, wait for the clue.")
where only Directors look, and with a human Director on each team (Ann for HYDRA, Cy for
S.H.I.E.L.D.) the window drew Ann's view ("HYDRA ... you: Director") on S.H.I.E.L.D.'s turn.
Now the line speaks to the Director at the window ("H0, wait: S.H.I.E.L.D.'s clue comes
first, then its Agents guess."), and the window is drawn for the Director whose turn it is
(the texts drawn on the window recorded)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.codenames.paint import TEAM_NAME
from tabletop.games.codenames.plates import plate_rects
from tabletop.room.session import Session
from tabletop.ui import theme
from tests.ui import test_codenames_view as viewtests
from tests.ui.test_codenames_director_window_says import _drawn, _moved
from tests.ui.test_codenames_view import _open_director_window, _seats, _table

app = viewtests.app  # the fixture: a headless app at 1920x1080


@pytest.fixture(autouse=True)
def _two_displays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_num_displays", lambda: 2)  # a laptop and a TV


@pytest.mark.parametrize("scale", [100, 200])
def test_the_banner_speaks_to_the_director_while_the_other_team_chooses_its_clue(
    app: Any, scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    theme.set_ui(scale, False)
    try:
        session = Session("codenames", 11, _seats("hhbb"))  # H0 Director, H1 Agent (HYDRA)
        table = _table(app, session, viewer=0)
        gv = table.gv
        _open_director_window(app, table)
        _moved(app, table, lambda g: g.phase == "clue" and 2 in g.active_seats())
        wrapped: list[str] = []
        real = theme.blit_wrapped

        def spy(surf: Any, text: str, *a: Any, **k: Any) -> Any:
            if surf is gv.dwin.surface():
                wrapped.append(str(text))
            return real(surf, text, *a, **k)

        monkeypatch.setattr(theme, "blit_wrapped", spy)
        texts = " ".join([t for t, _r in _drawn(gv, monkeypatch)] + wrapped)
        assert wrapped, "the banner's second line"
        assert "Agents, wait" not in texts, texts
        team = TEAM_NAME[table.view["turn_team"]]
        assert f"H0, wait: {team}'s clue comes first" in " ".join(texts.split()), texts
    finally:
        theme.set_ui(100, False)


def test_with_a_director_on_each_team_the_window_is_drawn_for_the_one_whose_turn_it_is(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = Session("codenames", 11, _seats("hhhh"))  # H0, H2 the Directors
    table = _table(app, session, viewer=0)
    gv = table.gv
    _open_director_window(app, table)
    first = table.view["turn_team"]
    _moved(app, table, lambda g: g.phase == "guess" and g.view(0)["turn_team"] != first)
    turn = table.view["turn_team"]
    dview = gv.dir_view()
    assert dview is not None and dview["you"] is not None
    assert dview["you"]["team"] == turn, (dview["you"], turn)
    drawn = _drawn(gv, monkeypatch)
    plates = {team: r for team, r, _d in plate_rects(gv, dview, gv._geo_dir().side, 1.0)}
    mine = [r for t, r in drawn if t.startswith("you")]
    assert mine and all(plates[turn].collidepoint(r.center) for r in mine), (mine, plates)
