"""RPG Get!'s response window says what it answers. A new player saw "Response window: Defense,
Recovery or Event?" over the table after a mission ended, with nothing pending (only the arena
behind said the turn was ending): the bar now names the end of whose turn it is, or who
attacks whom, whole in the bar at 100 % and 200 % text."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_public_moments import RPG_LOG, RPG_OPTIONS, RPG_SEED


def _session(moves: list[str]) -> Session:
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea")]
    s = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    for m in moves:
        s.apply(parse_action(m))
    return s


@pytest.mark.parametrize("scale", [100, 200])
def test_the_end_of_a_turns_window_says_whose_turn_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """Bea's Done ended Ann's mission; the end of Ann's turn waits for Bea (she holds an
    Event), shown to everyone: its bar says so, whole."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app = screenprobe.make_app((1280, 720), scale)
    try:
        app.time_source = ManualClock()
        table = TableScene(app, _session(RPG_LOG))
        app.push(table)
        for _ in range(6):  # Ann lifts her curtain and has seen her result
            app.step([])
            if table.curtain_for is not None:
                table.lift_curtain()
            elif table.hold.held:
                table.result.seen()
        assert table.window_key is not None and table.screen.public_window()
        want = "End of Ann's turn: play a Recovery or Event now, or pass"
        assert table.gv.window_text(table.view) == want
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface((1280, 720))
            table._frame, table.dirty = None, True
            table.draw(app.screen)
        pygame.image.save(app.screen, str(tmp_path / f"turn_end_{scale}.png"))
        drawn = " ".join(p.text for p in shot.placed if not p.cut)
        assert want in drawn or all(w in drawn for w in want.split()), drawn[:400]
        assert "Response window" not in drawn
        assert not [t for t in shot.shortened() if t.startswith("End of")]
    finally:
        pygame.quit()


def test_an_attacks_window_says_who_attacks_whom() -> None:
    """Ann's character attacks Bea's enemy: the window names both."""
    i = RPG_LOG.index("0:target 119")
    s = _session(RPG_LOG[: i + 1])
    assert s.game.flow.phase == "window"
    from tabletop.games.rpgget.labels import window_head

    view = s.game.view(None)
    p = view["pending"]
    names = {c["id"]: c["name"] for z in view["zones"].values() for c in z["cards"] or [] if c}
    text = window_head(view, lambda seat: ("Ann", "Bea")[seat])
    assert text == f"{names[p['user']]} attacks {names[119]}: Defense, Recovery or Event?"
