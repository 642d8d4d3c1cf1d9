"""Scenario positions for Marvel Codenames (the ``[position]`` table; docs/scenarios.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.games.codenames import clues as cl
from tabletop.games.codenames.data import GRID, TEAMS, assets, parse_rows
from tabletop.games.codenames.rules.state import UNLIMITED

if TYPE_CHECKING:
    from tabletop.games.codenames.rules.game import CodenamesGame

KEYS = ("words", "key", "starting", "covered", "turn_team", "clue", "pending")
CLUE_KEYS = ("word", "number", "guesses")
PENDING_KEYS = ("word", "number")


def _known(table: dict[str, Any], allowed: tuple[str, ...], where: str) -> None:
    for k in table:
        if k not in allowed:
            raise TabletopError(
                f"position: unknown key {where}{k!r}; known keys: {', '.join(allowed)}"
            )


def _table(position: dict[str, Any], name: str, allowed: tuple[str, ...]) -> dict[str, Any]:
    t = position[name]
    if not isinstance(t, dict):
        raise TabletopError(f"position.{name} must be a table: {{ {', '.join(allowed)} }}")
    _known(t, allowed, f"in position.{name}: ")
    if "word" not in t or "number" not in t:
        raise TabletopError(f"position.{name} needs word and number")
    return t


def set_position(g: CodenamesGame, position: dict[str, Any]) -> None:
    """``words`` (25 asset words, row by row), ``key`` (5 rows of H/S/N/A), ``starting``
    (hydra or shield), optional ``covered`` (words already covered, by the key's colour),
    ``turn_team``, and to start inside a turn ``clue = {word, number, guesses}`` (the Agents
    are guessing) or ``pending = {word, number}`` (a doubtful clue awaits the rival's ruling).
    In co-op, ``turn_team`` = the rival starts inside the Director's cover prompt."""
    _known(position, KEYS, "")
    words = position.get("words")
    if not isinstance(words, list) or len(words) != GRID:
        raise TabletopError("position.words must list the 25 asset words, row by row")
    index = {a.word: n for n, a in enumerate(assets())}
    missing = [w for w in words if w not in index]
    if missing:
        raise TabletopError(f"position.words: not asset words: {', '.join(missing)}")
    if len(set(words)) != GRID:
        raise TabletopError("position.words: a word appears twice")
    starting = position.get("starting")
    rows = position.get("key")
    if not isinstance(starting, str) or not isinstance(rows, list):
        raise TabletopError("position needs starting = hydra|shield and key = 5 rows")
    key = parse_rows([str(r) for r in rows], starting)
    g._start([index[w] for w in words], key)
    for w in position.get("covered", []):
        if w not in words:
            raise TabletopError(f"position.covered: {w} is not on the grid")
        g.place_cover(words.index(w))
    turn_team = position.get("turn_team", starting)
    if turn_team not in TEAMS:
        raise TabletopError("position.turn_team must be hydra or shield")
    g.turn_team = turn_team
    if "clue" in position and "pending" in position:
        raise TabletopError("position: give either a clue being guessed or a pending clue")
    if g.coop and turn_team != g.player_team:
        if "clue" in position or "pending" in position:
            raise TabletopError("position: the simulated rival gives no clue")
        g.enter("rival")
    elif "clue" in position:
        _start_guessing(g, _table(position, "clue", CLUE_KEYS))
    elif "pending" in position:
        _start_asking(g, _table(position, "pending", PENDING_KEYS))
    else:
        g.enter("clue")


def _judge(g: CodenamesGame, name: str, word: Any, number: Any) -> int | str:
    if isinstance(number, str) and number.lower() == UNLIMITED:
        number = UNLIMITED
    if not isinstance(word, str) or not isinstance(number, int | str):
        raise TabletopError(f"position.{name}: word is text and number a number")
    reason = g.why_clue(Action(g.current_seat(), "clue", (word, number)))
    if reason:
        raise TabletopError(f"position.{name}: {reason}")
    return number


def _start_guessing(g: CodenamesGame, clue: dict[str, Any]) -> None:
    number = _judge(g, "clue", clue["word"], clue["number"])
    if cl.is_doubtful(clue["word"]):
        raise TabletopError("position.clue: a doubtful clue is given as pending")
    g._give_clue(clue["word"].strip().upper(), number)
    made = clue.get("guesses", 0)
    assert g.clue is not None
    left = g.clue["guesses_left"]
    if not isinstance(made, int) or made < 0 or (left is not None and made >= left):
        raise TabletopError(
            f"position.clue.guesses: the Agents have made 0 to {'any' if left is None else left - 1}"
            " guesses for this clue"
        )
    g.clue["guesses_made"] = made
    if left is not None:
        g.clue["guesses_left"] = left - made


def _start_asking(g: CodenamesGame, pending: dict[str, Any]) -> None:
    if not g.approve_available():
        raise TabletopError("position.pending needs the option approve = on and a rival Director")
    number = _judge(g, "pending", pending["word"], pending["number"])
    word = pending["word"].strip().upper()
    if not cl.is_doubtful(word):
        raise TabletopError(f"position.pending: {word} is one word; give it as clue")
    g.pending = {"word": word, "number": number}
    g.enter("approve")
