"""The phones on the TV: the join panel (each phone seat's QR code and short code, and the
address) and the marks of who plays on a phone and whether that phone is connected.

Each seat's name is over its code, with its role and team when the game deals them ("HYDRA
Director"). The panel shows at the start until every phone seat is taken, and again from the
menu ("Join with a phone"); a click, Space, Return or Escape closes it. Under each seat a
button (or its number key) takes the seat back to this screen (hot-seat) or sends it back to
a phone. A seat a phone holds shows "Held by <name>" and never its code or QR code again; its
"Let a new phone take <name>'s seat" button (the host's consent) closes that phone and shows
a fresh code.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import pygame

from tabletop.ui import theme
from tabletop.ui.layers import TableLayer

if TYPE_CHECKING:
    from tabletop.remote.hub import SeatStatus
    from tabletop.ui.table import TableScene


class PhonesLayer(TableLayer):
    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: the join panel is up (at the start, until every phone seat is taken)
        self.open = table.link is not None
        #: the panel is up at the start: it closes itself once every phone seat is taken (from
        #: the menu it stays until closed)
        self.starting = self.open
        self.qr: dict[tuple[int, str], pygame.Surface] = {}
        self.seen: object = None  # the phones' states last drawn

    def start(self) -> None:
        """The room's game is this table's (``Room.begin``: a game started through the room
        is already): its phone seats are served by the room's phone server (kept from the
        last game, or started on the LAN address). If it cannot start, the seats are played
        at the screen and the table says why on its curtain too, where the host sees it."""
        t = self.t
        room = getattr(t.app, "room", None)
        if room is None or t.frozen:
            return
        asked = t.phone_seats
        t.phone_seats = room.begin(t.session, asked)
        if asked and not t.phone_seats:
            t.phone_problem = f"{room.problem} The phone seats play at this screen."
            t.toasts.add(t.phone_problem, "bad", life=15.0)
        if not t.phone_seats:
            return
        # the link (aiohttp, ~0.4 s to import) loads only for a table with phone seats
        from tabletop.ui.parts.phones import PhoneLink

        assert room.hub is not None and room.server is not None
        t.link = PhoneLink(t, room.hub, room.server)
        t.session.save_auto()
        self.open = self.starting = True  # until every seat is taken

    def process_event(self, event: pygame.event.Event) -> bool:
        if not self.open:
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            seat = next(
                (st for st, r in self.toggles(self.t.size).items() if r.collidepoint(event.pos)),
                None,
            )
            if seat is not None:
                self.toggle(seat)
                return True
            seat = next(
                (st for st, r in self.reopens(self.t.size).items() if r.collidepoint(event.pos)),
                None,
            )
            if seat is not None and self.t.link is not None:
                self.t.link.reopen(seat)
                name = self.t.session.seat_name(seat)
                self.t.toast(f"A new phone may take {name}'s seat: its code is on the screen.")
                return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            seats = list(self.toggles(self.t.size))
            i = event.key - pygame.K_1
            if i < len(seats):
                self.toggle(seats[i])
            return True
        closes = event.type == pygame.MOUSEBUTTONUP or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE)
        )
        if closes:
            self.open = False
            self.t.dirty = True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def toggle(self, seat: int) -> None:
        """A phone seat goes to the screen (hot-seat), or a seat at the screen back to a phone."""
        link = self.t.link
        assert link is not None
        if seat in self.t.phone_seats:
            link.to_screen(seat)
            self.t.toast(f"{self.t.session.seat_name(seat)} plays at this screen now.")
        else:
            link.to_phone(seat)
            self.t.toast(f"{self.t.session.seat_name(seat)} joins with a phone again.")
        self.t.dirty = True

    def update(self) -> None:
        """At the start the panel closes itself once every phone seat is taken."""
        link = self.t.link
        seen = link.status() if link is not None else None
        if seen != self.seen:
            self.seen = seen
            self.t.dirty = True
        if not self.open:
            self.starting = False
        elif self.starting and link is not None and self.all_taken(link.status()):
            self.open = self.starting = False
            self.t.dirty = True

    def all_taken(self, status: list[SeatStatus]) -> bool:
        """Every seat still meant for a phone is held by one (and at least one is)."""
        phones = [st for st in status if not st.at_screen]
        return bool(phones) and all(st.connected for st in phones)

    def roles(self) -> dict[int, str]:
        """Each phone seat's role and team when the game deals them ("HYDRA Director")."""
        assert self.t.link is not None
        game = self.t.game
        return {seat: r for seat in self.t.link.seats if (r := game.seat_role(seat))}

    def qr_top(self) -> int:
        """Where the QR codes start: under the seats' names, and their roles if any."""
        s = self.t.scale
        return int(180 * s) + int(50 * s) + (int(34 * s) if self.roles() else 0)

    def cells(self, size: tuple[int, int]) -> tuple[int, int, int]:
        """(width of one seat's column, the QR code's side, the first column's left)."""
        assert self.t.link is not None
        s = self.t.scale
        w, h = size
        n = len(self.t.link.seats)
        cell = min(int(420 * s), (w - int(80 * s)) // max(1, n))
        side = min(cell - int(40 * s), h - int(500 * s) - (self.qr_top() - int(230 * s)))
        return cell, side, w // 2 - cell * n // 2

    def toggles(self, size: tuple[int, int]) -> dict[int, pygame.Rect]:
        """Each seat's button: "Play at this screen" or "Back to a phone"."""
        if self.t.link is None:
            return {}
        s = self.t.scale
        cell, side, x0 = self.cells(size)
        top = self.qr_top() + side + int(120 * s)
        out = {}
        for i, seat in enumerate(self.t.link.seats):
            r = pygame.Rect(0, 0, cell - int(40 * s), int(52 * s))
            r.midtop = (x0 + cell * i + cell // 2, top)
            out[seat] = r
        return out

    def reopens(self, size: tuple[int, int]) -> dict[int, pygame.Rect]:
        """Each held seat's "Let a new phone take <name>'s seat" button (in its code's box)."""
        if self.t.link is None:
            return {}
        s = self.t.scale
        cell, side, x0 = self.cells(size)
        out = {}
        for i, st in enumerate(self.t.link.status()):
            if st.held and not st.at_screen:
                r = pygame.Rect(0, 0, cell - int(40 * s), int(52 * s))
                r.midbottom = (x0 + cell * i + cell // 2, self.qr_top() + side)
                out[st.seat] = r
        return out

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
        veil = pygame.Surface((w, h), pygame.SRCALPHA, 32)
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
        cell, side, x0 = self.cells((w, h))
        toggles = self.toggles((w, h))
        reopens = self.reopens((w, h))
        roles = self.roles()
        for i, st in enumerate(link.status()):
            cx = x0 + cell * i + cell // 2
            top = int(180 * s)
            size, name = theme.fit_text(
                t.session.seat_name(st.seat), int(32 * s), cell - int(20 * s)
            )
            theme.blit_text(surf, name, size, (cx, top), theme.TEXT, "bold", anchor="midtop")
            if st.seat in roles:  # who gives the clues and who guesses (Codenames)
                size, role = theme.fit_text(roles[st.seat], int(26 * s), cell - int(20 * s))
                theme.blit_text(
                    surf, role, size, (cx, top + int(44 * s)), theme.ACCENT, anchor="midtop"
                )
            r = pygame.Rect(0, 0, side, side)
            r.midtop = (cx, self.qr_top())
            if st.at_screen:
                pygame.draw.rect(surf, (40, 46, 60), r, border_radius=int(12 * s))
                theme.blit_text(
                    surf, "At this screen", int(30 * s), r.center, theme.MUTED, anchor="center"
                )
            elif st.held:  # its code and QR code are never shown again
                pygame.draw.rect(surf, (40, 46, 60), r, border_radius=int(12 * s))
                who = st.name or t.session.seat_name(st.seat)
                size, text = theme.fit_text(f"Held by {who}", int(30 * s), side - int(16 * s))
                theme.blit_text(
                    surf, text, size, (cx, r.top + int(40 * s)), theme.TEXT, anchor="midtop"
                )
                state, colour = phone_state(st.connected, "")
                theme.blit_text(
                    surf, state, int(24 * s), (cx, r.top + int(90 * s)), colour, anchor="midtop"
                )
                who = t.session.seat_name(st.seat)
                draw_button(surf, reopens[st.seat], f"Let a new phone take {who}'s seat", s)
            else:
                surf.blit(self.code_surface(st.seat, st.code, side), r)
                theme.blit_text(
                    surf, st.code, int(44 * s), (cx, r.bottom + int(16 * s)), theme.ACCENT,
                    "mono", anchor="midtop",
                )  # fmt: skip
                state, colour = phone_state(st.connected, st.name)
                theme.blit_text(
                    surf, state, int(24 * s), (cx, r.bottom + int(76 * s)), colour, anchor="midtop"
                )
            label = "Back to a phone" if st.at_screen else "Play at this screen"
            draw_button(surf, toggles[st.seat], f"{label} ({i + 1})", s)
        theme.blit_text(
            surf,
            "Click elsewhere or press Space to play. The menu (Esc) shows this again.",
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
        shown = sum(1 for st in link.status() if not st.at_screen)
        x, y = t.log_rect.x + int(10 * s), t.log_rect.bottom - int(34 * s) * shown
        waiting = link.waiting_offline()
        covered = link.liveness.covered()
        for st in link.status():
            if st.at_screen:
                continue
            name = t.session.seat_name(st.seat)
            state, colour = phone_state(st.connected, st.name)
            if st.seat in covered:  # the host let the computer play this turn
                state = "the computer plays this turn"
            elif st.seat in waiting:  # the table waits for this person: say who
                state = "the table waits: phone offline"
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


def draw_button(surf: pygame.Surface, r: pygame.Rect, label: str, s: float) -> None:
    """A plain outlined button (the join panel's seat toggles)."""
    pygame.draw.rect(surf, (36, 44, 62), r, border_radius=int(10 * s))
    pygame.draw.rect(surf, theme.ACCENT, r, max(2, int(2 * s)), border_radius=int(10 * s))
    size, text = theme.fit_text(label, int(24 * s), r.w - int(16 * s))
    theme.blit_text(surf, text, size, r.center, theme.TEXT, anchor="center")
