"""A "No power" Bean card dropped on a Galaxy (the opponent's half or the band between the
rows), from the hand or from the mat, at 1280x720 and 1920x1080: nothing changes, the card
glides back and the table says why, on screen and away from the Galaxy it was dropped on."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tests.ui.test_beanz_table import advance, drag, my_main, table_for


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_no_power_bean_dropped_on_a_galaxy_glides_back_and_says_why(
    tmp_path, monkeypatch, size: tuple[int, int]
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    s = Session("beanz", 0, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, my_main)
    g = s.game
    g.bean[0], g.pos[0] = g._new_card("Clown Bean", 0), "headz"  # Clown Bean: No power
    g.hand[0].append(g._new_card("Clown Bean", 0))
    in_hand = g.hand[0][-1]
    for r in (10, 13, 16):  # a Bean card of the opponent's in every Galaxy
        g.bean[r], g.pos[r] = g._new_card("Ghost Bean", 1), "headz"
    table = table_for(app, s)
    gv, view = table.gv, table.view
    assert g.cd[g.bean[0]].power == "none"
    for source in (("slot", 0), ("hand", in_hand)):
        for galaxy in range(3):
            for where in (gv.galaxy_rect(view, galaxy, 1), gv.band_rect(view, galaxy)):
                d = next(d for d in table.hits.draggables(table.view, 0) if d.key == source)
                before, n = g.state_hash(), len(s.log)
                table.toasts.items.clear()
                drag(app, d.rect.center, where.center)
                assert g.state_hash() == before and len(s.log) == n
                assert table.snap is not None and table.snap["key"] == source  # back home
                said = [t.text for t in table.toasts.items]
                why = "Bean Attack spin power" if source[0] == "slot" else "your own side"
                assert said and why in said[-1], (source, galaxy, said)
                table.snap = None
                app.step([])
                # the message is drawn on the table's screen, not over the Galaxy it is about
                assert table.toast_anchor is not None
                assert table.toast_anchor[1] < table.play_rect.centery  # said in the lower half
    pygame.quit()
