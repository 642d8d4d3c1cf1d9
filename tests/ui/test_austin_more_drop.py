"""Austin Powers with six seats at 200 % text (1280x720): the other seats' Agents are name
plates, and those with no room are counted on a "+N more" place. A new player could not drag
a Shagger onto an Agent counted there. A card dropped on "+N more" now offers each move it makes
on that seat's Agents, by name (the player picks one), so a drop reaches every Agent of every
seat; the chooser's lines are whole at the text size in force."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.austin.gestures import agents_of
from tabletop.ui import table as table_mod
from tabletop.ui.components.widgets import words_width
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe

SIZE = (1280, 720)
#: seat 0 in its turn with an Agent on its table that may attempt 11 Agents of three seats,
#: some of them counted on "+N more" places
SIX = ("austin", 12, 271, "human,bot,bot,bot,bot,bot")


@pytest.fixture()
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    app = screenprobe.make_app(SIZE, 200)
    game, seed, after, seats = SIX
    t = TableScene(app, textprobe._session(game, seed, after, seats), viewer=0)
    app.push(t)
    t.next_bot_at = float("inf")
    app.screen = pygame.Surface(SIZE)
    t.update(0.0)
    t.draw(app.screen)
    yield t
    pygame.quit()


def _mouse(t: TableScene, kind: int, pos: tuple[int, int]) -> None:
    if kind == pygame.MOUSEMOTION:
        t.handle(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    else:
        t.handle(pygame.event.Event(kind, pos=pos, button=1))


def test_a_drop_reaches_every_agent_of_every_seat(table: TableScene) -> None:
    t = table
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    legal = t.legal(0)
    attempts = [a for a in legal if a.verb == "attempt"]
    assert len({a.args[1] for a in attempts}) >= 8
    more = [s for s in lay.slots() if s.key[0] == "agents"]
    assert more, "some seats' Agents are counted on '+N more'"
    window = pygame.Rect((0, 0), SIZE)
    cards = {it.key: it for it in lay.draggables()}
    reached = set()
    for a in attempts:
        src = cards[("table", a.args[0])]
        for slot in lay.slots():
            if window.contains(slot.rect) and a in t.hits.drops(
                0, src.card, slot.key, t.view, legal
            ):
                reached.add(a)
                break
    assert reached == set(attempts), sorted(set(attempts) - reached, key=str)
    # every seat whose Agents are counted on a place: that place takes the drop
    for seat in range(1, 6):
        panel = t.gv.panel_layout(t.view, seat)
        if panel["more"] is not None:
            slot = next(s for s in more if s.key == agents_of(seat))
            assert slot.rect.contains(panel["more"])


def test_a_card_dropped_on_more_offers_that_seats_agents_by_name(table: TableScene) -> None:
    t = table
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    legal = t.legal(0)
    cards = {it.key: it for it in lay.draggables()}
    slot, src, offered = None, None, []
    for s in (s for s in lay.slots() if s.key[0] == "agents"):
        for a in (a for a in legal if a.verb == "attempt"):
            got = t.hits.drops(0, cards[("table", a.args[0])].card, s.key, t.view, legal)
            if len(got) > 1:
                slot, src, offered = s, cards[("table", a.args[0])], got
                break
        if slot:
            break
    assert slot is not None and src is not None
    owner = slot.key[1]
    theirs = {c["id"] for c in t.view["zones"][f"table/{owner}"]["cards"]}
    assert {a.args[1] for a in offered} <= theirs
    # the drag, as a person makes it: press on the Agent, move onto "+N more", let go
    start, end = src.rect.center, slot.rect.center
    _mouse(t, pygame.MOUSEMOTION, start)
    _mouse(t, pygame.MOUSEBUTTONDOWN, start)
    for k in range(1, 11):
        pos = (start[0] + (end[0] - start[0]) * k // 10, start[1] + (end[1] - start[1]) * k // 10)
        _mouse(t, pygame.MOUSEMOTION, pos)
    _mouse(t, pygame.MOUSEBUTTONUP, end)
    lines = list(t.chooser)
    assert [b.on_click.args[0] for b in lines] == offered  # type: ignore[attr-defined]
    for b in lines:
        assert t.play_rect.contains(b.rect)
        assert words_width(b.label, b.rect.height) <= b.rect.width, b.label  # whole
    assert len({b.label for b in lines}) == len(lines)  # told apart
    pick = lines[-1]
    chosen = pick.on_click.args[0]  # type: ignore[attr-defined]
    _mouse(t, pygame.MOUSEMOTION, pick.rect.center)
    _mouse(t, pygame.MOUSEBUTTONDOWN, pick.rect.center)
    _mouse(t, pygame.MOUSEBUTTONUP, pick.rect.center)
    assert t.session.log[-1] == str(chosen)  # the attempt on the Agent picked by name
