"""Austin Powers CCG: rules engine, designed starter decks, bots and the table view."""

from tabletop.engine.registry import GameInfo

GAME = GameInfo(
    name="austin",
    title="Austin Powers CCG",
    rules="tabletop.games.austin.rules:AustinGame",
    bots={
        "normal": "tabletop.games.austin.bots:NormalBot",
        "hard": "tabletop.games.austin.evals:hard",
    },
    hard_budget=((2, 150),),  # the official runs' budgets (``tools/official_runs.py``)
    view="tabletop.games.austin.view:View",
    facts="tabletop.games.austin.facts:AustinFacts",
    timed={"race": "tabletop.games.austin.race:AustinRaceOverlay"},
    blurb="Austin Powers CCG: vibes, Frickin' Bones and Happenings. 2-6 players.",
    # with two players the only opponent is a Happening's target and nobody may throw you a
    # bone: a new game seats you and two computers, so the races come up
    new_game_seats=3,
    few_seats_note=(
        3,
        "With 2 players there are no races: the other player is always a Happening's "
        "target and nobody can throw you a bone. Races need 3 or more players.",
    ),
    order=4,
    collection="tabletop.games.austin.cards:collection_set",
    sounds={
        "BoneThrown": ("bone", 0.8),
        "AttemptDeclared": ("hit", 0.6),
        "HelpAsked": ("alarm", 0.5),
        "AttackWon": ("win", 0.5),
        "SlugfestWon": ("win", 0.5),
        "HappeningPlayed": ("flip", 0.7),
        "CardDrawn": ("deal", 0.3),
        "CardPlayed": ("drop", 0.6),
        "CardDiscarded": ("slide", 0.4),
        "ScoreChanged": ("slide", 0.4),
        "PileShuffled": ("shuffle", 0.6),
    },
)
