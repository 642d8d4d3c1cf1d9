"""The launcher's option help speaks a player's words: an option that keeps an earlier way to
play says "an earlier reading", never the builders' "our first reading" or "revision 3"
(2026-11-26: a new player read "last-standing: our first reading" in the launcher)."""

from __future__ import annotations

import re

from tabletop.engine import registry
from tabletop.engine.game import game_class

BUILDERS = re.compile(r"\bour (first )?reading|\brevisions? \d|earlier saves", re.IGNORECASE)


def test_no_option_help_or_value_word_speaks_like_a_builder() -> None:
    seen = 0
    for name, info in registry.registry().items():
        if not info.playable:
            continue
        for o in game_class(name).OPTIONS:
            for text in (o.label, o.help, *(o.say(v) for v in o.choices)):
                assert not BUILDERS.search(str(text)), (name, o.name, text)
                seen += 1
    assert seen > 50
