"""Austin Powers offers "Ask for help" only where someone may help (the rulebook's "ask the
other players": never the opponent whose Agent is in the attack). A new player's first game,
2026-11-26: with two players "Ask for help" was the lit button (Enter) while the only other
player was the attacker, and asking gave the attack up."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

HAND = ["Shagette", "Groovy, Baby!", "Oh, Behave!"]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


def _attacked(n: int) -> TableScene:
    """Ann's Dick, Fighter Pilot attacked by Bo's Number Two, ``n`` players: Ann to answer."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"B{i}", "normal") for i in range(1, n)
    ]
    s = Session("austin", 1, seats)
    g = s.game
    # the others each with an Agent on the table: one to pay a bone's vibes with
    others = [
        {"side": "good" if i % 2 == 0 else "evil", "table": ["Basil Exposition"]}
        for i in range(2, n)
    ]
    g.set_position(
        {
            "current": 1,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Dick, Fighter Pilot"], "hand": HAND},
                {"side": "evil", "table": ["Number Two"]},
                *others,
            ],
        }
    )
    g.apply(f"1:attempt {g.find('Number Two')} {g.find('Dick, Fighter Pilot')}")
    app = App((1280, 720), headless=True)
    t = TableScene(app, s, viewer=0, frozen=True)
    app.push(t)
    app.step([])
    return t


def _offered(t: TableScene) -> tuple[list[str], str]:
    view = t.game.view(0)
    buttons = t.hits.buttons(view, 0, t.game.legal_actions(0))
    return [b.action.verb for b in buttons], t.gv.status(view, 0)


@pytest.mark.parametrize("n", [2, 3])
def test_help_is_offered_only_where_another_player_may_throw(n: int) -> None:
    t = _attacked(n)
    verbs, line = _offered(t)
    assert "give_up" in verbs
    if n == 2:  # the only other player is the attacker
        assert "help" not in verbs and "help" not in line
    else:
        assert "help" in verbs and "ask for help" in line


def test_a_single_helper_is_asked_with_no_race(tmp_path: Path) -> None:
    """Three players: Ann is the only one who may help, so nobody races her. She is asked
    (throw a bone, or "Throw no bone") with no clock, as any move (a new player,
    2026-11-26, first saw the bone race with 1.7 s of it left and was too late)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo"), SeatConfig("bot", "Cy")]
    s = Session("austin", 1, seats)
    g = s.game
    g.set_position(
        {
            "current": 1,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Dick, Fighter Pilot"], "hand": ["Yeah, Baby, Yeah!"]},
                {"side": "good", "table": ["Austin Powers, International Man of Mystery"]},
                {"side": "evil", "table": ["Fembot"]},
            ],
        }
    )
    austin = g.find("Austin Powers, International Man of Mystery")
    g.apply(f"1:attempt {austin} {g.find('Fembot')}")
    g.apply("2:help")
    assert g.timed() is None and g.active_seats() == [0]
    app = App((1280, 720), headless=True)
    t = TableScene(app, s, viewer=0, frozen=True)
    app.push(t)
    for _ in range(3):
        app.step([])
    assert app.scene is t  # no race overlay over the table
    verbs, _line = _offered(t)
    assert "decline" in verbs
    assert {a.verb for a in g.legal_actions(0)} == {"throw", "decline"}
    pygame.image.save(app.screen, str(tmp_path / "single_helper.png"))
    yeah = g.find("Yeah, Baby, Yeah!", 0, "hand")
    assert t.submit(Action(0, "throw", (yeah,)))
    assert s.log[-1] == f"0:throw {yeah}"
