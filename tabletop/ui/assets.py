"""Fonts, sprites and sounds, loaded once and cached.

Sprites live in the top-level ``sprites/`` folder, installed as the package ``tabletop.sprites``;
sounds likewise in ``tabletop.sounds``; fonts ship in ``tabletop/ui/fonts``. A missing file falls
back to something drawn (a sprite) or silence (a sound), never a crash. Sound starts silently when
there is no audio device.
"""

from __future__ import annotations

import importlib.resources as resources
import io
import sys
from pathlib import Path

import pygame

from tabletop.engine.errors import TabletopError
from tabletop.engine.files import read_bytes
from tabletop.ui.components.lru import LRU, SurfaceLRU

_FONT_DIR = Path(__file__).with_name("fonts")

# Every cache keyed by a size is bounded: a window resized through many sizes makes new
# entries at each (a font per text size, a sprite per scale), and unbounded they grew the
# process by a gigabyte over 2,800 sizes. The limits hold what one screen needs with room:
# a frame of the busiest table (Codenames at 2560x1440) opens about 50 fonts and scales about
# 20 sprites (3 MB).

#: the most fonts kept open (a font is opened from the file's bytes in memory: no open file)
FONT_LIMIT = 160
_fonts: LRU[pygame.font.Font] = LRU(FONT_LIMIT)
#: each font file's bytes, read once (five files, 3 MB)
_font_data: dict[str, bytes | None] = {}
#: scaled sprites by (file, size), least recently used dropped first
IMAGE_CACHE_BYTES = 32 * 1024 * 1024
IMAGE_LIMIT = 400
_images = SurfaceLRU(IMAGE_CACHE_BYTES, limit=IMAGE_LIMIT)
#: decoded sprite files, so another size of the same sprite is a scale, not a second load
RAW_CACHE_BYTES = 64 * 1024 * 1024
_raw = SurfaceLRU(RAW_CACHE_BYTES)
#: sprite files that are missing or could not be decoded (as many as there are names)
_unreadable: set[str] = set()
_sounds: dict[str, pygame.mixer.Sound | None] = {}
#: the most bytes a font file may have
FONT_MAX_BYTES = 16 * 1024 * 1024

FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "cond_bold": "DejaVuSansCondensed-Bold.ttf",
}


def font(size: int, kind: str = "sans") -> pygame.font.Font:
    size = max(6, int(size))
    key = (kind, size)
    f = _fonts.get(key)
    if f is None:
        data = _font_file(FONT_FILES.get(kind, FONT_FILES["sans"]))
        try:
            if data is None:
                raise OSError("no font file")
            f = pygame.font.Font(io.BytesIO(data), size)
        except (OSError, pygame.error, ValueError):
            f = pygame.font.Font(None, int(size * 1.3))
            if kind != "sans":
                f.set_bold(True)
        _fonts[key] = f
    return f


def _font_file(name: str) -> bytes | None:
    """A shipped font file's bytes (read once; None when it cannot be read)."""
    if name not in _font_data:
        try:
            _font_data[name] = read_bytes(_FONT_DIR / name, FONT_MAX_BYTES)
        except TabletopError:
            _font_data[name] = None
    return _font_data[name]


def _resource(package: str, rel: str) -> Path | None:
    """A data file from an installed package (``pip install .`` puts sprites/ and sounds/ in
    ``tabletop.sprites`` and ``tabletop.sounds``), else from the source checkout's top level."""
    try:
        base = resources.files(package)
        p = base.joinpath(*rel.split("/"))
        if p.is_file():
            return Path(str(p))
    except ModuleNotFoundError:
        pass
    top = Path(__file__).resolve().parents[2] / package.rpartition(".")[2]
    q = top.joinpath(*rel.split("/"))
    return q if q.is_file() else None


def sprite_path(rel: str) -> Path | None:
    return _resource("tabletop.sprites", rel)


def image(rel: str, size: tuple[int, int] | None = None) -> pygame.Surface | None:
    """A sprite, optionally smooth-scaled once to ``size`` and cached; None when missing."""
    key = (rel, size)
    surf = _images.get(key)
    if surf is not None:
        return surf
    raw = decoded(rel)
    surf = raw
    if raw is not None and size:
        try:
            surf = pygame.transform.smoothscale(raw, size)
        except (pygame.error, ValueError):
            surf = None
    if surf is not None:
        _images[key] = surf
    return surf


def decoded(rel: str) -> pygame.Surface | None:
    """A sprite file decoded once (converted for the window when there is one)."""
    raw = _raw.get(rel)
    if raw is not None or rel in _unreadable:
        return raw
    path = sprite_path(rel)
    if path is not None:
        raw = load_picture(path)
        if raw is not None and pygame.display.get_init() and pygame.display.get_surface():
            try:
                raw = raw.convert_alpha()
            except pygame.error:
                raw = None
    if raw is None:
        _unreadable.add(rel)
    else:
        _raw[rel] = raw
    return raw


#: the largest picture decoded, a side in pixels: a PNG whose header claims more (a forged
#: 60000x60000 header would ask for 14 GB) is refused before it is decoded
MAX_PICTURE_SIDE = 8192
#: the largest picture file read
MAX_PICTURE_BYTES = 32 * 1024 * 1024
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(head: bytes) -> tuple[int, int] | None:
    """The width and height a PNG file's first 24 bytes (signature, IHDR) give; None when they
    are not a PNG's."""
    if len(head) < 24 or head[:8] != _PNG_SIGNATURE or head[12:16] != b"IHDR":
        return None
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def picture_problem(path: Path) -> str | None:
    """Why the picture file ``path`` is not decoded (None: it may be): unreadable, too large a
    file, not a PNG, or more than ``MAX_PICTURE_SIDE`` pixels a side."""
    try:
        head = read_bytes(path, MAX_PICTURE_BYTES, head=24)
    except TabletopError as e:
        return str(e)
    size = png_size(head)
    if size is None:
        return f"{path}: not a PNG picture"
    w, h = size
    if not (0 < w <= MAX_PICTURE_SIDE and 0 < h <= MAX_PICTURE_SIDE):
        side = MAX_PICTURE_SIDE
        return f"{path}: a picture of {w}x{h} pixels (at most {side}x{side})"
    return None


def load_picture(path: Path) -> pygame.Surface | None:
    """A PNG file decoded; None when ``picture_problem`` refuses it or the decoder fails (a
    damaged file): the caller draws without it (a card's plain face, no icon)."""
    if picture_problem(path) is not None:
        return None
    try:
        return pygame.image.load(str(path))
    except (pygame.error, ValueError, MemoryError, OSError):
        return None


def sprite_names(folder: str) -> list[str]:
    """The sprite files directly in ``folder`` (``"beanz"``), as paths for ``image``."""
    # a folder of pictures holds no __init__.py once installed: look for the folder itself
    try:
        base = resources.files("tabletop.sprites").joinpath(*folder.split("/"))
        if base.is_dir():
            return sorted(f"{folder}/{p.name}" for p in base.iterdir() if p.name.endswith(".png"))
    except ModuleNotFoundError:
        pass
    return []


class Audio:
    """Sound effects with mute; silent when there is no device or no file."""

    def __init__(self, enabled: bool = True) -> None:
        self.muted = not enabled
        #: the sound device opened (None: not tried yet; it opens with the sound on, or with
        #: the first sound after it is switched on: a window with the sound off, such as every
        #: test's, opens none)
        self.ok: bool | None = None
        if enabled:
            self.device()

    def device(self) -> bool:
        """The sound device, opened once; False where there is none."""
        if self.ok is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(44100, -16, 1, 512)
                self.ok = True
            except pygame.error:
                self.ok = False
        return self.ok

    def play(self, name: str, volume: float = 0.7) -> None:
        if self.muted or not self.device():
            return
        if name in _sounds:
            snd = _sounds[name]
        else:
            path = _resource("tabletop.sounds", f"{name}.wav")
            try:
                snd = pygame.mixer.Sound(str(path)) if path else None
            except pygame.error:
                snd = None
            _sounds[name] = snd
        if snd is not None:
            snd.set_volume(volume)
            snd.play()


def clear_caches() -> None:
    """Forget fonts, images and sounds (they die with ``pygame.quit``)."""
    from tabletop.ui import theme
    from tabletop.ui.components import cards

    _fonts.clear()
    _images.clear()
    _raw.clear()
    _unreadable.clear()
    _sounds.clear()
    theme._text_cache.clear()
    theme._surf_cache.clear()
    cards.clear_cache()
    paint = sys.modules.get("tabletop.ui.parts.table_paint")
    if paint is not None:  # an earlier window's full-window surfaces, made for its display
        paint._spare.clear()
        paint._bases.clear()
