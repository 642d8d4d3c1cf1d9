"""The engine, every game's rules and bots, physics and reactions never import pygame."""

import subprocess
import sys

from tabletop.engine.game import GAMES

MODULES = [
    "tabletop.engine.game",
    "tabletop.engine.session",
    "tabletop.engine.scenario",
    "tabletop.engine.simulate",
    "tabletop.ai.base",
    "tabletop.cli",
] + [path.partition(":")[0] for path in GAMES.values()]


def test_no_pygame_in_engine_and_rules():
    code = (
        "import importlib, sys\n"
        f"for m in {MODULES!r}:\n"
        "    importlib.import_module(m)\n"
        "from tabletop.ai.base import BOTS\n"
        "for levels in BOTS.values():\n"
        "    for p in levels.values():\n"
        "        importlib.import_module(p.partition(':')[0])\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
