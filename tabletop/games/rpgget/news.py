"""The news over the table: a mission's result over the arena (completed or failed, yours or another seat's): its
verdict large in the result's colour and its sentence under it ("Ann fails The Garmia Caves:
..."), for ``RESULT_SECONDS`` on the table's clock, while the table holds the computers for
``RESULT_PACES`` of its bot delays (``View.bot_paces``). A new player's own failed mission
showed only in the news corner for two seconds, and the computer's turn went straight on.

In hot-seat the result of a person at the screen is held until they press Seen (the table's
``ResultLayer``, from ``GameInfo.results_for_seat``); this panel then gives way to it. Solo
against the computers it needs no Seen: nobody else waits for the screen, and the computers
wait while it is read (the log keeps it).

The other news (a rank changed, a character knocked out) lies in a corner right of the hand
(``Painter.banner_rect``) at a size that holds it whole (``banner_fit``)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme

#: the engine's events of a mission's end
RESULTS = frozenset({"MissionCompleted", "MissionFailed"})
#: a result keeps the computers back this many of the table's bot delays (4.5 s at 0.75 s)
RESULT_PACES = 6.0
#: and stays on screen this long, whole (longer than the computers are held)
RESULT_SECONDS = 5.0


def verdict(kind: str) -> tuple[str, tuple[int, int, int]]:
    """The panel's big words and their colour."""
    if kind == "MissionCompleted":
        return "Mission completed", theme.GOOD
    return "Mission failed", theme.BAD


def result_plan(
    result: dict[str, Any], arena: pygame.Rect, room: pygame.Rect, s: float, above: int
) -> tuple[pygame.Rect, str, int, list[str], int]:
    """The panel, its big words and their size, the sentence's lines and their size (large
    text wraps; the panel grows). It lies at the arena's top, above ``above`` (the idle
    arena's line of what to do now: "Bo's turn ends: play a glowing Recovery ..."), else
    across the arena's foot, over the whole status legend (none of it peeks out at its
    sides), inside ``room``."""
    top = min(room.width - int(20 * s), max(arena.width - int(40 * s), int(300 * s)))
    foot = min(room.width, arena.width - int(8 * s))
    for w in (min(top, theme.grow(860 * s)), foot):
        box, big, big_px, lines, px = _sized(result, w, s)
        box.midtop = (arena.centerx, arena.y + int(8 * s))
        if box.bottom <= above:
            break
        box.midbottom = (arena.centerx, arena.bottom - int(4 * s))
    box.clamp_ip(room)
    return box, big, big_px, lines, px


def above_bar(arena: pygame.Rect, bar: pygame.Rect | None) -> pygame.Rect:
    """The arena above a reaction window's bar at its foot (``bar``; None: none up), where a
    result lies: at 200 % with four players "Mission failed" lay at the arena's foot and the
    bar ("End of Computer 2's turn: play a Recovery or Event now, or pass") hid its sentence,
    the reason it failed."""
    if bar is None or bar.top >= arena.bottom or bar.bottom <= arena.top:
        return arena
    return pygame.Rect(arena.x, arena.y, arena.width, max(1, bar.top - arena.y))


def idle_spot(
    arena: pygame.Rect, bar: pygame.Rect | None, fs: int, px: int, lines: list[str]
) -> tuple[int, list[str]]:
    """Where the idle arena's muted lines ("Mission arena: drag a Mission here ...") lie: the
    first line's middle, a little under the arena's; with a reaction window's bar at the
    arena's foot (``bar``), in the middle of the arena above it, or not at all where they do
    not fit there (at 200 % the bar's top cut the line through its middle; at 1024x600 its
    ends stuck out at the sides of the bar's box)."""
    lh = theme.line_h(px)
    y = arena.centery + fs - lh * (len(lines) - 1) // 2
    if bar is None or bar.top >= arena.bottom or bar.bottom <= arena.top:
        return y, lines
    above = pygame.Rect(arena.x, arena.y, arena.width, bar.top - arena.y)
    if above.height - 4 < lh * len(lines):
        return y, []  # no room: the bar says what is asked now
    return above.centery - lh * (len(lines) - 1) // 2, lines


def panel_up(gv: Any, view: dict[str, Any]) -> pygame.Rect | None:
    """Where a mission's result's panel lies on ``gv``'s table while one is up (``result_plan``
    with ``gv.result_room``), else None."""
    hold = getattr(gv.table, "hold", None)  # a person's Seen panel says it instead
    if not gv.results or view.get("result") or getattr(hold, "held", False):
        return None
    return result_plan(gv.results[-1], *gv.result_room(view, gv.table.viewer))[0]


def _sized(
    result: dict[str, Any], w: int, s: float
) -> tuple[pygame.Rect, str, int, list[str], int]:
    """A panel ``w`` wide: its size, its big words and theirs, the sentence's lines and theirs."""
    pad = int(18 * s)
    big, _colour = verdict(result["kind"])
    big_px, big = theme.fit_text(big, int(44 * s), w - 2 * pad, "bold")
    px = max(theme.MIN_TEXT, int(26 * s))
    lines = theme.wrap(str(result["text"]), px, w - 2 * pad, "bold")
    h = 2 * pad + theme.line_h(big_px) + int(8 * s) + len(lines) * theme.line_h(px, 1.2)
    return pygame.Rect(0, 0, w, h), big, big_px, lines, px


def draw_result(
    surf: pygame.Surface,
    result: dict[str, Any],
    arena: pygame.Rect,
    room: pygame.Rect,
    s: float,
    above: int,
) -> pygame.Rect:
    """The result's panel over the arena (``result_plan``); its rect."""
    box, big, big_px, lines, px = result_plan(result, arena, room, s, above)
    _word, colour = verdict(result["kind"])
    theme.shadow(surf, box, radius=14, offset=6)
    theme.panel(surf, box, (12, 14, 22, 250), edge=colour, radius=14)
    pad = int(18 * s)
    y = box.y + pad
    theme.blit_text(surf, big, big_px, (box.centerx, y), colour, "bold", anchor="midtop")
    y += theme.line_h(big_px) + int(8 * s)
    for line in lines:
        theme.blit_text(surf, line, px, (box.centerx, y), (255, 240, 200), "bold", anchor="midtop")
        y += theme.line_h(px, 1.2)
    return box


def log_foot(log: pygame.Rect, s: float) -> pygame.Rect:
    """The foot of the log panel: the news where the corner by the hand has no room."""
    return pygame.Rect(log.x + 4, log.bottom - int(150 * s), log.width - 8, int(146 * s))


def banner_fit(
    newest: str, corner: pygame.Rect, log: pygame.Rect, s: float
) -> tuple[pygame.Rect, int]:
    """The news corner and a text size that holds the ``newest`` news whole (at 200 % only
    its last word showed: "unconscious."); where even the floor size does not, the foot of
    the log panel."""
    for region in (corner, log_foot(log, s)):
        for px in range(max(13, int(19 * s)), theme.MIN_TEXT - 1, -1):
            lines = theme.wrap(newest, px, region.width - int(24 * s), "bold")
            if len(lines) * theme.line_h(px, 1.3) <= region.height - int(10 * s):
                return region, px
    return corner, max(13, int(19 * s))
