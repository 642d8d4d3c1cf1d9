"""Hot-seat Espionage: when Bea's Infiltrator or Double Agent takes a card from Cy at random,
Cy is told which card went on Cy's own screen only, the next time it is shown ("Bea took
Terrorist from you this turn.", beside where "You took ..." and an Informant's look are told).
The log stays quiet ("Bea took a card from Cy."), and Cy had to count their hand to find out."""

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

#: (seed, Bea's card) after Ann's first turn with three seats
CARDS = {"Double Agent": (0, 16), "Infiltrator": (2, 13)}


def _taken(monkeypatch: pytest.MonkeyPatch, card: str, ui: int) -> tuple[TableScene, str]:
    """Ann, Bea and Cy at one screen: Bea's ``card`` on Cy, nobody answers; the card Cy lost."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    seed, cid = CARDS[card]
    app = screenprobe.make_app((1280, 720), ui)
    clock = ManualClock()
    app.time_source = clock
    names = ("Ann", "Bea", "Cy")
    session = Session("espionage", seed, [SeatConfig("human", n) for n in names])
    session.apply(parse_action("0:end"))
    t = TableScene(app, session)
    app.push(t)
    app.step([])
    t.lift_curtain()
    app.step([])
    before = {c["id"]: c["name"] for c in t.game.view(2)["hand"]}
    assert t.submit(parse_action(f"1:play {cid} 2"))
    app.step([])
    while t.window_key is not None:  # everyone watches it run out
        t.window.set_left(0.0)
        t.update(clock())
        app.step([])
    assert t.curtain_for == 1  # back to Bea's turn
    t.lift_curtain()
    app.step([])
    after = {c["id"] for c in t.game.view(2)["hand"]}
    lost = [n for i, n in before.items() if i not in after]
    assert len(lost) == 1
    return t, lost[0]


def _drawn(t: TableScene) -> str:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table_paint._spare.clear()
        t.paint.static = t.paint.layer = t.paint.frame_surface = t._frame = None
        t.app.screen = pygame.Surface(t.size)
        t.draw(t.app.screen)
    assert not [p.text for p in shot.placed if "from you" in p.text and p.cut]
    return " ".join(" ".join(p.text for p in shot.placed).split())


@pytest.mark.parametrize("ui", [100, 200])
@pytest.mark.parametrize("card", list(CARDS))
def test_the_seat_taken_from_is_told_on_its_own_screen(
    monkeypatch: pytest.MonkeyPatch, card: str, ui: int
) -> None:
    t, lost = _taken(monkeypatch, card, ui)
    line = f"Bea took {lost} from you this turn."
    assert seen.seen_text(t.gv, t.game.view(2)) == line
    assert not any(lost in text for text, _c in t.log.lines)
    assert "Bea took a card from Cy." in [text for text, _c in t.log.lines]
    # nobody else's screen says it
    assert line not in seen.seen_text(t.gv, t.game.view(0))
    assert line not in seen.seen_text(t.gv, t.game.view(1))
    # Cy's screen, when it is shown (Bea ends her turn, Cy's curtain is lifted)
    assert seen.seen_text(t.gv, t.view) != line  # (Bea's screen, now shown)
    assert line not in _drawn(t)
    while [a for a in t.game.legal_actions(1) if a.verb == "choose"]:  # a Double Agent's give
        assert t.submit(t.game.legal_actions(1)[0])
        t.app.step([])
    assert t.submit(parse_action("1:end"))
    t.app.step([])
    assert t.curtain_for == 2
    t.lift_curtain()
    t.app.step([])
    assert t.viewer == 2  # Cy's own turn: Bea's was the last
    assert f"Bea took {lost} from you last turn." in _drawn(t)


def test_the_line_says_last_turn_then_goes(monkeypatch: pytest.MonkeyPatch) -> None:
    t, lost = _taken(monkeypatch, "Infiltrator", 100)
    cy = t.game.view(2)
    n = int(cy["turn_number"])
    later = dict(cy, turn_number=n + 1)
    assert seen.lost_text(t.gv, later) == f"Bea took {lost} from you last turn."
    assert seen.lost_text(t.gv, dict(cy, turn_number=n + 2)) == ""
