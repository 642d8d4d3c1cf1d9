"""Austin Powers: the vibe icons in a seat's header grow with the text. At 200 % a new player's
panel read "0 Mojo (flower)x1 (heart)x1 (flame)x1" with the counts grown and the icons still
about 16 px and raised above the line: the flower, heart and flame could not be told apart.
Each icon is now about as tall as its count's text and sits beside it."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import assets
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

VIBES = ("groovy", "shagadelic", "randy", "creepy")


def _session(**yours: Any) -> Session:
    """Player 1 (good: Shagette and Austin on the table) against two computers; ``yours``:
    more of Player 1's zones ("discard", "score")."""
    seats = [SeatConfig("human", "Player 1")] + [SeatConfig("bot", f"Computer {i}") for i in (2, 3)]
    s = Session("austin", 1, seats)
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {
                    "side": "good",
                    "table": ["Shagette", "Austin From 10 Minutes From Now"],
                    "hand": ["Groovy, Baby!", "Shagette"],
                    **yours,
                },
                {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"]},
                {"side": "good", "table": ["Basil Exposition"], "hand": ["Groovy, Baby!"]},
            ],
        }
    )
    return s


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_vibe_icons_are_as_tall_as_their_counts(scale: int, monkeypatch: Any) -> None:
    asked: list[int] = []
    real = assets.image

    def image(name: str, size: Any = None, *a: Any, **k: Any) -> Any:
        if size is not None and any(name.endswith(f"/icons/{v}.png") for v in VIBES):
            asked.append(int(size[1]))
        return real(name, size, *a, **k)

    app = screenprobe.make_app((1280, 720), scale)
    monkeypatch.setattr(assets, "image", image)
    _t, shot = screenprobe.frozen_table(app, _session(), (1280, 720))
    monkeypatch.undo()
    counts = [p for p in shot.placed if p.text.startswith("\u00d7")]
    assert counts and asked, (counts, asked)
    tallest = max(p.px for p in counts)
    # the headers' icons, one a count: the largest asked (card faces and the legend draw them
    # smaller, by their own sizes)
    header = sorted(asked)[-len(counts) :]
    assert min(header) >= tallest, (header, tallest)
