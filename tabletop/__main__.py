"""`python -m tabletop` runs the command line (see tabletop.cli)."""

from tabletop.cli import main

if __name__ == "__main__":  # not when a helper process (the phones' card painter) imports it
    raise SystemExit(main())
