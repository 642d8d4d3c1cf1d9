"""The table's keys and buttons as layers: the keys that open the menu and the guides (over a
curtain too), the top bar (Menu, Undo, Sound, "What can I do?") and the log, the keys of the
seat on screen (undo, claims, the move buttons' hotkeys) and the move buttons themselves."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.app import MUTE_LABEL, ctrl_held
from tabletop.ui.components.prompt import how_to_pick
from tabletop.ui.components.widgets import (
    Button,
    key_of,
    label_pad,
    move_button_height,
    move_button_width,
)
from tabletop.ui.layers import TableLayer, knob
from tabletop.ui.layers.focus_parts import badge_lead
from tabletop.ui.parts.hits import ActionButton
from tabletop.ui.parts.refusal_place import buttons_rect, key_anchor, say_dropped_claim
from tabletop.ui.parts.table_paint import log_place, log_shown, toggle_log

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

CLAIM_KEYS = [pygame.K_q, pygame.K_p, pygame.K_z, pygame.K_m, pygame.K_v, pygame.K_o]
CLAIM_NAMES = ["Q", "P", "Z", "M", "V", "O"]


def cover(table: TableScene) -> None:
    """A scene goes over the table (menu, guide, moves): the window's clock waits."""
    table.window.pause()


def what_now(table: TableScene) -> None:
    """What can I do? The seat's legal moves in words, the cards involved outlined."""
    from tabletop.ui.scenes.howto import MovesOverlay

    cover(table)
    table.app.push(MovesOverlay(table.app, table))


class HotkeyLayer(TableLayer):
    """F1 (the guide) and F2 (the moves now) before a view's text field takes keys; Esc and F1
    over a curtain too (the menu and the guide show no hand). Esc without a curtain is left to
    the layers below (a pile viewer, the large card and a drag close first)."""

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        curtain = self.t.curtain_for is not None
        if event.key == pygame.K_F1 or (event.key == pygame.K_F2 and not curtain):
            self.t.keys.press(event)
            return True
        if event.key == pygame.K_ESCAPE and curtain:
            self.t.keys.press(event)
            return True
        if event.key == pygame.K_z and ctrl_held(event) and not curtain:
            self.t.keys.press(event)  # undo comes first: a held card or a large one is let go
            return True
        return False


class TopBarLayer(TableLayer):
    """The top bar's buttons and the log (scrolled by the wheel)."""

    #: the bar's room left of its buttons (the status line keeps to it with large text)
    status_room = pygame.Rect(0, 0, 0, 0)
    #: the game's own buttons in the bar (``GameView.bar_buttons``) as last laid out
    game_buttons: list[tuple[str, Callable[[], Any]]] = []

    def follow_game(self) -> None:
        """The game's buttons laid out anew when they change (Austin's Icons button comes
        with a hand too long for the legend beside it, and goes with it)."""
        if [b[0] for b in self.t.gv.bar_buttons()] != [b[0] for b in self.game_buttons]:
            self.lay_out()

    def lay_out(self) -> None:
        """Menu, Undo, Sound and "What can I do?" from the right; with large text each is as
        wide as its label (the key hints go) and the status line keeps the room left of them
        (``status_room``)."""
        t = self.t
        s = t.scale
        bh = theme.grow(40 * s)
        y = (t.bar_rect.height - bh) // 2
        x = t.size[0] - int(10 * s)
        specs: list[tuple[str, Callable[[], Any], str, int]] = [
            ("Menu", t.open_menu, "Esc", 1),
            ("Undo", t.undo, "Ctrl+Z", 1),
            ("Sound", t.app.toggle_mute, MUTE_LABEL, 1),
            ("What can I do?", partial(what_now, t), "F2", 2),  # how to play (F1; NIGHT2)
        ]
        if t.log_folded:  # the log folded for the table's room: its button opens it
            specs.append(("Log", partial(toggle_log, t), "", 1))
        self.game_buttons = t.gv.bar_buttons()  # what the game folds behind a button
        specs += [(label, fn, "", 1) for label, fn in self.game_buttons]
        t.top_buttons = []
        for label, fn, key, wide in specs:
            bw = wide * int(120 * s) + (wide - 1) * int(10 * s)
            if theme.ui_scale() > 1.0:  # the label alone, as wide as it needs
                size = max(theme.MIN_TEXT, int(bh * 0.42 / theme.ui_scale()))
                bw, key = theme.text_width(label, size, "bold") + 2 * label_pad() + int(4 * s), ""
            t.top_buttons.append(Button(label, pygame.Rect(x - bw, y, bw, bh), fn, key))
            x -= bw + int(10 * s)
        self.status_room = pygame.Rect(0, 0, x, t.bar_rect.height)

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if any(b.handle(event) for b in t.top_buttons):
            return True
        undo = t.top_buttons[1] if len(t.top_buttons) > 1 else None
        if (
            undo is not None
            and not undo.enabled
            and event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and undo.rect.collidepoint(event.pos)
        ):
            t.undo()  # greyed out: it says why, as Ctrl+Z does (the session's refusal)
            return True
        if not log_shown(t):
            return False
        if t.log_open and getattr(event, "pos", None) and log_place(t).collidepoint(event.pos):
            t.log.handle(event, log_place(t))
            return event.type != pygame.MOUSEMOTION  # the table under the open log is not hit
        return t.log.handle(event, t.log_rect)


class KeysLayer(TableLayer):
    """Every key that reaches it: Esc (cancel a drag, fold an open log, else the menu), F1/F2,
    Ctrl+Z, the claim keys of an open window, L (the folded log) and the move buttons'
    hotkeys."""

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        self.press(event)
        return True

    def press(self, event: pygame.event.Event) -> None:
        t = self.t
        if event.key == pygame.K_ESCAPE:
            if t.drag:
                t.drags.cancel()
            elif t.screen.asking_undo():
                t.screen.end_ask()  # "Whose is it?" dismissed: the window's countdown runs on
            elif t.log_open:
                toggle_log(t)  # an open log folds first (as in a replay), then the menu
            else:
                t.open_menu()
            return
        if event.key == pygame.K_F1:  # how to play (NIGHT2): the guide
            cover(t)
            t.app.open_howto(t.session.game_name)
            return
        if event.key == pygame.K_F2:  # and the moves now
            what_now(t)
            return
        if event.key == pygame.K_z and ctrl_held(event):
            if t.drag:
                t.drags.cancel()
            if t.chooser:  # an open choice is what is taken back, said by it
                t.choosers.cancelled_by_undo()
                return
            t.zoom.close()
            t.undo()  # or the reason nothing is taken back
            return
        if self.claim_key(event):
            return
        if event.key == pygame.K_l and not ctrl_held(event) and t.log_folded:
            toggle_log(t)  # L opens or folds the log folded behind its button
            return
        self.hotkey(event)

    def claim_key(self, event: pygame.event.Event) -> bool:
        """Reaction claims by other humans (a plain key: Ctrl+key is a command, Ctrl+M mutes).
        A person's claim key that claims nothing says why ("The window had closed")."""
        t = self.t
        seat = self.key_seat(event)
        if seat is not None and seat in t.screen_humans() and t.screen.undo_for(seat):
            return True  # Ctrl+Z on a public window, then this person's key: their undo
        claimer = self.claimer(event)
        if claimer is not None:
            t.screen.claim(claimer)
            return True
        if seat is None or not t.hotseat() or seat not in t.screen_humans():
            return False
        if seat == t.viewer and t.window_key is not None:
            return False  # the screen is theirs already: the window's own moves answer it
        say_dropped_claim(t, seat)  # by the window's bar
        return True

    def key_seat(self, event: pygame.event.Event) -> int | None:
        """The seat whose claim key ``event`` is (whether or not it may claim now)."""
        keys = CLAIM_KEYS[: len(self.t.session.seats)]
        if ctrl_held(event) or event.key not in keys:
            return None
        return keys.index(event.key)

    def claimer(self, event: pygame.event.Event) -> int | None:
        """The seat whose claim key ``event`` is, while that seat may claim the open window."""
        t = self.t
        if t.window_key is None or ctrl_held(event):
            return None
        for claimer, key in enumerate(CLAIM_KEYS[: len(t.session.seats)]):
            if (
                event.key == key
                and claimer in t.game.active_seats()
                and claimer in t.screen_humans()
            ):
                return claimer
        return None

    def hotkey(self, event: pygame.event.Event) -> None:
        """A move button's key (Enter: the Return key or the keypad's); Enter says which keys
        the buttons have when none shows it."""
        t = self.t
        seat = t.acting_seat()
        if seat is None:
            return
        key = pygame.K_RETURN if event.key == pygame.K_KP_ENTER else event.key
        specs = t.moves.specs(seat, t.legal(seat))
        for spec in specs:
            if spec.hotkey and key_of(spec.hotkey) == key:
                if spec.action.verb == "pass" and t.curtain.pass_too_soon():
                    return  # the key that lifted the curtain, pressed twice
                t.submit(spec.action)
                return
        if key == pygame.K_RETURN and (first := pick_first(t, seat)):
            t.toast(first)  # a question's button comes only with a card picked
            t.toast_anchor = key_anchor(t, t.prompts.box)  # by the question's cards
            return
        if key == pygame.K_RETURN and specs:
            # Enter takes only a button that shows it; else it says which keys the buttons have
            keys = " or ".join(f"{b.hotkey} ({b.label})" for b in specs if b.hotkey)
            if keys:
                t.toast(f"Enter does nothing here: press {keys}.")
            else:  # no button takes a key (RPG Get!'s No mission): what to do instead
                t.toast(t.gv.enter_hint(t.view, [b.label for b in specs]))
            # said where the player looks: the focused place, else by the buttons it names
            t.toast_anchor = key_anchor(t, buttons_rect(t))


def pick_first(t: TableScene, seat: int) -> str:
    """What Enter says to ``seat`` while a question asks for cards and too few are picked for
    its button (Discard, Give, Take, Keep) to be there yet ("" when it is there, or no question
    asks for cards): Enter never does nothing and says nothing."""
    legal = t.legal(seat)
    sel = t.prompts.current(t.gv, t.view, seat, legal)
    if sel is None or not sel.card_values:
        return ""
    picked = t.prompts.picked_now(t.prompt_key())
    if t.prompts.answer(sel, picked, legal) is not None and (picked or sel.own):
        return ""  # its button is there (Enter presses it)
    word = t.prompts.button_word(t.gv, t.view, sel)
    to = "" if word == "Confirm" else f" to {word.lower()}"
    if sel.ordered:
        return (
            f"Pick the cards in the order asked first ({how_to_pick(sel, 'each')}), then"
            f" {word} [Enter]."
        )
    if sel.many:
        return f"Pick the cards{to} first ({how_to_pick(sel, 'each')})."
    return f"Pick a card{to} first ({how_to_pick(sel)})."


class MoveButtonsLayer(TableLayer):
    """The move buttons at the bottom right: the shared prompt's (Confirm, options without a
    card), then the game's own.

    A click is a press and a release on the same button; a press on a button that has just
    taken the place of another (a window closed by itself: "Let it pass" became "End turn"
    under the pointer) is ignored for ``BUTTON_GUARD`` seconds and says what is there now."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: when each button label last took the place of another button
        self.changed: dict[str, float] = {}
        #: the button a press began on ("" nothing, None no press seen)
        self.down_on: str | None = None

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            hit = next((b for b in t.buttons if b.enabled and b.rect.collidepoint(event.pos)), None)
            if event.type == pygame.MOUSEBUTTONDOWN:
                since = t.now() - self.changed.get(hit.label, -1e9) if hit else 1e9
                self.down_on = "" if hit is None or since < knob("BUTTON_GUARD") else hit.label
                if hit is not None and not self.down_on:
                    t.toast(f"The buttons just changed: this one is {hit.label} now.")
                    t.toast_anchor = hit.rect.center
                    return True
            else:
                began, self.down_on = self.down_on, None
                if hit is not None and began is not None and began != hit.label:
                    return True  # pressed elsewhere, or on the button this one replaced
        return any(b.handle(event) for b in t.buttons)

    def note_changes(self, before: list[Button]) -> None:
        """Remember the buttons that now stand where another button stood."""
        now = self.t.now()
        for b in self.t.buttons:
            if any(o.label != b.label and o.rect.colliderect(b.rect) for o in before):
                if not any(o.label == b.label and o.rect == b.rect for o in before):
                    self.changed[b.label] = now

    def specs(self, seat: int | None, legal: list[Action]) -> list[ActionButton]:
        """The move buttons: the shared prompt's (Confirm, options without a card), then the
        game's own (a prompt's answers left to the prompt)."""
        t = self.t
        if seat is None:
            return []
        sel = t.prompts.current(t.gv, t.view, seat, legal)
        specs = t.prompts.buttons(t.gv, t.view, seat, legal, t.prompt_key())
        for b in specs:
            b.label = t.gv.say(b.label)  # an option "Player 2" reads "Bea"
        specs += [
            b
            for b in t.hits.buttons(t.view, seat, legal)
            if sel is None or not sel.answers(b.action)
        ]
        if t.screen.public_window():
            # a public window passes for everyone at its end (an early pass would close it
            # under the others)
            specs = [b for b in specs if b.action.verb != "pass"]
        return specs

    def option_leads(
        self, specs: list[ActionButton], seat: int | None, legal: list[Action]
    ) -> dict[int, int]:
        """The buttons that are options of the open question (the number keys choose them),
        by ``id``: the room at their left for the badge. Not a button sending an option shown
        as a card ("Take Assassin" under a Medic's picker): its number is on the card, and the
        button kept an empty corner before its words."""
        t = self.t
        asked = t.prompts.current(t.gv, t.view, seat, legal)
        if asked is None:
            return {}
        carded = set(asked.card_values.values())
        options = {
            Action(asked.seat, asked.verb, (o["value"],))
            for o in asked.options
            if o["value"] not in carded
        }
        return {id(b): badge_lead(t.scale) for b in specs if b.action in options}

    def press(self, action: Action) -> None:
        """A move button pressed (a click or its key): a move the game asks about first
        (``GameView.ask_first``: RPG Get!'s "End the attack" with a member yet to attack)
        opens its question over the button, one line that makes the move (a click elsewhere
        keeps things as they are); else the move is made."""
        t = self.t
        seat = t.acting_seat()
        ask = t.gv.ask_first(action, t.view, t.legal(seat)) if seat is not None else ""
        if not ask:
            t.submit(action)
            return
        others = [b.rect for b in t.buttons]
        made = [b for b in t.buttons if getattr(b.on_click, "args", ()) == (action,)]
        rect = made[0].rect if made else t.play_rect
        t.choosers.open([action], rect.topleft, rect, others, words=[t.gv.say(ask)])

    def rebuild(self) -> None:
        """Lay the buttons out for the seat on screen and its moves now."""
        t = self.t
        s = t.scale
        seat = t.acting_seat()
        before, t.buttons = t.buttons, []
        legal = t.legal(seat)
        specs = self.specs(seat, legal)
        # a question's picker panel open: the buttons answering it go in its foot
        box = t.prompts.place(t.gv, t.view, seat, legal, t.play_rect, s)
        sel = t.prompts.current(t.gv, t.view, seat, legal) if box.width else None
        inside = [b for b in specs if sel is not None and sel.answers(b.action)]
        lead = self.option_leads(specs, seat, legal)  # a number key's badge before its words
        # the panel's foot is theirs alone: they share its width (a Detective's "Keep Assassin;
        # on top: Ninja, then Blackmail" was cut at half the width on a small screen)
        share = (box.width - int(40 * s) - int(12 * s) * (len(inside) - 1)) // max(1, len(inside))
        widths = [move_button_width(b.label, b.hotkey, s, 2 * share) for b in inside]
        widths = [w + lead.get(id(b), 0) for w, b in zip(widths, inside)]
        for spec, rect in zip(inside, t.prompts.answer_slots(widths, s)):
            t.buttons.append(
                Button(
                    spec.label, rect, partial(t.submit, spec.action), spec.hotkey,
                    primary=spec.primary, lead=lead.get(id(spec), 0),
                )
            )  # fmt: skip
        right = x = t.play_rect.right - int(20 * s)
        y = t.play_rect.bottom - int(70 * s)
        for spec in reversed([b for b in specs if b not in inside]):
            label = spec.label
            width = move_button_width(label, spec.hotkey, s, t.play_rect.width)
            width += lead.get(id(spec), 0)  # an option of the question: its badge before it
            tall = move_button_height(s)  # large text: its line
            rect = pygame.Rect(0, 0, width, tall)
            if x < right and x - rect.width < t.gv.buttons_floor():
                x, y = right, y - tall - int(10 * s)  # a row full: the next one above it
            rect.bottomright = (x, y + int(52 * s))
            t.buttons.append(
                Button(
                    label, rect, partial(self.press, spec.action), spec.hotkey,
                    primary=spec.primary, lead=lead.get(id(spec), 0),
                )
            )  # fmt: skip
            x = rect.left - int(12 * s)
        self.note_changes(before)
        t.top_bar.follow_game()  # the game's own bar buttons may come or go with the moves
        t.top_buttons[1].enabled = t.screen.can_undo()
