"""The launcher's deck picker for the collectible games: one place, the Decks list under the
seats, for every seat's deck (the ready-made decks and, for a person, every profile's)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.game import game_class
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button
from tabletop.ui.scenes import launcher_flow as flow

#: the decks' heading, then shorter words for a window that leaves it less room
DECKS_HEADS = ["Decks (click: the next deck)", "Decks (click: next deck)", "Decks"]


class DeckPicker:
    """The Decks list: a row per seat that has a choice of deck."""

    game: str
    seats: list[SeatConfig]
    options: dict[str, Any]
    scale: float
    col_w: int
    seat_x: int
    size: tuple[int, int]
    buttons: list[Button]
    deck_top: int | None = None

    # ------------------------------------------------------------------ deck picker (COLUI)
    # One place to pick every seat's deck (issue 52: the Options column had "Deck of player N"
    # too): the Decks list under the seats. A seat's button goes round the game's ready-made
    # decks (its ``deck<seat>`` option's choices, "usual deck" first) and, for a person, every
    # profile's deck. The pick goes into the game's ``deck<seat>`` option (a ready deck's key
    # or a deck list), as before, so saves and Play again keep it.

    if TYPE_CHECKING:  # the launcher's own

        def rebuild(self) -> None: ...

        def tell(self, notices: list[str]) -> None: ...

    def deck_choices(self) -> list[tuple[str, str | None]]:
        """(label, deck list) for this game: the starter first, then every profile's legal
        decks (Beanz: of the chosen basic/expert game); damaged files are told."""
        from tabletop.collection.profiles import deck_choices

        fmt_key = info(self.game).deck_format_option
        notices: list[str] = []
        out = deck_choices(self.game, self.options.get(fmt_key) if fmt_key else None, notices)
        self.tell(notices)
        return out

    def ready_deck_options(self) -> dict[str, Any]:
        """The game's ready-made deck options by name (``deck0``...): picked in the Decks
        list, not among the Options."""
        from tabletop.collection.sets import games as collectible

        if self.game not in collectible():
            return {}
        names = {f"deck{i}" for i in range(game_class(self.game).MAX_SEATS)}
        return {o.name: o for o in game_class(self.game).OPTIONS if o.name in names}

    def seat_decks(
        self, seat: int, profiles: list[tuple[str, str | None]]
    ) -> list[tuple[str, Any]]:
        """(label, option value) seat ``seat`` may play: the ready-made decks ("usual deck"
        first; the starter deck where the game has no such option), then for a person the
        profiles' decks (``profiles``: ``deck_choices`` less its starter)."""
        ready = self.ready_deck_options()
        opt = ready.get(f"deck{seat}")
        if opt is None:  # (RPG Get!'s seats 3 and 4 play their usual ready-made deck)
            out: list[tuple[str, Any]] = [("usual deck" if ready else "starter deck", None)]
        else:
            out = [
                ("usual deck" if c == opt.default else f"{opt.say(c)} deck", c) for c in opt.choices
            ]
        if seat < len(self.seats) and self.seats[seat].kind == "human":
            out += profiles
        return out

    def picks(self) -> dict[tuple[str, int], str]:
        if not hasattr(self, "_deck_picks"):
            self._deck_picks: dict[tuple[str, int], str] = {}
        return self._deck_picks

    def picked(self, seat: int, choices: list[tuple[str, Any]]) -> tuple[str, Any]:
        """Seat ``seat``'s pick among ``choices`` (the first when none or gone)."""
        label = self.picks().get((self.game, seat))
        return next((c for c in choices if c[0] == label), choices[0])

    def cycle_deck(self, seat: int) -> None:
        choices = self.seat_decks(seat, self.deck_choices()[1:])
        labels = [label for label, _v in choices]
        cur = self.picked(seat, choices)[0]
        self.picks()[(self.game, seat)] = labels[(labels.index(cur) + 1) % len(labels)]
        self.rebuild()

    def deck_options(self) -> dict[str, Any]:
        """``deck<seat>`` for each seat whose pick is not its first (a person's profile deck,
        a ready-made deck for any seat)."""
        from tabletop.collection.sets import games as collectible

        if self.game not in collectible():
            return {}
        profiles = self.deck_choices()[1:]
        out: dict[str, Any] = {}
        for i in range(len(self.seats)):
            choices = self.seat_decks(i, profiles)
            _label, value = self.picked(i, choices)
            if value is not None and value != choices[0][1]:
                out[f"deck{i}"] = value
        return out

    def add_deck_buttons(self, x: int, y: int) -> None:
        """A row per seat that has a choice of deck: a person always, a computer where the
        game has ready-made decks to pick for it."""
        from tabletop.collection.sets import games as collectible

        self.deck_top = None
        if self.game not in collectible():
            return
        s = self.scale
        self.deck_top = y
        profiles = self.deck_choices()[1:]
        fixed: dict[str, list[int]] = {}  # computers with one deck to play: which, by seat
        for i, seat in enumerate(self.seats):
            choices = self.seat_decks(i, profiles)
            if seat.kind != "human" and len(choices) < 2:
                fixed.setdefault(choices[0][0], []).append(i + 1)
                continue
            label = self.picked(i, choices)[0]
            r = pygame.Rect(x, y, self.col_w, flow.held(int(50 * s)))
            self.buttons.append(Button(f"{i + 1}. {label}", r, partial(self.cycle_deck, i)))
            y += r.height + int(60 * s) - int(50 * s)
        for label, seats in fixed.items():  # said, not offered (four seats listed two decks)
            r = pygame.Rect(x, y, self.col_w, flow.held(int(50 * s)))
            self.buttons.append(
                Button(f"{seats_words(seats)}. {label}", r, lambda: None, enabled=False)
            )
            y += r.height + int(60 * s) - int(50 * s)

    def draw_deck_title(self, surf: pygame.Surface) -> None:
        if getattr(self, "deck_top", None) is None:
            return
        s = self.scale
        assert self.deck_top is not None
        room = self.size[0] - self.seat_x - int(20 * s)  # shorter words where text is large
        theme.blit_text(
            surf,
            theme.first_fitting(DECKS_HEADS, int(26 * s), room, "bold"),
            int(26 * s),
            (self.seat_x, self.deck_top - flow.head(s)),
            theme.TEXT,
            "bold",
        )


def seats_words(seats: list[int]) -> str:
    """Seat numbers in short: "3", "3, 5", "3-6"."""
    if len(seats) > 2 and seats == list(range(seats[0], seats[-1] + 1)):
        return f"{seats[0]}-{seats[-1]}"
    return ", ".join(str(n) for n in seats)
