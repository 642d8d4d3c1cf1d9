"""`python -m tabletop` runs the command line (see tabletop.cli)."""

from tabletop.cli import main

raise SystemExit(main())
