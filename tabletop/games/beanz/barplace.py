"""Where the reaction window's bar goes on the Mighty Beanz table (``View.window_place``).

At 100 % text the bar fits the strip kept free for it above the stack. At large text it is
taller than the strip and grew up over the near row of the mat: at 200 % "Answer Computer 2's
You Slipped!" lay over the player's own attacking Cannonball Bean on Big Top Moon, the very
card the answer was about. Where the bar at its place covers a card, it goes to the place on
the mat (and under it) that covers the least, by weight: the attack's Beans (its attackers,
its targets, the card an Instant Action is aimed at) and the attack panel most, then the hand,
the stack and the move buttons, then the other cards, then the Galaxies' bands."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.beanz.rules.seatview import BeanzView, typed
from tabletop.ui.parts.layout import CardItem, PileItem

#: weights of what the bar covers (a pixel covered of each)
AT_STAKE, PANEL, HAND, CARD, BAND = 12, 10, 5, 3, 1


def stake_slots(view: BeanzView) -> set[int]:
    """The slots the answers on the stack are about: each attack's attackers and targets (or
    its Galaxy's Beans facing them), each card's target slot."""
    out: set[int] = set()
    for it in view["stack"]:
        out.update(it.get("attackers") or [])
        for key in ("target", "slot"):
            r = it.get(key)
            if isinstance(r, int) and not isinstance(r, bool):
                out.add(r)
        if it["kind"] == "attack" and it.get("target") is None:
            out.update(
                sl["slot"]
                for sl in view["mat"]
                if sl["galaxy"] == it.get("galaxy") and sl["owner"] != it["seat"] and sl["bean"]
            )
    return out


def weighted(gv: Any, view: BeanzView) -> list[tuple[pygame.Rect, int]]:
    """What the bar keeps off, with weights."""
    stake = stake_slots(view)
    out: list[tuple[pygame.Rect, int]] = []
    for sl in view["mat"]:
        if sl["bean"] is not None or sl["cosmos"] is not None:
            r = gv.slot_rect(view, sl["slot"])
            out.append((r, AT_STAKE if sl["slot"] in stake else CARD))
    shown = gv.attack_shown(view, view.get("seat"))
    box = gv.attack_box(view, shown) if shown is not None else None
    if box is not None:
        out.append((box, PANEL))
    lay = gv.layout_for(view, view.get("seat"))
    for it in lay.items if lay is not None else []:
        if isinstance(it, CardItem) and it.key[0] == "hand" and it.rect.width:
            out.append((it.rect, HAND))
        elif isinstance(it, PileItem) and it.rect.width:
            out.append((it.rect, CARD))
    out.append((gv.stack_rect(), HAND))
    out += [(b.rect, HAND) for b in getattr(gv.table, "buttons", []) if b.rect.width]
    out += [(gv.band_rect(view, g), BAND) for g in range(3)]
    return out


def cost(bar: pygame.Rect, keep: list[tuple[pygame.Rect, int]]) -> int:
    total = 0
    for r, w in keep:
        part = bar.clip(r)
        total += part.width * part.height * w
    return total


def place(gv: Any, bar: pygame.Rect) -> pygame.Rect:
    """``bar`` where it is, if it covers nothing kept; else the place over the mat and the
    room under it that covers the least (the nearest of equals)."""
    table = gv.table
    view = getattr(table, "view", None)
    if not isinstance(view, dict) or "mat" not in view:
        return bar
    v = typed(view)
    keep = weighted(gv, v)
    here = cost(bar, keep)
    if here == 0:
        return bar
    s = gv.scale
    mat = gv.mat_rect()
    low = table.play_rect.bottom - bar.height
    xs = {bar.x} | {gv.column_x(c) for c in range(9)} | {mat.right - bar.width}
    xs = {max(mat.x, min(x, mat.right - bar.width)) for x in xs}
    ys = range(mat.y, max(mat.y, low) + 1, max(1, int(6 * s)))
    best = (here, 0, bar)
    for x in sorted(xs):
        for y in ys:
            r = pygame.Rect(x, y, bar.width, bar.height)
            c = cost(r, keep)
            far = abs(x - bar.x) + abs(y - bar.y)
            if (c, far) < best[:2]:
                best = (c, far, r)
    return best[2]
