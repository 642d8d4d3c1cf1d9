"""Layers over the table that take the input while they are open: a pile being browsed, the
game view's own input (a text field), the end panel, a chooser of moves and the large card."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.components import scores as score_ui
from tabletop.ui.components.widgets import Button, words_width
from tabletop.ui.layers import TableLayer
from tabletop.ui.layers.focus_parts import badge_lead
from tabletop.ui.parts.end_place import END_BUTTONS, EndPlace, place_end
from tabletop.ui.parts.refusal_place import say_dropped_claim
from tabletop.ui.parts.table_paint import log_place

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene


class PileLayer(TableLayer):
    """A pile being browsed takes the input (a card read large above it)."""

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if t.curtain_for is not None or t.zoom.is_open:
            return False
        if t.gv.piles.handle(event, t.zoom.open):
            t.dirty = True
            return True
        return False


class ViewInputLayer(TableLayer):
    """The game view's own input (a clue typed in Codenames), never behind the curtain."""

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if t.curtain_for is not None:
            return False
        used = t.gv.handle_event(event, t.view, t.acting_seat())
        if not used:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            t.focus.active = False  # the pointer took over: the keys' ring hides
        t.dirty = True
        if isinstance(used, Action):  # a move the view's own input made (a typed clue)
            t.submit(used, by_view=True)
        return True


#: what Ctrl+Z on an open choice (a card's targets) says
CHOICE_CANCELLED = "Choice cancelled: nothing was played. Ctrl+Z again takes back your last move."


class ChooserLayer(TableLayer):
    """A few moves one gesture could mean, offered as buttons: it takes every event while open
    (a click elsewhere or a key closes it; a press on another card to click closes it and
    goes on to that card)."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.armed = False

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if not t.chooser:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.elsewhere_on_a_move(event):
            # a press on another card to click: the choice closes and the press is that
            # card's (it only closed the choice: a new player clicked a party member twice,
            # the first click lost, just after another one went into the arena)
            t.chooser = []
            return False
        # the release of the click that opened the chooser must not pick an option
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.armed = True
        if event.type == pygame.MOUSEBUTTONUP and not self.armed:
            return True
        for b in list(t.chooser):
            if b.handle(event):
                return True
        if event.type == pygame.KEYDOWN and self.others_claim(event):
            return True  # another seat's claim key: held off, the choice stays open
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            t.chooser = []
        return True

    def cancelled_by_undo(self) -> None:
        """Ctrl+Z on an open choice takes the choice back, and says so by it (issue 52: the
        menu of targets closed without a word, and a new player could not tell whether a move
        had been taken back too); a second Ctrl+Z is the undo of the last move (``KeysLayer``:
        Ctrl+Z comes to it before any other layer)."""
        t = self.t
        box = t.chooser[0].rect.unionall([b.rect for b in t.chooser])
        t.chooser = []
        t.toast_anchor = box.center
        t.toasts.add(CHOICE_CANCELLED, moment=len(t.session.log))

    def elsewhere_on_a_move(self, event: pygame.event.Event) -> bool:
        """A left press off the chooser's buttons on a card the seat on screen may click now
        (a card to drag starts no drag under an open choice)."""
        t, pos = self.t, event.pos
        seat = t.acting_seat()
        if event.button != 1 or seat is None or any(b.rect.collidepoint(pos) for b in t.chooser):
            return False
        if any(t.gv.drawn_at(d, pos) for d in t.hits.draggables(t.view, seat)):
            return False
        return any(c.rect.collidepoint(pos) for c in t.hits.clickables(t.view, seat, t.legal(seat)))

    def others_claim(self, event: pygame.event.Event) -> bool:
        """Another person's claim key while the chooser is open: it neither closes the choice
        nor takes the screen; the table says why (``Screen.dropped_claim``)."""
        t = self.t
        seat = t.keys.key_seat(event)
        if seat is None or seat == t.viewer or seat not in t.screen_humans():
            return False
        say_dropped_claim(t, seat)  # by the window's bar
        return True

    def open(
        self,
        actions: list[Action],
        pos: tuple[int, int],
        card: pygame.Rect | None = None,
        others: list[pygame.Rect] | None = None,
        keep: list[tuple[pygame.Rect, int]] | None = None,
        words: list[str] | None = None,
    ) -> None:
        """The choice's buttons at ``pos``; where they would cover one of ``others`` (the
        other cards to click now) or what the view keeps clear (``keep``, weighted:
        ``GameView.menu_clear``), beside ``card`` instead, below, above or to a side of it,
        inside the window (a party member's menu at the pointer lay over the members to its
        right, and a quick click aimed at the next one picked the menu's "Join"). ``words``:
        each line's own (a question asked first), else the moves' labels."""
        t = self.t
        s = t.scale
        labels = words or [t.gv.say(t.gv.action_label(a, t.view)) for a in actions]  # no "(#10)"
        for label in {x for x in labels if labels.count(x) > 1}:  # alike: told apart in order
            n = labels.count(label)
            at = [i for i, x in enumerate(labels) if x == label]
            for k, i in enumerate(at, 1):
                labels[i] = f"{label} ({k} of {n})"
        # as high and wide as its words at the text size in force (at 200 % two lines of a
        # "+N more" drop read "attempts Rocket..." alike)
        h = theme.grow(46 * s)
        lead = badge_lead(s)  # each line's number key's badge before its words
        w = max(int(260 * s), max(words_width(x, h) for x in labels) + lead)
        w = min(w, t.play_rect.width - 20)
        x, y = self.place(pos, (w, h), len(actions), card, others or [], keep or [])
        self.armed = False
        t.chooser = [
            Button(
                label,
                pygame.Rect(x, y + i * (h + int(6 * s)), w, h),
                partial(self.choose, a),
                primary=(i == 0),
                lead=lead,
            )
            for i, (label, a) in enumerate(zip(labels, actions))
        ]

    def place(
        self,
        pos: tuple[int, int],
        line: tuple[int, int],
        n: int,
        card: pygame.Rect | None,
        others: list[pygame.Rect],
        keep: list[tuple[pygame.Rect, int]] | None = None,
    ) -> tuple[int, int]:
        """The top left of ``n`` lines of ``line`` size: at ``pos``, else below or above
        ``card`` (the pointer's x, then the card's left or right edge), else right or left of
        it: the first spot that covers none of ``others`` and the least of ``keep``'s weight;
        the one covering fewest of ``others`` first when each covers one."""
        t, s = self.t, self.t.scale
        w, h = line
        gap = int(6 * s)
        tall = n * h + (n - 1) * gap
        play = t.play_rect

        def clamp(x: int, y: int) -> pygame.Rect:
            x = max(play.x + 10, min(x, play.right - w - 10))
            y = max(play.y + 10, min(y, play.bottom - tall - 10))
            return pygame.Rect(x, y, w, tall)

        first = pygame.Rect(
            max(play.x + 10, min(pos[0], play.right - w - 10)),
            min(pos[1], play.bottom - h * (n + 1) - 10),
            w,
            tall,
        )
        spots = [first]
        if card is not None:
            for y in (card.bottom + gap, card.top - gap - tall):
                for x in (pos[0] - w // 2, card.left, card.right - w):
                    spots.append(clamp(x, y))
            for x in (card.right + gap, card.left - gap - w):
                for y in (card.top, card.centery - tall // 2, card.bottom - tall):
                    spots.append(clamp(x, y))

        def cost(spot: pygame.Rect) -> tuple[int, int]:
            hidden = sum(weight for r, weight in keep or [] if spot.colliderect(r))
            return len(spot.collidelistall(others)), hidden

        costs = [cost(spot) for spot in spots]
        best = spots[costs.index(min(costs))]
        return best.x, best.y

    def choose(self, action: Action) -> None:
        self.t.chooser = []
        self.t.submit(action)


class ZoomLayer(TableLayer):
    """The large card: the release of the press that opened it is swallowed; a click, Esc or a
    right-click closes it; a right-click on a card opens it."""

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if t.holding and event.type == pygame.MOUSEBUTTONUP:
            t.holding = False
            return True
        if t.zoom.handle(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3:
            if event.type == pygame.MOUSEBUTTONUP:
                card = t.prompts.inspect_at(t.gv, t.view, t.acting_seat(), event.pos)
                t.zoom.toggle(card or t.hits.inspect_at(t.view, event.pos))
            return True
        return False

    def open_at(self, pos: tuple[int, int]) -> None:
        """Open the large view of the card at ``pos`` (the button's release is swallowed)."""
        t = self.t
        card = t.hits.inspect_at(t.view, pos)
        if card:
            t.zoom.open(card)
            t.holding = True

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        if t.zoom.card:  # the large card lies over everything, a window's bar too
            t.zoom.draw(surf, t.session.game_name, t.play_rect, t.scale)


#: seconds after the end panel shows in which Enter and Space do not press its buttons
END_GUARD = 1.5
GO_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

#: the end panel's colour (opaque)
END_PANEL = (10, 14, 20, 255)


class EndLayer(TableLayer):
    """The end panel: the result, the standings, Play again, Replay and Menu."""

    rect = pygame.Rect(0, 0, 0, 0)  # where it was drawn last
    #: when the end panel first showed (``game_ended``)
    shown_at: float | None = None

    def guards(self, event: pygame.event.Event) -> bool:
        """Enter or Space in the first ``END_GUARD`` seconds of the end panel is said and
        used up: a keyboard player's Enter meant for the last turn pressed Play again, and
        the result was gone before it was read."""
        t = self.t
        if event.type != pygame.KEYDOWN or event.key not in GO_KEYS or self.shown_at is None:
            return False
        if not t.game.is_terminal() or t.now() - self.shown_at >= END_GUARD:
            return False
        here = t.focus.current() if t.focus.active else None
        if here is not None and here.kind != "end":
            return False  # a hand card read large, no button pressed
        t.toasts.add("The game is over: read the result first (Enter works in a moment).")
        return True

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if not (t.game.is_terminal() and t.ended_shown):
            return False
        return any(b.handle(event) for b in t.end_buttons)

    def log_seed(self) -> None:
        """At the end the deal may be known: the seed replays it."""
        self.t.log.add(f"The deal was seed {self.t.session.seed}.", theme.MUTED)
        for text, colour in self.t.gv.end_notes(self.t.view):
            self.t.log.add(text, colour)

    def game_ended(self) -> None:
        """Once, when the game ends: the seed in the log, the picture saved, win or lose."""
        t = self.t
        if not t.game.is_terminal() or t.ended_shown:
            return
        t.ended_shown = True
        self.shown_at = t.now()
        self.log_seed()
        t.paint.write_thumbnail(t.session.autosave)
        res = t.game.result()
        human_won = any(w in t.session.humans() for w in res.winners)
        t.app.audio.play("win" if human_won or not t.session.humans() else "lose")

    def standings(self) -> list[score_ui.Row]:
        """The standings for the end panel (none where the game's scores are only win/lose)."""
        t = self.t
        res = t.game.result()
        if res is None or not t.gv.standings or not res.scores:
            return []
        return score_ui.standings(res.scores, t.session.seat_name, t.gv.score_text, res.winners)

    def place(self) -> EndPlace:
        """Where the panel and its parts go (a game may keep its table clear of it)."""
        t = self.t
        res = t.game.result()
        text = t.gv.say(res.text)  # the game's own wording (tidy) too
        seed = f"Seed {t.session.seed}"
        rows = len(self.standings())
        room = t.play_rect
        if t.log_open:  # the log opened over the table: the panel lies beside it (at 200 %
            # the log hid "... wins!" and the Menu button)
            room = room.clip(pygame.Rect(0, 0, log_place(t).left - int(8 * t.scale), t.size[1]))
        return place_end(t.scale, self.title(res), text, seed, rows, t.gv.end_anchor(), room)

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        res = t.game.result()
        s = t.scale
        rows = self.standings()
        text = t.gv.say(res.text)  # the game's own wording (tidy) too
        title = self.title(res)
        seed = f"Seed {t.session.seed}"
        place = self.place()
        rect = self.rect = place.rect
        # opaque: the hand and the arena's words under it never show through the result
        theme.panel(surf, rect, END_PANEL, edge=theme.ACCENT, radius=18)
        theme.blit_text(
            surf,
            title,
            place.title_size,
            (rect.centerx, place.title_top),
            theme.ACCENT,
            "serif",
            anchor="midtop",
            shadow=True,
        )
        theme.blit_wrapped(surf, text, int(21 * s), place.text_rect, theme.TEXT, centre=True)
        theme.blit_text(
            surf,
            seed,
            int(17 * s),
            (rect.right - int(18 * s), rect.y + int(14 * s)),
            theme.MUTED,
            anchor="topright",
        )
        if rows:
            score_ui.draw_standings(surf, place.rows_rect, rows, s)
        acts = (self.play_again, self.open_replay, t.app.pop)
        t.end_buttons = [
            Button(label, r, act, primary=(i == 0))
            for i, (label, r, act) in enumerate(zip(END_BUTTONS, place.buttons, acts))
        ]
        for b in t.end_buttons:
            b.draw(surf, s)

    def title(self, res: Any) -> str:
        """Who won, in words."""
        t = self.t
        if res.winners:
            names = ", ".join(t.session.seat_name(w) for w in res.winners)
            return f"{names} win{'s' if len(res.winners) == 1 else ''}!"
        # said in words: a new player could not tell a no-win end from a loss
        # (a side with no seats may have won: "Nobody wins" over "HYDRA wins" misled)
        return t.gv.end_title(t.view) or "Nobody wins"

    def open_replay(self) -> None:
        """Watch the game just finished, move by move."""
        from tabletop.ui.scenes.replay_scene import ReplayScene

        self.t.app.push(ReplayScene(self.t.app, self.t.session.to_save()))

    def play_again(self) -> None:
        from tabletop.ui.table import TableScene

        t = self.t
        room = t.app.room
        if room.session is not t.session:  # a table made without the room (a test's)
            room.begin(t.session, t.phone_seats)
        # the same people on the same phones, a new deal and its own autosave (the finished
        # game's stays, for its replay): the room keeps the phones' server and tokens
        session = room.play_again(t.game.rematch_options())
        t.app.replace(TableScene(t.app, session, phones=t.phone_seats))
