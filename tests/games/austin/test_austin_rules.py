"""Austin Powers CCG rules, written like the rulebook: set a position, script the plays, check."""

from __future__ import annotations

import copy
import itertools
import random

import pytest

from tabletop.engine.actions import format_action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import new_game
from tabletop.engine.outcome import Outcome
from tabletop.engine.timed import TimedOutcome
from tabletop.games.austin.cards import CARDS, STARTERS, deck_problems
from tabletop.games.austin.rules import AustinGame

AUSTIN = "Austin Powers, International Man of Mystery"
A10 = "Austin From 10 Minutes From Now"
FRAU = "Frau Farbissina, LPGA Cruiser"
UNIBRAU = "Unibrau, Hot German Birdie"


def game(seats: list[dict], current: int = 0, actions: int = 2, **opts: object) -> AustinGame:
    g = new_game("austin", 1, len(seats), dict(opts))
    assert isinstance(g, AustinGame)
    g.set_position({"current": current, "actions": actions, "seats": seats})
    return g


def act(g: AustinGame, seat: int, verb: str, *args: object) -> None:
    """Apply ``verb`` with card names turned into ids (searching every seat's zones)."""
    out = []
    for a in args:
        out.append(g.find(a) if isinstance(a, str) and a in CARDS else a)
    g.apply(f"{seat}:{verb} " + " ".join(str(x) for x in out))


def names(g: AustinGame, pile: list[int]) -> list[str]:
    return [g.names[c] for c in pile]


def test_attack_with_no_bones_attacker_wins_and_scores() -> None:
    g = game([{"side": "good", "table": [AUSTIN]}, {"side": "evil", "table": ["Fembot"]}])
    act(g, 0, "attempt", AUSTIN, "Fembot")
    assert g.active_seats() == [1]  # the defender answers first
    # two players: nobody may throw the defender a bone, so help is not offered
    assert [a.verb for a in g.legal_actions(1)] == ["give_up"]
    act(g, 1, "give_up")
    assert names(g, g.score[0]) == [AUSTIN]
    assert names(g, g.discard[1]) == ["Fembot"]
    assert g.points(0) == 20 and g.actions == 1 and g.phase == "main"


def test_bones_alternate_from_the_defender_and_need_vibes() -> None:
    g = game(
        [
            {"side": "good", "table": [AUSTIN], "hand": ["Yeah, Baby, Yeah!", "Shagadelic!"]},
            {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!", "One Million Dollars!"]},
        ]
    )
    act(g, 0, "attempt", AUSTIN, "Fembot")
    # Fembot puts out Shagadelic + Randy: Zip It! (Shag: Randy) is payable, One Million (Creepy) not
    bones = [g.names[int(a.args[0])] for a in g.legal_actions(1) if a.verb == "bone"]
    assert bones == ["Zip It!"]
    with pytest.raises(IllegalAction, match="vibes"):
        act(g, 1, "bone", "One Million Dollars!")
    with pytest.raises(IllegalAction):
        act(g, 0, "bone", "Yeah, Baby, Yeah!")  # not the attacker's turn yet
    act(g, 1, "bone", "Zip It!")
    assert g.active_seats() == [0]
    bones = [g.names[int(a.args[0])] for a in g.legal_actions(0) if a.verb == "bone"]
    assert bones == ["Yeah, Baby, Yeah!"]  # Shagadelic! needs two Shagadelic vibes
    act(g, 0, "bone", "Yeah, Baby, Yeah!")
    act(g, 1, "give_up")
    # Last bone wins; the winner scores first, then its bones first to last.
    assert names(g, g.score[0]) == [AUSTIN, "Yeah, Baby, Yeah!"]
    assert sorted(names(g, g.discard[1])) == ["Fembot", "Zip It!"]
    assert g.card_inventory() == list(range(len(g.names)))


def test_defender_with_last_bone_wins() -> None:
    g = game(
        [
            {"side": "good", "table": ["Basil Exposition"]},
            {"side": "evil", "table": ["Fat Bastard"], "hand": ["Zip It!"]},
        ]
    )
    act(g, 0, "attempt", "Basil Exposition", "Fat Bastard")
    assert g.fight is not None and g.fight["kind"] == "assassinate"
    act(g, 1, "bone", "Zip It!")
    act(g, 0, "give_up")
    assert names(g, g.score[1]) == ["Fat Bastard", "Zip It!"]
    assert names(g, g.discard[0]) == ["Basil Exposition"]


def four_seat_help() -> AustinGame:
    return game(
        [
            {"side": "good", "table": [AUSTIN]},
            {"side": "evil", "table": ["Fembot"]},
            {"side": "good", "table": ["Dick, Fighter Pilot"], "hand": ["Yeah, Baby, Yeah!"]},
            {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"]},
        ]
    )


def test_help_race_first_to_land_counts_and_others_keep_their_cards() -> None:
    g = four_seat_help()
    act(g, 0, "attempt", AUSTIN, g.table[1][0])
    act(g, 1, "help")
    # Everybody but the two fighters may throw, all at once (clockwise from the asker).
    assert g.active_seats() == [2, 3]
    assert {a.verb for a in g.legal_actions(2)} == {"throw", "decline"}
    act(g, 3, "throw", "Zip It!")  # Player 4's bone lands first
    with pytest.raises(IllegalAction):
        act(g, 2, "throw", "Yeah, Baby, Yeah!")  # too late: back to hand
    assert names(g, g.hand[2]) == ["Yeah, Baby, Yeah!"]
    assert g.active_seats() == [0]
    act(g, 0, "give_up")
    # Fembot scores for its owner, the thrown bone for the player who threw it.
    assert names(g, g.score[1]) == ["Fembot"]
    assert names(g, g.score[3]) == ["Zip It!"]


def test_asker_may_not_play_own_bones_and_loses_when_nobody_helps() -> None:
    g = four_seat_help()
    g.hand[0].append(len(g.names))
    g.names.append("Groovy, Baby!")
    g.owner.append(0)
    g.hand[1].append(len(g.names))
    g.names.append("Zip It!")
    g.owner.append(1)
    act(g, 0, "attempt", AUSTIN, g.table[1][0])
    act(g, 1, "help")
    act(g, 3, "throw", g.find("Zip It!", seat=3))
    act(g, 0, "bone", "Groovy, Baby!")
    # Player 2 asked for help: from then on only others may throw on that Agent.
    assert g.active_seats() == [2, 3]
    assert g.legal_actions(1) == []
    g.apply("2:decline")
    g.apply("3:decline")
    assert names(g, g.score[0]) == [AUSTIN, "Groovy, Baby!"]
    assert names(g, g.discard[1]) == ["Fembot"] and names(g, g.hand[1]) == ["Zip It!"]
    assert names(g, g.discard[3]) == ["Zip It!"]


def test_two_players_are_not_offered_help_nobody_could_give() -> None:
    """The rulebook's "ask the other players": with two players the only other player is the
    opponent, who never throws you a bone, so help is neither offered nor taken (a new
    player's first game, 2026-11-26: "Ask for help" was offered, and gave the attack up);
    with three players it is, to either side."""
    two = [
        {"side": "good", "table": [AUSTIN]},
        {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"]},
    ]
    g = game(two)
    act(g, 0, "attempt", AUSTIN, "Fembot")
    assert not g.may_ask_help()
    assert "help" not in {a.verb for a in g.legal_actions(1)}
    with pytest.raises(IllegalAction):
        act(g, 1, "help")
    g3 = game([*two, {"side": "good"}])
    act(g3, 0, "attempt", AUSTIN, "Fembot")
    assert g3.may_ask_help() and "help" in {a.verb for a in g3.legal_actions(1)}


def test_a_single_helper_is_asked_without_a_race() -> None:
    """With three players only one may help (not the asker, not the other Agent's owner):
    nobody to race, so that player is simply asked, with no clock (a new player, 2026-11-26,
    met a bone race already half run out when they first saw it)."""
    g = game(
        [
            {"side": "good", "table": [AUSTIN]},
            {"side": "evil", "table": ["Fembot"]},
            {"side": "good", "table": ["Dick, Fighter Pilot"], "hand": ["Yeah, Baby, Yeah!"]},
        ]
    )
    act(g, 0, "attempt", AUSTIN, g.table[1][0])
    act(g, 1, "help")
    assert g.active_seats() == [2]
    assert {a.verb for a in g.legal_actions(2)} == {"throw", "decline"}
    assert g.timed() is None  # a question, not a race
    act(g, 2, "decline")  # nobody helps: the Agent with the last bone (none: the attacker) wins
    assert g.fight is None and g.log[-1] == "2:decline"
    assert names(g, g.score[0]) == [AUSTIN]


def test_several_helpers_race() -> None:
    g = four_seat_help()
    act(g, 0, "attempt", AUSTIN, g.table[1][0])
    act(g, 1, "help")
    timed = g.timed()
    assert timed is not None and timed.name == "help" and timed.seats == (2, 3)


def test_a_helper_too_late_for_the_race_is_logged_so() -> None:
    """``decline late``: a helper pressed after the help race was over; the log says their
    bone came too late (as the race did), and a plain ``decline`` of older logs still holds."""
    g = four_seat_help()
    act(g, 0, "attempt", AUSTIN, g.table[1][0])
    act(g, 1, "help")
    timed = g.timed()
    assert timed is not None
    outcome = TimedOutcome(Outcome(((2, 3),), frozenset({2, 3}), ()), None, late=(3,))
    acts = g.timed_actions(timed, outcome)
    assert [format_action(a) for a in acts] == ["2:decline", "3:decline late"]
    assert [e.text for e in g.apply(acts[0])] == ["Player 3 (Good) throws no bone."]
    said = [e.text for e in g.apply(acts[1])]
    assert said[0] == "Player 4 (Evil)'s bone came too late."
    assert g.fight is None
    with pytest.raises(IllegalAction):
        g.apply("0:decline late")  # only where a decline is a move


def test_two_player_help_request_concedes_in_the_earlier_reading() -> None:
    """Option ``help = concedes`` (saves of rules revision 7 and before): help was offered
    with two players, and asking for it gave the attack up."""
    g = game(
        [
            {"side": "good", "table": [AUSTIN]},
            {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"]},
        ],
        help="concedes",
    )
    act(g, 0, "attempt", AUSTIN, "Fembot")
    act(g, 1, "help")
    assert names(g, g.score[0]) == [AUSTIN]
    assert names(g, g.hand[1]) == ["Zip It!"]


def test_a_save_of_revision_7_with_help_at_two_players_replays() -> None:
    """A two-player game saved before (rules revision 7, no ``help`` option then) where help
    was asked loads and replays to the same place; the same moves saved under this
    revision's reading are refused as a damaged save."""
    from tabletop.engine.errors import SaveError
    from tabletop.engine.saves import FORMAT, RULES, VERSION
    from tabletop.room.session import SeatConfig, Session

    rng = random.Random(7)
    g = new_game("austin", 3, 2, {"help": "concedes"})
    while "help" not in " ".join(g.log):  # a deal played until someone asks for help
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        asks = [a for a in legal if a.verb == "help"]
        g.apply(asks[0] if asks else rng.choice(legal))
    seats = [SeatConfig("human", "Ann").to_dict(), SeatConfig("bot", "Bo", "normal").to_dict()]
    options = {k: v for k, v in g.options.items() if k != "help"}
    save = {"format": FORMAT, "version": VERSION, "rules": 7, "game": "austin", "seed": 3}
    save |= {"options": options, "seats": seats, "log": list(g.log)}
    old = Session.from_save_data(save, "old save")
    assert old.options["help"] == "concedes" and old.log == g.log
    assert old.game.state_hash() == g.state_hash()
    assert RULES >= 8
    with pytest.raises(SaveError):
        Session.from_save_data({**save, "rules": RULES}, "new save")


@pytest.mark.parametrize("defender_before,expected", [(95, 1), (90, 3)])
def test_two_players_cross_100_in_one_attack(defender_before: int, expected: int) -> None:
    pile90 = ["Dr. Evil", "Fat Bastard", "Robin Swallows", "Mini-Me", "Number Two"]
    pile95 = pile90 + ["Fembot"]
    g = game(
        [
            {"side": "good", "table": ["Basil Exposition"]},
            {
                "side": "evil",
                "table": ["Moon Base Henchman"],
                "score": pile95 if defender_before == 95 else pile90,
            },
            {"side": "good"},
            {"side": "evil", "table": ["Fat Bastard"], "hand": ["Zip It!"], "score": pile95},
        ]
    )
    assert g.points(1) == defender_before and g.points(3) == 95
    act(g, 0, "attempt", "Basil Exposition", "Moon Base Henchman")
    act(g, 1, "help")
    g.apply("2:decline")
    act(g, 3, "throw", g.find("Zip It!", seat=3))
    act(g, 0, "give_up")
    # The winning Agent scores first (for Player 2), then the bone (for Player 4).
    res = g.result()
    assert res is not None and res.winners == (expected,)
    assert g.points(1) == defender_before + 5 and g.points(3) == 100
    assert g.active_seats() == [] and g.legal_actions(0) == []


def test_unibrau_and_frau_lpga() -> None:
    g = game(
        [
            {"side": "good", "table": [AUSTIN, "Felicity Shagwell"]},
            {"side": "evil", "table": [UNIBRAU, FRAU, "Fembot"]},
        ]
    )
    au, fe = g.find(AUSTIN), g.find("Felicity Shagwell")
    un, fr, fb = g.find(UNIBRAU), g.find(FRAU), g.find("Fembot")
    assert g.can_target(au, fb) is None
    assert g.can_target(au, un) is not None  # Unibrau cannot be Shagged by males
    assert g.can_target(au, fr) is not None  # nor Frau while any Unibrau is active
    assert g.can_target(fe, un) is not None  # other females cannot choose to Shag them
    assert g.can_target(un, fe) is None  # Unibrau may Shag females
    assert g.can_target(un, au) is not None  # ...and not males
    assert g.can_target(fr, fe) is None and g.can_target(fr, au) is not None
    assert g.can_target(fb, au) is None and g.can_target(fb, fe) is not None
    # Unibrau leaves the table: Frau is an ordinary female Shagger again.
    g.table[1].remove(un)
    g.discard[1].append(un)
    assert g.can_target(fr, au) is None and g.can_target(fr, fe) is not None
    assert g.can_target(au, fr) is None


def test_mustafa_returns_after_losing_an_assassination_only() -> None:
    g = game(
        [
            {
                "side": "good",
                "table": ["Basil Exposition", "Felicity Shagwell", "Shagette"],
                "hand": ["Groovy, Baby!"],
            },
            {"side": "evil", "table": ["Mustafa"]},
        ]
    )
    act(g, 0, "attempt", "Basil Exposition", "Mustafa")
    act(g, 1, "give_up")
    assert names(g, g.hand[1]) == ["Mustafa"] and not g.discard[1]
    # He comes back and loses as the attacker: back to hand again.
    mu = g.find("Mustafa")
    g.hand[1].remove(mu)
    g.table[1].append(mu)
    g.current, g.actions = 1, 2
    act(g, 1, "attempt", "Mustafa", "Felicity Shagwell")
    act(g, 0, "bone", "Groovy, Baby!")
    act(g, 1, "give_up")
    assert names(g, g.hand[1]) == ["Mustafa"]
    # Losing a Shag is not an Assassination: discarded as usual.
    mu = g.find("Mustafa")
    g.hand[1].clear()
    g.table[1].append(mu)
    g.current, g.actions = 0, 2
    act(g, 0, "attempt", "Shagette", "Mustafa")
    act(g, 1, "give_up")
    assert names(g, g.discard[1]) == ["Mustafa"]


def test_ship_chain_across_three_players() -> None:
    g = game(
        [
            {
                "side": "good",
                "hand": [
                    "Johnson, Radar Operator",
                    "Dick, Fighter Pilot",
                    "Johnson, Radar Operator",
                ],
            },
            {"side": "evil", "hand": ["Rocket Launch Technician"]},
            {"side": "good", "hand": ["Dick, Fighter Pilot", "Shagette"]},
        ]
    )
    j1, j2 = [c for c in g.hand[0] if g.names[c].startswith("Johnson")]
    g.apply(f"0:agent {j1}")
    assert g.actions == 2 and not g.ship_free  # the first ship Agent costs no action
    assert g.phase == "ships" and g.active_seats() == [1, 2]
    act(g, 1, "ship", "Rocket Launch Technician")
    act(g, 2, "ship", g.find("Dick, Fighter Pilot", seat=2))
    assert g.phase == "main" and g.ship_free  # an opponent answered: another free ship
    act(g, 0, "agent", g.find("Dick, Fighter Pilot", seat=0))
    assert g.actions == 2 and not g.ship_free
    # nobody else holds a ship Agent now, yet both opponents are asked again (they can only pass)
    assert g.phase == "ships" and g.active_seats() == [1, 2]
    assert [a.verb for a in g.legal_actions(1)] == ["pass"]
    assert [a.verb for a in g.legal_actions(2)] == ["pass"]
    # answers may come in any order; a pass is a quiet "Passed" event (the table's log skips it)
    assert [e.kind for e in g.apply("2:pass")] == ["Passed"]
    assert g.active_seats() == [1]
    g.apply("1:pass")
    assert g.phase == "main" and not g.ship_free  # nobody answered: the chain is broken
    g.apply(f"0:agent {j2}")  # a third ship Agent costs an action
    assert g.actions == 1
    assert g.phase == "ships" and g.active_seats() == [1, 2]  # and opens a window too
    g.apply("1:pass")
    g.apply("2:pass")
    assert g.phase == "main" and not g.ship_free
    assert [len(g.table[s]) for s in range(3)] == [3, 1, 1]


def test_ship_window_asks_every_opponent_whatever_they_hold() -> None:
    """Who is asked (and so how long the window lasts) must not tell who holds a ship Agent."""
    ships = ["Rocket Launch Technician", "Dick, Fighter Pilot", "Moon Base Henchman"]
    plain = ["Fembot", "Shagette", "Zip It!"]
    seen = set()
    for holders in itertools.product([False, True], repeat=3):
        seats = [{"side": "good", "hand": ["Johnson, Radar Operator", "Groovy, Baby!"]}]
        for k, holds in enumerate(holders):
            seats.append(
                {
                    "side": "evil" if k % 2 == 0 else "good",
                    "hand": [ships[k] if holds else plain[k]],
                }
            )
        g = game(seats)
        act(g, 0, "agent", g.find("Johnson, Radar Operator", seat=0))
        assert g.phase == "ships"
        seen.add(tuple(g.active_seats()))
        for s in (1, 2, 3):
            verbs = [a.verb for a in g.legal_actions(s)]
            assert verbs == (["ship", "pass"] if holders[s - 1] else ["pass"])
    assert seen == {(1, 2, 3)}


def test_ship_window_active_seats_survive_a_scramble_of_hands() -> None:
    """Deal the cards the ship player cannot see anew (other hands, decks) before the ship Agent
    lands: whoever then holds ship Agents, the same seats are asked."""
    rng = random.Random(7)
    windows = 0
    holder_sets = set()
    for seed in range(30):
        g = new_game("austin", seed, 4, {})
        assert isinstance(g, AustinGame)
        ship = None
        for _ in range(400):  # random play until the player to move may play a ship Agent
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            ships = [a for a in legal if a.verb == "agent" and g.d(int(a.args[0])).ship]
            if g.phase == "main" and ships:
                ship = ships[0]
                break
            g.apply(rng.choice(legal))
        if ship is None:
            continue
        windows += 1
        asked = set()
        for k in range(6):
            h = copy.deepcopy(g)
            h.scramble_hidden(ship.seat, random.Random(k))
            holders = tuple(
                s for s in h.clockwise(ship.seat) if any(h.d(c).ship for c in h.hand[s])
            )
            holder_sets.add(holders)
            h.apply(ship)
            assert h.phase == "ships"
            asked.add(tuple(h.active_seats()))
        assert asked == {tuple(g.clockwise(ship.seat))}
    assert windows >= 10 and len(holder_sets) >= 4  # the scrambles really moved ship Agents


def test_ship_window_where_everyone_passes_keeps_the_chain_broken() -> None:
    g = game(
        [
            {"side": "good", "hand": ["Johnson, Radar Operator", "Dick, Fighter Pilot"]},
            {"side": "evil", "hand": ["Rocket Launch Technician"]},
        ]
    )
    act(g, 0, "agent", "Johnson, Radar Operator")
    g.apply("1:pass")
    assert not g.ship_free
    act(g, 0, "agent", "Dick, Fighter Pilot")
    assert g.actions == 1


def test_three_player_slugfest() -> None:
    g = game(
        [
            {
                "side": "evil",
                "table": ["Mustafa", "Fat Bastard"],
                "hand": ["Slugfest", "One Million Dollars!"],
            },
            {"side": "good", "table": ["Basil Exposition"], "hand": ["Groovy, Baby!"]},
            {
                "side": "good",
                "table": ["Johnson, Radar Operator", "Dick, Fighter Pilot"],
                "hand": ["Oh, Behave!"],
            },
        ]
    )
    act(g, 0, "brawl", "Slugfest")
    # Basil enters by himself; the players with several Assassins pick, one prompt at a time
    # clockwise from the Slugfest's player
    assert g.prompt is not None and g.prompt.kind == "brawler" and g.active_seats() == [0]
    assert sorted(g.names[int(a.args[0])] for a in g.legal_actions(0)) == ["Fat Bastard", "Mustafa"]
    act(g, 0, "brawler", "Fat Bastard")
    assert g.prompt is not None and g.active_seats() == [2]
    act(g, 2, "brawler", "Dick, Fighter Pilot")
    assert g.prompt is None and g.flow.phase == "slugfest"
    assert g.active_seats() == [1]  # beginning with the next player
    act(g, 1, "bone", "Groovy, Baby!")
    act(g, 2, "bone", "Oh, Behave!")
    act(g, 0, "bone", "One Million Dollars!")
    assert [a.verb for a in g.legal_actions(1)] == ["drop"]
    g.apply("1:drop")
    assert g.active_seats() == [2]
    g.apply("2:drop")
    assert g.phase == "main"
    assert names(g, g.score[0]) == ["Fat Bastard", "One Million Dollars!"]
    assert names(g, g.table[0]) == ["Mustafa"]
    assert sorted(names(g, g.discard[1])) == ["Basil Exposition", "Groovy, Baby!"]
    assert sorted(names(g, g.discard[2])) == ["Dick, Fighter Pilot", "Oh, Behave!"]
    assert names(g, g.discard[0]) == ["Slugfest"]


def test_slugfest_dropped_player_is_out_and_nobody_scores_without_bones() -> None:
    g = game(
        [
            {"side": "evil", "table": ["Mustafa"], "hand": ["Slugfest"]},
            {"side": "good", "table": ["Basil Exposition"]},
        ]
    )
    act(g, 0, "brawl", "Slugfest")
    g.apply("1:drop")
    g.apply("0:drop")
    assert g.phase == "main" and not g.score[0] and not g.score[1]
    assert names(g, g.table[0]) == ["Mustafa"] and names(g, g.table[1]) == ["Basil Exposition"]


def test_evening_up_for_everybody_with_reshuffle() -> None:
    g = game(
        [
            {
                "side": "good",
                "hand": ["Shagette", "Shaguar"],
                "deck": ["Groovy, Baby!"] * 2,
                "discard": ["Oh, Behave!"] * 2 + ["Shagadelic!"] * 2,
            },
            {"side": "evil", "hand": ["Zip It!"] * 2 + ["Fembot"] * 6},
            {"side": "good", "hand": ["Oh, Behave!"] * 6, "deck": ["Shagette"]},
        ]
    )
    g.apply("0:end")
    with pytest.raises(IllegalAction):
        g.apply(f"1:toss {g.hand[1][0]}")  # discarding at will: own turn only
    g.apply(f"0:toss {g.find('Shaguar', seat=0)}")
    g.apply("0:even_up")
    # 1 kept + 2 from the deck, then the discard pile (5 cards) becomes the deck: 3 more.
    assert len(g.hand[0]) == 6 and len(g.deck[0]) == 2 and not g.discard[0]
    assert g.phase == "evenup" and g.active_seats() == [1]
    g.apply(f"1:discard {g.hand[1][0]}")
    assert g.phase == "evenup"
    g.apply(f"1:discard {g.hand[1][0]}")
    assert g.phase == "main" and g.current == 1 and len(g.hand[1]) == 6
    assert len(g.hand[2]) == 6 and len(g.deck[2]) == 1


def test_happening_target_with_ties() -> None:
    hand = ["Zip It!"] * 3
    g = game(
        [
            {"side": "good", "hand": ["Groovy Love-In"]},
            {"side": "evil", "hand": list(hand)},
            {"side": "good", "hand": list(hand)},
            {"side": "evil", "hand": list(hand)},
        ]
    )
    act(g, 0, "happening", "Groovy Love-In")
    assert g.phase == "happening_order" and g.active_seats() == [0]
    assert g.view(1)["happening"]["card"] is None  # face down
    with pytest.raises(IllegalAction):
        g.apply("0:happening_order 1 1 2")
    g.apply("0:happening_order 1 2 3 tied 2")
    assert g.phase == "happening_target"
    assert sorted(int(a.args[0]) for a in g.legal_actions(0)) == [2, 3]
    g.apply("0:happening_target 3")
    assert [len(g.hand[s]) for s in (1, 2, 3)] == [3, 3, 1]
    assert names(g, g.score[0]) == ["Groovy Love-In"]


def test_happening_last_to_mimic_is_target_and_auto_mode() -> None:
    g = game(
        [
            {"side": "good", "hand": ["Mojo Rising"], "deck": ["Shagette"] * 3},
            {"side": "evil", "hand": ["Zip It!"] * 2},
            {"side": "good", "hand": ["Zip It!"] * 2},
        ]
    )
    act(g, 0, "happening", "Mojo Rising")
    g.apply("0:happening_order 2 1")  # a full order not in the short legal list is accepted
    assert [len(g.hand[s]) for s in (0, 1, 2)] == [2, 1, 2]
    g2 = game(
        [
            {"side": "good", "hand": ["Mojo Rising"]},
            {"side": "evil", "hand": ["Zip It!"]},
            {"side": "good", "hand": ["Zip It!"]},
        ],
        gestures="auto",
    )
    act(g2, 0, "happening", "Mojo Rising")
    assert g2.phase == "main" and sorted(len(g2.hand[s]) for s in (1, 2)) == [0, 1]


def test_six_by_five_deck_check() -> None:
    for side in ("good", "evil"):
        assert len(STARTERS[side]) == 30
        assert deck_problems(STARTERS[side]) == []
    bad = STARTERS["good"][:-1] + [STARTERS["good"][0]]
    assert any("6-by-5" in p for p in deck_problems(bad))
    assert any("30 cards" in p for p in deck_problems(STARTERS["good"][:29]))
    assert any(
        "all Good or all Evil" in p for p in deck_problems(STARTERS["good"][:29] + ["Zip It!"])
    )
    # Every card records rarity and dot; every card text is marked designed.
    assert all(c.rarity and c.dot and c.designed for c in CARDS.values())
    for name in (
        AUSTIN,
        "Felicity Shagwell",
        "Basil Exposition",
        "Dr. Evil",
        "Mini-Me",
        FRAU,
        UNIBRAU,
        "Mustafa",
        "Robin Swallows",
        "Fat Bastard",
        "Johnson, Radar Operator",
        "Dick, Fighter Pilot",
        A10,
        "Bastard Bagpipes",
        "Slugfest",
        "Springin' Shindig",
    ):
        assert name in CARDS


def test_austin_from_10_minutes_is_free_with_another_austin() -> None:
    g = game([{"side": "good", "hand": [A10], "table": [AUSTIN]}, {"side": "evil"}], actions=0)
    assert [a.verb for a in g.legal_actions(0)] == ["agent", "end"]
    act(g, 0, "agent", A10)
    assert g.actions == 0
    g2 = game([{"side": "good", "hand": [A10]}, {"side": "evil"}], actions=0)
    with pytest.raises(IllegalAction, match="actions"):
        act(g2, 0, "agent", A10)


def test_bastard_bagpipes_discards_a_scored_card() -> None:
    g = game(
        [
            {
                "side": "evil",
                "hand": ["Bastard Bagpipes"],
                "table": [FRAU],
                "score": ["Fat Bastard"],
            },
            {"side": "good", "score": [AUSTIN, "Shagette"]},
        ]
    )
    act(g, 0, "swing", "Bastard Bagpipes", "vibe")
    assert names(g, g.table[0]) == [FRAU, "Bastard Bagpipes"]
    uses = [a for a in g.legal_actions(0) if a.verb == "use"]
    assert len(uses) == 2
    act(g, 0, "use", "Bastard Bagpipes", AUSTIN)
    assert names(g, g.score[1]) == ["Shagette"] and names(g, g.discard[1]) == [AUSTIN]
    assert names(g, g.discard[0]) == ["Fat Bastard"] and g.actions == 0
    g.actions = 1
    assert not [a for a in g.legal_actions(0) if a.verb == "use"]  # no scored Fat Bastard


def test_mini_me_extra_action_with_dr_evil() -> None:
    g = game([{"side": "evil", "hand": ["Mini-Me"], "table": ["Dr. Evil"]}, {"side": "good"}])
    act(g, 0, "agent", "Mini-Me")
    assert g.actions == 2


def test_daddy_pants_choose_side_and_start() -> None:
    g = new_game("austin", 5, 3, {"daddy": 2})
    assert g.active_seats() == [2] and g.card_inventory() == list(range(90))
    g.apply("2:allegiance evil")
    assert isinstance(g, AustinGame)
    assert g.side == ["good", "evil", "evil"] and g.current == 2 and g.phase == "main"
    assert all(len(g.hand[s]) == 6 for s in range(3))
    assert g.card_inventory() == list(range(90))


def test_alternating_sides_and_starting_hands() -> None:
    g = new_game("austin", 3, 4)
    assert isinstance(g, AustinGame)
    assert g.side == ["good", "evil", "good", "evil"]
    assert all(len(g.hand[s]) == 6 and len(g.deck[s]) == 24 for s in range(4))
    assert sorted(g.names[c] for c in range(30)) == sorted(STARTERS["good"])


def test_only_two_actions() -> None:
    g = game([{"side": "good", "hand": ["Shagette"] * 3}, {"side": "evil"}])
    act(g, 0, "agent", g.hand[0][0])
    act(g, 0, "agent", g.hand[0][0])
    with pytest.raises(IllegalAction, match="two actions"):
        act(g, 0, "agent", g.hand[0][0])


def test_swingers_vibe_or_free_outcome_and_table_use_once_per_turn() -> None:
    g = game(
        [
            {
                "side": "good",
                "table": ["Shagette", "Dick, Fighter Pilot"],
                "hand": ["Shag Pad", "Judo Chop!"],
                "deck": ["Groovy, Baby!"] * 4,
            },
            {"side": "evil", "table": ["Fembot", "Dr. Evil"], "hand": ["Zip It!"]},
        ],
        actions=3,
    )
    pad, chop = g.find("Shag Pad"), g.find("Judo Chop!")
    # Judo Chop! needs Groovy + Randy for its vibe outcome: only the free one is legal.
    chops = [a for a in g.legal_actions(0) if a.verb == "swing" and a.args[0] == chop]
    assert [a.args[1] for a in chops] == ["free"]
    g.apply(f"0:swing {pad} vibe")  # Shagadelic + Randy: it stays on the table
    assert pad in g.table[0]
    g.apply(f"0:use {pad}")
    assert len(g.hand[0]) == 3  # Judo Chop! + two drawn
    assert not [a for a in g.legal_actions(0) if a.verb == "use"]  # once per turn
    left = g.actions
    ev = g.apply(f"0:swing {chop} free")
    assert not g.hand[1] and chop in g.discard[0]
    # a Swinger used "free" (its outcome that needs no vibes) is still an action: the log says
    # "without vibes", not "(free)", which a tester read as costing no action
    assert g.actions == left - 1
    assert "Judo Chop! (without vibes)." in ev[0].text


def test_judo_chop_discards_a_cheap_agent() -> None:
    g = game(
        [
            {"side": "good", "table": [AUSTIN], "hand": ["Judo Chop!"]},
            {"side": "evil", "table": ["Fembot", "Dr. Evil"]},
        ]
    )
    chop = g.find("Judo Chop!")
    targets = [a.args[2] for a in g.legal_actions(0) if a.args[:2] == (chop, "vibe")]
    assert targets == [g.find("Fembot")]  # Dr. Evil is worth more than 10
    act(g, 0, "swing", "Judo Chop!", "vibe", "Fembot")
    assert names(g, g.discard[1]) == ["Fembot"]


def test_two_player_happening_needs_no_race() -> None:
    g = game(
        [
            {"side": "evil", "hand": ["Hollow Volcano Countdown"]},
            {"side": "good", "table": ["Shagette", AUSTIN]},
        ]
    )
    act(g, 0, "happening", "Hollow Volcano Countdown")
    assert g.phase == "main" and names(g, g.discard[1]) == [AUSTIN]
    assert names(g, g.score[0]) == ["Hollow Volcano Countdown"] and g.points(0) == 10


def test_play_again_gives_the_winner_the_daddy_pants():
    import random

    from tabletop.ai.base import make_bot
    from tabletop.engine.game import new_game

    g = new_game("austin", 3, 2)
    bots = [make_bot("austin", "normal"), make_bot("austin", "random")]
    rng = random.Random(3)
    while not g.is_terminal():
        seat = g.active_seats()[0]
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions(seat), rng))
    winner = g.result().winners[0]
    assert g.rematch_options()["daddy"] == winner
    again = new_game("austin", 4, 2, g.rematch_options())
    assert again.active_seats() == [winner]


def test_a_scored_card_says_its_own_value_and_the_new_total() -> None:
    """ "Zip It! scores for Player 2 (25 billion Ransom)" read as the card's value: the line
    names the card's value, then the seat's total."""
    g = game(
        [
            {"side": "good", "table": [AUSTIN]},
            {"side": "evil", "table": ["Fembot"], "score": ["Mini-Me"]},
            {"side": "good", "table": ["Dick, Fighter Pilot"]},
            {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"], "score": ["Mini-Me"]},
        ]
    )
    act(g, 0, "attempt", AUSTIN, g.table[1][0])
    act(g, 1, "help")
    act(g, 3, "throw", "Zip It!")
    texts = [e.text for e in g.apply("0:give_up") if e.kind == "ScoreChanged"]
    mini = CARDS["Mini-Me"].score
    assert texts == [
        f"Fembot scores 5 billion Ransom for Player 2 (Evil): {mini + 5} billion Ransom in all.",
        f"Zip It! scores 5 billion Ransom for Player 4 (Evil): {mini + 5} billion Ransom in all.",
    ]


def test_a_refused_bone_names_the_vibes_it_lacks() -> None:
    """A new player: a refused Frickin' Bone said only that the vibes were missing; it names
    which ("1 more Randy, 1 more Shagadelic"), counted against the active Agents' vibes."""
    from tabletop.engine.actions import Action
    from tabletop.games.austin.cards import CARDS
    from tabletop.room.session import SeatConfig, Session

    s = Session("austin", 1, [SeatConfig("bot", "A", "normal"), SeatConfig("bot", "B", "normal")])
    for _ in range(11):
        s.apply(s.bot_choice(s.game.active_seats()[0]))
    g = s.game
    seat = g.active_seats()[0]
    assert g.flow.step == "bones"
    bone = next(c for c in g.hand[seat] if CARDS[g.names[c]].kind == "bone")
    why = g.why_illegal(Action(seat, "bone", (bone,)))
    d = CARDS[g.names[bone]]
    need = list(d.shag if g.fight["kind"] == "shag" else d.assassinate)
    have = g.vibes(seat)
    lacking = [v for v in dict.fromkeys(need) if need.count(v) > have.count(v)]
    assert lacking and all(f"more {v.capitalize()}" in why for v in lacking), why
