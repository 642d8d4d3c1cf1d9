"""Every Bean card's name reads on the mat at 1280x720 and 1920x1080: the panel of its team,
power and live values never covers a Headz-up card's name, however many lines the face gives
it ("Ring / Master" at 1280x720 was hidden under "Circus") and however many boosts it has."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.beanz.cards import card_defs
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tests.ui.test_beanz_table import advance, my_main, table_for


@pytest.fixture()
def app(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield None
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_bean_cards_name_is_covered_on_the_mat(app: None, size: tuple[int, int]) -> None:
    beans = sorted(n for n, d in card_defs().items() if d.kind == "bean")
    assert "Ring Master Bean" in beans and "Ghost Bean" in beans
    a = App(size, headless=True)
    for start in range(0, len(beans), 18):
        s = Session("beanz", 0, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
        assert advance(s, my_main)
        g = s.game
        for r, name in enumerate(beans[start : start + 18]):
            g.bean[r] = g._new_card(name, 0 if r < 9 else 1)
            g.pos[r] = "headz"
            g.cosmos[r] = g._new_card("Blue Moon", 0 if r < 9 else 1)  # one boost more
        table = table_for(a, s)
        gv, view = table.gv, table.view
        for sl in view["mat"]:
            if sl["bean"] is None:
                continue
            br = gv.bean_rect(gv.slot_rect(view, sl["slot"]), "headz")
            rows, reach = gv.values_panel(view, sl, br)
            panel = gv.panel_rect(rows, br, gv.info_px(br.width), reach)
            title = gv.title_rect(sl, br.size).move(br.topleft)
            name = sl["bean"]["name"]
            assert br.contains(title), (name, size)
            assert panel.top >= title.bottom, f"{name} at {size}: its name is under the panel"
            last, colour, _kind = rows[-1]  # the live Attack and Defense always show
            assert panel.bottom <= br.bottom
            assert last.startswith("A") or (isinstance(colour, tuple) and colour[0] == "struck")
        a.pop()
