"""Marvel Codenames table drawing: a 5x5 grid of big word cards readable from a sofa, team
plates and the clue history on the left, the current clue (or the Director's clue entry) above
the grid; covers drop onto guessed cards with the team's colour *and* pattern/emblem (HYDRA red
stripes and skull, S.H.I.E.L.D. blue dots and eagle, beige cross-hatch bystanders, the black
gauntlet assassin), so no information rests on colour alone.

Keeping the key secret on one machine:

- The main window draws the Agents' (or a spectator's) view: the key, its number and a doubtful
  clue under question are removed from the view before drawing (``shown_view``), whoever the
  table's viewer is. Exceptions: the game is over (the key is revealed to all), nobody human
  at the table is an Agent (all humans are Directors; nobody to hide it from), or a Director
  holds the peek (Tab, or the mouse on "Hold to see the key"): a full-screen "Agents, look
  away" warning comes first, the key only after ``WARN_SECONDS`` and only while still held.
- "Director window" opens a second OS window (``tabletop.ui.second_window``) that draws a
  Director's view with the key; while it is open the Directors give clues, approve doubtful
  clues and cover rival cards (co-op) there, the main window never shows the key, and the
  table's hand-over curtain for a Director is lifted at once (the TV shows nothing private).

Gestures: Agents click a card to guess it and press Stop; the Director types a clue (letters;
spaces, hyphens and apostrophes only when a doubtful clue may be put to the rival), picks a
number (digit keys or buttons) and presses Give clue (or Enter). The engine judges every move;
a refused clue shows the engine's reason under the box.
"""

from __future__ import annotations

import math
import re
import time
import zlib
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.ui import assets, theme
from tabletop.ui.gameview import ActionButton, Clickable, GameView
from tabletop.ui.second_window import SecondWindow
from tabletop.ui.second_window import supported as second_window_supported
from tabletop.ui.textinput import TextInput

GAME = "codenames"
WARN_SECONDS = 1.2
COVER_SECONDS = 0.45
SQUEEZE = 0.8
TEAM_NAME = {"hydra": "HYDRA", "shield": "S.H.I.E.L.D."}
KIND_LABEL = {
    "hydra": "HYDRA",
    "shield": "S.H.I.E.L.D.",
    "neutral": "BYSTANDER",
    "assassin": "ASSASSIN",
}
KIND_COLOUR = {
    "hydra": (196, 36, 44),
    "shield": (36, 96, 200),
    "neutral": (190, 172, 128),
    "assassin": (22, 22, 26),
}
#: lighter team colours for text on the dark felt
TEXT_COLOUR = {"hydra": (255, 110, 110), "shield": (120, 175, 255)}
COVER_SPRITE = {
    "HYDRA": "cover_hydra",
    "S.H.I.E.L.D.": "cover_shield",
    "Double Agent": "cover_double",
    "Neutral": "cover_neutral",
    "Infinity Gauntlet": "cover_neutral",
    "Thanos": "cover_assassin",
}
EMBLEM = {"hydra": "emblem_hydra", "shield": "emblem_shield", "assassin": "emblem_assassin"}
PICTURE_HUES = [
    (200, 70, 60),
    (60, 120, 200),
    (70, 150, 90),
    (170, 100, 190),
    (210, 150, 40),
    (40, 150, 160),
]


def name_case(word: str) -> str:
    """A printed name in name case: HELL'S KITCHEN -> Hell's Kitchen, SPIDER-MAN -> Spider-Man
    (``str.title`` would give Hell'S); small words inside a name stay small: Cloak of
    Levitation, Guardians of the Galaxy, Howard the Duck."""
    out = re.sub(r"[A-Za-z]+(?:'[A-Za-z]+)?", lambda m: m.group(0).capitalize(), word)
    return re.sub(r"(?<=\s)(Of|The)(?=\s)", lambda m: m.group(0).lower(), out)


def other(team: str) -> str:
    return "shield" if team == "hydra" else "hydra"


def number_text(n: Any) -> str:
    return "\u221e" if n == "unlimited" else str(n)


class Geo:
    """Where everything goes inside ``area`` (the table's play area or the Director window)."""

    def __init__(
        self, area: pygame.Rect, s: float, reserve_bottom: int = 0, banner: bool = True
    ) -> None:
        self.area = area
        self.s = s
        m = int(16 * s)
        self.m = m
        bottom_h = int(80 * s)
        limit = area.bottom - max(bottom_h, reserve_bottom)
        self.bottom = pygame.Rect(area.x + m, area.bottom - bottom_h, area.width - 2 * m, bottom_h)
        self.side = pygame.Rect(area.x + m, area.y + m, int(330 * s), limit - area.y - 2 * m)
        x0 = self.side.right + int(20 * s)
        x1 = area.right - m
        self.banner = pygame.Rect(x0, area.y + m, x1 - x0, int(130 * s) if banner else 0)
        gap = int(12 * s)
        top = self.banner.bottom + int(14 * s) if banner else area.y + m
        gw, gh = x1 - x0, limit - int(8 * s) - top
        cw = min((gw - 4 * gap) / 5, (gh - 4 * gap) / 5 * 1.4)
        ch = cw / 1.4
        self.card = (int(cw), int(ch))
        total_w = 5 * int(cw) + 4 * gap
        total_h = 5 * int(ch) + 4 * gap
        gx = x0 + (gw - total_w) // 2
        gy = top + max(0, (gh - total_h) // 2)
        self.grid = pygame.Rect(gx, gy, total_w, total_h)
        self.cells = [
            pygame.Rect(
                gx + (i % 5) * (int(cw) + gap), gy + (i // 5) * (int(ch) + gap), int(cw), int(ch)
            )
            for i in range(25)
        ]

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.cells):
            if r.collidepoint(pos):
                return i
        return None


class View(GameView):
    #: the result is a team's win: no standings per seat
    standings = False

    game_name = GAME

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.entry = TextInput(self._allowed_char, max_len=30, placeholder="Type a clue")
        self.number: int | str | None = None
        self.entry_error = ""
        self.entry_turn: tuple[Any, ...] | None = None
        self.peek: dict[str, Any] | None = None
        self.dwin = SecondWindow()
        self.dwin_note = ""
        self.anims: dict[int, float] = {}
        self.hover: dict[str, int | None] = {"main": None, "dir": None}
        self.rects: dict[str, dict[str, Any]] = {"main": {}, "dir": {}}
        self.cache: dict[tuple[Any, ...], pygame.Surface] = {}
        self.last_shown: dict[str, Any] | None = None
        self._dir_sig: Any = None
        self._dir_error = ""
        self._started = False
        self._explained = False
        self.geo = Geo(pygame.Rect(0, 0, 1280, 720), 1.0)

    # ------------------------------------------------------------------ geometry
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.cache.clear()
        self.geo = self._geo_main(False)

    def _geo_main(self, over: bool) -> Geo:
        if over and not getattr(self.table, "frozen", False):
            # the table's end panel (result, rating, Play again) sits at the bottom and says
            # who won: no banner, the grid moves up
            return Geo(self.table.play_rect, self.scale, int(290 * self.scale), banner=False)
        return Geo(self.table.play_rect, self.scale)

    # ------------------------------------------------------------------ who may see what
    def humans(self) -> list[int]:
        return list(self.table.session.humans())

    def seat_role(self, view: dict[str, Any], seat: int | None) -> str | None:
        if seat is None or not 0 <= seat < len(view["seats"]):
            return None
        return str(view["seats"][seat]["role"])

    def human_directors(self, view: dict[str, Any]) -> list[int]:
        return [h for h in self.humans() if self.seat_role(view, h) == "director"]

    def no_human_agents(self, view: dict[str, Any]) -> bool:
        # vacuously true with no human at all (bots only: nobody to hide the key from)
        return all(self.seat_role(view, h) == "director" for h in self.humans())

    def needs_curtain(self, seat: int) -> bool:
        """While the Director window is open the TV never shows the key: no hand-over."""
        return not self.dwin.is_open

    def peek_showing(self) -> bool:
        return self.peek is not None and time.monotonic() - self.peek["t0"] >= WARN_SECONDS

    def peek_warning(self) -> bool:
        return self.peek is not None and not self.peek_showing()

    def key_open_main(self, view: dict[str, Any]) -> bool:
        """May the main window show the key in ``view`` (if the view has it at all)?"""
        if view.get("key") is None:
            return False
        if view["phase"] == "over":
            return True
        if self.dwin.is_open:
            return False
        return self.no_human_agents(view) or self.peek_showing()

    def can_peek(self, view: dict[str, Any]) -> bool:
        return (
            view.get("key") is not None
            and view["phase"] != "over"
            and not self.dwin.is_open
            and not self.no_human_agents(view)
        )

    def shown_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """The view the main window draws: the Agents' view unless the key may be shown."""
        if self.key_open_main(view):
            return view
        out = {**view, "key": None, "key_number": None, "pending_clue": None}
        # the common header carries the key too (zone "key") and, on the simulated rival's
        # turn, the Director's private choice of rival cards (prompt options)
        zones = view.get("zones")
        if zones and zones.get("key", {}).get("cards") is not None:
            # as an Agent sees it: only the squares of covered cards
            cards = zones["key"]["cards"]
            shown = [c if cell["cover"] else None for c, cell in zip(cards, view["grid"])]
            out["zones"] = {**zones, "key": {**zones["key"], "cards": shown}}
        prompt = view.get("prompt")
        if prompt and prompt.get("options") is not None:
            out["prompt"] = {**prompt, "options": None}
        return out

    # ------------------------------------------------------------------ clue entry
    def _allowed_char(self, ch: str) -> bool:
        if ch.isascii() and ch.isalpha():
            return True
        # spaces and hyphens are typed as they are: the rules then explain a two-word clue
        # (IRON MAN) instead of the box silently making it IRONMAN
        return ch in " -'"

    def numbers(self, view: dict[str, Any]) -> list[int | str]:
        mode = view["options"].get("clues", "normal")
        out: list[int | str] = list(range(1, 10))
        if mode in ("zero", "unlimited-zero"):
            out.insert(0, 0)
        if mode in ("unlimited", "unlimited-zero"):
            out.append("unlimited")
        return out

    def clue_seat(self, view: dict[str, Any]) -> int | None:
        """The human Director who must give a clue now (whatever window they use)."""
        if view["phase"] != "clue":
            return None
        active = [s for s in view["active"] if s in self.humans()]
        return active[0] if active else None

    def entry_target(self, view: dict[str, Any], seat: int | None) -> str | None:
        """Where the clue entry is shown: ``main``, ``dir`` (Director window) or nowhere."""
        d = self.clue_seat(view)
        if d is None:
            return None
        if self.dwin.is_open:
            return "dir"
        return "main" if seat == d else None

    def _sync_entry(self, view: dict[str, Any]) -> None:
        turn = (view["turn"], view["phase"], view["turn_team"], len(view["history"]))
        if turn != self.entry_turn:
            self.entry_turn = turn
            self.entry.clear()
            self.number = None
            self.entry_error = ""
            self.entry.focus = view["phase"] == "clue"

    def give_clue(self, seat: int) -> bool:
        word = self.entry.text.strip()
        if not word:
            self.entry_error = "Type your clue word first."
            return False
        if self.number is None:
            self.entry_error = "Pick the number of your clue."
            return False
        action = Action(seat, "clue", (word, self.number))
        unknown = self._unknown_to_bots(word)
        if unknown:
            self.entry_error = unknown
            self.table.app.audio.play("invalid")
            return False
        try:
            self.table.game.check(action)
        except IllegalAction as e:
            self.entry_error = e.reason
            self.table.app.audio.play("invalid")
            return False
        self.entry_error = ""
        self.entry.focus = False
        ok = bool(self.table.submit(action))
        return ok

    def _unknown_to_bots(self, word: str) -> str:
        """What a computer Agent says of a one-word clue it does not know (else "")."""
        session = getattr(self.table, "session", None)
        for bot in getattr(session, "bots", {}).values():
            says = getattr(bot, "refusal", None)
            if says is not None and " " not in word.strip() and says(word):
                return str(says(word))
        return ""

    def _entry_event(self, event: pygame.event.Event, target: str, seat: int) -> bool:
        rects = self.rects[target]
        if event.type == pygame.KEYDOWN and self.entry.focus:
            if event.unicode and event.unicode.isdigit():
                n = int(event.unicode)
                if n in self.numbers(self.table.view):
                    self.number = n
                return True
            res = self.entry.handle(event)
            if res == "submit":
                self.give_clue(seat)
            elif res == "edit":
                self.entry_error = ""
            return res is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, n in rects.get("numbers", []):
                if r.collidepoint(event.pos):
                    self.number = n
                    return True
            give = rects.get("give")
            if give is not None and give.collidepoint(event.pos):
                return True
            if self.entry.rect.collidepoint(event.pos):
                self.entry.handle(event)
                return True
            self.entry.focus = False
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            give = rects.get("give")
            if give is not None and give.collidepoint(event.pos):
                self.give_clue(seat)
                return True
        return False

    @property
    def typing(self) -> bool:
        """The clue box has the keyboard (the app's global keys such as M are off)."""
        view = getattr(self.table, "view", None)
        if not view or view["phase"] != "clue":
            return False
        self._sync_entry(view)
        seat = self.table.acting_seat() if self.table.curtain_for is None else None
        return self.entry.focus and self.entry_target(view, seat) is not None

    # ------------------------------------------------------------------ events
    def handle_event(
        self, event: pygame.event.Event, view: dict[str, Any], seat: int | None
    ) -> bool:
        if self.dwin.is_open:
            if self.dwin.handle_close(event):
                self.peek = None
                self.table.refresh()
                return True
            if self.dwin.owns(event):
                self._dir_event(event)
                return True
        self._sync_entry(view)
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE) and self.peek:
            if event.type == pygame.WINDOWFOCUSLOST:
                self.peek = None
            return False
        rects = self.rects["main"]
        # the peek: hold Tab or the button
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            if self.can_peek(view) and self.peek is None:
                self.peek = {"t0": time.monotonic(), "by": "key"}
            return True
        if event.type == pygame.KEYUP and event.key == pygame.K_TAB:
            if self.peek and self.peek["by"] == "key":
                self.peek = None
            return True
        peek_r = rects.get("peek")
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if peek_r is not None and peek_r.collidepoint(event.pos) and self.can_peek(view):
                self.peek = {"t0": time.monotonic(), "by": "mouse"}
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek:
            if self.peek["by"] == "mouse":
                self.peek = None
                return True
        dwin_r = rects.get("dwin")
        if dwin_r is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.button == 1 and dwin_r.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.toggle_director_window()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover["main"] = self.geo.cell_at(event.pos)
            return False
        target = self.entry_target(view, seat)
        if target == "main" and seat is not None:
            if self._entry_event(event, "main", seat):
                return True
        return False

    def toggle_director_window(self) -> None:
        if self.dwin.is_open:
            self.dwin.close()
            self.peek = None
            self.table.refresh()
            return
        if not self.human_directors(self.table.view):
            self.table.toast("No human Director at this table: nobody needs the key.", "bad")
            return
        if self.dwin.open("Marvel Codenames \u2014 Directors only (the key)"):
            self.peek = None
            self._dir_sig = None
            self.entry.focus = True
            self.table.refresh()  # the table's buttons (Allow/Refuse) move to that window
            self.table.toast(
                "Director window open: put it on the Directors' screen. The TV never shows "
                "the key now.",
                "good",
            )
        else:
            self.table.toast("This computer cannot open a second window.", "bad")

    # ------------------------------------------------------------------ the Director window
    def dir_seat(self, view: dict[str, Any]) -> int | None:
        """The human Director the Director window acts for now (an active one first)."""
        directors = self.human_directors(view)
        for s in view["active"]:
            if s in directors:
                return int(s)
        return None

    def dir_view(self) -> dict[str, Any] | None:
        view = self.table.view
        directors = self.human_directors(view)
        if not directors:
            return None
        seat = self.dir_seat(view)
        return dict(self.table.game.view(seat if seat is not None else directors[0]))

    def _dir_event(self, event: pygame.event.Event) -> None:
        self._dir_sig = None
        view = self.table.view
        dview = self.dir_view()
        if dview is None:
            return
        self._sync_entry(dview)
        seat = self.dir_seat(view)
        geo = self._geo_dir()
        if event.type == pygame.MOUSEMOTION:
            self.hover["dir"] = geo.cell_at(event.pos)
            return
        if seat is None:
            return
        phase = dview["phase"]
        if phase == "clue":
            self._entry_event(event, "dir", seat)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        rects = self.rects["dir"]
        if phase == "approve":
            for name in ("allow", "refuse"):
                r = rects.get(name)
                if r is not None and r.collidepoint(event.pos):
                    self._dir_submit(Action(seat, name))
            return
        if phase == "rival":
            i = geo.cell_at(event.pos)
            if i is not None:
                self._dir_submit(Action(seat, "cover", (i,)))

    def _dir_submit(self, action: Action) -> None:
        """Moves made in the Director window: a refusal's reason stays in that window (it may
        name the key, which the TV must not show)."""
        try:
            self.table.game.check(action)
        except IllegalAction as e:
            self._dir_error = e.reason
            self.table.app.audio.play("invalid")
            return
        self._dir_error = ""
        self.table.submit(action)

    def _geo_dir(self) -> Geo:
        w, h = self.dwin.size
        s = min(w / 1920, h / 1080) * 1.2
        title_h = int(56 * s)
        return Geo(pygame.Rect(0, title_h, w, h - title_h), s)

    def draw_director_window(self) -> None:
        surf = self.dwin.surface()
        dview = self.dir_view()
        if surf is None or dview is None:
            return
        self._sync_entry(dview)
        geo = self._geo_dir()
        s = geo.s
        surf.fill((14, 20, 26))
        w = surf.get_width()
        pygame.draw.rect(surf, (60, 14, 18), (0, 0, w, geo.area.y))
        theme.blit_text(
            surf,
            "DIRECTORS ONLY \u2014 Agents, do not look at this screen",
            int(26 * s),
            (int(16 * s), geo.area.y // 2),
            theme.ACCENT,
            "bold",
            anchor="midleft",
        )
        seat = self.dir_seat(self.table.view)
        who = self.table.session.seat_name(seat) if seat is not None else "waiting"
        theme.blit_text(
            surf,
            f"Acting: {who}",
            int(20 * s),
            (w - int(16 * s), geo.area.y // 2),
            theme.TEXT,
            anchor="midright",
        )
        self.draw_board(surf, geo, dview, "dir", time.monotonic())
        self.dwin.flip()

    # ------------------------------------------------------------------ table hooks
    def update(self, now: float) -> None:
        table = self.table
        self.explain_at_end(table.view)
        if self.dwin.is_open:
            # the Directors act in their own window and the TV shows only the Agents' view:
            # the table asks ``needs_curtain`` and lifts a hand-over curtain at once
            sig = (
                len(table.game.log),
                self.entry.text,
                self.entry.focus,
                self.number,
                self.entry_error,
                self._dir_error,
                self.hover["dir"],
                self.dwin.size,
                bool(self.anims),
            )
            if sig != self._dir_sig or self.anims:
                self._dir_sig = sig
                self.draw_director_window()
        if self.peek is not None and not self.can_peek(table.view):
            self.peek = None

    def close(self) -> None:
        self.dwin.close()
        self.peek = None

    def busy(self) -> bool:
        now = time.monotonic()
        self.anims = {i: t0 for i, t0 in self.anims.items() if now - t0 < COVER_SECONDS}
        return bool(self.anims) or self.peek is not None

    def explain_at_end(self, view: dict[str, Any]) -> None:
        """Once the game is over (the key is public then): what each clue meant, in the log."""
        if self._explained or not view.get("result") or not view.get("key"):
            return
        self._explained = True
        from tabletop.games.codenames.wordassoc import explain_clues

        grid = [c["word"] for c in view["grid"]]
        try:
            lines = explain_clues(view["history"], list(view["key"]), grid)
        except (KeyError, ValueError, OSError):
            return  # the explanation is a courtesy; never let it stop the end screen
        if lines:
            self.table.log.add("What the clues meant:", theme.ACCENT)
            for line in lines:
                self.table.log.add("  " + line)
            self.table.dirty = True

    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        for e in events:
            kind = e.get("kind")
            data = e.get("data") or {}
            if kind == "CardCovered" and "index" in data:
                self.anims[int(data["index"])] = time.monotonic()

    def is_window(self, view: dict[str, Any]) -> bool:
        return False

    # ------------------------------------------------------------------ gestures
    def clickables(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[Clickable]:
        if seat is None:
            return []
        geo = self.geo
        phase = view["phase"]
        out: list[Clickable] = []
        if phase == "guess" and self.seat_role(view, seat) == "agent":
            for cell, r in zip(view["grid"], geo.cells):
                out.append(Clickable(r, Action(seat, "guess", (cell["index"],)), cell["word"]))
        # the cover step's rival cards are the shared prompt's (``prompt_here``, ``card_rect``)
        return out

    # ------------------------------------------------------------------ the shared prompt
    def prompt_here(self, view: dict[str, Any]) -> bool:
        """The rival cover prompt's options are the key's: shown (glowing) and clicked on the
        main screen only while the Director holds the key open here, never with the Director
        window open (covered there) and never for an Agent."""
        return bool(view.get("key")) and self.key_open_main(view) and not self.dwin.is_open

    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        grid = (view.get("zones") or {}).get("grid", {}).get("cards") or []
        for c, r in zip(grid, self.geo.cells):
            if c and c["id"] == card_id:
                return r
        return None

    def click_hint(
        self, view: dict[str, Any], clickable: Any, pos: tuple[int, int] | None = None
    ) -> str:
        """A click that is no move: in the cover step, a card that is not the rival's (the
        wording names no card's colour)."""
        if view["phase"] == "rival" and pos is not None and self.geo.cell_at(pos) is not None:
            return "Cover one of the rival's uncovered cards: the key marks them; click one."
        return ""

    def ui_click(self, view: dict[str, Any], pos: tuple[int, int]) -> bool:
        seat = self.table.acting_seat()
        if view["phase"] == "rival" and seat is not None and self.geo.cell_at(pos) is not None:
            if self.dwin.is_open:
                self.table.toast("Cover the rival's card in the Director window.")
                return True
            if not self.key_open_main(view):
                self.table.toast(
                    "Director: hold Tab (or the key button) to see the key \u2014 Agents, look "
                    "away \u2014 then click a rival card while holding."
                )
                return True
        return False

    def buttons(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[ActionButton]:
        if seat is None:
            return []
        out: list[ActionButton] = []
        stop = Action(seat, "stop")
        if stop in legal:
            out.append(ActionButton("Stop guessing", stop, "S", primary=True))
        if view["phase"] == "approve" and not self.dwin.is_open:
            out.append(ActionButton("Allow clue", Action(seat, "allow"), "A", primary=True))
            out.append(ActionButton("Refuse clue", Action(seat, "refuse"), "R"))
        return out

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        if action.verb in ("guess", "cover") and action.args:
            return f"{action.verb.capitalize()} {view['grid'][int(action.args[0])]['word']}"
        return str(action)

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        phase = view["phase"]
        team = TEAM_NAME.get(view["turn_team"], "")
        if phase == "over":
            return "Game over: the key is revealed"
        if phase == "clue":
            return f"{team}'s Director is choosing a clue"
        if phase == "approve":
            return f"{TEAM_NAME[other(view['turn_team'])]}'s Director is judging a doubtful clue"
        if phase == "rival":
            return f"The Director covers a card for the simulated {team}"
        clue = view["clue"] or {}
        left = clue.get("guesses_left")
        more = "no guess limit" if left is None else f"{left} guess{'es' if left != 1 else ''} left"
        return f"{team} Agents guess: {clue.get('word', '')} {number_text(clue.get('number'))} \u2014 {more}"

    # ------------------------------------------------------------------ drawing: main window
    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        self._sync_entry(view)
        over = view["phase"] == "over"
        self.geo = self._geo_main(over)
        shown = self.shown_view(view)
        self.last_shown = shown
        self.draw_board(surf, self.geo, shown, "main", t, seat)
        if not over:
            self._draw_bottom(surf, view)
        if self.peek_warning():
            self._draw_warning(surf)
        elif self.peek_showing() and self.key_open_main(view):
            g = self.geo.grid.inflate(int(24 * self.scale), int(24 * self.scale))
            pygame.draw.rect(
                surf, (230, 60, 60), g, width=max(3, int(6 * self.scale)), border_radius=12
            )
            theme.blit_text(
                surf,
                "KEY VISIBLE \u2014 release to hide",
                int(22 * self.scale),
                (g.centerx, g.bottom + int(4 * self.scale)),
                (255, 120, 120),
                "bold",
                anchor="midtop",
            )

    def _draw_bottom(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        s = self.scale
        rects = self.rects["main"]
        rects.pop("peek", None)
        rects.pop("dwin", None)
        y = self.table.play_rect.bottom - int(70 * s)
        x = self.geo.bottom.x
        h = int(52 * s)
        if self.can_peek(view):
            r = pygame.Rect(x, y, int(340 * s), h)
            held = self.peek is not None
            pygame.draw.rect(surf, (150, 40, 40) if held else (90, 30, 34), r, border_radius=10)
            pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=10)
            theme.blit_text(
                surf,
                "Hold to see the key  [Tab]",
                int(21 * s),
                r.center,
                theme.TEXT,
                "bold",
                "center",
            )
            rects["peek"] = r
            x = r.right + int(12 * s)
        if self.human_directors(view) and second_window_supported():
            label = "Close Director window" if self.dwin.is_open else "Director window"
            r = pygame.Rect(x, y, int(310 * s), h)
            pygame.draw.rect(surf, (52, 66, 84), r, border_radius=10)
            pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=10)
            theme.blit_text(surf, label, int(21 * s), r.center, theme.TEXT, "bold", "center")
            rects["dwin"] = r

    def _draw_warning(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        s = self.scale
        surf.fill((40, 8, 12))
        for i in range(-h, w, max(10, int(60 * s))):
            pygame.draw.line(surf, (58, 14, 20), (i, 0), (i + h, h), max(4, int(20 * s)))
        theme.blit_text(
            surf,
            "AGENTS, LOOK AWAY!",
            int(110 * s),
            (w // 2, h // 2 - int(60 * s)),
            theme.ACCENT,
            "serif",
            anchor="center",
            shadow=True,
        )
        assert self.peek is not None
        left = max(0.0, WARN_SECONDS - (time.monotonic() - self.peek["t0"]))
        theme.blit_text(
            surf,
            "The Directors' key appears in a moment \u2014 keep holding; release to hide it.",
            int(30 * s),
            (w // 2, h // 2 + int(50 * s)),
            theme.TEXT,
            anchor="center",
        )
        r = int(34 * s)
        c = (w // 2, h // 2 + int(140 * s))
        pygame.draw.circle(surf, (80, 30, 30), c, r, max(3, int(6 * s)))
        frac = 1 - left / WARN_SECONDS
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = c
        pygame.draw.arc(
            surf,
            theme.ACCENT,
            rect,
            math.pi / 2,
            math.pi / 2 + frac * 2 * math.pi,
            max(3, int(6 * s)),
        )

    # ------------------------------------------------------------------ drawing: shared board
    def draw_board(
        self,
        surf: pygame.Surface,
        geo: Geo,
        view: dict[str, Any],
        target: str,
        t: float,
        seat: int | None = None,
    ) -> None:
        self._draw_side(surf, geo, view)
        if geo.banner.height:
            self._draw_banner(surf, geo, view, target, seat)
        self._draw_grid(surf, geo, view, target, seat)
        if target == "dir":
            self._draw_dir_bottom(surf, geo, view)

    # -- sidebar
    def _draw_side(self, surf: pygame.Surface, geo: Geo, view: dict[str, Any]) -> None:
        s = geo.s
        side = geo.side
        coop = view["variant"] == "co-op"
        y = side.y
        ph = int(104 * s)
        for team in (view["starting_team"], other(view["starting_team"])):
            r = pygame.Rect(side.x, y, side.width, ph)
            turn = view["turn_team"] == team and view["phase"] != "over"
            theme.panel(surf, r, (16, 22, 30, 225), edge=KIND_COLOUR[team] if turn else None)
            if turn:
                pygame.draw.rect(
                    surf, TEXT_COLOUR[team], r, width=max(3, int(5 * s)), border_radius=12
                )
            em = assets.image(f"codenames/{EMBLEM[team]}.png", (int(76 * s), int(76 * s)))
            if em is not None:
                surf.blit(em, em.get_rect(midleft=(r.x + int(10 * s), r.centery)))
            name = TEAM_NAME[team]
            sub = ""
            if coop:
                sub = "your team" if team == view.get("player_team") else "simulated rival"
                if team != view.get("player_team") and view.get("rating"):
                    sub = f"your score: {view['left'][team]}"
            elif view["winner"] == team:
                sub = "winner"
            elif turn:
                sub = "to play"
            tx = r.x + int(96 * s)
            theme.blit_text(
                surf, name, int(26 * s), (tx, r.y + int(16 * s)), TEXT_COLOUR[team], "bold"
            )
            if sub:
                theme.blit_text(surf, sub, int(19 * s), (tx, r.y + int(54 * s)), theme.TEXT)
            left = view["left"][team]
            theme.blit_text(
                surf,
                str(left),
                int(60 * s),
                (r.right - int(16 * s), r.centery - int(8 * s)),
                TEXT_COLOUR[team],
                "serif",
                anchor="midright",
            )
            theme.blit_text(
                surf,
                "left",
                int(16 * s),
                (r.right - int(16 * s), r.bottom - int(8 * s)),
                theme.MUTED,
                anchor="bottomright",
            )
            y = r.bottom + int(10 * s)
        if view["options"].get("gauntlet") == "on":
            n = view["neutral_covered"]
            r = pygame.Rect(side.x, y, side.width, int(44 * s))
            theme.panel(surf, r, (30, 20, 10, 220), edge=theme.ACCENT if n >= 6 else None)
            label = f"Infinity Gauntlet: {n}/7 bystanders"
            size_px = int(19 * s)
            while size_px > 8 and theme.text(
                label, size_px, theme.ACCENT, "bold"
            ).get_width() > r.width - int(24 * s):
                size_px -= 1
            theme.blit_text(
                surf,
                label,
                size_px,
                (r.x + int(14 * s), r.centery),
                theme.ACCENT,
                "bold",
                anchor="midleft",
            )
            y = r.bottom + int(10 * s)
        hist = pygame.Rect(side.x, y, side.width, side.bottom - y)
        if hist.height > int(60 * s):
            self._draw_history(surf, hist, view, s)

    def _draw_history(
        self, surf: pygame.Surface, rect: pygame.Rect, view: dict[str, Any], s: float
    ) -> None:
        theme.panel(surf, rect, (12, 16, 22, 225))
        theme.blit_text(
            surf,
            "Clues",
            int(22 * s),
            (rect.x + int(14 * s), rect.y + int(10 * s)),
            theme.ACCENT,
            "bold",
        )
        y = rect.y + int(44 * s)
        size = int(18 * s)
        inner_w = rect.width - int(28 * s)
        x0 = rect.x + int(14 * s)
        entries = list(reversed(view["history"]))
        if not entries:
            theme.blit_text(surf, "No clue yet.", size, (x0, y), theme.MUTED)
            return
        for h in entries:
            team = h["team"]
            if h["simulated"]:
                g = h["guesses"][0]
                line = f"Rival covers {name_case(g['word'])}"
                if y + size * 1.4 > rect.bottom - int(8 * s):
                    break
                y = theme.blit_wrapped(
                    surf, line, size, pygame.Rect(x0, y, inner_w, size * 3), theme.MUTED
                )
                y += int(size * 0.35)
                continue
            head = f"{h['clue']['word']} {number_text(h['clue']['number'])}"
            if y + size * 2.8 > rect.bottom - int(8 * s):
                break
            chip = pygame.Rect(x0, y + int(2 * s), int(10 * s), int(size * 1.2))
            pygame.draw.rect(surf, TEXT_COLOUR[team], chip, border_radius=3)
            theme.blit_text(
                surf, head, int(22 * s), (x0 + int(18 * s), y), TEXT_COLOUR[team], "bold"
            )
            y += int(28 * s)
            # guessed words, each with a symbol of what it was (not colour alone)
            x = x0 + int(18 * s)
            for g in h["guesses"]:
                label = name_case(g["word"])
                w_txt = theme.text(label, size, theme.TEXT).get_width()
                need = int(size * 1.1) + w_txt + int(10 * s)
                if x + need > x0 + inner_w:
                    x = x0 + int(18 * s)
                    y += int(size * 1.35)
                if y + size > rect.bottom - int(8 * s):
                    break
                self._mark(surf, g["result"], pygame.Rect(x, y + 1, size, size))
                theme.blit_text(surf, label, size, (x + int(size * 1.1), y), theme.TEXT)
                x += need
            if not h["guesses"]:
                theme.blit_text(surf, "guessing\u2026", size, (x, y), theme.MUTED)
            y += int(size * 1.6)

    def _mark(self, surf: pygame.Surface, kind: str, r: pygame.Rect) -> None:
        """A small square naming a card's kind by colour and emblem (or letter)."""
        pygame.draw.rect(surf, KIND_COLOUR[kind], r, border_radius=3)
        pygame.draw.rect(surf, (240, 240, 240), r, 1, border_radius=3)
        em = EMBLEM.get(kind)
        if em:
            img = assets.image(f"codenames/{em}.png", (r.width, r.height))
            if img is not None:
                surf.blit(img, r)
        else:
            theme.blit_text(
                surf, "N", int(r.height * 0.8), r.center, (40, 30, 20), "bold", "center"
            )

    # -- banner
    def _draw_banner(
        self, surf: pygame.Surface, geo: Geo, view: dict[str, Any], target: str, seat: int | None
    ) -> None:
        s = geo.s
        b = geo.banner
        phase = view["phase"]
        team = view["turn_team"]
        theme.panel(
            surf,
            b,
            (12, 16, 22, 225),
            edge=KIND_COLOUR.get(team) if phase != "over" else theme.ACCENT,
        )
        pad = int(18 * s)
        if (
            phase == "clue"
            and self.entry_target(self.table.view, seat) == target
            and (target == "dir" or seat is not None)
        ):
            self._draw_entry(surf, geo, view, target)
            return
        big, small = int(52 * s), int(22 * s)
        if phase == "guess" and view["clue"]:
            clue = view["clue"]
            em = assets.image(f"codenames/{EMBLEM[team]}.png", (int(92 * s), int(92 * s)))
            x = b.x + pad
            if em is not None:
                surf.blit(em, em.get_rect(midleft=(x, b.centery)))
                x += int(104 * s)
            theme.blit_text(
                surf, f"{TEAM_NAME[team]} clue", small, (x, b.y + int(12 * s)), theme.MUTED, "bold"
            )
            r = theme.blit_text(
                surf,
                f"{clue['word']}  {number_text(clue['number'])}",
                int(64 * s),
                (x, b.y + int(40 * s)),
                TEXT_COLOUR[team],
                "serif",
            )
            clue_right = r.right
            left = clue.get("guesses_left")
            made = clue.get("guesses_made", 0)
            line1 = "no limit" if left is None else str(left)
            line2 = "guesses left" if left != 1 else "guess left"
            theme.blit_text(
                surf,
                line1,
                int(60 * s),
                (b.right - pad, b.y + int(8 * s)),
                theme.TEXT,
                "serif",
                "topright",
            )
            theme.blit_text(
                surf,
                line2 if left is not None else "guesses",
                small,
                (b.right - pad, b.bottom - int(14 * s)),
                theme.MUTED,
                anchor="bottomright",
            )
            if made == 0:
                # the hint never runs into a long clue: shorter wordings, or none
                right = b.right - pad - int(190 * s)
                for hint in (
                    "Agents: click a card to guess (at least one guess)",
                    "Click a card to guess",
                ):
                    if right - theme.text(hint, int(20 * s)).get_width() > clue_right + int(24 * s):
                        theme.blit_text(
                            surf,
                            hint,
                            int(20 * s),
                            (right, b.bottom - int(14 * s)),
                            theme.TEXT,
                            anchor="bottomright",
                        )
                        break
            return
        if phase == "over":
            res = view.get("result") or {}
            win = view.get("winner")
            coop = view["variant"] == "co-op"
            if coop:
                title = "Mission accomplished!" if res.get("winners") else "Mission failed"
            else:
                title = f"{TEAM_NAME.get(win or '', 'Nobody')} wins!"
            colour = TEXT_COLOUR.get(win or "", theme.ACCENT) if not coop else theme.ACCENT
            theme.blit_text(surf, title, big, (b.x + pad, b.y + int(10 * s)), colour, "serif")
            theme.blit_wrapped(
                surf,
                str(res.get("text", "")),
                small,
                pygame.Rect(
                    b.x + pad, b.y + int(74 * s), b.width - 2 * pad, b.height - int(78 * s)
                ),
                theme.TEXT,
            )
            if coop and view.get("rating") and res.get("winners"):
                score = view["left"][other(view["player_team"])]
                theme.blit_text(
                    surf,
                    f"Score {score}",
                    int(48 * s),
                    (b.right - pad, b.y + int(12 * s)),
                    theme.ACCENT,
                    "serif",
                    anchor="topright",
                )
            return
        if phase == "clue":
            head = f"{TEAM_NAME[team]}'s Director is choosing a clue\u2026"
            sub = "Agents, wait for the clue."
            if (
                target == "main"
                and self.dwin.is_open
                and self.clue_seat(self.table.view) is not None
            ):
                sub = "The Director types the clue in the Director window."
        elif phase == "approve":
            head = f"{TEAM_NAME[team]}'s Director asks: is the clue one word?"
            pending = view.get("pending_clue")
            if pending:
                sub = (
                    f"Doubtful clue: {pending['word']} {number_text(pending['number'])} \u2014 "
                    f"{TEAM_NAME[other(team)]}'s Director, allow or refuse it."
                )
            elif target == "main" and self.dwin.is_open:
                sub = f"{TEAM_NAME[other(team)]}'s Director decides in the Director window."
            else:
                sub = (
                    f"{TEAM_NAME[other(team)]}'s Director: hold Tab (Agents, look away) to read it, "
                    "then Allow or Refuse."
                )
        elif phase == "rival":
            head = f"The simulated {TEAM_NAME[team]} covers one of its cards"
            if target == "dir":
                sub = f"Click a {TEAM_NAME[team]} card (marked) to cover it for the rival."
            elif self.dwin.is_open:
                sub = "The Director picks it in the Director window."
            elif view.get("key"):
                sub = f"Director: click a {TEAM_NAME[team]} card to cover it."
            else:
                sub = f"Director: hold Tab (Agents, look away) and click a {TEAM_NAME[team]} card."
        else:
            head, sub = "", ""
        theme.blit_text(surf, head, int(36 * s), (b.x + pad, b.y + int(22 * s)), theme.TEXT, "bold")
        theme.blit_wrapped(
            surf,
            sub,
            small,
            pygame.Rect(b.x + pad, b.y + int(74 * s), b.width - 2 * pad, b.height - int(78 * s)),
            theme.MUTED,
        )

    def _draw_entry(
        self, surf: pygame.Surface, geo: Geo, view: dict[str, Any], target: str
    ) -> None:
        s = geo.s
        b = geo.banner
        pad = int(16 * s)
        rects: dict[str, Any] = {}
        box = pygame.Rect(
            b.x + pad, b.y + int(12 * s), int(min(560 * s, b.width * 0.46)), int(62 * s)
        )
        self.entry.rect = box
        self.entry.draw(surf, int(38 * s))
        give = pygame.Rect(box.right + int(14 * s), box.y, int(210 * s), box.height)
        ready = bool(self.entry.text.strip()) and self.number is not None
        pygame.draw.rect(surf, (235, 180, 50) if ready else (90, 90, 90), give, border_radius=10)
        pygame.draw.rect(surf, (0, 0, 0), give, 2, border_radius=10)
        theme.blit_text(
            surf,
            "Give clue",
            int(26 * s),
            give.center,
            (25, 20, 10) if ready else (40, 40, 40),
            "bold",
            "center",
        )
        rects["give"] = give
        # the number picker
        y = box.bottom + int(10 * s)
        lab = theme.blit_text(
            surf, "Number:", int(20 * s), (box.x, y + int(8 * s)), theme.MUTED, "bold"
        )
        x = lab.right + int(12 * s)
        bw, bh = int(48 * s), int(40 * s)
        nums = []
        for n in self.numbers(view):
            label = number_text(n)
            r = pygame.Rect(x, y, bw if n != "unlimited" else int(60 * s), bh)
            sel = self.number == n
            pygame.draw.rect(surf, theme.ACCENT if sel else (52, 66, 84), r, border_radius=8)
            pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=8)
            theme.blit_text(
                surf,
                label,
                int(24 * s),
                r.center,
                (20, 20, 20) if sel else theme.TEXT,
                "bold",
                "center",
            )
            nums.append((r, n))
            x = r.right + int(6 * s)
        rects["numbers"] = nums
        # hint or the engine's reason for a refusal
        msg_rect = pygame.Rect(
            give.right + int(16 * s),
            b.y + int(10 * s),
            b.right - give.right - int(30 * s),
            int(68 * s),
        )
        if self.entry_error:
            theme.blit_wrapped(surf, self.entry_error, int(17 * s), msg_rect, (255, 130, 120))
        else:
            hint = "Type one word, pick a number, press Give clue (or Enter)."
            if view.get("can_ask_rival"):
                hint += " A doubtful clue (spaces, hyphens) goes to the rival Director."
            theme.blit_wrapped(surf, hint, int(17 * s), msg_rect, theme.MUTED)
        if target == "main" and not self.key_open_main(self.table.view):
            theme.blit_text(
                surf,
                "Hold Tab to see the key",
                int(18 * s),
                (b.right - int(14 * s), b.bottom - int(12 * s)),
                (255, 140, 130),
                "bold",
                anchor="bottomright",
            )
        self.rects[target] = {**self.rects.get(target, {}), **rects}

    # -- grid
    def _draw_grid(
        self, surf: pygame.Surface, geo: Geo, view: dict[str, Any], target: str, seat: int | None
    ) -> None:
        key = view.get("key")
        pictures = bool(view.get("pictures"))
        w, h = geo.card
        now = time.monotonic()
        hover = self.hover.get(target)
        phase = view["phase"]
        clickable = False
        if target == "main" and seat is not None:
            clickable = phase == "guess" and self.seat_role(view, seat) == "agent"
        rival = other(view.get("player_team") or view["turn_team"]) if phase == "rival" else None
        for cell, r in zip(view["grid"], geo.cells):
            i = cell["index"]
            theme.shadow(surf, r, radius=10, offset=int(5 * geo.s))
            surf.blit(self.card_face(cell["word"], cell["kind"], (w, h), pictures), r)
            cover = cell["cover"]
            kind = key[i] if key else None
            if cover is None:
                if kind is not None:
                    surf.blit(self.key_marks(kind, (w, h)), r)
                can_click = clickable or (
                    rival is not None and kind == rival and (target == "dir" or key is not None)
                )
                if hover == i and can_click:
                    theme.glow(surf, r, theme.GLOW, t=now)
                continue
            csurf = self.cover_face(cover, cell["word"], (w, h))
            t0 = self.anims.get(i)
            if t0 is not None and now - t0 < COVER_SECONDS:
                k = (now - t0) / COVER_SECONDS
                e = 1 - (1 - k) ** 3
                dy = int(-(1 - e) * h * 0.6)
                csurf.set_alpha(int(255 * min(1.0, k * 2.5)))
                surf.blit(csurf, r.move(0, dy))
                csurf.set_alpha(255)
            else:
                surf.blit(csurf, r)

    def _draw_dir_bottom(self, surf: pygame.Surface, geo: Geo, view: dict[str, Any]) -> None:
        s = geo.s
        rects = self.rects["dir"]
        rects.pop("allow", None)
        rects.pop("refuse", None)
        y = geo.bottom.y + int(12 * s)
        x = geo.bottom.x
        seat = self.dir_seat(self.table.view)
        if view["phase"] == "approve" and seat is not None and view.get("pending_clue"):
            for name, label, primary in (
                ("allow", "Allow clue", True),
                ("refuse", "Refuse clue", False),
            ):
                r = pygame.Rect(x, y, int(220 * s), int(52 * s))
                pygame.draw.rect(
                    surf, (235, 180, 50) if primary else (52, 66, 84), r, border_radius=10
                )
                pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=10)
                theme.blit_text(
                    surf,
                    label,
                    int(22 * s),
                    r.center,
                    (25, 20, 10) if primary else theme.TEXT,
                    "bold",
                    "center",
                )
                rects[name] = r
                x = r.right + int(12 * s)
        msg = self._dir_error or self.dwin_note
        if msg:
            theme.blit_wrapped(
                surf,
                msg,
                int(18 * s),
                pygame.Rect(x + int(10 * s), y, geo.bottom.right - x - int(10 * s), int(60 * s)),
                (255, 130, 120),
            )

    # ------------------------------------------------------------------ card surfaces (cached)
    def card_face(
        self, word: str, kind: str, size: tuple[int, int], pictures: bool
    ) -> pygame.Surface:
        ck = ("face", word, kind, size, pictures)
        surf = self.cache.get(ck)
        if surf is not None:
            return surf
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        base = assets.image("codenames/word_card.png", size)
        if base is not None:
            surf.blit(base, (0, 0))
        else:
            pygame.draw.rect(surf, (236, 226, 200), surf.get_rect(), border_radius=max(4, w // 20))
        # a larger word box than the sprite's, so the word can be read from across the room
        box = pygame.Rect(int(w * 0.06), int(h * 0.43), int(w * 0.88), int(h * 0.49))
        pygame.draw.rect(surf, (250, 246, 234), box, border_radius=max(3, w // 30))
        pygame.draw.rect(
            surf, (150, 130, 100), box, max(1, w // 160), border_radius=max(3, w // 30)
        )
        # long words are set a little condensed (up to SQUEEZE) rather than much smaller
        room = box.width - int(w * 0.05)
        lines, size_px = fit_word(word, int(room / SQUEEZE), box.height - int(h * 0.04))
        lh = int(size_px * 1.02)
        y = box.centery - lh * len(lines) // 2
        for line in lines:
            ts = theme.text(line, size_px, (24, 22, 30), "bold")
            if ts.get_width() > room:
                ts = pygame.transform.smoothscale(ts, (room, ts.get_height()))
            surf.blit(ts, ts.get_rect(midtop=(box.centerx, y)))
            y += lh
        top = pygame.Rect(int(w * 0.24), int(h * 0.11), int(w * 0.52), int(h * 0.15))
        if pictures:
            self._picture(
                surf,
                word,
                kind,
                pygame.Rect(int(w * 0.25), int(h * 0.03), int(w * 0.5), int(h * 0.39)),
            )
        else:
            # the word upside down in the top box, as printed on the real cards
            small = max(8, int(top.height * 0.6))
            ts = theme.text(word, small, (110, 95, 70), "bold")
            if ts.get_width() > top.width - 6:
                ts = pygame.transform.smoothscale(
                    ts,
                    (
                        top.width - 6,
                        max(4, int(ts.get_height() * (top.width - 6) / ts.get_width())),
                    ),
                )
            ts = pygame.transform.rotate(ts, 180)
            surf.blit(ts, ts.get_rect(center=top.center))
        self.cache[ck] = surf
        return surf

    def _picture(self, surf: pygame.Surface, word: str, kind: str, r: pygame.Rect) -> None:
        """A simple icon per asset kind, drawn with shapes (no artwork), tinted per word."""
        hue = PICTURE_HUES[zlib.crc32(word.encode()) % len(PICTURE_HUES)]
        dark = tuple(max(0, c - 70) for c in hue)
        cx, cy = r.center
        u = min(r.width, r.height) / 2
        lw = max(1, int(u / 12))

        def person(x: float, y: float, k: float) -> None:
            pygame.draw.circle(surf, hue, (int(x), int(y - 0.35 * k)), int(0.28 * k))
            pygame.draw.circle(surf, dark, (int(x), int(y - 0.35 * k)), int(0.28 * k), lw)
            body = pygame.Rect(0, 0, int(0.9 * k), int(0.7 * k))
            body.midtop = (int(x), int(y - 0.02 * k))
            pygame.draw.rect(
                surf,
                hue,
                body,
                border_top_left_radius=int(0.4 * k),
                border_top_right_radius=int(0.4 * k),
            )
            pygame.draw.rect(
                surf,
                dark,
                body,
                lw,
                border_top_left_radius=int(0.4 * k),
                border_top_right_radius=int(0.4 * k),
            )

        if kind == "character":
            person(cx, cy, u * 1.45)
        elif kind == "team":
            person(cx - u * 0.75, cy + u * 0.15, u * 1.05)
            person(cx + u * 0.75, cy + u * 0.15, u * 1.05)
            person(cx, cy - u * 0.05, u * 1.3)
        elif kind == "place":
            base = pygame.Rect(0, 0, int(u * 1.3), int(u * 0.8))
            base.midbottom = (cx, int(cy + u * 0.85))
            pygame.draw.rect(surf, hue, base)
            pygame.draw.rect(surf, dark, base, lw)
            roof = [
                (base.left - int(u * 0.15), base.top),
                (cx, int(cy - u * 0.85)),
                (base.right + int(u * 0.15), base.top),
            ]
            pygame.draw.polygon(surf, dark, roof)
            door = pygame.Rect(0, 0, int(u * 0.34), int(u * 0.5))
            door.midbottom = base.midbottom
            pygame.draw.rect(surf, (250, 240, 220), door)
        else:  # item: a cut gem
            pts = [
                (cx, int(cy - u * 0.85)),
                (int(cx + u * 0.8), int(cy - u * 0.15)),
                (cx, int(cy + u * 0.9)),
                (int(cx - u * 0.8), int(cy - u * 0.15)),
            ]
            pygame.draw.polygon(surf, hue, pts)
            pygame.draw.polygon(surf, dark, pts, lw)
            pygame.draw.line(surf, dark, pts[1], pts[3], lw)
            pygame.draw.line(
                surf,
                (255, 255, 255),
                (cx, pts[0][1] + lw * 2),
                (int(cx - u * 0.3), int(cy - u * 0.2)),
                lw,
            )

    def key_marks(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """What the key says about an uncovered card: a coloured frame, the kind's name in the
        top box and its emblem (shape and text, not colour alone)."""
        ck = ("key", kind, size)
        surf = self.cache.get(ck)
        if surf is not None:
            return surf
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        col = KIND_COLOUR[kind]
        bw = max(4, int(h * 0.075))
        pygame.draw.rect(
            surf, (*col, 235), surf.get_rect(), width=bw, border_radius=max(4, w // 22)
        )
        pill = pygame.Rect(int(w * 0.2), int(h * 0.08), int(w * 0.6), int(h * 0.22))
        pygame.draw.rect(surf, (*col, 245), pill, border_radius=pill.height // 2)
        fg = (40, 30, 20) if kind == "neutral" else (250, 250, 250)
        size_px = int(pill.height * 0.62)
        label = KIND_LABEL[kind]
        while size_px > 6 and theme.text(label, size_px, fg, "bold").get_width() > pill.width - 8:
            size_px -= 1
        theme.blit_text(surf, label, size_px, pill.center, fg, "bold", "center")
        em = EMBLEM.get(kind)
        if em:
            e = int(h * 0.3)
            img = assets.image(f"codenames/{em}.png", (e, e))
            if img is not None:
                surf.blit(img, (int(w * 0.02), int(h * 0.03)))
                surf.blit(img, (w - e - int(w * 0.02), int(h * 0.03)))
        self.cache[ck] = surf
        return surf

    def cover_face(self, cover: dict[str, Any], word: str, size: tuple[int, int]) -> pygame.Surface:
        name = str(cover.get("name", "Neutral"))
        kind = str(cover.get("card", "neutral"))
        ck = ("cover", name, kind, word, size)
        surf = self.cache.get(ck)
        if surf is not None:
            return surf
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        img = assets.image(f"codenames/{COVER_SPRITE.get(name, 'cover_neutral')}.png", size)
        if img is not None:
            surf.blit(img, (0, 0))
        else:
            pygame.draw.rect(
                surf, KIND_COLOUR.get(kind, (120, 120, 120)), surf.get_rect(), border_radius=10
            )
        if name == "Infinity Gauntlet":
            e = int(h * 0.5)
            g = assets.image("codenames/emblem_assassin.png", (e, e))
            if g is not None:
                surf.blit(g, g.get_rect(center=(w // 2, int(h * 0.42))))
        if name == "Double Agent" and kind in EMBLEM:
            self._mark(
                surf, kind, pygame.Rect(int(w * 0.05), int(h * 0.07), int(h * 0.2), int(h * 0.2))
            )
        # the word stays readable on a strip, for the history of the game
        strip = pygame.Rect(int(w * 0.04), int(h * 0.76), int(w * 0.92), int(h * 0.19))
        label = word if name != "Infinity Gauntlet" else f"{word} \u2014 GAUNTLET"
        # the largest size that fits, bold then condensed bold; never cut at both ends
        room = strip.width - 10
        size_px = int(strip.height * 0.62)
        font = "bold"
        fit = theme.fit_px(label, size_px, room, font)
        if theme.text_width(label, fit, font) > room:
            font = "cond_bold"
            fit = theme.fit_px(label, size_px, room, font)
        fit, shown = theme.fit_text(label, fit, room, font)
        lines = [shown]
        if shown != label:  # one line would cut it: two lines on a taller strip
            tall = pygame.Rect(strip.x, int(h * 0.5), strip.width, strip.bottom - int(h * 0.5))
            two, px = fit_word(label, room, tall.height)
            if len(two) > 1:
                strip, lines, fit, font = tall, two, px, "bold"
        band = pygame.Surface(strip.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (0, 0, 0, 150), band.get_rect(), border_radius=strip.height // 3)
        surf.blit(band, strip)
        lh = assets.font(fit, font).get_linesize()
        y0 = strip.centery - lh * len(lines) // 2 + lh // 2
        for i, line in enumerate(lines):
            theme.blit_text(
                surf, line, fit, (strip.centerx, y0 + i * lh), (250, 250, 250), font, "center"
            )
        self.cache[ck] = surf
        return surf


def fit_word(word: str, width: int, height: int) -> tuple[list[str], int]:
    """The word's lines (one, or two split at a space or hyphen) and the largest bold font size
    that fits ``width`` x ``height``."""
    options: list[list[str]] = [[word]]
    parts = re.findall(r"[^ \-]+-?", word)
    if len(parts) >= 2:
        # every way to cut the word's parts into two lines, then into three
        for c in range(1, len(parts)):
            options.append(
                [" ".join(parts[:c]).replace("- ", "-"), " ".join(parts[c:]).replace("- ", "-")]
            )
    if len(parts) >= 3:
        for a in range(1, len(parts) - 1):
            for b in range(a + 1, len(parts)):
                options.append(
                    [" ".join(p).replace("- ", "-") for p in (parts[:a], parts[a:b], parts[b:])]
                )
    best: tuple[list[str], int] = ([word], 8)
    for lines in options:
        lines = [x.strip() for x in lines]
        cap = int(height / (len(lines) * 1.02))
        size = min(cap, int(height * 0.62))
        while size > 8:
            f = assets.font(size, "bold")
            if (
                max(f.size(x)[0] for x in lines) <= width
                and f.get_linesize() * len(lines) <= height * 1.18
            ):
                break
            size -= 1
        if size > best[1]:
            best = (lines, size)
    return best
