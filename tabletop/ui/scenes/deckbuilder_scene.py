"""The deck builder: browse a collection (or a sealed pool), drag cards into a deck and out,
see live legality naming the rule that fails, counts and a small chart; save, load, rename,
copy and delete decks; import and export a deck as a text list.

Left: the profile's decks of this game (click to load) and the deck file buttons. Middle: the
filters (type, rarity, dot colour, side, cost; name search) and the cards you own, each with the
copies still free. Right: the deck (name, legality, counts, chart, the cards in it).

Gestures: drag a card from the collection onto the deck (or click it) to add a copy (never past
the format's deck size); drag a card out of the deck (or click it) to take a copy out;
right-click a card, or hold the button on it, to read it large (``components.zoom``, the
table's large view); the wheel scrolls. Nothing here changes a game:
decks are files (``collection/profiles.py``); the legality is ``collection/legality.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from tabletop.collection.decktext import format_deck_text
from tabletop.collection.legality import check_deck
from tabletop.collection.profiles import Profile, ProfileError, Profiles, slug
from tabletop.collection.sealed import auto_deck, auto_deck_around
from tabletop.collection.sets import get_set
from tabletop.engine.saves import atomic_write_text, user_dir
from tabletop.engine.words import count
from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.textinput import TextInput, put_clipboard
from tabletop.ui.components.widgets import Button, Toasts, words_width
from tabletop.ui.components.zoom import CardHold, CardZoom, collection_card
from tabletop.ui.scenes import deckbuilder_files, deckbuilder_keys
from tabletop.ui.scenes.deckbuilder_draw import (
    DECK_HEAD,
    DECK_HEAD_KEYS,
    DOT_ORDER,
    draw_builder,
    hint_texts,
    legality_box,
    tile_grid,
    tile_height,
    tile_name_lines,
)

DRAG_SLOP = 6  # pixels a press must move before it is a drag
FILTER_LABELS = {
    "kind": "Type",
    "type": "Class",
    "rarity": "Rarity",
    "dot": "Dot",
    "side": "Side",
    "cost": "Cost",
}


def export_folder() -> Path:
    return user_dir() / "deck-lists"


class DeckBuilderScene(Scene):
    """Build decks of ``game`` from ``profile``'s collection, or from ``pool`` (sealed).

    ``on_play(deck_text, fmt)``, when given, adds a "Play the computer" button (sealed mode).
    The keyboard's part is in ``deckbuilder_keys``.
    """

    focus_targets = deckbuilder_keys.targets

    def __init__(
        self,
        app: App,
        game: str,
        store: Profiles | None,
        profile: Profile | None,
        pool: Counter[str] | None = None,
        on_play: Callable[[str, str], Any] | None = None,
        title: str = "",
    ) -> None:
        super().__init__(app)
        self.game = game
        self.gset = get_set(game)
        self.store = store
        self.profile = profile
        self.sealed = pool is not None
        if pool is not None:
            self.pool: Counter[str] = Counter(pool)
        elif profile is not None:
            self.pool = profile.owned(game)
        else:
            self.pool = Counter()
        self.on_play = on_play
        self.title = title or f"{self.gset.title} deck builder"
        self.fmt = self.gset.default_format
        self.deck: list[str] = []
        self.saved_name: str | None = None
        self.filters: dict[str, Any] = {k: None for k in self.gset.filters}
        self.search = TextInput(
            max_len=30, upper=False, placeholder="search names", short=("search",)
        )
        self.name_box = TextInput(max_len=40, upper=False, placeholder="deck name", short=("name",))
        # the default name is selected when the box takes the focus: typing replaces it
        self.name_box.text = self.name_box.default = "New deck"
        self.toasts = Toasts()
        self.scroll = 0
        self.deck_scroll = 0
        self.decks_scroll = 0  # saved decks scrolled away above the first one shown
        self.follow_deck = False  # the next layout brings the deck's own row into view
        self.press: tuple[str, str, tuple[int, int]] | None = None
        self.dragging = False
        self.mouse = (0, 0)
        self.confirm_delete = False
        self.deck_list: list[str] = []
        self.zoom = CardZoom()  # the large card view (right-click or hold a card)
        self.hold = CardHold(app.input_time)
        self.refresh_decks()

    # ------------------------------------------------------------------ model
    @property
    def typing(self) -> bool:
        return self.search.focus or self.name_box.focus

    def refresh_decks(self) -> None:
        if self.store is not None and self.profile is not None and not self.sealed:
            self.deck_list = self.store.deck_names(self.profile, self.game)
            self.follow_deck = True  # saved, copied, renamed or imported: its row in view
            for n in self.profile.notices:
                self.toasts.add(n, "bad")
            self.profile.notices.clear()

    def choices(self, key: str) -> list[Any]:
        cards = self.gset.cards.values()
        if key == "rarity":
            return [r.key for r in self.gset.rarities if any(c.rarity == r.key for c in cards)]
        if key == "dot":
            return [d for d in DOT_ORDER if any(c.dot == d for c in cards)]
        if key == "cost":
            return sorted({c.cost for c in cards if c.cost is not None})
        return sorted({getattr(c, key) for c in cards if getattr(c, key)})

    def cycle_filter(self, key: str) -> None:
        opts = [None, *self.choices(key)]
        cur = self.filters.get(key)
        self.filters[key] = opts[(opts.index(cur) + 1) % len(opts)] if cur in opts else None
        self.scroll = 0
        self.relayout()

    def filter_label(self, key: str) -> str:
        v = self.filters.get(key)
        if v is None:
            shown = "any"
        elif key == "rarity":
            shown = self.gset.rarity(v).label
        else:
            shown = str(v).capitalize() if isinstance(v, str) else str(v)
        return f"{FILTER_LABELS.get(key, key)}: {shown}"

    def visible(self) -> list[str]:
        """The collection's cards that pass the filters, by kind, cost and name."""
        q = self.search.text.strip().lower()
        out = []
        for name, n in self.pool.items():
            if n <= 0 or name not in self.gset.cards:
                continue
            info = self.gset.cards[name]
            if q and q not in name.lower():
                continue
            if any(v is not None and getattr(info, k) != v for k, v in self.filters.items()):
                continue
            out.append(name)

        def key(n: str) -> tuple[Any, ...]:
            c = self.gset.cards[n]
            dot = DOT_ORDER.index(c.dot) if c.dot in DOT_ORDER else 9
            return (c.side, c.kind, dot, c.cost if c.cost is not None else -1, n)

        return sorted(out, key=key)

    def free(self, name: str) -> int:
        return self.pool.get(name, 0) - self.deck.count(name)

    def add_card(self, name: str) -> bool:
        fmt = self.gset.formats[self.fmt]
        if len(self.deck) >= fmt.size:
            other = " or change the Format" if len(self.gset.formats) > 1 else ""
            self.toasts.add(
                f"The deck is full: a {fmt.label} deck has exactly {fmt.size} cards. "
                f"Take a card out first{other}.",
                "bad",
            )
            self.app.audio.play("error", 0.4)
            return False
        if self.free(name) <= 0:
            self.toasts.add(f"All your copies of {name} are in the deck already.", "bad")
            self.app.audio.play("error", 0.4)
            return False
        self.deck.append(name)
        self.app.audio.play("flip", 0.3)
        self.confirm_delete = False
        self.relayout()
        return True

    def remove_card(self, name: str) -> None:
        if name in self.deck:
            # the last copy of that card goes
            idx = len(self.deck) - 1 - self.deck[::-1].index(name)
            del self.deck[idx]
            self.app.audio.play("flip", 0.3)
            self.relayout()

    def failures(self) -> list[str]:
        return [f.text for f in check_deck(self.game, self.fmt, self.deck, self.pool)]

    def legality_text(self) -> str:
        bad = self.failures()
        return bad[0] if bad else "Legal: ready to play"

    def cycle_format(self) -> None:
        keys = list(self.gset.formats)
        self.fmt = keys[(keys.index(self.fmt) + 1) % len(keys)]
        self.relayout()

    # ------------------------------------------------------------------ deck files
    def deck_name(self) -> str:
        return self.name_box.text.strip()

    def new_deck(self) -> None:
        self.deck = []
        self.saved_name = None
        self.name_box.text = "New deck"
        self.relayout()

    def save(self) -> None:
        self.write()

    def write(self, quiet: bool = False) -> bool:
        """Save the deck under its name; a new name renames it (``deckbuilder_files``)."""
        return deckbuilder_files.write(self, quiet)

    def load(self, name: str) -> None:
        if self.store is None or self.profile is None:
            return
        try:
            deck = self.store.load_deck(self.profile, self.game, name)
        except ProfileError as e:
            self.toasts.add(str(e), "bad")
            self.refresh_decks()
            self.relayout()
            return
        self.deck = list(deck.cards)
        self.fmt = deck.format
        self.saved_name = deck.name
        self.name_box.text = deck.name
        self.deck_scroll = 0
        self.follow_deck = True
        self.confirm_delete = False
        self.toasts.add(f"Loaded {deck.name!r}")
        self.relayout()

    def rename(self) -> None:
        deckbuilder_files.rename(self)

    def copy(self) -> None:
        if self.store is None or self.profile is None:
            return
        if self.saved_name is None:
            self.toasts.add("Save the deck first; then Copy makes a second one.", "bad")
            return
        try:
            deck = self.store.copy_deck(self.profile, self.game, self.saved_name)
        except ProfileError as e:
            self.toasts.add(str(e), "bad")
            return
        self.refresh_decks()
        self.load(deck.name)

    def delete(self) -> None:
        if self.store is None or self.profile is None or self.saved_name is None:
            self.toasts.add("This deck is not saved: nothing to delete.", "bad")
            return
        if not self.confirm_delete:
            self.confirm_delete = True
            self.relayout()
            return
        try:
            self.store.delete_deck(self.profile, self.game, self.saved_name)
        except ProfileError as e:
            self.toasts.add(str(e), "bad")
        else:
            self.toasts.add(f"Deleted {self.saved_name!r}")
        self.confirm_delete = False
        self.refresh_decks()
        self.new_deck()

    def auto_build(self) -> None:
        """A legal deck from the collection, built around the cards already in the deck; where
        they cannot all stay, the message says the deck's cards were replaced."""
        kept = list(self.deck)
        deck = auto_deck_around(self.game, self.fmt, self.pool, kept) if kept else None
        if deck is not None:
            self.deck = deck
            self.toasts.add(
                f"Built a legal deck around your {count(len(kept), 'card')}: change what you like.",
                "good",
            )
            self.relayout()
            return
        deck = auto_deck(self.game, self.fmt, self.pool)
        if deck is None:
            label = self.gset.formats[self.fmt].label
            self.toasts.add(f"These cards cannot make a legal {label} deck.", "bad")
            return
        self.deck = deck
        if kept:
            self.toasts.add(
                f"Auto-build replaced your {count(len(kept), 'card')}: no legal deck holds"
                " them all.",
                "info",
                life=6.0,
            )
        else:
            self.toasts.add("Built a legal deck from your cards: change what you like.", "good")
        self.relayout()

    def import_problems(self, text: str) -> list[str]:
        """Every problem of a pasted list (``deckbuilder_files``); [] when it can be imported."""
        return deckbuilder_files.import_problems(self, text)

    def import_text(self, text: str) -> list[str]:
        """A pasted list made a new deck (sealed: the deck's cards replaced); [] when done,
        else every problem and nothing changed (``deckbuilder_files``)."""
        return deckbuilder_files.import_list(self, text)

    def unsaved(self) -> bool:
        """The open deck differs from its file, or holds cards and has none."""
        return deckbuilder_files.unsaved(self)

    def open_import(self) -> None:
        self.app.go("deck_import", self)

    def export(self) -> Path | None:
        if not self.deck:
            self.toasts.add("The deck is empty: nothing to export.", "bad")
            return None
        text = format_deck_text(self.deck, self.deck_name() or "deck")
        path = export_folder() / f"{self.game}-{slug(self.deck_name() or 'deck')}.txt"
        try:
            atomic_write_text(path, text)
        except OSError as e:
            self.toasts.add(f"Could not write {path}: {e}", "bad")
            return None
        clip = put_clipboard(text)
        where = "copied to the clipboard and saved" if clip else "saved"
        self.toasts.add(f"Deck list {where} as {path}", "good", life=6.0)
        return path

    def export_deck(self) -> None:
        self.export()

    def play(self) -> None:
        bad = self.failures()
        if bad:
            self.toasts.add(f"Not legal yet: {bad[0]}", "bad")
            return
        if self.on_play is not None:
            self.on_play(format_deck_text(self.deck, self.deck_name()), self.fmt)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.s = min(size[0] / 1920, size[1] / 1080)
        self.relayout()

    def relayout(self) -> None:
        if not hasattr(self, "size"):
            return
        w, _h = self.size
        s = self.s
        m, _top, bh, _gap = self.metrics()
        bw = max(int(170 * s), words_width("Back [Enter]", bh))  # focused, it says so
        self.buttons: list[Button] = [
            Button("Back", pygame.Rect(w - m - bw, int(20 * s), bw, bh), self.back)
        ]
        self.layout_decks_column()
        self.layout_deck_column()
        self.layout_collection()
        self.layout_deck_rows()
        self.dirty = True

    def metrics(self) -> tuple[int, int, int, int]:
        """(margin, top of the columns, button height, gap) at this size."""
        s = self.s
        top = max(int(96 * s), int(20 * s) + theme.line_h(int(48 * s)))  # under the title
        return int(24 * s), top, max(30, int(52 * s)), int(10 * s)

    def layout_decks_column(self) -> None:
        """Left: the deck file buttons, Import/Export, Auto-build, the format, Play (sealed),
        then the profile's saved decks as buttons."""
        _w, h = self.size
        s = self.s
        m, top, bh, gap = self.metrics()
        lw = self.left_width()
        self.left = pygame.Rect(m, top, lw, h - top - m)
        y = self.left.y + max(int(56 * s), int(20 * s) + theme.line_h(max(14, int(26 * s))))
        if not self.sealed:
            y = self.add_file_buttons(y)
        for k, (label, fn) in enumerate(
            (("Import", self.open_import), ("Export", self.export_deck))
        ):
            self.buttons.append(Button(label, self.file_rect(y, k), fn))
        y += bh + gap
        self.buttons.append(
            Button(
                "Auto-build", pygame.Rect(self.left.x + gap, y, lw - 2 * gap, bh), self.auto_build
            )
        )
        y += bh + gap
        if len(self.gset.formats) > 1:
            key = label = f"Format: {self.gset.formats[self.fmt].label}"
            # one line where it says "[Enter]" too when focused, else two (large text)
            rows = 1 if words_width(f"{label} [Enter]", bh) <= lw - 2 * gap else 2
            if rows == 2 and words_width(label.split(": ", 1)[1], bh) <= lw - 2 * gap:
                label = label.replace(": ", ":\n", 1)  # the format's name whole on a line
                if words_width(f"{label.split(chr(10))[1]} [Enter]", bh) > lw - 2 * gap:
                    rows = 3  # focused, "[Enter]" goes on a line of its own
            r = pygame.Rect(self.left.x + gap, y, lw - 2 * gap, bh * rows)
            self.buttons.append(Button(label, r, self.cycle_format, key=key, lines=rows))
            y += r.h + gap
        if self.on_play is not None:
            r = pygame.Rect(self.left.x + gap, y, lw - 2 * gap, int(bh * 1.3))
            self.buttons.append(Button("Play the computer", r, self.play, primary=True))
            y += r.h + gap
        head = max(14, int(26 * s))
        label = "Your decks" if self.deck_list else "No deck saved yet"
        lines = len(theme.wrap(label, head, lw - 24, "bold")) if not self.sealed else 1
        self.decks_label = pygame.Rect(self.left.x + 12, y, lw - 24, lines * theme.line_h(head))
        self.decks_label.y = y + max(int(6 * s), int(44 * s) - self.decks_label.h - int(2 * s))
        self.decks_top = max(y + int(44 * s), self.decks_label.bottom + int(8 * s))
        self.layout_deck_list()

    def left_width(self) -> int:
        """The left column: 330 at 1080p, or (large text, a small window) as wide as its
        buttons' words need with "[Enter]" (said on the focused one), two to a row (the
        full-width ones alone), at most a third of the window."""
        s = self.s
        _m, _top, bh, gap = self.metrics()
        pairs = ["Import", "Export"] + ([] if self.sealed else ["New", "Save", "Rename", "Copy"])
        alone = ["Auto-build", "Play the computer" if self.on_play else ""]
        alone += ["Really delete?"] if not self.sealed else []
        if len(self.gset.formats) > 1:
            alone += [f"Format: {f.label}" for f in self.gset.formats.values()]
        # the words and their padding, focused with "[Enter]" (it said "Save" only)
        half = max(words_width(f"{x} [Enter]", bh) for x in pairs)
        whole = max(words_width(f"{x} [Enter]" if x else x, bh) for x in alone[:3])
        whole = max([whole] + [words_width(x, bh) for x in alone[3:]])
        need = max(3 * gap + 2 * half, 2 * gap + whole)
        return max(int(330 * s), min(need, self.size[0] // 3))

    def file_rect(self, y: int, k: int) -> pygame.Rect:
        """The ``k``-th of a group of file buttons from ``y``, two to a row."""
        _m, _top, bh, gap = self.metrics()
        half = (self.left.w - 3 * gap) // 2
        return pygame.Rect(
            self.left.x + gap + (k % 2) * (half + gap), y + (k // 2) * (bh + gap), half, bh
        )

    def add_file_buttons(self, y: int) -> int:
        """New, Save, Rename, Copy, Delete in two columns from ``y``; returns the y below."""
        _m, _top, bh, gap = self.metrics()
        rows = [
            ("New", self.new_deck),
            ("Save", self.save),
            ("Rename", self.rename),
            ("Copy", self.copy),
            ("Really delete?" if self.confirm_delete else "Delete", self.delete),
        ]
        for k, (label, fn) in enumerate(rows):
            r = self.file_rect(y, k)
            if k == len(rows) - 1:  # alone on its row: "Really delete?" has the row's width
                r.width = self.left.w - 2 * gap
            self.buttons.append(Button(label, r, fn, primary=label == "Save"))
        return r.bottom + gap + int(8 * self.s)

    def layout_deck_list(self) -> None:
        """The saved decks under ``decks_top``, as many as the column holds, scrolled (the
        wheel over them, Up and Down past the first or last) when there are more: after a
        save, an import, a copy or a load the deck's own row is brought into view (an
        imported deck sorted at the end of a long list was highlighted out of sight)."""
        s = self.s
        _m, _top, _bh, gap = self.metrics()
        self.deck_buttons: list[Button] = []
        dh, step = max(28, int(44 * s)), max(28, int(44 * s)) + int(6 * s)
        foot = self.left.bottom - gap
        per = max(1, (foot - self.decks_top + int(6 * s)) // step)
        if len(self.deck_list) > per:  # the line saying what is scrolled away keeps its room
            per = max(1, (foot - self.decks_more_h() - self.decks_top + int(6 * s)) // step)
        if self.follow_deck and self.saved_name in self.deck_list:
            k = self.deck_list.index(self.saved_name)
            self.decks_scroll = min(max(self.decks_scroll, k - per + 1), k)
        self.follow_deck = False
        self.decks_scroll = max(0, min(self.decks_scroll, len(self.deck_list) - per))
        shown = self.deck_list[self.decks_scroll : self.decks_scroll + per]
        for k, name in enumerate(shown):
            r = pygame.Rect(self.left.x + gap, self.decks_top + k * step, self.left.w - 2 * gap, dh)
            self.deck_buttons.append(
                Button(name, r, partial(self.load, name), primary=name == self.saved_name)
            )
        self.decks_area = pygame.Rect(
            self.left.x, self.decks_top, self.left.w, foot - self.decks_top
        )
        #: saved decks not shown, and of those the ones scrolled away above
        self.decks_hidden = len(self.deck_list) - len(shown)
        self.decks_above = self.decks_scroll

    def decks_more_h(self) -> int:
        """The height of the line under the saved decks saying how many are scrolled away."""
        return theme.line_h(max(12, int(16 * self.s))) + int(4 * self.s)

    def layout_deck_column(self) -> None:
        """Right: the deck's name box, the chart and the area of the deck's rows."""
        w, h = self.size
        s = self.s
        m, top, bh, gap = self.metrics()
        rw = int(560 * s)
        self.right = pygame.Rect(w - m - rw, top, rw, h - top - m)
        self.name_box.rect = pygame.Rect(self.right.x + gap, self.right.y + gap, rw - 2 * gap, bh)
        head = max(14, int(26 * s))  # large text: the chart under the count and the rules box
        self.legal_h, self.legal_more = legality_box(self, self.right.h * 2 // 5)
        under = self.name_box.rect.bottom + int(24 * s) + theme.line_h(head, 1.2) + self.legal_h
        self.chart = pygame.Rect(
            self.right.x + gap, max(self.right.y + int(250 * s), under), rw - 2 * gap, 0
        )
        small = max(12, int(16 * s))  # the title, a count and the labels, and the bars between
        self.chart.height = max(int(150 * s), 3 * theme.line_h(small) + int(60 * s))
        self.deck_area = pygame.Rect(
            self.right.x + gap,
            self.chart.bottom + int(16 * s),
            rw - 2 * gap,
            self.right.bottom - self.chart.bottom - int(16 * s) - gap,
        )

    def layout_collection(self) -> None:
        """Middle: the filter buttons and the search box, then the grid of card tiles (the
        page the scroll shows)."""
        _w, h = self.size
        s = self.s
        m, top, bh, gap = self.metrics()
        mx = self.left.right + m
        mw = self.right.x - m - mx
        self.middle = pygame.Rect(mx, top, mw, h - top - m)
        fy = self.middle.y + gap
        self.cards = self.visible()
        keys = list(self.gset.filters)
        self.filter_rects: dict[str, pygame.Rect] = {}  # a focused one's Enter: the hint line
        # each filter's "Type: any" whole: as many to a row as hold it (large text: two rows)
        need = max(words_width(f"{FILTER_LABELS.get(k, k)}: any", bh) for k in keys)
        per = max(1, min(len(keys) + 1, (mw - gap) // (need + gap)))
        fw = (mw - 2 * gap - (per - 1) * gap) // per
        slots = [
            pygame.Rect(
                self.middle.x + gap + (k % per) * (fw + gap), fy + k // per * (bh + gap), fw, bh
            )
            for k in range(len(keys) + 1)
        ]
        for key, r in zip(keys, slots, strict=False):
            label = self.filter_label(key)
            if theme.text_width(label, theme.MIN_TEXT, "bold") > fw - 12:
                label = label.split(": ", 1)[-1]  # a long value alone ("Starter exclusive")
            self.buttons.append(Button(label, r, partial(self.cycle_filter, key)))
            self.filter_rects[key] = r
        self.search.rect = slots[-1]  # to the row's end
        self.search.rect.width = self.middle.right - gap - self.search.rect.x
        # the counts and how-to line under them (on more lines with large text)
        body = max(12, int(20 * s))
        lines = max(len(theme.wrap(x, body, mw - 2 * gap)) for x in hint_texts(self, mw - 2 * gap))
        self.hint_at = pygame.Rect(
            self.middle.x + gap, slots[-1].bottom + int(12 * s), mw - 2 * gap, 0
        )
        # its last line as tall as a line is drawn, and the focus ring round a card of the
        # first row clear of it (the ring hid the keys' hint's second line at 100 %)
        self.hint_at.h = (lines - 1) * theme.line_h(body, 1.15) + theme.line_h(body)
        clear = max(int(8 * s), focus.ring_reach(s) + 2)
        top = max(slots[-1].bottom + int(48 * s), self.hint_at.bottom + clear)
        self.grid = pygame.Rect(self.middle.x + gap, top, mw - 2 * gap, 0)
        self.grid.h = self.middle.bottom - gap - self.grid.y
        cols = max(1, self.grid.w // theme.grow(380 * s))  # large text: fewer columns
        self.tile_w = (self.grid.w - (cols - 1) * gap) // cols
        self.tile_h = tile_height(s, tile_name_lines(self.cards, self.tile_w, s, "9/9"))
        self.cols = cols
        self.tiles, self.per_page_rows, self.scroll = tile_grid(
            self.grid, self.cards, cols, (self.tile_w, self.tile_h), gap, self.scroll
        )

    def layout_deck_rows(self) -> None:
        s = self.s
        counts = Counter(self.deck)
        order = sorted(counts, key=lambda n: self.sort_key(n))
        rh = max(24, int(38 * s), theme.line_h(max(12, int(20 * s))) + 4)  # large text: taller
        size = max(12, int(18 * s))  # the words over the rows, on more lines with large text
        # room for the longer of the pointer's words and the keys' (``deck_head``)
        lines = max(len(theme.wrap(h, size, self.deck_area.w)) for h in (DECK_HEAD, DECK_HEAD_KEYS))
        self.deck_head = pygame.Rect(self.deck_area.topleft, (self.deck_area.w, 0))
        self.deck_head.h = lines * theme.line_h(size, 1.15)
        head = max(18, int(30 * s), self.deck_head.h + 4)
        per = max(1, (self.deck_area.h - head) // (rh + 2))
        if len(order) > per:  # the line saying what is scrolled away keeps its room
            per = max(1, (self.deck_area.h - head - theme.line_h(max(12, int(16 * s)))) // (rh + 2))
        self.deck_scroll = max(0, min(self.deck_scroll, len(order) - per))
        self.rows: list[tuple[pygame.Rect, str, int]] = []
        for i, name in enumerate(order[self.deck_scroll : self.deck_scroll + per]):
            r = pygame.Rect(
                self.deck_area.x, self.deck_area.y + head + i * (rh + 2), self.deck_area.w, rh
            )
            self.rows.append((r, name, counts[name]))
        self.rows_hidden = len(order) - len(self.rows)
        #: of those, the rows scrolled away above the first shown (the rest lie below)
        self.rows_above = self.deck_scroll

    def sort_key(self, n: str) -> tuple[Any, ...]:
        c = self.gset.cards[n]
        dot = DOT_ORDER.index(c.dot) if c.dot in DOT_ORDER else 9
        return (c.kind, dot, c.cost if c.cost is not None else -1, n)

    def back(self) -> None:
        self.app.pop()

    # ------------------------------------------------------------------ input
    def tile_at(self, pos: tuple[int, int]) -> str | None:
        return next((n for r, n in self.tiles if r.collidepoint(pos)), None)

    def row_at(self, pos: tuple[int, int]) -> str | None:
        return next((n for r, n, _c in self.rows if r.collidepoint(pos)), None)

    def card_at(self, pos: tuple[int, int]) -> str | None:
        return self.tile_at(pos) or self.row_at(pos)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.open_howto(self.game)  # F1: the game's guide, as on every screen
            return
        if deckbuilder_keys.handle(self, event):  # the focus ring, + and -, Z, Page Up/Down
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hold.release():
            self.press, self.dragging = None, False  # the hold opened the large view: no add
            return
        if self.zoom.handle(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3:
            name = self.card_at(event.pos)
            if name is not None and event.type == pygame.MOUSEBUTTONUP:
                self.zoom.open(collection_card(self.game, name))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # a click moves the focus between the boxes and is used up only inside one, so
            # a click from the search box onto a card, a button or the name box does its job
            hit = False
            for box in (self.search, self.name_box):
                box.handle(event)
                hit = hit or box.focus
            if hit:
                return
        for box in (self.search, self.name_box):
            if event.type == pygame.MOUSEBUTTONDOWN:
                break
            res = box.handle(event)
            if res == "edit" and box is self.search:
                self.scroll = 0
                self.relayout()
            if res is not None:
                if res == "submit":
                    box.focus = False
                    if box is self.name_box and not self.sealed:
                        self.save()
                return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hold.motion(event.pos)
            if self.press is not None and not self.dragging:
                px, py = self.press[2]
                if abs(event.pos[0] - px) + abs(event.pos[1] - py) > DRAG_SLOP:
                    self.dragging = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for src, name in (("pool", self.tile_at(event.pos)), ("deck", self.row_at(event.pos))):
                if name is not None:
                    self.press = (src, name, event.pos)
                    self.mouse = event.pos
                    self.hold.press(collection_card(self.game, name), event.pos)
                    return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            src, name, _start = self.press
            dragged = self.dragging
            self.press, self.dragging = None, False
            in_deck = self.right.collidepoint(event.pos)
            if src == "pool" and (in_deck or not dragged):
                self.add_card(name)
            elif src == "deck" and (not in_deck or not dragged):
                self.remove_card(name)
            self.dirty = True
            return
        if event.type == pygame.MOUSEWHEEL:
            deckbuilder_keys.wheel(self, event.y)
            return
        for b in list(self.buttons) + list(self.deck_buttons):
            if b.handle(event):
                self.dirty = True
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & pygame.KMOD_CTRL
        ):
            self.open_import()

    def update(self, now: float) -> None:
        if self.hold.poll(self.zoom):
            self.dirty = True

    def next_wake(self) -> float | None:
        return self.hold.due()

    def animating(self) -> bool:
        return self.dragging or self.toasts.active()

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        draw_builder(self, surf)
        self.dirty = False
