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
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.engine.files import load_toml
from tabletop.engine.game import game_class, game_names, new_game
from tabletop.ui import assets, cards, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.textinput import TextInput
from tabletop.ui.widgets import Button

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

#: the gestures every table uses (a game's TOML adds its own under ``gestures``)
GESTURES = [
    "Drag a card from your hand onto a glowing place to play it; a wrong drop snaps back and "
    "says why.",
    "Click a card (or right-click it, or hold the button) to read it large; click again or Esc "
    "to close.",
    "Buttons at the bottom right make the other moves (pass, end the turn); their key is shown "
    'in brackets. Between players a curtain covers the screen: its "I am NAME" button (or '
    "Space, a moment after it rose) lifts it.",
    "Reaction windows: while others may answer, hands are face down (the player at the screen "
    "holds Tab to see their own); to answer, press your key (Q, P, Z, M, V, O for seats 1 to "
    "6) and the screen passes to you behind the curtain.",
    "F1 opens this guide. F2 or the What can I do? button lists your moves now and outlines "
    "the cards they use. Ctrl+Z undoes, Esc opens the menu, Ctrl+M mutes, F11 fills the screen.",
]


# ---------------------------------------------------------------------- the guide (data)
@dataclass
class Section:
    heading: str
    text: str
    cards: list[str] = field(default_factory=list)
    sprites: list[str] = field(default_factory=list)


@dataclass
class Guide:
    game: str
    title: str
    sections: list[Section]
    verbs: dict[str, str]


def guide_path(game: str) -> Path:
    mod = importlib.import_module(f"tabletop.games.{game}")
    return Path(str(mod.__file__)).parent / "howto.toml"


@cache
def load_guide(game: str) -> Guide:
    """The game's guide; a missing or damaged file gives a guide that says so (never a crash)."""
    title = game_class(game).TITLE
    try:
        data = load_toml(guide_path(game), "how-to-play guide", 256 * 1024)
    except (TabletopError, OSError) as e:
        return Guide(game, title, [Section("No guide", f"The guide could not be read: {e}")], {})
    sections: list[Section] = []
    for raw in data.get("section", []):
        if not isinstance(raw, dict):
            continue
        sections.append(
            Section(
                str(raw.get("heading", "")),
                " ".join(str(raw.get("text", "")).split()),
                [str(c) for c in raw.get("cards", []) if isinstance(c, str)],
                [str(c) for c in raw.get("sprites", []) if isinstance(c, str)],
            )
        )
    extra = [str(g) for g in data.get("gestures", []) if isinstance(g, str)]
    sections.append(Section("Gestures at this table", " ".join(f"• {g}" for g in GESTURES + extra)))
    verbs = {str(k): str(v) for k, v in dict(data.get("verbs", {})).items()}
    return Guide(game, str(data.get("title", title)), sections, verbs)


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


_BULLET = re.compile(r"^\s*(?:[-*•]|\d+\.)\s+")


@cache
def rule_entries(game: str) -> list[RuleEntry]:
    """The rule readings from the game's rules package docstring, as entries: every bullet is
    one entry, every paragraph another; a short line standing alone (or a line ending in ':')
    is the heading of what follows."""
    doc = importlib.import_module(f"tabletop.games.{game}.rules").__doc__ or ""
    doc = doc.replace("``", "")
    entries: list[RuleEntry] = []
    heading = "Our readings of the rulebook"
    cur: list[str] = []

    def flush() -> None:
        text = " ".join(" ".join(cur).split())
        # asides for programmers ("(scramble_hidden checks it)", "(option approve)") go
        text = _CODE_ASIDE.sub("", text)
        if text:
            entries.append(RuleEntry(heading, text))
        cur.clear()

    lines = doc.splitlines()
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            flush()
            continue
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        prev = lines[i - 1].strip() if i else ""
        is_head = (
            not _BULLET.match(line)
            and not prev
            and len(s) < 60
            and (nxt == "" or _BULLET.match(lines[i + 1]) or s.endswith(":"))
            and not s.endswith(".")
        )
        if is_head:
            flush()
            heading = s.rstrip(":")
            if _CODE_HEADING.search(heading):
                heading = "Our readings of the rulebook"
            continue
        if _BULLET.match(line):
            flush()
            cur.append(_BULLET.sub("", line))
        else:
            cur.append(s)
    flush()
    # the docstring also tells programmers where things live (files, flow tables, zone
    # visibilities, option tables): a player reads only the rules
    return [
        e
        for e in entries
        if not _FOR_PROGRAMMERS.search(e.text)
        and not e.text.endswith(":")  # an introduction to a list of code lines
        and not _NOTATION.search(e.text)
    ]


#: a parenthesis naming code or an option
_CODE_ASIDE = re.compile(r"\s*\([^()]*(?:\b[a-z]+_[a-z_]+\b|\.py\b|\boption\b|``)[^()]*\)")
#: actions in the text notation ("brawler A", "bone B / drop")
_NOTATION = re.compile(r"\b[a-z]+ [A-Z]\b(?! [a-z])|\b[a-z]+ / [a-z]+\b")


#: sentences about the code, not the game
_FOR_PROGRAMMERS = re.compile(
    r"\.py\b|\.toml\b|\bFLOW\b|\bLISTED\b|\bHIDDEN\b|\bOWNER\b|LEGACY_OPTIONS|self\.|"
    r"tests/|shared/rules|\bpackage\b|pure Python|rules engine|\w+\(\)|\b[a-z]+_[a-z_]+\(|"
    r"\bEvent\b|\bprompt\b|notation|\b[a-z]+Error\b|\b[a-z]+_[a-z_]+\b|\||seat:verb"
)
#: headings that name code, shown to players as what they are
_CODE_HEADING = re.compile(r"[:(|_]|\bVerbs\b|\bFlow\b")


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
def _visible_names(view: Any, out: dict[int, str]) -> dict[int, str]:
    """Card id -> name for every card the view shows (a hidden card has no name there)."""
    if isinstance(view, dict):
        cid, name = view.get("id"), view.get("name")
        if isinstance(cid, int) and not isinstance(cid, bool) and isinstance(name, str):
            out.setdefault(cid, name)
        for v in view.values():
            _visible_names(v, out)
    elif isinstance(view, list):
        for v in view:
            _visible_names(v, out)
    return out


def describe_action(action: Action, view: dict[str, Any], gv: Any, verbs: dict[str, str]) -> str:
    """One move in words: the table's own label when it has one, else the guide's phrase for
    the verb with the card names of the cards it names."""
    label = gv.action_label(action, view) if gv is not None else str(action)
    if label and label != str(action) and not re.match(r"^\d+:", label):
        return label
    names = _visible_names(view, {})
    phrase = verbs.get(action.verb, action.verb.replace("_", " ").capitalize())
    args = []
    for a in action.args:
        if isinstance(a, int) and not isinstance(a, bool) and a in names:
            args.append(names[a])
        elif isinstance(a, str):
            args.append(a)
    return phrase + (": " + ", ".join(args) if args else "")


def moves_in_words(table: TableScene, seat: int | None, limit: int = 14) -> list[str]:
    """What ``seat`` can do now, in plain words: where the game is (phase and hint), the
    prompt's question, then the legal moves (many moves of one kind become one line)."""
    game = table.game
    if game.is_terminal():
        return ["The game is over."]
    lines: list[str] = []
    if seat is None or seat not in game.active_seats():
        active = game.active_seats()
        who = ", ".join(table.session.seat_name(s) for s in active) or "nobody"
        lines.append(f"It is not your move now: the table waits for {who}.")
        return lines
    if game.FLOW is not None:
        now = game.phase_now()
        lines.append(f"Now: {now.title}" + (f" — {now.hint}." if now.hint else "."))
    prompt = table.view.get("prompt") or {}
    if isinstance(prompt, dict) and prompt.get("text") and prompt.get("seat") == seat:
        lines.append(f"You are asked: {prompt['text']}")
    legal = table._legal_any(seat)
    verbs = load_guide(table.session.game_name).verbs
    by_verb: dict[str, list[str]] = {}
    for a in legal:
        by_verb.setdefault(a.verb, []).append(describe_action(a, table.view, table.gv, verbs))
    moves: list[str] = []
    for verb, said in by_verb.items():
        said = list(dict.fromkeys(said))
        if len(said) > 4:
            phrase = verbs.get(verb, verb.replace("_", " ").capitalize())
            moves.append(f"{phrase} ({len(said)} choices)")
        else:
            moves.extend(said)
    if not moves:
        lines.append("You have no move now.")
    for m in moves[:limit]:
        lines.append("• " + m)
    if len(moves) > limit:
        lines.append(f"… and {len(moves) - limit} more.")
    return lines


def move_highlights(table: TableScene, seat: int | None) -> list[pygame.Rect]:
    """The rects of what the seat's legal moves involve: cards to drag and where they may
    go, things to click, and the move buttons."""
    if seat is None:
        return []
    gv, view = table.gv, table.view
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
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
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
        wrapped: list[str] = []
        for line in self.lines:
            wrapped.extend(theme.wrap(line, theme.px(size), width - int(40 * s)))
        h = int(size * 1.3) * (len(wrapped) + 2) + int(30 * s)
        box = pygame.Rect(0, 0, width, h)
        box.midtop = (pr.centerx, pr.top + int(20 * s))
        theme.shadow(surf, box)
        pygame.draw.rect(surf, (16, 22, 30), box, border_radius=14)
        pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=14)
        y = box.top + int(16 * s)
        theme.blit_text(
            surf, "What can I do?", int(30 * s), (box.x + int(20 * s), y), theme.ACCENT, "bold"
        )
        y += int(size * 1.5)
        for line in wrapped:
            theme.blit_text(surf, line, size, (box.x + int(20 * s), y), theme.TEXT)
            y += int(size * 1.3)
        theme.blit_text(
            surf,
            "The outlined cards and places are the ones you can use. Click or press a key to close.",
            max(theme.MIN_TEXT, int(19 * s)),
            (box.centerx, box.bottom - int(8 * s)),
            theme.MUTED,
            anchor="midbottom",
        )


# ---------------------------------------------------------------------- the scene
class HowToScene(Scene):
    """The guide and the rules reference of one game (tabs for every game along the top)."""

    def __init__(self, app: App, game: str | None = None, tab: str = "guide") -> None:
        super().__init__(app)
        self.games = game_names()
        self.game = game if game in self.games else self.games[0]
        self.tab = tab
        self.scroll = 0
        self.search = TextInput(max_len=40, upper=False, placeholder="Search the rules…")
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
        for g in self.games:
            title = game_class(g).TITLE
            bw = int(max(180, 16 * len(title)) * s)
            self.buttons.append(
                Button(
                    title,
                    pygame.Rect(x, int(110 * s), bw, bh),
                    partial(self.pick, g),
                    primary=g == self.game,
                )
            )
            x += bw + int(12 * s)
        y2 = int(110 * s) + bh + int(14 * s)
        self.buttons.append(
            Button(
                "Guide",
                pygame.Rect(int(40 * s), y2, int(200 * s), bh),
                lambda: self.set_tab("guide"),
                primary=self.tab == "guide",
            )
        )
        self.buttons.append(
            Button(
                "Rules reference",
                pygame.Rect(int(256 * s), y2, int(300 * s), bh),
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
        self.search.rect = pygame.Rect(int(580 * s), y2, int(560 * s), bh)
        self.body = pygame.Rect(
            int(40 * s), y2 + bh + int(20 * s), w - int(80 * s), h - y2 - bh - int(40 * s)
        )
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if self.tab == "rules":
            got = self.search.handle(event)
            if got in ("edit", "key", "submit"):
                self.scroll = 0
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll += 1 if event.key == pygame.K_DOWN else 5
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else 5))
            elif event.key == pygame.K_TAB:
                self.set_tab("rules" if self.tab == "guide" else "guide")
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return
        for b in list(self.buttons):
            if b.handle(event):
                return

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        surf.fill(theme.BG_DARK)
        guide = load_guide(self.game)
        theme.blit_text(
            surf,
            f"How to play {guide.title}",
            int(56 * s),
            (int(40 * s), int(28 * s)),
            theme.ACCENT,
            "serif",
            shadow=True,
        )
        for b in self.buttons:
            b.draw(surf, s)
        if self.tab == "rules":
            self.search.draw(surf, max(theme.MIN_TEXT, int(24 * s)))
            self.draw_rules(surf)
        else:
            self.draw_guide(surf, guide)

    def draw_guide(self, surf: pygame.Surface, guide: Guide) -> None:
        s = self.scale
        body = self.body
        sections = guide.sections[self.scroll :] or guide.sections[-1:]
        self.scroll = min(self.scroll, len(guide.sections) - 1)
        # two columns of sections; pictures on the right of their text
        cols = 2
        col_w = (body.width - int(30 * s)) // cols
        y = [body.top, body.top]
        size = max(theme.MIN_TEXT + 2, int(23 * s))
        card_h = int(150 * s)
        card_w = int(card_h * 120 / 168)
        for sec in sections:
            c = 0 if y[0] <= y[1] else 1
            x = body.left + c * (col_w + int(30 * s))
            pics = sec.cards[:3] + sec.sprites[: max(0, 3 - len(sec.cards[:3]))]
            text_w = col_w - (len(pics) * (card_w + int(8 * s)) + int(12 * s) if pics else 0)
            lines = self._bullets(sec.text, size, text_w - int(24 * s))
            need = (
                int(34 * s)
                + max(len(lines) * int(size * 1.25), card_h if pics else 0)
                + int(24 * s)
            )
            if y[c] + need > body.bottom and y[c] > body.top:
                c = 1 - c
                x = body.left + c * (col_w + int(30 * s))
                if y[c] + need > body.bottom and y[c] > body.top:
                    continue
            top = y[c]
            panel = pygame.Rect(x, top, col_w, min(need, body.bottom - top))
            pygame.draw.rect(surf, (22, 32, 40), panel, border_radius=12)
            theme.blit_text(
                surf,
                sec.heading,
                int(28 * s),
                (x + int(14 * s), top + int(8 * s)),
                theme.ACCENT,
                "bold",
            )
            ty = top + int(44 * s)
            for line in lines:
                if ty + size > panel.bottom:
                    break
                theme.blit_text(surf, line, size, (x + int(14 * s), ty), theme.TEXT)
                ty += int(size * 1.25)
            px_ = x + col_w - int(10 * s)
            for pic in reversed(pics):
                img = self.picture(pic, (card_w, card_h))
                if img is None:
                    continue
                px_ -= card_w + int(8 * s)
                r = img.get_rect(topleft=(px_, top + int(44 * s)))
                if r.bottom <= panel.bottom + 2:
                    theme.shadow(surf, r, offset=4)
                    surf.blit(img, r)
            y[c] = top + need + int(16 * s)
        hint = "Scroll or ↑/↓ for more · Tab: rules reference · Esc: back"
        theme.blit_text(
            surf,
            hint,
            max(theme.MIN_TEXT, int(19 * s)),
            (self.size[0] // 2, self.size[1] - int(6 * s)),
            theme.MUTED,
            anchor="midbottom",
        )

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

    def picture(self, name: str, size: tuple[int, int]) -> pygame.Surface | None:
        if name.endswith(".png"):
            img = assets.image(name)
            if img is None:
                return None
            iw, ih = img.get_size()
            k = min(size[0] / iw, size[1] / ih)
            return pygame.transform.smoothscale(img, (max(1, int(iw * k)), max(1, int(ih * k))))
        card = card_pictures(self.game).get(name)
        if card is None:
            return None
        from tabletop.engine.registry import info, load

        view_cls = load(info(self.game).view)  # the table's own face data for this card
        return cards.face(self.game, view_cls.face_data(card), size)

    def draw_rules(self, surf: pygame.Surface) -> None:
        s = self.scale
        body = self.body
        found = search_rules(self.game, self.search.text)
        size = max(theme.MIN_TEXT + 2, int(22 * s))
        count = f"{len(found)} of {len(rule_entries(self.game))} rule readings"
        theme.blit_text(
            surf,
            count,
            max(theme.MIN_TEXT, int(20 * s)),
            (self.search.rect.right + int(20 * s), self.search.rect.centery),
            theme.MUTED,
            anchor="midleft",
        )
        y = body.top
        self.scroll = min(self.scroll, max(0, len(found) - 1))
        words = [w for w in self.search.text.lower().split() if w]
        for e in found[self.scroll :]:
            lines = theme.wrap(e.text, theme.px(size), body.width - int(40 * s))
            need = int(36 * s) + len(lines) * int(size * 1.25) + int(12 * s)
            if y + need > body.bottom - int(30 * s) and y > body.top:
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
            ty = y + int(36 * s)
            for line in lines:
                hit = any(w in line.lower() for w in words)
                theme.blit_text(
                    surf, line, size, (r.x + int(20 * s), ty), theme.GLOW if hit else theme.TEXT
                )
                ty += int(size * 1.25)
            y += need + int(10 * s)
        if not found:
            theme.blit_text(
                surf,
                "No rule mentions all of these words.",
                size,
                (body.left, body.top),
                theme.MUTED,
            )
        hint = "Type to search · scroll or ↑/↓ · Tab: the guide · Esc: back"
        theme.blit_text(
            surf,
            hint,
            max(theme.MIN_TEXT, int(19 * s)),
            (self.size[0] // 2, self.size[1] - int(6 * s)),
            theme.MUTED,
            anchor="midbottom",
        )
