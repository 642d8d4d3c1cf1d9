"""The phone's list of players (its footer) shows only what everyone at the table knows: the
names, the scores, who acts now, and a role only where the game's roles are public (a
Marvel Codenames team and who is its Director, as the rulebook seats them; an Austin Powers
allegiance, shown by the card backs). It is the same on every phone and read from the view
for nobody, over whole games of every game."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.game import game_class
from tabletop.engine.registry import info, playable_names
from tabletop.remote.hub import Hub
from tabletop.remote.payload import public_players
from tabletop.room.session import SeatConfig, Session

ROLES = {
    "codenames": {"HYDRA Director", "HYDRA Agent", "S.H.I.E.L.D. Director", "S.H.I.E.L.D. Agent"},
    "austin": {"Good", "Evil"},
}


@pytest.mark.parametrize("game", playable_names())
def test_the_players_list_is_the_same_on_every_phone_and_public(game: str) -> None:
    n = 4 if game == "codenames" else max(3, game_class(game).MIN_SEATS)
    n = min(n, game_class(game).MAX_SEATS)
    names = ["Ann", "Bea", "Cy", "Dev"][:n]
    session = Session(game, 5, [SeatConfig("bot", x, "normal") for x in names])
    session.options.update(info(game).unattended)
    hub = Hub(range(n))
    hub.publish(session)
    roles: set[str] = set()
    for _ in range(60):
        g = session.game
        if g.is_terminal():
            break
        events = session.apply(session.bot_choice(g.active_seats()[0]))
        hub.publish(session, events)
        lists = [hub.message(s)["players"] for s in range(n)]  # type: ignore[index]
        assert all(x == lists[0] for x in lists), "a phone's list differs from another's"
        assert lists[0] == public_players(session, g.view(None))
        assert [p["name"] for p in lists[0]] == names
        assert all(set(p) == {"name", "score", "active", "role"} for p in lists[0])
        roles |= {p["role"] for p in lists[0]}
    assert roles == ROLES.get(game, {""})


def test_a_codenames_role_in_the_list_is_the_seats_public_one() -> None:
    seats = [SeatConfig("human", x) for x in ("Ann", "Bea", "Cy", "Dev")]
    session = Session("codenames", 3, seats)
    hub = Hub(range(4))
    hub.publish(session)
    got = hub.message(0)["players"]  # type: ignore[index]
    assert [p["role"] for p in got] == [session.game.seat_role(s) for s in range(4)]
    # an Agent's list names the Directors, and nothing of the key
    agent = next(s for s in range(4) if "Agent" in session.game.seat_role(s))
    raw = json.dumps(hub.message(agent)["players"])  # type: ignore[index]
    assert "assassin" not in raw and "neutral" not in raw
