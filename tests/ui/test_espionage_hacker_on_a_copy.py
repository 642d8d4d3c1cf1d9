"""Espionage: a Hacker dropped on a Ninja's copy ("Ninja (as Blackmail) by Ann on Bea") was
named on the stack, in the window's title and in the log "Hacker by Bea against Blackmail by
Ann": the Mission at the stack's bottom, which a Hacker cannot touch. Its answer is named by
its own card and what it copies: "Hacker by Bea against Ninja (as Blackmail) by Ann".

Seed 686, Ann and Bea: Ann's Blackmail on Bea, Bea's Police, Ann's Ninja copying the Blackmail
on Bea, Bea's Hacker on the copy."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

MOVES = ["0:play 33 1", "1:react 34 1", "0:react 43 1 1", "1:react 49 3"]
SAID = "Hacker by Bea against Ninja (as Blackmail) by Ann"


def test_a_hacker_on_a_ninjas_copy_names_the_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    session = Session("espionage", 686, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    for m in MOVES:
        session.apply(parse_action(m))
    app = screenprobe.make_app((1280, 720), 100)
    table, shot = screenprobe.frozen_table(app, session, (1280, 720))
    gv = table.gv
    assert gv.say(gv.window_text(table.view)) == f"Reactions to: {SAID}"
    logged = gv.say(session.game.history[-1].text)  # the log's line
    assert logged == "Bea played Hacker against Ninja (as Blackmail) by Ann.", logged
    drawn = " ".join(p.text for p in shot.placed)
    assert SAID in drawn and "Hacker by Bea against Blackmail" not in drawn, drawn  # the stack
    assert "Bea played Hacker against Ninja (as Blackmail) by Ann." in drawn  # the log
