"""The Beanz set-up panel's places (``SetupPlaces``): the panel over the mat's middle, its
choices as buttons (a cut, the hand to keep, a hand to hide the Mighty Bean in or to guess)
and the note under them; ``panels`` draws them."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import Action
from tabletop.games.beanz.labels import SETUP_NOTES, stage
from tabletop.games.beanz.layout import Geometry
from tabletop.games.beanz.rules.seatview import BeanzView
from tabletop.ui import theme
from tabletop.ui.components.keybadge import digit_px
from tabletop.ui.components.keybadge import side as badge_side
from tabletop.ui.components.widgets import label_pad


class SetupPlaces(Geometry):
    """Where the set-up panel and its choices lie."""

    def setup_choices(
        self, view: BeanzView, seat: int, legal: list[Action]
    ) -> list[tuple[Action, pygame.Rect, str]]:
        s = self.scale
        box = self.setup_box()
        large = theme.ui_scale() > 1.0
        top = box.y + self.setup_top()  # large text: the buttons under the title's two lines
        out: list[tuple[Action, pygame.Rect, str]] = []
        if stage(view) == "cut":
            gap = int(12 * s)
            w, h = self.cut_button()
            per = self.cut_per(box.width)
            for k in range(1, 10):
                row, col = divmod(k - 1, per)
                n = min(per, 9 - row * per)
                x0 = box.centerx - (n * w + (n - 1) * gap) // 2
                y = top + row * (h + gap + self.badge_over()) if large else box.y + int(90 * s)
                r = pygame.Rect(x0 + col * (w + gap), y, w, h)
                out.append((Action(seat, "cut", (k,)), r, f"{k}/10"))
            return out
        if stage(view) == "opening":
            # keep or redraw: the buttons come from the legal moves (redraw only without a Bean)
            labels = {"keep": "Keep this hand", "redraw": "Redraw (no Bean card)"}
            acts = [a for a in legal if a.verb in labels]
            choices = [(a, labels[a.verb]) for a in acts]
            w, h, half = int(300 * s), int(90 * s), int(170 * s)
        else:
            verb = stage(view)
            choices = [
                (Action(seat, verb, (which,)), f"{which.capitalize()} hand")
                for which in ("left", "right")
            ]
            w, h, half = int(220 * s), int(90 * s), int(140 * s)
        if large:  # each as wide as its label (and the Bean token of a hide), side by side
            extra = int(24 * s) + (self.token_side() + int(10 * s) if stage(view) == "hide" else 0)
            need = max((theme.text_width(x, int(22 * s), "bold") for _a, x in choices), default=0)
            w = max(w, need + extra)
            half = max(half, w // 2 + self.badge_clear() // 2)
        for i, (a, label) in enumerate(choices):
            r = pygame.Rect(0, 0, w, h)
            r.center = (box.centerx + (i * 2 - (len(choices) - 1)) * half, box.y + int(130 * s))
            if large:
                r.top = top
            out.append((a, r, label))
        return out

    def cut_button(self) -> tuple[int, int]:
        """A cut button's size: 76 x 64, with large text as wide as "9/10" needs."""
        s = self.scale
        w, h = int(76 * s), int(64 * s)
        if theme.ui_scale() > 1.0:
            w = max(w, theme.text_width("9/10", int(22 * s), "bold") + 2 * label_pad() + int(8 * s))
            h = max(int(44 * s), theme.line_h(22 * s) + int(12 * s) + label_pad() - 6)
        return w, h

    def token_side(self) -> int:
        """The Bean's token beside a hand to hide it in: as tall as the label's line."""
        return max(int(40 * self.scale), theme.font(22 * self.scale, "bold").get_height())

    def setup_top(self) -> int:
        """From the setup panel's top to its buttons (large text: the title on two lines),
        and the number badges over the buttons' corners under it (at 200 % the badges "1" and
        "2" lay over the title's last word, "first")."""
        s = self.scale
        title = theme.font(24 * s, "serif").get_height()
        return int(24 * s) + 2 * title + int(12 * s) + self.badge_over()

    def badge_over(self) -> int:
        """How far a set-up button's number badge stands out above the button."""
        side = badge_side(digit_px(self.scale))
        return side - side // 5

    def cut_per(self, width: int) -> int:
        """How many cut buttons a row of the set-up panel ``width`` wide holds."""
        gap = int(12 * self.scale)
        w = self.cut_button()[0]
        return max(1, min(9, (width - int(32 * self.scale) + gap) // (w + gap)))

    def badge_clear(self) -> int:
        """The gap between two set-up buttons side by side: the second's number badge, out
        over its corner, clear of the focus ring around the first (at 200 % the ring around
        "Left hand" touched the "2" of "Right hand")."""
        return badge_side(digit_px(self.scale)) // 4 + self.ring_out() + int(6 * self.scale)

    def ring_out(self) -> int:
        """How far the focus ring around a set-up button reaches out of it."""
        s = self.scale
        return max(4, round(7 * s)) + 2 * max(3, round(5 * s)) + 2

    def setup_box(self) -> pygame.Rect:
        """The setup panel over the mat's middle; with large text as wide as the mat and tall
        enough for a title on two lines and the rows of cut buttons (each under its badges) or
        a hand's button."""
        s = self.scale
        r = pygame.Rect(0, 0, int(900 * s), int(220 * s))
        if theme.ui_scale() > 1.0:
            r.width = max(r.width, self.mat_rect().width - int(16 * s))
            h = self.cut_button()[1]
            rows = -(-9 // self.cut_per(r.width))
            cuts = rows * h + (rows - 1) * (int(12 * s) + self.badge_over())
            body = max(cuts, int(90 * s))  # (a hand's button: ``setup_choices``)
            r.height = max(r.height, self.setup_top() + body + self.ring_out() + int(12 * s))
        r.center = (self.mat_rect().centerx, self.top_y + self.slot_h + self.band_h // 2)
        r.height += self.setup_note_room()
        return r

    def note_size(self) -> int:
        """The design size of the set-up panel's note under its buttons."""
        return int(18 * self.scale)

    def setup_note_lines(self, text: str) -> list[str]:
        """``text`` wrapped to the set-up panel's note (``setup_note_rect``)."""
        s = self.scale
        width = int(900 * s) - int(32 * s)
        if theme.ui_scale() > 1.0:
            width = max(width, self.mat_rect().width - int(16 * s) - int(32 * s))
        return theme.wrap(text, self.note_size(), width)

    def setup_note_room(self) -> int:
        """The height the set-up panel adds under its buttons for the longest note."""
        lines = max(len(self.setup_note_lines(t)) for t in SETUP_NOTES.values())
        return lines * theme.line_h(self.note_size()) + int(6 * self.scale)

    def setup_note_rect(self) -> pygame.Rect:
        """Where the set-up panel's note goes: the room ``setup_box`` keeps at its bottom."""
        box = self.setup_box()
        room = self.setup_note_room()
        r = pygame.Rect(box.x + int(16 * self.scale), 0, box.width - int(32 * self.scale), room)
        r.bottom = box.bottom - int(10 * self.scale)
        return r
