"""The phones on the TV: the join panel (each phone seat's QR code and short code, and the
address) and the marks of who plays on a phone and whether that phone is connected.

The panel shows at the start until every phone seat is taken, and again from the menu ("Join
with a phone"); a click, Space, Return or Escape closes it.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import pygame

from tabletop.ui import theme
from tabletop.ui.layers import TableLayer

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene


class PhonesLayer(TableLayer):
    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: the join panel is up (at the start, until every phone seat is taken)
        self.open = table.link is not None
        self.qr: dict[tuple[int, str], pygame.Surface] = {}
        self.seen: object = None  # the phones' states last drawn

    def process_event(self, event: pygame.event.Event) -> bool:
        if not self.open:
            return False
        closes = event.type == pygame.MOUSEBUTTONUP or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE)
        )
        if closes:
            self.open = False
            self.t.dirty = True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self) -> None:
        """At the start the panel closes itself once every phone seat is taken."""
        link = self.t.link
        seen = link.status() if link is not None else None
        if seen != self.seen:
            self.seen = seen
            self.t.dirty = True
        if self.open and link is not None and all(st.connected for st in link.status()):
            self.open = False
            self.t.dirty = True

    def code_surface(self, seat: int, code: str, side: int) -> pygame.Surface:
        """The seat's QR code as a surface ``side`` pixels wide (kept per code)."""
        got = self.qr.get((seat, code))
        if got is None or got.get_width() != side:
            assert self.t.link is not None
            png = self.t.link.server.qr_png(seat, scale=4)
            raw = pygame.image.load(io.BytesIO(png), "qr.png")
            got = self.qr[(seat, code)] = pygame.transform.scale(raw, (side, side))
        return got

    def draw(self, surf: pygame.Surface) -> None:
        link = self.t.link
        if not self.open or link is None:
            return
        t = self.t
        s = t.scale
        w, h = t.size
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((6, 8, 14, 235))
        surf.blit(veil, (0, 0))
        address = link.server.origin.removeprefix("http://")
        theme.blit_text(
            surf, "Join with your phone", int(56 * s), (w // 2, int(70 * s)), theme.ACCENT,
            "serif", anchor="center", shadow=True,
        )  # fmt: skip
        theme.blit_text(
            surf,
            f"Same Wi-Fi as this screen: scan your seat's code, or open {address} and type it.",
            int(26 * s),
            (w // 2, int(130 * s)),
            theme.TEXT,
            anchor="center",
        )
        status = link.status()
        n = len(status)
        cell = min(int(420 * s), (w - int(80 * s)) // max(1, n))
        side = min(cell - int(40 * s), h - int(420 * s))
        x0 = w // 2 - cell * n // 2
        for i, st in enumerate(status):
            cx = x0 + cell * i + cell // 2
            top = int(180 * s)
            theme.blit_text(
                surf, t.session.seat_name(st.seat), int(32 * s), (cx, top), theme.TEXT, "bold",
                anchor="midtop",
            )  # fmt: skip
            qr = self.code_surface(st.seat, st.code, side)
            r = qr.get_rect(midtop=(cx, top + int(50 * s)))
            surf.blit(qr, r)
            theme.blit_text(
                surf, st.code, int(44 * s), (cx, r.bottom + int(16 * s)), theme.ACCENT,
                "mono", anchor="midtop",
            )  # fmt: skip
            state, colour = phone_state(st.connected, st.name)
            theme.blit_text(
                surf, state, int(24 * s), (cx, r.bottom + int(76 * s)), colour, anchor="midtop"
            )
        theme.blit_text(
            surf,
            "Click or press Space to play. The menu (Esc) shows this again.",
            int(22 * s),
            (w // 2, h - int(40 * s)),
            theme.MUTED,
            anchor="center",
        )

    def draw_marks(self, surf: pygame.Surface) -> None:
        """A phone mark and its state for every phone seat, above the log."""
        link = self.t.link
        if link is None:
            return
        t = self.t
        s = t.scale
        x, y = t.log_rect.x + int(10 * s), t.log_rect.bottom - int(34 * s) * len(link.seats)
        for st in link.status():
            name = t.session.seat_name(st.seat)
            state, colour = phone_state(st.connected, st.name)
            phone = pygame.Rect(x, y + int(4 * s), int(14 * s), int(24 * s))
            pygame.draw.rect(surf, colour, phone, max(1, int(2 * s)), border_radius=3)
            pygame.draw.line(
                surf, colour, (phone.x + 3, phone.bottom - int(6 * s)),
                (phone.right - 4, phone.bottom - int(6 * s)),
            )  # fmt: skip
            size, text = theme.fit_text(f"{name}: {state}", int(18 * s), t.log_rect.w - int(24 * s))
            theme.blit_text(surf, text, size, (phone.right + int(8 * s), y + int(4 * s)), colour)
            y += int(34 * s)


def phone_state(connected: bool, typed: str) -> tuple[str, tuple[int, int, int]]:
    """A phone seat's state in words and its colour."""
    if connected:
        return ("on the phone" + (f" ({typed})" if typed else ""), theme.GOOD)
    return ("phone not connected", theme.BAD)
