"""RPG Get!'s attempt header: who attempts which mission and the mission's VP, PP, EP (used) and
RP, on one line across the arena's top while it fits, else (large text, a narrow window) on two:
the attempt, then its numbers. Never cut: the arena's header grows by the second line, and the
line under it (what to do now, the open prompt) and the cards lie that much lower."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.rpgget.labels import card_in, you_grammar
from tabletop.ui import theme


def title_parts(who: str, view: dict[str, Any]) -> tuple[str, str] | None:
    """("Ann attempts Clear the Forest", "VP 1  PP 4  EP 3/3 used  RP 2"), or None when no
    attempt (or its mission) is on the table."""
    att = view.get("attempt")
    m = card_in(view, att["mission"]) if att else None
    if not att or not m:
        return None
    head = you_grammar(f"{who} attempts {m['name']}")
    stats = (
        f"VP {m.get('vp', 0)}  PP {m.get('pp', 0)}  EP {att['ep_used']}/{m.get('ep', 0)} used  "
        f"RP {m.get('rp', 0)}" + ("  (Boss in)" if att.get("boss") else "")
    )
    return head, stats


def title_lines(who: str, view: dict[str, Any], fs: int, room: int) -> tuple[int, list[str]]:
    """The header's size and lines in ``room`` pixels: one line at ``fs`` (shrunk towards the
    floor while that is enough), else the attempt and its numbers each on a line of its own,
    a line still too wide wrapped at a word."""
    parts = title_parts(who, view)
    if parts is None:
        return fs, []
    one = f"{parts[0]}: {parts[1]}"
    size = theme.fit_px(one, fs, room, "bold")
    if theme.text_width(one, size, "bold") <= room:
        return size, [one]
    lines: list[str] = []
    for part in (parts[0] + ":", parts[1]):
        lines += theme.wrap(part, fs, room, "bold")
    return fs, lines


def fit_lines(texts: list[str], fs: int, room: int, kind: str = "bold") -> tuple[int, list[str]]:
    """An arena line of what to do in ``room`` pixels: the first of ``texts`` (the full one,
    then shorter ones) that fits one line at ``fs`` shrunk towards the floor, else the last
    wrapped at a word (large text on a small window: never run off the arena's sides)."""
    for t in texts:
        size = theme.fit_px(t, fs, room, kind)
        if theme.text_width(t, size, kind) <= room:
            return size, [t]
    return fs, theme.wrap(texts[-1], fs, room, kind)


def extra_lines(who: str, view: dict[str, Any], fs: int, room: int) -> int:
    """How many lines more than one the header takes (0: it fits one)."""
    return max(0, len(title_lines(who, view, fs, room)[1]) - 1)


def draw_title(
    surf: pygame.Surface, who: str, view: dict[str, Any], fs: int, arena: pygame.Rect, s: float
) -> pygame.Rect:
    """The header drawn centred at the arena's top; returns the rect of its first line (the
    arena itself when there is none)."""
    size, lines = title_lines(who, view, fs, arena.width - int(16 * s))
    first = arena
    y = arena.y + int(6 * s)
    for i, line in enumerate(lines):
        r = theme.blit_text(
            surf, line, size, (arena.centerx, y), theme.ACCENT, "bold", anchor="midtop",
            shadow=True,
        )  # fmt: skip
        if i == 0:
            first = r
        y += theme.line_h(size, 1.2)
    return first


def title_rect(
    who: str, view: dict[str, Any], fs: int, arena: pygame.Rect, s: float
) -> pygame.Rect:
    """Where ``draw_title`` puts the header's lines (the mission's VP, PP and EP a lesson's
    note speaks of): their union, or an empty rect when no attempt is on."""
    size, lines = title_lines(who, view, fs, arena.width - int(16 * s))
    out = pygame.Rect(arena.centerx, arena.y + int(6 * s), 0, 0)
    y = out.y
    for line in lines:
        r = pygame.Rect(0, 0, theme.text_width(line, size, "bold"), theme.line_h(size, 1.2))
        r.midtop = (arena.centerx, y)
        out = r if not out.width else out.union(r)
        y += theme.line_h(size, 1.2)
    return out
