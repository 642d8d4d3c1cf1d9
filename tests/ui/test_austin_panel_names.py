"""Austin Powers: an Agent's name read whole on a seat's panel at 100 % is never split with a
hyphen at large text (issue 52: at 200 % on 1280x720 your table's small Agent cards read
"Felic- ity Shag- well", "Ivana Hump- alot", their faces narrower than at 100 %): the panel
picks a face on which the name stays whole."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.austin.cards import CARDS
from tabletop.games.austin.faces import card_dict
from tabletop.games.austin.rules.viewtypes import seen
from tabletop.ui import theme
from tabletop.ui.components import card
from tests.ui import screenprobe, textprobe

AGENTS = sorted(n for n, d in CARDS.items() if d.kind == "agent")


def _groups() -> list[list[str]]:
    """Every Agent alone, and in fours (a table of four Agents lies in one row)."""
    return [[n] for n in AGENTS] + [AGENTS[i : i + 4] for i in range(0, len(AGENTS), 4)]


def _faces(size: tuple[int, int], scale: int, seats: str) -> dict[tuple[int, int], dict]:
    """For each panel of the table (yours and the others' that show faces) and each group of
    Agents on it: the name each Agent's face shows, by (panel, group)."""
    app = screenprobe.make_app(size, scale)
    out: dict[tuple[int, int], dict] = {}
    try:
        session = textprobe._session("austin", 3, 12, seats)
        table, _shot = screenprobe.frozen_table(app, session, size)
        gv, view = table.gv, seen(table.view)
        for seat in range(len(view["seats"])):
            lay = gv.panel_layout(view, seat)
            mine = seat == gv.me()
            body = lay["body"]
            max_h = max(gv.mine_card[1], 120) if mine else max(body.height, 140)
            for g, names in enumerate(_groups()):
                if not mine and gv.wants_plates(body, max_h, names):
                    continue  # name plates: the names as text, whole on one line
                for name, r in zip(names, gv._grid(len(names), body, max_h, names)):
                    card.face("austin", card_dict(name), r.size)
                    traced, drawn, cut = card.TRACE[-1]
                    assert traced == name
                    out.setdefault((seat, g), {})[name] = (drawn, cut, r.size)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
    return out


@pytest.mark.parametrize("seats", ["human,bot,bot", "human,bot,bot,bot"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_agent_name_whole_at_100_is_whole_at_large_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], seats: str
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    base = _faces(size, 100, seats)
    assert len(AGENTS) >= 20 and base
    worse = []
    checked = 0
    for scale in (150, 200):
        large = _faces(size, scale, seats)
        for key, names in large.items():
            for name, (drawn, cut, at) in names.items():
                before = base.get(key, {}).get(name)
                if before is None:  # plates at 100 % (their names whole as text)
                    continue
                whole = before[0].split() == name.split() and not before[1]
                checked += 1
                if whole and (cut or drawn.split() != name.split()):
                    worse.append((scale, key, name, drawn, at, before[2]))
    assert checked > 40, checked
    assert not worse, worse[:6]
