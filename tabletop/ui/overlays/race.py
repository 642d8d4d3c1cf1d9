"""The race overlay: one non-blocking scene for every timed race at the table.

Shared by every game that declares a race (``tabletop.engine.timed``): the keys per seat, the
countdown, a tile per seat (waiting, pressed in N ms, false start), who was first or last, and
the result held on screen. What a race *says and shows* belongs to its game: a game registers
its own overlay, a subclass of ``RaceOverlay`` (``GameInfo.timed["race"]``), which gives the
words and pictures through a few hooks (``colour``, ``texts``, ``draw_picture``, ``preload``,
``result_word``, ``opener_words``, ``end_sound``); a game that registers none gets this plain
overlay, whose words come from the race's ``words`` parameter. The table's timed-prompt runner
(``tabletop.ui.parts.timed``) builds a ``tabletop.reactions.race.Race`` (pure, clock-injected)
from a game's ``Timed`` prompt and pushes the game's overlay over the table; when the race is
over and its result has been shown, the overlay takes itself off the stack and hands the race
to ``on_end``, with which the runner submits what it stands for. It never sets table state,
never submits and never loops waiting.

Input and timing (HANDBOOK, "Timing and input facts")
    Every press is a *down* event of a seat's binding (``RaceKeys``: the saved or default key per
    human seat; the seat on screen may also click or press Space). The order of presses is the
    order they arrive in (SDL's queue is first-in first-out); ``time.perf_counter_ns()`` taken as
    each batch is pulled only judges ties (10 ms tolerance, ``ReactionWindow``). To stamp presses
    finer than a frame, ``update`` polls the queue for down events for a bounded slice of each
    frame (``poll_slice_ns``, default 11 ms of the 16.7 ms frame, with 0.25 ms naps): the frame
    still ends in time for 60 Hz and no frame is longer than the slice plus one draw. With
    ``poll_slice_ns=0`` each frame polls exactly once and never sleeps. The clock and the nap are
    injected (``clock_ns``, ``sleep``), so tests drive a whole race with a fake clock.

    The race is paced by the screen (``Race.screen_paced``): it starts when its first full frame
    is drawn, and the computer players' clocks start at the first frame that shows the signal
    (``Race.shown``), the moment a person can see it. A person's press before the race is on
    screen or in its first ``SETTLE_MS`` (``Race.too_soon``) is not counted: "wait for the signal".

Two shapes of race (``Race.armed``)
    A race *armed* by one seat (the opener): the opener's press gives the signal, the others
    answer it; before it the big word says what to do now ("Press Q!" for the person giving it,
    "Wait..." while a computer player gives it). A race on a signal: "Ready..." then the signal
    word (``signal_word``: the race's ``words`` or "GO!").

Hot seat
    With two or more humans at the table everyone watches the race: the overlay then draws the
    bare table (felt and panels, no cards) under it, never the hand of the seat on screen. A
    race starts only when the table shows no curtain (the runner checks). Any hand-over after
    the race (a winner picking their move) is the table's business.

Look
    A panel over the dimmed table: a title and a line saying what to do, the picture or the big
    word, a countdown bar with seconds, and a tile per seat in the seat's colour with its name,
    its button in big letters (or "computer"), and its state (waiting, pressed in N ms, false
    start); then the result (who was last or first, ties named) for ``result_ns`` (6 s; hot seat:
    None) or until Space, Return, Esc or a click (after ``SKIP_AFTER_NS``; never a seat's own
    race key such as Q: a press after the race only marks it too late), with a line saying so.
    Scales from 1280x720 up with ``min(w/1920, h/1080)``; no text under 16 px.

A race a person loses to the computer (relaxed timing off) may offer relaxed timing
(``relaxed_offer.offer_for_loss``), held until answered (Y, N or Esc); with relaxed timing
(``count_aloud``) the countdown's last ``ALOUD_SECONDS`` seconds tick aloud."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.reactions.race import Race, signal_word
from tabletop.ui import theme
from tabletop.ui.app import App, Scene
from tabletop.ui.overlays.reaction_common import centred_lines, fit_size
from tabletop.ui.overlays.reaction_input import Binding, KeyMap
from tabletop.ui.overlays.relaxed_offer import RelaxedOffer, offer_for_loss
from tabletop.ui.scenes.reaction_scenes import (
    GREEN,
    GREEN_DARK,
    RED,
    RED_DARK,
    TileStyle,
    draw_seat_tile,
    keymap_for,
)

MS = 1_000_000
DOWN_EVENTS = (
    pygame.KEYDOWN,
    pygame.MOUSEBUTTONDOWN,
    pygame.JOYBUTTONDOWN,
    pygame.CONTROLLERBUTTONDOWN,
)
POLL_SLICE_NS = 11 * MS
POLL_NAP_S = 0.00025
#: how long the result stays up, as the offer's ("who was last" read; a key goes on sooner)
RESULT_NS = 6000 * MS
#: a key or a click may skip the result only after this long (never a press made late)
SKIP_AFTER_NS = 700 * MS
#: the line under the result saying how to go on sooner
GO_ON = "Press Space or Enter, or click, to go on"
#: the keys that go on from the result (with a click): never a seat's own race key (Q, P...)
GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
#: the plain overlay's frame and bar colour (a game's overlay may have its own, ``colour``)
RACE_COLOUR = (235, 180, 60)
#: the big signal word's colour
SIGNAL_COLOUR = (255, 236, 160)
#: relaxed timing: the last seconds of a countdown counted aloud
ALOUD_SECONDS = 5


class RaceKeys:
    """Seat -> reaction button for one race: a ``KeyMap`` plus extra bindings (the seat on screen
    may also click anywhere or press Space). ``seat_for(event)`` names the seat a down event is."""

    def __init__(
        self,
        keymap: KeyMap,
        extra: Mapping[int, Sequence[Binding]] | None = None,
        phones: Iterable[int] = (),
    ):
        self.keymap = keymap
        self.extra = {s: list(b) for s, b in (extra or {}).items()}
        #: seats whose button is on their phone (``tabletop.remote``: a press message)
        self.phones = frozenset(phones)

    @staticmethod
    def for_table(
        settings: Mapping[str, Any],
        humans: Iterable[int],
        viewer: int | None,
        phones: Iterable[int] = (),
    ) -> RaceKeys:
        """The saved (else default) key of every human seat at the screen; the seat on screen
        also clicks or presses Space (when Space is nobody's key); a phone seat presses the
        button on its phone."""
        on_phone = frozenset(phones)
        seats = [s for s in humans if s not in on_phone]
        km = keymap_for(settings, seats)
        extra: dict[int, list[Binding]] = {}
        if viewer is not None and viewer in seats:
            used = {(b.kind, b.code) for b in km.bindings.values()}
            extra[viewer] = [Binding("mouse", 1)]
            if ("key", pygame.K_SPACE) not in used:
                extra[viewer].append(Binding("key", pygame.K_SPACE))
        return RaceKeys(km, extra, on_phone)

    def seat_for(self, event: pygame.event.Event) -> int | None:
        seat = self.keymap.seat_for(event)
        if seat is not None:
            return int(seat)
        for s, bindings in self.extra.items():
            if any(b.matches(event) for b in bindings):
                return s
        return None

    def has(self, seat: int) -> bool:
        return seat in self.keymap.bindings or seat in self.extra or seat in self.phones

    def main_label(self, seat: int) -> str:
        if seat in self.phones:
            return "phone"
        b = self.keymap.bindings.get(seat)
        if b is not None:
            return b.label()
        extra = self.extra.get(seat)
        return extra[0].label() if extra else ""

    def other_labels(self, seat: int) -> list[str]:
        if seat in self.phones:
            return []
        labels = [x.label() for x in self.extra.get(seat, [])]
        return labels if seat in self.keymap.bindings else labels[1:]

    def label(self, seat: int) -> str:
        return " / ".join([self.main_label(seat), *self.other_labels(seat)])


def _short(label: str) -> str:
    return {"Left click": "click", "Space": "Space"}.get(label, label)


class RaceOverlay(Scene):
    """A race over the table (see the module docstring).

    ``on_end(race)`` runs once the race is over and off the stack; it returns the actions the
    table took for it (kept in ``submitted``). ``names`` maps seats to names; ``params`` are
    the timed prompt's own parameters (``Timed.params``: a game's overlay reads what it needs
    there); their ``words`` are the plain overlay's texts (``title``, ``how``, ``signal``,
    ``result`` with ``{name}``, ``result_sub``, ``nobody``); ``private`` hides the table under
    the overlay.

    A game's overlay overrides the hooks under "a game's words and pictures"; everything else
    (keys, timing, tiles, the result's hold) is the same for every game.
    """

    def __init__(
        self,
        app: App,
        table: Any,
        race: Race,
        keys: RaceKeys,
        on_end: Callable[[Race], Sequence[Action]],
        names: Mapping[int, str] | None = None,
        params: Mapping[str, Any] | None = None,
        private: bool = False,
        remote: Callable[[], Sequence[int]] | None = None,
        clock_ns: Callable[[], int] = time.perf_counter_ns,
        sleep: Callable[[float], None] = time.sleep,
        poll_slice_ns: int = POLL_SLICE_NS,
        result_ns: int | None = RESULT_NS,
        count_aloud: bool = False,
    ) -> None:
        super().__init__(app)
        self.typing = True  # M is a player's key here, not the mute shortcut
        self.table = table
        self.race = race
        race.screen_paced = True  # the bots react to what this overlay draws
        self.keys = keys
        #: the seats that pressed on their phones since the last look (``keys.phones``)
        self.remote = remote
        self.on_end = on_end
        self.params = dict(params or {})
        self.words: dict[str, str] = dict(self.params.get("words", ()))
        self.names = dict(names or {})
        self.private = private
        self.clock_ns = clock_ns
        self.sleep = sleep
        self.poll_slice_ns = poll_slice_ns
        self.result_ns = result_ns
        self.stage = "race"  # race -> result -> finished
        #: relaxed timing offered on the result (the first race a person lost to the computer)
        self.offer: RelaxedOffer | None = None
        self.offer_ns: int | None = None  # the offer's hold unanswered (None: till answered)
        self._lost = False  # counted once as a race lost to the computer
        #: the people who pressed only after the race was over (too slow), or too soon for it
        #: to be for this race (``Race.too_soon``: not counted)
        self.late: set[int] = set()
        self.unseen: set[int] = set()
        self.result_at: int | None = None
        self.finished = False
        self.submitted: list[Action] = []
        self.polls = 0
        #: the longest gap between two looks at the queue while the race was open: how late a
        #: press's stamp can be (HANDBOOK: well under the 10 ms tie tolerance)
        self.max_poll_gap_ns = 0
        self._last_poll: int | None = None
        self._repost: list[pygame.event.Event] = []
        self._backdrop: pygame.Surface | None = None
        # the table's latest frame, dimmed, is the backdrop (no redraw on the race's first frame)
        self._seen: pygame.Surface | None = None if private else app.screen.copy()
        self._sounded_open = False
        self.count_aloud = count_aloud  # relaxed timing: the last seconds counted aloud
        self._said: int | None = None
        self._ready = False  # the first update done: the next frame drawn starts the race
        self.aside = 0  # the width kept free at the left for a guest (``guest_room``)
        self.size = app.screen.get_size()
        self.scale = 1.0

    # ------------------------------------------------------------------ scene hooks
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self._backdrop = None

    def animating(self) -> bool:
        return not self.finished

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "Somebody"
        return self.names.get(seat, f"Player {seat + 1}")

    def handle(self, event: pygame.event.Event) -> None:
        if self.finished:
            return
        if self.stage == "result" and self.offer is not None and self.offer.handle(event):
            return
        esc = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if esc and self.offer is not None and self._asks():
            self.offer.decline()  # Esc: No thanks (the next frame goes on)
            return
        if event.type not in DOWN_EVENTS:
            return
        seat = self.keys.seat_for(event)
        just_over = self.result_at is not None and self.clock_ns() - self.result_at < SKIP_AFTER_NS
        late = False
        if self.stage == "result" and seat is not None:
            was_late = seat in self.late
            self._too_late(seat)  # pressed after the race: its tile and the result say so
            late = seat in self.late and not was_late
            if just_over:
                self._offer()  # too slow (it had been won)
        if self.stage == "race":
            if seat is not None:
                self._take([event], self.clock_ns())
        elif (
            self.stage == "result"
            and self.keys.keymap.seat_for(event) is None  # a seat's own race key, pressed late
            and _goes_on(event)
            and not late  # a seat's first press after the race: it sees "too late" first
            and not self._asks()  # the offer waits for its answer
            and self.result_at is not None
            and self.clock_ns() - self.result_at >= SKIP_AFTER_NS
        ):
            self.finish()

    def update(self, now: float) -> None:
        """One frame: get ready on the first (the race starts when the next frame is drawn),
        poll presses for a bounded slice, then show the result and finish. Never waits beyond
        the slice."""
        if self.finished:
            return
        t = self.clock_ns()
        if not self._ready:
            pygame.key.stop_text_input()  # else every KEYDOWN also brings a TEXTINPUT event
            self.preload()  # loaded now, not on the frame the signal appears
            self._ready = True
        if self.stage == "race":
            self._poll(t)
            self._count(self.clock_ns())
        if self.stage == "result" and self.result_at is not None:
            hold = self.offer_ns if self._asks() else self.result_ns
            over = hold is not None and self.clock_ns() - self.result_at >= hold
            if over or (self.offer and self.offer.answer is not None):
                self.finish()
        self.dirty = True

    def on_leave(self) -> None:
        pygame.key.start_text_input()

    @property
    def goes_by_itself(self) -> bool:  # type: ignore[override]
        """Its result leaves after ``result_ns``: a Space pressed just after was meant for it."""
        return self.result_ns is not None

    def _asks(self) -> bool:
        """The result offers relaxed timing and it is not answered yet."""
        return self.stage == "result" and self.offer is not None and self.offer.answer is None

    # ------------------------------------------------------------------ input
    def _poll(self, start: int) -> None:
        """Pull down events until the slice is used (at least once), stamping each batch."""
        end = start + self.poll_slice_ns
        while True:
            events = pygame.event.get(eventtype=DOWN_EVENTS)
            now = self.clock_ns()
            self.polls += 1
            if self._last_poll is not None and self.race.opened(now):
                self.max_poll_gap_ns = max(self.max_poll_gap_ns, now - self._last_poll)
            self._last_poll = now
            self._take(events, now)
            if self.race.done:
                self._to_result(now)
                break
            if now >= end:
                break
            self.sleep(POLL_NAP_S)
        # keys that are nobody's button (F11, Esc, ...) go back to the app for the next frame
        for ev in self._repost:
            pygame.event.post(ev)
        self._repost = []

    def _take(self, events: list[pygame.event.Event], now: int) -> None:
        """Bots due by ``now`` first, then this batch's presses in arrival order."""
        before = len(self.race.log)
        self.race.tick(now)
        for ev in events:
            seat = self.keys.seat_for(ev)
            if seat is None:
                if ev.type == pygame.KEYDOWN:
                    self._repost.append(ev)
                continue
            if self.race.too_soon(seat, now):
                self.unseen.add(seat)  # meant for the screen before: not counted
                continue
            if self.race.press(seat, now) is None and self.race.done:
                self._too_late(seat)
        for seat in self.remote() if self.remote is not None else ():
            if seat in self.keys.phones and seat in self.race.seats:
                if not self.race.too_soon(seat, now):  # a phone's button, stamped as a key's
                    self.race.press(seat, now)
        self.race.tick(now)
        self._sounds(self.race.log[before:])
        if self.race.done and self.stage == "race":
            self._to_result(now)

    def _too_late(self, seat: int) -> None:
        """A press after the race was over, from a seat that had not pressed in it."""
        if self.race.press(seat, self.clock_ns()) is None and seat in self.race.late:
            self.late.add(seat)  # the race keeps it too: the log says "too late" as this does

    def _sounds(self, entries: Sequence[Any]) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is None:
            return
        for e in entries:
            if e.status == "opened":
                audio.play("reveal", 0.7)
            elif e.status == "counted":
                audio.play("tick", 0.35)
            elif e.status == "false_start":
                audio.play("invalid", 0.5)

    def _count(self, now: int) -> None:
        """Relaxed timing: a tick for each of the last ``ALOUD_SECONDS`` seconds of the countdown
        (the signal still to give, or the window open): one not watching the bar hears it."""
        left = self.race.time_left_ns(now) if self.count_aloud else None
        if left is None or left <= 0 or left > ALOUD_SECONDS * 1000 * MS:
            return
        second = -(-left // (1000 * MS))  # the whole second the countdown shows
        if second == self._said:
            return
        self._said = second
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play("tick", 0.5 if second > 1 else 0.8)

    def _to_result(self, now: int) -> None:
        self.stage = "result"
        self.result_at = now
        if self.race.aborted:
            return
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play(*self.end_sound())
        self._offer()

    def _offer(self) -> None:
        """A race a person lost to the computer, counted once; it may offer relaxed timing."""
        people = [s for s in self.race.seats if self.keys.has(s)]
        if not (self.offer or self._lost or self.race.aborted) and self.race.lost_to_computer(
            people, self.late
        ):
            self._lost, self.offer = True, offer_for_loss(self.app, self.table)

    def finish(self) -> None:
        """Off the stack, then the race to ``on_end`` (the runner submits its actions)."""
        if self.finished:
            return
        self.finished = True
        self.stage = "finished"
        if self.app.scenes and self.app.scene is self:
            self.app.pop()
        elif self in self.app.scenes:
            self.app.scenes.remove(self)
            self.on_leave()
        self.submitted = list(self.on_end(self.race))
        self.dirty = True

    # ------------------------------------------------------------------ drawing
    def backdrop(self) -> pygame.Surface:
        """The table as it was when the race began, dimmed, with the overlay's empty panel on it
        (one opaque surface, cached per size: a frame then starts with a single blit). In hot
        seat the bare table only: everyone is looking, so no hand may show."""
        if self._backdrop is not None and self._backdrop.get_size() == self.size:
            return self._backdrop
        surf = pygame.Surface(self.size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        static = getattr(self.table, "static_layer", None)
        if self._seen is not None and self._seen.get_size() == self.size:
            surf.blit(self._seen, (0, 0))
        elif self.private or not hasattr(self.table, "draw"):
            if callable(static):
                surf.blit(static(), (0, 0))
            else:
                surf.fill((14, 16, 24))
        else:
            self.table.draw(surf)
        surf.fill((84, 78, 100), special_flags=pygame.BLEND_MULT)  # dim the table
        box = self.box()
        s = self.scale
        rad = int(28 * s)
        theme.shadow(surf, box, radius=rad, offset=int(10 * s))
        pygame.draw.rect(surf, (16, 12, 28), box, border_radius=rad)
        pygame.draw.rect(surf, self.colour(), box, max(2, int(3 * s)), border_radius=rad)
        self._backdrop = surf
        return surf

    def box(self) -> pygame.Rect:
        w, h = self.size
        s = self.scale
        crowd = len(self.race.seats) + self.race.armed > 4  # five or six tiles: all the width
        wide = w if crowd else int(1320 * s)
        high = min(h - int(40 * s), int(900 * s))
        box = pygame.Rect(0, 0, min(w - self.aside - int(60 * s), wide), high)
        box.center = (self.aside + (w - self.aside) // 2, h // 2)
        return box

    def guest_room(self, width: int) -> pygame.Rect | None:
        """A column at the left, the race's panel moved right of it (it stays whole: title,
        picture, countdown and every seat's tile)."""
        w, h = self.size
        m = int(20 * self.scale)
        aside = min(width + 2 * m, w // 3)
        if aside != self.aside:
            self.aside = aside
            self._backdrop = None
        return pygame.Rect(m, m, aside - 2 * m, h - 2 * m)

    # ------------------------------------------------------------------ a game's words and pictures
    # A game's own overlay (``GameInfo.timed["race"]``) overrides these; the plain ones serve
    # any race from its ``words`` alone.
    def colour(self) -> tuple[int, int, int]:
        """The panel's frame and the countdown bar."""
        return RACE_COLOUR

    def texts(self, now: int) -> tuple[str, str]:
        """Title and the line under it: what is going on and what to do."""
        r = self.race
        if self.stage != "race":
            return self.result_texts()
        if r.armed and not r.opened(now):
            return self.before_signal_texts()
        w = self.words
        how = "Press your button on the signal."
        if r.armed:
            how = "Press your button: the last one loses." if r.mode == "last" else how
        if r.patient:
            how = "Press your button, no hurry."
        return w.get("title", "Race!"), w.get("how", how)

    def before_signal_texts(self) -> tuple[str, str]:
        """An armed race before its opener gave the signal: who gives it, who waits."""
        r = self.race
        o = self.name(r.opener)
        what = self.words.get("title", f"{o} gives the signal")
        if r.bot_opener or not self.keys.has(r.opener or 0):
            return what, f"Wait for {o}'s signal: no presses before it!"
        key = self.keys.main_label(r.opener or 0)
        return what, f"{o}: press {key} to give the signal. Everyone else: wait for it!"

    def result_texts(self) -> tuple[str, str]:
        """The result: who was last or first (ties named), or that nobody pressed."""
        w = self.words
        r = self.race
        if r.aborted:
            return w.get("nobody", "No signal was given"), "Everybody ties for last."
        t = r.target
        if not t:
            return w.get("nobody", "Nobody pressed"), ""
        names = " and ".join(self.name(x) for x in t)
        default = "{name} was last!" if r.mode == "last" else "{name} was first!"
        return w.get("result", default).format(name=names), w.get("result_sub", "")

    def shown_texts(self, now: int) -> tuple[str, str]:
        """The title and line as drawn: ``texts``, and on the result why a seat is where it
        is (a false start made it last; a press came too late)."""
        title, sub = self.texts(now)
        if self.stage == "race":
            return title, sub
        return title, " ".join(x for x in (sub, *self.result_notes()) if x)

    def result_notes(self) -> list[str]:
        r = self.race
        w = r.window
        target = r.target if not r.aborted else ()
        notes = [
            self.false_start_note(self.name(s))
            for s in r.seats
            if r.mode == "last" and s in target and w.false_started(s)
        ]
        late = [s for s in r.seats if s in self.late]
        notes += [self.late_note(self.name(s)) for s in late]
        return notes

    def false_start_note(self, name: str) -> str:
        """Why a seat is last: it pressed before the signal (locked out of the race)."""
        return f"{name} started too early: last."

    def late_note(self, name: str) -> str:
        """A seat that pressed only after the race was over."""
        return f"{name} pressed too late: the race was over."

    def preload(self) -> None:
        """Load what the race will draw (on its first update, not on the frame it appears)."""

    def draw_picture(self, surf: pygame.Surface, art: pygame.Rect, now: int) -> bool:
        """An armed race's picture once the signal is given (False: none, the signal word is
        drawn instead)."""
        return False

    def result_word(self) -> str:
        """The big word over the result ("": none)."""
        return ""

    def opener_words(self, given: bool) -> str:
        """The opener's tile, under its button: giving the signal, or given."""
        return "signal given" if given else "gives the signal"

    def end_sound(self) -> tuple[str, float]:
        """The sound of the result: (sound name, volume)."""
        return "hit", 0.6

    def draw(self, surf: pygame.Surface) -> None:
        now = self.clock_ns()
        if self._seen is not None and self._ready:
            # the first frame showed the table's last frame (cheap, on the busy frame that put
            # the race up); from the first after the overlay's update on, the table as it is now
            # (the card just played): that frame, however slow, is drawn before the race starts
            self._seen = None
            self._backdrop = None
        w, h = self.size
        s = self.scale
        surf.blit(self.backdrop(), (0, 0))
        box = self.box()
        pad = int(36 * s)
        inner = box.inflate(-2 * pad, -2 * pad)
        title, sub = self.shown_texts(now)
        ts = _fit(title, max(28, int(66 * s)), inner.width, "serif")
        tr = theme.blit_text(
            surf, title, ts, (box.centerx, inner.y), theme.ACCENT, "serif", "midtop", shadow=True
        )
        ss = _fit(sub, max(18, int(32 * s)), inner.width, "bold")
        sr = centred_lines(surf, sub, ss, inner, tr.bottom + int(8 * s))
        tiles_h = max(120, int(210 * s))
        tiles = pygame.Rect(inner.x, inner.bottom - tiles_h, inner.width, tiles_h)
        bar_zone = pygame.Rect(inner.x, tiles.y - int(74 * s), inner.width, int(60 * s))
        art = pygame.Rect(inner.x, sr.bottom + int(14 * s), inner.width, 0)
        offer_h = int(170 * s) if self.stage != "race" and self.offer is not None else 0
        art.height = bar_zone.y - art.y - int(8 * s) - offer_h
        self.draw_art(surf, art, now)
        self.draw_countdown(surf, bar_zone, now)
        if offer_h and self.offer is not None:
            self.offer.draw(
                surf, pygame.Rect(inner.x, art.bottom, inner.width, tiles.y - art.bottom), s
            )
        self.draw_tiles(surf, tiles, now)
        self.drawn()

    def drawn(self) -> None:
        """A frame is drawn (it is shown right after): the first full one starts the race;
        later ones may start the bots' clocks (the first showing the signal)."""
        t = self.clock_ns()
        if self.race.started_ns is None:
            if self._ready:
                self.race.start(t)
        else:
            self.race.shown(t)

    def draw_art(self, surf: pygame.Surface, art: pygame.Rect, now: int) -> None:
        r = self.race
        if r.armed and r.opened(now) and not r.aborted:  # the opener gave the signal
            if not self.draw_picture(surf, art, now):
                self._big(surf, signal_word(r.kind, self.words), art, SIGNAL_COLOUR)
            return
        if self.stage != "race":
            word = self.result_word()
            if word:
                self._big(surf, word, art, theme.TEXT)
            return
        if not r.armed and r.opened(now):
            self._big(surf, signal_word(r.kind, self.words), art, SIGNAL_COLOUR)
            return
        self._big(surf, self.waiting_word() if r.armed else "Ready\u2026", art, (205, 195, 225))

    def waiting_word(self) -> str:
        """The big word before an armed race's signal: what the people watching must do now.
        A person at this screen gives the signal: their key ("Press Q!"; with other people
        watching, their name first); a computer player makes it: everyone waits."""
        r = self.race
        o = r.opener
        if o is None or r.bot_opener or not self.keys.has(o):
            return "Wait\u2026"
        key = _short(self.keys.main_label(o))
        if o in self.keys.phones:
            what = "press on your phone!"
        else:
            what = "click!" if key == "click" else f"press {key}!"
        if any(self.keys.has(s) for s in r.seats):  # others watch: they must wait
            return f"{self.name(o)}: {what}"
        return what[0].upper() + what[1:]

    def _big(
        self, surf: pygame.Surface, word: str, art: pygame.Rect, colour: tuple[int, int, int]
    ) -> None:
        size = _fit(
            word, max(36, min(int(art.height * 0.7), int(200 * self.scale))), art.width, "serif"
        )
        theme.blit_text(surf, word, size, art.center, colour, "serif", "center", shadow=True)

    def draw_countdown(self, surf: pygame.Surface, zone: pygame.Rect, now: int) -> None:
        s = self.scale
        r = self.race
        if self.stage != "race":
            if self.offer is None:  # (the offer has its own buttons there)
                size = _fit(GO_ON, max(16, int(26 * s)), zone.width)
                theme.blit_text(surf, GO_ON, size, zone.center, theme.MUTED, "bold", "center")
            return
        left = r.time_left_ns(now)
        if left is None or (r.armed and not r.opened(now) and r.bot_opener):
            return
        # one length for a person's armed race's phases (after the signal a short bar); a
        # computer's wait is not shown: its copy race starts with a full bar
        total = max(1, r.total_ns(), r.opener_timeout_ns if r.armed and not r.bot_opener else 0)
        text = f"{left / 1e9:0.1f} s" if r.opened(now) else f"{left / 1e9:0.0f} s"
        size = _fit("88.8 s", max(22, int(44 * s)), zone.width // 3)
        label_w = theme.text_width("88.8 s", size, "bold")  # its widest: inside the panel
        bar = pygame.Rect(zone.x, 0, zone.width - label_w - int(20 * s), max(10, int(22 * s)))
        bar.centery = zone.centery
        pygame.draw.rect(surf, (44, 40, 58), bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = int(bar.width * min(1.0, left / total))
        urgent = left < 1000 * MS
        colour = (240, 90, 80) if urgent else self.colour()
        if fill.width > 0:
            pygame.draw.rect(surf, colour, fill, border_radius=bar.height // 2)
        theme.blit_text(
            surf,
            text,
            size,
            (bar.right + int(20 * s), zone.centery),
            colour if urgent else theme.TEXT,
            "bold",
            "midleft",
        )

    def draw_tiles(self, surf: pygame.Surface, area: pygame.Rect, now: int) -> None:
        s = self.scale
        r = self.race
        seats: list[int] = list(r.seats)
        if r.armed and r.opener is not None:
            seats = [r.opener, *seats]
        gap = int(18 * s)
        n = max(1, len(seats))
        tw = min(int(300 * s), (area.width - gap * (n - 1)) // n)
        total = tw * n + gap * (n - 1)
        x0 = area.centerx - total // 2
        t = time.monotonic()
        for i, seat in enumerate(seats):
            rect = pygame.Rect(x0 + i * (tw + gap), area.y, tw, area.height)
            big, small, style, col = self.seat_state(seat, now)
            draw_seat_tile(
                surf,
                rect,
                seat,
                self.name(seat),
                big,
                small,
                max(s, 0.75),
                style,
                col,
                t=t,
                big_scale=0.62 if len(big) > 4 else 1.0,
            )

    def seat_state(
        self, seat: int, now: int
    ) -> tuple[str, str, TileStyle, tuple[int, int, int] | None]:
        """What a seat's tile says: its button (or "computer"), or its result."""
        r = self.race
        w = r.window
        done = self.stage != "race"
        if r.armed and seat == r.opener:
            sub = self.opener_words(r.opened(now))
            if r.bot_opener or not self.keys.has(seat):
                big = "computer"
            else:
                big = _short(self.keys.main_label(seat))
            return big, sub, TileStyle(edge=theme.ACCENT), None
        ms = w.reaction_ms(seat)
        target = r.target if done else ()
        late = done and seat in self.late and ms is None
        if done and seat in target:
            label = f"{ms:.0f} ms" if ms is not None else "too late" if late else "no press"
            if r.mode == "last" and w.false_started(seat):
                label = "FALSE START"
            if r.mode == "last":
                return (
                    label,
                    "LAST!" if len(target) == 1 else "tied last",
                    TileStyle(fill=RED_DARK, edge=RED, glow=True),
                    RED,
                )
            return label, "FIRST!", TileStyle(fill=GREEN_DARK, edge=GREEN, glow=True), GREEN
        if w.false_started(seat) and (r.armed or not w.pressed(seat)):
            sub = "too early: last" if r.armed else "too early: again!"
            return "FALSE START", sub, TileStyle(fill=RED_DARK, edge=RED), RED
        if ms is not None:
            return f"{ms:.0f} ms", "pressed", TileStyle(fill=GREEN_DARK, edge=GREEN), GREEN
        if late:
            return "too late", "race over", TileStyle(fill=RED_DARK, edge=RED), RED
        if done:
            return "no press", "", TileStyle(dim=True), None
        if seat in r.bots or not self.keys.has(seat):
            return "computer", "waiting", TileStyle(), None
        others = [_short(x) for x in self.keys.other_labels(seat)]
        sub = "or " + " / ".join(others) if others else "your button"
        if seat in self.unseen and not r.opened(now):
            sub = "wait for the signal"
        return _short(self.keys.main_label(seat)), sub, TileStyle(), None


def _fit(s: str, size: int, width: int, kind: str = "bold") -> int:
    """The largest font size <= ``size`` at which ``s`` fits in ``width`` (never under 16)."""
    return fit_size(s, size, width, kind, least=16)


def _goes_on(event: pygame.event.Event) -> bool:
    """A click, or Space, Return or Esc, ends the result screen: no other key (a claim key or
    a letter pressed for the race, late; a function key such as F11 or F2)."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return True
    return event.type == pygame.KEYDOWN and event.key in GO_ON_KEYS
