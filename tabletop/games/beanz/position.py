"""Scenario positions for Mighty Beanz: build a game position from card names.

The ``[position]`` table (documented in docs/scenarios.md, section Mighty Beanz); an unknown key
anywhere (top level, a mat entry, a seat table, a stack entry) is an error naming the key:

- ``active`` (seat whose turn it is, default 0), ``first_player`` (default 0), ``points``
  (action points left: a number for ``active``, default 7, or a table seat -> number; a seat
  not named has 0), ``turn_number`` (default 1, so not the Expert game's short first turn),
  ``draws_made`` (0), ``start_turn`` (default false; true runs the start of ``active``'s turn:
  spin Bottomz-up Beans and queue the Shoot for Loot galaxies; ``points`` of ``active`` is then
  ignored).
- ``mat``: a list of ``{slot, bean, position, cosmos}``; ``position`` is headz (default),
  bottomz or sidewayz; either name may be left out. A slot's owner owns its cards.
- ``hands``, ``discards``, ``boosts``: tables from seat ("0"/"1") to lists of card names.
- ``captured``: seat -> three numbers (loot already captured per Galaxy).
- ``decks``: seat -> list of names (top last); default: the seat's chosen deck list, shuffled.
  Loot stacks are then filled from the top of the deck (2 or 3 per Galaxy, less the captured).
- ``stack``: the response stack, bottom first; the game starts in a response window on its top
  item. Each entry is one of ``{seat, attack = [slots], galaxy = G | target = T, boosts =
  [names]}`` (a Bean Attack by the Bean cards in those slots, with the attack modifiers it
  carries), ``{seat, card = "Name", target = T}`` / ``{seat, card = "Freebie Beanie", bean =
  "Name", to = R}`` / ``{seat, card = "No You Don't!"}`` (an Action card; an Instant Action
  answers the entry below it) or ``{seat, freebie = "Name", to = R, slot = S}`` (a Freebie
  Beanie spin power of the Bean card in slot S). ``passed``: seats that already passed in the
  window.
- ``blitz``: slots of the Bean cards gathered in a Bean Blitz being put together (the active
  seat's boost row must hold Bean Blitz!).
- ``prompt``: ``"target"`` (the attack on top of ``stack`` is due: it resolves now and the
  defender chooses its target when it has more than one) or ``"discard"`` (the end of the
  active seat's turn: it discards down to 7).

Every card is a fresh instance, so the inventory of a position game is what the position lists.
Card ids are given in this order: the mat entries as listed (a slot's Bean, then its Cosmos),
the hands of seat 0 then seat 1, the discards, the boosts, the stack entries' cards (a card,
then its Freebie Bean, then an attack's boosts), then the decks (loot comes off them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.engine.errors import TabletopError
from tabletop.engine.stack import ResponseStack, StackItem
from tabletop.games.beanz.cards import deck_names

if TYPE_CHECKING:
    from tabletop.games.beanz.rules import BeanzGame

POSITIONS = ("headz", "bottomz", "sidewayz")
KEYS = (
    "active",
    "first_player",
    "points",
    "turn_number",
    "draws_made",
    "start_turn",
    "mat",
    "hands",
    "discards",
    "boosts",
    "captured",
    "decks",
    "stack",
    "passed",
    "blitz",
    "prompt",
)
MAT_KEYS = ("slot", "bean", "position", "cosmos")
STACK_KEYS = (
    "seat",
    "attack",
    "galaxy",
    "target",
    "boosts",
    "card",
    "bean",
    "to",
    "freebie",
    "slot",
)


def _known(table: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    for k in table:
        if k not in keys:
            raise TabletopError(
                f"position: unknown key {k!r} in {where} (known keys: {', '.join(keys)})"
            )


def _seat(v: Any, where: str) -> int:
    if str(v) not in ("0", "1"):
        raise TabletopError(f"position.{where}: seat must be 0 or 1, not {v!r}")
    return int(v)


def _seat_table(position: dict[str, Any], key: str) -> dict[int, Any]:
    raw = position.get(key, {})
    if not isinstance(raw, dict):
        raise TabletopError(f"position.{key} should be a table from seat to a list")
    return {_seat(k, key): v for k, v in raw.items()}


def _slot(v: Any, where: str) -> int:
    from tabletop.games.beanz.rules.state import NSLOTS

    if not isinstance(v, int) or not 0 <= v < NSLOTS:
        raise TabletopError(f"position.{where}: slot {v!r} is not 0..17")
    return v


def apply_position(g: BeanzGame, position: dict[str, Any]) -> None:
    _known(position, KEYS, "[position]")
    _clear(g)

    def new(name: str, p: int) -> int:
        if name not in g.defs:
            raise TabletopError(f"position: there is no card named {name!r}")
        return g._new_card(name, p)

    _place_mat(g, position, new)
    decks, captured = _fill_piles(g, position, new)
    active = _seat(position.get("active", 0), "active")
    g.turn = active
    g.stack = ResponseStack()
    for i, entry in enumerate(position.get("stack", [])):
        _push_entry(g, entry, i, new)
    _deal_decks_and_loot(g, decks, captured, new)
    _start_phase(g, position, active)
    if "blitz" in position:
        _set_blitz(g, position["blitz"], active)
    _set_prompt(g, position.get("prompt"), active)
    g._events = []
    g._legal_memo = None


def _clear(g: BeanzGame) -> None:
    """No card anywhere: every zone and mat slot empty, no card instances."""
    from tabletop.games.beanz.rules.state import NSLOTS

    g.names, g.owner, g.cd = [], [], []
    for z in g.zones:
        z.cards.clear()
        z.shown.clear()
        z.viewers.clear()
    g.bean = [None] * NSLOTS
    g.pos = [None] * NSLOTS
    g.cosmos = [None] * NSLOTS


def _place_mat(g: BeanzGame, position: dict[str, Any], new: Callable[[str, int], int]) -> None:
    """The ``mat`` entries: a slot's Bean card (and its position), then its Cosmos card."""
    from tabletop.games.beanz.rules.state import slot_owner

    for i, entry in enumerate(position.get("mat", [])):
        _known(entry, MAT_KEYS, f"mat entry {i + 1}")
        r = _slot(entry.get("slot"), "mat")
        p = slot_owner(r)
        if entry.get("bean"):
            b = new(str(entry["bean"]), p)
            if not g.cd[b].is_bean:
                raise TabletopError(f"position.mat: {entry['bean']!r} is not a Bean card")
            g.bean[r] = b
            g.on_mat.append(b)
            ps = str(entry.get("position", "headz"))
            if ps not in POSITIONS:
                raise TabletopError(f"position.mat: position must be one of {POSITIONS}")
            g.pos[r] = ps
        if entry.get("cosmos"):
            c = new(str(entry["cosmos"]), p)
            if g.cd[c].kind != "cosmos":
                raise TabletopError(f"position.mat: {entry['cosmos']!r} is not a Cosmos card")
            g.cosmos[r] = c
            g.on_mat.append(c)


def _fill_piles(
    g: BeanzGame, position: dict[str, Any], new: Callable[[str, int], int]
) -> tuple[dict[int, Any], dict[int, Any]]:
    """Each seat's ``hands``, ``discards`` and ``boosts`` as listed; returns the ``decks`` and
    ``captured`` tables (read here so a bad table is named in the order of the format)."""
    hands = _seat_table(position, "hands")
    discards = _seat_table(position, "discards")
    boosts = _seat_table(position, "boosts")
    decks = _seat_table(position, "decks")
    captured = _seat_table(position, "captured")
    for table, piles in ((hands, g.hand), (discards, g.discard), (boosts, g.boosts)):
        for p in (0, 1):
            piles[p].extend(new(n, p) for n in table.get(p, []))
    return decks, captured


def _deal_decks_and_loot(
    g: BeanzGame,
    decks: dict[int, Any],
    captured: dict[int, Any],
    new: Callable[[str, int], int],
) -> None:
    """Each seat's deck (as listed, else its deck option shuffled) and the loot still to take
    in each Galaxy, dealt from the deck's top."""
    for p in (0, 1):
        names = decks.get(p)
        if names is None:
            g.deck[p].extend(new(n, p) for n in deck_names(g.options[f"deck{p}"]))
            g.rng.shuffle(g.deck[p])
        else:
            g.deck[p].extend(new(n, p) for n in names)
        g.captured[p] = [int(x) for x in captured.get(p, [0, 0, 0])]
        for gal in range(3):
            need = g.loot_per_galaxy - g.captured[p][gal]
            if need <= 0:
                raise TabletopError("position.captured: a Galaxy with all its loot taken is won")
            if len(g.deck[p]) < need + 1:
                raise TabletopError(f"position.decks: seat {p}'s deck is too small for its loot")
            g.loot[p][gal].extend(g.deck[p].pop() for _ in range(need))


def _start_phase(g: BeanzGame, position: dict[str, Any], active: int) -> None:
    """The turn's counters and points, then the start of the turn or its main phase (a
    response window when the stack holds something)."""
    g.prompt = None
    g.blitz = None
    g.winners = None
    g.hidden_hand = "left"
    g.flow.seats = []
    g.first_player = _seat(position.get("first_player", 0), "first_player")
    g.turn_number = int(position.get("turn_number", 1))
    g.spin_boost = 0
    pts = position.get("points", 7)
    if isinstance(pts, dict):
        by_seat = {_seat(k, "points"): int(v) for k, v in pts.items()}
        g.points = [by_seat.get(0, 0), by_seat.get(1, 0)]
    else:
        g.points = [0, 0]
        g.points[active] = int(pts)
    if position.get("start_turn"):
        g._start_turn()
    else:
        g.enter("main")
        g.draws_made = int(position.get("draws_made", 0))
        g.loot_queue = []
        g.tries_left = 2
    if g.stack:
        g.enter("main", "respond")
        for s in position.get("passed", []):
            g.stack.passed.add(_seat(s, "passed"))
        if not g.stack.waiting_on():
            raise TabletopError("position.passed: a window where everyone passed is resolved")
    elif "passed" in position:
        raise TabletopError("position.passed: there is no stack")


def _set_blitz(g: BeanzGame, blitz: Any, active: int) -> None:
    """A Bean Blitz in progress with the listed attackers (the boosts must allow one)."""
    from tabletop.games.beanz.rules.state import HEADZ, slot_owner

    slots = [_slot(r, "blitz") for r in blitz]
    for r in slots:
        if slot_owner(r) != active or g.bean[r] is None or g.pos[r] != HEADZ:
            raise TabletopError(f"position.blitz: slot {r} holds no Headz-up Bean of {active}")
    mods = g.modifiers(active)
    if not mods["blitz"] or g.stack:
        raise TabletopError("position.blitz: the active seat's boosts need Bean Blitz!")
    g.blitz = {"attackers": slots, "sharpshoot": bool(mods["sharpshoot"])}
    g.enter("main", "blitz")


def _set_prompt(g: BeanzGame, prompt: Any, active: int) -> None:
    """``target``: the attack on top resolves up to the defender's choice of target;
    ``discard``: the active seat discards down to 7."""
    if prompt == "target":
        top = g.stack.top
        if top is None or top.kind != "attack":
            raise TabletopError("position.prompt: 'target' needs an attack on top of the stack")
        g._resolve(g.stack.pop_due())
        g._after_resolution()
    elif prompt == "discard":
        if len(g.hand[active]) <= 7 or g.stack:
            raise TabletopError("position.prompt: 'discard' needs more than 7 cards in hand")
        g.enter("discard")
        g._ask_discard(active)
    elif prompt is not None:
        raise TabletopError(f"position.prompt: {prompt!r} is not 'target' or 'discard'")


def _push_entry(g: BeanzGame, entry: dict[str, Any], i: int, new: Any) -> None:
    """Put one ``stack`` entry of a position on the stack (see the module docstring)."""
    from tabletop.games.beanz.rules.state import GALAXY, slot_owner

    where = f"stack entry {i + 1}"
    _known(entry, STACK_KEYS, where)
    p = _seat(entry.get("seat"), f"stack[{i}].seat")
    if "attack" in entry:
        attackers = [_slot(r, where) for r in entry["attack"]]
        for r in attackers:
            if slot_owner(r) != p or g.bean[r] is None:
                raise TabletopError(f"position.{where}: slot {r} holds no Bean card of seat {p}")
        cards = [new(str(n), p) for n in entry.get("boosts", [])]
        target = entry.get("target")
        if target is not None:
            target = _slot(target, where)
        galaxy = int(entry.get("galaxy", GALAXY[target] if target is not None else -1))
        if galaxy not in (0, 1, 2):
            raise TabletopError(f"position.{where}: an attack needs galaxy or target")
        mods = {"add": 0, "mult": 0}
        for c in cards:
            e = g.cd[c].effect
            mods["add"] += 50 if e == "plus50" else 0
            mods["mult"] += 1 if e == "double" else 0
        payload = {
            "attackers": attackers,
            "beans": [g.bean[r] for r in attackers],
            "galaxy": galaxy,
            "target": target,
            "add": mods["add"],
            "mult": mods["mult"],
            "cards": cards,
            "boomerang": False,
            "blitz": len(attackers) > 1,
        }
        g.on_stack.extend(cards)
        g.stack.push(StackItem(p, "attack", payload, "Bean Attack"), [0, 1])
    elif "card" in entry:
        c = new(str(entry["card"]), p)
        cd = g.cd[c]
        if cd.kind != "action":
            raise TabletopError(f"position.{where}: {cd.name!r} is not an Action card")
        payload = {"card": c, "effect": cd.effect}
        g.on_stack.append(c)
        if "target" in entry:
            payload["target"] = _slot(entry["target"], where)
        if cd.effect == "freebie":
            b = new(str(entry.get("bean", "")), p)
            g.on_stack.append(b)
            payload.update(bean=b, to=_slot(entry.get("to"), where))
        if cd.instant:
            top = g.stack.top
            if top is None:
                raise TabletopError(f"position.{where}: {cd.name!r} needs something to answer")
            payload["answers"] = top.uid
        g.stack.push(StackItem(p, "card", payload, cd.name), [0, 1])
    elif "freebie" in entry:
        b = new(str(entry["freebie"]), p)
        g.on_stack.append(b)
        payload = {"bean": b, "to": _slot(entry.get("to"), where)}
        payload["slot"] = _slot(entry.get("slot"), where)
        g.stack.push(StackItem(p, "freebie_power", payload, "Freebie Beanie"), [0, 1])
    else:
        raise TabletopError(f"position.{where}: name an attack, a card or a freebie")
