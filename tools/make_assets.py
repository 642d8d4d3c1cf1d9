"""Regenerate all committed assets: sprites/ (PNG + manifest) and sounds/ (WAV + manifest).

Run:  python tools/make_assets.py [--sprites DIR] [--sounds DIR] [--sheet /tmp/sheet.png]

Deterministic: running it twice writes byte-identical files (tests/tools checks this).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_sounds  # noqa: E402
import make_sprites  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--sprites", type=Path, default=make_sprites.ROOT / "sprites")
    ap.add_argument("--sounds", type=Path, default=make_sounds.ROOT / "sounds")
    ap.add_argument("--sheet", type=Path, default=None)
    args = ap.parse_args(argv)
    sheet = ["--sheet", str(args.sheet)] if args.sheet else []
    make_sprites.main(["--out", str(args.sprites), *sheet])
    make_sounds.main(["--out", str(args.sounds)])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
