"""The Reaction duel's relaxed mode in words: more time to press, and the computer players press
at a relaxed person's pace (about 0.7 s; ``reactions.bots.relaxed_pace``), not "no hurry" (its
computer pressed in 0.7 s while the duel said "no hurry")."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui.components.widgets import Button, words_width

RELAXED_PACE = "the computers press at a relaxed person's pace"
RELAXED_WORDS = "Timing: relaxed (4x the time; computers at a relaxed person's pace)"


def timing_button(on: bool, w: int, y: int, s: float, toggle: Any, least: int = 0) -> Button:
    """The setup's Timing button, centred at ``y``: as wide as the row above it (``least``) or
    its words with "[Enter]" at large text (at 200 % "Timing: relaxed (4x the time; computers
    at..." was cut), at most the window's."""
    rect = pygame.Rect(0, y, max(least, int(920 * s)), int(64 * s))
    b = Button(RELAXED_WORDS if on else "Timing: normal", rect, toggle)
    need = words_width(f"{b.label} [Enter]", rect.height)
    rect.width = min(w - int(40 * s), max(rect.width, need))
    rect.centerx = w // 2
    return b
