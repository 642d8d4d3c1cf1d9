"""Mighty Beanz TCG: rules engine (rules.py), card data (cards.py, cards.toml, decks.toml),
scenario positions (position.py) and bots (bots.py). The pygame view lives in view.py."""
