"""Collections: pick or create a profile (several players on one machine), see its collection
per game with counts, open booster packs, go to the deck builder or to sealed practice.

The profiles are files (``collection/profiles.py``); this scene lists them, draws the chosen
profile's cards and opens the other scenes. A click, a right-click or a held press on a card
shows it large (the table's large view, ``components.zoom``).
"""

from __future__ import annotations

from collections import Counter
from functools import partial

import pygame

from tabletop.collection.profiles import Profile, ProfileError, Profiles
from tabletop.collection.sets import games, get_set
from tabletop.engine.errors import TabletopError
from tabletop.engine.words import count
from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.textinput import TextInput
from tabletop.ui.components.widgets import Button, Toasts, even_row, words_width
from tabletop.ui.components.zoom import CardHold, CardZoom, collection_card
from tabletop.ui.scenes.deckbuilder_draw import (
    draw_tile,
    tile_grid,
    tile_height,
    tile_name_lines,
)

#: the line under the cards: how to read one large (and, past a page, that there is more)
CARD_HINT = "Enter, click, right-click or hold a card to see it large"
SCROLL_HINT = " · scroll for more"


class CollectionScene(Scene):
    def __init__(self, app: App, store: Profiles | None = None, game: str | None = None) -> None:
        super().__init__(app)
        self.store = store or Profiles()
        self.toasts = Toasts()
        self.game = game or games()[0]
        self.new_name = TextInput(
            max_len=40, upper=False, placeholder="new player's name", short=("name",)
        )
        self.profile: Profile | None = None
        self.scroll = 0
        self.zoom = CardZoom()  # the large card view
        self.hold = CardHold(app.input_time)
        self.mouse = (-1, -1)  # for the hovered card's outline
        self.names = self.store.names()
        if self.names:
            self.pick(self.names[0])

    @property
    def typing(self) -> bool:
        return self.new_name.focus

    # ------------------------------------------------------------------ model
    def pick(self, name: str) -> None:
        try:
            self.profile = self.store.load(name)
        except (ProfileError, TabletopError) as e:
            self.toasts.add(str(e), "bad")
            return
        for n in self.profile.notices + self.store.notices:
            self.toasts.add(n, "bad", life=8.0)
        self.profile.notices.clear()
        self.store.notices.clear()
        self.scroll = 0
        self.relayout()

    def create(self) -> None:
        try:
            prof = self.store.create(self.new_name.text)
        except (ProfileError, TabletopError, OSError) as e:
            self.toasts.add(str(e), "bad")
            return
        self.new_name.clear()
        self.new_name.focus = False
        self.names = self.store.names()
        self.toasts.add(
            f"Welcome, {prof.name}: your collection starts with the starter sets.", "good"
        )
        self.pick(prof.name)

    def set_game(self, g: str) -> None:
        self.game = g
        self.scroll = 0
        self.relayout()

    def need_profile(self) -> Profile | None:
        if self.profile is None:
            self.toasts.add("Pick a profile or create one first.", "bad")
        return self.profile

    def open_pack(self) -> None:
        prof = self.need_profile()
        if prof is not None:
            self.app.go("packs", self.game, self.store, prof, on_done=self.after_packs)

    def after_packs(self, _cards: object) -> None:
        self.relayout()

    def open_builder(self) -> None:
        prof = self.need_profile()
        if prof is not None:
            self.app.go("deckbuilder", self.game, self.store, prof)

    def open_sealed(self) -> None:
        self.app.go("sealed", self.game)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.s = min(size[0] / 1920, size[1] / 1080)
        self.relayout()

    def owned(self) -> Counter[str]:
        return self.profile.owned(self.game) if self.profile is not None else Counter()

    def relayout(self) -> None:
        if not hasattr(self, "size"):
            return
        w, _h = self.size
        s = self.s
        m, _top, bh, _gap = self.metrics()
        self.buttons: list[Button] = [
            Button(
                "Back",
                pygame.Rect(w - m - int(170 * s), int(24 * s), int(170 * s), bh),
                self.app.pop,
            )
        ]
        self.layout_profiles()
        actions_y = self.layout_main_buttons()
        self.layout_cards(actions_y)
        self.dirty = True

    def metrics(self) -> tuple[int, int, int, int]:
        """(margin, top of the panels, button height, gap) at this size."""
        s = self.s
        top = max(int(110 * s), int(24 * s) + theme.line_h(max(18, int(48 * s))))  # the title
        return int(24 * s), top, max(30, int(54 * s)), int(10 * s)

    def layout_profiles(self) -> None:
        """Left: a button per profile (as many as fit), then the new profile's name box and
        its Create button at the bottom."""
        _w, h = self.size
        s = self.s
        m, top, bh, gap = self.metrics()
        # as wide as "Create profile" needs (large text: it read "Create..." at 1024x600)
        lw = max(int(380 * s), words_width("Create profile", bh, int(4 * s)) + 2 * gap)
        self.left = pygame.Rect(m, top, lw, h - top - m)
        y = self.left.y + max(int(60 * s), int(20 * s) + theme.line_h(max(14, int(28 * s))))
        self.list_y = y  # under the heading: the profiles, or the hint when there are none
        for name in self.names:
            r = pygame.Rect(self.left.x + gap, y, lw - 2 * gap, bh)
            if r.bottom > self.left.bottom - 3 * (bh + gap):
                break
            current = self.profile is not None and self.profile.name == name
            self.buttons.append(Button(name, r, partial(self.pick, name), primary=current))
            y += bh + gap
        y = self.left.bottom - 2 * (bh + gap) - max(int(30 * s), theme.line_h(int(20 * s)) + 4)
        self.new_title_y = y
        below = max(int(34 * s), theme.line_h(max(12, int(20 * s))) + 4)  # its title's line
        self.new_name.rect = pygame.Rect(self.left.x + gap, y + below, lw - 2 * gap, bh)
        self.buttons.append(
            Button(
                "Create profile",
                pygame.Rect(self.left.x + gap, self.new_name.rect.bottom + gap, lw - 2 * gap, bh),
                self.create,
            )
        )

    def layout_main_buttons(self) -> int:
        """The main panel's game tabs and its actions (booster, deck builder, sealed) on the
        same row, or below the tabs when they do not share one; returns the actions' y."""
        w, h = self.size
        s = self.s
        m, top, bh, gap = self.metrics()
        lw = self.left.w
        self.main = pygame.Rect(self.left.right + m, top, w - lw - 3 * m, h - top - m)
        x = self.main.x + gap
        tw = int(300 * s)
        ty = self.main.y + gap
        for g in games():
            if theme.ui_scale() > 1.0:  # large text: as wide as the name, rows as needed
                tw = max(int(300 * s), theme.text_width(get_set(g).title, int(bh * 0.42), "bold"))
                tw += int(24 * s)
                if x + tw > self.main.right - gap and x > self.main.x + gap:
                    x, ty = self.main.x + gap, ty + bh + gap
            r = pygame.Rect(x, ty, tw, bh)
            self.buttons.append(
                Button(get_set(g).title, r, partial(self.set_game, g), primary=g == self.game)
            )
            x += tw + gap
        actions = (
            ("Open a booster", self.open_pack),
            ("Deck builder", self.open_builder),
            ("Sealed practice", self.open_sealed),
        )
        # each as wide as its words and their padding (large text), from the panel's right,
        # on as many rows as the panel's width needs
        # (and focused, Enter's hint: "Open a booster" showed none)
        widths = [
            max(int(250 * s), words_width(f"{x}  [Enter]", bh, int(4 * s))) for x, _ in actions
        ]
        rows: list[list[int]] = [[]]
        for k, aw in enumerate(widths):
            row = [widths[i] for i in rows[-1]]
            if row and sum(row) + len(row) * gap + aw > self.main.w - 2 * gap:
                rows.append([])
            rows[-1].append(k)
        first = sum(widths[i] for i in rows[0]) + (len(rows[0]) - 1) * gap
        # three games' tabs and the actions do not share one row: the actions go below
        ay = ty + (bh + gap if x > self.main.right - gap - first - gap else 0)
        for n, row_ks in enumerate(rows):
            ay += (bh + gap) if n else 0
            ax = self.main.right - gap - sum(widths[i] for i in row_ks) - (len(row_ks) - 1) * gap
            for k in row_ks:
                label, fn = actions[k]
                r = pygame.Rect(ax, ay, widths[k], bh)
                on = self.profile is not None or k == 2
                self.buttons.append(Button(label, r, fn, primary=k == 0, enabled=on))
                ax += widths[k] + gap
        even_row(self.buttons[-len(actions) :])  # one text size, focused or not
        return ay

    def layout_cards(self, actions_y: int) -> None:
        """The grid of owned cards under the actions (rarest first), the page the scroll
        shows."""
        s = self.s
        _m, _top, bh, gap = self.metrics()
        # the profile's summary over the cards (on more lines with large text)
        body = max(12, int(20 * s))
        self.summary_at = pygame.Rect(self.main.x + 14, actions_y + bh + gap, self.main.w - 30, 0)
        lines = len(theme.wrap(self.summary(), body, self.summary_at.w))
        self.summary_at.h = lines * theme.line_h(body, 1.15)
        line = max(int(70 * s), self.summary_at.h + gap + int(12 * s))
        self.summary_at.bottom = actions_y + bh + line - 6
        self.grid = pygame.Rect(self.main.x + gap, actions_y + bh + line, self.main.w - 2 * gap, 0)
        # under the cards: a line saying how to read one large (and scroll), on more lines
        # where the panel is too narrow for one
        hint = max(12, int(16 * s))
        lines = len(self.hint_lines(True))
        under = max(14, int(26 * s), lines * theme.line_h(hint) + 4)
        self.grid.h = self.main.bottom - gap - self.grid.y - under
        # large text: fewer columns (a column's tiles may be a twentieth narrower than their
        # design: at 1024x600, 200 % the wider "Create profile" column left one)
        cols = max(1, (self.grid.w + self.grid.w // 20) // theme.grow(360 * s))
        self.tile_w = (self.grid.w - (cols - 1) * gap) // cols
        gset = get_set(self.game)
        order = {r.key: i for i, r in enumerate(gset.rarities)}
        owned = self.owned()
        self.cards = sorted(
            (n for n, c in owned.items() if c > 0),
            key=lambda n: (-order.get(gset.cards[n].rarity, 0), gset.cards[n].kind, n),
        )
        self.tile_h = tile_height(s, tile_name_lines(self.cards, self.tile_w, s, "×99"))
        self.cols = cols
        self.tiles, self.rows_fit, self.scroll = tile_grid(
            self.grid, self.cards, cols, (self.tile_w, self.tile_h), gap, self.scroll
        )

    def summary(self) -> str:
        """The line over the cards: the profile's cards, the set's cards it has, by rarity,
        and the packs opened."""
        if self.profile is None:
            return ""
        gset = get_set(self.game)
        owned = self.owned()
        by_r: Counter[str] = Counter()
        for n, c in owned.items():
            by_r[gset.cards[n].rarity] += c
        parts = [f"{by_r[r.key]} {r.label.lower()}" for r in gset.rarities if by_r[r.key]]
        have = sum(1 for n in gset.cards if owned.get(n, 0) > 0)
        packs = self.profile.packs_opened.get(self.game, 0)
        # the copies by rarity go with the copies, never after "N of the M" (which counts
        # different cards: "43 of the 67 (29 common, 43 uncommon...)" read as a sum)
        by_rarity = f" ({', '.join(parts)})" if parts else ""
        return (
            f"{self.profile.name}: {count(sum(owned.values()), 'card')}{by_rarity}, {have} of "
            f"the {len(gset.cards)} in {gset.set_name} · {count(packs, 'pack')} opened"
        )

    # ------------------------------------------------------------------ input
    def tile_at(self, pos: tuple[int, int]) -> str | None:
        return next((n for r, n in self.tiles if r.collidepoint(pos)), None)

    def focus_targets(self) -> list[focus.Target]:
        """Back; the profiles, the new name's box and Create; the game tabs and actions; the
        cards (Enter reads one large)."""
        box = self.new_name
        out = focus.targets_of(self.buttons)
        out.append(
            focus.Target(
                box.rect,
                lambda: setattr(box, "focus", True),
                key="new name",
                editing=lambda: box.focus,
                leave=lambda: setattr(box, "focus", False),
            )
        )
        for r, n in self.tiles:
            out.append(focus.Target(r, partial(self.read, n), key=f"card {n}"))
        return focus.column_order(out, self.left.y, self.size[1] + 1, (self.main.x,))

    def read(self, name: str) -> None:
        self.zoom.open(collection_card(self.game, name))

    def scroll_by(self, d: int) -> bool:
        before = self.scroll
        self.scroll = max(0, self.scroll + d)
        self.relayout()
        return self.scroll != before

    def keys(self, event: pygame.event.Event) -> bool:
        """The focus ring; Up/Down past the cards shown scroll them."""
        if self.zoom.is_open:
            return False
        tiles = [r for r, _n in self.tiles]
        return focus.grid_scroll(self, event, tiles, self.scroll_by) or focus.scene_key(self, event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.open_howto(self.game)  # F1: the game's guide, as on every screen
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hold.release():
            return  # the hold opened the large view
        if self.keys(event):  # Tab, arrows, Enter on the focused
            return
        if self.zoom.handle(event) or self.card_gesture(event):
            return
        res = self.new_name.handle(event)
        if res == "submit":
            self.create()
            return
        if res is not None and res != "edit":
            return
        for b in list(self.buttons):
            if b.handle(event):
                self.dirty = True
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            self.relayout()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.typing:
            self.app.pop()

    def card_gesture(self, event: pygame.event.Event) -> bool:
        """A click or right-click on a card opens it large; a press on one starts a hold."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hold.motion(event.pos)
            return False
        name = self.tile_at(event.pos) if event.button in (1, 3) else None
        if name is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.hold.press(collection_card(self.game, name), event.pos)
            return False  # the name box still sees the press (it loses the focus)
        self.hold.release()
        self.zoom.open(collection_card(self.game, name))
        return True

    def update(self, now: float) -> None:
        if self.hold.poll(self.zoom):
            self.dirty = True

    def next_wake(self) -> float | None:
        return self.hold.due()

    def animating(self) -> bool:
        return self.toasts.active()

    # ------------------------------------------------------------------ drawing
    def hint_lines(self, more: bool) -> list[str]:
        """The line under the cards (and "scroll for more" if ``more``), on two or more lines
        where the panel is too narrow for one (at 1024x600, 200 % it ran left under "Create
        profile")."""
        px, room = max(12, int(16 * self.s)), self.main.w - 24
        if theme.text_width(CARD_HINT + (SCROLL_HINT if more else ""), px) <= room:
            return [CARD_HINT + (SCROLL_HINT if more else "")]
        return theme.wrap(CARD_HINT, px, room) + (["scroll for more"] if more else [])

    def draw_hint(self, surf: pygame.Surface, more: bool) -> None:
        """How to read a card large, at the panel's foot from its right."""
        px = max(12, int(16 * self.s))
        lines = self.hint_lines(more)
        y = self.main.bottom - 6
        for line in reversed(lines):
            theme.blit_text(
                surf, line, px, (self.main.right - 12, y), theme.MUTED, anchor="bottomright"
            )
            y -= theme.line_h(px)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = self.size
        s = self.s
        surf.fill((22, 28, 36))
        head = max(14, int(28 * s))
        body = max(12, int(20 * s))
        theme.blit_text(
            surf,
            "Collections and decks",
            max(18, int(48 * s)),
            (int(24 * s), int(24 * s)),
            theme.ACCENT,
            "serif",
        )
        theme.panel(surf, self.left)
        theme.panel(surf, self.main)
        theme.blit_text(
            surf, "Players", head, (self.left.x + 14, self.left.y + int(14 * s)), theme.TEXT, "bold"
        )
        if not self.names:
            theme.blit_wrapped(
                surf,
                "No profile yet. Each player at the table can have one: type a name below.",
                body,
                # under the heading, down to "New player": every line of it (large text)
                pygame.Rect(
                    self.left.x + 14, self.list_y, self.left.w - 28, self.new_title_y - self.list_y
                ),
                theme.MUTED,
            )
        theme.blit_text(
            surf, "New player", body, (self.left.x + 14, self.new_title_y), theme.MUTED, "bold"
        )
        self.new_name.draw(surf, body)
        owned = self.owned()
        if self.profile is not None:
            theme.blit_wrapped(surf, self.summary(), body, self.summary_at.inflate(0, 4))
            for rect, n in self.tiles:
                draw_tile(surf, rect, self.game, n, f"×{owned[n]}", s)
                if rect.collidepoint(self.mouse):  # the card a click would show large
                    pygame.draw.rect(surf, theme.ACCENT, rect, 3, border_radius=8)
            rows = (len(self.cards) + self.cols - 1) // self.cols
            if self.tiles and not focus.untold(self):
                self.draw_hint(surf, rows > self.rows_fit)
        else:
            theme.blit_text(
                surf,
                "Pick a player on the left, or create one.",
                head,
                self.main.center,
                theme.MUTED,
                anchor="center",
            )
        for b in self.buttons:
            b.draw(surf, s)
        if untold := focus.untold(self):  # a focused tab too narrow to say "[Enter]" itself
            at = (self.main.right - 12, self.main.bottom - 6)
            said = f"[Enter]: {untold.label}"
            px, said = theme.fit_text(said, max(12, int(16 * s)), self.main.width - 24, "bold")
            theme.blit_text(surf, said, px, at, theme.ACCENT, "bold", anchor="bottomright")
        focus.draw_focus(self, surf)
        self.toasts.draw(surf, w // 2, int(h - 170 * s), s, clear=[b.rect for b in self.buttons])
        self.zoom.draw(surf, self.game, surf.get_rect(), s)
        self.dirty = False
