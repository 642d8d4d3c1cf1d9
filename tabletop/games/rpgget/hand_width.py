"""RPG Get!'s hand on a small window or at large text: its cards widen for their names."""

from __future__ import annotations

from typing import Any

from tabletop.ui import theme
from tabletop.ui.components.card import name_fits, name_unbroken

#: a hand card widens for its names up to this much of its width
WIDER = 1.6


def hand_width(faces: list[dict[str, Any]], card: tuple[int, int], most: int) -> int:
    """The hand's cards' width for the names of ``faces`` (``names_width``; at large text,
    where ``fitting`` made the cards squat, ``unbroken_width``)."""
    if theme.ui_scale() <= 1.0:
        return names_width(faces, card, most)
    return unbroken_width(faces, card, most)


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


def unbroken_width(faces: list[dict[str, Any]], card: tuple[int, int], most: int) -> int:
    """Large text: the least width from ``card``'s up to ``most`` (and ``WIDER`` times it) at
    which every name of ``faces`` breaks only between words, whole, on a face of ``card``'s
    height ("Rescue the Songstr..." on 78x83 at 200 % on 1280x720); ``card``'s own width
    where they already do or no width holds that."""
    w, h = card
    if all(name_unbroken("rpgget", f, card) for f in faces):
        return w
    widths = range(w + 2, min(most, int(w * WIDER)) + 1, 2)
    return next((x for x in widths if all(name_unbroken("rpgget", f, (x, h)) for f in faces)), w)
