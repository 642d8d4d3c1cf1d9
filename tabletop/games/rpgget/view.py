"""RPG Get! table (pygame).

Layout (play area, top to bottom): the other seats' panels (name, VP, reward counters, deck,
hand, bank, discard and unconscious counts; party, inventory, bank backs with flipped cards face
up, score pile); the attempt arena (the active party on the left facing the enemies on the right,
each side in three rank columns Front, Middle, Back, the mission between them, HP bars, status
icons, floating damage numbers, a coin for every flip; outside an attempt the arena is where a
mission is dropped); your own row (party, unconscious pile, inventory, bank, score pile) and your
hand. A status legend sits under the arena.

Gestures: drag a hand card onto your party (a character), the inventory (stock a reward), the
bank (bank a reward) or the arena (a mission, an enemy, a roadblock, an event). Click a card on
the table for its moves (the table's chooser asks which when there are several: a character's
actions, a bank card's flip or withdrawal, a party member joining). A prompt's card options
glow and are clicked; a prompt for several cards (targets X(Y), the Redraw phase) toggles a
selection with clicks and a Confirm button sends it. Moves without a card (done, pass, end the
attack, skip, a prompt's plain options) are buttons; every legal move is reachable.

Animations come from the engine's events only (``on_events``): DamageDealt and CardHealed float
numbers over the card, StatusGained pops the status name, CoinFlipped spins a coin, RankChanged
slides a banner. Nothing is animated from differences between states.
"""

from __future__ import annotations

import math
import re
import time
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.rpgget.cards import card_defs
from tabletop.games.rpgget.rules.state import ICONS  # the rules' status labels
from tabletop.ui import cards, theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components.hand import hand_rects
from tabletop.ui.components.prompt import Selection
from tabletop.ui.gameview import ActionButton, Clickable, Draggable, DropTarget, GameView

GAME = "rpgget"

STATUS_COLOURS = {
    "poison": (150, 80, 200),
    "paralysis": (220, 195, 50),
    "stun": (240, 140, 40),
    "block": (120, 140, 160),
    "confusion": (230, 100, 180),
    "sleep": (90, 140, 230),
}
STATUS_HELP = {  # the rulebook's table, both columns (characters; enemies after "foe:")
    "poison": "1 damage a turn",
    "paralysis": "no Attack/Support; foe: no Intrinsics",
    "stun": "no Abilities",
    "block": "no Magic/Move Rewards; foe: no Defense/Support/Recovery",
    "confusion": "random targets",
    "sleep": "out until Enemy Status",
}

TYPE_COLOURS = {
    "character": (40, 86, 140),
    "enemy": (140, 40, 44),
    "reward": (150, 118, 36),
    "mission": (36, 120, 84),
    "event": (104, 56, 130),
    "roadblock": (96, 76, 60),
}
RANKS = ("front", "middle", "back")
LABELS = {
    "done": "Done",
    "pass": "Pass",
    "end_attack": "End the attack",
    "skip": "No mission",
    "set_out": "Set out",
    "mulligan": "New hand",
}
#: what to do now, in the arena when no attempt is on (the seat whose turn it is)
PHASE_HINTS = {
    "setup": "Drag a Character from your hand into your party to start, or take a New hand.",
    "redraw": "Redraw: click up to two cards to swap, then Redraw (or Keep hand).",
    "play": "Play: drag Characters to your party, Rewards to your inventory or bank; then Done.",
    "mission": "Mission: drag a Mission here to attempt it, or No mission.",
}
#: keys for the moves without a card (Space lets a window pass, as at every table)
HOTKEYS = {"done": "Return", "end_attack": "Return", "set_out": "Return"}  # never "skip"
#: what to do now in an attempt's step (the seat that acts in it)
STEP_HINTS = {
    "party": "Party: click party members to send them in (PP within the mission's), then Set out.",
    "enemy": "Enemy: drag Enemies or Roadblocks into the arena (EP within the mission's); click "
    "a glowing enemy for its Ability; then Done.",
    "party_attack": "Party Attack: click a glowing card for its actions, then End the attack.",
    "enemy_attack": "Enemy Attack: click your glowing enemies for their actions, then Done.",
    "enemy_return": "Returned enemies: click them for their actions, then Done.",
}
#: hand-card verbs made by dragging onto a target area
DRAG_VERBS = {
    "party": ("character", "start"),
    "inventory": ("stock", "withdraw"),  # from the hand, or from one's open bank
    "bank": ("bank",),
    "arena": ("attempt", "enemy", "event"),
}
TARGET_LABELS = {
    "party": "your party",
    "inventory": "your inventory",
    "bank": "your bank",
    "arena": "the arena",
}


def _stats(c: dict[str, Any]) -> str:
    t = c.get("type", "")
    if t in ("character", "enemy"):
        bits = [f"HP {c.get('hp', 0)}"]
        if t == "character" and c.get("cost"):
            bits.append(f"PP {c['cost']}")
        return "  ".join(bits)
    if t == "mission":
        return f"VP {c.get('vp', 0)} PP {c.get('pp', 0)} EP {c.get('ep', 0)} RP {c.get('rp', 0)}"
    if t == "reward":
        return f"RP {c.get('rp', 0)}"
    if t == "roadblock":
        return f"Size {c.get('size', 0)}"
    return ""


#: sentences at the head of a card's printed text that its face already shows elsewhere
#: (the stats line, the Boss tag, the classifications and "Requires" in the type line)
_SHOWN = re.compile(
    r"(?:HP \d+, (?:cost|size) \d+|Size \d+|VP \d+, PP \d+, EP \d+, RP \d+|RP \d+|Boss)\.\s*"
)


def card_text(c: dict[str, Any]) -> str:
    """The card's printed text without what its face shows elsewhere: every action with its
    keywords and effect ("Attack: Delta Shield 0(1) - cure all ailments."), and its flavour."""
    text = str(c.get("text", "")).strip()
    heads = [_SHOWN]
    if c.get("classes"):
        heads.append(re.compile(re.escape(" / ".join(str(x) for x in c["classes"])) + r"\.\s*"))
    if c.get("requires"):  # "Requires X." is the type line's "(needs X)"
        text = re.sub(r"\s*\bRequires [^.]*\.", "", text).strip()
    changed = True
    while changed:
        changed = False
        for h in heads:
            m = h.match(text)
            if m:
                text, changed = text[m.end() :], True
    return text


#: "You" as a seat's name (sealed practice, a player who typed it) takes these verb forms
_YOU_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_YOU_VERB = re.compile(r"\b(You|you) ([a-z]+s)\b")
_YOU_POSSESSIVE = re.compile(r"(^|[.:!?]\s+)?\b(You|you)'s\b")


def _base_form(verb: str) -> str:
    """ "starts" -> "start", "passes" -> "pass", "has" -> "have" (a third-person verb)."""
    if verb in _YOU_IRREGULAR:
        return _YOU_IRREGULAR[verb]
    if verb.endswith("es") and verb[:-2].endswith(("ss", "sh", "ch", "x", "z")):
        return verb[:-2]
    if verb.endswith("ss"):
        return verb  # "You press", not a verb in the third person
    return verb[:-1]


def you_grammar(text: str) -> str:
    """An RPG Get! sentence whose seat is named "You" in grammatical English: "You starts
    with Mareg" reads "You start with Mareg", "You's turn" "Your turn", "You is out" "You are
    out". Sentences about any other name are unchanged."""
    if "You" not in text and "you" not in text:
        return text
    text = _YOU_POSSESSIVE.sub(
        lambda m: (m.group(1) or "") + ("Your" if m.group(1) is not None else "your"),
        text,
    )
    return _YOU_VERB.sub(lambda m: f"{m.group(1)} {_base_form(m.group(2))}", text)


def face_card(c: dict[str, Any]) -> dict[str, Any]:
    """A view card as the shared renderer's fields."""
    t = str(c.get("type", ""))
    line = t.capitalize()
    if c.get("boss"):
        line = "Boss Enemy"
    if c.get("classes"):
        line += ": " + " ".join(str(x) for x in c["classes"])
    if c.get("requires"):
        line += " (needs " + " and ".join(str(x) for x in c["requires"]) + ")"
    text = card_text(c) or "; ".join(str(a) for a in c.get("actions", []))
    if t == "enemy" and c.get("size"):
        text = f"Size {c['size']} (of the mission's EP). {text}"  # the stats line keeps HP
    if t == "reward" and c.get("after") == "bank" and "bank" not in text.lower():
        # the rule every Reward without "Discard after use" follows (a stand-in asked)
        text = f"{text} Used: back to the bank (its RP again to take it out).".strip()
    return {
        "id": c.get("id"),
        "name": c.get("name", "?"),
        "kind": t,
        "type_line": line,
        "text": text,
        "stats": _stats(c),
        "designed": True,
        "team": t,
    }


#: the emblem's disc, in the colour of the type's frame
EMBLEM_COLOURS = {
    "character": (46, 110, 70),
    "enemy": (150, 40, 44),
    "reward": (160, 122, 36),
    "mission": (52, 92, 150),
    "event": (196, 100, 50),
    "roadblock": (110, 84, 62),
}
#: which emblem a character's classifications draw (the first that matches)
CLASS_EMBLEMS = (
    ("gun", ("Gunner", "Ranger", "Android", "Automaton", "Thrower")),
    ("staff", ("Mage", "Force", "Healer", "Songstress", "Silvite", "Wing of Valmar")),
    ("fist", ("Fighter", "Beastman", "Sailor")),
    ("sword", ("Swordsman", "Hunter", "Pirate", "Royal", "Captain", "Adventurer")),
)
#: which emblem a Reward's keyword draws
REWARD_EMBLEMS = {
    "Weapon": "sword",
    "Magic": "star",
    "Item": "potion",
    "Armor": "shield",
    "Accessory": "ring",
    "Move": "bolt",
}


def emblem_of(name: str, kind: str) -> str:
    """The emblem drawn in a card's art box (no card has art of its own)."""
    d = card_defs().get(name)
    if kind == "character":
        classes = set(d.classes) if d else set()
        for emblem, names in CLASS_EMBLEMS:
            if classes & set(names):
                return emblem
        return "sword"
    if kind == "enemy":
        return "boss" if d is not None and d.boss else "monster"
    if kind == "reward":
        if (
            d is not None
            and "Weapon" in d.keywords
            and re.search(r"gun|cannon|launcher|rifle|shot|blaster|vulcan", name, re.IGNORECASE)
        ):
            return "gun"  # a Handgun is drawn as a gun, not a sword
        for kw in d.keywords if d else ():
            if kw in REWARD_EMBLEMS:
                return REWARD_EMBLEMS[kw]
        return "potion"
    return {"mission": "flag", "event": "burst", "roadblock": "wall"}.get(kind, "star")


def _poly(c: tuple[int, int], r: float, pts: list[tuple[float, float]]) -> list[tuple[int, int]]:
    return [(int(c[0] + x * r), int(c[1] + y * r)) for x, y in pts]


def _seg(surf: pygame.Surface, colour: Any, pts: list[tuple[int, int]], w: int) -> None:
    pygame.draw.line(surf, colour, pts[0], pts[1], w)


def draw_emblem(
    surf: pygame.Surface, emblem: str, centre: tuple[int, int], r: int, colour: tuple[int, int, int]
) -> None:
    """A simple emblem of radius ``r`` drawn with primitives: a disc in the type's colour and
    a light figure on it (sword, staff, gun, fist, monster, crowned boss, potion, star, shield,
    ring, bolt, flag, burst, wall)."""
    light, dark = (246, 236, 210), tuple(max(0, v - 50) for v in colour)
    pygame.draw.circle(surf, colour, centre, r)
    pygame.draw.circle(surf, dark, centre, r, max(1, r // 12))
    w = max(1, r // 9)
    P = lambda pts: _poly(centre, r, pts)  # noqa: E731
    if emblem == "sword":
        pygame.draw.polygon(
            surf, light, P([(-0.1, 0.25), (-0.1, -0.7), (0, -0.85), (0.1, -0.7), (0.1, 0.25)])
        )
        pygame.draw.rect(
            surf, light, pygame.Rect(*P([(-0.4, 0.25)])[0], int(0.8 * r), max(2, int(0.14 * r)))
        )
        pygame.draw.rect(
            surf, light, pygame.Rect(*P([(-0.07, 0.38)])[0], max(2, int(0.14 * r)), int(0.35 * r))
        )
        pygame.draw.circle(surf, light, P([(0, 0.8)])[0], max(2, int(0.1 * r)))
    elif emblem == "staff":
        _seg(surf, light, P([(-0.45, 0.75), (0.25, -0.35)]), max(2, int(0.12 * r)))
        pygame.draw.circle(surf, light, P([(0.33, -0.47)])[0], max(3, int(0.26 * r)))
        pygame.draw.circle(surf, colour, P([(0.33, -0.47)])[0], max(1, int(0.12 * r)))
    elif emblem == "gun":
        pygame.draw.polygon(
            surf,
            light,
            P(
                [
                    (-0.7, -0.35),
                    (0.7, -0.35),
                    (0.7, -0.05),
                    (-0.05, -0.05),
                    (-0.15, 0.6),
                    (-0.5, 0.6),
                    (-0.4, -0.05),
                    (-0.7, -0.05),
                ]
            ),
        )
        pygame.draw.circle(surf, dark, P([(0.55, -0.2)])[0], max(1, int(0.07 * r)))
    elif emblem == "fist":
        body = pygame.Rect(*P([(-0.5, -0.35)])[0], int(1.0 * r), int(0.75 * r))
        pygame.draw.rect(surf, light, body, border_radius=max(2, r // 5))
        for i in range(4):
            x = body.x + body.width * i // 4
            pygame.draw.line(surf, dark, (x, body.y), (x, body.y + body.height // 3), w)
        pygame.draw.rect(
            surf, light, pygame.Rect(*P([(-0.3, 0.35)])[0], int(0.6 * r), int(0.4 * r))
        )
    elif emblem in ("monster", "boss"):
        pygame.draw.polygon(
            surf,
            light,
            P(
                [
                    (-0.6, -0.1),
                    (-0.75, -0.7),
                    (-0.3, -0.35),
                    (0.3, -0.35),
                    (0.75, -0.7),
                    (0.6, -0.1),
                    (0.5, 0.55),
                    (-0.5, 0.55),
                ]
            ),
        )
        for sx in (-1, 1):
            pygame.draw.polygon(
                surf, dark, P([(sx * 0.12, 0.0), (sx * 0.42, -0.12), (sx * 0.35, 0.12)])
            )
        for i in range(4):
            x0 = -0.36 + i * 0.18
            pygame.draw.polygon(surf, dark, P([(x0, 0.3), (x0 + 0.18, 0.3), (x0 + 0.09, 0.45)]))
        if emblem == "boss":
            pygame.draw.polygon(
                surf,
                (236, 196, 70),
                P(
                    [
                        (-0.4, -0.5),
                        (-0.4, -0.85),
                        (-0.2, -0.65),
                        (0, -0.92),
                        (0.2, -0.65),
                        (0.4, -0.85),
                        (0.4, -0.5),
                    ]
                ),
            )
    elif emblem == "potion":
        pygame.draw.circle(surf, light, P([(0, 0.22)])[0], max(3, int(0.45 * r)))
        pygame.draw.rect(
            surf, light, pygame.Rect(*P([(-0.14, -0.6)])[0], max(2, int(0.28 * r)), int(0.5 * r))
        )
        pygame.draw.rect(
            surf,
            dark,
            pygame.Rect(*P([(-0.2, -0.72)])[0], max(2, int(0.4 * r)), max(2, int(0.14 * r))),
        )
        pygame.draw.circle(surf, (200, 70, 80), P([(0, 0.28)])[0], max(2, int(0.28 * r)))
    elif emblem in ("star", "burst"):
        n = 5 if emblem == "star" else 8
        inner = 0.38 if emblem == "star" else 0.5
        pts = []
        for i in range(2 * n):
            a = math.pi * i / n - math.pi / 2
            k = 0.78 if i % 2 == 0 else 0.78 * inner
            pts.append((k * math.cos(a), k * math.sin(a)))
        pygame.draw.polygon(surf, light, P(pts))
    elif emblem == "shield":
        pygame.draw.polygon(
            surf, light, P([(-0.55, -0.6), (0.55, -0.6), (0.5, 0.1), (0, 0.75), (-0.5, 0.1)])
        )
        _seg(surf, colour, P([(0, -0.5), (0, 0.55)]), w)
    elif emblem == "ring":
        pygame.draw.circle(
            surf, light, P([(0, 0.15)])[0], max(3, int(0.5 * r)), max(2, int(0.14 * r))
        )
        pygame.draw.polygon(
            surf, (120, 200, 230), P([(-0.2, -0.4), (0, -0.62), (0.2, -0.4), (0, -0.25)])
        )
    elif emblem == "bolt":
        pygame.draw.polygon(
            surf,
            light,
            P(
                [
                    (0.15, -0.8),
                    (-0.45, 0.1),
                    (-0.05, 0.1),
                    (-0.2, 0.8),
                    (0.45, -0.15),
                    (0.05, -0.15),
                ]
            ),
        )
    elif emblem == "flag":
        _seg(surf, light, P([(-0.45, -0.75), (-0.45, 0.75)]), max(2, int(0.1 * r)))
        pygame.draw.polygon(surf, light, P([(-0.42, -0.7), (0.6, -0.45), (-0.42, -0.15)]))
        _seg(surf, light, P([(-0.7, 0.75), (-0.2, 0.75)]), max(2, int(0.1 * r)))
    elif emblem == "wall":
        rows = 3
        box = pygame.Rect(*P([(-0.6, -0.45)])[0], int(1.2 * r), int(0.9 * r))
        pygame.draw.rect(surf, light, box)
        for i in range(1, rows):
            y = box.y + box.height * i // rows
            pygame.draw.line(surf, dark, (box.x, y), (box.right - 1, y), w)
        for i in range(rows):
            y0, y1 = box.y + box.height * i // rows, box.y + box.height * (i + 1) // rows
            for j in (1, 3) if i % 2 == 0 else (2,):
                x = box.x + box.width * j // 4
                pygame.draw.line(surf, dark, (x, y0), (x, y1), w)


def _decorate(surf: pygame.Surface, card: dict[str, Any], art: pygame.Rect, k: float) -> None:
    """The card's emblem in its art box (the type's colour, the class or keyword's figure)."""
    kind = str(card.get("kind", ""))
    r = min(art.width, art.height) // 2 - max(2, int(6 * k))
    if r < 5:
        return
    emblem = emblem_of(str(card.get("name", "")), kind)
    draw_emblem(surf, emblem, art.center, r, EMBLEM_COLOURS.get(kind, (70, 80, 90)))


card_component.register(
    card_component.CardStyle(
        GAME,
        kind_colours=dict(TYPE_COLOURS),
        fields=("type_line", "text", "art", "stats"),
        decorate=_decorate,
        decorate_replaces_art=True,
    )
)


class View(GameView):
    def score_text(self, seat: int, score: float) -> str:
        return f"{score:g} VP"

    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        return face_card(card)

    game_name = GAME
    forced_prompts = frozenset({"user"})  # one character can use the Reward: it is the one

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        #: the bank's owner looks at it (for this seat only; a hand-over forgets it)
        self.look_for: int | None = None
        self.look_turn: tuple[Any, Any] = (None, None)  # the turn it was opened in
        self.floats: list[dict[str, Any]] = []
        self.coins: list[dict[str, Any]] = []
        self.banners: list[dict[str, Any]] = []
        self.rects: dict[int, pygame.Rect] = {}
        self._boxes_key: Any = None
        self._boxes: list[tuple[dict[str, Any], pygame.Rect, str]] = []
        self.areas: dict[str, pygame.Rect] = {}
        self.pile_rects: dict[tuple[str, int], pygame.Rect] = {}
        self.look_rect = pygame.Rect(0, 0, 0, 0)

    def tidy(self, text: str) -> str:
        """Sentences read grammatically when a seat is named "You" (``you_grammar``)."""
        return you_grammar(text)

    def who(self, view: dict[str, Any], p: int) -> str:
        """A seat's name as the table knows it (the name given at the launcher, the one the
        hot-seat curtain says), else the engine's "Player N"."""
        session = getattr(self.table, "session", None)
        if session is not None:
            return str(session.seat_name(p))
        return str(view["players"][p]["name"])

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale
        self.hand_card = cards.card_size(s, (126, 176))
        self.board_card = cards.card_size(s, (116, 162))
        self.opp_card = cards.card_size(s, (116, 162))
        self.arena_card = cards.card_size(s, (120, 168))
        self.fs = max(12, int(19 * s))
        self._boxes_key = None

    def order(self, view: dict[str, Any], seat: int | None) -> list[int]:
        n = len(view["players"])
        me = seat if seat is not None else view["current"]
        return [me] + [x for x in range(1, n) for x in [(me + x) % n]]

    def geometry(self, view: dict[str, Any], seat: int | None) -> dict[str, pygame.Rect]:
        pr = self.table.play_rect
        s = self.scale
        pad = int(14 * s)
        line = int(self.fs * 1.5)
        opp_h = line * 3 + self.opp_card[1] + int(6 * s)
        hand_top = pr.bottom - self.hand_card[1] - int(12 * s)
        mine_top = hand_top - self.board_card[1] - 2 * line - int(10 * s)
        g = {
            "opps": pygame.Rect(pr.x + pad, pr.y + int(6 * s), pr.width - 2 * pad, opp_h),
            "mine": pygame.Rect(
                pr.x + pad, mine_top, pr.width - 2 * pad, self.board_card[1] + 2 * line
            ),
            "hand": pygame.Rect(
                pr.x + pad, hand_top, self.buttons_left() - pr.x - pad, self.hand_card[1]
            ),
        }
        top = g["opps"].bottom + int(6 * s)
        g["arena"] = pygame.Rect(pr.x + pad, top, pr.width - 2 * pad, mine_top - top - int(6 * s))
        return g

    def hand_layout(self, n: int, area: pygame.Rect) -> list[pygame.Rect]:
        """``n`` hand cards: full size while they fit, then down to four fifths of it (names
        stay whole), then overlapping."""
        w, h = self.hand_card
        gap = int(8 * self.scale)
        if n > 1 and n * (w + gap) - gap > area.width:
            f = max(0.8, (area.width + gap) / (n * (w + gap)))
            w, h = int(w * f), int(h * f)
        return hand_rects(n, area, (w, h), gap, "left", y=area.bottom - h)

    def seat_area(
        self,
        g: dict[str, pygame.Rect],
        k: int,
        others: int,
        counts: dict[str, int] | None = None,
    ) -> tuple[pygame.Rect, pygame.Rect, tuple[int, int]]:
        """Seat ``k`` of the order (0: the seat on screen): its panel, the part under its
        header lines (labels and cards) and its card size (in a narrow panel, small enough
        for the cards it shows, ``counts``, to lie side by side: overlapped cards hide their
        names)."""
        line = int(self.fs * 1.5)
        if k == 0:
            area = g["mine"]
            sub = pygame.Rect(area.x, area.y + line, area.width, area.height - line)
            return area, sub, self.board_card
        ow = g["opps"].width // max(1, others)
        area = pygame.Rect(
            g["opps"].x + (k - 1) * ow, g["opps"].y, ow - int(16 * self.scale), g["opps"].height
        )
        sub = pygame.Rect(area.x, area.y + 2 * line, area.width, area.height - 2 * line)
        # a narrow panel (three or more players) takes smaller cards: every pile keeps its box
        cw, ch = self.opp_card
        slots = 6.4
        if counts is not None and others > 1:
            c = counts
            # the party side by side (the characters, what a player reads); the inventory may
            # overlap beyond a card and a half
            inv = min(max(1, c["inventory"]), 1.5)
            slots = max(slots, max(1, c["party"]) + inv + c["bank_up"] + 1.2)
            slots += sum(1.1 if c[z] else 0.45 for z in ("unconscious", "score"))
        room = (area.width - 4 * int(10 * self.scale)) / slots
        if counts is not None and others > 1:
            # no smaller than 3/5 of the usual: below that a card's words cannot be read, and
            # overlapping cards (read large by a click) are the lesser evil
            room = max(room, (area.width - 4 * int(10 * self.scale)) / 6.4 * 0.6)
        if room < cw:
            cw, ch = max(24, int(room)), max(34, int(ch * room / cw))
        return area, sub, (cw, ch)

    def segments(
        self,
        area: pygame.Rect,
        card: tuple[int, int],
        line: int,
        counts: dict[str, int] | None = None,
    ) -> dict[str, pygame.Rect]:
        """A seat's row: party, unconscious pile, inventory, bank, score pile. The two small
        piles (their top card) and the bank (a face-down pile, its flipped cards beside
        it) take a card and a bit; the party and the inventory share the rest by how many
        cards each shows, so neither overlaps while the row has room; no box is narrower than
        a card, so no pile runs into the next."""
        gap = int(10 * self.scale)
        step = card[0] + int(6 * self.scale)
        small = card[0] + int(6 * self.scale)
        counts = counts or {}
        # a narrow panel (three or more players): an empty pile keeps only its label's width,
        # so the party has the room
        compact = card[0] < self.opp_card[0]
        # the empty piles that keep only their labels' width
        collapse = {"unconscious", "score", "inventory", "bank"} if compact else set()
        if not compact:
            # a crowded row of full-size cards (your own): an empty KO or score pile keeps only
            # its label too, so the party and the inventory lie side by side as far as they can
            # (the bank and the inventory stay full: they are where cards are dropped)
            fixed = 2 * small + self.pile_width(card) + step * counts.get("bank_up", 0)
            wants = sum(max(1, counts.get(z, 0)) * step for z in ("party", "inventory"))
            if wants > area.width - fixed - 4 * gap:
                collapse = {"unconscious", "score"}
        label_w = {
            z: theme.text_width(self.box_label(z, 0, True), self.label_px())
            for z in ("unconscious", "score", "inventory", "bank")
        }

        def pile_w(z: str, full: int) -> int:
            return label_w[z] if z in collapse and counts.get(z, 1) == 0 else full

        inv_label_only = "inventory" in collapse and counts.get("inventory", 1) == 0
        ko, sc = pile_w("unconscious", small), pile_w("score", small)
        bank = pile_w("bank", self.pile_width(card) + step * counts.get("bank_up", 0))
        rest = max(2 * card[0], area.width - ko - sc - bank - 4 * gap)
        need = {z: max(1, counts.get(z, 0)) * step for z in ("party", "inventory")}
        if inv_label_only:
            party = rest - label_w["inventory"]
        elif sum(need.values()) <= rest:
            spare = rest - sum(need.values())
            party = need["party"] + spare * 3 // 5
        else:  # crowded: the party (the characters, what a player reads) comes first; the
            # inventory keeps at least one card's width and overlaps in what is left
            inv = min(need["inventory"], rest * need["inventory"] // sum(need.values()))
            party = max(rest - max(card[0], inv), min(need["party"], rest - card[0]))
        low = label_w["inventory"] if inv_label_only else card[0]
        party = min(rest - low, max(card[0], party))
        widths = {
            "party": party,
            "unconscious": ko,
            "inventory": rest - party,
            "bank": bank,
            "score": sc,
        }
        out = {}
        x = area.x
        for name, w in widths.items():
            out[name] = pygame.Rect(x, area.y + line, w, card[1])
            x += w + gap
        return out

    def row_counts(self, view: dict[str, Any], p: int) -> dict[str, int]:
        """How many cards each of a seat's boxes shows (for ``segments``)."""
        z = view["zones"]
        # members away in the arena keep their places (gaps) in the party row
        party = [c for c in z[f"party/{p}"]["cards"] or [] if c]
        bank = [c for c in z[f"bank/{p}"]["cards"] or [] if c and self.bank_up(view, p, c)]
        return {
            "party": len(party),
            "inventory": z[f"inventory/{p}"]["count"],
            "bank_up": len(bank),
            "bank": z[f"bank/{p}"]["count"],
            "unconscious": z[f"unconscious/{p}"]["count"],
            "score": z[f"score/{p}"]["count"],
        }

    def label_px(self) -> int:
        return self.fs - (3 if self.scale > 0.8 else 0)

    @staticmethod
    def box_label(name: str, count: int, short: bool = False) -> str:
        """A box's label: "Party 3", "KO 0", "Inventory 2" ("Inv 2" when short), "Bank 5/20"."""
        if name == "bank":
            return f"Bank {count}/20"
        if name == "inventory" and short:
            return f"Inv {count}"
        word = {"unconscious": "KO", "score": "Score"}.get(name, name.capitalize())
        return f"{word} {count}"

    def bank_in_arena(self, view: dict[str, Any], seat: int | None) -> bool:
        """The owner looks at the bank while no attempt is under way: its cards are laid out
        in the (empty) arena, large, to drag to the inventory or flip."""
        return (
            seat is not None
            and self.look_for == seat
            and view.get("attempt") is None
            and view["zones"][f"bank/{seat}"]["cards"] is not None
        )

    def boxes(
        self, view: dict[str, Any], seat: int | None
    ) -> list[tuple[dict[str, Any], pygame.Rect, str]]:
        """Every face-up card drawn: (card, rect, where)."""
        key = (
            self.table.state_key(),
            id(view),
            seat,
            self.size,
            self.look_for,
            self.buttons_left(),
        )
        if key == self._boxes_key:
            return self._boxes
        out: list[tuple[dict[str, Any], pygame.Rect, str]] = []
        g = self.geometry(view, seat)
        self.areas = {"arena": g["arena"]}
        self.pile_rects = {}
        order = self.order(view, seat)
        att = view.get("attempt")
        in_arena = set(att["active"] + att["asleep"]) if att else set()
        line = int(self.fs * 1.5)
        others = order[1:]
        for k, p in enumerate(order):
            counts = self.row_counts(view, p)
            area, sub, card = self.seat_area(g, k, len(others), counts)
            segs = self.segments(sub, card, line, counts)
            if k == 0:
                for name in ("party", "inventory", "bank"):
                    self.areas[name] = segs[name].inflate(int(8 * self.scale), int(8 * self.scale))
            z = view["zones"]
            for name in ("unconscious", "score"):  # face-up piles: a click browses them
                self.pile_rects[(name, p)] = pygame.Rect(segs[name].topleft, card)
            for name in ("party", "unconscious", "inventory", "bank", "score"):
                zone = z[f"{name}/{p}"]
                cl = zone["cards"]
                if cl is None:
                    continue
                items = list(cl)
                if name in ("unconscious", "score"):
                    items = [c for c in items if c][-1:]  # the top card; the label counts
                if name == "bank":
                    looking = k == 0 and self.look_for == seat and seat == p
                    items = [c for c in items if c and (looking or self.bank_up(view, p, c))]
                    if looking and self.bank_in_arena(view, seat):
                        arena = g["arena"].inflate(-int(40 * self.scale), 0)
                        arena.y += int(self.fs * 2.4)
                        rs = hand_rects(len(items), arena, self.arena_card, int(10 * self.scale))
                        out.extend((c, r, f"bank/{p}") for c, r in zip(items, rs))
                        continue
                    if not looking:  # the face-down pile first, the flipped cards beside it
                        seg = segs[name]
                        rs = hand_rects(len(items), seg.move(self.pile_width(card), 0), card)
                        out.extend((c, r, f"bank/{p}") for c, r in zip(items, rs))
                        continue
                items = [c for c in items if c]
                m = zone["count"] if name == "bank" else len(items)
                rs = hand_rects(m, segs[name], card, int(6 * self.scale), "left")
                for c, r in zip(items, rs):
                    # a member in the arena leaves a gap: the others keep their places, so a
                    # second click of the Party step lands where the player aimed it
                    if not (name == "party" and c["id"] in in_arena):
                        out.append((c, r, f"{name}/{p}"))
        if seat is not None:
            hand = [c for c in view["zones"][f"hand/{seat}"]["cards"] or [] if c]
            for c, r in zip(hand, self.hand_layout(len(hand), g["hand"])):
                out.append((c, r, "hand"))
        if att is not None:
            out.extend(self.arena_boxes(view, g["arena"]))
        self._boxes_key, self._boxes = key, out
        self.rects = {c["id"]: r for c, r, _ in out}
        return out

    def bank_up(self, view: dict[str, Any], p: int, c: dict[str, Any]) -> bool:
        """A bank card flipped face up (for everyone)."""
        return c["id"] in set(view.get("bank_shown", {}).get(str(p), []))

    def arena_boxes(
        self, view: dict[str, Any], arena: pygame.Rect
    ) -> list[tuple[dict[str, Any], pygame.Rect, str]]:
        att = view["attempt"]
        s = self.scale
        card = self.arena_card
        out: list[tuple[dict[str, Any], pygame.Rect, str]] = []
        mw = card[0] + int(40 * s)
        mid = pygame.Rect(0, 0, mw, arena.height)
        mid.center = arena.center
        m = self._card(view, att["mission"])
        cy = arena.y + int(self.fs * 2.9)
        if m:
            # the mission's long name ("Rescue the Songstress") is read whole: its card grows
            # (into the middle column's margin) until the name fits
            size = card
            for k in (1.0, 1.15, 1.3):
                size = (int(card[0] * k), int(card[1] * k))
                if card_component.name_fits(GAME, face_card(m), size):
                    break
            r = pygame.Rect(0, cy, *size)
            r.centerx = mid.centerx
            out.append((m, r, "mission"))
        party = [c for c in (self._card(view, x) for x in att["active"] + att["asleep"]) if c]
        enemies = [c for zn in ("arena", "asleep") for c in view["zones"][zn]["cards"] or [] if c]
        left = pygame.Rect(arena.x, cy, mid.x - arena.x - int(8 * s), card[1])
        right = pygame.Rect(
            mid.right + int(8 * s), cy, arena.right - mid.right - int(8 * s), card[1]
        )
        for side, cl, area in (("active", party, left), ("enemy", enemies, right)):
            ranks = {rk: [c for c in cl if c.get("rank", "middle") == rk] for rk in RANKS}
            cols = list(RANKS) if side == "enemy" else list(reversed(RANKS))
            weights = {rk: max(1, len(ranks[rk])) for rk in RANKS}
            total = sum(weights.values())
            x = area.x
            for rk in cols:
                w = area.width * weights[rk] // total
                col = pygame.Rect(x, area.y, w - int(6 * s), card[1])
                for c, rr in zip(ranks[rk], hand_rects(len(ranks[rk]), col, card, int(6 * s))):
                    out.append((c, rr, side))
                x += w
        return out

    def rank_columns(self, arena: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        """The six labelled rank columns (party Back, Middle, Front | enemies Front, Middle,
        Back), for the labels under the cards (weights as in ``arena_boxes``)."""
        return []

    def _card(self, view: dict[str, Any], cid: int) -> dict[str, Any] | None:
        for z in view["zones"].values():
            for c in z["cards"] or []:
                if c and c["id"] == cid:
                    return c  # type: ignore[no-any-return]
        return None

    def names_card(self, view: dict[str, Any], seat: int | None, a: Action) -> bool:
        """``a``'s first argument is a card on the table: not a prompt answer whose option
        has no card (an action number 0 is not card 0)."""
        if not a.args or not isinstance(a.args[0], int):
            return False
        p = view.get("prompt")
        if p and p["seat"] == seat and a.verb == p["verb"]:
            return any(o["value"] == a.args[0] and o.get("card") is not None for o in p["options"])
        return self._card(view, a.args[0]) is not None

    # ------------------------------------------------------------------ the shared prompt
    def selection(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Any:
        """The Redraw phase: up to two hand cards picked with clicks, then Redraw (or Keep hand);
        the shared prompt component draws and answers it like a core prompt."""
        if view["phase"] != "redraw" or not any(a.verb == "redraw" for a in legal):
            return None
        ids = sorted({x for a in legal if a.verb == "redraw" for x in a.args})
        opts = [{"value": i, "label": str(i), "card": i} for i in ids]
        return Selection(
            seat, "redraw", opts, 0, 2, own=True, glow=False,
            confirm=lambda n: f"Redraw {n}" if n else "Keep hand",
        )  # fmt: skip

    def selecting(self, view: dict[str, Any], seat: int | None, legal: list[Action]) -> bool:
        """A choice of several cards is open for the seat on screen (no drags meanwhile)."""
        sel = self.table.prompts.current(self, view, seat, legal)
        return sel is not None and sel.many

    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        self.boxes(view, self.table.viewer)
        return self.rects.get(card_id)

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        c = self._card(view, card_id)
        return face_card(c) if c else None

    def prompt_anchor(self, view: dict[str, Any]) -> tuple[int, int] | None:
        arena = self.areas.get("arena", self.table.play_rect)
        return (arena.centerx, self.hint_y(arena))

    def ui_click(self, view: dict[str, Any], pos: tuple[int, int]) -> bool:
        seat = self.table.acting_seat()
        if self.look_rect.collidepoint(pos) and self.table.viewer is not None:
            v = self.table.viewer
            self.look_for = None if self.look_for == v else v
            self.look_turn = (view.get("current"), view.get("turn"))
            self._boxes_key = None
            return True
        legal = self.table.legal(seat)
        self.boxes(view, self.table.viewer)
        for (name, p), r in self.pile_rects.items():
            if not r.collidepoint(pos):
                continue
            if any(c.rect.collidepoint(pos) for c in self.clickables(view, seat, legal)):
                break  # a move on that card (a Resurrect choice) comes first
            pile = [c for c in view["zones"][f"{name}/{p}"]["cards"] or [] if c]
            if pile:
                what = "unconscious pile" if name == "unconscious" else "score pile"
                self.piles.open(you_grammar(f"{self.who(view, p)}'s {what}"), pile)
                return True
            break
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        if self.look_for is not None and (
            self.look_for != seat  # the screen changed hands
            or self.look_turn != (view.get("current"), view.get("turn"))  # a new turn
            or not view["zones"][f"bank/{seat}"]["count"]  # nothing left to look at (no Hide)
        ):
            self.look_for = None  # the bank is closed again
            self._boxes_key = None
        boxes = self.boxes(view, seat)
        g = self.geometry(view, seat)
        self.draw_panels(surf, view, seat, g)
        self.draw_arena(surf, view, g["arena"], t)
        legal = self.table.legal(self.table.acting_seat())
        acting = self.table.acting_seat()
        usable = {a.args[0] for a in legal if self.names_card(view, acting, a)}
        # a prompt's options glow, picked cards are outlined and its line is said by the
        # table's shared prompt (drawn over this)
        hand = [(c, r) for c, r, w in boxes if w == "hand"]
        for c, r, w in boxes:
            if w == "hand":
                continue
            self.draw_card(surf, c, r, w in ("active", "enemy"), w.startswith("unconscious"))
            if c["id"] in usable:
                pygame.draw.rect(surf, theme.GOOD, r.inflate(5, 5), 2, border_radius=9)
        if hand:
            self.draw_hand_cards(
                surf,
                [c for c, _ in hand],
                [r for _, r in hand],
                lambda c: cards.face(GAME, face_card(c), hand[0][1].size),
                usable,
                int(18 * self.scale),
            )

    def draw_card(
        self,
        surf: pygame.Surface,
        c: dict[str, Any],
        r: pygame.Rect,
        fighter: bool,
        ko: bool = False,
    ) -> None:
        theme.shadow(surf, r, offset=4)
        surf.blit(cards.face(GAME, face_card(c), r.size), r)
        if "hp_left" not in c:
            return
        s = self.scale
        hp, left = max(1, int(c.get("hp", 1))), max(0, int(c["hp_left"]))
        # the HP bar lies on a dark band at the foot of the card (no room taken around it)
        px = 12 if s < 0.8 else max(12, self.fs - 3)
        band = pygame.Rect(r.x + 3, r.bottom - px - 12, r.width - 6, px + 9)
        pygame.draw.rect(surf, (14, 14, 18), band, border_radius=4)
        if ko:
            # knocked out: no HP to show (a Resurrect brings it back at full HP)
            word = "KNOCKED OUT"
            if theme.text_width(word, px, "bold") > band.width - 6:
                word = "KO"
            theme.blit_text(surf, word, px, band.center, theme.BAD, "bold", anchor="center")
            return
        bar = pygame.Rect(band.x + 3, band.y + 3, band.width - 6, max(4, int(6 * s)))
        fill = bar.copy()
        fill.width = max(0, int(bar.width * min(1.0, left / hp)))
        colour = theme.GOOD if left * 2 > hp else ((230, 170, 40) if left * 4 > hp else theme.BAD)
        pygame.draw.rect(surf, (60, 60, 60), bar, border_radius=2)
        if fill.width:
            pygame.draw.rect(surf, colour, fill, border_radius=2)
        theme.blit_text(
            surf,
            f"HP {left}/{hp}",
            px,
            (band.centerx, bar.bottom),
            theme.TEXT,
            "bold",
            anchor="midtop",
        )
        if c.get("cost"):  # a character's PP (an enemy's EP): what the party/enemy step counts
            t = c.get("type")
            tag = theme.text(
                f"{'PP' if t == 'character' else 'EP'} {c['cost']}", 12 if s < 0.8 else 15,
                (255, 255, 255), "bold",
            )  # fmt: skip
            pill = pygame.Rect(0, 0, tag.get_width() + 8, tag.get_height() + 2)
            pill.topleft = (r.x + 3, r.y + int(r.height * 0.32))
            pygame.draw.rect(surf, (40, 44, 60), pill, border_radius=6)
            surf.blit(tag, tag.get_rect(center=pill.center))
        y = r.y + int(r.height * 0.32)
        for st in c.get("status", []):
            icon = theme.text(
                ICONS.get(st, st[:3].upper()), 12 if s < 0.8 else 15, (255, 255, 255), "bold"
            )
            pill = pygame.Rect(0, 0, icon.get_width() + 8, icon.get_height() + 2)
            pill.topright = (r.right - 3, y)
            pygame.draw.rect(surf, STATUS_COLOURS.get(st, (90, 90, 90)), pill, border_radius=6)
            pygame.draw.rect(surf, (0, 0, 0), pill, 1, border_radius=6)
            surf.blit(icon, icon.get_rect(center=pill.center))
            y = pill.bottom + 2

    def draw_panels(
        self,
        surf: pygame.Surface,
        view: dict[str, Any],
        seat: int | None,
        g: dict[str, pygame.Rect],
    ) -> None:
        s = self.scale
        order = self.order(view, seat)
        others = order[1:]
        line = int(self.fs * 1.5)
        for k, p in enumerate(order):
            area, sub, card = self.seat_area(g, k, len(others), self.row_counts(view, p))
            area = area.inflate(int(10 * s), int(6 * s))
            edge = theme.ACCENT if p == view["current"] else (70, 80, 90)
            theme.panel(surf, area, (10, 14, 20, 150), edge=edge, radius=12)
            z = view["zones"]
            name = self.who(view, p)
            if p in view["out"]:
                name += " (out)"
            x = area.x + int(10 * s)
            y = area.y + int(4 * s)
            r = theme.blit_text(
                surf,
                name,
                self.fs + 2,
                (x, y),
                theme.ACCENT if p == view["current"] else theme.TEXT,
                "bold",
                shadow=True,
            )
            r = theme.blit_text(
                surf,
                f"VP {view['vp'][p]}/10",
                self.fs,
                (r.right + int(14 * s), y + 2),
                (250, 220, 120),
                "bold",
            )
            # reward counters: one coin each
            cx = r.right + int(16 * s)
            rad = max(6, int(9 * s))
            for i in range(int(view["rp"][p])):
                if i >= 12:
                    break
                pygame.draw.circle(surf, (230, 190, 60), (cx + rad, y + rad + 3), rad)
                pygame.draw.circle(surf, (90, 60, 10), (cx + rad, y + rad + 3), rad, 2)
                cx += int(rad * 1.5)
            r = theme.blit_text(
                surf, f"RP {view['rp'][p]}", self.fs, (cx + rad + int(6 * s), y + 2), theme.TEXT
            )
            counts = (
                f"deck {z[f'deck/{p}']['count']}  hand {z[f'hand/{p}']['count']}  "
                f"discard {z[f'discard/{p}']['count']}"
            )
            if k == 0:
                theme.blit_text(surf, counts, self.fs, (r.right + int(18 * s), y + 2), theme.MUTED)
            else:
                theme.blit_text(surf, counts, self.fs, (x, y + line - int(2 * s)), theme.MUTED)
            segs = self.segments(sub, card, line, self.row_counts(view, p))
            for seg_name, seg in segs.items():
                zone = z[f"{seg_name}/{p}"]
                label = self.box_label(seg_name, zone["count"])
                room = seg.width + int(8 * s)
                if theme.text_width(label, self.label_px()) > room:
                    label = self.box_label(seg_name, zone["count"], True)
                size, label = theme.fit_text(label, self.label_px(), room)
                theme.blit_text(surf, label, size, (seg.x, seg.y - line + int(4 * s)), theme.MUTED)
                if seg_name == "bank":
                    self.draw_bank(surf, view, seat, p, seg, card, k == 0)
                elif zone["count"] == 0 and seg.width >= card[0]:
                    # an empty pile's outline, kept off the log panel (drawn under it)
                    clip = surf.get_clip()
                    right = (
                        getattr(self.table, "log_rect", surf.get_rect()).left or surf.get_width()
                    )
                    surf.set_clip(clip.clip(0, 0, right, surf.get_height()))
                    pygame.draw.rect(
                        surf, (60, 70, 80), pygame.Rect(seg.topleft, card), 1, border_radius=8
                    )
                    surf.set_clip(clip)
            if k == 0:
                self.draw_hand_backs(surf, view, p, g)
            else:
                n = z[f"hand/{p}"]["count"]
                back = cards.back(GAME, (max(20, card[0] // 3), max(28, card[1] // 3)))
                hx = area.right - int(12 * s) - back.get_width() - min(n, 9) * int(4 * s)
                for i in range(min(n, 9)):
                    surf.blit(back, (hx + i * int(4 * s), area.y + int(6 * s)))

    def draw_hand_backs(
        self, surf: pygame.Surface, view: dict[str, Any], p: int, g: dict[str, pygame.Rect]
    ) -> None:
        if view["zones"][f"hand/{p}"]["cards"] is not None:
            return
        n = view["zones"][f"hand/{p}"]["count"]
        for r in self.hand_layout(n, g["hand"]):
            surf.blit(cards.back(GAME, r.size), r)

    def pile_width(self, card: tuple[int, int]) -> int:
        """The face-down bank pile: a card and its edge (up to five offset backs)."""
        return card[0] + 4 * max(2, int(3 * self.scale)) + int(6 * self.scale)

    def draw_bank(
        self,
        surf: pygame.Surface,
        view: dict[str, Any],
        seat: int | None,
        p: int,
        seg: pygame.Rect,
        card: tuple[int, int],
        mine: bool,
    ) -> None:
        """The bank as a face-down pile (its flipped cards, face up for everyone, are drawn
        beside it as boxes); the owner's Look button lays it out face up (in the arena when no
        attempt is under way, else over the pile)."""
        zone = view["zones"][f"bank/{p}"]
        n = zone["count"]
        looking = mine and self.look_for == seat and seat == p
        shown = sum(1 for c in zone["cards"] or [] if c and self.bank_up(view, p, c))
        down = n - shown
        if looking and not self.bank_in_arena(view, seat):
            down = 0  # laid out face up over the pile (boxes)
        edge = max(2, int(3 * self.scale))
        back = cards.back(GAME, card)
        for i in range(min(down, 5)):
            surf.blit(back, (seg.x + i * edge, seg.y))
        if down:
            t = theme.text(str(down), self.fs, theme.TEXT, "bold")
            b = pygame.Rect(0, 0, t.get_width() + 12, t.get_height() + 2)
            b.midbottom = (seg.x + min(down, 5) * edge + card[0] // 2, seg.y + card[1] - 6)
            pygame.draw.rect(surf, (20, 20, 30), b, border_radius=8)
            surf.blit(t, t.get_rect(center=b.center))
        if n == 0:
            pygame.draw.rect(surf, (60, 70, 80), pygame.Rect(seg.topleft, card), 1, border_radius=8)
        self.look_rect = self.look_rect if not mine else pygame.Rect(0, 0, 0, 0)
        if mine and seat == p and zone["cards"] is not None and n:
            label = "Hide" if looking else "Look"
            t = theme.text(label, self.fs, theme.TEXT, "bold")
            lr = pygame.Rect(0, 0, t.get_width() + 16, t.get_height() + 4)
            lr.midtop = (seg.x + card[0] // 2, seg.y + int(6 * self.scale))  # on the pile
            pygame.draw.rect(surf, (60, 70, 100), lr, border_radius=8)
            surf.blit(t, t.get_rect(center=lr.center))
            self.look_rect = lr

    def draw_arena(
        self, surf: pygame.Surface, view: dict[str, Any], arena: pygame.Rect, t: float
    ) -> None:
        s = self.scale
        att = view.get("attempt")
        theme.panel(surf, arena, (0, 0, 0, 70), edge=(80, 70, 50), radius=16)
        self.draw_legend(surf, arena)
        if att is None and self.bank_in_arena(view, self.table.viewer):
            theme.blit_text(
                surf,
                "Your bank (only you see it): drag a Reward to your inventory (costs its RP), "
                "or Hide to close it",
                self.fs,
                (arena.centerx, arena.y + int(8 * s)),
                theme.ACCENT,
                "bold",
                anchor="midtop",
            )
            return
        if att is None:
            msg = "Mission arena: drag a Mission here in your Mission phase to attempt it."
            hint = PHASE_HINTS.get(str(view.get("phase")))
            mine = self.table.acting_seat() is not None and view.get("current") == self.table.viewer
            if hint and mine and not view.get("prompt"):
                theme.blit_text(
                    surf, hint, self.fs + 2, (arena.centerx, arena.centery - self.fs),
                    theme.ACCENT, "bold", anchor="center", shadow=True,
                )  # fmt: skip
                return
            theme.blit_text(
                surf, msg, self.fs, (arena.centerx, arena.centery + self.fs), theme.MUTED,
                anchor="center",
            )  # fmt: skip
            return
        hint = STEP_HINTS.get(str(view.get("step")))
        acting = self.table.acting_seat()
        if hint and acting is not None and acting in (view.get("active") or []):
            if not view.get("prompt") and view.get("phase") != "window":
                theme.blit_text(
                    surf, hint, self.fs, (arena.centerx, self.hint_y(arena)),
                    theme.ACCENT, "bold", anchor="midtop", shadow=True,
                )  # fmt: skip
        m = self._card(view, att["mission"])
        side = self.who(view, att["seat"])
        if m:
            txt = you_grammar(
                f"{side} attempts {m['name']}: VP {m.get('vp', 0)}  PP {m.get('pp', 0)}  "
                f"EP {att['ep_used']}/{m.get('ep', 0)} used  RP {m.get('rp', 0)}"
                + ("  (Boss in)" if att.get("boss") else "")
            )
            theme.blit_text(
                surf,
                txt,
                self.fs,
                (arena.centerx, arena.y + int(6 * s)),
                theme.ACCENT,
                "bold",
                anchor="midtop",
                shadow=True,
            )
        # rank labels under each card column
        labels_y = arena.y + int(self.fs * 2.9) + self.arena_card[1] + int(26 * s)
        for c, r, w in self.boxes(view, self.table.viewer):
            if w in ("active", "enemy"):
                rank = c.get("rank", "middle")
                asleep = c["id"] in att["asleep"] or c in (view["zones"]["asleep"]["cards"] or [])
                tag = rank.capitalize() + (" (asleep)" if asleep else "")
                theme.blit_text(
                    surf,
                    tag,
                    12 if s < 0.8 else self.fs - 3,
                    (r.centerx, labels_y),
                    (200, 200, 170),
                    anchor="midtop",
                )
        pend = view.get("pending")
        if pend:
            src = self.rects.get(pend.get("user"))
            for tid in pend.get("targets") or []:
                dst = self.rects.get(tid)
                if src and dst:
                    pygame.draw.line(
                        surf, (240, 80, 60), src.center, dst.center, max(2, int(4 * s))
                    )
                    pygame.draw.circle(surf, (240, 80, 60), dst.center, max(5, int(9 * s)))
        theme.blit_text(
            surf, "Party", self.fs, (arena.x + int(10 * s), arena.y + int(6 * s)), theme.MUTED
        )
        theme.blit_text(
            surf,
            "Enemies",
            self.fs,
            (arena.right - int(10 * s), arena.y + int(6 * s)),
            theme.MUTED,
            anchor="topright",
        )

    def legend_rows(self, arena: pygame.Rect) -> list[list[tuple[str, int]]]:
        px = 12 if self.scale < 0.8 else 15
        rows: list[list[tuple[str, int]]] = [[]]
        x = 0
        room = arena.width - int(20 * self.scale)
        for st in STATUS_COLOURS:
            w = theme.text_width(ICONS[st], px, "bold") + 12
            w += theme.text_width(f"{st} ({STATUS_HELP[st]})", px) + int(12 * self.scale)
            if x + w > room and rows[-1]:
                rows.append([])
                x = 0
            rows[-1].append((st, w))
            x += w
        return rows

    def hint_y(self, arena: pygame.Rect) -> int:
        """The line under the arena's header: what to do now, or the open prompt (above the
        cards, so it never meets the rank labels or the legend at any size)."""
        return arena.y + int(self.fs * 1.55)

    def draw_legend(self, surf: pygame.Surface, arena: pygame.Rect) -> None:
        s = self.scale
        px = 12 if s < 0.8 else 15
        rows = self.legend_rows(arena)
        lh = px + 8
        y = arena.bottom - lh * len(rows) - int(4 * s)
        for row in rows:
            x = arena.x + int(10 * s)
            for st, w in row:
                icon = theme.text(ICONS[st], px, (255, 255, 255), "bold")
                pill = pygame.Rect(x, y, icon.get_width() + 8, icon.get_height() + 2)
                pygame.draw.rect(surf, STATUS_COLOURS[st], pill, border_radius=6)
                surf.blit(icon, icon.get_rect(center=pill.center))
                help_ = f"{st} ({STATUS_HELP[st]})"
                theme.blit_text(surf, help_, px, (pill.right + 4, y + 1), theme.MUTED)
                x += w
            y += lh

    # ------------------------------------------------------------------ animations from events
    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        now = time.monotonic()
        for e in events:
            k, d = e["kind"], e.get("data", {}) or {}
            if k == "DamageDealt":
                self.floats.append(
                    {
                        "card": d.get("card"),
                        "text": f"-{d.get('amount', 0)}",
                        "colour": (255, 90, 70),
                        "t0": now,
                    }
                )
            elif k == "CardHealed":
                self.floats.append(
                    {
                        "card": d.get("card"),
                        "text": f"+{d.get('amount', 0)}",
                        "colour": (110, 230, 120),
                        "t0": now,
                    }
                )
            elif k == "StatusGained":
                self.floats.append(
                    {
                        "card": d.get("card"),
                        "text": str(d.get("status", "")).upper(),
                        "colour": STATUS_COLOURS.get(d.get("status", ""), (230, 230, 230)),
                        "t0": now + 0.15,
                    }
                )
            elif k == "CoinFlipped":
                self.coins.append(
                    {
                        "heads": bool(d.get("heads")),
                        "t0": now + 0.4 * len(self.coins),
                        "text": e.get("text", ""),
                    }
                )
            elif k == "RankChanged":
                self.banners.append({"text": e.get("text", ""), "t0": now})
            elif k in ("CharacterKnockedOut", "MissionCompleted", "MissionFailed"):
                self.banners.append({"text": e.get("text", ""), "t0": now})
        self._prune(now)

    def _prune(self, now: float) -> None:
        self.floats = [f for f in self.floats if now - f["t0"] < 1.4]
        self.coins = [c for c in self.coins if now - c["t0"] < 1.6][-4:]
        self.banners = [b for b in self.banners if now - b["t0"] < 2.0][-3:]

    def busy(self) -> bool:
        return False

    def overlay_busy(self) -> bool:
        self._prune(time.monotonic())
        return bool(self.floats or self.coins or self.banners)

    def draw_overlay(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float
    ) -> None:
        now = time.monotonic()
        self._prune(now)
        s = self.scale
        for f in self.floats:
            r = self.rects.get(f["card"])
            k = now - f["t0"]
            if r is None or k < 0:
                continue
            a = max(0, min(255, int(255 * (1.4 - k) / 0.6)))
            img = theme.text(f["text"], max(16, int(40 * s)), f["colour"], "bold")
            img.set_alpha(a)
            surf.blit(img, img.get_rect(center=(r.centerx, r.centery - int(60 * s * k))))
        arena = self.areas.get("arena", self.table.play_rect)
        for i, c in enumerate(self.coins):
            k = now - c["t0"]
            if k < 0:
                continue
            cx = arena.centerx + (i - (len(self.coins) - 1) / 2) * int(90 * s)
            cy = arena.y + arena.height // 2 - int(20 * s)
            rad = max(14, int(34 * s))
            spin = k < 0.8
            squash = abs(math.cos(k * 14)) if spin else 1.0
            rect = pygame.Rect(0, 0, max(2, int(2 * rad * squash)), 2 * rad)
            rect.center = (int(cx), cy)
            pygame.draw.ellipse(surf, (236, 196, 70), rect)
            pygame.draw.ellipse(surf, (120, 80, 10), rect, 3)
            if not spin:
                label = "HEADS" if c["heads"] else "TAILS"
                px = max(12, int(18 * s))
                # on a dark plate: the coin spins over the mission card, whose own words
                # ("MISSION") would run through a bare label
                plate = pygame.Rect(0, 0, theme.text_width(label, px, "bold") + 12, px + 8)
                plate.midtop = (int(cx), cy + rad + 2)
                theme.panel(surf, plate, (24, 18, 8, 235))
                theme.blit_text(
                    surf,
                    label,
                    px,
                    (int(cx), cy + rad + 4),
                    (250, 230, 150),
                    "bold",
                    anchor="midtop",
                    shadow=True,
                )
        if self.banners and not self.table.game.is_terminal():
            self.draw_banners(surf, view, seat)

    def banner_rect(self, view: dict[str, Any], seat: int | None) -> pygame.Rect:
        """The news corner: right of the hand's cards, above the action buttons, when the hand
        leaves room; else the foot of the log panel (the log keeps the whole story; the arena
        and the cards stay clear)."""
        g = self.geometry(view, seat)
        pr, s = self.table.play_rect, self.scale
        hand = [r for _c, r, w in self.boxes(view, seat) if w == "hand"]
        x = max([g["hand"].x] + [r.right for r in hand]) + int(14 * s)
        corner = pygame.Rect(
            x, g["hand"].y, pr.right - int(20 * s) - x, pr.bottom - int(80 * s) - g["hand"].y
        )
        if corner.width >= int(260 * s) and corner.height >= int(40 * s):
            return corner
        log = self.table.log_rect
        return pygame.Rect(log.x + 4, log.bottom - int(150 * s), log.width - 8, int(146 * s))

    def draw_banners(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None) -> None:
        s = self.scale
        region = self.banner_rect(view, seat)
        px = max(13, int(19 * s))
        lines: list[str] = []
        for b in self.banners[-2:]:
            lines.extend(theme.wrap(b["text"], px, region.width - int(24 * s), "bold"))
        lh = int(px * 1.3)
        lines = lines[-max(1, (region.height - int(10 * s)) // lh) :]
        box = pygame.Rect(region.x, region.y, region.width, lh * len(lines) + int(10 * s))
        box.bottom = region.bottom
        theme.panel(surf, box, (10, 10, 16, 215), edge=theme.ACCENT, radius=10)
        for i, line in enumerate(lines):
            theme.blit_text(
                surf, line, px, (box.centerx, box.y + int(5 * s) + i * lh),
                (255, 240, 200), "bold", anchor="midtop",
            )  # fmt: skip

    # ------------------------------------------------------------------ input
    def draggables(self, view: dict[str, Any], seat: int | None) -> list[Draggable]:
        if seat is None:
            return []
        legal = self.table.legal(seat)
        verbs = {v for vs in DRAG_VERBS.values() for v in vs}
        movable = {a.args[0] for a in legal if a.verb in verbs and a.args}
        if self.selecting(view, seat, legal):
            return []
        out = []
        for c, r, w in self.boxes(view, seat):
            own_bank = w == f"bank/{seat}" and self.look_for == seat
            if (w == "hand" or own_bank) and c["id"] in movable:
                face = cards.face(GAME, face_card(c), self.hand_card if w == "hand" else r.size)
                key = ("hand", c["id"]) if w == "hand" else ("bank", c["id"])
                out.append(Draggable(key, r, face, c["id"]))
        return out

    def drop_targets(
        self, view: dict[str, Any], seat: int | None, payload: Any
    ) -> list[DropTarget]:
        self.boxes(view, seat)
        return [
            DropTarget(k, self.areas[k], TARGET_LABELS[k]) for k in DRAG_VERBS if k in self.areas
        ]

    def candidates(
        self, seat: int, payload: Any, target: Any, view: dict[str, Any], legal: list[Action]
    ) -> tuple[list[Action], Action | None]:
        verbs = DRAG_VERBS.get(target, ())
        matches = [a for a in legal if a.verb in verbs and a.args and a.args[0] == payload]
        nominal = None
        if not matches and verbs:
            t = (self._card(view, payload) or {}).get("type")
            if target == "party":
                verb = "start" if view["phase"] == "setup" else "character"
            elif target == "arena":
                verb = {"mission": "attempt", "event": "event"}.get(str(t), "enemy")
            else:
                verb = verbs[0]
            nominal = Action(seat, verb, (payload,))
        return matches, nominal

    def still_card_hint(self, view: dict[str, Any], seat: int, pos: tuple[int, int]) -> Any:
        for c, r, w in reversed(self.boxes(view, seat)):
            if w == "hand" and r.collidepoint(pos):
                verb = {
                    "character": "character",
                    "reward": "stock",
                    "mission": "attempt",
                    "enemy": "enemy",
                    "roadblock": "enemy",
                    "event": "event",
                }.get(str(c.get("type")))
                return Action(seat, verb, (c["id"],)) if verb else None
        return None

    def drop_hint(self, view: dict[str, Any], seat: int, payload: Any, target: Any) -> str:
        c = self._card(view, payload) or {}
        where = {
            "character": "your party",
            "reward": "your bank (free) or your inventory (costs its RP)",
            "mission": "the arena in your Mission phase",
            "enemy": "the arena in an Enemy step",
            "roadblock": "the arena in an Enemy step",
            "event": "the arena when its timing comes",
        }.get(str(c.get("type")), "")
        kind = str(c.get("type", "card")).capitalize()
        article = "An" if kind[:1] in "AEIOU" else "A"
        return f"{article} {kind} goes onto {where}." if where else ""

    def clickables(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[Clickable]:
        by_card: dict[int, list[Action]] = {}
        drag_verbs = {v for vs in DRAG_VERBS.values() for v in vs}
        for a in legal:
            if not self.names_card(view, seat, a) or a.verb == "redraw":
                continue
            if len(a.args) > 1 and a.verb in ("target", "discard"):
                continue  # several cards at once: the selection
            by_card.setdefault(int(a.args[0]), []).append(a)
        out = []
        for c, r, w in self.boxes(view, seat):
            acts = by_card.get(c["id"])
            if not acts:
                continue
            if w == "hand":
                acts = [a for a in acts if a.verb not in drag_verbs] or acts
            # using a Reward declares it (it then goes back to the bank or the discard pile,
            # even with no action taken): a click asks first, never declares by accident
            uses = any(a.verb == "use" for a in acts)
            out.append(
                Clickable(r, acts[0], c["name"], acts if len(acts) > 1 or uses else None, uses)
            )
        # the table takes the first hit: in an overlapping row (a party of seven) the card on
        # top, the one drawn last, must win, or a click lands on the card under it
        out.reverse()
        return out

    def inspect_at(self, view: dict[str, Any], pos: tuple[int, int]) -> dict[str, Any] | None:
        for c, r, _w in reversed(self.boxes(view, self.table.viewer)):
            if r.collidepoint(pos):
                return face_card(c)
        return None

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        v = action.verb
        if v in LABELS and not action.args:
            return LABELS[v]
        p = view.get("prompt")
        if p and p["options"] and v == p["verb"] and len(action.args) == 1:
            for o in p["options"]:
                if o["value"] == action.args[0]:
                    return str(o["label"])
        first = action.args[0] if action.args else None
        c = self._card(view, first) if isinstance(first, int) else None
        name = c["name"] if c else ""
        if v == "act" and c and len(action.args) > 1:
            acts = c.get("actions", [])
            i = int(action.args[1])
            return f"{name}: {acts[i]}" if i < len(acts) else f"{name}: action {i + 1}"
        if v == "redraw":
            if not action.args:
                return "Keep all (redraw none)"
            return f"Redraw {len(action.args)} card{'s' if len(action.args) > 1 else ''}"
        if v == "use":
            if first in view.get("idle_rewards", ()):
                # "Reward cards may be used at any time ... even if you can't use any of the
                # actions on it": the engine offers it; the click asks before it is spent
                return f"No action of {name} applies now: use it anyway?"
            return f"Use {name} (choose who uses it)"
        rp = c.get("rp", 0) if c else "?"
        words = {
            "use": "Use",
            "bank": "Bank (free)",
            "stock": f"Inventory (RP {rp})",
            "withdraw": f"Bank to inventory (RP {rp})",
            "flip": "Flip",
            "character": "Into the party",
            "start": "Start with",
            "join": "Join the active party",
            "attempt": "Attempt",
            "enemy": "Play against the party",
            "event": "Play event",
            "target": "Target",
        }
        head = words.get(v, v.replace("_", " ").capitalize())
        if len(action.args) > 1 and v in ("target", "discard", "member"):
            cs = (self._card(view, x) for x in action.args if isinstance(x, int))
            return f"{head} {', '.join(n['name'] for n in cs if n)}"
        return f"{head} {name}".strip()

    def buttons(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[ActionButton]:
        out: list[ActionButton] = []  # a prompt's Confirm and options: the shared prompt's
        for a in legal:
            if a.verb == "redraw":
                continue
            plain = not self.names_card(view, seat, a)
            if plain:
                key = HOTKEYS.get(a.verb, "") if not any(b.hotkey for b in out) else ""
                key = "Space" if a.verb == "pass" else key
                out.append(ActionButton(self.action_label(a, view), a, key, primary=bool(key)))
        return out

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        return you_grammar(self._status(view, seat))

    def _status(self, view: dict[str, Any], seat: int | None) -> str:
        step = view["step"] or view["phase"]
        # in the set-up every seat picks its own Character: name the seat on screen
        acting = seat if view["phase"] == "setup" and seat in (view.get("active") or []) else None
        who = self.who(view, view["current"] if acting is None else acting)
        if view["phase"] == "window":
            return f"{who}'s turn: response window"
        if view.get("result"):
            return "Game over"
        active = view.get("active") or []
        if acting is None and len(active) == 1 and active[0] != view["current"]:
            # another player acts on this turn (an Enemy step, a choice): name who acts now
            on = self.who(view, active[0])
            return f"{on}: {step.replace('_', ' ')} ({who}'s turn {view.get('turn', 0)})"
        return f"{who}: {step.replace('_', ' ')} (turn {view.get('turn', 0)})"

    def own_window_can_wait(self, view: dict[str, Any], seat: int, legal: list[Action]) -> bool:
        """After one's own move, a Recovery (usable at any time, so on one's next action as
        well) is the only answer: the window need not stop the player. An Event or a Defense
        belongs to this window: it is asked."""
        for a in legal:
            if a.verb == "pass":
                continue
            if a.verb != "act" or len(a.args) < 2:
                return False
            c = self._card(view, int(a.args[0]))
            d = card_defs().get(str(c["name"])) if c else None
            i = int(a.args[1])
            if d is None or i >= len(d.actions) or d.actions[i].kind != "recovery":
                return False
        return True

    def is_window(self, view: dict[str, Any]) -> bool:
        """A response window several seats may answer: the table's shared window (hot-seat
        countdown and claim keys, solo waiting)."""
        return view.get("phase") == "window" and len(view.get("active") or []) > 1

    def response_window(self, view: dict[str, Any]) -> bool:
        """Hot-seat: the response window asks one seat at a time; one that waits for the
        other human is shown in public (a claim key), not sent across behind the curtain."""
        return view.get("phase") == "window" and not view.get("prompt")

    def window_anchor(self) -> tuple[int, int]:
        """Over the lower part of the other players' row: the arena (the mission, both sides,
        the rank labels and the status legend) and the own seat stay in sight."""
        a = self.areas.get("arena", self.table.play_rect)
        return (a.centerx, a.y - int(4 * self.scale))

    def end_anchor(self) -> tuple[int, int]:
        a = self.areas.get("arena", self.table.play_rect)
        return (a.centerx, a.bottom)

    def window_text(self, view: dict[str, Any]) -> str:
        return "Response window: Defense, Recovery or Event?"

    def window_hint(self, view: dict[str, Any]) -> str:
        return "Click a glowing card to answer, or Pass"
