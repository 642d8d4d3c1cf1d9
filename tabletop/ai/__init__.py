"""Bots: they receive a seat's view and its legal actions, never the game state."""
