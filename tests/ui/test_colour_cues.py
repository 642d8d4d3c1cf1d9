"""Colour never alone, the gaps a greyscale check found (issue 30 item 4): the cards you may play
carry a tick tab, the round badge on Beanz and RPG Get! cards carries the kind's figure, a seat
is told by its figure besides its colour, and one shared turn tag marks the turn in every game.
Checked on greyscale pixels where the cue is a shape, and by the shared component being drawn."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui.components import card, marks
from tests.ui.textprobe import _session, probe


def _table(game: str, seed: int, after: int, seats: str, size: tuple[int, int]) -> Any:
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    app = App(size, headless=True)
    table = TableScene(app, _session(game, seed, after, seats), viewer=0, frozen=True)
    app.push(table)
    table.draw(app.screen)
    return app, table


def _lum(surf: pygame.Surface, r: pygame.Rect) -> float:
    # a copy: pygame-ce's grayscale of a small subsurface of the screen averaged wrong (17
    # for a plain light patch)
    grey = pygame.transform.grayscale(surf.subsurface(r.clip(surf.get_rect())).copy())
    return float(pygame.transform.average_color(grey)[0])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_a_card_you_may_play_has_a_tick_tab_that_reads_in_grey(app: Any, size: Any) -> None:
    """Espionage's hand with playable Missions and a Reaction you may not play now: only the
    playable ones have the light tab on their top edge (the frame's green alone was all)."""
    app, table = _table("espionage", 7, 0, "human,bot,bot,bot", size)
    hand = table.view["hand"]
    usable = {a.args[0] for a in table.legal(table.acting_seat()) if a.verb in ("play", "react")}
    rects = table.gv.hand_now(hand)
    assert usable and len(usable) < len(hand)
    for c, r in zip(hand, rects):
        tab = marks.tab_rect(r)  # its left end, inside the rim (the tick is in its middle)
        above = pygame.Rect(tab.x + 3, tab.y + 3, max(2, tab.width // 6), tab.height - 6)
        lum = _lum(app.screen, above)
        if c["id"] in usable:
            assert lum > 125, (c["name"], lum)
        else:
            assert lum < 90, (c["name"], lum)
    pygame.quit()


def test_the_play_tab_is_a_tick_shape() -> None:
    surf = pygame.Surface((200, 200))
    surf.fill((0, 0, 0))
    tab = marks.play_tab(surf, pygame.Rect(50, 50, 100, 140))
    assert tab.bottom > 50 > tab.top  # on the card's top edge
    inside = [surf.get_at((x, tab.centery))[0] for x in range(tab.x + 3, tab.right - 3)]
    assert min(inside) < 60 < 200 < max(inside)  # dark tick strokes on a light tab


def _badge_patch(game: str, kind: str, size: tuple[int, int]) -> bytes:
    from tabletop.ui.components import cards

    face = cards.face(game, {"name": "X", "kind": kind, "text": ""}, size)
    bx, by, br = card.anchors(f"{game}/frame_{kind}.png").get(
        "badge", card.DEFAULT_ANCHORS["badge"]
    )
    k = size[0] / 240
    r = int(br * k * 0.7)
    patch = pygame.Rect(int(bx * k) - r, int(by * size[1] / 336) - r, 2 * r, 2 * r)
    grey = pygame.transform.grayscale(face.subsurface(patch))
    # black or white per pixel: the figure's outline, not the badge's hue
    return bytes(
        255 if grey.get_at((x, y))[0] > 150 else 0 for x in range(2 * r) for y in range(2 * r)
    )


@pytest.mark.parametrize(
    ("game", "module"),
    [("beanz", "tabletop.games.beanz.faces"), ("rpgget", "tabletop.games.rpgget.emblems")],
)
@pytest.mark.parametrize("size", [(120, 168), (160, 224)], ids=["hand", "large"])
def test_each_card_kind_has_its_own_figure_in_the_badge(
    app: Any, game: str, module: str, size: Any
) -> None:
    """In grey every kind's badge differs (the Beanz badge was the same blue disc on every
    kind, RPG Get!'s gems differed only in hue); without the figures they would not."""
    import importlib

    kinds = list(importlib.import_module(module).BADGE_MARKS)
    patches = {k: _badge_patch(game, k, size) for k in kinds}
    assert len(set(patches.values())) == len(kinds), game
    assert len(set(importlib.import_module(module).BADGE_MARKS.values())) == len(kinds)


def test_without_the_figures_beanz_badges_look_alike(app: Any, monkeypatch: Any) -> None:
    import tabletop.games.beanz.faces as faces

    monkeypatch.setattr(faces.STYLE, "badge_marks", {})
    card.clear_cache()
    try:
        assert _badge_patch("beanz", "bean", (120, 168)) == _badge_patch(
            "beanz", "action", (120, 168)
        )
    finally:
        card.clear_cache()


@pytest.mark.parametrize(
    ("game", "seed", "after", "seats"),
    [
        ("espionage", 11, 30, "human,bot,bot,bot,bot,bot"),
        ("codenames", 3, 9, "human,bot,bot,bot"),
        ("beanz", 5, 24, "human,bot"),
        ("austin", 9, 70, "human,bot,bot,bot"),
        ("rpgget", 7, 60, "human,bot,bot"),
    ],
    ids=["espionage", "codenames", "beanz", "austin", "rpgget"],
)
def test_every_table_marks_the_turn_with_the_shared_tag(
    monkeypatch: Any, game: str, seed: int, after: int, seats: str
) -> None:
    drawn: list[Any] = []
    real = marks.turn_tag
    monkeypatch.setattr(marks, "turn_tag", lambda *a, **k: drawn.append(a) or real(*a, **k))
    rec = probe(game, seed, after, seats)
    assert len(drawn) == 1, drawn  # one seat (or team) has the turn, and only one tag
    assert any(d.text == "TURN" for d in rec.texts)


@pytest.mark.parametrize(
    ("game", "seed", "after", "seats", "seats_n"),
    [
        ("austin", 9, 70, "human,bot,bot,bot", 4),
        ("beanz", 5, 24, "human,bot", 2),
        ("espionage", 11, 30, "human,bot,bot,bot,bot,bot", 6),
    ],
    ids=["austin", "beanz", "espionage"],
)
def test_every_seat_name_has_its_figure(
    monkeypatch: Any, game: str, seed: int, after: int, seats: str, seats_n: int
) -> None:
    """Austin's name tints, Beanz's and Espionage's name colours get the seat's figure too
    (and Beanz's Beans on the mat and loot stacks their owner's)."""
    drawn: list[int] = []
    real = marks.seat_emblem
    monkeypatch.setattr(
        marks, "seat_emblem", lambda surf, seat, *a: drawn.append(seat) or real(surf, seat, *a)
    )
    probe(game, seed, after, seats)
    assert set(range(seats_n)) <= set(drawn)
    if game == "beanz":
        mat = _session(game, seed, after, seats).game.view(0)["mat"]
        owners = [sl["owner"] for sl in mat if sl["bean"] is not None]
        stacks = [0, 1] * 3  # each Galaxy's two loot stacks carry their owners' figures
        assert owners and len(drawn) == seats_n + len(owners) + len(stacks)
        assert sorted(drawn) == sorted([*range(seats_n), *owners, *stacks])


def test_seat_figures_differ_in_grey() -> None:
    surfs = []
    for seat in range(len(marks.SEAT_SHAPES)):
        s = pygame.Surface((40, 40))
        s.fill((0, 0, 0))
        marks.seat_emblem(s, seat, (20, 20), 14)
        g = pygame.transform.grayscale(s)
        surfs.append(
            bytes(255 if g.get_at((x, y))[0] > 40 else 0 for x in range(40) for y in range(40))
        )
    assert len(set(surfs)) == len(surfs)


def test_austins_hand_label_keeps_clear_of_the_tick_tabs(monkeypatch: Any) -> None:
    """Austin's "Your hand" sits right over the row: it moves past the tabs it would cover."""
    from tabletop.ui import theme

    tabs: list[pygame.Rect] = []
    labels: list[pygame.Rect] = []
    real_tab, real_text = marks.play_tab, theme.blit_text

    def tab(surf: Any, r: pygame.Rect) -> pygame.Rect:
        tabs.append(real_tab(surf, r))
        return tabs[-1]

    def text(surf: Any, s: str, *a: Any, **k: Any) -> pygame.Rect:
        r = real_text(surf, s, *a, **k)
        if s.startswith("Your hand"):
            labels.append(r)
        return r

    monkeypatch.setattr(marks, "play_tab", tab)
    monkeypatch.setattr(theme, "blit_text", text)
    probe("austin", 4, 0, "human,bot,bot,bot")
    assert tabs and labels
    assert not any(lab.colliderect(t) for lab in labels for t in tabs), (labels, tabs)


def test_rpgget_hand_names_keep_clear_of_the_kind_figure(app: Any) -> None:
    """A new player at 1920x1080: RPG Get! hand names ran over the kind's figure in the badge
    ("Race to Crescent Isle" over its star). At the hand's size every name's line beside the
    badge now ends before it; a name that needs the whole plate (on several lines, or one too
    wide) has it and the badge goes to the art's corner (it stretched down the taller plate,
    under "from Valua")."""
    import tabletop.games.rpgget.emblems  # noqa: F401  (registers the game's card style)
    from tabletop.games.rpgget.cards import card_defs
    from tabletop.games.rpgget.labels import face_card
    from tabletop.ui import assets
    from tabletop.ui.components.badge import badge_room

    size = (189, 264)  # the hand's cards at 1920x1080
    names = set()
    for c in (face_card(d.to_view()) for d in card_defs().values()):
        kind = str(c["kind"])
        assert kind in card.style_for("rpgget").badge_marks, kind
        plan = card._name_plan("rpgget", c, str(c["name"]), kind, *size)
        px, fk, lines, cut = plan
        assert not cut, c["name"]
        k = size[0] / 240
        an = card.anchors(f"rpgget/frame_{kind}.png")
        width = int(an["title"][2] * k)
        cost = c.get("cost") is not None
        reserve = badge_room(card.style_for("rpgget"), kind, cost, 12, an["badge"][2] * k)
        first = assets.font(px, fk).size(lines[0])[0]
        card.clear_cache()
        card.face("rpgget", c, size)
        lay = card.LAYOUTS[("rpgget", str(c["name"]), size)]
        if len(lines) > 1 or first > width - 4 - reserve:
            assert lay["badge"].top >= lay["art"].top, (c["name"], lines)
        else:
            assert lay["badge"].bottom <= lay["art"].top, (c["name"], lines)
        names.add(c["name"])
    assert "Race to Crescent Isle" in names
