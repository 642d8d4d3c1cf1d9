"""Where the curtain's note goes (a key the curtain dropped, why the phones could not start):
under its button where the note has the room, else over its title, where the screen is bare
(at 200 % on 1280x720 the sentence and the big button reached down to y 670 and "Ctrl+Z (undo)
does nothing on a curtain: ..." or "Ann: lift the curtain (Space) first." had no room: the
person who pressed could not tell whether the app had heard them)."""

from __future__ import annotations

import pygame

from tabletop.ui import theme

#: the note's design size (scaled), as the curtain draws it
NOTE_PX = 26


def note_height(note: str, size: int, width: int) -> int:
    """The height ``theme.blit_wrapped`` needs to draw all of ``note`` at ``size`` in
    ``width``."""
    lines = len(theme.wrap(note, theme.px(size), width))
    step = int(theme.font_px(theme.px(size)) * 1.15)
    return (lines - 1) * step + theme.line_h(theme.px(size)) if lines else 0


def note_box(
    note: str, scale: float, height: int, text: pygame.Rect, button: pygame.Rect, title_top: int
) -> pygame.Rect:
    """The box the note is drawn in: under the button (``text``'s width) where it fits, else
    over the title (top ``title_top``) where it fits, else the larger of the two."""
    s = scale
    gap = int(20 * s)
    need = note_height(note, int(NOTE_PX * s), text.width)
    below = pygame.Rect(text.left, button.bottom + gap, text.width, height - button.bottom - gap)
    if below.height >= need:
        return below
    above = pygame.Rect(text.left, 0, text.width, need)
    above.bottom = title_top - int(12 * s)
    if above.top >= int(8 * s):
        return above
    top = int(8 * s)
    room = pygame.Rect(text.left, top, text.width, max(0, title_top - int(12 * s) - top))
    return room if room.height > below.height else below
