"""The names people type for their seats: cleaned, checked and remembered in the settings.

A name is what the table, the curtain ("Pass to Ann"), the log and the results call a seat
(``engine.events.name_seats`` puts it into the engine's sentences). An empty name, or one that
would read as another seat's number ("Player 3" typed for seat 1), falls back to "Player N";
so does one of which nothing shows on screen (accents or zero-width characters only: the
launcher refuses it with a reason when it is typed, and drops it when it is remembered).
The launcher remembers each seat's typed name (``settings["seat_names"]``, one per seat
number) for next time; a solo game started elsewhere (sealed practice) calls the person by
the name typed for seat 1, never "You" (the engine's sentences are in the third person:
"You starts with ..." would not read).
"""

from __future__ import annotations

import re
from typing import Any

from tabletop.engine.visible import BLANK_REASON
from tabletop.room.session import computer_name as computer_name  # the screens' too
from tabletop.ui import theme

#: the most characters a typed name keeps (it fits a seat panel and the curtain)
NAME_MAX = 16

_NUMBERED = re.compile(r"player\s*\d+", re.IGNORECASE)


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


def _tidy(text: str) -> str:
    text = "".join(ch for ch in text if ch.isprintable())
    return " ".join(text.split())[:NAME_MAX].strip()


def clean_name(text: str, seat: int) -> str:
    """``text`` as a seat's name: spaces tidied, control characters dropped, at most
    ``NAME_MAX`` characters; "Player N" when nothing is left, nothing of it would show on
    screen (accents or zero-width characters only: ``name_problem``) or it names another
    seat."""
    text = _tidy(text)
    if (
        not text
        or theme.draws_nothing(text)
        or (_NUMBERED.fullmatch(text) and text.lower() != default_name(seat).lower())
    ):
        return default_name(seat)
    return text


def name_problem(text: str) -> str | None:
    """Why a typed name cannot be a seat's name (None: it can, or nothing but spaces was
    typed and the seat keeps "Player N"): a name of which nothing shows on screen."""
    if not text.strip(" "):
        return None
    if theme.draws_nothing(_tidy(text)):
        return f"That name would not show: {BLANK_REASON}. Type another name."
    return None


def remembered_name(settings: dict[str, Any], seat: int) -> str:
    """The name typed for ``seat`` last time, else "Player N"."""
    names = settings.get("seat_names")
    if isinstance(names, list) and seat < len(names) and isinstance(names[seat], str):
        return clean_name(names[seat], seat)
    return default_name(seat)


def remember_name(settings: dict[str, Any], seat: int, name: str) -> None:
    """Keep ``name`` as ``seat``'s name for next time ("" for the default)."""
    names = settings.get("seat_names")
    kept = [n if isinstance(n, str) else "" for n in names] if isinstance(names, list) else []
    kept += [""] * (seat + 1 - len(kept))
    kept[seat] = "" if name == default_name(seat) else name
    while kept and not kept[-1]:
        kept.pop()
    settings["seat_names"] = kept
