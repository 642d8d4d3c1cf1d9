"""How to play at large text (150 %, 200 % at 1280x720): the page says when more sections
follow below it (at 200 % only the Set-up section fitted, with an empty band under it and
no hint that more was there), the title's descenders stay clear of the game tabs, and a card
picture's name is not split with a hyphen where a size shows it whole ("Bodygu-ard")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components.card import name_unbroken
from tests.ui import screenprobe


def _guide(size: tuple[int, int], scale: int, game: str = "espionage") -> tuple[Any, Any]:
    from tabletop.ui.scenes.howto import HowToScene

    app = screenprobe.make_app(size, scale)
    guide = HowToScene(app, game)
    app.push(guide)
    app.step([])
    return app, guide


def _drawn(guide: Any, size: tuple[int, int]) -> screenprobe.Shot:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        guide.draw(pygame.Surface(size))
    return shot


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_title_clear_of_the_tabs(scale: int, tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        _app, guide = _guide((1280, 720), scale)
        shot = _drawn(guide, (1280, 720))
        title = [p.rect for p in shot.placed if p.text.startswith("How to play")]
        assert title
        tabs_top = min(b.rect.top for b in guide.buttons[:-1])
        # the title's box (descenders) and its shadow end above the first row of tabs
        assert max(r.bottom for r in title) + 2 <= tabs_top, (title, tabs_top)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scale", [150, 200])
def test_more_below_is_announced(scale: int, tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        _app, guide = _guide((1280, 720), scale)
        sections = [s.heading for s in screenprobe_guide_sections()]
        shot = _drawn(guide, (1280, 720))
        texts = [p.text for p in shot.placed]
        shown = [h for h in sections if h in texts]
        assert len(shown) < len(sections)  # the page does not hold every section
        cue = [t for t in texts if t.startswith("▼ More below")]
        assert cue, texts
        first_hidden = next(h for h in sections if h not in shown)
        # the next section, or the rest of the last one shown (cut at a sentence)
        assert first_hidden in cue[0] or f"the rest of {shown[-1]}" in cue[0], cue
        # the cue is a line of its own, above the key hint at the foot
        cue_rect = next(p.rect for p in shot.placed if p.text == cue[0])
        hint = next(p.rect for p in shot.placed if p.text.startswith("↑/↓"))
        assert cue_rect.bottom <= hint.top, (cue_rect, hint)
        # scrolled to the last section: no other section follows (the rest of a long last
        # section may: it scrolls by its lines)
        guide.scroll = len(sections) - 1
        texts = [p.text for p in _drawn(guide, (1280, 720)).placed]
        assert sections[-1] in texts
        more = [t for t in texts if t.startswith("▼ More below")]
        assert not [t for t in more if f"the rest of {sections[-1]}" not in t], more
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def screenprobe_guide_sections() -> list[Any]:
    from tabletop.ui.scenes.howto import load_guide

    return list(load_guide("espionage").sections)


def test_card_names_are_not_hyphenated(tmp_path: Path, monkeypatch: Any) -> None:
    """Espionage's guide at 150 %: "Bodyguard" beside Courier and Assassin is whole on one
    line, not "Bodygu-ard"."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        _app, guide = _guide((1280, 720), 150)
        drawn: list[tuple[str, tuple[int, int]]] = []
        real = guide.picture

        def spy(name: str, at: tuple[int, int]) -> Any:
            drawn.append((name, at))
            return real(name, at)

        guide.picture = spy
        guide.draw(pygame.Surface((1280, 720)))
        assert "Bodyguard" in [n for n, _ in drawn]
        for name, at in drawn:
            face = guide.card_face(name)
            if face is not None:
                with theme.unscaled():
                    assert name_unbroken("espionage", face, at), (name, at)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
