"""Moves in plain words, with no pygame: the guide's data and "What can I do?" as text.

Owns the how-to-play guide's data (``load_guide``: ``tabletop/games/<g>/howto.toml`` read
through the one file gate, with the table's common ``GESTURES``) and the words a seat's legal
moves are said in (``describe_action``, ``moves_lines``). The table's "What can I do?" overlay
(``howto.moves_in_words``) and the phone page (``tabletop.remote``) both read these, so a move
reads the same on the screen and on a phone. A game view's own label for a move
(``GameView.action_label``) comes in as a function, so nothing here needs a table.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.engine.files import load_toml
from tabletop.engine.game import game_class

if TYPE_CHECKING:
    from tabletop.room.session import Session

#: a game view's words for a move in a seat view (``GameView.action_label``)
Labeler = Callable[[Action, dict[str, Any]], str]

#: the gestures every table uses (a game's TOML adds its own under ``gestures``)
GESTURES = [
    "Drag a card from your hand onto a glowing place to play it; a wrong drop snaps back and "
    "says why.",
    "Click a card (or right-click it, or hold the button) to read it large; click again or Esc "
    "to close.",
    "Buttons at the bottom right make the other moves (pass, end the turn); their key is shown "
    'in brackets. Between players a curtain covers the screen: its "I am NAME" button (or '
    "Space, a moment after it rose) lifts it.",
    "Reaction windows: while others may answer, everyone may be looking, so every hand is face "
    "down; to answer, press your key (Q, P, Z, M, V, O for seats 1 to 6) and the screen passes "
    "to you behind the curtain. Ctrl+Z there asks whose move to take back: press your own key "
    "(Esc if nobody's). The log says who passed as the window closes.",
    "F1 opens this guide. F2 or the What can I do? button lists your moves now and outlines "
    "the cards they use. Ctrl+Z undoes, Esc opens the menu, Ctrl+M mutes, F11 fills the screen.",
]

#: "Playing with the keyboard": every screen and the table work without a mouse (issue 30)
KEYBOARD = [
    "Every screen: Tab and Shift+Tab move a thick white outline (the focus) from button to "
    "button in reading order, the arrows to the nearest one that way; Enter or Space presses "
    "it; Esc goes back. A focused text box takes what you type; Tab leaves it.",
    "At the table: Tab and the arrows move the focus over your cards, the places you can play "
    "on and the buttons. Enter picks a card up, the arrows move it among the places it may go, "
    "Enter drops it, Esc puts it back. 1 to 9 answer a question, Space passes, I reads the "
    "focused card large. L opens or folds the log where it is folded behind its button; Esc "
    "folds it again.",
    "The curtain lifts with Space or Enter. In a reaction window each seat answers with its "
    "own key, shown on its chip. A race's result goes on with Space, Enter, Esc or a click.",
    "Deck builder: arrows choose a card, Enter or + adds it, - or Delete takes one out, F2 "
    "goes to the deck's name. Packs: "
    "Space turns the next card. Replays: Left/Right step, Page Up/Down go 10 moves, Home/End "
    "jump, Space plays, L opens the log where it is folded.",
]


# ---------------------------------------------------------------------- the guide (data)
@dataclass
class Section:
    heading: str
    text: str
    cards: list[str] = field(default_factory=list)
    sprites: list[str] = field(default_factory=list)


@dataclass
class Guide:
    game: str
    title: str
    sections: list[Section]
    verbs: dict[str, str]


def guide_path(game: str) -> Path:
    """The game package's ``howto.toml`` (a game registered from elsewhere, as a test's toy
    game, has none: a path that does not exist, so its guide says so)."""
    try:
        mod = importlib.import_module(f"tabletop.games.{game}")
    except ImportError:
        return Path(f"no guide for {game}") / "howto.toml"
    return Path(str(mod.__file__)).parent / "howto.toml"


@cache
def load_guide(game: str) -> Guide:
    """The game's guide; a missing or damaged file gives a guide that says so (never a crash)."""
    title = game_class(game).TITLE
    try:
        data = load_toml(guide_path(game), "how-to-play guide", 256 * 1024)
    except (TabletopError, OSError) as e:
        return Guide(game, title, [Section("No guide", f"The guide could not be read: {e}")], {})
    sections: list[Section] = []
    for raw in data.get("section", []):
        if not isinstance(raw, dict):
            continue
        sections.append(
            Section(
                str(raw.get("heading", "")),
                " ".join(str(raw.get("text", "")).split()),
                [str(c) for c in raw.get("cards", []) if isinstance(c, str)],
                [str(c) for c in raw.get("sprites", []) if isinstance(c, str)],
            )
        )
    extra = [str(g) for g in data.get("gestures", []) if isinstance(g, str)]
    sections.append(Section("Gestures at this table", " ".join(f"• {g}" for g in GESTURES + extra)))
    sections.append(Section("Playing with the keyboard", " ".join(f"• {k}" for k in KEYBOARD)))
    verbs = {str(k): str(v) for k, v in dict(data.get("verbs", {})).items()}
    return Guide(game, str(data.get("title", title)), sections, verbs)


# ---------------------------------------------------------------------- "What can I do?"
def _visible_names(view: Any, out: dict[int, str]) -> dict[int, str]:
    """Card id -> name for every card the view shows (a hidden card has no name there)."""
    if isinstance(view, dict):
        cid, name = view.get("id"), view.get("name")
        if isinstance(cid, int) and not isinstance(cid, bool) and isinstance(name, str):
            out.setdefault(cid, name)
        for v in view.values():
            _visible_names(v, out)
    elif isinstance(view, list):
        for v in view:
            _visible_names(v, out)
    return out


#: the last view's names (the moves of one view are said one after another)
_last_names: tuple[Any, dict[int, str]] = (None, {})


def _names_of(view: dict[str, Any]) -> dict[int, str]:
    """``_visible_names`` of ``view``, kept for the next move of the same view object (a
    view is not changed once made; the cache holds the view itself, so its id is not reused)."""
    global _last_names
    if _last_names[0] is not view:
        _last_names = (view, _visible_names(view, {}))
    return _last_names[1]


def describe_action(action: Action, view: dict[str, Any], gv: Any, verbs: dict[str, str]) -> str:
    """One move in words: the table's own label when it has one, else the guide's phrase for
    the verb with the card names of the cards it names (``gv``: a game view, or None)."""
    return say_action(action, view, gv.action_label if gv is not None else None, verbs)


def say_action(
    action: Action, view: dict[str, Any], label: Labeler | None, verbs: dict[str, str]
) -> str:
    """``describe_action`` with the view's labeler as a function (None: the guide's words)."""
    said = label(action, view) if label is not None else str(action)
    if said and said != str(action) and not re.match(r"^\d+:", said):
        return said
    names = _names_of(view)
    phrase = verbs.get(action.verb, action.verb.replace("_", " ").capitalize())
    args = []
    for i, a in enumerate(action.args):
        # only a move's first number names a card: a later one is a seat, a count or a place
        # that may equal some card's id (a Codenames clue's number is no cover card)
        if i == 0 and isinstance(a, int) and not isinstance(a, bool) and a in names:
            args.append(names[a])
        elif isinstance(a, str):
            args.append(a)
    return phrase + (": " + ", ".join(args) if args else "")


def situation(session: Session, view: dict[str, Any], seat: int | None) -> list[str]:
    """Where the game is for ``seat``: over, whom the table waits for, or the phase with its
    hint and the prompt's question (the first lines of "What can I do?")."""
    game = session.game
    if game.is_terminal():
        return ["The game is over."]
    active = game.active_seats()
    if seat is None or seat not in active:
        who = ", ".join(session.seat_name(s) for s in active) or "nobody"
        return [f"It is not your move now: the table waits for {who}."]
    lines: list[str] = []
    if game.FLOW is not None:
        now = game.phase_now()
        lines.append(f"Now: {now.title}" + (f" — {game.phase_hint()}." if now.hint else "."))
    prompt = view.get("prompt") or {}
    if isinstance(prompt, dict) and prompt.get("text") and prompt.get("seat") == seat:
        lines.append(f"You are asked: {prompt['text']}")
    return lines


def moves_lines(
    session: Session,
    view: dict[str, Any],
    seat: int | None,
    legal_of: Callable[[int], list[Action]],
    label: Labeler | None = None,
    limit: int = 14,
) -> list[str]:
    """What ``seat`` can do now, in plain words: where the game is (phase and hint), the
    prompt's question, then the legal moves (many moves of one kind become one line).
    ``view`` is the view the words may name cards from, ``legal_of(seat)`` the legal moves."""
    lines = situation(session, view, seat)
    if seat is None or session.game.is_terminal() or seat not in session.game.active_seats():
        return lines
    verbs = load_guide(session.game_name).verbs
    by_verb: dict[str, list[str]] = {}
    for a in legal_of(seat):
        by_verb.setdefault(a.verb, []).append(say_action(a, view, label, verbs))
    moves: list[str] = []
    for verb, said in by_verb.items():
        said = list(dict.fromkeys(said))
        if len(said) > 4:
            phrase = verbs.get(verb, verb.replace("_", " ").capitalize())
            moves.append(f"{phrase} ({len(said)} choices)")
        else:
            moves.extend(said)
    if not moves:
        lines.append("You have no move now.")
    for m in moves[:limit]:
        lines.append("• " + m)
    if len(moves) > limit:
        lines.append(f"… and {len(moves) - limit} more.")
    return lines
