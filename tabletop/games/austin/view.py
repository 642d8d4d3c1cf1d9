"""Austin Powers CCG table drawing: up to six seats around the table (your own at the bottom),
active Agents with their vibe icons, each seat's running total of vibes put out, score piles with
Mojo or Ransom totals, the arena where an attempt's two Agents and their growing stacks of
Frickin' Bones face each other, each bone's title shown large as it lands, and the two timed
races (the Happening gesture and the "throw me a Frickin' Bone" help race) as reaction buttons.

The table is declared as data (Table v3): ``layout.py`` places what lies where (``placed``),
``gestures.py`` says which drag or click makes each move and what a refused drag meant,
``paint.py`` draws, ``labels.py`` words, ``faces.py`` gives the cards' faces; the table does the
hit-testing, dragging, glowing, zoom and pile browsing from those. Right-click any face-up card
for a large view; click a score or discard pile to browse it.

Races (only when a human sits at the table; otherwise the engine and the bots decide as in the
tests): the view pushes the one race overlay (``tabletop.ui.overlays.race.RaceOverlay``, a
non-blocking scene over the table, driven by ``tabletop.reactions.race.Race``), which submits the
measured outcome as an ordinary action when it is over. Happening: the Happening player's seat
reports ``happening_order`` (first to last to mimic, the tied tail). Help race (the bone race):
the first helper whose press lands (arrival order; within a tie the earlier arrival) throws, and
only that bone is applied. Every helper is shown in the race whatever they hold (a bot that would
not throw simply never presses), so the overlay and the race's length tell nothing about hands.
A human who lands first picks which bone to throw by clicking it. Nobody lands: every helper
declines.

The ship window (every opponent answers a ship Agent, whatever they hold) is the shared table's
fixed-length reaction window (``is_window``); its title names only whose ship Agent is answered.
"""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.austin.faces import BANNER_SECONDS, GAME, card_dict, stage
from tabletop.games.austin.labels import AustinWords
from tabletop.reactions.bots import BotReactor
from tabletop.reactions.race import Race, happening_order_args
from tabletop.ui.overlays.race import RaceKeys, RaceOverlay

__all__ = ["GAME", "View", "card_dict"]
GESTURE_SECONDS = 3.0
HELP_SECONDS = 2.5


class View(AustinWords):
    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        return card_dict(str(card["name"]))

    game_name = GAME

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.banners: list[dict[str, Any]] = []
        #: the game state a race was put up for: (the game object, its log length). An undo
        #: rebuilds the game, so a state reached again after an undo races again
        self.race_done_at: tuple[Any, int] | None = None
        self.help_winner: int | None = None
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._geo = {}

    # ================================================================== table hooks
    def is_window(self, view: dict[str, Any]) -> bool:
        # the ships window is an ordinary reaction window (ship Agent or pass); the two races
        # are this view's own timed windows (see ``update``). The table asks right after a move
        # with the view from before it (``update_viewer`` runs before ``refresh``), which would
        # pass the screen to the first human opponent when a ship Agent opens the window: the
        # phase is public, so the live one decides.
        return bool(self.table.game.flow.phase == "ships")

    def window_anchor(self) -> tuple[int, int]:
        geo = self.geometry(len(self.table.view["seats"]))
        a: pygame.Rect = geo["arena"]
        return (a.centerx, a.bottom - int(8 * self.scale))

    # ================================================================== events
    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        now = time.monotonic()
        for e in events:
            k = e["kind"]
            data = e.get("data") or {}
            if k == "BoneThrown":
                m = re.search(r"\u201c(.+)\u201d|\"(.+)\"$", e["text"])
                quote = (m.group(1) or m.group(2)) if m else "Frickin' Bone!"
                self.banners = [
                    {"big": quote, "small": "", "t0": now, "card": data.get("card"), "kind": k}
                ]
            elif k == "AttemptDeclared":
                verb = "SHAG" if data.get("kind") == "shag" else "ASSASSINATION"
                self.banners = [{"big": f"{verb} ATTEMPT!", "small": e["text"], "t0": now}]
            elif k == "HelpAsked":
                self.banners = [{"big": "Throw me a Frickin' Bone!", "small": e["text"], "t0": now}]
            elif k in ("AttackWon", "SlugfestWon"):
                self.banners = [{"big": e["text"], "small": "", "t0": now, "size": 40}]
            elif k == "CardRevealed":
                self.banners = [
                    {"big": str(data.get("name", "Happening")), "small": e["text"], "t0": now}
                ]
        if any(e["kind"] in ("BoneThrown", "AttackWon", "TurnStarted") for e in events):
            self.help_winner = None

    def busy(self) -> bool:
        now = time.monotonic()
        self.banners = [b for b in self.banners if now - b["t0"] < BANNER_SECONDS]
        return bool(self.banners)

    # ================================================================== races
    def update(self, now: float) -> None:
        t = self.table
        if t.frozen or t.curtain_for is not None or getattr(t, "menu_open", False):
            return
        game = t.game
        if game.is_terminal() or not t.session.humans():
            return
        if self.help_winner is not None:
            f = t.view.get("fight")
            if not f or f["helpers"] is None or self.help_winner not in f["helpers"]:
                self.help_winner = None
            return
        mark = (game, len(game.log))
        done = self.race_done_at
        if done is not None and done[0] is game and done[1] == mark[1]:
            return
        view = game.view(None)
        ph = stage(view)
        if ph == "happening":
            self.race_done_at = mark
            self.gesture_race(view)
        elif ph == "fight" and view["fight"]["helpers"] is not None:
            humans = set(t.session.humans())
            if humans & set(view["fight"]["helpers"]):
                self.race_done_at = mark
                self.help_race(view)

    def _reactors(self, seats: list[int], task: str) -> dict[int, Any]:
        """A reaction bot per bot seat, seeded from the game's seed and the move number."""
        sess = self.table.session
        out = {}
        for s in seats:
            if s in sess.bots:
                rng = random.Random(f"{sess.seed}:{len(sess.log)}:{s}")
                out[s] = BotReactor(sess.seats[s].level, task, rng)
        return out

    def _push_race(self, race: Race, finish: Any, after: Any = None, **kw: Any) -> RaceOverlay:
        """Put the race overlay over the table; it submits its actions when it is over."""
        t = self.table
        sess = t.session
        humans = sess.humans()
        keys = RaceKeys.for_table(t.app.settings, humans, t.viewer)
        names = {i: self.seat_name(i) for i in range(len(sess.seats))}
        overlay = RaceOverlay(
            t.app,
            t,
            race,
            keys,
            finish,
            names=names,
            private=len(humans) >= 2,
            after=after,
            **kw,
        )
        t.app.push(overlay)
        return overlay

    def gesture_race(self, view: dict[str, Any]) -> RaceOverlay:
        """The Happening: its player makes the gesture, the others copy it; the last is the
        target. Reported as ``happening_order`` from the Happening player's seat."""
        opener = int(view["happening"]["seat"])
        n = len(view["seats"])
        others = [(opener + k) % n for k in range(1, n)]
        reactors = self._reactors([opener, *others], "gesture")
        race = Race(
            "happening",
            tuple(others),
            opener=opener,
            bots=reactors,
            duration_ns=int(GESTURE_SECONDS * 1e9),
            linger_ns=500_000_000,
            opener_timeout_ns=12_000_000_000,
            rng=reactors[opener].rng if opener in reactors else random.Random(),
        )
        card = view["happening"].get("card") or {}
        name = card.get("name", "") if isinstance(card, dict) else ""

        def finish(r: Race) -> list[Action]:
            return [Action(opener, "happening_order", happening_order_args(r.outcome()))]

        return self._push_race(race, finish, side=view["seats"][opener]["side"], card=name)

    def help_race(self, view: dict[str, Any]) -> RaceOverlay:
        """ "Throw me a Frickin' Bone": the first bone to land counts. Every helper is in the
        race; bots that would throw press with a human-like delay, the others never press;
        humans press their reaction button."""
        t = self.table
        sess = t.session
        f = view["fight"]
        helpers = [int(s) for s in f["helpers"]]
        bot_throws: dict[int, Action] = {}
        for s in helpers:
            if s in sess.bots:
                a = sess.bot_choice(s)
                if a.verb == "throw":
                    bot_throws[s] = a
        # every helper is in the race and on its overlay, bots that will not throw too (they
        # never press): listing only the bots that would throw would show who holds a payable
        # bone, and the race would end early exactly when they all hold one
        race = Race(
            "help",
            tuple(helpers),
            bots=self._reactors(list(bot_throws), "simple"),
            duration_ns=int(HELP_SECONDS * 1e9),
            lead_ns=600_000_000,
            linger_ns=350_000_000,
            eligible=lambda seat: self._can_throw(seat, bot_throws),
        )
        asker = int(f[f["to_move"]]["seat"])
        return self._push_race(
            race,
            lambda r: self.help_actions(r.winner, helpers, bot_throws),
            after=lambda r: self.help_handover(r.winner, bot_throws),
            asker=asker,
        )

    def _can_throw(self, seat: int, bot_throws: dict[int, Action]) -> bool:
        if seat in bot_throws:
            return True
        return any(a.verb == "throw" for a in self.table.game.legal_actions(seat))

    def help_actions(
        self, winner: int | None, helpers: list[int], bot_throws: dict[int, Action]
    ) -> list[Action]:
        """What the help race submits: the winner's bone only (a bot's chosen one, or a human's
        only payable one); every helper's decline when nobody landed; nothing when a human
        winner must pick among several bones (``help_handover``)."""
        if winner is None:
            return [Action(s, "decline") for s in helpers]
        if winner in bot_throws:
            return [bot_throws[winner]]
        throws = [a for a in self.table.game.legal_actions(winner) if a.verb == "throw"]
        return throws if len(throws) == 1 else []

    def help_handover(self, winner: int | None, bot_throws: dict[int, Action]) -> None:
        """A human winner with several payable bones picks one: their seat takes the screen."""
        t = self.table
        if winner is None or winner in bot_throws:
            return
        f = t.game.view(None).get("fight")
        if not f or f["helpers"] is None or winner not in f["helpers"]:
            return  # their only bone was thrown already
        # the winner picks which bone lands: their seat takes the screen (the table decides
        # who sees it, with the curtain in hot-seat)
        self.help_winner = winner
        t.request_attention(
            winner, f"{self.seat_name(winner)} lands first: pick the bone to throw."
        )

    # ================================================================== drawing
    def static_key(self, view: dict[str, Any]) -> Any:
        """What ``draw_static`` depends on (the table redraws its layer when it changes)."""
        return (self.size, self.me(), len(view["seats"]))
