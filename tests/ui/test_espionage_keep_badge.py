"""Espionage's Detective ("Take one card; put the others back on top in the order you
choose"): a new player pressed 3, 1, 2 and read "1st" on the card kept, "2nd" on the one going
on top of the pile and "3rd" under it, while the help line said "the first of them on top".
The card taken says "keep" and the others their place on the pile, "top" then "2nd", as the
button says: "Keep X; on top: Y, then Z"."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui.components import prompt as promptui
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")
from tests.ui.test_espionage_order_marks_off_labels import _detective, _key


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_kept_card_says_keep_and_the_others_their_place_on_top(
    home: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    said: list[tuple[str, tuple[int, int]]] = []
    blit = promptui.theme.blit_text

    def spy_blit(surf: pygame.Surface, text: str, px: int, at: Any, *a: Any, **k: Any) -> Any:
        said.append((text, tuple(at)))
        return blit(surf, text, px, at, *a, **k)

    monkeypatch.setattr(promptui.theme, "blit_text", spy_blit)
    app = screenprobe.make_app((1280, 720), scale)
    t = TableScene(app, _detective(), viewer=0, frozen=True)
    app.push(t)
    t.draw(app.screen)
    shown = list(t.prompts.shown)
    assert len(shown) == 3
    for digit in (3, 1, 2):
        _key(t, digit)
    said.clear()
    t.draw(app.screen)
    if out := os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(app.screen, str(Path(out) / f"detective_keep_{scale}.png"))
    words = []
    for option, card in shown:
        mark = t.prompts.badge_rect(card, t.scale, low=True)
        on = [w for w, at in said if mark.collidepoint(at)]
        assert len(on) == 1, (option["label"], on)
        words.append(on[0])
        px = max(promptui.theme.MIN_TEXT, int(20 * t.scale))
        assert promptui.theme.fit_text(on[0], px, mark.width - 4, "bold")[1] == on[0]  # whole
    first, second, third = (o["label"] for o, _r in shown)
    assert words == ["top", "2nd", "keep"]  # 3 kept, 1 on top, 2 under it
    button = next(b for b in t.buttons if b.label.startswith("Keep "))
    assert button.label == f"Keep {third}; on top: {first}, then {second}"
