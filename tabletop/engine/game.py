"""The game contract shared by every game, and the registry of games.

A game object *is* the state. The shared layer (this class) does the checks every game needs
(is it over, may this seat act, is the action legal) and each game fills the hooks:

- ``setup()`` deals from ``self.rng``;
- ``active_seats()``: the seats that may act now (several during a reaction window);
- ``_legal(seat)``: the legal actions of an active seat;
- ``_do(action)``: carry out a legal action, return events;
- ``view(seat)``: what that seat may see (``None`` = spectator), JSON-able, built so that no
  hidden card's identity appears;
- ``result()``: ``None`` while playing, then a ``Result``;
- ``state_dict()``: the full state, JSON-able (scenario output, hashing, tests);
- ``scramble_hidden(seat, rng)``: permute everything ``seat`` may not see (the hidden-information
  property test checks the view does not change);
- ``card_inventory()``: every card instance in the game (the conservation test);
- ``determinize(seat, rng)``: a copy with what ``seat`` may not see dealt again (for search),
  from ``scramble_hidden`` and the hooks ``scramble_groups``, ``redeal_fits`` and ``pinned``.

``apply`` either applies a legal action completely or raises ``IllegalAction`` and changes
nothing.

Core v2 (``FLOW`` set): a game declares its phases in ``FLOW`` (``engine/flow.py``) and keeps
its cards in ``self.zones`` (``engine/zones.py``); the shared layer then supplies
``active_seats`` (from the phase's actors or the open prompt), ``_legal`` (the open prompt's
answers, else ``legal_<phase>(seat)``), ``_do`` (the prompt's ``answer_<kind>(prompt, values)``,
else ``do_<verb>(action)``, then ``settle()``), the refusal sentence (``why_illegal``: the
prompt, the phase's verbs, then the game's ``why_<verb>(action)``), ``view`` (the common
header of ``engine/view.py`` plus ``own_view(seat)``), ``scramble_hidden`` and
``card_inventory`` (from the zones). A game overrides any of these only for what truly
differs.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tabletop.engine import flow as fl
from tabletop.engine.actions import Action, excerpt, format_action, parse_action
from tabletop.engine.errors import IllegalAction, TabletopError
from tabletop.engine.events import Event
from tabletop.engine.fastcopy import fast_copy
from tabletop.engine.prompt import Choice, Prompt
from tabletop.engine.rng import GameRNG
from tabletop.engine.stack import ResponseStack
from tabletop.engine.timed import Timed, TimedOutcome
from tabletop.engine.zones import Zones

_HOOKS: dict[tuple[str, str], str] = {}


def _hook(prefix: str, name: str) -> str:
    """``prefix + name``, interned once (the dispatch builds these on every move)."""
    key = (prefix, name)
    hook = _HOOKS.get(key)
    if hook is None:
        hook = _HOOKS[key] = prefix + name
    return hook


#: refusal sentences are cut to this length (they never repeat a long input whole)
MAX_REASON = 240


@dataclass(frozen=True)
class Result:
    """How a game ended: winners (maybe several, maybe none), a sentence, and points."""

    winners: tuple[int, ...]
    text: str
    scores: dict[int, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "text": self.text,
            "scores": {str(k): v for k, v in self.scores.items()},
        }


@dataclass(frozen=True)
class Option:
    """A game option (variant) with its allowed values; the first is the default."""

    name: str
    label: str
    choices: tuple[Any, ...]
    help: str = ""
    #: how a whole-number value is said: "seat" (a seat: Player N, or nobody when negative),
    #: or a template ("card {}"); "" says the number
    int_words: str = ""
    #: words for particular values, e.g. (("deck", "a card from the deck"),)
    words: tuple[tuple[Any, str], ...] = ()

    @property
    def default(self) -> Any:
        return self.choices[0]

    def say(self, value: Any, names: list[str] | None = None) -> str:
        """``value`` in words for the launcher: seats by ``names`` (else "Player N"), "nobody",
        "from the deck"."""
        for v, w in self.words:
            if v == value and type(v) is type(value):
                return w
        if isinstance(value, int) and not isinstance(value, bool) and self.int_words:
            if self.int_words == "seat":
                if value < 0:
                    return "nobody"
                return names[value] if names and value < len(names) else f"Player {value + 1}"
            return self.int_words.format(value)
        if isinstance(value, str):
            return value.replace("_", " ").replace("-", " ")
        return str(value)


@dataclass(frozen=True)
class TypedMove:
    """A move whose word the player types (a Codenames clue): its legal list holds only a
    sample, so a phone or a keyboard shows a text field and, when ``numbers`` is not empty, a
    choice among them (``seat:verb WORD n``; the rules judge the typed word)."""

    verb: str
    label: str
    numbers: tuple[int | str, ...] = ()
    hint: str = ""


class Game(ABC):
    NAME: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""
    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 2
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    #: other names players use for an option value, e.g. {("variant", "two-player"): "co-op"}
    OPTION_ALIASES: ClassVar[dict[tuple[str, Any], Any]] = {}
    #: Safety bound for simulations and the conformance test.
    MAX_ACTIONS: ClassVar[int] = 5000
    #: options that reproduce an earlier revision of our rule readings, by revision
    #: (``saves.RULES``): a save written then replays under them, to the same states
    LEGACY_OPTIONS: ClassVar[dict[int, dict[str, Any]]] = {}
    #: Core v2: the phases and steps (None for a game that does its own dispatch).
    FLOW: ClassVar[fl.Flow | None] = None
    #: event kinds of this game beyond ``events.COMMON``
    EVENT_KINDS: ClassVar[frozenset[str]] = frozenset()
    #: ``clone``: attributes holding data no move changes (card definitions), shared as they are
    CLONE_SHARED: ClassVar[frozenset[str]] = frozenset()
    #: ``clone``: lists that only grow with immutable items (card data of cards made in play,
    #: past events), copied one level deep
    CLONE_SHALLOW: ClassVar[frozenset[str]] = frozenset()
    #: record what each seat learns as cards move (``Zones.known``, read by ``determinize``):
    #: set on a game a searching player plays; off by default, as it costs every move a
    #: snapshot of the zones (2-3x fewer raw actions a second)
    tracks_knowledge: bool = False
    #: a game with ``STACK`` phases keeps its response stack here
    stack: ResponseStack

    def __init__(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> None:
        if not self.MIN_SEATS <= seats <= self.MAX_SEATS:
            raise TabletopError(
                f"{self.TITLE} is played by {self.MIN_SEATS} to {self.MAX_SEATS} players, "
                f"not {seats}"
            )
        self.seed = seed
        self.num_seats = seats
        self.options = self.check_options(options or {})
        self.rng = GameRNG(seed)
        self.log: list[str] = []
        # core v2 state: where the flow is, the open prompt, the zones
        self.flow = fl.FlowState("setup")
        self.prompt: Prompt | None = None
        self.zones = Zones()
        self.setup()

    # ------------------------------------------------------------------ copies for search
    def clone(self, seed: int | None = None) -> Game:
        """A copy to try moves on: the same position and views, the card data shared
        (``CLONE_SHARED``, ``CLONE_SHALLOW``), no action log, and a fresh random stream (from
        ``seed``, else one derived from the game's seed and move count), so a copy never knows
        the real game's future draws. Moves on the copy never touch the original."""
        if seed is None:
            digest = hashlib.sha256(f"clone:{self.seed}:{len(self.log)}".encode()).digest()
            seed = int.from_bytes(digest[:8], "big")
        return self._copy({}, GameRNG(seed), [])

    def determinize(self, seat: int, rng: random.Random) -> Game:
        """A copy in which everything ``seat`` may not see is dealt again at random, consistently
        with what it has seen: hidden cards trade places within their pools
        (``scramble_groups``), a zone that only takes some cards gets only those
        (``redeal_fits``), cards named elsewhere stay (``pinned``), cards the seat knows to be in
        a zone stay in it (``Zones.known``), secrets kept outside the zones follow
        (``scramble_hidden``), and future random draws come from a fresh stream drawn from
        ``rng``. ``seat``'s view of the copy is the view it has of this game."""
        g = self.clone(rng.getrandbits(63))
        g.scramble_hidden(seat, rng)
        return g

    def apply_trusted(self, action: Action) -> list[Event]:
        """Carry out ``action`` taken from ``legal_actions`` on a copy being searched: no
        check, no log line, no record of what seats learn (about twice as fast as ``apply``)."""
        return self._do(action)

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        """An exact copy (the same random stream and log; replays and undo snapshot with it),
        made as fast as ``clone``."""
        return self._copy(memo, copy.deepcopy(self.rng, memo), list(self.log))

    def _copy(self, memo: dict[int, Any], rng: GameRNG, log: list[str]) -> Game:
        new = type(self).__new__(type(self))
        memo[id(self)] = new
        for name, value in self.__dict__.items():
            if name in self.CLONE_SHARED:
                new.__dict__[name] = value
            elif name in self.CLONE_SHALLOW:
                new.__dict__[name] = copy.copy(value)
            elif name == "log":
                new.__dict__[name] = log
            elif name == "rng":
                new.__dict__[name] = rng
            else:
                new.__dict__[name] = fast_copy(value, memo)
        return new

    # ------------------------------------------------------------------ options
    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        known = {o.name: o for o in cls.OPTIONS}
        out = {o.name: o.default for o in cls.OPTIONS}
        for k, v in options.items():
            if not isinstance(k, str) or isinstance(v, dict | list | set | tuple) or v is None:
                raise TabletopError(
                    f"option {excerpt(k)} should be a word or a number, not {excerpt(v)}"
                )
            v = cls.OPTION_ALIASES.get((k, v), v)
            if k not in known:
                raise TabletopError(f"{cls.TITLE} has no option {excerpt(k)}")
            if v not in known[k].choices:
                allowed = ", ".join(map(str, known[k].choices))
                raise TabletopError(f"option {k!r} must be one of {allowed}, not {excerpt(v)}")
            out[k] = v
        return out

    # ------------------------------------------------------------------ hooks
    @abstractmethod
    def setup(self) -> None: ...

    @abstractmethod
    def result(self) -> Result | None: ...

    @abstractmethod
    def state_dict(self) -> dict[str, Any]: ...

    # ------------------------------------------------------------------ core v2 flow
    def _flow(self) -> fl.Flow:
        if self.FLOW is None:
            raise NotImplementedError(f"{type(self).__name__} declares no FLOW")
        return self.FLOW

    def phase_now(self) -> fl.Phase:
        """The innermost phase declaration the game is in (the step, if any)."""
        flow = self.FLOW
        if flow is None:
            raise NotImplementedError(f"{type(self).__name__} declares no FLOW")
        return flow[self.flow.step or self.flow.phase]

    def phase_hint(self) -> str:
        """What may be done in the phase now, in words ("play up to 3 Missions or end the
        turn"): its declared ``hint``; a game says it as the state has it (once its 3 Missions
        are played, only ending the turn)."""
        return self.phase_now().hint

    def current_seat(self) -> int:
        """The seat whose turn it is (``CURRENT`` phases)."""
        return int(getattr(self, "current", 0))

    def seats_in_play(self) -> list[int]:
        """Seats still playing (``ALL`` phases, ``OTHERS_ONCE`` queues); all by default."""
        return list(range(self.num_seats))

    def others_in_order(self, seat: int) -> list[int]:
        """The seats in play after ``seat``, clockwise from its left."""
        playing = set(self.seats_in_play())
        n = self.num_seats
        return [(seat + i) % n for i in range(1, n) if (seat + i) % n in playing]

    def enter(self, phase: str, step: str | None = None) -> list[Event]:
        """Move the flow to ``phase`` (and ``step``), running the declared on_leave and
        on_enter methods; returns their events. An ``OTHERS_ONCE`` phase queues the other
        seats in turn order from the current player's left."""
        flow = self._flow()
        events: list[Event] = []
        old = self.flow.step or self.flow.phase
        if old in flow and flow[old].on_leave:
            events.extend(getattr(self, str(flow[old].on_leave))() or [])
        self.flow.phase = phase
        self.flow.step = step
        new = flow[step or phase]
        if new.actors == fl.OTHERS_ONCE:
            self.flow.queue = self.others_in_order(self.current_seat())
        if new.on_enter:
            events.extend(getattr(self, new.on_enter)() or [])
        return events

    def open_prompt(self, prompt: Prompt) -> None:
        self.prompt = prompt

    def active_seats(self) -> list[int]:
        if self.is_terminal():
            return []
        return self._actors()

    def _actors(self) -> list[int]:
        """Who acts now, the game not being over (the hot path: no result check)."""
        if self.prompt is not None:
            return [self.prompt.seat]
        flow = self.flow
        actors = self.FLOW.phases[flow.step or flow.phase].actors  # type: ignore[union-attr]
        if actors == fl.CURRENT:
            return [self.current_seat()]
        if actors == fl.LISTED:
            return list(self.flow.seats)
        if actors == fl.OTHERS_ONCE:
            return self.flow.queue[:1]
        if actors == fl.ALL:
            return self.seats_in_play()
        if actors == fl.STACK:
            return self.stack.waiting_on()
        return []

    def _legal(self, seat: int) -> list[Action]:
        if self.prompt is not None:
            return self.prompt.actions()
        flow = self.flow
        fn = getattr(self, _hook("legal_", flow.step or flow.phase), None)
        return fn(seat) if fn is not None else []

    def _do(self, action: Action) -> list[Event]:
        p = self.prompt
        if p is not None and action.verb == p.verb and action.seat == p.seat:
            self.prompt = None
            events = getattr(self, _hook("answer_", p.kind))(p, list(action.args))
        else:
            events = getattr(self, _hook("do_", action.verb))(action)
        events = list(events) if events else []
        more = self.settle()
        if more:
            events.extend(more)
        return events

    def settle(self) -> list[Event]:
        """Called after every move: resolve what no longer waits on anyone (a stack whose
        window closed, an ended turn). Returns events."""
        return []

    def own_view(self, seat: int | None) -> dict[str, Any]:
        """The game's own part of a seat view (added to the common header)."""
        return {}

    def typed_moves(self, seat: int) -> tuple[TypedMove, ...]:
        """The moves ``seat`` may make now by typing a word (``TypedMove``); none by default."""
        return ()

    def timed(self) -> Timed | None:
        """The open timed prompt (a race or a shot the table measures), if any
        (``tabletop.engine.timed``)."""
        return None

    def timed_actions(self, timed: Timed, outcome: TimedOutcome) -> list[Action]:
        """The ordinary actions a measured ``outcome`` of ``timed`` stands for (empty: a
        winner of a race picks its move itself)."""
        raise TabletopError(f"{self.TITLE} has no timed prompt {timed.kind!r}")

    def view(self, seat: int | None) -> dict[str, Any]:
        from tabletop.engine.view import seat_view

        return seat_view(self, seat)

    def describe_card(self, card: int) -> Any:
        """A visible card as a view shows it (its id and name at least)."""
        return {"id": card}

    def scores(self) -> dict[int, float]:
        """Each seat's score, for the common view header (empty when the game has none)."""
        return {}

    def scramble_groups(self, zone: Any) -> str:
        """Hidden cards of zones in different groups never trade places when scrambling."""
        return ""

    def redeal_fits(self, zone: Any) -> Callable[[int], bool] | None:
        """For a zone that only takes some cards when re-dealing (a face-down Happening is a
        Happening), the test a card must pass; ``None`` takes any card of the pool."""
        return None

    def pinned(self) -> set[int]:
        """Cards of hidden zones whose identity everyone sees elsewhere (the cards of an open
        prompt's public options; a game adds a card named by a threat on the stack):
        re-dealing never moves them."""
        p = self.prompt
        if p is None or p.private:
            return set()
        return {c.card for c in p.options if c.card is not None}

    def scramble_hidden(self, seat: int, rng: random.Random) -> None:
        """Deal again what ``seat`` may not see (``Zones.scramble_hidden``), then let records
        kept outside the zones follow the cards (``follow_redeal``)."""
        fixed = self.pinned()
        p = self.prompt
        if p is not None and p.seat == seat:
            fixed |= {c.card for c in p.options if c.card is not None}
        moved = self.zones.scramble_hidden(seat, rng, self.scramble_groups, self.redeal_fits, fixed)
        if moved:
            self.follow_redeal(seat, moved)

    def follow_redeal(self, seat: int, moved: dict[int, int]) -> None:
        """After a re-deal for ``seat``, records outside the zones that name hidden cards
        follow them (``moved``: old card -> the card now in its place). By default the options
        of another seat's private prompt (an Assassin choosing from a hand he looks at); a
        game adds its own records (a face-down Happening)."""
        p = self.prompt
        if p is None or not p.private or p.seat == seat:
            return
        opts = []
        for o in p.options:
            new = moved.get(o.card) if o.card is not None else None
            if new is None or o.card is None:
                opts.append(o)
                continue
            value = new if o.value == o.card else o.value
            label = o.label
            if label and label == self.card_name(o.card):
                label = self.card_name(new) or label
            opts.append(Choice(value, label, new))
        p.options = opts

    def set_position(self, position: dict[str, Any]) -> None:
        """Put the game into a position given by a scenario file (see docs/scenarios.md)."""
        raise TabletopError(f"{self.TITLE} scenarios do not support a [position] table yet")

    def card_inventory(self) -> list[int]:
        """Every card instance id in every zone (sorted); the same all game long."""
        return self.zones.inventory()

    def why_illegal(self, action: Action) -> str:
        """A sentence for the player saying why ``action`` is not legal now.

        With a ``FLOW``: the open prompt says what to choose; a verb outside the phase says
        when it is allowed and what is possible now; then the game's ``why_<verb>(action)``;
        last, what the phase allows."""
        if self.FLOW is None:
            return "That move is not allowed right now."
        if self.prompt is not None:
            return self.prompt.accepts(action) or "That is not one of the choices."
        now = self.phase_now()
        if action.verb not in now.verbs:
            return self.FLOW.not_now(action.verb, now, self.phase_hint())
        fn = getattr(self, "why_" + action.verb, None)
        reason = fn(action) if fn is not None else None
        if reason:
            return str(reason)
        hint = f" Now you can {self.phase_hint()}." if now.hint else ""
        return f"That move is not possible now.{hint}"

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def seat_role(self, seat: int) -> str:
        """The seat's role and team when the game deals them ("HYDRA Director"), else "":
        the phone's header and the TV's join panel say it."""
        return ""

    # ------------------------------------------------------------------ shared layer
    def is_terminal(self) -> bool:
        return self.result() is not None

    def legal_actions(self, seat: int) -> list[Action]:
        if self.is_terminal() or seat not in self._active_unchecked():
            return []
        return self._legal(seat)

    def _active_unchecked(self) -> list[int]:
        """``active_seats`` when the caller has checked the game is not over."""
        if self.FLOW is not None and type(self).active_seats is Game.active_seats:
            return self._actors()
        return self.active_seats()

    def check(self, action: Action) -> None:
        """Raise ``IllegalAction`` with a readable reason unless ``action`` is legal now."""
        if self.is_terminal():
            raise IllegalAction("The game is over.")
        if not 0 <= action.seat < self.num_seats:
            raise IllegalAction(f"There is no seat {action.seat}.")
        if not isinstance(action, Action):
            raise IllegalAction(f"an action is text or an Action, not {type(action).__name__}")
        if action.seat not in self._active_unchecked():
            raise IllegalAction(f"It is not {self.seat_name(action.seat)}'s move now.")
        try:
            reason = self.illegal_reason(action)
        except (TypeError, ValueError, IndexError, KeyError, AttributeError):
            # a malformed argument (a word where a card id belongs, a huge id) tripped the
            # game's explanation code: the move is refused all the same, in plain words
            reason = f"That move is not possible now ({excerpt(format_action(action))})."
        if reason is not None:
            if len(reason) > MAX_REASON:
                reason = reason[: MAX_REASON - 1] + "\u2026"
            raise IllegalAction(reason)

    def illegal_reason(self, action: Action) -> str | None:
        """``None`` when ``action`` is legal for its (active) seat, else why not.

        By default an action is legal when it is among ``_legal(seat)``. Games whose action
        space cannot be listed (a Codenames clue may be any word) override this, and let
        ``_legal`` return a representative sample that bots and tests can draw from.
        """
        if self.prompt is not None and self.FLOW is not None:
            return self.prompt.accepts(action)
        if action in self._legal(action.seat):
            return None
        return self.why_illegal(action)

    def illegal_reason_or_none(self, action: Action) -> str | None:
        """Why ``action`` would be refused now, or ``None`` when it is legal (no exception)."""
        try:
            self.check(action)
        except IllegalAction as e:
            return str(e)
        return None

    def card_name(self, card: int) -> str | None:
        """The name of card instance ``card`` (scenario files may name cards)."""
        d = self.describe_card(card)
        name = d.get("name") if isinstance(d, dict) else None
        return name if isinstance(name, str) else None

    def apply(self, action: Action | str) -> list[Event]:
        if isinstance(action, str):
            action = parse_action(action)
        elif not isinstance(action, Action):
            raise IllegalAction(f"an action is text or an Action, not {type(action).__name__}")
        self.check(action)
        if not self.tracks_knowledge:
            events = self._do(action)
        else:
            before = self.zones.snapshot()
            pinned = self.pinned()
            events = self._do(action)
            self.zones.learn(before, self.num_seats, pinned, self.pinned())
        self.log.append(format_action(action))
        return events

    def state_hash(self) -> str:
        blob = json.dumps(self.state_dict(), sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    def spectator_view(self) -> dict[str, Any]:
        return self.view(None)

    def rematch_options(self) -> dict[str, Any]:
        """Options for "play again" after this game (Austin Powers: the winner wears the Daddy
        pants and picks first)."""
        return dict(self.options)

    def metrics(self) -> dict[str, float]:
        """Game-specific figures for ``simulate`` (averaged over games)."""
        return {}


# ---------------------------------------------------------------------- registry
# Games are declared once, in their package (``engine/registry.py``).


def game_names() -> list[str]:
    from tabletop.engine.registry import playable_names

    return playable_names()


def game_class(name: str) -> type[Game]:
    from tabletop.engine.registry import info, load

    gi = info(name)
    if not gi.playable:
        raise TabletopError(f"{gi.title} is not playable yet")
    return load(gi.rules)  # type: ignore[no-any-return]


def new_game(
    name: str, seed: int = 0, seats: int | None = None, options: dict[str, Any] | None = None
) -> Game:
    cls = game_class(name)
    return cls(seed, seats if seats is not None else cls.MIN_SEATS, options)


def replay(
    name: str, seed: int, seats: int, options: dict[str, Any] | None, log: list[str]
) -> Game:
    """Rebuild a game from its seed and log; raises IllegalAction naming the bad index."""
    g = new_game(name, seed, seats, options)
    for i, text in enumerate(log):
        try:
            g.apply(parse_action(text))
        except TabletopError as e:
            raise IllegalAction(f"action {i} ({text!r}) cannot be applied: {e}") from None
    return g
