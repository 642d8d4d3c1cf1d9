"""The clue being guessed, large, in the banner over the grid: its team's caption, the word
with its number, the guesses left and who guesses now.

The number is never dropped nor cut at the banner's edge (new players at 200 % text saw
"TEENAGER" with no "2" on 1280x720 and the "2" clipped on 1920x1080): the word and its number
go one size down at a time, onto two lines (the word whole over its number, or broken at a
space) where one line would be much smaller, and the word alone is shortened as a last resort:
a word is never cut with a hyphen. The caption ("S.H.I.E.L.D. clue") stands above the word, never over it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.codenames.paint import EMBLEM, TEAM_NAME, TEXT_COLOUR, Geo, number_text, other
from tabletop.games.codenames.rules.types import Clue, CodenamesView
from tabletop.ui import assets, theme

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View

#: how to guess, longest first (a keyboard player is told the keys too)
GUESS_HINTS = (
    "Agents: click a card, or Tab to it and press Enter, to guess (at least one guess)",
    "Click a card (or Tab to it, Enter) to guess",
    "Click or Tab+Enter a card to guess",
)


def guess_hints(
    v: View, view: CodenamesView, seat: int | None, target: str = "main"
) -> tuple[str, ...]:
    """What the banner says of the guessing: how to guess where a person at this table is an
    Agent of the team guessing, else that the (computer) Agent is guessing, so a Director
    watching is never told to click a card; nor in the Director window (``target`` "dir"),
    where only Directors look, even while a person guesses on the table."""
    team = view["turn_team"]
    seats = view["seats"]
    people = [h for h in v.humans() if 0 <= h < len(seats)]
    if target == "dir":
        name = TEAM_NAME.get(team, team)
        return (f"{name}'s Agents are guessing: Directors watch", f"{name} is guessing\u2026")
    if any(seats[h]["team"] == team and seats[h]["role"] != "director" for h in people):
        return GUESS_HINTS
    name = TEAM_NAME.get(team, team)
    return (f"{name}'s Agent is guessing\u2026", "Agent guessing\u2026")


def serif_h(size: int) -> int:
    return int(theme.font(size, "serif").get_height())


def split_word(word: str, tail: str, size: int, room: int) -> list[str] | None:
    """``word`` and ``tail`` (its number) on two lines at ``size``: broken at its last space
    where it has one (the rest with the number), else the word whole over its number; never a
    word cut with a hyphen ("INTERGALAC-/TIC" read as two words). None when it does not fit."""
    head, second = word, tail.strip()
    if " " in word:
        head, rest = word.rsplit(" ", 1)
        second = f"{rest}{tail}"
    if max(theme.text_width(x, size, "serif") for x in (head, second)) <= room:
        return [head, second]
    return None


def clue_lines(word: str, number: str, big: int, room: int, height: int) -> tuple[int, list[str]]:
    """The size and lines of ``word`` and its ``number`` in ``room`` x ``height`` pixels: one
    line down to a middling size, else two lines at the largest size they fit, else one line
    down to the smallest size; at the very last the word shortened, its number kept whole."""
    tail = f"  {number}"
    one = f"{word}{tail}"
    big = theme.px(big)
    mid = max(theme.px(big * 0.55), theme.MIN_TEXT)

    def one_fits(size: int) -> bool:
        return theme.text_width(one, size, "serif") <= room and serif_h(size) <= height

    for size in range(big, mid - 1, -1):
        if one_fits(size):
            return size, [one]
    for size in range(big, theme.MIN_TEXT - 1, -1):
        if 2 * serif_h(size) <= height:
            lines = split_word(word, tail, size, room)
            if lines is not None:
                return size, lines
    for size in range(mid, theme.MIN_TEXT - 1, -1):
        if one_fits(size):
            return size, [one]
    size = theme.MIN_TEXT
    keep = max(0, room - theme.text_width(tail, size, "serif"))
    from tabletop.ui.components.card import ellipsize

    return size, [ellipsize(word, keep, theme.font_px(size), "serif") + tail]


def banner_clue(
    v: View,
    surf: pygame.Surface,
    geo: Geo,
    view: CodenamesView,
    clue: Clue,
    seat: int | None,
    target: str = "main",
) -> list[pygame.Rect]:
    """The clue being guessed, large, the guesses left and who guesses (in the window
    ``target``); the rects of the clue's lines as drawn."""
    s, b = geo.s, geo.banner
    team = view["turn_team"]
    pad, small = int(18 * s), int(22 * s)
    em = assets.image(f"codenames/{EMBLEM[team]}.png", (int(92 * s), int(92 * s)))
    x = b.x + pad
    if em is not None:
        surf.blit(em, em.get_rect(midleft=(x, b.centery)))
        x += int(104 * s)
    caption = f"{TEAM_NAME[team]} clue"
    cap = theme.blit_text(surf, caption, small, (x, b.y + int(12 * s)), theme.MUTED, "bold")
    top = max(b.y + int(40 * s), cap.bottom)
    left = clue.get("guesses_left")
    line1 = "no limit" if left is None else str(left)
    line2 = ("guesses left" if left != 1 else "guess left") if left is not None else "guesses"
    hints = guess_hints(v, view, seat, target)
    if hints[0] == GUESS_HINTS[0] and clue.get("guesses_made", 0):
        hints = ()  # how to guess: before the first guess only
    large = theme.ui_scale() > 1.0
    if large:  # "10 guesses left" and the hint under the clue
        right, bottom = b.right - pad, b.bottom - int(8 * s) - theme.line_h(small)
    else:  # the guesses left in a column on the right
        r1 = theme.blit_text(
            surf, line1, int(60 * s), (b.right - pad, b.y + int(8 * s)), theme.TEXT, "serif",
            "topright",
        )  # fmt: skip
        at = (b.right - pad, b.bottom - int(14 * s))
        r2 = theme.blit_text(surf, line2, small, at, theme.MUTED, anchor="bottomright")
        right, bottom = min(r1.left, r2.left) - int(24 * s), b.bottom - int(6 * s)
    size, lines = clue_lines(clue["word"], number_text(clue["number"]), int(64 * s),
                             right - x, bottom - top)  # fmt: skip
    drawn, y = [], top
    for line in lines:
        drawn.append(theme.blit_text(surf, line, size, (x, y), TEXT_COLOUR[team], "serif"))
        y = drawn[-1].bottom - max(0, serif_h(size) // 8)
    word_r = drawn[0].unionall(drawn[1:])
    if large:
        y = min(word_r.bottom + int(4 * s), b.bottom - int(4 * s) - theme.line_h(small))
        left_r = theme.blit_text(surf, f"{line1} {line2}", small, (x, y), theme.TEXT, "bold")
        for hint in hints:  # beside the guesses left, else beside the caption
            for at in ((left_r.right + int(24 * s), y), (cap.right + int(24 * s), cap.y)):
                if at[0] + theme.text_width(hint, int(20 * s)) <= b.right - pad:
                    theme.blit_text(surf, hint, int(20 * s), at, theme.TEXT)
                    return drawn
        return drawn
    hint_right = b.right - pad - int(190 * s)
    for hint in hints:  # the hint never runs into a long clue: shorter wordings, or none
        if hint_right - theme.text_width(hint, int(20 * s)) > word_r.right + int(24 * s):
            at = (hint_right, b.bottom - int(14 * s))
            theme.blit_text(surf, hint, int(20 * s), at, theme.TEXT, anchor="bottomright")
            return drawn
    for hint in hints:  # else beside the caption
        if cap.right + int(24 * s) + theme.text_width(hint, int(20 * s)) <= right:
            theme.blit_text(surf, hint, int(20 * s), (cap.right + int(24 * s), cap.y), theme.TEXT)
            return drawn
    return drawn


def agent_here(v: View, view: CodenamesView) -> bool:
    """A person at this table is an Agent of the team guessing."""
    return guess_hints(v, view, None)[0] == GUESS_HINTS[0]


def status_line(v: View, view: CodenamesView, seat: int | None, short: bool = False) -> str:
    """The status line, addressed to the person it asks: the Director whose clue is due is
    told to type it (not that "S.H.I.E.L.D.'s Director is choosing a clue"), and a Director
    watching a computer Agent is told that the Agent is guessing; ``short``: fewer words for
    a narrow top bar ("" where there are none)."""
    phase = view["phase"]
    team = TEAM_NAME.get(view["turn_team"], "")
    if short and phase not in ("clue", "guess"):
        return ""
    if phase == "over":
        return "Game over: the key is revealed"
    if phase == "clue":
        if v.clue_seat(view) is not None and v.entry_target(view, seat) is not None:
            if short:
                return "Your clue: type a word and a number"
            return f"Your clue, {team} Director: type a word and a number"
        if short:
            return ""
        return f"{team}'s Director is choosing a clue"
    if phase == "approve":
        return f"{TEAM_NAME[other(view['turn_team'])]}'s Director is judging a doubtful clue"
    if phase == "rival":
        return f"The Director covers a card for the simulated {team}"
    clue: dict[str, Any] = dict(view["clue"] or {})
    left = clue.get("guesses_left")
    more = "no guess limit" if left is None else f"{left} guess{'es' if left != 1 else ''} left"
    said = f"{clue.get('word', '')} {number_text(clue.get('number'))} \u2014 {more}"
    if not agent_here(v, view):
        if short:
            return f"Agent guessing: {clue.get('word', '')} {number_text(clue.get('number'))}"
        return f"{team}'s Agent is guessing: {said}"
    if short:
        return ""
    return f"{team} Agents guess: {said}"
