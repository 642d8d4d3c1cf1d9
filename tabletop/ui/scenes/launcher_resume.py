"""The launcher's Resume button: the selected game's newest game waiting to be resumed, its
title and moves in full ("Resume Austin Powers CCG (77 moves)  [R]") where the room allows.

Always in the bottom row between Quit and Start game, at every text size and window (a new
player found it in the bar for one game and, for a longer title, as a row across the page that
pushed the whole launcher down): its words get shorter where the row is narrow ("Resume (77
moves)", "Resume"), never two lines. R resumes; Enter, where the selected game has a game
waiting, first asks whether to resume it (``StartAsk``): a host pressing Enter from habit after
a crash started a new game over the one left."""

from __future__ import annotations

import time
from typing import Any

import pygame

from tabletop.engine.game import game_class
from tabletop.engine.words import count
from tabletop.ui import theme
from tabletop.ui.components import widgets
from tabletop.ui.components.widgets import Button
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.scenes.launcher_quit import QuitAsk

#: the bottom row's buttons left of Resume, with their keys' hints
LEFT_WORDS = ["Sound: off  [Ctrl+M]", "Fullscreen  [F11]", "Quit"]
#: their words, the most said first: both keys' hints, Sound's alone, none
LEFT_SETS = [
    LEFT_WORDS,
    [LEFT_WORDS[0], "Fullscreen", "Quit"],
    ["Sound: off", "Fullscreen", "Quit"],
]
#: Resume's key, named on its button
KEY = "R"


def words(lau: Any) -> list[str]:
    """Resume's words, longest first: the game's whole title, without "CCG"/"TCG", the moves
    alone (the game is the one selected), the word alone."""
    e = lau.resume_entry
    title = game_class(e.game).TITLE
    short = title.removesuffix(" CCG").removesuffix(" TCG")
    moves = f"({count(e.moves, 'move')})"
    said = [f"Resume {title} {moves}", f"Resume {short} {moves}", f"Resume {moves}", "Resume"]
    return list(dict.fromkeys(said))


def start_rect(lau: Any, by: int) -> pygame.Rect:
    """Start game at the bottom row's right: its usual width, or its words' (large text)."""
    s = lau.scale
    w = max(int(340 * s), widgets.words_width("Start game", int(76 * s)))
    return pygame.Rect(lau.size[0] - int(80 * s) - w, by, w, int(76 * s))


#: the hint a focused button says (``Button.hint``): the row keeps room for it where it can
ENTER = "  [Enter]"


def row_room(lau: Any, left_end: int, enter: bool = True) -> tuple[int, int]:
    """Resume's right end in the bottom row (left of Start game, which keeps the room to say
    "[Enter]" where ``enter``: ``widen_start``) and its widest width there (up to Quit)."""
    s = lau.scale
    start = start_rect(lau, 0)
    right = start.x - int(20 * s)
    if enter:
        right = min(right, start.right - widgets.words_width(f"Start game{ENTER}", start.height))
        right -= int(24 * s)
    return right, right - left_end - int(30 * s)


def one_line(
    lau: Any, left_end: int, hint: bool = True, enter: bool = True
) -> tuple[str, int, int] | None:
    """The longest words that fit the bottom row on one line with the key's hint (focused,
    Enter's where ``enter``), with the button's width and right end; else None."""
    s = lau.scale
    size = flow.button_px(int(76 * s))
    right, most = row_room(lau, left_end, enter)
    for said in words(lau):
        shown = said + (ENTER if enter else f"  [{KEY}]") if hint else said
        need = theme.text_width(shown, size, "bold") + flow.edge(int(24 * s))
        if need <= most:
            return said, max(min(int(460 * s), most), need), right
    return None


def left_row(lau: Any, by: int) -> tuple[list[pygame.Rect], tuple[bool, bool]]:
    """Sound, Fullscreen and Quit's places at the bottom row's left, and whether Sound and
    Fullscreen show their keys' hints, each at the row's one text size. The hints stay where
    Resume keeps its moves and key beside them ("Resume (9 moves)  [R]": the game is the one
    selected), its game's title too where there is room (a new player saw "Sound: on" and
    "Fullscreen" lose "[Ctrl+M]" and "[F11]" while a Resume was shown, for its title); at
    large text Sound's alone where both leave no room; never past Start game. Each button
    keeps the room to say "[Enter]" while it has the focus, where the row has it (at 200 %
    it has not: the focused button there shows its words alone)."""
    shown = [(True, True), (True, False), (False, False)]
    said = words(lau) if lau.resume_entry is not None else []  # the titled ones, then
    tries = [(0, -2), (0, -1), (1, -1), (2, -2), (2, None)]  # "Resume (9 moves)", "Resume"
    ways = {e: [flow.bottom_left(lau, by, x, e) for x in LEFT_SETS] for e in (True, False)}
    if lau.resume_entry is None:  # Start game keeps the room to say "[Enter]"
        start = start_rect(lau, 0)
        most = start.right - widgets.words_width(f"Start game{ENTER}", start.height)
        for rows in ways.values():
            fits = [k for k, r in enumerate(rows) if r[-1].right <= most - int(24 * lau.scale)]
            if fits:
                return rows[fits[0]], shown[fits[0]]
        return ways[False][-1], shown[-1]
    for k, least in tries:
        for enter, rows in ways.items():
            fit = one_line(lau, rows[k][-1].right, enter=enter)
            if fit is not None and fit[0] in said[:least]:
                return rows[k], shown[k]
    return ways[False][-1], shown[-1]


def even(lau: Any, row: list[Button]) -> None:
    """The bottom row's buttons of one height at one text size (``widgets.even_row``): Sound,
    Fullscreen and Quit; Resume and Start game."""
    for height in {b.rect.height for b in row}:
        widgets.even_row([b for b in row if b.rect.height == height])


def row_button(lau: Any, by: int, left_end: int) -> Button:
    """Resume in the bottom row, on one line: the longest words that fit with Enter's hint
    (it has the focus), else with its own key's, else the shortest words (the button drops
    the hint where even they leave it no room)."""
    h = int(76 * lau.scale)
    fit = one_line(lau, left_end)  # room for Enter's hint, where it costs no words
    own = one_line(lau, left_end, enter=False)
    if fit is None or (own is not None and own[0] != fit[0]):
        fit = own or one_line(lau, left_end, hint=False, enter=False)
    right, most = row_room(lau, left_end, enter=False)
    said, w, right = fit if fit is not None else (words(lau)[-1], most, right)
    return Button(said, pygame.Rect(right - w, by, w, h), lau.resume, KEY)


def follow(lau: Any) -> None:
    """Resume offers the selected game's newest game waiting (a new player with Austin Powers
    selected was offered "Resume Marvel Codenames"), or nothing; the game whose table was
    just left first, where it is still waiting (``table_left``)."""
    here = [e for e in getattr(lau, "waiting", []) if e.game == lau.game]
    left = [e for e in here if e.path == getattr(lau, "left_save", None)]
    here = left + here
    lau.resume_entry = here[0] if here else None
    lau.resume_data = lau.resume_entry.data if lau.resume_entry else None


def same_table(lau: Any) -> bool:
    """The seats shown are the table Resume continues (its people by name, its computers by
    name and level), not another setup of the same game."""
    from tabletop.room.session import SeatConfig

    try:
        theirs = [SeatConfig.from_dict(x) for x in lau.resume_entry.data["seats"]]
    except (KeyError, TypeError, AttributeError):
        return False

    def key(x: Any) -> tuple[str, str, str]:
        return x.kind, x.name.casefold(), x.level if x.is_bot else ""

    return [key(x) for x in theirs] == [key(x) for x in lau.seats]


def when(e: Any) -> str:
    """When the game waiting was saved: "today 14:02", else its date and time."""
    today = time.strftime("%Y-%m-%d")
    return f"today {e.date[11:]}" if e.date.startswith(today) else e.date


def table_words(lau: Any, room: int) -> str:
    """Which table Resume continues, said under the seats ("" without a Resume): its people,
    moves and time, and where the seats shown are another setup, that they are for a new
    game. After a game with other people the launcher showed its seats over "Resume (7
    moves)", which opened an older table of four people nothing on the screen named."""
    from tabletop.ui.scenes.saves_scene import players_words

    e = lau.resume_entry
    if e is None:
        return ""
    moves = f"{count(e.moves, 'move')} \u00b7 saved {when(e)}"
    if same_table(lau):
        return f"Resume [{KEY}] goes on with these seats' game: {moves}."
    who = players_words(e, NOTE_PX, room)
    return (
        f"Resume [{KEY}] opens another table: {who} \u00b7 {moves}. These seats are for a new game."
    )


#: the design size of the note under the seats (``table_words``)
NOTE_PX = 22


def place_note(lau: Any, y: int) -> int:
    """The note saying which table Resume continues, under the seats from ``y`` across the
    seats column, each line whole; returns where what follows may start."""
    s = lau.scale
    size = int(NOTE_PX * s)
    lau.note = table_words(lau, 2 * lau.col_w)
    lau.note_colour = theme.MUTED if lau.note and same_table(lau) else theme.ACCENT
    lau.note_box = pygame.Rect(lau.seat_x, y, lau.col_w, 0)
    if not lau.note:
        return y
    n = len(theme.wrap(lau.note, size, lau.col_w))
    lau.note_box.height = (n - 1) * theme.line_h(size, 1.15) + theme.line_h(size)
    return lau.note_box.bottom + int(20 * s)


def draw_note(lau: Any, surf: pygame.Surface) -> None:
    """The note under the seats: in the accent colour where Resume opens another table."""
    if getattr(lau, "note", ""):
        theme.blit_wrapped(surf, lau.note, int(NOTE_PX * lau.scale), lau.note_box, lau.note_colour)


#: the seats' heading where Resume continues another table: the seats are a new game's
NEW_HEADS = [
    "Seats for a new game (click a name to type it)",
    "Seats for a new game (click a name)",
    "Seats for a new game",
    "New game's seats",
]


def seats_heads(lau: Any, heads: list[str]) -> list[str]:
    """The seats' heading's words, longest first: ``heads``, or where Resume continues
    another table, words saying the seats are for a new game."""
    if lau.resume_entry is None or same_table(lau):
        return heads
    return NEW_HEADS


def enter(lau: Any) -> None:
    """Enter: a new game, or, where the selected game has a game waiting to be resumed, first
    the question whether to resume it (``StartAsk``)."""
    if lau.resume_entry is not None:
        lau.start_ask.ask()
    else:
        lau.start()


def widen_start(lau: Any, start: Button, row: list[pygame.Rect]) -> None:
    """ "Start game" (Enter's button) grows leftwards to say "[Enter]" where its row leaves it
    the room (at large text its words alone fitted the old width)."""
    want = widgets.words_width(f"{start.label}  [{start.hotkey}]", start.rect.height)
    mine = [r for r in row if r.colliderect(start.rect.inflate(10**4, 0))]
    free = start.rect.x - max((r.right for r in mine), default=0) - int(24 * lau.scale)
    grow = max(0, min(want - start.rect.width, free))
    start.rect.x -= grow
    start.rect.width += grow


def continue_buttons(lau: Any, by: int, left_end: int = 0) -> list[Button]:
    """Resume (in the bottom row between ``left_end`` and Start), then the saved games and
    the settings in the corner, clear of the columns."""
    out: list[Button] = []
    if lau.resume_entry is not None:
        out.append(row_button(lau, by, left_end))
    n = len(lau.saves)
    label = f"Saved games ({n})" if n else "Saved games"
    out.append(Button(label, lau.corner_rect(1, 0), lau.open_saves, enabled=bool(n)))
    out.append(Button("Settings", lau.corner_rect(0, 2), lau.open_settings))
    return out


class StartAsk(QuitAsk):
    """Enter on the launcher while the selected game has a game waiting: "Resume it?" over
    the screen. Enter (or "Resume") resumes it, N (or "New game") starts a new one, Esc (or a
    click outside) goes back to the launcher; nothing is lost by a key pressed from habit."""

    question = "Resume the game left?"
    yes, no, no_key = "Resume", "New game", "N"

    def ask(self, detail: str = "") -> None:
        lau = self.scene
        e = lau.resume_entry
        who = ", ".join(e.players())
        super().ask(f"{game_class(e.game).TITLE}, {count(e.moves, 'move')} in, is waiting: {who}.")

    def quit(self) -> None:
        self.asked = False
        self.scene.dirty = True
        self.scene.resume()

    def second(self) -> None:
        self.asked = False
        self.scene.dirty = True
        self.scene.start()

    def second_key(self, event: pygame.event.Event) -> bool:
        return bool(event.key == pygame.K_n)


def table_left(lau: Any, session: Any) -> None:
    """A game's table was just left (Quit to launcher, Play again): the launcher opens on
    that game, set up as it was, its Resume offering it while it is unfinished. Quitting an
    Espionage game opened it on the Austin Powers game it had opened on, offering to resume
    that older game. A lesson (saved as its own progress) leaves the launcher as it was."""
    if session.autosave is None:
        return
    lau.left_save = session.autosave
    adopt(lau, session.to_save())


def adopt(lau: Any, data: dict[str, Any] | None = None) -> None:
    """The launcher opens on the game it offers to resume (or ``data``'s, a game's save),
    set up as that game was: its game picked, its seats (people's names, the computers'
    levels), its options and decks. After a crash it opened on its defaults ("Player 1" and
    one computer at the first game) under an offer to resume another game with other people.
    Start deals that setup anew (a new seed)."""
    from tabletop.engine.saves import options_for_save
    from tabletop.room.session import SeatConfig

    if data is None:
        data = lau.waiting[0].data if lau.waiting else None
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
