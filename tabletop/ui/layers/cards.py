"""The lowest layers: the open prompt's cards, then the cards and places the game view lays out
(a press on a card of yours starts a drag, a click on a clickable makes its move or offers its
choices, a card that is not yours to move is read large). A refusal teaches: the engine's
reason for the move the gesture meant, else what is possible now."""

from __future__ import annotations

import pygame

from tabletop.engine import flow as fl
from tabletop.engine.actions import Action
from tabletop.ui.layers import TableLayer
from tabletop.ui.parts.hits import Clickable, Draggable
from tabletop.ui.parts.layout import CardItem


def event_time(event: pygame.event.Event, now: float) -> float:
    """When ``event`` happened: its ``t`` when it carries one (tests, replays of input), else
    ``now``, as it is taken from the queue (pygame's events carry no time)."""
    t = getattr(event, "t", None)
    return now if t is None else float(t)


class PromptLayer(TableLayer):
    """A press on one of the open prompt's cards (on the table or in its picker)."""

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        seat = t.acting_seat()
        return seat is not None and self.click(seat, event.pos)

    def click(self, seat: int, pos: tuple[int, int]) -> bool:
        """A click on a prompt's card (a Resurrect choice on a pile's top comes first):
        answered or picked."""
        t = self.t
        took = t.prompts.click(
            t.gv,
            t.view,
            seat,
            t.legal(seat),
            pos,
            t.play_rect,
            t.scale,
            t.prompt_key(),
            self.submit_click,
            lambda text: t.refuse(text, pos),
        )
        if took:
            t.moves.rebuild()
            t.dirty = True
        return took

    def submit_click(self, action: Action) -> None:
        self.t.app.audio.play("click")
        self.t.submit(action)

    def targets(self) -> list[tuple[Action, pygame.Rect]]:
        """Where the open prompt's cards are clicked now, for the seat on screen: (the action
        a one-card answer makes, or a pick of a several-card one; the card's rect)."""
        t = self.t
        seat = t.acting_seat()
        sel = t.prompts.current(t.gv, t.view, seat, t.legal(seat))
        if sel is None:
            return []
        spots = t.prompts.targets(t.gv, t.view, sel, t.play_rect, t.scale)
        return [(Action(sel.seat, sel.verb, (v,)), r) for v, r in spots]


class CardsLayer(TableLayer):
    """A left press on the table: the view's own controls, a drag, a clickable, a card read
    large, or a hint."""

    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        pos = event.pos
        if self.show(pos):
            return True
        seat = t.acting_seat()
        if seat is None:
            t.zoomer.open_at(pos)
            return True
        for d in reversed(t.hits.draggables(t.view, seat)):
            if t.gv.drawn_at(d, pos):  # where it is drawn (a hovered card lifted)
                t.drags.start(seat, d, pos, event_time(event, t.now()))
                return True
        legal = t.legal(seat)
        sel = t.prompts.current(t.gv, t.view, seat, legal)
        for c in t.hits.clickables(t.view, seat, legal):
            if sel is not None and sel.answers(c.action) and sel.card_values:
                continue  # the prompt's cards are the shared prompt's
            if c.rect.collidepoint(pos):
                self.click(c, legal, pos)
                return True
        self.read(seat, pos, event_time(event, t.now()))
        return True

    def show(self, pos: tuple[int, int]) -> bool:
        """A click that only changes what is shown (a toggle, a pile browsed) or says an item's
        note; True when it was one."""
        t = self.t
        note = t.hits.show_click(t.view, t.viewer, pos)
        if note:
            t.toast(note)
        return note is not None

    def click(self, c: Clickable, legal: list[Action], pos: tuple[int, int]) -> None:
        """A clickable clicked: its move, a chooser of its moves, or why not."""
        t = self.t
        in_window = t.window_key is not None and t.gv.is_window(t.view)
        choices = c.choices
        if in_window and not choices and c.action in legal:
            choices = [c.action]  # in a reaction window a click asks first
        if choices:
            options = [a for a in choices if a in legal]
            if len(options) > 1 or ((c.confirm or in_window) and options):
                seat = t.acting_seat()
                others = [
                    o.rect
                    for o in t.hits.clickables(t.view, seat, legal)
                    if seat is not None and o.rect != c.rect
                ]
                keep = t.gv.menu_clear(t.view, seat, c.rect)
                t.choosers.open(options, pos, c.rect, others, keep)
                return
            if options:
                t.submit(options[0])
                return
        if c.action in legal:
            t.app.audio.play("click")
            t.submit(c.action)
        else:
            hint = t.hits.click_hint(t.view, t.acting_seat(), c.rect.center)
            t.refuse(self.why_not(c.action, hint), c.rect.center)

    def read(self, seat: int, pos: tuple[int, int], at: float) -> None:
        """A card that is not yours to move: read it large; your own that cannot move now is
        picked up like any card (a drag of it snaps back with why; a click reads it large and
        says why); elsewhere the view's hint."""
        t = self.t
        if t.hits.inspect_at(t.view, pos):
            nominal = t.hits.still_card_hint(t.view, seat, pos)
            # your card that cannot move now: why (an Enemy with the EP used up)
            reason = t.game.illegal_reason_or_none(nominal) if nominal is not None else None
            still = self.still_card(pos) if reason else None
            if still is not None and reason:
                t.drags.start(seat, still, pos, at, still=reason)
                return
            t.zoomer.open_at(pos)
            if reason:
                t.refuse(reason, pos)
        else:
            hint = t.hits.click_hint(t.view, seat, pos)
            if hint:
                t.refuse(hint, pos)

    def still_card(self, pos: tuple[int, int]) -> Draggable | None:
        """The card drawn at ``pos`` as something to pick up (its face), from the layout."""
        t = self.t
        lay = t.gv.layout_for(t.view, t.acting_seat())
        for it in lay.at(pos) if lay is not None else []:
            if isinstance(it, CardItem) and it.card is not None and it.face is not None:
                return Draggable(it.key, it.rect, it.face, it.card)
        return None

    def window_answers_at(self, pos: tuple[int, int]) -> list[Action]:
        """In an open reaction window: the legal answers a card at ``pos`` gives."""
        t = self.t
        seat = t.acting_seat()
        if seat is None or t.window_key is None or not t.gv.is_window(t.view):
            return []
        legal = t.legal(seat)
        for c in t.hits.clickables(t.view, seat, legal):
            if c.rect.collidepoint(pos):
                return [a for a in (c.choices or [c.action]) if a in legal]
        return []

    def why_not(self, nominal: Action | None, hint: str = "") -> str:
        """A refusal that teaches: the engine's reason for the nominal move (which says what
        the phase and prompt allow now), else the view's hint, else what is possible now."""
        if nominal is not None:
            reason = self.t.game.illegal_reason_or_none(nominal)
            if reason:
                return reason if not hint or hint in reason else f"{reason} {hint}"
        if hint:
            return hint
        return self.now_possible()

    def whose_turn(self, hint: str) -> str:
        """Whose turn it is and what they may do (``hint``, a phase's), by the seat's public
        name: "it is Bea's turn; Bea may play up to 3 Missions or end the turn" (once "now it
        is a player's turn: its player may ...")."""
        t = self.t
        cur = t.game.current_seat()
        if cur == t.viewer:
            return f"it is your turn; you may {hint}"
        name = t.session.seat_name(cur)
        return f"it is {name}'s turn; {name} may {hint}"

    def now_possible(self) -> str:
        """What the seat on screen may do now, from the core's phase and prompt."""
        t = self.t
        seat = t.acting_seat()
        if seat is None:
            active = t.game.active_seats()
            who = ", ".join(t.session.seat_name(s) for s in active) or "nobody"
            return f"Not your move now: waiting for {who}."
        prompt = t.view.get("prompt") or {}
        text = prompt.get("text") if isinstance(prompt, dict) else None
        if text and prompt.get("seat") == seat:
            return f"That card cannot go there. Now: {text}"
        if t.game.FLOW is not None:
            now = t.game.phase_now()
            hint = t.game.phase_hint() if now.hint else ""
            if hint and now.actors == fl.CURRENT and "your" not in hint:
                return "That card cannot go there: " + self.whose_turn(hint) + "."
            if hint:
                return f"That card cannot go there; now it is {now.title}: {hint}."
        verbs = sorted({a.verb for a in t.legal(seat)})
        if verbs:
            return "That card cannot go there. Now you can: " + ", ".join(verbs) + "."
        return "That card cannot go there."
