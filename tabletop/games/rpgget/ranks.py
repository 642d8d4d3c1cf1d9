"""RPG Get!'s rank labels in the arena ("Middle", "Front (1 asleep)"): under each card, one
under a run of cards whose labels would run together, or (large text on a low window) beside
each rank's run of cards, where the line under them goes to the cards (``ranks_beside``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.games.rpgget import keybadges
from tabletop.games.rpgget.keybadges import fits_on_picture
from tabletop.games.rpgget.labels import RANKS, card_in
from tabletop.games.rpgget.rules.seat_view import AttemptView, seat_view
from tabletop.ui import theme
from tabletop.ui.components.card import THUMB_W


class RankLabels:
    """Mixed into ``layout.Geometry``: where the arena's rank labels lie and their drawing."""

    scale: float
    quiet: bool
    #: ``fitting.LargeText.ranks_fit`` (an annotation: the mixin's own method is found)
    ranks_fit: Callable[[dict[str, Any], pygame.Rect, tuple[int, int]], tuple[int, int]]

    def rank_px(self) -> int:
        raise NotImplementedError

    def badge_room(self, view: dict[str, Any], rect: pygame.Rect) -> pygame.Rect | None:
        raise NotImplementedError

    def boxes(
        self, view: dict[str, Any], seat: int | None
    ) -> list[tuple[dict[str, Any], pygame.Rect, str]]:
        raise NotImplementedError

    table: Any
    arena_card: tuple[int, int]

    def legend_top(self, arena: pygame.Rect) -> int:
        raise NotImplementedError

    def arena_head(self) -> int:
        raise NotImplementedError

    def rank_gap(self) -> int:
        raise NotImplementedError

    def rank_room(self) -> int:
        raise NotImplementedError

    def ranks_beside(self, view: dict[str, Any], arena: pygame.Rect) -> bool:
        """The rank labels lie beside their cards, not under them (``arena_fit``)."""
        return self.beside_card(view, arena) is not None

    def beside_card(self, view: dict[str, Any], arena: pygame.Rect) -> tuple[int, int] | None:
        """The arena's card size with the rank labels beside the cards, taller by the labels'
        line (large text, where the cards are smaller than usual): narrower where a crowded
        rank's run and its label need it (``beside_width``), while that is still taller than
        the cards over a line of labels; None: the labels lie under the cards."""
        s, (w, h) = self.scale, self.arena_card
        room = self.legend_top(arena) - int(6 * s) - arena.y - self.arena_head() - self.rank_gap()
        if room - self.rank_room() >= h:
            return None
        ku = max(0.6, (room - self.rank_room()) / h)
        under = self.ranks_fit(view, arena, (int(w * ku), int(h * ku)))[1]
        k = max(0.6, min(1.0, room / h))
        tall = (int(w * k), int(h * k))
        for _ in range(3):  # the side columns widen as the middle one narrows
            fit = self.ranks_fit(view, arena, tall)
            widest = self.beside_width(view, arena, fit)
            if widest >= fit[0]:
                cl = [
                    c
                    for side in ("active", "enemy")
                    for run in self.side_ranks(view, side).values()
                    for c in run
                ]  # noqa: E501
                # no room under the cards: a question's number badge lies on each one's picture
                held = all(fits_on_picture(self, c, fit) for c in cl)
                return tall if fit[1] > under and held else None
            if widest < THUMB_W:
                return None
            tall = (widest, tall[1] * widest // tall[0])
        return None

    def rank_tags(self, view: dict[str, Any]) -> dict[tuple[str, str], str]:
        """Each side's rank label for its run of cards beside them ("Middle", "Front (1
        asleep)"), by (side, rank)."""
        att = view["attempt"]
        sleeping = {c["id"] for c in view["zones"]["asleep"]["cards"] or [] if c}
        sleeping |= set(att["asleep"])
        party = [card_in(view, x) for x in att["active"] + att["asleep"]]
        enemies = [c for zn in ("arena", "asleep") for c in view["zones"][zn]["cards"] or []]
        out: dict[tuple[str, str], str] = {}
        for side, cl in (("active", party), ("enemy", enemies)):
            for rk in RANKS:
                run = [c for c in cl if c and c.get("rank", "middle") == rk]
                n = sum(c["id"] in sleeping for c in run)
                if run:
                    out[(side, rk)] = rk.capitalize() + (f" ({n} asleep)" if n else "")
        return out

    def beside_room(self, view: dict[str, Any], arena: pygame.Rect, card: tuple[int, int]) -> bool:
        """Large text on a low window: each rank's label has room beside its cards in its
        column (``arena_boxes``), so the line under them goes to the cards (1280x720 at 200 %:
        79 px tall with the labels under them, 107 px at 100 %). No window's bar up (its
        labels give way first)."""
        card = self.ranks_fit(view, arena, card)
        return self.beside_width(view, arena, card) >= card[0]

    def beside_width(self, view: dict[str, Any], arena: pygame.Rect, card: tuple[int, int]) -> int:
        """The widest cards (``card`` as laid out) of each rank's run that lie beside its label
        in its column; 0: none (100 %, a window's bar up, no attempt)."""
        if theme.ui_scale() <= 1.0 or self.quiet or not view.get("attempt"):
            return 0
        s = self.scale
        side_w = (arena.width - card[0] - int(40 * s)) // 2 - int(8 * s)
        tags = self.rank_tags(view)
        gap = int(6 * s)
        widest = card[0]
        for side in ("active", "enemy"):
            ranks = {rk: len(self.side_ranks(view, side).get(rk, [])) for rk in RANKS}
            total = sum(n or 0.5 for n in ranks.values())
            for rk, n in ranks.items():
                col = int(side_w * (n or 0.5) / total) - gap
                if n:
                    widest = min(widest, (col - self.beside_w(tags[(side, rk)])) // n - gap)
        return widest

    def beside_w(self, tag: str) -> int:
        """A rank label's width beside its cards, with its gap."""
        return theme.text_width(tag, self.rank_px()) + int(8 * self.scale)

    def side_ranks(self, view: dict[str, Any], side: str) -> dict[str, list[dict[str, Any]]]:
        """A side's cards in the arena by rank (the party's: ``active``; else ``enemy``)."""
        att = view["attempt"]
        if side == "active":
            cl = [card_in(view, x) for x in att["active"] + att["asleep"]]
        else:
            cl = [c for zn in ("arena", "asleep") for c in view["zones"][zn]["cards"] or []]
        return {rk: [c for c in cl if c and c.get("rank", "middle") == rk] for rk in RANKS}

    def rank_labels(
        self, tags: list[tuple[str, str, pygame.Rect, bool]]
    ) -> list[tuple[str, pygame.Rect]]:
        """A rank label under each arena card ("Middle (asleep)"); where a card's label would
        run into its neighbour's, one label under each side's run of cards of that rank, with
        how many of them sleep ("Middle (1 asleep)"): never two labels run together, each a
        word space at least from the next (at 200 % three "Middle" a little wider than their
        cards read "MiddleMiddleMiddle")."""
        each = [(rank + (" (asleep)" if zz else ""), r) for _w, rank, r, zz in tags]
        if self.labels_apart(each):
            return each
        runs: list[tuple[str, str, pygame.Rect, int]] = []  # side, rank, under, asleep
        for side, rank, r, zz in tags:
            if runs and runs[-1][:2] == (side, rank):
                _s, _k, under, n = runs[-1]
                runs[-1] = (side, rank, under.union(r), n + zz)
            else:
                runs.append((side, rank, r, int(zz)))
        return [(k + (f" ({n} asleep)" if n else ""), r) for _s, k, r, n in runs]

    def labels_apart(self, each: list[tuple[str, pygame.Rect]]) -> bool:
        """Do the labels ``each``, centred under their cards, keep a word space between any
        two on a line?"""
        px = self.rank_px()
        space = theme.text_width("  ", px)
        spans = sorted(
            (r.centerx - w // 2, r.centerx + w - w // 2)
            for t, r in each
            for w in [theme.text_width(t, px)]
        )
        return all(b[0] - a[1] >= space for a, b in zip(spans, spans[1:]))

    def draw_rank_tags(
        self, surf: pygame.Surface, view: dict[str, Any], att: AttemptView, labels_y: int
    ) -> None:
        """A rank label under each arena card (``rank_labels``)."""
        sv = seat_view(view)
        tags: list[tuple[str, str, pygame.Rect, bool]] = []  # (side, rank, card, asleep)
        for c, r, w in self.boxes(view, self.table.viewer):
            if w in ("active", "enemy"):
                rank = str(c.get("rank", "middle")).capitalize()
                asleep = c["id"] in att["asleep"] or c in (sv["zones"]["asleep"]["cards"] or [])
                tags.append((w, rank, r, asleep))
        badges = self.badges_under(view, [r for _w, _k, r, _z in tags])
        px = self.rank_px()
        self.rank_spots = []
        for tag, r in self.rank_labels(tags):
            spot = pygame.Rect(0, labels_y, theme.text_width(tag, px), theme.line_h(px))
            spot.centerx = r.centerx
            if spot.collidelist(badges) >= 0:
                continue  # a question's number badge under its card: the label gives way
            self.rank_spots.append(spot)
            theme.blit_text(
                surf, tag, px, (r.centerx, labels_y), (200, 200, 170), anchor="midtop",
            )  # fmt: skip

    def badges_under(self, view: dict[str, Any], cards: list[pygame.Rect]) -> list[pygame.Rect]:
        """The number keys' badges of an open question that lie under the arena's ``cards``
        (``keybadges.badge_room``: a card too small for one on its picture), where the rank
        labels are: at 1024x600 the badges covered "Middle" ("(1)iddl(2)" at 200 %)."""
        focus = getattr(self.table, "focus", None)
        if focus is None:
            return []
        out = []
        for r, _below, _tab in focus.numbered():
            room = self.badge_room(view, r) if any(r == c for c in cards) else None
            if room is not None and room.top >= r.bottom:  # the badge's room under the card
                side = keybadges.badge_side(self.scale, 0)
                out.append(
                    pygame.Rect(
                        room.x, room.bottom - side, side + 2 * max(2, int(3 * self.scale)), side
                    )
                )
        return out
