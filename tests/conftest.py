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


import sys  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_dead_fonts():  # type: ignore[no-untyped-def]
    """A test that draws without an ``App`` must not reuse fonts of an earlier test's pygame
    session (``pygame.quit`` kills them: "Invalid font"); an ``App`` clears them itself."""
    assets = sys.modules.get("tabletop.ui.assets")
    if assets is not None:
        assets.clear_caches()
    yield
