"""Espionage at large text (150 % and 200 % on a 1280x720 window): the piles' labels ("Discard:
2 (click)"), your hand's label ("Ann \u2014 your hand (4)") and its TURN tag keep a few pixels
(``label_pad``, less the text's shadow) clear of the drop zone's border, and the top bar's
prompt stays on one line, whole (a tester saw the discard label and the hand's label on the
border and "Your turn \u2014 drag up to 3 Missions onto the table, or End turn" in two lines
touching the window's top at 200 %)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.espionage.view import View
from tabletop.ui import theme
from tabletop.ui.components import marks
from tabletop.ui.components.widgets import label_pad
from tabletop.ui.parts.table_paint import TablePainter
from tests.ui import screenprobe, textprobe

SIZE = (1280, 720)
SCENES = {s[0]: s for s in textprobe.SCENES}

Label = tuple[str, pygame.Rect]


@pytest.fixture()
def labels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """What the table drew: the piles' and the hand's labels with their rects (the TURN tag
    as "TURN"), the drop zone's rect then, and the top bar's status lines."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    out: dict[str, Any] = {"labels": [], "zone": None, "status": []}
    real_blit, real_tag = theme.blit_text, marks.turn_tag
    inside = [0]

    def blit(dest: pygame.Surface, s: str, *a: Any, **kw: Any) -> pygame.Rect:
        r = real_blit(dest, s, *a, **kw)
        if inside[0]:
            out["labels"].append((s, pygame.Rect(r)))
        return r

    def tag(surf: pygame.Surface, at: tuple[int, int], s: float, height: int = 0) -> pygame.Rect:
        r = real_tag(surf, at, s, height)
        if inside[0]:
            out["labels"].append(("TURN", pygame.Rect(r)))
        return r

    def watched(real: Any) -> Any:
        def call(v: View, *a: Any, **kw: Any) -> Any:
            inside[0] += 1
            out["zone"] = pygame.Rect(v.table_rect)
            try:
                return real(v, *a, **kw)
            finally:
                inside[0] -= 1

        return call

    real_lines = TablePainter._status_lines

    def status_lines(self: TablePainter, surf: Any, lines: list[str], *a: Any) -> None:
        out["status"].append(list(lines))
        real_lines(self, surf, lines, *a)

    monkeypatch.setattr(theme, "blit_text", blit)
    monkeypatch.setattr(marks, "turn_tag", tag)
    monkeypatch.setattr(View, "draw_piles", watched(View.draw_piles))
    monkeypatch.setattr(View, "draw_hand", watched(View.draw_hand))
    monkeypatch.setattr(TablePainter, "_status_lines", status_lines)
    yield out


def _clear_of_the_zone(out: dict[str, Any], scale: int) -> None:
    zone, drawn = out["zone"], out["labels"]
    assert zone is not None and drawn, "the table drew its piles' and hand's labels"
    words = " ".join(s for s, _r in drawn)
    # (a finished game's hand is labelled by its seat's name: "Ann's hand (4)")
    assert "Discard" in words and ("your hand" in words.lower() or "'s hand (" in words), words
    clear = label_pad() - 2  # the text's shadow and a font's side bearing
    near = [
        f"{s!r} {tuple(r)}" for s, r in drawn if r.colliderect(zone.inflate(2 * clear, 2 * clear))
    ]
    assert not near, f"labels on or near the drop zone {tuple(zone)} at {scale} %: {near}"


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("name", ["espionage", "espionage-mine"])
def test_the_labels_keep_clear_of_the_drop_zone_at_the_table(
    labels: dict[str, Any], name: str, scale: int
) -> None:
    screenprobe.shoot_table(SCENES[name], SIZE, scale)
    _clear_of_the_zone(labels, scale)


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("name", ["moves", "replay-play"])
def test_the_labels_keep_clear_of_the_drop_zone_under_a_screen(
    labels: dict[str, Any], name: str, scale: int
) -> None:
    screenprobe.shoot_screen(name, SIZE, scale)
    _clear_of_the_zone(labels, scale)


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_your_turns_prompt_is_one_whole_line_in_the_top_bar(
    labels: dict[str, Any], scale: int
) -> None:
    shot = screenprobe.shoot_table(SCENES["espionage-mine"], SIZE, scale)
    said = [line for lines in labels["status"] for line in lines]
    assert labels["status"] and all(len(lines) == 1 for lines in labels["status"]), said
    assert all(x.startswith("Your turn") and "End turn" in x for x in said), said
    assert not [x for x in shot.shortened() if "Your turn" in x], "never cut short"
