"""Reaction buttons: key mapping, a fast input poller for reaction windows, a rollover self-test.

This is the only pygame module of the reaction feature; the rules side (ranking, ties, false
starts, bots) is ``tabletop.reactions`` and never reads a clock. This module owns:

* ``Binding`` / ``KeyMap``: each human seat's reaction button: a key on the shared keyboard
  (defaults spread over the keyboard: Q, P, Z, M, Space, ...), a gamepad button
  (``JOYBUTTONDOWN`` or ``CONTROLLERBUTTONDOWN``: instance id + button) or, for the one player
  holding the mouse, a mouse click (anywhere, or inside a big on-screen button). Duplicate and
  reserved keys (Shift, Ctrl, Alt, Escape, ...) are refused with a readable reason. Only *down*
  events count; nobody has to hold a key.
* ``MappingSession``: the model of the key-mapping screen, where each player in turn presses the
  button they want.
* ``RolloverTest``: all players press their keys together and the screen shows which ones
  arrived; cheap keyboards drop the third or fourth simultaneous key.
* ``poll_window``: runs one reaction window. It pumps and reads the event queue about 2,000 times
  a second (``time.sleep(0.00025)`` between polls), stamps each batch with
  ``time.perf_counter_ns()`` right after ``pygame.event.get()`` returns, gives every press a running
  arrival number (SDL's queue is first-in first-out, so arrival order *is* press order), injects
  bots' presses at their scheduled times, and calls ``redraw`` on a normal 60 Hz frame schedule.
* ``run_duel_round``: a ready-made blocking loop (screen + poller) for one round of the
  "Reaction duel" (``tabletop.reactions.duel``), for tools and tests. Game races do not block:
  they are ``tabletop.ui.overlays.race.RaceOverlay``.

Resolution (measured by ``tools/reaction_latency.py`` under Xvfb with XTest key injection; its
docstring has the tables): the *order* of presses comes from the FIFO queue and was exact in all
300 trials at gaps of 0, 2, 5, 10 and 20 ms. The *timestamps* are good to about 0.3 ms typically
and 3-5 ms at p95 with this poller (about 22 % of a core), mostly lost while ``display.flip()``
blocks inside ``redraw``; polling once per frame would give about 20 ms. The tie tolerance is
10 ms (``tabletop.reactions.window.DEFAULT_TIE_TOLERANCE_NS``): presses closer than that are
reported as a tie, because a 125 Hz USB keyboard reports only every 8 ms and key debounce is about
5 ms. A real keyboard adds its own 1-8 ms report interval, which no poller can see past.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.reactions.bots import BotReactor, bot_press_time_ns
from tabletop.reactions.race import Entry
from tabletop.reactions.window import Outcome, ReactionWindow
from tabletop.ui import theme
from tabletop.ui.components.lru import LRU

# ---------------------------------------------------------------------------------- bindings

#: Default reaction keys, spread over the keyboard so neighbours do not share a matrix row.
DEFAULT_KEYS: tuple[int, ...] = (
    pygame.K_q,
    pygame.K_p,
    pygame.K_z,
    pygame.K_m,
    pygame.K_SPACE,
    pygame.K_6,
    pygame.K_RETURN,
    pygame.K_g,
)

#: Keys that may not be reaction buttons: modifiers change other keys, Escape opens the menu.
RESERVED_KEYS: frozenset[int] = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_MODE,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCKCLEAR,
        pygame.K_SCROLLLOCK,
        pygame.K_ESCAPE,
        pygame.K_F11,
    }
)

PAD_DOWN_EVENTS = (pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN)


@dataclass(frozen=True, slots=True)
class Binding:
    """One seat's reaction button.

    ``kind`` is ``"key"`` (``code`` = pygame key), ``"pad"`` (``device`` = joystick/controller
    instance id, ``code`` = button) or ``"mouse"`` (``code`` = mouse button, ``rect`` = the
    on-screen button as (x, y, w, h), or None for a click anywhere).
    """

    kind: str
    code: int
    device: int = -1
    rect: tuple[int, int, int, int] | None = None

    def label(self) -> str:
        if self.kind == "key":
            name = pygame.key.name(self.code)
            return name.upper() if len(name) == 1 else name.title()
        if self.kind == "pad":
            return f"Pad {self.device + 1} button {self.code}"
        side = {1: "Left", 2: "Middle", 3: "Right"}.get(self.code, f"Button {self.code}")
        return f"{side} click" + (" on the button" if self.rect else "")

    def matches(self, event: pygame.event.Event) -> bool:
        """True when ``event`` is a *down* event of this binding."""
        et = event.type
        if self.kind == "key":
            return et == pygame.KEYDOWN and getattr(event, "key", None) == self.code
        if self.kind == "pad":
            return (
                et in PAD_DOWN_EVENTS
                and getattr(event, "button", None) == self.code
                and getattr(event, "instance_id", None) == self.device
            )
        if self.kind == "mouse":
            if et != pygame.MOUSEBUTTONDOWN or getattr(event, "button", None) != self.code:
                return False
            if self.rect is None:
                return True
            return pygame.Rect(self.rect).collidepoint(getattr(event, "pos", (-1, -1)))
        return False

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.kind == "key":
            d["key"] = pygame.key.name(self.code)
        else:
            d["code"] = self.code
        if self.kind == "pad":
            d["device"] = self.device
        if self.rect is not None:
            d["rect"] = list(self.rect)
        return d

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> Binding:
        kind = str(d["kind"])
        if kind == "key":
            return Binding("key", pygame.key.key_code(str(d["key"])))
        rect = d.get("rect")
        return Binding(
            kind,
            int(d["code"]),
            int(d.get("device", -1)),
            (int(rect[0]), int(rect[1]), int(rect[2]), int(rect[3])) if rect else None,
        )


def binding_from_event(event: pygame.event.Event) -> Binding | None:
    """The binding a down event would define on the mapping screen (None for other events)."""
    if event.type == pygame.KEYDOWN:
        return Binding("key", int(event.key))
    if event.type in PAD_DOWN_EVENTS:
        return Binding("pad", int(event.button), int(getattr(event, "instance_id", 0)))
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) in (1, 2, 3):
        return Binding("mouse", int(event.button))
    return None


class KeyMap:
    """Seat -> reaction button. At most one seat (the mouse holder) may use the mouse."""

    def __init__(self, bindings: Mapping[int, Binding] | None = None) -> None:
        self.bindings: dict[int, Binding] = {}
        for seat, b in (bindings or {}).items():
            err = self.assign(seat, b)
            if err:
                raise ValueError(err)

    @staticmethod
    def defaults(seats: Iterable[int], mouse_holder: int | None = None) -> KeyMap:
        """Spread default keys over the seats; the mouse holder gets a left click instead."""
        km = KeyMap()
        keys = iter(DEFAULT_KEYS)
        for seat in seats:
            if seat == mouse_holder:
                km.assign(seat, Binding("mouse", 1))
                continue
            code = next(keys, None)
            if code is None:
                raise ValueError("more seats than default keys: map the rest on the mapping screen")
            km.assign(seat, Binding("key", code))
        return km

    def why_refused(self, seat: int, binding: Binding) -> str | None:
        """A sentence saying why ``binding`` cannot be ``seat``'s button, or None if it can."""
        if binding.kind not in ("key", "pad", "mouse"):
            return f"unknown kind of button {binding.kind!r}"
        if binding.kind == "key" and binding.code in RESERVED_KEYS:
            return (
                f"{binding.label()} is reserved (modifier and menu keys cannot be reaction "
                "buttons); choose another key"
            )
        for other, b in self.bindings.items():
            if other == seat:
                continue
            if binding.kind == "mouse" and b.kind == "mouse":
                return f"the mouse already belongs to seat {other + 1}; only one player holds it"
            if (b.kind, b.code, b.device) == (binding.kind, binding.code, binding.device):
                return f"{binding.label()} is already seat {other + 1}'s button; choose another"
        return None

    def assign(self, seat: int, binding: Binding) -> str | None:
        """Give ``seat`` the button; returns the reason if refused (and changes nothing)."""
        err = self.why_refused(seat, binding)
        if err is None:
            self.bindings[seat] = binding
        return err

    def seat_for(self, event: pygame.event.Event) -> int | None:
        """The seat whose button this down event is, or None."""
        for seat, b in self.bindings.items():
            if b.matches(event):
                return seat
        return None

    def key_seats(self) -> dict[int, int]:
        """Key code -> seat for the keyboard seats."""
        return {b.code: s for s, b in self.bindings.items() if b.kind == "key"}

    def to_dict(self) -> dict[str, Any]:
        return {str(s): b.to_dict() for s, b in sorted(self.bindings.items())}

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> KeyMap:
        return KeyMap({int(s): Binding.from_dict(b) for s, b in d.items()})


@dataclass
class MappingSession:
    """The key-mapping screen's model: each seat in turn presses the button it wants."""

    seats: list[int]
    keymap: KeyMap = field(default_factory=KeyMap)
    index: int = 0
    message: str = ""

    @property
    def current(self) -> int | None:
        return self.seats[self.index] if self.index < len(self.seats) else None

    @property
    def done(self) -> bool:
        return self.current is None

    def feed(self, event: pygame.event.Event) -> bool:
        """Offer an event; True when it assigned the current seat's button."""
        seat = self.current
        if seat is None:
            return False
        binding = binding_from_event(event)
        if binding is None:
            return False
        err = self.keymap.assign(seat, binding)
        if err:
            self.message = err
            return False
        self.message = f"Seat {seat + 1}: {binding.label()}"
        self.index += 1
        return True

    def back(self) -> None:
        """Re-map the previous seat."""
        if self.index > 0:
            self.index -= 1
            self.keymap.bindings.pop(self.seats[self.index], None)
            self.message = ""


# --------------------------------------------------------------------------- rollover test


@dataclass
class RolloverTest:
    """Everybody presses and holds their key together; which presses reached the computer?

    Feed it every event while the test screen is up. ``arrived`` holds the seats whose button went
    down at least once, ``down`` those held right now, ``peak`` the largest set held at one time.
    A keyboard that drops the third simultaneous key shows ``peak`` of 2 while three are held.
    """

    keymap: KeyMap
    arrived: set[int] = field(default_factory=set)
    down: set[int] = field(default_factory=set)
    peak: set[int] = field(default_factory=set)

    def feed(self, event: pygame.event.Event) -> None:
        seat = self.keymap.seat_for(event)
        if seat is not None:
            self.arrived.add(seat)
            self.down.add(seat)
            if len(self.down) > len(self.peak):
                self.peak = set(self.down)
            return
        up_seat = self._seat_for_up(event)
        if up_seat is not None:
            self.down.discard(up_seat)

    def _seat_for_up(self, event: pygame.event.Event) -> int | None:
        for seat, b in self.keymap.bindings.items():
            if b.kind == "key" and event.type == pygame.KEYUP and event.key == b.code:
                return seat
            if (
                b.kind == "pad"
                and event.type in (pygame.JOYBUTTONUP, pygame.CONTROLLERBUTTONUP)
                and getattr(event, "button", None) == b.code
                and getattr(event, "instance_id", None) == b.device
            ):
                return seat
            if (
                b.kind == "mouse"
                and event.type == pygame.MOUSEBUTTONUP
                and getattr(event, "button", None) == b.code
            ):
                return seat
        return None

    def sync_keyboard(self, pressed: Any = None) -> None:
        """Refresh ``down`` for keyboard seats from ``pygame.key.get_pressed()``."""
        if pressed is None:
            pressed = pygame.key.get_pressed()
        for code, seat in self.keymap.key_seats().items():
            if pressed[code]:
                self.down.add(seat)
            else:
                self.down.discard(seat)

    def report(self) -> dict[int, bool]:
        """Seat -> did its press arrive (all seats of the key map)."""
        return {s: s in self.arrived for s in sorted(self.keymap.bindings)}

    def missing(self) -> list[int]:
        return [s for s, ok in self.report().items() if not ok]

    def reset(self) -> None:
        self.arrived.clear()
        self.down.clear()
        self.peak.clear()


def open_gamepads() -> list[Any]:
    """Open every connected joystick so its button events arrive. Keep the returned objects."""
    if not pygame.joystick.get_init():
        pygame.joystick.init()
    return [pygame.joystick.Joystick(i) for i in range(pygame.joystick.get_count())]


# ---------------------------------------------------------------------------------- polling


#: one press as the poller fed it to the window (the same record as a race's entry)
PollEntry = Entry


@dataclass
class PollReport:
    outcome: Outcome
    log: list[PollEntry]
    polls: int
    frames: int
    max_poll_gap_ns: int
    quit: bool = False
    escaped: bool = False
    other_events: list[pygame.event.Event] = field(default_factory=list)


Redraw = Callable[[ReactionWindow, int], None]


def poll_window(
    window: ReactionWindow,
    keymap: KeyMap,
    clock_ns: Callable[[], int] = time.perf_counter_ns,
    redraw: Redraw | None = None,
    frame_ns: int = 16_666_667,
    sleep_s: float = 0.00025,
    bots: Mapping[int, BotReactor] | None = None,
    bot_opener_at_ns: int | None = None,
    linger_ns: int = 0,
    timeout_ns: int | None = None,
    on_press: Callable[[PollEntry], None] | None = None,
) -> PollReport:
    """Run one reaction window until its deadline or until every seat is done.

    ``bots`` maps a bot seat to its reactor; each bot's press time is drawn from the window's
    open time alone (``bot_press_time_ns``) the moment the window opens, and fed to the window
    when the clock reaches it. If the window is armed (``opened_ns is None``) and its opener is a
    bot, ``bot_opener_at_ns`` says when the bot gives its signal. ``redraw(window, now_ns)`` is
    called on the frame schedule (it should draw and flip). ``linger_ns`` keeps polling (and
    showing) after everybody pressed, so late presses are still seen. ``timeout_ns`` bounds an
    armed window waiting for its opener. ESC or closing the window stops early (``escaped`` /
    ``quit``); other events are returned in ``other_events``.
    """
    pygame.key.stop_text_input()  # else every KEYDOWN also brings a TEXTINPUT event
    presses = _Presses(window, keymap, dict(bots or {}), on_press)
    start = clock_ns()
    next_frame = start
    prev = start
    polls = frames = 0
    max_gap = 0
    done_at: int | None = None
    while True:
        events = pygame.event.get()
        now = clock_ns()
        polls += 1
        max_gap = max(max_gap, now - prev)
        prev = now
        # Bots first: their scheduled times lie before this batch's stamp.
        presses.feed_bots(now, bot_opener_at_ns)
        presses.take(events, now)
        if redraw is not None and now >= next_frame:
            redraw(window, now)
            frames += 1
            after = clock_ns()
            next_frame += frame_ns
            if next_frame <= after:  # fell behind: resume the schedule from now
                next_frame = after + frame_ns
        if presses.quit or presses.escaped:
            break
        if window.is_open and window.is_complete(now):
            if done_at is None:
                done_at = now
            if now - done_at >= linger_ns or (
                window.deadline_ns is not None and now > window.deadline_ns
            ):
                break
        if timeout_ns is not None and not window.is_open and now - start > timeout_ns:
            break
        time.sleep(sleep_s)
    return PollReport(
        window.result(),
        presses.log,
        polls,
        frames,
        max_gap,
        presses.quit,
        presses.escaped,
        presses.other,
    )


class _Presses:
    """What one ``poll_window`` run feeds its window: the bots' presses at their scheduled
    times (drawn once the window is open), the mapped buttons of the events pulled, ESC and
    closing the window; every press is logged with its arrival number."""

    def __init__(
        self,
        window: ReactionWindow,
        keymap: KeyMap,
        bots: dict[int, BotReactor],
        on_press: Callable[[PollEntry], None] | None,
    ) -> None:
        self.window = window
        self.keymap = keymap
        self.bots = bots
        self.on_press = on_press
        self.bot_times: dict[int, int] = {}
        if window.opened_ns is not None:
            self.schedule_bots(window.opened_ns)
        self.log: list[PollEntry] = []
        self.other: list[pygame.event.Event] = []
        self.seq = window.next_seq
        self.quit = self.escaped = False

    def schedule_bots(self, opened_ns: int) -> None:
        self.bot_times = {s: bot_press_time_ns(self.bots[s], opened_ns) for s in sorted(self.bots)}

    def feed(self, seat: int, t: int, is_bot: bool) -> None:
        window = self.window
        was_open = window.is_open
        status = window.press(seat, t, self.seq)
        entry = PollEntry(seat, t, self.seq, status, is_bot)
        self.seq += 1
        self.log.append(entry)
        if self.on_press is not None:
            self.on_press(entry)
        if not was_open and window.is_open:
            assert window.opened_ns is not None
            self.schedule_bots(window.opened_ns)

    def feed_bots(self, now: int, opener_at_ns: int | None) -> None:
        """A bot opener's signal when its time has come, then every bot press due by ``now``."""
        window = self.window
        if not window.is_open and opener_at_ns is not None and window.opener is not None:
            if now >= opener_at_ns:
                self.feed(window.opener, opener_at_ns, True)
        for seat, t in sorted(self.bot_times.items(), key=lambda kv: (kv[1], kv[0])):
            if t <= now:
                del self.bot_times[seat]
                self.feed(seat, t, True)

    def take(self, events: list[pygame.event.Event], now: int) -> None:
        """One batch of events, all stamped ``now``: a person's mapped button is a press (a
        bot seat's button is not), ESC and QUIT stop, the rest is kept for the caller."""
        for ev in events:
            if ev.type == pygame.QUIT:
                self.quit = True
                continue
            who = self.keymap.seat_for(ev)
            if who is not None and who not in self.bots:
                self.feed(who, now, False)
            elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.escaped = True
            elif ev.type not in (pygame.TEXTINPUT, pygame.TEXTEDITING):
                self.other.append(ev)


# ------------------------------------------------------------------------------- drawing

#: by size (a share of the window's height: the last few window sizes' fonts)
_FONTS: LRU[pygame.font.Font] = LRU(8)


def _font(size: int) -> pygame.font.Font:
    """pygame's default font at ``size`` (cached: loading a font every frame costs milliseconds)."""
    f = _FONTS.get(size)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = _FONTS[size] = pygame.font.Font(None, size)
    return f


def seeded_bots(seats: Iterable[int], level: str, task: str, seed: int) -> dict[int, BotReactor]:
    """Reactors for bot seats, each with its own rng derived from ``seed`` and the seat."""
    return {s: BotReactor(level, task, random.Random(f"{seed}:{s}")) for s in seats}


# ------------------------------------------------------------------- ready-made windows


def draw_duel(
    screen: pygame.Surface,
    match: Any,
    window: ReactionWindow,
    now_ns: int,
    names: Mapping[int, str] | None = None,
) -> None:
    """The Reaction duel screen: "Wait..." then a big "GO!", points and false starts."""
    w, h = screen.get_size()
    assert window.opened_ns is not None
    go = now_ns >= window.opened_ns
    screen.fill((20, 90, 40) if go else (40, 30, 50))
    big = _font(h // 3)
    small = _font(max(24, h // 18))
    img = theme.render(big, "GO!" if go else "Wait...", (250, 250, 250))
    screen.blit(img, img.get_rect(center=(w // 2, h // 2 - h // 10)))
    names = names or {}
    n = len(match.seats)
    for i, seat in enumerate(match.seats):
        label = f"{names.get(seat, f'Seat {seat + 1}')}: {match.points[seat]}"
        if window.false_started(seat):
            colour, label = (250, 80, 80), label + " false start!"
        elif window.pressed(seat):
            colour = (120, 250, 140)
        elif seat in window.seats:
            colour = (220, 220, 220)
        else:
            colour = (110, 110, 110)  # knocked out
        t = theme.render(small, label, colour)  # a typed name: never raises
        screen.blit(t, t.get_rect(center=(w * (i + 1) // (n + 1), h - h // 6)))


def run_duel_round(
    screen: pygame.Surface,
    match: Any,
    keymap: KeyMap,
    rng: random.Random,
    bots: Mapping[int, BotReactor] | None = None,
    names: Mapping[int, str] | None = None,
    clock_ns: Callable[[], int] = time.perf_counter_ns,
    sleep_s: float = 0.00025,
) -> tuple[tuple[int, ...], PollReport]:
    """Play one round of a ``tabletop.reactions.duel.DuelMatch``; returns (losers, report)."""
    window = match.new_window(clock_ns(), rng)
    alive = set(window.seats)

    def redraw(win: ReactionWindow, now: int) -> None:
        draw_duel(screen, match, win, now, names)
        pygame.display.flip()

    report = poll_window(
        window,
        keymap,
        clock_ns=clock_ns,
        redraw=redraw,
        bots={s: r for s, r in (bots or {}).items() if s in alive},
        linger_ns=300_000_000,
        sleep_s=sleep_s,
    )
    if report.quit or report.escaped:
        return (), report
    return match.record(report.outcome), report
