"""The pack opening scene: a booster is torn open and its cards revealed one by one, the
commonest first and the rarest last (foil and holographic cards shimmer), with a sound per card;
"Add to collection" puts them in the player's profile (saved at once).

Each card is drawn by the table's own card face (``collection_card``: a Bone shows its vibes
and Mojo), framed in its rarity's colour. Controls: click (or Space) reveals the next card,
"Reveal all" (Return) turns the rest at once, "Add to collection" keeps them, Esc goes back;
right-click a card or hold the button on it to read it large. With several packs (sealed),
"Next pack" keeps this one and "Open all" opens every pack left at once. The packs come from ``collection/packs.py`` (a seeded RNG);
this scene only draws them and asks the profile store to save.
"""

from __future__ import annotations

import math
import random
import time
from functools import partial
from typing import Any

import pygame

from tabletop.collection.packs import PackCard, open_booster
from tabletop.collection.profiles import Profile, Profiles
from tabletop.collection.sets import get_set
from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components import cards
from tabletop.ui.components import finish as finish_component
from tabletop.ui.components.widgets import Button, Toasts, words_width
from tabletop.ui.components.zoom import CardHold, CardZoom, collection_card

RARITY_COLOURS = {
    "common": (70, 78, 90),
    "uncommon": (60, 110, 150),
    "rare": (185, 140, 40),
    "starter": (90, 120, 80),
    "ultra": (150, 80, 190),
    "moose": (200, 60, 60),
}
DOT_COLOURS = {
    "red": (210, 60, 60),
    "orange": (235, 140, 40),
    "blue": (60, 110, 220),
    "yellow": (230, 200, 50),
    "green": (60, 170, 80),
    "purple": (150, 80, 190),
}


def draw_card_face(
    dest: pygame.Surface, rect: pygame.Rect, game: str, name: str, finish: str, t: float = 0.0
) -> pygame.Rect:
    """A collection card: the table's face of it, a frame in its rarity's colour with the
    rarity named on a tag under it (the tag's rect is returned); a foil or holographic card has its sheen (``components.finish``), with a
    band of light sweeping across it at ``t``."""
    gset = get_set(game)
    info = gset.cards[name]
    colour = RARITY_COLOURS.get(info.rarity, (80, 80, 80))
    edge = max(3, rect.w // 40)
    radius = max(6, rect.w // 14)
    theme.shadow(dest, rect, radius=radius, offset=5)
    pygame.draw.rect(dest, colour, rect.inflate(2 * edge, 2 * edge), border_radius=radius + edge)
    dest.blit(cards.face(game, collection_card(game, name), rect.size), rect)
    finish_component.paint(dest, rect, finish, t)
    label = gset.rarity(info.rarity).label
    size = max(12, rect.w // 13)
    # under the card, hung from its frame: across its foot it hid the Mojo line at 200 % text
    kind, pad = "bold", max(4, rect.w // 20)  # no wider than its card ("Uncommon" at 200 %)
    room = rect.w - 2 * pad
    size = theme.fit_px(label, size, room, kind)
    if theme.text_width(label, size, kind) > room:
        kind, size = "cond_bold", theme.fit_px(label, size, room, "cond_bold")
    lines = [label]
    if theme.text_width(label, size, kind) > room and theme.ui_scale() > 1.0:
        # large text: on two lines ("Ultra-rare / holographic" ran over its neighbours' tags)
        size = max(12, rect.w // 13)
        lines = theme.wrap(label, size, room, kind)[:2]
        size = min(theme.fit_px(x, size, room, kind) for x in lines)
    wide = min(rect.w, max(theme.text_width(x, size, kind) for x in lines) + 2 * pad)
    tag = pygame.Rect(0, 0, wide, theme.line_h(size) * len(lines) + 2)
    tag.midtop = (rect.centerx, rect.bottom)
    pygame.draw.rect(dest, colour, tag, border_radius=min(tag.h // 2, theme.line_h(size) // 2))
    y = tag.centery - theme.line_h(size) * (len(lines) - 1) // 2
    for line in lines:  # no wider than its card: narrowed at the floor (large text)
        at = (tag.centerx, y)
        theme.blit_text(dest, line, size, at, (255, 255, 255), kind, "center", fit=tag.w - 4)
        y += theme.line_h(size)
    return tag


def tag_height(card_w: int) -> int:
    """The height of the rarity tag under a card ``card_w`` wide, at the text size in force:
    room for two lines at large text (a long rarity's words wrap)."""
    return (theme.line_h(max(12, card_w // 13)) + 2) * (2 if theme.ui_scale() > 1.0 else 1)


class PacksScene(Scene):
    """Open ``count`` boosters of ``game`` for ``profile`` (``on_done`` gets the cards)."""

    def __init__(
        self,
        app: App,
        game: str,
        store: Profiles | None,
        profile: Profile | None,
        count: int = 1,
        seed: int | None = None,
        on_done: Any = None,
    ) -> None:
        super().__init__(app)
        self.game = game
        self.gset = get_set(game)
        self.store = store
        self.profile = profile
        self.rng = random.Random(seed if seed is not None else random.randrange(1 << 30))
        self.left = count
        self.total = count
        self.on_done = on_done
        self.opened: list[PackCard] = []
        self.toasts = Toasts()
        self.zoom = CardZoom()  # the large card view (right-click or hold a card)
        self.hold = CardHold(app.input_time)
        self.t0 = time.monotonic()
        self.next_pack()

    # ------------------------------------------------------------------ state
    def next_pack(self) -> None:
        self.pack = open_booster(self.gset, self.rng)
        self.left -= 1
        self.shown = 0
        self.added = False
        self.dirty = True
        self.relayout()

    def reveal_one(self) -> None:
        if self.shown < len(self.pack):
            card = self.pack[self.shown]
            self.shown += 1
            self.app.audio.play("reveal" if card.finish else "flip", 0.8 if card.finish else 0.5)
            self.dirty = True
            self.relayout()

    def reveal_all(self) -> None:
        """Turn every card left in this pack at once."""
        if self.shown >= len(self.pack):
            return
        shiny = any(c.finish for c in self.pack[self.shown :])
        self.shown = len(self.pack)
        self.app.audio.play("reveal" if shiny else "flip", 0.8 if shiny else 0.5)
        self.dirty = True
        self.relayout()

    def keep_and_next(self) -> None:
        """Several packs: keep this one (revealed) and open the next."""
        self.add()
        self.next_pack()

    def open_all(self) -> None:
        """Every pack left (this one too) revealed and kept at once; then done."""
        self.shown = len(self.pack)
        self.add()
        while self.left > 0:
            self.next_pack()
            self.shown = len(self.pack)
            self.add()
        self.finish()

    def add(self) -> None:
        if self.added or self.shown < len(self.pack):
            return
        if self.store is not None and self.profile is not None:
            self.profile.add(self.game, [c.name for c in self.pack])
            self.profile.packs_opened[self.game] = self.profile.packs_opened.get(self.game, 0) + 1
            self.store.save(self.profile)
            self.toasts.add(f"{len(self.pack)} cards added to {self.profile.name}'s collection")
        else:  # sealed play: the cards go to the pool, not to a collection
            self.toasts.add(f"{len(self.pack)} cards added to your sealed pool")
        self.opened += self.pack
        self.added = True
        self.app.audio.play("deal", 0.6)
        self.relayout()

    def finish(self) -> None:
        if self.on_done is not None:
            self.on_done(list(self.opened))
        self.app.pop()

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.relayout()

    def relayout(self) -> None:
        if not hasattr(self, "size"):
            return
        w, h = self.size
        s = min(w / 1920, h / 1080)
        self.s = s
        n = len(self.pack)
        per_row = 6 if n > 6 else n
        cw = int(min(230 * s, (w - 80 * s) / per_row - 20 * s))
        gap = int(20 * s)
        # large text: the hint wraps and the cards start under it, small enough to fit
        self.hint_lines = theme.wrap(self.hint(), int(24 * s), w - int(80 * s))
        self.hint_top = max(int(96 * s), int(60 * s) + theme.line_h(44 * s) // 2 + int(4 * s))
        top = self.hint_top + len(self.hint_lines) * theme.line_h(int(24 * s), 1.15)
        top = max(int(150 * s), top + int(12 * s))
        room = h - int(64 * s) - int(60 * s) - top - gap  # above the buttons
        cw = max(20, min(cw, int(room / 2 / 1.4)))
        cw = max(20, min(cw, int((room - 2 * tag_height(cw)) / 2 / 1.4)))  # tags under rows
        ch = int(cw * 1.4)
        tag = tag_height(cw)
        self.card_rects: list[pygame.Rect] = []
        rows = [list(range(0, min(n, per_row))), list(range(per_row, n))]
        for r, idx in enumerate(rows):
            if not idx:
                continue
            total = len(idx) * cw + (len(idx) - 1) * gap
            x0 = (w - total) // 2
            for j, _i in enumerate(idx):
                self.card_rects.append(
                    pygame.Rect(x0 + j * (cw + gap), top + r * (ch + gap + tag), cw, ch)
                )
        bh, bw = int(64 * s), int(340 * s)
        y = h - bh - int(40 * s)
        self.buttons: list[Button] = []
        done = self.shown >= n
        many = self.total > 1 and (self.left > 0 or not self.added)
        if not done:
            self.buttons.append(Button("Reveal all", pygame.Rect(0, y, bw, bh), self.reveal_all))
        elif not self.added and self.left > 0 and self.store is None:
            label = f"Next pack ({self.left} left)"
            self.buttons.append(
                Button(label, pygame.Rect(0, y, bw, bh), self.keep_and_next, primary=True)
            )
        elif not self.added:
            label = "Add to collection" if self.store is not None else "Add to pool"
            self.buttons.append(Button(label, pygame.Rect(0, y, bw, bh), self.add, primary=True))
        else:
            if self.left > 0:
                label = f"Next pack ({self.left} left)"
                self.buttons.append(
                    Button(label, pygame.Rect(0, y, bw, bh), self.next_pack, primary=True)
                )
            if self.left <= 0 or self.store is not None:
                self.buttons.append(Button("Done", pygame.Rect(0, y, bw, bh), self.finish))
        if many and self.left > 0:
            label = f"Open all ({self.left + (0 if self.added else 1)} packs)"
            self.buttons.append(Button(label, pygame.Rect(0, y, bw, bh), self.open_all))
        for b in self.buttons:  # each wide enough for its words (200 % text: "Add to...")
            b.rect.w = max(bw, words_width(f"{b.label} [Enter]", bh))  # focused, with Enter
        total = sum(b.rect.w for b in self.buttons) + (len(self.buttons) - 1) * gap
        bk = max(theme.grow(170 * s), words_width("Back [Enter]", bh))  # focused, says so
        # the row in the middle, or right of Back where three buttons reach it (200 % text)
        x = max((w - total) // 2, min(int(50 * s) + bk, w - int(30 * s) - total))
        for b in self.buttons:
            b.rect.x = x
            x += b.rect.w + gap
        # Esc's way out, in sight (the revealed pack is kept, as with Esc)
        back = pygame.Rect(int(30 * s), y, min(bk, self.buttons[0].rect.x - int(50 * s)), bh)
        self.buttons.append(Button("Back", back, self.back, "Esc"))
        self.dirty = True

    def back(self) -> None:
        """Esc or Back: a pack all revealed is added, then the screen closes."""
        if self.shown >= len(self.pack) and not self.added:
            self.add()
        self.finish()

    # ------------------------------------------------------------------ input
    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The revealed card at ``pos``."""
        for i, rect in enumerate(self.card_rects[: self.shown]):
            if rect.collidepoint(pos):
                return self.pack[i].name
        return None

    def focus_targets(self) -> list[focus.Target]:
        """The cards turned and the next one (Enter reads a turned card large and turns the
        next), then the buttons; Space keeps turning the next card."""
        focus.ring(self).space = False
        out = []
        for i, rect in enumerate(self.card_rects[: self.shown + 1]):
            act = partial(self.read, i) if i < self.shown else self.reveal_one
            out.append(focus.Target(rect, act, key=f"card {i}"))
        return out + focus.reading_order(focus.targets_of(self.buttons))

    def read(self, i: int) -> None:
        self.zoom.open(collection_card(self.game, self.pack[i].name))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hold.release():
            return  # the hold opened the large view: no card is turned
        if self.zoom.handle(event):
            return
        if self.zoom.is_open and event.type == pygame.KEYDOWN:
            return  # the large card is read: only its own keys (Esc, Space, Enter) close it
        if focus.scene_key(self, event):  # Tab, arrows, Enter on the focused card or button
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_z, pygame.K_i):
            ring = focus.ring(self)
            got = ring.current(self.focus_targets()) if ring.shown else None
            if got is not None and got.key.startswith("card "):
                i = int(got.key.split()[1])
                if i < self.shown:
                    self.read(i)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hold.motion(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button in (1, 3):
            name = self.card_at(event.pos)
            if name is not None and event.button == 3:
                if event.type == pygame.MOUSEBUTTONUP:
                    self.zoom.open(collection_card(self.game, name))
                return
            if name is not None and event.type == pygame.MOUSEBUTTONDOWN:
                self.hold.press(collection_card(self.game, name), event.pos)
        for b in list(self.buttons):
            if b.handle(event):
                self.dirty = True
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.reveal_one()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self.reveal_one()
            elif event.key == pygame.K_RETURN:
                if self.shown < len(self.pack):
                    self.reveal_all()
                elif not self.added:
                    self.add()
            elif event.key == pygame.K_ESCAPE:
                self.back()

    def update(self, now: float) -> None:
        if self.hold.poll(self.zoom):
            self.dirty = True

    def animating(self) -> bool:
        shiny = any(c.finish for c in self.pack[: self.shown])
        return shiny or self.toasts.active()

    def next_wake(self) -> float | None:
        return self.hold.due()

    # ------------------------------------------------------------------ drawing
    def hint(self) -> str:
        rule = self.gset.booster
        parts = ", ".join(f"{n} {self.gset.rarity(r).label.lower()}" for r, n in rule.slots)
        return (
            f"{parts}. Click or Space: turn the next card (the rarest comes last); "
            "right-click, hold, or Tab/arrows then I: see a card large"
        )

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        s = self.s
        surf.fill((24, 30, 40))
        t = time.monotonic() - self.t0
        title = f"{self.gset.title}: {self.gset.set_name} {self.gset.booster.name}"
        if self.store is None:
            title += f" (sealed: pack {self.total - self.left} of {self.total})"
        size, title = theme.fit_text(title, int(44 * s), w - int(40 * s), "bold")
        theme.blit_text(
            surf, title, size, (w // 2, int(60 * s)), theme.TEXT, "bold", anchor="center"
        )
        y = self.hint_top
        for line in self.hint_lines:
            theme.blit_text(surf, line, int(24 * s), (w // 2, y), (190, 200, 215), anchor="midtop")
            y += theme.line_h(int(24 * s), 1.15)
        for i, rect in enumerate(self.card_rects):
            if i < self.shown:
                c = self.pack[i]
                draw_card_face(surf, rect, self.game, c.name, c.finish, t)
            else:
                theme.shadow(surf, rect, radius=12, offset=5)
                pygame.draw.rect(surf, (120, 40, 60), rect, border_radius=12)
                pygame.draw.rect(surf, (240, 200, 90), rect.inflate(-16, -16), 3, 10)
                glow = int(40 + 30 * math.sin(t * 3 + i))
                if i == self.shown:
                    pygame.draw.rect(surf, (255, 230, 140, glow), rect, 4, 12)
                theme.blit_text(
                    surf,
                    "?",
                    int(rect.w * 0.4),
                    rect.center,
                    (240, 200, 90),
                    "bold",
                    anchor="center",
                )
        for b in self.buttons:
            b.draw(surf, s)
        focus.draw_focus(self, surf)
        self.toasts.draw(surf, w // 2, int(h - 150 * s), s, clear=[b.rect for b in self.buttons])
        self.zoom.draw(surf, self.game, surf.get_rect(), s)
        self.dirty = False
