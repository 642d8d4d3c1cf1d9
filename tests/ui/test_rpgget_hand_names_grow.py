"""RPG Get!'s hand at 200 % text on a 1280x720 window drew its cards' names smaller than at
150 % (cards 82x110 with names of about 15 px at 150 %, 76x82 with 12 px names at 200 %): on
the squat face the grown type and stats lines took the room the name needed, so the face kept
its 100 % name, while at 100 % the same face shows no plate at all (its name takes the room).
A face without a plate at 100 % now grows its name first, still without a plate: the hand's
names at 200 % are at least as large as at 150 %."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.labels import face_card
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import assets, theme
from tests.ui.test_card_face_scale import _drawn, _hand_faces

SCENE = ("rpgget", 7, 60, "human,bot,bot")


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _names(monkeypatch: pytest.MonkeyPatch, scale: int) -> dict[str, int]:
    """Each hand card's name size (its smallest line) on the table at ``scale`` %."""
    _size, faces = _hand_faces(monkeypatch, SCENE, scale)
    theme.set_ui(scale, False)
    pygame.init()
    try:
        out: dict[str, int] = {}
        for c, at in faces:
            name = str(c["name"])
            _surf, _lay, texts = _drawn(monkeypatch, "rpgget", c, at)
            lines = [px for s, px, _r in texts if s.strip() and s.rstrip("-") in name]
            assert lines, (name, texts)
            out[name] = min(lines)
        return out
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_the_hands_names_at_200_percent_are_no_smaller_than_at_150(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    at150, at200 = _names(monkeypatch, 150), _names(monkeypatch, 200)
    both = sorted(set(at150) & set(at200))
    assert len(both) >= 4, (at150, at200)
    smaller = {n: (at150[n], at200[n]) for n in both if at200[n] < at150[n] - 1}
    assert not smaller, (at150, at200)
    # a short name is drawn large, not at the 100 % size beside its neighbours
    small = {n: px for n, px in at200.items() if len(n.split()) <= 2 and px < 16}
    assert not small, (at150, at200)


#: cards of the hand whose squat face at 200 % kept its 100 % name
NAMES = ["Imperial Soldier", "Pirate Isle Defense", "Healing Herb", "Sleep Moth"]


def test_a_squat_hand_cards_name_at_200_percent_is_no_smaller_than_at_150(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hand card sizes of a four-player table at 1280x720: 82x110 at 150 %, 76x82 at
    200 %."""
    s = Session("rpgget", 7, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    shown = [c for z in s.game.view(0)["zones"].values() for c in z.get("cards") or [] if c]
    by_name = {str(c["name"]): c for c in shown}
    assert set(NAMES) <= set(by_name)
    got: dict[int, dict[str, int]] = {}
    for scale, size in ((150, (82, 110)), (200, (76, 82))):
        theme.set_ui(scale, False)
        pygame.init()
        assets.clear_caches()  # fonts of an earlier pygame session
        try:
            for name in NAMES:
                face = {**face_card(by_name[name]), "unmarked": True}  # as the hand draws it
                _surf, lay, texts = _drawn(monkeypatch, "rpgget", face, size)
                lines = [(px, r) for t, px, r in texts if t.strip() and t.rstrip("-") in name]
                assert lines, (name, texts)
                assert all(lay["title"].contains(r.inflate(-2, -4)) for _px, r in lines), name
                got.setdefault(scale, {})[name] = min(px for px, _r in lines)
        finally:
            theme.set_ui(100, False)
            pygame.quit()
    smaller = {n: (got[150][n], got[200][n]) for n in NAMES if got[200][n] < got[150][n]}
    assert not smaller, got
