"""A Marvel Codenames Director at large text typing a clue by the keys, every drawn text recorded
from the app's start (the text a layer caches too), for tests of the clue box's words (with
``freshhome.home_curtains_open``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_codenames_clue_keys import _director, _type


@contextmanager
def director_typing(
    size: tuple[int, int], word: str, shot: screenprobe.Shot, scale: int = 200
) -> Iterator[tuple[App, TableScene]]:
    """The app at ``size`` and ``scale`` % text, the Director's table with ``word`` typed in the
    clue box; ``shot`` records the text drawn until the block ends."""
    with screenprobe.recording(shot):
        app = App(size, headless=True)
        app.settings["ui_scale"] = scale
        app.apply_ui()
        table = _director(app)
        _type(app, word)
        yield app, table
