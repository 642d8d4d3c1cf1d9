"""The Codenames Director window's frame: its title bar (whose screen it is, who acts now) and
its own Close button, so the window closes from itself (the button, Esc, or its title bar)
wherever it opened: without a window manager it opens over the table and hides the table's
"Close Director window" button (a new player, 2026-11-26, found no way back from it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.codenames.paint import TEAM_NAME, Geo, other
from tabletop.games.codenames.rules.types import CodenamesView, typed
from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View

TITLE = "DIRECTORS ONLY \u2014 Agents, do not look at this screen"
SHORT_TITLE = "DIRECTORS ONLY"
CLOSE = "Close (Esc)"


def geo(size: tuple[int, int]) -> Geo:
    """Where the board lies in a Director window of ``size``: under its title bar, which is
    as tall as its words at the text size."""
    w, h = size
    s = min(w / 1920, h / 1080) * 1.2
    title_h = max(int(56 * s), theme.line_h(26 * s) + int(16 * s))
    return Geo(pygame.Rect(0, title_h, w, h - title_h), s)


def doing(v: View, view: CodenamesView) -> str:
    """What a Director at this window may do now, for its title bar: give the clue, judge a
    doubtful clue or cover a rival card (co-op) when it is theirs ("Ann: give the clue"),
    else what they watch ("Watching HYDRA guess"); a Director never guesses."""
    phase, team = view["phase"], TEAM_NAME.get(view["turn_team"], view["turn_team"])
    seat = v.dir_seat(view)
    name = v.table.session.seat_name(seat) if seat is not None else ""
    if phase == "over":
        return "Game over: the key is open to all"
    if phase == "guess":
        return f"Watching {team} guess"
    if not name:
        if phase == "approve":
            return f"Watching {TEAM_NAME[other(view['turn_team'])]} judge the clue"
        return f"Watching {team}'s {'clue' if phase == 'clue' else 'turn'}"
    if phase == "clue":
        return f"{name}: give the clue"
    if phase == "approve":
        return f"{name}: allow or refuse the clue"
    return f"{name}: cover a rival card"


def window_seat(v: View, view: CodenamesView) -> int | None:
    """The human Director the window is drawn for now (its plate says "you: Director"): the
    one acting (a clue, a judgement, a rival card), else the Director of the team whose turn
    it is (watching its Agents guess), else the one on whose screen it opened. With a human
    Director on each team it drew the first one's view on the other team's turn."""
    directors = v.human_directors(view)
    if not directors:
        return None
    for s in view["active"]:
        if s in directors:
            return int(s)
    seats = view["seats"]
    turn = [s for s in directors if 0 <= s < len(seats) and seats[s]["team"] == view["turn_team"]]
    if turn:
        return turn[0]
    return v.dwin_opener if v.dwin_opener in directors else directors[0]


def waiting_words(v: View, view: CodenamesView) -> str:
    """The banner's second line in the window while another team's clue is chosen: to the
    Director there, not to Agents ("Agents, wait for the clue." spoke to nobody there)."""
    team = TEAM_NAME.get(view["turn_team"], view["turn_team"])
    seat = window_seat(v, v.table.view)
    name = v.table.session.seat_name(seat) if seat is not None else "Directors"
    return f"{name}, wait: {team}'s clue comes first, then its Agents guess."


def draw_title(surf: pygame.Surface, g: Geo, acting: str) -> pygame.Rect:
    """The title bar: the Close button at the right, what the Director may do now
    (``doing``) before it and the warning in the room left (shorter, never under the
    others); returns the Close button."""
    s, w, bar_h = g.s, surf.get_width(), g.area.y
    pygame.draw.rect(surf, (60, 14, 18), (0, 0, w, bar_h))
    pad = int(16 * s)
    px = theme.px(20 * s)
    bw = theme.text_width(CLOSE, px, "bold") + 2 * pad
    close = pygame.Rect(0, 0, bw, bar_h - int(10 * s))
    close.midright = (w - int(8 * s), bar_h // 2)
    pygame.draw.rect(surf, (52, 66, 84), close, border_radius=8)
    pygame.draw.rect(surf, theme.TEXT, close, 2, border_radius=8)
    theme.blit_text(surf, CLOSE, px, close.center, theme.TEXT, "bold", "center")
    ax = close.x - pad
    tx = int(16 * s)
    title_px = int(26 * s)
    if tx + theme.text_width(SHORT_TITLE, title_px, "bold") + pad > ax - theme.text_width(
        acting, px
    ):
        acting = ""  # no room: the warning comes first
    if acting:
        ar = theme.blit_text(surf, acting, px, (ax, bar_h // 2), theme.TEXT, anchor="midright")
        ax = ar.x - pad
    room = ax - tx
    title = TITLE if theme.text_width(TITLE, theme.px(title_px), "bold") <= room else SHORT_TITLE
    size, said = theme.fit_text(title, title_px, room, "bold")
    theme.blit_text(surf, said, size, (tx, bar_h // 2), theme.ACCENT, "bold", anchor="midleft")
    return close


def closes(v: View, event: pygame.event.Event) -> bool:
    """Does this event of the Director window close it (Esc, or a click on its Close)?"""
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        return True
    r = v.rects["dir"].get("close")
    return (
        event.type == pygame.MOUSEBUTTONUP
        and event.button == 1
        and r is not None
        and r.collidepoint(event.pos)
    )


# ---------------------------------------------------------------------- who may open it, when
# On one display the Director window opens over the table: an Agent at the screen would see the
# whole key (a new player's hot-seat game: the button sat on the Agents' own screens, and a
# Director's window stayed open over the next Agent's guessing, no curtain between). With a
# second display (a laptop beside a TV) it lies on the Directors' screen and stays open.


def one_display() -> bool:
    """Is there only one display (a second window opens over the table)?"""
    try:
        return int(pygame.display.get_num_displays()) < 2
    except pygame.error:
        return True


def screen_seat(v: View) -> int | None:
    """The seat whose screen is drawn now (None: a curtain, or nobody's: a spectator)."""
    t = v.table
    return None if getattr(t, "curtain_for", None) is not None else getattr(t, "viewer", None)


def offered(v: View, view: CodenamesView) -> bool:
    """Is the Director window's button on this screen? Only on a human Director's own screen
    (never an Agent's or a spectator's); once open, its Close is on every screen."""
    if v.dwin.is_open:
        return True
    seat = screen_seat(v)
    return view["phase"] != "over" and seat is not None and seat in v.human_directors(view)


def toggle(v: View) -> None:
    """The button (or its key): open the window for the Director on screen, or close it."""
    if v.dwin.is_open:
        v.close_director_window()
        return
    table = v.table
    if not v.human_directors(table.view):
        table.toast("No human Director at this table: nobody needs the key.", "bad")
        return
    if not offered(v, table.view):
        table.toast("The Director window opens only on a Director's own screen.", "bad")
        return
    v.dwin_opener = screen_seat(v)
    if v.dwin.open("Marvel Codenames \u2014 Directors only (the key)"):
        v.peek = None
        v._dir_sig = None
        v.entry.focus = True
        table.refresh()  # the table's buttons (Allow/Refuse) move to that window
        table.toast(
            "Director window open: put it on the Directors' screen. The TV never shows "
            "the key now.",
            "good",
        )
    else:
        table.toast("This computer cannot open a second window.", "bad")


def needs_curtain(v: View, seat: int) -> bool:
    """Hot-seat: does ``seat``'s screen need its "Pass to" curtain? Not while the Director
    window is open on a second display (the TV shows nothing private), nor for a Director on
    one display (the key is the Directors' alike). A human Agent's turn on one display shuts
    the window first (it would lie over the Agent's board): the curtain covers as usual, and
    the window comes back for a Director behind their own curtain (``follow``)."""
    if not v.dwin.is_open:
        return True
    if not one_display() or v.seat_role(v.table.view, seat) == "director":
        return False
    v.dwin.close()
    v.peek = None
    v.table.toasts.drop("Director window open")
    v.dwin_back = True
    return True


def follow(v: View) -> None:
    """The window shut for an Agent's turn on one display opens again once a human Director
    has lifted their own curtain."""
    table = v.table
    view = getattr(table, "view", None)
    if not v.dwin_back or v.dwin.is_open or not view or view["phase"] == "over":
        return
    seat = screen_seat(v)
    if (
        seat is not None
        and seat in v.human_directors(view)
        and getattr(table, "lifted_for", None) == seat
    ):
        v.dwin_back = False
        toggle(v)


def curtain_look_away(v: View, view: dict[str, Any], seat: int | None) -> str:
    """Hot-seat: the "Pass to" curtain's words to the others. An Agent's board holds nothing
    secret (the key is never on it): nobody needs to look away ("Bea is HYDRA's Agent: nothing
    secret on this screen."); a Director's screen can show the key: the others look away."""
    cv = typed(view)
    if seat is None or v.seat_role(cv, seat) != "agent":
        return "Everyone else, look away."
    name = v.table.session.seat_name(seat)
    team = TEAM_NAME.get(str(cv["seats"][seat]["team"]), "")
    return f"{name} is {team}'s Agent: nothing secret on this screen, all may watch."
