"""Austin Powers CCG: rules engine, designed starter decks, bots and the table view."""

from tabletop.engine.registry import GameInfo

GAME = GameInfo(
    name="austin",
    title="Austin Powers CCG",
    rules="tabletop.games.austin.rules:AustinGame",
    bots={"normal": "tabletop.games.austin.bots:NormalBot"},
    view="tabletop.games.austin.view:View",
    blurb="Austin Powers CCG: vibes, Frickin' Bones and Happenings. 2-6 players.",
    order=4,
    collection="tabletop.games.austin.cards:collection_set",
)
