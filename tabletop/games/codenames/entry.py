"""The Codenames clue entry in the banner (the main window's or the Director window's): the
word box, Give clue, the number buttons and the hint or the engine's reason for a refusal;
with large text each holds its words (the hint under the numbers, across the banner)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.codenames.paint import Geo, entry_rows, number_text
from tabletop.games.codenames.rules.types import CodenamesView
from tabletop.ui import theme
from tabletop.ui.components.widgets import label_pad
from tabletop.ui.parts.layout import ToggleItem

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View


def pads(more: float) -> int:
    """A button's room beside its words: ``label_pad`` each side (growing with the text) and
    ``more`` pixels."""
    return 2 * label_pad() + int(more)


def draw_entry(v: View, surf: pygame.Surface, geo: Geo, view: CodenamesView, target: str) -> None:
    s = geo.s
    b = geo.banner
    pad = int(16 * s)
    large = theme.ui_scale() > 1.0
    rects: dict[str, Any] = {}
    box_h, bh = entry_rows(s)
    give_w = theme.text_width("Give clue", int(26 * s), "bold") + pads(12 * s)
    box_w = int(min(560 * s, b.width * 0.46))
    if large:  # the box takes the room Give clue does not need (VILLAINOUS read "LAINOUS")
        box_w = min(int(560 * s), b.width - 2 * pad - int(14 * s) - give_w)
    else:  # wide enough to say its key when Enter gives the clue, where the hint keeps room
        give_w = max(int(210 * s), give_w)
        wide = max(give_w, theme.text_width(GIVE_ENTER, int(26 * s), "bold") + pads(0))
        left = b.right - b.x - pad - box_w - int(14 * s) - wide - int(30 * s)
        hint = HINT + (RIVAL_HINT if view.get("can_ask_rival") else "")
        if hint_fits(hint, int(17 * s), left, int(68 * s)):
            give_w = wide
    box = pygame.Rect(b.x + pad, b.y + int(12 * s), box_w, box_h)
    v.entry.rect = box
    v.entry.draw(surf, typed_px(v.entry.text, int(38 * s), box))
    give = pygame.Rect(box.right + int(14 * s), box.y, give_w, box.height)
    ready = bool(v.entry.text.strip()) and v.number is not None
    pygame.draw.rect(surf, (235, 180, 50) if ready else (90, 90, 90), give, border_radius=10)
    pygame.draw.rect(surf, (0, 0, 0), give, 2, border_radius=10)
    hinted = ready and enter_gives(v) and fits(GIVE_ENTER, int(26 * s), give.width - pads(0))
    theme.blit_text(
        surf,
        GIVE_ENTER if hinted else "Give clue",
        int(26 * s),
        give.center,
        (25, 20, 10) if ready else (40, 40, 40),
        "bold",
        "center",
    )
    rects["give"] = give
    # the number picker (large text: each button as wide as its number, the row in the banner)
    y = box.bottom + int(10 * s)
    rects["numbers"] = draw_numbers(v, surf, view, box.x, y, b.right - int(16 * s), bh, s)
    # hint or the engine's reason for a refusal: right of Give clue, or (large text) under the
    # numbers across the banner
    if large:
        top = y + bh + int(8 * s)
        msg_rect = pygame.Rect(box.x, top, b.right - pad - box.x, b.bottom - int(6 * s) - top)
    else:
        msg_rect = pygame.Rect(
            give.right + int(16 * s),
            b.y + int(10 * s),
            b.right - give.right - int(30 * s),
            int(68 * s),
        )
    key_hidden = target == "main" and not v.key_open_main(v.table.view)
    if v.entry_error:
        msg, size, colour, kind = v.entry_error, int(19 * s), (255, 150, 140), "bold"
    else:
        msg = HINT
        if view.get("can_ask_rival"):
            msg += RIVAL_HINT
        if large and key_hidden:  # the key's reminder with the hint (no room beside it)
            msg = "Hold Tab to see the key. " + msg
        size, colour, kind = int(17 * s), theme.MUTED, "sans"
    theme.blit_wrapped(surf, msg, wrapped_px(msg, size, msg_rect, kind), msg_rect, colour, kind)
    if key_hidden and not large:
        theme.blit_text(
            surf,
            "Hold Tab to see the key",
            int(18 * s),
            (b.right - int(14 * s), b.bottom - int(12 * s)),
            (255, 140, 130),
            "bold",
            anchor="bottomright",
        )
    v.rects[target] = {**v.rects.get(target, {}), **rects}


#: Give clue's words where Enter presses it (the box has the keyboard, or the keys' focus)
GIVE_ENTER = "Give clue [Enter]"


def enter_gives(v: View) -> bool:
    """Enter gives the clue now: the clue box has the keyboard or the focus ring is on Give
    clue (not on a number, where Enter picks it)."""
    focus = getattr(v.table, "focus", None)
    on_give = focus is not None and focus.active and focus.key == ("toggle", ("clue", "give"))
    return v.entry.focus or on_give


def hint_fits(text: str, size: int, width: int, height: int) -> bool:
    """The hint wraps at its own size into a ``width`` x ``height`` room."""
    if width <= 0:
        return False
    size = theme.px(size)
    n = len(theme.wrap(text, size, width))
    return (n - 1) * int(theme.font_px(size) * 1.15) + theme.line_h(size) <= height


def fits(text: str, size: int, room: int) -> bool:
    return theme.text_width(text, size, "bold") <= room


def typed_px(text: str, size: int, box: pygame.Rect) -> int:
    """The clue box's letters: at ``size``, smaller (not under the floor) for a word that
    would not show whole in the box (the caret's room kept)."""
    room = box.width - 2 * max(6, box.height // 5) - 4
    return theme.fit_px(text, size, room, "bold") if text else size


def wrapped_px(text: str, size: int, rect: pygame.Rect, kind: str = "sans") -> int:
    """The largest design size up to ``size`` (not under the floor) at which ``text`` wrapped
    to ``rect``'s width fits its height."""
    size = theme.px(size)
    while size > theme.MIN_TEXT:
        n = len(theme.wrap(text, size, rect.width, kind))
        if (n - 1) * int(theme.font_px(size) * 1.15) + theme.line_h(size) <= rect.height + 2:
            break
        size -= 1
    return size


def draw_numbers(
    v: View,
    surf: pygame.Surface,
    view: CodenamesView,
    x0: int,
    y: int,
    right: int,
    bh: int,
    s: float,
) -> list[tuple[pygame.Rect, Any]]:
    """ "Number:" and a button for each number a clue may have, from ``x0`` to ``right``."""
    lab = theme.blit_text(
        surf, "Number:", int(20 * s), (x0, y + (bh - theme.line_h(20 * s)) // 2), theme.MUTED,
        "bold",
    )  # fmt: skip
    x = lab.right + int(12 * s)
    numbers = v.numbers(view)
    gap = int(6 * s)
    bw = max(int(48 * s), theme.text_width("8", int(24 * s), "bold") + pads(4 * s))
    wide = max(int(60 * s), theme.text_width("\u221e", int(24 * s), "bold") + pads(4 * s))
    room = right - x
    need = sum(wide if n == "unlimited" else bw for n in numbers) + gap * (len(numbers) - 1)
    if need > room:  # a narrow banner: the buttons and their gaps closer
        gap = max(2, int(2 * s))
        digit = theme.text_width("8", int(24 * s), "bold")
        share = (room - gap * (len(numbers) - 1)) // max(1, len(numbers))
        bw = max(digit + 6, min(digit + pads(-6), share), (room - gap * 10) // 11)
    nums = []
    for n in numbers:
        label = number_text(n)
        r = pygame.Rect(x, y, bw if n != "unlimited" else wide, bh)
        sel = v.number == n
        pygame.draw.rect(surf, theme.ACCENT if sel else (52, 66, 84), r, border_radius=8)
        pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=8)
        theme.blit_text(
            surf,
            label,
            int(24 * s),
            r.center,
            (20, 20, 20) if sel else theme.TEXT,
            "bold",
            "center",
        )
        nums.append((r, n))
        x = r.right + gap
    return nums


# ---------------------------------------------------------------------- keys and clicks
#: the hint under the clue box, and the status line while the box has the keyboard
HINT = "Type one word, pick its number (keys 1-9), press Enter."
RIVAL_HINT = " A doubtful clue (spaces, hyphens) goes to the rival Director."
TYPING = "Clue box: type one word; the number keys 1-9 pick its number; Enter gives the clue"
#: its short form, for a top bar with no room for it at large text (1920x1080 at 200 %): on two
#: lines there, where the long one took three and went on a band over the Clues list
TYPING_SHORT = "Clue box: one word, its number (keys 1-9), Enter"


def entry_event(v: View, event: pygame.event.Event, target: str, seat: int) -> bool | Action:
    """The clue entry's keys and clicks in window ``target``: the box types while it has the
    keyboard (Tab leaves it, the table's focus going on from it); the number keys pick the
    number whenever the entry shows; a click on the entry gives the keyboard back to the box
    (the table's focus ring hides: one mark at a time, and Enter is the box's)."""
    rects = v.rects[target]
    if event.type == pygame.KEYDOWN and target == "main" and takes_letter(v, event):
        v.entry.focus = True  # a letter goes into the box wherever the keys' focus was
    if event.type == pygame.KEYDOWN and event.unicode and event.unicode.isdigit():
        if v.entry.focus or target == "main":
            n = int(event.unicode)
            if n in v.numbers(v.table.view):
                v.pick_number(n)
                return True
    if event.type == pygame.KEYDOWN and v.entry.focus:
        leave = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)  # (Tab peeks while it may)
        if event.key in leave and target == "main":
            v.entry.focus = False  # Tab or an arrow leaves the box: the keys' focus goes on
            return False
        if event.unicode and event.unicode.isdigit():
            return True
        res = v.entry.handle(event)
        if res == "submit":
            return v.give_clue(seat) or True
        if res == "edit":
            v.entry_error = ""
        return res is not None
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        on_entry = [r for r, _n in rects.get("numbers", [])] + [rects.get("give"), v.entry.rect]
        if any(r is not None and r.collidepoint(event.pos) for r in on_entry):
            v.entry.focus = True  # the keyboard back in the box: Enter gives the clue
        for r, n in rects.get("numbers", []):
            if r.collidepoint(event.pos):
                v.pick_number(n)
                return True
        give = rects.get("give")
        if give is not None and give.collidepoint(event.pos):
            return True
        if v.entry.rect.collidepoint(event.pos):
            v.entry.handle(event)
            return True
        v.entry.focus = False
        return False
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        give = rects.get("give")
        if give is not None and give.collidepoint(event.pos):
            return v.give_clue(seat) or True
    return False


def takes_letter(v: View, event: pygame.event.Event) -> bool:
    """A letter (or a hyphen, an apostrophe) typed, no Ctrl or Alt held: the clue box takes
    it at once, focused or not (Space still presses a focused button)."""
    ch = event.unicode or ""
    held = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
    return len(ch) == 1 and ch != " " and not held and v._allowed_char(ch)


def controls(v: View, view: CodenamesView, seat: int | None) -> list[ToggleItem]:
    """The clue entry's controls on the main window as the keys reach them (Tab stops in
    reading order: the box, Give clue, the numbers), and the Director window's button."""
    rects = v.rects.get("main", {})
    out = []
    if v.entry_target(view, seat) == "main" and "give" in rects:
        box = ToggleItem(("clue", "box"), v.entry.rect, 3, "Clue box", partial(typing_on, v))
        box.enter_words = "type the clue, its letters go in at once (Enter there gives it)"
        out.append(box)
        send = ToggleItem(("clue", "give"), rects["give"], 3, "Give clue", partial(give, v))
        send.enter_words = (
            "type the clue first"
            if not v.entry.text.strip()
            else "pick its number first"
            if v.number is None
            else "Enter gives the clue"
        )
        out.append(send)
        for r, n in rects.get("numbers", []):
            num = ToggleItem(("clue", n), r, 3, f"Number {number_text(n)}", partial(pick, v, n))
            num.enter_words = "Enter picks it (so does its number key)"
            out.append(num)
    if "dwin" in rects:
        dwin = ToggleItem(("clue", "dwin"), rects["dwin"], 3, "Director window")
        dwin.press = v.toggle_director_window
        if not v.dwin.is_open:  # what it is for, to the keys too (``board.DWIN_HELP``)
            dwin.enter_words = "Enter opens the key in a second window, for a second display"
        out.append(dwin)
    return out


def typing_on(v: View) -> None:
    v.entry.focus = True


def pick(v: View, n: int | str) -> None:
    v.pick_number(n)


def give(v: View) -> Action | None:
    """Give clue pressed with the keys: the clue, for the table (as a click's)."""
    seat = v.clue_seat(v.table.view)
    return None if seat is None else v._given_in("main", v.give_clue(seat))


def typing_words(v: View) -> str:
    """The status line while the main window's clue box has the keyboard."""
    view = v.table.view
    seat = v.table.acting_seat()
    return TYPING if v.entry_target(view, seat) == "main" else ""
