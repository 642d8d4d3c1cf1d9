"""Hot-seat Espionage: a Double Agent's or an Infiltrator's taker is shown which card they took at
random, on their own screen only ("You took Terrorist from Ann this turn.", under the table as
an Informant's "You saw ...'s hand" line). The log stays quiet ("Bea took a card from Ann."):
the taker had to remember their old hand to know what they got. The other person's screen
never says it; the line says "last turn" the turn after, then goes."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.espionage import seen
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.parts import table_paint
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")

#: (seed, Bea's card) after Ann's first turn: her Double Agent and her Infiltrator on Ann
CARDS = {"Double Agent": (2, 16), "Infiltrator": (10, 13)}


def _taken(monkeypatch: pytest.MonkeyPatch, card: str, ui: int) -> TableScene:
    """Ann and Bea at one screen: Bea's ``card`` on Ann, nobody answers, Bea's curtain lifted."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    seed, cid = CARDS[card]
    app = screenprobe.make_app((1280, 720), ui)
    clock = ManualClock()
    app.time_source = clock
    session = Session("espionage", seed, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    session.apply(parse_action("0:end"))
    t = TableScene(app, session)
    app.push(t)
    app.step([])
    t.lift_curtain()
    app.step([])
    hand = {c["id"] for c in t.view["hand"]}
    assert t.submit(parse_action(f"1:play {cid} 0"))
    app.step([])
    while t.window_key is not None:  # everyone watches it run out
        t.window.set_left(0.0)
        t.update(clock())
        app.step([])
    assert t.curtain_for == 1
    t.lift_curtain()
    app.step([])
    got = [c for c in t.view["hand"] if c["id"] not in hand]
    assert len(got) == 1
    t.got = got[0]["name"]  # type: ignore[attr-defined]
    return t


def _drawn(t: TableScene) -> str:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table_paint._spare.clear()
        t.paint.static = t.paint.layer = t.paint.frame_surface = t._frame = None
        t.app.screen = pygame.Surface(t.size)
        t.draw(t.app.screen)
    assert not [p.text for p in shot.placed if p.text.startswith("You took") and p.cut]
    return " ".join(" ".join(p.text for p in shot.placed).split())


@pytest.mark.parametrize("ui", [100, 200])
@pytest.mark.parametrize("card", list(CARDS))
def test_the_taker_sees_the_card_taken_on_their_own_screen(
    monkeypatch: pytest.MonkeyPatch, card: str, ui: int
) -> None:
    t = _taken(monkeypatch, card, ui)
    line = f"You took {t.got} from Ann this turn."  # type: ignore[attr-defined]
    assert t.viewer == 1 and seen.seen_text(t.gv, t.view) == line
    assert line in _drawn(t)
    assert not any(t.got in text for text, _c in t.log.lines)  # type: ignore[attr-defined]
    assert "Bea took a card from Ann." in [text for text, _c in t.log.lines]
    # Ann's screen never says "You took"; it tells Ann what went
    assert seen.took_text(t.gv, t.game.view(0)) == ""
    assert seen.seen_text(t.gv, t.game.view(0)) == f"Bea took {t.got} from you this turn."  # type: ignore[attr-defined]


def test_the_line_says_last_turn_then_goes(monkeypatch: pytest.MonkeyPatch) -> None:
    t = _taken(monkeypatch, "Infiltrator", 100)
    n = int(t.view["turn_number"])
    later = dict(t.view, turn_number=n + 1)
    assert seen.took_text(t.gv, later) == f"You took {t.got} from Ann last turn."  # type: ignore[attr-defined]
    assert seen.took_text(t.gv, dict(t.view, turn_number=n + 2)) == ""
