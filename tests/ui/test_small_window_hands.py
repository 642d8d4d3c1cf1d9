"""On the smallest window (1024x600) at 100 % text, every card of your hand says its name and
its type whole: Austin Powers with two to six seats (the icons legend gives its room to a hand
that would overlap beside it, and a card the next one covers repeats its name and its type on
tabs: a new player read "SWINGE", "FRICKIN' BO", "HAPPENI"), RPG Get! with two to four (the
small cards widen where the row has room: "The Moon Stone\u2026"); no text there is cut short
(``screenprobe.Shot.shortened``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui.components import card as card_component
from tabletop.ui.components.hand import _tab_plan, type_plan
from tabletop.ui.parts.layout import CardItem
from tests.ui import screenprobe, textprobe

SMALL = (1024, 600)

#: (game, seed, moves made, seats): the deal, mid-game and late, each seat count
SCENES = [
    ("austin", 4, after, ",".join(["human"] + ["bot"] * (n - 1)))
    for n in range(2, 7)
    for after in (0, 40, 90)
] + [
    ("rpgget", 7, after, ",".join(["human"] + ["bot"] * (n - 1)))
    for n in range(2, 5)
    for after in (4, 60, 140, 200)
]
IDS = [f"{g}-{seats.count(',') + 1}p-{after}" for g, _seed, after, seats in SCENES]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def hand_items(table: Any) -> list[CardItem]:
    """Your hand's face-up cards as laid out, left to right."""
    lay = table.gv.layout_for(table.view, table.viewer)
    assert lay is not None
    items = [
        it
        for it in lay.items
        if isinstance(it, CardItem) and it.key[0] == "hand" and it.card is not None
    ]
    return sorted(items, key=lambda it: it.rect.x)


def unread(table: Any, game: str) -> list[str]:
    """What of each hand card is not read whole: a name cut on its face, or on the strip the
    next card leaves of it (no tab with the whole name), or a type line the next card covers
    and no tab repeats whole."""
    gv = table.gv
    items = hand_items(table)
    out = []
    for i, it in enumerate(items):
        face = it.readable()
        assert face is not None
        name, r = str(face.get("name", "")), it.rect
        if not card_component.name_fits(game, face, r.size):
            out.append(f"{name}: cut on its face at {r.size}")
        nxt = items[i + 1].rect if i + 1 < len(items) else None
        shown = nxt.x - r.x if nxt is not None and nxt.x < r.right else r.width
        if shown >= r.width - max(2, int(3 * gv.scale)):
            continue  # the whole card in sight
        tab = _tab_plan(r, shown, name, gv.scale, game)
        if tab is None or " ".join(tab.lines).split() != name.split():
            out.append(f"{name}: the next card covers it ({shown} of {r.width} px)")
        kind = type_plan(r, shown, name, gv.scale, game)
        if kind is not None and not (gv.type_tabs and kind[2] == kind[3]):
            out.append(f"{name}: its type line {kind[3]!r} covered ({shown} px shown)")
    return out


@pytest.mark.parametrize(("game", "seed", "after", "seats"), SCENES, ids=IDS)
def test_every_hand_card_reads_whole_on_the_smallest_window(
    home: Path, game: str, seed: int, after: int, seats: str
) -> None:
    session = textprobe._session(game, seed, after, seats)
    app = screenprobe.make_app(SMALL, 100)
    try:
        table, _shot = screenprobe.frozen_table(app, session, SMALL)
        assert hand_items(table), "a hand to read"
        assert not unread(table, game), unread(table, game)
    finally:
        pygame.quit()


@pytest.mark.parametrize(("game", "seed", "after", "seats"), SCENES, ids=IDS)
def test_no_text_is_shortened_on_the_smallest_window(
    home: Path, game: str, seed: int, after: int, seats: str
) -> None:
    session = textprobe._session(game, seed, after, seats)
    app = screenprobe.make_app(SMALL, 100)
    try:
        _table, shot = screenprobe.frozen_table(app, session, SMALL)
        assert not shot.shortened(), f"text shortened: {shot.shortened()[:6]}"
    finally:
        pygame.quit()


def test_the_austin_icons_legend_gives_its_room_to_a_long_hand(home: Path) -> None:
    """Beside a hand that fits whole the legend keeps its place; a hand that would overlap
    beside it takes its room, its cards side by side, and the legend moves right of the hand
    where that leaves it room (1280x720), else it folds behind the top bar's Icons button
    (1024x600): never under a card."""
    session = textprobe._session("austin", 4, 40, "human,bot,bot,bot")
    for size, moved in ((SMALL, False), ((1280, 720), True)):
        app = screenprobe.make_app(size, 100)
        try:
            table, shot = screenprobe.frozen_table(app, session, size)
            gv = table.gv
            geo = gv.geometry(len(table.view["seats"]))
            place = gv.legend_rect(geo)
            assert gv.legend_shown(geo), "the window has room for the legend beside a short hand"
            assert not gv.legend_folded(3, geo) and gv.legend_folded(6, geo)
            assert gv.hand_rects(3, geo)[-1].right <= place.x, "a short hand leaves it its place"
            rects = [it.rect for it in hand_items(table)]
            row = geo["hand_row"]
            assert len(rects) == 6 and rects[-1].right > row.right, (
                "the hand takes the legend's room"
            )
            assert all(a.right <= b.x for a, b in zip(rects, rects[1:])), "side by side"
            bar = table.bar_rect.bottom  # the legend's title "Icons", not the bar's button
            icons = [p.rect for p in shot.placed if p.text == "Icons" and p.rect.y > bar]
            assert bool(icons) == moved, (size, icons)
            folded = [b.label for b in table.top_buttons if b.label == "Icons"]
            assert bool(folded) != moved, "a legend not drawn folds behind the Icons button"
            if moved:
                legend = gv.legend_rect(geo, 6)
                assert legend.x > rects[-1].right and icons[0].x > rects[-1].right
                assert legend.right <= geo["mine"].right and bool(gv.legend_shown(geo, 6))
        finally:
            pygame.quit()
