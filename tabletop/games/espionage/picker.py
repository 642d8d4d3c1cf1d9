"""The size of a question's cards (a Medic's pick of a discard pile of thirty): the least at
which every Espionage card's name is whole on its face. Below it the shared picker overlaps its
rows (``prompt.fanned_rects``) rather than shrinking the cards until their names break: at
100 % on 1280x720 a pile of 32 read "Bodyg-uard", "Detect-ive", "Infiltr-ator"."""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.components import cards
from tabletop.ui.components.card import name_whole

GAME = "espionage"

_least: dict[float, tuple[int, int]] = {}


def least_whole() -> tuple[int, int]:
    """The least card size at which every card's name is whole (words unsplit; a face's names
    are drawn at their own size, whatever the text size)."""
    key = theme.card_scale()
    if key not in _least:
        from tabletop.games.espionage.rules.state import card_data

        faces = list({c["name"]: c for c in card_data()}.values())
        k = 0.3
        size = cards.card_size(k)
        while k < 1.5 and not all(name_whole(GAME, c, size) for c in faces):
            k += 0.01
            size = cards.card_size(k)
        _least[key] = size
    return _least[key]
