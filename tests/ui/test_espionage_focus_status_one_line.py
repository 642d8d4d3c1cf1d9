"""Espionage at 1280x720, 100 %, by the keys: Tab to a hand card in a reaction window said
"Bodyguard, in your hand: Enter picks it up to drop it on / Ann must discard Package (Assassin
by Computer 3)" on two lines squeezed into the top bar, touching its top edge, and the
"Espionage" title was gone. The bar keeps its title and one line: the place is named by its
card as played ("drop it on the Package"), the caption and the window's bar say the rest."""

from __future__ import annotations

import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _threat_on_ann() -> Session:
    """Seed 3, Ann and two computers: played on until the Assassin's threat on Ann's Package
    waits on the stack and Ann holds a Bodyguard to answer it."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i}", "normal") for i in (2, 3)
    ]
    s = Session("espionage", 3, seats)
    me = make_bot("espionage", "normal")
    for _ in range(45):
        g = s.game
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        s.apply(me.choose(g.view(0), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat))
    return s


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_hand_cards_words_keep_the_title_and_one_line(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    session = _threat_on_ann()
    top = session.game.view(0)["stack"][-1]
    assert top["kind"] == "threat" and "Package" in top["label"]

    def on_bodyguard(t: TableScene) -> None:
        t.focus.active = True
        t.focus.current()  # the window opened: its own first focus settled
        stops = t.focus.stops()
        t.focus.focus(stops, next(i for i, x in enumerate(stops) if x.name == "Bodyguard"))
        assert "drop it on" in t.focus.status_text()  # the long form: two lines wide

    t, shot = screenprobe.drawn_table(size, 100, session, on_bodyguard)
    bar = t.bar_rect
    in_bar = [p for p in shot.placed if bar.contains(p.rect) and shot.surfaces[p.dest] == size]
    said = [p for p in in_bar if "in your hand" in p.text or "Package" in p.text]
    assert len(said) == 1, [p.text for p in in_bar]  # one line
    line = said[0]
    assert line.text.endswith("Enter picks it up to drop it on the Package"), line.text
    assert line.rect.top > bar.top and line.rect.bottom < bar.bottom, (line.rect, bar)
    assert any(p.text == "Espionage" for p in in_bar), [p.text for p in in_bar]
