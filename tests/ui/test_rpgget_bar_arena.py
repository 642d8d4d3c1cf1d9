"""RPG Get!: while the response window's bar is up at the arena's foot, the arena's cards keep
a size their names read at: a new player saw "Mag Launc-her" on three lines and "11/11"
without its "HP" once the bar came and the cards shrank."""

from __future__ import annotations

from tabletop.games.rpgget.labels import face_card
from tabletop.ui.app import App
from tabletop.ui.components.card import _name_plan
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_rpgget_own_event_window import own_window_with_an_event


def test_arena_cards_keep_whole_words_under_the_window_bar(app: App, clock: ManualClock) -> None:
    app.settings["pass_own_windows"] = False
    table = TableScene(app, own_window_with_an_event())
    app.push(table)
    for _ in range(3):
        clock.advance(0.1)
        app.step([])
    gv = table.gv
    bar = gv.bar_rect()
    assert bar is not None and table.window_key is not None
    arena = [(c, r) for c, r, w in gv.boxes(table.view, table.viewer) if w in ("active", "enemy")]
    assert any(c["name"] == "Mag Launcher" for c, _r in arena), arena
    for c, r in arena:
        f = face_card(c)
        lines = _name_plan("rpgget", f, f["name"], f["kind"], r.width, r.height)[2]
        assert not any(line.endswith("-") for line in lines), (c["name"], r.size, lines)
        assert r.height >= 0.95 * gv.arena_card[1], (r.size, gv.arena_card)
        assert r.bottom + gv.rank_room() <= bar.y, (r, bar)
