"""Issue 52 (Mighty Beanz, 1280x720): after a Shoot for Loot the message "Your flick hit: you
captured Freebie Beanie." lay over the top of the game log, whose lines filled its column.
A message for a full log goes on the table's nearest free spot by the log: clear of the log's
"Game log" heading and lines, of every card, pile and label, at 100 % on 1280x720 and 150 % on 1920x1080
(at larger text the log folds under the Log button)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui.parts.refusal_place import blocked
from tests.ui.frozengame import frozen_game

#: seed 16 after 55 computers' moves: a Beanz game whose log fills its column
SEED, AFTER = 16, 55


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 100), ((1920, 1080), 150)])
def test_a_message_keeps_clear_of_a_full_log(
    size: tuple[int, int], scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    with frozen_game("beanz", SEED, AFTER, "human,bot", size, scale) as (app, t, _shot):
        for k in range(60):  # the log's column full
            t.log.add(f"Computer 1 played Ring Master Bean Headz-up, move {k}.")
        t.toast("Your flick hit: you captured Freebie Beanie.", "good")
        t._frame = None
        t.draw(app.screen)
        pygame.image.save(app.screen, str(tmp_path / f"toast-{scale}.png"))
        cx, top, room, height, px = t.paint.toast_place()
        w, h = t.toasts.extent(t.scale, room, height, px)
        box = pygame.Rect(0, top, w, h)
        box.centerx = cx
        assert not t.log_folded  # the log's column on screen
        log = t.log_rect
        read = pygame.Rect(log.x, log.y, log.w, t.log.bottom_line(log, t.scale) - log.y)
        assert read.bottom > log.bottom - int(200 * t.scale)  # the log is nearly full
        assert not box.colliderect(read), (box, read)
        assert box.collidelist(blocked(t, [])) < 0, box  # nor over a card, a pile, a label
