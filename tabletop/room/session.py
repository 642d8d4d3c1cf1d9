"""A session: one game being played, who sits where (human or bot), undo, save and autosave.

The session is the single gate the UI and the command line use: ``apply`` goes through the game's
checks; ``bot_move`` asks a bot for the first bot seat that may act (bots see only their view);
``undo`` steps back over the human's last actions (and the bots' passes after them) as long as no
hidden information was revealed since (an event with ``reveals`` is a floor, and so is a bot's move
other than a pass: it showed what the bot chose, often a card from its hand) and the game is not
over. Undo is a replay of the seed and the shortened log, so it can never drift from the rules.

Hot-seat undo (``undo(by)``: ``by`` is the person at the screen) takes back only a run of that
person's own moves at the end of the log: it stops at a move of another seat and at a move the
table made on someone's behalf (``apply(..., by_table=True)``: the passes made when a window's time
ran out, an auto-pass, a forced answer), so it never reopens a window that closed for everyone and
never goes back into another person's turn. The save keeps the table's moves (``by_table``), so
after a Resume undo goes on as before it; a save written before that key existed does not say
who made its moves: hot-seat undo stops at its start (``known_from``).
"""

from __future__ import annotations

import atexit
import errno
import random
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.ai.base import Bot, make_bot, searches
from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import SaveError, TabletopError
from tabletop.engine.events import Event, name_seats
from tabletop.engine.files import check_text
from tabletop.engine.game import Game, game_class, new_game
from tabletop.engine.saves import (
    FORMAT,
    RULES,
    VERSION,
    atomic_write_bytes,
    check_room,
    check_save,
    options_for_save,
    read_json,
    saved_at_now,
    write_json,
)
from tabletop.room.facts import TableFacts, facts_for
from tabletop.room.replayed_passes import Replayed, replayed_pass_how, window_closed


class AutosaveWriter:
    """Writes table pictures (and anything else that may wait) off the frame: a background
    thread with the atomic write of ``engine/saves.py`` (autosaves are written on the move).
    Latest wins (a file queued while another is written replaces any older queued one);
    ``flush`` waits until everything queued is on disk (on exit, and before the table hands the
    screen back to the launcher)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        #: a save (JSON data) or a picture (a function making PNG bytes, run off the frame)
        self._queued: dict[Path, dict[str, Any] | Callable[[], bytes]] = {}
        self._busy = False
        self._thread: threading.Thread | None = None
        self.errors = 0

    def submit(self, path: Path, data: dict[str, Any] | Callable[[], bytes]) -> None:
        with self._cond:
            self._queued[path] = data
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="tabletop-autosave", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._queued:
                    if not self._cond.wait(timeout=5.0) and not self._queued:
                        self._thread = None
                        self._cond.notify_all()
                        return
                path, data = self._queued.popitem()
                self._busy = True
            try:
                if callable(data):
                    atomic_write_bytes(path, data())
                else:
                    write_json(path, data)
            except (OSError, ValueError, RuntimeError):
                self.errors += 1  # a full disk must not stop the game
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued save is written; True when done in time."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._queued or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True


#: the app's writer of table pictures (``Session.background_saves`` switches it on)
AUTOSAVER = AutosaveWriter()
atexit.register(AUTOSAVER.flush)


@dataclass(frozen=True)
class SeatConfig:
    kind: str = "human"  # "human" or "bot"
    name: str = ""
    level: str = "normal"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SeatConfig:
        return cls(
            str(d.get("kind", "human")), str(d.get("name", "")), str(d.get("level", "normal"))
        )

    @classmethod
    def parse(cls, text: str, index: int) -> SeatConfig:
        """``human``, ``human:Ann``, ``bot``, ``bot:hard``."""
        kind, _, rest = text.strip().partition(":")
        try:
            check_text(rest, f"seat {index + 1}", 40)
        except SaveError as e:
            raise TabletopError(str(e)) from None
        if kind == "human":
            return cls("human", rest or f"Player {index + 1}")
        if kind == "bot":
            return cls("bot", computer_name(index), rest or "normal")
        raise TabletopError(f"seat {text!r}: write human, human:NAME, bot or bot:LEVEL")


def computer_name(seat: int) -> str:
    """A computer player's name, the same in every game, screen and command: "Computer 2" (the
    seat's number, as its claim key and its place at the table count; never a person's
    "Player 2"). A save keeps the names it was made with: an older one's "Player 2" stays."""
    return f"Computer {seat + 1}"


def new_game_seats(game: str) -> int:
    """How many seats a new game of ``game`` has: its ``GameInfo.new_game_seats`` within the
    rules' limits, else the rules' fewest."""
    from tabletop.engine.registry import info

    cls = game_class(game)
    n = info(game).new_game_seats or cls.MIN_SEATS
    return max(cls.MIN_SEATS, min(cls.MAX_SEATS, n))


def default_seats(game: str, count: int | None = None, humans: int = 1) -> list[SeatConfig]:
    """The person (or people) first, then computers: "Player 1", "Computer 2" ...; ``count``
    seats, else as many as a new game of ``game`` has (``GameInfo.new_game_seats``)."""
    n = count or new_game_seats(game)
    return [
        SeatConfig("human", f"Player {i + 1}")
        if i < humans
        else SeatConfig("bot", computer_name(i))
        for i in range(n)
    ]


def write_problem(e: OSError | ValueError, path: Path) -> str:
    """A failed autosave as a sentence for the person: what happened and what to do."""
    err = getattr(e, "errno", None)
    if err == errno.ENOSPC or err == errno.EDQUOT:
        why, todo = "the disk is full", "free some space; the next move is saved again"
    elif err in (errno.EACCES, errno.EPERM, errno.EROFS):
        why = "the folder cannot be written"
        todo = f"make {path.parent} writable (or set TABLETOP_HOME to another folder)"
    else:
        why, todo = (
            f"the file could not be written ({getattr(e, 'strerror', None) or e})",
            ("check the disk; the next move tries again"),
        )
    return f"Your moves are NOT being saved: {why}. To keep this game, {todo}."


#: hot-seat undo ``by`` nobody (no curtain lifted yet: everyone may be looking): no move is theirs
NOBODY = -1


class Session:
    #: the app sets this: table pictures go to ``AUTOSAVER`` (off the frame); the autosave
    #: itself is always written on the move
    background_saves = False
    #: the app sets this False: a searching bot (the hard level) asked on the UI thread (a
    #: reaction window's answers, which the table asks for on the frame) answers at once as
    #: its policy bot does, so no frame waits for a search; on a worker thread it searches
    search_on_main_thread = True

    def __init__(
        self,
        game: str,
        seed: int,
        seats: list[SeatConfig],
        options: dict[str, Any] | None = None,
        log: list[str] | None = None,
        autosave: Path | None = None,
        by_table: list[int] | None = None,
    ) -> None:
        self.game_name = game
        self.seed = seed
        self.seats = list(seats)
        self.options = dict(options or {})
        self.autosave = autosave
        #: the room's part of the autosave (``room.Room.save_part``: the phone seats' tokens,
        #: so a Resume brings the phones back); None: no phones
        self.room: dict[str, Any] | None = None
        #: why the last autosave failed, for the table to show at once (None: saved)
        self.save_problem: str | None = None
        self.bots: dict[int, Bot] = {
            i: make_bot(game, s.level) for i, s in enumerate(self.seats) if s.is_bot
        }
        self.bot_rng = random.Random(seed * 1_000_003 + 17)
        #: a person's seats the computer plays for now (their phone is away: ``cover``)
        self.covering: set[int] = set()
        #: a searching bot sits here: the game records what each seat learns, and after every
        #: move a copy (``snapshot``) is kept for the bot to search from off the UI thread;
        #: ``epoch`` counts moves and undos (a search for an older state stops at once)
        self.searching = any(searches(b) for b in self.bots.values())
        self.snapshot: Game | None = None
        self.epoch = 0
        #: log indices of the moves the table made on a person's behalf (``apply``'s
        #: ``by_table``): hot-seat undo never takes them back
        self.by_table: set[int] = set(by_table or ())
        #: hot-seat undo stops here: who made a replayed log's moves is not known (a log
        #: given with the table's moves (``by_table``, from a save) is known from its start)
        self.known_from = 0 if by_table is not None else len(log or [])
        self._by_table = False
        #: the replayed log move by move, for a resumed table's log (``replayed_passes``)
        self.story: list[Replayed] = []
        self._telling = True  # (the first replay only: an undo's needs no story)
        self._rebuild(log or [])
        self._telling = False
        self.save_auto()

    # ------------------------------------------------------------------ state
    def _rebuild(self, log: list[str]) -> None:
        """Replay ``log`` from the seed (the first time also move by move: ``story``)."""
        self.game: Game = new_game(self.game_name, self.seed, len(self.seats), self.options)
        self.game.tracks_knowledge = self.searching
        self.options = dict(self.game.options)
        self.floor = 0  # undo may not go below this log length
        self.floor_events: list[Event] = []  # what the move that set the floor revealed
        #: what the replayed log did (a resumed game's table shows its story so far)
        self.history: list[Event] = []
        self.story = []
        facts = facts_for(self.game_name) if self._telling and log else None
        for i, text in enumerate(log):
            try:
                action = parse_action(text)
                how = self._replayed_how(facts, action, i) if facts else None
                events = self._apply(action)
            except TabletopError as e:
                raise SaveError(
                    f"action {i} of the log ({text!r}) cannot be replayed: {e}"
                ) from None
            self.history += events
            if facts is not None:
                closed = action.verb == "pass" and window_closed(self.game)
                self.story.append(Replayed(action, events, how, closed))
        self._moved()

    def opening(self, seat: int | None) -> list[dict[str, Any]]:
        """The deal's events as ``seat`` sees them, the lines a new table's log opens with
        (who goes first, the cards dealt face up): dealt again from the seed and options the
        save keeps (a resumed table writes them before its story so far)."""
        game = new_game(self.game_name, self.seed, len(self.seats), self.options)
        return list(game.view(seat).get("events", []))

    def _replayed_how(self, facts: TableFacts, action: Action, i: int) -> str | None:
        """How the replayed pass at ``i`` counts in its window's line (``replayed_passes``);
        before ``known_from`` nobody knows who made the moves: no line."""
        if action.verb != "pass" or i < self.known_from:
            return None
        last = parse_action(self.log[-1]).seat if self.log else None
        by_table = i in self.by_table
        return replayed_pass_how(self.game, facts, action, by_table, self.humans(), last)

    def _moved(self) -> None:
        """After a move or an undo: a new copy for a searching bot, and older searches stop."""
        if self.searching:
            self.snapshot = self.game.clone()
        self.epoch += 1

    def stop_searches(self) -> None:
        """A searching bot's thinking stops at once (the table is left, the app closes): its
        answer would be for a game nobody plays on."""
        self.epoch += 1

    def _apply(self, action: Action) -> list[Event]:
        events = self.game.apply(action)
        if any(e.reveals for e in events) or (action.seat in self.bots and action.verb != "pass"):
            self.floor = len(self.game.log)
            self.floor_events = [e for e in events if e.reveals]  # what the floor's move showed
        return events

    @property
    def log(self) -> list[str]:
        return self.game.log

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name or self.game.seat_name(seat)

    def name_text(self, text: str) -> str:
        """An engine sentence with its seats ("Player 2") called by their names ("Bea")."""
        return name_seats(text, [s.name for s in self.seats])

    def shown(self, event: Event, seat: int | None) -> dict[str, Any]:
        """``event`` as ``seat`` may see it, its sentence with the seats' names."""
        e = event.for_seat(seat)
        e["text"] = self.name_text(e["text"])
        return e

    def phone_tokens(self) -> dict[int, str]:
        """The phone seats of the saved room part and their tokens ({}: none)."""
        return check_room(self.room, "the room") if self.room else {}

    def phone_seats(self) -> list[int]:
        """The human seats a saved room part plays on phones (a Resume seats them there)."""
        humans = self.humans()
        return [s for s in self.phone_tokens() if s in humans]

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def humans_now(self) -> list[int]:
        """The people who answer for their seats now: a seat the computer plays for its
        person this turn (``cover``) is not among them."""
        return [i for i in self.humans() if i not in self.covering]

    def cover(self, seat: int, level: str = "normal") -> None:
        """The computer plays a person's seat for now (its phone is away and the host chose
        so): a bot of ``level`` answers the seat's decisions like any computer player, from
        the seat's own view (``bot_think``); its moves are the table's, made on the seat's
        behalf (hot-seat undo stops at them). ``uncover`` gives the seat back."""
        if seat in self.bots or seat not in self.humans():
            return
        self.bots[seat] = make_bot(self.game_name, level)
        self.covering.add(seat)

    def uncover(self, seat: int) -> None:
        """The seat is its person's again (``cover``)."""
        if seat in self.covering:
            self.covering.discard(seat)
            self.bots.pop(seat, None)

    # ------------------------------------------------------------------ moves
    def apply(self, action: Action | str, by_table: bool = False) -> list[Event]:
        """Apply a move (raises IllegalAction with the reason, changing nothing). ``by_table``:
        the table makes it on the seat's behalf (a window's time ran out, an auto-pass, a
        forced answer; or inside ``by_the_table``), not the person: hot-seat undo stops at it."""
        if isinstance(action, str):
            action = parse_action(action)
        events = self._apply(action)
        if by_table or self._by_table or action.seat in self.covering:
            self.by_table.add(len(self.log) - 1)
        self._moved()
        self.save_auto()
        return events

    @contextmanager
    def by_the_table(self) -> Iterator[None]:
        """The moves applied meanwhile are the table's, made on a seat's behalf (``apply``'s
        ``by_table``), whichever path submits them."""
        self._by_table = True
        try:
            yield
        finally:
            self._by_table = False

    def bot_seats_to_act(self) -> list[int]:
        if self.game.is_terminal():
            return []
        return [s for s in self.game.active_seats() if s in self.bots]

    def bot_choice(self, seat: int) -> Action:
        """The bot's move; a bot that fails or answers an illegal move must not stop the game,
        so it is reported on stderr and the first legal action is taken instead."""
        legal = self.game.legal_actions(seat)
        return self.bot_settle(seat, self.bot_think(seat, self.game.view(seat), legal), legal)

    def bot_think(self, seat: int, view: dict[str, Any], legal: list[Action]) -> Action:
        """The bot's answer to a view and its legal moves (no access to the game: safe to run
        off the UI thread while the game does not change)."""
        try:
            bot = self.bots[seat]
            if searches(bot):
                return self._search(seat, bot, view, legal)
            return bot.choose(view, legal, self.bot_rng)
        except Exception as e:  # noqa: BLE001 - a bot bug must never crash a game night
            print(
                f"tabletop: the bot in seat {seat} failed ({e!r}); it plays {legal[0]}",
                file=sys.stderr,
            )
            return legal[0]

    def _search(self, seat: int, bot: Any, view: dict[str, Any], legal: list[Action]) -> Action:
        """A searching bot's answer, from the copy kept after the last move (never the live
        game, which the UI thread may change meanwhile). Its random stream is one draw of the
        bots' stream (the same answer for the same seed and iteration budget). On the UI
        thread of the app, or when the copy is not of this position, the policy answers."""
        epoch = self.epoch
        snap = self.snapshot
        rng = random.Random(self.bot_rng.getrandbits(64))
        on_ui = threading.current_thread() is threading.main_thread()
        if (on_ui and not self.search_on_main_thread) or snap is None:
            return bot.choose(view, legal, rng)  # type: ignore[no-any-return]
        if snap.is_terminal() or snap.legal_actions(seat) != legal:
            return bot.choose(view, legal, rng)  # type: ignore[no-any-return]
        return bot.choose_in(snap, seat, rng, halt=lambda: self.epoch != epoch)  # type: ignore[no-any-return]

    def bot_settle(self, seat: int, action: Action, legal: list[Action]) -> Action:
        """``action`` if the rules accept it, else the first legal action (reported)."""
        if action not in legal:
            # open action spaces (a Codenames clue) list only a sample: ask the rules
            try:
                self.game.check(action)
            except TabletopError as e:
                print(f"tabletop: the bot in seat {seat} chose {action}: {e}", file=sys.stderr)
                return legal[0]
        return action

    def bot_move(self) -> tuple[Action, list[Event]] | None:
        seats = self.bot_seats_to_act()
        if not seats:
            return None
        action = self.bot_choice(seats[0])
        return action, self.apply(action)

    # ------------------------------------------------------------------ undo
    def undo_target(self, by: int | None = None) -> int | None:
        """Log length to go back to, or None when undo is not possible now. With ``by`` (hot-
        seat: the person at the screen), only a run of that person's own moves at the end of
        the log may be taken back (``undo_refusal`` says why not)."""
        if self.game.is_terminal():
            return None  # the end is the end: its result and revealed hands are seen
        if by is not None:
            return self._own_move(by)
        humans = set(self.humans())
        for i in range(len(self.log) - 1, self.floor - 1, -1):
            if parse_action(self.log[i]).seat in humans:
                return i
        return None

    def _last_mover(self) -> tuple[int | None, str]:
        """The hot-seat undo's look back: (log index of the last move a person made by hand,
        or None, and why not: "" / "table" / "other" / "floor"). A bot's own passes after it
        are taken back with it; the table's moves, another seat's and the floor stop it."""
        for i in range(len(self.log) - 1, -1, -1):
            if i < max(self.floor, self.known_from):
                return None, "floor"
            if i in self.by_table:
                return None, "table"
            seat = parse_action(self.log[i]).seat
            if seat not in self.bots:
                return i, ""
        return None, "floor"

    def _own_move(self, by: int) -> int | None:
        i, _why = self._last_mover()
        if i is None or parse_action(self.log[i]).seat != by:
            return None
        return i

    def undo_refusal(self, by: int | None = None) -> str:
        """Why undo takes nothing back now, in words for the person at the screen."""
        if self.game.is_terminal():
            return "The game is over: nothing is taken back."
        if by is None:
            return f"Nothing to undo: {self.floor_words()}."
        if by == NOBODY:
            return "Nothing of yours to take back: no one has lifted their curtain yet."
        i, why = self._last_mover()
        if why == "table":
            return (
                "Nothing of yours to take back: the table made the last move (a window's time"
                " ran out, or a pass or answer with no choice)."
            )
        if i is None:
            i = self._last_person_move()
            if i is None:
                return "Nothing of yours to take back yet: no one has moved."
            if i < self.known_from:
                return "Nothing of yours to take back: a resumed game keeps its earlier moves."
        seat = parse_action(self.log[i]).seat
        if seat != by:  # the person has not moved since: no reveal is theirs to blame
            return f"{self.move_words(i, by)}; Undo takes back only your own last move."
        return "Nothing of yours to take back: hidden cards have been revealed since."

    def floor_words(self) -> str:
        """What made the last move undo cannot pass, in the person's words (issue 52: "hidden
        cards have been revealed since", said right after a person's own Courier drew them two
        cards, named nothing they had done): "your Courier drew 2 cards you have now seen",
        "Bea's turn began with 2 cards drawn", "Bea played Sniper since"."""
        humans = self.humans()
        me = humans[0] if len(humans) == 1 else None
        i = self.floor - 1
        if i < 0 or i >= len(self.log) or (me is not None and self._last_person_move() is None):
            return "no move of yours yet"
        action = parse_action(self.log[i])
        if not self.floor_events and action.seat in self.bots:  # a computer player's move
            return f"{self.move_words(i, -1).removesuffix(' last')} since"
        draws = [e.data.get("seat") for e in self.floor_events if e.kind == "CardDrawn"]
        drawer = draws[0] if draws and all(d == draws[0] for d in draws) else None
        cards = f"{len(draws)} card{'s' if len(draws) != 1 else ''}"
        opened = action
        for k in range(i, -1, -1):  # a pass: the card its window was opened on resolved
            opened = parse_action(self.log[k])
            if opened.verb != "pass":
                break
        name = self._card_words(opened) if opened.verb in ("play", "react") else None
        whose = "your" if opened.seat == me else f"{self.seat_name(opened.seat)}'s"
        if drawer is not None and drawer == me:
            seen = f"{cards} you have now seen"
            return f"{whose} {name} drew {seen}" if name else f"your turn began with {seen}"
        if drawer is not None and isinstance(drawer, int):
            who = self.seat_name(drawer)
            return f"{whose} {name} drew {who} {cards}" if name else f"{who} has drawn {cards}"
        if name:
            return f"{whose} {name} has shown what was hidden, and it stays seen"
        return "what was hidden has been shown since, and it stays seen"

    def move_words(self, i: int, by: int) -> str:
        """The move at log index ``i`` in words for the person at seat ``by``: "Cy passed on
        your Courier last", "Bea played Sniper last", "Ann ended the turn last" (issue 52:
        "the last move is Cy's", said right after the person's own Courier had resolved, did
        not say that Cy's pass in its window came after it)."""
        action = parse_action(self.log[i])
        who = self.seat_name(action.seat)
        if action.verb == "pass":
            for k in range(i - 1, -1, -1):  # the card the window was opened on
                opened = parse_action(self.log[k])
                if opened.verb == "pass":
                    continue
                name = self._card_words(opened) if opened.verb in ("play", "react") else None
                if name:
                    whose = "your" if opened.seat == by else f"{self.seat_name(opened.seat)}'s"
                    return f"{who} passed on {whose} {name} last"
                break
            return f"{who} passed last"
        if action.verb in ("play", "react"):
            return f"{who} played {self._card_words(action) or 'a card'} last"
        return f"{who} ended the turn last" if action.verb == "end" else f"{who} moved last"

    def _card_words(self, action: Action) -> str | None:
        """The name of the card ``action`` played (seen by everyone), or None."""
        try:
            return self.game.card_name(int(action.args[0])) if action.args else None
        except (TypeError, ValueError, KeyError, IndexError):
            return None

    def _last_person_move(self) -> int | None:
        """The log index of the last move a person made by hand (not a bot, not the table),
        however far back; None when there is none."""
        for i in range(len(self.log) - 1, -1, -1):
            if i not in self.by_table and parse_action(self.log[i]).seat not in self.bots:
                return i
        return None

    def can_undo(self, by: int | None = None) -> bool:
        return self.undo_target(by) is not None

    def undo(self, by: int | None = None) -> bool:
        target = self.undo_target(by)
        if target is None:
            return False
        self._rebuild(self.log[:target])
        self.by_table = {i for i in self.by_table if i < target}
        self.known_from = min(self.known_from, target)
        self.save_auto()
        return True

    # ------------------------------------------------------------------ saves
    def to_save(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": RULES,
            "game": self.game_name,
            "seed": self.seed,
            "options": self.options,
            "seats": [s.to_dict() for s in self.seats],
            "log": list(self.log),
            "finished": self.game.is_terminal(),
            "by_table": sorted(self.by_table),
            "saved_at": saved_at_now(),
            **({"room": self.room} if self.room else {}),
        }

    def save(self, path: Path) -> None:
        write_json(path, self.to_save())

    def save_auto(self) -> None:
        """The autosave, written and fsynced on the move (before the move counts as done: a
        kill right after it loses nothing). A failed write never stops the game: the sentence
        for the person goes to ``save_problem`` (None again once a write succeeds)."""
        if self.autosave is None:
            return
        try:
            self.save(self.autosave)
        except (OSError, ValueError) as e:
            self.save_problem = write_problem(e, self.autosave)
            return
        self.save_problem = None

    @classmethod
    def from_save_data(
        cls, data: dict[str, Any], source: str = "save", autosave: Path | None = None
    ) -> Session:
        check_save(data, source)
        try:
            options = options_for_save(data, game_class(data["game"]).LEGACY_OPTIONS)
            seats = [SeatConfig.from_dict(s) for s in data["seats"]]
            by_table = data.get("by_table")  # None: a save that does not say
            session = cls(
                data["game"], data["seed"], seats, options, data["log"], autosave, by_table
            )
        except TabletopError as e:
            raise SaveError(f"{source}: {e}") from None
        session.room = data.get("room")
        return session

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> Session:
        return cls.from_save_data(read_json(path), str(path), autosave)
