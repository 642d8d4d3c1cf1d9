"""A covered card's name label: grown with the player's text size where the card has room
(``grown_label``), and never cut (``whole_label``): new players at 200 % text in the lesson
saw "IDER'S CHAIN", GHOST RIDER'S CHAIN's label cut at both sides of a small covered card,
where a label drawn at the smallest text was still wider than the card. Now such a label
takes two or three lines (condensed, smaller down to a card face's 12 px, a long word broken
with a hyphen where nothing else fits) on a strip as tall as they need, up over the emblem."""

from __future__ import annotations

import re

import pygame

from tabletop.ui import assets, theme

#: how far up a covered card its label may grow at large text: one line under the emblem's
#: head, two lines over its lower half (the emblem's top and the card's colour still show)
COVER_TOP, COVER_TWO = 0.62, 0.36


def grown_label(
    label: str, strip: pygame.Rect, plan: tuple[list[str], int, str], h: int, t: float
) -> tuple[pygame.Rect, list[str], int, str]:
    """A covered card's label at text scale ``t``: up to ``t`` times its 100 % size (``plan``:
    its lines, size and font in ``strip``) on a strip grown up the card to under its emblem's
    head (``COVER_TOP``), on one line (bold, then condensed), else on two lines over the
    emblem's chin (``COVER_TWO``); where nothing larger fits, the 100 % label."""
    from tabletop.games.codenames.paint import fit_word

    lines, fit, font = plan
    room = strip.width - 10
    tall = pygame.Rect(strip.x, int(h * COVER_TOP), strip.width, strip.bottom - int(h * COVER_TOP))
    pad = int(h * 0.04)
    base = max(fit, theme.MIN_TEXT)  # as drawn (never under the floor)
    most = round(base * t)
    # larger than the 100 % label; as large where that runs past the card ("RIDER'S CHAIN")
    wide = any(theme.text_width(x, base, font) > room for x in lines)
    best = (base - 1 if wide else base, lines, font)
    for kind in ("bold", "cond_bold"):
        px = min(most, tall.height - pad)
        while px > best[0] and (
            theme.text_width(label, px, kind) > room
            or assets.font(px, kind).get_linesize() + pad > tall.height
        ):
            px -= 1
        if px > best[0]:
            best = (px, [label], kind)
    # two lines, where they read larger; a name that reads well on one line keeps it (at
    # 200 % "QUANTUM REALM" on one line was condensed to a card face's smallest print while
    # "TITAN" beside it was large)
    one = best[0] if best[1] == [label] else 0
    if len(lines) > 1 or best[1] != [label] or " " in label or "-" in label:
        high = strip.bottom - int(h * COVER_TWO)
        for kind in ("bold", "cond_bold"):
            two, px = fit_word(label, room, high - pad, kind, most)
            if len(two) > 1 and px > best[0] and px * 3 > one * 4:
                best = (px, two, kind)
    px, out, kind = best
    if out is lines:
        return strip, lines, fit, font
    high = assets.font(px, kind).get_linesize() * len(out) + pad
    return pygame.Rect(strip.x, strip.bottom - high, strip.width, high), out, px, kind


def splits(label: str) -> list[list[str]]:
    """``label`` on one, two or three lines, cut at its spaces (and after its hyphens)."""
    parts = re.findall(r"[^ \-]+-?", label)
    out = [[label]]
    cuts: list[tuple[int, ...]] = [(a,) for a in range(1, len(parts))]
    cuts += [(a, b) for a in range(1, len(parts) - 1) for b in range(a + 1, len(parts))]
    for cut in cuts:
        bounds = [0, *cut, len(parts)]
        out.append([" ".join(parts[i:j]).replace("- ", "-") for i, j in zip(bounds, bounds[1:])])
    return sorted(out, key=len)


def broken(label: str) -> list[list[str]]:
    """``label`` with its longest word broken with a hyphen (nearest its middle first), the
    rest of the label on the lines before and after it ("STORM-", "BREAKER")."""
    words = label.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    word = words[i]
    before, after = " ".join(words[:i]), " ".join(words[i + 1 :])
    out = []
    for cut in sorted(range(3, len(word) - 2), key=lambda c: abs(c - len(word) / 2)):
        head, tail = word[:cut] + "-", word[cut:]
        out.append([f"{before} {head}".strip(), f"{tail} {after}".strip()])
        out.append([x for x in (before, head, tail, after) if x])
    return sorted((rows for rows in out if len(rows) <= 3), key=len)


def whole_label(
    label: str, strip: pygame.Rect, plan: tuple[list[str], int, str], h: int
) -> tuple[pygame.Rect, list[str], int, str, bool]:
    """The label's ``plan`` (its lines, size and font on ``strip``) where every line is whole
    and fits the strip as drawn; else the fewest lines that do, as large as they fit down to
    a card face's 12 px (bold, then condensed; a word broken with a hyphen only where nothing
    else fits), on a strip grown up the card as far as they need. The last item: the size is
    in pixels, drawn at 100 % (``theme.unscaled``)."""
    lines, fit, font = plan
    room = strip.width - 4
    if (
        fit >= theme.MIN_TEXT
        and "\u2026" not in "".join(lines)
        and all(theme.text_width(x, fit, font) <= room for x in lines)
    ):
        return strip, lines, fit, font, False
    pad, most = int(h * 0.04), theme.font_px(theme.MIN_TEXT)  # as drawn at this text size
    with theme.unscaled():
        for group in (splits(label), broken(label)):
            for px in range(most, theme.MIN_TEXT - 1, -1):
                for kind in ("bold", "cond_bold"):
                    line = assets.font(px, kind).get_linesize()
                    for rows in group:
                        if any(theme.text_width(x, px, kind) > room for x in rows):
                            continue
                        top = max(int(h * 0.03), strip.bottom - line * len(rows) - pad)
                        if len(rows) * line <= strip.bottom - top:
                            r = pygame.Rect(strip.x, top, strip.width, strip.bottom - top)
                            return r, rows, px, kind, True
    return strip, lines, fit, font, False


#: the covers whose emblems a tall label would lie over: the sprite without its emblems and
#: where each emblem stands on the sprite (its 336 x 240 pixels); the Infinity Gauntlet is the
#: bystander's cover (without its word) with the Assassin's fist on it
EMBLEMS: dict[str, tuple[str, tuple[tuple[str, tuple[int, int, int, int]], ...]]] = {
    "HYDRA": ("cover_hydra_plain", (("emblem_hydra", (93, 45, 150, 150)),)),
    "S.H.I.E.L.D.": ("cover_shield_plain", (("emblem_shield", (93, 45, 150, 150)),)),
    "Double Agent": (
        "cover_double_plain",
        (("emblem_hydra", (40, 64, 110, 110)), ("emblem_shield", (186, 64, 110, 110))),
    ),
    "Thanos": ("cover_assassin_plain", (("emblem_assassin", (88, 40, 160, 160)),)),
    "Infinity Gauntlet": ("cover_neutral_plain", (("emblem_assassin", (108, 41, 120, 120)),)),
}


def emblem_places(
    name: str, size: tuple[int, int], label_top: int, keep_out: pygame.Rect | None = None
) -> list[tuple[str, pygame.Rect]]:
    """Where a covered card's emblems go (image name, rect on the card): where they stand on
    its sprite if they end above its label (``label_top``); else smaller, between the card's
    frame and the label, clear of ``keep_out`` (the Double Agent's corner mark): a two-line
    "HOWARD THE DUCK" lay over the skull's chin. None where no emblem has room."""
    w, h = size
    sx, sy = w / 336, h / 240
    marks = []
    for em, (x, y, bw, bh) in EMBLEMS.get(name, ("", ()))[1]:
        box = pygame.Rect(round(x * sx), round(y * sy), round(bw * sx), round(bh * sy))
        marks.append((em, box, seen(em, box)))
    if not marks:
        return []
    union = marks[0][2].unionall([m[2] for m in marks[1:]])
    bottom = label_top - max(2, round(h * 0.03))
    if union.bottom <= bottom:
        return [(em, box) for em, box, _s in marks]
    top = round(h * 0.07)  # inside the card's frame line
    k = min(1.0, (bottom - top) / max(1, union.height))
    middle = (union.centerx, (top + bottom) / 2)
    while k * union.height >= 8:
        out = [(em, shrunk(box, union, middle, k)) for em, box, _s in marks]
        drawn = [shrunk(s, union, middle, k) for _e, _b, s in marks]
        if keep_out is None or keep_out.collidelist(drawn) < 0:
            return out
        k *= 0.9
    return []


def shrunk(
    r: pygame.Rect, union: pygame.Rect, middle: tuple[float, float], k: float
) -> pygame.Rect:
    """``r`` (a part of ``union``) with ``union`` scaled by ``k`` about its centre moved to
    ``middle``."""
    return pygame.Rect(
        round(middle[0] + (r.x - union.centerx) * k),
        round(middle[1] + (r.y - union.centery) * k),
        max(1, round(r.width * k)),
        max(1, round(r.height * k)),
    )


def seen(em: str, box: pygame.Rect) -> pygame.Rect:
    """The drawn part of emblem ``em`` drawn in ``box`` (its picture has a clear margin)."""
    img = assets.decoded(f"codenames/{em}.png")
    if img is None:
        return box.copy()
    fw, fh = img.get_size()
    b = img.get_bounding_rect()
    return pygame.Rect(
        box.x + b.x * box.width // fw,
        box.y + b.y * box.height // fh,
        max(1, b.width * box.width // fw),
        max(1, b.height * box.height // fh),
    )


def cover_ground(
    name: str, sprite: str, size: tuple[int, int], label_top: int, colour: tuple[int, int, int]
) -> pygame.Surface:
    """A covered card without its label: its cover's sprite (``sprite``; ``colour`` where
    missing), with its emblems where ``emblem_places`` puts them for a label from
    ``label_top`` down."""
    w, h = size
    keep_out = None
    if name == "Double Agent":  # the corner mark naming the team (``Faces.mark``)
        keep_out = pygame.Rect(int(w * 0.05), int(h * 0.07), int(h * 0.2), int(h * 0.2))
    places = emblem_places(name, size, label_top, keep_out)
    if name in EMBLEMS and (name == "Infinity Gauntlet" or places != emblem_places(name, size, h)):
        sprite = EMBLEMS[name][0]  # the sprite without its emblems, drawn here where they fit
    else:
        places = []  # the sprite's own
    surf = pygame.Surface(size, pygame.SRCALPHA, 32)
    img = assets.image(f"codenames/{sprite}.png", size)
    if img is not None:
        surf.blit(img, (0, 0))
    else:
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=10)
    for em, r in places:
        g = assets.image(f"codenames/{em}.png", r.size)
        if g is not None:
            surf.blit(g, r)
    return surf
