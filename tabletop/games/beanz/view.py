"""Mighty Beanz TCG table drawing: the two mats as one ring (the opponent's row on top, yours
below, turned so that each Galaxy's halves face each other), the Galaxies with their black holes
and Space Loot stacks between the rows, the action point track on the left, decks and discard
piles, the response stack, your hand at the bottom.

Beans are drawn by position: Headz-up upright, Bottomz-up turned over (180 degrees), Sidewayz
lying across the slot; a Cosmos card peeks out from under its Bean card (rulebook: "arrange them
so that the Cosmos card is underneath, but you can see the information at the top"). A small
Bean card (hand, mat) shows its team and type and its power in short on a panel kept upright;
on the mat the panel shows the live Attack and Defense and, when they differ from the printed
MMP, what was added (Team Bonus, Headz-up boost, Moon, Asteroid Field); the large view lists
each boost with the card that gives it.

Gestures: drag a card from your hand to a slot (Bean, Cosmos, Freebie Beanie), onto an
opponent's Bean card (Knockdown!, Knock It Off!) or onto the mat (attack boosts, Bean Burst!...);
drag one of your Headz-up Bean cards onto an opponent's Galaxy to attack (the defender then picks
the target) or onto a Bean card for a Sharpshoot or a Knockdown power; click a Bean card for its
other moves (spin powers, turning it Headz-up). While an attacker is dragged or hovered, the
attack total is shown with every boost.

Response windows: the engine makes both seats active after every Action card, Bean Attack and
Freebie Beanie power (the item's owner may only pass), so ``is_window`` hands them to the shared
TableScene window: one fixed-length timed bar whoever holds what, bots' answers applied at its
close, and in hot-seat play the other human claims it with their key (Q / P) before the curtain
passes to them; otherwise the screen stays with the player who acted. The bar sits right above
the stack (``window_anchor``), in a strip of the area between the mat and the hand that is kept
free for it, so it hides neither the mat, the stack, the attack panel nor the hand. The owner's
own pass is only offered when no other human is still answering (it would end the window early
and send the curtain across); once the other seat has passed, the owner's pass, its only move,
is made for it (it reveals nothing). Shoot for Loot in physics mode opens the flick (tabletop.ui.flick_scene); the
flick is submitted as ``flick G VX VY SPIN`` and the engine runs the physics. Right-click any
face-up card for a large view. The view never changes the game: every move goes through
``table.submit``.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import assets, cards, theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import stack as stack_ui
from tabletop.ui.components.hand import hand_rects as row_rects
from tabletop.ui.gameview import ActionButton, Clickable, Draggable, DropTarget, GameView
from tabletop.ui.timed import runs as timed_runs

GAME = "beanz"
NSLOTS = 18
TYPE_NAMES = {"rookie": "Rookie", "advanced": "Advanced", "pro": "Pro", "superpro": "Super Pro"}
TEAM_COLOURS = {
    "Circus": "red",
    "Space Cadets": "purple",
    "Food Fight": "pink",
    "Creepy Crew": "green",
    "Street Sports": "teal",
    "Outback": "orange",
    "Wild West": "yellow",
    "High Seas": "blue",
    "Legends": "yellow",
}
POSITION_NAMES = {"headz": "Headz-up", "bottomz": "Bottomz-up", "sidewayz": "Sidewayz"}
#: a team's name on a small card, in its bean's colour (light enough on the dark info panel)
TEAM_RGB = {
    "red": (255, 140, 130),
    "purple": (205, 160, 255),
    "pink": (255, 160, 210),
    "green": (140, 230, 140),
    "teal": (120, 225, 220),
    "orange": (255, 185, 110),
    "yellow": (255, 230, 120),
    "blue": (140, 190, 255),
}
#: a Bean card's power in a few words for the small faces (the large view has the rules text)
POWER_SHORT = {
    "none": "No power",
    "attack": "Spin: Bean Attack",
    "sharpshoot": "Spin: Sharpshoot",
    "knockdown": "Spin: Knockdown",
    "knock_it_off": "Spin: Knock It Off",
    "freebie": "Spin: Freebie Beanie",
    "draw": "Spin: draw {v}",
    "boost": "Spin: next attack +{v}",
    "team_boost": "Headz-up: {team} +{v} MMP",
    "draw_limit": "Headz-up: draw 4 a turn",
}
#: the shared table's reaction-window bar (tabletop.ui.table.draw_window_bar), at scale 1
WINDOW_BAR = (760, 92)
SHOT_LABELS = ["aim straight", "a little left", "a little right", "soft"]


def slot_galaxy(r: int) -> int:
    return r // 3 if r < 9 else 2 - (r - 9) // 3


def slot_owner(r: int) -> int:
    return 0 if r < 9 else 1


def stage(view: dict[str, Any]) -> str:
    """What the table shows: the phase, or the Bean Blitz or the defender's choice of target
    (steps of the main phase; a response window shows as the main phase plus the stack)."""
    step = view.get("step")
    return str(step) if step in ("blitz", "target") else str(view["phase"])


def side(view: dict[str, Any], p: int) -> dict[str, Any]:
    """One seat's piles, read from the view's zones (hand cards are None unless visible)."""
    z = view["zones"]
    return {
        "deck": z[f"deck/{p}"]["count"],
        "hand_count": z[f"hand/{p}"]["count"],
        "hand": z[f"hand/{p}"]["cards"],
        "discard": z[f"discard/{p}"]["cards"] or [],
        "boosts": z[f"boosts/{p}"]["cards"] or [],
        "loot": [z[f"loot/{p}/{g}"]["count"] for g in range(3)],
        "captured": view["captured"][p],
    }


#: the same, shorter still, for a card on the mat where the long form does not fit one line
POWER_SHORTER = {
    "attack": "Spin: Attack",
    "knock_it_off": "Spin: Knock Off",
    "freebie": "Spin: Freebie",
    "boost": "Spin: +{v} attack",
    "team_boost": "Headz: {team} +{v}",
    "team_boost_own": "Headz: team +{v}",
    "draw_limit": "Headz: draw 4",
}
TYPE_SHORT = {"rookie": "Rookie", "advanced": "Adv.", "pro": "Pro", "superpro": "S. Pro"}


def power_short(c: dict[str, Any], shorter: bool = False) -> str:
    """A Bean card's power in a few words ("Spin: Bean Attack", "Headz-up: Circus +50 MMP");
    ``shorter``: fewer still ("Spin: Attack")."""
    from tabletop.games.beanz.cards import card_defs

    d = card_defs().get(str(c.get("name")))
    power = str(c.get("power") or (d.power if d else "none"))
    v = d.value if d is not None else 0
    team = (d.power_team if d is not None else None) or c.get("team", "")
    if shorter and power == "team_boost" and team == c.get("team"):
        power = "team_boost_own"  # its own team, named on the line above
    form = (POWER_SHORTER.get(power) if shorter else None) or POWER_SHORT.get(power, "")
    return form.format(v=v, team=team)


def team_line(c: dict[str, Any], short: bool = False) -> str:
    types = TYPE_SHORT if short else TYPE_NAMES
    return f"{c.get('team', '')} \u00b7 {types.get(str(c.get('type', '')), '')}"


def fitted(options: list[str], px: int, room: int, kind: str) -> list[str]:
    """The first of ``options`` that fits one line of ``room`` pixels, else the last wrapped."""
    for text in options:
        if theme.text_width(text, px, kind) <= room:
            return [text]
    return theme.wrap(options[-1], px, room, kind)


def modifiers(view: dict[str, Any], sl: dict[str, Any]) -> list[tuple[str, int, str]]:
    """Why a Bean card's Attack and Defense on the mat differ from its printed MMP, as the
    engine adds them (rulebook: Team Bonus, Headz-up MMP Boost, Moon and Asteroid Field
    boosts): (short label, amount, what it boosts: "MMP", "Attack" or "Defense")."""
    b, cos = sl["bean"], sl["cosmos"]
    moon = asteroid = 0
    if cos is not None and cos.get("cosmos") == "moon":
        moon, base = sl["attack"] - sl["defence"], sl["defence"]
    elif cos is not None:
        asteroid, base = sl["defence"] - sl["attack"], sl["attack"]
    else:
        base = sl["attack"]
    out: list[tuple[str, int, str]] = []
    if sl["team_bonus"]:
        out.append(("Team", sl["team_bonus"], "MMP"))
    headz = base - b["mmp"] - sl["team_bonus"]
    if headz:
        out.append(("Headz-up", headz, "MMP"))
    if moon:
        out.append(("Moon", moon, "Attack"))
    if asteroid:
        out.append(("Asteroid", asteroid, "Defense"))
    return out


def headz_source(view: dict[str, Any], sl: dict[str, Any]) -> str:
    """The Headz-up Bean card whose team boost lifts ``sl``'s Bean card (its owner's mat)."""
    team = sl["bean"].get("team")
    for o in view["mat"]:
        ob = o["bean"]
        if o["owner"] != sl["owner"] or ob is None or o["position"] != "headz":
            continue
        if ob.get("power") == "team_boost" and team and team in str(ob.get("text", "")):
            return str(ob["name"])
    return "a Headz-up power"


def card_dict(c: dict[str, Any]) -> dict[str, Any]:
    """A view's card description as a card face (frame, type line, stats)."""
    kind = c.get("kind", "action")
    out: dict[str, Any] = {
        "id": c.get("id"),
        "name": c.get("name", "?"),
        "text": c.get("text", ""),
        "cost": c.get("cost"),
        "designed": True,
    }
    if kind == "bean":
        out["kind"] = "bean"
        out["type_line"] = f"{c.get('team', '')} \u00b7 {TYPE_NAMES.get(c.get('type', ''), '')}"
        out["stats"] = f"MMP {c.get('mmp', 0)}"
        out["team"] = c.get("team")
    elif kind == "cosmos":
        moon = c.get("cosmos") == "moon"
        out["kind"] = "moon" if moon else "asteroid"
        out["type_line"] = "Cosmos \u00b7 Moon" if moon else "Cosmos \u00b7 Asteroid Field"
        out["stats"] = f"+{c.get('boost', 0)} {'Attack' if moon else 'Defense'}"
    else:
        out["kind"] = "action"
        out["type_line"] = "Instant Action" if c.get("instant") else "Action"
    return out


def _decorate(surf: pygame.Surface, card: dict[str, Any], art: pygame.Rect, k: float) -> None:
    """A Bean card's art: its team's bean on a night sky."""
    team = card.get("team")
    if card.get("kind") != "bean" or not team:
        return
    tok = assets.image(f"beanz/bean_{TEAM_COLOURS.get(team, 'red')}.png")
    if tok is None:
        return
    side = int(min(art.width, art.height) * 0.72)
    pygame.draw.rect(
        surf, (18, 22, 40), art.inflate(-int(4 * k), -int(4 * k)), border_radius=max(2, int(8 * k))
    )
    t = pygame.transform.smoothscale(tok, (side, side))
    surf.blit(t, t.get_rect(center=art.center))


STYLE = card_component.register(
    card_component.CardStyle(GAME, decorate=_decorate, frame_badge=True)
)


def _warm_up_flick() -> None:
    try:
        from tabletop.ui.flick_scene import preload
    except ImportError:
        return
    preload()


class View(GameView):
    def score_text(self, seat: int, score: float) -> str:
        return f"{score:g} Space Loot"

    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        return card_dict(card)

    game_name = GAME

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        # DUEL: the flick scene (pymunk, physics, sprites) loads off the frame, at table start
        threading.Thread(target=_warm_up_flick, name="flick-warm-up", daemon=True).start()
        self._faces: dict[tuple[Any, ...], pygame.Surface] = {}
        self._mat_layer: pygame.Surface | None = None
        self.hover_attack: int | None = None

    # ------------------------------------------------------------------ geometry
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale
        pr = self.table.play_rect
        self.area = pr
        self.left_w = int(160 * s)
        self.gal_gap = int(26 * s)
        avail = pr.width - self.left_w - int(16 * s)
        self.pitch = min(int(160 * s), (avail - 2 * self.gal_gap) // 9)
        # a card fills its slot's width (names on the mat read at 12 px); the mat's rows and
        # the band between them grow into the window's height above the hand
        cw = self.pitch - int(8 * s) - 2
        self.hand_card = cards.card_size(s * 1.35)
        self.hand_y = pr.bottom - self.hand_card[1] - int(14 * s)
        self.top_y = pr.y + int(52 * s)
        # under the mat: the window bar and the response stack (about 185 at scale 1)
        room = self.hand_y - int(185 * s) - self.top_y
        ch = min(int(cw * 168 / 120), int((room - int(150 * s)) / 2 / 1.3))
        self.card = (cw, ch)  # a little squat where the window is low: names stay whole
        self.peek = int(ch * 0.3)  # a Cosmos card shows its name above its Bean card
        self.slot_h = ch + self.peek
        mat_w = 9 * self.pitch + 2 * self.gal_gap
        self.mat_x = pr.x + self.left_w + (avail - mat_w) // 2
        self.band_h = max(int(150 * s), min(int(300 * s), room - 2 * self.slot_h))
        self.bottom_y = self.top_y + self.slot_h + self.band_h
        self.mid_y = self.bottom_y + self.slot_h + int(8 * s)  # area between mat and hand
        self.pile_card = cards.card_size(s * 0.5)
        self.big = cards.card_size(s * 1.9)
        self._mat_layer = None
        self._faces.clear()

    def me(self, view: dict[str, Any]) -> int:
        seat = view.get("seat")
        return int(seat) if seat is not None else 0

    def column_x(self, i: int) -> int:
        return self.mat_x + i * self.pitch + (i // 3) * self.gal_gap

    def slot_rect(self, view: dict[str, Any], r: int) -> pygame.Rect:
        me = self.me(view)
        if slot_owner(r) == me:
            col, y = r - 9 * me, self.bottom_y
        else:
            col, y = 8 - (r - 9 * (1 - me)), self.top_y
        return pygame.Rect(self.column_x(col), y, self.pitch - int(8 * self.scale), self.slot_h)

    def galaxy_columns(self, view: dict[str, Any], g: int) -> int:
        """Leftmost column of Galaxy g on screen (own slots decide the order)."""
        me = self.me(view)
        cols = [r - 9 * me for r in range(9 * me, 9 * me + 9) if slot_galaxy(r) == g]
        return min(cols)

    def galaxy_rect(self, view: dict[str, Any], g: int, owner: int) -> pygame.Rect:
        c = self.galaxy_columns(view, g)
        x0 = self.column_x(c)
        w = 3 * self.pitch - int(8 * self.scale)
        y = self.bottom_y if owner == self.me(view) else self.top_y
        return pygame.Rect(x0, y, w, self.slot_h)

    def band_rect(self, view: dict[str, Any], g: int) -> pygame.Rect:
        c = self.galaxy_columns(view, g)
        return pygame.Rect(
            self.column_x(c),
            self.top_y + self.slot_h,
            3 * self.pitch - int(8 * self.scale),
            self.band_h,
        )

    def bean_rect(self, slot: pygame.Rect, pos: str | None) -> pygame.Rect:
        w, h = self.card
        area = pygame.Rect(slot.x, slot.y + self.peek, slot.width, h)
        if pos == "sidewayz":  # turned, and as large as fits its slot (never over the next)
            side = slot.width - 2
            r = pygame.Rect(0, 0, side, min(h, int(side * 120 / 168)))
        else:
            r = pygame.Rect(0, 0, w, h)
        r.center = area.center
        return r

    def hand_rects(self, hand: list[dict[str, Any]]) -> list[pygame.Rect]:
        n = len(hand)
        s = self.scale
        x = self.area.x + self.left_w
        right = min(x + self.area.width - int(520 * s), self.buttons_left())  # clear of buttons
        row = pygame.Rect(x, self.hand_y, max(self.hand_card[0], right - x), 1)
        return row_rects(n, row, self.hand_card, int(10 * s))

    def hand_now(self, hand: list[dict[str, Any]]) -> list[pygame.Rect]:
        """Where the hand's cards are drawn now (and picked): gliding to ``hand_rects``."""
        return self.hand_places([c["id"] for c in hand], self.hand_rects(hand))

    def pile_rects(self, view: dict[str, Any], p: int) -> tuple[pygame.Rect, pygame.Rect]:
        s = self.scale
        w, h = self.pile_card
        x = self.area.x + int(14 * s)
        if p == self.me(view):
            y = self.bottom_y + self.slot_h - h
        else:
            y = self.top_y + int(20 * s)
        deck = pygame.Rect(x, y, w, h)
        return deck, deck.move(w + int(12 * s), 0)

    def ap_rect(self) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(
            self.area.x + int(14 * s),
            self.top_y + self.slot_h + int(8 * s),
            self.left_w - int(28 * s),
            self.band_h - int(16 * s),
        )

    def window_strip(self) -> pygame.Rect:
        """The top of the area right of the attack panel, kept free for the table's window bar."""
        s = self.scale
        x = self.column_x(3)
        return pygame.Rect(
            x, self.mid_y, self.mat_rect().right - x, int(WINDOW_BAR[1] * s) + int(8 * s)
        )

    def stack_rect(self) -> pygame.Rect:
        """The response stack: a row of chips under the window strip, bottom item first."""
        s = self.scale
        strip = self.window_strip()
        return pygame.Rect(
            strip.x,
            strip.bottom,
            strip.width,
            max(int(60 * s), self.hand_y - strip.bottom - int(8 * s)),
        )

    def mat_rect(self) -> pygame.Rect:
        right = self.column_x(8) + self.pitch
        return pygame.Rect(
            self.mat_x, self.top_y, right - self.mat_x, self.bottom_y + self.slot_h - self.top_y
        )

    # ------------------------------------------------------------------ faces (cached)
    def face(
        self,
        c: dict[str, Any],
        size: tuple[int, int],
        angle: int = 0,
        mat: bool = False,
        info: bool = False,
    ) -> pygame.Surface:
        """A card face (the shared renderer in the Beanz style), turned by ``angle``; on the
        mat (``mat``) without its cost, which was paid. ``info``: a Bean card small in the
        hand or on the mat shows what a player chooses by, upright (``bean_info``)."""
        key = (c.get("name"), c.get("kind"), size, angle, mat, info)
        surf = self._faces.get(key)
        if surf is not None:
            return surf
        d = card_dict(c)
        info = info and d["kind"] == "bean"
        if mat or info:  # the cost was paid; the slot's panel shows the live Attack and Defense
            d["cost"] = None if mat else d["cost"]
            d["no_plate"] = True
        if mat and info and d["name"].endswith(" Bean"):
            d["name"] = d["name"][: -len(" Bean")]  # all of them are Beans: the name on a line
        base = cards.face(GAME, d, size, d["kind"])
        if angle:
            base = pygame.transform.rotate(base, angle)
        if info and not mat:
            base = base.copy()
            self.bean_info(base, c)
        if len(self._faces) > 500:
            self._faces.clear()
        self._faces[key] = base
        return base

    def info_px(self, w: int) -> int:
        return min(16, max(theme.MIN_TEXT, int(w * 0.105)))

    def info_rows(self, c: dict[str, Any], w: int, tight: int = 0) -> list[tuple[str, Any, str]]:
        """A small Bean card's team and type, and its power in short: (text, colour, font);
        ``tight`` 1 and 2: in fewer lines (shorter words, then the team alone: its type is in
        the large view)."""
        px = self.info_px(w)
        room = w - max(4, w // 16) - 6  # inside the panel
        colour = TEAM_RGB.get(TEAM_COLOURS.get(str(c.get("team")), ""), theme.TEXT[:3])
        team = [team_line(c), team_line(c, short=True)]
        if tight >= 2:
            team.append(str(c.get("team", "")))
        power = [power_short(c)] if not tight else [power_short(c), power_short(c, True)]
        rows: list[tuple[str, Any, str]] = []
        for line in fitted(team, px, room, "cond"):
            rows.append((line, colour, "cond"))
        for line in fitted(power, px, room, "cond_bold"):
            rows.append((line, (255, 255, 255), "cond_bold"))
        return rows

    def info_panel(
        self, surf: pygame.Surface, rows: list[tuple[str, Any, str]], box: pygame.Rect, px: int
    ) -> None:
        """``rows`` on a dark panel at the bottom of ``box``, centred."""
        lh = assets.font(px, "cond").get_linesize()
        panel = pygame.Rect(0, 0, box.width - max(4, box.width // 16), lh * len(rows) + 4)
        panel.midbottom = (box.centerx, box.bottom - max(2, box.width // 40))
        veil = pygame.Surface(panel.size, pygame.SRCALPHA)
        veil.fill((10, 8, 30, 225))
        surf.blit(veil, panel)
        y = panel.y + 2
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

    def bean_info(self, surf: pygame.Surface, c: dict[str, Any]) -> None:
        """A Bean card in the hand: team and type, the power in short and its MMP, on a panel
        over the lower art (the large view has the rules text)."""
        w = surf.get_width()
        rows = self.info_rows(c, w) + [(f"MMP {c.get('mmp', 0)}", theme.ACCENT[:3], "bold")]
        self.info_panel(surf, rows, surf.get_rect(), self.info_px(w))

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

    # ------------------------------------------------------------------ helpers
    def name_of(self, seat: int) -> str:
        return str(self.table.session.seat_name(seat))

    def is_window(self, view: dict[str, Any]) -> bool:
        return bool(view["stack"]) and view["result"] is None

    def window_anchor(self) -> tuple[int, int]:
        strip = self.window_strip()
        return (strip.centerx, strip.bottom - int(8 * self.scale))

    def window_text(self, view: dict[str, Any]) -> str:
        top = view["stack"][-1] if view["stack"] else None
        if top is None:
            return "Instant Actions?"
        if top["seat"] == view.get("seat"):
            return f"Your {top['label']}: {self.name_of(1 - top['seat'])} may answer it"
        mark = "" if top["label"].endswith(("!", "?")) else "?"
        on = ""
        t = top.get("target", top.get("slot"))
        if isinstance(t, int) and 0 <= t < len(view["mat"]) and view["mat"][t]["bean"]:
            on = f" on {view['mat'][t]['bean']['name']}"  # which of your Beans it is aimed at
            mark = "?"
        return f"Answer {self.name_of(top['seat'])}'s {top['label']}{on}{mark}"

    def window_hint(self, view: dict[str, Any]) -> str:
        top = view["stack"][-1] if view["stack"] else None
        seat = view.get("seat")
        if top is not None and seat is not None and top["seat"] == seat:
            if self.owner_waits(view, seat):
                return "Takes effect when the bar runs out, unless answered"
            return "Space: let it take effect now"
        return "Drag an Instant Action to the stack, or Space to pass"

    def owner_waits(self, view: dict[str, Any], seat: int) -> bool:
        """Hot-seat: the top item's owner lets the window run while another human answers
        (passing early would close the shared window and send the curtain across). Not once
        the owner has claimed the window (a claim stops the bar: the owner passes by hand)."""
        top = view["stack"][-1] if view["stack"] else None
        if top is None or top["seat"] != seat or self.table.claimant == seat:
            return False
        humans = self.table.session.humans()
        return any(h != seat and h in view["active"] for h in humans)

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        if view["result"]:
            return "Game over"
        ph = stage(view)
        active = view["active"]
        mine = seat is not None and seat in active
        who = self.name_of(active[0]) if active else ""
        if view["stack"]:
            top = view["stack"][-1]
            owner, answerer = self.name_of(top["seat"]), self.name_of(1 - top["seat"])
            if seat == top["seat"]:
                if 1 - top["seat"] in active:
                    return f"Your {top['label']}: {answerer} may answer it"
                return f"Your {top['label']} is about to take effect"
            if mine:
                return f"{owner} played {top['label']}: answer it or let it pass"
            if 1 - top["seat"] in active:
                return f"Waiting for {answerer} to answer {top['label']}"
            return f"{owner}'s {top['label']} is about to take effect"
        if ph == "cut":
            return "Cut your opponent's deck" if mine else f"{who} cuts the deck"
        if ph == "opening":
            return "Keep your opening hand?" if mine else f"{who} looks at the opening hand"
        if ph == "hide":
            return "Hide the Mighty Bean in one hand" if mine else f"{who} hides the Mighty Bean"
        if ph == "guess":
            return "Guess which hand holds the Mighty Bean" if mine else f"{who} is guessing"
        if ph == "loot":
            g = view["shooting"]["galaxy"]
            tries = view["shooting"]["tries_left"]
            what = f"Shoot for Loot in Galaxy {g + 1} ({tries} {'try' if tries == 1 else 'tries'} left)"
            return what if mine else f"{who}: {what}"
        if ph == "target":
            return "Choose which Bean card defends" if mine else f"{who} chooses the defender"
        if ph == "discard":
            return "Discard down to 7 cards (click a card)" if mine else f"{who} discards"
        if ph == "blitz":
            return (
                "Bean Blitz: add attackers, then pick the Galaxy"
                if mine
                else f"{who} gathers a Bean Blitz"
            )
        pts = view["points"][view["current"]]
        if mine:
            return f"Your turn \u2014 {pts} action point{'s' if pts != 1 else ''} left"
        return f"{self.name_of(view['current'])}'s turn"

    # ------------------------------------------------------------------ gestures
    def draggables(self, view: dict[str, Any], seat: int | None) -> list[Draggable]:
        if seat is None or stage(view) in ("discard", "cut", "opening", "hide", "guess"):
            return []
        out = []
        hand = side(view, seat)["hand"] or []
        for c, r in zip(hand, self.hand_now(hand)):
            out.append(
                Draggable(
                    ("hand", c["id"]),
                    r,
                    self.face(c, self.hand_card, info=True),
                    {"src": "hand", "card": c},
                )
            )
        if not view["stack"] and stage(view) == "main":
            for sl in view["mat"]:
                if sl["owner"] == seat and sl["bean"] is not None and sl["position"] == "headz":
                    rect = self.bean_rect(self.slot_rect(view, sl["slot"]), sl["position"])
                    out.append(
                        Draggable(
                            ("slot", sl["slot"]),
                            rect,
                            self.face(sl["bean"], self.card, mat=True, info=True),
                            {"src": "slot", "slot": sl["slot"]},
                        )
                    )
        return out

    def drop_targets(
        self, view: dict[str, Any], seat: int | None, payload: Any
    ) -> list[DropTarget]:
        out = []
        if view["stack"]:
            out.append(
                DropTarget(
                    ("stack",), self.stack_rect().inflate(int(40 * self.scale), 0), "the stack"
                )
            )
        for sl in view["mat"]:
            out.append(
                DropTarget(
                    ("slot", sl["slot"]), self.slot_rect(view, sl["slot"]), f"slot {sl['slot']}"
                )
            )
        if seat is not None:
            for g in range(3):
                r = self.galaxy_rect(view, g, 1 - seat).union(self.band_rect(view, g))
                out.append(DropTarget(("galaxy", g), r, f"Galaxy {g + 1}"))
        out.append(DropTarget(("mat",), self.mat_rect(), "the mat"))
        return out

    def candidates(
        self, seat: int, payload: Any, target: Any, view: dict[str, Any], legal: list[Action]
    ) -> tuple[list[Action], Action | None]:
        kind = target[0]
        if payload["src"] == "hand":
            c = payload["card"]
            cid = c["id"]
            if kind == "stack" or (view["stack"] and kind in ("mat", "slot", "galaxy")):
                m = [a for a in legal if a.verb == "play" and a.args == (cid,)]
                return m, Action(seat, "play", (cid,))
            if kind == "slot":
                t = target[1]
                m = [
                    a
                    for a in legal
                    if a.verb == "play" and a.args[:1] == (cid,) and a.args[-1:] == (t,)
                ]
                if c.get("effect") == "freebie":
                    m = [
                        a
                        for a in legal
                        if a.verb == "play"
                        and len(a.args) == 3
                        and a.args[2] == t
                        and self._same_name(view, seat, a.args[0], c)
                    ]
                    nominal_b = next(
                        (h["id"] for h in side(view, seat)["hand"] or [] if h["kind"] == "bean"),
                        -1,
                    )
                    return m, Action(seat, "play", (cid, nominal_b, t))
                if (
                    m
                    or c["kind"] in ("bean", "cosmos")
                    or c.get("effect") in ("knockdown", "knock_it_off")
                ):
                    return m, Action(seat, "play", (cid, t))
                kind = "mat"
            if kind in ("mat", "galaxy"):
                m = [a for a in legal if a.verb == "play" and a.args == (cid,)]
                return m, Action(seat, "play", (cid,))
            return [], None
        r = payload["slot"]
        g_me = view["mat"][r]["galaxy"]
        if kind == "galaxy":
            g = target[1]
            m = [a for a in legal if a.verb == "attack" and a.args == (r,) and g == g_me]
            return m, Action(seat, "attack", (r,) if g == g_me else (r, -1))
        if kind == "slot":
            t = target[1]
            sl = view["mat"][t]
            if sl["owner"] != seat:
                m = [a for a in legal if a.verb in ("attack", "spin") and a.args == (r, t)]
                if not m and sl["galaxy"] == g_me:
                    m = [a for a in legal if a.verb == "attack" and a.args == (r,)]
                return m, Action(seat, "attack", (r, t))
            if t == r:
                return [], None
            m = [
                a
                for a in legal
                if a.verb == "spin" and len(a.args) == 3 and a.args[0] == r and a.args[2] == t
            ]
            return m, Action(seat, "spin", (r, -1, t))
        return [], None

    def _same_name(self, view: dict[str, Any], seat: int, cid: Any, c: dict[str, Any]) -> bool:
        """The engine lists one Freebie Beanie per name; any copy may be the one played."""
        for h in side(view, seat)["hand"] or []:
            if h["id"] == cid:
                return bool(h["name"] == c["name"])
        return False

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        v, a = action.verb, action.args
        mat = view["mat"]
        hand = {c["id"]: c for c in (side(view, action.seat)["hand"] or [])}

        def bean(r: Any) -> str:
            b = mat[int(r)]["bean"]
            return b["name"] if b else f"slot {r}"

        if v == "play" and len(a) == 3:
            return f"Freebie Beanie: {hand.get(a[1], {}).get('name', '?')}"
        if v == "spin" and len(a) == 3:
            return f"Freebie Beanie: {hand.get(a[1], {}).get('name', '?')}"
        if v == "spin" and len(a) == 2:
            p = mat[int(a[0])]["bean"]["power"]
            what = "Knockdown" if p == "knockdown" else "Knock It Off"
            return f"{what}: {bean(a[1])}"
        if v == "spin":
            b = mat[int(a[0])]["bean"]
            cost = mat[int(a[0])].get("spin_cost", b["cost"])
            return f"Spin {b['name']}: {b['text'].split(':', 1)[-1].strip()[:40]} ({cost} AP)"
        if v == "attack":
            cost = mat[int(a[0])].get("spin_cost", 0)
            if len(a) > 1:
                return f"Sharpshoot {bean(a[1])} ({cost} AP)"
            if (view.get("modifiers") or {}).get("blitz"):
                return f"Start a Bean Blitz with {bean(a[0])}"
            return f"Bean Attack in Galaxy {mat[int(a[0])]['galaxy'] + 1} ({cost} AP)"
        if v == "upright":
            return f"Turn {bean(a[0])} Headz-up ({mat[int(a[0])]['bean']['cost']} AP)"
        if v == "flick":
            flicks = [x for x in self.table.legal(action.seat) if x.verb == "flick"]
            i = flicks.index(action) if action in flicks else 0
            return f"Flick: {SHOT_LABELS[i] if i < len(SHOT_LABELS) else 'flick'}"
        if v == "target":
            return f"Defend with {bean(a[0])}"
        if v == "go":
            if (view.get("blitz") or {}).get("sharpshoot"):
                return f"Blitz {bean(a[0])}"
            return f"Blitz in Galaxy {int(a[0]) + 1}"
        return str(action)

    def clickables(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[Clickable]:
        if seat is None:
            return []
        out: list[Clickable] = []
        ph = stage(view)
        if ph in ("cut", "hide", "guess", "opening"):
            for act, rect, _ in self.setup_choices(view, seat, legal):
                out.append(Clickable(rect, act))
            return out
        if ph in ("discard", "target") or view["stack"]:
            return out  # a prompt's cards (a discard, the Bean attacked) are the shared prompt's
        if ph == "loot" and view["shots"] == "physics":
            r = self.shot_button_rect()
            flicks = [a for a in legal if a.verb == "flick"]
            if flicks and not timed_runs("shot"):
                out.append(Clickable(r, flicks[0], "flick", choices=flicks))
            return out
        if ph == "blitz":
            for a in legal:
                if a.verb == "join":
                    out.append(Clickable(self.slot_rect(view, int(a.args[0])), a))
                elif a.verb == "go":
                    x = int(a.args[0])
                    if (view.get("blitz") or {}).get("sharpshoot"):
                        out.append(Clickable(self.slot_rect(view, x), a))
                    else:
                        out.append(
                            Clickable(
                                self.galaxy_rect(view, x, 1 - seat).union(self.band_rect(view, x)),
                                a,
                            )
                        )
            return out
        if ph == "main":
            for sl in view["mat"]:
                if sl["owner"] != seat or sl["bean"] is None:
                    continue
                r = sl["slot"]
                acts = [
                    a
                    for a in legal
                    if a.verb in ("upright", "spin", "attack") and a.args[:1] == (r,)
                ]
                nominal = Action(seat, "upright" if sl["position"] != "headz" else "spin", (r,))
                rect = self.bean_rect(self.slot_rect(view, r), sl["position"])
                out.append(
                    Clickable(
                        rect, acts[0] if acts else nominal, choices=acts if len(acts) > 1 else None
                    )
                )
        return out

    # ------------------------------------------------------------------ the shared prompt
    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        hand = side(view, self.me(view))["hand"] or []
        for c, r in zip(hand, self.hand_now(hand)):
            if c["id"] == card_id:
                return r
        for sl in view["mat"]:
            if sl["bean"] is not None and sl["bean"]["id"] == card_id:
                return self.slot_rect(view, sl["slot"])  # the whole slot: a Bean lies turned
        return None

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        c = self.find_card(view, card_id)
        return card_dict(c) if c else None

    def find_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        for p in (0, 1):
            for c in side(view, p)["hand"] or []:
                if c and c["id"] == card_id:
                    return c
        for sl in view["mat"]:
            for c in (sl["bean"], sl["cosmos"]):
                if c is not None and c["id"] == card_id:
                    return c  # type: ignore[no-any-return]
        return None

    def setup_choices(
        self, view: dict[str, Any], seat: int, legal: list[Action]
    ) -> list[tuple[Action, pygame.Rect, str]]:
        s = self.scale
        box = self.setup_box()
        out = []
        if stage(view) == "cut":
            n = 9
            w = int(76 * s)
            gap = int(12 * s)
            x0 = box.centerx - (n * w + (n - 1) * gap) // 2
            for k in range(1, 10):
                r = pygame.Rect(x0 + (k - 1) * (w + gap), box.y + int(90 * s), w, int(64 * s))
                out.append((Action(seat, "cut", (k,)), r, f"{k}/10"))
        elif stage(view) == "opening":
            # keep or redraw: the buttons come from the legal moves (redraw only without a Bean)
            labels = {"keep": "Keep this hand", "redraw": "Redraw (no Bean card)"}
            acts = [a for a in legal if a.verb in labels]
            w, h = int(300 * s), int(90 * s)
            for i, a in enumerate(acts):
                r = pygame.Rect(0, 0, w, h)
                offset = (i * 2 - (len(acts) - 1)) * int(170 * s)
                r.center = (box.centerx + offset, box.y + int(130 * s))
                out.append((a, r, labels[a.verb]))
        else:
            verb = stage(view)
            w, h = int(220 * s), int(90 * s)
            for i, side in enumerate(("left", "right")):
                r = pygame.Rect(0, 0, w, h)
                r.center = (box.centerx + (i * 2 - 1) * int(140 * s), box.y + int(130 * s))
                out.append((Action(seat, verb, (side,)), r, f"{side.capitalize()} hand"))
        return out

    def setup_box(self) -> pygame.Rect:
        s = self.scale
        r = pygame.Rect(0, 0, int(900 * s), int(220 * s))
        r.center = (self.mat_rect().centerx, self.top_y + self.slot_h + self.band_h // 2)
        return r

    def shot_button_rect(self) -> pygame.Rect:
        s = self.scale
        r = pygame.Rect(0, 0, int(420 * s), int(64 * s))
        r.center = (self.mat_rect().centerx, self.top_y + self.slot_h + self.band_h // 2)
        return r

    def ui_click(self, view: dict[str, Any], pos: tuple[int, int]) -> bool:
        for p in (0, 1):  # a discard pile: browse it (the shared pile viewer)
            _, disc = self.pile_rects(view, p)
            if disc.collidepoint(pos) and side(view, p)["discard"]:
                self.piles.open(f"{self.name_of(p)}'s discard pile", side(view, p)["discard"])
                return True
        return False

    def buttons(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[ActionButton]:
        out = []
        for a in legal:
            v = a.verb
            if v == "end":
                out.append(ActionButton("End turn", a, "Return", primary=True))
            elif v == "draw":
                out.append(ActionButton("Draw (1 AP)", a, "D"))
            elif v == "keep":
                out.append(ActionButton("Keep hand", a, "Return", primary=True))
            elif v == "redraw":
                out.append(ActionButton("No Bean: redraw", a, "R"))
            elif v == "pass":
                if not self.owner_waits(view, a.seat):
                    out.append(ActionButton("Let it pass", a, "Space", primary=True))
            elif v == "shoot":
                out.append(
                    ActionButton(
                        f"Shoot for Loot (Galaxy {int(a.args[0]) + 1})", a, "Return", primary=True
                    )
                )
            elif v == "shot":
                out.append(ActionButton("Miss on purpose", a))
            elif v == "cancel":
                out.append(ActionButton("Call off the Blitz", a))
        return out

    def inspect_at(self, view: dict[str, Any], pos: tuple[int, int]) -> dict[str, Any] | None:
        c = self.card_at(view, pos)
        if not c:
            return None
        d = card_dict(c)
        for sl in view["mat"]:
            if sl["bean"] is not None and sl["bean"].get("id") == c.get("id"):
                d["text"] = f"{d['text']}\n{self.values_text(view, sl)}"  # why its numbers
        return d

    def values_text(self, view: dict[str, Any], sl: dict[str, Any]) -> str:
        """A Bean card's live values on the mat and every boost in them (the large view)."""
        b = sl["bean"]
        head = f"On the mat: Attack {sl['attack']}, Defense {sl['defence']}"
        mods = modifiers(view, sl)
        if not mods:
            return f"{head} (its MMP)."
        why = {
            "Team": "Team Bonus: a different Bean card of its team next to it",
            "Headz-up": f"Headz-up power of {headz_source(view, sl)}",
            "Moon": f"{(sl['cosmos'] or {}).get('name', 'Moon')}, Attack only",
            "Asteroid": f"{(sl['cosmos'] or {}).get('name', 'Asteroid Field')}, Defense only",
        }
        parts = "; ".join(f"+{n} {why[label]}" for label, n, _ in mods)
        return f"{head} = MMP {b['mmp']}; {parts}."

    def card_at(self, view: dict[str, Any], pos: tuple[int, int]) -> dict[str, Any] | None:
        me = self.me(view)
        hand = side(view, me)["hand"] or []
        for c, r in reversed(list(zip(hand, self.hand_now(hand)))):
            if r.collidepoint(pos):
                return c
        for sl in view["mat"]:
            srect = self.slot_rect(view, sl["slot"])
            if not srect.collidepoint(pos):
                continue
            if sl["bean"] is not None and self.bean_rect(srect, sl["position"]).collidepoint(pos):
                return sl["bean"]
            if sl["cosmos"] is not None:
                return sl["cosmos"]
            if sl["bean"] is not None:
                return sl["bean"]
        for it, r in zip(view["stack"], self.stack_item_rects(view)):
            if r.collidepoint(pos):
                return (
                    it.get("card")
                    or it.get("bean")
                    or (view["mat"][it["attackers"][0]]["bean"] if it.get("attackers") else None)
                )
        for p in (0, 1):
            _, disc = self.pile_rects(view, p)
            if disc.collidepoint(pos) and side(view, p)["discard"]:
                return side(view, p)["discard"][-1]
            for c, r in zip(side(view, p)["boosts"], self.boost_rects(view, p)):
                if r.collidepoint(pos):
                    return c
        return None

    # ------------------------------------------------------------------ attack arithmetic
    def attack_breakdown(
        self, view: dict[str, Any], attackers: list[int], seat: int
    ) -> tuple[list[str], int]:
        """Lines 'Lion Bean MMP 50', '+50 Team Bonus'... and the total, as the engine computes
        it when the attack resolves (additions first, then doubling)."""
        lines: list[str] = []
        total = 0
        for r in attackers:
            sl = view["mat"][r]
            b = sl["bean"]
            if b is None:
                continue
            cos = sl["cosmos"]
            moon = asteroid = 0
            if cos is not None and cos.get("cosmos") == "moon":
                moon = sl["attack"] - sl["defence"]
            elif cos is not None:
                asteroid = sl["defence"] - sl["attack"]
            base = sl["attack"] - moon
            del asteroid
            headz = base - b["mmp"] - sl["team_bonus"]
            lines.append(f"{b['name']}: MMP {b['mmp']}")
            if sl["team_bonus"]:
                lines.append(f"  +{sl['team_bonus']} Team Bonus")
            if headz:
                lines.append(f"  +{headz} Headz-up team boost")
            if moon:
                lines.append(f"  +{moon} {cos['name']}")
            total += sl["attack"]
        mods = view.get("modifiers") or {"add": 0, "mult": 0}
        if view["current"] != seat:
            mods = {"add": 0, "mult": 0}
        boosts = side(view, seat)["boosts"]
        plus = 50 * sum(1 for c in boosts if c.get("effect") == "plus50")
        spin = mods["add"] - plus
        if plus:
            lines.append(f"  +{plus} Attack Boost!")
        if spin:
            lines.append(f"  +{spin} spin boost")
        total += mods["add"]
        for _ in range(mods["mult"]):
            lines.append("  \u00d72 Double Trouble!")
            total *= 2
        return lines, total

    @staticmethod
    def outcome(value: int, sl: dict[str, Any]) -> tuple[str, tuple[int, int, int]]:
        dv = sl["defence"]
        if value < dv:
            return "no effect", theme.MUTED[:3]
        if value >= 2 * dv:
            return "Blowout!", theme.BAD[:3]  # the rulebook's word: knocked off the mat
        if sl["position"] == "sidewayz":
            return "off", theme.BAD[:3]
        return "Sidewayz", theme.ACCENT[:3]

    # ------------------------------------------------------------------ windows and shots
    def drag_hint(self, view: dict[str, Any], seat: int, payload: Any) -> str:
        if payload.get("src") == "slot":
            return "Drag your Bean onto an enemy Bean in the same Galaxy to attack."
        return ""

    def pass_is_public(self, view: dict[str, Any], seat: int) -> bool:
        """The other seat has passed and only the top item's owner is left: an owner can never
        answer its own item, so its pass reveals nothing and the table makes it, even behind
        the hot-seat curtain."""
        stack = view["stack"]
        return bool(stack) and int(stack[-1]["seat"]) == seat

    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        for e in events:
            k = e["kind"]
            if k in ("BeanBlownOut", "BeanKnockedOff", "DominoKnockedOff"):
                self.table.toast(
                    e["text"], "bad" if e["data"].get("slot", 0) // 9 == (seat or 0) else "good"
                )
            elif k == "LootCaptured":
                self.table.toast(e["text"], "good")

    # ------------------------------------------------------------------ drawing
    def static_key(self, view: dict[str, Any]) -> Any:
        """What ``draw_static`` depends on (the table redraws its layer when it changes)."""
        return (self.size, tuple(self.mat_rect()))

    def draw_static(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """The ring mat, drawn once per window size into the table's layer."""
        self.draw_mat(surf, view)
        self._mat_in_layer = tuple(self.mat_rect())

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        if getattr(self, "_mat_in_layer", None) != tuple(self.mat_rect()):
            self.draw_mat(surf, view)
        self.draw_band(surf, view)
        self.draw_piles(surf, view)
        self.draw_ap(surf, view)
        self.draw_slots(surf, view, seat, t)
        self.draw_boosts(surf, view)
        self.draw_stack(surf, view)
        self.draw_hand(surf, view, seat)
        self.draw_attack_panel(surf, view, seat)
        self.draw_phase_panel(surf, view, seat)
        self.draw_hover(surf, view)

    def draw_mat(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        mr = self.mat_rect().inflate(int(24 * self.scale), int(24 * self.scale))
        if self._mat_layer is None or self._mat_layer.get_size() != mr.size:
            layer = pygame.Surface(mr.size, pygame.SRCALPHA)
            tile = assets.image("beanz/mat.png", (int(512 * self.scale), int(512 * self.scale)))
            if tile is not None:
                for x in range(0, mr.width, tile.get_width()):
                    for y in range(0, mr.height, tile.get_height()):
                        layer.blit(tile, (x, y))
            else:
                layer.fill((14, 12, 40))
            mask = pygame.Surface(mr.size, pygame.SRCALPHA)
            pygame.draw.rect(
                mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(22 * self.scale)
            )
            layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            pygame.draw.rect(
                layer, (120, 110, 200), layer.get_rect(), 3, border_radius=int(22 * self.scale)
            )
            self._mat_layer = layer
        surf.blit(self._mat_layer, mr)

    def draw_band(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        s = self.scale
        me = self.me(view)
        opp = 1 - me
        players = [side(view, 0), side(view, 1)]
        for g in range(3):
            band = self.band_rect(view, g)
            ring_side = int(min(band.height * 1.05, band.width * 0.55))
            ring = assets.image("beanz/galaxy_ring.png", (ring_side, ring_side))
            if ring is not None:
                surf.blit(ring, ring.get_rect(center=band.center))
            hole_side = int(ring_side * 0.42)
            hole = assets.image("beanz/black_hole.png", (hole_side, hole_side))
            if hole is not None:
                surf.blit(hole, hole.get_rect(center=band.center))
            theme.blit_text(
                surf,
                f"GALAXY {g + 1}",
                int(17 * s),
                (band.centerx, band.centery),
                (235, 230, 255),
                "bold",
                anchor="center",
                shadow=True,
            )
            # loot stacks: the opponent's at the top left, yours at the bottom right
            lw, lh = cards.card_size(s * 0.42)
            for p, anchor in ((opp, "topleft"), (me, "bottomright")):
                n = players[p]["loot"][g]
                cap = players[p]["captured"][g]
                x = band.x + int(8 * s) if anchor == "topleft" else band.right - lw - int(8 * s)
                y = band.y + int(8 * s) if anchor == "topleft" else band.bottom - lh - int(8 * s)
                for i in range(n):
                    surf.blit(
                        self.back((lw, lh), loot=True), (x + i * int(5 * s), y - i * int(5 * s))
                    )
                if n == 0:
                    pygame.draw.rect(surf, (150, 140, 200), (x, y, lw, lh), 1, border_radius=6)
                label = f"Loot {n}"
                tx = x + lw + int(10 * s) if anchor == "topleft" else x - int(10 * s)
                ta = "topleft" if anchor == "topleft" else "topright"
                theme.blit_text(
                    surf,
                    label,
                    int(15 * s),
                    (tx, y),
                    (225, 220, 250),
                    "bold",
                    anchor=ta,
                    shadow=True,
                )
                if cap:
                    theme.blit_text(
                        surf,
                        f"\u2605 {cap} captured",
                        int(15 * s),
                        (tx, y + int(20 * s)),
                        theme.ACCENT,
                        "bold",
                        anchor=ta,
                        shadow=True,
                    )

    def draw_piles(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        s = self.scale
        me = self.me(view)
        for p in (1 - me, me):
            pl = side(view, p)
            deck, disc = self.pile_rects(view, p)
            colour = theme.SEAT_COLOURS[p]
            name_y = deck.y - int(30 * s) if p == me else deck.bottom + int(6 * s)
            if p != me:
                name_y = self.area.y + int(10 * s)
                deck = deck.move(0, int(14 * s))
                disc = disc.move(0, int(14 * s))
            label = self.name_of(p) + (" (you)" if p == view.get("seat") else "")
            theme.blit_text(
                surf,
                label,
                int(19 * s),
                (self.area.x + int(14 * s), name_y),
                colour,
                "bold",
                shadow=True,
            )
            if pl["deck"]:
                for i in range(min(4, pl["deck"] // 10 + 1)):
                    surf.blit(self.back(self.pile_card), deck.move(-i * 2, -i * 2))
            else:
                pygame.draw.rect(surf, theme.MUTED, deck, 1, border_radius=6)
            if pl["discard"]:
                top = pl["discard"][-1]
                # a small pile card whose name would be cut shows none (as a thumbnail does):
                # a click browses the pile, names whole; its cost was paid (no badge)
                if not card_component.name_fits(GAME, card_dict(top), self.pile_card):
                    top = {**top, "name": ""}
                surf.blit(self.face(top, self.pile_card, mat=True), disc)
            else:
                pygame.draw.rect(surf, theme.MUTED, disc, 1, border_radius=6)
            iy = deck.bottom + int(4 * s)
            # one count a line under the piles, shrunk to their width (at 1280x720 one line
            # "Deck 19  Discard 3" ran under the mat's edge)
            lines = [f"Deck {pl['deck']}", f"Discard {len(pl['discard'])}"]
            if p != me:
                lines.append(f"Hand {pl['hand_count']}")
            lh = max(int(17 * s), 15)
            room = disc.right - deck.x + int(8 * s)
            if theme.text_width("  ".join(lines[:2]), theme.px(13 * s)) <= room:
                lines = ["  ".join(lines[:2]), *lines[2:]]  # wide enough: as before
            for i, line in enumerate(lines):
                px, line = theme.fit_text(line, int(13 * s), room)
                theme.blit_text(surf, line, px, (deck.x, iy + i * lh), theme.TEXT, shadow=True)
            if p != me:
                hc = pl["hand_count"]
                # the opponent's hand as a row of small backs beside their name
                w, h = cards.card_size(s * 0.2)
                x0 = (
                    self.area.x
                    + int(14 * s)
                    + theme.text(label, int(19 * s), colour, "bold").get_width()
                    + int(10 * s)
                )
                for i in range(min(hc, 10)):
                    surf.blit(self.back((w, h)), (x0 + i * int(9 * s), self.area.y + int(6 * s)))

    def draw_ap(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        if view["turn_number"] is None or view["turn_number"] < 0:
            return
        s = self.scale
        r = self.ap_rect()
        pts = int(view["points"][view["current"]])
        theme.panel(surf, r, (14, 10, 34, 200), radius=int(12 * s), edge=(120, 110, 200))
        owner = self.name_of(view["current"])
        for label in ("ACTION POINTS", "ACTION PTS", "AP"):  # a shorter word, never a cut one
            size, title = theme.fit_text(label, max(12, int(12 * s)), r.width - 8, "cond_bold")
            if title == label:
                break
        tr = theme.blit_text(
            surf,
            title,
            size,
            (r.centerx, r.y + int(6 * s)),
            (200, 195, 240),
            "cond_bold",
            anchor="midtop",
        )
        theme.blit_text(
            surf,
            str(pts),
            int(40 * s),
            (r.centerx, max(r.y + int(22 * s), tr.bottom - 2)),
            theme.ACCENT,
            "serif",
            anchor="midtop",
            shadow=True,
        )
        total = max(7, pts)
        pip = max(6, min(int(14 * s), (r.width - int(16 * s)) // total - int(3 * s)))
        x0 = r.centerx - (total * (pip + int(3 * s))) // 2
        y = r.y + int(78 * s)
        for i in range(total):
            col = theme.ACCENT if i < pts else (70, 64, 110)
            pygame.draw.circle(surf, col, (x0 + i * (pip + int(3 * s)) + pip // 2, y), pip // 2)
        theme.blit_text(
            surf,
            owner,
            int(13 * s),
            (r.centerx, y + int(14 * s)),
            theme.SEAT_COLOURS[view["current"]],
            "bold",
            anchor="midtop",
        )
        dl = f"draws {view['draws_made']}/{view['draw_limit']}"
        theme.blit_text(
            surf, dl, int(12 * s), (r.centerx, y + int(34 * s)), theme.MUTED, anchor="midtop"
        )

    def draw_slots(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float
    ) -> None:
        s = self.scale
        drag = self.table.drag
        dragged = drag["item"].key if drag else None
        outcomes = (view.get("targeting") or {}).get("outcomes") or {}
        blitzers = set((view.get("blitz") or {}).get("attackers") or [])
        top = view["stack"][-1] if view["stack"] else None
        for sl in view["mat"]:
            r = sl["slot"]
            srect = self.slot_rect(view, r)
            pygame.draw.rect(
                surf,
                (255, 255, 255, 40),
                srect.inflate(-int(2 * s), 0),
                1,
                border_radius=int(8 * s),
            )
            cos = sl["cosmos"]
            if cos is not None:
                cr = pygame.Rect(0, 0, *self.card)
                cr.midtop = (srect.centerx, srect.y)
                surf.blit(self.face(cos, self.card, mat=True), cr)
            b = sl["bean"]
            if b is None:
                continue
            br = self.bean_rect(srect, sl["position"])
            if ("slot", r) == dragged:
                pygame.draw.rect(surf, theme.GLOW, br, 2, border_radius=8)
                continue
            angle = {"headz": 0, "bottomz": 180, "sidewayz": 90}.get(sl["position"] or "headz", 0)
            theme.shadow(surf, br, offset=4)
            size = (br.height, br.width) if angle == 90 else br.size
            surf.blit(self.face(b, size, angle, mat=True, info=True), br)
            self.draw_values(surf, view, sl, br)
            if sl["position"] != "headz":
                tag = POSITION_NAMES[sl["position"]].upper()
                img = theme.text(tag, int(13 * s), (255, 255, 255), "bold")
                # Bottomz-up: at the card's top edge, clear of its panel (upright name, powers)
                cy = br.centery - int(8 * s)
                if sl["position"] == "bottomz":
                    cy = br.y + img.get_height() // 2 + int(4 * s)
                pill = img.get_rect(center=(br.centerx, cy)).inflate(int(10 * s), int(4 * s))
                pygame.draw.rect(surf, (170, 60, 30), pill, border_radius=int(8 * s))
                surf.blit(img, img.get_rect(center=pill.center))
            if str(r) in outcomes:
                text, col = {
                    "none": ("safe", theme.GOOD[:3]),
                    "sidewayz": ("\u2192 Sidewayz", theme.ACCENT[:3]),
                    "off": ("\u2192 knocked off", theme.BAD[:3]),
                }[outcomes[str(r)]]
                theme.glow(surf, br, col, t)
                pill_at = pygame.Rect(0, 0, br.width + int(20 * s), int(26 * s))
                pill_at.midbottom = (br.centerx, br.y + int(30 * s))
                pygame.draw.rect(surf, (10, 10, 20), pill_at, border_radius=6)
                theme.blit_text(
                    surf, text, int(15 * s), pill_at.center, col, "bold", anchor="center"
                )
            if r in blitzers:
                pygame.draw.rect(surf, theme.ACCENT, br.inflate(6, 6), 3, border_radius=10)
            if top is not None and top["kind"] == "attack":
                if r in (top.get("attackers") or []):
                    pygame.draw.rect(surf, theme.BAD, br.inflate(6, 6), 3, border_radius=10)
                if top.get("target") == r:
                    pygame.draw.rect(surf, theme.ACCENT, br.inflate(10, 10), 3, border_radius=10)

    def draw_values(
        self, surf: pygame.Surface, view: dict[str, Any], sl: dict[str, Any], br: pygame.Rect
    ) -> None:
        """The panel at the bottom of a Bean card on the mat, upright whatever its position:
        its team and type and power in short (not on a Sidewayz card, whose powers are off),
        its live Attack and Defense and, when they differ from the printed MMP, that MMP struck
        and what was added ("+50 Team"; the large view names the cards that give it)."""
        w = br.width
        px = self.info_px(w)
        lh = assets.font(px, "cond").get_linesize()
        # the panel stays under the card's title (as the face drew it)
        title = int(w * 0.26)
        if sl["position"] == "headz":
            name = str(sl["bean"]["name"]).removesuffix(" Bean")
            drawn = card_component.LAYOUTS.get((GAME, name, br.size))
            title = drawn["title"].bottom if drawn else title
        fit = max(1, (br.height - title - 6) // lh)
        if sl["position"] == "sidewayz":
            fit = max(1, (br.height - 4) // lh)
        rows: list[tuple[str, Any, str]] = []
        for tight in range(3):
            rows = self.value_rows(view, sl, w, tight)
            if len(rows) <= fit:
                break
        self.info_panel(surf, rows, br, px)

    def value_rows(
        self, view: dict[str, Any], sl: dict[str, Any], w: int, tight: int
    ) -> list[tuple[str, Any, str]]:
        """The rows of ``draw_values``; ``tight`` 1 and 2: in fewer lines."""
        b = sl["bean"]
        px = self.info_px(w)
        room = w - max(4, w // 16) - 6  # inside the panel
        rows: list[tuple[str, Any, str]] = []
        if sl["position"] == "bottomz":  # its own title is upside down under this panel
            name = fitted([b["name"], b["name"].removesuffix(" Bean")], px, room, "cond_bold")
            rows += [(line, theme.ACCENT[:3], "cond_bold") for line in name]
        if sl["position"] != "sidewayz":
            rows += self.info_rows(b, w, tight)
        mods = modifiers(view, sl)
        values = f"A{sl['attack']} D{sl['defence']}"
        if not mods:
            return rows + [(values, (255, 255, 255), "cond_bold")]
        tags = " ".join(f"+{n} {label}" for label, n, _ in mods)
        total = sum(n for _, n, what in mods if what == "MMP")
        both = "/".join(label.split("-")[0] for label, _, what in mods if what == "MMP")
        options = [f"MMP {b['mmp']} {tags}", tags]
        if tight and total and len(mods) > 1:
            options.append(f"+{total} {both}")
        if tight >= 2 and total and len(mods) > 1:
            options.append(f"+{total} MMP")  # which boosts: in the large view
        rows += [(line, theme.ACCENT[:3], "cond") for line in fitted(options, px, room, "cond")]
        if theme.text_width(f"{b['mmp']} {values}", px, "cond_bold") <= room:
            return rows + [(str(b["mmp"]), ("struck", values), "cond_bold")]
        return rows + [(values, theme.ACCENT[:3], "cond_bold")]

    def boost_rects(self, view: dict[str, Any], p: int) -> list[pygame.Rect]:
        s = self.scale
        boosts = side(view, p)["boosts"]
        w, h = cards.card_size(s * 0.42)
        x = self.column_x(0)
        y = self.mid_y if p == self.me(view) else self.area.y + int(4 * s)
        if p != self.me(view):
            x = self.column_x(6)
        return [pygame.Rect(x + i * (w + int(6 * s)), y, w, h) for i in range(len(boosts))]

    def draw_boosts(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        s = self.scale
        for p in (0, 1):
            rects = self.boost_rects(view, p)
            if not rects:
                continue
            for c, r in zip(side(view, p)["boosts"], rects):
                surf.blit(self.face(c, r.size), r)
            theme.blit_text(
                surf,
                "next attack",
                int(13 * s),
                (rects[-1].right + int(8 * s), rects[-1].centery),
                theme.ACCENT,
                "bold",
                anchor="midleft",
                shadow=True,
            )

    def stack_title_w(self) -> int:
        """The stack's title column: wide enough for "last in, first out" uncut."""
        s = self.scale
        return max(
            int(118 * s), theme.text_width(stack_ui.SUBTITLE, theme.px(14 * s)) + int(16 * s)
        )

    def stack_item_rects(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """Faces of the stack items, bottom first, left to right (the top item is last)."""
        sr = self.stack_rect()
        s = self.scale
        n = len(view["stack"])
        h = sr.height - int(16 * s)
        w = int(h * 120 / 168)
        x0 = sr.x + self.stack_title_w() + int(12 * s)
        avail = sr.right - int(12 * s) - x0
        step = min(w + int(220 * s), avail // max(1, n))
        step = max(step, min(w + int(6 * s), (avail - w) // max(1, n - 1)))
        return [pygame.Rect(x0 + i * step, sr.y + int(8 * s), w, h) for i in range(n)]

    def _stack_lines(
        self, view: dict[str, Any], it: dict[str, Any], top: bool
    ) -> list[tuple[str, int, tuple[int, ...], str]]:
        by_uid = {x["uid"]: x for x in view["stack"]}
        name = (it.get("card") or {}).get("name") or self.say(it["label"])
        lines: list[tuple[str, int, tuple[int, ...], str]] = [
            (name, 16, theme.ACCENT if top else theme.TEXT, "bold")
        ]
        lines.append((f"by {self.name_of(it['seat'])}", 13, theme.MUTED, "sans"))
        if it["cancelled"]:
            lines.append(("cancelled", 14, theme.BAD, "bold"))
        elif it["kind"] == "attack":
            t = it.get("target")
            tb = view["mat"][int(t)]["bean"] if t is not None else None
            if t is None:
                where = f"in Galaxy {int(it.get('galaxy', 0)) + 1}"
            else:
                where = f"on {tb['name'] if tb else f'slot {t}'}"
            lines.append((f"Attack {it.get('value', 0)} {where}", 14, theme.BAD, "bold"))
            if it.get("boomerang"):
                lines.append(("Boomerang! waits", 13, theme.ACCENT, "sans"))
        elif it.get("answers") in by_uid:
            answers = self.say(by_uid[it["answers"]]["label"])
            lines.append((f"answers {answers}", 13, theme.TEXT, "sans"))
        elif it.get("target") is not None and view["mat"][int(it["target"])]["bean"]:
            tb = view["mat"][int(it["target"])]["bean"]
            lines.append((f"on {tb['name']}", 13, theme.TEXT, "sans"))
        elif it["kind"] == "freebie_power":
            bean = (it.get("bean") or {}).get("name", "a Bean card")
            lines.append((f"{bean} to slot {it.get('to')}", 13, theme.TEXT, "sans"))
        if top:
            lines.append(("resolves first", 13, theme.ACCENT, "sans"))
        return lines

    def draw_stack(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        if not view["stack"]:
            return
        s = self.scale
        sr = self.stack_rect()
        theme.panel(surf, sr, (20, 10, 30, 220), radius=int(14 * s), edge=theme.ACCENT)
        stack_ui.draw_title(
            surf, (sr.x + int(12 * s), sr.y + int(8 * s)), s, self.stack_title_w() - int(4 * s)
        )
        rects = self.stack_item_rects(view)
        n = len(rects)
        entries = []
        for i, (it, r) in enumerate(zip(view["stack"], rects)):
            c = it.get("card") or it.get("bean")
            if c is None and it.get("attackers"):
                c = view["mat"][it["attackers"][0]]["bean"]
            entries.append(
                stack_ui.StackEntry(
                    self.face(c, r.size) if c is not None else None,
                    self._stack_lines(view, it, i == n - 1),
                    bool(it["cancelled"]),
                )
            )
        stack_ui.draw_stack(surf, rects, entries, s, right=sr.right - int(10 * s))

    def draw_hand(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None) -> None:
        me = self.me(view)
        hand = side(view, me)["hand"]
        if hand is None:
            return
        s = self.scale
        legal = self.table.legal(self.table.acting_seat())
        usable = {a.args[0] for a in legal if a.verb in ("play", "discard") and a.args}
        self.draw_hand_cards(
            surf,
            hand,
            self.hand_now(hand),
            lambda c: self.face(c, self.hand_card, info=True),
            usable,
            int(30 * s),
            theme.GLOW,
            outline=4,
        )
        label = f"Your hand ({len(hand)})"
        if stage(view) == "discard" and seat is not None:
            label += " \u2014 click a card to discard it"
        theme.blit_text(
            surf,
            label,
            int(19 * s),
            (self.area.x + int(14 * s), self.hand_y - int(4 * s)),
            theme.ACCENT,
            "bold",
            shadow=True,
        )

    def attack_source(self, view: dict[str, Any], seat: int | None) -> int | None:
        """The attacker whose total to show: the one dragged, else the one under the pointer."""
        if seat is None or stage(view) != "main" or view["stack"]:
            return None
        drag = self.table.drag
        if drag and drag["item"].payload.get("src") == "slot":
            return int(drag["item"].payload["slot"])
        if drag:
            return None
        pos = pygame.mouse.get_pos()
        for sl in view["mat"]:
            if sl["owner"] == seat and sl["bean"] is not None and sl["position"] == "headz":
                if sl["bean"]["power"] in ("attack", "sharpshoot"):
                    if self.bean_rect(
                        self.slot_rect(view, sl["slot"]), sl["position"]
                    ).collidepoint(pos):
                        return int(sl["slot"])
        return None

    def draw_attack_panel(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None
    ) -> None:
        s = self.scale
        r = self.attack_source(view, seat)
        attackers: list[int] = []
        targets: list[dict[str, Any]] = []
        title = ""
        if r is not None and seat is not None:
            attackers = [r]
            g = view["mat"][r]["galaxy"]
            mods = view.get("modifiers") or {}
            sharp = mods.get("sharpshoot") or view["mat"][r]["bean"]["power"] == "sharpshoot"
            targets = [
                sl
                for sl in view["mat"]
                if sl["owner"] != seat and sl["bean"] is not None and (sharp or sl["galaxy"] == g)
            ]
            title = (
                "Sharpshoot: you pick the target"
                if sharp
                else f"Bean Attack in Galaxy {g + 1}: the defender picks"
            )
        elif stage(view) == "blitz" and seat is not None:
            attackers = list((view.get("blitz") or {}).get("attackers") or [])
            title = "Bean Blitz total"
        elif view["stack"] and view["stack"][-1]["kind"] == "attack":
            top = view["stack"][-1]
            attackers = list(top.get("attackers") or [])
            seat = top["seat"]
            title = f"{self.name_of(top['seat'])}'s Bean Attack"
            targets = [
                sl
                for sl in view["mat"]
                if sl["owner"] != seat
                and sl["bean"] is not None
                and (
                    sl["slot"] == top.get("target")
                    if top.get("target") is not None
                    else sl["galaxy"] == top.get("galaxy")
                )
            ]
        if not attackers or seat is None:
            return
        lines, total = self.attack_breakdown(view, attackers, seat)
        if view["stack"] and view["stack"][-1]["kind"] == "attack" and r is None:
            total = int(view["stack"][-1].get("value", total))
            top = view["stack"][-1]
            lines = [
                ln
                for ln in lines
                if "Attack Boost" not in ln and "spin boost" not in ln and "Double" not in ln
            ]
            if top.get("add"):
                lines.append(f"  +{top['add']} boosts")
            for _ in range(int(top.get("mult") or 0)):
                lines.append("  \u00d72 Double Trouble!")
        box = pygame.Rect(
            self.column_x(0),
            self.mid_y,
            self.stack_rect().x - self.column_x(0) - int(14 * s),
            self.hand_y - self.mid_y - int(30 * s),
        )
        if self.boost_rects(view, self.me(view)):
            box.y += int(76 * s)
            box.height -= int(76 * s)
        if box.height < int(60 * s):
            return
        theme.panel(surf, box, (12, 8, 24, 230), radius=int(12 * s), edge=theme.BAD)
        x, y = box.x + int(12 * s), box.y + int(8 * s)
        theme.blit_text(surf, title, int(16 * s), (x, y), theme.ACCENT, "bold")
        y += int(24 * s)
        size = int(15 * s)
        # the outcomes (what the player decides by) get the room they need, the breakdown
        # the rest (at least a third of the panel)
        labels = [
            f"{sl['bean']['name'].removesuffix(' Bean')} D{sl['defence']}: "
            + self.outcome(total, sl)[0]
            for sl in targets[:6]
        ]
        need = max((theme.text_width(t, theme.px(size), "bold") for t in labels), default=0)
        col2 = box.right - int(8 * s) - need - int(4 * s)
        col2 = max(box.x + box.width // 3, min(box.x + box.width // 2, col2))
        yy = y
        left_w = (col2 - x - int(8 * s)) if targets else box.right - x - int(8 * s)
        for ln in lines:
            if yy + size > box.bottom - int(36 * s):
                break
            px, fitted = theme.fit_text(ln, size, left_w)  # never into the targets' column
            theme.blit_text(surf, fitted, px, (x, yy), theme.TEXT)
            yy += int(max(size, theme.MIN_TEXT) * 1.3)
        theme.blit_text(
            surf,
            f"ATTACK {total}",
            int(24 * s),
            (x, box.bottom - int(8 * s)),
            theme.BAD,
            "serif",
            anchor="bottomleft",
        )
        yy = y
        for sl in targets[:6]:
            text, colour = self.outcome(total, sl)
            label = f"{sl['bean']['name'].removesuffix(' Bean')} D{sl['defence']}: {text}"
            if yy + max(size, theme.MIN_TEXT) > box.bottom - int(8 * s):
                break  # inside the panel (the large view of each Bean tells the rest)
            fs, label = theme.fit_text(label, size, box.right - col2 - 8, "bold")  # 12 px floor
            theme.blit_text(surf, label, fs, (col2, yy), colour, "bold")
            yy += int(max(size, theme.MIN_TEXT) * 1.3)

    def draw_phase_panel(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None
    ) -> None:
        s = self.scale
        ph = stage(view)
        legal = self.table.legal(seat)
        if ph in ("cut", "hide", "guess", "opening") and not view["result"]:
            box = self.setup_box()
            theme.panel(surf, box, (10, 8, 26, 235), radius=int(16 * s), edge=theme.ACCENT)
            mine = seat is not None and seat in view["active"]
            texts = {
                "cut": "Cut your opponent's deck: where?",
                "opening": "Opening hands: keep, or redraw a hand with no Bean card",
                "hide": "Hide the Mighty Bean in one hand; your opponent guesses",
                "guess": "Which hand holds the Mighty Bean? Guess right and you go first",
            }
            text = texts[ph] if mine else self.status(view, seat)
            theme.blit_text(
                surf,
                text,
                int(24 * s),
                (box.centerx, box.y + int(24 * s)),
                theme.ACCENT,
                "serif",
                anchor="midtop",
            )
            if mine and seat is not None:
                mouse = pygame.mouse.get_pos()
                for _act, r, label in self.setup_choices(view, seat, legal):
                    hot = r.collidepoint(mouse)
                    pygame.draw.rect(
                        surf, (90, 60, 140) if hot else (50, 36, 90), r, border_radius=int(12 * s)
                    )
                    pygame.draw.rect(surf, theme.ACCENT, r, 2, border_radius=int(12 * s))
                    theme.blit_text(
                        surf, label, int(22 * s), r.center, theme.TEXT, "bold", anchor="center"
                    )
                    if ph in ("hide", "guess"):
                        tok = assets.image("beanz/bean_yellow.png", (int(40 * s), int(40 * s)))
                        if tok is not None and ph == "hide":
                            surf.blit(
                                tok, tok.get_rect(midright=(r.right - int(10 * s), r.centery))
                            )
        if ph == "loot" and not view["stack"]:
            mine = seat is not None and seat in view["active"]
            g = view["shooting"]["galaxy"]
            r = self.shot_button_rect()
            if mine and view["shots"] == "physics":
                theme.panel(surf, r, (120, 60, 10, 240), radius=int(14 * s), edge=theme.ACCENT)
                theme.blit_text(
                    surf,
                    f"Flick for the Loot in Galaxy {g + 1}!",
                    int(22 * s),
                    r.center,
                    (255, 255, 255),
                    "bold",
                    anchor="center",
                )
            elif not mine:
                theme.panel(surf, r, (30, 20, 50, 220), radius=int(14 * s), edge=theme.PANEL_EDGE)
                theme.blit_text(
                    surf,
                    f"{self.name_of(view['current'])} shoots in Galaxy {g + 1}",
                    int(20 * s),
                    r.center,
                    theme.TEXT,
                    "bold",
                    anchor="center",
                )
        if ph == "target" and seat is not None and seat in view["active"]:
            pend = view.get("targeting") or {}
            box = pygame.Rect(0, 0, int(640 * s), int(44 * s))
            box.center = (self.mat_rect().centerx, self.top_y + self.slot_h + self.band_h // 2)
            theme.panel(surf, box, (60, 10, 20, 235), radius=int(12 * s), edge=theme.BAD)
            theme.blit_text(
                surf,
                f"Attack {pend.get('value', '?')}: click the Bean card that defends",
                int(19 * s),
                box.center,
                (255, 255, 255),
                "bold",
                anchor="center",
            )

    def draw_hover(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """A larger copy of the mat card under the pointer (mat cards are small to read)."""
        if self.table.drag or self.table.inspect or self.table.chooser:
            return
        pos = pygame.mouse.get_pos()
        if not self.mat_rect().collidepoint(pos):
            return
        c = None
        for sl in view["mat"]:
            srect = self.slot_rect(view, sl["slot"])
            if srect.collidepoint(pos):
                if sl["bean"] is not None and self.bean_rect(srect, sl["position"]).collidepoint(
                    pos
                ):
                    c = sl["bean"]
                else:
                    c = sl["cosmos"] or sl["bean"]
                break
        if c is None:
            return
        big = self.face(c, self.big)
        r = big.get_rect()
        r.midleft = (pos[0] + int(30 * self.scale), pos[1])
        if r.right > self.area.right:
            r.midright = (pos[0] - int(30 * self.scale), pos[1])
        r.clamp_ip(self.area)
        theme.shadow(surf, r, offset=10)
        surf.blit(big, r)
