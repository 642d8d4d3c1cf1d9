"""The app's screens other than the table: the launcher and its menu, how to play, the demo,
saves and replays, settings, collections, packs, the deck builder and its import, sealed
practice, the reaction keys and the Reaction duel. A screen opens another by name
(``App.go``), never by importing it."""
