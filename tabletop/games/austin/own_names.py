"""Austin Powers at large text: your own Agents' names beside their cards, at the text size in
force. Your table is a wide, short band; its cards' names are printed on their faces at the
card's own size, small next to every other text at 200 % (a new player, 2026-11-27). Where the
band has the room, its cards stand apart with each name beside its card, whole on a few lines;
where it has not (many Agents), the cards lie as before."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.austin.faces import CARD_RATIO
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
        n, ch = len(slots), slots[0].height
        gap = max(2, int(8 * self.scale))
        caption = theme.text_width("discard \u00b7 score", theme.px(12 * self.scale))
        right = min(body.right, panel.right - int(12 * self.scale) - caption - gap)
        px = self.own_name_px()
        most = min(3, max(1, ch // theme.line_h(px)))  # the lines a card's height holds
        rooms = None
        # the cards as laid, else narrower (a squat face widened for a long name on it, whose
        # name is read beside it): the first width every name is whole beside
        for cw in dict.fromkeys((slots[0].width, min(slots[0].width, int(ch / CARD_RATIO)))):
            total = right - body.x - n * cw - (2 * n - 1) * gap  # all the names' width
            rooms, whole = self._name_rooms(names, total, px, most)
            if whole:
                break
        if rooms is None:
            return slots
        out, x = [], body.x
        for r, name, room in zip(slots, names, rooms):
            lines = self._name_lines(name, room, px, most)
            card = pygame.Rect(x, r.y, cw, ch)
            wide = max(theme.text_width(line, px, NAME_FONT) for line in lines)
            tall = theme.line_h(px) * len(lines)
            at = pygame.Rect(card.right + gap, card.y + (ch - tall) // 2, wide, tall)
            memo[tuple(card)] = (at, lines, px)
            out.append(card)
            x += cw + room + 2 * gap
        return out

    def _name_rooms(
        self, names: list[str], total: int, px: int, most: int
    ) -> tuple[list[int] | None, bool]:
        """Each name's width in ``total`` pixels: as wide as it needs to be whole on ``most``
        lines, the room left shared out (three Agents at 200 % on 1280x720, "Johnson, Radar
        Operator" among them: equal shares were a few pixels short for "Operator" and
        "Humpalot", and no name was shown beside its card); where they cannot all be whole,
        equal shares, a name too long shortened with an ellipsis (its card reads whole on
        hover); None: too little room for a readable name. And whether every name is whole."""
        n = len(names)
        need = []
        for name in names:
            w = max(theme.text_width(word, px, NAME_FONT) for word in name.split())
            while w <= total and len(theme.wrap(name, px, w, NAME_FONT)) > most:
                w += 4
            need.append(w)
        if sum(need) <= total:
            return [w + (total - sum(need)) // n for w in need], True
        room = total // n
        if room < theme.text_width("Mmm\u2026", px, NAME_FONT):
            return None, False
        return [room] * n, False

    def _name_lines(self, name: str, room: int, px: int, most: int) -> list[str]:
        """``name`` on at most ``most`` lines of ``room`` pixels, each line whole, else the
        line that does not fit and the last one shortened with an ellipsis."""
        lines = theme.wrap(name, px, room, NAME_FONT)
        if len(lines) > most:
            lines = lines[: most - 1] + [" ".join(lines[most - 1 :])]
        return [self._shortened(line, room, px) for line in lines]

    @staticmethod
    def _shortened(line: str, room: int, px: int) -> str:
        """``line`` cut to ``room`` pixels with an ellipsis (after a whole word where one
        fits), as the names are drawn."""
        if theme.text_width(line, px, NAME_FONT) <= room:
            return line
        words = line.split()
        cuts = [" ".join(words[:k]).rstrip(",;:") for k in range(len(words) - 1, 0, -1)]
        cuts += [line[:k].rstrip() for k in range(len(line) - 1, 0, -1)]
        fit = (c + "\u2026" for c in cuts if theme.text_width(c + "\u2026", px, NAME_FONT) <= room)
        return next(fit, "\u2026")

    def own_name(self, card: pygame.Rect) -> tuple[pygame.Rect, list[str], int] | None:
        """Where your own card at ``card`` has its name beside it (rect, lines, px), if it has."""
        memo: dict[Any, Any] = self.__dict__.get("_own_names") or {}
        got = memo.get(tuple(card))
        return got  # type: ignore[no-any-return]
