"""Mighty Beanz TCG: rules engine (rules.py), card data (cards.py, cards.toml, decks.toml),
scenario positions (position.py), bots (bots.py) and the pygame table (view.py)."""

from tabletop.engine.registry import GameInfo

GAME = GameInfo(
    name="beanz",
    title="Mighty Beanz TCG",
    rules="tabletop.games.beanz.rules:BeanzGame",
    bots={
        "easy": "tabletop.games.beanz.bots:EasyBot",
        "normal": "tabletop.games.beanz.bots:NormalBot",
        "hard": "tabletop.games.beanz.evals:hard",
    },
    hard_budget=((2, 600),),  # the official runs' budgets (``tools/official_runs.py``)
    view="tabletop.games.beanz.view:View",
    facts="tabletop.games.beanz.facts:BeanzFacts",
    timed={"shot": "tabletop.games.beanz.flick.scene:ShotScene"},
    blurb="Mighty Beanz TCG: the ring mat, Bean attacks and Shoot for Loot. 2 players.",
    order=3,
    collection="tabletop.games.beanz.cards:collection_set",
    deck_format_option="game",
    sounds={
        "BeanPlayed": ("drop", 0.6),
        "CosmosPlayed": ("drop", 0.6),
        "AttackBoosted": ("flip", 0.6),
        "AttackDeclared": ("slide", 0.7),
        "BeanKnockedSidewayz": ("hit", 0.7),
        "BeanKnockedDown": ("hit", 0.7),
        "DominoToppled": ("hit", 0.7),
        "BeanBlownOut": ("topple", 0.8),
        "BeanKnockedOff": ("topple", 0.8),
        "DominoKnockedOff": ("topple", 0.8),
        "LootCaptured": ("reveal", 0.8),
    },
    unattended={"shots": "model"},
)
