"""RPG Get! CCG: rules engine (rules/), card data (cards.py, cards.toml, decks.toml), effect
verbs (effects.py), bots (bots.py) and the pygame table (view.py)."""

from tabletop.engine.registry import GameInfo

GAME = GameInfo(
    name="rpgget",
    title="RPG Get! CCG",
    rules="tabletop.games.rpgget.rules:RpgGame",
    bots={
        "normal": "tabletop.games.rpgget.bots:NormalBot",
        "hard": "tabletop.games.rpgget.evals:hard",
    },
    hard_budget=((2, 60),),  # the official runs' budgets (``tools/official_runs.py``)
    view="tabletop.games.rpgget.view:View",
    facts="tabletop.games.rpgget.facts:RpgGetFacts",
    blurb="RPG Get! CCG: missions, parties, enemies and rewards. 2-4 players.",
    order=5,
    collection="tabletop.games.rpgget.cards:collection_set",
    sounds={"DamageDealt": ("hit", 0.5), "DamageDealt.amount=0": None},
    results_for_seat=("MissionCompleted", "MissionFailed"),  # the attempter's
)
