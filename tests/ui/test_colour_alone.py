"""Colour never alone (issue 30 item 4): whose turn it is, a gold card and the legal targets of a
dragged card are told by words or shapes too, not by colour only (checked by the tables' text
and pixels; tools/greyscale_shots.py makes the greyscale screenshots people look at)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import card
from tabletop.ui.layers.drag import DragLayer
from tests.ui.textprobe import probe


@pytest.mark.parametrize(
    ("game", "seed", "after", "seats"),
    [
        ("espionage", 11, 30, "human,bot,bot,bot,bot,bot"),
        ("austin", 9, 70, "human,bot,bot,bot"),
        ("rpgget", 7, 60, "human,bot,bot"),
    ],
    ids=["espionage", "austin", "rpgget"],
)
def test_whose_turn_it_is_is_told_in_words(game, seed, after, seats) -> None:
    """The turn seat's panel edge is in its colour; the shared turn tag says TURN too (every
    table's: tests/ui/test_colour_cues.py)."""
    rec = probe(game, seed, after, seats)
    assert any(d.text == "TURN" for d in rec.texts), [d.text for d in rec.texts][:40]


def test_a_gold_card_says_gold_where_its_whole_type_line_does_not_fit(app) -> None:
    session = Session("espionage", 7, [SeatConfig("human", "A"), SeatConfig("bot", "B")])
    protector = next(c for c in session.game.cards if c["name"] == "Protector")
    assert protector["gold"] and protector["kind"] == "reaction"
    style = card.style_for("espionage")
    small = pygame.Rect(0, 0, 96, 40)  # a hand card's text box at 1280x720
    plan = card._plan_text(style, dict(protector), "gold", small, 0.5)
    assert plan["type"] is not None and plan["type"][2] == "GOLD"  # was: no type line at all
    roomy = card._plan_text(style, dict(protector), "gold", pygame.Rect(0, 0, 400, 80), 1.0)
    assert roomy["type"][2] == "GOLD REACTION"


def test_a_dragged_cards_legal_targets_are_marked_by_shape(app) -> None:
    """Corner brackets (white with a dark rim) round every legal target, besides the glow."""
    target = SimpleNamespace(rect=pygame.Rect(100, 100, 120, 168))
    table = SimpleNamespace(drag={"good": [(target, None)]})
    surf = pygame.Surface((400, 400))
    surf.fill((0, 0, 0))
    DragLayer.draw_glows(SimpleNamespace(t=table), surf, 0.0)  # type: ignore[arg-type]
    r = target.rect.inflate(8, 8)
    for corner in (r.topleft, (r.right - 1, r.top), (r.left, r.bottom - 1)):
        x, y = corner
        px = surf.get_at((x, y))
        assert min(px.r, px.g, px.b) >= 240, (corner, px)  # white, whatever the glow's hue
    mid = surf.get_at((r.centerx, r.top))
    assert min(mid.r, mid.g, mid.b) < 240  # brackets at the corners, not a whole frame


def test_each_codenames_clue_shows_its_teams_emblem(monkeypatch) -> None:
    """The clue list told a clue's team by a coloured chip only; now by the team's emblem."""
    from tabletop.games.codenames.view import View

    marks: list[str] = []
    real = View.mark

    def spy(self, surf, kind, r):  # type: ignore[no-untyped-def]
        marks.append(kind)
        return real(self, surf, kind, r)

    monkeypatch.setattr(View, "mark", spy)
    probe("codenames", 5, 14, "human,bot,bot,bot,bot,bot")
    from tests.ui.textprobe import _session

    history = _session("codenames", 5, 14, "human,bot,bot,bot,bot,bot").game.history
    clues = [h for h in history if h["clue"] is not None and not h["simulated"]]
    assert clues
    for team in {h["team"] for h in clues}:  # one emblem per clue besides one per guessed word
        guessed = sum(1 for h in history for g in h["guesses"] if g["result"] == team)
        assert marks.count(team) >= guessed + sum(1 for h in clues if h["team"] == team)
