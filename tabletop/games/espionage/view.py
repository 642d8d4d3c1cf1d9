"""Espionage table drawing: opponents around the top, draw and discard piles, the stack in the
middle (what targets whom), your hand fanned at the bottom, choices as rows of cards.

Gestures: drag a Mission onto an opponent (targeted) or onto the table (untargeted; with one
possible target it is chosen for you); drag a Reaction onto the stack item it answers (anywhere
on the stack's area when it answers one item; else the refusal names the items); click a
card of a choice; Detective: click the card to take, then confirm the order of the rest.
Right-click any face-up card for a large view; click the discard pile to browse it.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.espionage import gestures, picker, piles, seen, stack_room
from tabletop.games.espionage.facts import card_words
from tabletop.games.espionage.rules.seatview import typed
from tabletop.ui import theme
from tabletop.ui.components import cards, marks
from tabletop.ui.components import stack as stack_ui
from tabletop.ui.components.card import name_unbroken
from tabletop.ui.parts.gameview import GameView
from tabletop.ui.parts.layout import ButtonItem, CardItem, Layout, PileItem, Slot

GAME = "espionage"
#: the opponents' panels along the top of the play area (at scale 1): their top and height
PANEL_TOP, PANEL_HEIGHT = 14, 185
#: the opponents' and the stack's panels (pre-drawn in the table's layer: ``View.draw_static``)
OPPONENT_PANEL = (12, 18, 26, 205)
STACK_PANEL = (0, 0, 0, 60)
STACK_EDGE = (255, 255, 255, 40)


def hand_count(view: dict[str, Any], seat: int) -> int:
    return int(view["zones"][f"hand/{seat}"]["count"])


def discard_of(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The discard pile as the table draws it, bottom first: the rules' discard zone without
    the cards whose effect waits on the stack. The rulebook puts a played card in the discard
    pile at once and its effect on the stack; the table shows each card in one place, on the
    stack while it waits there (a new player saw a Bodyguard being resolved on the discard
    pile, and a card in two places counted twice), on the pile once it has resolved. Nothing
    is lost by it: a card on the stack was played this turn, and no effect takes such a card
    back from the pile."""
    waiting = {int(it["card_id"]) for it in view["stack"] if it["kind"] != "threat"}
    return [c for c in view["zones"]["discard"]["cards"] or [] if int(c["id"]) not in waiting]


def revealed_hands(view: dict[str, Any]) -> list[list[dict[str, Any]]] | None:
    """Every hand once the game is over (the hands are then public zones)."""
    if not view["result"]:
        return None
    return [list(view["zones"][f"hand/{s}"]["cards"] or []) for s in range(len(view["players"]))]


def unbroken_size(scale: float, most: float) -> tuple[int, int]:
    """The table's card size for ``scale``, grown (up to ``most``) until every Espionage card
    name sits on its face unbroken: at the smallest window "Bodyguard" would read "Bodygu-ard"."""
    from tabletop.games.espionage.rules.state import card_data

    faces = list({c["name"]: c for c in card_data()}.values())
    size = cards.card_size(scale)
    while scale < most and not all(name_unbroken(GAME, c, size) for c in faces):
        scale = min(most, scale + 0.02)
        size = cards.card_size(scale)
    return size


class View(GameView):
    #: the result is only who won: no standings
    standings = False
    type_tabs = True  # a long hand read "MIS", "REA" under the sideways names
    short_carry_words = True  # a card held by the keys: "Double Agent → Computer 3: ..."

    game_name = GAME

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.flights: list[dict[str, Any]] = []
        self.reveal_t0: float | None = None
        self.took: dict[int, dict[str, Any]] = {}  # a card each seat took (``seen.note_taken``)
        self.lost: dict[int, dict[str, Any]] = {}  # a card taken from each seat (likewise)

    # ------------------------------------------------------------------ geometry
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale
        self.card = unbroken_size(s * 1.2, s * 1.5)
        self.picker_card = self.card  # a choice's cards (a Medic's) as whole as the table's
        self.picker_least = picker.least_whole()  # and never so small their names break
        self.hand_card = cards.card_size(s * 1.5)
        self.small = cards.card_size(s * 0.62)
        pr = self.table.play_rect
        self.area = pr
        self.deck_rect = pygame.Rect(0, 0, *self.card)
        self.deck_rect.center = (pr.x + int(170 * s), pr.centery - int(40 * s))
        self.discard_rect = self.deck_rect.move(self.card[0] + int(70 * s), 0)
        self.table_rect = pygame.Rect(
            self.discard_rect.right + int(40 * s),
            pr.y + int(260 * s),
            pr.right - self.discard_rect.right - int(80 * s),
            int(400 * s),
        )
        self.hand_y = pr.bottom - int(16 * s) - self.hand_card[1]
        piles.keep_labels_clear(self)  # large text: the zone's border clear of the labels

    def folds_log(self, size: tuple[int, int], log_w: int) -> bool:
        """Large text: the log folds behind the top bar's Log button where, beside it, a hand
        of six would overlap so far that a card's strip is narrower than the longest name at
        the floor ("Body-guard", "Me-dic" on two lines): the hand takes the log's width. A
        replay's table (its controls take the window's foot) always folds it at large text: beside
        the log the stack's captions were cut to "Terro...", "Police...", "Hacke..."."""
        if theme.ui_scale() <= 1.0:
            return False
        if getattr(self.table, "replaying", False):
            return True
        return not piles.names_whole_beside(size, log_w, 6)

    def opponent_rects(self, view: dict[str, Any]) -> dict[int, pygame.Rect]:
        v = typed(view)
        seat = v["seat"]
        n = len(v["players"])
        others = [(seat + i) % n for i in range(1, n)] if seat is not None else list(range(n))
        s = self.scale
        pr = self.area
        count = len(others)
        gap = int(18 * s)
        share = (pr.width - gap * (count + 1)) // max(1, count)
        width = min(int(380 * s), share)
        height = int(PANEL_HEIGHT * s) + self.panel_extra()
        hands = revealed_hands(view)
        if hands is not None:  # the end: a revealed hand's names take the row's whole width
            width = share
            height = max(height, max(self.revealed_fit(hands[o], width)[1] for o in others))
        total = count * width + (count - 1) * gap
        x = pr.centerx - total // 2
        out = {}
        for o in others:
            out[o] = pygame.Rect(x, pr.y + int(PANEL_TOP * s), width, height)
            x += width + gap
        return out

    def panel_lines(self) -> tuple[int, int]:
        """The tops of a seat panel's info line and of its cards (or revealed hand) below its
        name: lower with large text."""
        s = self.scale
        info = max(int(40 * s), int(10 * s) + theme.line_h(22 * s))
        return info, max(int(66 * s), info + theme.line_h(16 * s) + int(4 * s))

    def revealed_fit(self, hand: list[dict[str, Any]], width: int) -> tuple[int, int]:
        """A revealed hand's names in a panel ``width`` wide: the text size (18 px, smaller
        down to the floor while they need more lines than the panel has) and the panel's
        height that shows every line (taller than usual only when even the floor needs it,
        never down into the stack's panel)."""
        s = self.scale
        names = ", ".join(c["name"] for c in hand) or "no cards"
        cards_y = self.panel_lines()[1]
        normal = int(PANEL_HEIGHT * s) + self.panel_extra()
        most = self.table_rect.top - self.area.y - int((PANEL_TOP + 8) * s)
        px = max(12, int(18 * s))
        while True:
            lines = len(theme.wrap(names, px, width - int(28 * s)))
            need = cards_y + lines * int(theme.font_px(px) * 1.15) + int(4 * s)
            if need <= normal or px <= 12:
                return px, max(normal, min(need, most))
            px -= 1

    def panel_extra(self) -> int:
        """How much taller large text makes a seat panel."""
        return self.panel_lines()[1] - int(66 * self.scale)

    hand_rects = piles.hand_rects  # in place whether a move button shows or not

    def hand_now(self, hand: list[dict[str, Any]]) -> list[pygame.Rect]:
        """Where the hand's cards are drawn now (and picked): gliding to ``hand_rects``."""
        return self.hand_places([c["id"] for c in hand], self.hand_rects(hand))

    stack_rects = stack_room.rects  # along its panel, or left of the reaction window's bar
    window_place = stack_room.window_place  # clear of the stack's cards
    held_keep = stack_room.held_keep  # a card held by the keys clear of the stack's words
    arrow_clear = stack_room.arrow_clear  # a lesson's arrow too
    curtain_reason = stack_room.curtain_reason  # a card of another's asks the seat to choose

    def stack_spread(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The stack's cards spread along its panel (at large text a caption's line apart)."""
        v = typed(view)
        items = v["stack"]
        w, h = self.card
        s = self.scale
        pitch = w + int(70 * s)
        if theme.ui_scale() > 1.0:  # large text: a caption on one line beside the next card
            px = theme.px(15 * s)
            said = [theme.text_width(self.say(it["label"]), px) for it in items[:-1]]
            apart = int((stack_ui.BELOW_LEFT + stack_ui.BELOW_GAP + 10) * s)  # a gap between
            pitch = max([pitch] + [x + apart for x in said])
            pitch = min(pitch, (self.table_rect.width - int(60 * s)) // max(1, len(items)))
        step = (
            min(pitch, (self.table_rect.width - w) // max(1, len(items) - 1))
            if len(items) > 1
            else 0
        )
        x0 = self.table_rect.x + int(30 * s)
        return [pygame.Rect(x0 + i * step, self.stack_top(), w, h) for i in range(len(items))]

    def stack_top(self) -> int:
        """Where the stack's cards start: under "THE STACK" line as drawn at the text size in
        force, a card's glow clear of it (at 200 % on 1280x720 the title was hidden behind the
        card)."""
        s = self.scale
        title = self.table_rect.y + int(18 * s) + theme.line_h(theme.px(18 * s))
        return max(self.table_rect.y + int(60 * s), title + int(8 * s))

    # ------------------------------------------------------------------ helpers
    def name_of(self, view: dict[str, Any], seat: int) -> str:
        session = getattr(self.table, "session", None)
        if session is not None:
            return str(session.seat_name(seat))
        return str(view["players"][seat]["name"])

    def toast_top(self) -> int:
        """Under the opponents' panels, so a message ("Ann was eliminated by Bea.") never
        covers their names and hands."""
        return self.area.y + int((PANEL_TOP + PANEL_HEIGHT + 12) * self.scale) + self.panel_extra()

    def toast_room(self, view: dict[str, Any]) -> pygame.Rect:
        """Over the empty stack's panel, under the opponents' panels (``toast_top``): no name
        lies there; with cards on the stack (their captions name players) only above it."""
        r = self.table_rect
        panels = [p.bottom + int(12 * self.scale) for p in self.opponent_rects(view).values()]
        top = max([self.toast_top()] + panels)  # a revealed hand's panel may be taller
        bottom = r.top if view["stack"] else r.bottom
        return pygame.Rect(r.x, top, r.width, max(0, bottom - top))

    def headings(self, view: dict[str, Any]) -> list[pygame.Rect]:
        return piles.heads(self, view) + seen.rects(self, view)  # and what you saw

    def window_anchor(self) -> tuple[int, int]:
        """Low on the stack's panel, running into the gap above the hand: the stack cards'
        captions ("Sniper by Cy on Bea") stay readable above the bar; above your hand's label
        where the bar (760 px at full size) would cover it (large text)."""
        s = self.scale
        y = min(self.table_rect.bottom + int(60 * s), self.hand_y - int(6 * s))
        view = getattr(self.table, "view", None)
        if view is not None and view.get("hand") is not None:
            label = piles.hand_label_rect(self, view, self.table.viewer)
            if label.right + int(8 * s) > self.table_rect.centerx - int(760 * s) // 2:
                y = min(y, label.y - int(6 * s))
        return (self.table_rect.centerx, y)

    def end_anchor(self) -> tuple[int, int]:
        return (self.table_rect.centerx, self.table_rect.bottom - int(20 * self.scale))

    in_sight = piles.in_sight  # a lesson's note keeps off the piles where it can
    picker_ceiling = piles.picker_ceiling  # under the seats' words; above your hand's label
    picker_floor = piles.picker_floor

    def window_text(self, view: dict[str, Any]) -> str:
        top = view["stack"][-1] if view["stack"] else None
        if top is None:
            return "Reactions?"
        if not top["cancelled"]:
            return f"Reactions to: {top['label']}"
        # a cancelled card takes no answer: the window is for what is still live below it
        live = [it for it in view["stack"] if not it["cancelled"]]
        below = f"; reactions to: {live[-1]['label']}" if live else ""
        return f"{top['label']} is cancelled{below}"

    def window_outcome(self, view: dict[str, Any]) -> str:
        top = view["stack"][-1] if view["stack"] else None
        if top is not None and top["cancelled"]:
            return "it stays cancelled"  # the window below a Hacker that cancelled it
        return "it goes ahead"

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        v = typed(view)
        if v["result"]:
            return "Game over: hands revealed"
        turn = v["current"]
        who = "Your" if turn == seat else f"{self.name_of(view, turn)}'s"
        ph = v["phase"]
        if ph == "choice" and v["pending"]:
            p = v["pending"]
            return (
                p["prompt"]
                if p["seat"] == seat
                else f"{self.name_of(view, p['seat'])} is choosing ({p['source']})"
            )
        if ph == "window":
            return f"{who} turn \u2014 the stack is resolving"
        if turn == seat:
            left = v["missions_left"]
            if left <= 0:
                return "Your turn \u2014 3 Missions played: press End turn"
            more = "more " if v["missions_played"] else ""
            what = f"{left} {more}Mission{'s' if left != 1 else ''}"
            if self.table.by_keys:  # the last input was a key: the keys' way too
                return (
                    f"Your turn \u2014 drag up to {what} onto the table, or Enter on one (Tab to"
                    " it); or End turn"
                )
            return f"Your turn \u2014 drag up to {what} onto the table, or End turn"
        return f"{who} turn"

    question_start = staticmethod(picker.question_start)  # a hand-over: never a gold card
    order_word = staticmethod(picker.order_word)  # the Detective's "keep", "top", "2nd"

    def turn_starts_on_end(self, view: dict[str, Any], seat: int) -> bool:
        v = typed(view)  # nothing played yet: Enter ends the turn (README), never plays a card
        return v["phase"] == "turn" and v["current"] == seat and not v["missions_played"]

    def status_short(self, view: dict[str, Any], seat: int | None) -> str:
        v = typed(view)
        left = v["missions_left"]
        if v["result"] or v["phase"] != "turn" or v["current"] != seat or left <= 0:
            return ""
        more = "more " if v["missions_played"] else ""
        keys = " (Tab, Enter)" if self.table.by_keys else ""
        return f"Your turn: up to {left} {more}Mission{'s' if left != 1 else ''}{keys}, or End turn"

    # ------------------------------------------------------------------ what lies where
    gesture = staticmethod(gestures.gesture)
    nominal = staticmethod(gestures.nominal)

    def placed(self, view: dict[str, Any], seat: int | None) -> Layout:
        """The opponents' panels and the stack (drop slots), the piles, the stack's cards, your
        hand (yours to drag unless a choice is open) and the move buttons."""
        v = typed(view)
        lay = Layout([Slot(gestures.TABLE, self.table_rect, z=0, label="the stack")])
        for o, r in self.opponent_rects(view).items():
            lay.add(Slot(("seat", o), r, z=1, label=self.name_of(view, o)))
        count = int(v["zones"]["draw"]["count"])
        lay.add(PileItem(("pile", "draw"), self.deck_rect, z=1, zone="draw", count=count))
        d = discard_of(view)
        lay.add(
            PileItem(("pile", "discard"), self.discard_rect, z=1, zone="discard",
                     top=d[-1] if d else None, count=len(d), browsable=bool(d),
                     title="Discard pile", cards=d)
        )  # fmt: skip
        grow = int(20 * self.scale)
        for it, r in zip(v["stack"], self.stack_rects(view)):
            aim = "the stack card it answers"
            own = seat is not None and it["seat"] == seat
            name = stack_room.slot_name(it)  # a threat by its card: the caption says the rest
            lay.add(Slot(("item", it["uid"]), r.inflate(grow, grow), 2, name, aim, own))
            card = self.card_by_name(view, it["card"])
            face = self.face(card, self.card)
            lay.add(CardItem(("stack", it["uid"]), r, z=3, card=card, zone="stack", face=face))
        hand = v["hand"] or []
        mine = seat is not None and v["phase"] != "choice"
        zone = f"hand/{view['seat']}"
        for c, r in zip(hand, self.hand_now(hand)):  # where each is drawn now (gliding)
            face = self.face(c, self.hand_card)
            lay.add(CardItem(("hand", c["id"]), r, 4, c, zone, face, draggable=mine))
        off = pygame.Rect(0, 0, 0, 0)  # the table places its move buttons
        lay.add(ButtonItem(("button", "end"), off, 5, "End turn", "Enter", primary=True))
        lay.add(ButtonItem(("button", "pass"), off, 5, "No reaction", "Space", primary=True))
        return lay

    @staticmethod
    def face(card: dict[str, Any], size: tuple[int, int]) -> Callable[[], pygame.Surface]:
        return lambda: cards.face(GAME, card, size)

    def card_words(self, view: dict[str, Any], card_id: int) -> str:
        return card_words(typed(view), card_id)  # type: ignore[arg-type]

    def tidy(self, text: str) -> str:
        return re.sub(r" \(#\d+\)", "", text)  # a stack item's number: the engine's

    # ------------------------------------------------------------------ the shared prompt
    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        p = typed(view)["pending"]
        for c in ((p.get("cards") or []) + (p.get("options") or [])) if p else []:
            if c["id"] == card_id:
                return c
        return None

    def prompt_hint(self, view: dict[str, Any], sel: Any) -> str:
        p = typed(view)["pending"]
        kind = p["kind"] if p else None
        if kind == "detective":
            return (
                "Pick the card you take, then the others in the order they go back on the "
                "draw pile, the first of them on top (click each or press its number); then "
                "press Keep [Enter]."
            )
        if kind == "assassin":
            return (
                "Their hand is shown to you alone. Pick the card they must discard (click it "
                "or press its number), then press Discard [Enter]."
            )
        return ""

    def prompt_hint_short(self, view: dict[str, Any], sel: Any) -> str:
        """``prompt_hint`` on one line, for a short table's picker (its names kept whole)."""
        p, short = typed(view)["pending"], "Pick the card you take, then the rest, top first"
        return f"{short}; then press Keep [Enter]." if p and p["kind"] == "detective" else ""

    def confirm_label(self, action: Action, view: dict[str, Any], n: int) -> str:
        if action.verb == "detective":
            return self.action_label(action, view)
        p = view["pending"] or {}
        card = self.prompt_card(view, int(action.args[0])) if action.args else None
        name = self.card_words(view, int(card["id"])) if card else "it"
        verb = {"assassin": "Discard", "medic": "Take"}.get(str(p.get("kind")), "Give")
        return f"{verb} {name}"

    def card_by_name(self, view: dict[str, Any], name: str) -> dict[str, Any]:
        """A card named on the stack, described as a hand card is (its gold frame too)."""
        from tabletop.games.espionage.rules import card_data

        for c in card_data():
            if c["name"] == name:
                shown = ("name", "kind", "text", "gold", "as_mission", "designed")
                return {k: c.get(k) for k in shown}
        return {"name": name, "kind": "mission", "text": ""}

    # ------------------------------------------------------------------ events
    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        seen.note_taken(self, events, seat)  # "You took Courier from Cy" on your screen only
        now = time.monotonic()
        view = self.table.view if hasattr(self.table, "view") else None
        for e in events:
            k = e["kind"]
            d = e["data"]
            if k == "CardDrawn":
                dest = self.seat_anchor(view, d.get("seat"))
                card = d.get("card")
                if isinstance(card, dict) and view is not None and d.get("seat") == view["seat"]:
                    # into your hand: the card itself glides from the pile to its place (where
                    # it is drawn is where it is picked), no copy flies over the hand
                    self.hand_motion.arrive(card["id"], self.deck_rect)
                    continue
                surf = cards.face(GAME, card, self.card) if card else cards.back(GAME, self.card)
                self.flights.append(
                    {
                        "surface": surf,
                        "from": self.deck_rect.topleft,
                        "to": dest,
                        "t0": now + 0.08 * len(self.flights),
                        "dur": 0.35,
                    }
                )
            elif k == "CardPlayed":
                src = self.seat_anchor(view, d.get("seat"))
                card = d.get("card")
                if isinstance(card, dict):
                    surf = cards.face(GAME, card, self.card)
                    to = self.stack_slot(view, str(card.get("name", "")))
                    self.flights.append(
                        {"surface": surf, "from": src, "to": to, "t0": now, "dur": 0.3}
                    )
            elif k == "PlayerEliminated":
                self.table.toast(e["text"], "bad")
            elif k == "HandsRevealed":
                self.reveal_t0 = now

    def stack_slot(self, view: dict[str, Any] | None, name: str) -> tuple[int, int]:
        """Where a card just played lands: its own place on the stack (the newest entry of its
        name), not the first place (a Hacker flew onto the Assassin it answered and covered it
        for a moment); the first place when it is not on the stack."""
        rects = self.stack_rects(view) if view is not None and view["stack"] else []
        items = view["stack"] if view is not None else []
        for it, r in zip(reversed(items), reversed(rects), strict=True):
            if it["card"] == name:
                return r.topleft
        return (self.table_rect.x + int(30 * self.scale), self.stack_top())

    def seat_anchor(self, view: dict[str, Any] | None, seat: Any) -> tuple[int, int]:
        if view is None or seat is None:
            return self.deck_rect.topleft
        if seat == view["seat"]:
            return (self.area.centerx - self.card[0] // 2, self.hand_y)
        r = self.opponent_rects(view).get(seat)
        return (r.centerx - self.card[0] // 2, r.y) if r else self.deck_rect.topleft

    def busy(self) -> bool:
        now = time.monotonic()
        return super().busy() or (self.reveal_t0 is not None and now - self.reveal_t0 < 1.5)

    # ------------------------------------------------------------------ drawing
    def static_key(self, view: dict[str, Any]) -> Any:
        """What the panels of ``draw_static`` depend on (the table redraws them when it changes)."""
        return (self.size, view["seat"], len(view["players"]), bool(view["result"]))

    def draw_static(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """The panels that never move, drawn once per window size into the table's layer: the
        opponents' panels (their turn edge is drawn over them) and the stack's."""
        self._static_rects: set[tuple[int, int, int, int]] = set()
        for r in self.opponent_rects(view).values():
            theme.panel(surf, r, OPPONENT_PANEL, edge=theme.PANEL_EDGE, radius=14)
            self._static_rects.add(tuple(r))  # type: ignore[arg-type]
        theme.panel(surf, self.table_rect, STACK_PANEL, radius=24, edge=STACK_EDGE)
        self._static_rects.add(tuple(self.table_rect))  # type: ignore[arg-type]

    def _in_layer(self, r: pygame.Rect) -> bool:
        return tuple(r) in getattr(self, "_static_rects", ())

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        self.draw_opponents(surf, view, seat, t)
        self.draw_piles(surf, view)
        self.draw_stack(surf, view, t)
        self.draw_hand(surf, view, seat)
        self.draw_seen(surf, view)

    def overlay_busy(self) -> bool:
        now = time.monotonic()
        self.flights = [f for f in self.flights if now - f["t0"] < f["dur"]]
        return bool(self.flights)

    def draw_overlay(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float
    ) -> None:
        """Cards in flight, over the cached table frame."""
        s = self.scale
        now = time.monotonic()
        for f in self.flights:
            k = (now - f["t0"]) / f["dur"]
            if 0 <= k <= 1:
                e = 1 - (1 - k) ** 3
                x = f["from"][0] + (f["to"][0] - f["from"][0]) * e
                y = f["from"][1] + (f["to"][1] - f["from"][1]) * e - math.sin(k * math.pi) * 40 * s
                stack_room.blit_flight(self, surf, view, f["surface"], (x, y))

    def panel_name(
        self, surf: pygame.Surface, view: dict[str, Any], o: int, r: pygame.Rect, colour: Any
    ) -> None:
        """A seat panel's first line: the seat's figure (told by a shape, not by the colour
        alone), its name, and at the right WINNER once it has won, or ELIMINATED at the end
        (its revealed hand fills the panel: the word may not lie over it)."""
        s = self.scale
        result = view["result"]
        word, tint = "", theme.ACCENT
        if result and o in result["winners"]:
            word = "WINNER"
        elif result and o in view["eliminated"]:
            word, tint = "ELIMINATED", theme.BAD
        tag = theme.text_width(word, int(22 * s), "bold") + int(12 * s) if word else 0
        er = max(7, int(9 * s))
        ny = r.y + int(10 * s)
        marks.seat_emblem(surf, o, (r.x + int(14 * s) + er, ny + theme.line_h(22 * s) // 2), er)
        nx = r.x + int(14 * s) + 2 * er + int(6 * s)
        room = r.right - int(14 * s) - tag - nx  # a long name never runs under the word
        size, name = theme.fit_text(self.name_of(view, o), int(22 * s), room, "bold")
        theme.blit_text(surf, name, size, (nx, ny), colour, "bold")
        if word:
            at = (r.right - int(14 * s), ny)
            theme.blit_text(surf, word, int(22 * s), at, tint, "bold", anchor="topright")

    def draw_opponents(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float
    ) -> None:
        s = self.scale
        revealed = revealed_hands(view)
        for o, r in self.opponent_rects(view).items():
            turn = view["current"] == o and not view["result"]
            dead = o in view["eliminated"]
            colour = theme.SEAT_COLOURS[o % len(theme.SEAT_COLOURS)]
            if not self._in_layer(r):
                edge = colour if turn else theme.PANEL_EDGE
                theme.panel(surf, r, OPPONENT_PANEL, edge=edge, radius=14)
            if turn:
                pygame.draw.rect(surf, colour, r, 3, border_radius=14)
            self.panel_name(surf, view, o, r, colour)
            _info_y, cards_y = self.panel_lines()
            piles.seat_info(self, surf, view, o, r, turn)  # its count, by the TURN tag
            if revealed is not None:
                # the hand shown at the end: its names, readable (small faces would cut them)
                names = ", ".join(c["name"] for c in revealed[o]) or "no cards"
                box = pygame.Rect(
                    r.x + int(14 * s),
                    r.y + cards_y - int(4 * s),
                    r.width - int(28 * s),
                    r.bottom - r.y - cards_y,
                )
                gold = any(c.get("gold") for c in revealed[o])
                px = self.revealed_fit(revealed[o], r.width)[0]
                theme.blit_wrapped(surf, names, px, box, theme.ACCENT if gold else theme.TEXT)
            else:
                n = hand_count(view, o)
                w, h = self.small
                shown = min(n, 12)
                step = (
                    min(int(22 * s), (r.width - int(28 * s) - w) // max(1, shown - 1))
                    if shown > 1
                    else w
                )
                for i in range(shown):
                    surf.blit(
                        cards.back(GAME, self.small),
                        (r.x + int(14 * s) + i * step, r.y + cards_y),
                    )
            if dead and revealed is None:  # at the end the name line says ELIMINATED
                veil = pygame.Surface(r.size, pygame.SRCALPHA, 32)
                pygame.draw.rect(veil, (0, 0, 0, 170), veil.get_rect(), border_radius=14)
                surf.blit(veil, r)
                theme.blit_text(
                    surf, "ELIMINATED", int(30 * s), r.center, theme.BAD, "bold", anchor="center"
                )
            # never show who still has to answer in a window: it would leak who is thinking

    def draw_piles(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        piles.draw_piles(self, surf, view)

    def draw_stack(self, surf: pygame.Surface, view: dict[str, Any], t: float) -> None:
        s = self.scale
        r = self.table_rect
        if not self._in_layer(r):
            theme.panel(surf, r, STACK_PANEL, radius=24, edge=STACK_EDGE)
        items = view["stack"]
        if not items:
            words = "Drop Missions here"
            theme.blit_text(surf, words, int(26 * s), r.center, (200, 220, 210), "serif", "center")
            return
        stack_room.draw_head(self, surf, len(items))  # THE STACK ... · 3 cards
        entries = [
            stack_ui.StackEntry(
                cards.face(GAME, self.card_by_name(view, it["card"]), self.card),
                [(self.say(it["label"]), 15, theme.TEXT, "sans")],
                bool(it["cancelled"]),
                "MUST DISCARD" if it["kind"] == "threat" else "",
            )
            for it in items
        ]
        # the captions stop above the reaction window's bar ("Reactions to: ...")
        bar = getattr(getattr(self.table, "bar", None), "rect", lambda: None)()
        rects = self.stack_rects(view)
        right, below, beside = stack_room.caption_room(self, rects, entries, bar)
        words = stack_ui.caption_place(rects, entries, s, right, below)  # under, else beside
        if bar is not None and beside:
            words = stack_room.beside_bar(self, rects, entries, right, below, words)
        self.captions = stack_ui.draw_stack(
            surf, rects, entries, s, words=words, right=right, below=below
        )

    def hand_words(self, card: dict[str, Any]) -> list[tuple[str, str]]:
        """A hand card's name, its kind as its face says it ("Gold Reaction / Mission") and
        its whole rules text: a face at a hand's size prints only a short one ("Draw 2
        cards."), a Reaction's none."""
        kind = str(card.get("kind") or "mission").capitalize()
        if card.get("gold") and kind != "Gold":
            kind = f"Gold {kind}"
        if card.get("as_mission"):
            kind += " / Mission"
        return [
            (str(card.get("name", "")), "name"),
            (kind, "type"),
            (str(card.get("text", "")), "text"),
        ]

    def draw_hand(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None) -> None:
        hand = view["hand"]
        if hand is None:
            return
        s = self.scale
        legal = self.table.legal(self.table.acting_seat())
        usable = {a.args[0] for a in legal if a.verb in ("play", "react")}
        self.draw_hand_cards(
            surf,
            hand,
            self.hand_now(hand),
            lambda c: cards.face(GAME, c, self.hand_card),
            usable,
            int(24 * s),
        )
        label = piles.hand_words(self, view, seat)  # ("Dee's hand (9)" at the end)
        x, y = piles.hand_label_at(self)
        if seat is not None:  # your seat's figure, as the other seats' panels show theirs
            er = max(7, int(8 * s))
            marks.seat_emblem(surf, seat, (x + er, y + theme.line_h(20 * s) // 2), er)
            x += 2 * er + int(6 * s)
        lr = theme.blit_text(surf, label, int(20 * s), (x, y), theme.ACCENT, "bold", shadow=True)
        if seat is not None and view["current"] == seat and not view["result"]:
            lr = marks.turn_tag(surf, (lr.right + int(12 * s), lr.y), s)  # as the others'
        piles.draw_legend(self, surf, self.type_legend(), lr)

    def draw_seen(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """What an Informant or Assassin let you see, where it covers nothing (``seen``)."""
        seen.draw(self, surf, view)
