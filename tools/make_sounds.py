"""Synthesise every committed sound effect in sounds/ (16-bit mono WAV, 44.1 kHz) + manifest.json.

Run:  python tools/make_sounds.py [--out DIR]

Pure numpy synthesis from seeded generators (numpy PCG64), so every run writes the same bytes.
Each sound is faded in/out, peak-normalised to a per-sound level (never clipping) and short.
"""

from __future__ import annotations

import argparse
import json
import wave
import zlib
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
SR = 44100

Synth = Callable[[np.random.Generator], np.ndarray]
SOUNDS: dict[str, tuple[str, float, Synth]] = {}


def sound(name: str, purpose: str, level: float = 0.7) -> Callable[[Synth], Synth]:
    def deco(fn: Synth) -> Synth:
        SOUNDS[name] = (purpose, level, fn)
        return fn

    return deco


def t_axis(dur: float) -> np.ndarray:
    return np.arange(int(SR * dur)) / SR


def env_ad(n: int, attack: float, decay: float) -> np.ndarray:
    """Exponential-ish attack/decay envelope over n samples (times in seconds)."""
    t = np.arange(n) / SR
    a = np.clip(t / max(attack, 1e-4), 0, 1)
    d = np.exp(-np.maximum(t - attack, 0) / max(decay, 1e-4))
    return a * d


def lowpass(x: np.ndarray, cutoff: float | np.ndarray) -> np.ndarray:
    """One-pole low-pass; cutoff may vary per sample."""
    c = np.broadcast_to(np.asarray(cutoff, dtype=np.float64), x.shape)
    alpha = 1 - np.exp(-2 * np.pi * c / SR)
    y = np.empty_like(x)
    acc = 0.0
    for i in range(len(x)):
        acc += alpha[i] * (x[i] - acc)
        y[i] = acc
    return y


def highpass(x: np.ndarray, cutoff: float) -> np.ndarray:
    return x - lowpass(x, cutoff)


def bandpass(x: np.ndarray, lo: float, hi: float | np.ndarray) -> np.ndarray:
    return highpass(lowpass(x, hi), lo)


def tone(
    freq: float | np.ndarray, dur: float, harmonics: tuple = (1.0,), phase_rng: None = None
) -> np.ndarray:
    n = int(SR * dur)
    f = np.broadcast_to(np.asarray(freq, dtype=np.float64), (n,))
    ph = 2 * np.pi * np.cumsum(f) / SR
    out = np.zeros(n)
    for k, amp in enumerate(harmonics, start=1):
        out += amp * np.sin(ph * k)
    return out


def place(buf: np.ndarray, x: np.ndarray, at: float, gain: float = 1.0) -> None:
    i = int(at * SR)
    j = min(len(buf), i + len(x))
    if j > i:
        buf[i:j] += gain * x[: j - i]


def click(rng: np.random.Generator, dur: float = 0.012, bright: float = 4000) -> np.ndarray:
    n = int(SR * dur)
    x = rng.standard_normal(n) * env_ad(n, 0.0005, dur / 5)
    return bandpass(x, 400, bright)


# ----------------------------------------------------------------------------- the sounds


@sound("slide", "Card sliding across the felt (filtered noise swish)", 0.45)
def s_slide(rng: np.random.Generator) -> np.ndarray:
    dur = 0.28
    n = int(SR * dur)
    t = np.arange(n) / SR
    x = rng.standard_normal(n)
    env = np.sin(np.pi * np.clip(t / dur, 0, 1)) ** 1.5
    cut = 900 + 2600 * np.sin(np.pi * t / dur)
    return bandpass(x, 300, cut) * env


@sound("drop", "Card landing on the table (soft tap)", 0.6)
def s_drop(rng: np.random.Generator) -> np.ndarray:
    n = int(SR * 0.12)
    thump = tone(np.linspace(190, 90, n), 0.12) * env_ad(n, 0.001, 0.025)
    tap = bandpass(rng.standard_normal(n), 200, 2500) * env_ad(n, 0.0005, 0.008)
    return thump * 0.8 + tap * 0.6


@sound("shuffle", "Riffle shuffle (a burst of short clicks)", 0.55)
def s_shuffle(rng: np.random.Generator) -> np.ndarray:
    dur = 0.75
    buf = np.zeros(int(SR * dur))
    t = 0.02
    while t < dur - 0.05:
        prog = t / dur
        place(buf, click(rng, 0.01, 3000 + 2000 * rng.random()), t, 0.5 + 0.5 * rng.random())
        t += 0.010 + 0.012 * rng.random() + 0.01 * prog
    buf += (
        0.15
        * bandpass(rng.standard_normal(len(buf)), 300, 2000)
        * np.sin(np.linspace(0, np.pi, len(buf)))
    )
    place(buf, s_drop(rng) * 0.8, dur - 0.1)
    return buf


@sound("deal", "Dealing one card (quick flick + slide)", 0.5)
def s_deal(rng: np.random.Generator) -> np.ndarray:
    dur = 0.16
    buf = np.zeros(int(SR * dur))
    place(buf, click(rng, 0.008, 5000), 0.0, 0.9)
    n = int(SR * 0.12)
    sw = bandpass(rng.standard_normal(n), 800, 5000) * np.sin(np.linspace(0, np.pi, n)) ** 2
    place(buf, sw, 0.02, 0.5)
    return buf


@sound("flip", "Turning a card face up", 0.5)
def s_flip(rng: np.random.Generator) -> np.ndarray:
    dur = 0.14
    buf = np.zeros(int(SR * dur))
    n = int(SR * 0.08)
    sw = bandpass(rng.standard_normal(n), 1200, np.linspace(2000, 7000, n)) * np.sin(
        np.linspace(0, np.pi, n)
    )
    place(buf, sw, 0.0, 0.6)
    place(buf, click(rng, 0.01, 3500), 0.075, 1.0)
    return buf


@sound("invalid", "Refused move (low soft buzz)", 0.4)
def s_invalid(rng: np.random.Generator) -> np.ndarray:
    dur = 0.3
    n = int(SR * dur)
    x = tone(110, dur, (1, 0.5, 0.35, 0.2, 0.12)) + tone(116, dur, (1, 0.4, 0.2)) * 0.6
    env = env_ad(n, 0.01, 0.12)
    return lowpass(x, 900) * env


def note(freq: float, dur: float, decay: float) -> np.ndarray:
    n = int(SR * dur)
    x = tone(freq, dur, (1, 0.35, 0.15, 0.06)) + 0.3 * tone(freq * 2.005, dur, (1,))
    return x * env_ad(n, 0.004, decay)


@sound("win", "Victory (short rising arpeggio)", 0.6)
def s_win(rng: np.random.Generator) -> np.ndarray:
    buf = np.zeros(int(SR * 1.1))
    for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        place(buf, note(f, 0.7, 0.25 if i < 3 else 0.4), i * 0.09)
    place(buf, note(1318.5, 0.5, 0.3) * 0.4, 0.36)
    return buf


@sound("lose", "Defeat / elimination (falling phrase)", 0.55)
def s_lose(rng: np.random.Generator) -> np.ndarray:
    buf = np.zeros(int(SR * 1.0))
    for i, f in enumerate((392.0, 349.23, 311.13, 261.63)):
        place(buf, note(f, 0.6, 0.18 if i < 3 else 0.35), i * 0.14)
    return lowpass(buf, 2500)


@sound("click", "UI button press", 0.45)
def s_click(rng: np.random.Generator) -> np.ndarray:
    n = int(SR * 0.05)
    return tone(1800, 0.05, (1, 0.3)) * env_ad(n, 0.0005, 0.008) + click(rng, 0.05, 6000) * 0.3


@sound("tick", "Countdown tick", 0.4)
def s_tick(rng: np.random.Generator) -> np.ndarray:
    n = int(SR * 0.06)
    return (
        tone(2400, 0.06, (1, 0.2)) * env_ad(n, 0.0003, 0.01)
        + tone(1200, 0.06) * env_ad(n, 0.0003, 0.006) * 0.5
    )


@sound("alarm", "Reaction window closing (two-tone alert)", 0.5)
def s_alarm(rng: np.random.Generator) -> np.ndarray:
    buf = np.zeros(int(SR * 0.6))
    for i in range(3):
        n = int(SR * 0.14)
        f = 880 if i % 2 == 0 else 660
        x = tone(f, 0.14, (1, 0.4, 0.2)) * env_ad(n, 0.005, 0.08)
        place(buf, x, i * 0.17)
    return buf


@sound("hit", "Bean collision (wooden thock)", 0.65)
def s_hit(rng: np.random.Generator) -> np.ndarray:
    n = int(SR * 0.18)
    body = tone(np.linspace(620, 480, n), 0.18, (1, 0.0, 0.3)) * env_ad(n, 0.0005, 0.03)
    knock = bandpass(rng.standard_normal(n), 500, 3000) * env_ad(n, 0.0003, 0.006)
    return body + knock * 0.7


@sound("topple", "Bean wobbles and falls over (wobble then thud)", 0.6)
def s_topple(rng: np.random.Generator) -> np.ndarray:
    buf = np.zeros(int(SR * 0.7))
    for i in range(4):
        n = int(SR * 0.06)
        x = tone(500 - i * 40, 0.06, (1, 0.3)) * env_ad(n, 0.001, 0.015)
        place(buf, x, i * (0.09 - i * 0.012), 0.35 + 0.1 * i)
    n = int(SR * 0.3)
    thud = tone(np.linspace(140, 60, n), 0.3) * env_ad(n, 0.001, 0.06)
    thud += bandpass(rng.standard_normal(n), 100, 1500) * env_ad(n, 0.0005, 0.015) * 0.6
    place(buf, thud, 0.32)
    return buf


@sound("bone", "Frickin' Bone played (cartoon boing)", 0.55)
def s_bone(rng: np.random.Generator) -> np.ndarray:
    dur = 0.55
    n = int(SR * dur)
    t = np.arange(n) / SR
    f = 180 + 260 * (1 - np.exp(-t / 0.05)) + 40 * np.sin(2 * np.pi * 11 * t) * np.exp(-t / 0.25)
    return tone(f, dur, (1, 0.5, 0.25)) * env_ad(n, 0.003, 0.18)


@sound("reveal", "Hidden cards revealed (shimmering rise)", 0.45)
def s_reveal(rng: np.random.Generator) -> np.ndarray:
    dur = 0.7
    buf = np.zeros(int(SR * dur))
    for i, f in enumerate((784.0, 987.77, 1174.66, 1567.98)):
        place(buf, note(f, 0.5, 0.2) * 0.6, i * 0.05)
    n = int(SR * 0.4)
    sw = bandpass(rng.standard_normal(n), 3000, 9000) * np.sin(np.linspace(0, np.pi, n)) ** 2
    place(buf, sw, 0.0, 0.15)
    return buf


# ----------------------------------------------------------------------------- output


def finish(x: np.ndarray, level: float) -> np.ndarray:
    x = x - np.mean(x)
    n = len(x)
    fade_in = min(int(SR * 0.002), n)
    fade_out = min(int(SR * 0.02), n)
    x[:fade_in] *= np.linspace(0, 1, fade_in)
    x[n - fade_out :] *= np.linspace(1, 0, fade_out)
    peak = np.max(np.abs(x)) or 1.0
    return x / peak * level


def write_wav(path: Path, x: np.ndarray) -> None:
    data = np.clip(np.round(x * 32767), -32767, 32767).astype("<i2")
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(data.tobytes())


def build(out: Path) -> dict:
    manifest: dict = {
        "generator": "tools/make_sounds.py",
        "format": "WAV PCM 16-bit mono 44100 Hz",
        "files": {},
    }
    for name, (purpose, level, fn) in SOUNDS.items():
        rng = np.random.default_rng(zlib.crc32(name.encode()))
        x = finish(np.asarray(fn(rng), dtype=np.float64), level)
        write_wav(out / f"{name}.wav", x)
        manifest["files"][f"{name}.wav"] = {
            "purpose": purpose,
            "seconds": round(len(x) / SR, 3),
            "peak": level,
        }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    (out / "__init__.py").touch()
    return manifest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=ROOT / "sounds")
    args = ap.parse_args(argv)
    m = build(args.out)
    print(f"wrote {len(m['files'])} sounds to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
