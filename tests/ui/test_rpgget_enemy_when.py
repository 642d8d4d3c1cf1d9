"""RPG Get!: an Enemy's (or a Roadblock's) large card says when it is played. A new player
enlarged an Enemy in their hand and could not tell when it could be used: its words now end
"Played when another player attempts a mission: in its Enemy step, drag it into the arena (its
size within the EP left)", a Boss adding "one Boss a mission" (rulebook, "Enemy step"), whole
on the large card at 1280x720, the longest texts too."""

from __future__ import annotations

import pygame

from tabletop.games.rpgget.cards import card_defs
from tabletop.games.rpgget.labels import face_card
from tabletop.ui.components import cards
from tests.ui import screenprobe


def test_every_enemy_and_roadblock_says_when_it_is_played() -> None:
    for d in card_defs().values():
        text = face_card(d.to_view())["text"]
        if d.type in ("enemy", "roadblock"):
            assert "Played when another player attempts a mission: in its Enemy step" in text
            assert text.endswith(")."), text
            assert ("one Boss a mission" in text) == bool(d.boss), d.name
        else:
            assert "Played when another player" not in text, d.name


def test_the_longest_enemy_texts_read_whole_on_the_large_card() -> None:
    """(A card's face is drawn at 100 % whatever the text size.)"""
    app = screenprobe.make_app((1280, 720), 100)
    try:
        longest = sorted(
            (d for d in card_defs().values() if d.type in ("enemy", "roadblock")),
            key=lambda d: -len(face_card(d.to_view())["text"]),
        )[:3]
        for d in longest:
            shot = screenprobe.Shot()
            cards.clear_cache()  # drawn afresh, its words recorded
            with screenprobe.recording(shot):
                h = min(int(app.screen.get_height() * 0.86 * 0.9), 700)  # the large card
                face = cards.face("rpgget", face_card(d.to_view()), (int(h * 120 / 168), h))
            assert face.get_height() == h
            assert not shot.shortened(), (d.name, shot.shortened())
            assert not shot.clipped(), (d.name, shot.clipped())
            assert "one Boss a mission" in " ".join(p.text for p in shot.placed) or not d.boss
    finally:
        pygame.quit()
