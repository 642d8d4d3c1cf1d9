"""Marvel Codenames on a phone: the board part of a seat's phone message (the registry's
``phone_board``; the phone page draws it), read from the seat's view alone."""

from __future__ import annotations

from typing import Any

from tabletop.games.codenames.rules.types import typed

#: the Codenames kinds' names on the phone (the colour is never the only mark: the page adds
#: each kind's letter, and the assassin's cross)
KINDS = {
    "hydra": "HYDRA",
    "shield": "S.H.I.E.L.D.",
    "neutral": "Bystander",
    "assassin": "Assassin",
}


def phone_board(view: dict[str, Any], moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The Codenames board as a phone draws it, read from the seat's view alone:

    - ``cells``: the 25 cards in order, ``{"word", "cover", "key", "a"}``: ``cover`` the kind
      under a guessed card's cover (public), ``key`` the key's kind of a card not covered yet
      (only when the view holds the key: a Director's), ``a`` the move that guesses it;
    - ``you``: the seat's ``team`` and ``role``; ``turn``: the team whose turn it is;
    - ``clue``: the clue being guessed (``word``, ``number``, ``left``: guesses left, None
      with no limit); ``pending``: a clue waiting for the rival Director (a Director's view);
      ``ruling``: this seat is that rival Director (its Allow and Refuse are in ``moves``);
    - ``left``: each team's cards still to find; ``stop``: the move that stops guessing;
    - ``kinds``: each kind's name."""
    v = typed(view)
    key = v["key"]
    guess = {}
    stop = None
    ruling = False
    for m in moves:
        verb, _, rest = m["a"].partition(":")[2].partition(" ")
        if verb == "guess" and rest.isdigit():
            guess[int(rest)] = m["a"]
        elif verb == "stop":
            stop = m["a"]
        elif verb in ("allow", "refuse"):
            ruling = True
    cells = []
    for c in v["grid"]:
        i = c["index"]
        cover = c["cover"]["card"] if c["cover"] is not None else None
        mark = key[i] if key is not None and cover is None else None
        cells.append({"word": c["word"], "cover": cover, "key": mark, "a": guess.get(i)})
    you = v["you"]
    clue = v["clue"]
    pending = v["pending_clue"]
    return {
        "cells": cells,
        "you": {"team": you["team"], "role": you["role"]} if you is not None else None,
        "turn": v["turn_team"],
        "clue": None
        if clue is None
        else {"word": clue["word"], "number": str(clue["number"]), "left": clue["guesses_left"]},
        "pending": None
        if pending is None
        else {"word": pending["word"], "number": str(pending["number"])},
        "ruling": ruling,
        "left": dict(v["left"]),
        "stop": stop,
        "kinds": KINDS,
    }
