"""RPG Get! at 200 % on 1280x720: the attempt's header "Player 1 attempts Escape from Valua: VP 2
PP 5  EP 5/5 used  RP 2  (Boss in)" was as wide as the arena, and "Party" at its left and
"Enemies" at its right touched it ("(Boss in)Enemies"): the three read as one line. The sides'
names keep a space of about two letters off the header's words, on its line where they have
it, else on the line of what to do under it, else they are left out (the rank labels and the
cards' colours say the sides)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget import arena_head
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

SHOTS = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
#: headers of one mission's attempt, from short to one as wide as the arena at 200 %
HEADS = [
    ("Escape from Valua", "VP 2  PP 5  EP 5/5 used  RP 2  (Boss in)"),
    ("Escape from Valua", "VP 2  PP 5  EP 5/5 used  RP 2"),
    ("Pirate Isle Defense", "VP 1  PP 4  EP 4/4 used  RP 2  (Boss in)"),
    ("Rescue the Songstress", "VP 3  PP 5  EP 6/6 used  RP 3  (Boss in)"),
]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
@pytest.mark.parametrize("head", HEADS, ids=[f"{m}{'-boss' * ('Boss' in s)}" for m, s in HEADS])
def test_party_and_enemies_keep_a_space_off_the_attempts_header(
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    scale: int,
    head: tuple[str, str],
) -> None:
    mission, stats = head

    def parts(who: str, view: dict[str, Any]) -> tuple[str, str]:
        return f"{who} attempts {mission}", stats

    monkeypatch.setattr(arena_head, "title_parts", parts)
    # Player 1's Party Attack (its line of what to do under the header)
    session = textprobe._session("rpgget", 7, 145, "human,bot,bot,bot")
    try:
        t, shot = screenprobe.drawn_table(size, scale, session, keys=False)
        pygame.image.save(t.app.screen, str(home / f"sides-{size[0]}-{scale}.png"))
        arena = t.gv.areas["arena"]
        top = [p for p in shot.placed if arena.contains(p.rect) and p.text.strip()]
        words = [p.rect for p in top if " attempts " in p.text or p.text.startswith("VP ")]
        words += [p.rect for p in top if p.text.startswith("Party Attack")]
        assert len(words) >= 2, [p.text for p in top]
        sides = [p.rect for p in top if p.text in ("Party", "Enemies")]
        assert len(sides) in (0, 2)
        apart = t.gv.fl  # two letters or so
        near = [
            (tuple(r), tuple(w))
            for r in sides
            for w in words
            if r.colliderect(w.inflate(2 * apart - 2, 0))
        ]
        assert not near, near
        if scale == 100:  # the sides' names are shown where the header leaves them room
            assert len(sides) == 2
    finally:
        theme.set_ui(100, False)
        pygame.quit()
