"""Collections, booster packs and deck building for the collectible card games (pure Python).

- ``decktext``: deck lists as text (import/export; decks named in game options and saves)
- ``sets``: a game's collectible set as data (cards, rarities, pack rules, starters, deck formats);
  a game joins by naming one in its registry entry (``GameInfo.collection``)
- ``packs``: booster packs and starter sets opened from a seeded RNG at the printed rates
- ``legality``: deck checks naming the rule that fails
- ``profiles``: players' profiles, each with a collection (JSON) and decks (TOML), saved
  atomically in the user data folder; a damaged file is kept aside and reported

Nothing here imports pygame; the UI scenes (``tabletop/ui/scenes/packs_scene.py``,
``deckbuilder_scene.py``, ``collection_scene.py``) draw it.
"""
