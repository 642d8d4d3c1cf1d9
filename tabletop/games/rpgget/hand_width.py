"""RPG Get!'s hand on a small window: its cards widen for their names."""

from __future__ import annotations

from typing import Any

from tabletop.ui.components.card import name_fits, name_unbroken

#: a hand card widens for its names up to this much of its width
WIDER = 1.6


def names_width(faces: list[dict[str, Any]], card: tuple[int, int], most: int) -> int:
    """The least width from ``card``'s up to ``most`` (and ``WIDER`` times it) at which every
    name of ``faces`` is whole on a face of ``card``'s height, no word split where a width
    holds that; ``card``'s own width where the names are whole on it or none fits (a small
    window's hand: "The Moon Stone\u2026" on 67x93 cards, whole on wider ones)."""
    w, h = card
    if all(name_fits("rpgget", f, card) for f in faces):
        return w
    widths = range(w, min(most, int(w * WIDER)) + 1, 2)
    for whole in (name_unbroken, name_fits):
        got = next((x for x in widths if all(whole("rpgget", f, (x, h)) for f in faces)), None)
        if got is not None:
            return got
    return w
