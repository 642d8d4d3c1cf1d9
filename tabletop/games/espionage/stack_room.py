"""Espionage's stack and the reaction window's bar, kept apart: at 150 % and 200 % text the
bar, centred on the stack's panel, lay over the top card of THE STACK (the card the window is
about: its name and kind hidden). Where the bar would cover a card on the stack it goes to the
panel's right (``window_place``) and the stack's cards lie left of it, closer together where
they must, the top card last and whole (``rects``). A card held with the keys over a card on
the stack keeps clear of the stack's captions and other cards (``held_keep``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.espionage import piles
from tabletop.ui import theme
from tabletop.ui.components import stack as stack_ui

if TYPE_CHECKING:
    from tabletop.games.espionage.view import View


def rects(v: View, view: dict[str, Any]) -> list[pygame.Rect]:
    """Where the stack's cards lie: spread along the stack's panel (``View.stack_spread``),
    or, while the reaction window's bar lies across their row, left of the bar."""
    spread = v.stack_spread(view)
    bar = bar_over(v, spread)
    return spread if bar is None else squeezed(v, spread, bar)


def bar_over(v: View, cards: list[pygame.Rect]) -> pygame.Rect | None:
    """The reaction window's bar (at its own width, where ``window_place`` put it) where it
    lies across the row of the stack's ``cards``, else None."""
    layer = getattr(v.table, "bar", None)
    bar = layer.narrow_rect() if layer is not None and cards else None
    if bar is None:
        return None
    row = cards[0].unionall(cards).inflate(0, int(16 * v.scale))
    return bar if bar.top < row.bottom and bar.bottom > row.top else None


def window_place(v: View, bar: pygame.Rect) -> pygame.Rect:
    """The bar at the stack panel's right where, centred, it would cover a card on the stack
    and the panel keeps room for a card left of it (large text: under the cards' row, right
    of your hand, where beside them it would cut their captions: ``low_place``); else where
    it was."""
    view = getattr(v.table, "view", None)
    cards = v.stack_spread(view) if view is not None and view["stack"] else []
    s = v.scale
    covers = any(bar.colliderect(r.inflate(int(16 * s), int(16 * s))) for r in cards)
    if not covers and not (view is not None and cuts_beside(v, view, cards, bar)):
        return bar
    moved = bar.copy()
    moved.right = v.table_rect.right - int(24 * s)
    if view is not None and theme.ui_scale() > 1.0 and captions_cut(v, view, moved):
        low = low_place(v, bar, view)
        if low is not None:  # under the stack's row: its cards keep the panel's width
            return low
    if moved.x - int(16 * s) - cards[0].x < cards[0].width:
        return bar  # no room for a card beside it: it stays where it was
    return moved


def cuts_beside(v: View, view: dict[str, Any], cards: list[pygame.Rect], bar: pygame.Rect) -> bool:
    """Large text: ``bar`` clear of the stack's cards but beside their captions' row cuts a
    caption (one card at 200 %: "Informa..." left of "Reactions to: Informant by Bea on
    Ann")."""
    if not cards or theme.ui_scale() <= 1.0 or not bar_beside(cards, bar):
        return False
    row = pygame.Rect(cards[0].x, cards[0].bottom, bar.right, v.table_rect.bottom - cards[0].bottom)
    return bar.colliderect(row) and captions_cut(v, view, bar)


def caption_room(
    v: View, rects: list[pygame.Rect], entries: list[stack_ui.StackEntry], bar: Any
) -> tuple[int, int, bool]:
    """The stack's captions' room: their right edge, their foot, and whether the reaction
    window's bar lies beside the cards (right of the top one: the captions keep left of it,
    down to the panel's foot). A bar right of the cards but under their row, where left of
    it a caption would lose words, leaves them the panel's width above it instead (one card
    at 1024x600 and 200 %: "Infor..." over a bar at the panel's foot)."""
    s, r = v.scale, v.table_rect
    right = r.right - int(24 * s)
    below = r.bottom - 4 if bar is None else min(r.bottom - 4, bar.y - int(4 * s))
    if bar is None or not rects or bar.x < rects[-1].right:
        return right, below, False
    side, foot = min(right, bar.x - int(8 * s)), r.bottom - 4  # (200 %: no words)
    if bar.top >= rects[-1].bottom and cut_left_of(rects, entries, s, side, foot):
        return right, below, False
    return side, foot, True


def cut_left_of(
    rects: list[pygame.Rect], entries: list[stack_ui.StackEntry], s: float, right: int, below: int
) -> bool:
    """Whether the captions lose words in the room up to ``right`` and ``below``."""
    if stack_ui.caption_place(rects, entries, s, right, below) == "beside":
        return False
    return stack_ui.below_cuts(rects, entries, s, right, below)


def bar_beside(cards: list[pygame.Rect], bar: pygame.Rect) -> bool:
    """The bar lies beside the stack's cards: right of the top one, reaching up into their
    row."""
    return bar.x >= cards[-1].right and bar.top < cards[-1].bottom


def squeezed(v: View, spread: list[pygame.Rect], bar: pygame.Rect) -> list[pygame.Rect]:
    """The stack's cards left of ``bar`` lying across their row (``rects``)."""
    end = bar.x - int(16 * v.scale)  # the top card's glow clear of the bar
    if spread[-1].right <= end:
        return spread
    x0, w = spread[0].x, spread[0].width
    step = max(0, end - w - x0) // max(1, len(spread) - 1)
    return [pygame.Rect(x0 + i * step, r.y, w, r.height) for i, r in enumerate(spread)]


def captions_cut(v: View, view: dict[str, Any], bar: pygame.Rect) -> bool:
    """Whether, with the bar beside the stack's cards, a caption under them would lose words
    (``draw_stack``'s choice of under or beside, as it would make it)."""
    s, r = v.scale, v.table_rect
    rects = squeezed(v, v.stack_spread(view), bar)
    entries = [
        stack_ui.StackEntry(None, [(v.say(it["label"]), 15, theme.TEXT, "sans")])
        for it in view["stack"]
    ]
    right, below = min(r.right - int(24 * s), bar.x - int(8 * s)), r.bottom - 4
    if stack_ui.caption_place(rects, entries, s, right, below) == "beside":
        return False
    return stack_ui.below_cuts(rects, entries, s, right, below)


def beside_bar(
    v: View,
    rects: list[pygame.Rect],
    entries: list[stack_ui.StackEntry],
    right: int,
    below: int,
    words: str,
) -> str:
    """With the reaction window's bar beside the stack's cards: their captions beside them
    where under them they would lose words and each card but the top one has room beside it
    (the top card's caption is the bar's title, "Reactions to: ..."): at 200 % they were cut
    to "Bea must discard..." and "Bodyg..." under two cards far apart."""
    s = v.scale
    if words != "below" or len(rects) < 2:
        return words
    if not stack_ui.below_cuts(rects, entries, s, right, below):
        return words
    gaps = [b.x - a.right for a, b in zip(rects, rects[1:])]
    return "beside" if min(gaps) >= int(stack_ui.BESIDE_ROOM * s) else words


def low_place(v: View, bar: pygame.Rect, view: dict[str, Any] | None) -> pygame.Rect | None:
    """Large text: the bar at the stack panel's right foot, over its empty bottom edge and the
    room right of your hand, above the move buttons, where it covers no card of your hand,
    nor its label: beside the stack's cards it left them a strip each, and their captions
    were cut to "Sniper...", "Police...", "Merce..." (200 % on 1280x720). None: no such room
    (a long hand)."""
    s = v.scale
    r = v.table_rect
    low = bar.copy()
    low.right = r.right
    low.top = r.bottom - int(16 * s)
    buttons = [b.rect for b in getattr(v.table, "buttons", []) if b.rect.width]
    under = [b.top for b in buttons if b.right > low.left and b.top >= r.bottom]
    low.bottom = min(low.bottom, min(under, default=v.area.bottom) - int(8 * s))
    if low.top < r.bottom - int(40 * s) or low.top < r.top:  # it would reach the cards' row
        return None
    keep = [b for b in buttons if b.top < r.bottom]
    if view is not None and view.get("hand") is not None:
        keep += v.hand_now(view["hand"])
        label = piles.hand_label_rect(v, view, v.table.viewer)
        if view.get("current") != v.table.viewer:  # no TURN tag beside it in another's turn
            label.width -= piles.turn_width(s)
        keep.append(label)
        if v.type_legend():
            keep.append(piles.legend_place(v, v.type_legend(), label)[0])
    if any(low.colliderect(k.inflate(int(16 * s), int(16 * s))) for k in keep):
        return None
    return low


def draw_head(v: View, surf: pygame.Surface, n: int) -> None:
    """The stack panel's heading, "THE STACK — last in, first out · 3 cards", without its
    middle words where the whole line would reach the panel's edge (a replay at 200 %: "cards"
    lay on the frame's line)."""
    s, r = v.scale, v.table_rect
    at = (r.x + int(24 * s), r.y + int(18 * s))
    count = f"\u00b7 {n} card{'s' if n != 1 else ''}"  # apart from "first out"
    px, gap = theme.px(14 * s), int(12 * s)
    big = theme.px(18 * s)
    full = theme.text_width(stack_ui.TITLE, big, "bold") + gap
    full += theme.text_width(f"\u2014 {stack_ui.SUBTITLE}", theme.px(14 * s))
    room = r.width - int(48 * s)
    if full + gap + theme.text_width(count, px, "bold") <= room:
        title = stack_ui.draw_title(surf, at, s)
    else:  # "THE STACK · 3 cards"
        title = theme.blit_text(surf, stack_ui.TITLE, big, at, theme.ACCENT, "bold").width
    x = at[0] + title + gap
    theme.blit_text(surf, count, px, (x, at[1] + int(2 * s)), theme.TEXT, "bold")


def head_rect(v: View, n: int) -> pygame.Rect:
    """Where ``draw_head`` puts the stack panel's heading of ``n`` cards."""
    s, r = v.scale, v.table_rect
    count = f"\u00b7 {n} card{'s' if n != 1 else ''}"
    px, gap, big = theme.px(14 * s), int(12 * s), theme.px(18 * s)
    wide = theme.text_width(stack_ui.TITLE, big, "bold") + gap
    full = wide + theme.text_width(f"\u2014 {stack_ui.SUBTITLE}", px) + gap
    room = r.width - int(48 * s)
    words = full if full + theme.text_width(count, px, "bold") <= room else wide
    return pygame.Rect(
        r.x + int(24 * s),
        r.y + int(18 * s),
        words + theme.text_width(count, px, "bold"),
        theme.line_h(big),
    )


def held_keep(v: View, view: dict[str, Any]) -> list[pygame.Rect]:
    """What a card held with the keys keeps clear of (``drag.held_at``): the words that name
    the places it may go (the seats' names and counts, the piles and their labels, your hand's
    label, the stack's title or its "Drop Missions here", which a held card hid half of), and
    the stack's cards and the captions under them as last drawn (a held Police lay over "Ninja
    (as Infiltrator) by Bot2 on Ann" in a two-card stack)."""
    names = v.panel_lines()[1]  # a seat's name and count over its cards
    out = [pygame.Rect(r.topleft, (r.w, names)) for r in v.opponent_rects(view).values()]
    out += [v.deck_rect, v.discard_rect, piles.pile_labels(v)]
    out.append(piles.hand_label_rect(v, view, view.get("seat")))
    if not view.get("stack"):
        return out + piles.heads(v, view)[-1:]  # "Drop Missions here"
    out.append(head_rect(v, len(view["stack"])))
    return out + v.stack_rects(view) + list(getattr(v, "captions", None) or [])


def arrow_clear(v: View, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
    """Words a lesson's arrow keeps off (``GameView.arrow_clear``): the stack's captions (the
    arrow from the Decoy to the Target it saves ran up through "Player 1 must discard
    Target") and its heading, else its "Drop Missions here" (an arrow round the cards to
    No reaction ran along "THE STACK — last in, first out"); the piles' labels and your hand's
    label with its TURN tag (the arrow to your Target ran along "Discard: 24 (click)", its
    head over "your hand (5)"), and your hand cards' names and type lines."""
    words = [piles.pile_labels(v), piles.hand_label_rect(v, view, view.get("seat"))]
    for r in v.hand_now(view.get("hand") or []):  # a hand card's name and its type and words
        words += [pygame.Rect(r.x, r.y, r.w, r.h * 18 // 100)]
        words += [pygame.Rect(r.x, r.bottom - r.h * 36 // 100, r.w, r.h * 36 // 100)]
    if not view.get("stack"):
        return piles.heads(v, view)[-1:] + words
    return [head_rect(v, len(view["stack"])), *(getattr(v, "captions", None) or []), *words]


def slot_name(it: Mapping[str, Any]) -> str:
    """A card on the stack named as a place to drop on: its caption ("Medic by Bob": two Medics
    on the stack are told apart), but a threatened gold card by its card ("the Package"): by
    the keys the top bar read "Bodyguard, in your hand: Enter picks it up to drop it on /
    Computer 2 must discard Package (Assassin by Computer 3)" on two squeezed lines and lost
    the title. The caption under the card and the reaction window's bar say the rest."""
    if it["kind"] == "threat":
        return f"the {it['card']}"
    return str(it["label"])


def curtain_reason(v: View, view: dict[str, Any], seat: int) -> str:
    """Why the hot-seat curtain asks for ``seat`` in another's turn: a card of theirs asks it
    to choose ("Blackmail by Ann: Bea chooses a card."; the curtain said no why)."""
    p = view.get("pending")
    if view.get("phase") != "choice" or not p or p["seat"] != seat or seat == view["current"]:
        return ""
    return str(v.say(f"{p['source']}: {v.name_of(view, seat)} chooses a card."))


def blit_flight(
    v: View, surf: pygame.Surface, view: dict[str, Any], image: pygame.Surface, at: Any
) -> None:
    """A card in flight at ``at``, under the stack's heading: a card flying from a seat's
    panel above the table onto the stack hid "THE STACK — last in, first out" for a moment
    after the move. The heading's band stays as the table drew it (the card passes under)."""
    card = image.get_rect(topleft=(int(at[0]), int(at[1])))
    if not view.get("stack"):
        surf.blit(image, card)
        return
    keep = head_rect(v, len(view["stack"])).inflate(int(8 * v.scale), int(4 * v.scale))
    if not card.colliderect(keep):
        surf.blit(image, card)
        return
    # the card's parts around the heading's band: above, below, left and right of it
    cut = card.clip(keep)
    parts = [
        pygame.Rect(card.x, card.y, card.width, cut.y - card.y),
        pygame.Rect(card.x, cut.bottom, card.width, card.bottom - cut.bottom),
        pygame.Rect(card.x, cut.y, cut.x - card.x, cut.height),
        pygame.Rect(cut.right, cut.y, card.right - cut.right, cut.height),
    ]
    for p in parts:
        if p.width > 0 and p.height > 0:
            surf.blit(image, p.topleft, p.move(-card.x, -card.y))
