"""Every private line on its phone: what only one seat may read (an event's secret sentence
for it: the hand it looked at, the card taken from it) reaches that seat's phone, with the
cards it names, and no other phone; a hand looked at is titled as someone else's; a phone's
words are a phone's (tap, no keys), and a race's signal is the TV's word."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest

from tabletop.engine.registry import info, load, playable_names
from tabletop.engine.timed import Timed
from tabletop.remote.hub import LOG_LINES, Hub
from tabletop.remote.payload import _race
from tabletop.room.session import SeatConfig, Session

NAMES = ("Ann", "Bea", "Cleo")


def espionage_until(moves: int) -> tuple[Session, Hub, list[Any]]:
    """Espionage, seed 1, three bot seats each published to a phone after every move, played
    to ``moves`` moves; the events of the last move. In this game move 4 is an Assassin's look
    (Ann at Bea's hand), move 18 Bea taking Ann's Bodyguard, move 69 an Informant's look (Cleo
    at Ann's hand)."""
    session = Session("espionage", 1, [SeatConfig("bot", n, "normal") for n in NAMES])
    hub = Hub([0, 1, 2])
    hub.publish(session)
    events: list[Any] = []
    while len(session.log) < moves:
        seat = session.game.active_seats()[0]
        events = session.apply(session.bot_choice(seat))
        hub.publish(session, events)
    return session, hub, events


def message(hub: Hub, seat: int) -> dict[str, Any]:
    msg = hub.message(seat)
    assert msg is not None
    return msg


def private(hub: Hub, seat: int) -> list[dict[str, Any]]:
    """The seat's own lines in its phone's log."""
    return [line for line in message(hub, seat)["log"] if line["mine"]]


def public(hub: Hub, seat: int) -> list[str]:
    """The public lines in the seat's phone's log."""
    return [line["text"] for line in message(hub, seat)["log"] if not line["mine"]]


def test_an_informants_look_reaches_only_the_lookers_phone() -> None:
    session, hub, events = espionage_until(69)
    look = next(e for e in events if e.kind == "HandLooked")
    assert look.data == {"seat": 2, "of": 0} and "Informant" in look.text
    mine = private(hub, 2)
    line = next(p for p in mine if p["text"].startswith("Ann's hand:"))
    assert line["text"] == "Ann's hand: Infiltrator."
    assert [c["name"] for c in line["cards"]] == ["Infiltrator"]
    # the card's image is the looker's to fetch (its own image key), no one else's
    key, digest = line["cards"][0]["img"].split("/")[2:4]
    assert (hub.image(key, digest.removesuffix(".png")) or {}).get("name") == "Infiltrator"
    assert key == hub._seats[2].image_key
    for other in (0, 1):
        assert "Ann's hand:" not in json.dumps(message(hub, other))
        assert all(p["text"] != line["text"] for p in private(hub, other))
    assert digest not in json.dumps(message(hub, 1))  # Ann holds the card: hers to see
    # everyone reads the public line
    assert all("Cleo looked at Ann's hand (Informant by Cleo)." in public(hub, s) for s in range(3))


def test_an_assassins_look_is_titled_as_the_other_players_hand() -> None:
    _session, hub, _events = espionage_until(4)
    msg = message(hub, 0)
    titles = [g["title"] for g in msg["groups"]]
    assert titles == ["Your hand", "Bea's hand (you looked)"]
    looked = msg["groups"][1]
    assert sorted(msg["cards"][str(c)]["name"] for c in looked["cards"]) == [
        "Double Agent",
        "Police",
    ]
    assert private(hub, 0)[-1]["text"] == "Bea's hand: Police, Double Agent."
    for other in (1, 2):
        assert [g["title"] for g in message(hub, other)["groups"]] == ["Your hand"]
        assert not any("hand:" in p["text"] for p in private(hub, other))


def test_the_owner_of_a_taken_card_is_told_which_card() -> None:
    _session, hub, events = espionage_until(18)
    assert any(e.kind == "CardStolen" for e in events)
    said = "Bea took Bodyguard from Ann."
    for seat in (0, 1):  # the one it was taken from, the one who took it
        line = next(p for p in private(hub, seat) if p["text"] == said)
        assert [c["name"] for c in line["cards"]] == ["Bodyguard"]
    assert public(hub, 2)[-1] == "Bea took a card from Ann."
    assert said not in json.dumps(message(hub, 2))


def test_a_seat_keeps_its_last_few_lines_and_a_new_game_none() -> None:
    session, hub, _events = espionage_until(69)
    for seat in range(3):
        numbers = [line["n"] for line in message(hub, seat)["log"]]
        assert len(numbers) == LOG_LINES
        assert numbers == list(range(numbers[0], numbers[0] + LOG_LINES))  # the last, in order
    hub.seat_again([0, 1, 2], {})
    hub.publish(session)
    assert all(message(hub, s)["log"] == [] for s in range(3))


@pytest.mark.parametrize("game", playable_names())
def test_a_phones_window_hint_says_tap_and_no_keys(game: str) -> None:
    view_class = load(info(game).view)
    n = 4 if game == "codenames" else 2
    session = Session(game, 3, [SeatConfig("human", f"P{i + 1}") for i in range(n)])
    gv = object.__new__(view_class)  # the words read the view only: no table needed
    view = session.game.view(0)
    for v in (view, {**view, "phase": "ships", "prompt": None}):  # Austin's ship window too
        hint = gv.phone_window_hint(v)
        assert "Tap" in hint
        assert not any(w in hint for w in ("Drag", "drag", "Space", "Click", "click", "key"))


def test_a_race_says_the_tvs_signal() -> None:
    def race(name: str, params: tuple[tuple[str, Any], ...] = ()) -> str:
        timed = Timed("race", "k", (0, 1), 0, name=name, params=params)
        msg = _race(SimpleNamespace(timed=lambda: timed), 1)
        assert msg is not None
        return str(msg["how"])

    assert "press when it says THROW!" in race("help")
    assert "press when it says GO!" in race("")
    words = (("words", (("signal", "SNAP!"), ("title", "Snap!"))),)
    assert "press when it says SNAP!" in race("snap", words)


def test_a_seats_own_lines_are_in_its_log_in_the_order_things_happened() -> None:
    """Over the whole game each phone's log is the story in order: every event's public
    sentence, the seat's own sentence right after the event's (never in a block of its own),
    and a line about the seat (a card taken from it) marked so the phone buzzes."""
    session = Session("espionage", 1, [SeatConfig("bot", n, "normal") for n in NAMES])
    hub = Hub([0, 1, 2])
    hub.publish(session)
    story: dict[int, list[tuple[str, bool]]] = {s: [] for s in range(3)}
    seen: dict[int, dict[int, dict[str, Any]]] = {s: {} for s in range(3)}
    while len(session.log) < 80:
        events = session.apply(session.bot_choice(session.game.active_seats()[0]))
        hub.publish(session, events)
        for seat in range(3):
            for e in events:
                if session.shown(e, None)["text"]:
                    story[seat].append((session.shown(e, None)["text"], False))
                if seat in e.to and e.secret_text:
                    story[seat].append((session.shown(e, seat)["text"], True))
            for line in message(hub, seat)["log"]:
                seen[seat].setdefault(line["n"], line)
    for seat in range(3):
        got = [(seen[seat][n]["text"], seen[seat][n]["mine"]) for n in sorted(seen[seat])]
        assert got == story[seat]  # every line once, numbered in the order of the game
        assert any(mine for _t, mine in got)
    # move 18: Bea took Bodyguard from Ann: Ann's line is about her, Bea's is not
    ann = [x for x in seen[0].values() if x["text"] == "Bea took Bodyguard from Ann."]
    bea = [x for x in seen[1].values() if x["text"] == "Bea took Bodyguard from Ann."]
    assert [x["about"] for x in ann] == [True] and [x["about"] for x in bea] == [False]
    assert not any(x["about"] for x in seen[2].values())
    before = next(n for n, x in seen[0].items() if x["text"] == "Bea took a card from Ann.")
    assert seen[0][before + 1]["text"] == "Bea took Bodyguard from Ann."
