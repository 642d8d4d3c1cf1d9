"""Espionage: the card game of spies, gold cards and a Bomb (rules, card data and bots)."""
