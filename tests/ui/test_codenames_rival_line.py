"""The Clues list's "Rival covers ..." lines (the simulated rival's turns) say the card's whole
name at every text size: at 200 % a name that wraps kept only its first line ("Rival covers
Sinister" for Sinister Six), because the line's room was measured at 100 %; and the rival's
plate says "6 left · rival" where "6 left · simulated rival" has no room, never "6 left ·…"."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.games.codenames.board import name_case
from tabletop.room.session import SeatConfig, Session
from tests.ui.screenprobe import frozen_table, make_app


def _session_with_rival_covers() -> Session:
    """A co-op game (the simulated rival) played by its computers until the rival has covered
    a card of two words or more, and at least two cards in all."""
    for seed in range(40):
        seats = [SeatConfig("bot", "Ann", "normal"), SeatConfig("bot", "Bo", "normal")]
        session = Session("codenames", seed, seats, {"variant": "co-op"})
        for _ in range(80):
            game = session.game
            if game.is_terminal():
                break
            covers = [h for h in game.view(0)["history"] if h["simulated"]]
            if len(covers) >= 2 and any(" " in h["guesses"][0]["word"] for h in covers):
                return session
            seat = game.active_seats()[0]
            bot = session.bots[seat]
            session.apply(bot.choose(game.view(seat), game.legal_actions(seat), session.bot_rng))
    raise AssertionError("no game of 40 had the rival cover a card of two words")


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_rival_cover_names_its_whole_card(size: tuple[int, int], scale: int) -> None:
    session = _session_with_rival_covers()
    for seat in range(2):
        session.seats[seat] = SeatConfig("human", session.seats[seat].name)
    app = make_app(size, scale)
    try:
        _table, shot = frozen_table(app, session, size)
        drawn = " ".join(" ".join(p.text.split()) for p in shot.placed)
        history: list[Any] = session.game.view(0)["history"]
        newest = [h for h in reversed(history) if h["simulated"]][:2]
        for h in newest:  # the list shows the newest first: the two newest are in view
            line = f"Rival covers {name_case(h['guesses'][0]['word'])}"
            assert line in drawn, (line, size, scale)
        # the teams' plates say their cards left and who the rival is, never cut short
        assert not [t for t in shot.shortened() if " left" in t], shot.shortened()
    finally:
        import pygame

        pygame.quit()
