"""A card named on the Espionage stack looks as it does in a hand: a host saw the gold
Protector in the red Reaction frame once it was played."""

from __future__ import annotations

import pygame

from tabletop.engine.session import SeatConfig, Session
from tabletop.games.espionage.rules.state import card_data
from tabletop.ui import cards
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


def test_a_stack_card_has_the_face_of_the_same_card_in_a_hand(app: App) -> None:
    table = TableScene(app, Session("espionage", 3, [SeatConfig("human", "Ann")] * 2))
    app.push(table)
    app.step([])
    gv = table.gv
    game = table.game
    names = {c["name"] for c in card_data()}
    assert {"Protector", "Target", "Package", "Bomb"} <= names
    for cid in range(len(game.cards)):
        held = game.describe(cid)  # as a hand shows it
        on_stack = gv.card_by_name(table.view, held["name"])
        assert on_stack["gold"] == held["gold"], held["name"]
        size = (120, 168)
        a = cards.face("espionage", {**held, "designed": on_stack.get("designed")}, size)
        b = cards.face("espionage", on_stack, size)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), held["name"]
