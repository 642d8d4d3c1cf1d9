"""The size of a question's cards (a Medic's pick of a discard pile of thirty): the least at
which every Espionage card's name is whole on its face. Below it the shared picker overlaps its
rows (``prompt.fanned_rects``) rather than shrinking the cards until their names break: at
100 % on 1280x720 a pile of 32 read "Bodyg-uard", "Detect-ive", "Infiltr-ator"."""

from __future__ import annotations

from typing import Any

from tabletop.games.espionage.bots import VALUE
from tabletop.ui import theme
from tabletop.ui.components import cards
from tabletop.ui.components.card import name_whole
from tabletop.ui.components.prompt import ordinal

GAME = "espionage"

_least: dict[float, tuple[int, int]] = {}


def least_whole() -> tuple[int, int]:
    """The least card size at which every card's name is whole (words unsplit; a face's names
    are drawn at their own size, whatever the text size)."""
    key = theme.card_scale()
    if key not in _least:
        from tabletop.games.espionage.rules.state import card_data

        faces = list({c["name"]: c for c in card_data()}.values())
        k = 0.3
        size = cards.card_size(k)
        while k < 1.5 and not all(name_whole(GAME, c, size) for c in faces):
            k += 0.01
            size = cards.card_size(k)
        _least[key] = size
    return _least[key]


#: the questions that hand a card of your own over (Double Agent's give, Blackmail's give)
HAND_OVERS = ("give", "blackmail")


def question_start(view: dict[str, Any], cards: list[dict[str, Any]]) -> int | None:
    """The card a hand-over question's focus starts on: the least valuable that is not gold
    (by the computer players' values), so that a blind Enter never offers a gold card ("Give
    Protector (gold) [Enter]" was one Enter away); None: the first card (another question)."""
    pending = view.get("pending") or {}
    if pending.get("kind") not in HAND_OVERS:
        return None
    plain = [i for i, c in enumerate(cards) if not c.get("gold")]
    return min(plain, key=lambda i: VALUE.get(str(cards[i]["name"]), 1.0)) if plain else None


def order_word(view: dict[str, Any], n: int) -> str:
    """The Detective's badges, in its question's words ("Take one card; put the others back on
    top in the order you choose"): the card taken says "keep", the others their place on the
    pile, "top" then "2nd" ("1st" stood on the card kept, "2nd" on the one going on top)."""
    if (view.get("pending") or {}).get("kind") != "detective":
        return ""
    return "keep" if n == 1 else "top" if n == 2 else ordinal(n - 1)
