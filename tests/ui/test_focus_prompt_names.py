"""Issue 52: a question's card choices are named by the choice's own words when the keys
reach them (``ui/layers/focus.py``). A choice lying on a place of the mat shares its rectangle
with the card under it: a Mighty Beanz Bean chosen on its Cosmos card was named by the Cosmos
card ("Harvest Moon") rather than by the Bean ("Lion Bean")."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.layers.focus_parts import card_name
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

#: the games whose questions offer cards lying on the table
GAMES = ["beanz", "espionage", "rpgget"]


@pytest.mark.parametrize("game", GAMES)
def test_a_questions_card_choices_are_named_by_their_own_words(app: App, game: str) -> None:
    clock = ManualClock()
    app.time_source = clock
    seen = 0
    for seed in range(1, 9):
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bot", "normal")]
        table = TableScene(app, Session(game, seed, seats, info(game).unattended))
        app.push(table)
        bot, rng = make_bot(game, "normal"), random.Random(seed)
        for _ in range(300):
            g = table.session.game
            if g.is_terminal():
                break
            clock.advance(5.0)
            app.step([])
            if table.acting_seat() != 0:
                continue
            sel = table.prompts.current(table.gv, table.view, 0, table.legal(0))
            values = sel.card_values if sel else {}
            cards = {v: table.gv.prompt_card(table.view, c) for c, v in values.items()}
            own = {v: card_name(c) for v, c in cards.items() if c}
            for stop in table.focus.stops():
                if stop.kind == "prompt" and own.get(stop.item):
                    seen += 1
                    assert stop.name == own[stop.item], (seed, stop.name)
            table.submit(bot.choose(g.view(0), g.legal_actions(0), rng))
        app.pop()
        if seen >= 3:
            break
    assert seen, f"{game}: no card choice met"
