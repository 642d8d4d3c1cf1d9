"""What a game declares about its table, so the room needs no pygame view to run it.

``TableFacts`` answers the questions the turn loop, the privacy policy and the phones ask of a
seat view: is a reaction window open, is it one several seats answer in turn in public, may
the table pass for a seat whose pass reveals nothing, which prompts are a formality with one
answer, may a window a seat's own move opened wait, which role of a seat is public. A game names its own subclass in its
``GameInfo.facts`` (OpenSpiel's ``GameType``: facts of the game, not hooks of a view); a game
that names none has these defaults. Every answer is a pure function of the seat view (and the
seat's legal moves): nothing here imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from tabletop.engine.actions import Action


class TableFacts:
    #: prompt kinds that are a formality when one answer is left (RPG Get!'s "Who uses X?"
    #: with one possible user): the table answers them for the seat on screen
    forced_prompts: frozenset[str] = frozenset()

    def is_window(self, view: dict[str, Any]) -> bool:
        """A simultaneous reaction window is open."""
        return False

    def response_window(self, view: dict[str, Any]) -> bool:
        """Hot-seat: a reaction window, also one that asks a single seat now (RPG Get! asks
        one seat at a time): while it waits for a person who is not at the screen it is
        shown in public and that person claims it with their key."""
        return self.is_window(view)

    def pass_is_public(self, view: dict[str, Any], seat: int) -> bool:
        """Hot-seat: is it public that ``seat`` can only pass now (an item's owner cannot
        answer its own item)? Then the table passes for it at once, even behind the curtain;
        when it is so for every seat in a window (nothing left that anyone may answer), the
        window never opens: the table passes for all of them (``Turns.moot_window``)."""
        return False

    #: hot-seat: the game's windows are put only to the people who hold an answer: the table
    #: passes at once for a person who holds none (``answers``), so no window waits on them
    #: and no curtain rises for them (RPG Get!, whose answers mostly lie on the table)
    asks_answerers_only: bool = False

    def answers(self, view: dict[str, Any], seat: int, legal: list[Action]) -> bool:
        """Do ``seat``'s legal moves in the open window (``view``: its own) hold an answer to
        what just happened? By default any move but a pass is one."""
        return any(a.verb != "pass" for a in legal)

    def public_move(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Action | None:
        """A move everyone at the table can see ``seat`` must make now (``view``: its own):
        the table makes it for a person at once, before the screen is passed to them or a
        race starts (Austin Powers: a helper with no Agent on the table throws no bone).
        None: none (the default)."""
        return None

    def own_window_can_wait(self, view: dict[str, Any], seat: int, legal: list[Action]) -> bool:
        """Solo: the window ``seat``'s own move opened offers it only answers it can as well
        give later (RPG Get!'s Recovery, usable at any time): the table may pass it (setting
        ``pass_own_windows``). False where an answer belongs to this window only."""
        return False

    def public_role(self, view: dict[str, Any], seat: int) -> str:
        """The role or team of ``seat`` that everyone at the table knows, read from the view
        for nobody (a spectator's): the phones' list of players shows it; "" where a game
        has none, or its roles are secret."""
        return ""

    def label(
        self,
        action: Action,
        view: dict[str, Any],
        legal: list[Action],
        seat_name: Callable[[int], str],
    ) -> str:
        """A move in words, as a chooser or a phone lists it ("Play Sniper on Bea"), from the
        acting seat's view and its legal moves; ``seat_name`` calls a seat by its name."""
        return str(action)


@cache
def facts_for(game: str) -> TableFacts:
    """The facts ``game`` declares (``GameInfo.facts``), else the defaults."""
    from tabletop.engine.registry import info, load

    path = info(game).facts
    return load(path)() if path else TableFacts()  # type: ignore[no-any-return]
