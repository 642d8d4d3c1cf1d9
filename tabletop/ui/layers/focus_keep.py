"""Where the table's keyboard focus goes when the player's keys did not move it
(``tabletop.ui.layers.focus``): only (a) a question or a window opening (to its default
button), (b) the focused thing gone (to the nearest sensible thing, said in the status line:
with nothing left to do while others move, nothing), (c) the player's turn starting with the
focus on nothing. A blind key then does what the status line said just before."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.ui.layers.focus_parts import Stop
from tabletop.ui.parts.hits import Clickable

if TYPE_CHECKING:
    from tabletop.ui.components.prompt import Selection
    from tabletop.ui.table import TableScene


class FocusKeep:
    """The focus layer's own moves of the focus (a part of ``FocusLayer``)."""

    if TYPE_CHECKING:
        t: TableScene
        active: bool
        key: Any
        kind: str
        index: int
        pointed: Any
        asked: Any
        acting: int | None
        fresh: bool
        windowed: bool
        in_window: bool

        def holding(self) -> bool: ...
        def watch(self) -> None: ...
        def question(self) -> Selection | None: ...
        def panel(self) -> list[Any]: ...
        def default_stop(self, stops: list[Stop]) -> int: ...
        def focus(self, stops: list[Stop], i: int) -> None: ...

    #: the name of the focused thing that went while the player could not act: the focus is
    #: on nothing (no ring) and the status line says so until a key moves it
    gone = ""
    #: the name of the focused stop at the last look
    seen = ""
    #: the state at the last look of ``on_spent``
    spent_seen: Any = None
    #: the lesson panel's stops at the last look (``on_lesson``)
    panel_keys: tuple[Any, ...] = ()

    def lost(self, stops: list[Stop]) -> bool:
        """The focused stop is no longer there: True when the focus is now on nothing (a move
        button, a pile, a card of the table gone while the seat on screen cannot act: End
        turn pressed, the computer's turn), else the focus goes on to the nearest thing as
        ever (``FocusLayer.current``)."""
        if not self.active or self.key is None or self.t.acting_seat() is not None:
            return self.key is None and bool(self.gone)
        if self.kind in ("chooser", "target", "end"):
            return False
        self.gone, self.key = self.seen or "The focused thing", None
        self.t.dirty = True
        return True

    def gone_words(self, tab: str) -> str:
        """The status line while the focus is on nothing after its thing went, in a player's
        words: it goes only while the others move (a new player read "your party is gone:
        nothing is focused" when the party, still there, was no longer a place to play to)."""
        return f"Waiting for the others to move: nothing is picked ({tab} picks a card to look at)"

    def gone_short(self, tab: str) -> str:
        """``gone_words`` in fewer words, for a top bar with no room for them at large text: on
        two lines beside its buttons at 200 % on 1280x720, where the long ones went on a band
        over the table's foot (Marvel Codenames' Clues list, once the clue box went)."""
        return f"The others are moving: {tab} picks a card to look at"

    @staticmethod
    def of_lesson(stop: Stop) -> bool:
        """A button of a lesson's panel (``lesson_stops``)."""
        return isinstance(stop.key, tuple) and stop.key[:1] == ("lesson",)

    def on_panel(self, stops: list[Stop]) -> None:
        """A panel's buttons just came (a lesson's note or end, the game's end): the focus
        goes to its first, the default (Next, Play a real game, Play again)."""
        keys = tuple(s.key for s in stops if s.kind == "end")
        if keys == self.panel_keys:
            return
        self.panel_keys = keys
        if keys and not self.holding():
            self.focus(stops, 0)

    def lesson_over(self) -> bool:
        """The table is a lesson's, and the lesson is over (its last panel shows)."""
        run = getattr(self.t, "run", None)
        return run is not None and bool(run.finished)

    def lesson_stops(self) -> list[Stop]:
        """A lesson's panel's buttons while a note is read (its Next alone: the ring is on the
        Next that Enter presses, never on a move the note points at) or at its end (Play a real
        game, Back to the games: reached by the keys, first in order), else []."""
        t = self.t
        guide = getattr(t, "guide", None)
        run = getattr(t, "run", None)
        if guide is None or run is None:
            return []
        note = getattr(t, "reading_note", None)
        if not run.finished and not (note is not None and note()):
            return []
        guide.lay_out()
        buttons = sorted(guide.buttons, key=lambda b: (not b.primary, b.rect.y, b.rect.x))
        if not run.finished:  # a note: Next only (Enter goes on, whatever Tab was pressed)
            buttons = [b for b in buttons if b.primary][:1]
        return [Stop(("lesson", b.label), b.rect, "end", b.label, None, b) for b in buttons]

    def on_turn(self, stops: list[Stop]) -> None:
        """The seat on screen may move again with the focus on nothing (the ring hidden, or its
        thing gone): the focus starts on the first card of its hand that can be played now,
        else on the turn's main button (End turn), where the game has no hand on its first
        stop, or where a lesson points; an open question then takes it (``on_question``). A
        focus the player's keys left on a thing still there stays (a new player's blind Enter
        picked up a card given to them by the computer's move where the status line had said
        "Log: Enter presses it"), unless it is a card of the hand with no move now (the
        third Mission of an Espionage turn played, the focus was left on a Reaction: the turn
        goes on at End turn, which Enter presses). Where the game says the turn is at its start
        (``GameView.turn_starts_on_end``: Espionage), on its main button (End turn) instead,
        and a hand card left focused gives way to it too.
        Others' moves while it may move (a pass in a window) leave the focus where it is."""
        self.watch()
        if not self.fresh or self.holding():
            return
        self.fresh = False
        pointed = [i for i, s in enumerate(stops) if s.key == self.pointed]  # a lesson's wins
        if not pointed and self.t.gv.focus_starts_nowhere(self.t.view, self.t.acting_seat()):
            # the game's fresh screen starts on nothing (Codenames' Agent: Enter guessed the
            # first card): the ring hides, Enter presses no card, the first Tab shows it there
            self.active, self.key, self.kind = False, None, ""
            self.index = self.start_stop(stops)
            return
        kept = next((s for s in stops if s.key == self.key), None) if self.active else None
        seat = self.t.acting_seat()
        end = seat is not None and self.t.gv.turn_starts_on_end(self.t.view, seat)
        if kept is not None and not (
            kept.kind == "hand" and seat is not None and (end or not self.playable(seat, kept))
        ):
            return  # the focus the player's keys left stays (a blind Enter does what was said)
        self.windowed = self.pass_stop(stops) is not None
        start = self.main_stop(stops) if end else None
        self.focus(
            stops, pointed[0] if pointed else self.start_stop(stops) if start is None else start
        )

    @staticmethod
    def main_stop(stops: list[Stop]) -> int | None:
        """The turn's main move button (End turn: primary, enabled), if shown."""
        main = [s.kind == "button" and s.item.primary and s.item.enabled for s in stops]
        return main.index(True) if True in main else None

    def on_spent(self, stops: list[Stop]) -> None:
        """A move made while the seat on screen still moves left the focus on a card of its
        hand with no move, and no card of the hand has one now (both actions of an Austin
        turn used): the focus goes on to the turn's main button (I'm spent!), as after the
        third Mission of an Espionage turn (``on_turn``). A player's own Tab onto such a card
        moves nothing (only a new state is looked at)."""
        now = self.t.state_key()
        if now == self.spent_seen:
            return
        self.spent_seen = now
        seat = self.t.acting_seat()
        if seat is None or not self.active or self.holding() or self.question() is not None:
            return
        here = next((s for s in stops if s.key == self.key), None)
        if here is None or here.kind != "hand":
            return
        if not any(self.playable(seat, s) for s in stops if s.kind == "hand"):
            self.focus(stops, self.start_stop(stops))

    def start_stop(self, stops: list[Stop]) -> int:
        """Where a turn starts: the hand's first card with a move now that does not ask first
        (``asks``; with no hand, the
        table's first thing to act on), else the main move button (the primary one, else a
        window's pass, else the first), else the first stop."""
        seat = self.t.acting_seat()
        hand = [i for i, s in enumerate(stops) if s.kind == "hand"]
        for i in hand:
            if seat is not None and self.playable(seat, stops[i]) and not self.asks(stops[i]):
                return i
        acts = [i for i, s in enumerate(stops) if s.kind in ("prompt", "click", "toggle")]
        if not hand and acts:
            return acts[0]  # no hand: the first thing on the table to act on
        buttons = [i for i, s in enumerate(stops) if s.kind == "button"]
        for i in buttons:
            if stops[i].item.primary and stops[i].item.enabled:
                return i
        window = self.pass_stop(stops)
        return window if window is not None else buttons[0] if buttons else (hand or [0])[0]

    @staticmethod
    def asks(stop: Stop) -> bool:
        """A card whose click asks first (it commits something the player may not mean:
        Austin's toss at a turn's end): never where the focus starts (after "I'm spent!" a
        new player's second Enter threw the hand's first card away)."""
        c: Clickable | None = stop.item
        return c is not None and c.confirm

    def playable(self, seat: int, stop: Stop) -> bool:
        """A card of yours with a move now: a place to drop it, or a click's legal move."""
        t = self.t
        legal = t.legal(seat)
        if t.hits.gestures(t.view, seat, legal).targets(stop.key):
            return True
        c: Clickable | None = stop.item
        return c is not None and any(a in legal for a in (c.choices or [c.action]))

    def pass_stop(self, stops: list[Stop]) -> int | None:
        """The move button that passes an open window ("No reaction [Space]"), if shown."""
        spaced = [i for i, s in enumerate(stops) if s.kind == "button" and s.item.hotkey == "Space"]
        return spaced[0] if spaced else None

    def on_window(self, stops: list[Stop]) -> None:
        """A window to answer opened while the seat could move (after playing a card, the
        others and you may answer it): the focus goes to its pass button ("No reaction"),
        unless a question or a lesson's pointing has it."""
        i = self.pass_stop(stops)
        opened, self.windowed = i is not None and not self.windowed, i is not None
        if not opened or i is None or self.holding() or self.question() is not None:
            return
        if self.pointed is not None and any(s.key == self.pointed for s in stops):
            return
        self.focus(stops, i)

    def on_question(self, stops: list[Stop]) -> None:
        """A question just opened: the focus goes to it (its default button, else its first
        card), never left on a hand card that cannot answer it; a lesson's pointed stop wins
        (the ring shows where the lesson points and the status line said Tab goes)."""
        t = self.t
        sel = self.question()
        asked = None if sel is None else (t.state_key(), sel.seat, sel.verb)
        if sel is None and self.panel():
            asked = (t.state_key(), t.acting_seat() or 0, "panel")  # a seat acts: panel()
        if asked == self.asked:
            return
        self.asked = asked
        if asked is not None and not self.holding():
            pointed = [i for i, s in enumerate(stops) if s.key == self.pointed]
            self.index = pointed[0] if pointed else self.default_stop(stops)
            if not pointed and stops[self.index].kind == "prompt":
                self.index = self.first_card(stops, self.index)
            self.key = stops[self.index].key

    def first_card(self, stops: list[Stop], i: int) -> int:
        """The question's card the focus starts on (``GameView.question_start``; a new player's
        "Give Protector (gold) [Enter]" was one Enter away), else ``i``."""
        cards = [(j, s.card) for j, s in enumerate(stops) if s.kind == "prompt" and s.card]
        pick = self.t.gv.question_start(self.t.view, [c for _j, c in cards])
        return cards[pick][0] if pick is not None and 0 <= pick < len(cards) else i
