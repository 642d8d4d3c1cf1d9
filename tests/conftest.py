"""Test set-up: headless SDL before anything imports pygame; the tests test the installed
package, never the checkout's folder.

``python -m pytest`` puts the working folder on ``sys.path``, so run from the checkout it
would import ``tabletop`` from the source tree and miss what ``pip install .`` leaves out
(lessons once were): that folder is taken off ``sys.path`` here, before anything imports
``tabletop``. A developer who wants the tree's code under test installs it editable
(``pip install -e .``). The test helpers import each other as ``tests.ui.fakeclock`` and so
on: ``tests`` is registered as a package of this folder without putting its parent on the
path.
"""

import os
import sys
import types
from pathlib import Path

_TESTS = Path(__file__).resolve().parent
CHECKOUT = _TESTS.parent
sys.path[:] = [p for p in sys.path if Path(p or os.curdir).resolve() != CHECKOUT]
if "tests" not in sys.modules:
    _pkg = types.ModuleType("tests")
    _pkg.__path__ = [str(_TESTS)]
    sys.modules["tests"] = _pkg

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

from importlib import resources  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402


def _sprite_roots() -> tuple[str, ...]:
    roots = [Path(__file__).resolve().parents[1] / "sprites"]
    try:
        roots.append(Path(str(resources.files("tabletop.sprites"))))
    except ModuleNotFoundError:
        pass
    return tuple(f"{r.resolve()}/" for r in roots)


_SPRITE_ROOTS = _sprite_roots()
_real_image_load = pygame.image.load
_sprite_files: dict[tuple[str, int, int], pygame.Surface] = {}


def _image_load(file, namehint=""):  # type: ignore[no-untyped-def]
    """``pygame.image.load`` that decodes each shipped sprite file once per test run: every
    ``App`` clears the app's caches (right for fonts, which die with ``pygame.quit``), so
    without this each test decoded the same card pictures again. A copy is handed out (the
    caller may change it); any other file (a screenshot, a thumbnail) loads as before."""
    if isinstance(file, (str, os.PathLike)):
        path = os.path.realpath(file)
        if path.startswith(_SPRITE_ROOTS) and os.path.isfile(path):
            st = os.stat(path)
            key = (path, st.st_mtime_ns, st.st_size)
            surf = _sprite_files.get(key)
            if surf is None:
                surf = _sprite_files[key] = _real_image_load(file)
            return surf.copy()
    return _real_image_load(file, namehint)


pygame.image.load = _image_load

#: the real ``os.fsync`` (the ``real_fsync`` fixture puts it back for a test)
REAL_FSYNC = os.fsync


def _fsync_skipped(fd: int) -> None:
    """``os.fsync`` in tests: the file is not flushed to the disk, only checked to be open
    (a bad descriptor fails as it would). Every test writes to a throwaway data folder of its
    own (``_own_data_folder``), where a write need not survive a power cut, and each save's
    fsync cost a busy machine about 5 ms (a tenth of a lesson test's time, the autosave being
    written on every move). ``tests/ui/test_durable_writes.py`` checks with the real one that
    every save is fsynced, file and folder."""
    os.fstat(fd)


os.fsync = _fsync_skipped


@pytest.fixture
def real_fsync(monkeypatch):  # type: ignore[no-untyped-def]
    """The real ``os.fsync`` for this test (see ``_fsync_skipped``)."""
    monkeypatch.setattr(os, "fsync", REAL_FSYNC)
    return REAL_FSYNC


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory):  # type: ignore[no-untyped-def]
    """Every test has a fresh data folder of its own: none reads or writes the person's own
    settings, saves or profiles (a setting left at 200 % text there once failed the layout
    tests), and no test sees what another left. A test may still set its own. (Not through
    ``monkeypatch``: sharing the test's own would undo its patches only after the other
    fixtures' teardowns.)"""
    before = os.environ.get("TABLETOP_HOME")
    os.environ["TABLETOP_HOME"] = str(tmp_path_factory.mktemp("home"))
    yield
    if before is None:
        os.environ.pop("TABLETOP_HOME", None)
    else:
        os.environ["TABLETOP_HOME"] = before


@pytest.fixture(autouse=True)
def _no_dead_fonts():  # type: ignore[no-untyped-def]
    """A test that draws without an ``App`` must not reuse fonts of an earlier test's pygame
    session (``pygame.quit`` kills them: "Invalid font"); an ``App`` clears them itself. Nor
    does it inherit an earlier test's text size: it starts at 100 % (an ``App`` sets its own
    from its settings)."""
    assets = sys.modules.get("tabletop.ui.assets")
    if assets is not None:
        assets.clear_caches()
    theme = sys.modules.get("tabletop.ui.theme")
    if theme is not None:
        theme.set_ui(100, False)
    yield


#: seconds a slow soak or real-window test may run before it counts as hung (a whole RPG Get!
#: game by keys in a real window takes about 1,000 s on a busy machine); every other test has
#: pyproject's ``timeout``
SLOW_TIMEOUT = 3600


def _real_screen(item) -> bool:  # type: ignore[no-untyped-def]
    """The test drives a real window under Xvfb or a real browser (its module knows CHROME)."""
    return bool(item.get_closest_marker("xvfb")) or hasattr(getattr(item, "module", None), "CHROME")


#: the names a test's text-size parameter goes by (percent)
SCALE_PARAMS = ("scale", "pct", "ui_scale")


def _middle_sizes(items) -> list:  # type: ignore[no-untyped-def]
    """The 150 % cases of the tests that also run the same case at 100 and 200 %: CI runs the
    two ends of the text sizes, ``-m slow`` the middle too (about half a minute of CI's run)."""
    groups: dict = {}
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        name = next((k for k in SCALE_PARAMS if isinstance(params.get(k), int)), None)
        if name is None:
            continue
        rest = tuple(sorted((k, repr(v)) for k, v in params.items() if k != name))
        groups.setdefault((item.nodeid.split("[")[0], rest), {})[params[name]] = item
    return [by[150] for by in groups.values() if {100, 150, 200} <= set(by)]


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    for item in _middle_sizes(items):
        item.add_marker(pytest.mark.slow)
    for item in items:
        if _real_screen(item):
            # one at a time, on one worker: their waits are for one app and one browser at a
            # time beside the other worker's tests
            item.add_marker(pytest.mark.xdist_group("real-screen"))
        if item.get_closest_marker("timeout") is None and (
            item.get_closest_marker("slow") or item.get_closest_marker("xvfb")
        ):
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))
