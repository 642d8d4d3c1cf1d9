"""The newest lines of a folded log, said for a few seconds near its Log button (issue 52): with
large text the log folds behind the top bar's Log button, and what a card did (the computer's
above all) was only in the log, so a player at 200 % never saw it.

Each move's newest lines (at most ``MOST``) go up as a message in the free spot of the table
nearest to the Log button: where nothing at all is drawn (the bare felt, found on the screen as
drawn, whatever the game paints), else where only a panel's plain fill is (no word, card, edge
or picture), else where the least of them is. They go up once the table is still (no card in
flight: its landing place is not known before), the next move's lines take their place, and
the table's own messages keep off them. Nothing is said while the log is on screen (its column,
or opened), while a card is held or read large, nor of the lines a table opens with (the deal,
a resumed game's story): the log shows only what the log's seat may see, and so does this.

When a person's turn comes (or the curtain lifts for them), what the others did since that
person's own last move (not their own turn's end: ``fresh``) is said instead, for
``ROUND_LIFE`` seconds or until their next move: at most ``ROUND_MOST`` of its lines, the
weightiest (cards played, then what names that person) in the order they came, newest last,
and "+N more in the Log" when the log has more."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

import numpy as np
import pygame

from tabletop.ui import theme
from tabletop.ui.components.widgets import Toasts
from tabletop.ui.parts.layout import ButtonItem, CardItem, LabelItem, PileItem

if TYPE_CHECKING:
    from tabletop.engine.actions import Action
    from tabletop.ui.table import TableScene

#: how long the lines stay, in the table's seconds, and how many of a move's newest are said
LIFE = 5.0
MOST = 2
#: what the others did since a person's last move: said this long (or until they move), and
#: at most this many of its lines
ROUND_LIFE = 8.0
ROUND_MOST = 4
#: their text's size (scaled), smaller than a message's: they tell, they do not call
BASE_PX = 18
#: the grid the free spot is looked for on, in pixels
CELL = 4

Spot = tuple[int, int, int, int]  # centre x, top, wrapping width, text px
Line = tuple[str, tuple[int, int, int]]  # a log line: its text and colour


class LogNews:
    """A folded log's newest lines, near its Log button (drawn by ``TableScene.draw``)."""

    def __init__(self, table: TableScene) -> None:
        self.t = table
        self.msgs = Toasts(table.toasts.clock, BASE_PX)  # the table's time
        #: the log's newest line when last looked at (by identity: the log keeps 400 lines)
        self.seen: Any = None
        self.started = False
        #: the newest lines, waiting for a still table (then said, timed from then)
        self.pending: list[str] = []
        self.lines: list[str] = []  # those said now (all in one message, or the newest)
        #: where the lines were drawn last (None: not drawn); the table's messages keep off it
        self.rect: pygame.Rect | None = None
        self._key: tuple[Any, ...] | None = None
        self._spot: Spot | None = None
        #: the bare table's grey over the area looked at (``detail``): table, area, grey
        self._bare: tuple[pygame.Surface, pygame.Rect, np.ndarray] | None = None
        #: what is said, most to least (the first that finds a spot is drawn)
        self.texts: list[str] = []
        self.life = LIFE
        #: the seat whose move wrote the lines the log gains now, and whether it passed
        self.mover: int | None = None
        self.passing = True
        #: each seat's lines of the others' moves (and passes) since its own last move
        self.since: dict[int, list[Line]] = {}
        #: the seat that could act at the last frame drawn; whose lines are up (a round's)
        self.was: int | None = None
        self.round_of: int | None = None
        self.got: list[Line] = []  # a round's lines, and the names of whom it is said to
        self.names: set[str] = set()

    def folded(self) -> bool:
        """The log is behind its button: neither its column nor opened over the table."""
        return self.t.log_folded and not self.t.log_open

    def watch(self) -> None:
        """The lines the log gained since the last look become the message (the first look
        takes what the table opened with as seen)."""
        lines = self.t.log.lines
        last = lines[-1] if lines else None
        if last is self.seen:
            return
        gained: list[Line] = []
        for line in reversed(lines):
            if line is self.seen:
                break
            gained.insert(0, line)
        self.seen = last
        if not self.started:
            self.started = True
            return
        for seat in range(len(self.t.session.seats)):
            if seat != self.mover or self.passing:
                self.since.setdefault(seat, []).extend(gained)
        new = [x[0] for x in gained[-MOST:]]
        if new and self.folded():
            self.say(new, ["\n".join(new), new[-1]], LIFE)

    def restart(self) -> None:
        """The log is about to be written anew from the deal (a replay's step): nothing is
        seen, nobody's round is counted and nothing is said; the moves replayed through
        ``moved`` and ``watch`` count it afresh (a replay stepped back and forth added the
        whole log to every round at each step: "+1226 more in the Log" in a game of 110
        moves)."""
        self.seen, self.started, self.since = None, False, {}
        self.mover, self.passing, self.round_of = None, True, None
        self.pending, self.lines, self.msgs.items = [], [], []

    def say(self, lines: list[str], texts: list[str], life: float, of: int | None = None) -> None:
        """``lines`` to be said once the table is still, as the first of ``texts`` that fits."""
        self.pending, self.texts, self.life, self.round_of = lines, texts, life, of
        self.msgs.items = []

    def moved(self, action: Action) -> None:
        """A move is applied: the lines before it are its mover's; a person's own move ends
        what the others did (said or not), and any move of theirs takes its lines away."""
        self.watch()
        self.mover, self.passing = action.seat, action.verb == "pass"
        if not self.passing:
            self.since[action.seat] = []
        if self.round_of == action.seat:
            self.say([], [], LIFE)
        if self.was == action.seat:
            self.was = None  # (the next time they may act is another, drawn or not)

    def turn(self) -> None:
        """A person may act who could not at the last frame (their turn, a window of theirs,
        the curtain lifted for them): what the others did since their last move is said."""
        t = self.t
        seat = t.acting_seat()
        came, self.was = seat is not None and seat != self.was, seat
        if not came or seat is None or not self.folded():
            return
        got = fresh(self.since.get(seat, []), t.session.seat_name(seat))
        if got:
            self.names = {"you", "your", t.session.seat_name(seat).lower()}
            self.got = got
            self.say([x[0] for x in got], [], ROUND_LIFE, seat)

    def active(self) -> bool:
        """Lines are up or waiting for a still table (it is drawn afresh until they go)."""
        return self.folded() and (bool(self.pending) or self.msgs.active())

    def anchor(self) -> tuple[int, int]:
        """Where the lines are said near: under the Log button (else the bar's right end)."""
        t = self.t
        log = next((b for b in t.top_buttons if b.label == "Log" and b.rect.w), None)
        return log.rect.midbottom if log is not None else (t.bar_rect.right, t.bar_rect.bottom)

    def draw(self, surf: pygame.Surface) -> None:
        """The lines over what is drawn so far (``surf``: the table, its bar, the keys' marks),
        placed once per lines and table."""
        t = self.t
        self.watch()
        self.turn()
        self.rect = None
        if not self.active() or t.drag is not None or t.zoom.is_open:
            return
        if t.gv.busy() or t.gv.overlay_busy():
            return  # cards in flight, a banner: said once all lies where it goes
        if self.pending:  # their seconds count from when they are seen
            said = {m.text for m in t.toasts.items} if t.toasts.active() else set()
            self.lines = [x for x in self.pending if x not in said]  # (a game says it too)
            if self.round_of is None:
                self.texts = ["\n".join(self.lines), *self.lines[-1:]] if self.lines else []
            else:  # the round's weightiest, fewer where they find no spot
                got = [x for x in self.got if x[0] not in said]
                most = min(ROUND_MOST, len(got))
                n = len(self.got)
                self.texts = [summary(got, k, self.names, n) for k in range(most, 0, -1)]
            self.pending, self._key, self.msgs.items = [], None, []
            if self.lines and self.texts:
                self.msgs.add(self.texts[0], "info", life=self.life)
        if not self.msgs.active():
            return
        key: tuple[Any, ...] = (t.state_key(), t.size, t.scale, t.focus.active, len(t.buttons))
        key += (len(t.chooser),)
        key += (tuple(t.prompts.box), tuple(self.texts), tuple(t.paint.lesson_panel() or ()))
        key += (tuple(t.bar.rect() or ()),)  # a window opened over a still table (Austin's)
        key += (tuple(t.paint.band_rect or ()),)  # the keys' band of words
        key += (tuple(t.hand_words.rect or ()),)  # the hand card's words
        guide = getattr(t, "guide", None)  # what a lesson points at, and its arrow
        key += tuple(tuple(r) for r in getattr(guide, "holes", []))
        key += (id(getattr(guide, "arrow", None)),)
        if self._key != key:
            self._key = key
            self._spot = self.find(surf)
        if self._spot is None:
            return
        cx, top, width, px = self._spot
        w, h = self.msgs.extent(t.scale, width, 0, px)
        self.rect = pygame.Rect(cx - w // 2, top, w, h)
        self.msgs.draw(surf, cx, top, t.scale, width, 0, px)

    def find(self, surf: pygame.Surface) -> Spot | None:
        """The spot nearest the Log button covering nothing drawn, else only plain fills, else
        the least detail clear of the table's things (``things``), else the least detail; for
        the lines, else fewer (``texts``: a move's newest alone, a round's weightiest); in
        their size, else smaller (15 then 12 px scaled). The message is left saying what
        found its spot."""
        t = self.t
        s = t.scale
        gap = max(4, int(8 * s))
        area = pygame.Rect(0, t.bar_rect.bottom, t.size[0], t.size[1] - t.bar_rect.bottom)
        area = area.inflate(-2 * gap, -2 * gap).clip(surf.get_rect())
        if area.width < 80 or area.height < 40 or surf.get_size() != t.size:
            return None
        base = t.paint.static_layer()
        maps: dict[str, np.ndarray] = {}
        clear = (area.w // CELL + 1) * (area.h // CELL + 1)  # any detail, but no thing

        def sums(which: str) -> np.ndarray:  # each map made once, and only when looked at
            if which not in maps:
                if which == "drawn":
                    maps[which] = integral(drawn_cells(surf, base, area, CELL))
                else:  # detail, and far more than any detail where a thing of the table is
                    marks = cells(self.detail(surf, base, area), CELL).astype(np.int32)
                    marks += self.things(area, marks.shape) * (clear + 1)
                    maps[which] = integral(marks)
            return maps[which]

        shape = (-(-area.w // CELL), -(-area.h // CELL))
        keep = integral(self.keeps(area, shape))  # never covered, at any stage
        widest = min(area.width, theme.grow(620 * s))
        sizes = dict.fromkeys(max(theme.MIN_TEXT, int(k * s)) for k in (BASE_PX, 15, 12))
        ax, ay = self.anchor()
        at = ((ax - area.x) // CELL, (ay - area.y) // CELL)
        said = self.msgs.items[-1]
        texts = list(dict.fromkeys(self.texts))
        stages = (("drawn", 0), ("detail", 0), ("detail", clear), ("detail", None))
        order = [(m, n, x) for m, n in stages for x in texts]
        if self.round_of is not None:  # a round's lines on a plain fill before fewer of them
            order = [(m, n, x) for x in texts for m, n in stages[:3]] + order[3 * len(texts) :]
        for which, most, text in order:
            said.text = text
            for px in sizes if most == 0 else list(sizes)[-1:]:
                best: tuple[float, float, int, int, int] | None = None
                # a third as wide only where none of the others finds a spot at this stage
                # (Codenames' end at 200 %: the bare felt beside the end panel, not the Clues)
                narrow = [widest, widest * 2 // 3, widest // 2, None, widest // 3]
                for width in dict.fromkeys(narrow):
                    if width is None and best is not None:
                        break
                    if width is None:
                        continue
                    w, h = self.msgs.extent(s, width, 0, px)
                    # in whole cells, with its margin (the height ends in one)
                    box = (-(-(w + 2 * gap) // CELL), -(-(h + gap) // CELL))
                    got = nearest(sums(which), box, at, most, keep)
                    if got is not None and (best is None or got[:2] < best[:2]):
                        best = (*got, width)
                if best is not None:
                    _n, _d, x, y, width = best
                    w, _h = self.msgs.extent(s, width, 0, px)
                    x, y = area.x + x * CELL, area.y + y * CELL
                    return x + gap + w // 2, y + gap, width, px
        return None

    def things(self, area: pygame.Rect, shape: tuple[int, ...]) -> np.ndarray:
        """The cells (x, y) of ``area`` under the table's things: its cards, piles, labels and
        buttons, its seats' headings, the bar's buttons (where the least detail is looked for,
        a spot clear of them is taken first)."""
        t = self.t
        lay = t.gv.layout_for(t.view, t.acting_seat())
        kinds = CardItem | PileItem | LabelItem | ButtonItem
        rects = [it.rect for it in (lay.items if lay else []) if isinstance(it, kinds)]
        rects += t.gv.headings(t.view)
        rects += [b.rect for b in [*t.buttons, *t.top_buttons, *t.chooser]]
        # a question's panel and the window's bar: what the player must read now (Austin's
        # "A ship Agent: play one..." lay under a round's news)
        rects += [r for r in (t.prompts.box, t.bar.rect()) if r]
        rects += t.gv.question_panels(t.view)
        return _mark(rects, area, shape)

    def keeps(self, area: pygame.Rect, shape: tuple[int, int]) -> np.ndarray:
        """The cells of ``area`` the lines never cover, at any stage: what the player must read
        or use now (a lesson's note and its buttons, a question's panel and buttons, the
        window's bar, the cards the player may pick up). Where no spot is clear of them the
        lines are not said: they are in the log (a Mighty Beanz lesson's note lay under a
        rival's attack for five seconds at 200 %)."""
        t = self.t
        lay = t.gv.layout_for(t.view, t.acting_seat())
        rects = [it.rect for it in (lay.items if lay else []) if _usable(it)]
        rects += [b.rect for b in [*t.buttons, *t.chooser]]
        rects += [r for r in (t.prompts.box, t.bar.rect(), t.paint.lesson_panel()) if r]
        # and what a lesson's step points at and its arrow (a Beanz rival's attack lay over
        # the stack the step said to drag Boomerang! onto)
        guide = getattr(t, "guide", None)
        rects += list(getattr(guide, "holes", [])) + along(getattr(guide, "arrow", None))
        # the keyboard's band of words (a focused card's keys: at 200 % a round's news lay
        # over "Zombie Bean, in your hand: Enter picks it up ...")
        rects += [t.paint.band_rect] if t.paint.band_rect is not None else []
        # the focused hand card's words (at 1024x600, 200 % a round's news lay over them)
        rects += [t.hand_words.rect] if t.hand_words.rect is not None else []
        rects += t.gv.question_panels(t.view)
        return _mark(rects, area, shape)

    def detail(self, surf: pygame.Surface, base: pygame.Surface, area: pygame.Rect) -> np.ndarray:
        """``detail_of`` the grey of what is drawn over the felt in ``area`` (rows); the bare
        table's grey is kept while the table and the area stay."""
        if self._bare is None or self._bare[0] is not base or self._bare[1] != area:
            self._bare = (base, pygame.Rect(area), grey(base.subsurface(area)))
        d = grey(surf.subsurface(area))
        d -= self._bare[2]
        return detail_of(d)


def along(arrow: Any) -> list[pygame.Rect]:
    """Where a lesson's arrow (``lesson_arrow.Arrow``; None: none) lies, near enough: its
    head's box and small squares along its shaft."""
    if arrow is None:
        return []
    pts = [*arrow.points, arrow.tip]
    side = int(arrow.width) + 8
    head = arrow.head(1.25)  # (its dark edge a quarter larger)
    xs, ys = [int(x) for x, _y in head], [int(y) for _x, y in head]
    out = [pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)]
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        n = max(1, int(math.hypot(bx - ax, by - ay) // 8))
        for i in range(n + 1):
            r = pygame.Rect(0, 0, side, side)
            r.center = (int(ax + (bx - ax) * i / n), int(ay + (by - ay) * i / n))
            out.append(r)
    return out


def _usable(item: object) -> bool:
    """A card the player may pick up now (the lines keep off it)."""
    return isinstance(item, CardItem) and item.draggable and bool(item.rect.width)


def _mark(rects: list[pygame.Rect], area: pygame.Rect, shape: tuple[int, ...]) -> np.ndarray:
    """The cells (x, y) of ``area`` (``shape``: its cells) under any of ``rects``."""
    out = np.zeros(shape, dtype=np.int32)
    for r in rects:
        r = r.clip(area)
        if r.w and r.h:
            x0, y0 = (r.x - area.x) // CELL, (r.y - area.y) // CELL
            out[x0 : -(-(r.right - area.x) // CELL), y0 : -(-(r.bottom - area.y) // CELL)] = 1
    return out


#: the words of a line of little weight: a draw, a turn's end, a card's resolving (its play
#: was said), a pass
_SLIGHT = re.compile(r"\b(drew|turn ended|resolved|passed)\b")


def weight(line: Line, names: set[str]) -> int:
    """How much a log line tells the person ``names`` name (lower case, "you" among them): a
    card played most, then what names them, then the rest; a draw, a turn's end, a pass or a
    turn's start (the log's accent) least."""
    text, colour = line
    if colour in (theme.ACCENT, theme.MUTED):
        return 0
    if " played " in text:
        return 4
    if _SLIGHT.search(text):
        return 1
    low = text.lower()
    if any(re.search(rf"\b{re.escape(n)}\b", low) for n in names):
        return 3
    return 2


def fresh(lines: list[Line], name: str) -> list[Line]:
    """A round's lines for the person ``name`` without their own turn's end ("Ann's turn
    ends.", logged with the move that closed its last window, another's): a new player at
    200 % was shown "Player 1's turn ends." first, at a computer's end of turn, as if it were
    news."""
    own = f"{name}'s turn ends"
    return [x for x in lines if not x[0].startswith(own)]


def summary(lines: list[Line], most: int, names: set[str], total: int = 0) -> str:
    """The ``most`` weightiest of ``lines`` (the newer of equal weight), one a row in the order
    they came, and how many more the log has (of ``total``, else of ``lines``)."""
    order = sorted(range(len(lines)), key=lambda i: (weight(lines[i], names), i), reverse=True)
    kept = sorted(order[:most])
    rows = [lines[i][0] for i in kept]
    more = max(total, len(lines)) - len(kept)
    if more > 0:
        rows.append(f"+{more} more in the Log")
    return "\n".join(rows)


def rows_of(s: pygame.Surface) -> np.ndarray:
    """``s``'s packed pixels as rows (y, x): each row one run of memory, as the surface holds it."""
    return np.asarray(pygame.surfarray.pixels2d(s)).T


def drawn_cells(
    surf: pygame.Surface, base: pygame.Surface, area: pygame.Rect, k: int
) -> np.ndarray:
    """The cells (x, y) of ``k`` x ``k`` pixels of ``area`` where anything is drawn over the bare
    table ``base`` (the felt): the pixels' differences OR-ed together block by block, in one
    pass over the screen (``cells``)."""
    a, b = rows_of(surf.subsurface(area)), rows_of(base.subsurface(area))
    diff = a ^ b
    del a, b  # (a surface is locked while its pixels are referenced)
    return cells(diff, k)


def grey(s: pygame.Surface) -> np.ndarray:
    """Eight times the grey of ``s`` (2 red + 5 green + 1 blue), as rows (y, x)."""
    rgb = rows_of(s)
    shifts = s.get_shifts()
    out = np.zeros(rgb.shape, dtype=np.int16)
    for weight, shift in zip((2, 5, 1), shifts[:3], strict=True):
        out += ((rgb >> shift) & 255).astype(np.int16) * weight
    del rgb  # (the surface is locked while its pixels are referenced)
    return out


def detail_of(d: np.ndarray) -> np.ndarray:
    """Where there is detail (a word, a card, an edge: not a panel's plain fill) on ``d``, the
    grey of what is drawn over the felt (eight times it, rows): both pixels of a step of more
    than 30 greys between neighbours."""
    detail = np.zeros(d.shape, dtype=bool)
    gx = np.abs(d[:, 1:] - d[:, :-1]) > 240
    gy = np.abs(d[1:] - d[:-1]) > 240
    detail[:, 1:] |= gx
    detail[:, :-1] |= gx
    detail[1:] |= gy
    detail[:-1] |= gy
    return detail


def cells(mask: np.ndarray, k: int) -> np.ndarray:
    """``mask`` (rows: y, x; booleans or numbers, nonzero marked) in cells of ``k`` x ``k``
    pixels (x, y), each marked where any of its pixels is (the partial cells at the right and
    the foot count as marked: they are off the area's edge)."""
    h, w = mask.shape
    hk, wk = h - h % k, w - w % k
    rows = mask[0:hk:k].copy()
    for i in range(1, k):
        rows |= mask[i:hk:k]
    blocks = rows[:, 0:wk:k].copy()
    for i in range(1, k):
        blocks |= rows[:, i:wk:k]
    out = np.ones((-(-w // k), -(-h // k)), dtype=bool)
    out[: wk // k, : hk // k] = (blocks != 0).T
    return out


def integral(mask: np.ndarray) -> np.ndarray:
    """The summed-area table of ``mask`` (one larger each way): any box's count in four reads."""
    out = np.zeros((mask.shape[0] + 1, mask.shape[1] + 1), dtype=np.int32)
    out[1:, 1:] = mask.astype(np.int32).cumsum(0).cumsum(1)
    return out


def nearest(
    sums: np.ndarray,
    size: tuple[int, int],
    at: tuple[int, int],
    most: int | None,
    keep: np.ndarray | None = None,
) -> tuple[float, float, int, int] | None:
    """The box of ``size`` with at most ``most`` marked cells (None: the fewest) nearest to
    ``at``, and none of ``keep``'s (a summed-area table like ``sums``): (its count, its
    distance, x, y); None: none."""
    w, h = size
    big_w, big_h = sums.shape[0] - 1, sums.shape[1] - 1
    if w > big_w or h > big_h:
        return None
    nx, ny = big_w - w + 1, big_h - h + 1

    def boxes(t: np.ndarray) -> np.ndarray:
        return t[w:, h:] - t[:nx, h:] - t[w:, :ny] + t[:nx, :ny]

    count = boxes(sums)
    if keep is not None:
        count = np.where(boxes(keep) == 0, count, np.iinfo(np.int32).max)
    limit = int(count.min()) if most is None else most
    ok = count <= limit
    if keep is not None:
        ok &= count < np.iinfo(np.int32).max
    if not ok.any():
        return None
    xs, ys = np.arange(nx), np.arange(ny)
    dx = np.maximum(np.maximum(xs - at[0], 0), at[0] - (xs + w))
    dy = np.maximum(np.maximum(ys - at[1], 0), at[1] - (ys + h))
    d2 = np.where(ok, dx[:, None] ** 2 + dy[None, :] ** 2, np.iinfo(np.int64).max)
    i, j = np.unravel_index(int(np.argmin(d2)), d2.shape)
    return float(count[i, j]), float(np.sqrt(d2[i, j])), int(i), int(j)
