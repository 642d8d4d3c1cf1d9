"""The hub on its own (no server): tokens and codes, joining, moves asked for and taken,
release, names; arbitrary input never queues a move or names a seat."""

from __future__ import annotations

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.remote.hub import CODE_ALPHABET, CODE_LENGTH, RECENT, USED, Hub
from tabletop.remote.payload import PhoneWindow
from tabletop.room.session import SeatConfig, Session

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=60),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def espionage(humans: int = 2) -> Session:
    seats = [SeatConfig("human", f"P{i + 1}") for i in range(humans)] + [SeatConfig("bot", "B")]
    return Session("espionage", 322546, seats)


def test_every_seat_gets_its_own_unguessable_token_and_a_short_code() -> None:
    hub = Hub([0, 1, 2, 3])
    tokens = {hub.token(s) for s in hub.seats}
    assert len(tokens) == 4 and all(len(t) >= 32 for t in tokens)
    codes = [st.code for st in hub.status()]
    assert len(set(codes)) == 4
    assert all(len(c) == CODE_LENGTH and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("01IO") & set(CODE_ALPHABET)  # no look-alikes
    for s in hub.seats:
        assert hub.seat_of(hub.token(s)) == s
    assert Hub([0]).token(0) != Hub([0]).token(0)


def test_a_code_gives_the_seat_once_and_a_release_changes_token_and_code() -> None:
    hub = Hub([0, 1])
    code = hub.status()[1].code
    token, why = hub.token_for_code(f"  {code.lower()} ")
    assert token == hub.token(1) and why == ""
    conn = hub.connect(1)
    assert hub.token_for_code(code) == (None, USED)  # a code joins once
    assert hub.token_for_code("ZZZZZ")[0] is None
    old = hub.token(1)
    hub.release(1)
    assert hub.seat_of(old) is None and hub.token(1) != old
    assert hub.status()[1].code != code and not hub.status()[1].connected
    assert hub.closing(1) == "This seat went back to the table's screen."
    assert hub.closing(1) is None
    assert hub.request(1, conn, hub.version, "1:end") == "Another phone holds this seat now."


def test_only_a_legal_move_of_a_recent_message_is_taken() -> None:
    session = espionage()
    hub = Hub([0, 1])
    hub.publish(session, window=PhoneWindow((0,), 5.0))
    c0, c1 = hub.connect(0), hub.connect(1)
    msg = hub.message(0)
    assert msg is not None and msg["moves"] and msg["turn"]
    legal = msg["moves"][0]["a"]
    assert hub.request(0, c0, msg["v"] - 1, legal) == "The table moved on: choose again."
    assert hub.request(0, c0, msg["v"], "0:play 999") == "That is not one of your moves now."
    assert hub.request(1, c1, msg["v"], legal) == "That is not one of your moves now."
    assert hub.request(0, c1, msg["v"], legal) == "Another phone holds this seat now."
    assert hub.take() == []
    assert hub.request(0, c0, msg["v"], legal) is None
    assert hub.request(0, c0, msg["v"], legal) == "Your move is on its way."
    assert hub.take() == [legal] and hub.take() == []
    # a move asked for before the next publish is still taken: the table's rules judge it in
    # the state of now (a pass stays a pass while another phone answered the same window)
    assert hub.request(0, c0, msg["v"], legal) is None
    hub.publish(session)
    assert hub.take() == [legal] and hub.drain_notes(0) == []
    # and a move the old message offered, sent after the next publish, too
    assert hub.request(0, c0, msg["v"], legal) is None
    assert hub.take() == [legal]
    # a move for a message too many publishes back is refused
    for _ in range(RECENT):
        hub.publish(session)
    assert hub.request(0, c0, msg["v"], legal) == "The table moved on: choose again."


def test_names_typed_on_a_phone_are_tidied() -> None:
    hub = Hub([0])
    conn = hub.connect(0)
    assert hub.rename(0, conn, "  Ann\x00\x1b  Lee\n ") is None
    assert hub.status()[0].name == "Ann Lee"
    assert hub.rename(0, conn, "x" * 500) is None and len(hub.status()[0].name) == 24
    assert hub.rename(0, conn, "\x00\x01") is not None
    assert hub.rename(0, conn, 42) is not None


def test_a_seat_message_shows_its_own_hand_and_no_other() -> None:
    session = espionage()
    hub = Hub([0, 1])
    hub.publish(session)
    for seat in (0, 1):
        msg = hub.message(seat)
        assert msg is not None
        hand = {c["id"] for c in session.game.view(seat)["hand"]}
        shown = {int(i) for i in msg["cards"]}
        assert {int(i) for g in msg["groups"] for i in g["cards"]} == hand
        assert shown <= hand | {
            c for z in session.game.zones for c in z.cards if z.card_visible_to(c, seat)
        }
        for h, card in ((h, c) for h, c in hub._seats[seat].images.items()):
            assert card["id"] in shown and hub.image(hub._seats[seat].image_key, h) == card
    other = hub._seats[1]
    mine = next(iter(hub._seats[0].images))
    if mine not in other.images:
        assert hub.image(other.image_key, mine) is None


@settings(max_examples=200, deadline=None)
@given(token=json_values, version=json_values, move=json_values, code=json_values)
def test_arbitrary_input_never_queues_a_move_or_finds_a_seat(token, version, move, code) -> None:
    hub = HUB
    assert hub.seat_of(token) is None
    assert hub.token_for_code(code)[0] is None or code in [s.code for s in hub.status()]
    hub.request(0, CONN, version, move)
    assert hub.take() == []


HUB = Hub([0, 1])
HUB.publish(espionage())
CONN = HUB.connect(0)


@given(st.text(alphabet=string.ascii_letters + string.digits + "-_", min_size=30, max_size=40))
def test_no_made_up_token_is_a_seat(token: str) -> None:
    assert HUB.seat_of(token) is None


def test_a_typed_clue_is_queued_in_notation_and_bad_input_changes_nothing() -> None:
    """A Codenames Director's clue is typed (``Game.typed_moves``): the phone's message has
    the form (no list of sample clues), and ``request_typed`` queues ``seat:clue WORD n``
    for the table's rules to judge; a word that is not letters, an unknown verb, a number not
    offered or an old version queue nothing."""
    seats = [SeatConfig("human", "D"), SeatConfig("bot", "A", "normal")] + [
        SeatConfig("bot", f"B{i}") for i in range(2)
    ]
    session = Session("codenames", 7, seats)
    director = next(s for s in range(4) if session.game.typed_moves(s))
    hub = Hub([director])
    hub.publish(session)
    msg = hub.message(director)
    assert msg is not None
    (form,) = msg["typed"]
    assert form["verb"] == "clue" and form["numbers"][0] == "1"
    assert not any(m["a"].split()[0].endswith(":clue") for m in msg["moves"])
    conn = hub.connect(director)
    v = hub.version
    for verb, word, n in [
        ("clue", "two words!", 0),
        ("clue", 5, 0),
        ("clue", "x" * 31, 0),
        ("guess", "ANIMAL", 0),
        ("clue", "ANIMAL", len(form["numbers"])),
        ("clue", "ANIMAL", True),
        ("clue", "ANIMAL", "1"),
    ]:
        assert hub.request_typed(director, conn, v, verb, word, n), (verb, word, n)
    assert hub.request_typed(director, conn, v - 1, "clue", "ANIMAL", 0)
    assert hub.take() == []
    assert hub.request_typed(director, conn, v, "clue", "  big  cat ", 1) is None
    assert hub.take() == [f'{director}:clue "big cat" 2']


@settings(max_examples=300, deadline=None)
@given(verb=json_values, word=json_values, n=json_values, v=json_values)
def test_no_typed_message_queues_anything_but_a_word_of_letters(verb, word, n, v) -> None:
    hub = Hub([0])
    conn = hub.connect(0)
    hub.request_typed(0, conn, v, verb, word, n)
    assert hub.take() == []  # nothing was published, so no typed move is offered
