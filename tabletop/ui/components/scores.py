"""The standings: every seat's score, best first, drawn the same way for every game that keeps
score (the table's end panel). A game's view only says how a score reads (``score_text``: "$3",
"2 Space Loot", "10 VP") or that its scores are no standings (``GameView.standings``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from tabletop.ui import theme


@dataclass(frozen=True)
class Row:
    rank: int  # 1 for the best; seats with the same score share a rank
    seat: int
    name: str
    score: str
    winner: bool


def standings(
    scores: Mapping[int, float],
    name: Callable[[int], str],
    score_text: Callable[[int, float], str],
    winners: Sequence[int] = (),
) -> list[Row]:
    """Seats by score, best first (ties in seat order, sharing a rank); the winners before
    the others whatever their points (Mighty Beanz is won by a Galaxy's two Loot, and the
    loser may hold more Loot in all)."""

    def key(s: int) -> tuple[bool, float]:
        return (s not in winners, -scores[s])

    order = sorted(scores, key=lambda s: (*key(s), s))
    rows: list[Row] = []
    for i, s in enumerate(order):
        rank = rows[-1].rank if rows and key(s) == key(order[i - 1]) else i + 1
        rows.append(Row(rank, s, name(s), score_text(s, scores[s]), s in winners))
    return rows


def row_height(scale: float) -> int:
    return int(theme.font_px(20 * scale) * 1.45)  # the row's words grow with the text size


def draw_standings(
    surf: pygame.Surface, rect: pygame.Rect, rows: Sequence[Row], scale: float
) -> None:
    """One row per seat in ``rect``: rank, name in the seat's colour (right-aligned to the
    middle), score (left-aligned from it); a winner's row in the accent colour with a star.
    Names and scores shrink to their half of the width, never under the 12 px floor."""
    size = theme.px(20 * scale)
    h = row_height(scale)
    half = rect.width // 2 - int(24 * scale)
    y = rect.y
    for r in rows:
        if y + size > rect.bottom + 2:
            break
        colour = theme.SEAT_COLOURS[r.seat % len(theme.SEAT_COLOURS)]
        label = f"{r.rank}. {r.name}"
        fs, shown = theme.fit_text(label, size, half, "bold")
        theme.blit_text(
            surf, shown, fs, (rect.centerx - int(12 * scale), y), colour, "bold", "topright"
        )
        score = f"{r.score}  \u2605" if r.winner else r.score
        fs, shown = theme.fit_text(score, size, half)
        theme.blit_text(
            surf,
            shown,
            fs,
            (rect.centerx + int(12 * scale), y),
            theme.ACCENT if r.winner else theme.TEXT,
            "bold" if r.winner else "sans",
        )
        y += h
