"""RPG Get!'s Enemies in a small window's hand read "HP10 SZ4" beside "HP 3 SZ 1": a band with
no room for the spaced words ran them together. The words now keep their spaces, condensed
and a little narrowed, on every Enemy at the hand's sizes of 1024x600 and 1280x720."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.games.rpgget import layout
from tabletop.games.rpgget.cards import card_defs
from tabletop.games.rpgget.layout import hand_face
from tabletop.ui.app import App
from tests.ui.textspy import record_texts


def enemies() -> list[dict[str, Any]]:
    out = [d.to_view() for d in card_defs().values() if d.type == "enemy"]
    return [dict(c, id=i) for i, c in enumerate(out)]


@pytest.mark.parametrize("size", [(67, 93), (72, 100), (82, 112)])
def test_every_enemy_band_keeps_its_words_apart(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    monkeypatch.setattr(layout, "_BANDED", {})  # drawn here, not taken from another test
    said = record_texts(monkeypatch)
    for c in enemies():
        said.clear()
        hand_face(c, size)
        words = [w.text for w in said]
        spaced = (f"HP {c['hp']} SZ {c['size']}", f"HP {c['hp']} · SIZE {c['size']}")
        assert any(w in spaced for w in words), (c["name"], words)
