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
        "hard": "tabletop.games.beanz.bots:HardBot",
    },
    view="tabletop.games.beanz.view:View",
    blurb="Mighty Beanz TCG: the ring mat, Bean attacks and Shoot for Loot. 2 players.",
    order=3,
    collection="tabletop.games.beanz.cards:collection_set",
    deck_format_option="game",
)
