"""RPG Get! at 150 % and 200 % on 1280x720: the status legend (PSN poison, PAR paralysis...)
was gone from the arena between attempts (it gave way to the cards an attempt would lay out
there, though none were), so a new player at large text lost the only key to the cards'
tags, and the guide (F1) only said "listed under the arena". Between attempts the legend now
stays at the arena's foot, folded to one line of the statuses' names under the arena's line,
and the guide lists every tag with what it does."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.legend import STATUS_HELP
from tabletop.games.rpgget.rules.state import ICONS
from tabletop.room.movewords import load_guide
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.textspy import record_texts

#: (seed, bot actions before, the arena's line): set-up and a Play phase
SCENES = [(2, 0, "Drag a Character"), (2, 100, "Mission arena")]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("scene", SCENES, ids=["setup", "play"])
def test_the_legend_stays_under_the_idle_arenas_line_at_large_text(
    home: Path, monkeypatch: pytest.MonkeyPatch, scene: tuple[int, int, str], scale: int
) -> None:
    seed, after, line = scene
    try:
        session = textprobe._session("rpgget", seed, after, "human,bot")
        said = record_texts(monkeypatch)
        t, _shot = screenprobe.drawn_table((1280, 720), scale, session, keys=False)
        pygame.image.save(t.app.screen, str(home / "legend.png"))
        arena = t.gv.geometry(t.view, 0)["arena"]
        idle = next(w for w in said if w.text.startswith(line))
        idle_foot = idle.at[1] + theme.line_h(idle.px)
        # each status's name, alone (folded) or with what it does ("poison (1 damage a turn)")
        words = {w.text.split(" (")[0]: w for w in said if w.text.split(" (")[0] in STATUS_HELP}
        assert set(words) == set(STATUS_HELP), [w.text for w in said]
        for w in words.values():
            rect = pygame.Rect(w.at, (theme.text_width(w.text, w.px), theme.line_h(w.px)))
            assert arena.contains(rect), (w.text, rect, arena)
            assert rect.top >= idle_foot, (w.text, rect, idle_foot)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_the_guide_lists_every_status_tag_with_what_it_does() -> None:
    text = " ".join(s.text for s in load_guide("rpgget").sections).replace("\n", " ")
    for st, tag in ICONS.items():
        if st not in STATUS_HELP:
            continue
        assert f"{tag} {st} (" in text, st
        first = STATUS_HELP[st].split(";")[0].split()[:2]  # "1 damage", "no Attack/Support"
        assert f"{tag} {st} ({' '.join(first)}" in text, (st, first)
