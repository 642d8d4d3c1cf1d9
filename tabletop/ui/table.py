"""The table scene shared by every game: it owns the session and puts together the parts that
ask bots, run reaction windows, raise hot-seat curtains and turn gestures into moves.

It never changes game state itself: every change is ``session.apply(action)`` with an action
found among ``legal_actions``. A drop that matches no legal action snaps back and shows the
engine's reason (``Game.check``).

Its input is a stack of layers (``tabletop.ui.layers``), each consuming an event or passing it
on, in this order: the menu and guide keys, a pile being browsed, the game view's
own input, the curtain, the keyboard focus (``layers.focus``: playing with the keys alone), the
end panel, a chooser, the large card, the top bar and the log, the keys, the move buttons, the
window bar's claim chips, the open prompt's cards, a drag, and last the cards the view lays
out. ``handle`` is the loop over that stack.

Who may see the screen is decided in one place, the pure policy ``tabletop.ui.parts.privacy``
(``layers.curtain.Screen`` asks it with the table's public facts): after every move, undo,
resume and start the table asks whose private information the next frame may show and raises
the "Pass to NAME" curtain whenever that seat differs from the one the curtain was last lifted
for while two or more humans play (a game start and a resumed game begin with the curtain).
Game views never write the table's state: they get a narrow interface (``TableFacade`` in
``tabletop.ui.parts.facade``: ``submit``, ``legal``, ``toast``, ``sound``, ``request_attention``,
``pause_bots``/``resume_bots``/``bots_due`` ...) and two hooks the policy asks
(``needs_curtain``, ``pass_is_public``).

Time: the table reads its clock in one place (``now``, the app's clock) and hands the time
down: bot pacing, the curtain's guard and the window's countdown are pure classes
(``tabletop.room.pacing``, ``room.policy.WindowClock``) and the window and bot rules are the
room's turn loop, ``room.turns.Turns``, which asks this table through
``table_turns.ScreenSide``. Reaction windows: see ``room.turns``.

One legal list per seat and one view per state change are kept (``legal`` is cached by state)
and reused for hit-testing, buttons and drawing.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction, SaveError, TabletopError
from tabletop.engine.events import sound_for
from tabletop.engine.registry import info, load
from tabletop.room.policy import ResultHold
from tabletop.room.session import Session
from tabletop.room.turns import Turns
from tabletop.ui import theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.prompt import PromptUI
from tabletop.ui.components.widgets import Button, LogPanel, Toasts
from tabletop.ui.components.zoom import CardZoom
from tabletop.ui.layers import Alias, Layer
from tabletop.ui.layers.bars import (
    CLAIM_KEYS,
    CLAIM_NAMES,
    HotkeyLayer,
    KeysLayer,
    MoveButtonsLayer,
    TopBarLayer,
)
from tabletop.ui.layers.cards import CardsLayer, PromptLayer
from tabletop.ui.layers.curtain import (  # noqa: F401 - the log kinds, as before
    LOUD_EVENTS,
    QUIET_EVENTS,
    CurtainLayer,
    ResultLayer,
    Screen,
)
from tabletop.ui.layers.drag import DragLayer
from tabletop.ui.layers.focus import FocusLayer
from tabletop.ui.layers.hand_words import HandWordsLayer
from tabletop.ui.layers.offline import OfflineLayer
from tabletop.ui.layers.panels import ChooserLayer, EndLayer, PileLayer, ViewInputLayer, ZoomLayer
from tabletop.ui.layers.phones import PhonesLayer
from tabletop.ui.layers.window_bar import WindowBarLayer
from tabletop.ui.parts.gameview import GameView
from tabletop.ui.parts.hits import Hits
from tabletop.ui.parts.log_news import LogNews
from tabletop.ui.parts.privacy import Audience, WindowClock
from tabletop.ui.parts.resume_wait import ResumeWait
from tabletop.ui.parts.table_paint import TablePainter
from tabletop.ui.parts.table_turns import ScreenSide
from tabletop.ui.parts.timed import TimedRunner

if TYPE_CHECKING:
    from tabletop.engine.saves import SaveEntry
    from tabletop.ui.parts.phones import PhoneLink

__all__ = ["CLAIM_KEYS", "CLAIM_NAMES", "TABLE_KEYS", "TableScene"]

# the table's tuning knobs (tests and tools set them here; the parts read them when used)
BOT_DELAY = 0.75
#: hot-seat reaction windows: default length in seconds (setting ``window_seconds``)
WINDOW_SECONDS = 8.0  # read the card, decide, drag (6 s was short for people new to RPG Get!)
MIN_WINDOW_SECONDS = 3.0
MAX_WINDOW_SECONDS = 30.0
#: the curtain ignores input for this long after it rises (a double click must not lift it)
CURTAIN_GUARD = 0.3
#: keys lift the curtain only this long after it rose: a Space or Return meant for the screen
#: before (passing a window that just closed) must not show the next player's cards
CURTAIN_KEY_GUARD = 1.0
#: a pass key this soon after a key lifted the curtain is that key pressed twice: ignored
PASS_AFTER_LIFT = 0.6
#: a pass key this soon after a scene over the table left (a race's result gone by itself as
#: Space was pressed to go on from it) was meant for that scene: ignored
PASS_AFTER_COVER = 1.5
#: a press on a move button that has just taken another button's place is ignored this long
BUTTON_GUARD = 0.6
#: a drag held over a closing window keeps it open for at most this long
DRAG_GRACE = 2.0
#: plain keys the table itself answers (claim keys must be none of these; tests audit it)
TABLE_KEYS = {
    "menu": pygame.K_ESCAPE,
    "guide": pygame.K_F1,
    "moves": pygame.K_F2,
    "pass / lift the curtain": pygame.K_SPACE,
    "done / lift the curtain": pygame.K_RETURN,
    "the log (folded behind its button)": pygame.K_l,
}
#: how often an idle table looks for the phones' moves (seconds)
PHONE_POLL = 0.05


def view_class(game: str) -> type[GameView]:
    return load(info(game).view)  # type: ignore[no-any-return]


class TableScene(Scene):
    #: the app sets this: bots think on a worker thread (tests keep them on the frame)
    async_bots = False
    #: the last input was a key (not the pointer): the table's words say the keys too
    by_keys = False

    # names kept for views, tests and tools: each lives in one of the table's parts
    game = Alias("session", "game")
    inspect = Alias("zoom", "card")
    typing = Alias("gv", "typing")
    next_bot_at = Alias("turns.pacing", "next_at")
    bots_paused = Alias("turns.pacing", "paused")
    window_key = Alias("turns", "window_key")
    window_length = Alias("turns", "window_length")
    window_deadline = Alias("turns", "window_deadline")
    static_layer = Alias("paint", "static_layer")
    # what the table does, done by the part that owns it
    screen_humans = Alias("screen", "humans")
    hotseat = Alias("screen", "hotseat")
    request_attention = Alias("screen", "request_attention")
    release_attention = Alias("screen", "release_attention")
    undo = Alias("screen", "undo")
    log_seat = Alias("screen", "log_seat")
    log_events = Alias("screen", "log_events")
    raise_curtain = Alias("curtain", "raise_for")
    lift_curtain = Alias("curtain", "lift")
    curtain_button = Alias("curtain", "button")
    pause_bots = Alias("turns.pacing", "pause")
    bots_due = Alias("turns.pacing", "due")
    close_window = Alias("turns", "close_window")

    def __init__(
        self,
        app: App,
        session: Session,
        viewer: int | None = None,
        frozen: bool = False,
        phones: Sequence[int] = (),
    ) -> None:
        super().__init__(app)
        self.session = session
        #: the human seats played on phones (``tabletop.ui.parts.phones``), absent from the screen
        self.phone_seats = tuple(s for s in phones if s in session.humans())
        self.link: PhoneLink | None = None
        #: why the phones could not start (shown on the curtain too), else None
        self.phone_problem: str | None = None
        self.frozen = frozen  # screenshots: no bots, no timers
        self.replaying = False  # a replay draws this table: the status line says whose move
        self.gv: GameView = view_class(session.game_name)(self)
        self.hits = Hits(self.gv)  # what the table reads from the view's declared layout
        self.timed = TimedRunner(self)  # the game's races and shots (ui/parts/timed.py)
        humans = [h for h in session.humans() if h not in self.phone_seats]  # at the screen
        #: an explicit viewer (screenshots, benches) is kept; else the privacy policy decides
        self.fixed_viewer = viewer is not None
        self.viewer: int | None = viewer if viewer is not None else (humans[0] if humans else None)
        self.curtain_for: int | None = None
        #: the seat the curtain was last lifted for (whose private information may be drawn)
        self.lifted_for: int | None = viewer if viewer is not None else None
        #: whether everyone may have been looking (a public window) since the curtain lifted
        self.audience = Audience()
        self.claimant: int | None = None
        self.toasts: Toasts = Toasts(lambda: 0.0 if self.frozen else self.now())  # its time
        self.toast_anchor: tuple[int, int] | None = None
        self.save_problem_shown: str | None = None  # the failed autosave last told
        self.log = LogPanel()
        #: a game whose table needs the log's column at large text folds the log behind the
        #: top bar's Log button (``GameView.folds_log``); open, it lies over the table's right
        self.log_folded: bool = False
        self.log_open: bool = False
        self.drag: dict[str, Any] | None = None
        self.snap: dict[str, Any] | None = None
        self.zoom = CardZoom()  # the large card view (click or right-click a card)
        self.holding = False  # the release of the press that opened the large card is swallowed
        self.menu_open = False
        #: the open hot-seat window's countdown (counts only time in view; privacy.py)
        self.window = WindowClock()
        #: a seat's result the screen keeps in front of them until they saw it
        self.hold = ResultHold()
        self.ended_shown = False
        now = self.now()
        self.t0 = now
        self._legal_key: Any = None
        self._legal: dict[int, list[Action]] = {}
        self._frame: pygame.Surface | None = None  # the cached still frame, when valid
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.end_buttons: list[Button] = []
        self.chooser: list[Button] = []
        self.claim_rects: list[tuple[pygame.Rect, int]] = []
        #: the open prompt (or a game's own selection): its line, glows, picker and buttons
        self.prompts = PromptUI()
        #: the time of the frame on screen (set each loop turn): the hand is drawn and picked
        #: at it, so a press picks the card drawn under the pointer; None on a still table
        self.frame_time: float | None = None if frozen else now
        self.build_parts(now)
        self.phones_panel.start()
        # the seed is never shown during play (it would let anyone replay the deal and see every
        # hand): the log names it at the end, and the save keeps it
        self.log.add(f"{session.game.TITLE}: {len(session.seats)} players.", theme.ACCENT)
        self.refresh()
        if session.history:
            # a resumed game: the deal and the story so far, as the log's seat saw it (its
            # last move's events, which the view holds as well, once)
            self.screen.log_story()
        else:
            self.log_events(list(self.game.view(self.log_seat()).get("events", [])))
        if self.game.is_terminal():
            self.ending.log_seed()
        if viewer is None:
            # start and resume: the first seat to see the screen gets the curtain in hot-seat
            self.settle_view()

    def build_parts(self, now: float) -> None:
        """The table's parts, and its input layers in the order they see an event."""
        self.turns = Turns(ScreenSide(self), now)
        #: a resumed game's window (a save made while one ran) waits for a first key or click
        #: before its time runs: players who just sat down see what it is about first
        self.resume_hold = bool(self.session.history) and not self.frozen
        #: and the computers' first move waits for the person too (``parts.resume_wait``)
        self.resume_wait = ResumeWait(self, now)
        self.screen = Screen(self)
        self.paint = TablePainter(self)
        self.curtain = CurtainLayer(self)
        self.result = ResultLayer(self)
        self.ending = EndLayer(self)
        self.choosers = ChooserLayer(self)
        self.zoomer = ZoomLayer(self)
        self.top_bar = TopBarLayer(self)
        self.keys = KeysLayer(self)
        self.moves = MoveButtonsLayer(self)
        self.bar = WindowBarLayer(self)
        self.prompt_cards = PromptLayer(self)
        self.drags = DragLayer(self)
        self.cards = CardsLayer(self)
        self.phones_panel = PhonesLayer(self)
        self.offline = OfflineLayer(self)  # the host's choice for an offline phone
        self.focus = FocusLayer(self)  # keyboard play (ui/layers/focus.py)
        self.news = LogNews(self)  # a folded log's newest lines, by its Log button
        self.hand_words = HandWordsLayer(self)  # what the hovered hand card does, in words
        self.layers: list[Layer] = [
            self.phones_panel,
            self.offline,
            self.result,
            HotkeyLayer(self),
            PileLayer(self),
            ViewInputLayer(self),
            self.curtain,
            self.focus,
            self.ending,
            self.choosers,
            self.zoomer,
            self.top_bar,
            self.keys,
            self.moves,
            self.bar,
            self.prompt_cards,
            self.drags,
            self.cards,
        ]

    def now(self) -> float:
        """The table's clock, read here only (the app's clock; a test's own): every part is
        handed the time it needs."""
        source = getattr(self.app, "time_source", None)
        return source() if source is not None else time.monotonic()

    # ------------------------------------------------------------------ geometry
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        self.scale = min(w / 1920, h / 1080)
        s = self.scale
        self.bar_rect = pygame.Rect(0, 0, w, theme.grow(56 * s))
        log_w = min(theme.grow(350 * s), max(int(350 * s), int(w * 0.3)))  # wider for large text
        self.log_rect = pygame.Rect(
            w - log_w - int(10 * s),
            self.bar_rect.bottom + int(10 * s),
            log_w,
            h - self.bar_rect.bottom - int(20 * s),
        )
        self.log_folded = bool(self.gv.folds_log(size, log_w))
        self.log_open = self.log_open and self.log_folded
        if self.log_folded:  # open, it keeps clear of the move buttons and the hand below
            self.log_rect.height = int(self.log_rect.height * 0.62)
        right = w if self.log_folded else self.log_rect.left - int(10 * s)
        self.play_rect = pygame.Rect(0, self.bar_rect.bottom, right, h - self.bar_rect.bottom)
        self.gv.layout(size)
        self.paint.release()
        self.paint = TablePainter(self)  # the felt and panels anew at this size
        self._frame = None
        self.top_bar.lay_out()
        self.moves.rebuild()

    # ------------------------------------------------------------------ state
    def refresh(self) -> None:
        self._frame = None
        self.view = self.game.view(self.viewer)
        if hasattr(self, "size"):
            self.moves.rebuild()
        self.dirty = True

    def state_key(self) -> tuple[int, int]:
        """Changes with every move and undo (undo rebuilds the game object)."""
        return (id(self.game), len(self.game.log))

    def prompt_key(self) -> Any:
        """What the picked cards of a prompt are kept for: this state, this seat on screen."""
        return (self.state_key(), self.acting_seat())

    def legal(self, seat: int | None) -> list[Action]:
        """The legal moves of ``seat`` (only the seat on screen, never behind the curtain);
        computed once per state and reused by hit-testing, buttons and drawing."""
        if seat is None or self.curtain_for is not None:
            return []
        return self._legal_any(seat)

    def _legal_any(self, seat: int) -> list[Action]:
        """The table's own look at any seat's moves (windows, auto-pass); never for a view."""
        key = self.state_key()
        if key != self._legal_key:
            self._legal_key = key
            self._legal = {}
        got = self._legal.get(seat)
        if got is None:
            got = self._legal[seat] = self.game.legal_actions(seat)
        return got

    def acting_seat(self) -> int | None:
        """The seat whose moves the pointer makes now (the seat on screen, if it may act)."""
        if self.viewer is None or self.game.is_terminal():
            return None
        if self.viewer in self.game.active_seats() and not self.session.seats[self.viewer].is_bot:
            return self.viewer
        return None

    # ------------------------------------------------------------------ the views' interface
    def toast(self, text: str, kind: str = "info", keys: bool = False) -> None:
        """A message; ``keys``: it answers a key, so it is said by the focused place (else
        by the status line), where the player looks (``refusal_place``)."""
        from tabletop.ui.parts.refusal_place import key_anchor

        self.toasts.add(self.gv.say(text), kind)
        if keys:
            self.toast_anchor = key_anchor(self)

    def sound(self, name: str, volume: float = 1.0) -> None:
        self.app.audio.play(name, volume)

    def resume_bots(self, delay: float = BOT_DELAY) -> None:
        self.turns.pacing.resume(self.now(), delay)

    # ------------------------------------------------------------------ moves
    def submit(self, action: Action, by_view: bool = False) -> bool:
        self.screen.before_move(action)  # was a pass a choice (the log's line of passes)
        try:
            events = self.session.apply(action)
        except IllegalAction as e:
            if by_view and self.gv.refused(action, e.reason):
                self.app.audio.play("invalid")  # the view shows why (its own window, its box)
            else:
                self.refuse(e.reason)
            return False
        self.after_apply(action, events)
        return True

    def refuse(self, reason: str, at: tuple[int, int] | None = None) -> None:
        """A refused gesture: the reason (what is possible now), near ``at`` (the card or
        place acted on; None: the focused place, else the status line), never over it."""
        from tabletop.ui.parts.refusal_place import key_anchor

        self.toast_anchor = at if at is not None else key_anchor(self)
        self.toasts.add(self.session.name_text(reason), "bad")
        self.app.audio.play("invalid")

    def after_apply(self, action: Action, events: list[Any]) -> None:
        if action.verb != "pass":
            self.resume_hold = False  # a move since the Resume: the next window runs as usual
        if self.link is not None:
            self.link.moved(events)
        self.news.moved(action)  # the lines before it are the last mover's (a folded log's)
        self.screen.note_move(action)  # a window's passes are one line when it closes
        self.log_events([e.for_seat(self.log_seat()) for e in events])
        if action.seat == self.claimant:
            self.claimant = None
            if action.verb == "pass" and self.window.is_open:
                self.window.claim_ended()
        if action.verb != "pass":
            self.turns.forget()  # a new item on the stack (or anything else): a fresh window
        if action.seat not in self.session.bots:
            self.turns.pacing.wait(self.now(), BOT_DELAY)
        self.screen.hold_results(events)  # a seat's result: the next curtain waits for them
        # a person holding no answer passes before the screen shows the window to anyone;
        # the check reads the fresh view only: the moves are laid out once, by settle_view
        self.view = self.game.view(self.viewer)
        self.turns.skip_non_answerers()
        self.settle_view()
        # animations and sounds for the seat now on screen (never for the one before it)
        shown = [self.session.shown(e, self.viewer) for e in events]
        self.gv.on_events(shown, self.viewer)
        paces = self.gv.bot_paces(shown)  # an announcement read before the next computer move
        if paces > 1:
            self.turns.pacing.hold(self.now() + paces * BOT_DELAY)
        sounds = info(self.session.game_name).sounds
        for e in shown:
            cue = sound_for(sounds, e["kind"], e.get("data") or {})
            if cue is not None:
                self.app.audio.play(*cue)
        if not self.gv.is_window(self.view):
            self.turns.forget()
        self.ending.game_ended()

    # ------------------------------------------------------------------ who sees the screen
    def settle_view(self) -> None:
        """Fresh view after a change; if the seat on screen must change, the view of the new
        seat (the privacy policy decides from the fresh view)."""
        self.refresh()
        viewer = self.viewer
        self.screen.update_viewer()
        if self.viewer != viewer:
            self.refresh()

    # ------------------------------------------------------------------ scenes over the table
    def on_leave(self) -> None:
        """The app takes this table off the screen (menu, play again): close the game view's
        second window, if any, and put the autosave on disk (the launcher reads it)."""
        from tabletop.room.session import AUTOSAVER

        self.session.stop_searches()  # a hard bot thinking on the bot thread stops
        self.gv.close()
        self.link = None  # the room keeps the phones for the next game
        if not self.frozen:
            from tabletop.engine.saves import release_save

            release_save(self.session.autosave)  # another window may continue it now

            self.paint.write_thumbnail(self.session.autosave)
            self.paint.release()  # its window-sized surfaces serve the next table
            AUTOSAVER.flush()
            if self.app.scenes and self.app.scene is not self:
                for below in self.app.scenes:  # the launcher opens on this game
                    below.on_table_left(self.session)
                self.app.saves_changed()  # the launcher or the list shows this game's save
            return
        self.paint.release()
        AUTOSAVER.flush()

    def open_menu(self) -> None:
        from tabletop.ui.layers.bars import cover
        from tabletop.ui.scenes.menu import GameMenu

        cover(self)
        self.app.push(GameMenu(self.app, self))

    # ------------------------------------------------------------------ each frame
    def update(self, now: float) -> None:
        if not self.frozen:
            self.frame_time = now
        self.focus.watch()  # the seat on screen may move now: the keys' focus starts anew
        if self.toasts.moment_is(self.screen.moment()):
            self.dirty = True  # a message about an earlier moment went with it
        self.gv.update(now)
        self.timed.update(now)
        self.resume_wait.tick(now)  # a resumed table's computers wait while it is out of view
        problem = self.session.save_problem  # a failed autosave is told at once
        if problem != self.save_problem_shown:
            self.save_problem_shown = problem
            if problem:
                self.toasts.add(problem, "bad", life=15.0)
                self.dirty = True
        if self.app.scenes and self.app.scene is not self:
            self.window.pause()
            return  # an overlay (a race, a shot) is over the table: it plays first
        if self.link is not None:
            self.link.update()  # the phones' moves, and what the phones show
            self.phones_panel.update()
            self.offline.update()
        self.drags.held(self.app.input_time())  # timed on the input, not on this frame
        if self.curtain_for is not None and not self.gv.needs_curtain(self.curtain_for):
            self.lift_curtain()  # a second window took the private part off this screen
        if self.frozen or self.game.is_terminal() or self.menu_open:
            self.window.tick(now, False)
            return
        if self.hold.held:
            self.window.tick(now, False)  # a seat's result on screen: the table waits
            return
        if self.turns.auto_pass(now):
            return
        if self.curtain_for is not None:
            self.window.tick(now, False)  # no window runs out behind a curtain
            return
        if self.screen.asking_undo():
            self.window.tick(now, False)  # "Whose is it?": the window waits for the answer
            return
        if self.turns.answer_forced():
            return
        if not self.fixed_viewer and self.screen.seat() != self.viewer:
            self.settle_view()
            if self.curtain_for is not None:
                return
        self.turns.step(now)
        if self.resume_hold:
            if self.window.is_open:
                self.window.tick(now, False)  # resumed: its time waits for a key or a click
            else:
                self.resume_hold = False  # no window at the Resume: nothing to hold

    def draw_guides(self, surf: pygame.Surface) -> None:
        """Over the table, under the dragged card and the messages: a lesson's pointing
        (``tabletop.lessons.table``); nothing at a game's table."""

    def next_wake(self) -> float | None:
        if self.frozen:
            return None
        now = self.now()
        wake = self.turns.wake(now)
        ticks = self.resume_wait.wake(now)  # the status line's seconds of a resumed table
        if ticks is not None:
            wake = ticks if wake is None else min(wake, ticks)
        if self.link is not None:  # a phone's move is taken within a twentieth of a second
            soon = now if self.link.publishing() else now + PHONE_POLL  # a seat a frame
            wake = soon if wake is None else min(wake, soon)
        return wake

    def animating(self) -> bool:
        return bool(
            self.drag
            or self.snap
            or ((self.toasts.active() or self.news.active()) and not self.screen.ask_alone())
            or self.gv.busy()
            or self.gv.overlay_busy()
            or (self.window_key is not None and self.turns.window_timed())
        )

    # ------------------------------------------------------------------ input and drawing
    def handle(self, event: pygame.event.Event) -> None:
        """The event goes down the layers until one consumes it."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.by_keys = event.type == pygame.KEYDOWN
            self.resume_hold = False  # a resumed window's time runs from here, whole
            self.resume_wait.go(self.now())  # and the computers go on
        if not (event.type == pygame.MOUSEMOTION and self.drag is not None):
            # a pointer move during a drag changes nothing under the dragged card: the cached
            # frame stays (the card, the glows and the bar are drawn over it)
            self._frame = None
        if self.ending.guards(event):  # the result is read before Enter plays again
            return
        for layer in self.layers:
            if layer.process_event(event):
                return

    def draw(self, surf: pygame.Surface) -> None:
        """The table and what lies on it is cached as one frame until an input, a move or an
        animation changes it; timers, toasts and dragged cards are drawn over the cache."""
        now = self.now()
        t = now - self.t0
        if self.curtain_for is not None:
            surf.blit(self.paint.static_layer(), (0, 0))
            self.curtain.draw(surf)
            self.offline.draw(surf)  # it names nobody's cards: the host sees it here too
            return
        if self._frame is None or self.gv.busy():  # the hand is drawn anew, or not at all
            self.gv.reading = None  # (a public window: no hand card to say in words)
        self.paint.frame(surf, t)
        self.paint.moving(surf, t)
        self.drags.draw_glows(surf, t)
        self.draw_guides(surf)
        self.bar.draw(surf)
        self.paint.open_log(surf)  # the log the player opened, over the window's bar
        self.result.draw(surf)
        self.phones_panel.draw_marks(surf)
        self.drags.draw(surf, now)
        self.focus.draw(surf)
        self.hand_words.draw(surf)
        self.zoomer.draw(surf)
        self.news.draw(surf)
        self.paint.toasts(surf)
        self.phones_panel.draw(surf)
        self.offline.draw(surf)


def open_save(app: App, entry: SaveEntry, toasts: Toasts) -> bool:
    """Continue a save at the table: an autosave goes on in its own file; a named save is
    left as it is and the game goes on in a new autosave; the phones of its room come back.
    A save whose log no longer replays is kept aside and reported."""
    from tabletop.engine.files import move_aside
    from tabletop.engine.saves import claim_save, delete_save, new_autosave_path, release_save

    if entry.auto:
        try:
            claim_save(entry.path)  # one window per save: two would lose each other's moves
        except SaveError as e:
            toasts.add(f"{e}.", "bad", life=10.0)
            return False
    autosave = entry.path if entry.auto else new_autosave_path(entry.game)
    try:
        session = app.room.resume(entry.data, entry.path.name, autosave=autosave)
    except TabletopError as e:
        if not entry.auto:
            delete_save(autosave)
        release_save(entry.path)
        kept = move_aside(entry.path)
        where = f" It was kept as {kept.name}." if kept else ""
        toasts.add(f"The interrupted game could not be read: {e}.{where}", "bad", life=8.0)
        return False
    app.push(TableScene(app, session, phones=session.phone_seats()))  # its phones come back
    return True
