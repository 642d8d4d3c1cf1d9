"""The Austin Powers lesson's arrow to "I'm spent!" and "Even up" (steps 11, 18, 19) ran
straight down through the icons legend's words ("Shagadelic", "Creepy", "Assassin") at
100 %, and through your piles' caption ("discard \u00b7 score"). It keeps off them now,
coming down past the legend's words onto the button's end; its tip is still at the button."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui import theme
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("step", [11, 18, 19])
def test_the_arrow_keeps_off_the_legend_and_the_piles_caption(
    step: int, scale: int, tmp_path: Path
) -> None:
    theme.set_ui(scale, False)
    lesson = load_lesson(lesson_paths("austin")[0])
    run, g = _run_to(lesson, step - 1)
    app = App((1280, 720), headless=True)
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / f"step{step}.png"))
    arrow = table.guide.arrow
    holes, _drag = table.guide.targets()
    assert arrow is not None and holes
    assert holes[0].inflate(int(40 * table.scale), int(40 * table.scale)).collidepoint(arrow.tip)
    view = table.view
    gv = table.gv
    words = gv.legend_words(gv.geometry(len(view["seats"])), gv.hand_size(view))
    captions = [
        said[2] for s in range(len(view["seats"])) if (said := gv.pile_caption(view, s)) is not None
    ]
    assert words or scale > 100, "the legend is beside the hand at 100 %"
    assert not arrow.hits(words), f"step {step}: the arrow lies over the icons legend's words"
    assert not arrow.hits(captions), f"step {step}: the arrow lies over a piles' caption"
