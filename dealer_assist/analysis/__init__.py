"""Game analysis: exact house edges by enumeration, simulations where enumeration is not
feasible, and the best decision for a box (``advise``). Pure Python and NumPy."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__all__ = ["Advice", "Option", "advise"]


def __getattr__(name: str) -> Any:
    # Imported on first use (PEP 562): registering the commands must not load NumPy.
    if name in __all__:
        return getattr(importlib.import_module("dealer_assist.analysis.advise"), name)
    raise AttributeError(f"module 'dealer_assist.analysis' has no attribute {name!r}")


if TYPE_CHECKING:
    from dealer_assist.analysis.advise import Advice, Option, advise
