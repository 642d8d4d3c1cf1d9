"""Every lesson's last note at 150 % and 200 % text on 1280x720 is drawn at the text size the
player chose, and so is the status line over it: a long note was drawn smaller to fit its place
(the Marvel Codenames lesson's last note at 12 px in the log's column at 200 %, 15 px at
150 %), and a long status line was shrunk to fit the top bar beside the title ("Enter or N:
Next, once the note is read" at 13 px at 200 %). Now the panel takes a wider place at the
chosen size before any smaller text, the Codenames lesson says its end in three short notes,
and the status line goes on two lines in the bar (or whole on a band over the table) instead
of shrinking. The note is checked as rendered: every word of it in lines drawn at the chosen
size, nothing of it smaller."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

LESSONS = lessonkit.all_lessons()
IDS = [p.parent.parent.name for p in LESSONS]
SIZE = (1280, 720)


def _rendered(t: LessonTable, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every text the table draws in one frame, with the pixel size it is rendered at."""
    out: list[tuple[str, int]] = []
    real = theme.text

    def text(s: str, size: int, *a: Any, **kw: Any) -> pygame.Surface:
        out.append((s, theme.font_px(size)))
        return real(s, size, *a, **kw)

    with monkeypatch.context() as m:
        m.setattr(theme, "text", text)
        t._frame = None  # drawn anew, not from the table's cached frame
        t.draw(pygame.Surface(SIZE))
    return out


def _check(t: LessonTable, monkeypatch: pytest.MonkeyPatch, scale: int) -> list[str]:
    drawn = _rendered(t, monkeypatch)
    _w, size, _small, _pad = t.guide.sizes()
    note = t.guide.lines()[1]
    body, status_px = theme.font_px(size), theme.font_px(theme.px(int(24 * t.scale)))
    words = " ".join(s for s, px in drawn if px == body).split()
    bad = [f"{scale} %: '{w}' of the note not drawn at {body} px" for w in note.split()]
    bad = [b for b, w in zip(bad, note.split()) if w not in words]
    smaller = [(s, px) for s, px in drawn if px < body and len(s.split()) > 1 and s in note]
    bad += [f"{scale} %: '{s}' of the note at {px} px" for s, px in smaller]
    status = t.focus.status_text()
    said = " ".join(s for s, px in drawn if px == status_px).split()
    bad += [
        f"{scale} %: '{w}' of the status line not at {status_px} px"
        for w in status.split()
        if w not in said
    ]
    return bad


@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_the_last_note_is_drawn_at_the_chosen_size(
    path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(SIZE, 150)
    clock = ManualClock()
    app.time_source = clock
    lesson = load_lesson(path)
    bad: list[str] = []
    seen: list[int] = []

    def each(t: LessonTable) -> None:
        if t.run.at != len(lesson.steps) - 1 or app.scene is not t:
            return
        assert t.run.step is not None and t.run.step.is_note, "the last step is a note"
        seen.append(t.run.at)
        for scale in (150, 200):  # the same moment at both sizes
            app.settings["ui_scale"] = scale
            app.apply_ui()
            bad.extend(_check(t, monkeypatch, scale))
            t._frame = None
            surf = pygame.Surface(SIZE)
            t.draw(surf)
            pygame.image.save(surf, str(tmp_path / f"last-{scale}.png"))
        app.settings["ui_scale"] = 150
        app.apply_ui()

    try:
        lessonkit.take_lesson(app, clock, lesson, each=each)
        assert seen, "the last note was never shown"
        assert not bad, bad
    finally:
        theme.set_ui(100, False)
        pygame.quit()
