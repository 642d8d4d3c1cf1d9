"""Mighty Beanz's hard level: the search player (``tabletop/ai/search.py``) playing its own
seat's playouts with the hard level's own bot (``bots.HardBot``: the normal bot's scores
weighed by ``bots.HARD_WEIGHTS``, the best aim) and the other seat's with the normal bot, with
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
from tabletop.games.beanz.rules.state import (
    GALAXY,
    GALAXY_SLOTS,
    HEADZ,
    NSLOTS,
    SIDEWAYZ,
    slot_owner,
)

#: playout moves before ``evaluate`` judges the position (a two-player game is about 70 moves):
#: what a move changes shows by then, and a cut playout costs less and varies less than one
#: played out (``tools/search_regret.py``: at 100 iterations a decision the searched moves lost
#: 0.0085 of a win against the best move, played out to the end 0.0132; at 400, 0.0072 and
#: 0.0067 in less time; cut after 15 moves, 0.0135)
CUTOFF = 30
#: the moves searched in the main phase: the hard level's own bot's best few by its scores (of
#: 20-30 legal moves), so each is played out on enough deals
CANDIDATES = 6


#: the features of a seat's position the learned evaluation weighs (``features``): loot
#: captured; Galaxies one capture from a win ("win") or not, with 3, 2 or 1 Headz-up Bean cards
#: of the seat's in them; Bean cards on its side, Sidewayz ones; its hand and the Bean cards in
#: it; whose turn it is, and its action points left
FEATURES = (
    "loot",
    "win3",
    "win2",
    "win1",
    "open3",
    "open2",
    "beans",
    "sidewayz",
    "hand",
    "hand_beans",
    "deck",
    "to_move",
    "win3_to_move",
    "points",
)
#: the logistic regression's weights on the difference of the two seats' ``features``: who won
#: 1,500 normal-bot games (seeds 5000-6499, shots by the model) from every third position, fitted
#: by ``tools/beanz_eval_fit.py``; on held-out games Brier 0.205 (the loot alone 0.234, a coin
#: 0.25). After 24 playout moves it forecasts the end with Brier 0.170 (the hand-made ``worth``
#: it replaced: 0.191), after 40 with 0.125 (0.143; ``tools/eval_check.py``)
WEIGHTS = (
    0.9358,
    1.3161,
    0.6438,
    0.3750,
    -0.8093,
    -0.7917,
    0.5155,
    -0.4851,
    0.0348,
    0.0396,
    0.2207,
    -0.6012,
    -0.4706,
    0.1617,
)


def features(g: Any, p: int) -> list[float]:
    """Seat ``p``'s ``FEATURES`` in ``g`` (a copy the search may read whole)."""
    cap, last = g.captured[p], g.loot_per_galaxy - 1
    win = [0.0, 0.0, 0.0, 0.0]
    open_ = [0.0, 0.0, 0.0, 0.0]
    beans = side = 0
    for k in range(3):
        up = 0
        for r in GALAXY_SLOTS[p][k]:
            if g.bean[r] is not None:
                beans += 1
                if g.pos[r] == HEADZ:
                    up += 1
                elif g.pos[r] == SIDEWAYZ:
                    side += 1
        (win if cap[k] >= last else open_)[up] += 1.0
    cd = g.cd
    hand = g.hand[p]
    moving = 1.0 if g.turn == p else 0.0
    return [
        float(sum(cap)),
        win[3],
        win[2],
        win[1],
        open_[3],
        open_[2],
        float(beans),
        float(side),
        float(len(hand)),
        float(sum(1 for c in hand if cd[c].kind == "bean")),
        float(min(len(g.deck[p]), 10)),
        moving,
        win[3] * moving,
        float(g.points[p]) * moving,
    ]


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1]: the end's result (1 won), else its chance to
    win by the learned weights (``WEIGHTS`` on the difference of the seats' ``features``)."""
    if g.result() is not None:
        return by_score(g, seat)
    mine, theirs = features(g, seat), features(g, 1 - seat)
    z = sum(w * (a - b) for w, a, b in zip(WEIGHTS, mine, theirs))
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))


#: logged moves without a card played, a shot, or a draw by the other seat, after which the
#: hard level draws whenever it can: two bots may otherwise attack and upright for ever, nobody
#: drawing (seed 1040 of a duel at 400 iterations: the normal bot's turns were all an upright
#: and an attack, the hard level's too, a 23-move cycle); its draws end the game by deck-out
STALL = 120
#: the moves that show a game is not stuck
PROGRESS = frozenset({"play", "shoot", "shot", "flick"})


def unstick(g: Any, seat: int, legal: list[Action]) -> Action | None:
    """A draw, when the game is stuck (``STALL`` moves without ``PROGRESS`` and without the
    other seat drawing) and ``seat`` may draw; else None (the search decides)."""
    if len(g.log) < STALL:
        return None
    draw = next((a for a in legal if a.verb == "draw"), None)
    if draw is None:
        return None
    mine = f"{seat}:"
    for line in g.log[-STALL:]:
        verb = line.split(" ", 1)[0].split(":", 1)[1]
        if verb in PROGRESS or (verb == "draw" and not line.startswith(mine)):
            return None
    return draw


def modelled(g: Any) -> None:
    """A copy for search draws its shots from the model (no physics in playouts)."""
    g.options["shots"] = "model"


def flicking(g: Any, seat: int) -> bool:
    """The seat is to flick at the table: the policy's flick bot aims, no search."""
    return bool(g.flow.at == "loot" and g.options["shots"] == "physics")


def candidates(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The main phase's moves the hard level's own bot scores best (``CANDIDATES``); elsewhere
    every legal move."""
    if len(legal) <= CANDIDATES or view.get("phase") != "main" or view.get("step"):
        return legal
    scores = HardBot().scores(view, legal, legal[0].seat)
    ranked = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
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
        others=NormalBot(),
        evaluator=evaluate,
        cutoff=CUTOFF,
        prepare=modelled,
        defer=flicking,
        candidates=candidates,
        playout_view=playout_view,
        forced=unstick,
    )
