"""Plays a game in a real window with the pointer (xdotool moves, presses and releases the real
mouse), as ``keydriver`` does with keys.

A mirror of the app's table runs here at the window's size, kept in step with the app's
autosaved log. For the seat at the screen a normal bot picks a move; the pointer gestures that
make it (a drag of a card onto its place, a click on a card or a move button, a prompt's cards
and its Confirm, a chooser's line) are worked out by making them on the mirror's table first
(the same layers as the app's), and the very same gestures are then made in the app's window.
The app's log must then hold the mirror's moves.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import table as tablemod
from tabletop.ui.parts.gestures import Click, Drag
from tabletop.ui.parts.layout import ToggleItem
from tests.ui import keydriver
from tests.ui.keydriver import Mirror
from tests.ui.xwindow import XWindow

Pos = tuple[int, int]


class PointerMirror(Mirror):
    """The app's table here; gestures made here first, to find the ones to make there. Its
    ``keys`` are the gestures: ("click", pos, on a move button), ("drag", from, to),
    ("flick", from, to) or ("key", name)."""

    def post(self, kind: int, pos: Pos, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        t = self.table
        if kind == pygame.MOUSEMOTION:
            t.handle(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=buttons))
        else:
            t.handle(pygame.event.Event(kind, pos=pos, button=1))

    def click(self, pos: Pos) -> None:
        self.post(pygame.MOUSEMOTION, pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos)
        on_button = any(b.rect.collidepoint(pos) for b in self.table.buttons)
        self.post(pygame.MOUSEBUTTONUP, pos)
        self.settle()
        self.keys.append(("click", pos, on_button))

    def choose(self, action: Action) -> None:
        """A chooser open: its line for ``action``, clicked."""
        t = self.table
        for b in list(t.chooser):
            if getattr(b.on_click, "args", (None,))[0] == action:
                self.click(b.rect.center)
                return

    def open_spot(self, rect: pygame.Rect, key: Any) -> Pos:
        """A point of ``rect`` where the item ``key`` is the topmost thing (an overlapping row:
        the card's uncovered strip), else its centre."""
        t = self.table
        lay = t.gv.layout_for(t.view, t.acting_seat())
        if lay is None:
            return rect.center
        for fx in (0.5, 0.2, 0.1, 0.8, 0.9):
            for fy in (0.5, 0.25, 0.75):
                p = (rect.x + int(rect.width * fx), rect.y + int(rect.height * fy))
                under = lay.at(p)
                if under and under[0].key == key:
                    return p
        return rect.center

    def close_views(self) -> None:
        """A pile being browsed or a card read large (a gesture that made no move opened it)
        is closed first: Esc, which closes either."""
        t = self.table
        if t.gv.piles.is_open or t.zoom.is_open:
            self.press(pygame.K_ESCAPE)

    def reveal(self, key: Any) -> bool:
        """An item the move needs is not on the table (RPG Get!'s bank cards lie face down
        until Look): the layout's show-only toggle is pressed, once. True when pressed."""
        t = self.table
        lay = t.gv.layout_for(t.view, t.acting_seat())
        if lay is None or lay.find(key) is not None:
            return False
        toggle = next((it for it in lay.items if isinstance(it, ToggleItem)), None)
        if toggle is None or toggle.label != "Look":
            return False
        self.click(toggle.rect.center)
        return True

    def keys_for(self, action: Action) -> bool:
        """Make here the pointer gestures that make ``action`` (True when found)."""
        t = self.table
        self.close_views()
        legal = t.legal(action.seat)
        g = t.gv.gestures(t.view, legal).of.get(action)
        if self.option(action):
            return True
        if isinstance(g, Drag):
            return self.drag(action, g)
        if isinstance(g, Click):
            self.reveal(g.key)
            for c in t.hits.clickables(t.view, action.seat, legal):
                if action == c.action or action in (c.choices or []):
                    lay = t.gv.layout_for(t.view, action.seat)
                    item = lay.find(g.key) if lay is not None else None
                    at = self.open_spot(c.rect, g.key) if item is not None else c.rect.center
                    self.click(at)
                    self.choose(action)
                    return True
        return self.button(action)

    def drag(self, action: Action, g: Drag) -> bool:
        t = self.table
        d = next((d for d in t.hits.draggables(t.view, action.seat) if d.key == g.source), None)
        if d is None and self.reveal(g.source):
            d = next((d for d in t.hits.draggables(t.view, action.seat) if d.key == g.source), None)
        if d is None:
            return False
        a = self.open_spot(d.rect, d.key)
        self.post(pygame.MOUSEMOTION, a)
        self.post(pygame.MOUSEBUTTONDOWN, a)
        half = (a[0] + 40, a[1] - 40)
        self.post(pygame.MOUSEMOTION, half, (1, 0, 0))
        target = None
        if t.drag is not None:
            target = next((tg for tg, m in t.drag.get("good", []) if action in m), None)
        if target is None:
            self.post(pygame.MOUSEBUTTONUP, a)  # back where it was: no move
            self.settle()
            return False
        b = target.rect.center
        self.post(pygame.MOUSEMOTION, b, (1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, b)
        self.settle()
        self.keys.append(("drag", a, b))
        self.choose(action)
        return True

    def button(self, action: Action) -> bool:
        t = self.table
        for b in t.buttons:
            if action in getattr(b.on_click, "args", ()):
                self.click(b.rect.center)
                return True
        if action.verb == "pass" and (t.gv.response_window(t.view) or t.gv.is_window(t.view)):
            self.press(pygame.K_SPACE)  # the window bar's key (it has no button of its own)
            self.keys[-1] = ("key", "space")
            return True
        return False

    def option(self, action: Action) -> bool:
        """A prompt's answer: its cards (or option buttons) clicked, then Confirm if asked."""
        t = self.table
        sel = t.prompts.current(t.gv, t.view, action.seat, t.legal(action.seat))
        if sel is None or not sel.answers(action):
            return False
        spots = {v: r for v, r, _do in t.focus.options()}
        if not all(a in spots for a in action.args):
            return False
        for a in action.args:
            self.click(spots[a].center)
            spots = {v: r for v, r, _do in t.focus.options()}  # the panel may move
        if sel.many or (sel.card_values and t.prompts.needs_picker(t.gv, t.view, sel)):
            for b in t.buttons:
                if action in getattr(b.on_click, "args", ()):
                    self.click(b.rect.center)
                    return True
            return False
        return True

    def timed_keys(self, timed: Any) -> list[Any]:
        """A person's Shoot for Loot shot is flicked with the pointer (slingshot: pressed on the
        shooting bean, pulled back away from the target, let go); the same shot scene is laid
        out here at the window's size to find where the bean and the target lie."""
        if timed.kind != "shot" or timed.reporter not in self.session.humans():
            return super().timed_keys(timed)
        from tabletop.games.beanz.flick.scene import ShotScene
        from tabletop.physics.flick import ShotSetup

        scene = ShotScene(
            self.app, ShotSetup.for_galaxy(int(timed.param("galaxy")), timed.reporter), print
        )
        scene.layout(self.app.screen.get_size())
        bean = scene._ipt(scene.to_screen(scene.setup.shooter_start))
        aim = scene._ipt(scene.to_screen(scene.setup.target))
        pull = (bean[0] - (aim[0] - bean[0]) // 3, bean[1] - (aim[1] - bean[1]) // 3)
        self.waits_for_change = True
        return [("flick", bean, pull)]

    def press(self, k: int, text: str = "") -> None:
        super().press(k, text)
        name = self.keys.pop()
        self.keys.append(("key", name))


def gesture(w: XWindow, step: tuple[Any, ...]) -> None:
    """One recorded gesture, made with the real pointer (or a key) in the app's window."""
    if step[0] == "click":
        x, y = step[1]
        # a move button that has just come or changed takes no press for BUTTON_GUARD (a
        # person's click meant for what was there before): wait as a person does
        rest = tablemod.BUTTON_GUARD + 0.15 if len(step) > 2 and step[2] else 0.12
        w.chain(("move", x, y), ("sleep", rest), ("down",), ("sleep", 0.05), ("up",))
    elif step[0] == "flick":  # pressed on the bean, pulled back slowly, let go
        (ax, ay), (bx, by) = step[1], step[2]
        steps = [("move", ax, ay), ("sleep", 0.3), ("down",)]
        for k in range(1, 13):
            steps += [("move", ax + (bx - ax) * k // 12, ay + (by - ay) * k // 12), ("sleep", 0.04)]
        w.chain(*steps, ("sleep", 0.15), ("up",))
    elif step[0] == "drag":
        (ax, ay), (bx, by) = step[1], step[2]
        steps: list[tuple[object, ...]] = [("move", ax, ay), ("sleep", 0.15), ("down",)]
        for k in range(1, 9):
            steps += [("move", ax + (bx - ax) * k // 8, ay + (by - ay) * k // 8), ("sleep", 0.03)]
        w.chain(*steps, ("sleep", 0.1), ("up",))
    else:
        w.xdo("windowfocus", "--sync", w.wid)
        w.key(str(step[1]))
    time.sleep(0.25)


def send(w: XWindow, mirror: PointerMirror, steps: list[Any], before: int) -> None:
    """The gestures to the app; its log must come to hold the mirror's moves. Gestures that
    left the app's log as it was are made once more (a loaded machine: the app's first frames
    had not come yet, so the press found nothing under it)."""
    want = len(mirror.session.log) + (1 if mirror.waits_for_change else 0)
    mirror.waits_for_change = False
    got = None
    for _ in range(2):
        for step in steps:
            gesture(w, step)
        got = w.wait_autosave(lambda d: len(d.get("log", [])) >= want, 20.0)
        if got is not None or len(w.log()) != before:
            break
    assert got is not None, (
        f"the app did not follow {steps}: its log ends {w.log()[-4:]}, the mirror's "
        f"{mirror.session.log[-4:]}"
    )


def play_by_pointer(
    w: XWindow, size: tuple[int, int], moves: int = 1500, shots: Any = None
) -> PointerMirror:
    """The game in the window played to its end with the pointer (at most ``moves`` gesture
    runs); ``shots(mirror, n)`` is called after each run (screenshots for a person)."""
    mirror = PointerMirror(keydriver.wait(w, lambda d: True, 30.0), size)
    sent = 0
    while not mirror.table.game.is_terminal():
        data = w.autosave()
        if data is None:
            time.sleep(0.1)
            continue
        log = list(data.get("log", []))
        if log != mirror.session.log or mirror.idle == 0:
            mirror.sync(log)
            mirror.idle = 1
            time.sleep(keydriver.SETTLE)
            continue
        mirror.settle()
        curtain = mirror.table.curtain_for is not None or mirror.table.hold.held
        before = len(mirror.session.log)
        steps = mirror.move(patient=mirror.idle < 20)
        if not steps:
            mirror.idle += 1
            assert mirror.idle < keydriver.STALL, f"the app stood still: {w.log()[-4:]}"
            time.sleep(0.15)
            continue
        if curtain:
            time.sleep(1.1)
        send(w, mirror, steps, before)
        mirror.idle = 0
        sent += 1
        mirror.fruitless = 0 if len(w.log()) > before else mirror.fruitless + 1
        assert mirror.fruitless < 25, f"gestures made no move for a long while: {steps}"
        assert sent <= moves, f"the game did not end in {moves} gesture runs"
        if shots is not None:
            shots(mirror, sent)
    return mirror
