"""``python -m dealer_assist.analysis analyze|advise ...``."""

import sys

from dealer_assist.analysis.cli import main

sys.exit(main())
