"""Austin Powers CCG table drawing: up to six seats around the table (your own at the bottom),
active Agents with their vibe icons, each seat's running total of vibes put out, score piles with
Mojo or Ransom totals, the arena where an attempt's two Agents and their growing stacks of
Frickin' Bones face each other, each bone's title shown large as it lands, and the two timed
races (the Happening gesture and the "throw me a Frickin' Bone" help race) as reaction buttons.

The table is declared as data (Table v3): ``layout.py`` places what lies where (``placed``),
``gestures.py`` says which drag or click makes each move and what a refused drag meant,
``paint.py`` draws, ``labels.py`` words, ``faces.py`` gives the cards' faces; the table does the
hit-testing, dragging, glowing, zoom and pile browsing from those. Right-click any face-up card
for a large view; click a score or discard pile to browse it.

Races (only when a human takes part; otherwise the engine and the bots decide as in the tests)
are timed prompts of the rules (``rules/races.py``) the table runs (``tabletop.ui.parts.timed``:
the race overlay over ``tabletop.reactions.race.Race``); the measured outcome enters as an
ordinary action when it is over. Happening: the Happening player's seat reports
``happening_order`` (first to last to mimic, the tied tail, who never copied). Help race (the
bone race): the first helper whose press lands (arrival order; within a tie the earlier arrival)
throws, and only that bone is applied. Every helper is shown in the race whatever they hold (a
bot that would not throw simply never presses), so the overlay and the race's length tell nothing about hands.
A human who lands first picks which bone to throw by clicking it. Nobody lands: every helper
declines.

The ship window (every opponent answers a ship Agent, whatever they hold) is the shared table's
fixed-length reaction window (``is_window``); its title names only whose ship Agent is answered.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from tabletop.games.austin.cards import CARDS as CARD_DEFS
from tabletop.games.austin.cards import pile, pile_count
from tabletop.games.austin.faces import GAME, HELP_RESULT_LIFE, banner_life, card_dict
from tabletop.games.austin.labels import AustinWords
from tabletop.games.austin.layout import Panel
from tabletop.games.austin.rules.viewtypes import AustinView, seen
from tabletop.ui import theme
from tabletop.ui.components import keybadge, marks

__all__ = ["GAME", "View", "card_dict"]

#: a step of an attempt, a Slugfest or a Happening stays this many of the table's bot delays
#: on screen before a computer moves again (1.5 s at the table's 0.75 s): its banner is read
#: whole (a new player could not follow a computer's attack, over in about 1.4 s)
STEP_PACES = 2.0
#: its result (who won, what the Happening did) three (2.25 s), its banner whole meanwhile
RESULT_PACES = 3.0
STEPS = frozenset(
    {"AttemptDeclared", "BoneThrown", "HelpAsked", "HelpDeclined", "GaveUp", "HappeningPlayed",
     "GestureRaced", "SlugfestStarted", "BrawlersEntered", "BrawlerDropped"}
)  # fmt: skip
RESULTS = frozenset(
    {"AttackWon", "SlugfestWon", "SlugfestDrawn", "SlugfestFizzled", "CardRevealed"}
)
#: a card a computer puts on the table (an Agent, a ship Agent out of turn, a swing, a Swinger
#: used) stays this many bot delays on screen before a computer moves again (1.5 s): a new
#: player saw a computer's whole turn with five computers over in about 2.5 s (2026-11-26).
#: A person's own card, a draw, an end of turn or a pass keep the table's own pace.
CARD_PACES = 2.0
CARDS = frozenset({"CardPlayed", "SwingerPlayed", "SwingerUsed"})


class View(AustinWords):
    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        return card_dict(str(card["name"]))

    def panel_layout(self, view: AustinView, seat: int) -> Panel:
        """The seat panel's layout, kept for the view, the geometry and the scale it was laid
        out for (a frame asks it some 46 times: each seat's header, piles and captions)."""
        geo = self.geometry(len(view["seats"]))
        kept: dict[Any, Any] = self.__dict__.setdefault("_panels_kept", {})
        key = (seat, self.scale, theme.ui_scale())
        got = kept.get(key)
        if got is not None and got[0] is view and got[1] is geo:
            return got[2]  # type: ignore[no-any-return]
        lay = super().panel_layout(view, seat)
        kept[key] = (view, geo, lay)
        return lay

    def hand_words(self, card: dict[str, Any]) -> list[tuple[str, str]]:
        """A hand card's name, type line, Mojo or Ransom, the vibes its icons show, named
        (an Agent's vibes; the vibes a Bone shags or assassinates with), and its whole
        rules text: a hand card's face has room for a few words or none."""
        face = self.face_data(card)
        d = CARD_DEFS.get(str(card["name"]))
        figures = [str(face["stats"])] if face.get("stats") else []

        def named(vibes: tuple[str, ...]) -> str:
            return ", ".join(v.replace("_", " ").title() for v in vibes)

        if d is not None and d.kind == "agent" and d.vibes:
            figures.append(f"puts out {named(d.vibes)}")
        elif d is not None and d.kind == "bone":
            figures += [f"shags with {named(d.shag)}"] if d.shag else []
            figures += [f"assassinates with {named(d.assassinate)}"] if d.assassinate else []
        return [
            (str(face["name"]), "name"),
            (str(face["type_line"]), "type"),
            (" \u00b7 ".join(figures), "stats"),
            (str(face.get("text") or ""), "text"),
        ]

    game_name = GAME
    type_tabs = True  # a covered hand card read "SWINGE", "FRICKIN' BO" on a small window

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.banners: list[dict[str, Any]] = []
        self.help_winner: int | None = None
        self.help_asker: int | None = None  # who last asked for help (the result names them)
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._geo = {}

    # ================================================================== table hooks
    def is_window(self, view: dict[str, Any]) -> bool:
        # the ships window is an ordinary reaction window (ship Agent or pass); the two races
        # are this view's own timed windows (see ``update``). The table asks right after a move
        # with the view from before it (``update_viewer`` runs before ``refresh``), which would
        # pass the screen to the first human opponent when a ship Agent opens the window: the
        # phase is public, so the live one decides.
        return bool(self.table.game.flow.phase == "ships")

    def response_window(self, view: dict[str, Any]) -> bool:
        return self.is_window(view)  # the live phase, as above

    def window_anchor(self) -> tuple[int, int]:
        geo = self.geometry(len(self.table.view["seats"]))
        a: pygame.Rect = geo["arena"]
        return (a.centerx, a.bottom - int(8 * self.scale))

    def toast_room(self, view: dict[str, Any]) -> pygame.Rect | None:
        """The log folded at large text (``folds_log``): the arena (the toasts keep off its
        cards themselves; its title and hint may lie under a message a moment); else the log's
        column."""
        if not getattr(self.table, "log_folded", False):
            return None
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        return arena.copy()

    def headings(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """Each seat panel's header (its name, side, Mojo and counts), yours too, your hand's
        label "Your hand (N)" (the status band over the table lay over it at 200 %), and your
        hand's backs while a public window shows it face down (no placed cards then): a
        refusal said near a card keeps clear of them."""
        geo = self.geometry(len(view["seats"]))
        head = self.mine_head_h()
        panels = list(geo["panels"].values()) + [geo["mine"]]
        out = [pygame.Rect(p.x, p.y, p.width, min(head, p.height)) for p in panels]
        me = self.me()
        label = self.hand_label_at(view, geo)
        if label is not None:
            out.append(label)
        if pile(view, "hand", me) is None:  # your hand face down in a public window
            out += self.hand_rects(pile_count(view, "hand", me), geo)
        return out + self.banner_now(view) + self.help_now(view)

    def badge_room(self, view: dict[str, Any], rect: pygame.Rect) -> pygame.Rect | None:
        """A number key's badge on a hand card with its tick tab (discarding down to six) lies
        right of the tab, above the card (over the card's top left corner it covered the tab's
        left half); where a card's next lies too close for that or the hand's label lies
        there, every card's on its left edge halfway down, over its picture. None: the keys'
        own place."""
        room = super().badge_room(view, rect)
        hand = pile(view, "hand", self.me())
        if room is not None or not hand:
            return room
        geo = self.geometry(len(view["seats"]))
        rects = self.hand_rects(len(hand), geo)
        at = next((i for i, r in enumerate(rects) if r.x == rect.x and r.w == rect.w), None)
        usable = self.usable_hand()
        if at is None or hand[at]["id"] not in usable:
            return None
        s = self.scale
        side, pad = keybadge.side(keybadge.digit_px(s)), max(2, int(3 * s))
        label = self.hand_label_at(view, geo)
        beside = []
        for i, r in enumerate(rects):
            tab = marks.tab_rect(r)
            spot = pygame.Rect(tab.right + 2 - pad, r.top + max(2, side // 5) - side, side, side)
            beyond = rects[i + 1].x if i + 1 < len(rects) else r.right
            ok = spot.left + pad + side + 2 <= beyond and (
                label is None or not label.colliderect(spot.move(pad, 0))
            )
            beside.append(ok or hand[i]["id"] not in usable)
        if all(beside):
            tab = marks.tab_rect(rect)  # (a hovered card's own, lifted)
            return pygame.Rect(tab.right + 2 - pad, rect.top + max(2, side // 5) - side, side, side)
        return pygame.Rect(rect.x + max(3, int(6 * s)) - pad, rect.centery - side // 2, side, side)

    def arrow_clear(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """The icons legend's words and the piles' captions ("discard \u00b7 score"): a lesson's
        arrow to "I'm spent!" or "Even up" ran straight down through "Shagadelic", "Creepy"
        and "Assassin" at 100 %, and through your piles' caption."""
        v = seen(view)
        out = self.legend_words(self.geometry(len(v["seats"])), self.hand_size(view))
        for s in range(len(v["seats"])):
            said = self.pile_caption(v, s)
            if said is not None:
                out.append(said[2])
        return out + self.headings(view)

    def legend_words(self, geo: Any, n: int) -> list[pygame.Rect]:
        """Where the icons legend's words lie, each with its icon, as ``draw_legend`` draws
        them beside a hand of ``n`` (none where it is folded)."""
        leg = self.legend_cells(geo, n)
        if leg is None:
            return []
        head = theme.text_width("Icons", leg.px, "bold")
        r = leg.rect
        out = [pygame.Rect(r.x + leg.pad, r.y + leg.pad // 2, head, theme.line_h(leg.px))]
        for _icon, x, y, size, text in leg.cells:
            w = leg.isz + 5 + theme.text_width(text, size)
            out.append(pygame.Rect(x, y, w, max(leg.isz, theme.line_h(size))))
        return out

    def help_now(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The arena's help line as last drawn, while help is asked: a hand card's words box
        lay over why the helper's bones could not help (the pointer resting on a card)."""
        f = view.get("fight")
        if not f or f.get("helpers") is None or self.help_box is None:
            return []
        return [self.help_box]

    def banner_now(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The box of the banner on screen now, as last drawn, if any (a hand card's words box
        lay over "It's freedom, baby, yeah!" while the bone's banner showed). The drawn box,
        not a new plan: placing the banner asks the table what it keeps clear, this too."""
        if not self.banners or self.banner_box is None:
            return []
        b = self.banners[-1]
        if not 0 <= (self.clock() - b["t0"]) / banner_life(b) <= 1:
            return []
        return [self.banner_box]

    # ================================================================== events
    def bot_paces(self, events: list[dict[str, Any]]) -> float:
        kinds = {e["kind"] for e in events}
        if kinds & RESULTS:
            return RESULT_PACES
        if kinds & STEPS:
            return STEP_PACES
        return CARD_PACES if self.computers_card(events) else 1.0

    def computers_card(self, events: list[dict[str, Any]]) -> bool:
        """``events`` put a computer's card on the table (``CARDS``)."""
        session = getattr(self.table, "session", None)
        bots = session.bots if session is not None else {}
        return any(e["kind"] in CARDS and (e.get("data") or {}).get("seat") in bots for e in events)

    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        now = self.clock()
        shown = self.banners
        for i, e in enumerate(events):
            k = e["kind"]
            data = e.get("data") or {}
            if k == "AttackWon" and i and events[i - 1]["kind"] in ("HelpAsked", "HelpDeclined"):
                self.banners = [self.nobody_helped(e["text"], seat, now)]
                continue
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
                self.help_asker = data.get("seat")
                self.banners = [{"big": "Throw me a Frickin' Bone!", "small": e["text"], "t0": now}]
            elif k in ("AttackWon", "SlugfestWon"):
                self.banners = [{"big": e["text"], "small": "", "t0": now, "size": 40}]
            elif k == "HappeningPlayed":  # the arena shows it: the last step's banner is done
                self.banners = []
            elif k == "CardRevealed":
                self.banners = [
                    {"big": str(data.get("name", "Happening")), "small": e["text"], "t0": now}
                ]
        if self.banners is not shown:  # a new banner (or none): not drawn yet
            self.banner_box = None
        if any(e["kind"] in ("BoneThrown", "AttackWon", "TurnStarted") for e in events):
            self.help_winner = None
            self.forget_gestures()  # kept for this state with the picker before

    def nobody_helped(self, won: str, seat: int | None, now: float) -> dict[str, Any]:
        """The result's banner of an attack whose call for help nobody answered: it says so
        over who won, and stays ``HELP_RESULT_LIFE`` (a new player who asked for help saw the
        arena gone after a moment, and that nobody threw a bone was only in the log)."""
        asker = self.help_asker
        whom = "you" if asker is not None and asker == seat else None
        if whom is None:
            whom = self.seat_name(asker) if asker is not None else "anyone"
        return {
            "big": won,
            "small": f"Nobody threw {whom} a bone.",
            "t0": now,
            "size": 40,
            "life": HELP_RESULT_LIFE,
        }

    def busy(self) -> bool:
        now = self.clock()
        self.banners = [b for b in self.banners if now - b["t0"] < banner_life(b)]
        return bool(self.banners)

    # ================================================================== races
    def race_winner_picks(self, seat: int | None) -> None:
        """The table's race runner: ``seat`` landed first in the help race and picks which
        bone to throw (its gestures are narrowed to that); None when it is over."""
        self.help_winner = seat
        self.forget_gestures()  # the moves by gesture narrow (or widen) to the picker's

    # ================================================================== drawing
    def races_lost_before(self) -> int:
        """The races of this game a person lost to the computer, read from its log (a table
        that comes back counts those played before it: ``race.races_lost_in``)."""
        from tabletop.games.austin.race import races_lost_in

        s = self.table.session
        patient = s.options.get("races") == "no-speed"
        return races_lost_in(s.log, set(s.humans()), set(s.bots), patient)

    def static_key(self, view: dict[str, Any]) -> Any:
        """What ``draw_static`` depends on (the table redraws its layer when it changes)."""
        return (self.size, self.me(), len(view["seats"]))
