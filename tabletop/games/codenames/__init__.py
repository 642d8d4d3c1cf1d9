"""Marvel Codenames: HYDRA against S.H.I.E.L.D. (rules, assets and keys, bots, view)."""

from tabletop.engine.registry import GameInfo

GAME = GameInfo(
    name="codenames",
    title="Marvel Codenames",
    rules="tabletop.games.codenames.rules:CodenamesGame",
    bots={
        "normal": "tabletop.games.codenames.bots:NormalBot",
        "easy": "tabletop.games.codenames.bots:EasyBot",
        "hard": "tabletop.games.codenames.bots:HardBot",
    },
    view="tabletop.games.codenames.view:View",
    facts="tabletop.games.codenames.facts:CodenamesFacts",
    blurb="HYDRA against S.H.I.E.L.D.: Directors give one-word clues. 2-8 players.",
    order=2,
    demo_seats=4,
    phone_board="tabletop.games.codenames.phone:phone_board",
    sounds={
        "CardCovered": ("flip", 1.0),
        "CardCovered.card=assassin": ("alarm", 1.0),
        "ClueGiven": ("deal", 1.0),
    },
)
