"""Who may see the screen, applied: the privacy policy's decision (``tabletop.ui.parts.privacy``) made
into the seat on screen and the "Pass to NAME" curtain, and claims of a window (no key shows a
hand while a public window is on screen: everyone may be looking).

After every move, undo, resume and start the table asks whose private information the next
frame may show and raises the curtain whenever that seat differs from the one the curtain was
last lifted for while two or more humans play. The curtain is lifted only by a whole click
(press and release) on its button or Space/Enter made while it is up, so the release of the
click that made a move never lifts the curtain it raised.

A seat's result (``GameInfo.results_for_seat``: a mission's end in RPG Get!) holds the screen
(``room.policy.ResultHold``), in that seat's view or over the public table, until they press
its "Seen: pass to NAME" (``ResultLayer``); only then the next curtain.

Public moments (a window shown to everyone, a result on the public table, a race over the
table: ``Screen.everyone_looks``) are recorded by the table's ``Audience``: the next private
frame after one goes behind its seat's curtain, whoever lifted the curtain last.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.registry import info
from tabletop.room.pacing import CurtainGuard
from tabletop.room.policy import results_to_see
from tabletop.room.session import NOBODY
from tabletop.ui import theme
from tabletop.ui.app import ctrl_held
from tabletop.ui.components.widgets import Button, Toast, words_width
from tabletop.ui.layers import TableLayer, knob
from tabletop.ui.layers.bars import CLAIM_KEYS, CLAIM_NAMES
from tabletop.ui.parts.curtain_note import NOTE_PX, note_box
from tabletop.ui.parts.curtain_why import reason
from tabletop.ui.parts.pass_log import OWN, PassLog
from tabletop.ui.parts.privacy import ScreenFacts, at_screen, public_window, shown_to_all, watched
from tabletop.ui.parts.privacy import screen_seat as decide_screen_seat
from tabletop.ui.parts.refusal_place import key_anchor, say_dropped_claim

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

#: the keys that lift the curtain (a moment after it rose), as its button shows them
LIFT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
LIFT_NAME = "Space"
#: a claim key this long after a window closed was meant for it: "The window had closed"
LATE_CLAIM = 3.0
#: how long the "Whose is it?" message lives: it stays until the question is answered (a
#: person's claim key) or dismissed (Esc), however long that takes; the table waits meanwhile
UNDO_ASK = float("inf")


#: events that are no line of their own: a window's passes are one line (``PassLog``)
QUIET_EVENTS = {"Passed", "PriorityPassed"}
LOUD_EVENTS = {"TurnStarted", "PlayerEliminated", "GameEnded", "HandsRevealed"}


class Screen:
    """The privacy policy applied: the seat on screen and the curtain (asked after a change)."""

    def __init__(self, table: TableScene) -> None:
        self.t = table
        self.window_was_open = False
        #: when the last window closed (on the table's clock), for a claim key pressed late
        self.window_closed_at: float | None = None
        #: when Ctrl+Z was pressed on a public window: the next claim key says whose undo it is
        #: (until it is answered or dismissed: a slow person's key is still an answer)
        self.undo_asked_at: float | None = None
        #: the "Whose is it?" message on screen while the table waits for the answer
        self.ask_toast: Toast | None = None
        #: the open window's passes, written as one line when it closes
        self.passes = PassLog()
        #: the move being applied was a choice (a pass with another move open)
        self.chose = True
        #: a resumed game's story is being written (``log_story``)
        self.telling = False
        #: whose turn it was when the curtain was last lifted (``curtain_why``)
        self.turn_at_lift: Any = None
        #: what everyone watched before the curtain rose again ("window", "undo"; "": none)
        self.watched = ""
        #: a move is being taken back, and everyone watched a window (the curtain says so)
        self.took_back = self.saw_window = False

    def follow_window(self, is_open: bool) -> None:
        """Note when a window closes (a claim key pressed just after says so)."""
        if self.window_was_open and not is_open:
            self.window_closed_at = self.t.now()
        self.window_was_open = is_open

    def dropped_claim(self, seat: int) -> str:
        """Why ``seat``'s claim key claims nothing now, in words (a dropped key says so)."""
        t = self.t
        name = t.session.seat_name(seat)
        key = CLAIM_NAMES[seat]
        closed = self.window_closed_at
        doing = self.answering()
        if doing and t.viewer is not None and t.viewer != seat:
            who = t.session.seat_name(t.viewer)
            return f"{key} ({name}): {who} is {doing}; press again when {who} is done."
        if t.window_key is not None and seat not in t.game.active_seats():
            return f"{key} ({name}): this window does not ask {name}."
        if t.window_key is None and closed is not None and t.now() - closed < LATE_CLAIM:
            return f"The window had closed: {key} ({name}) came too late."
        if t.curtain_for == seat:
            return f"{name}: lift the curtain ({LIFT_NAME}) first."
        if t.curtain_for is not None and t.window_key is not None:
            other = t.session.seat_name(t.curtain_for)
            return f"{key} ({name}): the screen is {other}'s now; press again when it is back."
        return f"{key} is {name}'s key to answer a reaction window: none is open."

    def facts(self) -> ScreenFacts:
        """The public facts the privacy policy reads (``tabletop.ui.parts.privacy``)."""
        t = self.t
        return ScreenFacts(
            humans=tuple(t.session.humans()),
            active=tuple(t.game.active_seats()),
            window=t.gv.response_window(t.view),
            terminal=t.game.is_terminal(),
            claimant=t.claimant,
            owner=t.lifted_for,
            viewer=t.viewer,
            phones=t.phone_seats,
        )

    def seat(self) -> int | None:
        """Whose private information the next frame may show: the one privacy decision (a
        seat's result on screen keeps it where it was: ``hold_results``)."""
        return self.t.hold.screen_seat(self.next_seat())

    def next_seat(self) -> int | None:
        """The privacy decision without a result's hold: where the screen goes after it."""
        return decide_screen_seat(self.facts())

    def hold_results(self, events: list[Any]) -> None:
        """After a move: a result its seat must see (the game's ``results_for_seat``) holds
        the screen for them, if others share it (``room.policy.ResultHold``)."""
        t = self.t
        kinds = info(t.session.game_name).results_for_seat
        if not kinds:
            return
        f = self.facts()
        results = results_to_see([e.for_seat(None) for e in events], kinds)
        on_screen = t.viewer if t.curtain_for is None else None
        if t.hold.follow(results, at_screen(f), watched(f), on_screen, f.terminal, t.now()):
            seat = t.hold.seat
            t.result.show([t.session.shown(events[i], seat)["text"] for i in t.hold.events])

    def public_window(self) -> bool:
        """A window waits for a human other than the screen's owner: shown to everyone."""
        return self.t.hotseat() and public_window(self.facts())

    def update_viewer(self) -> None:
        """Apply the policy: the seat on screen, and the curtain when it changes hands."""
        t = self.t
        if t.fixed_viewer:
            if t.frozen:
                return
            # an explicit viewer (a test or a bench table): followed only in hot-seat
            if not t.hotseat():
                return
        self.follow_window(t.gv.response_window(t.view))
        want = self.seat()
        if want is None and not t.session.humans():
            return
        t.viewer = want
        public = self.everyone_looks(want)
        self.saw_window = self.saw_window or (public and self.window_was_open)
        if t.audience.frame(public, want is not None, t.game.is_terminal()):
            t.lifted_for = None  # everyone was looking: the curtain rises again
            self.watched = "undo" if self.took_back else "window" if self.saw_window else ""
            self.saw_window = False
        self.took_back = False
        if want is None:
            t.curtain_for = None
            return
        if not t.hotseat() or want == t.lifted_for:
            if t.curtain_for is not None and t.curtain_for != want:
                t.curtain_for = None
            return
        if not t.gv.needs_curtain(want):
            # nothing private of ``want`` is drawn on this screen (a second window has it)
            t.curtain_for = None
            t.lifted_for = want
            return
        if t.curtain_for != want:
            t.raise_curtain(want)

    def everyone_looks(self, want: int | None) -> bool:
        """The frame about to be drawn (``want``: whose private information it shows) is a
        public moment, looked at by everyone at the screen: a result held on the public table,
        a public window (``privacy.shown_to_all``). A race over the table is one too
        (``everyone_looked``). After it the next private frame goes behind its curtain."""
        t = self.t
        if not t.hotseat():
            return False
        if t.hold.held:
            return t.hold.public
        return shown_to_all(self.facts(), want)

    def everyone_looked(self) -> bool:
        """Everyone watched something over the table (a race): the next private frame goes
        behind its curtain, even for the seat that lifted it last. True in hot-seat: then what
        they watched ends only when a person goes on (a race's result waits for Space or a
        click). A result that went by itself left the curtain where the result had been, and
        the Space pressed "to go on" from the result lifted it: the next hand was shown to
        everyone (a new player's walk, 2026-11-26)."""
        if not self.t.hotseat():
            return False
        self.t.audience.everyone_looked()
        return True

    def curtain_reason(self, seat: int) -> str:
        """Why the curtain asks for ``seat`` now (``curtain_why.reason``)."""
        return reason(self, seat)

    def undo_by(self) -> int | None:
        """Hot-seat: whose moves the screen may take back (the seat the curtain was lifted
        for; nobody's before a curtain was lifted, nor while a window is shown to everyone:
        anyone at the table may have pressed the key); solo: any of the human's."""
        if not self.t.hotseat():
            return None
        if self.t.lifted_for is None or self.everyones_undo():
            return NOBODY
        return self.t.lifted_for

    def can_undo(self) -> bool:
        """Undo would take something back now (its button is lit): on a window shown to
        everyone, for one of the people at the screen (their key then says who)."""
        t = self.t
        if self.everyones_undo():
            return any(t.session.can_undo(h) for h in self.humans())
        return t.session.can_undo(self.undo_by())

    def answering(self) -> str:
        """What the person on screen is in the middle of answering, in words ("" nothing): a
        chooser of moves (a target), a question addressed to them (give a card, a discard,
        cards picked for it), a card held, a window they claimed. Another seat's claim waits
        till it is answered."""
        t = self.t
        seat = t.viewer
        if seat is None or t.curtain_for is not None:
            return ""
        if t.chooser:
            return "choosing what to play"
        prompt = t.view.get("prompt") or {}
        if prompt.get("seat") == seat or t.prompts.picked_now(t.prompt_key()):
            return "answering a question"
        if t.drag is not None:
            return "holding a card"
        if t.claimant == seat and t.window_key is not None:
            return "answering the window"  # until they play or pass
        return ""

    def claim(self, seat: int) -> None:
        """Another human claims the open window: the screen passes to them (curtain), unless
        the person on screen is mid-answer (``answering``): then the key is held off and the
        table says so."""
        t = self.t
        if seat == t.viewer:
            return
        if self.answering():
            say_dropped_claim(t, seat)  # by the window's bar
            return
        t.claimant = seat
        t.settle_view()
        if t.hotseat() and t.curtain_for is None and t.viewer == seat:
            # the screen's owner claims a public window: the others look away first
            t.raise_curtain(seat)

    # ------------------------------------------------------------------ who is at the screen
    def humans(self) -> list[int]:
        """The people who play at this screen (not bots, not on phones)."""
        t = self.t
        return [h for h in t.session.humans() if h not in t.phone_seats]

    def hotseat(self) -> bool:
        return len(self.t.session.humans()) >= 2

    def request_attention(self, seat: int, message: str = "") -> None:
        """A view's request: ``seat`` must have the screen now (it won a race and picks what
        to play). The privacy policy passes the screen (with the curtain in hot-seat)."""
        t = self.t
        t.claimant = seat
        if message:
            t.toasts.add(message)
        t.settle_view()

    def release_attention(self, seat: int) -> None:
        t = self.t
        if t.claimant == seat:
            t.claimant = None
            t.settle_view()

    def log_seat(self) -> int | None:
        """Whose eyes the table's log speaks to: the one person at this screen (with phones,
        everyone: no private line on the TV)."""
        t = self.t
        humans = self.humans()
        if t.phone_seats:
            return None  # the TV's log speaks to everyone
        return humans[0] if len(humans) == 1 else None

    def log_events(self, shown: list[dict[str, Any]]) -> None:
        """Events (already as the log's seat may see them) as the log's lines. A window's
        passes are one line (``PassLog``), written before the next event with words: the
        window closed (or moved on) with it."""
        t = self.t
        for e in shown:
            if e["kind"] in QUIET_EVENTS:
                seat = (e.get("data") or {}).get("seat")
                if isinstance(seat, int) and e["text"]:
                    self.passes.words(seat, e["text"])
                continue
            if not e["text"]:
                continue  # events with nothing to say (a prompt opened, a cancelled card gone)
            self.log_passes()  # (before the first words after them: passes in a row, one line)
            colour = theme.ACCENT if e["kind"] in LOUD_EVENTS else theme.TEXT
            t.log.add(t.gv.say(e["text"]), colour)
        if self.passes.pending and not t.game.is_terminal() and not self.telling:
            # a window that closed saying nothing (Austin's ship Agents): nobody may pass now
            if not any(a.verb == "pass" for s in t.game.active_seats() for a in t._legal_any(s)):
                self.log_passes()

    def log_story(self) -> None:
        """A resumed game: the deal and the story so far as the log's seat saw it, each
        window's passes one line as when it was played (the session's ``story``: how each
        pass counted, from the save's log and the table's moves)."""
        t = self.t
        seat = t.log_seat()
        t.log_events(t.session.opening(seat))  # the deal's lines, as a new table writes them
        story = t.session.story
        if not story:  # (a session that keeps no story: its events only)
            t.log_events([e.for_seat(seat) for e in t.session.history])
            return
        self.telling = True  # the window's state now is not the one each move left
        try:
            for i, move in enumerate(story):
                if move.action.verb != "pass":
                    self.log_passes()
                self.passes.note(i, move.action.seat, move.how)
                t.log_events([e.for_seat(seat) for e in move.events])
                if move.closed:
                    self.log_passes()  # its window closed saying nothing
        finally:
            self.telling = False

    def note_move(self, action: Action) -> None:
        """A move just applied: a pass joins its window's line (``PassLog``: a person's or a
        computer's own pass, or the table's when the window's time ran out; not a pass the
        table made for a seat that could not answer); any other move first writes the line of
        the passes before it."""
        t = self.t
        index = len(t.session.log) - 1
        how: str | None = None
        if action.verb != "pass":
            self.log_passes()
        elif index not in t.session.by_table:
            how = OWN if self.chose else None  # (a pass in a window nobody can answer)
        else:
            how = t.turns.pass_how  # the table's pass when the window's time ran out
        self.chose = True
        self.passes.note(index, action.seat, how)

    def before_move(self, action: Action) -> None:
        """A move about to be applied: was a pass a choice? Only public facts say so (the
        game's ``pass_is_public``: a window nobody can answer), never the seat's hand: a line
        for the passes of those who held a Reaction only would show who held one."""
        if action.verb == "pass":
            t = self.t
            self.chose = not t.gv.pass_is_public(t.game.view(None), action.seat)

    def log_passes(self) -> None:
        """The pending passes' line in the log (once)."""
        t = self.t
        if self.passes.pending:
            line = self.passes.line(t.session.seat_name, t.gv.say)
            if line:
                t.log.add(line, theme.MUTED)

    def undo(self) -> None:
        """The person at the screen takes back their own last moves (``Session.undo``), or is
        told why not. On a window shown to everyone the key does not say who pressed it: the
        table asks for the person's claim key (``undo_for``), and takes back only their own."""
        t = self.t
        if self.everyones_undo():
            self.end_ask()
            self.undo_asked_at = t.now()
            keys = ", ".join(f"{t.session.seat_name(h)} {CLAIM_NAMES[h]}" for h in self.humans())
            t.toasts.add(
                f"Everyone is looking: undo takes back only your own move. Whose is it? Press"
                f" your key ({keys}); Esc if nobody's.",
                life=UNDO_ASK,
            )
            self.ask_toast = t.toasts.items[-1]
            return
        self.take_back(self.undo_by())

    def asking_undo(self) -> bool:
        """The table asks whose undo it is (Ctrl+Z on a public window, not yet answered nor
        dismissed): the window's countdown waits for the answer, however long it takes, and a
        claim key answers it. The question ends by itself only when the window it was asked on
        is no longer shown to everyone (its message is kept on screen meanwhile)."""
        if self.undo_asked_at is None:
            return False
        if not self.everyones_undo():
            self.end_ask()
            return False
        t, ask = self.t, self.ask_toast
        if ask is not None and ask not in t.toasts.items:
            t.toasts.items.append(ask)  # newer messages pushed it out: the question is still up
            t.dirty = True
        return True

    def ask_alone(self) -> bool:
        """The only message on screen is the standing "Whose is it?", shown in full: nothing
        moves, so the table need not be redrawn every frame while the question waits."""
        items = self.t.toasts.items
        ask = self.ask_toast
        return ask is not None and items == [ask] and self.t.toasts.age(ask) > 0.5

    def end_ask(self) -> None:
        """The question is answered or dismissed: its message goes, the countdown runs on."""
        t = self.t
        self.undo_asked_at = None
        ask, self.ask_toast = self.ask_toast, None
        if ask is not None and ask in t.toasts.items:
            t.toasts.items.remove(ask)
            t.dirty = True

    def moment(self) -> int:
        """The moment a message about the table speaks of: the moves made so far (a window
        opens, a turn passes, an undo goes back only with a move). A refusal said of it goes
        when the next move is made (``Toasts.moment_is``), else at its normal time."""
        return len(self.t.session.log)

    def everyones_undo(self) -> bool:
        """Ctrl+Z on a window shown to everyone, no one's view on screen (a result held in its
        seat's view is that person's screen): the key alone does not say who pressed it."""
        t = self.t
        return t.hotseat() and t.viewer is None and self.public_window()

    def undo_for(self, seat: int) -> bool:
        """A claim key just after Ctrl+Z on a public window: ``seat``'s own last move is taken
        back, or the refusal names whose the last move is. False: no undo was asked."""
        if not self.asking_undo():
            return False
        self.take_back(seat)
        return True

    def take_back(self, by: int | None) -> None:
        t = self.t
        self.end_ask()
        target = t.session.undo_target(by)
        undone = "" if target is None else t.session.log[target]
        self.took_back = True  # (the screen may follow the undo before it returns)
        if t.session.undo(by):
            t.log.add(undone_line(t.session.seat_name, undone), theme.MUTED)
            t.hold.seen()  # a result taken back holds nothing
            t.turns.forget()
            t.turns.pacing.wait(t.now(), knob("BOT_DELAY") * 2)
            t.settle_view()
        else:
            self.took_back = False
            t.toasts.add(t.session.undo_refusal(by), "bad", moment=self.moment())
            t.toast_anchor = key_anchor(t)  # by the focused place, else the status line


#: what the log calls a move taken back, by its verb (a move's words never show hidden cards)
UNDONE_NOUNS = {
    "pass": "pass",
    "end": "end of turn",
    "play": "card played",
    "react": "reaction",
    "draw": "draw",
    "guess": "guess",
    "clue": "clue",
}


def undone_line(seat_name: Callable[[int], str], move: str) -> str:
    """The log's line for an undo: whose move was taken back ("Undone: Dan's pass.")."""
    if not move:
        return "Undone."
    action = parse_action(move)
    noun = UNDONE_NOUNS.get(action.verb, "move")
    return f"Undone: {seat_name(action.seat)}'s {noun}."


class CurtainLayer(TableLayer):
    """While the curtain is up it takes every event that reaches it: only a whole click on its
    button (press and release) or Space/Enter made while it is up lifts it."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.guard = CurtainGuard()
        self.armed = False
        #: what the curtain says of a key it dropped (a claim key: "The window had closed")
        self.note = ""
        #: when a key last lifted the curtain: a pass key just after is its double press
        self.key_lifted_at: float | None = None
        #: the last claim key the curtain dropped ("M (Dee)"), for ``too_soon``'s words
        self.dropped_key = ""

    def rise(self, now: float) -> None:
        self.guard.rise(now)
        self.armed = False
        self.note = ""

    def pass_too_soon(self) -> bool:
        """A pass key pressed within ``PASS_AFTER_LIFT`` of a key lifting the curtain (Space
        lifts it and passes a window: a double press), or within ``PASS_AFTER_COVER`` of a
        scene over the table leaving (a key meant for it): ignored, and the table says so."""
        t = self.t
        covered = t.uncovered_at
        if covered is not None and t.now() - covered < knob("PASS_AFTER_COVER"):
            t.uncovered_at = None  # meant for the scene that was over the table; the next passes
            t.toast("The table has just come back: press again to pass.", "bad")
            return True
        lifted = self.key_lifted_at
        if lifted is None or t.now() - lifted >= knob("PASS_AFTER_LIFT"):
            return False
        t.toast("The curtain has just lifted: press again to pass.", "bad")
        self.key_lifted_at = None  # the next press passes
        return True

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if t.curtain_for is None:
            return False
        t.zoom.close()  # never carry one seat's card past the curtain
        now = t.now()
        guard = knob("CURTAIN_GUARD")
        claim_keys = CLAIM_KEYS[: len(t.session.seats)]
        if event.type == pygame.KEYDOWN and event.key in claim_keys and not ctrl_held(event):
            self.guard.dropped(now)  # a Space just after it never lifts the curtain
            seat = CLAIM_KEYS.index(event.key)
            self.dropped_key = f"{CLAIM_NAMES[seat]} ({t.session.seat_name(seat)})"
        if not self.guard.takes_input(now, guard):
            if event.type == pygame.KEYDOWN and event.key in LIFT_KEYS:
                self.note = self.too_soon()
            return True
        on_button = hasattr(event, "pos") and self.button().collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # only the button lifts it: a click aimed at the last screen's card lands elsewhere
            self.armed = on_button
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.armed and on_button:
                t.lift_curtain()
            self.armed = False
        elif event.type == pygame.KEYDOWN and event.key in LIFT_KEYS:
            if self.guard.takes_keys(now, guard, knob("CURTAIN_KEY_GUARD")):
                t.lift_curtain()
                self.key_lifted_at = now
            else:
                self.note = self.too_soon()
        elif event.type == pygame.KEYDOWN and ctrl_held(event):
            if event.key == pygame.K_z:  # undo, never Z the claim key of seat 3
                self.note = self.no_undo()
        elif event.type == pygame.KEYDOWN and event.key in claim_keys:
            self.note = t.screen.dropped_claim(CLAIM_KEYS.index(event.key))
        return True

    def too_soon(self) -> str:
        """Why a lift key just after the curtain rose did nothing (a key meant for the screen
        before it must not lift it), in words."""
        t = self.t
        name = t.session.seat_name(t.curtain_for) if t.curtain_for is not None else ""
        if self.guard.just_dropped(t.now(), knob("CURTAIN_KEY_GUARD")):
            return (
                f"{self.dropped_key} was pressed just now: this curtain is {name}'s."
                f" {name}, press {LIFT_NAME} again."
            )
        return f"The curtain has just risen: {name}, press {LIFT_NAME} again."

    def no_undo(self) -> str:
        """Why Ctrl+Z takes nothing back on the curtain: undo is the moves of the person whose
        cards are on screen, and behind a curtain nobody's are (taking a move back here would
        show its player's cards to whoever is about to lift it)."""
        t = self.t
        name = t.session.seat_name(t.curtain_for) if t.curtain_for is not None else ""
        return (
            f"Ctrl+Z (undo) does nothing on a curtain: once {name} lifts it, it takes back"
            f" {name}'s own moves."
        )

    def raise_for(self, seat: int) -> None:
        """The "Pass to NAME" curtain rises for ``seat``: nothing of the last seat's stays
        (a drag, the large card, an open pile, a chooser)."""
        t = self.t
        t.curtain_for = seat
        self.rise(t.now())
        t.drag = None
        t.zoom.close()
        t.gv.piles.close()
        t.chooser = []
        t._frame = None
        t.dirty = True

    def lift(self) -> None:
        t = self.t
        t.screen.turn_at_lift, t.screen.watched = t.view.get("current"), ""
        t.lifted_for = t.curtain_for
        t.curtain_for, t.focus.active = None, False  # the next person's first Tab shows the ring
        if t.hold.held:
            t.result.guard.rise(t.now())  # the key that lifted it never says "Seen" too
        t.refresh()

    def button(self) -> pygame.Rect:
        """The curtain's "I am NAME" button (the only click that lifts it)."""
        return self._plan()[2]

    def _plan(self) -> tuple[int, pygame.Rect, pygame.Rect]:
        """The title's middle, the sentence's box and the button, as a column centred on the
        screen (with large text the sentence wraps and the column grows)."""
        s = self.t.scale
        w, h = self.t.size
        text_w = min(w - int(80 * s), theme.grow(1100 * s))
        lines = len(theme.wrap(self._sentence(), int(30 * s), text_w))
        text = pygame.Rect(0, 0, text_w, lines * theme.line_h(int(30 * s), 1.15))
        # as wide as its words (the hotkey's too) with the button's padding and a margin: at
        # large text a fixed width had them touch both edges
        bh = theme.grow(84 * s)
        words = words_width(f"{self._label()}  [{LIFT_NAME}]", bh, 2 * theme.grow(20 * s))
        button = pygame.Rect(0, 0, min(w - int(40 * s), max(theme.grow(360 * s), words)), bh)
        title_h = theme.line_h(int(84 * s))
        gap = int(30 * s)
        top = max(0, h // 2 - int(40 * s) - title_h // 2)
        top = min(top, h - (title_h + text.height + button.height + 3 * gap))
        text.midtop = (w // 2, top + title_h + gap)
        button.midtop = (w // 2, max(text.bottom + gap, h // 2 + int(108 * s)))
        return top + title_h // 2, text, button

    def _label(self) -> str:
        t = self.t
        name = t.session.seat_name(t.curtain_for) if t.curtain_for is not None else ""
        return f"I am {name}: show {t.gv.curtain_shows(t.view, t.curtain_for)}"

    def _sentence(self) -> str:
        t = self.t
        seat = t.curtain_for
        name = t.session.seat_name(seat) if seat is not None else ""
        why = t.screen.curtain_reason(seat) if seat is not None else ""
        return (
            (f"{why} " if why else "")
            + f"{t.gv.curtain_look_away(t.view, seat)} {name}: press Space or Enter (or click"
            " the button) when ready." + self._key_words(seat)
        )

    def _key_words(self, seat: int | None) -> str:
        """The seat's own claim key, where the game opens reaction windows: a new player
        learned theirs only from a window's bar, its seconds already running."""
        from tabletop.ui.parts.gameview import GameView

        t = self.t
        if seat is None or seat >= len(CLAIM_NAMES) or t.game.is_terminal():
            return ""
        if type(t.gv).window_text is GameView.window_text:  # no windows (Codenames)
            return ""
        return f" {t.session.seat_name(seat)}'s key for reaction windows: {CLAIM_NAMES[seat]}."

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        w, h = t.size
        surf.fill((14, 16, 24))
        for i in range(0, w, max(8, w // 60)):
            pygame.draw.line(surf, (26, 20, 40), (i, 0), (i, h), max(2, w // 200))
        name = t.session.seat_name(t.curtain_for) if t.curtain_for is not None else ""
        s = t.scale
        title_y, text, _button = self._plan()
        title = f"Pass to {name}"
        size, title = theme.fit_text(title, int(84 * s), w - int(40 * s), "serif")
        theme.blit_text(
            surf, title, size, (w // 2, title_y), theme.ACCENT, "serif", anchor="center",
            shadow=True,
        )  # fmt: skip
        theme.blit_wrapped(surf, self._sentence(), int(30 * s), text, theme.TEXT, centre=True)
        button = self.button()
        Button(self._label(), button, lambda: None, LIFT_NAME, primary=True).draw(surf, s)
        # under the button: a key the curtain dropped, and why the phones could not start
        # (the host reads it here: the table's messages are behind the curtain)
        said = " ".join(x for x in (self.note, t.phone_problem) if x)
        if said:  # (over the title where it has no room under the button: large text)
            box = note_box(said, s, h, text, button, title_y - theme.line_h(size, 1.0) // 2)
            theme.blit_wrapped(surf, said, int(NOTE_PX * s), box, theme.BAD, centre=True)


class ResultLayer(TableLayer):
    """A seat's result held on screen (``Screen.hold_results``): its words and the "Seen: pass
    to NAME" button over the table. A whole click on the button or Space/Enter (a moment after
    it showed, as the curtain's) lets the screen move on; every other input goes to the table
    (the person may look at the cards and the log meanwhile)."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.guard = CurtainGuard()
        self.armed = False
        self.texts: list[str] = []

    def show(self, texts: list[str]) -> None:
        self.texts = texts
        self.guard.rise(self.t.now())
        self.armed = False
        self.t.dirty = True

    def seen(self) -> None:
        """The person saw their result: the screen goes where the privacy policy says."""
        self.t.hold.seen()
        self.texts = []
        self.t.settle_view()

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if not t.hold.held or t.curtain_for is not None:
            return False
        on_button = hasattr(event, "pos") and self.button().collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and on_button:
            self.armed = self.guard.takes_input(t.now(), knob("CURTAIN_GUARD"))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.armed:
            self.armed = False
            if on_button:
                self.seen()
            return True
        if event.type == pygame.KEYDOWN and event.key in LIFT_KEYS:
            now = t.now()
            if self.guard.takes_keys(now, knob("CURTAIN_GUARD"), knob("CURTAIN_KEY_GUARD")):
                self.seen()
            return True
        return False

    def label(self) -> str:
        nxt = self.t.screen.next_seat()
        if nxt is None:
            return "Seen: show the table"
        return f"Seen: pass to {self.t.session.seat_name(nxt)}"

    def _plan(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, int]:
        """The panel, the words' box, the button and the words' size: a column in the middle
        of the play area (with large text the words wrap and the column grows)."""
        t = self.t
        s = t.scale
        area = t.play_rect
        w = min(area.width - int(40 * s), theme.grow(900 * s))
        size = int(34 * s)
        pad = int(28 * s)
        lines = sum(len(theme.wrap(x, size, w - 2 * pad)) for x in self.texts) or 1
        title_h = theme.line_h(int(30 * s))
        text = pygame.Rect(0, 0, w - 2 * pad, lines * theme.line_h(size, 1.15))
        button = pygame.Rect(0, 0, min(w - 2 * pad, theme.grow(560 * s)), theme.grow(72 * s))
        h = pad + title_h + pad // 2 + text.height + pad + button.height + pad
        box = pygame.Rect(0, 0, w, h)
        box.center = (area.centerx, area.top + int(area.height * 0.42))  # above the hand
        box.top = max(area.top + int(10 * s), min(box.top, area.bottom - h))
        text.midtop = (box.centerx, box.top + pad + title_h + pad // 2)
        button.midtop = (box.centerx, text.bottom + pad)
        return box, text, button, size

    def button(self) -> pygame.Rect:
        return self._plan()[2]

    def box(self) -> pygame.Rect:
        """The held result's panel (messages keep off it and its button)."""
        return self._plan()[0]

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        if not t.hold.held or t.curtain_for is not None or t.hold.seat is None:
            return
        s = t.scale
        box, text, button, size = self._plan()
        theme.shadow(surf, box, radius=14, offset=6)
        theme.panel(surf, box, (12, 16, 24, 240), radius=14, edge=theme.ACCENT)
        name = t.session.seat_name(t.hold.seat)
        title = f"{name}'s result"
        tsize, title = theme.fit_text(title, int(30 * s), box.width - int(40 * s), "bold")
        theme.blit_text(
            surf, title, tsize, (box.centerx, box.top + int(28 * s)), theme.ACCENT, "bold",
            anchor="midtop",
        )  # fmt: skip
        y = text.top
        for line in self.texts:
            y = theme.blit_wrapped(
                surf, line, size, pygame.Rect(text.left, y, text.width, text.bottom - y),
                theme.TEXT, centre=True,
            )  # fmt: skip
        Button(self.label(), button, lambda: None, LIFT_NAME, primary=True).draw(surf, s)
