"""Test set-up: headless SDL before anything imports pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# in tests an exception in a frame fails the test instead of returning to the launcher
os.environ.setdefault("TABLETOP_RAISE", "1")
# the tests that start a game from the launcher predate the first-start lesson offer (the
# lesson tests switch it back on)
os.environ.setdefault("TABLETOP_NO_LESSON_OFFER", "1")

# the hard level searches a few iterations a decision in tests, never for a time
import tabletop.ai.search  # noqa: E402

tabletop.ai.search.HARD_ITERATIONS = 8
