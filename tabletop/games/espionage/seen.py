"""The line under Espionage's table that tells what an Informant or Assassin let you see
("You saw Cal's hand this turn (Assassin by Ann): Mercenary, Blackmail"), placed where it covers
nothing: at 200 % text on 1280x720 there is no gap between the drop zone and your hand's label,
and the line was drawn over "Ann \u2014 your hand (3)" and its TURN tag. It goes, whole and
wrapped where it must, to the first room that is free: under the drop zone, low in the drop zone beside what lies
on it, above the zone, beside your hand's label or right of your hand's cards."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.espionage import piles
from tabletop.ui import theme
from tabletop.ui.components import stack as stack_ui

if TYPE_CHECKING:
    from tabletop.games.espionage.view import View

#: the gap between lines of the wrapped line (``theme.blit_wrapped``'s default)
GAP = 1.15


def seen_text(v: View, view: dict[str, Any]) -> str:
    """The words of the line, or "" when there is nothing new to tell (an old look is in the
    log; the line under the table is for the news): the hand you saw, and the card you took."""
    saw = saw_text(v, view)
    rest = " ".join(x for x in (took_text(v, view), lost_text(v, view)) if x)
    return f"{saw}. {rest}" if saw and rest else saw or rest


def saw_text(v: View, view: dict[str, Any]) -> str:
    """The hand an Informant or Assassin let you see this turn or the last."""
    seen = view.get("seen")
    if not seen or view["result"]:
        return ""
    ago = int(view.get("turn_number", 0)) - int(seen.get("turn", 0))
    if ago > 1:
        return ""
    names = ", ".join(c["name"] for c in seen["cards"]) or "nothing"
    when = "this turn" if ago <= 0 else "last turn"
    source = v.say(str(seen["source"]))  # "Informant by Ann", never "by Player 3"
    return f"You saw {v.name_of(view, seen['of'])}'s hand {when} ({source}): {names}"


def note_taken(v: View, events: list[dict[str, Any]], seat: int | None) -> None:
    """An Infiltrator's or Double Agent's card taken at random, seen by ``seat``, the seat on
    screen, when it took or lost it (the event as it may see it names the card): kept for the
    taker's and the loser's own screens, both told the card by the rules. In hot-seat the log
    names no card, and each had to remember their old hand to know what went ("Bea took a card
    from Cy.")."""
    t = v.table
    for e in events:
        d = e.get("data") or {}
        card, src, dst = d.get("card"), d.get("from"), d.get("to")
        if e["kind"] != "CardStolen" or seat is None or seat not in (src, dst):
            continue
        if isinstance(card, dict) and isinstance(src, int) and isinstance(dst, int):
            turn = int((getattr(t, "view", None) or {}).get("turn_number", 0))
            log = list(t.session.log)  # (the move that took it: gone once taken back)
            name = card.get("name")
            v.took[dst] = {"card": name, "from": src, "turn": turn, "log": log}
            v.lost[src] = {"card": name, "by": dst, "turn": turn, "log": log}


def _recent(v: View, view: dict[str, Any], note: dict[str, Any] | None) -> str:
    """ "this turn" or "last turn" for a noted card still in the game's past ("" none, too
    old, or taken back)."""
    log = v.table.session.log
    if not note or view["result"] or log[: len(note["log"])] != note["log"]:
        return ""  # (a game that went back before it)
    ago = int(view.get("turn_number", 0)) - int(note["turn"])
    if ago > 1:
        return ""
    return "this turn" if ago <= 0 else "last turn"


def _own_note(
    v: View, view: dict[str, Any], notes: dict[int, dict[str, Any]]
) -> tuple[dict[str, Any] | None, str]:
    """The seat on screen's note in ``notes`` and when it was, if still recent (else None)."""
    seat = view.get("seat")
    note = notes.get(seat) if isinstance(seat, int) else None
    when = _recent(v, view, note)
    return (note, when) if note and when else (None, "")


def took_text(v: View, view: dict[str, Any]) -> str:
    """The card you took at random this turn or the last ("" none, or taken back)."""
    took, when = _own_note(v, view, v.took)
    if not took:
        return ""
    return f"You took {took['card']} from {v.name_of(view, took['from'])} {when}."


def lost_text(v: View, view: dict[str, Any]) -> str:
    """The card another seat took from you at random this turn or the last ("Bea took
    Terrorist from you this turn."; "" none, or taken back)."""
    lost, when = _own_note(v, view, v.lost)
    if not lost:
        return ""
    return f"{v.name_of(view, lost['by'])} took {lost['card']} from you {when}."


def stack_marks(v: View, view: dict[str, Any], below: int) -> list[pygame.Rect]:
    """The stack's title, and its cards with the captions under them ("Sniper by Cy on Bea",
    as wide as the room up to the next card, no lower than ``below``)."""
    s, r = v.scale, v.table_rect
    out = [pygame.Rect(r.x, r.y, r.width, v.stack_top() - r.y)]
    rects = v.stack_rects(view)
    px = theme.px(15 * s)
    for i, (it, c) in enumerate(zip(view["stack"], rects, strict=True)):
        edge = rects[i + 1].x if i + 1 < len(rects) else r.right - int(24 * s)
        room = max(c.width, edge - int(8 * s) - c.x)
        lines = theme.wrap(v.say(it["label"]), px, room)
        w = max([c.width] + [theme.text_width(x, px) for x in lines])
        h = int(8 * s) + len(lines) * theme.line_h(px) + int(8 * s)
        # the card, and its caption under it: the room right of a card over a wide caption
        # stays free (the line found none while a reaction window's bar lay under the stack)
        if h > below - c.bottom:  # no room under it: its words may lie beside it
            out.append(pygame.Rect(c.x, c.y, w, below - c.y))
            continue
        out.append(c.inflate(int(8 * s), int(8 * s)))
        left = c.x - int(stack_ui.BELOW_LEFT * s)
        out.append(pygame.Rect(left, c.bottom, w + c.x - left, h))
    return out


def obstacles(v: View, view: dict[str, Any]) -> list[pygame.Rect]:
    """What the line must not cover: the seats' panels, your hand's label (TURN tag, legend),
    the piles' labels, the stack's title, cards and captions (or its "Drop Missions here"),
    your hand's cards, the move buttons and the reaction window's bar."""
    out = piles.heads(v, view)
    t = v.table
    bar = getattr(getattr(t, "bar", None), "rect", lambda: None)()
    if view["stack"]:
        out.remove(v.table_rect)
        below = v.table_rect.bottom - 4 if bar is None else bar.y
        out += stack_marks(v, view, max(below, v.stack_top()))
    hand = view.get("hand")
    if hand:
        out += v.hand_rects(hand)
    box = getattr(getattr(t, "prompts", None), "box", None)
    out += [b.rect for b in getattr(t, "buttons", []) if not (box and box.contains(b.rect))]
    if bar is not None:
        out.append(bar)
    return out


def rooms(v: View, view: dict[str, Any]) -> list[tuple[pygame.Rect, bool]]:
    """The rooms the line may take, first choice first: (room, lines from its bottom up).
    Under the drop zone, low in it, above it (first while a reaction window's bar lies low
    on the zone), beside your hand's label, right of your hand's cards; none wider than the
    zone."""
    s, r = v.scale, v.table_rect
    pad = int(6 * s)
    floor = v.hand_y
    out = [(pygame.Rect(r.x, r.bottom + pad, r.width, floor - r.bottom - pad), False)]
    inner = r.inflate(-int(48 * s), 0)
    out.append((pygame.Rect(inner.x, r.y + pad, inner.width, r.height - 2 * pad), True))
    top = max([v.toast_top()] + [p.bottom + pad for p in v.opponent_rects(view).values()])
    above = (pygame.Rect(r.x, top, r.width, r.y - int(4 * s) - top), True)
    out.insert(0 if v.is_window(view) else len(out), above)
    if view.get("hand") is not None:
        label = piles.hand_label_rect(v, view, v.table.viewer)
        if v.type_legend():
            label = piles.legend_place(v, v.type_legend(), label)[0]
        x = label.right + int(16 * s)
        right = v.area.right - int(12 * s)
        out.append((pygame.Rect(x, label.y, min(r.width, right - x), floor - label.y), False))
        hand = v.hand_rects(view["hand"]) if view["hand"] else []  # right of your cards
        x = max([label.x] + [c.right for c in hand]) + int(16 * s)
        h = v.area.bottom - label.bottom - 8
        out.append((pygame.Rect(x, label.bottom + 4, min(r.width, right - x), h), False))
    return out


def lines_at(text: str, px: int, room: pygame.Rect, at: tuple[int, int]) -> list[pygame.Rect]:
    """The rects of ``text``'s lines wrapped at ``px`` to the room's right, starting at
    ``at``; [] when they run out of the room."""
    x, y = at
    width = room.right - x
    if width <= 0:
        return []
    lines = theme.wrap(text, px, width)
    step = theme.line_h(px, GAP)
    rects = [
        pygame.Rect(x, y + i * step, theme.text_width(line, px), theme.line_h(px))
        for i, line in enumerate(lines)
    ]
    return rects if room.contains(rects[0].unionall(rects)) else []


def spots(
    text: str, px: int, room: pygame.Rect, up: bool, blocked: list[pygame.Rect]
) -> Iterator[list[pygame.Rect]]:
    """The line's places in ``room``: at its left or right of a thing in it, at its top (its
    foot with ``up``) or just under (over) a thing in it, nearest that end first."""
    pad = 4
    xs = [room.x] + sorted(b.right + pad for b in blocked if room.x < b.right + pad < room.right)
    for x in xs:
        lines = theme.wrap(text, px, max(1, room.right - x))
        h = theme.line_h(px, GAP) * (len(lines) - 1) + theme.line_h(px)
        if up:
            ys = [room.bottom - h] + sorted(
                (b.y - pad - h for b in blocked if room.y <= b.y - pad - h < room.bottom - h),
                reverse=True,
            )
        else:
            ys = [room.y] + sorted(b.bottom + pad for b in blocked if room.y < b.bottom + pad)
        for y in ys:
            rects = lines_at(text, px, room, (x, y))
            if rects:
                yield rects


def free(places: Iterator[list[pygame.Rect]], blocked: list[pygame.Rect]) -> list[pygame.Rect]:
    """The first of ``places`` where no line covers anything ([] when none)."""
    for rects in places:
        if not any(x.colliderect(b) for x in rects for b in blocked):
            return rects
    return []


def place(v: View, view: dict[str, Any], text: str) -> tuple[int, int, list[pygame.Rect]]:
    """The size, the width it wraps to and its lines' rects: at its size, else as small as
    the floor, where no line covers anything, on the fewest lines, in the first room of those;
    under the drop zone as before where none has room."""
    blocked = obstacles(v, view)
    # an open question's panel too where there is room out of it (it covered the line's top)
    box = getattr(getattr(v.table, "prompts", None), "box", None)
    choices = rooms(v, view)
    # found once for what lies on the table (the view is drawn again with every frame)
    spots_at = tuple((tuple(rm), up) for rm, up in choices)
    key = (text, v.scale, theme.ui_scale(), tuple(map(tuple, blocked)), tuple(box or ()), spots_at)
    kept = getattr(v, "_seen_place", None)
    if kept is None or kept[0] != key:
        kept = (key, _search(v, text, blocked, box, choices))
        v._seen_place = kept  # type: ignore[attr-defined]
    return kept[1]


def _search(
    v: View,
    text: str,
    blocked: list[pygame.Rect],
    box: pygame.Rect | None,
    choices: list[tuple[pygame.Rect, bool]],
) -> tuple[int, int, list[pygame.Rect]]:
    """``place``'s search over the sizes and ``choices`` of rooms."""
    s = v.scale
    size = int(16 * s)
    sizes = [theme.px(size)] + [theme.fit_px(text, size, rm.width) for rm, _ in choices]
    for more in ([box], []) if box else ([],):
        for px in dict.fromkeys(sizes):  # the design size first
            found = [
                (len(rects), i, room.right - rects[0].x, rects)
                for i, (room, up) in enumerate(choices)
                for rects in [free(spots(text, px, room, up, blocked + more), blocked + more)]
                if rects
            ]
            if found:  # the fewest lines (a wrapped line reads worse), the first room
                _n, _i, width, rects = min(found, key=lambda f: f[:2])
                return px, width, rects
    r = v.table_rect
    px = theme.fit_px(text, size, r.width)
    room = pygame.Rect(r.x, r.bottom + int(10 * s), r.width, 4 * theme.line_h(px))
    return px, r.width, lines_at(text, px, room, room.topleft) or [room]


def draw(v: View, surf: pygame.Surface, view: dict[str, Any]) -> list[pygame.Rect]:
    """Draws the line where ``place`` puts it; returns its lines' rects ([] when none)."""
    text = seen_text(v, view)
    if not text:
        return []
    px, width, rects = place(v, view, text)
    room = pygame.Rect(rects[0].x, rects[0].y, width, rects[-1].bottom - rects[0].y)
    theme.blit_wrapped(surf, text, px, room, theme.MUTED, line_gap=GAP)
    return rects


def rects(v: View, view: dict[str, Any]) -> list[pygame.Rect]:
    """Where ``draw`` puts the line's lines ([] when none): kept in sight by what lies over
    the table (a hovered hand card's words covered "You saw Ann's hand..." on 2026-11-26)."""
    text = seen_text(v, view)
    return place(v, view, text)[2] if text else []
