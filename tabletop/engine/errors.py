"""Errors the engine raises; every message is written for a player or a user to read."""

from __future__ import annotations


class TabletopError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(TabletopError):
    """An action the rules do not allow now. The state is left untouched.

    ``reason`` is a sentence for the player; ``rule`` optionally quotes the rulebook.
    """

    def __init__(self, reason: str, rule: str | None = None) -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(reason if rule is None else f"{reason} (rules: \u201c{rule}\u201d)")


class NotationError(TabletopError):
    """A piece of action text that cannot be read."""


class CardDataError(TabletopError):
    """A card data file that is missing, malformed or invalid; names file, card and field."""


class SaveError(TabletopError):
    """A save, scenario or settings file that cannot be read or written."""
