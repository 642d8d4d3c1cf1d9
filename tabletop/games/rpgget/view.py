"""RPG Get! table (pygame): every seat's party, unconscious pile, inventory, bank (face down,
its owner sees it; flipped cards face up), score pile and reward counters; the attempt arena
with the active party facing the enemies, HP bars, ranks and status icons with a legend.

A first, plain table: cards are drawn as labelled boxes. A click on a card offers the legal
moves that name it (the table asks which when there are several); moves without a card (done,
pass, end the attack, skip, a prompt's plain options) are buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.gameview import ActionButton, Clickable, GameView

STATUS_COLOURS = {
    "poison": (150, 80, 200),
    "paralysis": (230, 210, 60),
    "stun": (240, 140, 40),
    "block": (120, 140, 160),
    "confusion": (230, 100, 180),
    "sleep": (90, 140, 230),
}
TYPE_COLOURS = {
    "character": (40, 80, 130),
    "enemy": (120, 40, 40),
    "reward": (110, 90, 30),
    "mission": (40, 110, 70),
    "event": (90, 50, 110),
    "roadblock": (90, 70, 60),
}
LABELS = {
    "done": "Done",
    "pass": "Pass",
    "end_attack": "End attack",
    "skip": "No mission",
    "set_out": "Set out",
    "redraw": "Keep hand",
    "mulligan": "New hand",
}


class View(GameView):
    game_name = "rpgget"

    # ------------------------------------------------------------------ layout
    def boxes(
        self, view: dict[str, Any], seat: int | None
    ) -> list[tuple[dict[str, Any], pygame.Rect, str]]:
        """Every drawn card: (card, rect, zone kind)."""
        pr = self.table.play_rect
        s = self.scale
        w, h = int(118 * s), int(70 * s)
        gap = int(6 * s)
        out: list[tuple[dict[str, Any], pygame.Rect, str]] = []
        n = len(view["players"])
        me = seat if seat is not None else 0
        order = [me] + [x for x in range(n) if x != me]
        col_w = pr.width // max(1, n - 1)
        att = view.get("attempt")
        for k, p in enumerate(order):
            if k == 0:
                x0, y0 = pr.left + gap, pr.bottom - 2 * h - int(150 * s)
                width = pr.width - 2 * gap
            else:
                x0, y0 = pr.left + (k - 1) * col_w + gap, pr.top + int(28 * s)
                width = col_w - 2 * gap
            per_row = max(1, width // (w + gap))
            row = 0
            for kind in ("party", "unconscious", "inventory"):
                cards = [c for c in view["zones"][f"{kind}/{p}"]["cards"] or [] if c]
                if att is not None and kind == "party":
                    cards = [
                        c
                        for c in cards
                        if c["id"] not in att["active"] and c["id"] not in att["asleep"]
                    ]
                for i, c in enumerate(cards[: per_row * 1]):
                    r = pygame.Rect(
                        x0 + i * (w + gap), y0 + int(18 * s) + row * (h + int(22 * s)), w, h
                    )
                    out.append((c, r, kind))
                if cards or kind == "party":
                    row += 1
                if row >= 2 and k:
                    break
            if k == 0:
                hand = [c for c in view["zones"][f"hand/{p}"]["cards"] or [] if c]
                bank = [c for c in view["zones"][f"bank/{p}"]["cards"] or [] if c]
                y = pr.bottom - h - gap
                for i, c in enumerate(hand + bank):
                    r = pygame.Rect(x0 + i * (w * 3 // 4 + gap), y, w * 3 // 4, h)
                    if r.right > pr.right - int(20 * s):
                        break
                    out.append((c, r, "hand" if i < len(hand) else "bank"))
        # the arena
        if att is not None:
            cy = pr.centery - int(40 * s)
            party = [c for c in [self._card(view, x) for x in att["active"] + att["asleep"]] if c]
            enemies = [c for z in ("arena", "asleep") for c in view["zones"][z]["cards"] or [] if c]
            for i, c in enumerate(party):
                out.append(
                    (c, pygame.Rect(pr.left + int(40 * s) + i * (w + gap), cy, w, h), "active")
                )
            for i, c in enumerate(enemies):
                r = pygame.Rect(pr.right - int(40 * s) - (i + 1) * (w + gap), cy, w, h)
                out.append((c, r, "enemy"))
        return out

    def _card(self, view: dict[str, Any], cid: int) -> dict[str, Any] | None:
        for z in view["zones"].values():
            for c in z["cards"] or []:
                if c and c["id"] == cid:
                    return c  # type: ignore[no-any-return]
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        s = self.scale
        pr = self.table.play_rect
        fs = max(11, int(15 * s))
        n = len(view["players"])
        me = seat if seat is not None else 0
        order = [me] + [x for x in range(n) if x != me]
        col_w = pr.width // max(1, n - 1)
        for k, p in enumerate(order):
            z = view["zones"]
            line = (
                f"{view['players'][p]['name']}  VP {view['vp'][p]}  RP {view['rp'][p]}  "
                f"deck {z[f'deck/{p}']['count']}  hand {z[f'hand/{p}']['count']}  "
                f"bank {z[f'bank/{p}']['count']}  discard {z[f'discard/{p}']['count']}"
            )
            if p in view["out"]:
                line += "  (out)"
            if k == 0:
                pos = (pr.left + 8, pr.bottom - int(70 * s) * 2 - int(150 * s) - 2)
            else:
                pos = (pr.left + (k - 1) * col_w + 8, pr.top + 4)
            colour = theme.ACCENT if p == view["current"] else theme.TEXT
            theme.blit_text(surf, line, fs, pos, colour, shadow=True)
        att = view.get("attempt")
        if att is not None:
            m = self._card(view, att["mission"])
            if m is not None:
                txt = f"Mission: {m['name']}  VP {m.get('vp', 0)} PP {m.get('pp', 0)} EP {m.get('ep', 0)} (used {att['ep_used']}) RP {m.get('rp', 0)}"
                theme.blit_text(
                    surf,
                    txt,
                    fs + 2,
                    (pr.centerx, pr.centery - int(80 * s)),
                    theme.ACCENT,
                    anchor="midbottom",
                    shadow=True,
                )
        for c, r, kind in self.boxes(view, seat):
            self.draw_card(surf, c, r, kind, fs)
        p = view["prompt"]
        step = view["step"] or view["phase"]
        head = (
            p["text"]
            if p
            else f"{view['players'][view['current']]['name']}: {step.replace('_', ' ')}"
        )
        theme.blit_text(
            surf,
            head,
            fs + 4,
            (pr.centerx, pr.centery + int(60 * s)),
            theme.TEXT,
            anchor="midtop",
            shadow=True,
        )
        legend = "  ".join(f"{k[:3].upper()}={k}" for k in STATUS_COLOURS)
        theme.blit_text(
            surf, legend, max(10, fs - 3), (pr.left + 8, pr.centery + int(100 * s)), theme.MUTED
        )

    def draw_card(
        self, surf: pygame.Surface, c: dict[str, Any], r: pygame.Rect, kind: str, fs: int
    ) -> None:
        bg = TYPE_COLOURS.get(c.get("type", ""), (60, 60, 60))
        if kind == "bank":
            bg = (70, 70, 40)
        pygame.draw.rect(surf, bg, r, border_radius=6)
        pygame.draw.rect(surf, theme.PANEL_EDGE, r, 1, border_radius=6)
        small = max(10, fs - 3)
        name = c["name"] if len(c["name"]) <= 16 else c["name"][:15] + "\u2026"
        theme.blit_text(surf, name, small, (r.x + 4, r.y + 3))
        if "hp_left" in c:
            hp, left = max(1, c["hp"]), max(0, c["hp_left"])
            bar = pygame.Rect(r.x + 4, r.y + r.height // 2 - 2, r.width - 8, max(4, r.height // 8))
            pygame.draw.rect(surf, (40, 40, 40), bar)
            fill = bar.copy()
            fill.width = int(bar.width * left / hp)
            pygame.draw.rect(surf, theme.GOOD if left * 2 > hp else theme.BAD, fill)
            theme.blit_text(
                surf, f"{left}/{hp}", small, (r.right - 4, bar.bottom + 2), anchor="topright"
            )
            x = r.x + 4
            for st in c.get("status", []):
                icon = pygame.Rect(x, bar.bottom + 3, small * 2 + 4, small + 2)
                pygame.draw.rect(surf, STATUS_COLOURS.get(st, (90, 90, 90)), icon, border_radius=3)
                theme.blit_text(
                    surf, st[:3].upper(), max(9, small - 3), icon.center, anchor="center"
                )
                x = icon.right + 2
            rank = c.get("rank")
            if rank and rank != "middle":
                theme.blit_text(
                    surf,
                    rank[0].upper(),
                    small,
                    (r.right - 4, r.y + 3),
                    theme.ACCENT,
                    anchor="topright",
                )
        else:
            extra = " ".join(f"{k.upper()} {c[k]}" for k in ("rp", "vp", "size") if c.get(k))
            theme.blit_text(surf, extra, small, (r.x + 4, r.bottom - small - 4), theme.MUTED)

    # ------------------------------------------------------------------ input
    def clickables(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[Clickable]:
        by_card: dict[int, list[Action]] = {}
        for a in legal:
            if a.args and isinstance(a.args[0], int):
                by_card.setdefault(a.args[0], []).append(a)
        out = []
        for c, r, _kind in self.boxes(view, seat):
            acts = by_card.get(c["id"])
            if acts:
                out.append(Clickable(r, acts[0], c["name"], acts if len(acts) > 1 else None))
        return out

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        if action.verb in LABELS and not action.args:
            return LABELS[action.verb]
        p = view.get("prompt")
        if p and p["options"] and action.verb == p["verb"] and len(action.args) == 1:
            for o in p["options"]:
                if o["value"] == action.args[0]:
                    return str(o["label"])
        names = []
        for x in action.args:
            c = self._card(view, x) if isinstance(x, int) else None
            names.append(c["name"] if c else str(x))
        return f"{action.verb.replace('_', ' ').title()} {' '.join(names)}".strip()

    def buttons(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[ActionButton]:
        out = []
        for a in legal:
            plain = not a.args or not any(
                isinstance(x, int) and x >= 0 and self._card(view, x) for x in a.args
            )
            if plain:
                out.append(ActionButton(self.action_label(a, view), a))
        return out[:5]

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        step = view["step"] or view["phase"]
        return f"{view['players'][view['current']]['name']}: {step.replace('_', ' ')}"

    def is_window(self, view: dict[str, Any]) -> bool:
        return False
