"""Where a lesson starts: the launcher's "Learn to play" beside each game (``learn``), and the
offer shown once at the first start of a game never played (``offer_first_lesson``,
``OfferScene``). A lesson left half-way is resumed from its save ("Resume lesson").
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tabletop.engine.errors import SaveError
from tabletop.engine.game import game_class
from tabletop.lessons.format import Lesson, LessonError, first_lesson, lesson_paths
from tabletop.lessons.progress import read_save
from tabletop.ui import theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.widgets import Button, words_width
from tabletop.ui.scenes import launcher_flow as flow

#: settings key: the games whose first start already offered their lesson
OFFERED_KEY = "lessons_offered"


def has_lesson(game: str) -> bool:
    return bool(lesson_paths(game))


#: the launcher button's words when the game's lesson file cannot be used (a click says why)
DAMAGED = "Lesson damaged"


def lesson_or_why(game: str) -> tuple[Lesson | None, str | None]:
    """``game``'s lesson, or why it cannot be used (a damaged file: one line naming the file and
    the place); (None, None) when the game has no lesson."""
    try:
        return first_lesson(game), None
    except LessonError as e:
        return None, str(e)


def learn_label(game: str) -> str:
    """The launcher button's words: Resume lesson when one was left half-way; Lesson damaged
    when the lesson file cannot be used."""
    lesson, why = lesson_or_why(game)
    if lesson is None:
        return DAMAGED if why else "Learn to play"
    try:
        saved = read_save(lesson)
    except SaveError:
        return "Learn to play"
    return "Resume lesson" if saved is not None and not saved.get("finished") else "Learn to play"


def learn(app: App, game: str, toast: Callable[[str], Any] | None = None) -> bool:
    """Open ``game``'s lesson (resumed where it was left); False (and why, told) when it
    cannot be read."""
    from tabletop.lessons.table import open_lesson

    lesson, why = lesson_or_why(game)
    if lesson is None:
        if why and toast is not None:
            toast(f"The lesson cannot be opened: {why}")
        return False
    open_lesson(app, lesson)
    return True


def add_lesson_buttons(launcher: Any) -> None:
    """The launcher's "Learn to play" (or "Resume lesson") beside each game that has a lesson:
    the game's button gives it room."""
    s = launcher.scale
    for g, b in zip(launcher.games, launcher.buttons[: len(launcher.games)]):
        if not has_lesson(g):
            continue
        r = b.rect.copy()
        label = learn_label(g)
        b.rect.width = flow.game_part(launcher, r, label)  # "Learn to play" whole beside it
        lr = pygame.Rect(b.rect.right + int(8 * s), r.y, 0, r.height)
        lr.width = r.right - lr.x
        launcher.buttons.append(Button(label, lr, partial(learn_from, launcher, g)))


def learn_from(launcher: Any, game: str) -> bool:
    """The launcher's "Learn to play": the game is picked there first, so the launcher shows
    it (its seats, options and saves) when the lesson or the real game after it is left."""
    if launcher.game != game:
        launcher.pick_game(game)
    return learn(launcher.app, game, launcher.toasts.add)


def offer_at_start(launcher: Any) -> bool:
    """The launcher's Start: the first start of a game never played offers its lesson once
    (True: offered; "Just play" starts the game)."""
    played = any(e.game == launcher.game for e in launcher.saves)
    return offer_first_lesson(launcher.app, launcher.game, played, launcher.start)


def offer_first_lesson(app: App, game: str, played: bool, start: Callable[[], Any]) -> bool:
    """At the first start of a game never played (no save of it, no lesson taken), offer its
    lesson once: True when the offer was opened (``start`` plays the game instead)."""
    if os.environ.get("TABLETOP_NO_LESSON_OFFER"):
        return False  # (the older tests that start games from the launcher)
    offered = list(app.settings.get(OFFERED_KEY, []))
    done = [k.split("/")[0] for k in app.settings.get("lessons_done", [])]
    if played or game in offered or game in done or not has_lesson(game):
        return False
    lesson, _why = lesson_or_why(game)
    if lesson is None:  # a damaged lesson is not offered (its button says why when pressed)
        return False
    if all_but_taken(lesson):
        return False  # not new to it (a new player who did 27 of 28 steps was asked)
    app.settings[OFFERED_KEY] = [*offered, game]
    app.save_settings()
    app.push(OfferScene(app, game, start, lesson.minutes, len(lesson.steps)))
    return True


#: the share of a lesson's steps whose saved progress makes it as good as taken
ALL_BUT = 0.9


def all_but_taken(lesson: Lesson) -> bool:
    """A saved run of ``lesson`` is at its last steps (at least ``ALL_BUT`` of them done): its
    learner is no newcomer to be asked "New to ...?"."""
    data = read_save(lesson)
    if data is None or not lesson.steps:
        return False
    return int(data.get("step", 0)) >= ALL_BUT * len(lesson.steps)


class OfferScene(Scene):
    """ "New to GAME?" over the launcher: Learn to play, or Just play."""

    def __init__(
        self, app: App, game: str, start: Callable[[], Any], minutes: int, steps: int = 0
    ) -> None:
        super().__init__(app)
        #: the lesson's steps, said with its time (``tabletop.lessons.pace`` estimates it)
        self.steps = steps
        self.game = game
        self.start = start
        self.buttons: list[Button] = []
        self.minutes = minutes
        self.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = min(size[0] / 1920, size[1] / 1080)
        # large text: the box as wide as the window allows and as tall as its words need
        w = min(size[0] - int(40 * s), max(int(900 * s), theme.grow(700 * s)))
        pad = int(36 * s)
        self.title_lines = theme.wrap(self.title(), theme.px(44 * s), w - 2 * pad, "bold")
        self.body_top = pad + len(self.title_lines) * theme.line_h(44 * s) + int(14 * s)
        body = theme.wrap(self.words(), theme.px(26 * s), w - 2 * pad)
        bw, bh = max(int(300 * s), theme.grow(200 * s)), max(int(64 * s), theme.grow(40 * s))
        # each says its key ("Learn to play  [Enter]") where the box has the room
        hinted = max(words_width(t, bh) for t in ("Learn to play  [Enter]", "Just play  [Esc]"))
        bw = max(bw, min(hinted, (w - int(24 * s)) // 2 - int(12 * s)))
        body_h = len(body) * int(theme.font_px(26 * s) * 1.15) + int(8 * s)
        self.rect = pygame.Rect(0, 0, w, max(int(340 * s), self.body_top + body_h + bh + pad))
        self.rect.center = (size[0] // 2, size[1] // 2)
        y = self.rect.bottom - bh - int(30 * s)
        learn_r = pygame.Rect(self.rect.centerx - bw - int(12 * s), y, bw, bh)
        play_r = pygame.Rect(self.rect.centerx + int(12 * s), y, bw, bh)
        self.buttons = [
            Button("Learn to play", learn_r, self.take, "Enter", primary=True),
            Button("Just play", play_r, self.play, "Esc"),
        ]
        self.dirty = True

    def title(self) -> str:
        return f"New to {game_class(self.game).TITLE}?"

    def words(self) -> str:
        return (
            f"A guided first game teaches it by playing, in about {self.minutes} minutes"
            + (f" ({self.steps} steps)" if self.steps else "")
            + ": the table shows each move and explains what happens. You can leave it and "
            "come back."
        )

    def take(self) -> None:
        self.app.pop()
        learn(self.app, self.game)

    def play(self) -> None:
        self.app.pop()
        self.start()

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.take()
            elif event.key == pygame.K_ESCAPE:
                self.play()

    def update(self, now: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        theme.backdrop(surf)
        theme.panel(surf, self.rect, (16, 22, 30, 245), edge=theme.ACCENT, radius=18)
        pad = int(36 * s)
        for i, line in enumerate(self.title_lines):
            at = (self.rect.x + pad, self.rect.y + pad + i * theme.line_h(44 * s))
            theme.blit_text(surf, line, theme.px(44 * s), at, theme.ACCENT, kind="bold")
        body = pygame.Rect(
            self.rect.x + pad,
            self.rect.y + self.body_top,
            self.rect.width - 2 * pad,
            self.buttons[0].rect.top - self.rect.y - self.body_top,
        )
        theme.blit_wrapped(surf, self.words(), theme.px(26 * s), body)
        for b in self.buttons:
            b.draw(surf, s)
