"""The engine, every game's rules and bots, physics and reactions never import pygame."""

import subprocess
import sys

from tabletop.engine.registry import registry

MODULES = [
    "tabletop.engine.game",
    "tabletop.room.session",
    "tabletop.room.room",
    "tabletop.room.turns",
    "tabletop.room.host",
    "tabletop.engine.scenario",
    "tabletop.ai.simulate",
    "tabletop.ai.base",
    "tabletop.cli",
] + [gi.rules.partition(":")[0] for gi in registry().values() if gi.playable]


def test_no_pygame_in_engine_and_rules():
    code = (
        "import importlib, sys\n"
        f"for m in {MODULES!r}:\n"
        "    importlib.import_module(m)\n"
        "from tabletop.engine.registry import registry\n"
        "for gi in registry().values():\n"
        "    for p in gi.bots.values():\n"
        "        importlib.import_module(p.partition(':')[0])\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
