"""The panels over the Beanz table: the attack panel (the total of the attacker dragged or
hovered, of a Bean Blitz, or of the attack on the stack, with every boost and what it does to
each Bean card it may hit), the setup panel (cut, opening hands, hide and guess the Mighty
Bean), the Shoot for Loot banner, the defender's banner, and a larger copy of the mat card
under the pointer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.beanz.labels import SETUP_NOTES, attack_breakdown, outcome, stage
from tabletop.games.beanz.paint import Painter
from tabletop.games.beanz.rules.seatview import BeanzView, SlotView, plain, typed
from tabletop.ui import assets, theme
from tabletop.ui.parts import hover_keep

SETUP_TEXTS = {
    "cut": "Cut your opponent's deck: where?",
    "opening": "Opening hands: keep, or redraw a hand with no Bean card",
    "hide": "Hide the Mighty Bean in one hand; your opponent guesses",
    "guess": "Which hand holds the Mighty Bean? Guess right and you go first",
}


@dataclass
class AttackShown:
    """What the attack panel shows: the attackers, whose attack it is, the Bean cards it may
    hit, its title; ``hovered``: the attacker under the pointer or dragged (not yet made)."""

    attackers: list[int]
    seat: int
    title: str
    targets: list[SlotView] = field(default_factory=list)
    hovered: bool = False


@dataclass
class AttackPlan:
    """The attack panel's lines laid out (``Panels.attack_plan``): where the title goes, the
    top of the columns, the outcomes' column, the breakdown's and the outcomes' lines (each
    with its colour), the advance of a line and the height the panel needs."""

    at: tuple[int, int]
    top: int
    right_top: int
    col2: int
    under: int  # the total's line under the outcomes (0: beside them)
    left: list[str]
    right: list[tuple[str, tuple[int, int, int]]]
    step: int
    height: int


class Panels(Painter):
    # ------------------------------------------------------------------ the whole table
    def static_key(self, view: dict[str, Any]) -> Any:
        """What ``draw_static`` depends on (the table redraws its layer when it changes)."""
        return (self.size, tuple(self.mat_rect()))

    def draw_static(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """The ring mat, drawn once per window size into the table's layer."""
        self.draw_mat(surf, typed(view))
        self._mat_in_layer = tuple(self.mat_rect())

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        v = typed(view)
        if getattr(self, "_mat_in_layer", None) != tuple(self.mat_rect()):
            self.draw_mat(surf, v)
        self.draw_band(surf, v)
        self.draw_piles(surf, v)
        self.draw_ap(surf, v)
        self.draw_slots(surf, v, seat, t)
        self.draw_boosts(surf, v)
        self.draw_stack(surf, v)
        self.draw_hand(surf, v, seat)
        self.draw_attack_panel(surf, v, seat)
        self.draw_phase_panel(surf, v, seat)
        self.draw_hover(surf, v)

    # ------------------------------------------------------------------ the attack panel
    def attack_source(self, view: BeanzView, seat: int | None) -> int | None:
        """The attacker whose total to show: the one dragged, else the one under the pointer."""
        if seat is None or stage(view) != "main" or view["stack"]:
            return None
        drag = self.table.drag
        if drag and drag["item"].key[0] == "slot":
            return int(drag["item"].key[1])
        if drag:
            return None
        pos = pygame.mouse.get_pos()
        # only a Bean that may attack now: one with no rival Bean in its Galaxy (or too few
        # action points left for its spin) showed "ATTACK 50" over the mat for nothing
        ready = {a.args[0] for a in self.table.legal(seat) if a.verb == "attack" and a.args}
        for sl in view["mat"]:
            b = sl["bean"]
            if sl["owner"] == seat and b is not None and sl["position"] == "headz":
                if b["power"] in ("attack", "sharpshoot") and sl["slot"] in ready:
                    if self.bean_at(view, sl).collidepoint(pos):
                        return int(sl["slot"])
        return None

    def attack_shown(self, view: BeanzView, seat: int | None) -> AttackShown | None:
        """The attack the panel shows now, if any."""
        r = self.attack_source(view, seat)
        mat = view["mat"]
        if r is not None and seat is not None:
            return self.hover_attack(view, seat, r)
        if stage(view) == "blitz" and seat is not None:
            attackers = list(view["blitz"]["attackers"] if view["blitz"] else [])
            return AttackShown(attackers, seat, "Bean Blitz total") if attackers else None
        # the attack under the answers to it too (while an Instant Action answering it was
        # answered, the panel with what is at stake was gone)
        attacks = [it for it in view["stack"] if it["kind"] == "attack"]
        if attacks:
            top = attacks[-1]
            targets = [
                sl
                for sl in mat
                if sl["owner"] != top["seat"]
                and sl["bean"] is not None
                and (
                    sl["slot"] == top.get("target")
                    if top.get("target") is not None
                    else sl["galaxy"] == top.get("galaxy")
                )
            ]
            title = f"{self.name_of(top['seat'])}'s Bean Attack"
            attackers = list(top.get("attackers") or [])
            return AttackShown(attackers, top["seat"], title, targets) if attackers else None
        return None

    def hover_attack(self, view: BeanzView, seat: int, r: int) -> AttackShown:
        """The attack of ``seat``'s Bean in slot ``r``, as the panel shows it while the Bean is
        dragged or under the pointer (not yet made)."""
        mat = view["mat"]
        g = mat[r]["galaxy"]
        bean = mat[r]["bean"] or {}
        mods = view["modifiers"]
        sharp = bool(mods and mods["sharpshoot"]) or bean.get("power") == "sharpshoot"
        targets = [
            sl
            for sl in mat
            if sl["owner"] != seat and sl["bean"] is not None and (sharp or sl["galaxy"] == g)
        ]
        title = (
            "Sharpshoot: you pick the target"
            if sharp
            else f"Bean Attack in Galaxy {g + 1}: the defender picks"
        )
        return AttackShown([r], seat, title, targets, hovered=True)

    def attack_lines(self, view: BeanzView, shown: AttackShown) -> tuple[list[str], int]:
        """The breakdown and total; of the attack on the stack as the engine holds it."""
        lines, total = attack_breakdown(view, shown.attackers, shown.seat)
        if view["stack"] and view["stack"][-1]["kind"] == "attack" and not shown.hovered:
            top = view["stack"][-1]
            total = int(top.get("value", total))
            lines = [
                ln
                for ln in lines
                if "Attack Boost" not in ln and "spin boost" not in ln and "Double" not in ln
            ]
            if top.get("add"):
                lines.append(f"  +{top.get('add')} boosts")
            for _ in range(int(top.get("mult") or 0)):
                lines.append("  \u00d72 Double Trouble!")
        return lines, total

    def attack_box(self, view: BeanzView, shown: AttackShown | None = None) -> pygame.Rect | None:
        """Where the attack panel lies (None: no room for it): between the mat and the hand,
        grown upward over the mat's near row (and the Galaxies' band under the far one, at
        large text) where its lines (``attack_plan``) need it."""
        s = self.scale
        box = pygame.Rect(
            self.column_x(0),
            self.mid_y,
            self.stack_rect().x - self.column_x(0) - int(14 * s),
            self.hand_y - self.mid_y - int(30 * s),
        )
        if self.boost_rects(view, self.me(view)):
            box.y += int(76 * s)
            box.height -= int(76 * s)
        if shown is not None:
            lines, total = self.attack_lines(view, shown)
            need = self.attack_plan(box, lines, total, shown.targets, shown.title).height
            top = min(box.y, max(self.top_y + self.slot_h, box.bottom - need))
            box.height, box.y = box.bottom - top, top
            if shown.hovered and not view["stack"]:
                box = self.clear_of_cards(view, box)
        return box if box.height >= int(60 * s) else None

    def clear_of_cards(self, view: BeanzView, box: pygame.Rect) -> pygame.Rect:
        """The attack panel of a Bean pointed at or dragged, grown up over your row of the
        mat, moved along under it (to the start of a Galaxy) to where it covers none of your
        cards there, else the fewest (at 200 % a new player's Lion Bean had its lower half,
        its power and values, under "Bean Attack in Galaxy 1"); nothing else lies under the
        mat while no attack is on the stack."""
        cards = [
            self.slot_rect(view, sl["slot"])
            for sl in view["mat"]
            if sl["owner"] == self.me(view) and (sl["bean"] or sl["cosmos"])
        ]
        right = self.mat_rect().right - int(4 * self.scale)
        best, fewest = box, len(cards) + 1
        for col in (0, 3, 6):
            at = box.copy()
            at.x = max(box.x, min(self.column_x(col), right - box.width))
            under = sum(1 for c in cards if c.colliderect(at))
            if under < fewest:
                best, fewest = at, under
        return best

    def in_sight(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """Your name over your piles, the action points panel and the attack panel."""
        v = typed(view)
        s = self.scale
        deck, _disc = self.pile_rects(v, self.me(v))
        name = pygame.Rect(self.area.x, deck.y - int(32 * s), self.left_w, int(32 * s))
        out = [name, self.ap_rect()]
        # the turn's Draw and End turn buttons (a note at 200 % lay over all but their first
        # letters, and the lesson speaks of them)
        out += [b.rect for b in getattr(self.table, "buttons", []) if b.rect.width]
        shown = self.attack_shown(v, seat)  # an attack to answer, not one pointed at
        box = self.attack_box(v, shown) if shown is not None and not shown.hovered else None
        if stage(v) == "target" and seat is not None and seat in v["active"]:
            out.append(self.target_box(v)[0])  # the defender's prompt (a lesson's note cut it)
            outcomes = v["targeting"]["outcomes"] if v["targeting"] else {}
            out += [p[0] for p in self.outcome_pills(v, outcomes).values()]  # each choice's
        return out + ([box] if box is not None else [])

    def point_sight(
        self, view: dict[str, Any], seat: int | None, key: tuple[Any, ...]
    ) -> list[pygame.Rect]:
        """A slot a note points at: the cards of its Galaxy, both halves (the Beans facing
        each other there, which the note speaks of: at 200 % the note on the defender's
        choice lay over the other two defenders and the learner's attacking Lion)."""
        v = typed(view)
        if len(key) != 2 or key[0] != "slot" or not isinstance(key[1], int):
            return []
        if not 0 <= key[1] < len(v["mat"]):
            return []
        g = v["mat"][key[1]]["galaxy"]
        cards = [
            self.slot_rect(v, sl["slot"])
            for sl in v["mat"]
            if sl["galaxy"] == g and (sl["bean"] or sl["cosmos"])
        ]
        out = [cards[0].unionall(cards[1:])] if cards else []
        # and the Galaxy's Shoot for Loot banner (at 200 % the note hid "Flick for the Loot in")
        banner = self.loot_banner(v, seat)
        if banner is not None and v["shooting"] and v["shooting"]["galaxy"] == g:
            out.append(banner[0])
        return out

    def move_sight(
        self, view: dict[str, Any], seat: int | None, action: Action
    ) -> list[pygame.Rect]:
        """An attack dragged: the attack panel it brings up (its total, the defender's pick).
        A card played in answer to the attack on the stack: the attacking Bean and the Beans it
        may hit (at 200 % the lesson's note on Boomerang! lay over the Zombie Bean it spoke
        of and the learner's Galaxy 2 under attack)."""
        v = typed(view)
        if seat is not None and action.verb == "play" and v["stack"]:
            return self.attack_in_sight(v, seat)
        if seat is None or action.verb != "attack" or not action.args or stage(v) != "main":
            return []
        slot = action.args[0]
        if not isinstance(slot, int) or not 0 <= slot < len(v["mat"]):
            return []
        if v["mat"][slot]["bean"] is None:
            return []
        box = self.attack_box(v, self.hover_attack(v, seat, slot))
        return [box] if box is not None else []

    def attack_in_sight(self, view: BeanzView, seat: int) -> list[pygame.Rect]:
        """The attack on the stack's Beans: the Beans it may hit, and its attackers."""
        shown = self.attack_shown(view, seat)
        if shown is None or shown.hovered:
            return []
        by_slot = {sl["slot"]: sl for sl in view["mat"]}
        out = []
        for group in (shown.targets, [by_slot[r] for r in shown.attackers if r in by_slot]):
            cards = [self.bean_at(view, sl) for sl in group if sl["bean"]]
            if cards:
                out.append(cards[0].unionall(cards[1:]))
        return out

    def draw_attack_panel(self, surf: pygame.Surface, view: BeanzView, seat: int | None) -> None:
        s = self.scale
        shown = self.attack_shown(view, seat)
        if shown is None:
            return
        lines, total = self.attack_lines(view, shown)
        box = self.attack_box(view, shown)
        if box is None:
            return
        theme.panel(surf, box, (12, 8, 24, 255), radius=int(12 * s), edge=theme.BAD)
        plan = self.attack_plan(box, lines, total, shown.targets, shown.title)
        x, y = plan.at
        for line in self.title_lines(box, shown.title):  # inside the panel, never past it
            theme.blit_text(surf, line, int(16 * s), (x, y), theme.ACCENT, "bold")
            y += theme.line_h(int(16 * s))
        self.draw_attack_body(surf, box, plan, total)

    def title_lines(self, box: pygame.Rect, title: str) -> list[str]:
        """The attack panel's title on as many lines as its width needs (at 150 % "Bean Attack
        in Galaxy 2: the defender picks" ran past the panel over the Lion Bean's slot)."""
        room = box.width - int(20 * self.scale)
        return self.wrap_line(title, int(16 * self.scale), room, "bold") if title else [""]

    def attack_plan(
        self,
        box: pygame.Rect,
        lines: list[str],
        total: int,
        targets: list[SlotView],
        title: str = "",
    ) -> AttackPlan:
        """The attack panel's lines: the breakdown on the left, what the attack does to each
        target on the right, each wrapped onto more lines where it is long (the text is at its
        floor at 100 %: a shortened "Zombie D100\u2026" hid the outcome); the outcomes get the
        room their longest line needs, the breakdown the rest (at least a third). Where the
        outcomes under the breakdown, across the panel, take fewer lines (large text), so; and
        so where the breakdown beside them would be broken into pieces or run past its column
        (at 200 % "Cannonbal" ran under "Skydiver", and "Big Top" beside "Cowboy D150:" read
        as one line): two columns only where each breakdown line is whole in its own."""
        s = self.scale
        size = int(15 * s)
        x, y = box.x + int(12 * s), box.y + int(8 * s)
        heads = len(self.title_lines(box, title))
        top = y + heads * theme.line_h(int(16 * s)) + int(4 * s)  # under the title
        labels = [(self.target_label(total, sl), outcome(total, sl)[1]) for sl in targets[:6]]
        parts = [w for t, _c in labels for w in t.replace(": ", ":\n").split("\n")]
        need = max((theme.text_width(w, size, "bold") for w in parts), default=0)
        wide = box.right - x - int(8 * s)
        total_w = theme.text_width(f"ATTACK {total}", int(24 * s), "serif")
        total_h = theme.line_h(int(24 * s)) + int(4 * s)
        step = theme.line_h(size)
        plans: list[tuple[bool, int, AttackPlan]] = []
        for col2 in (max(box.x + box.width // 3, box.right - int(12 * s) - need), x):
            beside = col2 > x and bool(targets)
            left = [w for ln in lines for w in self.wrap_line(ln, size, col2 - x - int(8 * s))]
            if not beside:
                left = [w for ln in lines for w in self.wrap_line(ln, size, wide)]
            room = box.right - int(8 * s) - col2
            right = [(w, c) for t, c in labels for w in self.wrap_line(t, size, room, "bold")]
            right_top = top if beside else top + len(left) * step
            under = total_h if not beside or total_w > col2 - x - int(8 * s) else 0
            low = max(top + len(left) * step + total_h, right_top + len(right) * step + under)
            height = low - box.y + int(8 * s)
            plan = AttackPlan((x, y), top, right_top, col2, under, left, right, step, height)
            whole = not beside or (
                len(left) == len(lines)
                and all(theme.text_width(w, size) <= col2 - x - int(8 * s) for w in left)
            )
            plans.append((not whole, plan.height, plan))
        return min(plans, key=lambda p: p[:2])[2]

    @staticmethod
    def wrap_line(text: str, size: int, room: int, kind: str = "sans") -> list[str]:
        """``text`` on as many lines as it needs at ``room`` (its indent kept on each)."""
        indent = text[: len(text) - len(text.lstrip())]
        body = text.strip()
        if theme.text_width(text, size, kind) <= room or not body:
            return [text]
        gap = theme.text_width(indent, size, kind)
        return [indent + w for w in theme.wrap(body, size, max(1, room - gap), kind)]

    def draw_attack_body(
        self, surf: pygame.Surface, box: pygame.Rect, plan: AttackPlan, total: int
    ) -> None:
        """The breakdown on the left, the total under it, what it does to each target right."""
        s = self.scale
        size = int(15 * s)
        x, yy = plan.at[0], plan.top
        total_h = theme.line_h(int(24 * s))
        for ln in plan.left:
            if yy + plan.step > box.bottom - int(8 * s) - total_h:
                break  # the panel as high as there is room for (the large view tells the rest)
            theme.blit_text(surf, ln, size, (x, yy), theme.TEXT)
            yy += plan.step
        theme.blit_text(
            surf,
            f"ATTACK {total}",
            int(24 * s),
            (x, box.bottom - int(8 * s)),
            theme.BAD,
            "serif",
            anchor="bottomleft",
        )
        yy = plan.right_top
        for ln, col in plan.right:
            if yy + plan.step > box.bottom - int(4 * s) - plan.under:
                break  # the panel as high as there is room for
            theme.blit_text(surf, ln, size, (plan.col2, yy), col, "bold")
            yy += plan.step

    @staticmethod
    def target_label(total: int, sl: SlotView) -> str:
        name = str((sl["bean"] or {}).get("name", "")).removesuffix(" Bean")
        return f"{name} D{sl['defence']}: {outcome(total, sl)[0]}"

    # ------------------------------------------------------------------ the phase's panels
    def draw_phase_panel(self, surf: pygame.Surface, view: BeanzView, seat: int | None) -> None:
        ph = stage(view)
        if ph in SETUP_TEXTS and not view["result"]:
            self.draw_setup_panel(surf, view, seat)
        if ph == "loot" and not view["stack"]:
            self.draw_loot_banner(surf, view, seat)
        if ph == "target" and seat is not None and seat in view["active"]:
            s = self.scale
            box, lines = self.target_box(view)
            step = theme.line_h(19 * s)
            theme.panel(surf, box, (60, 10, 20, 255), radius=int(12 * s), edge=theme.BAD)
            y = box.centery - step * (len(lines) - 1) // 2
            for i, line in enumerate(lines):
                at = (box.centerx, y + i * step)
                theme.blit_text(surf, line, int(19 * s), at, (255, 255, 255), "bold", "center")

    def target_box(self, view: BeanzView) -> tuple[pygame.Rect, list[str]]:
        """The defender's prompt ("Attack 100: click the Bean card that defends") and its
        lines: over the middle Galaxy's band whole, the words wrapped inside (a wider panel
        cut through the names and loot of the Galaxies beside it)."""
        s = self.scale
        pend = view["targeting"]
        text = f"Attack {pend['value'] if pend else '?'}: click the Bean card that defends"
        box = pygame.Rect(self.column_x(3), self.top_y + self.slot_h, 0, self.band_h)
        box.width = 3 * self.pitch - int(8 * s)
        lines = theme.wrap(text, int(19 * s), box.width - int(24 * s), "bold")
        step = theme.line_h(19 * s)
        box.height = max(box.height, len(lines) * step + int(8 * s))
        box.centery = self.top_y + self.slot_h + self.band_h // 2
        return box, lines

    def draw_setup_panel(self, surf: pygame.Surface, view: BeanzView, seat: int | None) -> None:
        """Cut, keep or redraw, hide or guess: the choices as buttons for the seat choosing."""
        s = self.scale
        ph = stage(view)
        box = self.shown_setup_box(view, seat)
        mine = seat is not None and seat in view["active"]
        text = SETUP_TEXTS[ph] if mine else self.status(plain(view), seat)
        theme.panel(surf, box, (10, 8, 26, 255), radius=int(16 * s), edge=theme.ACCENT)
        if theme.ui_scale() > 1.0:  # large text: the title on two lines in the wide panel
            at = pygame.Rect(box.x + int(16 * s), box.y + int(20 * s), box.width - int(32 * s), 0)
            at.height = self.setup_top() - int(24 * s) if mine else box.height - int(24 * s)
            theme.blit_wrapped(
                surf, text, int(24 * s), at, theme.ACCENT, "serif", centre=True, line_gap=1.1
            )
        else:
            theme.blit_text(
                surf,
                text,
                int(24 * s),
                (box.centerx, box.y + int(24 * s)),
                theme.ACCENT,
                "serif",
                anchor="midtop",
            )
        if not mine or seat is None:
            return
        mouse = pygame.mouse.get_pos()
        for _act, r, label in self.setup_choices(view, seat, self.table.legal(seat)):
            hot = r.collidepoint(mouse)
            pygame.draw.rect(
                surf, (90, 60, 140) if hot else (50, 36, 90), r, border_radius=int(12 * s)
            )
            pygame.draw.rect(surf, theme.ACCENT, r, 2, border_radius=int(12 * s))
            words, token = self.choice_places(r, label, ph == "hide")
            theme.blit_text(surf, label, int(22 * s), words.center, theme.TEXT, "bold", "center")
            tok = assets.image("beanz/bean_yellow.png", token.size) if token.width else None
            if tok is not None:
                surf.blit(tok, token)
        note = self.setup_note_rect()
        for i, line in enumerate(self.setup_note_lines(SETUP_NOTES[ph])):
            y = note.y + i * theme.line_h(self.note_size())
            theme.blit_text(
                surf, line, self.note_size(), (note.centerx, y), theme.MUTED, "sans", "midtop"
            )

    def shown_setup_box(self, view: BeanzView, seat: int | None) -> pygame.Rect:
        """The set-up panel as drawn: for the seat choosing, ``setup_box``; for the others
        only who chooses, as tall as its words (the whole panel stood empty over the mat,
        "Computer 2 is guessing" and nothing under it)."""
        box = self.setup_box()
        if seat is not None and seat in view["active"]:
            return box
        s = self.scale
        text = self.status(plain(view), seat)
        lines = theme.wrap(text, int(24 * s), box.width - int(32 * s), "serif")
        tall = len(lines) * int(theme.line_h(int(24 * s)) * 1.1) + int(40 * s)
        return pygame.Rect(box.x, box.centery - tall // 2, box.width, tall)

    def choice_places(
        self, r: pygame.Rect, label: str, token: bool
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a set-up button ``r`` has its label and, for the hand to hide the Bean in, the
        Bean's token: side by side, centred together, the token after the words (at 200 % it
        sat over "Right hand")."""
        s = self.scale
        words = pygame.Rect((0, 0), theme.font(22 * s, "bold").size(label))
        side = self.token_side() if token else 0
        gap = int(10 * s) if token else 0
        words.center = (r.centerx - (side + gap) // 2, r.centery)
        mark = pygame.Rect(words.right + gap, 0, side, side)
        mark.centery = r.centery
        return words, mark

    def shot_button_rect(
        self, text: str = "Flick for the Loot in Galaxy 3!", view: BeanzView | None = None
    ) -> pygame.Rect:
        """The shot's banner as wide as its words (at 200 % "Flick for the Loot in Galaxy 1!"
        ran out of both its ends), no wider than the mat, under the mat's near row where the
        window bar lies (no window in a shot; between the rows it covered the middle loot);
        with ``view``, under the Galaxy shot at as far as the mat allows (centred on the mat
        it lay under the middle Galaxy, and a lesson's note on the shot had no room beside)."""
        s = self.scale
        mat = self.mat_rect()
        need = theme.text_width(text, int(22 * s), "bold") + int(40 * s)
        r = pygame.Rect(0, 0, min(max(int(420 * s), need), mat.width), int(64 * s))
        r.midtop = (mat.centerx, self.mid_y)
        if view is not None and view["shooting"]:
            r.centerx = self.band_rect(view, view["shooting"]["galaxy"]).centerx
            r.clamp_ip(pygame.Rect(mat.x, r.y, mat.width, r.height))
        return r

    def loot_banner(
        self, view: BeanzView, seat: int | None
    ) -> tuple[pygame.Rect, str, bool] | None:
        """The Shoot for Loot banner: (rect, words, whether it is the shooter's flick button);
        None when none is shown."""
        if stage(view) != "loot" or view["stack"]:
            return None
        mine = seat is not None and seat in view["active"]
        g = view["shooting"]["galaxy"] if view["shooting"] else 0
        if mine and view["shots"] == "physics":
            text = f"Flick for the Loot in Galaxy {g + 1}!"
            return self.shot_button_rect(view=view), text, True
        if not mine:
            text = f"{self.name_of(view['current'])} shoots in Galaxy {g + 1}"
            return self.shot_button_rect(text, view), text, False
        return None

    def draw_loot_banner(self, surf: pygame.Surface, view: BeanzView, seat: int | None) -> None:
        """The shooter's flick button (physics shots), or who shoots where."""
        s = self.scale
        banner = self.loot_banner(view, seat)
        if banner is None:
            return
        r, text, flick = banner
        if flick:
            theme.panel(surf, r, (120, 60, 10, 255), radius=int(14 * s), edge=theme.ACCENT)
            size, colour = 22, (255, 255, 255)
        else:
            theme.panel(surf, r, (30, 20, 50, 255), radius=int(14 * s), edge=theme.PANEL_EDGE)
            size, colour = 20, theme.TEXT
        px = theme.fit_px(text, int(size * s), r.width - int(20 * s), "bold")
        theme.blit_text(surf, text, px, r.center, colour, "bold", anchor="center")

    # ------------------------------------------------------------------ hover
    def draw_hover(self, surf: pygame.Surface, view: BeanzView) -> None:
        """A larger copy of the mat card under the pointer (mat cards are small to read); not
        where a card was just dropped, until the pointer moves (a new player saw it stay there)."""
        if self.table.drag:
            self.dropped_at: tuple[int, int] | None = (-1, -1)  # known once the drag ends
            return
        if self.table.inspect or self.table.chooser:
            return
        pos = pygame.mouse.get_pos()
        drop = getattr(self, "dropped_at", None)
        if drop == (-1, -1):
            self.dropped_at = drop = pos
        if drop == pos:
            return
        self.dropped_at = None
        if not self.mat_rect().collidepoint(pos):
            return
        c = None
        for sl in view["mat"]:
            srect = self.slot_rect(view, sl["slot"])
            if srect.collidepoint(pos):
                b = sl["bean"]
                if b is not None and self.bean_at(view, sl).collidepoint(pos):
                    c = b
                else:
                    c = sl["cosmos"] or b
                break
        if c is None:
            return
        big = self.face(c, self.big)
        r = big.get_rect()
        r.midleft = (pos[0] + int(30 * self.scale), pos[1])
        if r.right > self.area.right:
            r.midright = (pos[0] - int(30 * self.scale), pos[1])
        r.clamp_ip(self.area)
        # in a lesson, never over what the step points at or its note (``hover_keep``)
        keeps = hover_keep.lesson_keeps(self.table)
        at = hover_keep.clear_place(r, pos, int(30 * self.scale), self.area, keeps)
        if at is None:
            return
        theme.shadow(surf, at, offset=10)
        surf.blit(big, at)
