"""The launcher's Resume button, saying the interrupted game and its moves in full ("Resume
Austin Powers CCG (77 moves)"), and where it goes.

In the bottom row between Quit and Start game where its words fit there on one line. With large
text, where they do not (200 %, a small window), it is a row of its own across the page under
the corner buttons (Settings, Saved games...): a two-line Resume made the bar fixed at the
window's foot so tall that it half covered a game's row. Without large text a row too narrow
still takes two lines of a taller button."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.game import game_class
from tabletop.engine.words import count
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button
from tabletop.ui.scenes import launcher_flow as flow

#: the bottom row's buttons left of Resume, with their keys' hints
LEFT_WORDS = ["Sound: off  [Ctrl+M]", "Fullscreen  [F11]", "Quit"]


def words(lau: Any) -> list[str]:
    """Resume's words, longest first: the game's whole title, then without "CCG"/"TCG"."""
    e = lau.resume_entry
    title = game_class(e.game).TITLE
    short = title.removesuffix(" CCG").removesuffix(" TCG")
    moves = f"({count(e.moves, 'move')})"
    return list(dict.fromkeys([f"Resume {title} {moves}", f"Resume {short} {moves}"]))


def row_room(lau: Any, left_end: int) -> tuple[int, int]:
    """Resume's right end in the bottom row (left of Start game) and its widest width there
    (up to Quit)."""
    s = lau.scale
    right = lau.size[0] - int(440 * s)
    return right, max(int(460 * s), right - left_end - int(30 * s))


def one_line(lau: Any, left_end: int) -> tuple[str, int] | None:
    """The words that fit the bottom row on one line, with the button's width; else None."""
    s = lau.scale
    size = flow.button_px(int(76 * s))
    _right, most = row_room(lau, left_end)
    for said in words(lau):
        need = theme.text_width(said, size, "bold") + int(28 * s)
        if need <= most:
            return said, max(int(460 * s), need)
    return None


def left_row(lau: Any, by: int) -> tuple[list[pygame.Rect], bool]:
    """Sound, Fullscreen and Quit's places at the bottom row's left, and whether they show
    their keys' hints: they do, each at the row's one text size, unless the room the hints
    take would cost Resume its one line (then every label alone, at that same size)."""
    hinted = flow.bottom_left(lau, by, LEFT_WORDS)
    if lau.resume_entry is None or lau.resume_up or one_line(lau, hinted[-1].right) is not None:
        return hinted, True
    return flow.bottom_left(lau, by, [w.split("  [")[0] for w in LEFT_WORDS]), False


def in_page(lau: Any) -> bool:
    """Large text and a Resume whose words do not fit the bottom row on one line: it goes on
    a row of the page under the corner buttons (``flow.top`` leaves it room)."""
    if lau.resume_entry is None or not flow.large():
        return False
    left = flow.bottom_left(lau, 0, LEFT_WORDS)
    return one_line(lau, left[-1].right) is None


def page_button(lau: Any) -> Button:
    """Resume across the corner buttons' band, on the row under them."""
    first, last = flow.corner_rect(lau, 2, 0), flow.corner_rect(lau, 2, 2)
    assert first is not None and last is not None
    r = first.union(last)
    said = words(lau)
    fits = [w for w in said if flow.label_rows(w, r.height, r.width)[0] == 1]
    label = fits[0] if fits else said[-1]
    n, h = flow.label_rows(label, r.height, r.width)
    return Button(label, pygame.Rect(r.x, r.y, r.width, h), lau.resume, lines=n)


def row_button(lau: Any, by: int, left_end: int) -> Button:
    """Resume in the bottom row: one line where it fits (the button grows to the left up to
    Quit), else two lines of a taller button; the words shrink only where even two lines do
    not fit."""
    s = lau.scale
    right, most = row_room(lau, left_end)
    h = int(76 * s)
    if (fit := one_line(lau, left_end)) is not None:
        said, w = fit
        return Button(said, pygame.Rect(right - w, by, w, h), lau.resume)
    size = flow.button_px(h)
    said = words(lau)[-1]
    head = said.rsplit(" (", 1)[0]
    w = min(most, max(int(460 * s), theme.text_width(head, size, "bold") + 28))
    tall = int(2 * size * theme.ui_scale() / 0.42) + 2  # as Button: each line at ``size``
    if not flow.scrolls(lau):  # the window's foot: the lines a little smaller
        tall = min(tall, lau.size[1] - by - int(6 * s))
    return Button(said, pygame.Rect(right - w, by, w, max(h, tall)), lau.resume, lines=2)


def continue_buttons(lau: Any, by: int, left_end: int = 0) -> list[Button]:
    """Resume (in the bottom row between ``left_end`` and Start, or on the page), then the
    saved games and the settings in the corner, clear of the columns."""
    out: list[Button] = []
    if lau.resume_entry is not None:
        out.append(page_button(lau) if lau.resume_up else row_button(lau, by, left_end))
    n = len(lau.saves)
    label = f"Saved games ({n})" if n else "Saved games"
    out.append(Button(label, lau.corner_rect(1, 0), lau.open_saves, enabled=bool(n)))
    out.append(Button("Settings", lau.corner_rect(0, 2), lau.open_settings))
    return out


def adopt(lau: Any) -> None:
    """The launcher opens on the game it offers to resume, set up as that game was: its game
    picked, its seats (people's names, the computers' levels), its options and decks. After a
    crash it opened on its defaults ("Player 1" and one computer at the first game) under an
    offer to resume another game with other people. Start deals that setup anew (a new seed)."""
    from tabletop.engine.saves import options_for_save
    from tabletop.room.session import SeatConfig

    data = lau.resume_data
    if not data or data.get("game") not in lau.games:
        return
    cls = game_class(data["game"])
    try:
        seats = [SeatConfig.from_dict(s) for s in data["seats"]]
        saved = options_for_save(data, cls.LEGACY_OPTIONS)
    except (KeyError, TypeError, AttributeError):
        return  # (a save the table cannot read either: Resume says why)
    if not cls.MIN_SEATS <= len(seats) <= cls.MAX_SEATS:
        return
    lau.game = data["game"]
    lau.reset_seats()
    lau.seats = seats
    for o in cls.OPTIONS:
        if saved.get(o.name) in o.choices:
            lau.options[o.name] = saved[o.name]
    decks = {i: saved[f"deck{i}"] for i in range(len(seats)) if saved.get(f"deck{i}")}
    if decks:
        profiles = lau.deck_choices()[1:]
        for i, value in decks.items():
            label = next((c[0] for c in lau.seat_decks(i, profiles) if c[1] == value), None)
            if label is not None:
                lau.picks()[(lau.game, i)] = label
