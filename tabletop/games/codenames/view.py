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
- "Director window" opens a second OS window (``tabletop.ui.parts.second_window``) that draws a
  Director's view with the key; while it is open the Directors give clues, approve doubtful
  clues and cover rival cards (co-op) there, the main window never shows the key, and the
  table's hand-over curtain for a Director is lifted at once (the TV shows nothing private).

Gestures: Agents click a card to guess it and press Stop; the Director types a clue (letters;
spaces, hyphens and apostrophes only when a doubtful clue may be put to the rival), picks a
number (digit keys or buttons) and presses Give clue (or Enter). The view hands a typed clue
and a click in the Director window to the table (``handle_event``), which submits it; the engine
judges every move, and a refused one shows the engine's reason under the clue box or in the
Director window (``refused``: it may name the key), never on the TV.

What lies where is declared (``placed``, ``gestures``); the grid's look, the banner and the
sidebar are painted (``board``, ``paint``).
"""

from __future__ import annotations

import threading
import time
from typing import Any, cast

import pygame

from tabletop.engine.actions import Action
from tabletop.games.codenames import (
    board,
    cluebanner,
    dirwin,
    entry,
    gestures,
    names,
    plates,
    rooms,
)
from tabletop.games.codenames.board import WARN_SECONDS
from tabletop.games.codenames.movenames import people_named
from tabletop.games.codenames.paint import (
    COVER_SECONDS,
    TEAM_NAME,
    Faces,
    Geo,
    badge_room,
    double_agent_note,
    name_case,
    number_text,
    other,
)
from tabletop.games.codenames.rules.types import CodenamesView, typed
from tabletop.ui import theme
from tabletop.ui.components.textinput import TextInput
from tabletop.ui.parts.gameview import GameView
from tabletop.ui.parts.layout import ButtonItem, Card, CardItem, LabelItem, Layout
from tabletop.ui.parts.second_window import SecondWindow
from tabletop.ui.parts.second_window import supported as second_window_supported

__all__ = [
    "GAME",
    "WARN_SECONDS",
    "View",
    "name_case",
    "other",
    "second_window_supported",
    "theme",
]

GAME = "codenames"


class WordCard(CardItem):
    """A grid card: public, and big enough to read where it lies (no zoom on it)."""

    def readable(self) -> Card | None:
        return None


class View(Faces, GameView):
    #: the result is a team's win: no standings per seat
    standings = False

    game_name = GAME

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.entry = TextInput(self._allowed_char, max_len=30, placeholder="Type a clue")
        self.number: int | str | None = None
        self.entry_error = ""
        self._preloading = False  # the word data for the end's clue notes is loading
        self.entry_turn: tuple[Any, ...] | None = None
        self.peek: dict[str, Any] | None = None
        self.dwin = SecondWindow()
        self.dwin_note = ""
        self.dwin_back = False  # shut for an Agent's turn (one display): back for a Director
        self.dwin_opener: int | None = None  # the Director on whose screen it opened
        self.anims: dict[int, float] = {}
        self.hover: dict[str, int | None] = {"main": None, "dir": None}
        self.rects: dict[str, dict[str, Any]] = {"main": {}, "dir": {}}
        self.cache: dict[tuple[Any, ...], pygame.Surface] = {}
        self.label_strips: dict[tuple[str, str, tuple[int, int]], pygame.Rect] = {}
        self.last_shown: dict[str, Any] | None = None
        self._dir_sig: Any = None
        self._dir_error = ""
        #: the move handed to the table last and the window it was made in ("main", "dir")
        self._given: tuple[Action, str] | None = None
        self.geo = Geo(pygame.Rect(0, 0, 1280, 720), 1.0)
        #: the clue history panel as drawn last, and how many of its newest clues are
        #: scrolled past (the mouse wheel over it)
        self.clue_panel = pygame.Rect(0, 0, 0, 0)
        #: the Clues list's heading and lines as last drawn (the panel's empty foot is not in it)
        self.clue_lines = pygame.Rect(0, 0, 0, 0)
        self.clue_scroll = 0
        #: the game over: the end panel lies at the left, the grid beside it (``rooms.end_geo``)
        self.end_left = False

    # ------------------------------------------------------------------ geometry
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.cache.clear()
        self.geo = self._geo_main(False)

    def _geo_main(self, over: bool) -> Geo:
        if over and not getattr(self.table, "frozen", False):
            # the table's end panel (result, rating, Play again) sits at the bottom and says
            # who won: no banner, the grid moves up and ends above the panel, as tall as it
            # is drawn (at 200 % it hid the revealed key's bottom row)
            return rooms.end_geo(self)
        view = getattr(self.table, "view", None)
        entry = view is None or bool(self.human_directors(typed(view)))
        folded = bool(getattr(self.table, "log_folded", False))
        return rooms.main_geo(self, typed(view) if view else None, folded, entry)

    def end_anchor(self) -> tuple[int, int]:
        """The end panel at the table's foot: under the grid, or at the left under the Clues
        list where that leaves the grid larger cards (``rooms.end_geo``)."""
        return rooms.end_anchor(self) or super().end_anchor()

    def toast_room(self, view: dict[str, Any]) -> pygame.Rect | None:
        return rooms.toast_room(self)

    def folds_log(self, size: tuple[int, int], log_w: int) -> bool:
        return rooms.folds_log(self, size, log_w)

    # ------------------------------------------------------------------ who may see what
    def humans(self) -> list[int]:
        return list(self.table.session.humans())

    def seat_role(self, view: CodenamesView, seat: int | None) -> str | None:
        seats = view["seats"]
        if seat is None or not 0 <= seat < len(seats):
            return None
        return seats[seat]["role"]

    def human_directors(self, view: CodenamesView) -> list[int]:
        return [h for h in self.humans() if self.seat_role(view, h) == "director"]

    def no_human_agents(self, view: CodenamesView) -> bool:
        # vacuously true with no human at all (bots only: nobody to hide the key from)
        return all(self.seat_role(view, h) == "director" for h in self.humans())

    def needs_curtain(self, seat: int) -> bool:
        """No hand-over while the Director window has the key (``dirwin.needs_curtain``)."""
        return dirwin.needs_curtain(self, seat)

    def focus_starts_nowhere(self, view: dict[str, Any], seat: int | None) -> bool:
        """An Agent's fresh board: no card focused (a second Enter guessed one nobody chose)."""
        return view.get("phase") == "guess" and self.seat_role(typed(view), seat) == "agent"

    curtain_look_away = dirwin.curtain_look_away  # an Agent's board: nothing secret

    def curtain_shows(self, view: dict[str, Any], seat: int | None) -> str:
        """Nobody has cards: an Agent's board, or a Director's screen (the key on Tab)."""
        return "my board" if self.seat_role(typed(view), seat) == "agent" else "my screen"

    def peek_showing(self) -> bool:
        return self.peek is not None and time.monotonic() - self.peek["t0"] >= WARN_SECONDS

    def peek_warning(self) -> bool:
        return self.peek is not None and not self.peek_showing()

    def key_open_main(self, view: CodenamesView) -> bool:
        """May the main window show the key in ``view`` (if the view has it at all)?"""
        if view.get("key") is None:
            return False
        if view["phase"] == "over":
            return True
        if self.dwin.is_open:
            return False
        return self.no_human_agents(view) or self.peek_showing()

    def can_peek(self, view: CodenamesView) -> bool:
        return (
            view.get("key") is not None
            and view["phase"] != "over"
            and not self.dwin.is_open
            and not self.no_human_agents(view)
        )

    def shown_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """The view the main window draws: the Agents' view unless the key may be shown."""
        if self.key_open_main(typed(view)):
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

    def numbers(self, view: CodenamesView) -> list[int | str]:
        mode = view["options"].get("clues", "normal")
        out: list[int | str] = list(range(1, 10))
        if mode in ("zero", "unlimited-zero"):
            out.insert(0, 0)
        if mode in ("unlimited", "unlimited-zero"):
            out.append("unlimited")
        return out

    def clue_seat(self, view: CodenamesView) -> int | None:
        """The human Director who must give a clue now (whatever window they use)."""
        if view["phase"] != "clue":
            return None
        active = [s for s in view["active"] if s in self.humans()]
        return active[0] if active else None

    def entry_target(self, view: CodenamesView, seat: int | None) -> str | None:
        """Where the clue entry is shown: ``main``, ``dir`` (Director window) or nowhere."""
        d = self.clue_seat(view)
        if d is None:
            return None
        if self.dwin.is_open:
            return "dir"
        return "main" if seat == d else None

    def _sync_entry(self, view: CodenamesView) -> None:
        turn = (view["turn"], view["phase"], view["turn_team"], len(view["history"]))
        if turn != self.entry_turn:
            self.entry_turn = turn
            self.entry.clear()
            self.number = None
            self.entry_error = ""
            self.entry.focus = view["phase"] == "clue"

    def give_clue(self, seat: int) -> Action | None:
        """The clue typed in the box, for the table to submit (None: not ready, and why)."""
        word = self.entry.text.strip()
        if not word or self.number is None:
            self.entry_error = (
                "Type your clue word first."
                if not word
                else "Pick the number of your clue: a number button (or a digit key)."
            )
            self.table.sound("invalid")
            return None
        unknown = self._unknown_to_bots(word)
        if unknown:
            self.entry_error = unknown
            self.table.sound("invalid")
            return None
        self.entry_error = ""
        self.entry.focus = False
        number, self.number = self.number, None  # the next clue needs its own number
        return Action(seat, "clue", (word, number))

    def pick_number(self, n: int | str) -> None:
        """The clue's number is picked: a "pick the number" message has been answered."""
        self.number = n
        if self.entry_error.startswith("Pick the number"):
            self.entry_error = ""

    def _unknown_to_bots(self, word: str) -> str:
        """What a computer Agent says of a one-word clue it does not know (else "")."""
        session = getattr(self.table, "session", None)
        for bot in getattr(session, "bots", {}).values():
            says = getattr(bot, "refusal", None)
            if says is not None and " " not in word.strip() and says(word):
                return str(says(word))
        return ""

    @property
    def typing(self) -> bool:
        """The clue box has the keyboard (the app's global keys such as M are off)."""
        view = getattr(self.table, "view", None)
        if not view or view["phase"] != "clue":
            return False
        self._sync_entry(view)
        seat = self.table.acting_seat() if self.table.curtain_for is None else None
        return self.entry.focus and self.entry_target(view, seat) is not None

    def typing_words(self) -> str:
        return entry.typing_words(self)

    def typing_short(self) -> str:
        return entry.TYPING_SHORT if entry.typing_words(self) else ""

    def badge_room(self, view: dict[str, Any], rect: pygame.Rect) -> pygame.Rect | None:
        cells = self.geo.cells
        i = next((i for i, r in enumerate(cells) if r == rect), None)
        word = "" if i is None else view["grid"][i]["word"]
        return None if i is None else badge_room(self.geo, i, word, bool(view.get("pictures")))

    def typing_key(self) -> Any:
        return ("clue", "box") if entry.typing_words(self) else None

    # ------------------------------------------------------------------ events
    def handle_event(
        self, event: pygame.event.Event, view: dict[str, Any], seat: int | None
    ) -> bool | Action:
        """The peek, the Director window's button and its own events, and the clue box; a
        typed clue or a move made in the Director window goes back to the table."""
        if self.dwin.is_open:
            if self.dwin.handle_close(event):
                self.close_director_window()
                return True
            if self.dwin.owns(event):
                return self._given_in("dir", self._dir_event(event)) or True
        v = typed(view)
        self._sync_entry(v)
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE) and self.peek:
            if event.type == pygame.WINDOWFOCUSLOST:
                self.peek = None
            return False
        if self._peek_event(event, v):
            return True
        dwin_r = self.rects["main"].get("dwin")
        if dwin_r is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.button == 1 and dwin_r.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.toggle_director_window()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover["main"], self.pointer = self.geo.cell_at(event.pos), event.pos
            return False
        if event.type == pygame.MOUSEWHEEL and self.clue_panel.collidepoint(pygame.mouse.get_pos()):
            # the clue history scrolls: down shows older clues, up the newer again
            self.clue_scroll = board.scroll_clues(self.clue_scroll, v["history"], -int(event.y))
            return True
        if self.entry_target(v, seat) == "main" and seat is not None:
            used = entry.entry_event(self, event, "main", seat)
            return self._given_in("main", used if isinstance(used, Action) else None) or used
        return False

    def _peek_event(self, event: pygame.event.Event, view: CodenamesView) -> bool:
        """Hold Tab or the "Hold to see the key" button (a Director, Agents looking away)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            if not self.can_peek(view):
                return False  # nothing to peek at: Tab moves the table's keyboard focus
            if self.peek is None:
                self.peek = {"t0": time.monotonic(), "by": "key"}
            return True
        if event.type == pygame.KEYUP and event.key == pygame.K_TAB:
            if self.peek and self.peek["by"] == "key":
                self.peek = None
            return True
        peek_r = self.rects["main"].get("peek")
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if peek_r is not None and peek_r.collidepoint(event.pos) and self.can_peek(view):
                self.peek = {"t0": time.monotonic(), "by": "mouse"}
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek:
            if self.peek["by"] == "mouse":
                self.peek = None
                return True
        return False

    def _given_in(self, where: str, action: Action | None) -> Action | None:
        """``action`` (made in window ``where``) goes to the table; its refusal comes back."""
        if action is not None:
            self._given = (action, where)
            if where == "dir":
                self._dir_error = ""
        return action

    def refused(self, action: Action, reason: str) -> bool:
        """A refused clue reads under the clue box (of whichever window has it); any other move
        made in the Director window is refused there: the reason may name the key."""
        given, self._given = self._given, None
        if given is None or given[0] != action:
            return False
        if action.verb == "clue":
            self.entry_error = reason
            self.entry.focus = True
            self.number = action.args[1]  # the refused clue's number, to mend its word
            return True
        if given[1] == "dir":
            self._dir_error = reason
            self._dir_sig = None
            return True
        return False

    def close_director_window(self) -> None:
        """Closed (its button, Esc, its title bar or the table's button): the table has the
        keyboard again."""
        self.dwin.close()
        self.peek = None
        self.dwin_back = False
        # its opening note goes with it (still up, it said the TV never shows the key)
        self.table.toasts.drop("Director window open")
        self.table.refresh()

    def toggle_director_window(self) -> None:
        dirwin.toggle(self)  # opened only on a human Director's own screen

    # ------------------------------------------------------------------ the Director window
    def dir_seat(self, view: CodenamesView) -> int | None:
        """The human Director the Director window acts for now (an active one first)."""
        directors = self.human_directors(view)
        for s in view["active"]:
            if s in directors:
                return int(s)
        return None

    def dir_view(self) -> CodenamesView | None:
        seat = dirwin.window_seat(self, self.table.view)  # whose window it is now
        return None if seat is None else typed(self.table.game.view(seat))

    def _dir_event(self, event: pygame.event.Event) -> Action | None:
        """An event of the Director window: the clue box, Allow/Refuse, a rival card covered
        (the move it makes, for the table)."""
        self._dir_sig = None
        if dirwin.closes(self, event):
            self.close_director_window()
            return None
        dview = self.dir_view()
        if dview is None:
            return None
        self._sync_entry(dview)
        seat = self.dir_seat(self.table.view)
        geo = self._geo_dir()
        if event.type == pygame.MOUSEMOTION:
            self.hover["dir"] = geo.cell_at(event.pos)
            return None
        if seat is None:
            return None
        phase = dview["phase"]
        if phase == "clue":
            used = entry.entry_event(self, event, "dir", seat)
            return used if isinstance(used, Action) else None
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return None
        if phase == "approve":
            for name in ("allow", "refuse"):
                r = self.rects["dir"].get(name)
                if r is not None and r.collidepoint(event.pos):
                    return Action(seat, name)
            return None
        i = geo.cell_at(event.pos) if phase == "rival" else None
        return None if i is None else Action(seat, "cover", (i,))

    def _geo_dir(self) -> Geo:
        return dirwin.geo(self.dwin.size)

    def draw_director_window(self) -> None:
        surf = self.dwin.surface()
        dview = self.dir_view()
        if surf is None or dview is None:
            return
        self._sync_entry(dview)
        geo = self._geo_dir()
        surf.fill((14, 20, 26))
        close = dirwin.draw_title(surf, geo, dirwin.doing(self, self.table.view))
        board.draw_board(self, surf, geo, dview, "dir", time.monotonic())
        self.rects["dir"]["close"] = close
        self.dwin.flip()

    # ------------------------------------------------------------------ table hooks
    def update(self, now: float) -> None:
        table = self.table
        if not self._preloading and table.game.log:
            # the clues' explanation at the end needs the word data: loaded during play
            self._preloading = True
            threading.Thread(target=_load_word_data, daemon=True).start()
        dirwin.follow(self)  # shut for an Agent's turn: back for a Director (one display)
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

    def end_title(self, view: dict[str, Any]) -> str | None:
        """Playing against the simulated rival, its win is a team's, not nobody's."""
        winner = view.get("winner")
        if view.get("result") and winner in TEAM_NAME:
            return f"{TEAM_NAME[winner]} wins"
        return None

    def end_notes(self, view: dict[str, Any]) -> list[tuple[str, tuple[int, int, int]]]:
        """Once the game is over (the key is public then): what each clue meant."""
        v = typed(view)
        if not v.get("result") or not v.get("key"):
            return []
        from tabletop.games.codenames.wordassoc import explain_clues

        grid = [c["word"] for c in v["grid"]]
        history = cast(list[dict[str, Any]], v["history"])
        # a person's clue: what they meant is theirs to say; the line gives the guesses
        session = getattr(self.table, "session", None)
        humans = set(session.humans()) if session is not None else set()
        people: dict[str, str] = {}
        for s in v["seats"]:
            if s["role"] == "director" and s["seat"] in humans and session is not None:
                people[str(s["team"])] = str(session.seat_name(s["seat"]))
        try:
            lines = explain_clues(history, list(v["key"] or []), grid, people=people)
        except (KeyError, ValueError, OSError):
            lines = []  # the explanation is a courtesy; never let it stop the end screen
        notes = double_agent_note(v)
        if lines:
            notes += [("What the clues meant:", theme.ACCENT)]
            notes += [("  " + x, theme.TEXT) for x in lines]
        return notes

    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        for e in events:
            kind = e.get("kind")
            data = e.get("data") or {}
            if kind == "CardCovered" and "index" in data:
                self.anims[int(data["index"])] = time.monotonic()

    # ------------------------------------------------------------------ what lies where
    gesture = staticmethod(gestures.gesture)
    nominal_click = staticmethod(gestures.nominal_click)

    def placed(self, view: dict[str, Any], seat: int | None) -> Layout:
        """The 25 grid cards (a guess is a click on one), the clue and the team plates' counts
        (read out), the main window's own buttons, and the move buttons (Allow and Refuse only
        while the Director window is shut: it has its own)."""
        v = typed(view)
        geo = self._geo_main(v["phase"] == "over")
        lay = Layout()
        note, hint = self.cover_words(v)
        for cell, r in zip(v["grid"], geo.cells):
            key = gestures.card(cell["index"])
            lay.add(WordCard(key, r, 1, cast(Card, cell), "grid", note=note, hint=hint))
        clue = v["clue"]
        if clue is not None and v["phase"] == "guess":
            text = f"{clue['word']} {number_text(clue['number'])}"
            lay.add(LabelItem(("label", "clue"), geo.banner, 1, text))
        side, s = geo.side, geo.s
        for team, r, _director in plates.plate_rects(self, v, side, s):
            lay.add(LabelItem(("label", team), r, 1, f"{TEAM_NAME[team]}: {v['left'][team]} left"))
        for name, text in (("peek", "Hold to see the key"), ("dwin", "Director window")):
            at = self.rects["main"].get(name)
            if at is not None:
                lay.add(LabelItem(("label", name), at, 2, text))
        at = self.entry_rect(v, seat)
        if at is not None:  # a lesson points at it: the box, Give clue and the numbers
            lay.add(LabelItem(("label", "clue_entry"), at, 2, "Type a clue and its number"))
        for control in entry.controls(self, v, seat):  # the keys reach each (Tab stops)
            lay.add(control)
        off = pygame.Rect(0, 0, 0, 0)  # the table places its move buttons
        lay.add(ButtonItem(("button", "stop"), off, 5, "Stop guessing", "S", primary=True))
        if not self.dwin.is_open:
            lay.add(ButtonItem(("button", "allow"), off, 5, "Allow clue", "A", primary=True))
            lay.add(ButtonItem(("button", "refuse"), off, 5, "Refuse clue", "R"))
        return lay

    def in_sight(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """The Clues list's lines as last drawn (a lesson speaks of the clues given); the
        grid's cards count already (``placed``)."""
        return [self.clue_lines] if self.clue_lines.width else []

    def headings(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The Clues list's lines: the folded log's news keeps off them (it hid "Rival covers")."""
        return [self.clue_lines] if self.clue_lines.width else []

    def arrow_clear(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        # the grid's card names, the clue banner's words ("4 guesses left" was crossed) and the
        # team plates (the arrow ran up the left column across "8 left"); not the Clues list's
        # lines: kept clear too, the arrow to BLACK WIDOW at 150 % crossed IRON MAN instead
        geo = self.geo
        banner = [geo.banner.inflate(-8, -8)] if geo.banner.width > 8 else []
        plates_at = [r for _t, r, _d in plates.plate_rects(self, typed(view), geo.side, geo.s)]
        return names.name_rects(self, view) + banner + plates_at

    def arrow_spare(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        return names.mirror_rects(self, view)  # the small upside-down names

    def entry_rect(self, view: CodenamesView, seat: int | None) -> pygame.Rect | None:
        """Where the clue entry is drawn on the main window (None: not shown there)."""
        rects = self.rects.get("main", {})
        if self.entry_target(view, seat) != "main" or "give" not in rects:
            return None
        out = self.entry.rect.union(rects["give"])
        return out.unionall([r for r, _n in rects.get("numbers", [])])

    def cover_words(self, view: CodenamesView) -> tuple[str, str]:
        """The rival cover step, for a grid card clicked on the main screen (the words name no
        card's colour): where to cover while the key is not open here (its ``note``), and, with
        the key open, what to do on a card that is not the rival's (its ``hint``)."""
        if view["phase"] != "rival" or self.table.acting_seat() is None:
            return "", ""
        if self.dwin.is_open:
            return "Cover the rival's card in the Director window.", ""
        if not self.key_open_main(view):
            return (
                "Director: hold Tab (or the key button) to see the key \u2014 Agents, look "
                "away \u2014 then click a rival card while holding."
            ), ""
        return "", "Cover one of the rival's uncovered cards: the key marks them; click one."

    # ------------------------------------------------------------------ the shared prompt
    def prompt_here(self, view: dict[str, Any]) -> bool:
        """The rival cover prompt's options are the key's: shown (glowing) and clicked on the
        main screen only while the Director holds the key open here, never with the Director
        window open (covered there) and never for an Agent."""
        return bool(view.get("key")) and self.key_open_main(typed(view)) and not self.dwin.is_open

    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        grid = (view.get("zones") or {}).get("grid", {}).get("cards") or []
        for c, r in zip(grid, self.geo.cells):
            if c and c["id"] == card_id:
                return r
        return None

    def tidy(self, text: str) -> str:
        return people_named(getattr(self.table, "session", None), text)  # "Ann covered ..."

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        return cluebanner.status_line(self, typed(view), seat)

    def status_short(self, view: dict[str, Any], seat: int | None) -> str:
        return cluebanner.status_line(self, typed(view), seat, short=True)

    # ------------------------------------------------------------------ drawing: main window
    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        v = typed(view)
        self._sync_entry(v)
        over = v["phase"] == "over"
        self.geo = self._geo_main(over)
        shown = self.shown_view(view)
        self.last_shown = shown
        board.draw_board(self, surf, self.geo, typed(shown), "main", t, seat)
        if not over:
            board.draw_bottom(self, surf, v, getattr(self, "pointer", None))
        if self.peek_warning():
            board.draw_warning(self, surf)
        elif self.peek_showing() and self.key_open_main(v):
            board.draw_key_frame(self, surf)


def _load_word_data() -> None:
    """On a thread of its own: the word data (the tables, ~1 s; the Agents' links, players'
    words and readings, 0.5 s) the end's clue notes and a first guess need, off the frame."""
    from tabletop.games.codenames import lore
    from tabletop.games.codenames.wordassoc import DIRECTOR_SOURCE, source

    source(DIRECTOR_SOURCE), lore.table(), lore.wide_table(), lore.readings_table()
