"""The engines take any legal deck, refuse an illegal one naming the rule, and saves replay it;
a sealed deck built from six opened packs is played to the end against the bot."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.ai.base import make_bot
from tabletop.collection.decktext import format_deck_text
from tabletop.collection.sealed import auto_deck, sealed_pool
from tabletop.collection.sets import get_set
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import new_game
from tabletop.engine.scenario import parse_scenario, run_scenario
from tabletop.games.austin.cards import CARDS, STARTERS
from tabletop.room.session import SeatConfig, Session


def _evil_deck() -> list[str]:
    by: dict[str, list[str]] = {}
    for n, d in CARDS.items():
        if d.side == "evil" and d.rarity != "starter":
            by.setdefault(d.dot, []).append(n)
    return [n for dot in by for n in by[dot][:5]]


def _play_out(g: object, seed: int) -> None:
    from tabletop.engine.game import Game

    assert isinstance(g, Game)
    rng = random.Random(seed)
    bots = {s: make_bot(g.NAME, "normal") for s in range(g.num_seats)}
    steps = 0
    while not g.is_terminal():
        seat = g.active_seats()[0]
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions(seat), rng))
        steps += 1
        assert steps < g.MAX_ACTIONS
    assert g.result() is not None


def test_austin_takes_a_custom_deck_and_plays_it() -> None:
    deck = _evil_deck()
    g = new_game("austin", 3, 2, {"deck0": format_deck_text(deck)})
    assert g.side == ["evil", "good"]  # type: ignore[attr-defined]
    assert sorted(g.names[:30]) == sorted(deck)  # type: ignore[attr-defined]
    assert sorted(g.names[30:]) == sorted(STARTERS["good"])  # type: ignore[attr-defined]
    _play_out(g, 3)


def test_austin_refuses_illegal_decks_naming_the_rule() -> None:
    with pytest.raises(TabletopError, match="30 cards"):
        new_game("austin", 1, 2, {"deck0": format_deck_text(_evil_deck()[:29])})
    mixed = _evil_deck()[1:] + [STARTERS["good"][0]]
    with pytest.raises(TabletopError, match="all Good or all Evil"):
        new_game("austin", 1, 2, {"deck1": format_deck_text(mixed)})
    with pytest.raises(TabletopError, match="opposite allegiances"):
        new_game("austin", 1, 2, {"deck0": "evil", "deck1": format_deck_text(_evil_deck())})
    with pytest.raises(TabletopError, match="line 1"):
        new_game("austin", 1, 2, {"deck0": "3 Goldmember\n"})
    with pytest.raises(TabletopError, match="not at this table"):
        new_game("austin", 1, 2, {"deck4": "evil"})


def test_austin_daddy_pants_pick_their_deck_side() -> None:
    g = new_game("austin", 1, 2, {"daddy": 1, "deck1": format_deck_text(_evil_deck())})
    assert [a.args for a in g.legal_actions(1)] == [("evil",)]
    g = new_game("austin", 1, 2, {"daddy": 0, "deck1": format_deck_text(_evil_deck())})
    assert [a.args for a in g.legal_actions(0)] == [("good",)]


def test_austin_seats_alternate_round_an_own_deck() -> None:
    """ "Players should alternate allegiances going around the table": a person's own Evil deck
    at seat 1 of four made seat 2 Evil too (E E G E, the first player's alternation kept round
    it); the others now alternate round it (E G E G). An odd table keeps one pair alike; saves
    of rules revision 8 and before replay with the sides they were dealt (``deck-only``)."""
    from tabletop.engine.saves import options_for_save
    from tabletop.games.austin.rules.state import AustinState

    evil = {"deck0": format_deck_text(_evil_deck())}
    assert new_game("austin", 1, 4, evil).side == ["evil", "good", "evil", "good"]  # type: ignore[attr-defined]
    for n in (3, 5):
        side = new_game("austin", 1, n, evil).side  # type: ignore[attr-defined]
        assert side[0] == "evil" and sum(side[k] == side[k - 1] for k in range(n)) == 1
    old = options_for_save({"rules": 8, "options": evil}, AustinState.LEGACY_OPTIONS)
    assert old["sides"] == "deck-only"
    assert new_game("austin", 1, 4, old).side == ["evil", "evil", "good", "evil"]  # type: ignore[attr-defined]
    assert new_game("austin", 1, 4, {}).side == ["good", "evil", "good", "evil"]  # type: ignore[attr-defined]


def test_beanz_takes_a_custom_deck_and_refuses_an_illegal_one() -> None:
    names = ["Clown Bean"] * 20 + ["Lion Bean"] * 20
    g = new_game("beanz", 2, 2, {"deck1": format_deck_text(names)})
    assert sorted(g.names[40:]) == sorted(names)  # type: ignore[attr-defined]
    with pytest.raises(TabletopError, match="exactly 40"):
        new_game("beanz", 2, 2, {"deck0": format_deck_text(names[:39])})
    with pytest.raises(TabletopError, match="at most 4 copies"):
        new_game(
            "beanz",
            2,
            2,
            {
                "game": "expert",
                "deck0": format_deck_text(names * 2)[:-1] + "\n" + "20 Juggler Bean\n",
            },
        )


@pytest.mark.parametrize("game", ["austin", "beanz"])
def test_saves_record_the_decks_and_replay(game: str, tmp_path: Path) -> None:
    deck = _evil_deck() if game == "austin" else ["Clown Bean"] * 40
    seats = [SeatConfig("bot", level="normal"), SeatConfig("bot", level="normal")]
    opts = {"deck0": format_deck_text(deck)}
    if game == "beanz":
        opts["shots"] = "model"
    s = Session(game, 5, seats, opts)
    for _ in range(40):
        if s.game.is_terminal() or s.bot_move() is None:
            break
    path = tmp_path / "save.json"
    s.save(path)
    back = Session.load(path)
    assert back.game.options["deck0"] == opts["deck0"]
    assert back.game.state_dict() == s.game.state_dict()


def test_scenario_names_decks() -> None:
    spec = parse_scenario(
        {
            "game": "austin",
            "seed": 1,
            "seats": 2,
            "options": {"deck0": "evil", "deck1": format_deck_text(STARTERS["good"])},
        }
    )
    out = run_scenario(spec)
    assert out.ok and out.game.side == ["evil", "good"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("game", "fmt"), [("austin", "standard"), ("beanz", "basic")])
def test_sealed_deck_from_six_packs_played_to_the_end(game: str, fmt: str) -> None:
    for seed in range(5):
        pool = sealed_pool(game, seed)
        deck = auto_deck(game, fmt, pool)
        assert deck is not None
        assert all(deck.count(n) <= pool[n] for n in set(deck))
        opts = {"deck0": format_deck_text(deck)}
        if game == "beanz":
            opts["shots"] = "model"
        g = new_game(game, seed, 2, opts)
        _play_out(g, seed)


def test_bots_build_a_deck_from_a_collection() -> None:
    gset = get_set("beanz")
    from collections import Counter

    deck = auto_deck("beanz", "expert", Counter({n: 4 for n in gset.cards}))
    assert deck is not None and len(deck) == 60
