"""What the keyboard's status line says about the focused stop (``focus.FocusLayer``): the
thing's name and what Enter does there, a hand card's places, a click's move in the guide's
words. Reads the table, never changes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.room.movewords import load_guide, say_action
from tabletop.ui.layers.focus_parts import Stop, card_name
from tabletop.ui.parts.hits import Clickable
from tabletop.ui.parts.layout import Slot, ToggleItem

if TYPE_CHECKING:
    from tabletop.ui.keys import TableKeys
    from tabletop.ui.table import TableScene


#: what a lesson's pointing adds to the status line's "Tab goes to ..." (the words a status
#: too long for the top bar at large text leaves out first)
POINTS = " (the lesson points at it)"


def joined(head: str, tail: str) -> str:
    """``head: tail`` with no doubled punctuation: a head ending in ``?`` or ``!`` ("What can I
    do?", "I'm spent!") is followed by the tail alone, and a head holding a colon itself (a
    move's words, "Toss a card: ...") is set off by a dash (a new player read "I'm spent!:
    Enter presses it" and "Enter: Toss a card: Do I Make You Randy?")."""
    if head.endswith(("?", "!")):
        return f"{head} {tail}"
    if ":" in head:
        return f"{head} \u2013 {tail}"
    return f"{head}: {tail}"


def placed(name: str, where: str) -> str:
    """A thing's name and where it is ("Fembot, in your hand"); a name ending in ``?`` or
    ``!`` takes its place in brackets ("Do I Make You Randy? (in your hand)")."""
    return f"{name} ({where})" if name.endswith(("?", "!")) else f"{name}, {where}"


class FocusWords:
    """The focus layer's words (a part of ``FocusLayer``)."""

    if TYPE_CHECKING:
        t: TableScene
        active: bool
        pointed: Any
        gone: str

        def gone_words(self, tab: str) -> str: ...
        def gone_short(self, tab: str) -> str: ...

        @property
        def keys(self) -> TableKeys: ...

        def stops(self) -> list[Stop]: ...
        def current(self, stops: list[Stop] | None = None) -> Stop | None: ...
        def layout(self) -> Any: ...
        def answers_question(self, stop: Stop) -> bool: ...
        def menu_moves(self, seat: int, stop: Stop) -> list[Action]: ...

    def status_text(self) -> str:
        """The status line while the ring shows: the focused thing and what Enter does (while a
        text box has the keyboard, what the keys do there: Enter is the box's)."""
        note = getattr(self.t, "reading_note", None)
        if note is not None and note():
            # a lesson's note: Enter goes on, never a move (the ring, if shown, is on Next)
            return f"{self.keys.names('act').split(' or ')[0]} or N: Next, once the note is read"
        typed = self.t.gv.typing_words() if getattr(self.t, "typing", False) else ""
        if typed:
            return typed
        if not self.active:
            if self.pointed is None or self.t.curtain_for is not None:
                return ""
            stop = next((s for s in self.stops() if s.key == self.pointed), None)
            first = self.keys.names("next").split(" or ")[0]
            # a lesson points: the keys' way to it
            return "" if stop is None else f"{first} goes to {stop.name}{POINTS}"
        stop = self.current()
        if stop is None and self.gone:  # its thing went: on nothing, said
            return self.gone_words(self.keys.names("next").split(" or ")[0])
        return "" if stop is None else self.describe(stop)

    def status_short(self) -> str:
        """``status_text`` in fewer words where the top bar has no room for it at large text:
        the focus on nothing while the others move (``gone_short``); "": no shorter form."""
        tab = self.keys.names("next").split(" or ")[0]
        words = self.status_text()
        stop = self.current() if self.active and words else None
        held = stop is not None and stop.kind == "target" and words == self.describe(stop)
        if held and getattr(self.t.gv, "short_carry_words", False):  # (a game's choice)
            assert stop is not None
            return self.held_short(stop)
        return self.gone_short(tab) if words and words == self.gone_words(tab) else ""

    def held_short(self, stop: Stop) -> str:
        """A card held by the keys over a target in fewer words: "Double Agent → Computer 3:
        Enter plays it, Esc puts it back" (at 100 % on 1280x720 the long form, "Double Agent
        over Computer 3: Enter drops it (Play Double Agent on Computer 3), Esc puts it back",
        took two lines, pushed the title out and met the target's focus corners)."""
        t = self.t
        held = card_name(t.drag["item"].payload if t.drag else None)
        act = self.keys.names("act").split(" or ")[0]
        back = self.keys.names("back").split(" or ")[0]
        does = "plays it" if self.moves_at(stop).startswith("Play ") else "drops it"
        return f"{held} → {stop.name}: {act} {does}, {back} puts it back"

    def describe(self, stop: Stop) -> str:
        t = self.t
        act = self.keys.names("act").split(" or ")[0]
        if stop.kind == "target":
            held = card_name(t.drag["item"].payload if t.drag else None)
            moves = self.moves_at(stop)
            if held and moves.startswith(held + " ("):  # "Mojo Extractor (without vibes)": the
                moves = moves[len(held) + 2 :].removesuffix(")")  # held card named once
            said = f" ({moves})" if moves else ""
            back = self.keys.names("back").split(" or ")[0]
            return f"{held} over {stop.name}: {act} drops it{said}, {back} puts it back"
        if stop.kind == "hand":
            return joined(placed(stop.name, stop.where), self.hand_words(stop))
        if isinstance(stop.item, ToggleItem) and stop.item.enter_words:
            return joined(stop.name, stop.item.enter_words)
        if stop.kind in ("button", "chooser", "end", "toggle", "bar"):
            return joined(stop.name, f"{act} presses it")
        if stop.kind == "pile":
            if stop.item.browsable and stop.item.cards:
                return joined(stop.name, f"{act} looks through it")
            return joined(stop.name, f"{act} says how many cards it holds")
        if stop.kind == "prompt" or (stop.kind == "click" and self.answers_question(stop)):
            return joined(stop.name, f"{act} chooses it")  # a question's choice (a panel's too)
        if stop.kind == "click":
            return joined(placed(stop.name, "on the table"), self.enter_does(act, stop.item))
        zoom = self.keys.names("zoom")
        return joined(placed(stop.name, "on the table"), f"{zoom} reads it large")

    def words(self, action: Action) -> str:
        """A move in words: the game's label, else the guide's words for its verb."""
        t = self.t
        verbs = load_guide(t.session.game_name).verbs
        return t.gv.say(say_action(action, t.view, t.gv.action_label, verbs))

    def click_words(self, c: Clickable) -> str:
        """What a click makes: its one move, a choice of moves, or (refused) why not."""
        t = self.t
        legal = t.legal(t.acting_seat())
        acts = [a for a in (c.choices or [c.action]) if a in legal]
        words = self.words(acts[0]) if len(acts) == 1 else ""
        return words or ("choose a move" if acts else "why not?")

    def enter_does(self, act: str, c: Clickable) -> str:
        """What Enter makes on a click (``click_words``) as a phrase: "Enter says why not",
        "Enter opens its menu" where the click asks first, else "Enter: <the move>"
        (set off by a dash where the move's words hold a colon)."""
        words = self.click_words(c)
        if words == "why not?":
            return f"{act} says why not"
        if words == "choose a move":
            return f"{act} opens a choice of moves"
        if c.confirm:
            return f"{act} opens its menu (a move to choose deliberately)"
        return f"{act} \u2013 {words}" if ":" in words else f"{act}: {words}"

    def hand_words(self, stop: Stop) -> str:
        """What a hand card can do now: the places it goes, or that it has no move."""
        t = self.t
        seat = t.acting_seat()
        if seat is None and t.game.is_terminal():  # no moves: the card read large as in play
            return f"the game is over: {self.keys.names('act').split(' or ')[0]} reads it large"
        if seat is None:
            return "not your move now"
        legal = t.legal(seat)
        sel = t.prompts.current(t.gv, t.view, seat, legal)
        if sel is not None and len(stop.key) > 1 and stop.key[1] in sel.card_values:
            # a card the open question picks ("no move now" stood on Austin's discard down
            # to six): Enter picks it, as a click does
            act = self.keys.names("act").split(" or ")[0]
            return f"{act} picks it – {t.gv.say(sel.text)}" if sel.text else f"{act} picks it"
        g = t.hits.gestures(t.view, seat, legal)
        lay = self.layout()
        menu = self.menu_moves(seat, stop)
        if menu:  # Enter opens the card's menu, as a click does
            act = self.keys.names("act").split(" or ")[0]
            return f"{act} opens its menu of {len(menu)} moves"
        names = []
        for key in g.targets(stop.key):
            slot = lay.find(key) if lay is not None else None
            label = slot.label if isinstance(slot, Slot) else ""
            names.append(t.gv.say(label) if label else "")
        if not names:
            if stop.item is not None:
                act = self.keys.names("act").split(" or ")[0]
                return self.enter_does(act, stop.item)
            return "no move now"
        named = [n for n in dict.fromkeys(names) if n]
        if len(named) > 3 or not named:
            where = f"one of {len(names)} glowing places" if len(names) > 1 else "its place"
        else:
            where = " or ".join(named)
        act = self.keys.names("act").split(" or ")[0]
        return f"{act} picks it up to drop it on {where}"

    def moves_at(self, stop: Stop) -> str:
        t = self.t
        if t.drag is None:
            return ""
        for tg, moves in t.drag["good"]:
            if tg.key == stop.item.key and len(moves) == 1:
                return self.words(moves[0])
        return ""
