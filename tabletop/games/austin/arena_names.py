"""Austin Powers: the room under an attempt's cards for the lines naming its Agents. In a low,
narrow arena (six players at 200 %: the grid's small middle box) a long name does not fit its
half of the arena on one line even at the smallest text ("Basil..." and "Rocket..."): it takes
two, the cards over them a little smaller (``ArenaNames.two_lines``). And the caption naming
your discard and score piles (``pile_caption``)."""

from __future__ import annotations

import pygame

from tabletop.games.austin.layout import Arena, AustinTable
from tabletop.games.austin.rules.viewtypes import AustinView, fight_side
from tabletop.ui import theme
from tabletop.ui.components import marks

#: the arena's lines under its Agents: condensed, so a long name and its bones fit half an arena
LABEL_FONT = "cond_bold"


class ArenaNames(AustinTable):
    """Mixed under ``banner.AustinBanner``: the arena's cards with their names' room."""

    def pile_caption(self, view: AustinView, seat: int) -> tuple[str, int, pygame.Rect] | None:
        """What your discard and score piles are, under them ("discard · score"), where your
        panel has room for it off your cards (at 200 % they read as two blank boxes with a
        count); another seat's too, under its piles where its cards leave room (at 100 % they
        were two blank boxes); None: no room."""
        sc, dr = self.score_rect(view, seat), self.discard_rect(view, seat)
        if sc is None or dr is None:
            return None
        s, lay = self.scale, self.panel_layout(view, seat)
        text, px = "discard · score", theme.px(12 * s)
        r = pygame.Rect(0, 0, theme.text_width(text, px), theme.line_h(px))
        r.topright = (sc.right, max(sc.bottom, dr.bottom) + int(8 * s) + 2)
        taken = [c for _c, c in lay["slots"]] + ([lay["more"]] if lay["more"] else [])
        room = lay["rect"].inflate(-6, -6)
        if seat != self.me():
            # under the header (its vibes and counts), above the turn tag's bottom corner and
            # off the counts after the plates: a seat's cards keep their place
            r.topright = (sc.right, max(r.y, lay["body"].y))
            room.height -= theme.line_h(marks.turn_px(s)) + 2 + int(5 * s)
            taken += [pygame.Rect(lay["counts"][0])] if lay["counts"] is not None else []
            if not lay["slots"] and lay["more"] is None:
                taken.append(self._no_agents_rect(lay["body"]))
            taken = [c.inflate(int(20 * s), int(6 * s)) for c in taken]  # apart from them
        if not room.contains(r) or r.collidelist(taken) >= 0:
            return None
        return text, px, r

    def _no_agents_rect(self, body: pygame.Rect) -> pygame.Rect:
        """Where another seat's "no active Agents" lies in its body (``_seat_cards``): centred,
        on more lines where large text needs them, else at the top of a low body."""
        s, hint = self.scale, "no active Agents"
        room = body.w - int(16 * s)
        px = theme.fit_px(hint, int(17 * s), room)
        lines = [hint] if theme.text_width(hint, px) <= room else theme.wrap(hint, px, room)
        h = theme.line_h(px) * len(lines)
        top = body.centery - h // 2
        if top + h > body.bottom + int(8 * s):
            top = body.y
        w = max(theme.text_width(x, px) for x in lines)
        return pygame.Rect(body.centerx - w // 2, top, w, h)

    label_more = 0  # the second line's height ``label_room`` adds while the arena is laid out

    def arena_layout(self, view: AustinView) -> Arena:
        """The arena's cards (``AustinTable.arena_layout``), with room under them for an
        Agent's name on two lines where one line cannot hold it (``two_lines``)."""
        if not self.two_lines(view):
            return super().arena_layout(view)
        self.label_more = theme.line_h(theme.px(16 * self.scale))
        try:
            return super().arena_layout(view)
        finally:
            self.label_more = 0

    def two_lines(self, view: AustinView) -> dict[int, list[str]]:
        """An attempt's Agents whose names do not fit their half of the arena on one line at
        the smallest text, each with its name on two lines (split where its longer line is
        shortest), where the two sides' names then fit the arena's width side by side. Empty
        where a line holds each name, or two lines do not."""
        f = view["fight"]
        if not f:
            return {}
        s, px = self.scale, theme.MIN_TEXT
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        fig = 2 * max(7, int(10 * s)) + int(4 * s)  # the owner's figure before a line
        half = arena.width // 2 - int(6 * s) - int(20 * s) - fig
        total = arena.width - int(12 * s) - 2 * fig - int(20 * s)
        names = self.names(view)
        need: dict[int, tuple[list[str], int]] = {}
        for side in ("att", "def"):
            cid = int(fight_side(f, side)["card"])
            name = names.get(cid, "")
            words = name.split()
            one = theme.text_width(name, px, LABEL_FONT)
            two = [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]
            wide = [(x, max(theme.text_width(y, px, LABEL_FONT) for y in x)) for x in two]
            need[cid] = ([name], one) if one <= half or not wide else min(wide, key=lambda t: t[1])
        if all(len(lines) == 1 for lines, _w in need.values()):
            return {}
        if sum(w for _l, w in need.values()) > total:
            return {}
        return {c: lines for c, (lines, _w) in need.items() if len(lines) == 2}
