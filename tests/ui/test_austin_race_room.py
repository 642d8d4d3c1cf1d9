"""Austin Powers' Happening race as a new player met it at large text: with six players the
seat tiles read "Com\u2026" (five alike, nobody could tell which computer pressed when), the
countdown's seconds ran past the panel's right edge ("2.3 s" at 200 %) or touched it, and in the
copy phase the bar stood as long as in the gesture's phase for a fifth of its seconds. Three and
six players at 100/150/200 % on 1280x720 and 100 % on 1024x600: every tile names its seat whole,
the seconds lie inside the panel, and the bar's length is the seconds left on one scale for the
race's phases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig
from tabletop.ui import table as table_module
from tabletop.ui import theme
from tabletop.ui.overlays.race import RaceOverlay
from tests.ui import screenprobe
from tests.ui.test_austin_races import FILL_E, FILL_G, Clock, _happening, _table

FRAME = 16_666_667
CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]

pytestmark = pytest.mark.usefixtures("scaled_home")


def _position(n: int) -> dict[str, Any]:
    seats = [
        {
            "side": "good" if i % 2 == 0 else "evil",
            "table": ["Shagette" if i % 2 == 0 else "Fembot"],
            "deck": FILL_G if i % 2 == 0 else FILL_E,
        }
        for i in range(n)
    ]
    seats[0]["hand"] = ["Mojo Rising", "Oh, Behave!"]
    return {"current": 0, "seats": seats}


def _race(size: tuple[int, int], scale: int, n: int, monkeypatch: Any) -> tuple[Any, Clock]:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = screenprobe.make_app(size, scale)
    app.settings["relaxed_offered"] = True
    seats = [SeatConfig("human", "Player 1")]
    seats += [SeatConfig("bot", f"Computer {i + 1}") for i in range(1, n)]
    table = _table(app, seats, _position(n))
    _happening(table, 0, "Mojo Rising")
    clock = Clock()
    app.step([])
    ov = app.scene
    assert isinstance(ov, RaceOverlay)
    ov.clock_ns, ov.poll_slice_ns = clock, 0
    for _ in range(5):
        app.step([])
        clock.t += FRAME
    return app, clock


def _drawn(ov: RaceOverlay, size: tuple[int, int], monkeypatch: Any) -> list[tuple[str, Any]]:
    seen: list[tuple[str, Any]] = []
    real = theme.blit_text

    def blit(surf: Any, text: str, *a: Any, **k: Any) -> Any:
        r = real(surf, text, *a, **k)
        seen.append((text, pygame.Rect(r)))
        return r

    monkeypatch.setattr(theme, "blit_text", blit)
    surf = pygame.Surface(size)
    ov.draw(surf)
    monkeypatch.setattr(theme, "blit_text", real)
    return seen


@pytest.mark.parametrize("size,scale", CASES)
@pytest.mark.parametrize("players", [3, 6])
def test_the_race_tiles_and_seconds_are_whole_inside_the_panel(
    size: tuple[int, int], scale: int, players: int, monkeypatch: Any, tmp_path: Path
) -> None:
    app, clock = _race(size, scale, players, monkeypatch)
    ov = app.scene
    for phase in ("gesture", "copy"):
        if phase == "copy":
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0)
            )
            for _ in range(30):
                app.step([])
                clock.t += FRAME
            assert ov.race.opened(clock.t)
        seen = _drawn(ov, size, monkeypatch)
        box = ov.box()
        seconds = [r for t, r in seen if t.endswith(" s") and t[:-2].replace(".", "").isdigit()]
        assert seconds, [t for t, _ in seen]
        for r in seconds:  # clear of the panel's frame by a few pixels
            assert box.inflate(-8, -8).contains(r), (phase, r, box)
        names = [t for t, _ in seen if t.startswith(("Com", "Player"))]
        assert not [t for t in names if "\u2026" in t], names
        for i in range(2, players + 1):  # each computer's number is there, with its name
            assert f"Computer {i}" in names or str(i) in [t for t, _ in seen], (i, names)
    r = ov.race
    left = r.time_left_ns(clock.t)
    assert left is not None and left < r.opener_timeout_ns / 2
    fills: list[pygame.Rect] = []
    real_rect = pygame.draw.rect

    def rect(surf: Any, colour: Any, rc: Any, *a: Any, **k: Any) -> Any:
        fills.append(pygame.Rect(rc))
        return real_rect(surf, colour, rc, *a, **k)

    monkeypatch.setattr(pygame.draw, "rect", rect)
    zone = pygame.Rect(0, 0, 600, 40)
    ov.draw_countdown(pygame.Surface(size), zone, clock.t)
    monkeypatch.undo()
    track, fill = fills[0], fills[1]
    assert fill.width / track.width <= left / r.opener_timeout_ns + 0.02, (fill, track)
