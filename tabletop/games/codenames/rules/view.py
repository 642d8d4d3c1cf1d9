"""The Codenames part of a seat view and the full state (``own_view``, ``state_dict``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from tabletop.games.codenames.data import GRID, NEUTRAL, TEAMS, assets, other, rating
from tabletop.games.codenames.effects import cover_name
from tabletop.games.codenames.rules.types import (
    Cell,
    Clue,
    ClueWord,
    Cover,
    HistoryEntry,
    SeatInfo,
    SeatPart,
)

if TYPE_CHECKING:
    from tabletop.games.codenames.rules.game import CodenamesGame


def _cell(g: CodenamesGame, i: int) -> Cell:
    a = assets()[g.grid[i]]
    cid = g.covers[i]
    cover = None if cid is None else Cover(card=g.key[i], name=cover_name(cid))
    return {"index": i, "word": a.word, "kind": a.kind, "cover": cover}


def _seat(g: CodenamesGame, seat: int) -> SeatInfo:
    r = g.roles[seat]
    role = "director" if r.director else "agent"
    return {"seat": seat, "team": r.team, "role": role, "name": g.seat_name(seat)}


def seat_part(g: CodenamesGame, seat: int | None) -> SeatPart:
    """The Codenames part of a seat view (after the common header: game, seat, phase,
    step, active, current, prompt, zones, players, result)."""
    sees_key = g.can_see_key(seat)
    you = _seat(g, seat) if seat is not None and 0 <= seat < g.num_seats else None
    pending = cast(ClueWord, dict(g.pending)) if g.pending is not None and sees_key else None
    return {
        "variant": g.variant,
        "options": dict(g.options),
        "pictures": g.options["pictures"] == "pictures",
        "seats": [_seat(g, s) for s in range(len(g.roles))],
        "you": you,
        "grid": [_cell(g, i) for i in range(GRID)],
        "key": list(g.key) if sees_key else None,
        "key_number": g.key_number if sees_key else None,
        "starting_team": g.starting,
        "player_team": g.player_team if g.coop else None,
        "turn": g.turn,
        "turn_team": g.turn_team,
        "clue": cast(Clue, dict(g.clue)) if g.clue else None,
        "awaiting_approval": g.phase == "approve",
        "pending_clue": pending,
        "can_ask_rival": g.phase == "clue" and g.approve_available(),
        "history": [
            cast(HistoryEntry, {**h, "guesses": [dict(g) for g in h["guesses"]]}) for h in g.history
        ],
        "left": {t: g.left(t) for t in TEAMS},
        "neutral_covered": sum(
            1 for i in range(GRID) if g.key[i] == NEUTRAL and g.covers[i] is not None
        ),
        "winner": g.winner,
        "rating": (
            rating(g.left(other(g.player_team))) if g.coop and g.winner == g.player_team else None
        ),
    }


def state_of(g: CodenamesGame) -> dict[str, Any]:
    return {
        "variant": g.variant,
        "options": dict(g.options),
        "flow": g.flow.to_dict(),
        "zones": g.zones.to_dict(),
        "prompt": g.prompt.to_dict() if g.prompt else None,
        "grid": list(g.words),
        "grid_ids": list(g.grid),
        "key": list(g.key),
        "key_number": g.key_number,
        "starting": g.starting,
        "roles": [{"team": r.team, "director": r.director} for r in g.roles],
        "covers": list(g.covers),
        "turn": g.turn,
        "turn_team": g.turn_team,
        "clue": dict(g.clue) if g.clue else None,
        "pending": dict(g.pending) if g.pending else None,
        "asked": g.asked,
        "history": g.history,
        "winner": g.winner,
        "end_reason": g.end_reason,
        "rng": g.rng.state(),
    }
