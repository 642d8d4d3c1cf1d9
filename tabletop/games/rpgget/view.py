"""RPG Get! table (pygame).

Layout (play area, top to bottom): the other seats' panels (name, VP, reward counters, deck,
hand, bank, discard and unconscious counts; party, inventory, bank backs with flipped cards face
up, score pile); the attempt arena (the active party on the left facing the enemies on the right,
each side in three rank columns Front, Middle, Back, the mission between them, HP bars, status
icons, floating damage numbers, a coin for every flip; outside an attempt the arena is where a
mission is dropped); your own row (party, unconscious pile, inventory, bank, score pile) and your
hand. A status legend sits under the arena.

Gestures: drag a hand card onto your party (a character), the inventory (stock a reward), the
bank (bank a reward) or the arena (a mission, an enemy, a roadblock, an event). Click a card on
the table for its moves (the table's chooser asks which when there are several: a character's
actions, a bank card's flip or withdrawal, a party member joining). A prompt's card options
glow and are clicked; a prompt for several cards (targets X(Y), the Redraw phase) toggles a
selection with clicks and a Confirm button sends it. Moves without a card (done, pass, end the
attack, skip, a prompt's plain options) are buttons; every legal move is reachable.

The view is in parts: ``layout`` (what lies where, declared as data: ``placed``), ``gestures``
(which gesture makes each move, and what a refused drag would mean), ``paint`` (the drawing and
the animations from the engine's events), ``emblems`` (the cards' art) and ``labels`` (wording).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.rpgget import (
    arena_head,
    emblems,  # noqa: F401  (registers the cards' style)
    gestures,
    motion,
    news,
)
from tabletop.games.rpgget.labels import (
    card_in,
    curtain_reason,
    end_attack_question,
    face_card,
    window_head,
    window_heads,
    window_status,
    you_grammar,
)
from tabletop.games.rpgget.layout import title_bottom
from tabletop.games.rpgget.paint import Painter
from tabletop.games.rpgget.rules.seat_view import seat_view
from tabletop.ui import theme
from tabletop.ui.components.card import THUMB_W
from tabletop.ui.components.prompt import Selection

#: an arena lower than this (at 100 % text, in pixels of a 1920x1080 table) takes a reaction
#: window's bar across its whole width (``View.window_width``): four players' arena
LOW_ARENA = 260

__all__ = ["View", "face_card", "you_grammar"]

#: what a member's menu keeps off, by weight: another card's name, the member itself, a hand
#: card (any other card's face weighs 1)
MENU_NAME, MENU_OWN, MENU_HAND = 8, 3, 2


class View(Painter):
    def score_text(self, seat: int, score: float) -> str:
        return f"{score:g} VP"

    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        return face_card(card)

    def hand_words(self, card: dict[str, Any]) -> list[tuple[str, str]]:
        """A hand card's name, type line, figures (HP and PP, RP, a Roadblock's size, a
        Mission's points) and its whole text, its attacks and recoveries with their numbers:
        a hand card's face has room for its figures only. A Mission, whose card says only
        "VP 2, PP 4, EP 5, RP 3", says what its figures mean."""
        words = self.face_words(self.face_data(card))
        if card.get("type") == "mission":
            n = {k: int(card.get(k) or 0) for k in ("vp", "rp", "pp", "ep")}
            words = [(w, p) for w, p in words if p != "text"]
            words.append(
                (
                    f"Attempt it with a party within {n['pp']} Party Points; your rivals send "
                    f"Enemies within {n['ep']} Enemy Points. Beat them all: it scores "
                    f"{n['vp']} VP and {n['rp']} RP.",
                    "text",
                )
            )
        return words

    def tidy(self, text: str) -> str:
        """Sentences read grammatically when a seat is named "You" (``you_grammar``)."""
        return you_grammar(text)

    # ------------------------------------------------------------------ gestures
    gesture = staticmethod(gestures.gesture)
    nominal = staticmethod(gestures.nominal)

    # ------------------------------------------------------------------ the shared prompt
    def selection(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Any:
        """The Redraw phase: up to two hand cards picked with clicks, then Redraw (or Keep hand);
        the shared prompt component draws and answers it like a core prompt."""
        sv = seat_view(view)
        if sv["phase"] != "redraw" or not any(a.verb == "redraw" for a in legal):
            return None
        ids = sorted({x for a in legal if a.verb == "redraw" for x in a.args})
        opts = [{"value": i, "label": str(i), "card": i} for i in ids]
        return Selection(
            seat, "redraw", opts, 0, 2, own=True, glow=False,
            confirm=lambda n: f"Redraw {n}" if n else "Keep hand",
        )  # fmt: skip

    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        self.boxes(view, self.table.viewer)
        return self.rects.get(card_id)

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        c = card_in(view, card_id)
        return face_card(c) if c else None

    def prompt_anchor(self, view: dict[str, Any]) -> tuple[int, int] | None:
        arena = self.areas.get("arena", self.table.play_rect)
        return (arena.centerx, self.hint_y(arena))

    # ------------------------------------------------------------------ asked by the table
    def status(self, view: dict[str, Any], seat: int | None) -> str:
        return you_grammar(self._status(view, seat))

    def _status(self, view: dict[str, Any], seat: int | None) -> str:
        sv = seat_view(view)
        step = sv["step"] or sv["phase"]
        # in the set-up every seat picks its own Character: name the seat on screen
        acting = seat if sv["phase"] == "setup" and seat in (sv.get("active") or []) else None
        who = self.who(view, sv["current"] if acting is None else acting)
        if sv["phase"] == "window":
            seats = getattr(getattr(self.table, "session", None), "seats", None)
            people = None if seats is None else [i for i, c in enumerate(seats) if not c.is_bot]
            # hot-seat: open to the table (no hand on screen), nobody has claimed it yet
            table = self.table
            open_ = getattr(table, "viewer", 0) is None and getattr(table, "claimant", 0) is None
            return window_status(view, lambda p: self.who(view, p), people, open_)
        if sv.get("result"):
            return "Game over"
        active = sv.get("active") or []
        turn = sv.get("turn", 0)
        doing = "setting up" if step == "setup" else step.replace("_", " ")
        if acting is None and len(active) == 1 and active[0] != sv["current"]:
            # another player acts on this turn (an Enemy step, a choice): name who acts now
            on = self.who(view, active[0])
            return f"{on}: {doing} ({who}'s turn {turn})" if turn else f"{on}: {doing}"
        # the set-up comes before the first turn: no "turn 0"
        return f"{who}: {doing} (turn {turn})" if turn else f"{who}: {doing}"

    def curtain_reason(self, view: dict[str, Any], seat: int) -> str:
        return curtain_reason(view, seat, lambda p: self.who(view, p))

    def reveal(self, key: tuple[Any, ...], view: dict[str, Any], seat: int | None) -> Any:
        """A card of the seat's own bank, face down: its Look button lays the bank out."""
        if seat is None or len(key) != 2 or key[0] != "card" or self.look_for == seat:
            return None
        zone = seat_view(view)["zones"].get(f"bank/{seat}")
        cards = [c["id"] for c in (zone["cards"] or [] if zone else []) if c]
        if key[1] in cards and self.look_button(view, seat) is not None:
            return ("toggle", "look")
        return None

    def in_sight(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """The seat's own name, VP and reward counters, and its boxes' labels ("Bank 2/20"),
        and during an attempt the arena's header with the mission's VP, PP and EP (the note
        of the Party step, which speaks of its PP, lay over it): a lesson's panel leaves them
        be."""
        if seat is None:
            return []
        self.boxes(view, seat)
        out = [self.score_rect(view, seat, seat), *self.own_labels]
        att = seat_view(view).get("attempt")
        arena = self.areas.get("arena")
        if att and arena is not None:
            who = self.who(view, att["seat"])
            out.append(arena_head.title_rect(who, view, self.fs, arena, self.scale))
        return out

    def menu_clear(
        self, view: dict[str, Any], seat: int | None, card: pygame.Rect
    ) -> list[tuple[pygame.Rect, int]]:
        """A card's menu (a party member's: its Recovery, Ability, Join) opens beside it, off
        the other cards' names first (a menu at the pointer hid the members to its right), then
        off the member itself, the hand, your name and labels, and the other cards."""
        out: list[tuple[pygame.Rect, int]] = []
        for c, r, where in self.boxes(view, seat):
            if r == card:
                out.append((r, MENU_OWN))
                continue
            plate = pygame.Rect(r.x, r.y, r.width, title_bottom(face_card(c), r.size))
            out.append((plate, MENU_NAME))
            out.append((r, MENU_HAND if where == "hand" else 1))
        out.extend((r, 1) for r in self.in_sight(view, seat))  # your name, your labels
        return out

    def arrow_clear(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """The name plates of the cards on the table, the arena's and the seats' rows' (the
        lesson's arrow ran over the Rag Rappy's and Clear the Forest's names on its way to
        Ryudo), and the hand's (an arrow to Ryudo in your party ran along "The Garmia Caves",
        "Healing Herb" and "Monomate"; to or from a hand card its own name is the card's). Nor
        does it bend over the seats' headers and labels, the arena's head or its status
        legend."""
        out = [
            pygame.Rect(r.x, r.y, r.width, title_bottom(face_card(c), r.size))
            for c, r, where in self.boxes(view, seat)
        ]
        # and their type and HP lines ("ENEMY", "MISSION", "HP 3/3": an arrow level with
        # Ryudo, clear of the names and the rank labels, ran along the Rag Rappy's "ENEMY")
        out += [
            pygame.Rect(r.x, r.y + r.h * 3 // 5, r.width, r.h - r.h * 3 // 5)
            for _c, r, where in self.boxes(view, seat)
            if where != "hand"
        ]
        arena = self.areas.get("arena")
        if arena is not None:
            legend = self.legend_top(arena)
            out.append(pygame.Rect(arena.x, legend, arena.width, max(0, arena.bottom - legend)))
            # the rank labels ("Front", "Middle"): the arrow to Ryudo ran along them as a step
            # explained them
            if seat_view(view).get("attempt"):
                out += self.rank_spots + [r for _t, r in self.beside_tags]
        return [*out, *self.headings(view)]

    def window_anchor(self) -> tuple[int, int]:
        """At the arena's foot, where its status legend is (the arena's cards lie above the
        bar, its rank labels give way where there is no room): no seat's name, label or card
        and not the top bar's status line lies under it, at any text size."""
        arena = self.areas.get("arena", self.table.play_rect)
        return (arena.centerx, arena.bottom - int(4 * self.scale))

    def window_place(self, bar: pygame.Rect) -> pygame.Rect:
        """The bar at the arena's foot; over the other seats' panels, its foot on the arena's
        top, where under it an arena's card would be too narrow to say its name (at 200 % on
        1024x600 and 1280x720, and with four players at 100 % on 1024x600, they shrank to
        nameless thumbnails while the player chose an answer: which card fought which could
        not be read). The panels come back when the window closes."""
        arena = self.areas.get("arena")
        view = self.table.view or {}
        if self.__dict__.get("_placing") or arena is None or not view.get("attempt"):
            return bar
        self.__dict__["_placing"] = True  # the arena laid out with the bar at its foot
        try:
            under = self.arena_boxes(view, arena)
        finally:
            self.__dict__["_placing"] = False
        if all(r.width >= THUMB_W for _c, r, _w in under):
            return bar
        s = self.scale  # the panels whole, as drawn: none of their words half under its rim
        opps = self.geometry(view, self.table.viewer)["opps"].inflate(int(10 * s), 0)
        up = pygame.Rect(opps.x, self.table.play_rect.y + int(2 * s), opps.width, 0)
        up.height = arena.y - int(2 * s) - up.y
        return up if up.height >= bar.height else bar

    def window_width(self) -> int | None:
        """Large text, or a low arena (four players): the arena's width, so the bar's head
        takes one row and the bar is low enough for the arena's cards to stay above it (four
        players at 100 % on 1024x600: under a bar of the usual width they were nameless
        25x35 thumbnails)."""
        arena = self.areas.get("arena", self.table.play_rect)
        if theme.ui_scale() <= 1.0 and arena.height >= LOW_ARENA * self.scale:
            return None
        return arena.width - 2 * int(10 * self.scale)

    def toast_room(self, view: dict[str, Any]) -> pygame.Rect | None:
        """The log folded at large text (``folds_log``): the arena under its header line (the
        toasts keep off its cards and labels themselves); else the log's column."""
        arena = self.areas.get("arena")
        if arena is None or not getattr(self.table, "log_folded", False):
            return None
        top = arena.y + self.arena_head()
        return pygame.Rect(arena.x, top, arena.width, max(0, arena.bottom - top))

    def headings(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The arena's header during an attempt (its title, the sides' names) and each seat
        panel's header and box labels (``motion.seat_words``: a dropped claim key's message
        lay over your counts and "KO 0 Inventory 0" under a window's bar): a refusal keeps
        clear of them (an empty arena's line of what to do may lie under one a moment)."""
        arena = self.areas.get("arena")
        words = motion.seat_words(self, view)
        if arena is None or not seat_view(view).get("attempt"):
            return words
        return [*words, pygame.Rect(arena.x, arena.y, arena.width, self.arena_head())]

    def end_anchor(self) -> tuple[int, int]:
        a = self.areas.get("arena", self.table.play_rect)
        return (a.centerx, a.bottom)

    def ask_first(self, action: Action, view: dict[str, Any], legal: list[Action]) -> str:
        """ "End the attack" with a member yet to attack asks first (as an idle Recovery does)."""
        return end_attack_question(action, view, legal)

    def window_text(self, view: dict[str, Any]) -> str:
        """What the window answers: the end of whose turn, or who attacks whom."""
        return window_head(view, lambda p: self.who(view, p))

    def window_forms(self, view: dict[str, Any]) -> list[str]:
        """``window_text`` and its shorter words, longest first (the bar takes the first
        that keeps to one row)."""
        return window_heads(view, lambda p: self.who(view, p))

    def bot_paces(self, events: list[dict[str, Any]]) -> float:
        """A mission's result (anyone's) is read before a computer moves on (``news``)."""
        return news.RESULT_PACES if any(e["kind"] in news.RESULTS for e in events) else 1.0

    def enter_hint(self, view: dict[str, Any], labels: list[str]) -> str:
        """The Mission phase: No mission never takes Enter (a key pressed for the last step
        must not give up the turn's mission), so Enter says both ways on."""
        if view.get("phase") == "mission":
            return (
                "Enter does nothing here: drag a Mission from your hand into the arena to "
                "attempt it, or click No mission."
            )
        return super().enter_hint(view, labels)

    def window_hint(self, view: dict[str, Any]) -> str:
        return "Drag a glowing card to answer, or Pass"

    def phone_window_hint(self, view: dict[str, Any]) -> str:
        return "Tap React to answer with a card, or Pass"
