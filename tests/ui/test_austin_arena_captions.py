"""Austin Powers' arena captions in an attempt on a small window at large text (1024x600 at
200 %): the line under the attacker read "Computer 2: Frau Farbissina, LPGA..." and the lines
met the other side's figure. Each Agent's name is whole (after its owner's figure, without the
owner's name where both do not fit), inside the arena, clear of its cards and of the other
line with its figure."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

SEATS = "human,bot,bot,bot"


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize(
    "size, scale", [((1024, 600), 150), ((1024, 600), 200), ((1280, 720), 200), ((1280, 720), 100)]
)
def test_arena_captions_name_each_agent_whole(
    home: Path, size: tuple[int, int], scale: int
) -> None:
    _n, game, seed, after, seats = next(s for s in textprobe.SCENES if s[0] == "austin-attempt")
    try:
        app = screenprobe.make_app(size, scale)
        t, shot = screenprobe.frozen_table(app, textprobe._session(game, seed, after, seats), size)
        view = t.game.view(0)
        assert view["fight"] is not None
        gv = t.gv
        arena = gv.geometry(len(view["seats"]))["arena"]
        lay = gv.arena_layout(view)
        cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
        names = gv.names(view)
        labels = gv.arena_labels(view)
        assert len(labels) == 2
        er = max(7, int(10 * gv.scale))
        with_figure = [
            lab.rect.union(lab.rect.move(-2 * er - int(4 * gv.scale), 0)) for lab in labels
        ]
        for lab, (_side, cid, owner, _r), whole in zip(labels, lay["agents"], with_figure):
            assert lab.what.startswith(names[cid]), (lab.what, names[cid])  # never cut
            assert lab.who in ("", gv.seat_name(owner)) and lab.px >= theme.MIN_TEXT
            assert arena.contains(whole), (lab.text, whole, arena)
            assert whole.collidelist(cards) == -1, lab.text
        assert not with_figure[0].colliderect(with_figure[1]), with_figure
        if size == (1280, 720) and scale == 100:
            assert all(lab.who for lab in labels)  # room for the owners' names too
        # a seat's one plate on one line may shorten its name (1024x600 at 200 %: "Johnson,
        # Radar Operator" on three lines left no room, the panel showed only "+3 more"); its
        # card is read whole on hover
        plated = set()
        for seat in range(1, len(view["seats"])):
            panel = gv.panel_layout(view, seat)
            if panel["plates"]:
                plated |= {str(c["name"]) for c, _r in panel["slots"]}
        cut = [x for x in shot.shortened() if x.split(" -> ")[0] not in plated]
        assert not shot.overlaps() and not cut, (shot.overlaps(), cut)
    finally:
        pygame.quit()


@pytest.mark.parametrize(
    "size, scale", [((1024, 600), 200), ((1280, 720), 200), ((1280, 720), 100), ((1920, 1080), 100)]
)
def test_a_happenings_card_never_covers_its_words(
    home: Path, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The arena while a Happening is made: at 200 % its card lay over "plays a Happening and
    makes the peace sign!". The words are whole, inside the arena and clear of the card."""
    from tests.ui.textspy import record_texts

    try:
        app = screenprobe.make_app(size, scale)
        said = record_texts(monkeypatch)
        t, _shot = screenprobe.frozen_table(app, textprobe._session("austin", 1, 6, SEATS), size)
        view = t.game.view(0)
        assert view["happening"] is not None
        arena = t.gv.geometry(len(view["seats"]))["arena"]
        card, lines = t.gv.happening_plan(view, arena)
        assert arena.contains(card) and card.height >= 40
        words = [w.text for w in said]
        for line, px, first, at in lines:
            assert line in words  # drawn as planned
            box = pygame.Rect(0, 0, theme.text_width(line, px, "bold" if first else "sans"), 0)
            box.height = theme.line_h(px)
            box.midtop = at
            ink = box.inflate(-4, -2 * max(2, box.height // 6))
            assert arena.contains(ink) and not ink.colliderect(card), (line, box, card)
        whole = " ".join(line for line, _px, first, _at in lines if first)
        assert whole.endswith("makes the peace sign!") or whole.endswith("evil pinky smirk!")
    finally:
        pygame.quit()


def test_a_slugfests_line_keeps_its_figure_inside_the_arena(home: Path) -> None:
    """A Slugfest on a small window at 200 %: the figure before "Player 1: Johnson, Radar
    Operator" lay on the arena's rim."""
    try:
        app = screenprobe.make_app((1024, 600), 200)
        t, _shot = screenprobe.frozen_table(
            app, textprobe._session("austin", 8, 30, SEATS), (1024, 600)
        )
        view = t.game.view(0)
        assert view["brawl"] is not None
        gv = t.gv
        arena = gv.geometry(len(view["seats"]))["arena"]
        er = max(7, int(10 * gv.scale))
        labels = gv.arena_labels(view)
        assert labels
        for lab in labels:
            figure = pygame.Rect(0, 0, 2 * er, 2 * er)
            figure.center = (lab.rect.x - er - int(4 * gv.scale), lab.rect.centery)
            assert arena.contains(figure.union(lab.rect)), (lab.text, figure, arena)
    finally:
        pygame.quit()


@pytest.mark.parametrize("scene", ["austin-attempt", "austin-six-mid"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_turn_tag_on_a_panels_edge_covers_no_card(
    home: Path, scene: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 200 % a panel with no room for its turn tag lays it on its bottom edge; it lay over
    the arena's attacker (an attempt) and over a "+1 more" place (six seats)."""
    from tabletop.ui.components import marks

    _n, game, seed, after, seats = next(s for s in textprobe.SCENES if s[0] == scene)
    tags: list[pygame.Rect] = []
    real = marks.turn_tag
    monkeypatch.setattr(marks, "turn_tag", lambda *a, **k: tags.append(real(*a, **k)) or tags[-1])
    try:
        app = screenprobe.make_app(size, 200)
        t, _shot = screenprobe.frozen_table(app, textprobe._session(game, seed, after, seats), size)
        view = t.game.view(0)
        gv = t.gv
        assert tags, "the turn tag drawn"
        lay = gv.arena_layout(view)
        cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
        for seat in range(1, len(view["seats"])):
            panel = gv.panel_layout(view, seat)
            cards += [r for _c, r in panel["slots"]] + ([panel["more"]] if panel["more"] else [])
        for tag in tags:
            assert tag.collidelist(cards) < 0, (tag, cards[tag.collidelist(cards)])
    finally:
        pygame.quit()
