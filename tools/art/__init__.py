"""Card art generators: one module per game (``tools/art/<game>.py``), shared drawing in
``tools/art/common.py``. Run ``python -m tools.art [game ...]`` from the repository's top folder
to regenerate ``sprites/<game>/art/*.png`` and each game's ``manifest.json``.

A game module defines:

- ``cards() -> dict[str, dict]``: every card name of the game's card data, each with the face
  dict the table draws (the game's card style registered), read from the game's own data;
- ``generate(game_cards) -> None``: draws every card's picture and saves it with
  ``common.save_art`` (``game_cards`` is what ``cards()`` returns);
- optionally ``STYLE``: the game's style note written into its manifest, and ``FACES = False``
  when its pictures are not shown on card faces (the tests then check files and hashes only).
"""

GAMES = ("austin", "espionage", "beanz", "rpgget", "codenames")
