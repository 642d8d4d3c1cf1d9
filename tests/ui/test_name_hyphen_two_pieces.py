"""A replay's Mighty Beanz hand at 200 % text drew "Sharpshoot!" as "Shar-" / "psho- ot!": the
word was broken for the narrow line beside the cost badge into three pieces, then the wider
line under the badge took two of them with a space and a hyphen between. A word too wide for
any line is now broken where its line ends: in two pieces where two lines hold it, never two
pieces of one word on a line; narrowed a little before a third piece."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.beanz.labels import card_dict
from tabletop.ui import assets, theme
from tabletop.ui.components import card, textfit

# the Beanz style is registered with the game's faces
from tabletop.games.beanz import faces  # noqa: F401  isort: skip

WORDS = ["Sharpshoot!", "Cannonball", "Gargoyle", "Drachma", "Launcher"]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.init()
    assets.clear_caches()
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _pieces_whole(lines: list[str], word: str) -> None:
    """``lines`` hold ``word`` in pieces, each on its own line, each but the last ending in
    the hyphen added, no space inside."""
    pieces = [x for x in lines if x]
    assert all(" " not in x for x in pieces), lines
    assert all(x.endswith("-") for x in pieces[:-1]), lines
    assert "".join(x[:-1] for x in pieces[:-1]) + pieces[-1] == word, lines


@pytest.mark.parametrize("word", WORDS)
def test_a_word_two_lines_hold_is_broken_in_two_pieces(word: str) -> None:
    w = textfit.width(word, 12, "cond_bold")
    beside = w // 2 - 2  # beside the badge: less than half the word
    below = int(w * 0.7)  # under it: more than half, less than the whole (even narrowed)
    px, _k, lines, cut = textfit.fit_lines(
        word, beside, 12, 3, ("cond_bold",), 12, lambda px, k: [beside, below], textfit.NARROW
    )
    assert not cut and px == 12
    _pieces_whole(lines, word)
    assert len([x for x in lines if x]) == 2, lines


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(68, 95), (72, 101), (74, 104)])
def test_sharpshoot_on_a_small_hand_card_is_two_pieces(scale: int, size: tuple[int, int]) -> None:
    theme.set_ui(scale, False)
    c = card_dict({"name": "Sharpshoot!", "kind": "action", "cost": 1, "text": "Flick."})
    face = card._plan_face(card.style_for("beanz"), c, "Sharpshoot!", "action", size, scale / 100)
    assert face.name_plan is not None
    _px, _k, lines, cut = face.name_plan
    assert not cut
    _pieces_whole(lines, "Sharpshoot!")
    assert len([x for x in lines if x]) <= 2, lines
