"""Plays a game in a real window with keys only (xdotool key, no pointer event at all).

A mirror of the app's table runs in this process at the window's size: the same session,
built from the app's autosave and kept in step with its log (``TableScene.submit``, so the
curtain and the privacy policy follow the same moves). For the seat at the screen a normal bot
picks a move; the keys that make it are worked out on the mirror's own focus layer (the same
code as the app's) by pressing them there, and the very same keys are then sent to the app.
The app's autosaved log must then hold the same moves as the mirror's: whatever the keys did
in the app, they did in the mirror.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import time
from typing import Any

import pygame

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action, parse_action
from tabletop.games.codenames.board import WARN_SECONDS
from tabletop.room.session import Session
from tabletop.ui.app import App
from tabletop.ui.parts.gestures import Click, Drag
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.xwindow import XWindow

#: seconds the log must stand still before the next move is worked out
SETTLE = 0.8
#: looks at an app whose log does not move (about a minute and a half) before giving up
STALL = 600
#: seconds the app's autosave may take to hold the moves of the keys just sent
FOLLOW = 60
#: xdotool's names of the keys the driver presses
NAMES = {
    pygame.K_TAB: "Tab",
    pygame.K_HOME: "Home",
    pygame.K_RETURN: "Return",
    pygame.K_ESCAPE: "Escape",
    pygame.K_SPACE: "space",
    **{pygame.K_1 + i: str(i + 1) for i in range(9)},
}


class Mirror:
    """The app's table, laid out here; keys pressed here first, to find the ones to send."""

    def __init__(self, data: dict[str, Any], size: tuple[int, int]) -> None:
        self.app = App(size, headless=True)
        self.app.time_source = ManualClock(tick=5.0)  # every guard has long passed
        first = Session.from_save_data({**data, "log": []})
        self.session = Session(first.game_name, first.seed, first.seats, first.options)
        self.table = TableScene(self.app, self.session)
        self.app.push(self.table)  # never stepped: its bots never move (the app's do)
        self.settle()
        self.bot = make_bot(first.game_name, "normal")
        self.rng = random.Random(first.seed)
        self.keys: list[str] = []
        #: keys were sent that the mirror could not follow (a shot): the app's log must move
        self.waits_for_change = False
        #: looks at the app since its log last moved (0: it has just moved)
        self.idle = 0
        #: key sequences sent in a row that made no move
        self.fruitless = 0

    def sync(self, log: list[str]) -> None:
        """The app's new moves, made here too."""
        mine = self.session.log
        while len(mine) < len(log):
            # one move at a time: a move may bring the table's own pass after it (a person with
            # no answer passes a window), which the app's log then holds too
            assert log[: len(mine)] == mine, f"the app's log left the mirror's: {log} / {mine}"
            line = log[len(mine)]
            assert self.table.submit(parse_action(line)), f"the mirror refused {line}"
        assert log == mine[: len(log)], f"the app's log left the mirror's: {log} / {mine}"
        self.settle()

    def settle(self) -> None:
        """A frame drawn well after the last move (as the app's is once its cards landed)."""
        t = self.table
        t.frame_time = t.now()
        t.moves.rebuild()
        t.draw(self.app.screen)

    # ------------------------------------------------------------------ pressing keys here
    def press(self, k: int, text: str = "") -> None:
        t = self.table
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            t.handle(pygame.event.Event(kind, key=k, mod=0, unicode=text, scancode=0))
        self.settle()
        self.keys.append(NAMES.get(k) or text)

    def tab_to(self, want: Any) -> bool:
        """Home, then Tab to the first stop ``want(stop)`` holds for, then Enter."""
        stops = self.table.focus.stops()
        i = next((i for i, s in enumerate(stops) if want(s)), None)
        if i is None:
            return False
        self.press(pygame.K_HOME)
        for _ in range(i):
            self.press(pygame.K_TAB)
        self.press(pygame.K_RETURN)
        return True

    def choose(self, action: Action) -> bool:
        """A chooser open: its number key for ``action`` (False: it is not among them)."""
        t = self.table
        if t.chooser:
            moves = [b.on_click.args[0] for b in t.chooser]  # type: ignore[attr-defined]
            if action not in moves:
                return False
            self.press(pygame.K_1 + moves.index(action))
        return True

    # ------------------------------------------------------------------ a move in keys
    def keys_for(self, action: Action) -> bool:
        """Press here the keys that make ``action`` (True when they were found)."""
        t = self.table
        seat = action.seat
        legal = t.legal(seat)
        g = t.gv.gestures(t.view, legal).of.get(action)
        if action.verb == "clue" and g is None:
            return self.type_clue(action)
        if self.option(action) or self.peeked_option(action):
            return True
        if isinstance(g, Drag):
            if not self.in_reach(g.source):
                return False
            if not self.tab_to(lambda s: s.kind == "hand" and s.key == g.source):
                return False
            if t.chooser:  # Enter opened the card's menu (its moves, this one among them)
                return self.choose(action)
            if not t.focus.holding() or t.drag is None:
                return False
            target = next((tg.key for tg, m in t.drag["good"] if action in m), None)
            if target is None or not self.tab_to(lambda s: s.item.key == target):
                return False
            self.choose(action)
            return True
        if isinstance(g, Click):

            def clicked(s: Any) -> bool:
                if s.kind == "button":
                    return action in getattr(s.item.on_click, "args", ())
                return (s.kind == "click" and s.key == ("click", g.key)) or (
                    s.kind == "hand" and s.key == g.key and s.item is not None
                )

            if g.key[0] == "card" and not self.in_reach(g.key):
                return False
            first = next((s for s in t.focus.stops() if clicked(s)), None)
            if first is not None and first.kind == "hand" and not t.focus.menu_moves(seat, first):
                if t.hits.gestures(t.view, seat, legal).targets(g.key):
                    return False  # Enter picks the card up for its drag: no key clicks it
            if not self.tab_to(clicked):
                return False
            return self.choose(action)
        return self.button(action)

    def in_reach(self, key: Any) -> bool:
        """Whether the card ``key`` is a stop of the keys: else a toggle that shows more cards
        is pressed to bring it in reach (RPG Get!'s bank lies face down until its owner
        presses Look, and only then can a card be withdrawn), and pressed back when that does
        not (those keys are not sent: they change nothing)."""
        ways = {key, ("click", key), ("card", key)}  # a card of yours, to click, to read
        stops = self.table.focus.stops()
        if any(s.key in ways for s in stops):
            return True
        if not any(s.kind == "toggle" for s in stops):
            return False
        pressed = len(self.keys)
        self.tab_to(lambda s: s.kind == "toggle")
        if any(s.key in ways for s in self.table.focus.stops()):
            return True
        self.tab_to(lambda s: s.kind == "toggle")  # back as it was: nothing to send
        del self.keys[pressed:]
        return False

    def button(self, action: Action) -> bool:
        t = self.table
        if any(action in getattr(b.on_click, "args", ()) for b in t.buttons):
            return self.tab_to(
                lambda s: s.kind == "button" and action in getattr(s.item.on_click, "args", ())
            )
        if action.verb == "pass" and (t.gv.response_window(t.view) or t.gv.is_window(t.view)):
            self.press(pygame.K_SPACE)
            return True
        return False

    def option(self, action: Action) -> bool:
        """A prompt's answer: the number keys of its values (several: then Confirm)."""
        t = self.table
        sel = t.prompts.current(t.gv, t.view, action.seat, t.legal(action.seat))
        if sel is None or not sel.answers(action):
            return False
        values = [v for v, _r, _do in t.focus.options()]
        if not all(a in values for a in action.args):
            return False
        for a in action.args:
            if values.index(a) < 9:
                self.press(pygame.K_1 + values.index(a))
            elif not self.tab_to(lambda s, a=a: s.kind == "prompt" and s.item == a):
                return False  # past the number keys: Tab to its card, Enter
        if sel.many or (sel.card_values and t.prompts.needs_picker(t.gv, t.view, sel)):
            return self.tab_to(
                lambda s: s.kind == "button" and action in getattr(s.item.on_click, "args", ())
            )
        return True

    def peeked_option(self, action: Action) -> bool:
        """A prompt shown only while its seat holds the peek key (a Codenames Director covers
        the rival's cards only with the key in view): Tab held, its number, Tab let go."""
        t = self.table
        can_peek = getattr(t.gv, "can_peek", None)
        if can_peek is None or not can_peek(t.view):
            return False
        wait = WARN_SECONDS + 0.3
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
        self.keys += ["keydown:Tab", f"sleep:{wait}"]
        time.sleep(wait)  # the others look away first (the key shows after a warning)
        found = self.option(action)
        t.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode=""))
        self.keys.append("keyup:Tab")
        self.settle()
        return found

    def type_clue(self, action: Action) -> bool:
        word, number = action.args
        if not isinstance(number, int) or not 0 <= number <= 9:
            return False
        for ch in str(word).lower():
            if not ch.isalpha():
                return False
            self.press(pygame.key.key_code(ch), ch)
        self.press(pygame.K_0 + number if number == 0 else pygame.K_1 + number - 1, str(number))
        self.press(pygame.K_RETURN)
        return True

    def timed_keys(self, timed: Any) -> list[str]:
        """A race or a shot runs on its overlay in the app: a person's shot is aimed and shot
        with the keys (Enter starts the keyboard aim, Enter shoots); a race is left to run (a
        person who does not press simply does not win it)."""
        humans = self.session.humans()
        if timed.kind == "shot" and any(s in humans for s in timed.seats):
            self.waits_for_change = True
            return ["Return", "Return"]
        return []

    def move(self, patient: bool = True) -> list[str]:
        """The keys of the next move at the screen (pressed here already); [] when there is
        nothing to do at the screen now. ``patient``: after a pass of the seat at the screen
        the bots answer first (the app closes the window with their answers), and a lone
        legal move is left to the table a while (it passes or answers a formality itself)."""
        t = self.table
        self.keys = []
        if t.game.is_terminal():
            return []
        if t.curtain_for is not None:
            self.press(pygame.K_SPACE)
            return self.keys
        if t.hold.held:  # a seat's result on screen ("Seen: ... [Space]"): the table waits
            self.press(pygame.K_SPACE)
            return self.keys
        timed = t.game.timed()
        if timed is not None:
            return self.timed_keys(timed)
        seat = t.acting_seat()
        if seat is None or t.screen.public_window():
            return []
        active = t.game.active_seats()
        log = self.session.log
        passed = bool(log) and log[-1] == f"{seat}:pass"
        if t.session.bot_seats_to_act() and (
            patient and passed or not t.turns.window_opens(active)
        ):
            return []  # a bot moves first
        if t.turns.window_opens(active):
            t.turns.run_window(t.now(), active)  # as the app's frame does
        legal = t.legal(seat)
        if patient and len(legal) == 1:
            return []  # the table itself may make a lone pass or a forced answer
        best = self.bot.choose(t.game.view(seat), legal, self.rng)
        others = [a for a in legal if a != best]
        self.rng.shuffle(others)
        # a move on a button (Done, End turn) is among those tried: with more card moves than
        # tried (RPG Get!'s bank, each card to withdraw or flip) the turn still goes on
        buttons = {a for b in t.buttons for a in getattr(b.on_click, "args", ())}
        others.sort(key=lambda a: a not in buttons)
        n = len(self.session.log)
        for action in [a for a in [best, *others] if a in legal][:12]:
            self.keys = []
            found = self.keys_for(action)
            if t.focus.holding() or t.chooser:
                self.press(pygame.K_ESCAPE)  # a card left in hand (or a chooser) goes back
            if found and len(self.session.log) > n:
                return self.keys
            if self.keys:
                return self.keys  # keys were pressed here: the app gets them too
        raise AssertionError(f"no keys make any of {[str(a) for a in legal][:12]}")


def play_by_keys(w: XWindow, size: tuple[int, int], moves: int = 1500) -> Mirror:
    """The game in the window played to its end by keys (at most ``moves`` key sequences; the
    app standing still for ``STALL`` looks fails); the mirror is returned."""
    mirror = Mirror(wait(w, lambda d: True, 30.0), size)
    sent = 0
    while not mirror.table.game.is_terminal():
        sent += turn(w, mirror)
        assert sent <= moves, f"the game did not end in {moves} moves at the screen"
        assert mirror.idle < STALL, f"the app stood still; its log ends {w.log()[-4:]}"
    return mirror


def turn(w: XWindow, mirror: Mirror) -> bool:
    """One look at the app: its new moves made in the mirror; once the log has stood still
    for a while (cards landed, leaving cards gone, in the app and in the mirror alike) the
    keys of the next move at the screen, if any, sent. True when keys were sent."""
    data = w.autosave()
    if data is None:  # being written: look again
        time.sleep(0.1)
        return False
    log = list(data.get("log", []))
    if log != mirror.session.log or mirror.idle == 0:
        mirror.sync(log)
        mirror.idle = 1
        time.sleep(SETTLE)  # the animations of those moves end (their clocks are real)
        return False
    mirror.settle()
    curtain = mirror.table.curtain_for is not None or mirror.table.hold.held
    before = len(mirror.session.log)
    keys = mirror.move(patient=mirror.idle < 20)
    if not keys:
        mirror.idle += 1
        time.sleep(0.15)  # the bots (or a public window's clock) in the app
        return False
    if curtain:
        time.sleep(1.1)  # the curtain (or a held result) takes keys a second after it rose
    send(w, mirror, keys)
    mirror.idle = 0
    # keys that make no move (a curtain, a shot on its way) are fine now and then, not forever
    mirror.fruitless = 0 if len(w.log()) > before else mirror.fruitless + 1
    assert mirror.fruitless < 25, f"keys made no move for a long while: {keys}"
    return True


def send(w: XWindow, mirror: Mirror, keys: list[str]) -> None:
    """The keys to the app; its log must come to hold the mirror's moves (else the screen is
    kept next to the autosave, for a look, and the test fails saying what was sent)."""
    press(w, keys)
    want = len(mirror.session.log) + (1 if mirror.waits_for_change else 0)
    mirror.waits_for_change = False
    got = None
    before = len(w.log())
    for i in range(FOLLOW // 10):  # a generous limit (a loaded machine), unless the app ended
        got = w.wait_autosave(lambda d: len(d.get("log", [])) >= want, 10.0)
        if got is not None or w.gone():
            break
        if i == 1 and len(w.log()) == before:  # 20 s and not one move: the keys were lost
            # (a busy machine, just after the window came: "the app did not follow") once more
            press(w, keys)
    if got is None:
        shot = w.home / "screen.png"
        if shutil.which("import"):
            subprocess.run(["import", "-window", "root", str(shot)], env=w.env, timeout=20)
        raise AssertionError(
            f"the app did not follow {keys}: its log ends {w.log()[-4:]}, the mirror's "
            f"{mirror.session.log[-4:]} (the screen: {shot}; X's keyboard focus on "
            f"{w.xdo('getwindowfocus')}, the app's window {w.wid}); {w.gone() or 'it still runs'}"
        )


def press(w: XWindow, keys: list[str]) -> None:
    """Real key presses to the app's window. The window is given the keyboard focus first
    (X's input focus, no pointer event): SDL drops keys that come while no window of its own
    has the focus, and with no window manager nothing else gives it."""
    args: list[str] = []
    for k in keys:
        how, _, name = k.rpartition(":")
        if how == "sleep":
            args += ["sleep", name]
        elif how:
            args += [how, "--window", w.wid, name]
        else:
            args += ["key", "--window", w.wid, "--delay", "40", name]
    w.xdo("windowfocus", "--sync", w.wid)
    w.xdo(*args)


def wait(w: XWindow, ok: Any, seconds: float) -> dict[str, Any]:
    got = w.wait_autosave(ok, seconds)
    assert got is not None, "the app's autosave did not come"
    return got
