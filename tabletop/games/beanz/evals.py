"""Mighty Beanz's hard level: the search player (``tabletop/ai/search.py``) playing out with
the hard flicker's card play (``bots.HardBot``: the normal bot's cards, the best aim), with
this game's own judgement of an unfinished position.

At the table a Shoot for Loot shot is a real flick (``shots = "physics"``): the search's copies
draw shots from the model instead (a hit in two, as in simulations), and the flick itself is
the policy bot's, as at the hard level before.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.ai.search import SearchBot, hard_level
from tabletop.ai.search import evaluate as by_score
from tabletop.engine.actions import Action
from tabletop.games.beanz.bots import HardBot, NormalBot
from tabletop.games.beanz.rules.state import GALAXY, HEADZ, NSLOTS, galaxy_slots, slot_owner

#: playout moves before ``evaluate`` judges the position: enough to play a two-player game
#: out (judged after 24 moves, ``evaluate``'s Brier score was 0.19 against 0 at the end, 0.25
#: for a coin; ``tools/eval_check.py``), at about half the iterations a second
CUTOFF = 400
#: the moves searched in the main phase: the normal bot's best few by its own scores (of 20-30
#: legal moves), so each is played out on enough deals
CANDIDATES = 6
#: how close a Galaxy with 0-3 Headz-up Bean cards is to a Shoot for Loot (the normal bot's)
THREAT = (0.0, 2.0, 6.0, 14.0)


def worth(g: Any, p: int) -> float:
    """Loot captured (all of a Galaxy's wins), Galaxies near a Shoot for Loot (more where loot
    is captured already), Bean cards in play and the hand."""
    cap = g.captured[p]
    out = 15.0 * sum(cap) + 10.0 * max(cap) + 0.5 * len(g.hand[p])
    for k in range(3):
        slots = galaxy_slots(p, k)
        up = sum(1 for r in slots if g.bean[r] is not None and g.pos[r] == HEADZ)
        out += THREAT[up] * (1 + cap[k]) + sum(1.0 for r in slots if g.bean[r] is not None)
    return out


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won)."""
    if g.result() is not None:
        return by_score(g, seat)
    return 0.5 + 0.5 * math.tanh((worth(g, seat) - worth(g, 1 - seat)) / 30.0)


def modelled(g: Any) -> None:
    """A copy for search draws its shots from the model (no physics in playouts)."""
    g.options["shots"] = "model"


def flicking(g: Any, seat: int) -> bool:
    """The seat is to flick at the table: the policy's flick bot aims, no search."""
    return bool(g.flow.at == "loot" and g.options["shots"] == "physics")


def candidates(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The main phase's moves the normal bot scores best (``CANDIDATES``); elsewhere every
    legal move."""
    if len(legal) <= CANDIDATES or view.get("phase") != "main" or view.get("step"):
        return legal
    me = legal[0].seat
    bot = NormalBot()
    ranked = sorted(range(len(legal)), key=lambda i: (-bot._score(view, legal[i], me), i))
    # one move a card first (a card's slots in a Galaxy score alike), then the next best
    first: list[Action] = []
    seen: set[tuple[str, object]] = set()
    for i in ranked:
        key = (legal[i].verb, legal[i].args[0] if legal[i].args else None)
        if key not in seen:
            seen.add(key)
            first.append(legal[i])
    rest = [legal[i] for i in ranked if legal[i] not in first]
    return (first + rest)[:CANDIDATES]


#: the normal bot answers a choice offering one of these verbs without reading the view
BLIND = frozenset({"redraw", "cut", "keep", "hide", "guess", "shoot", "flick", "pass"})
#: each card's description, shared by every playout view (the bots only read them)
_SHARED: dict[tuple[int, str], dict[str, Any]] = {}


def _desc(g: Any, card: int) -> dict[str, Any]:
    key = (card, g.names[card])
    d = _SHARED.get(key)
    if d is None:
        d = _SHARED[key] = g.card_desc(card)
    return d


def playout_view(g: Any, seat: int, legal: list[Action]) -> dict[str, Any]:
    """What the normal bot reads of ``g.view(seat)``, built for a playout: nothing where it
    answers blind (``BLIND``), else the mat, the hand, points, loot, modifiers and the
    defender's outcomes, the cards' descriptions shared. The bot makes the same moves from it
    as from the full view, several times faster (``tests/games/beanz/test_beanz_hard.py``)."""
    if any(a.verb in BLIND for a in legal):
        return {}
    mat = []
    bean, pos, cosmos = g.bean, g.pos, g.cosmos
    for r in range(NSLOTS):
        b, c = bean[r], cosmos[r]
        slot: dict[str, Any] = {
            "slot": r,
            "owner": slot_owner(r),
            "galaxy": GALAXY[r],
            "bean": _desc(g, b) if b is not None else None,
            "position": pos[r],
            "cosmos": _desc(g, c) if c is not None else None,
        }
        if b is not None:
            slot["attack"] = g.attack_part(r)
            slot["defence"] = g.defence_value(r)
            slot["spin_cost"] = g.spin_cost(r)
        mat.append(slot)
    targeting = None
    p = g.prompt
    if p is not None and p.kind == "target":
        targeting = {"outcomes": {str(t): g.outcome(p.data["value"], t) for t in p.data["options"]}}
    started = g.turn_number >= 0
    return {
        "phase": g.flow.phase,
        "step": g.flow.step,
        "zones": {f"hand/{seat}": {"cards": [_desc(g, c) for c in g.hand[seat]]}},
        "points": list(g.points),
        "captured": [list(c) for c in g.captured],
        "mat": mat,
        "targeting": targeting,
        "modifiers": g.modifiers(g.turn) if started else None,
    }


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return hard_level(
        "beanz",
        policy=HardBot(),
        evaluator=evaluate,
        cutoff=CUTOFF,
        prepare=modelled,
        defer=flicking,
        candidates=candidates,
        playout_view=playout_view,
    )
