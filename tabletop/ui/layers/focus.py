"""Playing at the table with the keyboard alone, the same way in every game: read from the
table's layout (``tabletop.ui.parts.layout`` placed items) and the legal moves' gestures
(``tabletop.ui.parts.gestures``), never from a game.

The focus rests on one "stop" at a time, in reading order: your hand, then the table's things
you can act on or read (a prompt's cards, clickables, piles to browse, face-up cards), then the
move buttons. Tab / Shift+Tab step through them, the arrows go to the nearest stop in their
direction, Home to the first. Enter does what a click does there, through the table's own
paths (the UI never changes the game): a card of your hand is picked up as a drag picks it up,
its legal targets glow, the arrows (and Tab) move it among those targets only, Enter drops it
where a mouse drop lands (the same chooser, refusal and snap-back), Esc puts it back. The number
keys answer the open prompt's options (or a chooser's), Space passes an open window, I reads
the focused card large. The status line names the focused thing. Keys are remappable
(``tabletop.ui.keys``). Focus only ever rests on what the seat on screen may see: the layout
is the seat's own, a hidden card is never named.

The ring shows once a focus key is pressed and hides on a mouse press (the keys stay).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.components.prompt import NUMBERED
from tabletop.ui.components.widgets import Button
from tabletop.ui.keys import (
    KEYPAD_OPTION_KEYS,
    OPTION_KEYS,
    SETTINGS_KEY,
    TableKeys,
    load_table_keys,
)
from tabletop.ui.layers import TableLayer, drag
from tabletop.ui.layers.focus_keep import FocusKeep
from tabletop.ui.layers.focus_parts import (
    DIRECTIONS,
    ROW_BAND,
    Stop,
    badge,
    card_name,
    name_bottom,
    nearest,
    pile_name,
    reading_order,
    ring,
)
from tabletop.ui.layers.focus_words import FocusWords
from tabletop.ui.parts.gestures import Drag
from tabletop.ui.parts.hits import Clickable, Draggable
from tabletop.ui.parts.layout import CardItem, PileItem, Slot, ToggleItem

if TYPE_CHECKING:
    from tabletop.ui.components.prompt import Selection
    from tabletop.ui.table import TableScene


class FocusLayer(TableLayer, FocusWords, FocusKeep):
    """The focus ring and the table's keyboard commands."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self._keys: tuple[Any, TableKeys] | None = None
        #: the ring is shown (a focus key was pressed since the last mouse press)
        self.active = False
        self.key: Any = None
        self.index = 0
        #: the stop a lesson points at (``point_at``): the ring goes there, Tab starts there
        self.pointed: Any = None
        #: the focused stop's kind (where the focus goes when its stop is gone)
        self.kind = ""
        #: the keys' last message (Esc closes it while it shows)
        self.told: Any = None
        #: the open question the focus went to (its state, seat and verb), else None
        self.asked: Any = None
        #: the seat on screen that may move (``watch``), and whether the focus is yet to start
        #: its moves (``on_turn``)
        self.acting: int | None = None
        self.fresh = False
        #: a window's pass button ("No reaction") showed at the last look; a window was open
        self.windowed = self.in_window = False

    @property
    def keys(self) -> TableKeys:
        """The table's keys as the settings have them now (the key-mapping screen may have
        changed them since this table opened)."""
        saved = self.t.app.settings.get(SETTINGS_KEY)
        if self._keys is None or self._keys[0] is not saved:
            self._keys = (saved, load_table_keys(self.t.app.settings))
        return self._keys[1]

    # ------------------------------------------------------------------ the stops
    def stops(self) -> list[Stop]:
        """Where the focus may rest now, in order."""
        t = self.t
        if t.curtain_for is not None or getattr(t, "view", None) is None:
            return []
        lesson = self.lesson_stops()
        if lesson and (not self.lesson_over() or t.game.is_terminal()):
            return lesson  # a note read (Enter goes on) or the game over: the panel's only
        if lesson:
            return lesson + self.table_and_buttons()  # the lesson's end buttons come first
        if t.game.is_terminal() and t.ended_shown:  # the end's buttons, then your hand to read
            ends = [Stop(("end", b.label), b.rect, "end", b.label, None, b) for b in t.end_buttons]
            return ends + [h for h in self.hand_stops() if not t.ending.rect.colliderect(h.rect)]
        if t.chooser:
            return [
                Stop(("chooser", i), b.rect, "chooser", b.label, None, b)
                for i, b in enumerate(t.chooser)
            ]
        return self.table_and_buttons()

    def table_and_buttons(self) -> list[Stop]:
        """The table's stops without an end panel: a held card's targets, else the hand, the
        table's things and the buttons (an open question's first)."""
        if self.holding():
            return self.target_stops()
        stops = self.hand_stops() + self.table_stops() + self.button_stops()
        if self.question() is None and not self.panel():
            return stops
        # a question open: its cards, then its buttons (the default first), then the rest;
        # nothing the question's panel covers
        box = self.t.prompts.box
        answers = [s for s in stops if self.answers_question(s)]
        rest = [s for s in stops if s not in answers and not box.collidepoint(s.rect.center)]
        return answers + rest

    def question(self) -> Selection | None:
        """The question the seat on screen answers now (a prompt's options or a game's own
        selection), or None."""
        t = self.t
        seat = t.acting_seat()
        if seat is None:
            return None
        sel = t.prompts.current(t.gv, t.view, seat, t.legal(seat))
        # a game's own selection (RPG Get!'s Redraw) is no question: the hand is played as ever
        return sel if sel is not None and sel.options and not sel.own else None

    def panel(self) -> list[tuple[Action, pygame.Rect, str]]:
        """The choices of a question the game asks on its own panel (``GameView.choice_panel``:
        Mighty Beanz's cut, hand kept, hand for the Bean) while no prompt is open, else []."""
        t = self.t
        seat = t.acting_seat()
        if seat is None or self.question() is not None:
            return []
        legal = t.legal(seat)
        return [c for c in t.gv.choice_panel(t.view, seat, legal) if c[0] in legal]

    def answers_question(self, stop: Stop) -> bool:
        """A stop of the open question: one of its cards, or a button answering it (or a
        choice of a game's own panel)."""
        if stop.kind == "prompt":
            return True
        if stop.kind == "click":
            return any(r == stop.rect for _a, r, _w in self.panel())
        sel = self.question()
        if stop.kind == "hand":  # a card of yours the question picks where it lies
            spots = {a.args[0]: r for a, r in self.t.prompt_cards.targets()}
            return sel is not None and len(stop.key) > 1 and spots.get(stop.key[1]) == stop.rect
        if stop.kind != "button":
            return False
        return sel is not None and any(
            isinstance(a, Action) and sel.answers(a)
            for a in getattr(stop.item.on_click, "args", ())
        )

    def default_stop(self, stops: list[Stop]) -> int:
        """Where the focus goes when a question opens (or after its cards are picked): the
        button Return presses once it is there, else the question's first card, else the
        first stop."""
        for i, s in enumerate(stops):
            if s.kind == "button" and s.item.primary and self.answers_question(s):
                return i
        return next((i for i, s in enumerate(stops) if self.answers_question(s)), 0)

    def band(self) -> int:
        return int(ROW_BAND * self.t.scale)

    def layout(self) -> Any:
        t = self.t
        return t.gv.layout_for(t.view, t.viewer) if t.viewer is not None else None

    def mine(self, it: Any) -> bool:
        """A card of the seat on screen: its hand, or one it may pick up (its table's)."""
        if not isinstance(it, CardItem) or it.card is None:
            return False
        return it.draggable or it.zone == f"hand/{self.t.viewer}"

    def hand_stops(self) -> list[Stop]:
        """Your hand's cards (their clicks too: a card with no drag may have a click)."""
        lay = self.layout()
        if lay is None:
            return []
        clicks = self.clicks_by_rect()
        out = []
        for it in lay.items:
            if self.mine(it):
                hand = it.zone == f"hand/{self.t.viewer}"
                card = it.readable()
                stop = Stop(
                    it.key, it.rect, "hand", card_name(card), card, clicks.get(tuple(it.rect))
                )
                stop.where = "in your hand" if hand else "on your table"
                out.append(stop)
        inhand = [s for s in out if s.where == "in your hand"]
        table = [s for s in out if s.where != "in your hand"]
        # the hand in its own order (its cards glide to their places: never by where they are)
        return inhand + reading_order(table, self.band())

    def clicks_by_rect(self) -> dict[tuple[int, ...], Clickable]:
        t = self.t
        seat = t.acting_seat()
        if seat is None:
            return {}
        return {tuple(c.rect): c for c in t.hits.clickables(t.view, seat, t.legal(seat))}

    def table_stops(self) -> list[Stop]:
        """The prompt's cards, the clickables, browsable piles and face-up cards to read."""
        t = self.t
        lay = self.layout()
        seat = t.acting_seat()
        out: list[Stop] = []
        mine = [it for it in lay.items if self.mine(it)] if lay is not None else []
        taken: set[Any] = {it.key for it in mine}
        if seat is not None:
            out += self.prompt_stops(seat, lay, taken)
            out += self.click_stops(seat, lay, taken)
        for it in lay.items if lay is not None else []:
            if it.key in taken:
                continue
            if isinstance(it, ToggleItem) and it.press is not None:  # RPG Get!'s Look/Hide
                out.append(Stop(("toggle", it.key), it.rect, "toggle", it.label, None, it))
            elif isinstance(it, PileItem) and it.rect.width > 0 and it.rect.height > 0:
                # every pile, browsable or not: Enter looks through it, or says how many
                out.append(
                    Stop(("pile", it.key), it.rect, "pile", pile_name(it), it.readable(), it)
                )
            elif isinstance(it, (CardItem, PileItem)) and it.readable() is not None:
                card = it.readable()
                out.append(Stop(("card", it.key), it.rect, "card", card_name(card), card, it))
        # a pile's top card drawn on it is the pile's one stop (I reads it there too)
        piles = {tuple(s.rect) for s in out if s.kind == "pile"}
        out = [s for s in out if s.kind != "card" or tuple(s.rect) not in piles]
        return reading_order(out, self.band())

    def item_at(self, lay: Any, rect: pygame.Rect) -> Any:
        """The layout item lying exactly at ``rect`` (else the topmost one at its centre)."""
        if lay is None:
            return None
        under = lay.at(rect.center)
        for it in under:
            if it.rect == rect:
                return it
        return under[0] if under else None

    def prompt_stops(self, seat: int, lay: Any, taken: set[Any]) -> list[Stop]:
        t = self.t
        out = []
        sel = t.prompts.current(t.gv, t.view, seat, t.legal(seat))
        labels = {o["value"]: str(o.get("label") or "") for o in (sel.options if sel else [])}
        # the card a choice is about, by the choice's own words: a place of the mat shares its
        # rectangle with the card under it (a Bean chosen on its Cosmos card is the Bean)
        own = {v: t.gv.prompt_card(t.view, c) for c, v in (sel.card_values if sel else {}).items()}
        for action, r in t.prompt_cards.targets():
            value = action.args[0]
            it = self.item_at(lay, r)
            here = it is not None and it.rect == r
            if here and it.key in taken:
                continue  # a card of yours chosen where it lies: its one stop is the hand's
            card = it.readable() if here else None
            card = card or t.prompts.inspect_at(t.gv, t.view, seat, r.center)
            if here:
                taken.add(it.key)
            name = card_name(own[value]) if own.get(value) else ""
            if not name and here and isinstance(it, CardItem) and it.card:
                name = card_name(it.card)
            name = name or labels.get(value) or card_name(card)
            out.append(Stop(("prompt", value), r, "prompt", name, card, value))
        return out

    def click_stops(self, seat: int, lay: Any, taken: set[Any]) -> list[Stop]:
        t = self.t
        legal = t.legal(seat)
        sel = t.prompts.current(t.gv, t.view, seat, legal)
        out = []
        for c in t.hits.clickables(t.view, seat, legal):
            if sel is not None and sel.answers(c.action) and sel.card_values:
                continue  # the prompt's cards are the prompt's stops
            it = self.item_at(lay, c.rect)
            key = it.key if it is not None else tuple(c.rect)
            if key in taken:
                continue
            taken.add(key)
            card = it.readable() if it is not None else None
            if isinstance(it, Slot) and it.label:
                name = t.gv.say(it.label)
            elif isinstance(it, CardItem):
                name = card_name(it.card or card)
            elif card is not None:
                name = card_name(card)
            else:
                name = c.label or self.words(c.action)  # never a move's notation
            out.append(Stop(("click", key), c.rect, "click", name, card, c))
        return out

    def button_stops(self) -> list[Stop]:
        """The move buttons, then the top bar's buttons left to right ("What can I do?",
        Sound, Undo, Menu, and Log when the log is folded behind it): the keys reach every
        button a click reaches. A greyed-out button (Undo with nothing to take back) is no
        stop: Tab never rests where Return would do nothing."""
        moves = [
            Stop(("button", b.label), b.rect, "button", b.label, None, b)
            for b in sorted(self.t.buttons, key=lambda b: (b.rect.y, b.rect.x))
            if b.enabled
        ]
        if getattr(self.t, "replaying", False):
            return moves  # a replay has its own controls, not the bar's
        bar = sorted((b for b in self.t.top_buttons if b.enabled), key=lambda b: b.rect.x)
        return moves + [Stop(("bar", b.label), b.rect, "bar", b.label, None, b) for b in bar]

    def target_stops(self) -> list[Stop]:
        """While a card is held: its legal targets only."""
        t = self.t
        assert t.drag is not None
        out = [
            Stop(("target", tg.key), tg.rect, "target", t.gv.say(tg.label) or "here", None, tg)
            for tg, _moves in t.drag["good"]
        ]
        return reading_order(out, self.band())

    def holding(self) -> bool:
        """A card picked up with the keys is held."""
        return bool(self.t.drag and self.t.drag.get("keyboard"))

    def current(self, stops: list[Stop] | None = None) -> Stop | None:
        """The focused stop: the one kept by key, else the one at the kept place."""
        stops = self.stops() if stops is None else stops
        if not stops:
            return None
        self.on_turn(stops)
        self.on_question(stops)
        self.on_window(stops)
        self.on_panel(stops)
        self.on_spent(stops)
        for i, s in enumerate(stops):
            if s.key == self.key:
                self.index, self.kind, self.seen = i, s.kind, s.name
                return s
        if self.lost(stops):
            return None  # its thing went while others move: on nothing (the status line says)
        self.active &= self.kind != "toggle"  # a view's control gone (a clue given): no ring
        if stops[0].kind == "chooser" and self.kind != "chooser":
            self.index = 0  # a chooser opened: its first entry
        # the focused stop is gone (its card played): the one at its place among its kind
        # (the hand's last card played: the hand's new last card, never the pile beside it)
        same = [i for i, s in enumerate(stops) if s.kind == self.kind]
        if same and self.kind == "hand":
            at = [i for i in same if i >= self.index]
            self.index = at[0] if at else same[-1]
        self.index = max(0, min(self.index, len(stops) - 1))
        seat = self.t.acting_seat()
        if seat is not None and self.kind in ("prompt", "button", "click"):
            # a question answered, a move's button gone (Mighty Beanz's Shoot for Loot shot):
            # where play goes on, as at a turn's start (never the Menu at the old place)
            self.index = self.start_stop(stops)
        elif seat is not None and self.kind == "hand":
            now_at = stops[self.index]
            if now_at.kind != "hand" or not self.playable(seat, now_at):
                # the card now at its place has no move (a new player's first Austin action
                # left the focus on a card Enter refuses): the hand's first card with one, else
                # the turn's main button, which Enter presses (End turn, I'm spent!)
                self.index = self.start_stop(stops)
        self.key, self.kind = stops[self.index].key, stops[self.index].kind
        self.seen = stops[self.index].name
        return stops[self.index]

    def watch(self) -> None:
        """Each frame (the table's ``update``) and at each look: the seat on screen may move now
        where it could not (its turn, its answer in another's turn, the next person, a window shut)."""
        seat = self.t.acting_seat()
        view = getattr(self.t, "view", None)
        window = seat is not None and view is not None and self.t.gv.response_window(view)
        if seat != self.acting:
            self.acting, self.fresh = seat, seat is not None
        elif self.in_window and not window:
            self.fresh = True  # the turn straight after a window: its start, never End turn
        self.in_window = window
        box = self.t.gv.typing_key() if getattr(self.t, "typing", False) else None
        if box is not None:  # a text box has the keyboard: Tab (or an arrow) goes on from it
            self.key, self.kind, self.fresh = ("toggle", box), "toggle", False
            self.active = True  # (its ring shows once the box lets the keyboard go)

    def point_at(self, rect: pygame.Rect | None) -> bool:
        """A lesson points at ``rect``: the focus goes to the stop drawn there (the ring shows
        there if it shows; else the first Tab shows it there). True when one was found."""
        stops = self.stops()
        found = next((i for i, s in enumerate(stops) if rect is not None and s.rect == rect), None)
        if found is None and rect is not None:
            found = next((i for i, s in enumerate(stops) if s.rect.collidepoint(rect.center)), None)
        self.pointed = None if found is None else stops[found].key
        if found is not None:
            self.focus(stops, found)
        return found is not None

    def focus(self, stops: list[Stop], i: int) -> None:
        self.index = i % len(stops)
        self.key, self.kind = stops[self.index].key, stops[self.index].kind
        self.seen, self.gone = stops[self.index].name, ""
        self.t.dirty = True

    # ------------------------------------------------------------------ keys
    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.active = False  # the pointer took over: the ring hides, the keys stay
            return False
        if event.type != pygame.KEYDOWN or t.curtain_for is not None:
            return False
        if event.key in OPTION_KEYS or event.key in KEYPAD_OPTION_KEYS:
            return self.option(event.key)
        cmd = self.keys.command(event.key)
        if cmd is None or (cmd == "zoom" and t.keys.claimer(event) is not None):
            return False  # not ours; a claim key's claim comes first
        if event.mod & pygame.KMOD_CTRL:
            return False  # Ctrl+key is a command (Ctrl+Z undoes)
        if t.zoom.is_open:
            if cmd == "zoom":
                t.zoom.close()
                return True
            return False  # the large card closes on Esc, Space or Enter
        return self.command(cmd, event)

    def command(self, cmd: str, event: pygame.event.Event) -> bool:
        if cmd == "pass":
            return self.pass_window()
        if cmd == "back":
            return self.back()
        stops = self.stops()
        if cmd == "act" and self.t.chooser:
            # Return chooses the focused entry of a chooser (its first before a focus key);
            # Esc dismisses it
            here = self.current(stops) if self.active else None
            pick = here.item if here is not None and here.kind == "chooser" else self.t.chooser[0]
            pick.on_click()
            self.t.dirty = True
            return True
        lesson = bool(stops) and self.of_lesson(stops[0])
        if cmd in ("act", "zoom") and not self.active and not lesson:
            # Enter without the ring: the move buttons' Return (a game's own panel has none:
            # its focused choice, where the ring would show; a lesson's end: its default)
            if (cmd == "act" and not self.panel()) or not stops:
                return False
        if not stops:
            return False
        here = self.current(stops)
        if here is None:  # on nothing (its thing went): a key that moves goes on from there
            if cmd in ("next", "first") or cmd in DIRECTIONS:
                self.focus(stops, 0 if cmd == "first" else self.index)
            else:  # said while the others move: it goes with their next move
                self.say(self.gone_words(self.keys.names("next").split(" or ")[0]), True)
            self.active = True
            return True
        if cmd == "next":
            if not self.active and here is not None:
                self.active = True  # the first Tab shows where the focus is
            else:
                back = bool(event.mod & pygame.KMOD_SHIFT)
                self.focus(stops, self.index + (-1 if back else 1))
        elif cmd == "first":
            self.focus(stops, 0)
        elif cmd in DIRECTIONS:
            self.arrow(stops, here, DIRECTIONS[cmd])
        elif cmd == "act":
            self.act(stops[self.index])
        elif cmd == "zoom":
            self.read(stops[self.index])
        self.active = True
        self.follow()
        return True

    def arrow(self, stops: list[Stop], here: Stop | None, way: tuple[int, int]) -> None:
        if not self.active or here is None:
            return  # the first arrow shows where the focus is
        i = nearest(stops, here.rect, way)
        if i is not None:
            self.focus(stops, i)

    def follow(self) -> None:
        """A held card hangs from the focused target's centre (``drag.held_at``; the glow
        shows where it would land)."""
        t = self.t
        if not self.holding():
            return
        here = self.current()
        if here is not None and t.drag is not None:
            keep = t.gv.held_keep(t.view)  # (the stack's captions: Espionage)
            t.drag["pos"] = drag.held_at(here.rect, t.drag["item"].rect.size, t.play_rect, keep)
        t._frame = None

    def back(self) -> bool:
        """Esc: a held card goes back to its place (a chooser closes); else the menu's."""
        t = self.t
        if self.holding():
            assert t.drag is not None
            self.key, self.kind = t.drag["item"].key, "hand"
            t.drags.cancel()
            return True
        if t.chooser and self.active:
            t.chooser = []
            return True
        told, self.told = self.told, None
        if told is not None and t.toasts.active() and told in t.toasts.items:
            t.toasts.items.remove(told)  # the message closes; the menu stays shut
            t.dirty = True
            return True
        return False

    def pass_window(self) -> bool:
        """Space: a move button with Space is the table's; else an open window is passed."""
        t = self.t
        seat = t.acting_seat()
        if seat is None or self.holding() or t.chooser:
            return False
        legal = t.legal(seat)
        if any(b.hotkey == "Space" for b in t.moves.specs(seat, legal)):
            return False
        if not (t.gv.response_window(t.view) or t.gv.is_window(t.view)):
            return False
        passes = [a for a in legal if a.verb == "pass"]
        if not passes or t.screen.public_window():
            return False
        if not t.curtain.pass_too_soon():  # not the curtain's key pressed twice
            t.submit(passes[0])
        return True

    # ------------------------------------------------------------------ doing
    def act(self, stop: Stop) -> None:
        """Enter on ``stop``: what a click (or a drag's pick-up or drop) does there."""
        t = self.t
        seat = t.acting_seat()
        at = stop.rect.center
        if stop.kind in ("button", "chooser", "end", "bar"):
            stop.item.on_click()
        elif stop.kind == "target":
            self.drop(stop)
        elif stop.kind == "toggle":  # what it shows changes (or the view's input hands a move)
            made = stop.item.press()
            if isinstance(made, Action):
                t.submit(made, by_view=True)
            t.gv.forget_placed()
        elif stop.kind == "pile" and not (stop.item.browsable and stop.item.cards):
            self.look_through(stop)  # how many it holds, whoever's move it is
        elif seat is None:
            self.read(stop)  # not your move: a click reads the card large
        elif stop.kind == "hand" and self.in_choice(seat, stop):
            # as a click where the choice shows it: picked (RPG Get!'s Redraw; a card given)
            spots = {a.args[0]: r for a, r in t.prompt_cards.targets()}
            t.prompt_cards.click(seat, spots.get(stop.key[1], stop.rect).center)
            self.after_pick()
        elif stop.kind == "hand":
            self.use_card(seat, stop)
        elif stop.kind == "prompt":
            t.prompt_cards.click(seat, at)
            self.after_pick()
        elif stop.kind == "click":
            clickable: Clickable = stop.item
            t.cards.click(clickable, t.legal(seat), at)
        elif stop.kind == "pile":
            self.look_through(stop)
        else:
            self.read_card(seat, at)
        t.dirty = True

    def look_through(self, stop: Stop) -> None:
        """Enter on a pile: a browsable one opens (as a click does); else how many it holds."""
        pile: PileItem = stop.item
        if pile.browsable and pile.cards:
            self.t.cards.show(stop.rect.center)
        else:
            n = pile.count
            self.say(f"{stop.name}: {'empty' if not n else f'{n} card' + ('s' if n != 1 else '')}")

    def in_choice(self, seat: int, stop: Stop) -> bool:
        """``stop`` is a card of the open choice (a click on it picks it, before its moves)."""
        t = self.t
        sel = t.prompts.current(t.gv, t.view, seat, t.legal(seat))
        return sel is not None and len(stop.key) > 1 and stop.key[1] in sel.card_values

    def use_card(self, seat: int, stop: Stop) -> None:
        """Enter on a card of yours: picked up when it has a place to go; else its click's
        move; else what a click on it says (what it can do, or why it cannot move)."""
        t = self.t
        if self.menu_moves(seat, stop):
            # its click opens a menu of its moves (RPG Get!'s bank card: Withdraw or Flip):
            # Enter opens the same menu, so each of them is made by the keys too
            t.cards.click(stop.item, t.legal(seat), stop.rect.center)
            return
        if t.hits.gestures(t.view, seat, t.legal(seat)).targets(stop.key) or stop.item is None:
            if self.pick_up(seat, stop):
                return
        if stop.item is not None:
            t.cards.click(stop.item, t.legal(seat), stop.rect.center)
        elif t.drag is None and self.question() is not None:
            self.press_default()  # a card with no move while a question is open
        elif t.drag is None:
            self.read_card(seat, stop.rect.center)

    def menu_moves(self, seat: int, stop: Stop) -> list[Action]:
        """The moves of a card of yours whose click opens a menu (more than one legal move
        now) holding a move no drag of it makes (RPG Get!'s banked card: its Flip), else []
        (a card whose moves are all drags is picked up, its targets glowing)."""
        c: Clickable | None = stop.item
        if c is None or not c.choices:
            return []
        t = self.t
        legal = t.legal(seat)
        moves = [a for a in c.choices if a in legal]
        of = t.hits.gestures(t.view, seat, legal).of
        dragged = [a for a in moves if isinstance(of.get(a), Drag)]
        return moves if len(moves) > 1 and len(dragged) < len(moves) else []

    def after_pick(self) -> None:
        """A question's card picked: once the picks are enough, the focus is on the button
        that sends them (Return presses it)."""
        sel = self.question()
        if sel is None:
            return
        stops = self.stops()
        i = self.default_stop(stops)
        if stops and stops[i].kind == "button" and len(self.t.prompts.picked) >= sel.hi:
            self.focus(stops, i)

    def press_default(self) -> None:
        """Enter on what cannot answer the open question: its default button is pressed when
        there is one; else the table says what to choose."""
        t = self.t
        stops = self.stops()
        i = self.default_stop(stops)
        if stops and stops[i].kind == "button":
            stops[i].item.on_click()
            return
        sel = self.question()
        text = t.gv.say(sel.text) if sel is not None and sel.text else "the question"
        self.say(f"Answer first: {text}")

    def read_card(self, seat: int, at: tuple[int, int]) -> None:
        """A click on a card that is not picked up: read large (and why it cannot move)."""
        t = self.t
        t.cards.read(seat, at, t.now())
        if t.drag is not None:  # your card that cannot move: read large, and why
            t.drags.release(at)
        t.holding = False  # no pointer release will come to be swallowed

    def pick_up(self, seat: int, stop: Stop) -> bool:
        """A card of your hand picked up (as a press picks it up); with no legal target it
        is not held, and the table says what the card can do (as a click on it does)."""
        t = self.t
        d = next((d for d in t.hits.draggables(t.view, seat) if d.key == stop.key), None)
        if d is None:
            return False
        t.drags.start(seat, d, d.rect.center, t.now())
        assert t.drag is not None
        if not t.drag["good"]:
            if stop.item is not None:
                t.drags.cancel()
                return False  # its click makes its move
            t.drags.say_how(seat, d, d.rect.center)
            return True
        t.drag["keyboard"] = True
        t.drag["press"].dragging = True  # held with keys: never a press held still
        t.drag["offset"] = (d.rect.width // 2, d.rect.height // 2)
        # over an opponent's target first (a Hacker over their Reaction, not your own Decoy)
        targets = self.target_stops()
        self.index = next((i for i, s in enumerate(targets) if not s.item.mine), 0)
        self.key = targets[self.index].key if targets else None
        self.follow()
        return True

    def drop(self, stop: Stop) -> None:
        """Enter on a target while a card is held: the mouse drop's path."""
        t = self.t
        held: Draggable = t.drag["item"] if t.drag else None  # type: ignore[assignment]
        t.drags.drop_on(stop.item, stop.rect.center)
        if held is not None:  # back on the card (or where it was) after the drop
            self.key, self.kind = held.key, "hand"
        self.index = 0

    def read(self, stop: Stop) -> None:
        """I: the focused card large (again, or Esc, closes it)."""
        t = self.t
        if stop.card is not None:
            t.zoom.open(stop.card)
        else:
            self.say(f"{stop.name}: nothing to read large here.")

    def say(self, text: str, till_a_move: bool = False) -> None:
        """A message of the keys' own (Esc closes it, before Esc opens the menu)."""
        self.t.toast(text, keys=True)  # by the focused place, where the player looks
        self.told = self.t.toasts.items[-1] if self.t.toasts.items else None
        if self.told is not None and till_a_move:  # (``Toasts.moment_is``)
            self.told.moment = self.t.screen.moment()

    def option(self, key: int) -> bool:
        """A number key: that option of an open chooser, else of the open prompt."""
        t = self.t
        n = (key - pygame.K_1) if key in OPTION_KEYS else (key - pygame.K_KP1)
        if t.chooser:
            if n < len(t.chooser):
                t.chooser[n].on_click()
                return True
            return False
        opts = self.options()
        if n >= len(opts) or self.holding() or t.zoom.is_open:
            return False
        opts[n][2]()
        self.after_pick()  # as after Enter on it: the focus on the button sending the pick
        t.dirty = True
        return True

    def options(self) -> list[tuple[Any, pygame.Rect, Any]]:
        """The open prompt's options in reading order (the number keys' 1, 2, ...), each (its
        value, where it is shown, what answers it): a card on the table or in the picker is
        clicked there, an option without a card is its move button's move."""
        t = self.t
        seat = t.acting_seat()
        if seat is None:
            return []
        legal = t.legal(seat)
        sel = t.prompts.current(t.gv, t.view, seat, legal)
        if sel is None:
            return self.panel_options(seat, legal)
        spots = {a.args[0]: r for a, r in t.prompt_cards.targets()}
        out: list[tuple[Any, pygame.Rect, Any]] = []
        for o in sel.options:
            value = o["value"]
            if value in spots:
                r = spots[value]
                out.append((value, r, lambda at=r.center: t.prompt_cards.click(seat, at)))
                continue
            a = Action(sel.seat, sel.verb, (value,))
            b = self.button_of(a)
            if a in legal and b is not None:
                out.append((value, b.rect, b.on_click))
        return sorted(out, key=lambda o: (o[1].centery // self.band(), o[1].centerx))

    def panel_options(self, seat: int, legal: list[Action]) -> list[tuple[Any, pygame.Rect, Any]]:
        """A game's own panel's choices as options: each clicked where it is shown."""
        t = self.t
        clicks = {tuple(c.rect): c for c in t.hits.clickables(t.view, seat, legal)}
        out: list[tuple[Any, pygame.Rect, Any]] = []
        for a, r, _w in self.panel():
            c = clicks.get(tuple(r))
            if c is not None:
                out.append((a, r, lambda c=c: t.cards.click(c, t.legal(seat), c.rect.center)))
        return sorted(out, key=lambda o: (o[1].centery // self.band(), o[1].centerx))

    def numbered(self) -> list[tuple[pygame.Rect, int | None, bool]]:
        """The options the number keys choose, in order: each with the bottom of its card's
        name plate (None: no card), and True for a badge over its corner (a panel's choice)."""
        t = self.t
        if t.chooser or self.holding():
            return [(b.rect, None, False) for b in t.chooser[:NUMBERED]]
        led, shown = {tuple(b.rect) for b in t.buttons if b.lead}, t.prompts.shown
        spots = [
            (r, name_bottom(t.gv, t.view, shown, r)) for _v, r, _d in self.options()[:NUMBERED]
        ]
        return [(r, below, below is None and tuple(r) not in led) for r, below in spots]

    def button_of(self, action: Action) -> Button | None:
        for b in self.t.buttons:
            if action in getattr(b.on_click, "args", ()):
                return b
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        """The option numbers of an open question, and the ring on the focused stop. The
        numbers show to a player of the mouse too (one who never pressed Tab never learnt
        that 1-9 choose) where each option has one (not the first 9 of a discard pile's 30),
        in the room the question keeps for them (a button's lead, under a picker's card, a
        panel choice's corner)."""
        t = self.t
        if t.curtain_for is not None or getattr(t, "typing", False) or t.gv.piles.is_open:
            # (a text box with the keyboard shows its own mark: one mark at a time; a pile
            # looked through covers the table, whose ring lay over one of its cards)
            return
        s, note = t.scale, t.paint.lesson_panel()  # (a badge under a lesson's note: not drawn)
        numbered = self.numbered()
        if not self.active and not t.chooser and len(self.options()) > len(numbered):
            numbered = []
        stop = self.current() if self.active else None
        if stop is not None:  # under the numbers: a badge over the focused choice's corner
            ring(surf, stop.rect, s)  # reads whole (Beanz's "1" of "Left hand" was half hidden)
        for n, (r, below, tab) in enumerate(numbered, start=1):
            if not t.prompts.orders_at(r):  # a picked card says its place ("1st") instead
                badge(surf, r, str(n), s, below, tab, t.gv.badge_room(t.view, r), note)
