"""What one phone is sent: a seat's redacted view turned into the phone page's message (pure).

Everything here is read from ``game.view(seat)`` (the engine's one redaction) and the seat's
legal moves; nothing from the state itself, so a phone can only ever be sent what the hot-seat
screen would show that seat. The message (``seat_message``):

- ``status``: "What can I do?"'s first lines (``movewords.situation``); ``turn``: the seat may
  act now; ``prompt``: the open question put to this seat, if any;
- ``moves``: every legal move as ``{"a": notation, "text": words, "cards": [ids], "pass":
  bool}``, in the words of "What can I do?" (``movewords.say_action``);
- ``typed``: the moves made by typing a word (``Game.typed_moves``: a Codenames clue) as
  ``{"verb", "label", "hint", "numbers": [text]}``; their sample moves are not listed;
- ``groups``: the seat's hand and every zone where it sees cards a spectator does not
  (``{"title", "cards": [ids], "grid": columns}``), and ``cards``: id -> ``{"name", "img"}``
  for every card shown (in a group or named by a move), ``img`` the card image's URL path;
- ``window``: an open reaction window that waits for this seat (``{"seconds", "text"}``);
- ``race``: a race this seat takes part in (``{"title", "how"}``): the page's big button sends
  a press, stamped by the table's race overlay when it takes it;
- ``log``: the seat's last log lines in the order they happened, each ``{"n", "text",
  "cards": [{"name", "img"}], "mine", "about"}``: each event's public sentence and, right
  after it, its own sentence for this seat where it has one (``mine``: no other seat reads
  it: a hand it looked at, the card taken from it, with the cards it shows; ``seat_lines``);
  ``about``: a line of its own about something done to the seat (a card taken from it: the
  phone buzzes); ``n`` numbers the seat's lines (a page knows which lines are new);
- ``players``: the footer's list, the same on every phone, read from the spectator's view
  (``public_players``): names, scores, who acts, and the role where the game's roles are
  public (``TableFacts.public_role``: a Codenames team and Director); ``over``: the
  result's sentence once the game ended;
- ``role``: the seat's role or team when the game gives one ("HYDRA Director"), else "";
- ``board``: a game's own board drawn by the page (``GameInfo.phone_board`` builds it from the
  seat's view and ``moves``: the Codenames grid with the key for a Director, the clue and the
  guesses left), else None.

Card images are keyed by a hash of the card as the seat sees it; ``images`` (hash -> card dict)
is what the seat may fetch until its next message.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.engine.registry import info, load
from tabletop.reactions.race import KINDS, signal_word
from tabletop.room.facts import facts_for
from tabletop.room.movewords import Labeler, load_guide, say_action, situation

if TYPE_CHECKING:
    from tabletop.engine.events import Event
    from tabletop.room.session import Session

#: at most this many moves are listed on a phone (an open action space lists a sample)
MAX_MOVES = 200


@dataclass(frozen=True)
class PhoneWindow:
    """A reaction window as the table runs it: who it waits for, the seconds left on its clock
    (None: no countdown, it waits), and its title."""

    seats: tuple[int, ...]
    seconds: float | None = None
    text: str = ""


def shown_cards(view: Any, out: dict[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """Card id -> the card dict, for every card the view shows face up (with a name)."""
    if isinstance(view, dict):
        cid, name = view.get("id"), view.get("name")
        if isinstance(cid, int) and not isinstance(cid, bool) and isinstance(name, str):
            out.setdefault(cid, view)
        for v in view.values():
            shown_cards(v, out)
    elif isinstance(view, list):
        for v in view:
            shown_cards(v, out)
    return out


def image_hash(game: str, card: dict[str, Any]) -> str:
    blob = json.dumps([game, card], sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:24]


def _zone_title(
    name: str, kind: str, seat: int, owner: Any, name_of: Callable[[int], str] | None
) -> str:
    """A zone's title on the phone: "Your hand", or another seat's hand the seat looks at
    ("Cleo's hand (you looked)"), "Your bank", or the zone's kind."""
    base = kind.replace("_", " ").capitalize()
    if kind == "hand" and isinstance(owner, int) and not isinstance(owner, bool) and owner != seat:
        who = name_of(owner) if name_of is not None else f"Player {owner + 1}"
        return f"{who}'s hand (you looked)"
    return "Your hand" if kind == "hand" else f"Your {base.lower()}" if f"/{seat}" in name else base


def private_groups(
    view: dict[str, Any],
    spectator: dict[str, Any],
    seat: int,
    name_of: Callable[[int], str] | None = None,
) -> list[dict[str, Any]]:
    """The seat's hand and every zone where it sees what a spectator does not, in view order:
    ``{"title", "items"}`` with the visible cards (dicts) of each; ``name_of(seat)`` names
    the owner of another seat's hand the seat looks at."""
    out = []
    open_zones = spectator.get("zones") or {}
    for name, z in (view.get("zones") or {}).items():
        cards = [c for c in z.get("cards") or [] if isinstance(c, dict)]
        public = [c for c in (open_zones.get(name) or {}).get("cards") or [] if c is not None]
        own_hand = z.get("kind") == "hand" and z.get("owner") == seat
        if not own_hand and len(cards) <= len(public):
            continue
        title = _zone_title(name, str(z.get("kind")), seat, z.get("owner"), name_of)
        out.append({"title": title, "items": cards})
    return out


def on_table(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Card id -> card for the cards face up in the view's zones: the cards a move's numbers
    may name (a number that is no such card is a seat or a count)."""
    out: dict[int, dict[str, Any]] = {}
    for z in (view.get("zones") or {}).values():
        for c in z.get("cards") or ():
            if isinstance(c, dict):
                cid = c.get("id")
                if isinstance(cid, int) and not isinstance(cid, bool) and "name" in c:
                    out.setdefault(cid, c)
    return out


def _words(
    session: Session,
    view: dict[str, Any],
    legal: list[Action],
    label: Labeler | None,
    playable: set[int],
) -> list[dict[str, Any]]:
    """The moves in words, each with the card it plays: its first number when that is one of
    ``playable`` (the seat's own cards, the prompt's cards); a later number may be a seat or a
    count that happens to equal a card's id, so it is never taken for a card."""
    verbs = load_guide(session.game_name).verbs
    moves: list[dict[str, Any]] = []
    for a in legal[:MAX_MOVES]:
        nums = [x for x in a.args if isinstance(x, int) and not isinstance(x, bool)]
        ids = nums[:1] if nums and nums[0] in playable else []
        text = session.name_text(say_action(a, view, label, verbs))
        moves.append({"a": str(a), "text": text, "cards": ids, "pass": a.verb == "pass"})
    said: dict[tuple[str, tuple[int, ...]], int] = {}
    for m in moves:
        key = (m["text"], tuple(m["cards"]))
        said[key] = said.get(key, 0) + 1
    for m, a in zip(moves, legal):
        if said[(m["text"], tuple(m["cards"]))] > 1:  # the same words: say what differs
            rest = [str(x) for x in a.args if x not in m["cards"] and str(x) not in m["text"]]
            m["text"] += f" ({' '.join(rest)})" if rest else ""
    return moves


class _Cards:
    """The cards a message shows: id -> name and image URL, and the images' cards by hash."""

    def __init__(self, game: str, image_url: str) -> None:
        self.game, self.url = game, image_url
        self.images: dict[str, dict[str, Any]] = {}
        self.cards: dict[str, dict[str, Any]] = {}

    def add(self, c: dict[str, Any]) -> int:
        self.cards[str(c["id"])] = self.face(c)
        return int(c["id"])

    def face(self, c: dict[str, Any]) -> dict[str, Any]:
        """The card's name and image URL (the image may be fetched until the next message)."""
        h = image_hash(self.game, c)
        self.images[h] = c
        return {"name": c.get("name"), "img": f"{self.url}{h}.png"}


def _groups(
    view: dict[str, Any],
    spectator: dict[str, Any],
    seat: int,
    shown: _Cards,
    name_of: Callable[[int], str] | None = None,
) -> list[dict[str, Any]]:
    """The seat's private groups as the page shows them: card ids (with images), and chips
    for what has no name (a Codenames key square)."""
    groups = []
    for g in private_groups(view, spectator, seat, name_of):
        ids, chips = [], []
        for c in g["items"]:
            if isinstance(c.get("id"), int) and isinstance(c.get("name"), str):
                ids.append(shown.add(c))
            else:
                chips.append(" ".join(str(v) for k, v in c.items() if k != "id"))
        groups.append({"title": g["title"], "cards": ids, "chips": chips})
    return groups


def seat_message(
    session: Session,
    seat: int,
    image_url: str,
    window: PhoneWindow | None = None,
    label: Labeler | None = None,
    log: list[LogLine] | None = None,
    spectator: dict[str, Any] | None = None,
) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """The phone message of ``seat`` and the card images it may fetch (hash -> card);
    ``image_url`` is the seat's image path prefix ("/img/KEY/"), ``log`` the seat's last
    lines in order (``seat_lines``, numbered), ``spectator`` the game's view for nobody
    (computed once for all seats)."""
    game = session.game
    view = game.view(seat)
    legal = game.legal_actions(seat)
    table = on_table(view)
    shown = _Cards(session.game_name, image_url)
    open_view = game.view(None) if spectator is None else spectator
    groups = _groups(view, open_view, seat, shown, session.seat_name)
    prompt = view.get("prompt")
    mine = isinstance(prompt, dict) and prompt.get("seat") == seat
    playable = {cid for g in groups for cid in g["cards"]}
    if mine:
        options = prompt.get("options") or []  # type: ignore[union-attr]
        playable |= {o.get("card") for o in options if isinstance(o, dict)} & set(table)
    typed = game.typed_moves(seat)
    typed_verbs = {t.verb for t in typed}
    listed = [a for a in legal if a.verb not in typed_verbs]  # a typed verb's list is a sample
    moves = _words(session, view, listed, label, playable)
    for m in moves:
        for cid in m["cards"]:
            if str(cid) not in shown.cards:
                shown.add(table[cid])
    asked = prompt.get("text") if mine else None  # type: ignore[union-attr]
    res = game.result()
    built = info(session.game_name).phone_board
    board = load(built)(view, moves) if built else None
    if board is not None:
        groups = []  # the board shows what the groups would (a Codenames key)
    msg = {
        "t": "state",
        "seat": seat,
        "you": session.seat_name(seat),
        "game": type(game).TITLE,
        "turn": bool(legal),
        "status": [session.name_text(s) for s in situation(session, view, seat)],
        "prompt": session.name_text(asked) if asked else None,
        "moves": moves,
        "typed": [
            {
                "verb": t.verb,
                "label": t.label,
                "hint": t.hint,
                "numbers": [str(n) for n in t.numbers],
            }
            for t in typed
        ],
        "groups": groups,
        "cards": shown.cards,
        "window": _window(window, seat, legal),
        "race": _race(game, seat),
        "log": [
            {
                "n": line.n,
                "text": line.text,
                "cards": [shown.face(c) for c in line.cards],
                "mine": line.mine,
                "about": line.about,
            }
            for line in log or ()
        ],
        "players": public_players(session, open_view),
        "over": session.name_text(res.text) if res is not None else None,
        "role": game.seat_role(seat),
        "board": board,
    }
    return msg, shown.images


@dataclass(frozen=True)
class LogLine:
    """A line of a seat's log on its phone: an event's public sentence, or its own sentence
    where the event told the seat more (``mine``: the hand it looked at, the card taken from
    it, the card it drew), with the cards the event shows it (card dicts with an id and a
    name); ``about``: a line of its own about something done to the seat (a card left its
    hand); ``n``: its number among the seat's lines (the hub numbers them, from 1)."""

    text: str
    cards: tuple[dict[str, Any], ...] = ()
    mine: bool = False
    about: bool = False
    n: int = 0


def seat_lines(session: Session, events: Iterable[Event], seat: int) -> list[LogLine]:
    """The lines of ``events`` as ``seat``'s log reads them, in order: each event's public
    sentence (what every seat reads), then, right after it, the event's own sentence for the
    seat where it has one (``Event.for_seat``, in the seat's names: ``Session.shown``)."""
    out = []
    for e in events:
        text = session.shown(e, None)["text"]
        if text:
            out.append(LogLine(text))
        if seat in e.to and e.secret_text:
            text = session.shown(e, seat)["text"]
            cards = shown_cards(dict(e.secret_data or {}), {})
            lost = e.data.get("from") == seat and e.data.get("to") != seat
            out.append(LogLine(text, tuple(cards.values()), mine=True, about=lost))
    return out


def _window(window: PhoneWindow | None, seat: int, legal: list[Action]) -> dict[str, Any] | None:
    if window is None or seat not in window.seats or not legal:
        return None
    seconds = None if window.seconds is None else round(max(0.0, window.seconds), 1)
    return {"seconds": seconds, "text": window.text or "A reaction window is open"}


def _race(game: Any, seat: int) -> dict[str, Any] | None:
    """A race this seat takes part in (``Game.timed``): the phone shows its button; the TV
    shows the race (the gesture to copy, the GO!)."""
    timed = game.timed()
    if timed is None or timed.kind != "race" or seat not in timed.seats:
        return None
    words = dict(timed.param("words", ()))
    if timed.opener == seat:
        how = "Press to make your gesture: the others copy it."
    elif timed.opener is not None:
        how = "Watch the TV: press when the gesture is made."
    else:  # the TV's own word ("THROW!" in the bone race)
        kind = timed.name if timed.name in KINDS else "signal"
        how = f"Watch the TV: press when it says {signal_word(kind, words)}"
    if timed.mode == "last":
        how += " The last to press loses."
    else:
        how += " The first to press wins."
    title = words.get("title") or f"{timed.name.capitalize() or 'A'} race!"
    return {"title": str(title), "how": how}


def public_players(session: Session, spectator: dict[str, Any]) -> list[dict[str, Any]]:
    """The footer's list of players, read from the view for nobody (what a spectator sees,
    the same on every phone): each seat's name, score and whether it acts now, and ``role``
    where the game's roles are public (``TableFacts.public_role``), else ""."""
    facts = facts_for(session.game_name)
    scores = {p["seat"]: p.get("score") for p in spectator.get("players") or ()}
    active = set(spectator.get("active") or ())
    return [
        {
            "name": session.seat_name(s),
            "score": scores.get(s),
            "active": s in active,
            "role": facts.public_role(spectator, s),
        }
        for s in range(session.game.num_seats)
    ]
