"""Espionage: the card game of spies, gold cards and a Bomb (rules, card data, bots, view)."""

from tabletop.engine.registry import GameInfo

GAME = GameInfo(
    name="espionage",
    title="Espionage",
    rules="tabletop.games.espionage.rules:EspionageGame",
    bots={
        "normal": "tabletop.games.espionage.bots:NormalBot",
        "hard": "tabletop.games.espionage.evals:hard",
    },
    hard_budget=((2, 150), (3, 300)),  # the official runs' budgets (``tools/official_runs.py``)
    view="tabletop.games.espionage.view:View",
    facts="tabletop.games.espionage.facts:EspionageFacts",
    blurb="Spies, gold cards and a last-in-first-out reaction stack. 2-6 players.",
    order=1,
    sounds={
        "CardStolen": ("slide", 0.6),
        "CardGiven": ("slide", 0.6),
        "CardTaken": ("slide", 0.6),
        "HandsRevealed": ("reveal", 0.8),
    },
)
