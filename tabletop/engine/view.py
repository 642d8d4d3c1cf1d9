"""One seat view: the common header every game's view starts with, then the game's own part.

The header (``HEADER_KEYS``) is what the table lays out for any game without game code:

- ``game``, ``seat`` (``None`` for a spectator), ``phase``, ``step``, ``active`` (the seats that
  may act now), ``current`` (whose turn it is);
- ``prompt``: the open decision as ``Prompt.view`` gives it (options only for the chooser when
  private), or ``None``;
- ``zones``: every zone by name with ``kind``, ``owner``, ``count`` and ``cards`` (``None``, or
  ``None`` entries, where this seat may not see);
- ``players``: ``[{"seat", "name", "score"}]`` in seat order;
- ``result``: ``None`` while playing, then ``Result.to_dict()``.

The game's own part (``Game.own_view``) may not reuse a header key; the conformance test
checks that.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.engine.game import Game

HEADER_KEYS = (
    "game",
    "seat",
    "phase",
    "step",
    "active",
    "current",
    "prompt",
    "zones",
    "players",
    "result",
)


def header(
    game: Game,
    seat: int | None,
    zones: dict[str, Any] | None = None,
    players: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The common header; ``zones``, ``players``: those parts already built (a search's lean
    view for a bot that never reads the players)."""
    res = game.result()
    return {
        "game": game.NAME,
        "seat": seat,
        "phase": game.flow.phase,
        "step": game.flow.step,
        "active": game.active_seats(),
        "current": game.current_seat(),
        "prompt": game.prompt.view(seat) if game.prompt is not None else None,
        "zones": game.zones.view(seat, game.describe_card) if zones is None else zones,
        "players": _players(game) if players is None else players,
        "result": res.to_dict() if res is not None else None,
    }


def lean_zones(
    game: Game, seat: int | None, unread: Collection[str], describe: Callable[[int], Any]
) -> dict[str, Any]:
    """The header's ``zones`` for a search's lean view: zones of the ``unread`` kinds (piles
    the game's bot never reads) give their count and no cards; the others as ``seat`` sees
    them, each card described by ``describe``."""
    zones: dict[str, Any] = {}
    for z in game.zones.by_name.values():
        if z.kind in unread:
            d: dict[str, Any] = {"count": len(z.cards), "cards": None}
        else:
            d = z.view(seat, describe)
        d["kind"] = z.kind
        d["owner"] = z.owner
        zones[z.name] = d
    return zones


def _players(game: Game) -> list[dict[str, Any]]:
    scores = game.scores()
    return [
        {"seat": s, "name": game.seat_name(s), "score": scores.get(s)}
        for s in range(game.num_seats)
    ]


def seat_view(game: Game, seat: int | None) -> dict[str, Any]:
    """The common header plus the game's own part."""
    out = header(game, seat)
    out.update(game.own_view(seat))
    return out
