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
