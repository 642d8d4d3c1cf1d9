"""Mighty Beanz card faces for the table: the shared card renderer in the Beanz style (a Bean
card's art is its team's bean on a night sky), cached per size and turn; a small Bean card (in
the hand, on the mat) shows its team and type and its power in short on a panel kept upright,
and on the mat its live Attack and Defense and what was added to its MMP."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.games.beanz.cards import card_defs
from tabletop.games.beanz.labels import (
    GAME,
    TEAM_COLOURS,
    TEAM_RGB,
    bean_of,
    card_dict,
    fitted,
    modifiers,
    power_short,
    team_line,
)
from tabletop.games.beanz.rules.seatview import BeanzView, Card, SlotView
from tabletop.games.beanz.setupplaces import SetupPlaces
from tabletop.ui import assets, theme
from tabletop.ui.components import art as art_component
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards, face_scale

#: a line of a small card's panel: (text, colour or ("struck", new value), font kind)
Row = tuple[str, Any, str]
#: a hand card's panel at large text is no taller than this share of the card
HAND_PANEL = 0.31


def _decorate(surf: pygame.Surface, card: Card, art: pygame.Rect, k: float) -> None:
    """A Bean card without a picture of its own (``sprites/beanz/art/``, drawn by
    ``tools/art/beanz.py``): its team's bean on a night sky."""
    team = card.get("team")
    if card.get("kind") != "bean" or not team:
        return
    if art_component.art_image(GAME, card, str(card.get("name", ""))) is not None:
        return  # the card's own picture is in the art box
    tok = assets.image(f"beanz/bean_{TEAM_COLOURS.get(team, 'red')}.png")
    if tok is None:
        return
    side = int(min(art.width, art.height) * 0.72)
    pygame.draw.rect(
        surf, (18, 22, 40), art.inflate(-int(4 * k), -int(4 * k)), border_radius=max(2, int(8 * k))
    )
    t = pygame.transform.smoothscale(tok, (side, side))
    surf.blit(t, t.get_rect(center=art.center))


#: the figure in a card's round badge, by kind (the frame's colour tells it too; F1 lists them)
BADGE_MARKS = {
    "bean": "circle",
    "action": "cross",
    "asteroid": "diamond",
    "cosmos": "star",
    "moon": "crescent",
}

STYLE = card_component.register(
    card_component.CardStyle(GAME, decorate=_decorate, frame_badge=True, badge_marks=BADGE_MARKS)
)


class Faces(SetupPlaces):
    """Card faces, cached while the window keeps its size."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self._faces: dict[tuple[Any, ...], pygame.Surface] = {}
        self._hand_px: dict[tuple[Any, ...], int] = {}
        self._mat_layer: pygame.Surface | None = None

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self._hand_px.clear()
        self._mat_layer = None
        self._faces.clear()

    def face(
        self,
        c: Card,
        size: tuple[int, int],
        angle: int = 0,
        mat: bool = False,
        info: bool = False,
    ) -> pygame.Surface:
        """A card face (the shared renderer in the Beanz style), turned by ``angle``; on the
        mat (``mat``) without its cost, which was paid. ``info``: a Bean card small in the
        hand or on the mat shows what a player chooses by, upright (``bean_info``)."""
        key = (c.get("name"), c.get("art"), c.get("kind"), size, angle, mat, info)
        surf = self._faces.get(key)
        if surf is not None:
            return surf
        d = card_dict(c)
        if c.get("art"):  # a name left off a small card: its picture still shows
            d["art"] = c["art"]
        info = info and d["kind"] == "bean"
        if mat or info:  # the cost was paid; the slot's panel shows the live Attack and Defense
            d["cost"] = None if mat else d["cost"]
            d["no_plate"] = True
        if mat and info and d["name"].endswith(" Bean"):
            d["art"] = card_component.slug(d["name"])  # the picture keeps the full name's
            d["name"] = d["name"][: -len(" Bean")]  # all of them are Beans: the name on a line
        grown = self.hand_panel(c, size) if info and not mat else None
        if grown is not None:  # large text: the name grows above the art kept in sight
            d["foot"] = self.panel_rect(grown[1], pygame.Rect((0, 0), size), grown[0]).height
        base = cards.face(GAME, d, size, d["kind"])
        if angle:
            base = pygame.transform.rotate(base, angle)
        if info and not mat:
            base = base.copy()
            if grown is not None:
                self.info_panel(base, grown[1], base.get_rect(), grown[0])
            else:
                self.bean_info(base, c)
        if len(self._faces) > 500:
            self._faces.clear()
        self._faces[key] = base
        return base

    def face_of(
        self, c: Card, size: tuple[int, int], mat: bool = False, info: bool = False
    ) -> Callable[[], pygame.Surface]:
        """``face`` when it is wanted (a drag's picture)."""
        return lambda: self.face(c, size, mat=mat, info=info)

    def info_px(self, w: int) -> int:
        """The size of a Bean card's panel on the mat (``draw_values``): grown with the text
        size as the face's words are, to what leaves its Attack and Defense one line."""
        base = self.info_base(w)
        room = w - max(4, w // 16) - 6  # inside the panel
        with theme.unscaled():
            for px in range(face_scale.up(base, theme.card_scale()), base, -1):
                if theme.text_width("A150 D150", px, "cond_bold") <= room:
                    return px
        return base

    @staticmethod
    def info_base(w: int) -> int:
        """A small Bean card's panel text at 100 %."""
        return min(16, max(theme.MIN_TEXT, int(w * 0.105)))

    def info_rows(
        self, c: Card, w: int, tight: int = 0, px: int = 0, plain: bool = False
    ) -> list[Row]:
        """A small Bean card's team and type, and its power in short: (text, colour, font);
        ``tight`` 1 and 2: in fewer lines (shorter words, then the team alone: its type is in
        the large view); 3: the power alone, 4: nothing (under a name on two lines: the name
        comes first, the large view has the rest). ``px``: its size (else ``info_px``);
        ``plain``: the power in plain letters where only those keep it one line (the mat)."""
        px = px or self.info_px(w)
        room = w - max(4, w // 16) - 6  # inside the panel
        colour = TEAM_RGB.get(TEAM_COLOURS.get(str(c.get("team")), ""), theme.TEXT[:3])
        team = [team_line(c), team_line(c, short=True)]
        if tight >= 2:
            team.append(str(c.get("team", "")))
        # the long words where they fit one line, else the short ones, whatever else is on
        # the card (a Cowboy read "Spin: Bean Attack" alone, "Spin: Attack" over a Moon's line)
        power = [power_short(c), power_short(c, True)]
        rows: list[Row] = []
        if tight >= 3:
            team = []
        for line in fitted(team, px, room, "cond") if team else []:
            rows.append((line, colour, "cond"))
        if tight >= 4:
            return rows
        kind = "cond_bold"  # in plain letters, to the panel's edges, where only those keep it
        if plain and not any(theme.text_width(p, px, kind) <= room for p in power):  # one line
            if any(theme.text_width(p, px, "cond") <= room + 4 for p in power):
                kind, room = "cond", room + 4
        for line in fitted(power, px, room, kind):
            rows.append((line, (255, 255, 255), kind))
        return rows

    def info_panel(
        self, surf: pygame.Surface, rows: list[Row], box: pygame.Rect, px: int, reach: int = -1
    ) -> None:
        """``rows`` on a dark panel at the bottom of ``box``, centred: part of the card's face
        (at 100 % text, sized by the card; the large view reads it large). A panel ending a
        little under ``reach`` (the title's foot) is veiled up to it: a thin strip of art left
        between them read as a blank band."""
        with theme.unscaled():
            self._info_panel(surf, rows, box, px, reach)

    @staticmethod
    def panel_rect(rows: list[Row], box: pygame.Rect, px: int, reach: int = -1) -> pygame.Rect:
        """Where ``info_panel`` lays ``rows`` (its veil reaching up to ``reach``)."""
        with theme.unscaled():
            lh = assets.font(px, "cond").get_linesize()
        panel = pygame.Rect(0, 0, box.width - max(4, box.width // 16), lh * len(rows) + 4)
        panel.midbottom = (box.centerx, box.bottom - max(2, box.width // 40))
        if 0 <= reach < panel.y and panel.y - reach < lh * 1.5:
            panel.height += panel.y - reach
            panel.y = reach
        return panel

    def _info_panel(
        self, surf: pygame.Surface, rows: list[Row], box: pygame.Rect, px: int, reach: int
    ) -> None:
        lh = assets.font(px, "cond").get_linesize()
        panel = self.panel_rect(rows, box, px, reach)
        y = panel.bottom - 2 - lh * len(rows)
        veil = pygame.Surface(panel.size, pygame.SRCALPHA, 32)
        veil.fill((10, 8, 30, 225))
        surf.blit(veil, panel)
        for text, col, kind in rows:
            if isinstance(col, tuple) and len(col) == 2:  # (struck, then): a changed value
                old = theme.text(text, px, theme.MUTED, kind)
                new = theme.text(" " + col[1], px, theme.ACCENT, kind)
                x = box.centerx - (old.get_width() + new.get_width()) // 2
                surf.blit(old, (x, y))
                mid = y + old.get_height() // 2
                pygame.draw.line(surf, (255, 110, 90), (x, mid), (x + old.get_width(), mid), 2)
                surf.blit(new, (x + old.get_width(), y))
            else:
                theme.blit_text(surf, text, px, (box.centerx, y), col, kind, anchor="midtop")
            y += lh

    def bean_info(self, surf: pygame.Surface, c: Card) -> None:
        """A Bean card in the hand at 100 % text: team and type, the power in short and its
        MMP, on a panel over the lower art under the name's plate (the large view has the
        rules text), never over the name (a "Platypus Bean" under "Outback Adv." at 1024x600:
        the team's line, then the power's, is given up). Large text: ``hand_panel``."""
        w = surf.get_width()
        base = self.info_base(w)
        mmp: Row = (f"MMP {c.get('mmp', 0)}", theme.ACCENT[:3], "bold")
        rows = self.info_rows(c, w, 0, base) + [mmp]
        title = self.hand_title(c, surf.get_size())
        for tight in range(1, 5):  # under the name: fewer lines (the large view has the rest)
            if self.panel_rect(rows, surf.get_rect(), base).y > title:
                break
            rows = self.info_rows(c, w, tight, base) + [mmp]
        self.info_panel(surf, rows, surf.get_rect(), base)

    @staticmethod
    def hand_title(c: Card, size: tuple[int, int]) -> int:
        """The foot of the name of hand card ``c``'s face at ``size`` (as the face laid it
        out; -1 when it is not known)."""
        drawn = card_component.LAYOUTS.get((GAME, str(c.get("name", "?")), size))
        return pygame.Rect(drawn["title"]).bottom if drawn and drawn.get("title") else -1

    def hand_panel(self, c: Card, size: tuple[int, int]) -> tuple[int, list[Row]] | None:
        """A Bean card's panel in the hand at large text (None at 100 %): its words grown up to
        the text size, the panel no taller than ``HAND_PANEL`` of the card (as at 100 %), so
        the art keeps a band in sight under the name (``face_scale.FOOT_ART``; at 200 % the
        name and a panel of four lines left none). Lines are given up before size: the team
        and type, then the power (the large view has them), never the MMP. One size for every
        Bean card of the game but those with a longer power (``hand_px``): a hand's names
        and values alike."""
        t = theme.card_scale()
        if t <= 1.0 or c.get("kind") != "bean":
            return None
        return self._hand_panel(c, size, self.hand_px(size))

    def hand_px(self, size: tuple[int, int]) -> int:
        """The largest size at which most Bean cards of the game (the median) keep their
        power on a hand card's panel of ``size`` (``_hand_panel``), at the text size in force."""
        key = ("hand px", size, theme.card_scale())
        px = self._hand_px.get(key)
        if px is None:
            top = face_scale.up(self.info_base(size[0]), theme.card_scale())
            beans = [d.describe() for d in card_defs().values() if d.is_bean]
            sizes = [got[0] for b in beans if (got := self._hand_panel(b, size, top, True))]
            px = self._hand_px[key] = sorted(sizes)[len(sizes) // 2] if sizes else top
        return px

    def _hand_panel(
        self, c: Card, size: tuple[int, int], top: int, keep: bool = False
    ) -> tuple[int, list[Row]] | None:
        """``hand_panel`` with its words at most ``top`` px; ``keep``: with the power only."""
        w, h = size
        base = self.info_base(w)
        mmp: Row = (f"MMP {c.get('mmp', 0)}", theme.ACCENT[:3], "bold")
        room = w - max(4, w // 16) - 6  # inside the panel
        # the largest size keeping the power (and the team where it fits), else the MMP alone
        tries = [(tight, px) for px in range(top, base, -1) for tight in range(4)]
        if not keep:
            tries += [(tight, px) for tight in range(5) for px in range(top, base - 1, -1)]
        with theme.unscaled():  # measured as the panel draws them
            for tight, px in tries:
                rows = self.info_rows(c, w, tight, px) + [mmp]
                wide = any(theme.text_width(r[0], px, r[2]) > room for r in rows)
                tall = self.panel_rect(rows, pygame.Rect((0, 0), size), px).height
                if not wide and tall <= h * HAND_PANEL:
                    return px, rows
        return None

    def back(self, size: tuple[int, int], loot: bool = False) -> pygame.Surface:
        key = ("back", size, loot)
        surf = self._faces.get(key)
        if surf is None:
            if loot:
                img = assets.image("beanz/loot_back.png", size)
                surf = img if img is not None else cards.back(GAME, size)
            else:
                surf = cards.back(GAME, size)
            self._faces[key] = surf
        return surf

    def draw_values(
        self, surf: pygame.Surface, view: BeanzView, sl: SlotView, br: pygame.Rect, above: int = 0
    ) -> None:
        """The panel at the bottom of a Bean card on the mat, upright whatever its position:
        its team and type and power in short (not on a Sidewayz card, whose powers are off),
        its live Attack and Defense and, when they differ from the printed MMP, that MMP struck
        and what was added ("+50 Team"; the large view names the cards that give it)."""
        rows, reach = self.values_panel(view, sl, br, above)
        self.info_panel(surf, rows, br, self.mat_px(view, sl, br), reach)

    def mat_px(self, view: BeanzView, sl: SlotView, br: pygame.Rect) -> int:
        """The size of ``draw_values``' rows: ``power_px``, or a squat card's (``squat_px``)."""
        with theme.unscaled():
            return self.squat_px(view, sl, br) or self.power_px(view, sl, br)

    def squat_px(self, view: BeanzView, sl: SlotView, br: pygame.Rect) -> int:
        """A Headz-up card over a Cosmos card whose name leaves room for its values alone (at
        200 % the values' band cut "Cannonball" in half and its "Spin: Attack" was not shown):
        the size at which its name, power and values fill the card as its panel's rows, as
        large as fits (to the face's floor); 0: the card is not so squat."""
        if sl["position"] != "headz" or sl["cosmos"] is None:
            return 0
        with theme.unscaled():  # its words measured as the panel draws them
            return self._squat_px(view, sl, br)

    def _squat_px(self, view: BeanzView, sl: SlotView, br: pygame.Rect) -> int:
        px = self.info_px(br.width)
        lh = assets.font(px, "cond").get_linesize()
        if (br.height - self.title_rect(sl, br.size).bottom - 6) // lh >= 2:
            return 0
        margin = max(2, br.width // 40) + 2
        for p in range(px, 11, -1):
            rows = self.value_rows(view, sl, br.width, 3, False, p, named=True)
            if len(rows) * assets.font(p, "cond").get_linesize() + 4 + margin <= br.height:
                return p
        return 12

    def values_panel(
        self, view: BeanzView, sl: SlotView, br: pygame.Rect, above: int = 0
    ) -> tuple[list[Row], int]:
        """``draw_values``' rows and how far up its veil reaches: never over a Headz-up card's
        name, however many lines the face gave it (a Ring Master's "Ring / Master" at
        1280x720: fewer rows, its team and then its power left to the large view), nor into
        the top ``above`` pixels of a Sidewayz card (its name and SIDEWAYZ tag)."""
        with theme.unscaled():  # its words measured as the panel draws them
            return self._values_panel(view, sl, br, above)

    def _values_panel(
        self, view: BeanzView, sl: SlotView, br: pygame.Rect, above: int
    ) -> tuple[list[Row], int]:
        w = br.width
        squat = self.squat_px(view, sl, br)
        if squat:  # its name heads its rows, the veil over the whole card
            return self.value_rows(view, sl, w, 3, False, squat, named=True), br.y
        return self._rows_at(view, sl, br, above, self.power_px(view, sl, br, above))

    def power_px(self, view: BeanzView, sl: SlotView, br: pygame.Rect, above: int = 0) -> int:
        """The size of a Bean card's panel on the mat: ``info_px``, else, for a Headz-up card
        whose panel would leave out its power there, the largest (to the face's floor) that
        keeps it (at 200 % a Platypus showed only "A100 D100": no "Spin: Freebie" line, as
        if it had no power). Measured unscaled, as the panel draws."""
        px = self.info_px(br.width)
        if sl["position"] != "headz":
            return px
        b = bean_of(sl)
        forms = [power_short(b), power_short(b, True)]
        for p in range(px, 11, -1):
            rows, _reach = self._rows_at(view, sl, br, above, p)
            if any(r[0] and r[0] in f for r in rows for f in forms):
                return p
        return px

    def _rows_at(
        self, view: BeanzView, sl: SlotView, br: pygame.Rect, above: int, px: int
    ) -> tuple[list[Row], int]:
        """``values_panel`` at ``px``."""
        w = br.width
        lh = assets.font(px, "cond").get_linesize()
        # the panel stays under the card's title (as the face drew it)
        title = int(w * 0.26)
        if sl["position"] == "headz":
            title = self.title_rect(sl, br.size).bottom
        fit = max(1, (br.height - title - 6) // lh)
        if sl["position"] == "sidewayz":
            fit = max(1, (br.height - 4 - above) // lh)
        elif sl["position"] == "bottomz" and sl["cosmos"] is not None:  # a squat card: its
            fit = max(fit, (br.height - 6) // lh)  # tag has no room over its rows (``postag``)
        rows: list[Row] = []
        # the power is given up last: its boosts' line goes first (the live values, in gold,
        # already hold them; at 200 % a Juggler showed "+50 Team" and not "Spin: draw 2")
        tries = [(t, True) for t in range(4)] + [(3, False), (4, True), (4, False)]
        for tight, boosts in tries:
            rows = self.value_rows(view, sl, w, tight, boosts, px)
            if len(rows) <= fit:
                break
        if len(rows) > fit:  # a squat card (over a Cosmos card, large text): its values
            full = str(bean_of(sl)["name"])  # alone under its name, a Bottomz-up card's
            n = next((i for i, r in enumerate(rows) if r[0] not in full), len(rows))
            n = n if sl["position"] == "bottomz" else 0  # name heading them
            rows = rows[:n] + rows[len(rows) - max(0, fit - n) :] if fit > n else rows[:fit]
        reach = br.y + title + 1 if sl["position"] == "headz" else -1
        return rows, reach

    def title_rect(self, sl: SlotView, size: tuple[int, int]) -> pygame.Rect:
        """Where the face of ``sl``'s Bean card on the mat, at ``size``, has its name (drawn
        first if it is not yet: the face lays it out)."""
        b = bean_of(sl)
        name = str(b["name"]).removesuffix(" Bean")
        drawn = card_component.LAYOUTS.get((GAME, name, size))
        if drawn is None:
            self.face(b, size, mat=True, info=True)
            drawn = card_component.LAYOUTS.get((GAME, name, size))
        return pygame.Rect(drawn["title"]) if drawn else pygame.Rect(0, 0, size[0], size[0] // 4)

    def value_rows(
        self,
        view: BeanzView,
        sl: SlotView,
        w: int,
        tight: int,
        boosts: bool = True,
        px: int = 0,
        named: bool = False,
    ) -> list[Row]:
        """The rows of ``draw_values``; ``tight`` 1 to 4: in fewer lines (``info_rows``);
        ``boosts`` false: without the line of what was added (the values in gold say it);
        ``px``: their size (else ``info_px``); ``named``: the card's name first (a squat
        card's, ``squat_px``)."""
        b = bean_of(sl)
        px = px or self.info_px(w)
        room = w - max(4, w // 16) - 6  # inside the panel
        rows: list[Row] = []
        if sl["position"] == "bottomz" or named:  # its own title is upside down (or covered)
            name = fitted([b["name"], b["name"].removesuffix(" Bean")], px, room, "cond_bold")
            rows += [(line, theme.ACCENT[:3], "cond_bold") for line in name]
        if sl["position"] != "sidewayz":
            rows += self.info_rows(b, w, tight, px, plain=True)
        mods = modifiers(sl)
        values = f"A{sl['attack']} D{sl['defence']}"
        if not mods:
            return rows + [(values, (255, 255, 255), "cond_bold")]
        if not boosts:
            return rows + [(values, theme.ACCENT[:3], "cond_bold")]
        rows += [(line, theme.ACCENT[:3], "cond") for line in boost_lines(b, mods, tight, px, room)]
        if theme.text_width(f"{b['mmp']} {values}", px, "cond_bold") <= room:
            return rows + [(str(b["mmp"]), ("struck", values), "cond_bold")]
        return rows + [(values, theme.ACCENT[:3], "cond_bold")]


def boost_lines(
    b: Card, mods: list[tuple[str, int, str]], tight: int, px: int, room: int
) -> list[str]:
    """The line (or lines) of what was added to a Bean card's printed MMP, every boost that
    adds up to its live values: "+50 Team +100 Moon" in one line; boosts of its MMP alone
    in short ("+100 Team/Headz", at ``tight`` 2 "+100 MMP"); where a Moon or an Asteroid
    Field adds to one value only, one boost a line, else (``tight`` 3 and up) "+150 A +50 D".
    A Zombie on a Blue Moon beside a Vampire showed "+50 Team" alone over "A250 D150", its
    Moon left out."""
    tags = [f"+{n} {label}" for label, n, _ in mods]
    line = " ".join(tags)
    options = [f"MMP {b['mmp']} {line}", line]
    if all(what == "MMP" for *_, what in mods):
        total = sum(n for _, n, _ in mods)
        both = "/".join(label.split("-")[0] for label, _, _ in mods)
        if tight and len(mods) > 1:
            options.append(f"+{total} {both}")
        if tight >= 2 and len(mods) > 1:
            options.append(f"+{total} MMP")  # which boosts: in the large view
        return fitted(options, px, room, "cond")
    if len(mods) > 1 and tight >= 3:
        a = sum(n for _, n, what in mods if what != "Defense")
        d = sum(n for _, n, what in mods if what != "Attack")
        options += [f"+{a} A +{d} D", f"+{a}A +{d}D"]
    one = [o for o in options if theme.text_width(o, px, "cond") <= room]
    if one:
        return one[:1]
    if tight >= 3:
        return theme.wrap(options[-1], px, room, "cond")
    return [w for t in tags for w in theme.wrap(t, px, room, "cond")]
