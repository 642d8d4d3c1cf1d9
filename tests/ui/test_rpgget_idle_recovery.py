"""RPG Get!'s Recovery with nothing to do (issue 52). A new player clicked Enrique with the
whole party at full HP: his Recovery, Prince's Grace, was used at once (the rulebook lets a
Recovery be used at any time, once per card per round), spent for the round on no one. The
engine still offers it, as the rulebook says; the click asks first now ("Enrique's Prince's
Grace: no one is hurt. Use it anyway?"), a click elsewhere keeps it, and a Recovery that can
heal someone is used at a click as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.games.rpgget.idle_recovery import idle_recovery
from tabletop.games.rpgget.labels import action_label
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tests.ui.rpgclicks import click, clocked_table, member_at

MINE = ["Ryudo", "Enrique", "Yurka", "Aika", "Fina"]
THEIRS = ["HUmar", "Elena", "FOmar", "Linear Cannon"]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


def _session(mine: dict[str, Any] | None = None, **where: Any) -> Session:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    session = Session("rpgget", 5, seats, {})
    session.game.set_position(
        {
            "current": 0,
            "phase": "play",
            **where,
            "seats": [
                {"party": MINE, "hand": ["Looper"], "deck": ["Looper"] * 20, **(mine or {})},
                {"party": THEIRS, "deck": ["Looper"] * 20},
            ],
        }
    )
    return session


def _act(session: Session, seat: int, name: str, kind: str = "recovery") -> Action:
    """``name``'s printed action of ``kind`` (a Recovery), as the engine offers it now."""
    zones = session.game.view(seat)["zones"]
    cid = next(
        c["id"]
        for z in zones.values()
        for c in z["cards"] or []
        if c and c["name"] == name and "type" in c
    )
    legal = session.game.legal_actions(seat)
    return next(
        a
        for a in legal
        if a.verb == "act"
        and a.args[0] == cid
        and session.game.defs[cid].actions[a.args[1]].kind == kind
    )


def _finish() -> None:
    from tabletop.ui import theme

    theme.set_ui(100, False)
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
def test_a_recovery_that_would_do_nothing_asks_before_it_is_used(home: Path, scale: int) -> None:
    try:
        session = _session()
        table, clock = clocked_table((1280, 720), scale, session)
        grace = _act(session, 0, "Enrique")  # the engine offers it (the rulebook's "any time")
        before = list(session.log)
        click(table, clock, member_at(table, "Enrique"))
        assert list(session.log) == before and not session.game.view(0).get("prompt")
        lines = [b.label for b in table.chooser]
        assert len(lines) == 1, lines
        assert lines == ["Enrique's Prince's Grace: no one is hurt. Use it anyway?"], lines
        assert table.app.screen.get_rect().contains(table.chooser[0].rect)
        # a click elsewhere (the empty arena) keeps it: nothing used, still there to use
        arena = table.gv.areas["arena"]
        click(table, clock, (arena.centerx, arena.y + arena.height // 4))
        assert not table.chooser and list(session.log) == before
        assert grace in session.game.legal_actions(0)
        # asked again and answered: the Recovery is used as the rulebook has it (whom?)
        click(table, clock, member_at(table, "Enrique"))
        click(table, clock, table.chooser[0].rect.center)
        prompt = session.game.view(0).get("prompt")
        assert prompt and prompt["kind"] == "member", prompt
    finally:
        _finish()


def test_a_recovery_that_heals_someone_is_used_at_a_click(home: Path) -> None:
    try:
        session = _session({"damage": {"Aika": 2}})
        table, clock = clocked_table((1280, 720), 100, session)
        click(table, clock, member_at(table, "Enrique"))
        assert not table.chooser  # no question: Aika is hurt
        prompt = session.game.view(0).get("prompt")
        assert prompt and prompt["kind"] == "member", prompt
    finally:
        _finish()


def test_a_members_menu_says_which_line_would_do_nothing(home: Path) -> None:
    """Yurka's menu: First Aid (heals a party member) says no one is hurt; her Ability reads
    as before."""
    try:
        session = _session()
        table, clock = clocked_table((1280, 720), 100, session)
        click(table, clock, member_at(table, "Yurka"))
        lines = [b.label for b in table.chooser]
        assert len(lines) == 2, lines
        assert "Yurka's First Aid: no one is hurt. Use it anyway?" in lines, lines
        assert "Yurka: Ability: Treasure Nose" in lines
    finally:
        _finish()


ATTACK = {
    "phase": "attempt",
    "step": "party_attack",
    "attempt": {
        "mission": "Rescue the Songstress",
        "active": ["Ryudo", "Fina", "Aika"],
        "enemies": [{"name": "Rag Rappy", "seat": 1}],
    },
}


@pytest.mark.parametrize(
    ("mine", "enemy_damage", "idle"),
    [
        ({}, 0, "no one in your party is hurt"),
        ({"damage": {"Aika": 1}}, 0, ""),  # an active member is hurt
        ({"damage": {"Yurka": 3}}, 0, "no one in your party is hurt"),  # not in the attempt
        # the Rag Rappy is a target too, but healing the Enemy of your own attempt helps
        # nobody (at a game night a window was put to a person for that alone)
        ({}, 1, "no one in your party is hurt"),
    ],
)
def test_a_targeted_recovery_in_an_attempt_reaches_its_targets(
    mine: dict[str, Any], enemy_damage: int, idle: str
) -> None:
    """Fina's Lunar Light (3 targets) reaches the attempt's members and enemies only; in
    Fina's own attempt, only her party helps her."""
    where: dict[str, Any] = {**ATTACK, "attempt": dict(ATTACK["attempt"])}
    where["attempt"]["enemies"] = [{"name": "Rag Rappy", "seat": 1, "damage": enemy_damage}]
    session = _session(mine, **{k: v for k, v in where.items()})
    light = _act(session, 0, "Fina")
    assert idle_recovery(session.game.view(0), light) == idle
    words = action_label(light, session.game.view(0))
    assert words == (
        f"Fina's Lunar Light: {idle}. Use it anyway?" if idle else "Fina: Recovery: Lunar Light (3)"
    ), words


@pytest.mark.parametrize(
    ("status", "idle"), [({}, "no one is ailing"), ({"HUmar": ["poison"]}, "")]
)
def test_a_cure_asks_only_when_no_one_has_an_ailment(status: dict[str, Any], idle: str) -> None:
    """Linear Cannon's Pure Heart cures a party member: idle unless one has an ailment (a full
    HP party with a poisoned member is not idle); an Attack is never asked about."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    session = Session("rpgget", 5, seats, {})
    session.game.set_position(
        {
            "current": 1,
            "phase": "play",
            "seats": [
                {"party": MINE, "deck": ["Looper"] * 20},
                {"party": THEIRS, "deck": ["Looper"] * 20, "status": status},
            ],
        }
    )
    heart = _act(session, 1, "Linear Cannon")
    assert idle_recovery(session.game.view(1), heart) == idle
    assert idle_recovery(session.game.view(1), Action(1, "done")) == ""
