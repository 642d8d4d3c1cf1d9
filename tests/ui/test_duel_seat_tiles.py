"""The Reaction duel's seat tiles at large text (a new player at 200 %): a round's six tiles ran
under the Back button, the key and "computer" touched the tiles' sides and the small line sat on
the rim; on a small window "Computer 3" ran past its tile. Every word of a tile is inside it and
clear of the others, names whole (on two lines in a narrow tile), and no button covers a tile,
on the set-up screen and in a round."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.scenes import reaction_scenes as rs
from tests.ui import screenprobe
from tests.ui.test_reaction_scenes import ScriptClock


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _tiles(
    size: tuple[int, int], scale: int, n: int, stage: str, monkeypatch: Any
) -> tuple[rs.DuelScene, list[tuple[pygame.Rect, list[tuple[str, pygame.Rect]]]]]:
    """The duel with ``n`` seats (two people) at ``stage``, drawn: each tile and its words."""
    app = screenprobe.make_app(size, scale)
    scene = rs.DuelScene(app, seed=5, sleep_s=0)
    scene.clock_ns = ScriptClock(lambda: scene.window, [])
    app.push(scene)
    scene.kinds = ["human", "human"] + ["normal"] * (n - 2)
    scene.refresh_keys()
    scene.rebuild()
    if stage == "round":
        scene.start()
        for _ in range(400):  # frames until GO
            app.step([])
            win = scene.window
            if win is not None and win.opened_ns is not None and scene.clock_ns() > win.opened_ns:
                break
        assert scene.stage == "round"
    tiles: list[tuple[pygame.Rect, list[tuple[str, pygame.Rect]]]] = []
    real_tile, real_blit = rs.draw_seat_tile, theme.blit_text

    def blit(surf: Any, text: str, *a: Any, **k: Any) -> Any:
        r = real_blit(surf, text, *a, **k)
        if tiles and tiles[-1][0].colliderect(r):
            tiles[-1][1].append((text, r))
        return r

    def tile(surf: Any, rect: Any, *a: Any, **k: Any) -> Any:
        tiles.append((pygame.Rect(rect), []))
        return real_tile(surf, rect, *a, **k)

    monkeypatch.setattr(rs, "draw_seat_tile", tile)
    monkeypatch.setattr(theme, "blit_text", blit)
    scene.draw(pygame.Surface(size))
    monkeypatch.undo()
    return scene, tiles


@pytest.mark.parametrize("stage", ["setup", "round"])
@pytest.mark.parametrize("n", [2, 6])
@pytest.mark.parametrize(
    "size, scale", [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 200)]
)
def test_every_word_of_a_seat_tile_is_inside_it_and_no_button_covers_a_tile(
    home: Path, size: tuple[int, int], scale: int, n: int, stage: str, monkeypatch: Any
) -> None:
    try:
        scene, tiles = _tiles(size, scale, n, stage, monkeypatch)
        assert len(tiles) == n
        names = [scene.name(seat) for seat in range(n)]
        for (rect, words), name in zip(tiles, names):
            inner = rect.inflate(-4, -4)  # its rim
            said = [w for w, _ in words]
            assert " ".join(said).startswith(name), (name, said)  # whole, on one line or two
            inked = []
            for text, r in words:
                ink = r.inflate(-4, -2 * max(2, r.height // 6))
                assert inner.contains(ink), (text, r, rect)
                assert not text.endswith("\u2026"), said
                inked.append(ink)
            for i, a in enumerate(inked):
                assert a.collidelist(inked[i + 1 :]) < 0, said
            for b in scene.buttons:
                if b.label:  # (the set-up's seats are buttons of their own: the tiles)
                    assert not b.rect.colliderect(rect), (b.label, b.rect, rect)
    finally:
        pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("n", [2, 4])
def test_a_rounds_ranking_keeps_its_columns_apart(
    home: Path, monkeypatch: pytest.MonkeyPatch, scale: int, n: int
) -> None:
    """The round's result at 200 % read "Computer 2206 ms" (the time over the name) and the
    places ran under the seats' figures: each column is as wide as its words."""
    try:
        scene, _tiles_ = _tiles((1280, 720), scale, n, "round", monkeypatch)
        app = scene.app
        for seat in range(2):  # both people press after GO
            code = scene.keymap.bindings[seat].code
            ev = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
            app.step([ev])
        for _ in range(600):
            if scene.stage == "result":
                break
            app.step([])
        assert scene.stage == "result" and scene.last is not None
        drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text

        def blit(surf: Any, text: str, *a: Any, **k: Any) -> Any:
            drawn.append((str(text), real(surf, text, *a, **k)))
            return drawn[-1][1]

        monkeypatch.setattr(theme, "blit_text", blit)
        scene.draw(app.screen)
        names = {scene.name(x) for x in range(n)}
        rows = [(t, r) for t, r in drawn if t in names or t.endswith(" ms") or "(tie)" in t]
        assert len([t for t, _r in rows if t in names]) >= n
        for i, (t, r) in enumerate(rows):
            for u, q in rows[i + 1 :]:
                assert not r.colliderect(q), (t, r, u, q)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
