"""Game analysis: exact house edges by enumeration, simulations where enumeration is not
feasible, and the best decision for a box (``advise``). Pure Python and NumPy."""

from dealer_assist.analysis.advise import Advice, Option, advise

__all__ = ["Advice", "Option", "advise"]
