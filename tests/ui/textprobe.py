"""Record every piece of text a table draws: its font size in pixels and whether a card name was
cut. Used by ``test_readable.py`` and for the before/after figures of the readability work.

Every font in the app is a ``pygame.font.Font`` made by ``assets.font``; while probing, that
class is replaced by a subclass whose ``render`` writes down (text, pixel size). Card names are
checked against the card renderer's trace (``components.card.TRACE``) when it exists.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

# name, game, seed, bot actions before the shot, seats (the README screenshots)
SCENES = [
    ("espionage", "espionage", 7, 12, "human,bot,bot,bot"),
    ("codenames", "codenames", 3, 9, "human,bot,bot,bot"),
    ("beanz", "beanz", 5, 24, "human,bot"),
    ("beanz-hand", "beanz", 5, 5, "human,bot"),
    ("austin", "austin", 4, 40, "human,bot,bot,bot"),
    ("austin-late", "austin", 4, 90, "human,bot,bot,bot"),
    ("rpgget", "rpgget", 7, 60, "human,bot,bot"),
    ("rpgget-late", "rpgget", 7, 200, "human,bot"),
    # the moments a new player met at 150 % and 200 %: the Director's clue bar, the Beanz
    # set-up choices, a turn of one's own (the arena's and the status line's instructions),
    # the most seats each game takes
    ("codenames-clue", "codenames", 3, 0, "human,bot,bot,bot"),
    ("espionage-mine", "espionage", 7, 0, "human,bot,bot,bot"),
    ("beanz-cut", "beanz", 5, 1, "human,bot"),
    ("beanz-opening", "beanz", 5, 2, "human,bot"),
    ("austin-six", "austin", 4, 0, "human,bot,bot,bot,bot,bot"),
    # six seats mid-game: the other seats' Agents (name plates where faces would be tiny)
    ("austin-six-mid", "austin", 4, 90, "human,bot,bot,bot,bot,bot"),
    # mid-attempt: a Shag attempt with bones thrown (the arena's title, VS, the lines naming
    # its Agents: "Frau Farbissina, LPGA Cruiser + Throw Me a Frickin' Bone!")
    ("austin-attempt", "austin", 5, 70, "human,bot,bot,bot"),
    ("rpgget-four", "rpgget", 7, 4, "human,bot,bot,bot"),
    # three players, a party of four on another seat's panel (large text folds the log)
    ("rpgget-three", "rpgget", 7, 140, "human,bot,bot"),
    # mid-attempt: your Enemy step (the arena's header and its line of what to do)
    ("rpgget-attempt", "rpgget", 7, 14, "human,bot"),
    # your Freebie Beanie on the stack, the other seat to answer (the stack's title and
    # names under the window's strip, over the hand, beside your TURN tag)
    ("beanz-stack", "beanz", 5, 9, "human,bot"),
]


@dataclass
class Drawn:
    text: str
    px: int


@dataclass
class Record:
    texts: list[Drawn] = field(default_factory=list)
    names_cut: list[tuple[str, str]] = field(default_factory=list)  # (full name, as drawn)

    def smallest(self) -> Drawn | None:
        shown = [d for d in self.texts if d.text.strip()]
        return min(shown, key=lambda d: d.px) if shown else None


def _session(game: str, seed: int, after: int, seats: str) -> Any:
    from tabletop.ai.base import RandomBot
    from tabletop.room.session import SeatConfig, Session

    seat_list = [SeatConfig.parse(t, i) for i, t in enumerate(seats.split(","))]
    session = Session(game, seed, seat_list, None)
    for _ in range(after):
        if session.game.is_terminal():
            break
        s = session.game.active_seats()[0]
        legal = session.game.legal_actions(s)
        bot = session.bots.get(s) or RandomBot()
        session.apply(bot.choose(session.game.view(s), legal, session.bot_rng))
    return session


def probe(
    game: str,
    seed: int,
    after: int,
    seats: str,
    size: tuple[int, int] = (1280, 720),
    inspect: bool = False,
    out: str | None = None,
) -> Record:
    """Draw the table of ``game`` after ``after`` bot moves at ``size`` and record its text."""
    from tabletop.ui import assets
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    rec = Record()
    real = pygame.font.Font

    class Probe(real):  # type: ignore[misc,valid-type]
        def __init__(self, path: Any, size: int) -> None:
            super().__init__(path, size)
            self.px = int(size)

        def render(self, text: Any, *a: Any, **kw: Any) -> pygame.Surface:
            rec.texts.append(Drawn(str(text), self.px))
            return super().render(text, *a, **kw)

    session = _session(game, seed, after, seats)
    pygame.font.Font = Probe  # type: ignore[misc]
    try:
        app = App(size, headless=True)
        assets.clear_caches()
        trace = _card_trace()
        if trace is not None:
            trace.clear()
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.draw(app.screen)
        if inspect:
            _open_inspect(table)
            table.draw(app.screen)
        if out:
            pygame.image.save(app.screen, out)
        if trace is not None:
            rec.names_cut = [(full, shown) for full, shown, cut in trace if cut]
        pygame.quit()
    finally:
        pygame.font.Font = real  # type: ignore[misc]
    return rec


def _card_trace() -> list[tuple[str, str, bool]] | None:
    try:
        from tabletop.ui.components import card
    except ImportError:
        return None
    return card.TRACE


def _open_inspect(table: Any) -> None:
    """Open the large view of the first card on the table that has one."""
    w, h = table.size
    for y in range(0, h, 12):
        for x in range(0, w, 12):
            c = table.hits.inspect_at(table.view, (x, y))
            if c:
                zoom = getattr(table, "zoom", None)
                if zoom is not None:
                    zoom.open(c)
                else:
                    table.inspect = c
                return


def report() -> None:
    for name, game, seed, after, seats in SCENES:
        rec = probe(game, seed, after, seats)
        small = rec.smallest()
        under = sorted({(d.px, d.text[:30]) for d in rec.texts if d.text.strip() and d.px < 12})
        print(
            f"{name:12s} smallest {small.px if small else '-'} px"
            f" ({small.text[:30] if small else ''!r}); texts under 12 px: {len(under)};"
            f" names cut: {len(rec.names_cut)} {rec.names_cut[:4]}"
        )
        for px, t in under[:6]:
            print(f"      {px:2d} px {t!r}")


if __name__ == "__main__":
    report()
