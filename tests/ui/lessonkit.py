"""Shared by the lesson tests: a lesson taken at a headless table by pointer events at the
places its pointing shows (the pointing is what a learner follows), and the gesture of a
wrong move for each step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from tabletop.lessons.format import Lesson, lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable, open_lesson
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.parts.gestures import Click, Drag
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

#: a gesture: ("click", (x, y)) or ("drag", (x, y), (x, y)) or ("type", (x, y), text) (a click there, the keys, then Return)
Gesture = tuple[Any, ...]


def all_lessons() -> list[Path]:
    from tabletop.engine.game import game_names

    return [p for g in game_names() for p in lesson_paths(g)]


def settle(app: App, clock: ManualClock, table: LessonTable, limit: int = 900) -> None:
    """Let the scripted (and, after the script, the computer players') moves play until the
    learner is asked something, or the lesson ends."""
    watch_overlays(app, clock)
    moves = -1
    for _ in range(limit):
        racing = app.scene is not table and hasattr(app.scene, "race")
        clock.advance(1 / 60 if racing else 1.0)  # a race is run frame by frame
        app._step([])
        if len(table.game.log) != moves:
            moves = len(table.game.log)
            continue  # one more frame: what the last move set gliding comes to rest
        if app.scene is not table:
            if overlay_busy(app.scene, table.run.learner):
                continue  # a shot flying, a race's computer players pressing
            return
        run = table.run
        timed = table.game.timed()
        people = set(table.session.humans()) & set(timed.seats) if timed else set()
        if (
            timed is not None
            and (people or timed.watched)
            and not table.timed.ran(table.game, timed)
        ):
            continue  # its overlay comes up at the next frame
        if run.finished or (
            run.step is not None
            and run.step.is_note
            and not run.catching_up(len(table.game.log))  # its words wait for these moves
        ):
            return
        n = len(table.game.log)
        if run.due(n) is not None:
            continue
        if run.entry(n) is not None or table.game.is_terminal():
            return  # the learner's scripted move
        if not table.session.bot_seats_to_act():
            return


def take_to(app: App, clock: ManualClock, table: LessonTable, at: int) -> None:
    """The lesson's steps taken as the learner takes them (each waited for, its gesture made,
    a race or shot played out) until step ``at`` is the one asked."""
    for _ in range(60):
        if table.run.at == at:
            return
        settle(app, clock, table)
        perform(app, clock, step_gesture(table))
        if app.scene is not table and overlay_busy(app.scene, table.run.learner):
            settle(app, clock, table)


def watch_overlays(app: App, clock: ManualClock) -> None:
    """Every race overlay the table puts up runs on the test's clock (it reads
    ``perf_counter_ns`` otherwise) and polls once a frame, never napping: set as it is pushed,
    before its first frame."""
    if getattr(app, "lesson_clock", None) is clock:
        return
    push = type(app).push

    def pushing(scene: Any) -> None:
        if hasattr(scene, "race"):
            scene.clock_ns = lambda: int(clock.t * 1e9)
            scene.sleep = lambda _s: None
            scene.poll_slice_ns = 0
        push(app, scene)

    app.push = pushing  # type: ignore[method-assign]
    app.lesson_clock = clock  # type: ignore[attr-defined]


def overlay_busy(scene: Any, learner: int | None = None) -> bool:
    """A timed prompt's overlay that needs nobody now: a shot flying or showing its result; a
    race opened (the computer players copy the gesture) or showing its result. In a race a
    computer player opens (its Happening), the ``learner`` copies: the race is busy until the
    gesture is made, and again once they have pressed."""
    if hasattr(scene, "race"):
        race = scene.race
        if scene.finished:
            return False
        if learner is not None and race.bot_opener and learner in race.seats:
            return race.window.opened_ns is None or race.window.pressed(learner)
        return race.window.opened_ns is not None
    return getattr(scene, "state", "") in ("flying", "result", "bot")


def overlay_gesture(scene: Any, wrong: bool = False) -> Gesture | None:
    """Shoot for Loot's flick: press on the learner's bean and pull back (the shooter's bean
    is at the bottom: a pull down flicks up at the target); ``wrong``: Miss on purpose. A
    gesture race: a click on its panel makes the learner's gesture (no wrong move there)."""
    if hasattr(scene, "race"):
        return None if wrong else ("click", scene.box().center)
    if wrong:
        miss = next((b for b in scene.buttons if b.label == "Miss on purpose"), None)
        return ("click", miss.rect.center) if miss is not None else None
    bx, by = (round(v) for v in scene.to_screen(scene.setup.shooter_start))
    return ("drag", (bx, by), (bx, by + round(90 * scene.scale)))


def step_gesture(table: LessonTable) -> Gesture:
    """The gesture the pointing asks for now (Next for a note), where the last frame drew it;
    over a timed prompt's overlay, its gesture."""
    if table.app.scene is not table:
        gest = overlay_gesture(table.app.scene)
        assert gest is not None
        return gest
    g = table.guide
    g.lay_out()
    step = table.run.step
    assert step is not None, "the lesson is over"
    if step.is_note:
        nxt = next(b for b in g.buttons if b.label == "Next")
        return ("click", nxt.rect.center)
    holes, arrow = g.targets()
    want = g.wanted()
    if table.chooser and holes:
        return ("click", holes[0].center)
    if want is None and step.free:
        return free_gesture(table)
    assert want is not None, f"step {step.number}: no move wanted"
    gest = table.gv.gesture(want, table.view)
    if isinstance(gest, Drag) and arrow is None and len(holes) == 1:
        return ("click", holes[0].center)  # what lays the dragged card out (RPG Get!'s Look)
    if isinstance(gest, Drag):
        assert arrow is not None, f"step {step.number}: a drag without an arrow"
        return ("drag", arrow[0].center, arrow[1].center)
    assert holes, f"step {step.number}: nothing pointed at for {want}"
    return ("click", holes[-1].center)


def free_gesture(table: LessonTable) -> Gesture:
    """A free step: the first legal move of the learner that fits, by its gesture."""
    run = table.run
    step = run.step
    assert step is not None
    seat = table.run.learner
    for a in table.legal(seat):
        if step.match is not None and not step.match.matches(a, table.game):
            continue
        gest = table.gv.gesture(a, table.view)
        lay = table.guide.layout()
        if isinstance(gest, Drag) and lay is not None:
            src, dst = lay.find(gest.source), lay.find(gest.target)
            if src is not None and dst is not None:
                return ("drag", src.rect.center, dst.rect.center)
        if isinstance(gest, Click):
            r = table.guide.item_rect(gest.key, a) or table.guide.button_rect(a)
            if r is not None:
                return ("click", r.center)
    typed = {m.verb for m in table.game.typed_moves(seat)}
    for a in table.legal(seat):
        if a.verb in typed and (step.match is None or step.match.matches(a, table.game)):
            word, number = a.args[0], a.args[1]
            holes, _arrow = table.guide.targets()
            assert holes, f"step {step.number}: a typed move with nothing pointed at"
            box = (holes[0].x + 20, holes[0].y + 20)  # the box is the entry's top left
            return ("type", box, f"{word}{number}")
    raise AssertionError(f"step {step.number}: no gesture for a free move")


def wrong_gesture(table: LessonTable) -> Gesture | None:
    """A gesture for a move the step does not want: a drag of a card of the learner's that the
    step does not name onto a place it does not name, else a press of another move button;
    for a note, the first move's own gesture (Read first)."""
    if table.app.scene is not table:
        return overlay_gesture(table.app.scene, wrong=True)
    step = table.run.step
    if step is not None and step.free and step.match is None:
        return None  # any move is right
    g = table.guide
    g.lay_out()
    lay = g.layout()
    holes, _arrow = g.targets()
    want = g.wanted()
    if lay is None or table.game.is_terminal():
        return None  # nothing to move any more
    wanted_gest = table.gv.gesture(want, table.view) if want is not None else None

    def free(r: pygame.Rect) -> bool:  # not under the lesson's panel
        return not g.panel_rect.collidepoint(r.center)

    for b in table.buttons:
        args = getattr(b.on_click, "args", ())
        if (
            args
            and args[0] != want
            and not (step is not None and step.match and step.match.matches(args[0], table.game))
            and free(b.rect)
            and not any(b.rect.colliderect(h) for h in holes)
        ):
            return ("click", b.rect.center)
    for d in lay.draggables():
        if isinstance(wanted_gest, Drag) and d.key == wanted_gest.source or not free(d.rect):
            continue
        for slot in lay.slots():
            if isinstance(wanted_gest, Drag) and slot.key == wanted_gest.target:
                continue
            if free(slot.rect):
                return ("drag", d.rect.center, slot.rect.center)
    if isinstance(wanted_gest, Drag):
        src = lay.find(wanted_gest.source)
        others = [s for s in lay.slots() if s.key != wanted_gest.target and free(s.rect)]
        if src is not None and others:
            return ("drag", src.rect.center, others[0].rect.center)
    return None


def perform(app: App, clock: ManualClock, gesture: Gesture) -> None:
    """Post the gesture's pointer events (each with every attribute the table reads); a typed
    move (a Codenames clue: its word and number) is typed and Return given."""
    if gesture[0] == "type":
        perform(app, clock, ("click", gesture[1]))
        for ch in gesture[2]:
            key = pygame.key.key_code(ch.lower()) if ch.isalnum() else 0
            app._step([pygame.event.Event(pygame.KEYDOWN, key=key, unicode=ch, mod=0, scancode=0)])
            clock.advance(0.02)
        ret = pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0, scancode=0
        )
        app._step([ret])
        clock.advance(0.3)
        app._step([])
        return
    if gesture[0] == "click":
        pos = gesture[1]
        events = [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
        for e in events:
            app._step([e])
            clock.advance(0.02)
        return
    a, b = gesture[1], gesture[2]
    app._step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)])
    for k in range(1, 9):
        p = (a[0] + (b[0] - a[0]) * k // 8, a[1] + (b[1] - a[1]) * k // 8)
        clock.advance(0.02)
        app._step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))])
    app._step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)])
    clock.advance(0.3)
    app._step([])


def take_lesson(
    app: App,
    clock: ManualClock,
    lesson: Lesson,
    wrong: bool = False,
    each: Callable[[LessonTable], None] | None = None,
) -> LessonTable:
    """The lesson from its start to its end by the pointing's gestures; with ``wrong``, a
    wrong gesture first at every step (it must be refused with the step's hint and change
    nothing). ``each`` is called at every step before its gesture."""
    table = open_lesson(app, lesson, fresh=True)
    app._step([])
    for _ in range(3 * len(lesson.steps) + 5):
        settle(app, clock, table)
        if table.run.finished or table not in app.scenes:
            break
        if each is not None:
            each(table)
        at = table.run.at
        before = progress(table)
        if wrong:
            bad = wrong_gesture(table)
            if bad is not None:
                told = len(table.run.refused)
                table.toasts.items.clear()  # toasts live by the wall clock: only this one
                perform(app, clock, bad)
                assert progress(table) == before, (
                    f"step {at + 1}: the wrong gesture {bad} moved the lesson on"
                )
                assert len(table.run.refused) > told, f"step {at + 1}: {bad} was not refused"
                # refused at once, never asked about first (RPG Get!'s "End the attack ...
                # anyway?" opened before the refusal its answer got)
                assert not table.chooser, f"step {at + 1}: {bad} left a question open"
                text = table.run.refused[-1][1]
                assert table.run.hint() in text or "Read the note" in text, text
                box = toast_box(table)  # the refusal never covers the lesson's panel
                assert box is None or not box.colliderect(table.guide.panel_rect), (
                    f"step {at + 1}: the refusal {box} covers the lesson's panel"
                )
        perform(app, clock, step_gesture(table))
        if table.chooser:  # the gesture could mean several moves: pick the step's
            perform(app, clock, step_gesture(table))
        if app.scene is not table and overlay_busy(app.scene, table.run.learner):
            settle(app, clock, table)  # the shot flies and the outcome is made
        assert progress(table) != before, (
            f"step {at + 1} ({lesson.steps[at].text[:40]}...): the gesture changed nothing; "
            f"refused: {table.run.refused[-1:]}"
        )
    settle(app, clock, table)
    return table


def press(app: App, k: int) -> None:
    """A key pressed and let go in one frame."""
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app._step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


def end_buttons_whole(table: LessonTable, size: tuple[int, int]) -> None:
    """Issue 52 (the lesson's last buttons read "Play a\u2026" and "Back to\u2026" at 200 %): at
    a finished lesson each of the panel's two buttons shows its label whole, inside the panel
    and the window, the buttons apart."""
    assert table.run.finished
    table.app._step([])
    guide = table.guide
    guide.lay_out()
    labels = [b.label for b in guide.buttons]
    assert sorted(labels) == ["Back to the games", "Play a real game"]
    for b in guide.buttons:
        # the text size the button draws its label at (``Button.draw``)
        px = max(theme.MIN_TEXT, int(b.rect.height / b.lines * 0.42 / theme.ui_scale()))
        room = b.label_room(px)
        fit, said = theme.fit_text(b.label, px, room, "bold")
        assert said == b.label and fit == px, f"{b.label!r} drawn as {said!r} at {fit}"
        assert guide.panel_rect.contains(b.rect), (b.label, b.rect, guide.panel_rect)
        assert pygame.Rect((0, 0), size).contains(b.rect)
    one, two = guide.buttons
    assert not one.rect.colliderect(two.rect)


def end_buttons_first_by_tab(table: LessonTable) -> None:
    """Issue 52 (the end's buttons could not be reached by the keys): at a finished lesson
    the panel's two buttons are the first Tab stops, the default first; the first Tab shows
    the ring on Play a real game, Back to the games is one Tab further, Tab round comes back
    to the default and Enter presses it: a real game opens (the lesson is left)."""
    app = table.app
    assert table.run.finished
    app._step([])
    stops = table.focus.stops()
    assert [s.name for s in stops[:2]] == ["Play a real game", "Back to the games"]
    # no text box keeps the keys, nor shows its own mark beside the ring (one mark)
    assert not table.typing
    assert not getattr(getattr(table.gv, "entry", None), "focus", False)

    def ring_on() -> pygame.Rect | None:
        here = table.focus.current() if table.focus.active else None
        return None if here is None else here.rect

    def button(label: str) -> pygame.Rect:
        table.guide.lay_out()
        return next(b.rect for b in table.guide.buttons if b.label == label)

    press(app, pygame.K_TAB)  # the first Tab shows the ring on the default
    assert ring_on() == button("Play a real game")
    assert table.focus.status_text() == "Play a real game: Enter presses it"
    press(app, pygame.K_TAB)
    assert ring_on() == button("Back to the games")
    for _ in range(len(table.focus.stops()) - 1):  # round again: on the default
        press(app, pygame.K_TAB)
    assert ring_on() == button("Play a real game")
    press(app, pygame.K_RETURN)
    assert table not in app.scenes and isinstance(app.scene, TableScene), app.scene
    assert not isinstance(app.scene, LessonTable)


def toast_box(table: LessonTable) -> pygame.Rect | None:
    """Where the table draws its toasts now (None when there are none)."""
    got: dict[str, Any] = {}
    real = table.toasts.draw

    def spy(dest: Any, cx: int, top: int, scale: float, room: int = 0, *more: int) -> None:
        got.update(cx=cx, top=top, args=(scale, room, *more))
        real(dest, cx, top, scale, room, *more)

    table.toasts.draw = spy  # type: ignore[method-assign]
    try:
        table.draw(pygame.Surface(table.app.screen.get_size()))
    finally:
        del table.toasts.draw
    if not got or not table.toasts.active():
        return None
    w, h = table.toasts.extent(*got["args"])
    box = pygame.Rect(0, got["top"], w, h)
    box.centerx = got["cx"]
    return box


def progress(table: LessonTable) -> tuple[Any, ...]:
    """What a gesture the lesson asks for changes: the step, the game, and on the way to a
    move of several gestures what the screen holds (the cards picked for RPG Get!'s Redraw,
    its bank laid out by Look)."""
    return (
        table.run.at,
        len(table.game.log),
        tuple(table.guide.picked()),
        getattr(table.gv, "look_for", None),
    )


def lesson(path: str) -> Lesson:
    return load_lesson(Path(path))


def resumed_lesson(app: App, lesson: Lesson, run: Any, game: Any) -> LessonTable:
    """``lesson``'s table as a save of ``run`` at ``game``'s position resumes it, pushed on
    ``app`` and stepped once."""
    table = LessonTable(app, lesson, run.to_save(game))
    app.push(table)
    app._step([])
    return table
