"""Numbers and lists in words shared by the rules and the screens: "1 move", "2 moves", "1 try
left", "Ann, Bea and Cy"."""

from __future__ import annotations

__all__ = ["count", "listed"]


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1 ("1 pack", "3 packs"; ``plural`` for the
    nouns that do not just take an s: ``count(2, "try", "tries")``)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def listed(items: list[str], last: str = "and") -> str:
    """Names in a sentence: "Ann", "Ann and Bea", "Ann, Bea and Cy" (``last``: "or")."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
