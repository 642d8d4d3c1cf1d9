"""Austin Powers at 1280x720: five Agents on one seat's table (the longest names of each
deck: "Austin Powers, International Man of Mystery", "Frau Farbissina, LPGA Cruiser",
"Johnson, Radar Operator") keep their names readable on every panel and on your own table,
at 100 % and 200 % text, with two, three and six players: each name is drawn whole (never
broken as "Johns-on" or "Radar Opera- tor", never squeezed into another) or shortened with
"…" on a plate whose card reads whole on hover; no text overlaps another or runs off its
surface."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.austin.cards import CARDS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import card
from tests.ui.screenprobe import frozen_table, make_app

pytestmark = pytest.mark.usefixtures("scaled_home")

SIZE = (1280, 720)


def _five_each(players: int) -> Session:
    """A new game whose every seat has its five longest-named Agents on its table."""
    seats = [SeatConfig("human", "Ann")]
    seats += [SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(1, players)]
    session = Session("austin", 1, seats)
    g = session.game
    for seat in range(players):
        pool = [c for c in g.deck[seat] + g.hand[seat] if CARDS[g.names[c]].kind == "agent"]
        pool.sort(key=lambda c: -len(g.names[c]))
        for c in pool[:5]:
            (g.deck[seat] if c in g.deck[seat] else g.hand[seat]).remove(c)
            g.table[seat].append(c)
        assert len(g.table[seat]) == 5
    return session


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_five_agents_keep_their_names_readable(players: int, scale: int) -> None:
    session = _five_each(players)
    g = session.game
    on_tables = {g.names[c] for seat in range(players) for c in g.table[seat]}
    app = make_app(SIZE, scale)
    card.TRACE.clear()
    _table, shot = frozen_table(app, session, SIZE)
    faces = [(name, drawn, cut) for name, drawn, cut in card.TRACE if name in on_tables]
    broken = [f for f in faces if f[2] or f[1].split() != f[0].split()]
    assert not broken, broken
    # a plate's name as text: whole words of the name, on one line or two, or cut with "…"
    pieces = [p.text.split() for p in shot.placed]
    named = [w for w in pieces if w and any(_part_of(w, n) for n in on_tables)]
    assert faces or named, pieces
    broken_words = [
        " ".join(w) for w in pieces if w and w[-1].endswith("-") and _near(w, on_tables)
    ]
    assert not broken_words, broken_words
    shortened = [" ".join(w) for w in named if w[-1].endswith("\u2026")]
    assert all(len(t) >= 7 for t in shortened), shortened  # still a name to read
    # every Agent is shown by its face, its plate or a "+N more" that lists it
    more = sum(int(w[0][1:]) for w in pieces if len(w) == 2 and w[1] == "more")
    shown = {n for n in on_tables if any(_part_of(w, n) for w in named)} | {f[0] for f in faces}
    assert len(shown) + more >= len(on_tables), (shown, more)
    assert not shot.clipped(), shot.clipped()
    assert not shot.overlaps(), shot.overlaps()
    pygame.quit()


def _part_of(words: list[str], name: str) -> bool:
    """``words`` are a run of ``name``'s words (its last one may be cut short with "…")."""
    whole = name.split()
    last = words[-1].removesuffix("\u2026")
    for i in range(len(whole) - len(words) + 1):
        run = whole[i : i + len(words)]
        if run[:-1] == words[:-1] and run[-1].startswith(last) and last:
            return run[-1] == last or words[-1].endswith("\u2026")
    return False


def _near(words: list[str], names: set[str]) -> bool:
    """``words`` start like a run of one of ``names``' words (a name broken with a hyphen)."""
    first = words[0].rstrip("-")
    return any(w.startswith(first) for n in names for w in n.split())
