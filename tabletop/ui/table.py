"""The table scene shared by every game: it owns the session, asks bots, runs reaction windows,
hot-seat curtains, drag-and-drop, buttons, the log, toasts, undo, the menu and the end screen.

It never changes game state itself: every change is ``session.apply(action)`` with an action
found among ``legal_actions``. A drop that matches no legal action snaps back and shows the
engine's reason (``Game.check``).

Who may see the screen is decided in one place, the pure policy ``tabletop.ui.privacy``
(``screen_seat`` asks it with the table's public facts): after every move, undo,
resume and start the table asks whose private information the next frame may show and raises
the "Pass to NAME" curtain whenever that seat differs from the one the curtain was last lifted
for while two or more humans play (a game start and a resumed game begin with the curtain). The
curtain is lifted only by a whole click (press and release) or Space/Enter made while it is up,
so the release of the click that made a move never lifts the curtain it raised. Game views never
write the table's state: they get a narrow interface (``submit``, ``legal``, ``toast``,
``sound``, ``request_attention``, ``pause_bots``/``resume_bots``/``bots_due``) and two hooks the
policy asks (``needs_curtain``, ``pass_is_public``).

Reaction windows (a game's ``GameView.is_window``):

- hot-seat (two or more humans): the window lasts the same time whoever holds what (the
  ``window_seconds`` setting, default ``WINDOW_SECONDS``, shown in public or not), so nobody learns from the screen or from a bot's speed whether anyone can
  react: bots decide at once but their answers are applied only when the window closes. Its
  clock (``privacy.WindowClock``) counts only time in view: never behind a curtain, a menu or
  a claim; a chained window (the passes resolved one item, the next asks again) is a new one.
  A window that waits for a human other than the screen's owner (the seat the curtain was
  last lifted for) is shown in public: hands face down, the owner may hold ``PEEK_KEY`` (Tab)
  to see their own; every human in it claims it with their own key (Q, P, Z, M, V, O by seat)
  or the button beside their name, and the curtain passes to them. A window only the owner
  may answer is the owner's: they react by dragging a card or pass with Space.
- solo (one human): the window waits for the human (react or pass), with no countdown unless
  the ``solo_window_countdown`` setting is on; when the human's only legal move is to pass the
  table passes for them at the bots' pace (your own Mission opens no window addressed to you).

A drag that was started on an earlier state (a window closed under it) is never dropped on the
new one: it snaps back with "Too late". One legal list per seat and one view per state change
are kept (``legal`` is cached by state) and reused for hit-testing, buttons and drawing.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import pygame

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import IllegalAction, TabletopError
from tabletop.engine.events import sound_for
from tabletop.engine.registry import info, load
from tabletop.engine.session import Session
from tabletop.ui import theme
from tabletop.ui.app import MUTE_LABEL, App, Scene, ctrl_held
from tabletop.ui.components import scores as score_ui
from tabletop.ui.components.press import Press
from tabletop.ui.components.prompt import PromptUI
from tabletop.ui.components.zoom import CardZoom
from tabletop.ui.gameview import ActionButton, Draggable, DropTarget, GameView
from tabletop.ui.privacy import Audience, ScreenFacts, WindowClock, public_window
from tabletop.ui.privacy import screen_seat as decide_screen_seat
from tabletop.ui.timed import TimedRunner
from tabletop.ui.widgets import Button, LogPanel, Toasts

BOT_DELAY = 0.75
#: hot-seat reaction windows: default length in seconds (setting ``window_seconds``)
WINDOW_SECONDS = 8.0  # read the card, decide, drag (6 s was short for RPG Get!'s stand-ins)
MIN_WINDOW_SECONDS = 3.0
MAX_WINDOW_SECONDS = 30.0
#: the curtain ignores input for this long after it rises (a double click must not lift it)
CURTAIN_GUARD = 0.3
#: keys lift the curtain only this long after it rose: a Space or Return meant for the screen
#: before (passing a window that just closed) must not show the next player's cards
CURTAIN_KEY_GUARD = 1.0
#: a drag held over a closing window keeps it open for at most this long
DRAG_GRACE = 2.0
CLAIM_KEYS = [pygame.K_q, pygame.K_p, pygame.K_z, pygame.K_m, pygame.K_v, pygame.K_o]
CLAIM_NAMES = ["Q", "P", "Z", "M", "V", "O"]
#: held by the screen's owner during a public window: their own hand, face up
PEEK_KEY = pygame.K_TAB
PEEK_NAME = "Tab"
#: plain keys the table itself answers (claim keys must be none of these; tests audit it)
TABLE_KEYS = {
    "menu": pygame.K_ESCAPE,
    "guide": pygame.K_F1,
    "moves": pygame.K_F2,
    "peek": PEEK_KEY,
    "pass / lift the curtain": pygame.K_SPACE,
    "done / lift the curtain": pygame.K_RETURN,
}
#: events not worth a log line (passes would only be noise, and their order says nothing)
QUIET_EVENTS = {"Passed", "PriorityPassed"}
LOUD_EVENTS = {"TurnStarted", "PlayerEliminated", "GameEnded", "HandsRevealed"}


def view_class(game: str) -> type[GameView]:
    return load(info(game).view)  # type: ignore[no-any-return]


_POOL: Any = None


def _bot_pool() -> Any:
    """One worker thread for bots' thinking (bots answer one at a time, in order)."""
    global _POOL
    if _POOL is None:
        from concurrent.futures import ThreadPoolExecutor

        _POOL = ThreadPoolExecutor(1, thread_name_prefix="tabletop-bot")
    return _POOL


class TableScene(Scene):
    #: the app sets this: bots think on a worker thread (tests keep them on the frame)
    async_bots = False

    def __init__(
        self, app: App, session: Session, viewer: int | None = None, frozen: bool = False
    ) -> None:
        super().__init__(app)
        self.session = session
        self.frozen = frozen  # screenshots: no bots, no timers
        self.replaying = False  # a replay draws this table: the status line says whose move
        self.gv: GameView = view_class(session.game_name)(self)
        self.timed = TimedRunner(self)  # the game's races and shots (ui/timed.py)
        humans = session.humans()
        #: an explicit viewer (screenshots, benches) is kept; else the privacy policy decides
        self.fixed_viewer = viewer is not None
        self.viewer: int | None = viewer if viewer is not None else (humans[0] if humans else None)
        self.curtain_for: int | None = None
        #: the seat the curtain was last lifted for (whose private information may be drawn)
        self.lifted_for: int | None = viewer if viewer is not None else None
        #: whether everyone may have been looking (a public window) since the curtain lifted
        self.audience = Audience()
        self.curtain_t0 = 0.0
        self.curtain_armed = False
        self.claimant: int | None = None
        self.toasts = Toasts()
        self.save_problem_shown: str | None = None  # the failed autosave last told
        self.log = LogPanel()
        self.drag: dict[str, Any] | None = None
        self.snap: dict[str, Any] | None = None
        self.zoom = CardZoom()  # the large card view (click or right-click a card)
        self.menu_open = False
        self.next_bot_at = time.monotonic() + BOT_DELAY
        self.bots_paused = False
        self.bot_job: Any = None
        #: the open hot-seat window's countdown (counts only time in view; privacy.py)
        self.window = WindowClock()
        #: the screen's owner holds the peek key (a public window: their own hand shown)
        self.peek_held = False
        self.pending_bot: dict[int, Action] = {}
        #: (what, log state) the table did for a human, a pass or a forced answer (an undo back
        #: there: by hand)
        self.auto_passed: set[Any] = set()
        self.ended_shown = False
        self.t0 = time.monotonic()
        self._legal_key: Any = None
        self._legal: dict[int, list[Action]] = {}
        self.toast_anchor: tuple[int, int] | None = None
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.end_buttons: list[Button] = []
        self.chooser: list[Button] = []
        #: the open prompt (or a game's own selection): its line, glows, picker and buttons
        self.prompts = PromptUI()
        self.holding = False
        #: the time of the frame on screen (set each loop turn): the hand is drawn and picked
        #: at it, so a press picks the card drawn under the pointer; None on a still table
        self.frame_time: float | None = None if frozen else time.monotonic()
        # the seed is never shown during play (it would let anyone replay the deal and see every
        # hand): the log names it at the end, and the save keeps it
        self.log.add(f"{session.game.TITLE}: {len(session.seats)} players.", theme.ACCENT)
        self.refresh()
        self.log_events(list(self.game.view(self.log_seat()).get("events", [])))
        # a resumed game: the story so far, as the log's seat saw it
        self.log_events([e.for_seat(self.log_seat()) for e in session.history])
        if self.game.is_terminal():
            self.log_seed()
        if viewer is None:
            # start and resume: the first seat to see the screen gets the curtain in hot-seat
            self.settle_view()

    @property
    def inspect(self) -> dict[str, Any] | None:
        return self.zoom.card

    def zoom_at(self, pos: tuple[int, int]) -> None:
        """Open the large view of the card at ``pos`` (the button's release is swallowed)."""
        card = self.gv.inspect_at(self.view, pos)
        if card:
            self.zoom.open(card)
            self.holding = True

    # ------------------------------------------------------------------ geometry
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        self.scale = min(w / 1920, h / 1080)
        s = self.scale
        self.bar_rect = pygame.Rect(0, 0, w, int(56 * s))
        self.log_rect = pygame.Rect(
            w - int(360 * s),
            self.bar_rect.bottom + int(10 * s),
            int(350 * s),
            h - self.bar_rect.bottom - int(20 * s),
        )
        self.play_rect = pygame.Rect(
            0, self.bar_rect.bottom, self.log_rect.left - int(10 * s), h - self.bar_rect.bottom
        )
        self.gv.layout(size)
        self._static: pygame.Surface | None = None
        self._frame: pygame.Surface | None = None  # the cached still frame, when valid
        self._frame_surface: pygame.Surface | None = None  # its reusable surface
        bw, bh = int(120 * s), int(40 * s)
        y = (self.bar_rect.height - bh) // 2
        self.top_buttons = [
            Button("Menu", pygame.Rect(w - bw - int(10 * s), y, bw, bh), self.open_menu, "Esc"),
            Button("Undo", pygame.Rect(w - 2 * bw - int(20 * s), y, bw, bh), self.undo, "Ctrl+Z"),
            Button(
                "Sound",
                pygame.Rect(w - 3 * bw - int(30 * s), y, bw, bh),
                self.app.toggle_mute,
                MUTE_LABEL,
            ),
            # how to play: "What can I do?" (F1; NIGHT2)
            Button(
                "What can I do?",
                pygame.Rect(w - 5 * bw - int(40 * s), y, 2 * bw, bh),
                self.what_now,
                "F2",
            ),
        ]
        self.refresh_buttons()

    def static_layer(self) -> pygame.Surface:
        """The felt, rim and panels, drawn once per size (cached)."""
        if self._static is None or self._static.get_size() != self.size:
            surf = (
                pygame.Surface(self.size).convert()
                if pygame.display.get_surface()
                else pygame.Surface(self.size)
            )
            felt = self._felt()
            if felt is not None:
                for x in range(0, self.size[0], felt.get_width()):
                    for y in range(0, self.size[1], felt.get_height()):
                        surf.blit(felt, (x, y))
            else:
                surf.fill(theme.BG)
            vignette = pygame.Surface(self.size, pygame.SRCALPHA)
            w, h = self.size
            for i in range(12):
                pygame.draw.rect(
                    vignette,
                    (0, 0, 0, 12),
                    vignette.get_rect().inflate(-i * w // 40, -i * h // 40),
                    width=w // 40,
                )
            surf.blit(vignette, (0, 0))
            pygame.draw.rect(surf, (12, 16, 22), self.bar_rect)
            pygame.draw.line(
                surf, (70, 80, 90), self.bar_rect.bottomleft, self.bar_rect.bottomright, 2
            )
            theme.blit_text(
                surf,
                self.session.game.TITLE,
                int(28 * self.scale),
                (int(16 * self.scale), self.bar_rect.centery),
                theme.ACCENT,
                "serif",
                anchor="midleft",
            )
            self._static = surf
        return self._static

    def table_layer(self) -> pygame.Surface:
        """The static layer with the panels that never move drawn on it, once per window size:
        the log's background and the game view's own (``draw_static``). [perf]"""
        static = self.static_layer()
        key = getattr(self.gv, "static_key", lambda view: None)(self.view)
        layer = getattr(self, "_table_layer", None)
        if layer is None or layer[0] is not static or layer[1] != key:
            surf = static.copy()
            theme.panel(surf, self.log_rect)
            draw_static = getattr(self.gv, "draw_static", None)
            if draw_static is not None:
                draw_static(surf, self.view)
            layer = self._table_layer = (static, key, surf)
        return layer[2]

    def _felt(self) -> pygame.Surface | None:
        from tabletop.ui import assets

        img = assets.image(f"{self.session.game_name}/felt.png") or assets.image("common/felt.png")
        return img

    # ------------------------------------------------------------------ state
    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def window_key(self) -> Any:
        """The open window's identity (None: no window running)."""
        return (self.window.log_len,) if self.window.is_open else None

    @window_key.setter
    def window_key(self, value: Any) -> None:
        if value is None:
            self.window.close()

    @property
    def window_length(self) -> float:
        return self.window.length

    @window_length.setter
    def window_length(self, seconds: float) -> None:
        self.window.length = seconds  # the setting changed while a window is open

    @property
    def window_deadline(self) -> float:
        """When the open window closes if it stays in view (monotonic seconds)."""
        last = self.window.last if self.window.last is not None else time.monotonic()
        return last + self.window.left()

    @window_deadline.setter
    def window_deadline(self, t: float) -> None:
        last = self.window.last if self.window.last is not None else time.monotonic()
        self.window.set_left(t - last)

    def refresh(self) -> None:
        self._frame = None
        self.view = self.game.view(self.viewer)
        self.refresh_buttons()
        self.dirty = True

    def state_key(self) -> tuple[int, int]:
        """Changes with every move and undo (undo rebuilds the game object)."""
        return (id(self.game), len(self.game.log))

    def prompt_key(self) -> Any:
        """What the picked cards of a prompt are kept for: this state, this seat on screen."""
        return (self.state_key(), self.acting_seat())

    def prompt_click(self, seat: int, pos: tuple[int, int]) -> bool:
        """A click on a prompt's card (on the table or in the picker): answered or picked."""
        took = self.prompts.click(
            self.gv,
            self.view,
            seat,
            self.legal(seat),
            pos,
            self.play_rect,
            self.scale,
            self.prompt_key(),
            self.submit_click,
            lambda text: self.refuse(text, pos),
        )
        if took:
            self.refresh_buttons()
            self.dirty = True
        return took

    def prompt_targets(self) -> list[tuple[Action, pygame.Rect]]:
        """Where the open prompt's cards are clicked now, for the seat on screen: (the action
        a one-card answer makes, or a pick of a several-card one; the card's rect)."""
        seat = self.acting_seat()
        sel = self.prompts.current(self.gv, self.view, seat, self.legal(seat))
        if sel is None:
            return []
        spots = self.prompts.targets(self.gv, self.view, sel, self.play_rect, self.scale)
        return [(Action(sel.seat, sel.verb, (v,)), r) for v, r in spots]

    def window_answers_at(self, pos: tuple[int, int]) -> list[Action]:
        """In an open reaction window: the legal answers a card at ``pos`` gives."""
        seat = self.acting_seat()
        if seat is None or self.window_key is None or not self.gv.is_window(self.view):
            return []
        legal = self.legal(seat)
        for c in self.gv.clickables(self.view, seat, legal):
            if c.rect.collidepoint(pos):
                return [a for a in (c.choices or [c.action]) if a in legal]
        return []

    def submit_click(self, action: Action) -> None:
        self.app.audio.play("click")
        self.submit(action)

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

    def log_seat(self) -> int | None:
        humans = self.session.humans()
        return humans[0] if len(humans) == 1 else None

    def hotseat(self) -> bool:
        return len(self.session.humans()) >= 2

    # ------------------------------------------------------------------ the views' interface
    def toast(self, text: str, kind: str = "info") -> None:
        self.toasts.add(self.gv.say(text), kind)

    def sound(self, name: str, volume: float = 1.0) -> None:
        self.app.audio.play(name, volume)

    def request_attention(self, seat: int, message: str = "") -> None:
        """A view's request: ``seat`` must have the screen now (it won a race and picks what
        to play). The privacy policy passes the screen (with the curtain in hot-seat)."""
        self.claimant = seat
        if message:
            self.toasts.add(message)
        self.settle_view()

    def release_attention(self, seat: int) -> None:
        if self.claimant == seat:
            self.claimant = None
            self.settle_view()

    def pause_bots(self) -> None:
        """A view shows something bots must wait for (a shot being played out)."""
        self.bots_paused = True

    def resume_bots(self, delay: float = BOT_DELAY) -> None:
        self.bots_paused = False
        self.next_bot_at = time.monotonic() + delay

    def bots_due(self, now: float) -> bool:
        """True when a bot may move now (the table's pacing)."""
        return not self.bots_paused and now >= self.next_bot_at

    def window_seconds(self) -> float:
        """The hot-seat window length (setting ``window_seconds``, clamped)."""
        v = self.app.settings.get("window_seconds", WINDOW_SECONDS)
        try:
            v = float(v)
        except (TypeError, ValueError):
            v = WINDOW_SECONDS
        return max(MIN_WINDOW_SECONDS, min(MAX_WINDOW_SECONDS, v))

    # ------------------------------------------------------------------ moves
    def submit(self, action: Action, by_view: bool = False) -> bool:
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
        """A refused gesture: the reason (what is possible now), away from ``at``."""
        self.toast_anchor = at
        self.toasts.add(self.session.name_text(reason), "bad")
        self.app.audio.play("invalid")

    def after_apply(self, action: Action, events: list[Any]) -> None:
        seat = self.log_seat()
        self.log_events([e.for_seat(seat) for e in events])
        if action.seat == self.claimant:
            self.claimant = None
            if action.verb == "pass" and self.window.is_open:
                self.window.claim_ended()
        if action.verb != "pass":
            # a new item on the stack (or anything else) opens a fresh window
            self.pending_bot = {}
            self.window_key = None
        if action.seat not in self.session.bots:
            self.next_bot_at = time.monotonic() + BOT_DELAY
        self.settle_view()
        # animations and sounds for the seat now on screen (never for the one before it)
        shown = [self.session.shown(e, self.viewer) for e in events]
        self.gv.on_events(shown, self.viewer)
        sounds = info(self.session.game_name).sounds
        for e in shown:
            cue = sound_for(sounds, e["kind"], e.get("data") or {})
            if cue is not None:
                self.app.audio.play(*cue)
        if not self.gv.is_window(self.view):
            self.window_key = None
            self.pending_bot = {}
        if self.game.is_terminal() and not self.ended_shown:
            self.ended_shown = True
            self.log_seed()
            self.write_thumbnail(self.session.autosave)
            res = self.game.result()
            human_won = any(w in self.session.humans() for w in res.winners)
            self.app.audio.play("win" if human_won or not self.session.humans() else "lose")

    def log_seed(self) -> None:
        """At the end the deal may be known: the seed replays it."""
        self.log.add(f"The deal was seed {self.session.seed}.", theme.MUTED)
        for text, colour in self.gv.end_notes(self.view):
            self.log.add(text, colour)

    def write_thumbnail(self, save: Any, wait: bool = False) -> None:
        """A small picture of the table next to ``save`` for the Continue list, drawn from the
        spectator's view in hot-seat (no hand in the launcher), encoded off the frame."""
        if save is None or not hasattr(self, "size") or not self.session.log:
            return
        import io

        from tabletop.engine.saves import atomic_write_bytes, thumb_path
        from tabletop.engine.session import AUTOSAVER

        try:
            surf = pygame.Surface(self.size)
            surf.blit(self.static_layer(), (0, 0))
            seat = None if self.hotseat() or self.viewer is None else self.viewer
            self.gv.draw(surf, self.game.view(seat), seat, 0.0)
            w = 320
            small = pygame.transform.smoothscale(
                surf.subsurface(self.play_rect), (w, int(w * self.play_rect.h / self.play_rect.w))
            )
        except Exception:  # noqa: BLE001 - a picture must never cost a game
            return
        finally:
            self._frame = None
            self.dirty = True

        def encode() -> bytes:
            buf = io.BytesIO()
            pygame.image.save(small, buf, "thumb.png")
            return buf.getvalue()

        if wait or not Session.background_saves:
            try:
                atomic_write_bytes(thumb_path(save), encode())
            except (OSError, pygame.error):
                pass
        else:
            AUTOSAVER.submit(thumb_path(save), encode)

    def log_events(self, shown: list[dict[str, Any]]) -> None:
        for e in shown:
            if e["kind"] in QUIET_EVENTS or not e["text"]:
                continue  # quiet kinds, and events with nothing to say (a prompt opened)
            colour = theme.ACCENT if e["kind"] in LOUD_EVENTS else theme.TEXT
            self.log.add(self.gv.say(e["text"]), colour)

    def settle_view(self) -> None:
        """Fresh view after a change; if the seat on screen must change, the view of the new
        seat (the privacy policy decides from the fresh view)."""
        self.refresh()
        viewer = self.viewer
        self.update_viewer()
        if self.viewer != viewer:
            self.refresh()

    # ------------------------------------------------------------------ privacy (one place)
    def screen_facts(self) -> ScreenFacts:
        """The public facts the privacy policy reads (``tabletop.ui.privacy``)."""
        return ScreenFacts(
            humans=tuple(self.session.humans()),
            active=tuple(self.game.active_seats()),
            window=self.gv.response_window(self.view),
            terminal=self.game.is_terminal(),
            claimant=self.claimant,
            owner=self.lifted_for,
            viewer=self.viewer,
            peeking=self.peek_held or self.drag is not None,
        )

    def screen_seat(self) -> int | None:
        """Whose private information the next frame may show: the one privacy decision."""
        return decide_screen_seat(self.screen_facts())

    def public_window(self) -> bool:
        """A window waits for a human other than the screen's owner: shown to everyone."""
        return self.hotseat() and public_window(self.screen_facts())

    def update_viewer(self) -> None:
        """Apply the policy: the seat on screen, and the curtain when it changes hands."""
        if self.fixed_viewer:
            if self.frozen:
                return
            # an explicit viewer (a test or a bench table): followed only in hot-seat
            if not self.hotseat():
                return
        want = self.screen_seat()
        if want is None and not self.session.humans():
            return
        self.viewer = want
        if self.audience.frame(self.public_window(), want is not None, self.game.is_terminal()):
            self.lifted_for = None  # everyone was looking: the curtain rises again
        if want is None:
            self.curtain_for = None
            return
        if not self.hotseat() or want == self.lifted_for:
            if self.curtain_for is not None and self.curtain_for != want:
                self.curtain_for = None
            return
        if not self.gv.needs_curtain(want):
            # nothing private of ``want`` is drawn on this screen (a second window has it)
            self.curtain_for = None
            self.lifted_for = want
            return
        if self.curtain_for != want:
            self.raise_curtain(want)

    def raise_curtain(self, seat: int) -> None:
        self.curtain_for = seat
        self.curtain_t0 = time.monotonic()
        self.curtain_armed = False
        self.drag = None
        self.zoom.close()
        self.gv.piles.close()
        self.chooser = []
        self._frame = None
        self.dirty = True

    def lift_curtain(self) -> None:
        self.lifted_for = self.curtain_for
        self.curtain_for = None
        self.refresh()

    # ------------------------------------------------------------------ buttons
    def refresh_buttons(self) -> None:
        if not hasattr(self, "size"):
            return
        s = self.scale
        seat = self.acting_seat()
        legal = self.legal(seat)
        self.buttons = []
        specs = self.button_specs(seat, legal)
        x = self.play_rect.right - int(20 * s)
        y = self.play_rect.bottom - int(70 * s)
        for spec in reversed(specs):
            label = spec.label
            width = int(max(160, 24 + 13 * len(label + spec.hotkey)) * s)
            rect = pygame.Rect(0, 0, width, int(52 * s))
            rect.bottomright = (x, y + int(52 * s))
            self.buttons.append(
                Button(
                    label,
                    rect,
                    partial(self.submit, spec.action),
                    spec.hotkey,
                    primary=spec.primary,
                )
            )
            x = rect.left - int(12 * s)
        self.top_buttons[1].enabled = self.session.can_undo(self.undo_by())

    def button_specs(self, seat: int | None, legal: list[Action]) -> list[ActionButton]:
        """The move buttons: the shared prompt's (Confirm, options without a card), then the
        game's own (a prompt's answers left to the prompt)."""
        if seat is None:
            return []
        sel = self.prompts.current(self.gv, self.view, seat, legal)
        specs = self.prompts.buttons(self.gv, self.view, seat, legal, self.prompt_key())
        for b in specs:
            b.label = self.gv.say(b.label)  # an option "Player 2" reads "Bea"
        specs += [
            b
            for b in self.gv.buttons(self.view, seat, legal)
            if sel is None or not sel.answers(b.action)
        ]
        if self.public_window():
            # the owner peeking at a public window: it passes for everyone at its end (an
            # early pass would close it under the others)
            specs = [b for b in specs if b.action.verb != "pass"]
        return specs

    # ------------------------------------------------------------------ actions from the UI
    def undo_by(self) -> int | None:
        """Hot-seat: whose moves the screen may take back (the seat the curtain was lifted
        for); solo: any of the human's."""
        return self.lifted_for if self.hotseat() else None

    def undo(self) -> None:
        if self.hotseat() and not self.session.can_undo(self.undo_by()):
            self.toast("Only your own last move can be taken back.")
            return
        if self.session.undo(self.undo_by()):
            self.log.add("Undone.", theme.MUTED)
            self.pending_bot = {}
            self.window_key = None
            self.next_bot_at = time.monotonic() + BOT_DELAY * 2
            self.settle_view()
        else:
            self.toasts.add("Nothing to undo: hidden cards have been revealed since.", "bad")

    def on_leave(self) -> None:
        """The app takes this table off the screen (menu, play again): close the game view's
        second window, if any, and put the autosave on disk (the launcher reads it)."""
        from tabletop.engine.session import AUTOSAVER

        self.gv.close()
        if not self.frozen:
            from tabletop.engine.saves import release_save
            from tabletop.ui.saves_scene import refresh_lists

            release_save(self.session.autosave)  # another window may continue it now

            self.write_thumbnail(self.session.autosave)
            AUTOSAVER.flush()
            if self.app.scenes and self.app.scene is not self:
                refresh_lists(self.app)  # the launcher or the list shows this game's save
            return
        AUTOSAVER.flush()

    def cover(self) -> None:
        """A scene goes over the table (menu, guide, moves): the window's clock waits."""
        self.window.pause()
        self.peek_held = False

    def open_menu(self) -> None:
        from tabletop.ui.menu import GameMenu

        self.cover()
        self.app.push(GameMenu(self.app, self))

    def open_replay(self) -> None:
        """Watch the game just finished, move by move."""
        from tabletop.ui.replay_scene import ReplayScene

        self.app.push(ReplayScene(self.app, self.session.to_save()))

    def what_now(self) -> None:
        """What can I do? The seat's legal moves in words, the cards involved outlined."""
        from tabletop.ui.howto import MovesOverlay

        self.cover()
        self.app.push(MovesOverlay(self.app, self))

    def play_again(self) -> None:
        import random

        from tabletop.engine.saves import new_autosave_path
        from tabletop.engine.session import Session as S

        # a new game gets its own autosave (the finished one stays for replays)
        autosave = new_autosave_path(self.session.game_name) if self.session.autosave else None
        session = S(
            self.session.game_name,
            random.randrange(1_000_000),
            list(self.session.seats),
            self.game.rematch_options(),
            autosave=autosave,
        )
        self.app.replace(TableScene(self.app, session))

    # ------------------------------------------------------------------ windows and bots
    def say_save_problem(self) -> None:
        """A failed autosave is told at once (again when it fails anew after a success)."""
        problem = self.session.save_problem
        if problem != self.save_problem_shown:
            self.save_problem_shown = problem
            if problem:
                self.toasts.add(problem, "bad", life=15.0)
                self.dirty = True

    def update(self, now: float) -> None:
        if not self.frozen:
            self.frame_time = now
        self.gv.update(now)
        self.timed.update(now)
        self.say_save_problem()
        if self.app.scenes and self.app.scene is not self:
            self.window.pause()
            return  # an overlay (a race, a shot) is over the table: it plays first
        if self.drag is not None and self.drag["press"].held(now):
            # a press held still shows the card large (like a right-click); one that moved
            # past the slop is a drag for good, whatever the pause before it
            start = self.drag["start"]
            if self.gv.inspect_at(self.view, start):
                self.zoom_at(start)
                self.drag = None
        if self.curtain_for is not None and not self.gv.needs_curtain(self.curtain_for):
            self.lift_curtain()  # a second window took the private part off this screen
        if self.frozen or self.game.is_terminal() or self.menu_open:
            self.window.tick(now, False)
            return
        if self.auto_pass(now):
            return
        if self.curtain_for is not None:
            self.window.tick(now, False)  # no window runs out behind a curtain
            return
        if self.answer_forced():
            return
        if not self.fixed_viewer and self.screen_seat() != self.viewer:
            self.settle_view()  # the peek key let go (or a peeked drag ended)
            if self.curtain_for is not None:
                return
        active = self.game.active_seats()
        if self.window_opens(active):
            self.run_window(now, active)
            return
        if self.claimant is not None:
            return
        self.window_key = None
        bots = self.session.bot_seats_to_act()
        if bots and self.bots_due(now) and self.drag is None:
            action = self.bot_action(bots[0])
            if action is None:
                return  # still thinking, off the frame
            in_window = self.gv.is_window(self.view) and len(active) > 1
            self.submit(action)
            self.bot_remark(bots[0])
            # inside a bots-only window every answer takes the same short time
            self.next_bot_at = now + (BOT_DELAY * 0.4 if in_window else BOT_DELAY)

    def window_opens(self, active: list[int]) -> bool:
        """A window the table runs: humans in it, and more than one seat or shown in public."""
        humans = set(self.session.humans())
        if not any(s in humans for s in active):
            return False
        if self.public_window():
            return True
        return self.gv.is_window(self.view) and len(active) > 1

    def run_window(self, now: float, active: list[int]) -> None:
        """The open window's clock: it counts only while the window is in view and unclaimed;
        at its end bots' answers, then everyone else's passes."""
        length = self.window_seconds()
        if self.window.follow(self.session.log, active, length):
            self.pending_bot = {
                s: self.session.bot_choice(s) for s in active if s in self.session.bots
            }
            self.dirty = True
        for s in [x for x in self.pending_bot if x not in active]:
            del self.pending_bot[s]
        self.window.tick(now, self.claimant is None)
        if self.claimant is not None or not self.window_timed():
            return  # solo: the window waits for the human
        if self.window.expired():
            if self.drag is not None and self.window.shown < self.window.length + DRAG_GRACE:
                return  # a card on its way: the drop decides
            self.close_window()

    def bot_action(self, seat: int) -> Action | None:
        """The bot's move, or None while it thinks. With ``async_bots`` (the app) a bot thinks
        on a worker thread from its view and legal moves, so a slow bot never stalls a frame;
        an answer for a state that has changed since (undo) is dropped."""
        if not TableScene.async_bots:
            return self.session.bot_choice(seat)
        job = self.bot_job
        key = self.state_key()
        if job is not None and (job[0] != key or job[1] != seat):
            job = self.bot_job = None
        if job is None:
            legal = self._legal_any(seat)
            view = self.game.view(seat)
            future = _bot_pool().submit(self.session.bot_think, seat, view, legal)
            self.bot_job = (key, seat, legal, future)
            return None
        _, _, legal, future = job
        if not future.done():
            return None
        self.bot_job = None
        return self.session.bot_settle(seat, future.result(), legal)

    def only_pass(self, seat: int | None) -> bool:
        """The seat's only move now is to pass (it holds nothing that answers)."""
        if seat is None or seat not in self.game.active_seats():
            return False
        return [a.verb for a in self._legal_any(seat)] == ["pass"]

    def window_timed(self) -> bool:
        """Hot-seat windows always run a visible countdown; solo ones only by setting."""
        return self.hotseat() or bool(self.app.settings.get("solo_window_countdown"))

    def auto_pass(self, now: float) -> bool:
        """Pass for a human whose only legal move is to pass, when that reveals nothing:

        - solo: the human's own move opens no window addressed to them when they cannot
          answer it (the pass is made at the bots' pace, so the card can be read);
        - hot-seat: the seat is the only one left to answer and the game says its pass is
          public (``GameView.pass_is_public``: an owner cannot answer its own item), even
          behind the curtain.

        Each log state is passed for once (an undo back to it: the human passes by hand).
        True when a pass was made."""
        if self.drag is not None or self.claimant is not None:
            return False
        humans = self.session.humans()
        if not humans:
            return False
        active = self.game.active_seats()
        human_active = [s for s in active if s in humans]
        if len(human_active) != 1:
            return False
        seat = human_active[0]
        if self.done_here("pass"):
            return False
        legal = self._legal_any(seat)
        if not self.only_pass(seat) and not self.own_window_waits(seat, legal):
            return False
        if self.hotseat():
            if active != [seat] or not self.gv.pass_is_public(self.view, seat):
                return False
        else:
            if self.window_key is None and not self.gv.is_window(self.view):
                return False
            if self.curtain_for is not None or now < self.next_bot_at:
                return False
        self.auto_passed.add(("pass", hash(tuple(self.session.log))))
        return bool(self.submit(legal[0]))

    def done_here(self, what: str) -> bool:
        """Did the table already make ``what`` (a pass, a forced answer) for a human at this log
        state? (An undo back to it: the human does it by hand, no loop.)"""
        return (what, hash(tuple(self.session.log))) in self.auto_passed

    def answer_forced(self) -> bool:
        """A prompt of a kind the game calls a formality (``GameView.forced_prompts``) with one
        answer left is answered for the seat on screen (once per state: after an undo back to
        it the player answers by hand)."""
        seat = self.acting_seat()
        p = self.view.get("prompt")
        if (
            seat is None
            or not p
            or p.get("seat") != seat
            or p.get("kind") not in self.gv.forced_prompts
        ):
            return False
        legal = self.legal(seat)
        if len(legal) != 1 or legal[0].verb != p.get("verb"):
            return False
        if self.done_here("forced"):
            return False
        self.auto_passed.add(("forced", hash(tuple(self.session.log))))
        return bool(self.submit(legal[0]))

    def own_window_waits(self, seat: int, legal: list[Action]) -> bool:
        """Solo: the window was opened by ``seat``'s own last move and what it could answer
        can wait for its next turn to act (setting ``pass_own_windows``, on by default)."""
        if self.hotseat() or not self.app.settings.get("pass_own_windows", True):
            return False
        if not self.session.log or parse_action(self.session.log[-1]).seat != seat:
            return False
        if not any(a.verb == "pass" for a in legal):
            return False
        return self.gv.is_window(self.view) and self.gv.own_window_can_wait(self.view, seat, legal)

    def bot_remark(self, seat: int) -> None:
        """A bot may say something (a Codenames Agent that does not know a clue word)."""
        remark = getattr(self.session.bots.get(seat), "remark", "")
        if remark:
            self.toasts.add(remark)
            self.log.add(remark, theme.MUTED)

    def close_window(self) -> None:
        """The window's time is up: bots' reactions first, then everyone else passes."""
        reacting = [a for s, a in sorted(self.pending_bot.items()) if a.verb != "pass"]
        if reacting:
            self.submit(reacting[0])
            return
        for s in list(self.game.active_seats()):
            passes = [a for a in self._legal_any(s) if a.verb == "pass"]
            if passes and not self.game.is_terminal():
                try:
                    events = self.session.apply(passes[0])
                except TabletopError:
                    continue
                self.after_apply(passes[0], events)

    def next_wake(self) -> float | None:
        if self.frozen:
            return None
        if self.bot_job is not None:
            return time.monotonic() + 0.008  # a bot thinking off the frame: look again soon
        if self.window_key is not None and self.window_timed():
            return self.window_deadline
        if self.session.bot_seats_to_act() and not self.bots_paused:
            return self.next_bot_at
        if self.session.humans() and not self.session.bot_seats_to_act():
            # a solo pass the table makes at the bots' pace
            return self.next_bot_at if self.next_bot_at > time.monotonic() else None
        if self.toasts.active():
            return time.monotonic() + 0.05
        return None

    def animating(self) -> bool:
        return bool(
            self.drag
            or self.snap
            or self.toasts.active()
            or self.gv.busy()
            or self.gv.overlay_busy()
            or (self.window_key is not None and self.window_timed())
        )

    # ------------------------------------------------------------------ input
    @property
    def typing(self) -> bool:
        return bool(self.gv.typing)

    def handle(self, event: pygame.event.Event) -> None:
        if not (event.type == pygame.MOUSEMOTION and self.drag is not None):
            # a pointer move during a drag changes nothing under the dragged card: the cached
            # frame stays (the card, the glows and the bar are drawn over it)
            self._frame = None
        if self.peek_event(event):
            return
        if event.type == pygame.KEYDOWN and (
            event.key in (pygame.K_ESCAPE, pygame.K_F1)
            or (event.key == pygame.K_F2 and self.curtain_for is None)
        ):
            if self.curtain_for is not None or event.key != pygame.K_ESCAPE:
                # how to play (NIGHT2): before a view's text field takes keys; the menu and the
                # guide open over a curtain too (they show no hand)
                self.on_key(event)
                return
        if (
            self.curtain_for is None
            and not self.zoom.is_open
            and self.gv.piles.handle(event, self.zoom.open)
        ):
            self.dirty = True  # a pile being browsed takes the input (a card read large above it)
            return
        used = self.curtain_for is None and self.gv.handle_event(
            event, self.view, self.acting_seat()
        )
        if used:
            self.dirty = True
            if isinstance(used, Action):  # a move the view's own input made (a typed clue)
                self.submit(used, by_view=True)
            return
        if self.curtain_for is not None:
            self.zoom.close()  # never carry one seat's card past the curtain
            self.curtain_event(event)
            return
        if self.game.is_terminal() and self.ended_shown:
            for b in self.end_buttons:
                if b.handle(event):
                    return
        if self.chooser:
            # the release of the click that opened the chooser must not pick an option
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.chooser_armed = True
            if event.type == pygame.MOUSEBUTTONUP and not self.chooser_armed:
                return
            for b in list(self.chooser):
                if b.handle(event):
                    return
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.chooser = []
            return
        if self.holding and event.type == pygame.MOUSEBUTTONUP:
            self.holding = False
            return
        if self.zoom.handle(event):
            return
        for b in self.top_buttons:
            if b.handle(event):
                return
        if self.log.handle(event, self.log_rect):
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
            return
        seat = self.acting_seat()
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3:
            if event.type == pygame.MOUSEBUTTONUP:
                card = self.prompts.inspect_at(self.gv, self.view, seat, event.pos)
                self.zoom.toggle(card or self.gv.inspect_at(self.view, event.pos))
            return
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.window_claim_click(event.pos):
                return
            if seat is not None and self.prompt_click(seat, event.pos):
                return  # a prompt's card (a Resurrect choice on a pile's top) comes first
            if self.gv.ui_click(self.view, event.pos):
                return
            if seat is None:
                self.zoom_at(event.pos)
                return
            for d in reversed(self.gv.draggables(self.view, seat)):
                if self.gv.drawn_at(d, event.pos):  # where it is drawn (a hovered card lifted)
                    self.start_drag(seat, d, event.pos, self.event_time(event))
                    return
            legal = self.legal(seat)
            sel = self.prompts.current(self.gv, self.view, seat, legal)
            for c in self.gv.clickables(self.view, seat, legal):
                if sel is not None and sel.answers(c.action) and sel.card_values:
                    continue  # the prompt's cards are the shared prompt's
                if c.rect.collidepoint(event.pos):
                    in_window = self.window_key is not None and self.gv.is_window(self.view)
                    choices = c.choices
                    if in_window and not choices and c.action in legal:
                        choices = [c.action]  # in a reaction window a click asks first
                    if choices:
                        options = [a for a in choices if a in legal]
                        if len(options) > 1 or ((c.confirm or in_window) and options):
                            self.open_chooser(options, event.pos)
                            return
                        if options:
                            self.submit(options[0])
                            return
                    if c.action in legal:
                        self.app.audio.play("click")
                        self.submit(c.action)
                    else:
                        self.refuse(
                            self.why_not(c.action, self.gv.click_hint(self.view, c)), c.rect.center
                        )
                    return
            if self.gv.inspect_at(self.view, event.pos):
                self.zoom_at(event.pos)  # a card that is not yours to move: read it large
                nominal = self.gv.still_card_hint(self.view, seat, event.pos)
                if nominal is not None:
                    # your card that cannot move now: why (an Enemy with the EP used up)
                    reason = self.game.illegal_reason_or_none(nominal)
                    if reason:
                        self.refuse(reason, event.pos)
            else:
                hint = self.gv.click_hint(self.view, None, event.pos)
                if hint:
                    self.refuse(hint, event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag["pos"] = event.pos
            self.drag["press"].move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            card = self.gv.inspect_at(self.view, self.drag["start"])
            clicked = self.drag["press"].is_click(event.pos)
            answers = self.window_answers_at(self.drag["start"]) if clicked else []
            if answers:
                # in a reaction window time is short: a click on a card that answers it offers
                # its answers at once (a drag still works; right-click reads it large)
                self.cancel_drag()
                self.open_chooser(answers, event.pos)
                return
            if clicked and card:
                # a click without movement reads the card large and says how to play it
                self.zoom.open(card)
                self.finish_drag(self.drag["start"])
                return
            self.finish_drag(event.pos)

    def peek_event(self, event: pygame.event.Event) -> bool:
        """The peek key held or let go (the screen's owner during a public window: their own
        hand face up while held). True when the event was the peek key's."""
        if event.type == pygame.WINDOWFOCUSLOST:
            self.peek_held = False
            return False
        if event.type not in (pygame.KEYDOWN, pygame.KEYUP) or event.key != PEEK_KEY:
            return False
        held = event.type == pygame.KEYDOWN
        if held and (self.curtain_for is not None or not self.public_window()):
            return False  # nothing to peek at: the key is the view's (Codenames' key card)
        if held == self.peek_held:
            return held  # a key repeat (a stray release is the view's)
        self.peek_held = held
        if not self.fixed_viewer:
            self.settle_view()
        return True

    def curtain_event(self, event: pygame.event.Event) -> None:
        """Only a whole click (press and release) or Space/Enter made while the curtain is up
        lifts it: the release of the click that made the last move must not."""
        since = time.monotonic() - self.curtain_t0
        if since < CURTAIN_GUARD:
            return
        on_button = hasattr(event, "pos") and self.curtain_button().collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # only the button lifts it: a click aimed at the last screen's card lands elsewhere
            self.curtain_armed = on_button
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.curtain_armed and on_button:
                self.lift_curtain()
            self.curtain_armed = False
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            if since >= max(CURTAIN_GUARD, CURTAIN_KEY_GUARD):
                self.lift_curtain()

    def curtain_button(self) -> pygame.Rect:
        """The curtain's "I am NAME" button (the only click that lifts it)."""
        s = self.scale
        w, h = self.size
        r = pygame.Rect(0, 0, int(560 * s), int(84 * s))
        r.center = (w // 2, h // 2 + int(150 * s))
        return r

    def on_key(self, event: pygame.event.Event) -> None:
        mods = pygame.key.get_mods()
        if event.key == pygame.K_ESCAPE:
            if self.drag:
                self.cancel_drag()
            else:
                self.open_menu()
            return
        if event.key in (pygame.K_F1, pygame.K_F2):  # how to play (NIGHT2): guide, moves now
            if event.key == pygame.K_F1:
                self.cover()
                self.app.open_howto(self.session.game_name)
            else:
                self.what_now()
            return
        if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
            return
        # reaction claims by other humans (a plain key: Ctrl+key is a command, Ctrl+M mutes)
        if self.window_key is not None and not ctrl_held(event):
            for claimer, key in enumerate(CLAIM_KEYS[: len(self.session.seats)]):
                if (
                    event.key == key
                    and claimer in self.game.active_seats()
                    and claimer in self.session.humans()
                ):
                    self.claim(claimer)
                    return
        seat = self.acting_seat()
        if seat is None:
            return
        legal = self.legal(seat)
        key = pygame.K_RETURN if event.key == pygame.K_KP_ENTER else event.key
        specs = self.button_specs(seat, legal)
        for spec in specs:
            if spec.hotkey and pygame.key.key_code(spec.hotkey.lower()) == key:
                self.submit(spec.action)
                return
        if key == pygame.K_RETURN and specs:
            # Return takes only a button that shows it; else it says which keys the buttons have
            keys = " or ".join(f"{b.hotkey} ({b.label})" for b in specs if b.hotkey)
            self.toast(f"Return does nothing here: press {keys}." if keys else "Click a button.")

    def claim(self, seat: int) -> None:
        """Another human claims the open window: the screen passes to them (curtain)."""
        if seat == self.viewer:
            return
        self.claimant = seat
        self.peek_held = False
        self.settle_view()
        if self.hotseat() and self.curtain_for is None and self.viewer == seat:
            # the screen's owner claims a public window: the others look away first
            self.raise_curtain(seat)

    def window_claim_click(self, pos: tuple[int, int]) -> bool:
        for rect, seat in getattr(self, "claim_rects", []):
            if rect.collidepoint(pos):
                self.claim(seat)
                return True
        return False

    # ------------------------------------------------------------------ drag and drop
    @staticmethod
    def event_time(event: pygame.event.Event) -> float:
        """When ``event`` happened: its ``t`` when it carries one (tests, replays of input),
        else now, as it is taken from the queue (pygame's events carry no time)."""
        t = getattr(event, "t", None)
        return time.monotonic() if t is None else float(t)

    def start_drag(
        self, seat: int, d: Draggable, pos: tuple[int, int], at: float | None = None
    ) -> None:
        legal = self.legal(seat)
        targets = self.gv.drop_targets(self.view, seat, d.payload)
        good: list[tuple[DropTarget, list[Action]]] = []
        for t in targets:
            matches, _ = self.gv.candidates(seat, d.payload, t.key, self.view, legal)
            matches = [a for a in matches if a in legal]
            if matches:
                good.append((t, matches))
        lifted = self.gv.lifted
        shown = lifted[1] if lifted is not None and lifted[0] == d.key else d.rect
        self.drag = {
            "item": d,
            "seat": seat,
            "offset": (pos[0] - shown.x, pos[1] - shown.y),
            "pos": pos,
            "targets": targets,
            "good": good,
            "start": pos,
            "press": Press(pos, time.monotonic() if at is None else at),
            "state": self.state_key(),
        }
        self.snap = None
        self._frame = None  # the dragged card leaves its place
        self.app.audio.play("slide", 0.4)

    def cancel_drag(self) -> None:
        if self.drag:
            d = self.drag["item"]
            self.snap = {
                "surface": d.surface,
                "from": self.drag_rect().topleft,
                "to": d.rect.topleft,
                "t0": time.monotonic(),
                "key": d.key,
            }
        self.drag = None
        self._frame = None

    def drag_rect(self) -> pygame.Rect:
        assert self.drag is not None
        d = self.drag["item"]
        ox, oy = self.drag["offset"]
        x, y = self.drag["pos"]
        return pygame.Rect(x - ox, y - oy, d.rect.width, d.rect.height)

    def finish_drag(self, pos: tuple[int, int]) -> None:
        assert self.drag is not None
        seat = self.drag["seat"]
        d: Draggable = self.drag["item"]
        rect = self.drag_rect()
        hit: DropTarget | None = None
        for t in self.drag["targets"]:
            if t.rect.collidepoint(pos):
                hit = t
                break
        if hit is None:
            best = 0
            for t in self.drag["targets"]:
                area = rect.clip(t.rect)
                if area.width * area.height > best:
                    best, hit = area.width * area.height, t
        if self.drag["press"].is_click(pos):
            # a click on a card, not a drag: say what this card can do (never "cannot go")
            hint = self.gv.drag_hint(self.view, seat, d.payload)
            if not hint:
                labels = [t.label for t, _ in self.drag["good"] if t.label]
                if labels:
                    hint = "Drag the card onto " + " or ".join(dict.fromkeys(labels[:3])) + "."
                else:
                    hint = self.now_possible().replace("That card cannot go there", "Not now")
            self.cancel_drag()
            self.toast_anchor = pos
            self.toasts.add(hint)
            return
        if hit is None:
            self.cancel_drag()
            return
        if self.drag.get("state") != self.state_key() or seat != self.acting_seat():
            # the state moved on under the drag (a window closed): never drop on the new one
            self.cancel_drag()
            self.refuse("Too late: the game moved on before the drop; nothing was played.", pos)
            return
        legal = self.legal(seat)
        matches, nominal = self.gv.candidates(seat, d.payload, hit.key, self.view, legal)
        matches = [a for a in matches if a in legal]
        if len(matches) == 1:
            self.drag = None
            self.app.audio.play("drop")
            self.submit(matches[0])
            return
        if len(matches) > 1:
            self.open_chooser(matches, pos)
            self.cancel_drag()
            return
        self.refuse(
            self.why_not(nominal, self.gv.drop_hint(self.view, seat, d.payload, hit.key)), pos
        )
        self.cancel_drag()

    def why_not(self, nominal: Action | None, hint: str = "") -> str:
        """A refusal that teaches: the engine's reason for the nominal move (which says what
        the phase and prompt allow now), else the view's hint, else what is possible now."""
        if nominal is not None:
            reason = self.game.illegal_reason_or_none(nominal)
            if reason:
                return reason if not hint or hint in reason else f"{reason} {hint}"
        if hint:
            return hint
        return self.now_possible()

    def now_possible(self) -> str:
        """What the seat on screen may do now, from the core's phase and prompt."""
        seat = self.acting_seat()
        if seat is None:
            active = self.game.active_seats()
            who = ", ".join(self.session.seat_name(s) for s in active) or "nobody"
            return f"Not your move now: waiting for {who}."
        prompt = self.view.get("prompt") or {}
        text = prompt.get("text") if isinstance(prompt, dict) else None
        if text and prompt.get("seat") == seat:
            return f"That card cannot go there. Now: {text}"
        if self.game.FLOW is not None:
            now = self.game.phase_now()
            if now.hint:
                return f"That card cannot go there; now it is {now.title}: {now.hint}."
        verbs = sorted({a.verb for a in self.legal(seat)})
        if verbs:
            return "That card cannot go there. Now you can: " + ", ".join(verbs) + "."
        return "That card cannot go there."

    def open_chooser(self, actions: list[Action], pos: tuple[int, int]) -> None:
        s = self.scale
        labels = [self.gv.action_label(a, self.view) for a in actions]
        w = int(max(260, 14 * max(len(x) for x in labels)) * s)
        h = int(46 * s)
        x = min(pos[0], self.play_rect.right - w - 10)
        y = min(pos[1], self.play_rect.bottom - h * (len(actions) + 1) - 10)
        self.chooser_armed = False
        self.chooser = [
            Button(
                label,
                pygame.Rect(x, y + i * (h + int(6 * s)), w, h),
                partial(self.choose, a),
                primary=(i == 0),
            )
            for i, (label, a) in enumerate(zip(labels, actions))
        ]

    def choose(self, action: Action) -> None:
        self.chooser = []
        self.submit(action)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        """The table and what lies on it is cached as one frame until an input, a move or an
        animation changes it; timers, toasts and dragged cards are drawn over the cache."""
        t = time.monotonic() - self.t0
        if self.curtain_for is not None:
            surf.blit(self.static_layer(), (0, 0))
            self.draw_curtain(surf)
            return
        still = not self.gv.busy()
        if not still:
            self._frame = None
            self.draw_table(surf, t)
        else:
            if self._frame is None:
                cache = self._frame_surface
                if cache is None or cache.get_size() != surf.get_size():
                    cache = pygame.Surface(surf.get_size())
                    if pygame.display.get_surface() is not None:
                        cache = cache.convert()
                    self._frame_surface = cache
                self.draw_table(cache, t)
                self._frame = cache
            surf.blit(self._frame, (0, 0))
        # what moves over a still table (cards in flight) is drawn over the cached frame
        self.gv.draw_overlay(surf, self.view, self.viewer, t)
        s = self.scale
        if self.drag:
            for target, _ in self.drag["good"]:
                theme.glow(surf, target.rect, t=t)
        self.draw_window_bar(surf, t)
        if self.snap:
            k = min(1.0, (time.monotonic() - self.snap["t0"]) / 0.22)
            fx, fy = self.snap["from"]
            tx, ty = self.snap["to"]
            e = 1 - (1 - k) ** 3
            surf.blit(self.snap["surface"], (fx + (tx - fx) * e, fy + (ty - fy) * e))
            if k >= 1:
                self.snap = None
                self._frame = None
        if self.drag:
            r = self.drag_rect()
            theme.shadow(surf, r, offset=12)
            surf.blit(self.drag["item"].surface, r)
        if self.inspect:
            self.draw_inspect(surf)  # the large card lies over everything, a window's bar too
        top = self.bar_rect.bottom + int(12 * s)
        if not self.toasts.active():
            self.toast_anchor = None
        elif self.toast_anchor is not None and self.toast_anchor[1] < self.play_rect.centery:
            # a refusal about something in the upper half: said in the lower half, so the
            # message never covers the target it is about
            top = self.play_rect.bottom - int(260 * s)
        self.toasts.draw(surf, self.play_rect.centerx, top, s)

    def replay_status(self) -> str:
        """The status line of a replay: whose turn it was, never "your turn"."""
        if self.game.is_terminal():
            return "The game is over"
        active = self.game.active_seats()
        if len(active) > 1:
            return "Everyone may answer"
        seat = active[0] if active else self.game.current_seat()
        return f"{self.session.seat_name(seat)} to move"

    def draw_table(self, surf: pygame.Surface, t: float) -> None:
        surf.blit(self.table_layer(), (0, 0))
        self.gv.draw(surf, self.view, self.viewer, t)
        s = self.scale
        seat = self.acting_seat()
        self.prompts.draw(
            surf,
            self.gv,
            self.view,
            self.viewer if seat is None else seat,
            self.legal(seat),
            self.play_rect,
            s,
            self.prompt_key(),
            self.session.seat_name,
            self.gv.say,
            t,
        )
        status = (
            self.replay_status()
            if self.replaying
            else self.session.name_text(self.gv.status(self.view, self.viewer))
        )
        theme.blit_text(
            surf,
            status,
            int(24 * s),
            (self.play_rect.centerx, self.bar_rect.centery),
            theme.TEXT,
            "bold",
            anchor="center",
        )
        for b in self.top_buttons:
            b.draw(surf, s)
        self.log.draw(surf, self.log_rect, s, background=False)
        for b in self.buttons:
            b.draw(surf, s)
        for b in self.chooser:
            b.draw(surf, s)
        self.gv.piles.draw(surf, self.play_rect, s, self.session.game_name, self.gv.face_data)
        if self.game.is_terminal() and self.ended_shown and not self.frozen:
            self.draw_end(surf)

    def draw_window_bar(self, surf: pygame.Surface, t: float) -> None:
        self.claim_rects: list[tuple[pygame.Rect, int]] = []
        if self.window_key is None or self.game.is_terminal():
            return
        s = self.scale
        left = self.window.left()
        public = self.public_window()
        rect = pygame.Rect(0, 0, int(760 * s), int((118 if public else 92) * s))
        rect.midbottom = self.gv.window_anchor()
        theme.panel(surf, rect, (30, 20, 10, 235), edge=theme.ACCENT)
        head = self.gv.say(self.gv.window_text(self.view))
        px, head = theme.fit_text(head, int(22 * s), rect.width - int(32 * s), "bold")
        theme.blit_text(
            surf,
            head,
            px,
            (rect.x + int(16 * s), rect.y + int(10 * s)),
            theme.ACCENT,
            "bold",
        )
        if self.claimant is not None:
            # a claimed window waits for the claimant (the countdown stopped at the claim)
            theme.blit_text(
                surf,
                f"{self.session.seat_name(self.claimant)} answers: no hurry.",
                int(16 * s),
                (rect.right - int(16 * s), rect.bottom - max(int(14 * s), 12)),
                theme.MUTED,
                anchor="midright",
            )
        elif self.window_timed():
            # the countdown, the same length whoever holds what (a bar and the seconds left)
            frac = min(1.0, left / max(0.1, self.window_length))
            bar = pygame.Rect(
                rect.x + int(16 * s),
                rect.bottom - int(18 * s),
                int((rect.width - 92 * s) * frac),
                int(8 * s),
            )
            pygame.draw.rect(surf, theme.ACCENT, bar, border_radius=4)
            theme.blit_text(
                surf,
                f"{left:.0f} s",
                int(18 * s),
                (rect.right - int(16 * s), rect.bottom - max(int(14 * s), 12)),
                theme.ACCENT,
                "bold",
                anchor="midright",
            )
        elif not self.only_pass(self.viewer):
            active = self.game.active_seats()
            waiting = (
                "Waiting for you: no hurry."
                if self.viewer in active
                else "Waiting for " + ", ".join(self.session.seat_name(x) for x in active) + "."
            )
            theme.blit_text(
                surf,
                waiting,
                int(16 * s),
                (rect.right - int(16 * s), rect.bottom - max(int(14 * s), 12)),
                theme.MUTED,
                anchor="midright",
            )
        humans = [
            h for h in self.session.humans() if h in self.game.active_seats() and h != self.viewer
        ]
        x = rect.x + int(16 * s)
        y = rect.y + int(40 * s)
        # the claim chips are as wide as their text; the hint gives way so they stay in the bar
        labels = [(h, f"{self.session.seat_name(h)} [{CLAIM_NAMES[h]}]") for h in humans]
        chip_px = theme.px(16 * s)
        widths = [theme.text_width(lb, chip_px, "bold") + int(24 * s) for _, lb in labels]
        chips_w = sum(w + int(8 * s) for w in widths)
        if public:
            x = self.draw_public_hint(surf, rect, x, y)
        elif self.viewer in self.game.active_seats():
            # solo, nothing to answer with: the table passes at the bots' pace (auto_pass)
            text = (
                "Nothing in your hand answers this: it goes ahead."
                if self.only_pass(self.viewer) and not self.window_timed()
                else self.gv.say(self.gv.window_hint(self.view))
            )
            room = rect.right - int(16 * s) - x - chips_w - (int(16 * s) if labels else 0)
            size, text = theme.fit_text(text, int(17 * s), max(room, int(40 * s)))
            hint = theme.blit_text(surf, text, size, (x, y))
            x = hint.right + int(16 * s)
        x = min(x, rect.right - int(16 * s) - chips_w + int(8 * s))
        for (h, label), w in zip(labels, widths):
            r = pygame.Rect(x, y - int(4 * s), w, max(int(30 * s), chip_px + 6))
            pygame.draw.rect(surf, (90, 60, 20), r, border_radius=8)
            theme.blit_text(surf, label, chip_px, r.center, theme.TEXT, "bold", anchor="center")
            self.claim_rects.append((r, h))
            x = r.right + int(8 * s)

    def draw_public_hint(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int) -> int:
        """A public window's lines: everyone looks, hands are face down, a key answers; the
        screen's owner may hold the peek key. Returns where the claim buttons start."""
        s = self.scale
        owner = self.lifted_for
        if owner is not None and self.viewer == owner:
            peek = f"Showing {self.session.seat_name(owner)}'s hand while {PEEK_NAME} is held."
        elif owner is not None:
            peek = f"{self.session.seat_name(owner)}: hold {PEEK_NAME} to see your hand."
        else:
            peek = ""
        if peek:
            theme.blit_text(
                surf, peek, int(17 * s), (x, rect.y + int(70 * s)), theme.TEXT, anchor="topleft"
            )
        hint = theme.blit_text(surf, "To answer, press your key:", int(17 * s), (x, y))
        return hint.right + int(16 * s)

    def draw_curtain(self, surf: pygame.Surface) -> None:
        w, h = self.size
        surf.fill((14, 16, 24))
        for i in range(0, w, max(8, w // 60)):
            pygame.draw.line(surf, (26, 20, 40), (i, 0), (i, h), max(2, w // 200))
        name = self.session.seat_name(self.curtain_for) if self.curtain_for is not None else ""
        s = self.scale
        theme.blit_text(
            surf,
            f"Pass to {name}",
            int(84 * s),
            (w // 2, h // 2 - int(40 * s)),
            theme.ACCENT,
            "serif",
            anchor="center",
            shadow=True,
        )
        theme.blit_text(
            surf,
            f"Everyone else, look away. {name}: click the button (or press Space) when ready.",
            int(30 * s),
            (w // 2, h // 2 + int(50 * s)),
            theme.TEXT,
            anchor="center",
        )
        Button(
            f"I am {name}: show my cards", self.curtain_button(), lambda: None, primary=True
        ).draw(surf, s)

    def draw_inspect(self, surf: pygame.Surface) -> None:
        self.zoom.draw(surf, self.session.game_name, self.play_rect, self.scale)

    def end_standings(self) -> list[score_ui.Row]:
        """The standings for the end panel (none where the game's scores are only win/lose)."""
        res = self.game.result()
        if res is None or not self.gv.standings or not res.scores:
            return []
        return score_ui.standings(
            res.scores, self.session.seat_name, self.gv.score_text, res.winners
        )

    def draw_end(self, surf: pygame.Surface) -> None:
        res = self.game.result()
        s = self.scale
        rows = self.end_standings()
        text = self.gv.say(res.text)  # the game's own wording (tidy) too
        text_h = int(90 * s)
        if rows:  # the standings follow the result's words, not the room kept for them
            size = theme.px(21 * s)
            lines = len(theme.wrap(text, size, int(840 * s)))
            text_h = min(text_h, lines * int(size * 1.15) + int(6 * s))
        extra = len(rows) * score_ui.row_height(s) + (int(14 * s) if rows else 0)
        rect = pygame.Rect(0, 0, int(900 * s), int(170 * s) + text_h + extra)
        rect.midbottom = self.gv.end_anchor()
        rect.top = max(rect.top, self.play_rect.top + int(8 * s))
        theme.panel(surf, rect, (10, 14, 20, 245), edge=theme.ACCENT, radius=18)
        if res.winners:
            names = ", ".join(self.session.seat_name(w) for w in res.winners)
            title = f"{names} win{'s' if len(res.winners) == 1 else ''}!"
        else:
            title = "Game over"
        theme.blit_text(
            surf,
            title,
            int(46 * s),
            (rect.centerx, rect.y + int(20 * s)),
            theme.ACCENT,
            "serif",
            anchor="midtop",
            shadow=True,
        )
        theme.blit_wrapped(
            surf,
            text,
            int(21 * s),
            pygame.Rect(
                rect.x + int(30 * s), rect.y + int(84 * s), rect.width - int(60 * s), text_h
            ),
            theme.TEXT,
            centre=True,
        )
        if rows:
            top = rect.y + int(84 * s) + text_h + int(8 * s)
            score_ui.draw_standings(surf, pygame.Rect(rect.x, top, rect.width, extra), rows, s)
        theme.blit_text(
            surf,
            f"Seed {self.session.seed}",
            int(17 * s),
            (rect.right - int(18 * s), rect.y + int(14 * s)),
            theme.MUTED,
            anchor="topright",
        )
        bw, bh, gap = int(220 * s), int(52 * s), int(20 * s)
        by = rect.bottom - bh - int(18 * s)
        x0 = rect.centerx - (3 * bw + 2 * gap) // 2
        self.end_buttons = [
            Button("Play again", pygame.Rect(x0, by, bw, bh), self.play_again, primary=True),
            Button("Replay", pygame.Rect(x0 + bw + gap, by, bw, bh), self.open_replay),
            Button("Menu", pygame.Rect(x0 + 2 * (bw + gap), by, bw, bh), self.app.pop),
        ]
        for b in self.end_buttons:
            b.draw(surf, s)
