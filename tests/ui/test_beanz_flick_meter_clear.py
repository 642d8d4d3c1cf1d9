"""Shoot for Loot's power meter at 100 %, 150 % and 200 % text on 1280x720 and 100 % on
1024x600 (the Mighty Beanz lesson's shot, aimed with the keys): at 200 % the meter and its
"92%" lay over the mat's "Galaxy 1", which read "alaxy 1". Now the meter and its reading keep
off every Galaxy's name."""

from __future__ import annotations

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import open_lesson
from tabletop.ui import theme
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_the_power_meter_keeps_off_the_galaxy_names(
    size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The meter at 0, 4 and 8 presses of Up in one shot (the lesson taken to it once)."""
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    table = open_lesson(app, load_lesson(lesson_paths("beanz")[0]), fresh=True)
    app._step([])
    lessonkit.take_to(app, clock, table, 11)
    lessonkit.settle(app, clock, table)
    shot = app.scene
    assert hasattr(shot, "aim_key"), type(shot)
    shot.aim_key(pygame.K_RETURN)  # aiming with the keys: the meter shows
    for more in (0, 4, 4):  # 0, 4 and 8 presses in all
        for _ in range(more):
            shot.aim_key(pygame.K_UP)
        with monkeypatch.context() as m:
            _meter_keeps_off(shot, size, m)


def _meter_keeps_off(shot: object, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    meters: list[pygame.Rect] = []
    real = pygame.draw.rect

    def spy(surf: pygame.Surface, colour: object, rect: object, *a: object, **k: object) -> object:
        if colour == (220, 220, 220):  # the meter's frame
            meters.append(pygame.Rect(rect))  # type: ignore[call-overload]
        return real(surf, colour, rect, *a, **k)  # type: ignore[arg-type]

    said = record_texts(monkeypatch)
    monkeypatch.setattr(pygame.draw, "rect", spy)
    shot.draw(pygame.Surface(size))  # type: ignore[attr-defined]
    monkeypatch.setattr(pygame.draw, "rect", real)
    names = list(shot.galaxy_labels.values())  # type: ignore[attr-defined]
    assert len(names) == 3 and meters, (names, meters)
    meter = meters[-1]
    readings = [w for w in said if w.text.endswith("%") and w.text[:-1].isdigit()]
    reading = next(w for w in readings if abs(w.at[0] - meter.centerx) <= 2)
    tall = theme.line_h(reading.px)
    wide = theme.text_width(reading.text, reading.px, "bold")
    text = pygame.Rect(reading.at[0] - wide // 2, reading.at[1] - tall, wide, tall)
    for name in names:
        assert not meter.colliderect(name), (meter, name)
        assert not text.inflate(-4, -tall // 3).colliderect(name), (reading, name)
