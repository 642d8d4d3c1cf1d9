"""RPG Get! hot-seat says why a person is asked in the middle of another's turn. A new player
met "Pass to Bea" in the middle of Ann's attempt with no word of why Bea was needed, and, in
Bea's response window, a top line reading "Ann's turn: response window": the curtain now says
what Bea is asked to do (send Enemies, answer an attack), and the top line who answers what,
whole at 100 % and 200 % text."""

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


def _session(upto: str, start: int = 0) -> Session:
    """Ann and Bea at one screen, the game played up to move ``upto`` (its first time from
    ``start``) included."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea")]
    s = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    for m in RPG_LOG[: RPG_LOG.index(upto, start) + 1]:
        s.apply(parse_action(m))
    return s


def _drawn(table: TableScene, size: tuple[int, int]) -> screenprobe.Shot:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table.app.screen = pygame.Surface(size)
        table._frame, table.dirty = None, True
        table.draw(table.app.screen)
    return shot


@pytest.mark.parametrize("scale", [100, 200])
def test_the_curtain_says_why_bea_is_needed_in_anns_attempt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """Ann set out on Rescue the Songstress: the curtain that asks for Bea says she sends
    Enemies into Ann's attempt, in words drawn whole on the curtain."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), scale)
    try:
        app.time_source = ManualClock()
        table = TableScene(app, _session("0:set_out", 30))
        app.push(table)
        app.step([])
        assert table.curtain_for == 1
        shot = _drawn(table, (1280, 720))
        pygame.image.save(app.screen, str(tmp_path / f"curtain_{scale}.png"))
        drawn = " ".join(p.text for p in shot.placed if not p.cut)
        for word in "Ann attempts Rescue the Songstress: Bea sends Enemies".split():
            assert word in drawn, drawn[:300]
        assert "Pass to Bea" in drawn and not shot.clipped() and not shot.shortened()
    finally:
        pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
def test_the_top_line_names_who_answers_what_in_beas_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """Ann passed on her own Ryudo's attack; the window waits for Bea: the top line says Bea
    may answer Ryudo's attack (not "Ann's turn: response window"), and her curtain says so too."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app = screenprobe.make_app((1280, 720), scale)
    try:
        app.time_source = ManualClock()
        table = TableScene(app, _session("0:pass", 36))
        app.push(table)
        app.step([])
        if table.curtain_for == 1:
            curtain = " ".join(p.text for p in _drawn(table, (1280, 720)).placed)
            assert "Ryudo" in curtain and "Bea may answer" in curtain, curtain[:300]
            table.lift_curtain()
            app.step([])
        why = table.gv.curtain_reason(table.view, 1)  # what her curtain says, raised or not
        assert why == "Ryudo attacks Canadine: Bea may answer with a Defense, Recovery or Event."
        # a curtain for one not asked (Ann, shown her own result) says nothing of answering:
        # "Bea's turn ends: Bea may answer it" stood on Bea's curtain while Ann was asked
        assert table.gv.curtain_reason(table.view, 0) == ""
        # open to the table, not claimed yet: Bea may answer (``test_rpgget_window_may_answer``)
        assert table.gv.status(table.view, table.viewer) == "Bea may answer Ryudo's attack"
        shot = _drawn(table, (1280, 720))
        pygame.image.save(app.screen, str(tmp_path / f"window_{scale}.png"))
        drawn = [p.text for p in shot.placed if not p.cut]
        assert not [t for t in drawn if "response window" in t]
        assert not [t for t in shot.shortened() if "answers" in t]
    finally:
        pygame.quit()


def test_alone_with_computers_the_top_line_names_you_as_the_one_who_answers() -> None:
    """One person and three computers (seed 7): the window of Computer 2's attack asks every
    seat, the computers answering unseen: the top line names the person."""
    from tabletop.ai.base import RandomBot
    from tabletop.games.rpgget.labels import card_in, window_status

    seats = [SeatConfig.parse(t, i) for i, t in enumerate("human,bot,bot,bot".split(","))]
    s = Session("rpgget", 7, seats, None)
    for _ in range(200):
        g = s.game
        view = g.view(None)
        if view["phase"] == "window" and 0 in g.active_seats() and view.get("pending"):
            break
        a = g.active_seats()[0]
        s.apply((s.bots.get(a) or RandomBot()).choose(g.view(a), g.legal_actions(a), s.bot_rng))
    else:
        raise AssertionError("no window asked the person: pick another seed")
    attacker = card_in(view, int(view["pending"]["user"]))
    assert attacker is not None
    said = window_status(view, s.seat_name, [0])
    assert said == f"{s.seat_name(0)} answers {attacker['name']}'s attack"
    assert window_status(view, s.seat_name).startswith("Answering ")  # all seats asked
