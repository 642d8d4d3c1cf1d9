"""RPG Get! with four players on 1024x600 at 200 %: the hand's nine cards were 55x60 and read
"Imper- ial...", "Gargo- yle", "Resc... the...", "Race to...": at large text no width up to 1.6
times the card's kept every name unbroken, so the cards kept their width though the hand's row
had room to spare. They now widen as far as the row holds (up to 1.35 times as wide as high, a
number badge's room kept beside each), while no name is cut or split that was whole, nor drawn
smaller: no name of the hand is split with a hyphen, and fewer are cut short."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components import card
from tests.ui import screenprobe, textprobe

FOUR = "human,bot,bot,bot"
#: (seed, moves played): a hand of nine with three Enemies and three Missions; one of eight
SCENES = [(2, 300), (9, 293)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("scene", SCENES, ids=[f"{a}-{b}" for a, b in SCENES])
def test_the_hands_names_on_1024x600_at_200_percent_are_not_split(
    home: Path, scene: tuple[int, int]
) -> None:
    try:
        session = textprobe._session("rpgget", *scene, FOUR)
        card.TRACE.clear()
        t, _shot = screenprobe.drawn_table((1024, 600), 200, session, keys=False)
        pygame.image.save(t.app.screen, str(home / f"hand-{scene[1]}.png"))
        hand = sorted(
            ((c, r) for c, r, w in t.gv.boxes(t.view, 0) if w == "hand"), key=lambda x: x[1].x
        )
        assert len(hand) >= 8
        assert hand[-1][1].right <= t.gv.buttons_left()  # within the hand's row
        names = {str(c["name"]) for c, _r in hand}
        drawn = {(full, shown) for full, shown, _cut in card.TRACE if full in names}
        split = sorted(
            (full, shown) for full, shown in drawn if shown.split() != full.split()
            and "-" in shown and "-" not in full
        )  # fmt: skip
        assert not split, split
        cut = sorted({full for full, shown in drawn if "\u2026" in shown})
        assert len(cut) <= 2, cut
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_a_hand_whose_names_are_whole_keeps_its_width_at_200_percent(home: Path) -> None:
    """On 1280x720 at 200 % every name of the set-up's hand is whole on its 70x75 card: the
    hand's cards keep that width (a wider face shows its type and numbers lines, which took
    the room a name grown with the text had)."""
    try:
        session = textprobe._session("rpgget", 7, 3, FOUR)
        t, _shot = screenprobe.drawn_table((1280, 720), 200, session, keys=False)
        sizes = {r.size for _c, r, w in t.gv.boxes(t.view, 0) if w == "hand"}
        assert sizes == {t.gv.hand_card}, (sizes, t.gv.hand_card)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
