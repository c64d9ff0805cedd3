"""``python -m dealer_assist``: the engine's commands (settle, verify, audit, ...)."""

import sys

from dealer_assist.cli import main

sys.exit(main())
