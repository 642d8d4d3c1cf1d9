"""The Codenames seat's phone message (its ``board``: ``games/codenames/phone.py``): the Director's board holds
the key, an Agent's holds nothing a spectator does not see; the clue and the guesses left are
there; every seat says its role and team; a rival Director asked about a clue rules on it by
two moves in words."""

from __future__ import annotations

import json
from typing import Any, cast

from tabletop.engine.actions import Action, parse_action
from tabletop.games.codenames.phone import phone_board
from tabletop.games.codenames.rules.game import CodenamesGame
from tabletop.remote.labels import view_labeler
from tabletop.remote.payload import seat_message
from tabletop.room.session import SeatConfig, Session


def game() -> Session:
    """Four seats; the first Director has given a clue (SUMMER 2)."""
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"B{i}") for i in range(1, 4)]
    session = Session("codenames", 3, seats)
    director = next(s for s in range(4) if session.game.typed_moves(s))
    session.apply(parse_action(f"{director}:clue summer 2"))
    return session


def message(session: Session, seat: int) -> dict[str, Any]:
    return seat_message(session, seat, "/img/k/")[0]


def test_the_directors_message_has_the_key_on_the_board() -> None:
    session = game()
    g = cast(CodenamesGame, session.game)
    for seat in range(4):
        view = g.view(seat)
        if view["you"]["role"] != "director":
            continue
        board = message(session, seat)["board"]
        assert [c["word"] for c in board["cells"]] == [c["word"] for c in view["grid"]]
        assert [c["key"] for c in board["cells"]] == view["key"]
        assert not any(c["a"] for c in board["cells"])  # a Director never guesses


def test_an_agents_message_has_no_key_anywhere() -> None:
    """The Agent's board is the spectator's (what a spectator sees) plus its own moves; no key
    mark is anywhere in the message, before and after a card is covered."""
    session = game()
    g = cast(CodenamesGame, session.game)
    agent = g.active_seats()[0]
    for _ in range(2):
        msg = message(session, agent)
        board = msg["board"]
        assert all(c["key"] is None for c in board["cells"])
        spectator = phone_board(g.view(None), [])
        assert [{**c, "a": None} for c in board["cells"]] == spectator["cells"]
        assert msg["groups"] == []
        key = g.view(g.director_of(g.turn_team))["key"]
        raw = json.dumps(msg)
        assert json.dumps(key) not in raw
        # the one assassin is named only once covered
        if "assassin" not in [c["cover"] for c in board["cells"]]:
            assert '"assassin"' not in raw.replace('"assassin": "Assassin"', "")
        mine = next(
            i for i, k in enumerate(key) if k == g.turn_team and board["cells"][i]["cover"] is None
        )
        session.apply(parse_action(f"{agent}:guess {mine}"))
        assert g.view(None)["grid"][mine]["cover"] is not None


def test_the_clue_and_the_guesses_left_are_in_the_message() -> None:
    session = game()
    g = cast(CodenamesGame, session.game)
    agent = g.active_seats()[0]
    msg = message(session, agent)
    assert msg["board"]["clue"] == {"word": "SUMMER", "number": "2", "left": 3}
    assert msg["board"]["turn"] == g.turn_team
    guesses = {c["a"] for c in msg["board"]["cells"]}
    assert guesses == {f"{agent}:guess {i}" for i in range(25)}
    assert msg["board"]["stop"] is None  # no stop before the first guess
    own = g.view(agent)["key"] or g.view(g.director_of(g.turn_team))["key"]
    session.apply(parse_action(f"{agent}:guess {own.index(g.turn_team)}"))
    msg = message(session, agent)
    assert msg["board"]["clue"]["left"] == 2
    assert msg["board"]["stop"] == f"{agent}:stop"
    assert msg["board"]["cells"][own.index(g.turn_team)]["a"] is None  # covered


def test_every_seat_says_its_role_and_team() -> None:
    session = game()
    roles = sorted(message(session, s)["role"] for s in range(4))
    assert roles == ["HYDRA Agent", "HYDRA Director", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Director"]
    espionage = Session("espionage", 1, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea")])
    msg = seat_message(espionage, 0, "/img/k/")[0]
    assert msg["role"] == "" and msg["board"] is None


def asked_rival() -> tuple[Session, int, int]:
    """Four people, the option to ask the rival: the first Director asks whether TEAM-UP 2 is
    one word; (the session, the asking Director, the rival Director)."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dev")]
    session = Session("codenames", 3, seats, {"approve": "on"})
    g = session.game
    director = next(s for s in range(4) if g.typed_moves(s))
    session.apply(Action(director, "clue", ("TEAM-UP", 2)))
    return session, director, g.active_seats()[0]


def test_the_rival_director_rules_by_two_moves_that_name_the_clue() -> None:
    session, director, rival = asked_rival()
    label = view_labeler(session)
    msg = seat_message(session, rival, "/img/k/", label=label)[0]
    assert msg["turn"] and msg["board"]["ruling"]
    assert msg["board"]["pending"] == {"word": "TEAM-UP", "number": "2"}
    assert [(m["a"], m["text"]) for m in msg["moves"]] == [
        (f"{rival}:allow", "Allow TEAM-UP 2: it counts as one word"),
        (f"{rival}:refuse", "Refuse TEAM-UP 2: they give another clue"),
    ]
    asker = seat_message(session, director, "/img/k/", label=label)[0]
    assert asker["moves"] == [] and not asker["board"]["ruling"]
    for agent in set(range(4)) - {director, rival}:
        seen = seat_message(session, agent, "/img/k/", label=label)[0]
        assert "TEAM-UP" not in json.dumps(seen)  # the question is the Directors' secret
    session.apply(parse_action(msg["moves"][0]["a"]))
    assert session.game.view(None)["clue"]["word"] == "TEAM-UP"
