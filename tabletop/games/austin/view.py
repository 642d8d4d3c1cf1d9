"""Austin Powers CCG table drawing: up to six seats around the table (your own at the bottom),
active Agents with their vibe icons, each seat's running total of vibes put out, score piles with
Mojo or Ransom totals, the arena where an attempt's two Agents and their growing stacks of
Frickin' Bones face each other, each bone's title shown large as it lands, and the two timed
races (the Happening gesture and the "throw me a Frickin' Bone" help race) as reaction buttons.

Gestures: drag an Agent (or a Swinger, Happening, Slugfest) from your hand to your table area to
play it; drag your Shagger or Assassin onto an opponent's Agent to attempt; drag a Frickin' Bone
onto your own Agent in the arena; drag a Swinger onto the Agent or player it targets. Buttons:
I'm spent!, Ask for help, Give up, Even up, Drop out, the Happening target. Click a hand card to
toss or discard it at the end of a turn, a Swinger on your table to use it, an Assassin to enter
a Slugfest. Right-click any face-up card for a large view.

Races (only when a human takes part; otherwise the engine and the bots decide as in the tests)
are timed prompts of the rules (``rules/races.py``) the table runs (``tabletop.ui.timed``:
the race overlay over ``tabletop.reactions.race.Race``); the measured outcome enters as an
ordinary action when it is over. Happening: the Happening player's seat
reports ``happening_order`` (first to last to mimic, the tied tail). Help race (the bone race):
the first helper whose press lands (arrival order; within a tie the earlier arrival) throws, and
only that bone is applied. Every helper is shown in the race whatever they hold (a bot that would
not throw simply never presses), so the overlay and the race's length tell nothing about hands.
A human who lands first picks which bone to throw by clicking it. Nobody lands: every helper
declines.

The ship window (every opponent answers a ship Agent, whatever they hold) is the shared table's
fixed-length reaction window (``is_window``); its title names only whose ship Agent is answered.
"""

from __future__ import annotations

import math
import re
import time
from functools import cache
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.effects import EffectCall
from tabletop.games.austin.cards import CARDS, CardDef, names_in_view, pile, pile_count
from tabletop.games.austin.effects import target_kind
from tabletop.ui import assets, cards, theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components.hand import hand_rects as row_rects
from tabletop.ui.gameview import ActionButton, Clickable, Draggable, DropTarget, GameView

GAME = "austin"
VIBES = ("groovy", "shagadelic", "randy", "creepy")
VIBE_COLOURS = {
    "groovy": (250, 170, 60),
    "shagadelic": (240, 90, 190),
    "randy": (230, 70, 70),
    "creepy": (120, 200, 110),
}
SIDE_COLOURS = {"good": (255, 140, 190), "evil": (150, 120, 230)}
BANNER_SECONDS = 2.2
CARD_RATIO = 168 / 120
#: the seat and arena panels (pre-drawn in the table's layer: ``View.draw_static``)
SEAT_PANEL = (12, 14, 24, 200)
ARENA_PANEL = (0, 0, 0, 70)
ARENA_EDGE = (255, 255, 255, 40)


# ---------------------------------------------------------------------------------- card data
@cache
def card_dict(name: str) -> dict[str, Any]:
    """The face data of a card for ``tabletop.ui.cards.face`` (the frame is its ``kind``)."""
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


def _decorate(surf: pygame.Surface, card: dict[str, Any], art: pygame.Rect, k: float) -> None:
    """Austin's icons in the art box: vibes and lips/gun on Agents, needed vibes on bones and
    Swingers (explained by the vibes legend on the table)."""
    d = CARDS.get(str(card.get("name")))
    if d is None:
        return
    isz = min(max(10, int(58 * k)), max(10, art.height - 6))
    if d.kind == "agent":
        rsz = max(10, int(34 * k))
        role = assets.image(
            f"{GAME}/icons/{'lips' if d.role == 'shagger' else 'gun'}.png", (rsz, rsz)
        )
        if role is not None:  # in the frame's badge at the title's right end
            ky = surf.get_height() / 336
            surf.blit(role, role.get_rect(center=(int(206 * k), int(27 * ky))))
        _icon_row(surf, list(d.vibes), (art.centerx, art.centery + art.height // 8), isz)
    elif d.kind == "bone":
        for i, (icon, need) in enumerate((("lips", d.shag), ("gun", d.assassinate))):
            cy = art.y + art.height * (1 + 2 * i) // 4
            _icon_row(
                surf,
                ["@" + icon, *need],
                (art.centerx, cy),
                min(int(isz * 0.8), art.height // 2 - 2),
            )
    elif d.kind == "swinger":
        _icon_row(surf, list(d.need), (art.centerx, art.y + art.height // 2), isz)


STYLE = card_component.register(
    card_component.CardStyle(GAME, decorate=_decorate, decorate_replaces_art=True, frame_badge=True)
)


def money(side: str, points: int) -> str:
    return f"{points} Mojo" if side == "good" else f"${points} billion"


def stage(view: dict[str, Any]) -> str:
    """What the table is at: the open prompt's kind (``happening_target``, ``brawler``,
    ``discard``), ``over`` once the game has a result, else the phase (``allegiance``, ``main``,
    ``ships``, ``fight``, ``happening``, ``slugfest``, ``cleanup``, ``evenup``)."""
    p = view.get("prompt")
    if p is not None:
        return str(p["kind"])
    if view.get("result") is not None:
        return "over"
    return str(view["phase"])


class View(GameView):
    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        return card_dict(str(card["name"]))

    game_name = GAME

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.banners: list[dict[str, Any]] = []
        self.help_winner: int | None = None
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._geo: dict[tuple[Any, ...], dict[str, Any]] = {}

    # ================================================================== geometry
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale
        self.hand_card = cards.card_size(max(s * 1.22, 1.0))  # names fit at 12 px
        self.mine_card = cards.card_size(s * 0.86)
        self.icon = max(12, int(26 * s))
        self._geo = {}

    def me(self) -> int:
        v = self.table.viewer
        return int(v) if v is not None else 0

    def geometry(self, n: int) -> dict[str, Any]:
        """Seat panels, the arena, your own area and hand row for ``n`` seats (cached)."""
        me = self.me()
        key = (n, me, self.size)
        if key in self._geo:
            return self._geo[key]
        s = self.scale
        pr = self.table.play_rect
        m = int(10 * s)
        others = [(me + k) % n for k in range(1, n)]
        k = len(others)
        # on small screens the panels keep a floor so Agents stay readable (names at 12 px)
        mine_h = max(int(430 * s), 312)
        mine = pygame.Rect(pr.x + m, pr.bottom - mine_h - m, pr.width - 2 * m, mine_h)
        top_y = pr.y + m
        top_h = max(int(300 * s), 205)
        mid_top = top_y + top_h + m
        mid_bottom = mine.top - m
        x0, x1 = pr.x + m, pr.right - m
        rects: dict[int, pygame.Rect] = {}
        if k >= 4:
            side_w = int(300 * s)
            left, right, top = others[0], others[-1], others[1:-1]
            rects[left] = pygame.Rect(x0, top_y, side_w, mid_bottom - top_y)
            rects[right] = pygame.Rect(x1 - side_w, top_y, side_w, mid_bottom - top_y)
            tx0, tx1 = x0 + side_w + m, x1 - side_w - m
        else:
            top = others
            tx0, tx1 = x0, x1
        count = max(1, len(top))
        width = min(int(620 * s), (tx1 - tx0 - m * (count - 1)) // count)
        total = count * width + (count - 1) * m
        x = (tx0 + tx1) // 2 - total // 2
        for o in top:
            rects[o] = pygame.Rect(x, top_y, width, top_h)
            x += width + m
        arena = pygame.Rect(tx0, mid_top, tx1 - tx0, mid_bottom - mid_top)
        hand_h = self.hand_card[1]
        hand_row = pygame.Rect(
            mine.x + int(12 * s),
            mine.bottom - hand_h - int(10 * s),
            mine.width - self.legend_w(),
            hand_h,
        )
        mine_table = pygame.Rect(mine.x, mine.y, mine.width, hand_row.top - mine.y - int(30 * s))
        geo = {
            "others": others,
            "panels": rects,
            "arena": arena,
            "mine": mine,
            "mine_table": mine_table,
            "hand_row": hand_row,
        }
        self._geo[key] = geo
        return geo

    def legend_w(self) -> int:
        """The room right of the hand row for the icons legend."""
        return int(560 * self.scale) if self.scale >= 0.99 else 280

    def hand_rects(self, n: int, geo: dict[str, Any]) -> list[pygame.Rect]:
        return row_rects(n, geo["hand_row"], self.hand_card, int(10 * self.scale), "left")

    def _grid(
        self, n: int, body: pygame.Rect, max_h: int, names: list[str] | None = None
    ) -> list[pygame.Rect]:
        """``n`` card slots inside ``body``, never overlapping: the largest cards in one to three
        rows at which every name in ``names`` is drawn whole; when a row is too crowded for
        whole cards, squat ones (name, icons and worth on a shorter face) in more rows."""
        if n == 0:
            return []
        key = (n, tuple(body), max_h, tuple(names or ()), self.scale)
        memo: dict[Any, list[pygame.Rect]] = self.__dict__.setdefault("_grid_memo", {})
        hit = memo.get(key)
        if hit is None:
            if len(memo) > 256:
                memo.clear()
            hit = memo[key] = self._grid_uncached(n, body, max_h, names)
        return [r.copy() for r in hit]

    def _grid_uncached(
        self, n: int, body: pygame.Rect, max_h: int, names: list[str] | None
    ) -> list[pygame.Rect]:
        gap = max(2, int(8 * self.scale))
        cands: list[tuple[int, int, int]] = []  # rows, w, h
        std_w = int(max_h / CARD_RATIO)
        for rows in (1, 2, 3):
            per = math.ceil(n / rows)
            row_h = min(max_h, (body.height - gap * (rows - 1)) // rows)
            col_w = min(int(std_w * 1.5), (body.width - gap * (per - 1)) // per)
            if row_h < 40 or col_w < 40:
                continue
            w0 = min(col_w, int(row_h / CARD_RATIO))
            cands.append((rows, w0, int(w0 * CARD_RATIO)))  # a whole card
            for w in range(w0 + 6, col_w + 1, 6):  # wider (squat) faces for long names
                cands.append((rows, w, min(row_h, int(w * CARD_RATIO))))

        def whole(c: tuple[int, int, int]) -> bool:
            size = (c[1], c[2])
            return all(card_component.name_fits(GAME, card_dict(nm), size) for nm in names or [])

        ok = [c for c in cands if whole(c)]
        pool = ok or cands
        if not pool:
            w = max(10, int(body.height / CARD_RATIO))
            step = max(4, (body.width - w) // max(1, n - 1))
            return [pygame.Rect(body.x + i * step, body.y, w, body.height) for i in range(n)]
        # the tallest faces (art and icons largest), then the least squat
        rows, w, h = max(pool, key=lambda c: (c[2], -c[1]))
        per = math.ceil(n / rows)
        out = []
        for i in range(n):
            r, c = divmod(i, per)
            out.append(pygame.Rect(body.x + c * (w + gap), body.y + r * (h + gap), w, h))
        return out

    def panel_layout(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """Inside a seat's panel (or your own table area): header, body and card slots."""
        geo = self.geometry(len(view["seats"]))
        s = self.scale
        mine = seat == self.me()
        rect: pygame.Rect = geo["mine_table"] if mine else geo["panels"][seat]
        head_h = int(70 * s)
        body = pygame.Rect(
            rect.x + int(12 * s),
            rect.y + head_h,
            rect.width - int(24 * s),
            rect.height - head_h - int(10 * s),
        )
        if mine:
            # your own zone is a wide, short band: the cards lie right of the header lines
            # (name, Mojo and vibes), the band's whole height, so they are whole cards whose
            # names are read whole (under the header they were squat, their names cut)
            head_w = int(330 * s)
            right = (
                rect.right
                - int(12 * s)
                - 2 * (int((head_h - int(14 * s)) / CARD_RATIO) + int(10 * s))
            )
            body = pygame.Rect(
                rect.x + head_w,
                rect.y + int(8 * s),
                right - rect.x - head_w,
                rect.height - int(16 * s),
            )
        table = pile(view, "table", seat) or []
        max_h = max(self.mine_card[1], 120) if mine else max(body.height, 140)
        slots = self._grid(len(table), body, max_h, [str(c["name"]) for c in table])
        return {"rect": rect, "body": body, "slots": list(zip(table, slots)), "head_h": head_h}

    def arena_layout(self, view: dict[str, Any]) -> dict[str, Any]:
        """The arena: the two Agents of an attempt (or a Slugfest's brawlers) and their bones."""
        geo = self.geometry(len(view["seats"]))
        s = self.scale
        arena: pygame.Rect = geo["arena"]
        out: dict[str, Any] = {"agents": [], "bones": []}
        # a low arena (3+ seats at 1024x600) still gets cards a person can read
        h = max(min(int(200 * s), arena.height - int(70 * s)), min(int(90 * s), arena.height))
        w = int(h / CARD_RATIO)
        y = max(arena.y, min(arena.y + int(44 * s), arena.bottom - h))
        f = view.get("fight")
        if f:
            half = arena.width // 2
            for side, sign in (("att", 1), ("def", -1)):
                agent_x = arena.x + int(30 * s) if sign == 1 else arena.right - int(30 * s) - w
                ar = pygame.Rect(agent_x, y, w, h)
                out["agents"].append((side, f[side]["card"], f[side]["seat"], ar))
                bones = [b for b in f["bones"] if b["on"] == side]
                gap = int(14 * s)
                room = half - int(110 * s) - 2 * w - gap
                step = min(int(w * 0.5), room // max(1, len(bones) - 1)) if len(bones) > 1 else 0
                for i, b in enumerate(bones):
                    dx = (w + gap + i * step) * sign
                    out["bones"].append((b, ar.move(dx, int(8 * s)), side))
            return out
        b = view.get("brawl")
        if b and b.get("agents"):
            ents = [int(x) for x in b["agents"]]
            slot = arena.width // max(1, len(ents))
            for i, seat in enumerate(ents):
                ar = pygame.Rect(arena.x + i * slot + int(16 * s), y, w, h)
                out["agents"].append((f"brawl{seat}", b["agents"][str(seat)], seat, ar))
                bones = [x for x in b["bones"] if x["seat"] == seat]
                room = slot - 2 * w - int(50 * s)
                step = min(int(w * 0.4), room // max(1, len(bones) - 1)) if len(bones) > 1 else 0
                for j, x in enumerate(bones):
                    dx = w + int(10 * s) + j * step
                    out["bones"].append((x, ar.move(dx, int(8 * s)), f"brawl{seat}"))
        return out

    # ================================================================== helpers
    def names(self, view: dict[str, Any]) -> dict[int, str]:
        return names_in_view(view)

    def d(self, view: dict[str, Any], cid: int) -> CardDef | None:
        name = self.names(view).get(int(cid))
        return CARDS.get(name) if name else None

    def seat_name(self, seat: int) -> str:
        return str(self.table.session.seat_name(seat))

    def face(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """A card face (the shared renderer, in the Austin style registered below)."""
        return cards.face(GAME, card_dict(name), size)

    def back(self, side: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("back:" + side, size)
        surf = self._faces.get(key)
        if surf is None:
            img = assets.image(f"{GAME}/back_{side or 'good'}.png", size)
            surf = img if img is not None else cards.back(GAME, size)
            self._faces[key] = surf
        return surf

    # ================================================================== table hooks
    def is_window(self, view: dict[str, Any]) -> bool:
        # the ships window is an ordinary reaction window (ship Agent or pass); the two races
        # are this view's own timed windows (see ``update``). The table asks right after a move
        # with the view from before it (``update_viewer`` runs before ``refresh``), which would
        # pass the screen to the first human opponent when a ship Agent opens the window: the
        # phase is public, so the live one decides.
        return bool(self.table.game.flow.phase == "ships")

    def window_anchor(self) -> tuple[int, int]:
        geo = self.geometry(len(self.table.view["seats"]))
        a: pygame.Rect = geo["arena"]
        return (a.centerx, a.bottom - int(8 * self.scale))

    def window_text(self, view: dict[str, Any]) -> str:
        """The ship window's title: whose ship Agent is answered. Every opponent is asked
        whatever they hold, so the text names nobody else. The longest wording that fits the
        table's bar (760 wide at 1920, bold 22 type) is used."""
        if stage(view) != "ships":
            return "Reactions?"
        name = self.seat_name(int(view["current"]))
        s = self.scale
        room = int(728 * s)
        font = assets.font(int(22 * s), "bold")
        for text in (
            f"{name} played a ship Agent: play one of yours out of turn?",
            f"{name}'s ship Agent: play one of yours, out of turn?",
            "A ship Agent! Play one of yours, out of turn?",
        ):
            if font.size(text)[0] <= room:
                return text
        return "Ship Agent! One of yours?"

    def window_hint(self, view: dict[str, Any]) -> str:
        if stage(view) == "ships":
            return "Drag a ship Agent to your table, or Space: none"
        return super().window_hint(view)

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        ph = stage(view)
        cur = view["current"]
        who = "Your" if cur == seat else f"{self.seat_name(cur)}'s"
        if view.get("winner") is not None or ph == "over":
            return "Game over"
        if ph == "allegiance":
            return "Daddy pants: choose Good or Evil" if cur == seat else f"{who} choice of side"
        if ph == "main":
            if cur == seat:
                n = view["actions"]
                return f"Your turn \u2014 {n} action{'s' if n != 1 else ''} left"
            return f"{who} turn"
        if ph == "fight":
            f = view["fight"]
            if f["helpers"] is not None:
                asker = f[f["to_move"]]["seat"]
                if seat is not None and seat == self.help_winner:
                    return "Your bone lands first! Click the Frickin' Bone to throw"
                return f"{self.seat_name(asker)} asks for a Frickin' Bone!"
            mover = f[f["to_move"]]["seat"]
            if mover == seat:
                return "Your move: throw a bone, ask for help or give up"
            return f"{self.seat_name(mover)} to throw a Frickin' Bone"
        if ph == "ships":
            if seat == cur:
                return "Ship Agents: your opponents may answer with one of theirs"
            return f"{self.seat_name(cur)} played a ship Agent: answer with one, or pass"
        if ph in ("happening", "happening_target"):
            hs = view["happening"]["seat"]
            if ph == "happening_target" and hs == seat:
                return "Tie for last: choose the target of your Happening"
            return f"{self.seat_name(hs)} plays a Happening!"
        if ph == "brawler":
            return "Slugfest: pick your Assassin" if seat in view["active"] else "Slugfest!"
        if ph == "slugfest":
            t = view["brawl"]["turn"]
            return "Slugfest: your bone, or drop out" if t == seat else "Slugfest!"
        if ph == "cleanup":
            return (
                "Click cards to discard them, then Even up"
                if cur == seat
                else f"{who} turn: evening up"
            )
        if ph in ("discard", "evenup"):
            if seat in view["active"]:
                return "Too many cards: click cards to discard down to six"
            return "Evening up"
        return ""

    # ================================================================== gestures
    def _acting(self, view: dict[str, Any], seat: int | None) -> bool:
        return seat is not None and seat in view["active"]

    def draggables(self, view: dict[str, Any], seat: int | None) -> list[Draggable]:
        if not self._acting(view, seat) or seat != self.me():
            return []
        ph = stage(view)
        if ph not in ("main", "ships", "fight", "slugfest") or self.help_winner == seat:
            return []
        geo = self.geometry(len(view["seats"]))
        out: list[Draggable] = []
        hand = pile(view, "hand", seat) or []
        for c, r in zip(hand, self.hand_rects(len(hand), geo)):
            out.append(
                Draggable(
                    ("hand", c["id"]),
                    r,
                    self.face(c["name"], self.hand_card),
                    {"from": "hand", "id": c["id"], "name": c["name"]},
                )
            )
        if ph == "main":
            for c, r in self.panel_layout(view, seat)["slots"]:
                if CARDS[c["name"]].kind == "agent":
                    out.append(
                        Draggable(
                            ("table", c["id"]),
                            r,
                            self.face(c["name"], r.size),
                            {"from": "table", "id": c["id"], "name": c["name"]},
                        )
                    )
        return out

    def drop_targets(
        self, view: dict[str, Any], seat: int | None, payload: Any
    ) -> list[DropTarget]:
        geo = self.geometry(len(view["seats"]))
        out: list[DropTarget] = []
        pad = int(6 * self.scale)
        for side, cid, _owner, r in self.arena_layout(view)["agents"]:
            out.append(DropTarget(("arena", side, cid), r.inflate(pad * 4, pad * 4), "arena"))
        for o in geo["others"]:
            for c, r in self.panel_layout(view, o)["slots"]:
                out.append(DropTarget(("agent", c["id"]), r.inflate(pad, pad), c["name"]))
        for o in geo["others"]:
            out.append(DropTarget(("seat", o), geo["panels"][o], self.seat_name(o)))
        out.append(DropTarget(("mine",), geo["mine_table"], "your table"))
        out.append(DropTarget(("arena",), geo["arena"], "arena"))
        return out

    def candidates(
        self, seat: int, payload: Any, target: Any, view: dict[str, Any], legal: list[Action]
    ) -> tuple[list[Action], Action | None]:
        cid = int(payload["id"])
        kind = target[0]
        if payload["from"] == "table":
            if kind == "agent":
                t = int(target[1])
                m = [a for a in legal if a.verb == "attempt" and a.args == (cid, t)]
                return m, Action(seat, "attempt", (cid, t))
            return [], None
        d = CARDS[payload["name"]]
        if d.kind == "bone":
            verb = "bone"
            f = view.get("fight")
            if f and f["helpers"] is not None:
                verb = "throw"
            nominal = Action(seat, verb, (cid,))
            if kind == "arena" and len(target) == 3:
                side = str(target[1])
                if f:
                    ok = side == f["to_move"]
                else:
                    ok = side == f"brawl{seat}"
                if not ok:
                    return [], None
                return [a for a in legal if a.verb == verb and a.args == (cid,)], nominal
            return [], nominal if kind in ("mine", "arena") else None
        if d.kind == "agent":
            if kind in ("mine",):
                m = [a for a in legal if a.verb in ("agent", "ship") and a.args == (cid,)]
                verb = "ship" if stage(view) == "ships" else "agent"
                return m, Action(seat, verb, (cid,))
            return [], Action(seat, "agent", (cid,)) if kind == "arena" else None
        if d.kind in ("happening", "brawl"):
            if kind in ("mine", "arena"):
                return [a for a in legal if a.verb == d.kind and a.args == (cid,)], Action(
                    seat, d.kind, (cid,)
                )
            return [], None
        # Swingers: the drop point says the target when the effect needs one
        swings = [a for a in legal if a.verb == "swing" and a.args[0] == cid]
        nominal = Action(seat, "swing", (cid, "vibe"))

        def wants(a: Action) -> str | None:
            eff = d.vibe_effect if a.args[1] == "vibe" else d.free_effect
            return target_kind(eff) if len(a.args) > 2 else None

        if kind == "agent":
            t = int(target[1])
            m = [a for a in swings if wants(a) == "agent" and a.args[2] == t]
            return m, Action(seat, "swing", (cid, "vibe", t))
        if kind == "seat":
            t = int(target[1])
            m = [a for a in swings if wants(a) == "seat" and a.args[2] == t]
            if not m:
                m = [a for a in swings if wants(a) is None]
            return m, nominal
        if kind in ("mine", "arena"):
            return swings, nominal
        return [], None

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        names = self.names(view)
        v, args = action.verb, action.args
        if v == "swing":
            d = CARDS[names.get(int(args[0]), "")] if int(args[0]) in names else None
            mode = "with vibes" if args[1] == "vibe" else "free"
            eff: tuple[EffectCall, ...] = ()
            if d is not None:
                eff = d.vibe_effect if args[1] == "vibe" else d.free_effect
            label = f"{names.get(int(args[0]), 'Swinger')} ({mode})"
            if len(args) > 2:
                tk = target_kind(eff)
                t = int(args[2])
                label += ": " + (self.seat_name(t) if tk == "seat" else names.get(t, str(t)))
            return label
        if v == "use":
            label = f"Use {names.get(int(args[0]), 'Swinger')}"
            if len(args) > 1:
                d = CARDS.get(names.get(int(args[0]), ""))
                tk = target_kind(d.use) if d else None
                t = int(args[1])
                label += ": " + (self.seat_name(t) if tk == "seat" else names.get(t, str(t)))
            return label
        if v == "agent":
            return f"Play {names.get(int(args[0]), 'Agent')}"
        if v == "ship":
            return f"Ship Agent {names.get(int(args[0]), '')}"
        if v == "attempt":
            return f"{names.get(int(args[0]), '?')} attempts {names.get(int(args[1]), '?')}"
        if v in ("bone", "throw"):
            return f"Throw {names.get(int(args[0]), 'a bone')}"
        if v == "happening_target":
            return f"Target: {self.seat_name(int(args[0]))}"
        return str(action)

    def clickables(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[Clickable]:
        if seat is None or not legal:
            return []
        ph = stage(view)
        geo = self.geometry(len(view["seats"]))
        out: list[Clickable] = []
        hand = pile(view, "hand", seat) or []
        hand_rects = self.hand_rects(len(hand), geo)
        # a prompt's cards (discard down to six, a melee's Assassin) are the shared prompt's
        if ph == "cleanup" or (ph == "fight" and self.help_winner == seat):
            verb = {"cleanup": "toss", "fight": "throw"}[ph]
            for c, r in reversed(list(zip(hand, hand_rects))):
                out.append(Clickable(r, Action(seat, verb, (c["id"],)), verb))
        if ph == "happening_target":  # the tied seats' panels (the prompt's buttons too)
            for s in view["happening"]["tied"]:
                r = geo["panels"].get(s)
                if r is not None:
                    out.append(Clickable(r, Action(seat, "happening_target", (s,)), "target"))
        if ph == "main":
            for c, r in self.panel_layout(view, seat)["slots"]:
                if CARDS[c["name"]].kind == "swinger":
                    uses = [a for a in legal if a.verb == "use" and a.args[0] == c["id"]]
                    out.append(
                        Clickable(r, Action(seat, "use", (c["id"],)), "use", choices=uses or None)
                    )
        return out

    def buttons(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[ActionButton]:
        out: list[ActionButton] = []
        if self.help_winner is not None and seat == self.help_winner:
            return out
        for a in legal:
            v = a.verb
            if v == "allegiance":
                out.append(ActionButton(f"Play {str(a.args[0]).capitalize()}", a))
            elif v == "end":
                out.append(ActionButton("I'm spent!", a, "Return", primary=True))
            elif v == "pass":
                out.append(ActionButton("No ship Agent", a, "Space", primary=True))
            elif v == "help":
                out.append(ActionButton("Ask for help", a, "H", primary=True))
            elif v == "give_up":
                out.append(ActionButton("Give up", a, "G"))
            elif v == "decline":
                out.append(ActionButton("Throw no bone", a, "Space"))
            elif v == "drop":
                out.append(ActionButton("Drop out", a, "Space"))
            elif v == "even_up":
                out.append(ActionButton("Even up", a, "Return", primary=True))
        return out

    # ------------------------------------------------------------------ the shared prompt
    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        geo = self.geometry(len(view["seats"]))
        hand = pile(view, "hand", self.me()) or []
        for c, r in zip(hand, self.hand_rects(len(hand), geo)):
            if c["id"] == card_id:
                return r
        for s in range(len(view["seats"])):
            for c, r in self.panel_layout(view, s)["slots"]:
                if c["id"] == card_id:
                    return r  # type: ignore[no-any-return]
        return None

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        name = self.names(view).get(int(card_id))
        return card_dict(name) if name else None

    def inspect_at(self, view: dict[str, Any], pos: tuple[int, int]) -> dict[str, Any] | None:
        geo = self.geometry(len(view["seats"]))
        me = self.me()
        hand = pile(view, "hand", me) or []
        for c, r in reversed(list(zip(hand, self.hand_rects(len(hand), geo)))):
            if r.collidepoint(pos):
                return card_dict(c["name"])
        lay = self.arena_layout(view)
        for b, r, _side in reversed(lay["bones"]):
            if r.collidepoint(pos):
                return card_dict(b["card"]["name"])
        names = self.names(view)
        for _side, cid, _o, r in lay["agents"]:
            if r.collidepoint(pos) and cid in names:
                return card_dict(names[cid])
        for s in range(len(view["seats"])):
            for c, r in reversed(self.panel_layout(view, s)["slots"]):
                if r.collidepoint(pos):
                    return card_dict(c["name"])
            sr = self.score_rect(view, s)
            scored = pile(view, "score", s)
            if sr is not None and sr.collidepoint(pos) and scored:
                return card_dict(scored[-1]["name"])
            dr = self.discard_rect(view, s)
            gone = pile(view, "discard", s)
            if dr is not None and dr.collidepoint(pos) and gone:
                return card_dict(gone[-1]["name"])
        return None

    def ui_click(self, view: dict[str, Any], pos: tuple[int, int]) -> bool:
        """A click on a score or discard pile browses it (the shared pile viewer)."""
        for s in range(len(view["seats"])):
            for what, r in (
                ("score", self.score_rect(view, s)),
                ("discard", self.discard_rect(view, s)),
            ):
                got = pile(view, what, s)
                if r is not None and r.collidepoint(pos) and got:
                    cards_ = [card_dict(c["name"]) for c in got]
                    self.piles.open(f"{self.seat_name(s)}'s {what} pile", cards_)
                    return True
        return False

    # ================================================================== events
    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        now = time.monotonic()
        for e in events:
            k = e["kind"]
            data = e.get("data") or {}
            if k == "BoneThrown":
                m = re.search(r"\u201c(.+)\u201d|\"(.+)\"$", e["text"])
                quote = (m.group(1) or m.group(2)) if m else "Frickin' Bone!"
                self.banners = [
                    {"big": quote, "small": "", "t0": now, "card": data.get("card"), "kind": k}
                ]
            elif k == "AttemptDeclared":
                verb = "SHAG" if data.get("kind") == "shag" else "ASSASSINATION"
                self.banners = [{"big": f"{verb} ATTEMPT!", "small": e["text"], "t0": now}]
            elif k == "HelpAsked":
                self.banners = [{"big": "Throw me a Frickin' Bone!", "small": e["text"], "t0": now}]
            elif k in ("AttackWon", "SlugfestWon"):
                self.banners = [{"big": e["text"], "small": "", "t0": now, "size": 40}]
            elif k == "CardRevealed":
                self.banners = [
                    {"big": str(data.get("name", "Happening")), "small": e["text"], "t0": now}
                ]
        if any(e["kind"] in ("BoneThrown", "AttackWon", "TurnStarted") for e in events):
            self.help_winner = None

    def busy(self) -> bool:
        now = time.monotonic()
        self.banners = [b for b in self.banners if now - b["t0"] < BANNER_SECONDS]
        return bool(self.banners)

    # ================================================================== races
    def race_winner_picks(self, seat: int | None) -> None:
        """The table's race runner: ``seat`` landed first in the help race and picks which
        bone to throw (its gestures are narrowed to that); None when it is over."""
        self.help_winner = seat

    # ================================================================== drawing
    def static_key(self, view: dict[str, Any]) -> Any:
        """What ``draw_static`` depends on (the table redraws its layer when it changes)."""
        return (self.size, self.me(), len(view["seats"]))

    def draw_static(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """What never moves, drawn once per window size into the table's layer: the seat
        panels (a turn's edge is drawn over them), the arena's panel and the icons legend."""
        n = len(view["seats"])
        geo = self.geometry(n)
        self._static_rects: set[tuple[int, int, int, int]] = set()
        for seat in range(n):
            r = geo["mine_table"] if seat == self.me() else geo["panels"][seat]
            theme.panel(surf, r, SEAT_PANEL, edge=theme.PANEL_EDGE, radius=14)
            self._static_rects.add(tuple(r))  # type: ignore[arg-type]
        theme.panel(surf, geo["arena"], ARENA_PANEL, radius=24, edge=ARENA_EDGE)
        self._static_rects.add(tuple(geo["arena"]))  # type: ignore[arg-type]
        self.draw_legend(surf, geo)
        self._static_rects.add(tuple(self.legend_rect(geo)))  # type: ignore[arg-type]

    def _in_layer(self, r: pygame.Rect) -> bool:
        return tuple(r) in getattr(self, "_static_rects", ())

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        geo = self.geometry(len(view["seats"]))
        for o in geo["others"]:
            self.draw_seat(surf, view, o, t)
        self.draw_arena(surf, view, t)
        self.draw_seat(surf, view, self.me(), t)
        self.draw_hand(surf, view)
        if not self._in_layer(self.legend_rect(geo)):
            self.draw_legend(surf, geo)
        self.draw_banner(surf, view)

    LEGEND = (
        ("groovy", "Groovy"),
        ("shagadelic", "Shagadelic"),
        ("randy", "Randy"),
        ("creepy", "Creepy"),
        ("lips", "Shagger"),
        ("gun", "Assassin"),
    )

    def legend_rect(self, geo: dict[str, Any]) -> pygame.Rect:
        """Right of the hand row, above the action buttons."""
        s = self.scale
        row: pygame.Rect = geo["hand_row"]
        mine: pygame.Rect = geo["mine"]
        x = row.right + int(24 * s)
        bottom = self.table.play_rect.bottom - int(80 * s)
        return pygame.Rect(x, row.y, mine.right - int(12 * s) - x, max(0, bottom - row.y))

    def draw_legend(self, surf: pygame.Surface, geo: dict[str, Any]) -> None:
        """What the icons mean: the four vibes and the two Agent roles."""
        s = self.scale
        rect = self.legend_rect(geo)
        px = theme.px(17 * s)
        line = int(px * 1.6)
        if rect.width < 200 or rect.height < px + (1 + math.ceil(6 / 3)) * line:
            return
        theme.panel(surf, rect, (12, 16, 24, 200), radius=10)
        pad = max(6, int(10 * s))
        theme.blit_text(surf, "Icons", px, (rect.x + pad, rect.y + pad // 2), theme.ACCENT, "bold")
        cols = 3 if rect.width >= int(330 * max(1.0, s)) else 2
        cw = (rect.width - 2 * pad) // cols
        isz = int(px * 1.3)
        for i, (icon, label) in enumerate(self.LEGEND):
            r, c = divmod(i, cols)
            x = rect.x + pad + c * cw
            y = rect.y + pad // 2 + line + r * line
            img = assets.image(f"{GAME}/icons/{icon}.png", (isz, isz))
            if img is not None:
                surf.blit(img, (x, y))
            else:
                pygame.draw.circle(
                    surf, VIBE_COLOURS.get(icon, (200, 200, 200)), (x + isz // 2, y + isz // 2),
                    isz // 2,
                )  # fmt: skip
            size, text = theme.fit_text(label, px, cw - isz - 8)
            theme.blit_text(
                surf, text, size, (x + isz + 5, y + isz // 2), theme.TEXT, anchor="midleft"
            )

    def discard_rect(self, view: dict[str, Any], seat: int) -> pygame.Rect | None:
        """The seat's discard pile, left of its score pile (a Time-Travel Portal takes the top
        Agent of it: players plan with it)."""
        sc = self.score_rect(view, seat)
        if sc is None:
            return None
        return sc.move(-(sc.width + int(10 * self.scale)), 0)

    def score_rect(self, view: dict[str, Any], seat: int) -> pygame.Rect | None:
        lay = self.panel_layout(view, seat)
        r: pygame.Rect = lay["rect"]
        s = self.scale
        h = lay["head_h"] - int(14 * s)
        w = int(h / CARD_RATIO)
        return pygame.Rect(r.right - w - int(12 * s), r.y + int(8 * s), w, h)

    def draw_seat(self, surf: pygame.Surface, view: dict[str, Any], seat: int, t: float) -> None:
        s = self.scale
        st = view["seats"][seat]
        lay = self.panel_layout(view, seat)
        r: pygame.Rect = lay["rect"]
        mine = seat == self.me()
        side = st["side"]
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        turn = view["current"] == seat and view.get("winner") is None
        active = seat in view["active"]
        edge = colour if turn else theme.PANEL_EDGE
        if not self._in_layer(r):
            theme.panel(surf, r, SEAT_PANEL, edge=edge, radius=14)
        if turn:
            pygame.draw.rect(surf, colour, r, 3, border_radius=14)
        if stage(view) == "happening_target" and seat in view["happening"]["tied"]:
            theme.glow(surf, r, t=t)
        x, y = r.x + int(12 * s), r.y + int(8 * s)
        name = self.seat_name(seat)
        if mine and self.table.viewer is not None and name.lower() != "you":
            name += " (you)"
        nr = theme.blit_text(surf, name, int(21 * s), (x, y), colour, "bold")
        tag = side.upper() if side else "?"
        tr = pygame.Rect(nr.right + int(10 * s), y + int(2 * s), 0, int(22 * s))
        img = theme.text(tag, int(14 * s), (20, 10, 30), "bold")
        tr.width = img.get_width() + int(12 * s)
        pygame.draw.rect(surf, SIDE_COLOURS.get(side, (180, 180, 180)), tr, border_radius=8)
        surf.blit(img, img.get_rect(center=tr.center))
        info = f"hand {pile_count(view, 'hand', seat)} \u00b7 deck {pile_count(view, 'deck', seat)}"
        if active and not turn and stage(view) not in ("ships",):
            info += " \u00b7 to act"
        ix = tr.right + int(10 * s)
        sc = self.score_rect(view, seat)
        dr = self.discard_rect(view, seat)
        room = (dr.x if dr else r.right) - ix - int(8 * s)
        if mine:
            room = min(room, lay["body"].x - ix - int(8 * s))  # your cards lie right of it
        if theme.text(info, int(15 * s)).get_width() <= room:
            theme.blit_text(surf, info, int(15 * s), (ix, y + int(4 * s)), theme.MUTED)
        elif mine:  # a third line under the Mojo, inside the header column
            px, info = theme.fit_text(info, int(15 * s), lay["body"].x - x - int(8 * s))
            theme.blit_text(surf, info, px, (x, y + int(62 * s)), theme.MUTED)
        # score and vibes
        y2 = y + int(30 * s)
        unit = money(side, st["score"])
        sr = theme.blit_text(surf, unit, int(22 * s), (x, y2), theme.ACCENT, "bold")
        vx = sr.right + int(14 * s)
        counts = {v: st["vibes"].count(v) for v in VIBES}
        isz = int(self.icon * 0.95)
        for v in VIBES:
            if not counts[v]:
                continue
            stop = lay["body"].x if mine else (dr.x if dr is not None else r.right)
            if vx + isz + int(30 * s) > stop:
                break
            img2 = assets.image(f"{GAME}/icons/{v}.png", (isz, isz))
            if img2 is not None:
                surf.blit(img2, (vx, y2 - int(2 * s)))
            else:
                pygame.draw.circle(surf, VIBE_COLOURS[v], (vx + isz // 2, y2 + isz // 2), isz // 2)
            lr = theme.blit_text(
                surf, f"\u00d7{counts[v]}", int(16 * s), (vx + isz + 1, y2 + int(3 * s)), theme.TEXT
            )
            vx = lr.right + int(8 * s)
        # score pile
        if sc is not None:
            scored = pile(view, "score", seat) or []
            if scored:
                for i in range(min(3, len(scored)) - 1, -1, -1):
                    surf.blit(self.face(scored[-1 - i]["name"], sc.size), sc.move(-i * 2, i * 2))
                badge = theme.text(str(len(scored)), int(14 * s), (20, 20, 20), "bold")
                br = badge.get_rect(center=(sc.right - 2, sc.bottom - 2)).inflate(8, 4)
                pygame.draw.rect(surf, theme.ACCENT, br, border_radius=6)
                surf.blit(badge, badge.get_rect(center=br.center))
            else:
                pygame.draw.rect(surf, (90, 90, 100), sc, 1, border_radius=4)
        # discard pile (face up: the top card and a count)
        if dr is not None:
            gone = pile(view, "discard", seat) or []
            if gone:
                surf.blit(self.face(gone[-1]["name"], dr.size), dr)
                badge = theme.text(str(len(gone)), int(14 * s), theme.TEXT, "bold")
                br = badge.get_rect(center=(dr.right - 2, dr.bottom - 2)).inflate(8, 4)
                pygame.draw.rect(surf, (60, 66, 80), br, border_radius=6)
                surf.blit(badge, badge.get_rect(center=br.center))
            else:
                pygame.draw.rect(surf, (70, 70, 80), dr, 1, border_radius=4)
        # active Agents and table Swingers
        in_fight = set()
        f = view.get("fight")
        if f:
            in_fight = {f["att"]["card"], f["def"]["card"]}
        b = view.get("brawl")
        if b:
            in_fight |= {int(v) for v in b["agents"].values()}
        drag = self.table.drag
        dragged = drag["item"].key if drag else None
        snap = self.table.snap["key"] if self.table.snap else None
        for c, cr in lay["slots"]:
            if ("table", c["id"]) in (dragged, snap):
                continue
            face = self.face(c["name"], cr.size)
            surf.blit(face, cr)
            if c["id"] in in_fight:
                veil = pygame.Surface(cr.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 120))
                surf.blit(veil, cr)
                theme.blit_text(
                    surf,
                    "IN ARENA",
                    max(9, int(13 * s)),
                    cr.center,
                    theme.ACCENT,
                    "bold",
                    anchor="center",
                )
        if not lay["slots"]:
            theme.blit_text(
                surf,
                "Drag Agents here to play them" if mine else "no active Agents",
                int(17 * s),
                lay["body"].center
                if not mine
                else (lay["body"].x + int(8 * s), lay["body"].y + int(30 * s)),
                (150, 160, 170),
                anchor="center" if not mine else "topleft",
            )
        if view.get("winner") == seat:
            theme.blit_text(
                surf,
                "WINNER",
                int(22 * s),
                (r.right - int(60 * s), r.bottom - int(30 * s)),
                theme.ACCENT,
                "bold",
                anchor="center",
            )

    def draw_arena(self, surf: pygame.Surface, view: dict[str, Any], t: float) -> None:
        s = self.scale
        geo = self.geometry(len(view["seats"]))
        arena: pygame.Rect = geo["arena"]
        if not self._in_layer(arena):
            theme.panel(surf, arena, ARENA_PANEL, radius=24, edge=ARENA_EDGE)
        lay = self.arena_layout(view)
        f = view.get("fight")
        b = view.get("brawl")
        hap = view.get("happening")
        names = self.names(view)
        if f:
            verb = "SHAG ATTEMPT" if f["kind"] == "shag" else "ASSASSINATION ATTEMPT"
            icon = assets.image(
                f"{GAME}/icons/{'lips' if f['kind'] == 'shag' else 'gun'}.png",
                (int(30 * s), int(30 * s)),
            )
            tr = theme.blit_text(
                surf,
                verb,
                int(24 * s),
                (arena.centerx, arena.y + int(10 * s)),
                theme.ACCENT,
                "serif",
                anchor="midtop",
                shadow=True,
            )
            if icon is not None:
                surf.blit(icon, (tr.x - int(38 * s), tr.y))
                surf.blit(icon, (tr.right + int(8 * s), tr.y))
            theme.blit_text(
                surf,
                "VS",
                int(46 * s),
                arena.center,
                (255, 255, 255),
                "serif",
                anchor="center",
                shadow=True,
            )
        elif b:
            theme.blit_text(
                surf,
                b["card"]["name"].upper(),
                int(24 * s),
                (arena.centerx, arena.y + int(10 * s)),
                theme.ACCENT,
                "serif",
                anchor="midtop",
                shadow=True,
            )
            if not b["agents"] or b["picking"]:
                theme.blit_text(
                    surf,
                    "Every player picks an Assassin for the melee\u2026",
                    int(20 * s),
                    arena.center,
                    theme.TEXT,
                    anchor="center",
                )
        elif hap:
            hs = hap["seat"]
            side = view["seats"][hs]["side"]
            size = (int(110 * s), int(154 * s))
            cr = pygame.Rect(0, 0, *size)
            cr.center = (arena.centerx, arena.centery + int(8 * s))
            theme.shadow(surf, cr)
            if hap.get("card") and stage(view) != "happening":
                surf.blit(self.face(hap["card"]["name"], size), cr)
            else:
                surf.blit(self.back(side, size), cr)
            gesture = "peace sign" if side == "good" else "evil pinky smirk"
            theme.blit_text(
                surf,
                f"{self.seat_name(hs)} plays a Happening and makes the {gesture}!",
                int(20 * s),
                (arena.centerx, arena.y + int(12 * s)),
                theme.ACCENT,
                "bold",
                anchor="midtop",
            )
            if hap["tied"]:
                tied = ", ".join(self.seat_name(x) for x in hap["tied"])
                theme.blit_text(
                    surf,
                    f"Tied for last: {tied}",
                    int(18 * s),
                    (arena.centerx, cr.bottom + int(8 * s)),
                    theme.TEXT,
                    anchor="midtop",
                )
        elif view.get("winner") is None and stage(view) != "over":
            theme.blit_text(
                surf,
                "The arena",
                int(30 * s),
                (arena.centerx, arena.centery - int(22 * s)),
                (170, 190, 180),
                "serif",
                anchor="center",
            )
            theme.blit_text(
                surf,
                "Drag your Shagger or Assassin onto an opponent's Agent to attempt",
                int(17 * s),
                (arena.centerx, arena.centery + int(16 * s)),
                (150, 170, 160),
                anchor="center",
            )
        to_move = f["to_move"] if f else (f"brawl{b['turn']}" if b and b.get("in") else None)
        for side_key, cid, owner, r in lay["agents"]:
            theme.shadow(surf, r)
            if cid in names:
                surf.blit(self.face(names[cid], r.size), r)
            if side_key == to_move:
                theme.glow(surf, r, t=t)
            label = self.seat_name(owner)
            if f and f[side_key]["asked"]:
                label += " \u00b7 asked for help"
            theme.blit_text(
                surf,
                label,
                int(16 * s),
                (r.centerx, r.bottom + int(6 * s)),
                theme.SEAT_COLOURS[owner % 6],
                "bold",
                anchor="midtop",
                shadow=True,
            )
        for bone, r, _side in lay["bones"]:
            theme.shadow(surf, r, offset=4)
            surf.blit(self.face(bone["card"]["name"], r.size), r)
        if f and f["helpers"] is not None:
            theme.blit_text(
                surf,
                "Help asked: the first Frickin' Bone to land counts!",
                int(18 * s),
                (arena.centerx, arena.bottom - int(30 * s)),
                theme.ACCENT,
                "bold",
                anchor="center",
            )

    def score_text(self, seat: int, score: float) -> str:
        view = self.table.view
        side = view["seats"][seat]["side"] if view and seat < len(view["seats"]) else "good"
        return money(side, int(score))

    def draw_hand(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        s = self.scale
        me = self.me()
        hand = pile(view, "hand", me)
        geo = self.geometry(len(view["seats"]))
        row: pygame.Rect = geo["hand_row"]
        if hand is None:
            n = pile_count(view, "hand", me)
            for i, r in enumerate(self.hand_rects(n, geo)):
                del i
                surf.blit(self.back(view["seats"][me]["side"], r.size), r)
            return
        seat = self.table.acting_seat()
        legal = self.table.legal(seat) if seat == me else []
        usable = {a.args[0] for a in legal if a.args and a.verb not in ("attempt", "use")}
        self.draw_hand_cards(
            surf,
            hand,
            self.hand_rects(len(hand), geo),
            lambda c: self.face(c["name"], self.hand_card),
            usable,
            int(22 * s),
            theme.BAD if stage(view) in ("cleanup", "discard") else theme.GOOD,
        )
        theme.blit_text(
            surf,
            f"Your hand ({len(hand)})",
            int(16 * s),
            (row.x, row.y - int(4 * s)),
            theme.ACCENT,
            "bold",
            anchor="bottomleft",
            shadow=True,
        )

    def draw_banner(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        if not self.banners:
            return
        s = self.scale
        geo = self.geometry(len(view["seats"]))
        arena: pygame.Rect = geo["arena"]
        now = time.monotonic()
        b = self.banners[-1]
        k = (now - b["t0"]) / BANNER_SECONDS
        if not 0 <= k <= 1:
            return
        grow = min(1.0, k / 0.12)
        alpha = 255 if k < 0.75 else int(255 * (1 - (k - 0.75) / 0.25))
        size = int(b.get("size", 64) * s * (0.6 + 0.4 * grow))
        text = str(b["big"])
        while (
            size > 12
            and theme.text(text, size, (0, 0, 0), "serif").get_width() > arena.width * 0.95
        ):
            size -= 2
        img = theme.text(text, size, (255, 230, 120), "serif")
        sh = theme.text(text, size, (0, 0, 0), "serif")
        box = img.get_rect(center=arena.center).inflate(int(40 * s), int(24 * s))
        small = str(b.get("small") or "")
        if b.get("kind") == "BoneThrown" and b.get("card") is not None:
            small = self.names(view).get(int(b["card"]), "")
            small = f"Frickin' Bone: {small}" if small else ""
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (20, 6, 30, min(215, alpha)), back.get_rect(), border_radius=18)
        pygame.draw.rect(back, (255, 196, 64, alpha), back.get_rect(), 3, border_radius=18)
        surf.blit(back, box)
        sh2 = sh.copy()
        sh2.set_alpha(alpha)
        im2 = img.copy()
        im2.set_alpha(alpha)
        surf.blit(sh2, sh2.get_rect(center=(arena.centerx + 3, arena.centery + 3)))
        surf.blit(im2, im2.get_rect(center=arena.center))
        if small and alpha > 128:
            theme.blit_text(
                surf,
                small,
                int(18 * s),
                (arena.centerx, box.bottom + int(6 * s)),
                theme.TEXT,
                "bold",
                anchor="midtop",
                shadow=True,
            )
