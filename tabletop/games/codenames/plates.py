"""The Codenames team plates on the left of the board: each team's emblem, name, cards left and
turn, what the team is to the seat drawn for, and the Director giving its clues where another
seat does ("Director: Computer 2"); and the Infinity Gauntlet's count under them."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from tabletop.games.codenames.paint import EMBLEM, KIND_COLOUR, TEAM_NAME, TEXT_COLOUR, other
from tabletop.games.codenames.rules.types import CodenamesView
from tabletop.ui import assets, theme
from tabletop.ui.components import marks

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View


def director_line_height(s: float) -> int:
    """The height of a team plate's bottom line, "Director: Computer 2"."""
    return theme.line_h(17 * s) + int(10 * s)


def plate_height(s: float) -> int:
    """A team plate's height without a Director's line: its emblem, name and count (large
    text: the name, then the count and the turn tag)."""
    high = int(104 * s)
    if theme.ui_scale() > 1.0:
        tag = theme.line_h(15 * s) + int(6 * s)
        high = max(high, int(14 * s) + theme.line_h(26 * s) + max(tag, theme.line_h(19 * s)))
    return high


def director_names(v: View, view: CodenamesView) -> dict[str, str]:
    """Each team's Director by its seat's name at the table, where another seat than the one
    drawn for gives that team's clues (an Agent's computer Director: "Computer 2"); a
    simulated rival has none, and a Director's own plate says it already. (A new player, an
    Agent, read "your team" and never who gave the clues.)"""
    session = getattr(getattr(v, "table", None), "session", None)
    you = view.get("you")
    out: dict[str, str] = {}
    for seat in view["seats"]:
        team = seat["team"]
        if seat["role"] != "director" or team is None:
            continue
        if you is not None and you.get("seat") == seat["seat"]:
            continue
        name = session.seat_name(seat["seat"]) if session is not None else seat["name"]
        out[str(team)] = str(name)
    return out


def plate_rects(
    v: View, view: CodenamesView, side: pygame.Rect, s: float
) -> list[tuple[str, pygame.Rect, str]]:
    """Each team's plate, the starting team's first, and its Director's name to say along its
    foot ("": none to name; the plate is then no taller than before)."""
    directors = director_names(v, view)
    out: list[tuple[str, pygame.Rect, str]] = []
    y = side.y
    for team in (view["starting_team"], other(view["starting_team"])):
        name = directors.get(team, "")
        high = plate_height(s) + (director_line_height(s) if name else 0)
        out.append((team, pygame.Rect(side.x, y, side.width, high), name))
        y += high + int(10 * s)
    return out


def draw_director(surf: pygame.Surface, r: pygame.Rect, director: str, s: float) -> pygame.Rect:
    """ "Director: NAME" along the plate ``r``'s foot; returns the plate above it."""
    foot = director_line_height(s)
    px, said = theme.fit_text(f"Director: {director}", int(17 * s), r.width - int(28 * s))
    theme.blit_text(surf, said, px, (r.x + int(14 * s), r.bottom - foot + int(2 * s)), theme.MUTED)
    return pygame.Rect(r.x, r.y, r.width, r.height - foot)


def plate_words_large(
    surf: pygame.Surface,
    r: pygame.Rect,
    view: CodenamesView,
    team: str,
    s: float,
    words: tuple[str, str, bool],
) -> None:
    """A plate's words at large text: the name, then "9 left", what the team is to you
    (``words``: the plate's line and the seat's role there) and the turn tag (no big number)."""
    sub, me, tag = words
    tx = r.x + int(96 * s)
    colour = TEXT_COLOUR[team]
    left = f"{view['left'][team]} left"
    sub = f"{left} \u00b7 {sub}" if sub else left  # the count first: never cut
    room = r.right - tx - int(8 * s)

    def fits(text: str, with_tag: bool) -> bool:
        tag_w = marks.turn_width(s) + int(8 * s) if with_tag else 0
        return theme.text_width(text, int(19 * s)) + tag_w <= room

    px, name = theme.fit_text(TEAM_NAME[team], int(26 * s), room, "bold")
    nr = theme.blit_text(surf, name, px, (tx, r.y + int(8 * s)), colour, "bold")
    if tag and not fits(sub, True):
        name_w = theme.text_width(name, px, "bold") + int(8 * s)
        if name_w + marks.turn_width(s) <= room:  # beside the team's name
            marks.turn_tag(surf, (tx + name_w, nr.y + int(4 * s)), s)
            tag = False
        elif fits(f"{sub} \u00b7 TURN", False):
            sub, tag = f"{sub} \u00b7 TURN", False  # no room for the tag: the word
    for who in (me, "you") if me else ():  # after the turn, and only where it fits whole
        if fits(f"{sub} \u00b7 {who}", tag):
            sub = f"{sub} \u00b7 {who}"
            break
    if not fits(sub, tag):  # "6 left · rival" whole rather than "6 left ·…"
        sub = sub.replace("simulated rival", "rival")
    if not fits(sub, tag):  # "7 left · you" whole rather than "7 left · you: Dir…"
        sub = re.sub(r"you: \w+$", "you", sub)
    px, sub = theme.fit_text(sub, int(19 * s), room)
    sr = theme.blit_text(surf, sub, px, (tx, nr.bottom), theme.TEXT)
    if tag:
        marks.turn_tag(surf, (sr.right + int(8 * s), sr.y), s)


def draw_plate(
    surf: pygame.Surface,
    r: pygame.Rect,
    view: CodenamesView,
    team: str,
    s: float,
    director: str = "",
) -> None:
    """A team's plate: emblem, name, its cards left, and whose turn (or who won); along its
    foot, its Director where another seat gives its clues ("Director: Computer 2")."""
    turn = view["turn_team"] == team and view["phase"] != "over"
    theme.panel(surf, r, (16, 22, 30, 225), edge=KIND_COLOUR[team] if turn else None)
    if turn:
        pygame.draw.rect(surf, TEXT_COLOUR[team], r, width=max(3, int(5 * s)), border_radius=12)
    if director:
        r = draw_director(surf, r, director, s)
    em = assets.image(f"codenames/{EMBLEM[team]}.png", (int(76 * s), int(76 * s)))
    if em is not None:
        surf.blit(em, em.get_rect(midleft=(r.x + int(10 * s), r.centery)))
    sub = ""
    you = view.get("you")
    if view["variant"] == "co-op":
        mine = team == view.get("player_team")
        role = str(you["role"] if you else "")  # the person's role, as the lessons say it
        sub = ("your team" if not role else f"you: {role.title()}") if mine else "simulated rival"
        if mine and view.get("rating"):  # the score: the rival's cards left (rulebook)
            rival = next(t for t in view["left"] if t != team)
            sub = f"you score {view['left'][rival]}"
    elif view["winner"] == team:
        sub = "winner"
    me = ""  # which plate is the seat's own, and its role (in words, not the plate's colour)
    if view["variant"] != "co-op" and you and you.get("team") == team:
        me = f"you: {str(you.get('role', 'agent')).title()}"
    tx = r.x + int(96 * s)
    colour = TEXT_COLOUR[team]
    tag = turn and not sub  # the shared turn marker (shape and word), not "to play" in colour
    if theme.ui_scale() > 1.0:  # large text: name, then "9 left" and the turn tag (no big number)
        plate_words_large(surf, r, view, team, s, (sub, me, tag))
        return
    theme.blit_text(surf, TEAM_NAME[team], int(26 * s), (tx, r.y + int(16 * s)), colour, "bold")
    if sub:
        theme.blit_text(surf, sub, int(19 * s), (tx, r.y + int(54 * s)), theme.TEXT)
    elif tag or me:
        x = tx
        num_w = theme.text_width(str(view["left"][team]), int(60 * s), "serif")
        room = r.right - int(24 * s) - num_w - tx - (marks.turn_width(s) + int(8 * s) if tag else 0)
        if me and theme.text_width(me, int(19 * s)) > room:
            me = "you"  # beside the turn tag, clear of the count
        if me:
            x = theme.blit_text(surf, me, int(19 * s), (tx, r.y + int(54 * s)), theme.TEXT).right
            x += int(8 * s)
        if tag:
            marks.turn_tag(surf, (x, r.y + int(54 * s)), s)
    at = (r.right - int(16 * s), r.centery - int(8 * s))
    theme.blit_text(surf, str(view["left"][team]), int(60 * s), at, colour, "serif", "midright")
    at = (r.right - int(16 * s), r.bottom - int(8 * s))
    theme.blit_text(surf, "left", int(16 * s), at, theme.MUTED, anchor="bottomright")


def draw_gauntlet(surf: pygame.Surface, r: pygame.Rect, n: int, s: float) -> None:
    """The Infinity Gauntlet's count of covered bystanders (lit from the sixth)."""
    theme.panel(surf, r, (30, 20, 10, 220), edge=theme.ACCENT if n >= 6 else None)
    label = f"Infinity Gauntlet: {n}/7 bystanders"
    size_px = int(19 * s)
    while size_px > 8 and theme.text(
        label, size_px, theme.ACCENT, "bold"
    ).get_width() > r.width - int(24 * s):
        size_px -= 1
    at = (r.x + int(14 * s), r.centery)
    theme.blit_text(surf, label, size_px, at, theme.ACCENT, "bold", anchor="midleft")
