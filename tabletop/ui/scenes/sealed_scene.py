"""Sealed practice: pick a game, open six booster packs, build a deck from them (the deck builder
restricted to the pool, with an auto-build button) and play it against the computer.

The packs are ``collection/sealed.py``'s (one seed opens the same six packs the pack scene
shows; Austin Powers adds a starter set so the 6-by-5 rule can be met; RPG Get!'s commons are
basic filler, see ``collection/sealed.py``). Nothing is added to a
profile's collection: a sealed pool is for one game. Leaving the pack scene early (Esc) skips
the rest of the reveal; the pool is still the six packs.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame

from tabletop.collection.sealed import SEALED_PACKS, sealed_note, sealed_pool
from tabletop.collection.sets import games, get_set
from tabletop.engine.errors import TabletopError
from tabletop.engine.registry import info
from tabletop.engine.saves import new_autosave_path
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.widgets import Button, Toasts, words_width
from tabletop.ui.seatnames import computer_name, remembered_name


def sealed_options(game: str, deck_text: str, fmt: str) -> dict[str, Any]:
    """The game options that seat 0 plays ``deck_text`` (the bot plays a ready deck)."""
    opts: dict[str, Any] = {"deck0": deck_text}
    fmt_key = info(game).deck_format_option
    if fmt_key:
        opts[fmt_key] = fmt
    return opts


class SealedScene(Scene):
    def __init__(self, app: App, game: str | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        self.game = game or games()[0]
        self.seed = seed if seed is not None else random.randrange(1_000_000)
        self.toasts = Toasts()
        self.builder: Any = None  # the deck builder, once the packs are open
        self.session: Session | None = None

    def pick(self, g: str) -> None:
        self.game = g
        self.layout(self.size)

    def open_packs(self) -> None:
        self.app.go("packs", self.game, None, None, SEALED_PACKS, self.seed, self.to_builder)

    def to_builder(self, _cards: object) -> None:
        pool = sealed_pool(self.game, self.seed)
        self.builder = self.app.scene_class("deckbuilder")(
            self.app,
            self.game,
            None,
            None,
            pool=pool,
            on_play=self.play,
            title=f"Sealed {get_set(self.game).title}",
        )
        # the pack scene pops itself after this; the builder goes on top of this scene
        self.app.scenes.insert(len(self.app.scenes) - 1, self.builder)
        self.builder.layout(self.app.screen.get_size())

    def play(self, deck_text: str, fmt: str) -> None:
        from tabletop.ui.table import TableScene

        # the person's own name (typed at the launcher), never "You": the sentences are in
        # the third person ("Ann starts with Mareg", not "You starts with")
        me = self.person_name()
        seats = [SeatConfig("human", me), SeatConfig("bot", computer_name(1), "normal")]
        try:
            self.session = Session(
                self.game,
                self.seed,
                seats,
                sealed_options(self.game, deck_text, fmt),
                # a save of its own in the saves folder, with its thumbnail (the old single
                # autosave.json was moved into the list later, its picture left behind)
                autosave=new_autosave_path(self.game),
            )
        except TabletopError as e:
            if self.builder is not None:
                self.builder.toasts.add(str(e), "bad")
            return
        self.app.push(TableScene(self.app, self.session))

    def person_name(self) -> str:
        """The person as the launcher under this screen calls them: its first person's seat
        (a role move or a computer at seat 1 puts them at seat 2, where their name was typed),
        else the name typed for seat 1; "Player 1" only where no name was typed. Sealed play
        called a person seated second at the launcher "Player 1" instead of their name."""
        launcher = self.app.scene_class("launcher")
        for scene in reversed(self.app.scenes):
            if isinstance(scene, launcher):  # type: ignore[arg-type]
                seats = getattr(scene, "seats", [])
                people = [s.name for s in seats if s.kind == "human"]
                if people:
                    return people[0]
        return remembered_name(self.app.settings, 0)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.s = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        bh = max(30, int(70 * s))
        # large text: as wide as the longest game's name and its padding, with "[Enter]" (the
        # focused one says it: at 150 and 200 % a focused "Mighty Beanz TCG" said only its name)
        said = [f"{get_set(g).title} [Enter]" for g in games()] + ["Open six packs [Enter]"]
        bw = max([int(420 * s)] + [words_width(x, bh, int(4 * s)) for x in said])
        x = w // 2 - bw // 2
        # large text: the explanation wraps wider and longer, the buttons go under it
        self.text_rect = pygame.Rect(0, 0, min(w - int(40 * s), theme.grow(1120 * s)), 0)
        self.text_rect.midtop = (w // 2, max(int(190 * s), int(90 * s) + theme.line_h(64 * s)))
        lines = len(theme.wrap(self.explanation(), max(12, int(26 * s)), self.text_rect.w))
        self.text_rect.height = max(int(160 * s), lines * theme.line_h(max(12, int(26 * s)), 1.15))
        y = max(int(380 * s), self.text_rect.bottom + int(20 * s))
        self.buttons = [
            Button(
                get_set(g).title,
                pygame.Rect(x, y + k * (bh + int(16 * s)), bw, bh),
                partial(self.pick, g),
                primary=g == self.game,
            )
            for k, g in enumerate(games())
        ]
        y += len(games()) * (bh + int(16 * s)) + int(40 * s)
        self.buttons.append(
            Button(
                "Open six packs",
                pygame.Rect(x, y, bw, int(bh * 1.2)),
                self.open_packs,
                "Enter",
                primary=True,
            )
        )
        back = max(int(190 * s), words_width("Back [Enter]", bh))
        self.buttons.append(
            Button("Back", pygame.Rect(w - int(30 * s) - back, int(24 * s), back, bh), self.app.pop)
        )
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if focus.scene_key(self, event):  # Tab, arrows, Enter or Space on the focused
            return
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_packs()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()

    def animating(self) -> bool:
        return self.toasts.active()

    def explanation(self) -> str:
        gset = get_set(self.game)
        return (
            f"{gset.set_name} sealed: {sealed_note(self.game)}. Build a deck of "
            f"{next(iter(gset.formats.values())).size} cards from them (or let Auto-build do it), "
            "then play it against the computer. The cards are for this game only: your collection "
            "stays as it is."
        )

    def draw(self, surf: pygame.Surface) -> None:
        w, h = self.size
        s = self.s
        surf.fill((22, 28, 36))
        theme.blit_text(
            surf,
            "Sealed practice",
            max(20, int(64 * s)),
            (w // 2, int(90 * s)),
            theme.ACCENT,
            "serif",
            anchor="midtop",
        )
        size = max(12, int(26 * s))
        theme.blit_wrapped(surf, self.explanation(), size, self.text_rect, theme.TEXT, centre=True)
        for b in self.buttons:
            b.draw(surf, s)
        focus.draw_focus(self, surf)
        self.toasts.draw(surf, w // 2, int(h - 170 * s), s, clear=[b.rect for b in self.buttons])
        self.dirty = False
