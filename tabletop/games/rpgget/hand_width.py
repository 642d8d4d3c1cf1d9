"""RPG Get!'s hand on a small window or at large text: its cards widen for their names. At large
text on a low window, where no width up to ``WIDER`` times the card's keeps every name unbroken
(1024x600 at 200 %: "Imper- ial...", "Gargo- yle", "Resc... the..." on 55x60 cards), they widen
as far as the hand's row holds, up to ``LARGE_SHAPE`` times their height, while no name is cut
or split that was whole, nor drawn smaller (``large_width``)."""

from __future__ import annotations

from typing import Any

from tabletop.ui import theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components.card import name_fits, name_unbroken, name_whole

#: a hand card widens for its names up to this much of its width
WIDER = 1.6
#: at large text a hand card is at most this many times as wide as it is high
LARGE_SHAPE = 1.35


def hand_width(
    faces: list[dict[str, Any]],
    card: tuple[int, int],
    most: int,
    drawn: list[dict[str, Any]] | None = None,
    badge: int = 0,
) -> int:
    """The hand's cards' width for the names of ``faces`` (``names_width``; at large text,
    where ``fitting`` made the cards squat, ``unbroken_width``, then ``large_width`` with a
    number badge's room, ``badge``, kept beside each card)."""
    if theme.ui_scale() <= 1.0:
        return names_width(faces, card, most)
    w = unbroken_width(faces, card, most)
    if all(name_unbroken("rpgget", f, (w, card[1])) for f in faces):
        return w  # every name whole and unbroken: the hand as ``fitting`` made it
    return large_width(faces, drawn or faces, (w, card[1]), most - badge)


def large_width(
    faces: list[dict[str, Any]], drawn: list[dict[str, Any]], card: tuple[int, int], most: int
) -> int:
    """Large text: the widest width from ``card``'s up to ``most`` and ``LARGE_SHAPE`` times
    its height at which no name of ``faces`` is cut or split that was whole on ``card``, nor
    drawn smaller on its face (``drawn``: the faces as the hand draws them): the type and
    numbers lines a wider face shows take no room from a name grown with the text."""
    w, h = card
    wide = min(most, int(h * LARGE_SHAPE))
    if wide <= w:
        return w

    def whole(x: int) -> tuple[int, int]:  # how many names are whole, how many unbroken
        return (
            sum(name_fits("rpgget", f, (x, h)) for f in faces),
            sum(name_unbroken("rpgget", f, (x, h)) for f in faces),
        )

    base, sizes = whole(w), [name_px(f, (w, h)) for f in drawn]
    step = max(2, (wide - w) // 8)
    for x in range(wide, w, -step):
        if whole(x) >= base and all(name_px(f, (x, h)) >= p for f, p in zip(drawn, sizes)):
            return x
    return w


def name_px(face: dict[str, Any], size: tuple[int, int]) -> int:
    """The size ``face``'s name is drawn at on a face of ``size`` at the text size in force."""
    kind = str("gold" if face.get("gold") else face.get("kind", "mission"))
    style = card_component.style_for("rpgget")
    name = str(face.get("name", "?"))
    plan = card_component._plan_face(style, face, name, kind, size, theme.card_scale())
    return int(plan.name_plan[0]) if plan.name_plan is not None else 0


def names_width(faces: list[dict[str, Any]], card: tuple[int, int], most: int) -> int:
    """The least width from ``card``'s up to ``most`` (and ``WIDER`` times it) at which every
    name of ``faces`` is whole on a face of ``card``'s height, no word split where a width
    holds that, else no word hyphenated (a long word a little narrowed: "Reinforce- ments" in
    a hand of nine at 1280x720 took a hyphen where no width holds it unnarrowed); ``card``'s
    own width where the names are whole on it or none fits (a small window's hand: "The Moon
    Stone\u2026" on 67x93 cards, whole on wider ones; "Boomer- ang Blade" whole but split
    inside a word, unbroken on a wider one)."""
    w, h = card
    if all(name_unbroken("rpgget", f, card) for f in faces):
        return w
    widths = range(w, min(most, int(w * WIDER)) + 1, 2)
    for whole in (name_unbroken, name_whole, name_fits):  # unbroken, unhyphenated, whole
        if whole is name_fits and all(name_fits("rpgget", f, card) for f in faces):
            return w  # (split inside a word at every width: "Boomer- ang Blade" on 67x93)
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
