"""A one-line text box drawn by hand: focus, a caret, an allowed-character filter, a length cap.

It only edits its own text; what the text means (a clue, a seed) is up to its owner. Characters
come from ``KEYDOWN`` events' ``unicode`` (like the launcher's seed box), so no ``TEXTINPUT``
duplicate is ever counted. Backspace deletes, Enter reports ``"submit"``, Esc drops the focus.

Ctrl+A selects the whole text (drawn highlighted): a typed character then replaces it, Backspace
or Delete empties the box, an arrow, Home or End keeps it and only drops the selection. A box
whose text is still its ``default`` (the deck builder's "New deck") selects it all when it
takes the focus, so typing a name replaces the default instead of adding to it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui import theme


class TextInput:
    def __init__(
        self,
        allowed: Callable[[str], bool] | None = None,
        max_len: int = 30,
        upper: bool = True,
        placeholder: str = "",
        short: tuple[str, ...] = (),
    ) -> None:
        self.text = ""
        self.selected = False  # the whole text is selected (Ctrl+A, or a default on focus)
        self.default = ""  # a text put there for the player to replace
        self.kept = ""  # the text when it took the focus (what Esc may put back)
        self._focus = False
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.max_len = max_len
        self.upper = upper
        self.placeholder = placeholder
        #: the placeholder's shorter forms, for a narrow box or large text ("search")
        self.short = short
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def focus(self) -> bool:
        return self._focus

    @focus.setter
    def focus(self, value: bool) -> None:
        if value and not self._focus:
            self.selected = bool(self.default) and self.text == self.default
            self.kept = self.text
        elif not value:
            self.selected = False
        self._focus = value

    def clear(self) -> None:
        self.text = ""
        self.selected = False

    def select_all(self) -> None:
        self.selected = bool(self.text)

    def handle(self, event: pygame.event.Event) -> str | None:
        """``"submit"`` on Enter, ``"edit"`` when the text or focus changed, ``"key"`` for any
        other key while focused (consumed), else ``None``."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focus
            self.focus = self.rect.collidepoint(event.pos)
            return "edit" if self.focus or was != self.focus else None
        if event.type != pygame.KEYDOWN or not self.focus:
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return "submit"
        if event.key == pygame.K_ESCAPE:
            self.focus = False
            return "edit"
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if ctrl and event.key == pygame.K_a:
            self.select_all()
            return "edit"
        if event.key == pygame.K_BACKSPACE or (self.selected and event.key == pygame.K_DELETE):
            self.text = "" if self.selected else self.text[:-1]
            self.selected = False
            return "edit"
        ch = getattr(event, "unicode", "") or ""
        if len(ch) == 1 and self.allowed(ch):
            if self.selected:
                self.text, self.selected = "", False
            if len(self.text) < self.max_len:
                self.text += ch.upper() if self.upper else ch
            return "edit"
        if self.selected and event.key in (
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_HOME,
            pygame.K_END,
            pygame.K_UP,
            pygame.K_DOWN,
        ):
            self.selected = False
            return "edit"
        return "key"

    def draw(self, dest: pygame.Surface, size: int, active: bool = True) -> None:
        r = self.rect
        bg = (250, 246, 232) if active else (150, 150, 150)
        pygame.draw.rect(dest, bg, r, border_radius=max(4, r.height // 6))
        edge = theme.ACCENT if self.focus else (60, 60, 60)
        pygame.draw.rect(dest, edge, r, width=max(2, r.height // 18), border_radius=r.height // 6)
        pad = max(6, r.height // 5)
        shown = self.text
        colour: tuple[int, int, int] = (20, 20, 30)
        if not shown and not self.focus:
            # a placeholder is read from its start: smaller (or shortened) to fit, never
            # scrolled to its end as typed text is ("earch names")
            colour = (120, 115, 105)
            room = r.width - 2 * pad
            for form in (self.placeholder, *self.short):  # the longest that fits, else cut
                px = theme.fit_px(form, size, room, "bold")
                if theme.text_width(form, px, "bold") <= room:
                    size, shown = px, form
                    break
            else:
                size, shown = theme.fit_text(
                    (self.placeholder, *self.short)[-1], size, room, "bold"
                )
        surf = theme.text(shown, size, colour, "bold") if shown else None
        x = r.x + pad
        if surf is not None:
            # keep the end of a long word (where the caret is) in view
            room = r.width - 2 * pad
            area = None
            if surf.get_width() > room:
                area = pygame.Rect(surf.get_width() - room, 0, room, surf.get_height())
            if self.selected and self.focus and shown == self.text:
                mark = surf.get_rect(midleft=(x, r.centery)).clip(
                    pygame.Rect(x, r.y, room, r.height)
                )
                pygame.draw.rect(dest, (170, 200, 250), mark.inflate(4, 2))
            dest.blit(surf, surf.get_rect(midleft=(x, r.centery)), area)
            x += min(surf.get_width(), room) if shown == self.text else 0
        if self.focus:
            # the caret as tall and as thick as the text is drawn (it grows with the text scale)
            fpx = theme.font_px(size)
            h = min(int(fpx * 1.05), r.height - 4)
            cw = caret_width(fpx)
            caret = pygame.Rect(x + max(2, cw // 2), r.centery - h // 2, cw, h)
            pygame.draw.rect(dest, (20, 20, 30), caret)


def caret_width(font_px: int) -> int:
    """The caret's width for text drawn at ``font_px`` pixels: about a bold letter's stroke."""
    return max(2, round(font_px / 10))


# ---------------------------------------------------------------------- clipboard
def clipboard_text() -> str | None:
    """The clipboard's text (``pygame.scrap``), or None where there is none."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return text or None


def put_clipboard(text: str) -> bool:
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    return True
