"""The launcher's seat menu (issue 52): a seat's button lists who may play it (a person,
then the computer from its easiest level to its hardest), each choice one click away, on top
of what it covers; Esc or a click elsewhere closes it.

The seats chosen are remembered per game (``settings["seat_setups"]``: for each game, who
plays each seat, "human" or "bot:LEVEL"), so a restart or a switch to another game and back
finds the same number of seats, each played as it was (the names come back from
``seat_names``). A remembered setup this version cannot use (an unknown level, a seat count
out of the game's limits, a damaged value) is passed over: the game's own seats are used."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ai.base import bot_levels
from tabletop.engine.game import game_class
from tabletop.room.session import SeatConfig
from tabletop.ui import focus, theme
from tabletop.ui.components.widgets import Button
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.seatnames import clean_name, computer_name, remember_name

#: the computer's levels from the easiest (any other level after them)
LEVEL_ORDER = ("random", "easy", "normal", "hard")
#: settings key: who plays each seat, per game
SETUPS_KEY = "seat_setups"
#: games whose seats' roles come from their places (Marvel Codenames: seat 1 is HYDRA's
#: Director, seat 2 its Agent...): a seat's menu also moves its player to another role
ROLE_GAMES = frozenset({"codenames"})


class SeatMenu:
    """The launcher's seats: who plays each, and the menu that picks it."""

    game: str
    seats: list[SeatConfig]
    scale: float
    size: tuple[int, int]
    buttons: list[Button]
    seat_buttons: list[Button]
    #: the seat whose choices (a person, the computer's levels) are listed under it
    seat_menu: int | None = None
    menu_buttons: list[Button]
    page: flow.ScrollView

    if TYPE_CHECKING:  # the launcher's own
        app: Any

        random_seed: int

        def rebuild(self) -> None: ...

        def seat_role(self, i: int) -> str: ...

        def human_seat(self, i: int) -> SeatConfig: ...

        def taken(self, name: str, seat: int) -> bool: ...

    def seat_kinds(self) -> list[str]:
        """Who may play a seat, in the order a player expects: a person, then the computer
        from its easiest level to its hardest."""
        order = LEVEL_ORDER
        levels = sorted(
            bot_levels(self.game),
            key=lambda lv: (lv not in order, order.index(lv) if lv in order else 0),
        )
        return ["human"] + [f"bot:{lv}" for lv in levels]

    def remember_setup(self) -> None:
        """Who plays each seat now is this game's setup for next time (a restart, a switch to
        another game and back)."""
        kinds = [self.seat_kind(i) for i in range(len(self.seats))]
        setups = self.app.settings.get(SETUPS_KEY)
        kept = dict(setups) if isinstance(setups, dict) else {}
        if kept.get(self.game) != kinds:
            kept[self.game] = kinds
            self.app.settings[SETUPS_KEY] = kept  # written at once

    def remembered_setup(self) -> list[SeatConfig] | None:
        """This game's seats as they were last chosen (people by the names typed for their
        seats, computers by their numbers and levels); None when none is remembered or it
        cannot be used here."""
        setups = self.app.settings.get(SETUPS_KEY)
        kinds = setups.get(self.game) if isinstance(setups, dict) else None
        cls = game_class(self.game)
        if not isinstance(kinds, list) or not cls.MIN_SEATS <= len(kinds) <= cls.MAX_SEATS:
            return None
        known = self.seat_kinds()
        if not all(isinstance(k, str) and k in known for k in kinds):
            return None
        self.seats = []  # a person's name is checked against the seats made before theirs
        for i, kind in enumerate(kinds):
            if kind == "human":
                self.seats.append(self.human_seat(i))
            else:
                self.seats.append(SeatConfig("bot", computer_name(i), kind.split(":")[1]))
        return self.seats

    def next_deal(self, shown: list[str]) -> None:
        """A new random seed for the next game, one that gives the seats the roles ``shown``
        (Codenames' key card decides which team a co-op pair plays): back from a game, the
        launcher shows the seats as they were chosen, not "S.H.I.E.L.D. Director" where it
        said "Human — HYDRA Director" (issue 52). Half of the deals keep a co-op pair's team;
        after a few tries the last seed drawn is kept."""
        for _ in range(24):
            self.random_seed = random.randrange(1_000_000)
            if [self.seat_role(i) for i in range(len(self.seats))] == shown:
                return

    def seat_kind(self, i: int) -> str:
        s = self.seats[i]
        return "human" if s.kind == "human" else f"bot:{s.level}"

    def cycle_seat(self, i: int) -> None:
        """Seat ``i`` to the next kind in ``seat_kinds`` (after the hardest: a person)."""
        kinds = self.seat_kinds()
        cur = self.seat_kind(i)
        self.set_seat(i, kinds[(kinds.index(cur) + 1) % len(kinds)] if cur in kinds else "human")

    def set_seat(self, i: int, kind: str) -> None:
        """Seat ``i`` played by ``kind`` ("human" or "bot:LEVEL"); the seat's menu closes."""
        self.seat_menu = None
        if kind == self.seat_kind(i):
            pass
        elif kind == "human":
            self.seats[i] = self.human_seat(i)
        else:
            self.seats[i] = SeatConfig("bot", self.unused(computer_name, i), kind.split(":")[1])
        self.remember_setup()
        self.rebuild()
        if focus.ring(self).shown:
            self.focus_seat(i)

    def role_moves(self, i: int) -> list[tuple[int, str]]:
        """The other roles seat ``i``'s player may take (the first seat of each, its role in
        words) in a game whose roles come from the seats' places, else none: a new player
        who wanted to be the Agent had to make seat 1 a computer and seat 2 a person."""
        if self.game not in ROLE_GAMES:
            return []
        bare = [self.seat_role(k).removeprefix(" \u2014 ") for k in range(len(self.seats))]
        seen = {bare[i].rstrip(" 0123456789")}
        out = []
        for j, role in enumerate(bare):
            kind = role.rstrip(" 0123456789")  # "HYDRA Agent 2": the HYDRA Agents' role
            if role and kind not in seen:
                seen.add(kind)
                out.append((j, kind))
        return out

    def role_words(self, i: int, role: str) -> str:
        """A role move's words in seat ``i``'s menu: a person's "Be the HYDRA Agent", a
        computer's "Swap with the HYDRA Agent"."""
        return f"Be the {role}" if self.seats[i].kind == "human" else f"Swap with the {role}"

    def swap_seats(self, i: int, j: int) -> None:
        """Seats ``i`` and ``j`` change players (a person keeps their name, a computer its
        name and level), so each takes the other's role; the menu closes, the keyboard's focus
        follows the player of seat ``i``. A new player who set up a computer at seat 2 and
        then chose "Be the HYDRA Agent" at seat 1 was "Player 2" in the game, directed by
        "Computer 1"."""
        self.seat_menu = None
        a, b = self.seats[i], self.seats[j]
        self.seats[i], self.seats[j] = self.placed(b, i), self.placed(a, j)
        self.remember_setup()
        self.rebuild()
        if focus.ring(self).shown:
            self.focus_seat(j)

    def placed(self, seat: SeatConfig, k: int) -> SeatConfig:
        """``seat``'s player moved to seat ``k`` by a role move, called as the launcher
        showed them (the person's name remembered for that seat, as it would be typed there)."""
        if seat.kind != "human":
            return SeatConfig("bot", seat.name, seat.level)
        remember_name(self.app.settings, k, clean_name(seat.name, k))
        self.app.save_settings()
        return SeatConfig("human", seat.name)

    def unused(self, numbered: Callable[[int], str], i: int) -> str:
        """Seat ``i``'s numbered name (``computer_name``, ``default_name``), or where another
        seat has it (a player a role move brought there keeps theirs) the first one free."""
        names = [numbered(i)] + [numbered(k) for k in range(len(self.seats) + 1)]
        return next(n for n in names if not self.taken(n, i))

    def open_seat_menu(self, i: int) -> None:
        """Every choice for seat ``i`` shown under its button, each one click away (issue 52:
        a person at a computer's seat took two clicks through the levels); a second click
        on the seat's button closes it."""
        self.seat_menu = None if self.seat_menu == i else i
        self.rebuild()
        ring = focus.ring(self)
        if ring.shown and self.menu_buttons:  # from the keyboard: to the seat's choice
            ring.focus_key(f"seat {i} {self.seat_kind(i)}")
        elif ring.shown:  # and back
            self.focus_seat(i)

    def seat_key(self, i: int) -> str:
        """The keyboard focus's name for seat ``i``'s button."""
        return self.seat_buttons[i].key if i < len(self.seat_buttons) else ""

    def focus_seat(self, i: int) -> None:
        """The keyboard's focus on seat ``i``'s button, that seat's and no other's: seats 2 and
        3 both "Computer (normal)", the focus went back to seat 2 after seat 3 was changed
        (a second Enter changed the wrong seat)."""
        ring, targets = focus.ring(self), focus.scene_targets(self)
        at = self.seat_buttons[i].rect if i < len(self.seat_buttons) else None
        k = next((n for n, t in enumerate(targets) if t.rect == at), None)
        if k is None:
            ring.focus_key(self.seat_key(i))
        else:
            ring.shown = True
            ring.remember(targets, k)

    @staticmethod
    def kind_words(kind: str) -> str:
        return "Human" if kind == "human" else f"Computer ({kind.split(':')[1]})"

    def add_seat_menu(self) -> None:
        """The open seat's choices, listed under its button (over it or beside it where the
        window ends: ``menu_place``), first among the buttons so they take a click before what
        they cover."""
        self.menu_buttons = []
        i = self.seat_menu
        if i is None or i >= len(self.seat_buttons):
            self.seat_menu = None
            return
        s = self.scale
        at = self.seat_buttons[i].rect
        kinds = self.seat_kinds()
        # who plays it, then (Marvel Codenames) the other roles its player may take
        rows = [
            (self.kind_words(k), partial(self.set_seat, i, k), k == self.seat_kind(i), k)
            for k in kinds
        ]
        rows += [
            (self.role_words(i, role), partial(self.swap_seats, i, j), False, f"role {j}")
            for j, role in self.role_moves(i)
        ]
        bh = theme.grow(44 * s)
        size = flow.button_px(bh)
        w = max(at.width, *(theme.text_width(r[0], size, "bold") + flow.edge(16) for r in rows))
        w = min(w, self.menu_view().width)
        x, y, bh = self.menu_place(at, len(rows), bh, w)
        for k, (words, act, lit, name) in enumerate(rows):
            r = pygame.Rect(x, y + k * bh, w, bh)
            b = Button(words, r, act, primary=lit, key=f"seat {i} {name}")
            self.menu_buttons.append(b)
        self.buttons[:0] = self.menu_buttons

    def menu_view(self) -> pygame.Rect:
        """The part of the page the window shows (page coordinates), above the bar at its foot
        (large text: Start game...), less a margin as the keyboard's focus keeps."""
        s, (w, h) = self.scale, self.size
        view = pygame.Rect(0, self.page.top, w, h - self.page.foot)
        return view.inflate(-2 * int(12 * s), -2 * int(24 * s))

    def menu_place(self, at: pygame.Rect, n: int, bh: int, w: int) -> tuple[int, int, int]:
        """Where a seat's menu of ``n`` rows ``bh`` tall and ``w`` wide opens (its left, its
        top, its rows' height), wholly in the window (a new player at 200 % found the levels
        of seat 2 under the window's foot): under the seat's button, else over it, else beside
        it (left of it, level with it as near as the window allows); rows lower where the
        window is too low for them all."""
        view, gap = self.menu_view(), int(4 * self.scale)
        bh = max(1, min(bh, view.height // n))
        tall = n * bh
        x = max(view.x, min(at.right - w, view.right - w))
        for y in (at.bottom + gap, at.top - gap - tall):
            if view.top <= y and y + tall <= view.bottom:
                return x, y, bh
        y = max(view.top, min(at.centery - tall // 2, view.bottom - tall))
        if at.left - gap - w >= view.left:  # beside the seat's button, which stays in sight
            return at.left - gap - w, y, bh
        return x, y, bh

    def menu_event(self, event: pygame.event.Event) -> bool:
        """A seat's open menu: Esc closes it; a click on a choice picks it, a click elsewhere
        closes it and goes on to what it hit (True when used up)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            i, self.seat_menu = self.seat_menu, None
            self.rebuild()
            if focus.ring(self).shown and i is not None:
                self.focus_seat(i)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if any(b.rect.collidepoint(event.pos) for b in self.menu_buttons):
                return False  # the choice's button takes it
            i = self.seat_menu
            if i is not None and self.seat_buttons[i].rect.collidepoint(event.pos):
                return False  # the seat's button closes it
            self.seat_menu = None
            self.rebuild()
        return False

    def draw_seat_menu(self, surf: pygame.Surface) -> None:
        """The open seat menu, on top of what it covers."""
        s = self.scale
        if self.menu_buttons:
            box = self.menu_buttons[0].rect.unionall([b.rect for b in self.menu_buttons])
            box = box.inflate(int(12 * s), int(12 * s))
            theme.shadow(surf, box, radius=10, offset=6)
            pygame.draw.rect(surf, (24, 30, 38), box, border_radius=10)
            pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=10)
            for b in self.menu_buttons:
                b.draw(surf, s)
