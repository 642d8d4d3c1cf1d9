"""Austin Powers CCG: rules engine, designed starter decks and bots (the view is drawn elsewhere)."""
