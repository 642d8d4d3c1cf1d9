"""Fonts, sprites and sounds, loaded once and cached.

Sprites live in the top-level ``sprites/`` folder, installed as the package ``tabletop.sprites``;
sounds likewise in ``tabletop.sounds``; fonts ship in ``tabletop/ui/fonts``. A missing file falls
back to something drawn (a sprite) or silence (a sound), never a crash. Sound starts silently when
there is no audio device.
"""

from __future__ import annotations

import importlib.resources as resources
from pathlib import Path

import pygame

_FONT_DIR = Path(__file__).with_name("fonts")
_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_images: dict[tuple[str, tuple[int, int] | None], pygame.Surface | None] = {}
#: decoded sprite files, so another size of the same sprite is a scale, not a second load
_raw: dict[str, pygame.Surface | None] = {}
_sounds: dict[str, pygame.mixer.Sound | None] = {}

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
        path = _FONT_DIR / FONT_FILES.get(kind, FONT_FILES["sans"])
        try:
            f = pygame.font.Font(str(path), size)
        except (FileNotFoundError, OSError):
            f = pygame.font.Font(None, int(size * 1.3))
            if kind != "sans":
                f.set_bold(True)
        _fonts[key] = f
    return f


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
    if key in _images:
        return _images[key]
    raw = decoded(rel)
    surf = raw
    if raw is not None and size:
        try:
            surf = pygame.transform.smoothscale(raw, size)
        except (pygame.error, ValueError):
            surf = None
    _images[key] = surf
    return surf


def decoded(rel: str) -> pygame.Surface | None:
    """A sprite file decoded once (converted for the window when there is one)."""
    if rel in _raw:
        return _raw[rel]
    raw: pygame.Surface | None = None
    path = sprite_path(rel)
    if path is not None:
        try:
            raw = pygame.image.load(str(path))
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                raw = raw.convert_alpha()
        except (pygame.error, FileNotFoundError):
            raw = None
    _raw[rel] = raw
    return raw


def sprite_names(folder: str) -> list[str]:
    """The sprite files directly in ``folder`` (``"beanz"``), as paths for ``image``."""
    probe = sprite_path(f"{folder}/__init__.py")
    if probe is None:
        return []
    return sorted(f"{folder}/{p.name}" for p in probe.parent.glob("*.png"))


class Audio:
    """Sound effects with mute; silent when there is no device or no file."""

    def __init__(self, enabled: bool = True) -> None:
        self.muted = not enabled
        self.ok = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 1, 512)
            self.ok = True
        except pygame.error:
            self.ok = False

    def play(self, name: str, volume: float = 0.7) -> None:
        if self.muted or not self.ok:
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
    from tabletop.ui import cards, theme

    _fonts.clear()
    _images.clear()
    _raw.clear()
    _sounds.clear()
    theme._text_cache.clear()
    theme._surf_cache.clear()
    cards.clear_cache()
