"""Where a number key's badge lies on an RPG Get! card a question offers (a target, a card of
the Redraw): on the card's picture, at its foot, under the name's plate and above the HP band
(a hand card's foot plate), beside the PP and status pills. Over the card's top left corner,
the keys' own place for a card outside a picker, it covered the end of the arena's prompt line
and, at 200 %, the HP or the name of the card above or beside it (issue 52)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.rpgget.emblems import band_px, plate_lines
from tabletop.games.rpgget.labels import card_in, face_card
from tabletop.ui import theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards, keybadge

GAME = "rpgget"
#: the art box's foot on a face without a layout drawn yet (at 240x336)
ART_FOOT = 214 / 336


def badge_room(gv: Any, view: dict[str, Any], rect: pygame.Rect) -> pygame.Rect | None:
    """The room for the badge of the question's card drawn at ``rect`` (None: no card there,
    the keys' own place). Its height runs from the name's plate down to the picture's foot
    (the HP band on the table, an Enemy's band in the hand); where that is lower than the
    smallest badge, a squat hand's badges lie beside their cards (``spread``: the words at
    their foot, MISSION or ENEMY, stay in sight), else down to an Enemy's HP line or the
    card's foot (never its name nor its HP). Its left is where the badge lies centred on the
    card, or right of the PP pill where it would cover it."""
    table = gv.table
    seat = table.acting_seat()
    sel = table.prompts.current(gv, view, seat, table.legal(seat))
    spots = table.prompts.targets(gv, view, sel, table.play_rect, gv.scale) if sel else []
    card = next((card_in(view, int(v)) for v, r in spots if r == rect), None)
    if card is None:
        return None
    face, size = face_card(card), rect.size
    hand = view["zones"].get(f"hand/{table.viewer}", {}).get("cards") or []
    in_hand = any(c and c.get("id") == card.get("id") for c in hand)
    top, foot, least = _span(gv, card, face, size, in_hand)
    s = gv.scale
    smallest = badge_side(s, 0)
    if in_hand:  # a squat hand's cards (``spread``): each in the gap at its right
        room = beside_room(gv, view, rect, smallest)
        if room is not None:
            return room
    if foot - top < smallest:
        foot = max(foot, least)
    if foot - top < smallest and not in_hand:
        # an arena card too small for any badge (200 % on a low window): under it, over the
        # arena's foot (the rank labels give way there on such a window)
        room = pygame.Rect(0, rect.bottom + 2, rect.width, smallest)
        room.left = rect.centerx - smallest // 2 - max(2, int(3 * s))
        return room
    height = max(1, foot - top)
    side = badge_side(s, height)
    margin = max(2, int(3 * s))
    left = rect.centerx - side // 2 - margin
    if not in_hand and "hp_left" in card:
        with theme.unscaled():  # the pills as ``Painter.draw_marks`` draws them
            cost, pills = gv.badges(card, rect)
        badge = pygame.Rect(left + margin, rect.y + foot - side, side, side)
        if cost is not None and cost[1].colliderect(badge):
            left = cost[1].right + 2 - margin
            beside = rect.right - 2 - cost[1].right - 2  # a smaller badge where it is narrow
            if side > beside and badge_side(s, beside) < side:
                side = height = badge_side(s, beside)
                top = foot - height
        taken = [p for _st, _icon, p in pills]
        badge.x = left + margin
        if any(p.colliderect(badge) for p in taken):  # the status pills lie down its right
            left = min(left, min(p.x for p in taken) - side - 2 - margin)
    left = max(rect.x, min(left, rect.right - side - margin))
    return pygame.Rect(left, rect.y + top, max(1, rect.right - left), height)


def fits_on_picture(gv: Any, card: dict[str, Any], size: tuple[int, int]) -> bool:
    """An arena card of ``size`` holds the smallest number badge on its picture (else its
    badge lies under it, ``badge_room``)."""
    top, foot, least = _span(gv, card, face_card(card), size, False)
    return max(foot, least) - top >= badge_side(gv.scale, 0)


def badge_side(s: float, height: int) -> int:
    """The side of a number key's badge in a room ``height`` high, as the keys draw it (its
    digit's size the largest whose badge fits, never under the floor; ``height`` 0: the
    smallest badge)."""
    return keybadge.side(keybadge.digit_px(s, height))


def _span(
    gv: Any, card: dict[str, Any], face: dict[str, Any], size: tuple[int, int], in_hand: bool
) -> tuple[int, int, int]:
    """On a face of ``size``: the name's plate's foot, the picture's foot (the HP band on
    the table, an Enemy's band in the hand) and the lowest a badge may reach when that is too
    low for it, each from the card's top."""
    from tabletop.games.rpgget.layout import hand_face, title_bottom

    if in_hand:
        hand_face(card, size)  # drawn (cached): its layout is known
    else:
        cards.face(GAME, face, size)
    w, h = size
    lay = card_component.LAYOUTS.get((GAME, str(face.get("name", "?")), size))
    if lay is not None:  # the face as drawn: its name's plate, its picture, its foot's plate
        top = int(lay["title"].bottom) + 2
        foot = min(int(lay["art"].bottom), int(lay["text"].top)) - 1
    else:
        top, foot = title_bottom(face, size) + 2, int(h * ART_FOOT) - 1
    least = h - 4
    if in_hand and card.get("type") == "enemy":  # its band (``emblems.enemy_band``)
        with theme.unscaled():
            lh = theme.font_px(band_px(size, card)) + 2
        foot, least = min(foot, h - 2 * lh - 9), h - lh - 6
    elif not in_hand and "hp_left" in card:  # the HP band (``Painter.draw_marks``)
        with theme.unscaled():
            px = 12 if gv.scale < 0.8 else max(12, gv.fs - 3)
            band = h - theme.font_px(px) - 12
        least = band - 2  # over the type's plate (ENEMY), not the band nor the lines it hides
        for line_top, line_bottom in plate_lines(face, size):
            if line_bottom > band + 1:
                least = min(least, line_top - 3)
        foot = min(foot, least)
    return top, foot, least


def spread(
    gv: Any, hand: list[dict[str, Any]] | None, card: tuple[int, int], gap: int, room: int
) -> int:
    """The gap between the hand's cards: the usual ``gap``, or wide enough for a number key's
    badge beside a card where a card of ``hand`` at ``card``'s size has no room for it on its
    picture between its name and the words at its foot (MISSION, ENEMY, Size 2: a squat hand at
    200 % on 1280x720) and the hand's ``room`` across holds the cards so (``beside_room``)."""
    if not hand or theme.ui_scale() <= 1.0:
        return gap
    s = gv.scale
    smallest = badge_side(s, 0)
    wide = gap + beside_w(s)
    if len(hand) * (card[0] + wide) - gap > room:  # the last card's badge inside it too
        return gap
    for c in hand:
        top, foot, _least = _span(gv, c, face_card(c), card, True)
        if foot - top < smallest:
            return wide
    return gap


def beside_w(s: float) -> int:
    """The room a number key's smallest badge takes beside a hand card (``spread``)."""
    return badge_side(s, 0) + 2 * max(2, int(3 * s))


def beside_room(gv: Any, view: dict[str, Any], rect: pygame.Rect, side: int) -> pygame.Rect | None:
    """The room for the badge of the hand card at ``rect`` in the gap at its right, at the
    card's middle (``spread`` made it wide enough); None: the gap is too narrow."""
    s = gv.scale
    margin = max(2, int(3 * s))
    seat = gv.table.viewer
    hand = sorted(r.x for _c, r, where in gv.boxes(view, seat) if where == "hand")
    gaps = [b - a - rect.width for a, b in zip(hand, hand[1:])]  # the last's is as wide
    if not gaps or min(gaps) < side + 2 * margin:
        return None
    room = pygame.Rect(0, 0, side + margin, side)
    room.left = rect.right + 2 - margin
    room.centery = rect.centery
    return room
