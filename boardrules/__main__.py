"""``python -m boardrules``: the same command line as ``boardrules``."""

from boardrules.cli import main

raise SystemExit(main())
