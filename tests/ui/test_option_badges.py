"""The number keys' badges on a question's options and on a chooser's lines (issue 52): the
badge lay over the first letter of a card's name ("Dick, Fighter Pilot attempts Mini-Me" in an
Austin Powers chooser, "Protector" on a card to give in Espionage), and at 200 % its digit ran
past a badge sized at 100 %. A chooser's and a question's buttons keep their words right of the
badge; a question card's badge lies under the card, clear of its name and picture; a game's own panel's choice has its badge
over its corner, above its words. At 100 and 200 % text, on the words as drawn."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.card import title_rect
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe

SIZE = (1280, 720)
#: seat 0 in its turn, a Shagger that may attempt several Agents counted on a "+N more"
SIX = ("austin", 12, 271, "human,bot,bot,bot,bot,bot")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _drawn(scale: int, session: Any, setup: Any) -> tuple[TableScene, screenprobe.Shot]:
    """``session``'s table at ``scale`` % with the keyboard's focus shown, after ``setup``,
    drawn once, with where each text landed."""
    return screenprobe.drawn_table(SIZE, scale, session, setup)  # type: ignore[no-any-return]


def _ink(r: pygame.Rect) -> pygame.Rect:
    """A text's inked box (as ``Shot.overlaps`` takes it)."""
    return r.inflate(-4, -2 * max(2, r.height // 6))


def _badges(t: TableScene) -> list[pygame.Rect]:
    """Where each badge is drawn (a picker card's under the card, in the room its row keeps)."""
    room = t.gv.badge_room
    return [
        badge_rect(r, t.scale, below, tab, room(t.view, r)) for r, below, tab in t.focus.numbered()
    ]


def _digits_inside(shot: screenprobe.Shot, badges: list[pygame.Rect]) -> None:
    for n, b in enumerate(badges, start=1):
        digit = [p.rect for p in shot.placed if p.text == str(n) and b.collidepoint(p.rect.center)]
        assert digit, f"badge {n} drawn at {b}"
        assert b.contains(_ink(digit[0])), (n, digit[0], b)  # the digit inside its badge


def _open_chooser(t: TableScene) -> None:
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    legal = t.legal(0)
    cards = {it.key: it for it in lay.draggables()}
    # the drop that offers the most lines (the seats' order on the table differs by text size)
    best: tuple[list[Any], Any] = ([], None)
    for slot in (s for s in lay.slots() if s.key[0] == "agents"):
        for a in (a for a in legal if a.verb == "attempt"):
            got = t.hits.drops(0, cards[("table", a.args[0])].card, slot.key, t.view, legal)
            if len(got) > len(best[0]):
                best = (got, slot)
    if len(best[0]) < 2:
        raise AssertionError("no drop offers a choice")
    t.choosers.open(best[0], best[1].rect.center)


@pytest.mark.parametrize("scale", [100, 200])
def test_a_choosers_words_start_right_of_its_badges(scale: int) -> None:
    game, seed, after, seats = SIX
    t, shot = _drawn(scale, textprobe._session(game, seed, after, seats), _open_chooser)
    lines = list(t.chooser)
    assert len(lines) >= 3
    badges = _badges(t)
    assert len(badges) == len(lines)
    for b, line in zip(badges, lines):
        assert line.rect.contains(b), (b, line.rect)  # in the line's own lead
        words = [p.rect for p in shot.placed if p.text == line.label]
        assert words, f"{line.label!r} drawn whole"
        assert line.rect.contains(words[0])
        hit = [x for x in badges if x.colliderect(_ink(words[0]))]
        assert not hit, (line.label, words[0], hit)
    _digits_inside(shot, badges)


def _give_question() -> Any:
    from tests.ui.test_question_box_buttons import give_prompt

    return give_prompt(3)


@pytest.mark.parametrize("scale", [100, 200])
def test_a_questions_cards_keep_their_names_clear_of_the_badges(scale: int) -> None:
    t, shot = _drawn(scale, _give_question(), lambda t: None)
    spots = t.focus.numbered()
    assert len(spots) >= 2 and all(below is not None for _r, below, _tab in spots)
    shown = {tuple(r): o for o, r in t.prompts.shown}
    for (r, _below, _tab), b in zip(spots, _badges(t)):
        card = t.gv.prompt_card(t.view, int(shown[tuple(r)]["card"]))
        assert card is not None
        name = title_rect(t.gv.game_name, card, r.size).move(r.topleft)
        # under its card, clear of its name and its picture (a new player found the badges
        # over the pictures at 200 %), level with the card
        assert b.top >= r.bottom and b.bottom <= r.bottom + b.height + int(12 * t.scale), (b, r)
        assert r.left <= b.centerx <= r.right, (b, r)
        assert not b.colliderect(name), (card["name"], b, name)
    _digits_inside(shot, _badges(t))


@pytest.mark.parametrize("scale", [100, 200])
def test_a_panels_choices_keep_their_words_clear_of_the_badges(scale: int) -> None:
    """Mighty Beanz's cut: "1/10" ... "9/10", the badges over their corners."""
    t, shot = _drawn(scale, textprobe._session("beanz", 5, 1, "human,bot"), lambda t: None)
    spots = t.focus.numbered()
    assert len(spots) == 9 and all(tab for _r, _b, tab in spots)
    badges = _badges(t)
    for k, (r, _b, _tab) in enumerate(spots, start=1):
        words = [p.rect for p in shot.placed if p.text == f"{k}/10" and r.contains(p.rect)]
        assert words, f"{k}/10 drawn in its choice"
        hit = [x for x in badges if x.colliderect(_ink(words[0]))]
        assert not hit, (k, words[0], hit)
    assert all(pygame.Rect((0, 0), SIZE).contains(b) for b in badges)
    _digits_inside(shot, badges)
