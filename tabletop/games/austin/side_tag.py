"""Austin Powers: a seat's side tag (GOOD, EVIL) and what it means. A new player at a table of
three took the two GOOD seats for partners; there are no teams (every player plays alone, and
the help race asks every player but the two whose Agents fight). A click on a tag says so."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.austin.faces import SIDE_COLOURS


def draw(gv: Any, surf: pygame.Surface, seat: int, side: str | None, tr: pygame.Rect) -> None:
    """The tag's plate at ``tr`` (its word is blitted over it), kept as ``seat``'s tag's place
    for a click on it (``place``)."""
    pygame.draw.rect(surf, SIDE_COLOURS.get(side or "", (180, 180, 180)), tr, border_radius=8)
    gv.__dict__.setdefault("_side_tags", {})[seat] = pygame.Rect(tr)


def places(gv: Any, n: int) -> dict[int, pygame.Rect]:
    """Each of ``n`` seats' tag where it was last drawn."""
    return {s: r for s, r in (gv.__dict__.get("_side_tags") or {}).items() if s < n}


def meaning(name: str, side: str | None, mine: bool) -> str:
    """What ``name``'s tag means, in a player's words."""
    if side not in ("good", "evil"):
        return f"{name} has not chosen a side yet."
    who, word, scores = (
        ("You play", "your", "score") if mine else (f"{name} plays", "their", "scores")
    )
    score = "Mojo" if side == "good" else "Ransom"
    return (
        f"{side.upper()}: {who} {side.capitalize()} Agents and {scores} {score}. No teams: "
        f"every player plays alone; a side only says whom {word} Assassins may attack."
    )
