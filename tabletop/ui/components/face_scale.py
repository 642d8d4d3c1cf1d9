"""A card face's words at the player's text size (``theme.card_scale``, 100-200 %).

A face is planned at 100 % first (``components.card``); at a larger text size its words then
grow up to that size and shrink back to what fits the card:

- the stats line (the card's numbers) and the type line grow up to the scale, each shrinking
  to fit its line;
- the name grows up to the scale: at the largest size whose lines fit the title plate's room
  (on more lines on a taller plate, a word a little narrowed before a smaller size), down to
  12 px, a name split with a hyphen only where the 100 % face splits it too; the art keeps at
  least ``ART_KEEP`` of its own height (``plan_name`` plans a name's lines at any size);
- the rules text is shown only where all of it fits at 12 px times the scale: on a card of
  the table it otherwise goes to the large view (a click), which has room; a large face
  (``LARGE_W`` wide or more: the large view on a small window) keeps it down to 12 px.

Where nothing grown fits (a long name on a squat card) the 100 % face is kept. Faces are cached
by the scale (``card.face``'s key), with the layout each was drawn with (``remember``).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import assets
from tabletop.ui.components.badge import badge_clear, badged
from tabletop.ui.components.lru import LRU
from tabletop.ui.components.textfit import MIN_PX, NARROW, fit_line, fit_lines, width

#: the art keeps at least this share of its frame's art box (a grown name takes the rest)
ART_KEEP = 0.4
#: over a table's own panel at a face's foot (the card field ``foot``: its height in pixels)
#: the art keeps at least this share of the face's height in sight under a grown name
FOOT_ART = 0.3
#: a face this wide or wider is read large: its rules text stays on it down to 12 px
LARGE_W = 240
#: a face's words grow with the text size up to this size (at 100 %) times it
READ_PX = 18

#: each cached face's layout (``card.LAYOUTS``), restored when the face is drawn from the cache
_layouts: LRU[dict[str, Any]] = LRU(4000)


def up(px: int, t: float) -> int:
    """A face's size ``px`` (at 100 %) grown by the text scale ``t``, to at most ``READ_PX``
    times it: a size already as large (a large view's name) stays as it is."""
    if t <= 1.0:
        return px
    p = max(px, MIN_PX)
    return max(p, min(int(round(p * t)), int(round(READ_PX * t))))


def plan_name(
    style: Any,
    name: str,
    title0: pygame.Rect,
    h: int,
    reserve: int,
    clear: int = 0,
    badged: bool = False,
    most: int = 5,
    t: float = 1.0,
    min_px: int = MIN_PX,
    narrow: float = NARROW,
    top: int = 0,
) -> tuple[int, str, list[str], bool]:
    """(px, font kind, lines, cut): one line in the title box at the largest size that fits,
    else wrapped over up to three (four on a large card) lines, never under 12 px. With a
    frame's badge, only the lines beside it (above ``clear``, the badge's bottom below the title
    box's top) leave it room: a word that fits under it is not hyphenated ("Shagw-ell"). At a
    text scale ``t`` the size grows by it (to ``top`` at most where given), and no line is
    under ``min_px``."""
    max_px = up(max(MIN_PX, int(title0.height * 0.62)), t)
    max_px = min(max_px, top) if top else max_px
    one_line = ("bold", "cond_bold")
    px, fk, one, cut = fit_line(name, title0.width - 4 - reserve, max_px, one_line, min_px)
    if not cut:
        return (px, fk, [one], False)
    beside = badged and style.frame_badge  # else the badge goes to the art (``badge.on_art``)
    room = title0.width - 4 - (reserve if beside else 0)
    rooms = None
    if beside and reserve and clear > 0:

        def rooms(px: int, kind: str) -> list[int]:
            # the lines start at the title's top at the earliest (they are centred on it)
            line_h = assets.font(px, kind).get_linesize()
            return [room] * max(1, -(-clear // line_h)) + [title0.width - 4]

    max_lines = min(most, 3 if h < 120 else 4 if h < 150 else 5)
    return fit_lines(name, room, max_px, max_lines, ("cond_bold",), min_px, rooms, narrow)


def remember(key: tuple[Any, ...], layout: dict[str, Any]) -> dict[str, Any]:
    _layouts[key] = layout
    return layout


def recall(layouts: Any, key: tuple[Any, ...], name: str) -> None:
    """A face drawn from the cache: its layout is the one ``card.LAYOUTS`` shows again (the
    same card drawn at another text size since may have replaced it)."""
    layout = _layouts.get(key)
    if layout is not None:
        layouts[(key[0], name, key[2])] = layout


def grow(style: Any, card: dict[str, Any], name: str, kind: str, face: Any, t: float) -> None:
    """``face`` (planned at 100 %) with its words grown up to the text scale ``t``: the text
    box's lines at ``t`` and the name in the room they leave (``_name``); at a smaller scale
    where the name finds no room; unchanged where it finds none at all."""
    from tabletop.ui.components import card as cm

    steps = [t]
    while steps[-1] - 0.25 > 1.0:
        steps.append(steps[-1] - 0.25)
    large = face.size[0] >= LARGE_W and face.plan is not None and face.plan["text"]
    # a squat face with no plate at 100 % (its name took the room): at a scale where its
    # plate would leave the name no room the name comes first, the face still without one
    bare = face.plan is not None and not any(face.plan[x] for x in ("text", "stats", "type"))
    for s, drop in [(s, d) for s in steps for d in (False, True) if bare or not d]:
        plan = cm._plan_text(style, card, kind, face.text0, face.k, s, round(MIN_PX * s))
        if plan["text"] is None and large:  # the large view keeps its rules text: its type
            # and stats lines at 100 % leave it room, else it is as at 100 %
            plan = cm._plan_text(style, card, kind, face.text0, face.k, s, round(MIN_PX * s), 1)
            plan = plan if plan["text"] is not None else dict(face.plan)
        if card.get("no_plate") or drop:  # the table shows the card's values itself
            plan.update(stats=None, type=None, text=None, plate_h=0)
        marks = 1.0 if card.get("unmarked") else style.marks_top  # a hand's card has none
        room = _title_room(face, plan, marks, int(card.get("foot") or 0))
        if face.title.height > max(room, face.title0.height):
            continue  # the name at 100 % has no room: no larger one has (``_name``)
        named = _name(style, name, kind, face, s, room)
        if named is None:
            continue
        face.name_plan, face.title = named
        cm._plan_boxes(style, card, kind, face, plan)
        return


def _title_room(face: Any, plan: dict[str, Any], marks_top: float = 1.0, foot: int = 0) -> int:
    """How tall the title plate may grow above the text box of ``plan`` (the rules text box,
    a plate of its type and stats lines, or none) with the art keeping its share, ending above
    the table's marks (``CardStyle.marks_top``); over a table's panel ``foot`` pixels high at
    the face's foot, the art keeps ``FOOT_ART`` of the face's height in sight above it."""
    title0, art0, text0 = face.title0, face.art0, face.text0
    gap1 = art0.top - title0.bottom
    gap2 = text0.top - art0.bottom
    if plan["text"]:
        art_bottom = text0.top - gap2
    elif plan["plate_h"]:
        art_bottom = text0.bottom - plan["plate_h"] - gap2
    else:
        art_bottom = text0.bottom
    art_min = max(MIN_PX, int(face.size[1] * 0.16), int(art0.height * ART_KEEP))
    room = int(art_bottom - art_min - gap1 - title0.top)
    if foot > 0:  # the table's panel over the art's foot: a band of art in sight above it
        seen = max(art_min, int(face.size[1] * FOOT_ART))
        room = min(room, int(face.size[1] - foot - seen - gap1 - title0.top))
    if marks_top < 1.0:  # the table's own marks over the art start there
        room = min(room, int(face.size[1] * marks_top) - title0.top)
    return room


def _name(
    style: Any, name: str, kind: str, face: Any, s: float, room: int
) -> tuple[tuple[int, str, list[str], bool], pygame.Rect] | None:
    """The name's plan at scale ``s`` and its title plate within ``room`` pixels of height: at
    the largest size whose lines fit that height, one line or more ("Koala / Bean" large, not
    "Koala Bean" at 12 px beside names grown on two lines), a word a little narrowed
    (``NARROW``) before a smaller size; a hyphen only at 12 px where the 100 % face has one
    too. None where none fits."""
    from tabletop.ui.components import card as cm

    title0, k, h = face.title0, face.k, face.size[1]
    clear = badge_clear(face.an, title0, k, face.ky)
    pad = max(4, int(6 * k))
    words = name.split() or [name]
    for px in range(up(max(MIN_PX, int(title0.height * 0.62)), s), MIN_PX - 1, -1):
        if (
            px > MIN_PX
            and max(width(w, px, "cond_bold") for w in words) * NARROW > title0.width - 4
        ):
            continue  # a word wider than the plate even narrowed: hyphenated at this size
        most = max(1, (room - pad) // assets.font(px, "cond_bold").get_linesize())
        plan = cm._plan_name(
            style, name, title0, h, face.reserve, clear, badged(style, kind), most, s, px, top=px
        )
        _px, fk, lines, cut = plan
        if cut or (_broken(lines, name) and (px > MIN_PX or not _broken(face.name_plan[2], name))):
            continue  # split with a hyphen only where the face at 100 % splits it
        line_h = assets.font(_px, fk).get_linesize()
        need = title0.height
        if len(lines) > 1 or line_h > title0.height:
            need = max(need, line_h * len(lines) + pad)
        if need > max(room, title0.height):
            continue
        return plan, pygame.Rect(title0.x, title0.y, title0.width, need)
    return None


def _broken(lines: list[str], name: str) -> bool:
    """A word of ``name`` split over two of ``lines`` with a hyphen."""
    return " ".join(lines).split() != name.split()
