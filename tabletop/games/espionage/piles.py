"""Espionage's draw and discard piles with their labels, and where your hand's label goes:
with large text the labels keep ``label_pad`` clear of the drop zone's border (a tester saw
"Discard: 2 (click)" and "Ann \u2014 your hand (4)" with its TURN tag on the border at 200 %)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components import cards, marks
from tabletop.ui.components.hand import hand_rects as row_rects
from tabletop.ui.components.marks import tab_rect, turn_width
from tabletop.ui.components.widgets import label_pad, move_button_width

if TYPE_CHECKING:
    from tabletop.games.espionage.view import View

GAME = "espionage"
#: the discard pile's longest label (the most its lines take beside the drop zone)
LONGEST_DISCARD = "Discard: 99  (click)"


def pile_room(v: View) -> int:
    """The width a pile's label may take: the room between the piles."""
    return v.discard_rect.centerx - v.deck_rect.centerx - int(8 * v.scale)


def pile_lines(v: View, text: str) -> list[str]:
    return theme.wrap(text, int(20 * v.scale), pile_room(v), "bold")


def hand_label_at(v: View) -> tuple[int, int]:
    """Where your hand's label starts (its seat figure first): above the cards' tick tabs,
    and with large text right of the piles' labels when it would reach down to them."""
    s = v.scale
    y = v.hand_y - max(int(34 * s), theme.line_h(20 * s) + 6)
    tab = tab_rect(pygame.Rect(0, v.hand_y, *v.hand_card))
    y = min(y, tab.y - theme.line_h(20 * s) - 2)
    x = v.area.x + int(24 * s)
    piles = v.deck_rect.bottom + int(10 * s) + 2 * theme.line_h(int(20 * s))
    if theme.ui_scale() > 1.0 and y < piles:
        # clear of the discard pile's label, which may be wider than the pile ("(click)")
        x = max(v.discard_rect.right + int(16 * s), discard_label_right(v) + label_pad())
    return x, y


def discard_label_right(v: View) -> int:
    """The right end of the discard pile's widest label (one digit or two, on the lines the
    room between the piles gives it), with its shadow's pixel."""
    widest = max(
        theme.text_width(x, int(20 * v.scale), "bold")
        for text in (LONGEST_DISCARD, "Discard: 9  (click)")
        for x in pile_lines(v, text)
    )
    return v.discard_rect.centerx + (widest + 1) // 2 + 2


def hand_words(v: View, view: dict[str, Any], seat: int | None) -> str:
    """Your hand's label: "Ann \u2014 your hand (4)"; once the game is over, when every hand
    is shown to all, the seat's name only ("Dee's hand (9)": "Dee \u2014 your hand" on the
    screen everyone reads the end from spoke to nobody in particular)."""
    n = len(view.get("hand") or [])
    if seat is None:
        return f"Your hand ({n})"
    if view.get("result"):
        return f"{v.name_of(view, seat)}'s hand ({n})"
    return f"{v.name_of(view, seat)} \u2014 your hand ({n})"


def hand_label_rect(v: View, view: dict[str, Any], seat: int | None) -> pygame.Rect:
    """Your hand's label as ``draw_hand`` draws it: its seat figure, its words and the TURN
    tag it may carry (the reaction window's bar keeps clear of all of it)."""
    s = v.scale
    x, y = hand_label_at(v)
    words = hand_words(v, view, seat)
    if seat is not None:
        x += 2 * max(7, int(8 * s)) + int(6 * s)
    right = x + theme.text_width(words, int(20 * s), "bold") + int(12 * s) + turn_width(s)
    return pygame.Rect(hand_label_at(v)[0], y, right - hand_label_at(v)[0], theme.line_h(20 * s))


def keep_labels_clear(v: View) -> None:
    """Large text: the drop zone (``v.table_rect``) starts ``label_pad`` right of the discard
    pile's label and ends that far above your hand's label and its TURN tag."""
    if theme.ui_scale() <= 1.0:
        return
    r, clear = v.table_rect, label_pad()
    left = discard_label_right(v) + clear
    if left > r.x:
        r.width, r.x = r.right - left, left
    x, y = hand_label_at(v)
    if x < r.right and y - clear < r.bottom:
        r.height = y - clear - r.y


def draw_piles(v: View, surf: pygame.Surface, view: dict[str, Any]) -> None:
    from tabletop.games.espionage.view import discard_of

    s = v.scale
    n = view["zones"]["draw"]["count"]
    for i in range(min(6, max(0, n - 1) // 6 + 1) if n else 0):
        surf.blit(cards.back(GAME, v.card), v.deck_rect.move(-i * 2, -i * 2))
    if not n:
        pygame.draw.rect(surf, (255, 255, 255), v.deck_rect, 2, border_radius=10)
    y = pile_label(v, surf, f"Draw pile: {n}", v.deck_rect)
    if n <= 6 and not view["result"]:
        theme.blit_text(
            surf,
            "almost empty!",
            int(16 * s),
            (v.deck_rect.centerx, max(y, v.deck_rect.bottom + int(36 * s))),
            theme.BAD,
            "bold",
            anchor="midtop",
        )
    d = discard_of(view)
    if d:
        for i, c in enumerate(d[-3:]):
            surf.blit(cards.face(GAME, c, v.card), v.discard_rect.move(i * 3 - 6, -i * 3 + 6))
    else:
        pygame.draw.rect(surf, (255, 255, 255), v.discard_rect, 2, border_radius=10)
    # the pile counts what it shows (the cards on the stack are counted on the stack)
    label = f"Discard: {len(d)}  (click)" if d else f"Discard: {len(d)}"
    if len(pile_lines(v, label)) > 2:
        label = f"Discard: {len(d)}"  # large text in a small window: two lines at most
    pile_label(v, surf, label, v.discard_rect)


def pile_label(v: View, surf: pygame.Surface, text: str, pile: pygame.Rect) -> int:
    """A pile's label under it, on as many lines as the room between the piles needs
    (large text); returns the y under it."""
    s = v.scale
    y = pile.bottom + int(10 * s)
    for line in pile_lines(v, text):
        pos = (pile.centerx, y)
        theme.blit_text(surf, line, int(20 * s), pos, theme.TEXT, "bold", "midtop", shadow=True)
        y += theme.line_h(int(20 * s))
    return y


def names_whole_beside(size: tuple[int, int], log_w: int, n: int) -> bool:
    """Whether a hand of ``n`` cards, beside a log ``log_w`` wide and the widest move button,
    leaves each overlapped card a strip wide enough for the longest card name on one line of
    its name tab at the floor (``hand.name_tab``), as ``View.layout`` and ``hand_rects`` place
    them."""
    from tabletop.games.espionage.rules.state import card_data

    s = min(size[0] / 1920, size[1] / 1080)
    card_w = cards.card_size(s * 1.5)[0]
    pad = max(2, int(3 * s))
    longest = max(theme.text_width(c["name"], theme.MIN_TEXT, "cond_bold") for c in card_data())
    strip = min(card_w + int(10 * s), longest + 4 * pad + 1)
    buttons = max(move_button_width(t, k, s, size[0]) for t, k in MOVES)
    room = size[0] - log_w - int(10 * s) - int(12 * s) - int(20 * s) - buttons - int(16 * s)
    return room >= (n - 1) * strip + card_w


#: the move buttons beside the hand (one at a time)
MOVES = [("End turn", "Enter"), ("No reaction", "Space")]


def hand_rects(v: View, hand: list[dict[str, Any]]) -> list[pygame.Rect]:
    """The hand's row, whose cards keep their places when End turn or No reaction comes or
    goes (at 1280x720 the hand slid 70 px when a question took End turn away): centred
    under the table where that leaves room for the widest move button, else ending left
    of it; a hand too long for that side by side takes all the room left of the buttons
    on screen (a picker's Confirm, End turn) and overlaps as little as it can."""
    s = v.scale
    row = pygame.Rect(v.area.x + int(12 * s), v.hand_y, 1, 1)
    gap, n, w = int(10 * s), len(hand), v.hand_card[0]
    shown = v.buttons_left()  # the buttons on screen now
    widest = min([shown] + [v.row_left([m]) for m in MOVES])
    row.width = max(w, v.table.play_rect.right - int(16 * s) - row.x)  # no button
    rects = row_rects(n, row, v.hand_card, gap)
    if rects and rects[-1].right <= widest:
        return rects
    row.width = max(w, widest - row.x)
    if n * (w + gap) - gap > row.width:  # overlapped: all the room there is
        row.width = max(w, shown - row.x)
    return row_rects(n, row, v.hand_card, gap)


def pile_labels(v: View) -> pygame.Rect:
    """Where the piles' labels lie under them ("Draw pile: 29", "Discard: 12 (click)")."""
    s = v.scale
    low = v.deck_rect.bottom + int(10 * s) + 3 * theme.line_h(int(20 * s))
    left = v.deck_rect.centerx - pile_room(v) // 2
    return pygame.Rect(
        left, v.deck_rect.bottom, discard_label_right(v) - left, low - v.deck_rect.bottom
    )


def heads(v: View, view: dict[str, Any]) -> list[pygame.Rect]:
    """The seats' panels (name, card count, cards), your hand's label, the piles' labels and,
    with cards on it, the stack's panel (its captions say who played what on whom), else its
    "Drop Missions here"."""
    s = v.scale
    out = list(v.opponent_rects(view).values())
    out.append(hand_label_rect(v, view, view.get("seat")))
    if v.type_legend():  # the hand's type legend beside it
        out.append(legend_place(v, v.type_legend(), out[-1])[0])
    out.append(pile_labels(v))
    if view.get("stack"):
        out.append(v.table_rect.copy())
    else:  # its "Drop Missions here"
        w = theme.text_width("Drop Missions here", int(26 * s), "serif")
        out.append(pygame.Rect(0, 0, w, theme.line_h(int(26 * s))))
        out[-1].center = v.table_rect.center
    return out


def seat_info(
    v: View, surf: pygame.Surface, view: dict[str, Any], o: int, r: pygame.Rect, turn: bool
) -> None:
    """A seat panel's second line: the TURN tag on the seat whose turn it is, its card count
    and a computer's level where they fit; where even the count does not fit beside the tag
    (a replay at 200 %: "TURN 3..."), the count goes right of its cards' backs, whole."""
    s = v.scale
    session = getattr(v.table, "session", None)
    count = int(view["zones"][f"hand/{o}"]["count"])
    cards = f"{count} card{'s' if count != 1 else ''}"
    info = cards
    if session is not None and session.seats[o].kind == "bot":
        info += f"  \u00b7  bot ({session.seats[o].level})"
    info_y, cards_y = v.panel_lines()
    ix = r.x + int(14 * s)
    if turn:  # the shared turn tag: told by shape and word, not the edge's colour alone
        ix = marks.turn_tag(surf, (ix, r.y + info_y - int(2 * s)), s).right + int(8 * s)
    room = r.right - int(14 * s) - ix
    if theme.text_width(info, int(16 * s)) > room:
        info = cards  # narrow: no bot level
    if theme.fit_text(info, int(16 * s), room)[1] != info:  # cut even at the floor
        backs = min(count, 12)
        w = v.small[0]
        step = (
            min(int(22 * s), (r.width - int(28 * s) - w) // max(1, backs - 1)) if backs > 1 else w
        )
        x = r.x + int(14 * s) + (max(0, backs - 1) * step + w if backs else 0) + int(8 * s)
        size, info = theme.fit_text(info, int(16 * s), r.right - int(14 * s) - x)
        theme.blit_text(surf, info, size, (x, r.y + cards_y), theme.MUTED)
        return
    size, info = theme.fit_text(info, int(16 * s), room)
    theme.blit_text(surf, info, size, (ix, r.y + info_y), theme.MUTED)


def in_sight(v: View, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
    """What a lesson's note leaves in sight where a place allows (``GameView.in_sight``): the
    draw pile and the discard pile with their counts, which the lesson speaks of ("you drew 2
    cards", "Look at the discard pile", "8 cards are left"): at 200 % the note of step 3 lay
    over both."""
    s = v.scale
    left = v.deck_rect.centerx - pile_room(v) // 2
    low = v.deck_rect.bottom + int(10 * s) + 2 * theme.line_h(int(20 * s))  # the counts
    labels = pygame.Rect(left, v.deck_rect.bottom, discard_label_right(v) - left, 0)
    labels.height = low - labels.top
    return [v.deck_rect.union(v.discard_rect).union(labels)]


def legend_place(v: View, text: str, after: pygame.Rect) -> tuple[pygame.Rect, int]:
    """Where the hand's type legend goes right of ``after`` (the hand's label and TURN tag),
    and its text size: as large as the label's row leaves room for, down to the floor."""
    s = v.scale
    x = after.right + int(16 * s)
    room = v.area.right - int(12 * s) - x
    px = theme.fit_px(text, int(16 * s), room, "bold")
    w = theme.text_width(text, px, "bold")
    return pygame.Rect(x, after.centery - theme.line_h(px) // 2, w, theme.line_h(px)), px


def draw_legend(v: View, surf: pygame.Surface, text: str, after: pygame.Rect) -> None:
    """What the initials on the hand's type tabs stand for ("M Mission \u00b7 R Reaction"),
    on the hand label's row (``GameView.type_legend``)."""
    if text:
        r, px = legend_place(v, text, after)
        theme.blit_text(surf, text, px, r.topleft, theme.TEXT, "bold", shadow=True)


def picker_ceiling(v: View, view: dict[str, Any]) -> int | None:
    """A question's panel begins under the seats' panels' names and card counts (their card
    backs may be covered: ``PromptUI._picker``)."""
    return max((r.y + v.panel_lines()[1] for r in v.opponent_rects(view).values()), default=None)


def picker_floor(v: View, view: dict[str, Any], bottom: int) -> int:
    """A question's panel ends above your hand's label (over it, it hid whose cards lie below)
    and over the piles' labels whole or above them (never cutting them in half)."""
    pad = label_pad()
    if view.get("hand") is not None:
        bottom = min(bottom, hand_label_rect(v, view, v.table.viewer).top - pad)
    top = v.deck_rect.bottom + int(10 * v.scale)  # ``pile_label``
    lines = max(len(pile_lines(v, t)) for t in ("Draw pile: 99", LONGEST_DISCARD))
    if top - pad < bottom < top + lines * theme.line_h(int(20 * v.scale)) + pad:
        bottom = top - pad
    return bottom
