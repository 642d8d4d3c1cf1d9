"""Austin Powers card faces and the table's constants: a card's face data for the shared
renderer (``card_dict``), Austin's icons drawn in the art box (vibes, lips or gun, the vibes a
bone or a Swinger needs), money as a side counts it, and the stage the table is at."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

import pygame

from tabletop.games.austin.cards import CARDS
from tabletop.ui import assets
from tabletop.ui.components import card as card_component

GAME = "austin"
VIBES = ("groovy", "shagadelic", "randy", "creepy")
VIBE_COLOURS = {
    "groovy": (250, 170, 60),
    "shagadelic": (240, 90, 190),
    "randy": (230, 70, 70),
    "creepy": (120, 200, 110),
}
SIDE_COLOURS = {"good": (255, 140, 190), "evil": (150, 120, 230)}
#: a banner's life (an attack's step, its result: held on screen by the table's pacing,
#: ``view.STEP_PACES``), whole for its first ``BANNER_WHOLE`` of it, then fading
BANNER_SECONDS = 2.8
BANNER_WHOLE = 0.85
#: the life of an attack's result where nobody answered the call for help ("Nobody threw
#: you a bone."): twice a banner's, read whole though nothing else keeps it on screen
HELP_RESULT_LIFE = 2 * BANNER_SECONDS


def banner_life(banner: dict[str, Any]) -> float:
    """How long ``banner`` stays (its own ``life``, else ``BANNER_SECONDS``)."""
    return float(banner.get("life", BANNER_SECONDS))


CARD_RATIO = 168 / 120
#: the seat and arena panels (pre-drawn in the table's layer: ``View.draw_static``)
SEAT_PANEL = (12, 14, 24, 200)
ARENA_PANEL = (0, 0, 0, 70)
ARENA_EDGE = (255, 255, 255, 40)


# ---------------------------------------------------------------------------------- card data
@cache
def card_dict(name: str) -> dict[str, Any]:
    """The face data of a card for ``tabletop.ui.components.cards.face`` (the frame is its ``kind``)."""
    d = CARDS[name]
    side = d.side.capitalize()
    unit = "Mojo" if d.side == "good" else "Ransom $"
    worth = f"Mojo {d.score}" if d.side == "good" else f"Ransom ${d.score}B"
    text = d.text
    if d.kind == "agent":
        frame = f"agent_{d.side}"
        role = "Shagger" if d.role == "shagger" else "Assassin"
        type_line = f"{side} {role} \u00b7 {d.sex}" + (" \u00b7 ship" if d.ship else "")
    elif d.kind == "bone":
        frame = "bone"
        type_line = "Frickin' Bone"
        text = f"\u201c{d.quote}\u201d"
    elif d.kind == "swinger":
        frame = "swinger"
        type_line = "Swinger"
    elif d.kind == "happening":
        frame = "happening"
        type_line = "Happening"
    else:
        frame = "happening"
        type_line = "Slugfest"
    del unit
    return {
        "name": name,
        "kind": frame,
        "type_line": type_line,
        "text": text,
        "stats": worth if d.score else None,
        # on a small face where "Ransom $10B" does not fit (an Evil player's own row)
        "stats_short": (f"${d.score}B" if d.side == "evil" else None) if d.score else None,
        "designed": d.designed,
    }


def _icon_row(surf: pygame.Surface, names: list[str], centre: tuple[int, int], size: int) -> None:
    gap = max(1, size // 8)
    total = len(names) * size + (len(names) - 1) * gap
    x = centre[0] - total // 2
    for nm in names:
        file = nm[1:] if nm.startswith("@") else nm
        img = assets.image(f"{GAME}/icons/{file}.png", (size, size))
        r = pygame.Rect(x, centre[1] - size // 2, size, size)
        if img is not None:
            if nm.startswith("@"):
                pygame.draw.circle(surf, (40, 30, 40), r.center, size // 2 + 1)
            surf.blit(img, r)
        else:
            pygame.draw.circle(surf, VIBE_COLOURS.get(file, (200, 200, 200)), r.center, size // 2)
        x += size + gap


def _icon_strip(surf: pygame.Surface, rows: list[list[str]], art: pygame.Rect, k: float) -> None:
    """Rows of icons on a dark band along the bottom of the card's picture (each row centred;
    several rows side by side with a gap)."""
    n = sum(len(r) for r in rows)
    room = (art.width - 8) / (n * 1.125 + 0.5 * (len(rows) - 1) + 0.5)
    size = max(8, min(int(30 * k), art.height // 4, int(room)))
    gap = max(1, size // 8)
    widths = [len(r) * size + (len(r) - 1) * gap for r in rows]
    sep = size // 2
    total = sum(widths) + sep * (len(rows) - 1)
    band = pygame.Rect(0, 0, min(art.width - 4, total + size // 2), size + max(4, size // 4))
    band.midbottom = (art.centerx, art.bottom - max(2, int(4 * k)))
    shade = pygame.Surface(band.size, pygame.SRCALPHA, 32)
    pygame.draw.rect(shade, (16, 10, 24, 190), shade.get_rect(), border_radius=band.height // 2)
    surf.blit(shade, band)
    x = art.centerx - total // 2
    for row, w in zip(rows, widths, strict=True):
        _icon_row(surf, row, (x + w // 2, band.centery), size)
        x += w + sep


def _decorate(surf: pygame.Surface, card: dict[str, Any], art: pygame.Rect, k: float) -> None:
    """Austin's icons over the card's picture: the vibes of an Agent (and lips or gun in the
    frame's badge), the vibes a bone needs to shag or to assassinate, a Swinger's needed
    vibes, on a band along the picture's bottom (explained by the vibes legend on the table)."""
    d = CARDS.get(str(card.get("name")))
    if d is None:
        return
    if d.kind == "agent":
        rsz = max(10, int(34 * k))
        role = assets.image(
            f"{GAME}/icons/{'lips' if d.role == 'shagger' else 'gun'}.png", (rsz, rsz)
        )
        if role is not None:  # in the frame's badge at the title's right end
            ky = surf.get_height() / 336
            surf.blit(role, role.get_rect(center=(int(206 * k), int(27 * ky))))
        _icon_strip(surf, [list(d.vibes)], art, k)
    elif d.kind == "bone":
        _icon_strip(surf, [["@lips", *d.shag], ["@gun", *d.assassinate]], art, k)
    elif d.kind == "swinger":
        _icon_strip(surf, [list(d.need)], art, k)


STYLE = card_component.register(
    card_component.CardStyle(GAME, decorate=_decorate, frame_badge=True)
)


def money(side: str, points: int) -> str:
    return f"{points} Mojo" if side == "good" else f"${points} billion"


def stage(view: Mapping[str, Any]) -> str:
    """What the table is at: the open prompt's kind (``happening_target``, ``brawler``,
    ``discard``), ``over`` once the game has a result, else the phase (``allegiance``, ``main``,
    ``ships``, ``fight``, ``happening``, ``slugfest``, ``cleanup``, ``evenup``)."""
    p = view.get("prompt")
    if p is not None:
        return str(p["kind"])
    if view.get("result") is not None:
        return "over"
    return str(view["phase"])
