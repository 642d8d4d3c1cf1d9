"""How to play: the illustrated guide per game, the searchable rules reference, "What can I do?".

Owns three things:

- the guide: ``tabletop/games/<g>/howto.toml`` (sections with a heading, text in our own words,
  and pictures: card names drawn with the shared card renderer, or sprites), read through the
  one file gate (``engine.files.load_toml``); the gestures this table uses are common to all
  games and listed here (``GESTURES``), a game adds its own in its TOML;
- the rules reference: the rule readings of each game, extracted from its rules package's
  docstring (the binding readings, each tested) into entries with a heading, searchable by
  words (``rule_entries``, ``search_rules``);
- "What can I do?": the legal moves of a seat now, in words (the core's phase label and hint,
  the open prompt's text, the legal actions described with card names; ``moves_in_words``),
  and the cards and targets on the table those moves involve (``move_highlights``).

``HowToScene`` shows the guide and the reference (tabs, a search box); ``MovesOverlay`` lays the
list over the table and outlines the cards involved. Reached from the launcher, the Esc menu
(``App.open_howto``) and F1 on the table; "What can I do?" is the table's button and F2.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass
from functools import cache, partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.game import Option, game_class, game_names, new_game
from tabletop.room.movewords import (  # noqa: F401 - the guide's data and words live there
    GESTURES,
    Guide,
    Section,
    _visible_names,
    describe_action,
    guide_path,
    load_guide,
    moves_lines,
)
from tabletop.ui import assets, focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components import cards
from tabletop.ui.components.card import name_fits, name_unbroken
from tabletop.ui.components.textinput import TextInput
from tabletop.ui.components.widgets import Button, says_enter
from tabletop.ui.scenes import howto_page
from tabletop.ui.scenes.howto_words import for_players

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene


@cache
def card_pictures(game: str) -> dict[str, dict[str, Any]]:
    """Card name -> the card as the renderer wants it (from a fresh game's own data)."""
    g = new_game(game, 0)
    out: dict[str, dict[str, Any]] = {}
    for cid in g.card_inventory():
        d = g.describe_card(cid)
        if isinstance(d, dict) and d.get("name") and d["name"] not in out:
            out[str(d["name"])] = d
    return out


# ---------------------------------------------------------------------- the rules reference
@dataclass
class RuleEntry:
    heading: str
    text: str


@cache
def rule_entries(game: str) -> list[RuleEntry]:
    """The rule readings of a game for its players, from its rules package docstring.

    The docstring speaks to programmers too; only its readings part reaches players: it starts
    after the paragraph that announces the readings ("... our readings ...:") and is made of
    sections (a heading line, then bullets or numbered items, or paragraphs); it ends where a
    section about the code begins (phases, prompts, notation, zones, events, views). In the text,
    asides in parentheses that name code go, an option setting reads as the launcher's words
    (``tiebreak = most-cards`` -> the option "End of the pile with no winner: most cards"),
    and inline code marks go.
    Every bullet is one entry, every paragraph another."""
    doc = importlib.import_module(f"tabletop.games.{game}.rules").__doc__ or ""
    say = partial(_player_words, {o.name: o for o in game_class(game).OPTIONS})
    entries: list[RuleEntry] = []
    for heading, items in _sections(_readings_part(doc)):
        if _FOR_PROGRAMMERS.search(heading):
            break  # the readings are over: what follows is about the code
        heading = say(heading).rstrip(":").strip() or _READINGS
        for item, bullet in items:
            if _FOR_PROGRAMMERS.search(item):
                return entries
            text, head = say(item), heading
            topic = _TOPIC.match(text)
            # "Damage: X plus ..." under no heading of its own, or a paragraph of its own
            if topic and (heading == _READINGS or not bullet):
                head, text = topic[1], text[topic.end() :]
            text = text[:1].upper() + text[1:]
            if head == _READINGS:  # no heading of its own: its first words name it apart
                head = _lead(text) or head
            if text and not text.endswith(":"):
                entries.append(RuleEntry(for_players(head), for_players(text)))
    return entries


#: words a heading made of a reading's first words does not end on ("The gesture race of a")
_TRAILING = frozenset(
    "a an the of on in to and or with by for from that its their is are be may can".split()
)


def _lead(text: str) -> str:
    """A heading for a reading under no heading of its own: its first clause (up to a ';',
    ':', '.', '(' or '='), at most five words, not ending on a small word ("Seats alternate
    Good and Evil", "Attack value", "The gesture race")."""
    clause = re.split(r"[;:.(=]| - | \u2014 ", text, maxsplit=1)[0]
    words = clause.split()[:5]
    while words and words[-1].lower().strip(",") in _TRAILING:
        words.pop()
    return " ".join(words).rstrip(",")


_READINGS = "Our readings of the rulebook"
_BULLET = re.compile(r"^\s*(?:[-*\u2022]|\d+\.)\s+")
#: a parenthesis naming code ("(``end``; the rulebook's Pass)", "(option ``first_side``)")
_CODE_ASIDE = re.compile(r"\s*\([^()]*(?:``|\.py\b|\.toml\b|\boption\b)[^()]*\)")
#: an option setting in code marks: ``name = value`` or ``name = "value"``, maybe after "Option"
_OPTION = re.compile(r'(?:\b([Oo]ption) )?``(\w+) = "?([\w.-]+)"?``')
#: a reading's topic before its text: "Damage: ...", "Set-up. ...", "Rule correction (core v2): ..."
_TOPIC = re.compile(r"([A-Z][\w'-]*(?: [\w'-]+){0,2}(?: \([^()]*\))?)[:.] +(?=\S)")
#: sections about the code, not the game
_FOR_PROGRAMMERS = re.compile(
    r"^(?:Phases|Prompts|Action notation|Zones|Events|Views|Verbs|Flow|Modules|The package)\b"
)


def _readings_part(doc: str) -> list[str]:
    """The docstring's lines after the paragraph announcing the readings (all of it when no
    paragraph does)."""
    lines = doc.splitlines()
    para: list[int] = []
    for i, line in enumerate([*lines, ""]):
        if line.strip():
            para.append(i)
            continue
        text = " ".join(lines[k].strip() for k in para)
        if "readings" in text.lower() and text.endswith(":"):
            return lines[i:]
        para = []
    return lines


def _sections(lines: list[str]) -> list[tuple[str, list[tuple[str, bool]]]]:
    """(heading, items) in order: a heading is a line at the margin that is not a bullet and
    stands alone (a blank line before it) with indented lines or a blank line after it, or ends with
    ':'; an item is a bullet with its continuation lines, or a paragraph (with whether it is a
    bullet)."""
    out: list[tuple[str, list[tuple[str, bool]]]] = [(_READINGS, [])]
    cur: list[str] = []
    bullet = False

    def flush() -> None:
        if cur:
            out[-1][1].append((" ".join(cur), bullet))
            cur.clear()

    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            flush()
            continue
        prev = lines[i - 1].strip() if i else ""
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        margin = not line[:1].isspace()
        if (
            margin
            and not prev
            and not _BULLET.match(line)
            and (not nxt.strip() or nxt[:1].isspace() or s.endswith(":"))
            and not s.endswith(".")
        ):
            flush()
            out.append((s, []))
        elif _BULLET.match(line):
            flush()
            bullet = True
            cur.append(_BULLET.sub("", line).strip())
        else:
            if not cur:
                bullet = False
            cur.append(s)
    flush()
    return [(h, items) for h, items in out if items]


def _player_words(options: dict[str, Option], text: str) -> str:
    """Docstring text as a player reads it (see ``rule_entries``); an option setting in the
    launcher's words (its label and value)."""

    def setting(m: re.Match[str]) -> str:
        opt = options.get(m[2])
        name, value = (opt.label, opt.say(m[3])) if opt else (m[2].replace("_", " "), m[3])
        return f'{m[1] or "the option"} "{name}: {value}"'

    text = _OPTION.sub(setting, " ".join(text.split()))
    text = _CODE_ASIDE.sub("", text)
    text = _SEAT.sub(_seat_from_1, text)
    return text.replace("``", "").replace(" ,", ",").strip()


#: a seat by its number in the rules' code ("seat 0", "seats 4-7"): players count from 1
_SEAT = re.compile(r"\b([Ss]eats?) (\d+)(?:-(\d+))?\b")


def _seat_from_1(m: re.Match[str]) -> str:
    """'seat 0' -> 'seat 1', 'seats 4-7' -> 'seats 5-8': the launcher numbers its seats
    from 1."""
    last = f"-{int(m[3]) + 1}" if m[3] else ""
    return f"{m[1]} {int(m[2]) + 1}{last}"


def search_rules(game: str, query: str) -> list[RuleEntry]:
    """The entries matching every word of ``query`` (case-insensitive), best first."""
    words = [w for w in re.findall(r"[\w'!.-]+", query.lower()) if w]
    entries = rule_entries(game)
    if not words:
        return list(entries)
    scored = []
    for k, e in enumerate(entries):
        hay = (e.heading + " " + e.text).lower()
        if all(w in hay for w in words):
            score = sum(hay.count(w) for w in words) + 3 * sum(
                w in e.heading.lower() for w in words
            )
            scored.append((-score, k, e))
    scored.sort(key=lambda x: (x[0], x[1]))
    return [e for _, _, e in scored]


# ---------------------------------------------------------------------- "What can I do?"
def moves_in_words(table: TableScene, seat: int | None, limit: int = 14) -> list[str]:
    """What ``seat`` can do now at ``table``, in plain words (``movewords.moves_lines``), and
    the game's notes on what the seat cannot do now and why (``moves_notes``, if it has any);
    the seats called by the table's names, as its drop menu and phones call them ("You are
    asked: Choose a card to give to Cy.", not "... to Player 3.")."""
    notes = getattr(table.gv, "moves_notes", None)
    lines = moves_lines(
        table.session, table.view, seat, table._legal_any, table.gv.action_label, limit
    ) + (notes(table.view, seat) if notes is not None else [])
    return [table.session.name_text(line) for line in lines]


def move_highlights(table: TableScene, seat: int | None) -> list[pygame.Rect]:
    """The rects of what the seat's legal moves involve: cards to drag and where they may
    go, things to click, and the move buttons."""
    if seat is None:
        return []
    gv, view = table.hits, table.view
    legal = table._legal_any(seat)
    if not legal:
        return []
    rects: list[pygame.Rect] = []
    try:
        for d in gv.draggables(view, seat):
            for t in gv.drop_targets(view, seat, d.payload):
                matches, _ = gv.candidates(seat, d.payload, t.key, view, legal)
                if matches:
                    rects.append(d.rect)
                    rects.append(t.rect)
        for c in gv.clickables(view, seat, legal):
            if c.action in legal or any(a in legal for a in c.choices or []):
                rects.append(c.rect)
        rects.extend(r for _a, r in table.prompt_cards.targets())  # the open prompt's cards
    except Exception:  # noqa: BLE001 - a help overlay must never break the table
        pass
    rects.extend(b.rect for b in table.buttons)
    unique: list[pygame.Rect] = []
    for r in rects:
        if r not in unique:
            unique.append(r)
    return unique


class MovesOverlay(Scene):
    """Over the table: the seat's moves in words, the cards involved outlined. Any click or key
    closes it."""

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.seat = table.acting_seat()
        self.lines = moves_in_words(table, self.seat)
        self.rects = move_highlights(table, self.seat)
        self.t0 = pygame.time.get_ticks()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.table.layout(size)
        self.rects = move_highlights(self.table, self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3)
        ):
            self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        self.table.draw(surf)
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
        veil.fill((0, 0, 0, 110))
        for r in self.rects:  # the highlighted things stay bright
            veil.fill((0, 0, 0, 0), r.inflate(int(12 * s), int(12 * s)))
        surf.blit(veil, (0, 0))
        for r in self.rects:
            pygame.draw.rect(
                surf, theme.GLOW, r.inflate(int(10 * s), int(10 * s)), max(2, int(4 * s)), 10
            )
        pr = self.table.play_rect
        size = max(theme.MIN_TEXT + 2, int(25 * s))
        width = int(min(pr.width * 0.62, 900 * s))
        if theme.ui_scale() > 1.0:  # large text: as wide as the play area allows
            width = min(pr.width - int(20 * s), theme.grow(width))
        wrapped: list[str] = []
        for line in self.lines:
            wrapped.extend(theme.wrap(line, theme.px(size), width - int(40 * s)))
        foot_px = max(theme.MIN_TEXT, int(19 * s))
        foot = theme.wrap(FOOT, foot_px, width - int(40 * s))
        step, foot_step = theme.line_h(size, 1.3), theme.line_h(foot_px, 1.15)
        h = step * len(wrapped) + theme.line_h(size, 1.5) + foot_step * len(foot) + int(40 * s)
        box = pygame.Rect(0, 0, width, h)
        box.midtop = (pr.centerx, pr.top + int(20 * s))
        theme.shadow(surf, box)
        pygame.draw.rect(surf, (16, 22, 30), box, border_radius=14)
        pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=14)
        y = box.top + int(16 * s)
        theme.blit_text(
            surf, "What can I do?", int(30 * s), (box.x + int(20 * s), y), theme.ACCENT, "bold"
        )
        y += theme.line_h(size, 1.5)
        for line in wrapped:
            theme.blit_text(surf, line, size, (box.x + int(20 * s), y), theme.TEXT)
            y += step
        y = box.bottom - int(8 * s) - foot_step * len(foot)
        for line in foot:
            theme.blit_text(surf, line, foot_px, (box.centerx, y), theme.MUTED, anchor="midtop")
            y += foot_step


#: the line at the foot of "What can I do?"
FOOT = "The outlined cards and places are the ones you can use. Click or press a key to close."


# ---------------------------------------------------------------------- the scene
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN)


class HowToScene(Scene):
    """The guide and the rules reference of one game (tabs for every game along the top)."""

    def __init__(self, app: App, game: str | None = None, tab: str = "guide") -> None:
        super().__init__(app)
        self.games = game_names()
        self.game = game if game in self.games else self.games[0]
        self.tab = tab
        self.scroll = 0
        self.search = TextInput(
            max_len=40, upper=False, placeholder="Search the rules…", short=("Search…",)
        )
        self.buttons: list[Button] = []

    @property
    def typing(self) -> bool:
        return self.search.focus

    def pick(self, game: str) -> None:
        self.game, self.scroll = game, 0
        self.rebuild()

    def set_tab(self, tab: str) -> None:
        self.tab, self.scroll = tab, 0
        self.search.focus = tab == "rules"
        self.rebuild()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.rebuild()

    def rebuild(self) -> None:
        if not hasattr(self, "size"):
            return
        s, (w, h) = self.scale, self.size
        self.buttons = []
        x = int(40 * s)
        bh = int(52 * s)
        # under the title, its descenders and shadow clear of the tabs (large text too)
        title_h = theme.font(int(56 * s), "serif").get_height()
        y = max(int(110 * s), int(28 * s) + title_h + max(6, int(10 * s)))
        for g in self.games:
            title = game_class(g).TITLE
            bw = int(max(180, 16 * len(title)) * s)
            # as wide as the name (large text, a small window), rows as needed
            bw = max(bw, theme.text_width(title, int(bh * 0.42), "bold") + int(24 * s))
            if x + bw > w - int(40 * s) and x > int(40 * s):
                x, y = int(40 * s), y + bh + int(10 * s)
            self.buttons.append(
                Button(
                    title, pygame.Rect(x, y, bw, bh), partial(self.pick, g), primary=g == self.game
                )
            )
            x += bw + int(12 * s)
        y2 = y + bh + int(14 * s)
        # the row of Guide, Rules reference and the search box: a margin above and below the
        # search text at every text size (at 200 % it filled the box top to bottom)
        self.search_px = max(theme.MIN_TEXT, int(24 * s))
        rh = max(bh, int(theme.line_h(self.search_px) * 1.45))
        gw, rw = int(200 * s), int(300 * s)
        gw, rw = (
            max(w0, theme.text_width(t, int(bh * 0.42), "bold") + int(24 * s))
            for w0, t in ((gw, "Guide"), (rw, "Rules reference"))
        )
        self.buttons.append(
            Button(
                "Guide",
                pygame.Rect(int(40 * s), y2, gw, rh),
                lambda: self.set_tab("guide"),
                primary=self.tab == "guide",
            )
        )
        self.buttons.append(
            Button(
                "Rules reference",
                pygame.Rect(int(56 * s) + gw, y2, rw, rh),
                lambda: self.set_tab("rules"),
                primary=self.tab == "rules",
            )
        )
        self.buttons.append(
            Button(
                "Back",
                pygame.Rect(w - int(220 * s), int(30 * s), int(180 * s), bh),
                self.app.pop,
                "Esc",
            )
        )
        self.search.rect = pygame.Rect(int(80 * s) + gw + rw, y2, int(560 * s), rh)
        # down to the key hint at the foot (a line of its own at every text size)
        foot = int(16 * s) + theme.line_h(max(theme.MIN_TEXT, int(19 * s)))
        self.body = pygame.Rect(
            int(40 * s),
            y2 + rh + int(20 * s),
            w - int(80 * s),
            h - y2 - rh - int(20 * s) - max(int(40 * s), foot),
        )
        self.dirty = True

    def focus_targets(self) -> list[focus.Target]:
        """The game tabs, Guide, Rules reference, the search box (rules) and Back; Left and
        Right move along a row, Up and Down scroll the page."""
        focus.ring(self).arrows = focus.LEFT_RIGHT
        out = focus.targets_of(self.buttons)
        if self.tab == "rules":
            box = self.search
            out.append(
                focus.Target(
                    box.rect,
                    lambda: setattr(box, "focus", True),
                    key="search",
                    editing=lambda: box.focus,
                    leave=lambda: setattr(box, "focus", False),
                )
            )
        return focus.reading_order(out)

    def handle(self, event: pygame.event.Event) -> None:
        if focus.scene_key(self, event):  # Tab, Left/Right, Enter or Space on the focused
            return
        # the arrows up and down and the page keys scroll the rules, the search box holding the
        # focus or not (it took them, and "More below (↓ or PgDn)" moved nothing)
        scrolls = event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS
        if self.tab == "rules" and not scrolls:
            got = self.search.handle(event)
            if got in ("edit", "key", "submit"):
                self.scroll = 0
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.step(1, page=event.key == pygame.K_PAGEDOWN)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.step(-1, page=event.key == pygame.K_PAGEUP)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)
            return
        for b in list(self.buttons):
            if b.handle(event):
                return

    #: the guide's first section shown goes on from this piece (a sentence or a bullet,
    #: ``howto_page.pieces``): a "(continued)" page; sections shown (the rules' Page Down step)
    sub, shown_n = 0, 1

    def step(self, by: int, page: bool = False) -> None:
        """Down (``by`` > 0) or up (``howto_page.scrolled``): by pages, by sections, and in a
        section longer than the page by sentences; a page never begins inside a sentence (at
        200 % a "(continued)" page began with 'am NAME" button ...')."""
        if self.tab == "guide":
            guide = load_guide(self.game)
            at = (self.scroll, self.sub)
            self.scroll, self.sub = howto_page.scrolled(self, guide, *at, by, page)
        else:  # the rules: Page Down to the first rule not shown
            self.scroll, self.sub = max(0, self.scroll + by * (self.shown_n if page else 1)), 0

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        surf.fill(theme.BG_DARK)
        guide = load_guide(self.game)
        room = self.buttons[-1].rect.left - int(60 * s)  # left of Back
        size, title = theme.fit_text(f"How to play {guide.title}", int(56 * s), room, "serif")
        pos = (int(40 * s), int(28 * s))
        theme.blit_text(surf, title, size, pos, theme.ACCENT, "serif", shadow=True)
        for b in self.buttons:
            b.draw(surf, s)
        if self.tab == "rules":
            self.search.draw(surf, self.search_px)
            self.draw_rules(surf)
        else:
            self.draw_guide(surf, guide)
        focus.draw_focus(self, surf)

    def draw_guide(self, surf: pygame.Surface, guide: Guide) -> None:
        """The page of sections from ``scroll`` on (``howto_page``), the first one from the
        sentence scrolled to (``step``), and the "More below" line naming what follows."""
        s = self.scale
        k = min(self.scroll, len(guide.sections) - 1)
        self.scroll = howto_page.page_start(self, guide, k)
        self.sub = self.sub if self.scroll == k else 0
        page = howto_page.plan(self, guide, self.scroll, self.sub)
        size = howto_page.text_size(self)
        step = theme.line_h(size, 1.25)
        self.hidden = list(page.hidden)
        self.shown_n = len(page.panels)
        for p in page.panels:
            sec, panel, x, top = guide.sections[p.k], p.rect, p.rect.x, p.rect.y
            lines = p.lines
            pygame.draw.rect(surf, (22, 32, 40), panel, border_radius=12)
            theme.blit_text(
                surf,
                sec.heading + (" (continued)" if p.first else ""),
                int(28 * s),
                (x + int(14 * s), top + int(8 * s)),
                theme.ACCENT,
                "bold",
            )
            ty = top + p.head
            for line in lines:
                if ty + theme.line_h(size) > panel.bottom:
                    break
                theme.blit_text(surf, line, size, (x + int(14 * s), ty), theme.TEXT)
                ty += step
            px_ = x + panel.width - int(10 * s)
            for pic in reversed(p.pics):
                img = self.picture(pic, p.card)
                if img is None:
                    continue
                px_ -= p.card[0] + int(8 * s)
                r = img.get_rect(topleft=(px_, top + p.head))
                if r.bottom <= panel.bottom + 2:
                    theme.shadow(surf, r, offset=4)
                    surf.blit(img, r)
        self.draw_more(surf, len(guide.sections), page.free_top)
        self.draw_keys_hint(surf)

    def enter_line(self) -> str:
        """ "[Enter]: Marvel Codenames" while a focused button has no room to say "[Enter]"
        itself (large text: a focused tab, Guide or Back said only its words), else ""."""
        ring = focus.ring(self)
        here = ring.current(self.focus_targets()) if ring.shown else None
        b = next((b for b in self.buttons if here is not None and b.rect == here.rect), None)
        return "" if b is None or says_enter(b) else f"[Enter]: {b.label}"

    def draw_keys_hint(self, surf: pygame.Surface) -> None:
        """The guide's keys at the foot, as the guide's page on the keyboard writes them."""
        s = self.scale
        hint = "↑/↓, Page Up/Down: scroll · Tab, ←/→, Enter: another game or the rules · Esc: back"
        if said := self.enter_line():  # a focused tab too narrow to say "[Enter]" itself
            hint = f"{said} · ↑/↓, Page Up/Down: scroll · Tab, ←/→: another · Esc: back"
        px, hint = theme.fit_text(hint, max(theme.MIN_TEXT, int(19 * s)), self.size[0] - 8)
        at = (self.size[0] // 2, self.size[1] - int(6 * s))
        theme.blit_text(surf, hint, px, at, theme.MUTED, anchor="midbottom")

    def draw_more(self, surf: pygame.Surface, total: int, free_top: int) -> None:
        """Where sections (rule readings) are above or below the page: a scrollbar at the body's right edge
        (its thumb: the sections shown) and, below the last panel, a line naming what follows
        ("More below (↓): Your turn and 4 more")."""
        s, body = self.scale, self.body
        above, below = self.scroll, len(self.hidden)
        if not (above or below) or total < 2:
            return
        track = pygame.Rect(body.right + int(12 * s), body.top, max(4, int(8 * s)), body.height)
        pygame.draw.rect(surf, (40, 52, 62), track, border_radius=track.width // 2)
        shown = max(1, total - above - below)
        thumb = pygame.Rect(
            track.x,
            track.y + track.height * above // total,
            track.width,
            max(track.width * 3, track.height * shown // total),
        )
        pygame.draw.rect(surf, theme.ACCENT, thumb.clip(track), border_radius=track.width // 2)
        if not below:
            return
        more = "" if below == 1 else f" and {below - 1} more"
        cue = f"▼ More below (↓ or PgDn): {self.hidden[0]}{more}"
        px_ = max(theme.MIN_TEXT, int(21 * s))
        size, cue = theme.fit_text(cue, px_, body.width - int(28 * s), "bold")
        y = min(free_top, body.bottom - theme.line_h(size, 1.3))
        theme.blit_text(surf, cue, size, (body.left + int(14 * s), y), theme.ACCENT, "bold")

    @staticmethod
    def _bullets(text: str, size: int, width: int) -> list[str]:
        out: list[str] = []
        parts = text.split("• ")
        if parts and parts[0].strip():
            out.extend(theme.wrap(parts[0].strip(), theme.px(size), width))
        for p in parts[1:]:
            wrapped = theme.wrap(p.strip(), theme.px(size), width - 20)
            out.extend(["• " + wrapped[0]] + ["   " + x for x in wrapped[1:]])
        return out

    def thumbs(self, pics: list[str], height: int, room: int) -> tuple[list[str], tuple[int, int]]:
        """A section's card pictures and their size: ``height`` where every card's name is
        drawn whole on it, else the smallest taller size where they are (issue 52: "Austin
        Powers, Inter..."), within twice the height and the section's ``room``, no word of a
        name split with a hyphen where a size allows it ("Bodygu-ard"); where no size fits them
        all, fewer pictures (the section's first ones) a little larger."""
        for whole in (name_unbroken, name_fits):  # no word hyphenated ("Bodygu-ard"), else whole
            for n in range(len(pics), 0, -1):
                faces = [f for f in (self.card_face(p) for p in pics[:n]) if f is not None]
                for h in range(height, int(height * 2) + 1, max(1, height // 20)):
                    w = int(h * 120 / 168)
                    if n * (w + 8) > room:
                        break
                    with theme.unscaled():  # a face's text is drawn at 100 %
                        if all(whole(self.game, f, (w, h)) for f in faces):
                            return pics[:n], (w, h)
        return pics, (int(height * 120 / 168), height)

    def card_face(self, name: str) -> dict[str, Any] | None:
        """The face data of the card picture ``name`` (None: a sprite, or no such card)."""
        if name.endswith(".png"):
            return None
        card = card_pictures(self.game).get(name)
        if card is None:
            return None
        from tabletop.engine.registry import info, load

        view_cls = load(info(self.game).view)  # the table's own face data for this card
        return dict(view_cls.face_data(card))

    def picture(self, name: str, size: tuple[int, int]) -> pygame.Surface | None:
        if name.endswith(".png"):
            img = assets.image(name)
            if img is None:
                return None
            iw, ih = img.get_size()
            k = min(size[0] / iw, size[1] / ih)
            return pygame.transform.smoothscale(img, (max(1, int(iw * k)), max(1, int(ih * k))))
        face = self.card_face(name)
        return None if face is None else cards.face(self.game, face, size)

    def draw_rules(self, surf: pygame.Surface) -> None:
        s = self.scale
        body = self.body
        found = search_rules(self.game, self.search.text)
        size = max(theme.MIN_TEXT + 2, int(22 * s))
        count = f"{len(found)} of {len(rule_entries(self.game))} rules shown"
        room = self.size[0] - self.search.rect.right - int(40 * s)
        cpx, count = theme.fit_text(count, max(theme.MIN_TEXT, int(20 * s)), room)
        pos = (self.search.rect.right + int(20 * s), self.search.rect.centery)
        theme.blit_text(surf, count, cpx, pos, theme.MUTED, anchor="midleft")
        y = body.top
        self.scroll = min(self.scroll, max(0, len(found) - 1))
        words = [w for w in self.search.text.lower().split() if w]
        rest = found[self.scroll :]
        self.hidden, self.shown_n = [], max(1, len(rest))  # Page Down's step
        for k, e in enumerate(rest):
            lines = theme.wrap(e.text, theme.px(size), body.width - int(40 * s))
            head = max(int(36 * s), int(6 * s) + theme.line_h(22 * s))
            need = head + len(lines) * theme.line_h(size, 1.25) + int(12 * s)
            if y + need > body.bottom - int(30 * s) and y > body.top:
                self.hidden, self.shown_n = [h.heading for h in rest[k:]], max(1, k)
                break
            r = pygame.Rect(body.left, y, body.width, need)
            pygame.draw.rect(surf, (22, 32, 40), r, border_radius=10)
            theme.blit_text(
                surf,
                e.heading,
                int(22 * s),
                (r.x + int(14 * s), y + int(6 * s)),
                theme.ACCENT,
                "bold",
            )
            ty = y + head
            for line in lines:
                hit = any(w in line.lower() for w in words)
                theme.blit_text(
                    surf, line, size, (r.x + int(20 * s), ty), theme.GLOW if hit else theme.TEXT
                )
                ty += theme.line_h(size, 1.25)
            y += need + int(10 * s)
        self.draw_more(surf, len(found), y)
        if not found:
            theme.blit_text(
                surf,
                "No rule mentions all of these words.",
                size,
                (body.left, body.top),
                theme.MUTED,
            )
        hint = "Type to search · scroll or ↑/↓ · Tab or ←/→ then Enter: the guide · Esc: back"
        if said := self.enter_line():
            hint = f"{said} · Type to search · scroll or ↑/↓ · Esc: back"
        theme.blit_text(
            surf,
            hint,
            max(theme.MIN_TEXT, int(19 * s)),
            (self.size[0] // 2, self.size[1] - int(6 * s)),
            theme.MUTED,
            anchor="midbottom",
        )
