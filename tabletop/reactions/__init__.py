"""Timed reaction windows (who was first, who was last, to the millisecond) and reaction bots.

Pure Python, no pygame, no clock: ``window`` ranks presses the UI timestamps, ``bots`` draws
human-like press times from the window's open time only. The pygame poller that feeds a window
lives in ``tabletop.ui.overlays.reaction_input``; a practice "Reaction duel" model lives in ``duel``.
"""

from tabletop.reactions.bots import BotReactor, bot_press_time_ns, schedule_bot_presses
from tabletop.reactions.window import (
    DEFAULT_TIE_TOLERANCE_NS,
    Outcome,
    Press,
    ReactionError,
    ReactionWindow,
    format_outcome,
    parse_outcome,
)

__all__ = [
    "DEFAULT_TIE_TOLERANCE_NS",
    "BotReactor",
    "Outcome",
    "Press",
    "ReactionError",
    "ReactionWindow",
    "bot_press_time_ns",
    "format_outcome",
    "parse_outcome",
    "schedule_bot_presses",
]
