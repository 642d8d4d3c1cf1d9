"""Mighty Beanz TCG at the table: the two mats as one ring (the opponent's row on top, yours
below, turned so that each Galaxy's halves face each other), the Galaxies with their black holes
and Space Loot stacks between the rows, the action point track on the left, decks and discard
piles, the response stack, your hand at the bottom.

The view declares what lies where for a seat (``layout.place``: the ring's 18 slots, the
opponent's Galaxies, the mat and the stack as drop areas, the cards on them, piles, the setup
panel's choices, the move buttons) and which gesture makes each move (``gestures``); the table
drags, glows, zooms, browses piles and builds the moves from those. The mat, the band and the
panels are painted (``paint``, ``panels``; faces in ``faces``, words in ``labels``).

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
other moves (turning it Headz-up, a draw or boost spin power: such a Bean card is not picked up).
While an attacker is dragged or hovered, the attack total is shown with every boost.

Response windows: the engine makes both seats active after every Action card, Bean Attack and
Freebie Beanie power (the item's owner may only pass), so ``is_window`` hands them to the shared
TableScene window: one fixed-length timed bar whoever holds what, bots' answers applied at its
close, and in hot-seat play the other human claims it with their key (Q / P) before the curtain
passes to them; otherwise the screen stays with the player who acted. The bar sits right above
the stack (``window_anchor``), in a strip of the area between the mat and the hand that is kept
free for it, so it hides neither the mat, the stack, the attack panel nor the hand; at large text,
taller than the strip, it goes where it covers the fewest cards (``barplace``). The owner's
own pass is only offered when no other human is still answering (it would end the window early
and send the curtain across); once the other seat has passed, the owner's pass, its only move,
is made for it (it reveals nothing). Shoot for Loot in physics mode is the rules' timed prompt
(a shot): the table's runner (``tabletop.ui.parts.timed``) opens the flick and submits ``flick G VX VY
SPIN``, and the engine runs the physics. Right-click any face-up card for a large view. The view
never changes the game: the table turns its declared gestures into moves.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.beanz import barplace, gestures
from tabletop.games.beanz.labels import (  # noqa: F401 - the view's words, as before
    GAME,
    TYPE_NAMES,
    TYPE_SHORT,
    action_label,
    attack_breakdown,
    card_dict,
    outcome,
    power_short,
    side,
    stage,
)
from tabletop.games.beanz.layout import place
from tabletop.games.beanz.panels import SETUP_TEXTS, Panels
from tabletop.games.beanz.rules.seatview import BeanzView, Card, typed
from tabletop.ui import theme
from tabletop.ui.components import cards, marks
from tabletop.ui.parts.gestures import Gestures
from tabletop.ui.parts.layout import Layout


def _warm_up_flick() -> None:
    try:
        from tabletop.games.beanz.flick.scene import preload
    except ImportError:
        return
    preload()


class View(Panels):
    def score_text(self, seat: int, score: float) -> str:
        return f"{score:g} Space Loot"

    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        return card_dict(card)

    game_name = GAME

    def hand_words(self, card: dict[str, Any]) -> list[tuple[str, str]]:
        """A hand card's name, type line, its MMP or boost and what it costs, and its whole
        power: the face has room for "Spin: Freebie Beanie" only, an Action's for none."""
        face = card_dict(card)
        figures = [str(face["stats"])] if face.get("stats") else []
        if card.get("cost") is not None:
            n = int(card["cost"])
            figures.append(f"costs {n} action point{'s' if n != 1 else ''}")
        text = str(card.get("text", ""))
        if card.get("power") == "none":
            text = f"No power. {text}"
        return [
            (str(face["name"]), "name"),
            (str(face.get("type_line", "")), "type"),
            (" \u00b7 ".join(figures), "stats"),
            (text, "text"),
        ]

    def choice_panel(
        self, view: dict[str, Any], seat: int, legal: list[Action]
    ) -> list[tuple[Action, pygame.Rect, str]]:
        """The set-up panel's choices (a cut, keep or redraw, a hand to hide or guess)."""
        if stage(view) not in ("cut", "opening", "hide", "guess"):
            return []
        return [c for c in self.setup_choices(typed(view), seat, legal) if c[0] in legal]

    def question_panels(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The set-up panel while it shows (its title, choices and the note under them); the
        defender's prompt and what each choice does ("\u2192 Sidewayz") while you choose (the
        news of the attack lay over the outcomes under the choices)."""
        v = typed(view)
        seat = getattr(self.table, "viewer", None)
        if stage(v) == "target" and seat is not None and seat in v["active"]:
            outcomes = v["targeting"]["outcomes"] if v["targeting"] else {}
            pills = [p[0] for p in self.outcome_pills(v, outcomes).values()]
            return [self.target_box(v)[0], *pills]
        if stage(v) not in SETUP_TEXTS or v["result"]:
            return []
        return [self.shown_setup_box(v, seat)]

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        #: the window bar's place for (its rect, the state, the window's size): ``window_place``
        self._bar_at: tuple[Any, pygame.Rect] | None = None
        # DUEL: the flick scene (pymunk, physics, sprites) loads off the frame, at table start
        threading.Thread(target=_warm_up_flick, name="flick-warm-up", daemon=True).start()

    # ------------------------------------------------------------------ what lies where
    def placed(self, view: dict[str, Any], seat: int | None) -> Layout:
        return place(self, typed(view), seat)

    gesture = staticmethod(gestures.gesture)
    nominal = staticmethod(gestures.nominal)

    def gestures(self, view: dict[str, Any], legal: list[Action]) -> Gestures:
        return gestures.BeanzGestures(legal, view)

    def headings(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The left column (each seat's name, piles, counts, action points and your hand's
        title), the opponent's name line where it runs on over the mat's edge (its figure and
        TURN tag), and the Galaxies' bands (their names, each seat's loot)."""
        v = typed(view)
        s, pr = self.scale, self.area
        opp = 1 - self.me(v)
        wide = max(theme.text_width(t, px, "bold") for px, t in self.name_lines(v, opp))
        end = pr.x + int(14 * s) + wide + int(16 * s) + 2 * max(8, int(10 * s))
        end += marks.turn_width(s) + int(10 * s)
        name = pygame.Rect(pr.x, pr.y, end - pr.x, int(10 * s) + theme.line_h(19 * s))
        column = pygame.Rect(pr.x, pr.y, self.left_w, pr.height)
        return [column, name] + [self.band_rect(v, g) for g in range(3)]

    def band_words(self, view: BeanzView) -> list[pygame.Rect]:
        """Where ``draw_band`` writes each Galaxy's name ("GALAXY 2") and its Loot stacks'
        words ("Loot 2 \u00b7 1 captured")."""
        s = self.scale
        me = self.me(view)
        out = []
        for g in range(3):
            band = self.band_rect(view, g)
            px = int(17 * s)
            name = pygame.Rect(0, 0, theme.text_width(f"GALAXY {g + 1}", px, "bold"), 0)
            name.height = theme.line_h(px)
            name.center = band.center
            out.append(name)
            lw, lh = cards.card_size(s * 0.42)
            for p, anchor in ((1 - me, "topleft"), (me, "bottomright")):
                pl = side(view, p)
                x = band.x + int(8 * s) if anchor == "topleft" else band.right - lw - int(8 * s)
                y = band.y + int(8 * s) if anchor == "topleft" else band.bottom - lh - int(8 * s)
                tx = x + lw + int(10 * s) if anchor == "topleft" else x - int(10 * s)
                n, cap, room = pl["loot"][g], pl["captured"][g], self.loot_room(band, tx, anchor)
                lines = self.loot_lines(n, cap, anchor, (tx, y), lh, name, room)
                out += [self.text_box(t, px, at, anchor) for t, _c, at, px in lines]
        return out

    def arrow_clear(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """The Galaxies' names, their Loot stacks' words and the defender's prompt (at 200 %
        a lesson's arrow ran straight through "GALAXY 2" and "Attack 100: click the Bean card
        that defends"), each choice's outcome ("\u2192 Sidewayz"), the Shoot for Loot banner
        (at 100 % the arrow to the Surfer ran up through "Flick for the Loot in Galaxy 1!") and
        the Cosmos cards' names over their Beans."""
        v = typed(view)
        out = self.band_words(v)
        banner = self.loot_banner(v, seat)
        if banner is not None:
            out.append(banner[0])
        # the turn's buttons (at 1024x600 the head of the arrow at End turn hid "Draw (1 AP)")
        out += [b.rect for b in getattr(self.table, "buttons", []) if b.rect.width]
        if stage(v) == "target" and seat is not None and seat in v["active"]:
            out.append(self.target_box(v)[0])
            outcomes = v["targeting"]["outcomes"] if v["targeting"] else {}
            out += [p[0] for p in self.outcome_pills(v, outcomes).values()]
        return out + self.cosmos_tabs(v)

    def cosmos_tabs(self, view: BeanzView) -> list[pygame.Rect]:
        """The top of each Cosmos card a Bean stands on, where its name shows ("Harvest
        Moon" over the Lion: a lesson's arrowhead onto the Lion lay over it)."""
        out = []
        for sl in view["mat"]:
            if sl["cosmos"] is None or sl["bean"] is None:
                continue
            cr = pygame.Rect(0, 0, *self.card)
            cr.midtop = self.slot_rect(view, sl["slot"]).midtop
            foot = self.bean_at(view, sl).y
            if foot > cr.y:  # (into the Bean's top: an arrow from the Bean leaves past it)
                out.append(pygame.Rect(cr.x, cr.y, cr.width, foot - cr.y + 1))
        return out

    def dragged_slot(self, view: dict[str, Any], payload: Any) -> int | None:
        """The slot of the Bean card a drag holds, None for a hand card."""
        lay = self.layout_for(view, view.get("seat"))
        src = lay.source_of(payload) if lay is not None else None
        return int(src.key[1]) if src is not None and src.key[0] == "slot" else None

    def attack_breakdown(
        self, view: dict[str, Any], attackers: list[int], seat: int
    ) -> tuple[list[str], int]:
        return attack_breakdown(typed(view), attackers, seat)

    # ------------------------------------------------------------------ words
    def toast_room(self, view: dict[str, Any]) -> pygame.Rect | None:
        """The log folded at large text (``folds_log``): under the painted mat (whose foot
        holds the stack and a Sidewayz tag), beside the side column: the hand's row (the toasts
        keep off its cards themselves); else the log's column."""
        if not getattr(self.table, "log_folded", False):
            return None
        mat, play = self.mat_paint_rect(), self.table.play_rect
        return pygame.Rect(mat.x, mat.bottom, mat.width, max(0, play.bottom - mat.bottom))

    def window_anchor(self) -> tuple[int, int]:
        strip = self.window_strip()
        return (strip.centerx, strip.bottom - int(8 * self.scale))

    def window_place(self, bar: pygame.Rect) -> pygame.Rect:
        """Over no card where the strip above the stack is too low for the bar (large text):
        the attack's Beans and its panel in sight while the player answers (``barplace``)."""
        t = self.table
        key = (
            tuple(bar),
            t.state_key(),
            tuple(t.play_rect),
            self.scale,
            len(getattr(t, "buttons", [])),
        )
        if self._bar_at is None or self._bar_at[0] != key:
            self._bar_at = (key, barplace.place(self, bar))
        return self._bar_at[1].copy()

    def window_text(self, view: dict[str, Any]) -> str:
        v = typed(view)
        top = v["stack"][-1] if v["stack"] else None
        if top is None:
            return "Instant Actions?"
        if top["seat"] == v["seat"]:
            return f"Your {top['label']}: {self.name_of(1 - top['seat'])} may answer it"
        mark = "" if top["label"].endswith(("!", "?")) else "?"
        on = ""
        t = top.get("target", top.get("slot"))
        bean = v["mat"][t]["bean"] if isinstance(t, int) and 0 <= t < len(v["mat"]) else None
        if bean:
            on = f" on {bean['name']}"  # which of your Beans it is aimed at
            mark = "?"
        return f"Answer {self.name_of(top['seat'])}'s {top['label']}{on}{mark}"

    def window_hint(self, view: dict[str, Any]) -> str:
        top = view["stack"][-1] if view["stack"] else None
        seat = view.get("seat")
        if top is not None and seat is not None and top["seat"] == seat:
            if self.owner_waits(typed(view), seat):
                return "Takes effect when the bar runs out, unless answered"
            return "Space: let it take effect now"
        return "Drag an Instant Action to the stack, or Space to pass"

    def phone_window_hint(self, view: dict[str, Any]) -> str:
        return "Tap React to play an Instant Action, or Pass"

    def owner_waits(self, view: BeanzView, seat: int) -> bool:
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

    # ------------------------------------------------------------------ the shared prompt
    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        v = typed(view)
        hand = side(v, self.me(v))["hand"] or []
        for c, r in zip(hand, self.hand_now(hand)):
            if c["id"] == card_id:
                return r
        for sl in v["mat"]:
            if sl["bean"] is not None and sl["bean"]["id"] == card_id:
                return self.slot_rect(v, sl["slot"])  # the whole slot: a Bean lies turned
        return None

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        c = self.find_card(view, card_id)
        return card_dict(c) if c else None

    def find_card(self, view: dict[str, Any], card_id: int) -> Card | None:
        v = typed(view)
        for p in (0, 1):
            for c in side(v, p)["hand"] or []:
                if c and c["id"] == card_id:
                    return c
        for sl in v["mat"]:
            for mc in (sl["bean"], sl["cosmos"]):
                if mc is not None and mc["id"] == card_id:
                    return mc
        return None

    # ------------------------------------------------------------------ windows and shots
    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        for e in events:
            k = e["kind"]
            if k in ("BeanBlownOut", "BeanKnockedOff", "DominoKnockedOff"):
                self.table.toast(
                    e["text"], "bad" if e["data"].get("slot", 0) // 9 == (seat or 0) else "good"
                )
            elif k == "LootCaptured":
                self.table.toast(e["text"], "good")
