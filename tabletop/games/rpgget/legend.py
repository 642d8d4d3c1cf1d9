"""The words of RPG Get!'s status legend at the arena's foot (``Painter.draw_legend``): each
status's name and what it does, from the rulebook's table."""

from __future__ import annotations

STATUS_HELP = {  # the rulebook's table, both columns (characters; enemies after "foe:")
    "poison": "1 damage a turn",
    "paralysis": "no Attack/Support; foe: no Intrinsics",
    "stun": "no Abilities",
    "block": "no Magic/Move Rewards; foe: no Defense/Support/Recovery",
    "confusion": "random targets",
    "sleep": "out until Enemy Status",
}


def legend_word(st: str, folded: bool = False) -> str:
    """A status's words beside its pill in the arena's legend: its name and what it does
    ("poison (1 damage a turn)"), or its name alone on the folded legend."""
    return st if folded else f"{st} ({STATUS_HELP[st]})"
