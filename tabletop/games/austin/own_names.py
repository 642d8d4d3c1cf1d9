"""Austin Powers at large text: your own Agents' names beside their cards, at the text size in
force. Your table is a wide, short band; its cards' names are printed on their faces at the
card's own size, small next to every other text at 200 % (a new player, 2026-11-27). Where the
band has the room, its cards stand apart with each name beside its card, whole on a few lines;
where it has not (many Agents), the cards lie as before."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme

#: the names' font (the other seats' name plates')
NAME_FONT = "cond_bold"


class OwnNames:
    """Mixed into ``layout.AustinTable``: where your own Agents' names go beside them."""

    scale: float

    def own_name_px(self) -> int:
        """The names' text: the smallest size at the text size in force (the plates')."""
        return theme.px(12 * self.scale)

    def spread_names(
        self,
        slots: list[pygame.Rect],
        body: pygame.Rect,
        names: list[str],
        panel: pygame.Rect | None,
    ) -> list[pygame.Rect]:
        """Your own cards' places (``slots``, one row in ``body`` of your ``panel``; None:
        another seat's) moved apart, each with room for its name beside it at the text size,
        left of the piles' caption ("discard · score", ``pile_caption``); unchanged at 100 %,
        for another seat, in more than one row, or where a name would not fit its room."""
        if panel is None:
            return slots
        memo: dict[Any, Any] = self.__dict__.setdefault("_own_names", {})
        memo.clear()
        if theme.ui_scale() <= 1.0 or not slots or len(slots) != len(names):
            return slots
        if len({r.y for r in slots}) != 1:
            return slots
        n, cw, ch = len(slots), slots[0].width, slots[0].height
        gap = max(2, int(8 * self.scale))
        caption = theme.text_width("discard \u00b7 score", theme.px(12 * self.scale))
        right = min(body.right, panel.right - int(12 * self.scale) - caption - gap)
        room = (right - body.x - n * cw - (2 * n - 1) * gap) // n  # each name's width
        px = self.own_name_px()
        most = min(3, max(1, ch // theme.line_h(px)))  # the lines a card's height holds
        said = []
        for name in names:
            words = name.split()
            if room <= 0 or max(theme.text_width(w, px, NAME_FONT) for w in words) > room:
                return slots
            lines = theme.wrap(name, px, room, NAME_FONT)
            if len(lines) > most:
                return slots
            said.append(lines)
        out = []
        for i, (r, lines) in enumerate(zip(slots, said)):
            card = pygame.Rect(body.x + i * (cw + room + 2 * gap), r.y, cw, ch)
            wide = max(theme.text_width(x, px, NAME_FONT) for x in lines)
            tall = theme.line_h(px) * len(lines)
            at = pygame.Rect(card.right + gap, card.y + (ch - tall) // 2, wide, tall)
            memo[tuple(card)] = (at, lines, px)
            out.append(card)
        return out

    def own_name(self, card: pygame.Rect) -> tuple[pygame.Rect, list[str], int] | None:
        """Where your own card at ``card`` has its name beside it (rect, lines, px), if it has."""
        memo: dict[Any, Any] = self.__dict__.get("_own_names") or {}
        got = memo.get(tuple(card))
        return got  # type: ignore[no-any-return]
