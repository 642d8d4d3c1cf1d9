"""RPG Get! in a real window (Xvfb, xdotool moves the real pointer): a card dragged where it
cannot go makes no move (it snaps back), a Character dragged onto the party goes into it, and a
move button clicked makes its move. Positions come from a saved game; where each card lies is
read from the same save laid out in-process at the window's size (``placed``), and what
happened from the game's autosave.

Part of CI's real-window slice (listed in ``tests/ui/xwindow.py``): every wait is on a condition
with a generous limit, so a loaded machine only makes it slower."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tests.ui.xwindow import NEEDS_X, real_window, wait_still

pytestmark = [pytest.mark.xvfb, NEEDS_X]

SIZE = (1280, 720)


def _position(tmp: Path) -> Path:
    """A 2-player game played by bots until the human seat's Play phase with a Character to
    play and a card of another type in hand; saved."""
    from tabletop.games.rpgget.bots import NormalBot
    from tabletop.room.session import SeatConfig, Session

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    for seed in range(1, 40):
        session = Session("rpgget", seed, seats)
        g, bot, rng = session.game, NormalBot(), random.Random(seed)
        for _ in range(400):
            v = g.view(0)
            hand = v["zones"]["hand/0"]["cards"] or []
            if (
                v["phase"] == "play"
                and g.active_seats() == [0]
                and any(a.verb == "character" for a in g.legal_actions(0))
                and any(c["type"] == "reward" for c in hand)
            ):
                path = tmp / "position.json"
                session.save(path)
                return path
            if g.is_terminal():
                break
            s = g.active_seats()[0]
            session.apply(bot.choose(g.view(s), g.legal_actions(s), rng))
    raise AssertionError("no Play phase with a Character and a Reward in hand")


def _table(tmp: Path, save: Path):  # type: ignore[no-untyped-def]
    os.environ["TABLETOP_HOME"] = str(tmp / "layout")
    import pygame

    from tabletop.room.session import Session
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    app = App(SIZE, headless=True)
    table = TableScene(app, Session.load(save))
    app.push(table)
    app.step([])
    table.moves.rebuild()
    pygame.event.clear()
    return table


def test_drags_and_a_button_in_a_real_window(tmp_path: Path) -> None:
    save = _position(tmp_path)
    table = _table(tmp_path, save)
    view, gv = table.view, table.gv
    lay = gv.layout_for(view, 0)
    legal = table.legal(0)
    character = next(a for a in legal if a.verb == "character")
    hand = {it.card["id"]: it for it in lay.draggables() if it.key[0] == "hand"}
    reward = next(it for cid, it in hand.items() if it.card["type"] == "reward")
    party = lay.find(("party",)).rect.center
    done = next(b for b in table.buttons if b.label == "Done").rect.center
    home = tmp_path / "home"
    home.mkdir()
    args = ["play", "--load", str(save), "--size", f"{SIZE[0]}x{SIZE[1]}"]
    with real_window(home, args, displays=range(121, 190), settle=1.0, timeout=20) as w:
        start = len(w.wait_log(lambda log: bool(log), 30.0))
        wait_still(w, 20.0)  # its cards have come to rest (slow on a loaded machine)
        w.drag(reward.rect.center, party)  # a Reward does not go into the party: no move
        w.drag(hand[character.args[0]].rect.center, party)
        log = w.wait_log(lambda log: len(log) >= start + 1, 30.0)
        assert log[start:] == [str(character)]
        table.session.apply(character)  # the same position in-process: Done stays where it was
        w.click(done)
        log = w.wait_log(lambda log: len(log) >= start + 2, 30.0)
        assert log[start + 1 : start + 2] == ["0:done"]
