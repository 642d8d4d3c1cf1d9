"""The prompt on the table: one component for every game's pending decision.

The core's seat view carries the open prompt (``view["prompt"]``, from ``engine.prompt``: who
decides, the text, the options with value, label and card, how many, ordered or not). This
component turns it into what a player sees and does, the same way in every game:

- **the prompt line**: the deciding seat reads the prompt's text and how to answer ("click up
  to 2, then Confirm"); every other seat reads "Bea chooses: ..." (a private prompt's options
  never reach their view, so nothing of them is drawn);
- **cards on the table**: an option whose card lies on the table glows there; a click answers
  a one-card prompt, or picks (and unpicks) a card of a several-card prompt, outlined and, for
  an ordered prompt, numbered in the order clicked; Confirm (Enter) sends the picked cards;
- **cards nowhere on the table** (the top of the deck, a hand seen by an Assassin, the discard
  pile) are laid out in the picker panel over the play area, where the same clicks apply;
- **options without a card** (a seat, "pay 2 VP") are buttons labelled with the option's label.

Besides the core's prompts a game may declare a selection of its own that works the same way
(``GameView.selection``: RPG Get!'s Redraw, up to two hand cards). Games give only geometry and
faces: ``GameView.card_rect`` (where a card lies, or None) and ``GameView.prompt_face`` (a
card's face for the picker). The picked cards belong to the screen, not the game: they are kept
while the state and the seat on screen stay the same, and never change the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.components import cards
from tabletop.ui.components.picker_rows import fanned, fanned_rects, uncovered
from tabletop.ui.components.widgets import move_button_height

if TYPE_CHECKING:
    from tabletop.ui.parts.gameview import GameView
    from tabletop.ui.parts.hits import ActionButton


#: the most options a question numbers for a player of the mouse (``FocusLayer.draw``: the
#: 1-9 badges; a discard pile of thirty shows none, the keys' ring numbers its first nine)
NUMBERED = 9


def how_to_pick(sel: Selection, it: str = "it") -> str:
    """How a card of ``sel`` is picked, in the words of what the player sees: "press its
    number" where every option shows its number's badge, else the arrow keys (a question of
    more options than ``NUMBERED`` shows no numbers to the mouse)."""
    if len(sel.options) <= NUMBERED:
        return f"click {it} or press its number"
    return f"click {it}, or go to {it} with the arrow keys and press Enter"


@dataclass
class Selection:
    """A choice answered by one action ``<seat>:<verb> <value> ...``: the options (value, label,
    card id or None), how many, ordered or not, and how its Confirm button reads."""

    seat: int
    verb: str
    options: list[dict[str, Any]]
    lo: int = 1
    hi: int = 1
    ordered: bool = False
    text: str = ""
    #: the Confirm button: ``confirm(n)`` for n picked cards; None gives "Confirm (n)"
    confirm: Callable[[int], str] | None = None
    #: the game's own selection (not a core prompt): Confirm may be pressed with none picked
    #: when ``lo`` is 0 (RPG Get!'s "Keep hand")
    own: bool = False
    #: the options glow on the table (off where every card of a hand may be picked)
    glow: bool = True
    card_values: dict[int, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.card_values = {
            int(o["card"]): o["value"] for o in self.options if o.get("card") is not None
        }

    @property
    def many(self) -> bool:
        return self.hi > 1 or self.ordered

    def answers(self, a: Action) -> bool:
        return a.seat == self.seat and a.verb == self.verb


def from_view(view: dict[str, Any], seat: int | None) -> Selection | None:
    """The core prompt of ``view`` addressed to ``seat``, when its options are shown."""
    p = view.get("prompt")
    if seat is None or not p or p.get("seat") != seat or p.get("options") is None:
        return None
    return Selection(
        seat,
        str(p["verb"]),
        list(p["options"]),
        int(p.get("min", 1)),
        int(p.get("max", 1)),
        bool(p.get("ordered", False)),
        str(p.get("text", "")),
    )


def ordinal(n: int) -> str:
    """``n`` as a place in an order: "1st", "2nd", "3rd", "4th"."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def order_word(gv: GameView, view: dict[str, Any], n: int) -> str:
    """The badge of the ``n``-th card picked in an ordered choice: the game's word for that
    place (``GameView.order_word``: Espionage's Detective "keep", "top", "2nd"), else
    ``ordinal``."""
    return gv.order_word(view, n) or ordinal(n)


def ring_room(scale: float) -> int:
    """How far the keys' ring reaches out round a button (``focus_parts.ring``: its gap, its
    two-tone line and corner marks) and a few pixels: a button that far inside the panel keeps
    its ring inside too (at 200 % Give stood on the panel's bottom edge)."""
    return max(4, round(7 * scale)) + 2 * max(3, round(5 * scale)) + 4


def answer_row(scale: float) -> int:
    """The room at the foot of the picker's panel for the buttons answering its question, with
    the keys' ring round them clear of the edge and of the hint above."""
    return move_button_height(scale) + 2 * ring_room(scale)


def badge_row(scale: float) -> int:
    """The room under a picker card for its number key's badge (``focus_parts.badge_side`` and
    a gap): the badge lies under the card, clear of its name and its picture."""
    return int(theme.font_px(max(theme.MIN_TEXT, int(26 * scale))) * 1.3) + int(6 * scale)


def picker_rects(
    area: pygame.Rect,
    n: int,
    scale: float,
    first: tuple[int, int] | None = None,
    below: int | None = None,
    under: int = 0,
    tall: int | None = None,
    least: tuple[int, int] | None = None,
    strip: int = 0,
) -> tuple[list[pygame.Rect], tuple[int, int]]:
    """``n`` cards in rows that fit ``area`` (a Medic may offer 40 cards): their rects and size.
    ``first``: the size tried first (a view's ``picker_card``: one its names are whole at);
    ``below``: the room kept under them for the answering buttons (``answer_row``), taken
    above them, so the panel's foot stays where it was (clear of the hand's label);
    ``under``: the room kept under each row of cards (``badge_row``); ``tall``: the height
    the rows may take (else the area's less its margins). ``least``: the smallest card whose
    name is whole (a view's ``picker_least``): where the rows at that size do not fit, they
    overlap, each row showing the top ``strip`` pixels of the cards behind it (their names),
    rather than the cards shrinking until their names break ("Bodyg-uard")."""
    s = scale
    below = answer_row(s) if below is None else below
    gap = int(16 * s)
    max_w = area.width - int(120 * s)
    max_h = area.height - int(330 * s) - below if tall is None else tall
    w, h = cards.card_size(s)
    cols = 1
    rows = n
    sizes = [cards.card_size(s * k) for k in (1.2, 1.0, 0.85, 0.72, 0.62, 0.52, 0.44)]
    for w, h in ([first] if first else []) + sizes:
        cols = max(1, (max_w + gap) // (w + gap))
        rows = -(-n // cols)
        if rows * (h + gap + under) - gap - under <= max_h:
            break
    if least is not None and h < least[1] and n > 1:
        rows_over = fanned_rects(area, n, s, least, strip, max_w, max_h - gap, below, NUMBERED)
        if rows_over is not None:
            return rows_over, least
    cols = max(1, min(cols, n))
    out = []
    top = area.centery - (rows * (h + gap + under) - gap - under) // 2 + int(10 * s) - below
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = area.centerx - (in_row * (w + gap) - gap) // 2
        out.append(pygame.Rect(x0 + c * (w + gap), top + r * (h + gap + under), w, h))
    return out, (w, h)


class PromptUI:
    """The table's prompt component: one per table scene."""

    def __init__(self) -> None:
        self.picked: list[Any] = []
        self._key: Any = None
        #: the last card of an ordered choice, put in its place for the player: a click on it
        #: (people click every card, as the hint says) keeps it there, never takes it out
        self.auto: Any = None
        #: the picker panel as last laid out: (option, rect); its box
        self.shown: list[tuple[dict[str, Any], pygame.Rect]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        #: the picker's hint as last laid out (its short form on a short table)
        self.hint_now = ""
        #: the picker's places (``_picker_for``) for one view and game view, by question,
        #: room and hint
        self._placed_for: tuple[Any, Any] | None = None
        self._placed: dict[tuple[Any, ...], Any] = {}
        self.title_now = ""  # the picker's heading as last drawn
        #: the picker's rows as last drawn overlap (``fanned_rects``)
        self.fanned = False
        #: the rects of the picked cards of an ordered choice as last drawn: each shows its
        #: place ("1st"), so no number key's badge ("1") lies beside it (``orders_at``)
        self.ordered_at: list[pygame.Rect] = []

    # ------------------------------------------------------------------ what is open
    def current(
        self, gv: GameView, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> Selection | None:
        if not gv.prompt_here(view):
            return None
        sel = from_view(view, seat)
        if sel is None and seat is not None:
            sel = gv.selection(view, seat, legal)
        return sel

    def picked_now(self, key: Any) -> list[Any]:
        """The picked values, emptied when the state or the seat on screen changed."""
        if key != self._key:
            self.picked, self._key, self.auto = [], key, None
        return self.picked

    def on_table(
        self, gv: GameView, view: dict[str, Any], sel: Selection
    ) -> dict[Any, pygame.Rect]:
        """The options whose cards lie on the table: value -> rect."""
        out: dict[Any, pygame.Rect] = {}
        for cid, value in sel.card_values.items():
            r = gv.card_rect(view, cid)
            if r is not None:
                out[value] = r
        return out

    def needs_picker(self, gv: GameView, view: dict[str, Any], sel: Selection) -> bool:
        return bool(sel.card_values) and len(self.on_table(gv, view, sel)) < len(sel.card_values)

    def targets(
        self, gv: GameView, view: dict[str, Any], sel: Selection, area: pygame.Rect, scale: float
    ) -> list[tuple[Any, pygame.Rect]]:
        """Where each card option is clicked: on the table, or in the picker when any of them is
        nowhere on the table (then all are shown there, in the prompt's order). Top card first."""
        if self.needs_picker(gv, view, sel):
            opts, rects, _size, _box = self._picker(gv, view, sel, area, scale)
            return [(o["value"], r) for o, r in zip(opts, uncovered(rects))]
        return list(reversed(list(self.on_table(gv, view, sel).items())))

    # ------------------------------------------------------------------ input
    def click(
        self,
        gv: GameView,
        view: dict[str, Any],
        seat: int | None,
        legal: list[Action],
        pos: tuple[int, int],
        area: pygame.Rect,
        scale: float,
        key: Any,
        submit: Callable[[Action], Any],
        toast: Callable[[str], Any],
    ) -> bool:
        """A left click: answer, pick or unpick an option's card; True when it was one."""
        sel = self.current(gv, view, seat, legal)
        if sel is None or not sel.card_values:
            return False
        picker = self.needs_picker(gv, view, sel)
        for value, r in self.targets(gv, view, sel, area, scale):
            if not r.collidepoint(pos):
                continue
            if not sel.many and picker:
                # a card chosen in the panel (given away, discarded, taken) is a deliberate
                # choice: the click marks it, Confirm sends it (a stray click costs nothing)
                picked = self.picked_now(key)
                picked[:] = [] if value in picked else [value]
                return True
            if not sel.many:
                a = Action(sel.seat, sel.verb, (value,))
                if a in legal:
                    submit(a)
                else:
                    toast(f"That is not one of the choices now: {sel.text}".rstrip(": "))
                return True
            picked = self.picked_now(key)
            if value in picked and value == self.auto:
                self.auto = None  # the card placed last for you, clicked: it stays last
            elif value in picked:
                picked.remove(value)
                if self.auto in picked:
                    picked.remove(self.auto)  # it was last only because the others were picked
                self.auto = None
            elif len(picked) < sel.hi:
                picked.append(value)
                if sel.ordered and len(picked) == sel.hi - 1 and sel.lo == sel.hi:
                    # one card left: its place is the last one, no click needed
                    rest = [v for v in sel.card_values.values() if v not in picked]
                    if len(rest) == 1:
                        picked.append(rest[0])
                        self.auto = rest[0]
            else:
                toast(f"At most {sel.hi}: click a chosen card to drop it first.")
            return True
        # the picker's panel takes every click inside it; a click elsewhere is the table's
        return picker and self.box.collidepoint(pos)

    def answer(self, sel: Selection, picked: list[Any], legal: list[Action]) -> Action | None:
        """The legal action the picked cards make, or None."""
        if sel.ordered:
            a = Action(sel.seat, sel.verb, tuple(picked))
            return a if a in legal else None
        want = sorted(picked, key=repr)
        for a in legal:
            if sel.answers(a) and len(a.args) == len(want) and sorted(a.args, key=repr) == want:
                return a
        return None

    def buttons(
        self,
        gv: GameView,
        view: dict[str, Any],
        seat: int | None,
        legal: list[Action],
        key: Any,
    ) -> list[ActionButton]:
        """Confirm for a several-card choice; a button for each option without a card."""
        from tabletop.ui.parts.hits import ActionButton

        sel = self.current(gv, view, seat, legal)
        if sel is None:
            return []
        out = []
        if sel.many or (sel.card_values and self.needs_picker(gv, view, sel)):
            picked = self.picked_now(key)
            a = self.answer(sel, picked, legal)
            if a is not None and (picked or sel.own):
                n = len(picked)
                label = sel.confirm(n) if sel.confirm else gv.confirm_label(a, view, n)
                out.append(ActionButton(label, a, "Enter", primary=True))
        for o in sel.options:
            if o.get("card") is not None and sel.card_values:
                continue
            a = Action(sel.seat, sel.verb, (o["value"],))
            if a in legal:
                out.append(ActionButton(str(o.get("label") or o["value"]), a))
        return out

    def inspect_at(
        self, gv: GameView, view: dict[str, Any], seat: int | None, pos: tuple[int, int]
    ) -> dict[str, Any] | None:
        """A picker card under the pointer (to read it large)."""
        if not self.box.collidepoint(pos):
            return None
        for o, r in self.shown:
            if r.collidepoint(pos):
                return gv.prompt_card(view, int(o["card"]))
        return None

    # ------------------------------------------------------------------ drawing
    def line(
        self,
        view: dict[str, Any],
        seat: int | None,
        sel: Selection | None,
        name: Callable[[int], str],
        say: Callable[[str], str] = str,
    ) -> str:
        """The prompt line for the seat on screen ("" when there is nothing to say); ``name``
        names a seat, ``say`` turns an engine sentence's "Player 2" into the seat's name."""
        p = view.get("prompt")
        if sel is not None and sel.own:
            return say(sel.text)
        if not p:
            return ""
        text = say(str(p.get("text") or ""))
        if p.get("seat") != seat:
            return f"{name(int(p['seat']))} chooses: {text}" if text else ""
        if sel is not None and sel.many and sel.card_values:
            if sel.ordered:
                text += "  (click the cards in order, then Confirm)"
            else:
                text += f"  (click up to {sel.hi}, then Confirm)"
        elif sel is not None and sel.card_values:
            text += "  (click a glowing card)"
        return text

    def draw(
        self,
        surf: pygame.Surface,
        gv: GameView,
        view: dict[str, Any],
        seat: int | None,
        legal: list[Action],
        area: pygame.Rect,
        scale: float,
        key: Any,
        name: Callable[[int], str],
        say: Callable[[str], str],
        t: float,
    ) -> None:
        s = scale
        sel = self.current(gv, view, seat, legal)
        self.shown, self.ordered_at = [], []
        self.box = pygame.Rect(0, 0, 0, 0)
        text = self.line(view, seat, sel, name, say)
        picker = sel is not None and self.needs_picker(gv, view, sel)
        picked = self.picked_now(key) if sel is not None and (sel.many or picker) else []
        if sel is not None and picker:
            self._draw_picker(surf, gv, view, sel, area, s, text, picked)
            return
        if sel is not None:
            for value, r in self.on_table(gv, view, sel).items():
                if value in picked:
                    pygame.draw.rect(surf, theme.ACCENT, r.inflate(8, 8), 4, border_radius=10)
                    if sel.ordered:
                        self._badge(surf, r, order_word(gv, view, picked.index(value) + 1), s)
                elif sel.glow:
                    theme.glow(surf, r, t=t)
        anchor = gv.prompt_anchor(view)
        if text and anchor is not None:
            room = area.width - int(40 * s)
            px, fitted = theme.fit_text(text, max(theme.MIN_TEXT, int(22 * s)), room, "bold")
            theme.blit_text(
                surf, fitted, px, anchor, theme.ACCENT, "bold", anchor="midtop", shadow=True
            )

    def titled(self, words: str) -> bool:
        """Whether the open picker's panel heads with ``words`` (the status line's band said
        it again over the panel's cards at 1024x600 and 200 %)."""
        return bool(self.box.width) and words.split("  (")[0] == self.title_now

    def picker_hint(self, gv: GameView, view: dict[str, Any], sel: Selection) -> str:
        """The line under a picker: what to click (``how_to_pick``), then the button's own
        word."""
        press = f"press {self.button_word(gv, view, sel)} [Enter]"
        if sel.ordered:
            return gv.prompt_hint(view, sel) or (
                f"Pick the cards in the order asked ({how_to_pick(sel, 'each')}; the first "
                f"is the one you take), then {press}."
            )
        if sel.many:
            return gv.prompt_hint(view, sel) or (
                f"Pick up to {sel.hi} cards ({how_to_pick(sel, 'each')}), then {press}."
            )
        return gv.prompt_hint(view, sel) or (
            f"Pick a card ({how_to_pick(sel)}), then {press}. Right-click or I reads it large."
        )

    @staticmethod
    def button_word(gv: GameView, view: dict[str, Any], sel: Selection) -> str:
        """The first word of the button that sends the picked cards ("Take" of "Take Medic"):
        a hint saying "then Confirm" over a button reading "Take X" misled a new player."""
        if not sel.options:
            return "Confirm"
        n = max(1, sel.lo)
        a = Action(sel.seat, sel.verb, tuple(o["value"] for o in sel.options[:n]))
        try:
            label = sel.confirm(n) if sel.confirm else gv.confirm_label(a, view, n)
        except (ValueError, KeyError, TypeError, IndexError):  # a label for real picks only
            return "Confirm"
        return (label.split() or ["Confirm"])[0]

    def _badge(
        self, surf: pygame.Surface, r: pygame.Rect, word: str, s: float, low: bool = False
    ) -> None:
        """A picked card's place in the order ("1st", "2nd"; ``order_word``): a word, not a
        digit, so it is never read as the number key's badge ("1"), which the card no longer
        shows."""
        b = self.badge_rect(r, s, low)
        pygame.draw.rect(surf, theme.ACCENT, b, border_radius=b.height // 2)
        pygame.draw.rect(surf, (0, 0, 0), b, 2, border_radius=b.height // 2)
        px = theme.fit_text(word, max(theme.MIN_TEXT, int(20 * s)), b.width - 4, "bold")[0]
        theme.blit_text(surf, word, px, b.center, (20, 15, 5), "bold", anchor="center")
        self.ordered_at.append(r.copy())

    def orders_at(self, rect: pygame.Rect) -> bool:
        """Whether the option at ``rect`` shows its place in an order (no number badge then)."""
        return any(r == rect for r in self.ordered_at)

    @staticmethod
    def badge_rect(r: pygame.Rect, s: float, low: bool = False) -> pygame.Rect:
        """Where the order word of a picked card at ``r`` lies: over its art, the title
        readable; ``low``: a picker card's, under the card in the room its number key's badge
        had (``badge_row``), off its name and its type label (at its foot it lay over
        "MISSION" and "REACTION": "M[1st]N")."""
        px = max(theme.MIN_TEXT, int(20 * s))
        h = min(theme.line_h(px) + max(4, int(4 * s)), r.height // 3)
        if low:
            h = min(h, badge_row(s) - int(6 * s))
        w = min(theme.text_width("00th", px, "bold") + int(12 * s), r.width - 4)
        out = pygame.Rect(0, 0, max(w, h), h)
        out.center = r.center
        if low:
            out.top = r.bottom + int(3 * s)
        return out

    def _picker(
        self, gv: GameView, view: dict[str, Any], sel: Selection, area: pygame.Rect, s: float
    ) -> tuple[list[dict[str, Any]], list[pygame.Rect], tuple[int, int], pygame.Rect]:
        """``_picker_for`` with the picker's hint, or its short form (``GameView``'s
        ``prompt_hint_short``) where that leaves the cards larger and the long one left them
        smaller than the view's ``picker_card`` (1024x600 at 200 %: "Blac-kmail"); the hint
        chosen is ``hint_now``."""
        self.hint_now = self.picker_hint(gv, view, sel)
        out = self._picker_for(gv, view, sel, area, s, self.hint_now)
        first = getattr(gv, "picker_card", None)
        short = getattr(gv, "prompt_hint_short", lambda _v, _s: "")(view, sel)
        if first is not None and short and out[2][1] < first[1]:
            other = self._picker_for(gv, view, sel, area, s, short)
            if other[2][1] > out[2][1]:
                self.hint_now, out = short, other
        return out

    def _picker_for(
        self,
        gv: GameView,
        view: dict[str, Any],
        sel: Selection,
        area: pygame.Rect,
        s: float,
        hint: str,
    ) -> tuple[list[dict[str, Any]], list[pygame.Rect], tuple[int, int], pygame.Rect]:
        """The picker's card options, their rects and size, and its panel: the question over
        the cards, a number key's badge's room under each, the hint's lines and a row at its
        foot for the buttons answering the question (``answer_row``). As wide as the play area
        and ending above ``GameView.picker_floor`` (your hand's label), its cards smaller
        where the table is short."""
        held = self._placed_for
        if held is None or held[0] is not view or held[1] is not gv:  # another view: anew
            self._placed_for, self._placed = (view, gv), {}
        asked = repr([(o.get("value"), o.get("card")) for o in sel.options])
        key = (
            sel.seat,
            sel.verb,
            asked,
            sel.hi,
            sel.ordered,
            tuple(area),
            s,
            hint,
            theme.ui_scale(),
        )
        if key not in self._placed:  # the long hint's place and the short one's, each once
            self._placed[key] = self._picker_place(gv, view, sel, area, s, hint)
        opts, rects, size, box = self._placed[key]
        return opts, [r.copy() for r in rects], size, box.copy()

    def _picker_place(
        self,
        gv: GameView,
        view: dict[str, Any],
        sel: Selection,
        area: pygame.Rect,
        s: float,
        hint: str,
    ) -> tuple[list[dict[str, Any]], list[pygame.Rect], tuple[int, int], pygame.Rect]:
        """``_picker_for`` worked out (it is asked again for each focus stop and frame: kept
        while the view, the question, the room and the hint stay)."""
        opts = [o for o in sel.options if o.get("card") is not None]
        if not opts:
            return opts, [], (0, 0), area.copy()
        under = badge_row(s)
        hp = max(theme.MIN_TEXT, int(17 * s))
        lines = theme.wrap(hint, hp, area.width - int(50 * s))
        foot = under + len(lines) * int(theme.font_px(hp) * 1.15) + answer_row(s)
        head = max(int(75 * s), int(26 * s) + theme.line_h(max(theme.MIN_TEXT, int(22 * s))))
        first = getattr(gv, "picker_card", None)
        whole = getattr(gv, "picker_least", None)  # the least card whose name is whole
        strip = self.name_strip(gv, view, opts, whole, s) if whole else 0
        fit = partial(self._fit, gv, view, area, s, len(opts), (head, foot, under), first, whole)
        # under the seats' words where the cards stay large enough, else over them whole
        soft, hard = gv.picker_ceiling(view), area.top + int(4 * s)
        least = max(cards.card_size(s * 0.85)[1], whole[1] if whole else 0)
        tries = [(c, True) for c in ([soft] if soft is not None else []) + [hard]]
        if whole:  # cards whose names would break: over your hand (all of it) instead
            tries.append((hard, False))
        placed = []
        for ceiling, above_hand in tries:
            placed.append(fit(ceiling, above_hand, strip))
            rects, size, top, bottom, high = placed[-1]
            if bottom - high >= ceiling and size[1] >= least:
                break
        else:  # none whole: the cards as large as they are above your hand
            ceiling, above_hand = tries[len(tries) - 1 - bool(whole)]
            rects, size, top, bottom, high = placed[len(tries) - 1 - bool(whole)]
        # as wide as the play area: a panel ending mid-table cut through what lies there (a
        # hand's label showed its first letters beside the panel's edge)
        box = pygame.Rect(0, max(ceiling, min(top, bottom - high)), area.width - int(10 * s), high)
        if not above_hand:  # down to the area's foot: no part of your hand shows under it
            box.top = max(ceiling, area.bottom - int(4 * s) - high)
        box.centerx = area.centerx
        rects = [r.move(0, box.top - top) for r in rects]
        if soft is not None and box.top < soft:  # over the seats' words: all of them
            box.height += box.top - ceiling
            box.top = ceiling
        return opts, rects, size, box

    def _fit(
        self,
        gv: GameView,
        view: dict[str, Any],
        area: pygame.Rect,
        s: float,
        n: int,
        rims: tuple[int, int, int],
        first: tuple[int, int] | None,
        whole: tuple[int, int] | None,
        ceiling: int,
        above_hand: bool,
        strip: int,
    ) -> tuple[list[pygame.Rect], tuple[int, int], int, int, int]:
        """The picker's cards under ``ceiling`` and above your hand's label (``above_hand``,
        ``GameView.picker_floor``), else down to the area's foot: their rects and size, where
        their place puts the panel's top and bottom, and its height; ``rims``: the room above
        the cards, under them and under each row (the title; the hint and the answering
        buttons; a number's badge)."""
        head, foot, under = rims

        def floor_of(bottom: int) -> int:
            return gv.picker_floor(view, bottom) if above_hand else bottom

        floor = floor_of(area.bottom)
        for _ in range(3):
            tall = max(1, floor - ceiling - head - foot)
            rects, size = picker_rects(area, n, s, first, foot - under, under, tall, whole, strip)
            # rows that overlap: the badges' band above them, the foot's under the last
            band = under if fanned(rects, under) else 0
            high = head + rects[-1].bottom - rects[0].top + foot + (band and int(16 * s))
            top = rects[0].top - head - band  # where the cards' place puts it
            bottom = floor_of(min(top + high, area.bottom))
            if not above_hand:  # the panel ends at the area's foot (``_picker_place``)
                bottom = area.bottom - int(4 * s)
            if bottom - high >= ceiling:
                break
            floor = bottom  # pulled up over a label: the rows within it
        return rects, size, top, bottom, high

    def badge_room(self, rect: pygame.Rect, scale: float) -> pygame.Rect | None:
        """Where the number key's badge of the picker's card at ``rect`` lies: under the card,
        in the room ``badge_row`` kept; over the first row where the rows overlap (None: not a
        picker card)."""
        if not any(r == rect for _o, r in self.shown):
            return None
        side = badge_row(scale) - int(6 * scale)
        pad = max(2, int(3 * scale))
        y = rect.bottom + int(3 * scale)
        if self.fanned and rect.top == min(r.top for _o, r in self.shown):
            y = rect.top - int(3 * scale) - side
        return pygame.Rect(rect.centerx - side // 2 - pad, y, side, side)

    def name_strip(
        self,
        gv: GameView,
        view: dict[str, Any],
        opts: list[dict[str, Any]],
        size: tuple[int, int],
        s: float,
    ) -> int:
        """How much of a card of ``size`` a row over it leaves in sight: its name plate whole
        (the tallest of ``opts``') and a margin."""
        from tabletop.ui.components.card import title_rect

        shown = [gv.prompt_card(view, int(o["card"])) for o in opts]
        plates = [title_rect(gv.game_name, c, size).bottom for c in shown if c is not None]
        return max(plates, default=size[1] // 3) + max(4, int(8 * s))

    def place(
        self,
        gv: GameView,
        view: dict[str, Any],
        seat: int | None,
        legal: list[Action],
        area: pygame.Rect,
        scale: float,
    ) -> pygame.Rect:
        """The picker's panel for the question open now, kept in ``box`` (empty: no panel),
        known before it is drawn: the buttons answering the question are laid out in its foot
        (a new player read "press Give (Return)" and looked for Give in the box), and the
        messages keep clear of it."""
        sel = self.current(gv, view, seat, legal)
        self.box = pygame.Rect(0, 0, 0, 0)
        if sel is not None and self.needs_picker(gv, view, sel):
            self.box = self._picker(gv, view, sel, area, scale)[3]
        return self.box

    def answer_slots(self, widths: list[int], scale: float) -> list[pygame.Rect]:
        """Where buttons ``widths`` wide go in the foot of the open panel: side by side, the
        row centred, each ``move_button_height`` tall."""
        s, box = scale, self.box
        gap, tall = int(12 * s), move_button_height(scale)
        x = box.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        out = []
        for w in widths:
            r = pygame.Rect(x, 0, w, tall)
            r.bottom = box.bottom - ring_room(s)  # its ring inside the panel too
            out.append(r)
            x = r.right + gap
        return out

    def _draw_picker(
        self,
        surf: pygame.Surface,
        gv: GameView,
        view: dict[str, Any],
        sel: Selection,
        area: pygame.Rect,
        s: float,
        text: str,
        picked: list[Any],
    ) -> None:
        opts, rects, size, box = self._picker(gv, view, sel, area, s)
        title_px = max(theme.MIN_TEXT, int(22 * s))
        title = self.title_now = text.split("  (")[0] if text else ""
        self.box = box
        # opaque: nothing of the table under it (a hand's label) shows through
        theme.panel(surf, box, (8, 12, 18, 255), edge=theme.ACCENT, radius=18)
        px, fitted = theme.fit_text(title, title_px, box.width - int(30 * s), "bold")
        theme.blit_text(
            surf,
            fitted,
            px,
            (box.centerx, box.y + int(18 * s)),
            theme.ACCENT,
            "bold",
            anchor="midtop",
        )
        mouse = pygame.mouse.get_pos()
        seen = uncovered(rects)  # rows that overlap: what of each card is in sight
        self.fanned = fanned(rects, badge_row(s))
        for o, r, in_sight in zip(opts, rects, seen):
            face = gv.prompt_face(view, int(o["card"]), size)
            if face is not None:
                surf.blit(face, r)
            else:
                pygame.draw.rect(surf, (40, 46, 56), r, border_radius=10)
                theme.blit_text(
                    surf,
                    str(o.get("label", "")),
                    max(theme.MIN_TEXT, int(16 * s)),
                    r.center,
                    theme.TEXT,
                    "bold",
                    anchor="center",
                )
            self.shown.append((o, in_sight))
            if o["value"] in picked:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(8, 8), 4, border_radius=10)
                if sel.ordered:
                    n = picked.index(o["value"]) + 1
                    self._badge(surf, r, order_word(gv, view, n), s, low=True)
            elif in_sight.collidepoint(
                mouse
            ):  # under the pointer: thin and pale, never like a pick
                pygame.draw.rect(surf, (200, 205, 215), r.inflate(4, 4), 1, border_radius=10)
        hint = self.hint_now  # the form ``_picker`` laid the panel out by
        hp = max(theme.MIN_TEXT, int(17 * s))
        lines = theme.wrap(hint, hp, box.width - int(40 * s))
        room = pygame.Rect(box.x + int(20 * s), 0, box.width - int(40 * s), 0)
        room.height = len(lines) * int(theme.font_px(hp) * 1.15)
        room.bottom = box.bottom - answer_row(s)  # the answering buttons under it (``place``)
        theme.blit_wrapped(surf, hint, hp, room, theme.MUTED, centre=True)
