"""Timed-reaction screens: the Reaction duel practice game (the key-mapping screen beside it).

Beside it: ``keymap_scene`` (``KeyMapScene``: each player presses the button they want, then a
rollover self-test; the map is saved in ``app.settings["reaction_keys"]``) and
``reaction_common`` (the saved key map, seat tiles, titles and the polling constants both
screens and the race overlay use).

This module owns what players *see* around a reaction window; the ranking is
``tabletop.reactions.window``. Nothing here blocks: a duel round is ``reactions.duel.DuelRound``
(pure, clock injected) driven one frame at a time; each frame polls the queue for down events
for a bounded slice (``POLL_SLICE_NS``, 11 ms with 0.25 ms naps, about 2 kHz) and stamps every
batch with ``perf_counter_ns`` (arrival order decides, stamps only judge ties within 10 ms), and
redraws only when what the round shows changes.

The scene (constructed as ``DuelScene(app)`` by the launcher's practice entry)
    ``DuelScene``: the "Reaction duel" practice game for 2-6 seats (humans with their mapped
    buttons, or bots at easy / normal / hard). Each round waits a random foreperiod, then shows
    GO; a press before GO is a false start (shown in red, ranks last); the last to react loses a
    point (``tabletop.reactions.duel.DuelMatch``). A result screen shows who was last, everyone's
    time in ms and ties; the match winner at the end; play again. The first point a person
    loses to the computer (relaxed mode off) offers relaxed timing once (``RelaxedOffer``: the
    next round waits for the answer; yes relaxes this match from its next round on).

The races of a game are not here: they are the one race overlay,
``tabletop.ui.overlays.race.RaceOverlay`` (a non-blocking scene over the table, with the game's
own words and pictures when it registers them), which uses the saved key map (``keymap_for``)
and seat tiles (``draw_seat_tile``).

Every screen scales from 1280x720 to 4K (``scale = min(w / 1920, h / 1080)``), seat colours
``theme.SEAT_COLOURS``; while a scene is up, ``typing`` is True: no app shortcut takes a key.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from tabletop.reactions.bots import BotReactor
from tabletop.reactions.duel import DuelMatch, DuelRound
from tabletop.reactions.window import Outcome, ReactionWindow
from tabletop.room.pacing import relaxed
from tabletop.ui import focus, screen_keys, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.widgets import Button, words_width
from tabletop.ui.overlays.reaction_common import (
    BOT_LEVELS,
    DOWN_EVENTS,
    GREEN,
    GREEN_DARK,
    LINGER_NS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    POLL_NAP_S,
    POLL_SLICE_NS,
    RED,
    RED_DARK,
    SETTINGS_KEY,
    TILE,
    SecondsAloud,
    TileStyle,
    draw_background,
    draw_message,
    draw_ranking,
    draw_seat_tile,
    draw_title,
    drop_pending_presses,
    fit_size,
    frame_key,
    keymap_for,
    load_keymap,
    restore_text_input,
    seat_colour,
    tile_rects,
    title_bottom,
)
from tabletop.ui.overlays.reaction_input import KeyMap, open_gamepads
from tabletop.ui.overlays.relaxed_offer import NEVER as OFFER_NEVER
from tabletop.ui.overlays.relaxed_offer import NO as OFFER_NO
from tabletop.ui.overlays.relaxed_offer import YES as OFFER_YES
from tabletop.ui.overlays.relaxed_offer import RelaxedOffer, offer_for_loss
from tabletop.ui.overlays.relaxed_offer import line_size as offer_lines
from tabletop.ui.scenes.duel_timing import RELAXED_PACE, timing_button
from tabletop.ui.seatnames import computer_name, remembered_name

# --------------------------------------------------------------------------------- DuelScene


@dataclass
class RoundInfo:
    number: int
    outcome: Outcome
    times_ms: dict[int, float | None]
    losers: tuple[int, ...]


#: the Reaction duel's explanation under its title
DUEL_SUB = (
    "Wait for GO, then press your button. The last one to react loses a point; a press "
    "before GO is a false start and counts as last. The last player with points wins."
)


class DuelScene(Scene):
    """The Reaction duel: wait for GO, press; the last one to react loses a point."""

    focus_targets = screen_keys.duel_targets

    def __init__(
        self,
        app: App,
        seed: int | None = None,
        clock_ns: Callable[[], int] = time.perf_counter_ns,
        sleep_s: float = POLL_NAP_S,
        result_s: float = 3.5,
        poll_slice_ns: int = POLL_SLICE_NS,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        super().__init__(app)
        self.typing = True  # M is a player's key here, not the mute shortcut
        self.rng = random.Random(seed)
        self.clock_ns = clock_ns
        self.sleep_s = sleep_s
        self.sleep = sleep
        self.poll_slice_ns = poll_slice_ns
        self.result_s = result_s
        self.duel_round: DuelRound | None = None
        self.polls = 0
        #: the longest gap between two looks at the event queue during the last round
        self.max_poll_gap_ns = 0
        self._last_poll: int | None = None
        self._shown: Any = None
        saved = len(load_keymap(app.settings).bindings)
        if saved >= 2:
            self.kinds = ["human"] * min(MAX_PLAYERS, saved)
        else:
            self.kinds = ["human", "normal"]
        self.lives = 3
        #: relaxed mode (default: the ``relaxed_timing`` setting): GO after a counted "3, 2, 1",
        #: four times as long to press, the last seconds counted aloud, and the computer
        #: players press at a relaxed person's pace (``reactions.bots.relaxed_pace``)
        self.relaxed = relaxed(app.settings)
        self.aloud = SecondsAloud()
        self.stage = "setup"  # setup -> round -> result -> round ... -> result (match over)
        self.match: DuelMatch | None = None
        self.window: ReactionWindow | None = None
        self.last: RoundInfo | None = None
        self.round_no = 0
        self.paused = False
        self.note = ""
        self.next_round_at = 0.0
        self.keymap = KeyMap()
        self.bots: dict[int, BotReactor] = {}
        #: relaxed timing offered on a round's result (the first point lost to the computer)
        self.offer: RelaxedOffer | None = None
        self.buttons: list[Button] = []
        self.size = app.screen.get_size()
        self.scale = 1.0
        self._go_sounded = False
        self._keys_snapshot: Any = None
        self.refresh_keys()
        try:
            self.pads = open_gamepads()
        except pygame.error:
            self.pads = []

    # ------------------------------------------------------------ model
    @property
    def n(self) -> int:
        return len(self.kinds)

    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == "human"]

    def name(self, seat: int) -> str:
        """A person's name typed at the launcher (else "Player N"); a computer's "Computer N"."""
        if self.kinds[seat] == "human":
            return remembered_name(self.app.settings, seat)
        return computer_name(seat)

    def refresh_keys(self) -> None:
        self._keys_snapshot = self.app.settings.get(SETTINGS_KEY)
        self.keymap = keymap_for(self.app.settings, self.humans())

    def seat_sub(self, seat: int) -> str:
        if self.kinds[seat] == "human":
            b = self.keymap.bindings.get(seat)
            return f"button: {b.label()}" if b else "no button!"
        return f"computer ({self.kinds[seat]})"

    def cycle(self, seat: int) -> None:
        order = ["human", *BOT_LEVELS]
        self.kinds[seat] = order[(order.index(self.kinds[seat]) + 1) % len(order)]
        self.refresh_keys()
        self.rebuild()

    def add_seat(self, delta: int) -> None:
        n = max(MIN_PLAYERS, min(MAX_PLAYERS, self.n + delta))
        while self.n < n:
            self.kinds.append("normal")
        del self.kinds[n:]
        self.refresh_keys()
        self.rebuild()

    def toggle_relaxed(self) -> None:
        self.relaxed = not self.relaxed
        self.rebuild()

    def cycle_lives(self) -> None:
        self.lives = {3: 5, 5: 7, 7: 1, 1: 3}.get(self.lives, 3)
        self.rebuild()

    def open_keys(self) -> None:
        self.app.go("keymap")

    def start(self) -> None:
        self.refresh_keys()
        missing = [s for s in self.humans() if s not in self.keymap.bindings]
        if missing:
            self.note = "Not enough free keys: map the buttons on the Reaction keys screen."
            return
        self.match = DuelMatch(tuple(range(self.n)), lives=self.lives, relaxed=self.relaxed)
        self.races_lost = 0  # this match's rounds lost to the computer (``offer_for_loss``)
        self.bots = {
            s: BotReactor(k, "simple", random.Random(self.rng.random()), relaxed=self.relaxed)
            for s, k in enumerate(self.kinds)
            if k != "human"
        }
        self.round_no = 0
        self.last = None
        self.note = ""
        self.paused = False
        self.stage = "round"
        self.rebuild()

    def to_setup(self) -> None:
        if self.duel_round is not None:
            restore_text_input()
            self.duel_round = None
        self.stage = "setup"
        self.match = None
        self.last = None
        self.window = None
        self.note = ""
        self.refresh_keys()
        self.rebuild()

    def next_round(self) -> None:
        if self.match is not None and not self.match.over:
            self.paused = False
            self.stage = "round"
            self.rebuild()

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        if not self.paused:
            self.next_round_at = time.monotonic() + 1.5
        self.rebuild()

    def begin_round(self) -> None:
        """The round appears: a new window whose GO comes after a random foreperiod."""
        assert self.match is not None
        drop_pending_presses()
        pygame.key.stop_text_input()  # else every KEYDOWN also brings a TEXTINPUT event
        self.round_no += 1
        window = self.match.new_window(self.clock_ns(), self.rng)
        self.window = window
        self.duel_round = DuelRound(window, self.bots, linger_ns=LINGER_NS)
        self._go_sounded = False
        self._shown = None
        self._last_poll = None
        self.max_poll_gap_ns = 0
        self.polls = 0

    def _poll(self, start: int) -> None:
        """Pull down events until the slice is used (at least once), stamping each batch."""
        rnd = self.duel_round
        assert rnd is not None
        end = start + self.poll_slice_ns
        repost: list[pygame.event.Event] = []
        while True:
            events = pygame.event.get(eventtype=DOWN_EVENTS)
            now = self.clock_ns()
            self.polls += 1
            if self._last_poll is not None:
                self.max_poll_gap_ns = max(self.max_poll_gap_ns, now - self._last_poll)
            self._last_poll = now
            self._take(events, now, repost)
            if rnd.done or now >= end:
                break
            if self.sleep_s > 0:
                self.sleep(self.sleep_s)
        # keys that are nobody's button (Esc, F11, ...) go back to the app for the next frame
        for ev in repost:
            pygame.event.post(ev)

    def _take(
        self, events: list[pygame.event.Event], now: int, repost: list[pygame.event.Event]
    ) -> None:
        """Bots due by ``now`` first, then this batch's presses in arrival order."""
        rnd = self.duel_round
        assert rnd is not None and self.window is not None
        before = len(rnd.log)
        rnd.tick(now)
        for ev in events:
            seat = self.keymap.seat_for(ev)
            if seat is None:
                if ev.type == pygame.KEYDOWN:
                    repost.append(ev)
                continue
            rnd.press(seat, now)
        rnd.tick(now)
        if self.relaxed and self.aloud.step(self.app.audio, self.window, now):
            self.dirty = True  # the counted second changed
        if any(e.status == "false_start" for e in rnd.log[before:]):
            self.app.audio.play("invalid", 0.5)
        key = frame_key(self.window, now)
        if key != self._shown:
            # draw (and flip) only when something visible changed: flip blocks for
            # milliseconds, and a press that arrives meanwhile gets a late timestamp
            self._shown = key
            self.dirty = True

    def end_round(self) -> None:
        """Score the finished round and show the result."""
        rnd, window = self.duel_round, self.window
        assert self.match is not None and rnd is not None and window is not None
        restore_text_input()
        self.duel_round = None
        outcome = rnd.outcome()
        losers = self.match.record(outcome)
        people_lost = any(s in losers for s in self.humans())
        # lost to the computer: maybe offered (never while this match is relaxed already: it
        # offered "Relaxed timing [Y]" with the duel's Timing on relaxed)
        if people_lost and not self.relaxed and set(self.bots) - set(losers):
            self.offer = offer_for_loss(self.app, self) or self.offer
            self.paused = self.paused or self.offering()
        times = {s: window.reaction_ms(s) for s in window.seats}
        self.last = RoundInfo(self.round_no, outcome, times, losers)
        self.note = ""
        self.stage = "result"
        self.next_round_at = time.monotonic() + self.result_s
        if self.match.over:
            self.app.audio.play("win")
        elif losers:
            self.app.audio.play("lose", 0.5)
        self.rebuild()

    def never_offer(self) -> None:
        """Don't ask again (the offer made again): declined, never offered any more."""
        assert self.offer is not None
        self.offer.never()
        self.answer_offer(False)

    def offering(self) -> bool:
        """Relaxed timing is offered on this result and not answered yet."""
        return self.offer is not None and self.offer.answer is None

    def answer_offer(self, yes: bool) -> None:
        """Yes: relaxed timing (the setting, and this match from its next round on, the
        computer players at a relaxed pace too); then the match goes on."""
        assert self.offer is not None
        self.offer.accept() if yes else self.offer.decline()
        if yes and self.match is not None:
            self.relaxed = True
            self.match.relax()
            self.bots = {
                s: BotReactor(b.level, "simple", b.rng, relaxed=True) for s, b in self.bots.items()
            }
        self.toggle_pause() if self.match is not None and not self.match.over else self.rebuild()

    def stop_round(self) -> None:
        """Esc during a round: it does not count, nobody loses a point; paused."""
        restore_text_input()
        self.duel_round = None
        self.round_no -= 1
        self.paused = True
        self.stage = "result"
        self.note = "Round stopped. Nobody loses a point."
        self.rebuild()

    # ------------------------------------------------------------ loop hooks
    def update(self, now: float) -> None:
        if self.stage == "setup" and self.app.settings.get(SETTINGS_KEY) != self._keys_snapshot:
            self.refresh_keys()
            self.rebuild()
        if self.stage == "round":
            # one frame of the round: poll presses for a bounded slice, never the whole round
            if self.duel_round is None:
                self.begin_round()
            self._poll(self.clock_ns())
            if self.duel_round is not None and self.duel_round.done:
                self.end_round()
                self.dirty = True
        elif (
            self.stage == "result"
            and self.match is not None
            and not self.match.over
            and not self.paused
            and now >= self.next_round_at
        ):
            self.next_round()
            self.dirty = True
        elif self.stage == "result" and not self.paused:
            shown = math.ceil(max(0.0, self.next_round_at - now))
            if shown != getattr(self, "_shown_second", None):
                self._shown_second = shown
                self.dirty = True  # the "Next round in N..." countdown

    def on_leave(self) -> None:
        if self.duel_round is not None:
            self.stop_round()
        restore_text_input()

    def animating(self) -> bool:
        return False  # a round redraws only when what it shows changes (see ``_take``)

    def next_wake(self) -> float | None:
        if self.stage == "round":
            return time.monotonic()  # poll again at once: the round's presses are timed
        if self.stage == "result" and not self.paused:
            left = self.next_round_at - time.monotonic()
            return time.monotonic() + max(0.01, min(0.25, left))
        return None

    # ------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.rebuild()

    def _tiles_area(self) -> pygame.Rect:
        s = self.scale
        w, h = self.size
        if self.stage == "setup":  # large text: under the title's lines, above the buttons
            top = max(int(h * 0.36), title_bottom(DUEL_SUB, s, w) + theme.line_h(32 * s) + 30)
            tall = min(int(300 * s), h - int(120 * s) - int(188 * s) - 10 - top)  # 2 rows
            return pygame.Rect(int(50 * s), top, w - int(100 * s), max(int(120 * s), tall))
        # a round: above the Back button (six tiles took the window's width and Back lay over
        # the first seat's line), under the line "Do not press yet!"
        bottom = h - int(120 * s) - int(12 * s)
        top = max(bottom - int(280 * s), int(h * 0.36) + int(190 * s) + theme.line_h(44 * s))
        return pygame.Rect(int(40 * s), top, w - int(80 * s), bottom - top)

    def _head_room(self) -> int:
        """The room over the set-up's seat tiles for their heading's line."""
        return max(int(60 * self.scale), theme.line_h(int(32 * self.scale)) + 8)

    def setup_buttons(self, s: float, w: int, by: int, bh: int) -> list[Button]:
        """The set-up screen's buttons: the seats, their number, the points, the timing."""
        buttons: list[Button] = []
        # large text: the tiles as wide as their words (the area still holds them all)
        most = theme.grow(290 * s)
        for seat, r in enumerate(tile_rects(self._tiles_area(), self.n, int(24 * s), most)):
            buttons.append(Button("", r, partial(self.cycle, seat)))
        ty, th = self._tiles_area().bottom + int(40 * s), int(64 * s)
        # large text: each as wide as its words with "[Enter]" (focused at 150 and 200 %, "+ seat"
        # and "Reaction keys..." said only their words), the rows still centred
        pair = max([int(200 * s)] + [words_width(f"{x} seat [Enter]", th) for x in "-+"])
        pts = max(int(420 * s), words_width("Points each: 7 [Enter]", th))
        row = max(int(920 * s), 2 * pair + pts + int(100 * s))
        x = w // 2 - row // 2
        keys = max(int(400 * s), words_width("Reaction keys... [Enter]", bh))
        buttons += [
            Button(
                "- seat",
                pygame.Rect(x, ty, pair, th),
                lambda: self.add_seat(-1),
                enabled=self.n > MIN_PLAYERS,
            ),
            Button(
                "+ seat",
                pygame.Rect(x + pair + int(20 * s), ty, pair, th),
                lambda: self.add_seat(1),
                enabled=self.n < MAX_PLAYERS,
            ),
            Button(
                f"Points each: {self.lives}",
                pygame.Rect(x + row - pts, ty, pts, th),
                self.cycle_lives,
            ),
            timing_button(self.relaxed, w, ty + int(84 * s), s, self.toggle_relaxed, row),
            Button(
                "Reaction keys...",
                pygame.Rect(w // 2 - int(30 * s) - keys, by, keys, bh),
                self.open_keys,
            ),
            Button(
                "Start",
                pygame.Rect(w // 2 + int(30 * s), by, int(400 * s), bh),
                self.start,
                "Enter",
                primary=True,
            ),
        ]
        return buttons

    def rebuild(self) -> None:
        s = self.scale
        w, h = self.size
        bh = int(72 * s)
        by = h - int(120 * s)
        self.buttons = []
        if self.stage == "setup":
            self.buttons = self.setup_buttons(s, w, by, bh)
        elif self.stage == "result" and self.offering():
            yes = pygame.Rect(w // 2 + int(30 * s), by, int(400 * s), bh)
            no = pygame.Rect(w // 2 - int(430 * s), by, int(400 * s), bh)
            self.buttons += [
                Button(OFFER_YES, yes, partial(self.answer_offer, True), "Y", primary=True),
                Button(OFFER_NO, no, partial(self.answer_offer, False), "N"),
            ]
            if self.offer is not None and self.offer.again:  # made again: Don't ask again
                for b in self.buttons:
                    b.rect.x -= int(215 * s)
                never = pygame.Rect(yes.right + int(30 * s), by, int(400 * s), bh)
                self.buttons.append(Button(OFFER_NEVER, never, self.never_offer, "D"))
        elif self.stage == "result" and self.match is not None:
            if self.match.over:
                self.buttons += [
                    Button(
                        "Play again",
                        pygame.Rect(w // 2 + int(30 * s), by, int(400 * s), bh),
                        self.start,
                        "Enter",
                        primary=True,
                    ),
                    Button(
                        "Change seats",
                        pygame.Rect(w // 2 - int(430 * s), by, int(400 * s), bh),
                        self.to_setup,
                    ),
                ]
            else:
                self.buttons += [
                    Button(
                        "Next round",
                        pygame.Rect(w // 2 + int(30 * s), by, int(400 * s), bh),
                        self.next_round,
                        primary=True,
                    ),
                    Button(
                        "Resume" if self.paused else "Pause",
                        pygame.Rect(w // 2 - int(430 * s), by, int(400 * s), bh),
                        self.toggle_pause,
                    ),
                ]
        back = max(int(200 * s), words_width("Back [Enter]", bh))  # focused, it says so
        self.buttons.append(
            Button("Back", pygame.Rect(int(40 * s), by, back, bh), self.back, "Esc")
        )
        self.dirty = True

    def back(self) -> None:
        if self.stage == "setup":
            self.app.pop()
        else:
            self.to_setup()

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.JOYDEVICEADDED:
            self.pads = open_gamepads()
        if (
            self.offering()
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_y, pygame.K_n, pygame.K_d)
        ):
            if event.key != pygame.K_d:
                self.answer_offer(event.key == pygame.K_y)
            elif self.offer is not None and self.offer.again:
                self.never_offer()
            return
        if focus.scene_key(self, event):  # set-up and results: Tab, arrows, Enter, Space
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.stage == "round" and self.duel_round is not None:
                self.stop_round()
            else:
                self.back()
            return
        if self.stage == "round" and self.duel_round is not None and event.type in DOWN_EVENTS:
            # a press the app pulled between two polls: stamped now, in arrival order
            if self.keymap.seat_for(event) is not None:
                self._take([event], self.clock_ns(), [])
                return
        for b in list(self.buttons):
            if b.handle(event):
                self.app.audio.play("click")
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.keymap.seat_for(event) is not None:
                return  # Enter is a player's button
            if self.stage == "setup" or (
                self.stage == "result" and self.match is not None and self.match.over
            ):
                self.start()

    # ------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        if self.stage == "setup":
            self.draw_setup(surf)
        elif self.stage == "round" and self.window is not None:
            self.draw_round(surf, self.window, self.clock_ns())
        else:
            self.draw_result(surf)
        for b in self.buttons:
            if b.label:
                b.draw(surf, self.scale)
        focus.draw_focus(self, surf)

    def draw_setup(self, surf: pygame.Surface) -> None:
        s = self.scale
        surf.blit(draw_background(self.size, (30, 24, 50), (12, 10, 22)), (0, 0))
        y = draw_title(surf, "Reaction duel", DUEL_SUB, s)
        theme.blit_text(
            surf,
            "Seats (click a seat to switch human / computer)",
            int(32 * s),
            (self.size[0] // 2, max(y + int(20 * s), self._tiles_area().y - self._head_room())),
            theme.MUTED,
            "bold",
            "midtop",
        )
        for seat, b in enumerate(self.buttons[: self.n]):
            human = self.kinds[seat] == "human"
            kb = self.keymap.bindings.get(seat)
            big = (kb.label() if kb else "?") if human else self.kinds[seat].title()
            sub = "human: press this" if human else "computer"
            if human and theme.text_width(sub, 12) > b.rect.width - 2 * max(6, int(14 * s)):
                sub = "press this"  # a narrow tile (many seats, large text): its key says whose
            draw_seat_tile(
                surf,
                b.rect,
                seat,
                self.name(seat),
                big,
                sub,
                s,
                TileStyle(edge=theme.GLOW if b.hover else None),
                big_scale=1.0 if human else 0.6,
            )
        if self.note:
            draw_message(surf, self.note, True, self._tiles_area().bottom + int(130 * s), s)

    def _seat_status(
        self, win: ReactionWindow, seat: int, now: int
    ) -> tuple[str, str, TileStyle, tuple[int, int, int] | None]:
        """(big line, small line, style, big colour) of a seat's tile during a round."""
        assert self.match is not None
        if seat not in win.seats:
            return "out", "no points left", TileStyle(dim=True), None
        if win.false_started(seat):
            return "FALSE START", "too early!", TileStyle(fill=RED_DARK, edge=RED), RED
        ms = win.reaction_ms(seat)
        if ms is not None:
            return f"{ms:.0f} ms", "pressed", TileStyle(fill=GREEN_DARK, edge=GREEN), GREEN
        kb = self.keymap.bindings.get(seat)
        if kb is None:
            return self.kinds[seat], "computer", TileStyle(), None
        return kb.label(), "ready", TileStyle(), None

    def draw_round(self, surf: pygame.Surface, win: ReactionWindow, now: int) -> None:
        """One frame of a round: "Wait..." then a big "GO!" and the seats' tiles."""
        assert self.match is not None and win.opened_ns is not None
        s = self.scale
        w, h = self.size
        go = now >= win.opened_ns
        if go and not self._go_sounded:
            self._go_sounded = True
            self.app.audio.play("tick", 0.9)
        if go:
            surf.blit(draw_background(self.size, (24, 120, 56), (10, 60, 26)), (0, 0))
        else:
            surf.blit(draw_background(self.size, (52, 36, 66), (22, 16, 32)), (0, 0))
        second = SecondsAloud.second(win, now) if self.relaxed else None
        word = "GO!" if go else ("Wait..." if second is None else f"{second}...")
        theme.blit_text(
            surf,
            word,
            int(300 * s),
            (w // 2, int(h * 0.36)),
            (250, 250, 240) if go else (200, 190, 220),
            "serif",
            "center",
            shadow=True,
        )
        theme.blit_text(
            surf,
            f"Round {self.round_no}",
            int(36 * s),
            (w // 2, int(24 * s)),
            theme.MUTED,
            "bold",
            "midtop",
        )
        if not go or second is not None:
            said = "Do not press yet!" if not go else f"{second} s left: {RELAXED_PACE}"
            px, said = theme.fit_text(said, int(44 * s), w - int(40 * s), "bold")
            theme.blit_text(
                surf,
                said,
                px,
                (w // 2, int(h * 0.36) + int(190 * s)),
                theme.TEXT,
                "bold",
                "midtop",
            )
        rects = tile_rects(self._tiles_area(), self.n, int(20 * s), theme.grow(290 * s))
        for seat, r in enumerate(rects):
            big, sub, style, col = self._seat_status(win, seat, now)
            bot = seat in self.bots and col is None and style.fill == TILE
            draw_seat_tile(
                surf,
                r,
                seat,
                self.name(seat),
                big,
                sub,
                s,
                style,
                col,
                pips=(self.match.points[seat], self.match.lives),
                big_scale=0.6 if bot else 1.0,
            )

    def draw_result(self, surf: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surf.blit(draw_background(self.size, (30, 24, 50), (12, 10, 22)), (0, 0))
        match = self.match
        if match is None:
            return
        info = self.last
        if match.over:
            win = match.winners
            if len(win) == 1:
                head, colour = f"{self.name(win[0])} wins the duel!", seat_colour(win[0])
            else:
                head, colour = (
                    "Shared win: " + " and ".join(self.name(x) for x in win),
                    theme.ACCENT,
                )
        elif info is None:
            head, colour = self.note or "Round stopped", theme.TEXT
        else:
            head, colour = self.round_headline(info)
        hs = fit_size(head, int(84 * s), int(w * 0.92), "serif")
        theme.blit_text(
            surf, head, hs, (w // 2, int(30 * s)), colour, "serif", "midtop", shadow=True
        )
        top = int(30 * s) + int(hs * 1.35)
        if info is not None:
            sub = f"Round {info.number}: " + self.round_subline(info)
            theme.blit_text(
                surf,
                sub,
                fit_size(sub, int(36 * s), int(w * 0.9), "sans"),
                (w // 2, top),
                theme.TEXT,
                "sans",
                "midtop",
            )
            draw_ranking(surf, self, info, top + int(70 * s))
        left = math.ceil(max(0.0, self.next_round_at - time.monotonic()))
        lines = ["Paused" if self.paused else f"Next round in {left}..."]
        size = int(34 * s)
        if self.offering():
            size, lines = offer_lines(int(w * 0.94), size)
        if not match.over or self.offering():
            c = theme.TEXT if self.offering() else theme.MUTED
            for i, line in enumerate(reversed(lines)):
                at = (w // 2, h - int(170 * s) - i * theme.line_h(size))
                theme.blit_text(surf, line, size, at, c, "bold", "midbottom")

    def round_headline(self, info: RoundInfo) -> tuple[str, tuple[int, int, int]]:
        out = info.outcome
        last = out.last
        if not info.losers:
            return "Everybody tied: nobody loses a point", theme.ACCENT
        if len(last) == 1:
            who = last[0]
            why = " (false start)" if who in out.false_starts else ""
            return f"{self.name(who)} was last{why}!", seat_colour(who)
        return "Tie for last: " + " and ".join(self.name(x) for x in last), theme.ACCENT

    def round_subline(self, info: RoundInfo) -> str:
        if not info.losers:
            return "the round does not count."
        return "-1 point for " + ", ".join(self.name(x) for x in info.losers) + "."
