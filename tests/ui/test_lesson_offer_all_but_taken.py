"""Issue 52 (a new player, 2026-11-26): having done 27 of the Austin lesson's 28 steps, the
first start of a real game asked "New to Austin Powers?" as if the lesson were never taken. A
lesson saved at its last steps is as good as taken: no offer; one left early still has it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.saves import write_json
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.progress import save_path
from tabletop.lessons.screens import OfferScene, offer_first_lesson
from tabletop.ui.app import App


def _offered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: int) -> bool:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.delenv("TABLETOP_NO_LESSON_OFFER", raising=False)
    lesson = load_lesson(lesson_paths("austin")[0])
    save = {
        "format": "tabletop-lesson",
        "version": 1,
        "game": "austin",
        "lesson": lesson.ident,
        "step": step,
        "log": [],
        "finished": False,
    }
    app = App((1280, 720), headless=True)
    try:
        from tabletop.lessons import progress

        save["format"], save["version"] = progress.FORMAT, progress.VERSION
        write_json(save_path(lesson), save)
        assert progress.read_save(lesson) is not None
        offered = offer_first_lesson(app, "austin", False, lambda: None)
        if offered:
            assert isinstance(app.scene, OfferScene)
        return offered
    finally:
        pygame.quit()


def test_a_lesson_all_but_finished_is_not_offered_as_new(tmp_path, monkeypatch) -> None:
    steps = len(load_lesson(lesson_paths("austin")[0]).steps)
    assert not _offered(tmp_path, monkeypatch, steps - 1)


def test_a_lesson_left_early_is_still_offered(tmp_path, monkeypatch) -> None:
    assert _offered(tmp_path, monkeypatch, 2)
